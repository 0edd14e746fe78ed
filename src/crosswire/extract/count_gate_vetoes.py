"""Sources whose figure the partial-count gate may not set aside.

:func:`crosswire.extract.count_chooser.partial_sources` sets aside the figures its gate
model finds more likely wrong than right, except a figure no other day's source contradicts
(:func:`_other_day_differs`), the latest and highest toll (:func:`_latest_highest`), one
stated as the toll or a range of it (:func:`_whole_toll`), one close to another source's
large figure (:func:`_near_another`), and an injured figure lowered by a death among the
hurt (:func:`_tells_hurt_died`).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence

from crosswire.model import Article, CountReport


def _date(s: str | None) -> dt.date | None:
    try:
        return dt.date.fromisoformat(s) if s else None
    except ValueError:
        return None


def _tells_hurt_died(article: Article) -> bool:
    """Whether ``article`` says one or more of the hurt have since died ("after one of the
    wounded died"): its injured figure is the count as it now stands, lower for that death, not a
    part of the event's (Monterey Park 2023 probe: "Nine other victims remain hospitalized"
    a day after "wounded 10 others" had been set aside)."""
    return SOME_OF_THEM_DIED_RE.search(article.text or "") is not None


# "after three of the wounded died in hospital" (Irapuato 2020 probe: "Four others remain
# hospitalized" had been set aside beside the day before's seven wounded). Only "of the
# wounded": "one of the victims had died", "one of the women who died" (GVA dev) tell no
# fall in the hurt's number.
SOME_OF_THEM_DIED_RE = re.compile(
    r"\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+the\s+(?:wounded|injured|hurt)\b"
    r"[^.;:]{0,60}?\s(?:(?:has|have|had|later|since|then|subsequently)\s+){0,2}(?:died|succumbed)\b",
    re.IGNORECASE,
)


# A partial count is a part of the whole (one victim's follow-up, a day-one toll the story
# outgrew); a large figure within this share of another source's is the same whole counted
# by another authority, a conflict for the policy to settle (Sanaa funeral hall 2016 probe:
# the U.N.'s 525 wounded, a day after the health ministry's 534, had been set aside).
NEAR_SHARE = 0.1
# From this size on (GVA's small figures, where 9 vs 10 is a follow-up's part, stay below it).
NEAR_MIN = 20


def _near_another(a: str, figures: Mapping[str, int]) -> bool:
    """Whether ``a``'s figure is large and within :data:`NEAR_SHARE` of another source's."""
    v = figures[a]
    return v >= NEAR_MIN and any(
        b != a and w != v and abs(w - v) <= NEAR_SHARE * max(w, v) for b, w in figures.items()
    )


# A figure given as the toll or as an estimate range of it ("U.S. estimates put the death
# toll at between 100 and 300", "the toll stood at 137"): the source's count of the whole
# event, whatever other sources say, so never a partial count.
_TOLL_WORDING = re.compile(r"(?i)\btoll\b|\bnumber of (?:dead|deaths|victims|injured|wounded|casualties)\b")


def _whole_toll(a: str, figures: Mapping[str, int], reports_by_article: Mapping[str, Sequence[CountReport]]) -> bool:
    """Whether source ``a`` states its figure as the event's toll or as a range of it."""
    return any(
        r.value == figures[a] and (r.max is not None and r.max > r.min or _TOLL_WORDING.search(r.evidence.text))
        for r in reports_by_article.get(a, ())
    )


def _latest_highest(a: str, figures: Mapping[str, int], articles: Mapping[str, Article]) -> bool:
    """Whether ``a``'s figure is above every other source's and ``a`` is published after all
    of them: the toll as it last grew ("toll reaches 137" after "rises to 133"), which no
    earlier source has outgrown, so no partial count."""
    mine = _date(articles[a].published if a in articles else None)
    if mine is None:
        return False
    for b, v in figures.items():
        if b == a:
            continue
        other = _date(articles[b].published if b in articles else None)
        if v >= figures[a] or other is None or other >= mine:
            return False
    return True


def _other_day_differs(a: str, figures: Mapping[str, int], articles: Mapping[str, Article]) -> bool:
    """Whether a source published on another day gives another figure than ``a``'s. A
    partial count is one the story outgrew (a day-one toll) or a later piece about part of
    it; reports of the same day that disagree are a conflict for the policy to settle (the
    conservative rule takes the lowest: Kerman's "more than 210" wounded beside "at least
    284" the same day)."""
    mine = _date(articles[a].published if a in articles else None)
    if mine is None:
        return False
    for b, v in figures.items():
        other = _date(articles[b].published if b in articles else None)
        if b != a and v != figures[a] and other is not None and other != mine:
            return True
    return False
