"""Event dates told from the report's own day: a lede that opens "A day after nine people ...
were killed" (the report's day is the later step, the event a day before it), and an
anniversary ("Belgium on Wednesday marked one year since the suicide bombings": the event is
that many years before the day named, or before publication). Used by
:mod:`crosswire.extract.dates`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, timedelta

from crosswire import textdates
from crosswire.extract.date_steps import ATTACK_VERB
from crosswire.nlp import ParsedArticle

_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "twenty": 20, "twenty-five": 25, "fifty": 50}  # fmt: skip
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
             "eighth": 8, "ninth": 9, "tenth": 10, "twentieth": 20, "fiftieth": 50}  # fmt: skip
# The event told right after the phrase, within its clause (an appositive's commas allowed:
# "A day after nine people, including eight DRG personnel, were killed in ... blast").
_OPENING_DAYS_AFTER = re.compile(
    r"^\s*(?P<n>A|One|Two|Three)\s+days?\s+after\s+[^.;:!?\n]{0,160}?\b(?:were|was)\s+killed\b",
)
# "marked one year since the suicide bombings", "marks the first anniversary of the attack",
# "marked ten years since Anders Behring Breivik killed 77 people"
_ANNIVERSARY = re.compile(
    r"\b(?:marked|marks|mark|marking|commemorated|commemorates|commemorating|observed|observes)\s+"
    r"(?:(?P<n>a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|twenty-five|fifty|\d{1,2})\s+years?\s+since|"
    r"the\s+(?P<ord>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twentieth|fiftieth|"
    r"\d{1,2}(?:st|nd|rd|th))\s+anniversary\s+of)\s+(?:(?:the|a|an)\s+(?:[\w'’-]+\s+){0,4}?|"
    # a doer named as the clause's subject: "ten years since Anders Behring Breivik killed"
    r"(?:[A-Z][\w'’-]+\s+){1,4}(?:(?:had|has)\s+)?(?=(?:killed|attacked|bombed|stormed|massacred|opened\s+fire)\b))"
    r"(?:attacks?|bombings?|shootings?|massacres?|blasts?|explosions?|killings?|"
    + ATTACK_VERB
    + r")\b",
    re.IGNORECASE,
)
# A named day this close (characters) before the anniversary phrase is the day it was marked.
_REACH = 60


def opening_days_after(
    pa: ParsedArticle, anchors: Sequence[tuple[date, int, int] | None], ref: date
) -> list[tuple[date, int, int, int]]:
    """``(event date, start, end, sentence index)`` for a first sentence that opens with "A
    day after <people> were killed" and names no day of its own: the report's day is the
    later step (its publication date), the event that many days before."""
    if not pa.sentences:
        return []
    sent = pa.sentences[0]
    m = _OPENING_DAYS_AFTER.match(pa.analysis_text, sent.start, sent.end)
    if m is None or any(a is not None and sent.start <= a[1] < sent.end for a in anchors):
        return []
    n = _NUMBERS[m.group("n").lower()]
    return [(ref - timedelta(days=n), m.start("n"), m.end(), sent.index)]


def anniversaries(
    pa: ParsedArticle, anchors: Sequence[tuple[date, int, int] | None], ref: date
) -> list[tuple[int | None, date, int, int, int]]:
    """``(anchor index or None, event date, start, end, sentence index)`` per anniversary
    phrase: the day named just before it in its sentence (else, in the first sentence, the
    publication date) less that many years."""
    out: list[tuple[int | None, date, int, int, int]] = []
    text = pa.analysis_text
    for m in _ANNIVERSARY.finditer(text):
        sent = pa.sentence_at(m.start())
        if sent is None:
            continue
        if m.group("n"):
            word = m.group("n").lower()
            years = _NUMBERS.get(word) or int(word)
        else:
            word = m.group("ord").lower()
            years = _ORDINALS.get(word) or int(re.sub(r"\D", "", word))
        near = [
            (k, a) for k, a in enumerate(anchors)
            if a is not None and sent.start <= a[1] and a[2] <= m.start() and m.start() - a[2] <= _REACH
        ]  # fmt: skip
        if near:
            k, (day, start, _end) = max(near, key=lambda ka: ka[1][1])
            anchor: int | None = k
        elif sent.index == 0:
            day, start, anchor = ref, m.start(), None
        else:
            continue
        event = _years_before(day, years)
        named = [dm for dm in textdates.find_dates(m.group()) if dm.year is None]
        if named:
            # "marked the first anniversary of the February 6 earthquakes": the day the
            # phrase names, in the year that many years back
            event = textdates.safe_date(event.year, named[0].month, named[0].day) or event
        out.append((anchor, event, start, m.end(), sent.index))
    return out


def _years_before(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year - years)
    except ValueError:  # 29 February
        return day.replace(year=day.year - years, day=28)
