"""Date parsing helpers shared by normalisation and event-date extraction.

Everything here is offline and dependency-free (dateparser is an eval-only peer). The finders
return :class:`DateMention` records with exact character offsets into the text they were
given, so callers can turn them into :class:`crosswire.model.Evidence`.

Examples:
    >>> [m.iso() for m in find_dates("He was killed Jan. 3, 2020, near Baghdad.")]
    ['2020-01-03']
    >>> parse_date("Tue, 28 Jan 2014 20:18:00 -0500")
    datetime.date(2014, 1, 28)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

# Years outside this range are not news publication or event dates (page numbers, counts).
MIN_YEAR = 1900
MAX_YEAR = 2100

# Two-digit years ("3 JAN 90", MUC-4 datelines): below the pivot -> 20xx, else 19xx.
# 50 keeps the 1989-91 MUC-4 wire copy in the 1900s and modern copy in the 2000s.
TWO_DIGIT_YEAR_PIVOT = 50

MONTHS: dict[str, int] = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4,
    "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11,
    "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip

WEEKDAYS: dict[str, int] = {
    "monday": 0, "mon": 0, "tuesday": 1, "tues": 1, "tue": 1, "wednesday": 2, "wed": 2,
    "thursday": 3, "thurs": 3, "thur": 3, "thu": 3, "friday": 4, "fri": 4, "saturday": 5,
    "sat": 5, "sunday": 6, "sun": 6,
}  # fmt: skip

_MONTH_RE = "|".join(sorted(MONTHS, key=len, reverse=True))
# Only full weekday names count as bare mentions: "Sun"/"Wed" are too ambiguous in prose.
_WEEKDAY_FULL_RE = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_WEEKDAY_ANY_RE = "|".join(sorted(WEEKDAYS, key=len, reverse=True))

# A night or span of days is dated by its first day: "the night of 3-4 May", "May 3-4",
# "on the night of 18 to 19 November" (European copy), "between 5 and 6 June", "12/13 March".
_MDY = re.compile(
    rf"\b(?P<month>{_MONTH_RE})\.?\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?(?:\s*[-–]\s*\d{{1,2}}(?:st|nd|rd|th)?)?\b"
    rf"(?:,?\s+(?P<year>\d{{4}})\b)?",
    re.IGNORECASE,
)
_DMY = re.compile(
    # (the dot of an abbreviation before a year, "30 MAR. 89"; not a full stop, "on the 5th
    # of June.", which evidence would otherwise take in)
    # ("the night of 12/13 March": British copy's slash between a night's two days)
    # ("the night of Saturday 13 to Sunday 14 August": the second day's weekday between them;
    # Beni 2016 probe, Radio Okapi's English copy)
    rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?(?:\s*(?:[-–/]|to|and)\s*(?:(?:{_WEEKDAY_FULL_RE})\s+)?\d{{1,2}}(?:st|nd|rd|th)?)?"
    rf"\s+(?:of\s+)?(?P<month>{_MONTH_RE})\b"
    r"(?:\.(?=,?\s*\d))?"
    rf"(?:,?\s+(?P<year>\d{{4}}|\d{{2}})\b)?",
    re.IGNORECASE,
)
_ISO = re.compile(r"\b(?P<year>\d{4})([-/.])(?P<month>\d{1,2})\2(?P<day>\d{1,2})\b")
# Numeric dates with a four-digit year: "1/3/2024", "22/03/2024", "22.03.2024", "03-22-2024".
# A part above 12 is the day; where both could be the month, "/" is read in US order (the
# corpora this was tuned on are US news) and "." or "-" in day-first order (European usage).
_NUMERIC = re.compile(r"\b(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)(?P<year>\d{4})\b")
# A year standing alone: not inside a figure such as "$2,020" or "12,2020.5".
_YEAR = re.compile(r"(?<![\d$])(?<!\d[,.])\b(?P<year>1[89]\d\d|20\d\d)\b(?![,.]\d)")
# The Gregorian year in brackets after a year of another era: Thai copy's Buddhist Era
# ("Thursday, October 6, 2565 (2022)", "6 October 2565 BE (2022)").
_GREGORIAN_AFTER = re.compile(r"(?:\s*B\.?E\.?)?\s*\(\s*(?P<year>(?:19|20)\d\d)\s*\)")
_BARE_WEEKDAY = re.compile(rf"\b(?:{_WEEKDAY_FULL_RE})\b", re.IGNORECASE)
_WEEKDAY_BEFORE = re.compile(rf"\b(?P<wd>{_WEEKDAY_ANY_RE})\.?\s*[,(]?\s*$", re.IGNORECASE)
_WEEKDAY_AFTER = re.compile(rf"^\s*,?\s*(?:a\s+)?(?P<wd>{_WEEKDAY_FULL_RE})\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class DateMention:
    """A calendar date written in a text: ``text[start:end]`` is the mention.

    ``year`` is None when the text gives only a month and day ("Wednesday (January 3)");
    ``weekday`` (Monday = 0) is set when a weekday name is written next to the date.
    """

    start: int
    end: int
    month: int
    day: int
    year: int | None = None
    weekday: int | None = None

    def to_date(self) -> date | None:
        """The date, when the year is known and the day exists."""
        if self.year is None:
            return None
        return safe_date(self.year, self.month, self.day)

    def iso(self) -> str | None:
        d = self.to_date()
        return d.isoformat() if d else None


def month_number(name: str) -> int | None:
    """1..12 for a month name or abbreviation ("Sept.", "JAN", "january"), else None."""
    return MONTHS.get(name.strip().rstrip(".").lower())


def weekday_number(name: str) -> int | None:
    """0 (Monday)..6 for a weekday name or abbreviation, else None."""
    return WEEKDAYS.get(name.strip().rstrip(".").lower())


def expand_year(year: str) -> int:
    """A four-digit year from ``"2024"`` or a two-digit ``"90"`` (see TWO_DIGIT_YEAR_PIVOT)."""
    y = int(year)
    if len(year) <= 2:
        y += 2000 if y < TWO_DIGIT_YEAR_PIVOT else 1900
    return y


def safe_date(year: int, month: int, day: int) -> date | None:
    """``date(year, month, day)`` or None when it does not exist or is out of range."""
    if not MIN_YEAR <= year <= MAX_YEAR:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


def add_years(d: date, years: int) -> date | None:
    """``d`` moved by whole years; 29 February falls back to 28 February."""
    return safe_date(d.year + years, d.month, d.day) or safe_date(d.year + years, d.month, 28)


def _month_token_ok(token: str, text_is_upper: bool) -> bool:
    # "may 3" in running lower-case prose is the verb; real month names are capitalised.
    return token[:1].isupper() or text_is_upper


def find_dates(text: str) -> list[DateMention]:
    """Every calendar date written in ``text``, in text order, overlaps removed.

    Recognises "Jan. 3, 2020", "January 3", "3 January 2024", "3 JAN 90" (MUC datelines),
    "2024-01-03", "1/3/2024" (US order), "22/03/2024", "22.03.2024", a span of days by its
    first ("3-4 May"), with a weekday written before ("Wednesday, Jan. 3")
    or after ("Jan. 3, a Wednesday") attached. Mentions without a valid day are dropped.
    """
    upper = sum(c.isupper() for c in text[:2000]) > 0.6 * max(
        1, sum(c.isalpha() for c in text[:2000])
    )
    found: list[DateMention] = []
    for rx in (_MDY, _DMY):
        for m in rx.finditer(text):
            if not _month_token_ok(m.group("month"), upper):
                continue
            year_s = m.group("year")
            if year_s and len(year_s) == 2 and len(m.group("month").rstrip(".")) != 3:
                # Two-digit years only in the abbreviated wire form "3 JAN 90".
                year_s = None
            # A rejected two-digit year is not part of the mention.
            end = m.end() if year_s or not m.group("year") else m.end("month")
            year = expand_year(year_s) if year_s else None
            if year is not None and not MIN_YEAR <= year <= MAX_YEAR:
                # another era's year with the Gregorian one in brackets ("October 6, 2565 (2022)")
                greg = _GREGORIAN_AFTER.match(text, end)
                if greg is None:
                    continue
                year, end = int(greg.group("year")), greg.end()
            month, day = MONTHS[m.group("month").lower()], int(m.group("day"))
            if safe_date(year or 2000, month, day) is None:
                continue
            found.append(DateMention(m.start(), end, month, day, year))
    for m in _ISO.finditer(text):
        y, mo, d = int(m.group("year")), int(m.group("month")), int(m.group("day"))
        if safe_date(y, mo, d) is not None:
            found.append(DateMention(m.start(), m.end(), mo, d, y))
    for m in _NUMERIC.finditer(text):
        y, a, b = int(m.group("year")), int(m.group("a")), int(m.group("b"))
        if a > 12 or (b <= 12 and m.group("sep") != "/"):
            a, b = b, a  # day first
        if safe_date(y, a, b) is not None:
            found.append(DateMention(m.start(), m.end(), a, b, y))
    found.sort(key=lambda x: (x.start, -(x.end - x.start)))
    out: list[DateMention] = []
    for dm in found:
        if out and dm.start < out[-1].end:
            continue
        out.append(_attach_weekday(text, dm))
    return out


def _attach_weekday(text: str, dm: DateMention) -> DateMention:
    window_start = max(0, dm.start - 16)
    before = _WEEKDAY_BEFORE.search(text[window_start : dm.start])
    if before:
        wd = weekday_number(before.group("wd"))
        return DateMention(window_start + before.start("wd"), dm.end, dm.month, dm.day, dm.year, wd)
    after = _WEEKDAY_AFTER.match(text[dm.end : dm.end + 16])
    if after:
        wd = weekday_number(after.group("wd"))
        return DateMention(dm.start, dm.end, dm.month, dm.day, dm.year, wd)
    return dm


def find_years(text: str) -> list[tuple[int, int, int]]:
    """``(start, end, year)`` for every four-digit year 1800-2099 standing alone in ``text``."""
    return [(m.start(), m.end(), int(m.group("year"))) for m in _YEAR.finditer(text)]


def find_weekdays(text: str) -> list[tuple[int, int, int]]:
    """``(start, end, weekday)`` for every full weekday name ("on Wednesday") in ``text``."""
    return [
        (m.start(), m.end(), WEEKDAYS[m.group(0).lower()]) for m in _BARE_WEEKDAY.finditer(text)
    ]


def year_for_weekday(
    month: int, day: int, weekday: int, *, not_before: int, span: int = 11
) -> int | None:
    """The first year from ``not_before`` on in which ``month``/``day`` falls on ``weekday``.

    A month/day falls on each weekday at least once in any 11 consecutive years, so with
    the default ``span`` there is an answer unless the day does not exist (30 February).
    """
    for year in range(not_before, not_before + span + 1):
        d = safe_date(year, month, day)
        if d is not None and d.weekday() == weekday:
            return year
    return None


# Holidays that date an event by name ("on Christmas Eve", "a Fourth of July parade",
# "Thanksgiving night"): fixed days as (month, day), floating ones as (month, weekday, n)
# with n = -1 for the month's last such weekday. A bare "Christmas"/"Easter"/"Halloween"/
# "Thanksgiving" counts only after "on" or before a part of the day (see _HOLIDAY):
# "Christmas shopping" or "before Thanksgiving" date nothing. "... weekend" spans several
# days and is left to the weekday the report names.
_FIXED_HOLIDAYS: dict[str, tuple[int, int]] = {
    "new year's eve": (12, 31), "new year's day": (1, 1), "christmas eve": (12, 24),
    "christmas day": (12, 25), "christmas": (12, 25), "fourth of july": (7, 4), "july fourth": (7, 4),
    "independence day": (7, 4), "halloween": (10, 31), "valentine's day": (2, 14),
    "juneteenth": (6, 19), "veterans day": (11, 11), "st. patrick's day": (3, 17),
    "cinco de mayo": (5, 5), "bastille day": (7, 14), "boxing day": (12, 26),
}  # fmt: skip
_FLOATING_HOLIDAYS: dict[str, tuple[int, int, int]] = {
    "thanksgiving": (11, 3, 4), "thanksgiving day": (11, 3, 4), "memorial day": (5, 0, -1),
    "labor day": (9, 0, 1), "mother's day": (5, 6, 2), "father's day": (6, 6, 3),
    "martin luther king jr. day": (1, 0, 3), "mlk day": (1, 0, 3),
}  # fmt: skip
_HOLIDAY_NAME = (
    r"new\s+year['’]s\s+(?:eve|day)|christmas\s+(?:eve|day)|(?:the\s+)?fourth\s+of\s+july|july\s+fourth|"
    r"independence\s+day|valentine['’]s\s+day|juneteenth|veterans['’]?\s+day|"
    r"st\.?\s+patrick['’]s\s+day|cinco\s+de\s+mayo|thanksgiving\s+day|memorial\s+day|"
    r"labor\s+day|mother['’]s\s+day|father['’]s\s+day|martin\s+luther\s+king\s+jr\.?\s+day|"
    r"mlk\s+day|easter\s+sunday|bastille\s+day|boxing\s+day"
)
_PART_OF_DAY = r"(?:night|morning|evening|afternoon)"
_HOLIDAY = re.compile(
    r"(?:\b(?:the\s+)?(?:night|day|evening)\s+(?P<shift>before|after)\s+)?"
    rf"\b(?:(?P<name>{_HOLIDAY_NAME})|(?<=\bon\s)(?P<bare>christmas|easter|halloween|thanksgiving)"
    r"|(?:(?<=before\s)|(?<=after\s))(?P<bare3>christmas|easter|halloween|thanksgiving)"
    rf"|(?P<bare2>christmas|easter|halloween|thanksgiving)(?=\s+{_PART_OF_DAY}\b))"
    r"(?!\s+(?:holiday\s+)?weekend)(?![\w'’-])",
    re.IGNORECASE,
)


def _easter(year: int) -> date:
    """Western Easter Sunday (anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    m = (32 + 2 * e + 2 * i - h - k) % 7
    n = (a + 11 * h + 22 * m) // 451
    month, day = divmod(h + m - 7 * n + 114, 31)
    return date(year, month, day + 1)


def holiday_date(name: str, year: int) -> date | None:
    """The date of the named holiday (as :func:`find_holidays` spells it) in ``year``."""
    key = re.sub(r"\s+", " ", name.lower().replace("’", "'")).removeprefix("the ")
    shift = re.match(r"(?:the )?(?:night|day|evening) (before|after) (?:the )?", key)
    if shift:  # "the night before Thanksgiving"
        d = holiday_date(key[shift.end() :], year)
        step = timedelta(days=-1 if shift.group(1) == "before" else 1)
        return d + step if d is not None else None
    key = re.sub(r"^veterans'? day$", "veterans day", re.sub(r"^st\.? ", "st. ", key))
    key = key.replace("jr day", "jr. day")
    if key in ("easter", "easter sunday"):
        return _easter(year)
    if key in _FIXED_HOLIDAYS:
        return safe_date(year, *_FIXED_HOLIDAYS[key])
    if key not in _FLOATING_HOLIDAYS:
        return None
    month, weekday, n = _FLOATING_HOLIDAYS[key]
    days = [
        d for d in (safe_date(year, month, x) for x in range(1, 32)) if d and d.weekday() == weekday
    ]
    return days[n] if n < 0 else days[n - 1]


def find_holidays(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, name)`` for every holiday named as a day in ``text``.

    >>> find_holidays("He was shot on Christmas Eve during a Fourth of July weekend")
    [(15, 28, 'Christmas Eve')]
    """
    return [
        (m.start(), m.end(), m.group(0)) for m in _HOLIDAY.finditer(text)
        if (m.group("shift") or not m.group("bare3"))  # "before Thanksgiving" alone: no day
        and not _other_nation(text, m.start())
    ]  # fmt: skip


# Another nation's holiday of a shared name: "Israel's Independence Day" (in May 2022, not
# July 4), "Pakistani Independence Day" (Elad 2022 probe: the attack had been dated July 4 of
# the year before). A country's possessive or demonym right before the name; a US city's
# ("Chicago's Fourth of July weekend") is no other nation.
_NATION_BEFORE = re.compile(r"(?P<who>(?:[A-Z][a-z]+[ \t]+)?[A-Z][a-z]+)(?:['’]s)?\s+(?:the\s+)?$")


def _other_nation(text: str, start: int) -> bool:
    """Whether a country other than the US is named right before ``start``."""
    from crosswire import geo

    m = _NATION_BEFORE.search(text, max(0, start - 30), start)
    if m is None:
        return False
    words = m.group("who").split()
    for who in (" ".join(words), words[-1]):  # "Sri Lanka's"; "On Israel's"
        cc = geo.country_code(who) or geo.DEMONYMS.get(who.lower())
        if cc is not None:
            return cc != "US"
    return False


_RFC_TZ = re.compile(r"\s*([+-]\d{4}|[A-Z]{2,5})\s*$")


def parse_date(value: str) -> date | None:
    """A calendar date from a metadata string, or None.

    Accepts ISO dates and timestamps ("2014-01-28", "2014-01-28T20:18:00Z"), "20140128",
    RFC 2822 ("Tue, 28 Jan 2014 20:18:00 -0500"), and written dates ("January 28, 2014",
    "28 Jan 2014", "1/28/2014"). Never raises.
    """
    s = value.strip() if isinstance(value, str) else ""
    if not s:
        return None
    if re.fullmatch(r"\d{8}", s):
        return safe_date(int(s[:4]), int(s[4:6]), int(s[6:]))
    try:
        return datetime.fromisoformat(s.replace("Z", "+00:00")).date()
    except ValueError:
        pass
    for dm in find_dates(_RFC_TZ.sub("", s) if "," in s else s):
        if dm.year is not None:
            return dm.to_date()
    return None


__all__ = [
    "MONTHS",
    "WEEKDAYS",
    "DateMention",
    "add_years",
    "expand_year",
    "holiday_date",
    "find_dates",
    "find_holidays",
    "find_weekdays",
    "find_years",
    "month_number",
    "parse_date",
    "safe_date",
    "weekday_number",
    "year_for_weekday",
]
