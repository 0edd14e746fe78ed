"""Group articles into events (stage ``group``), stable event ids, B-cubed scoring.

The work is done by :class:`crosswire.grouping.EventIndex` (incremental, sub-quadratic);
:func:`group_events` is the batch entry point the pipeline calls.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence

from crosswire.grouping import EventIndex
from crosswire.model import Article, Extraction

# Length of the hex digest kept in an event id: 64 bits, so two of a million events collide
# with probability ~3e-8.
EVENT_ID_HEX = 16


def group_events(
    articles: Sequence[Article],
    extractions: Mapping[str, Extraction],
    *,
    duplicates: Mapping[str, str] | None = None,
    embed: bool = False,
) -> tuple[tuple[str, ...], ...]:
    """Partition the ids of the ``ok`` articles into events.

    Args:
        articles: the articles (skipped ones are left out).
        extractions: article id -> :class:`Extraction`; event dates, places and types are used
            when present, publication date and dateline city otherwise.
        duplicates: duplicate id -> canonical id; duplicates join their original's event.
        embed: also compare MiniLM embeddings of each title and lead (better at telling two
            events of one kind apart; ~8 ms an article, so off for very large batches).

    Returns:
        Events as tuples of sorted article ids, the tuple sorted; independent of input order.
    """
    index = EventIndex(embed=embed)
    index.add(articles, extractions, duplicates=duplicates)
    return index.events()


def event_id(
    article_ids: Sequence[str], *, published: Mapping[str, str | None] | None = None
) -> str:
    """A stable id for an event, derived from its earliest article.

    The anchor is the member with the smallest (publication date, id) — or the smallest id
    when no dates are given — so the id does not depend on run order, and adding articles to
    other events (or later reports to this one) leaves it unchanged.

    >>> event_id(["b", "a"]) == event_id(["a", "b"])
    True
    """
    if not article_ids:
        raise ValueError("an event needs at least one article id")
    dates = published or {}
    anchor = min(article_ids, key=lambda a: (dates.get(a) or "9999", a))
    return "ev_" + hashlib.sha256(anchor.encode("utf-8")).hexdigest()[:EVENT_ID_HEX]


def b_cubed(
    predicted: Sequence[Sequence[str]], gold: Mapping[str, str]
) -> tuple[float, float, float]:
    """B-cubed precision, recall and F1 of a partition against gold labels (id -> cluster).

    Ids missing from ``gold`` are ignored.
    """
    pred_of: dict[str, int] = {}
    for k, grp in enumerate(predicted):
        for a in grp:
            if a in gold:
                pred_of[a] = k
    if not pred_of:
        return 0.0, 0.0, 0.0
    pred_size: dict[int, int] = {}
    gold_size: dict[str, int] = {}
    both: dict[tuple[int, str], int] = {}
    for a, k in pred_of.items():
        pred_size[k] = pred_size.get(k, 0) + 1
        gold_size[gold[a]] = gold_size.get(gold[a], 0) + 1
        both[(k, gold[a])] = both.get((k, gold[a]), 0) + 1
    p = sum(both[(k, gold[a])] / pred_size[k] for a, k in pred_of.items()) / len(pred_of)
    r = sum(both[(k, gold[a])] / gold_size[gold[a]] for a, k in pred_of.items()) / len(pred_of)
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


__all__ = ["EventIndex", "b_cubed", "event_id", "group_events"]
