"""Inferring an article's publication date from its text, for inputs without metadata.

Rules, strongest first (the first that gives a date wins):

1. **dateline**: a date opening the text before a dash ("SAN SALVADOR, 3 JAN 90 --",
   "BEIJING, Jan. 3, 2024 (Xinhua) --"), or a page label ("Posted: Tuesday, January 28, 2014").
2. **anniversary**: "the fourth anniversary of ..." or "four years since ..." with a full
   date of the earlier event in the text ("killed Jan. 3, 2020") -> that date plus N years.
3. **weekday**: a weekday written with a month and day ("Wednesday (January 3)"): the year
   is the first one, not before any year the text mentions, in which that day is that
   weekday.
4. **latest**: the latest full date written in the text, leaving out dates announced for
   the future ("scheduled for March 5, 2025").

News refers to its own day by weekday ("on Wednesday"), so every candidate is also checked
against the weekday names in the text where it can be (see :func:`infer_published`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from crosswire.textdates import (
    MONTHS,
    DateMention,
    add_years,
    find_dates,
    find_weekdays,
    find_years,
    safe_date,
    year_for_weekday,
)

# A dateline date sits in the first line, before the body's first dash; datelines in
# MUC-4 and wire copy end within 120 characters (MUC-4 dev, PolNeAR dev).
DATELINE_CHARS = 160
# Page labels ("Posted: ...", "Published on ...") in scraped pages are near the top: GVA
# dev debris runs up to about 600 characters before the body.
LABEL_CHARS = 1200
# How far (characters) an anniversary phrase may be from the earlier event's date when
# they are in different sentences: the Kerman example has them ~600 apart; a whole short
# article is about 3,000.
ANNIVERSARY_REACH = 3000
# Words before a date that announce it as future, not the day of writing.
FUTURE_CUES = re.compile(
    r"\b(?:scheduled|set|slated|due|expected|planned|until|through|will|by|deadline|"
    r"begins?|starts?|trial|hearing|court date|next)\b[^.\n]{0,40}$",
    re.IGNORECASE,
)

# A line of its own starting with "By" (a byline) just before a date.
_BYLINE_LINE = re.compile(r"(?im)^[ \t]*by\b[^\n]*\n\s*$")

ORDINALS: dict[str, int] = {
    w: i
    for i, w in enumerate(
        ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"],
        start=1,
    )
} | {"twenty-fifth": 25, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60,
     "seventieth": 70, "seventy-fifth": 75, "hundredth": 100}  # fmt: skip
CARDINALS: dict[str, int] = {
    w: i
    for i, w in enumerate(
        ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"],
        start=1,
    )
} | {"twenty-five": 25, "thirty": 30, "forty": 40, "fifty": 50}  # fmt: skip

_ORD_RE = "|".join(sorted(map(re.escape, ORDINALS), key=len, reverse=True))
_CARD_RE = "|".join(sorted(map(re.escape, CARDINALS), key=len, reverse=True))
_ANNIVERSARY = re.compile(
    rf"\b(?:(?P<ord>{_ORD_RE})|(?P<ordn>\d{{1,3}})(?:st|nd|rd|th))\s+anniversary\b"
    rf"|\b(?P<card>{_CARD_RE}|\d{{1,3}})[- ]year\s+anniversary\b"
    rf"|\b(?P<card2>{_CARD_RE}|\d{{1,3}})\s+years?\s+(?:to\s+the\s+day\s+(?:since|after|ago)|since)\b",
    re.IGNORECASE,
)
# After the date: an optional "(Agency)" then the dash that opens the body.
# Words before an anniversary phrase that put it in the future, the past, or make it vague.
_NOT_TODAY = re.compile(
    r"\b(?:will|would|next|upcoming|approaching|ahead of|before|after|nearly|almost|about|"
    r"more than|over|some|around|roughly|last|since)\W+(?:\w+\W+){0,3}$",
    re.IGNORECASE,
)
# "anniversary of [the] Soleimani's death" -> "Soleimani": the capitalised name after "of".
_ANNIVERSARY_OF = re.compile(
    r"\s+of\s+(?:the\s+|a\s+)?(?:[a-z-]+\s+){0,3}?(?P<name>[A-Z][\w-]{2,})"
)
_DATELINE_END = re.compile(r"^\s*(?:\([^()\n]{1,40}\)\s*)?(?:--|—|–|-\s)")
# Before the date: nothing, or a place name ending in a comma ("HEMPSTEAD, N.Y., ").
_DATELINE_START = re.compile(r"^[^\w\n]*(?:[A-Z][^\n]{0,60},\s*)?$")
_LABEL = re.compile(
    r"\b(?:posted|published|first published|created|updated|last updated|date)\s*(?:on|at)?\s*:?\s*$",
    re.IGNORECASE,
)
_FULL_LABEL_FIRST = re.compile(r"\b(?:posted|published|first published|created)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class PublishedGuess:
    """An inferred publication date: ``value`` ``YYYY-MM-DD``; ``basis`` names the rule;
    ``start``/``end`` are the offsets of the text it rests on."""

    value: str
    basis: str
    start: int
    end: int


def _guess(d: date | None, basis: str, start: int, end: int) -> PublishedGuess | None:
    return PublishedGuess(d.isoformat(), basis, start, end) if d else None


def _dateline(text: str, dates: list[DateMention], max_year: int | None) -> PublishedGuess | None:
    for dm in dates:
        if dm.start > DATELINE_CHARS:
            break
        if "\n" in text[: dm.start].strip("\n "):
            # The date is not on the first line: only a page label can claim it.
            break
        if not _DATELINE_END.match(text[dm.end : dm.end + 60]) or not _DATELINE_START.match(
            text[: dm.start]
        ):
            continue
        d = dm.to_date() or _resolve_year(dm, max_year)
        return _guess(d, "dateline", dm.start, dm.end)
    return None


def _label(text: str, dates: list[DateMention]) -> PublishedGuess | None:
    labelled = [
        dm
        for dm in dates
        if dm.start < LABEL_CHARS
        and dm.year
        and _LABEL.search(text[max(0, dm.start - 40) : dm.start])
    ]
    # "Posted: ... Updated: ..." -> the posting date is the publication date.
    for dm in labelled:
        if _FULL_LABEL_FIRST.search(text[max(0, dm.start - 40) : dm.start]):
            return _guess(dm.to_date(), "label", dm.start, dm.end)
    if labelled:
        return _guess(labelled[0].to_date(), "label", labelled[0].start, labelled[0].end)
    return None


def _sentence_bounds(text: str, pos: int) -> tuple[int, int]:
    """Rough sentence around ``pos``: from the previous to the next full stop or line break."""
    start = max(text.rfind(". ", 0, pos), text.rfind("\n", 0, pos)) + 1
    ends = [e for e in (text.find(". ", pos), text.find("\n", pos)) if e >= 0]
    return start, min(ends) if ends else len(text)


def _anniversary(
    text: str, dates: list[DateMention], max_year: int | None
) -> PublishedGuess | None:
    full = [dm for dm in dates if dm.year is not None]
    if not full:
        return None
    for m in _ANNIVERSARY.finditer(text):
        word = next(g for g in m.groupdict().values() if g)
        w = word.lower()
        n = int(w) if w.isdigit() else ORDINALS.get(w) or CARDINALS.get(w)
        if not n or _NOT_TODAY.search(text[max(0, m.start() - 50) : m.start()]):
            continue
        s_start, s_end = _sentence_bounds(text, m.start())
        # "the fourth anniversary of Soleimani's death": the earlier event may be dated in
        # another sentence that names the same person or thing ("Soleimani ... was killed
        # Jan. 3, 2020"). "N years since" must date its event in its own sentence.
        subject = _ANNIVERSARY_OF.match(text, m.end())
        best: tuple[int, date, DateMention] | None = None
        for dm in full:
            same_sentence = s_start <= dm.start < s_end
            if same_sentence and dm.end <= m.start():
                # "On May 23, 2015, the first anniversary of ...": the date *is* the
                # anniversary, not the event it counts from.
                d = dm.to_date()
                if d is not None:
                    return _guess(d, "anniversary", dm.start, m.end())
                continue
            if not same_sentence:
                if subject is None or m.group("card2"):
                    continue
                d_start, d_end = _sentence_bounds(text, dm.start)
                if subject.group("name") not in text[d_start:d_end]:
                    continue
            d0 = dm.to_date()
            d = add_years(d0, n) if d0 else None
            if d is None or (max_year is not None and d.year < max_year):
                continue
            distance = abs(dm.start - m.end())
            if distance <= ANNIVERSARY_REACH and (best is None or distance < best[0]):
                best = (distance, d, dm)
        if best is not None:
            return _guess(best[1], "anniversary", m.start(), m.end())
    return None


def _resolve_year(dm: DateMention, max_year: int | None) -> date | None:
    if dm.weekday is None or max_year is None:
        return None
    year = year_for_weekday(dm.month, dm.day, dm.weekday, not_before=max_year)
    return safe_date(year, dm.month, dm.day) if year else None


def _weekday(dates: list[DateMention], max_year: int | None) -> PublishedGuess | None:
    for dm in dates:
        if dm.year is None and dm.weekday is not None:
            d = _resolve_year(dm, max_year)
            if d is not None:
                return _guess(d, "weekday", dm.start, dm.end)
    return None


def _latest(text: str, dates: list[DateMention], max_year: int | None) -> PublishedGuess | None:
    best: tuple[date, DateMention] | None = None
    for dm in dates:
        d = dm.to_date()
        # A byline line above the date ("By Staff reporter\n23 May 2017") is no "by
        # May 23" deadline; other line breaks may be hard-wrapped copy and are kept.
        before = _BYLINE_LINE.sub("", text[max(0, dm.start - 60) : dm.start])
        if d is None or FUTURE_CUES.search(before):
            continue
        if best is None or d > best[0]:
            best = (d, dm)
    if best is None or (max_year is not None and best[0].year < max_year):
        # The text speaks of a later year than any full date it gives: the latest date is
        # background, and the day of writing is unknown.
        return None
    return _guess(best[0], "latest", best[1].start, best[1].end)


def infer_published(text: str) -> PublishedGuess | None:
    """The publication date the text itself implies, or None when it gives no clue.

    Rules in order: dateline, page label, anniversary arithmetic, weekday + month/day,
    latest full date (see the module docstring). Never raises.

    Example:
        >>> infer_published("The attack came on Wednesday (January 3), four years after "
        ...                 "the 2020 strike.").value
        '2024-01-03'
    """
    if not isinstance(text, str) or not text.strip():
        return None
    dates = find_dates(text)
    years = [y for _, _, y in find_years(text)]
    max_year = max(years) if years else None
    for rule in (
        lambda: _dateline(text, dates, max_year),
        lambda: _label(text, dates),
        lambda: _anniversary(text, dates, max_year),
        lambda: _weekday(dates, max_year),
        lambda: _latest(text, dates, max_year),
    ):
        guess = rule()
        if guess is not None:
            return guess
    return None


# A date in a story's URL path: "/2017/03/17/one-person-shot", "/20170309/update-16-year-old",
# "/news/2017/feb/08/13-year-old". News sites stamp the path when the story is first posted;
# a page's metadata date may be a later update's (GVA dev: where the two differ by 1-3 days,
# the path's day is the incident's in 8 of 11 pages, the metadata's in 3).
_URL_DATE = re.compile(
    r"/(?P<y>(?:19|20)\d\d)(?:/(?P<m>0[1-9]|1[0-2])/|(?P<m2>0[1-9]|1[0-2]))"
    r"(?P<d>0[1-9]|[12]\d|3[01])(?=[/_.-]|$)"
    r"|/(?P<y3>(?:19|20)\d\d)/(?P<mon>[a-z]{3})/(?P<d3>[0-3]?\d)/",
    re.IGNORECASE,
)
# An archive's snapshot prefix ("http://web.archive.org/web/20170316042347/") dates the
# crawl, not the story.
_ARCHIVE_PREFIX = re.compile(r"^\w+://web\.archive\.org/web/\d+\w*/", re.IGNORECASE)


def url_date(url: str | None) -> date | None:
    """The date a story's URL path carries, or None.

    Example:
        >>> url_date("http://fox61.com/2017/03/17/one-person-shot-in-hartford/")
        datetime.date(2017, 3, 17)
    """
    if not url:
        return None
    m = _URL_DATE.search(_ARCHIVE_PREFIX.sub("/", url))
    if m is None:
        return None
    if m.group("y3"):
        month = MONTHS.get(m.group("mon").lower())
        return safe_date(int(m.group("y3")), month, int(m.group("d3"))) if month else None
    return safe_date(int(m.group("y")), int(m.group("m") or m.group("m2")), int(m.group("d")))


# The snapshot stamp itself: "http://web.archive.org/web/20160119165854/..." was captured on
# 2016-01-19, so the page existed by then.
_ARCHIVE_STAMP = re.compile(
    r"^\w+://web\.archive\.org/web/(?P<y>(?:19|20)\d\d)(?P<m>\d\d)(?P<d>\d\d)", re.IGNORECASE
)


def archive_date(url: str | None) -> date | None:
    """The day a web archive captured the page (its snapshot stamp), or None.

    A page cannot be published after it was captured: a metadata date later than this one is
    a re-indexing date, not the story's.

    Example:
        >>> archive_date("http://web.archive.org/web/20160119165854/http://www.adn.com/a/")
        datetime.date(2016, 1, 19)
    """
    m = _ARCHIVE_STAMP.match(url or "")
    if m is None:
        return None
    return safe_date(int(m.group("y")), int(m.group("m")), int(m.group("d")))


def weekdays_mentioned(text: str) -> set[int]:
    """The weekdays (Monday = 0) a text names on their own ("on Wednesday")."""
    return {wd for _, _, wd in find_weekdays(text)}


__all__ = ["PublishedGuess", "archive_date", "infer_published", "url_date", "weekdays_mentioned"]
