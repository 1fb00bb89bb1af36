# Holdout: `make play` starts the program, `make test` runs the linters and the whole test suite
# (packaging included). Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play lint test test-fast package smoke-package screenshots bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,build]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/holdout

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

test: $(STAMP) lint
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2
	$(MAKE) smoke-package

test-fast: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -m "not slow"

package: $(STAMP)
	$(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

smoke-package: package
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOLDOUT_DATA_DIR=$$(mktemp -d) dist/holdout/holdout --smoke

screenshots: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/holdout --screenshot screenshots

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m benchmarks

clean:
	rm -rf $(VENV) build dist .pytest_cache
