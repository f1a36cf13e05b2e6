# Lohai & Friends.  Every target makes its own virtual environment from pyproject.toml.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: play test check lint bench tournament dist golden sounds icon screenshots clean

# The install: setuptools says "Editable installation." (a note on folders named like the package) through pip
# every time; the filter hides that one note and changes nothing of the install (the default editable mode).
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	PYTHONWARNINGS='ignore:Editable installation:UserWarning' $(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game

# The whole suite, as CI runs it (the frozen app's build and selftest included).
test: $(STAMP)
	$(PY) -m ruff check game lab tests tools packaging
	$(PY) -m mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n auto --durations=15

# The edit loop: lint, types and every test but the frozen build.
check: $(STAMP)
	$(PY) -m ruff check game lab tests tools packaging
	$(PY) -m mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n auto -m "not frozen"

lint: $(STAMP)
	$(PY) -m ruff check game lab tests tools packaging
	$(PY) -m mypy

bench: $(STAMP)
	$(PY) -m lab.bench

tournament: $(STAMP) ; $(PY) -m lab.tournament $(ARGS)

golden: $(STAMP)
	$(PY) tools/golden.py

sounds:
	$(PYTHON) tools/make_sounds.py

icon: $(STAMP)
	$(PY) tools/make_icon.py

screenshots: $(STAMP)
	$(PY) tools/screenshots.py

# The double-click app in dist/; on Linux also what players download (packaging/linux.py: the .deb and the
# tarball, made with dpkg-deb).  Windows and macOS package in the release workflow (packaging/windows.py, macos.sh).
dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm build.spec
ifeq ($(shell uname -s),Linux)
	$(PY) packaging/linux.py
endif

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
