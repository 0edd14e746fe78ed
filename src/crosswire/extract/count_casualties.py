"""Casualties told with their dead: "40 casualties, 12 of them fatal", "Casualties stood at
90, including 30 dead", "Of the 40 casualties, 12 died".

In news usage "casualties" alone are the dead and the hurt together (AP Stylebook: "casualty"
is a person killed *or* injured; the MUC-4 reports' "nine government casualties, counting
dead and wounded"), so a casualty figure gives no field of its own. With its fatal part told
right after it, it does: the dead are that part, and the injured the casualties less the
dead (:func:`casualty_split_hits`). Used by :mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from crosswire.extract.numbers import QUANTITY_RE, Quantity, parse_quantity

# Sentences this module reads (the extractor's prefilter).
CASUALTIES_RE = re.compile(r"\bcasualt(?:ies|y)\b", re.IGNORECASE)
# A figure then "casualties", one word between at most ("12 civilian casualties").
_NOUN_AFTER_RE = re.compile(r"\s+(?:[A-Za-z-]+\s+)?casualties\b", re.IGNORECASE)
# "casualties" then a link, then the figure ("Casualties stood at 90", "the casualty toll
# rose to 60", "Casualties numbered 70").
_NOUN_BEFORE_RE = re.compile(
    r"\bcasualt(?:ies|y\s+(?:toll|figures?|counts?|tally))\s+(?:(?:has|have|had)\s+)?"
    r"(?:(?:stood|stands|rose|risen|climbed|jumped|increased)\s+(?:at|to)|numbered|total(?:l?ed)?|reached|were|was|"
    r"is|are|of|at)\s+$",
    re.IGNORECASE,
)
# Characters before a figure searched for "casualties" and its link: the longest link the
# pattern allows ("casualty figures have increased to ", 35 characters) with room to spare.
_NOUN_BEFORE_REACH = 60
# Between the casualties and their fatal part: a comma, colon, dash or bracket, with or
# without "including", "of whom", "among them" ("40 casualties, 12 of them fatal"), or
# "including"/"with" alone ("70 casualties including 25 dead").
_CONNECTOR_RE = re.compile(
    r"\s*(?:[,:;(—–]\s*(?:(?:including|among\s+them|among\s+whom|of\s+whom|of\s+which|with)\s+)?"
    r"|\s(?:including|with)\s+)",
    re.IGNORECASE,
)
# After the part's figure: the words that make it the dead ("12 of them fatal", "of whom 25
# were killed", "30 dead", "8 fatalities", "12 died").
_DEAD_AFTER_RE = re.compile(
    r"\s+(?:of\s+(?:them|whom|which)\s+)?(?:(?:were|was|are|have\s+been|had\s+been|have|had)\s+)?"
    r"(?:people\s+)?(?:fatal|dead|killed|fatalities|deaths|died)\b",
    re.IGNORECASE,
)
# The hurt named right after the dead ("(93 DEAD AND 55 WOUNDED)", MUC-4): the injured are
# told, not left to the difference.
_HURT_TOLD_RE = re.compile(r"\s*,?\s*(?:and|or)\s+(?:\S+\s+){0,3}?(?:wounded|injured|hurt|injuries)\b", re.IGNORECASE)


def _totals(text: str, lo: int, hi: int) -> list[Quantity]:
    """Casualty figures in ``text[lo:hi]``: "40 casualties" and "casualties stood at 90"."""
    out = []
    for m in QUANTITY_RE.finditer(text, lo, hi):
        before = _NOUN_BEFORE_RE.search(text, max(lo, m.start() - _NOUN_BEFORE_REACH), m.start())
        if not (_NOUN_AFTER_RE.match(text, m.end(), hi) or before):
            continue
        q = parse_quantity(m, text, toll=bool(before))
        if q is not None:
            out.append(q)
    return out


def _fatal_part(text: str, total: Quantity, hi: int) -> tuple[Quantity, int] | None:
    """The dead told right after a casualty figure, and where their words end."""
    noun = _NOUN_AFTER_RE.match(text, total.end, hi)
    link = _CONNECTOR_RE.match(text, noun.end() if noun else total.end, hi)
    qm = QUANTITY_RE.match(text, link.end(), hi) if link else None
    dead = _DEAD_AFTER_RE.match(text, qm.end(), hi) if qm else None
    part = parse_quantity(qm, text) if qm and dead else None
    if part is None or dead is None:
        return None
    return part, dead.end()


def casualty_split_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """Hits of ``hit_type`` for casualties told with their dead in ``text[lo:hi]``: the
    killed (unless another rule read them already) and the injured, the casualties less the
    dead. Only an exact dead figure below the casualties' (a vague or larger one says
    nothing of the rest), and not where the hurt are told themselves ("(93 dead and 55
    wounded)")."""
    out: list[Any] = []
    for total in _totals(text, lo, hi):
        found = _fatal_part(text, total, hi)
        if found is None:
            continue
        part, end = found
        if not any(h.kind == "killed" and h.start <= part.start < h.end for h in hits):
            out.append(hit_type("killed", part.start, end, part.value, part.min, part.max, part.qualifier))
        if part.qualifier != "exact" or total.qualifier in ("vague", "range") or part.value >= total.value:
            continue
        if _HURT_TOLD_RE.match(text, end, hi):
            continue
        vmax = None if total.max is None else total.max - part.value
        value, vmin = total.value - part.value, max(0, total.min - part.value)
        out.append(hit_type("injured", total.start, end, value, vmin, vmax, total.qualifier))
    return out
