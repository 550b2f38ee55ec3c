# The two commands: `make run` (the system on the embedded database, with demo traffic)
# and `make test` (the whole suite). Both set up .venv themselves.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Running needs the runtime dependencies only; the suite and the linters add the test extra.
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test

.PHONY: run test chaos lint schema bench bench-pressure bench-releases bench-results install clean

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

# Four pytest processes, each on a database of its own (tests/conftest.py); a test that
# restarts PostgreSQL does it on a server of its own (tests/faults/conftest.py).
# --dist worksteal: an idle process takes tests queued for a busy one, so the long fault
# tests do not leave the others waiting at the end.
TEST_PROCESSES ?= 4
test: $(TEST_STAMP)
	$(BIN)/python -m pytest -n $(TEST_PROCESSES) --dist worksteal --durations=20

# The chaos soak, long and with a random seed (printed first: HOURGLASS_CHAOS_SEED=<seed>
# replays it); HOURGLASS_CHAOS_SECONDS sizes it (default here 600 s). `make test` runs a
# short one with a fixed seed.
CHAOS_SEED ?= $(shell od -An -N2 -tu2 /dev/urandom | tr -d ' ')
chaos: $(STAMP)
	HOURGLASS_CHAOS_SEED=$${HOURGLASS_CHAOS_SEED:-$(CHAOS_SEED)} \
	HOURGLASS_CHAOS_SECONDS=$${HOURGLASS_CHAOS_SECONDS:-600} \
	$(BIN)/python -m pytest tests/faults/test_chaos.py -s

# What CI checks before the tests: lint, formatting and types (configured in pyproject.toml).
lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# migrations/schema.sql written again from an empty database migrated (tests/schema_dump.py):
# after adding a migration, commit the file with it (tests/integration/test_schema.py checks it).
schema: $(TEST_STAMP)
	$(BIN)/python -m tests.schema_dump --write

bench: $(STAMP)
	$(BIN)/python -m bench

# The queue with a transaction held open, then with analytics readers (bench/pressure.py).
bench-pressure: $(STAMP)
	$(BIN)/python -m bench.pressure

# This checkout's drain against an earlier release's (bench/releases.py; REF=442b0dc,
# DRAIN=refresh or noop).
bench-releases: $(STAMP)
	$(BIN)/python -m bench.releases $(REF) $(if $(DRAIN),--drain $(DRAIN))

# What results cost: the no-op drain without and with a storing actor deployed, a storing
# actor's drain, and get_result(block=True)'s latency after the commit (bench/stored_results.py).
bench-results: $(STAMP)
	$(BIN)/python -m bench.stored_results

clean:
	rm -rf $(VENV) .hourglass .pytest_cache
