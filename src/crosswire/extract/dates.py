"""Event-date extraction: when the reported event happened, as an absolute ``YYYY-MM-DD``.

Candidates, found with patterns over the article text:

* explicit dates ("Jan. 27", "January 27, 2014", "30 DEC 89", "Saturday (January 3)"),
  parsed by :mod:`crosswire.textdates`; a month and day without a year take the year that
  puts them on or just before publication;
* weekday names ("Wednesday", "early Sunday", "Monday night"): the most recent such day on
  or before publication (news convention: "on Wednesday" written on a Wednesday is that
  day), or the next one after it for "next Monday";
* relative words ("yesterday", "last night", "this morning", "today", "two days ago").

Each mention is scored: a mention near attack vocabulary ("shot", "killed", "explosion",
"happened") and early in the article counts most; mentions in background context
(anniversaries, "since", birth dates, funerals/hearings/vigils to come, "police said
Tuesday" reporting verbs) and dates in a year before the publication year count little;
dates after publication are dropped. Values are ranked by the summed score of their
mentions, and each value's evidence is its best mention.

A value every mention of which dates a later step of the story or its telling ("the death
toll rose to 5 on Tuesday", "was arrested Monday", "police said Tuesday") gets
``basis="later_step"``, so that reconciliation can count it for less than a day the article
ties to the event itself.

When the text gives no date but the article has a publication date, the publication date
is returned last-resort with ``basis="publication"`` (evidence: the article's first
sentence, since every value must point at text). Without a publication date only explicit
dates with a year can be resolved.

Relative words and the days "after the attack" are found in
:mod:`crosswire.extract.date_relative`; every finder returns the mention of
:mod:`crosswire.extract.date_mention`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from crosswire import textdates
from crosswire.extract.date_context import (
    BACKGROUND_RE,
    CAPTION_WEIGHT,
    CUE_WINDOW,
    EVENT_RE,
    FUTURE_BEFORE_RE,
    OTHER_EVENT_AFTER_RE,
    OTHER_EVENT_RE,
    OTHER_EVENT_REACH,
    context_cues,
    context_weight,
    other_event_frame,
    sentence_index,
    tight,
)
from crosswire.extract.date_debris import WIRE_DATELINE_AFTER_RE, is_caption_or_stamp
from crosswire.extract.date_mention import Mention as _Mention
from crosswire.extract.date_relative import days_after_event as _days_after
from crosswire.extract.date_relative import relatives as _relatives
from crosswire.extract.date_steps import earlier_this_week, last_week, over_the_weekend
from crosswire.model import DateValue
from crosswire.nlp import ParsedArticle
from crosswire.pubdate import archive_date, url_date

# An explicit date in a year before the publication year is usually an earlier event
# ("killed Jan. 3, 2020" in a 2024 report); kept only as a last resort.
OLD_YEAR_WEIGHT = 0.05
# ... unless the year is not written and the date is at most this many days back (about
# four months: an end-of-year date in a report of the new year).
OLD_YEAR_MIN_DAYS = 120
# Most GVA dev articles appear 0-2 days after the event (2,379 of 3,599 on the day or the
# next): a weekday resolving RECENCY_DAYS or more before publication is less likely the
# event (tuned on GVA dev: 0.5 beats 0.7 and 0.85).
RECENCY_DAYS = 3
RECENCY_OLD_WEIGHT = 0.5
# A weekday naming the publication day itself ("police said Tuesday", "remained in critical
# condition Wednesday") dates the reporting more often than the event, which is mostly the
# day before (GVA dev: 0.6 beat 1.0 and 0.8; retuned once later steps were told apart,
# 2,048 incidents: 0.4 -> 1778, 0.45 and 0.5 -> 1779, 0.55 -> 1778, 0.6 -> 1777).
SAME_DAY_WEIGHT = 0.5
# An explicit event-cued date at least this many days before publication marks a follow-up
# report, whose weekdays and relative words get FOLLOWUP_ARTICLE_WEIGHT (tuned on GVA dev).
FOLLOWUP_ARTICLE_DAYS = 7
FOLLOWUP_ARTICLE_WEIGHT = 0.3
# ... when that date is in the first sentences: an earlier event named further down is
# background ("a March 4 shooting in the same block"), not what the report is about.
FOLLOWUP_ARTICLE_LEDE = 8
# ... and the earlier date may lie in a previous year, up to this far back (trials and
# pleas come a year or two after a shooting; GVA dev follow-ups reach ~2 years).
FOLLOWUP_MAX_DAYS = 3 * 366
# ... with no limit when the sentence is a court's step: a trial may come decades later
# ("The trial of a former Libyan intelligence officer accused of making the bomb that brought
# down Pan Am Flight 103 over Lockerbie, Scotland, on Dec. 21, 1988, began Tuesday").
_JUDICIAL = re.compile(
    r"\b(?:trial|verdict|sentenced|convicted|acquitted|found\s+guilty|pleaded\s+guilty|extradited|indicted)\b",
    re.IGNORECASE,
)
# ... or anywhere in the body when the headline tells a later step of the story ("Two plead
# guilty to charges in bar shooting", "Man Arrested in Toddler's Accidental Shooting"): the
# report is a follow-up whatever the lede recalls first (GVA dev: 9 reports' dates right, 1
# wrong; ranked by the whole report, the event date often comes after the court's story).
_HEADLINE_STEP = re.compile(
    r"\b(?:arrest(?:s|ed)?|charg(?:e|es|ed)|plead(?:s|ed)?|pleas?|guilty|sentenc(?:e|es|ed)|"
    r"indict(?:s|ed|ment)|convict(?:s|ed|ion)|arraign(?:s|ed|ment)|trial|surrender(?:s|ed)?|"
    r"turns?\s+(?:himself|herself|themselves)\s+in)\b",
    re.IGNORECASE,
)
# A full date (with the year) equal to the publication date and with no event word right at
# it is a byline, caption or update stamp far more often than the event date (GVA dev).
BYLINE_DATE_WEIGHT = 0.1
# A date whose written weekday is not its own ("about 10:50 p.m. on Friday Nov. 18", in 2014 a
# Tuesday; "shot and killed by a robber on Monday, Nov. 15", a Tuesday) has a slip in one of
# them: it counts little, and the report's other mentions say which day (GVA dev: the weekday
# was GVA's day in 3 of the 5 clashes near publication, the date in 1; 0.3 -> 1 report's
# date right, 0.05 -> 2 and one incident, none wrong).
WEEKDAY_CLASH_WEIGHT = 0.05
# A month/day without a year more than this many days after publication belongs to the
# previous year (dates a little after publication are future events and get dropped).
FUTURE_SLACK_DAYS = 7
# Mentions whose summed score is below this share of the best value's are still returned,
# ranked after it; this is just a floor to leave out pure noise.
MIN_SHARE = 0.02

# A URL path's date (see crosswire.pubdate.url_date) stands for the day of writing when it is
# this many days or fewer before the metadata's publication date.
URL_DATE_MAX_DAYS = 60

# The basis of a date the article gives only as the day of a later step or of the telling
# ("the death toll rose to 5 on Tuesday", "was arrested Monday", "police said Tuesday"):
# reconciliation lets it back the event's day less than a day the article ties to the event.
LATER_STEP = "later_step"

# An earlier day the article ties to the event outranks a later step's day when its score
# is at least this share of the step's (Astroworld 2021 probe: 0.29; GVA dev 2,048 incidents: no
# change at 0.25 or 0.5, one lost at 0.1).
LATER_YIELD_SHARE = 0.25

# How far back (characters) a future wording may govern a weekday: a verb phrase of a few
# words ("will be held from noon-8 p.m. Monday" is out of reach, and fine to leave).
FUTURE_REACH = 40

# A wire dateline's day ("HOUSTON, Nov. 16 (Xinhua) --") replaces publication as the
# reference of relative words when it is at most this many days earlier (a reprint a few
# days on; a dateline further back is more likely misread than a week-old reprint).
FILED_MAX_DAYS = 7

# Between a weekday and an explicit date that restates it: "Monday night, November 28",
# "last Friday (April 10)".
_APPOSITIVE_DATE = re.compile(
    r"(?:\s+(?:morning|night|afternoon|evening))?,?\s*\(?\s*", re.IGNORECASE
)

# Between a weekday a future wording governs and another joined to it: "Tune in to WMBF News
# Thursday at 6 p.m. and Friday at 6 a.m.", "will be closed Monday and Tuesday".
_FUTURE_AND = re.compile(
    r"(?:\s+(?:morning|night|afternoon|evening))?"
    r"(?:,?\s+(?:at|from)\s+\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?(?:\s*[-–]\s*\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?)?)?"
    r",?\s+(?:and|or)\s+(?:on\s+)?(?:early\s+|late\s+)?$",
    re.IGNORECASE,
)

# A weekday that is a given name (West African usage: "Monday Kassah, a local government
# chairman, said"): a capitalised surname right after it, then a comma or a speech verb.
_WEEKDAY_NAME_AFTER = re.compile(
    r"\s+(?!(?:Night|Morning|Afternoon|Evening|Mass|Service|Prayers?|Times|Post|Telegraph|Herald|Express|"
    r"Mirror|Tribune|Football|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*\b)[A-Z][a-z]+(?:,|\s+(?:said|says|told)\b)"
)
_WEEKDAY = re.compile(
    r"\b(?P<mod>next\s+|last\s+|this\s+|this\s+past\s+|past\s+)?"
    r"(?P<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
    # South Asian copy's "on Friday last" is "last Friday" (not "Friday last year")
    r"(?P<last_after>\s+last\b(?!\s+(?:year|month|season)\b))?",
    re.IGNORECASE,
)




def _published(pa: ParsedArticle) -> date | None:
    """The day the report was written: its publication date, or the earlier day its URL
    path carries when that is at most URL_DATE_MAX_DAYS before (the story's first posting;
    the metadata date may be an update's) or when a web archive captured the page before its
    metadata date."""
    if not pa.article.published:
        return None
    try:
        pub = date.fromisoformat(pa.article.published[:10])
    except ValueError:
        return None
    posted = url_date(pa.article.url)
    if posted is None or posted >= pub:
        return pub
    if (pub - posted).days <= URL_DATE_MAX_DAYS:
        return posted
    # Further back, the path's day still stands when an archive captured the page before its
    # metadata date, which must then be a re-indexing date ("/article/20150805/..." captured
    # 2016-01-19, "published" 2016-09-28; GVA dev: 2 pages, both the incident's day).
    captured = archive_date(pa.article.url)
    return posted if captured is not None and posted <= captured < pub else pub


def _dateline_date(pa: ParsedArticle) -> date | None:
    """The date of a wire dateline ("SAN SALVADOR, 3 JAN 90 -- ...") as reference date."""
    head = pa.text[:120]
    for dm in textdates.find_dates(head):
        if dm.year is not None and re.match(r"\s*(--|—|\)|:)", head[dm.end : dm.end + 4]):
            return dm.to_date()
    return None


def _wire_filed(pa: ParsedArticle, ref: date) -> date | None:
    """The day a wire dateline gives ("DUBAI, Aug 9 (Reuters) -"), resolved against
    publication; None without one."""
    head = pa.text[:120]
    for dm in textdates.find_dates(head):
        if WIRE_DATELINE_AFTER_RE.match(head[dm.end : dm.end + 20]):
            return (
                dm.to_date()
                if dm.year is not None
                else textdates.safe_date(ref.year, dm.month, dm.day)
            )
    return _dateline_date(pa)


def _explicit(pa: ParsedArticle, ref: date | None) -> list[_Mention]:
    out: list[_Mention] = []
    for dm in textdates.find_dates(pa.text):
        if dm.year is not None:
            d = _numeric_order(pa.text[dm.start : dm.end], dm.to_date(), ref)
        elif ref is not None:
            d = textdates.safe_date(ref.year, dm.month, dm.day)
            if d is not None and d > ref + timedelta(days=FUTURE_SLACK_DAYS):
                d = textdates.safe_date(ref.year - 1, dm.month, dm.day)
        else:
            d = None
        if d is None or (ref is not None and d > ref):
            continue
        w, later = context_cues(pa, dm.start, dm.end, weekday=False)
        # A month and day without a year that falls in the previous year only because
        # publication is early in January ("Dec. 27" written on Jan. 8) is recent news.
        if (
            ref is not None
            and d.year < ref.year
            and (dm.year is not None or (ref - d).days > OLD_YEAR_MIN_DAYS)
        ):
            w *= OLD_YEAR_WEIGHT
        if dm.year is not None and d == ref and not tight(pa, dm.start, dm.end):
            w *= BYLINE_DATE_WEIGHT  # "By Space Coast Daily // September 3, 2016"
        if dm.weekday is not None and d.weekday() != dm.weekday:
            w *= WEEKDAY_CLASH_WEIGHT  # "on Friday Nov. 18" (a Tuesday): one of them is wrong
        if is_caption_or_stamp(pa.text, dm.start, dm.end):
            w *= CAPTION_WEIGHT
            # a wire dateline's day is when the copy was filed, a step of the telling
            # ("NAIROBI, Jan 8 (Reuters) - An air strike ... late on Friday")
            later = later or bool(WIRE_DATELINE_AFTER_RE.match(pa.text[dm.end : dm.end + 30]))
        out.append(_Mention(d, dm.start, dm.end, "explicit", w, later))
    return out


# "were killed on the 26th when a suicide bomber ...": a day of the month alone (South
# Asian and British copy), the last such day up to publication; not "on the 26th floor".
_ORDINAL_DAY = re.compile(
    r"\bon[ \t]+the[ \t]+(?P<day>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b"
    r"(?=[ \t]*(?:[,.;]|of[ \t]+this[ \t]+month\b|when\b|(?:morning|afternoon|evening|night)\b))"
)


def _ordinal_days(pa: ParsedArticle, ref: date) -> list[_Mention]:
    out: list[_Mention] = []
    for m in _ORDINAL_DAY.finditer(pa.text):
        day = int(m.group("day"))
        d = textdates.safe_date(ref.year, ref.month, day)
        if d is None or d > ref:  # the 26th written on the 3rd: last month's
            prev = ref.replace(day=1) - timedelta(days=1)
            d = textdates.safe_date(prev.year, prev.month, day)
        if d is None:
            continue
        start = m.start("day")
        w, later = context_cues(pa, start, m.end(), weekday=False)
        out.append(_Mention(d, start, m.end(), "explicit", w, later))
    return out


# "9/11/2020" is 9 November outside the US: a numeric date both of whose first numbers can
# be a month is read day-first when that reading falls within this many days before
# publication and the US reading does not (a report comes days, not months, after).
NUMERIC_RECENT_DAYS = 31
_NUMERIC = re.compile(r"(?P<a>\d{1,2})[/.](?P<b>\d{1,2})[/.]\d{2,4}")


def _numeric_order(written: str, d: date | None, ref: date | None) -> date | None:
    """``d`` as parsed (month first), or the day-first reading of an all-numeric date when
    only that one is recent (see NUMERIC_RECENT_DAYS)."""
    m = _NUMERIC.search(written)
    if d is None or ref is None or m is None or m.group("a") == m.group("b"):
        return d
    other = textdates.safe_date(d.year, d.day, d.month)
    if other is None or other > ref or (ref - other).days > NUMERIC_RECENT_DAYS:
        return d
    if d > ref or (ref - d).days > NUMERIC_RECENT_DAYS:
        return other
    return d


def _holidays(pa: ParsedArticle, ref: date) -> list[_Mention]:
    """Holidays named as the day ("on Christmas Eve", "a Fourth of July parade"): the last
    one on or before publication, weighed like an explicit date."""
    out: list[_Mention] = []
    for start, end, name in textdates.find_holidays(pa.text):
        d = textdates.holiday_date(name, ref.year)
        if d is not None and d > ref:
            d = textdates.holiday_date(name, ref.year - 1)
        if d is None:
            continue
        w = context_weight(pa, start, end, weekday=False)
        if (ref - d).days > OLD_YEAR_MIN_DAYS:
            w *= OLD_YEAR_WEIGHT  # last year's holiday: an earlier event recalled
        out.append(_Mention(d, start, end, "explicit", w))
    return out


def _recency(ref: date, d: date, *, filed: date | None = None) -> float:
    """Prior on how long before publication the event happened. Wire copy whose dateline
    is dated the publication day ("DUBAI, Aug 9 (Reuters) - An air strike ... on Thursday")
    reports that day's event: its same-day weekday is not the reporting day's."""
    gap = (ref - d).days
    if gap == 0:
        return 1.0 if filed == ref else SAME_DAY_WEIGHT
    return RECENCY_OLD_WEIGHT if gap >= RECENCY_DAYS else 1.0


# "last <weekday>" this many days back or fewer means the week before (see _weekday_date).
LAST_WEEKDAY_MIN_BACK = 1


def _weekday_date(ref: date, weekday: int, mod: str) -> date:
    back = (ref.weekday() - weekday) % 7
    if mod == "next":
        return ref + timedelta(days=(weekday - ref.weekday()) % 7 or 7)
    if mod == "last" and back <= LAST_WEEKDAY_MIN_BACK:
        # "last Monday" written on a Monday is a week back, and so is "last Thursday" written
        # on a Friday: the day before would be "Thursday" or "yesterday"
        back += 7
    return ref - timedelta(days=back)


# What stands between an explicit date and the weekday that names its day of the week.
_WEEKDAY_AFTER_DATE = re.compile(r"\s*[,(]?\s*(?:a\s+)?")
_WEEKDAY_AFTER_DATE_GAP = 5  # characters


def _weekdays(pa: ParsedArticle, ref: date, covered: list[tuple[int, int]]) -> list[_Mention]:
    out: list[_Mention] = []
    filed = _wire_filed(pa, ref)
    earlier = any(_event_cued(pa, a, b) for a, b in earlier_this_week(pa.analysis_text))
    future_end = -1  # where the last weekday a future wording governs ended
    for m in _WEEKDAY.finditer(pa.analysis_text):
        if any(a <= m.start() < b for a, b in covered):
            continue  # part of an explicit date: "Wednesday, Jan. 3"
        if any(
            0 <= m.start() - b <= _WEEKDAY_AFTER_DATE_GAP
            and _WEEKDAY_AFTER_DATE.fullmatch(pa.analysis_text, b, m.start())
            for _, b in covered
        ):
            # the day of the week of the date before it: "on July 13 (Friday)", "July 13, a
            # Friday" (South Asian copy's brackets; probe: read as the Friday of publication)
            continue
        gap = _APPOSITIVE_DATE.match(pa.analysis_text, m.end())
        if gap and any(a == gap.end() for a, _ in covered):
            continue  # "last Monday night, November 28": the explicit date says which Monday
        if m.group(0).lower().endswith("s") and not m.group("wd").lower().endswith("s"):
            continue  # "on Mondays": a habit, not a day
        if (
            not m.group("mod")
            and _WEEKDAY_NAME_AFTER.match(pa.text, m.end())
            and pa.text[: m.start()].rstrip()[-1:] in {"", ".", "!", "?", "\n", '"', "“", "”", ","}
        ):
            # "Monday Kassah, a local government chairman, said", "The Chairman of the Bokkos
            # LGA, Monday Kassah, who confirmed ...": a given name
            continue
        mod = (m.group("mod") or "").strip().lower() or ("last" if m.group("last_after") else "")
        if mod == "next":
            continue  # future: never the date of a reported event
        if not mod and (
            FUTURE_BEFORE_RE.search(pa.analysis_text, max(0, m.start() - FUTURE_REACH), m.start())
            or (future_end >= 0 and _FUTURE_AND.match(pa.analysis_text[future_end : m.start()]))
        ):
            future_end = m.end()
            continue  # "A vigil will be held Monday night": the coming Monday
        d = _weekday_date(ref, textdates.WEEKDAYS[m.group("wd").lower()], mod)
        w, later = context_cues(pa, m.start(), m.end(), weekday=True)
        w *= _recency(ref, d, filed=filed)
        if earlier and d == ref:
            continue  # the event was "earlier this week": today is a later step's day
        out.append(_Mention(d, m.start(), m.end(), "weekday", w, later))
    return out




def _event_cued(pa: ParsedArticle, start: int, end: int, *, background: bool = True) -> bool:
    """An event word in the mention's clause, no other event named at it ("just a block
    from the site of a Dec. 3 incident") and (unless ``background`` is False) no background
    word right at it."""
    text = pa.analysis_text
    sent = pa.sentence_at(start)
    lo = max(sent.start if sent else 0, start - CUE_WINDOW)
    hi = min(sent.end if sent else len(text), end + CUE_WINDOW)
    if (
        OTHER_EVENT_RE.search(text[max(lo, start - OTHER_EVENT_REACH) : start])
        or OTHER_EVENT_AFTER_RE.match(text[end:hi])
        or other_event_frame(pa, start)
    ):
        return False  # another event's date: no sign that this report is a follow-up
    if background and (
        BACKGROUND_RE.search(text[max(lo, start - 50) : start])
        or BACKGROUND_RE.search(text[end : min(hi, end + 40)])
    ):
        return False
    return bool(EVENT_RE.search(text[lo:start]) or EVENT_RE.search(text[end:hi]))


def _judicial_sentence(pa: ParsedArticle, start: int) -> bool:
    sent = pa.sentence_at(start)
    return sent is not None and bool(_JUDICIAL.search(pa.text, sent.start, sent.end))


def _demote_followup_days(pa: ParsedArticle, ref: date, mentions: list[_Mention]) -> list[_Mention]:
    """A report that dates the event explicitly more than a week before publication is a
    follow-up: its weekdays and relative words date the later steps (arrest, hearing).
    A headline that tells a later step ("Two plead guilty to charges in bar shooting") makes
    the report a follow-up whose event date may sit anywhere in the body."""
    title = pa.article.title or ""
    step_headline = bool(_HEADLINE_STEP.search(title))
    old = [
        m
        for m in mentions
        if m.basis == "explicit"
        and (ref - m.value).days >= FOLLOWUP_ARTICLE_DAYS
        and (
            sentence_index(pa, m.start) < FOLLOWUP_ARTICLE_LEDE
            or step_headline
        )
        and (
            ((ref - m.value).days <= FOLLOWUP_MAX_DAYS and _event_cued(pa, m.start, m.end))
            # the court's words ("began Tuesday in federal court") date the trial, not this
            or (
                _judicial_sentence(pa, m.start)
                and _event_cued(pa, m.start, m.end, background=False)
            )
        )
    ]
    if not old:
        return mentions
    # The old event date itself is what the follow-up is about: a date of an earlier year
    # loses its old-year discount ("Adams pleaded guilty Tuesday ... June 13, 2015").
    restore = {(m.start, m.end) for m in old if m.value.year < ref.year}
    out = []
    for m in mentions:
        w = m.weight
        if m.basis in ("weekday", "relative"):
            w *= FOLLOWUP_ARTICLE_WEIGHT
        elif (m.start, m.end) in restore:
            w /= OLD_YEAR_WEIGHT
        out.append(replace(m, weight=w))
    return out




def _title_parsed(pa: ParsedArticle) -> ParsedArticle | None:
    """The headline parsed as an article of its own; None without one (or when the body is
    the headline)."""
    title = pa.article.title
    if not title or not title.strip() or pa.text == title:
        return None
    return ParsedArticle(replace(pa.article, text=title, title=None))


def _headline_dates(pa: ParsedArticle) -> tuple[DateValue, ...]:
    title = _title_parsed(pa)
    if title is None:
        return ()
    found = extract(title)
    return tuple(
        replace(d, evidence=replace(d.evidence, field="title"))
        for d in found
        if d.basis != "publication"
    )


def extract(pa: ParsedArticle) -> tuple[DateValue, ...]:
    """The event date(s) of an article, best first.

    Args:
        pa: the parsed article; ``pa.article.published`` (``YYYY-MM-DD`` or None) is the
            reference for weekdays, relative words and years left out.

    Returns:
        One :class:`DateValue` per distinct date, best first, each with the evidence of its
        strongest mention; the publication date (``basis="publication"``) when the text
        gives nothing else; ``()`` when nothing can be resolved.
    """
    ref = _published(pa) or _dateline_date(pa)
    mentions = _explicit(pa, ref)
    if ref is not None:
        # Every explicit date's span, also of those dropped as after publication: its
        # weekday ("Updated: Monday, August 26, 2013") is part of it, not a day of its own.
        covered = [(dm.start, dm.end) for dm in textdates.find_dates(pa.text)]
        holidays = _holidays(pa, ref)
        covered += [(m.start, m.end) for m in holidays]  # "Easter Sunday" is one day
        mentions += holidays
        mentions += _ordinal_days(pa, ref)
        mentions += _weekdays(pa, ref, covered)
        # "HOUSTON, Nov. 16 (Xinhua) -- A house party ended in gunfire overnight": relative
        # words count from the day the copy was filed, which a later publication may not be
        filed = _wire_filed(pa, ref)
        recent = filed is not None and 0 <= (ref - filed).days <= FILED_MAX_DAYS
        mentions += _relatives(pa, filed if filed is not None and recent else ref)
        mentions = _days_after(pa, mentions, ref)
        mentions = _demote_followup_days(pa, ref, mentions)
    # (weight 0: page debris, another story's video title or an update's stamp)
    mentions = [m for m in mentions if m.weight > 0]
    if ref is not None and mentions and all(m.later and m.value == ref for m in mentions) and any(
        _event_cued(pa, a, b) for a, b in last_week(pa.analysis_text)
    ):
        # the event "last week", only the day it was told named ("said on Monday"): no day
        # is better than the telling's
        return ()
    if not mentions:
        # The body dates nothing (a video page, a login wall): the headline may ("5 people
        # injured in northwest Atlanta shooting Monday"); its evidence points into the title.
        headline = _headline_dates(pa)
        if headline:
            return headline
        if ref is not None and any(
            _event_cued(pa, a, b) for a, b in earlier_this_week(pa.analysis_text)
            # (or "over the weekend" in a weekday's report: a day before it, not it)
            + (over_the_weekend(pa.analysis_text) if ref.weekday() < 5 else [])
        ):
            # "killed in an attack earlier this week": some day before publication, never
            # the publication day itself; no day is better than a wrong one
            return ()
        if ref is not None and pa.article.published:
            if pa.sentences:
                s = pa.sentences[0]
                return (DateValue(ref.isoformat(), pa.evidence(s.start, s.end), "publication"),)
            # An empty body (a video page) with a headline: the publication date still dates
            # the report, and its evidence is the headline (GVA dev: 24 incidents had no
            # date at all, most of them with only such pages).
            title = _title_parsed(pa)
            if title is not None and title.sentences:
                s = title.sentences[0]
                ev = replace(title.evidence(s.start, s.end), field="title")
                return (DateValue(ref.isoformat(), ev, "publication"),)
        return ()
    totals: dict[date, float] = {}
    best: dict[date, _Mention] = {}
    later: dict[date, bool] = {}
    for m in mentions:
        later[m.value] = later.get(m.value, True) and m.later
        totals[m.value] = totals.get(m.value, 0.0) + m.weight
        if m.value not in best or m.weight > best[m.value].weight:
            best[m.value] = m
    top = max(totals.values())
    ranked = sorted(totals, key=lambda d: (-totals[d], best[d].start))
    tied = [
        d
        for d in ranked[1:]
        if not later[d] and d < ranked[0] and totals[d] >= LATER_YIELD_SHARE * top
    ]
    if later[ranked[0]] and tied:
        # a later step happens after the event: a day before it that the article ties to
        # the event comes first ("has died, ... said Sunday" after "since the Nov. 5 concert")
        ranked.remove(tied[0])
        ranked.insert(0, tied[0])
    return tuple(
        DateValue(
            d.isoformat(),
            pa.evidence(best[d].start, best[d].end),
            LATER_STEP if later[d] else best[d].basis,
        )
        for d in ranked
        if totals[d] >= MIN_SHARE * top
    )
