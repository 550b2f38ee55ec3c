# The two commands: `make run` (the system on the embedded database, with demo traffic)
# and `make test` (the whole suite). Both set up .venv themselves.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Running needs the runtime dependencies only; the suite and the linters add the test extra.
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test

.PHONY: run test lint bench install clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $(STAMP)

$(TEST_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(TEST_STAMP)

install: $(TEST_STAMP)

run: $(STAMP)
	$(BIN)/hourglass demo

test: $(TEST_STAMP)
	$(BIN)/python -m pytest

# What CI checks before the tests: lint, formatting and types (configured in pyproject.toml).
lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) .hourglass .pytest_cache
