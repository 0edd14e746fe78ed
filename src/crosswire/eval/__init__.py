"""``crosswire eval``: measure crosswire, a regex baseline and peer libraries on public
labelled corpora (GVA, MUC-4, PolNeAR, ECB+). See docs/EVALUATION.md for every metric."""

from __future__ import annotations

from typing import Any


def evaluate(corpus: str, root: Any, **options: Any) -> dict[str, Any]:
    """Run the evaluation of ``corpus`` over the corpora folder ``root``.

    Options are those of the corpus module's ``evaluate`` (``split``, ``limit``, ``system``,
    ``grouping``, ``policy``, ``jobs``). Returns the results object of ``crosswire eval --json``.
    """
    import importlib

    from crosswire.eval.corpora import CORPORA

    if corpus not in CORPORA:
        raise ValueError(f"unknown corpus {corpus!r}: choose one of {', '.join(CORPORA)}")
    module = importlib.import_module(f"crosswire.eval.{corpus}")
    return module.evaluate(root, **options)  # type: ignore[no-any-return]
