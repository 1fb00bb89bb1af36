# Holdout: `make play` starts the program, `make test` runs the linters and the whole test suite
# (packaging included). Both create .venv on first use: playing installs only what the program
# needs; the test and build tools come with the first target that uses them.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The test and build tools' stamp: none either when STAMP is given empty (an environment of one's own).
TOOLS := $(if $(STAMP),$(STAMP)-tools)

# The compiled catalogs the program reads, from the .po files translators edit (both are committed;
# tests/test_translations.py fails while a .mo is not what its .po compiles to).
DOMAINS = $(sort $(basename $(notdir $(wildcard assets/translations/*/LC_MESSAGES/*.po))))

.PHONY: play lint test test-fast translations package dist smoke-package screenshots bench bench-anchor clean

# The venv's own pip installs an editable project (PEP 660 since pip 21.3): upgrading it first
# only made the first start wait for a download.
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e .
	touch $(STAMP)

$(TOOLS): $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test,build]'
	touch $(TOOLS)

play: $(STAMP)
	$(BIN)/holdout

lint: $(TOOLS)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports --no-logo

test: $(TOOLS) lint
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2
	$(MAKE) smoke-package

# The fast lane: all but the tests marked slow (docs/measurements.md gives its time); make test runs them all.
test-fast: $(TOOLS)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -m "not slow"

translations: $(TOOLS)
	$(BIN)/pybabel compile --directory assets/translations --domain "$(DOMAINS)"

package: $(TOOLS)
	$(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

# The release a player downloads: the one-folder build with its desktop file, icon, install note and
# the licences of everything bundled, packed with a SHA-256 checksum beside it.
VERSION = $(shell $(BIN)/python -c "import game; print(game.__version__)")
ARCH := $(shell uname -m)
ARCHIVE = holdout-$(VERSION)-linux-$(ARCH).tar.gz

dist: package
	cp packaging/holdout.desktop packaging/INSTALL.txt dist/holdout/
	cp assets/icon.png dist/holdout/holdout.png
	$(BIN)/python packaging/gather_licences.py dist/holdout
	tar -C dist -czf dist/$(ARCHIVE) holdout
	cd dist && sha256sum $(ARCHIVE) > $(ARCHIVE).sha256

# The archive as a player gets it: checked, no larger than what Holdout uses needs (61 MB when
# pygame-gui's fonts for other scripts and unstripped libraries came along; packaging/leave_out.py),
# unpacked into an empty folder, started from there.
MAX_ARCHIVE_BYTES := 35000000

smoke-package: dist
	cd dist && sha256sum -c $(ARCHIVE).sha256
	@size=$$(stat -c %s dist/$(ARCHIVE)); echo "$(ARCHIVE): $$size bytes"; \
	  if [ $$size -gt $(MAX_ARCHIVE_BYTES) ]; then \
	    echo "larger than $(MAX_ARCHIVE_BYTES) bytes: is something bundled unused? (packaging/leave_out.py)"; exit 1; fi
	unpacked=$$(mktemp -d) && tar -C $$unpacked -xzf dist/$(ARCHIVE) && \
	  $$unpacked/holdout/holdout --version && \
	  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOLDOUT_DATA_DIR=$$(mktemp -d) $$unpacked/holdout/holdout --smoke && \
	  rm -rf $$unpacked

screenshots: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/holdout --screenshot screenshots

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m benchmarks

# OpenSpiel's block dominoes, the engine benchmark's anchor, in an environment of its own
bench-anchor:
	python3 -m venv .bench-anchor
	.bench-anchor/bin/python -m pip install --quiet open_spiel==2.0.2

clean:
	rm -rf $(VENV) build dist .pytest_cache
