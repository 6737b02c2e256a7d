# Memo: the two commands are `make run` and `make test` (see README.md).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install install-dev run test lint bench clean-var stop

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(STAMP): requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

## install: create .venv and install the pinned requirements (idempotent)
install: $(STAMP)

## run: embedded PostgreSQL + Redis, migrations, an admin login, web + worker + beat, until Ctrl-C
run: install
	$(BIN)/python manage.py runall

## test: set everything up and run the whole suite on real engines
test: install
	$(BIN)/ruff check .
	$(BIN)/lint-imports
	$(BIN)/python -m pytest -q

## lint: ruff and the import layers
lint: install
	$(BIN)/ruff check .
	$(BIN)/lint-imports

## bench: print the benchmark figures (never part of the tests)
bench: install
	$(BIN)/python bench/turn_overhead.py
	$(BIN)/python bench/celery_floor.py

## stop: stop embedded engines left running under var/
stop: install
	$(BIN)/python manage.py engines --stop
