"""Execution engines: the same pipeline on Dask gives the same output as locally."""

from __future__ import annotations

from pathlib import Path

import pytest

from crosswire.engine import get_engine
from crosswire.ingest import read_inputs
from crosswire.pipeline import run
from crosswire.render.json import render


def _square(x: int) -> int:
    return x * x


def test_local_engine_keeps_order_and_reports_progress() -> None:
    done: list[int] = []
    assert get_engine("local").map(_square, [3, 1, 2], progress=done.append) == [9, 1, 4]
    assert sum(done) == 3


def test_unknown_engine_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown engine"):
        get_engine("spark")


def test_dask_engine_gives_the_same_events_as_local(example_dir: Path) -> None:
    pytest.importorskip("dask.bag", reason="dask not installed (pip install 'crosswire[dask]')")
    articles = list(read_inputs([str(example_dir)]))
    # A builtin, not a function of this module: process workers cannot import the tests
    # package when pytest is started as a script rather than `python -m pytest`.
    assert get_engine("dask").map(abs, list(range(-35, 35))) == [abs(i) for i in range(-35, 35)]
    assert render(run(articles, engine="dask")) == render(run(articles))


def test_dask_engine_runs_on_a_scheduler_address() -> None:
    distributed = pytest.importorskip("dask.distributed", reason="distributed not installed")
    from crosswire.engine import DaskEngine

    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        engine = DaskEngine(scheduler=cluster.scheduler_address)
        assert engine.map(abs, [-1, -2, 3] * 30) == [1, 2, 3] * 30
