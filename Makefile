# Everything a fresh machine needs: `make demo` and `make test` create .venv and install.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: install demo test test-fast lint typecheck eval bench clean

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,eval,dask,embed]'
	touch $(STAMP)

demo: install
	$(BIN)/crosswire run examples/kerman-2024 --out out/
	@echo
	@cat out/report.md

test: install
	$(BIN)/ruff check src tests
	$(BIN)/mypy src
	$(BIN)/python -m pytest -q

test-fast: install
	$(BIN)/python -m pytest -q -m "not slow and not corpus"

lint: install
	$(BIN)/ruff check src tests

typecheck: install
	$(BIN)/mypy src

eval: install
	$(BIN)/crosswire eval gva --split dev --grouping gold

bench: install
	$(BIN)/python bench/bench_grouping.py

clean:
	rm -rf $(VENV) out build dist .pytest_cache .mypy_cache .ruff_cache
