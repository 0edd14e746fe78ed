"""Days told relative to another day: relative words ("yesterday", "two days ago", "this
afternoon" under a live blog's entry stamp) counted from the day of writing, and the event
day "a day after the attack" tells, counted back from the day named beside it.

Split out of :mod:`crosswire.extract.dates`, which finds the other mentions and ranks their
days.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from crosswire import textdates
from crosswire.extract.date_anniversary import anniversaries, opening_days_after
from crosswire.extract.date_context import (
    EVENT_CUE_WEIGHT,
    EVENT_NOUN,
    FOLLOWUP_WEIGHT,
    POSITION_DECAY,
    POSITION_FLOOR,
    TIGHT_EVENT_WEIGHT,
    context_cues,
)
from crosswire.extract.date_mention import Mention
from crosswire.extract.date_steps import days_after, days_earlier
from crosswire.nlp import ParsedArticle

_RELATIVE = re.compile(
    r"\b(?P<rel>yesterday|the day before yesterday|last night|overnight|tonight|"
    r"this morning|this afternoon|this evening|earlier today|today|"
    r"(?P<n>two|three|four|five|six|2|3|4|5|6) days ago|(?P<week>a|one) week ago)\b",
    re.IGNORECASE,
)
# A weekday right next to a relative word: "overnight Tuesday", "Sunday overnight".
_NEXT_WEEKDAY = re.compile(
    r"\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.IGNORECASE
)
_PREV_WEEKDAY = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+$", re.IGNORECASE
)
# "later today", "later this morning": a time after the writing, never the reported event's.
_LATER_BEFORE = re.compile(r"\blater\s+$", re.IGNORECASE)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_RELATIVE_OFFSET = {
    "yesterday": -1, "the day before yesterday": -2, "last night": -1, "overnight": 0,
    "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
    "earlier today": 0, "today": 0,
}  # fmt: skip


# How far after "overnight" (characters) a written date may name its night ("overnight from
# 13 to 14 April", "overnight on April 13").
_DATE_AFTER_RELATIVE = 8


# A live blog's entry stamp, a line of its own: "Friday 13 July 2018 22:10 BST", "13/07/2018,
# 10:10pm". What is left of the line beside its date is a clock time, a zone and punctuation.
_STAMP_LINE_REST = re.compile(
    r"[\s,|·•–—-]*(?:at[ \t]+)?\d{1,2}[:.]\d\d(?:[ \t]*[ap]\.?[ \t]?m\.?)?(?:[ \t]+[A-Z]{2,5}(?:[+-]\d{1,2})?)?[\s,|·•–—-]*",
    re.IGNORECASE,
)
_STAMP_LINE_MAX = 60  # characters: a stamp, not a sentence
# How many days before publication an entry's stamp may be and still date its relative words
# ("this afternoon" under the evening entry of the day before); an older stamp is another
# story's.
STAMP_MAX_DAYS = 3


def entry_stamps(pa: ParsedArticle, ref: date) -> list[tuple[int, date]]:
    """``(line start, date)`` of every live-blog entry stamp line, in text order."""
    text = pa.analysis_text
    out: list[tuple[int, date]] = []
    for dm in textdates.find_dates(text):
        lo = text.rfind("\n", 0, dm.start) + 1
        hi = text.find("\n", dm.end)
        hi = len(text) if hi < 0 else hi
        if hi - lo > _STAMP_LINE_MAX or text[lo : dm.start].strip(" \t,|-"):
            continue
        d = dm.to_date()
        if d is None or not 0 <= (ref - d).days <= STAMP_MAX_DAYS:
            continue
        if _STAMP_LINE_REST.fullmatch(text, dm.end, hi):
            out.append((lo, d))
    return out


def relatives(pa: ParsedArticle, ref: date) -> list[Mention]:
    """The days relative words name ("yesterday", "last night", "two days ago"), counted
    from ``ref`` or from the live-blog entry stamp above them; not a weekday's neighbour
    ("overnight Tuesday"), a time still to come ("later today") or a widget's heading."""
    out: list[Mention] = []
    text = pa.analysis_text
    # ("Friday 13 July 2018 22:10 BST\nOfficials now say ... when a suicide bomber struck the
    # rally this afternoon", in a live blog published the next morning: Mastung 2018 probe)
    stamps = entry_stamps(pa, ref)
    base = ref
    for m in _RELATIVE.finditer(text):
        ref = next((d for pos, d in reversed(stamps) if pos <= m.start()), base)
        rel = m.group("rel").lower()
        eol = text.find("\n", m.end())
        if (
            text[text.rfind("\n", 0, m.start()) + 1 : eol if eol >= 0 else len(text)]
            .strip()
            .lower()
            == rel
        ):
            continue  # a weather widget's heading ("Today\n\nClearing skies late\n\nTonight")
        if _LATER_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "More information from WALB later today.": a time still to come
        if _NEXT_WEEKDAY.match(text, m.end()) or _PREV_WEEKDAY.search(
            text[max(0, m.start() - 20) : m.start()]
        ):
            continue  # "overnight Tuesday", "Sunday overnight": the weekday names the day
        if rel in ("overnight", "last night", "tonight") and any(
            dm.start <= _DATE_AFTER_RELATIVE
            for dm in textdates.find_dates(text[m.end() : m.end() + 40])
        ):
            continue  # "overnight from 13 to 14 April": the date names the night
        if m.group("week"):
            offset = -7  # "the floods that struck the city a week ago"
        elif m.group("n"):
            n = m.group("n").lower()
            offset = -(_NUMBERS[n] if n in _NUMBERS else int(n))
        else:
            offset = _RELATIVE_OFFSET[re.sub(r"\s+", " ", rel)]
        w, later = context_cues(pa, m.start(), m.end(), weekday=True)
        out.append(Mention(ref + timedelta(days=offset), m.start(), m.end(), "relative", w, later))
    return out


