"""Execution engines: where the per-article work runs.

``local`` runs in this process (or a small process pool); ``dask`` hands the same function
to a Dask bag, so a cluster runs the unchanged pipeline (``--engine dask`` with a
``DASK_SCHEDULER_ADDRESS`` or a local Dask scheduler).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")
R = TypeVar("R")

ENGINES: tuple[str, ...] = ("local", "dask")
# Dask splits the input into partitions of about this many articles: big enough that the
# spaCy model load per worker is amortised, small enough to balance over workers.
DASK_PARTITION_SIZE = 64


class Engine(Protocol):
    name: str

    def map(
        self,
        fn: Callable[[T], R],
        items: Sequence[T],
        *,
        progress: Callable[[int], None] | None = None,
    ) -> list[R]: ...


class LocalEngine:
    """Runs ``fn`` over the items in order, in this process."""

    name = "local"

    def map(self, fn, items, *, progress=None):  # type: ignore[no-untyped-def]
        out = []
        for item in items:
            out.append(fn(item))
            if progress is not None:
                progress(1)
        return out


class DaskEngine:
    """Runs ``fn`` over the items with a Dask bag; results come back in input order."""

    name = "dask"

    def __init__(self, scheduler: str | None = None) -> None:
        try:
            import dask.bag  # noqa: F401
        except ImportError as exc:
            raise RuntimeError(
                "E201 the dask engine needs Dask: pip install 'crosswire[dask]'"
            ) from exc
        self.scheduler = scheduler or os.environ.get("DASK_SCHEDULER_ADDRESS")

    def map(self, fn, items, *, progress=None):  # type: ignore[no-untyped-def]
        import dask.bag as db

        items = list(items)
        if not items:
            return []
        nparts = max(1, -(-len(items) // DASK_PARTITION_SIZE))
        bag = db.from_sequence(items, npartitions=nparts).map(fn)
        if self.scheduler:
            from dask.distributed import Client

            with Client(self.scheduler) as client:
                out = client.compute(bag).result()
        else:
            out = bag.compute(scheduler="processes" if len(items) > DASK_PARTITION_SIZE else "sync")
        if progress is not None:
            progress(len(items))
        return list(out)


def get_engine(name: str, **options: Any) -> Engine:
    """The engine called ``name`` (``local`` or ``dask``).

    Raises:
        ValueError: for an unknown engine name.
    """
    if name == "local":
        return LocalEngine()
    if name == "dask":
        return DaskEngine(**options)
    raise ValueError(f"E200 unknown engine {name!r}: choose one of {', '.join(ENGINES)}")

