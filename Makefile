# Lohai & Friends.  Every target makes its own virtual environment from pyproject.toml.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: play test lint bench dist golden sounds icon screenshots clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game

test: $(STAMP)
	$(PY) -m ruff check game tests tools
	$(PY) -m mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n auto

lint: $(STAMP)
	$(PY) -m ruff check game tests tools
	$(PY) -m mypy

bench: $(STAMP)
	$(PY) -m game.bench

tournament: $(STAMP) ; $(PY) -m game.tournament $(ARGS)

golden: $(STAMP)
	$(PY) tools/golden.py

sounds:
	$(PYTHON) tools/make_sounds.py

icon: $(STAMP)
	$(PY) tools/make_icon.py

screenshots: $(STAMP)
	$(PY) tools/screenshots.py

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm build.spec

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
