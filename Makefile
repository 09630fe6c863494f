# One target per habit. Every target does its own set-up on a fresh machine.
SHELL := /bin/bash
PY := .venv/bin/python
STAMP := .venv/.installed
# Cache compiled bytecode even where the environment switches it off: every `python -m vigil`
# the tests spawn otherwise compiles the package again (~0.3 s a process, a quarter of the
# CLI tests' time). __pycache__ is git-ignored.
export PYTHONDONTWRITEBYTECODE :=

.PHONY: setup test lint bench demo fmt clean

$(STAMP): pyproject.toml scripts/setup.sh
	bash scripts/setup.sh
	@touch $(STAMP)

setup: $(STAMP)

# Tests that need no browser, and browser tests marked `parallel` (whole sweeps, CLI runs
# and examples judged on their outcome alone), run on every core; the other browser tests
# then run one at a time, since what they judge (a settle, a 300 ms flash, a hover) is timed
# by the page. Both phases always run; the target fails if either did.
test: $(STAMP)
	@status=0; \
	$(PY) -m pytest -q -p no:cacheprovider --timeout=300 -m "not browser or parallel" -n auto \
	  || status=1; \
	$(PY) -m pytest -q -p no:cacheprovider --timeout=300 -m "browser and not parallel" \
	  || status=1; \
	exit $$status

lint: $(STAMP)
	.venv/bin/ruff check src tests benchmarks scripts
	.venv/bin/ruff format --check src
	.venv/bin/mypy

fmt: $(STAMP)
	.venv/bin/ruff format src tests benchmarks scripts
	.venv/bin/ruff check --fix src tests benchmarks scripts

bench: $(STAMP)
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(PY) $$b || exit 1; done
	$(PY) benchmarks/make_docs.py

demo: $(STAMP)
	.venv/bin/vigil demo

clean:
	rm -rf .venv runs .pytest_cache .mypy_cache .ruff_cache
