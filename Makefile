# GameBox: `make run` opens the app, `make test` runs the whole suite headless.
# Both create .venv when missing and install what they need (system Qt libraries too).
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test bench dist lint system-deps clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

$(VENV)/.installed: pyproject.toml | $(PY)
	$(PY) -m pip install -q -e .
	@touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(PY) -m pip install -q -e '.[test]'
	@touch $@

system-deps:
	@bash packaging/system_deps.sh

run: system-deps $(VENV)/.installed
	$(VENV)/bin/gamebox

test: system-deps $(VENV)/.installed-test
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

# the CLI fuzzers of tests/fuzz with many more examples than `make test` gives them
.PHONY: fuzz
fuzz: $(VENV)/.installed-test
	GAMEBOX_FUZZ_EXAMPLES=$${GAMEBOX_FUZZ_EXAMPLES:-1000} $(PY) -m pytest tests/fuzz

bench: system-deps $(VENV)/.installed
	$(PY) benchmarks/startup.py
	$(PY) benchmarks/engines.py

lint: $(VENV)/.installed
	$(PY) -m pip install -q -e '.[dev]'
	$(PY) -m ruff check gamebox ui tests benchmarks
	$(PY) -m mypy gamebox

dist: system-deps $(VENV)/.installed
	bash packaging/build_linux.sh

clean:
	rm -rf build dist .pytest_cache
