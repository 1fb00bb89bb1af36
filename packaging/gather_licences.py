"""Gathers the licence texts of everything a Holdout build bundles, from the installed
distributions themselves (their dist-info licence files), Python's own licence, the fonts' and the
shared libraries pygame-ce brings along; writes them to OUT/LICENSES/ with OUT/THIRD-PARTY.txt
listing each component, its version and licence.

    python packaging/gather_licences.py OUT

Where a distribution ships no licence file (pygame-ce's wheel does not), its licence is named
from its metadata and, when the system has the standard text (/usr/share/common-licenses), that
text is used; THIRD-PARTY.txt says which.
"""

from __future__ import annotations

import importlib.metadata as metadata
import shutil
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMON = Path("/usr/share/common-licenses")
# What the program imports at run time (pyproject's dependencies and what they need).
BUNDLED = ("pygame-ce", "pygame_gui", "python-i18n", "msgspec", "platformdirs")
STANDARD_TEXT = {"LGPL v2.1": "LGPL-2.1", "LGPL-2.1": "LGPL-2.1", "LGPL-2.1-or-later": "LGPL-2.1"}
# The shared libraries inside pygame-ce's wheel, by the name their files start with.
LIBRARIES = {
    "libSDL2": "SDL2 and SDL2_image/mixer/ttf (zlib licence)", "libfreetype": "FreeType (FTL or GPLv2)",
    "libFLAC": "libFLAC (BSD-3-Clause)", "libfluidsynth": "FluidSynth (LGPL-2.1)",
    "libasound": "alsa-lib (LGPL-2.1)", "libbrotli": "Brotli (MIT)", "libpng": "libpng (libpng licence)",
    "libjpeg": "libjpeg-turbo (IJG/BSD)", "libtiff": "LibTIFF (libtiff licence)",
    "libwebp": "libwebp (BSD-3-Clause)", "libogg": "libogg (BSD-3-Clause)",
    "libvorbis": "libvorbis (BSD-3-Clause)", "libopus": "Opus (BSD-3-Clause)",
    "libmpg123": "mpg123 (LGPL-2.1)", "libxmp": "libxmp (MIT)", "libz": "zlib (zlib licence)",
    "libsndfile": "libsndfile (LGPL-2.1)", "libharfbuzz": "HarfBuzz (MIT)", "libbz2": "bzip2 (bzip2 licence)",
}


def licence_files(dist: metadata.Distribution) -> list[Path]:
    found = []
    for file in dist.files or []:
        name = Path(str(file)).name.upper()
        if any(key in name for key in ("LICEN", "COPYING", "NOTICE")):
            found.append(Path(str(dist.locate_file(file))))
    return found


def licence_name(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    expression = meta.get("License-Expression") or ""
    if expression:
        return expression
    text = (meta.get("License") or "").strip()
    if text and len(text) < 60:
        return text
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    return classifiers[0] if classifiers else "see its licence file"


def gather(out: Path) -> list[tuple[str, str, str, str]]:
    """Copies the texts; returns (component, version, licence, where its text is) rows."""
    folder = out / "LICENSES"
    folder.mkdir(parents=True, exist_ok=True)
    rows = []
    python_licence = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if python_licence.is_file():
        shutil.copy(python_licence, folder / "Python-LICENSE.txt")
    rows.append(("Python", sys.version.split()[0], "PSF-2.0", "LICENSES/Python-LICENSE.txt"))
    for name in BUNDLED:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        licence = licence_name(dist)
        copied = []
        for file in licence_files(dist):
            target = folder / f"{name}-{file.name}"
            shutil.copy(file, target)
            copied.append(f"LICENSES/{target.name}")
        standard = COMMON / STANDARD_TEXT.get(licence, "")
        if not copied and licence in STANDARD_TEXT and standard.is_file():
            target = folder / f"{name}-{STANDARD_TEXT[licence]}.txt"
            shutil.copy(standard, target)
            copied.append(f"LICENSES/{target.name} (the standard text: the wheel ships none)")
        rows.append((name, dist.version, licence, ", ".join(copied) or "not shipped by the distribution"))
    for font_licence in sorted((ROOT / "assets" / "fonts").glob("*LICENSE*")):
        shutil.copy(font_licence, folder / font_licence.name)
        rows.append(("DejaVu fonts", "", "Bitstream Vera / DejaVu (free)", f"LICENSES/{font_licence.name}"))
    rows += library_rows()
    return rows


def library_rows() -> list[tuple[str, str, str, str]]:
    """The shared libraries pygame-ce's wheel bundles (their licences are the upstream ones)."""
    try:
        libs = Path(str(metadata.distribution("pygame-ce").locate_file("pygame_ce.libs")))
    except metadata.PackageNotFoundError:
        return []
    rows = []
    seen = set()
    for library in sorted(libs.glob("*.so*")) if libs.is_dir() else []:
        for prefix, described in LIBRARIES.items():
            if library.name.startswith(prefix) and described not in seen:
                seen.add(described)
                rows.append((described.split(" (")[0], "", described.split(" (")[1].rstrip(")"),
                             f"bundled with pygame-ce as _internal/pygame_ce.libs/{library.name}"))
    return rows


def write(out: Path) -> Path:
    rows = gather(out)
    lines = ["Holdout bundles these components. Each keeps its own licence; the texts are in LICENSES/.",
             "pygame-ce is under the GNU LGPL 2.1: you may replace the bundled pygame-ce (the files",
             "_internal/pygame and _internal/pygame_ce.libs) with another build of the same version.", ""]
    for component, version, licence, where in rows:
        lines.append(f"{component} {version}".strip() + f" — {licence} — {where}")
    target = out / "THIRD-PARTY.txt"
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    print(f"wrote {write(Path(argv[1]))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