def days_after_event(
    pa: ParsedArticle, mentions: list[Mention], ref: date | None = None
) -> list[Mention]:
    """The event dates "a day after the attack" tells, counted back from the day named beside
    it (:func:`crosswire.extract.date_steps.days_after`); that day's own mention is demoted to
    a later step's. Returns all mentions."""
    out = list(mentions)
    anchors = [
        (x.value, x.start, x.end) if x.basis in ("weekday", "explicit") else None for x in mentions
    ]
    steps = days_after(pa, anchors, event_noun=EVENT_NOUN) + days_earlier(
        pa, anchors, event_noun=EVENT_NOUN
    )
    for k, value, start, end, index in steps:
        out[k] = replace(out[k], weight=out[k].weight * FOLLOWUP_WEIGHT, later=True)
        w = (
            (POSITION_FLOOR + (1 - POSITION_FLOOR) * POSITION_DECAY**index)
            * EVENT_CUE_WEIGHT
            * TIGHT_EVENT_WEIGHT
        )
        out.append(Mention(value, start, end, "relative", w))
    if ref is not None:
        for value, start, end, index in opening_days_after(pa, anchors, ref):
            w = (
                (POSITION_FLOOR + (1 - POSITION_FLOOR) * POSITION_DECAY**index)
                * EVENT_CUE_WEIGHT
                * TIGHT_EVENT_WEIGHT
            )
            out.append(Mention(value, start, end, "relative", w))
        for k2, value, start, end, index in anniversaries(pa, anchors, ref):
            if k2 is not None:  # the day named is the anniversary's, not the event's
                out[k2] = replace(out[k2], weight=out[k2].weight * FOLLOWUP_WEIGHT, later=True)
            w = (
                (POSITION_FLOOR + (1 - POSITION_FLOOR) * POSITION_DECAY**index)
                * EVENT_CUE_WEIGHT
                * TIGHT_EVENT_WEIGHT
            )
            out.append(Mention(value, start, end, "relative", w))
    return out
