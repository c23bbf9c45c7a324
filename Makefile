# GameBox: `make run` opens the app, `make test` runs the whole suite headless.
# Both first check what the system must provide (packaging/system_deps.sh: git, Python 3.11+ with
# venv, Qt's system libraries; installed with apt when run as root, else the one command to run
# is printed), then make .venv when it is missing or broken and install what changed
# (packaging/venv.sh). PYTHON=python3.12 picks the interpreter for a new .venv.
PYTHON ?=
VENV ?= .venv
PY := $(VENV)/bin/python
VENV_SH = PYTHON="$(PYTHON)" bash packaging/venv.sh "$(VENV)"

.PHONY: run test fuzz bench dist lint workflows system-deps clean distclean

system-deps:
	@PYTHON="$(PYTHON)" bash packaging/system_deps.sh

run: system-deps
	@$(VENV_SH)
	$(VENV)/bin/gamebox

test: system-deps
	@$(VENV_SH) test
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

# the CLI fuzzers of tests/fuzz with many more examples than `make test` gives them
fuzz: system-deps
	@$(VENV_SH) test
	GAMEBOX_FUZZ_EXAMPLES=$${GAMEBOX_FUZZ_EXAMPLES:-1000} QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/fuzz

bench: system-deps
	@$(VENV_SH)
	$(PY) benchmarks/startup.py
	$(PY) benchmarks/engines.py

lint: workflows
	$(PY) -m ruff check gamebox ui tests benchmarks packaging
	$(PY) -m mypy gamebox ui

# the GitHub workflows against GitHub's schema (check-jsonschema's built-in copy: no network)
workflows:
	@$(VENV_SH) dev
	$(VENV)/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

dist: system-deps
	@$(VENV_SH)
	PYTHON=$(PY) bash packaging/build_linux.sh

# clean: what builds and tests leave behind; distclean: also .venv (the next make makes it again)
clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache .hypothesis *.egg-info
	find gamebox ui resources tests benchmarks packaging -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
