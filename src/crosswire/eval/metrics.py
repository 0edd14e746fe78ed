"""Scoring primitives shared by every corpus: P/R/F1, accuracy, B-cubed.

All functions are pure and return plain floats so results serialise straight to JSON.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Mapping
from typing import Any


def safe_div(num: float, den: float) -> float:
    """``num / den``, or 0.0 when ``den`` is 0 (an empty set scores 0, never NaN)."""
    return num / den if den else 0.0


def prf(tp_pred: int, n_pred: int, tp_gold: int, n_gold: int) -> tuple[float, float, float]:
    """Precision, recall and F1.

    Precision and recall are counted separately because one gold item may be found by several
    predictions (a quotation split in two): ``tp_pred`` is the number of correct predictions,
    ``tp_gold`` the number of gold items found.

    >>> prf(3, 4, 3, 6)
    (0.75, 0.5, 0.6)
    """
    p = safe_div(tp_pred, n_pred)
    r = safe_div(tp_gold, n_gold)
    return p, r, safe_div(2 * p * r, p + r)


def accuracy(flags: Iterable[Any]) -> float:
    """Share of true values (0.0 for an empty iterable)."""
    vals = list(flags)
    return safe_div(sum(1 for v in vals if v), len(vals))


def bcubed(gold: Mapping[Any, Any], system: Mapping[Any, Any]) -> tuple[float, float, float]:
    """B-cubed precision, recall and F1 (Bagga and Baldwin 1998) of a clustering.

    Args:
        gold: item -> gold cluster id.
        system: item -> system cluster id. Items only in ``gold`` count as singletons of the
            system (an article the system dropped is in a cluster of its own); items only in
            ``system`` are ignored.

    Returns:
        ``(precision, recall, f1)``, item-averaged; ``(0, 0, 0)`` for no items.

    For each item, precision is the share of its system cluster that shares its gold
    cluster, recall the share of its gold cluster that shares its system cluster.
    """
    items = list(gold)
    if not items:
        return 0.0, 0.0, 0.0
    sys_of = {i: system.get(i, ("__singleton__", i)) for i in items}
    # Size of every (gold, system) intersection, and of each cluster, over the gold items.
    both = Counter((gold[i], sys_of[i]) for i in items)
    g_size = Counter(gold[i] for i in items)
    s_size = Counter(sys_of.values())
    p = sum(both[(gold[i], sys_of[i])] / s_size[sys_of[i]] for i in items) / len(items)
    r = sum(both[(gold[i], sys_of[i])] / g_size[gold[i]] for i in items) / len(items)
    return p, r, safe_div(2 * p * r, p + r)


def groups_to_labels(groups: Iterable[Iterable[Hashable]]) -> dict[Hashable, int]:
    """Turn a partition (list of groups of items) into item -> group index."""
    out: dict[Hashable, int] = {}
    for gi, group in enumerate(groups):
        for item in group:
            out[item] = gi
    return out
