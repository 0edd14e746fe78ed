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

When the text gives no date but the article has a publication date, the publication date
is returned last-resort with ``basis="publication"`` (evidence: the article's first
sentence, since every value must point at text). Without a publication date only explicit
dates with a year can be resolved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, timedelta

from crosswire import textdates
from crosswire.extract.date_steps import AFTER_EVENT, days_after, earlier_this_week
from crosswire.model import DateValue
from crosswire.nlp import ParsedArticle

# --- scoring weights (tuned on GVA dev, see tests/extract/test_dates.py for the run) ----
# How far (characters) around a mention we look for event and background cues: about one
# clause of news prose.
CUE_WINDOW = 90
# Weight of a mention with attack/event vocabulary in its clause, versus 1.0 without.
EVENT_CUE_WEIGHT = 3.0
# Weight of a mention in background context (anniversary, since, born, funeral, hearing).
BACKGROUND_WEIGHT = 0.1
# A weekday that dates a reporting verb ("police said Tuesday") is the reporting day.
REPORTING_WEIGHT = 0.3
# An explicit date in a year before the publication year is usually an earlier event
# ("killed Jan. 3, 2020" in a 2024 report); kept only as a last resort.
OLD_YEAR_WEIGHT = 0.05
# ... unless the year is not written and the date is at most this many days back (about
# four months: an end-of-year date in a report of the new year).
OLD_YEAR_MIN_DAYS = 120
# Position prior: the lede states the event; weight decays with sentence index.
POSITION_DECAY = 0.85
POSITION_FLOOR = 0.15
# A date of a later step of the story (arrest, charge, condition update).
FOLLOWUP_WEIGHT = 0.2
# The end of a span of days ("between Saturday night and Monday", "continued into Christmas
# Day", "until Monday"): the event began on the span's first day, which is named too (our
# reading of multi-day attacks in probe reports; a span's end is a later step like an arrest).
RANGE_END_WEIGHT = FOLLOWUP_WEIGHT
# Time-of-day words next to a weekday ("Monday night", "early Sunday") mark an event time.
TIME_OF_DAY_WEIGHT = 1.5
# A clock time at the date ("about 9 p.m. Saturday", "at 1:38 a.m. July 13", "Friday at
# 10:45 p.m.") is how police and GVA time the shooting itself, and it settles which side of
# midnight a night event falls; vague words ("overnight", "last night", "this morning") and
# later steps ("arrested Sunday night") get no such weight (tuned on GVA dev, see
# tests/extract/test_dates.py).
CLOCK_TIME_WEIGHT = 3.0
# An event word right at the mention ("Friday's shooting", "the Oct. 9 shooting", "was shot
# Monday") ties the date to the event more than a cue anywhere in the clause.
TIGHT_EVENT_WEIGHT = 3.0
# Most GVA dev articles appear 0-2 days after the event (2,379 of 3,599 on the day or the
# next): a weekday resolving RECENCY_DAYS or more before publication is less likely the
# event (tuned on GVA dev: 0.5 beats 0.7 and 0.85).
RECENCY_DAYS = 3
RECENCY_OLD_WEIGHT = 0.5
# A weekday naming the publication day itself ("police said Tuesday", "remained in critical
# condition Wednesday") dates the reporting more often than the event, which is mostly the
# day before (GVA dev: 0.6 beats 1.0 and 0.8; 0.4 gains articles but loses incidents).
SAME_DAY_WEIGHT = 0.6
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
# A full date (with the year) equal to the publication date and with no event word right at
# it is a byline, caption or update stamp far more often than the event date (GVA dev).
BYLINE_DATE_WEIGHT = 0.1
# Publication stamps ("Posted: Jan 28, 2014 2:30 PM", "Updated ...") are not event dates.
STAMP_WEIGHT = 0.05
# Nor, mostly, are the dates of photo captions, embedded tweets and wire datelines: when a
# picture was taken (often the vigil or the scene the next day) or the copy filed (GVA dev).
CAPTION_WEIGHT = 0.1
# A month/day without a year more than this many days after publication belongs to the
# previous year (dates a little after publication are future events and get dropped).
FUTURE_SLACK_DAYS = 7
# Mentions whose summed score is below this share of the best value's are still returned,
# ranked after it; this is just a floor to leave out pure noise.
MIN_SHARE = 0.02

_EVENT = re.compile(
    r"\b(shot|shoot|shooting|shootings|gunfire|gunman|gunmen|opened fire|fired|killed|"
    r"kills|killing|slain|found dead|murder\w*|stabb\w*|wounded|injur\w*|"
    r"gunshot|explosion\w*|explod\w*|blast\w*|bomb\w*|attack\w*|ambush\w*|kidnap\w*|"
    r"happened|occurred|took place|incident|erupted|struck|robbery|robbed|"
    r"responded|fire|"
    # international wire wordings: "abducted ... last Friday", "stormed Palma on Wednesday"
    r"abduct\w*|hostages?|stormed|besieged|massacre\w*|lynch\w*|hijack\w*|raided|torched|riots?|rioting)\b",
    re.IGNORECASE,
)
_BACKGROUND = re.compile(
    r"\b(anniversary|anniversaries|since|years? ago|born|birthday|funeral|vigil|"
    r"memorial(?!\s+day)|services? (?:will|are|is)|hearing|arraign\w*|court|trial|sentenc\w*|"
    r"scheduled|will|is set|are set|expected to|plans? to|next week|breaking|"
    r"last year|earlier this year|marked|mark the|commemorat\w*|graduat\w*)\b",
    re.IGNORECASE,
)
_REPORTING = re.compile(
    r"\b(said|says|told(?:\s+(?:the\s+)?[A-Z][\w.'’-]*){0,3}|announced|reported|confirmed|"
    r"identified|released|stated|wrote|shared|according to|vowed|pledged|warned|urged|condemned|"
    # "an audio message obtained by reporters on Tuesday"
    r"(?:obtained|seen|received)\s+by(?:\s+[\w'’-]+){1,3}?)\s+"
    r"(?:on\s+)?(?:late\s+|early\s+)?$",
    re.IGNORECASE,
)
# Later steps of the story, dated separately from the event: "was arrested Monday",
# "charged Tuesday", "remained in critical condition Wednesday".
_FOLLOWUP = re.compile(
    r"\b(arrested|arrest|charged|charges|sentenced|pleaded|indicted|booked|identified|"
    r"arraigned|released|remain(?:s|ed)?|condition|custody|surrendered|captured|"
    r"investigating|died|dies|update[ds]?|named|statement|conference|judge|court|post|"
    r"posted|tweet\w*|vigil|funeral|rally|gathered|march\w*|recovering|pronounced|"
    r"search(?:ing|ed)?|turned (?:himself|herself|themselves) in|passed away|jailed|"
    r"ruled|(?:news|press) release|filed|resign(?:ed|s)|stepped down|detain(?:ed|s)|raids?)\b[^.;]{0,30}$",
    re.IGNORECASE,
)
# A toll revised later: "The death toll from last Thursday's earthquake rose to 50,000 on
# Wednesday" (the toll's words first: "6500 block of North Rose Avenue ... Friday" is none).
_TOLL_ROSE = re.compile(
    r"\b(?:toll|tally|number of (?:dead|deaths|victims))\b[^.;]{0,60}\b(?:rose|risen|climbed|jumped|revised)\b"
    r"[^.;]{0,30}$",
    re.IGNORECASE,
)
# A date that ends a span begun on an earlier day: "between Saturday night and Monday",
# "from Friday to Sunday", "continued into Christmas Day", "late Sunday into early Monday".
_RANGE_END = re.compile(
    r"(?:\bbetween\s+[^.;]{1,40}?\s+and|\bfrom\s+[^.;]{1,40}?\s+(?:to|until|till|through)|\buntil|\btill|"
    r"\b(?:continu(?:ed|ing|es)|last(?:ed|ing)|stretch(?:ed|ing)|went\s+on)\s+(?:in)?to|"
    # ("Sunday night into Monday"; not "an investigation into Monday's shootings")
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|night|evening|afternoon)\s+into|"
    # "overnight Friday to Saturday", "on the night of Friday to Saturday"
    r"\b(?:overnight|night\s+of)\s+\w+\s+(?:to|into|and))"
    r"\s+(?:(?:early|late|the\s+early\s+hours\s+of|on)\s+)?$",
    re.IGNORECASE,
)
# The same later steps right after the mention: "On Monday, authorities identified the girl",
# "Tuesday evening, it was confirmed the girl had succumbed".
_FOLLOWUP_AFTER = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,?\s+(?:[\w'’.-]+\s+){0,4}?"
    r"(?:identified|arrested|charged|pleaded|arraigned|indicted|sentenced|released|"
    r"confirmed|announced|named|booked|surrendered|turned himself|turned herself|"
    r"succumbed|died|was pronounced|ruled|appeared|filed)\b",
    re.IGNORECASE,
)
# Court and custody words anywhere in the clause before the mention: "pleaded not guilty in a
# Bell County courtroom Tuesday".
_COURT = re.compile(
    r"\b(courtroom|pleaded|pleads|arraign\w*|indict\w*|sentenc\w*|bail|bond|"
    r"prosecutors?|judge|jury|trial|hearing|unsealed|charged with)\b",
    re.IGNORECASE,
)
# Photo captions ("..., Dec. 31, 2016. Mark Vergari/lohud", "... June 17, 2016, in Orlando,
# Fla. (AP Photo/...)", "(Photo: WFAA)"), embedded tweets ("— Jess Janner (@JessicaJanner)
# January 26, 2016") and wire datelines ("CHATTANOOGA, Tenn., July 18 (Reuters) -").
_CAPTION_AFTER = re.compile(
    r"^[^\n]{0,70}?(?:\((?:AP |Reuters |AFP )?Photo\b|\bPhoto:|\bPhoto by\b|/lohud\b|"
    r"\bGetty Images\b|\bStaff Photo\b)",
    re.IGNORECASE,
)
# A link to another story: "RELATED: ...", "[OTHER NEWS: ...]", "READ MORE: ...".
_RELATED_LINK = re.compile(
    r"\s*\[?\s*(?:RELATED|OTHER NEWS|MORE|READ MORE|READ ALSO|ALSO READ|SEE ALSO|WATCH|"
    r"PREVIOUSLY|RELATED STORY|RELATED STORIES)\b\s*:"
)
_TWEET_BEFORE = re.compile(r"\(@\w+\)\s*$")
# An event participle earlier in the clause, with no finite later step between: "(girls)
# abducted from the school ... on <date>".
_PARTICIPLE_BEFORE = re.compile(
    r"\b(?:abducted|kidnapped|killed|shot|wounded|injured|attacked|stabbed|taken)\b[^.;]*$", re.IGNORECASE
)
_WIRE_DATELINE_AFTER = re.compile(r"^\s*\((?:Reuters|AP|AFP|UPI)\)\s*[-–—]")
_AMPM_DOTS = re.compile(r"\b[ap]\.m\.?", re.IGNORECASE)
_STAMP = re.compile(
    r"(posted|updated?|published|last modified|created|print|e-?mail)\b[^\n]{0,25}$",
    re.IGNORECASE,
)
_EVENT_NOUN = (
    r"(?:shooting|shootings|killing|killings|slaying|slayings|murders?|homicides?|attack|"
    r"rampage|massacre|gunfire|bombing|explosion|blast|stabbing|ambush|incident|"
    r"(?:car|home|armed )?(?:robbery|invasion))"
)
# (Not across a word that puts the date after or beside the event: "resigned on Tuesday over
# the attack", "Monday after the shooting" date a later step.)
_TIGHT_AFTER = re.compile(
    r"^(?:'s|’s)?(?:\s+(?:early\s+|late\s+)?(?:morning|night|afternoon|evening)(?:'s|’s)?)?\s+"
    r"(?!(?:over|after|following|since|about|into|regarding|despite)\b)"
    r"(?:[\w-]+\s+){0,2}?" + _EVENT_NOUN + r"\b",
    re.IGNORECASE,
)
_TIGHT_BEFORE = re.compile(
    r"\b(?:shot|killed|slain|wounded|injured|gunned down|opened fire|fired|stabbed|"
    r"happened|occurred|took place|erupted|broke out|murdered|ambushed|attacked|struck|"
    r"abducted|kidnapped|stormed|"
    + _EVENT_NOUN
    + r")\b(?:\s+[\w'’-]+){0,5}?\s+(?:on\s+|early\s+|late\s+|about\s+|around\s+|at\s+|"
    r"\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?\s+)*$",
    re.IGNORECASE,
)
_TIME_OF_DAY = re.compile(
    r"^\W{0,2}(night|morning|afternoon|evening|overnight|\d{1,2}(:\d\d)?\s*[ap]\.?m)",
    re.IGNORECASE,
)
_TIME_BEFORE = re.compile(
    r"(?:\b(?:early|late|about|around|at|before|after|since)|"
    # a clock time: "shots were fired just before 10 p.m. Friday", "at 6:45 p.m. Monday"
    r"\b\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b\.?|o'clock)(?:\s+on)?,?)\s+$",
    re.IGNORECASE,
)

# A clock time right before or after a date mention: "around 10:45 p.m. Friday", "Friday at
# 10:45 p.m.", "shortly after midnight Sunday".
_CLOCK = r"(?:\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b\.?|o'clock)|noon|midnight)"
_CLOCK_BEFORE = re.compile(_CLOCK + r"(?:\s+on)?,?\s+$", re.IGNORECASE)
_CLOCK_AFTER = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,?\s+(?:at\s+|about\s+|around\s+|"
    r"approximately\s+|shortly\s+(?:before|after)\s+|just\s+(?:before|after)\s+)?" + _CLOCK,
    re.IGNORECASE,
)

# Between a weekday and an explicit date that restates it: "Monday night, November 28",
# "last Friday (April 10)".
_APPOSITIVE_DATE = re.compile(
    r"(?:\s+(?:morning|night|afternoon|evening))?,?\s*\(?\s*", re.IGNORECASE
)

# A weekday that is a given name (West African usage: "Monday Kassah, a local government
# chairman, said"): a capitalised surname right after it, then a comma or a speech verb.
_WEEKDAY_NAME_AFTER = re.compile(
    r"\s+(?!(?:Night|Morning|Afternoon|Evening|Mass|Service|Prayers?|Times|Post|Telegraph|Herald|Express|"
    r"Mirror|Tribune|Football|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*\b)[A-Z][a-z]+(?:,|\s+(?:said|says|told)\b)"
)
_WEEKDAY = re.compile(
    r"\b(?P<mod>next\s+|last\s+|this\s+|this\s+past\s+|past\s+)?"
    r"(?P<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b",
    re.IGNORECASE,
)
_RELATIVE = re.compile(
    r"\b(?P<rel>yesterday|the day before yesterday|last night|overnight|tonight|"
    r"this morning|this afternoon|this evening|earlier today|today|"
    r"(?P<n>two|three|four|five|six|2|3|4|5|6) days ago)\b",
    re.IGNORECASE,
)
# A weekday right next to a relative word: "overnight Tuesday", "Sunday overnight".
_NEXT_WEEKDAY = re.compile(
    r"\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.IGNORECASE
)
_PREV_WEEKDAY = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+$", re.IGNORECASE
)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_RELATIVE_OFFSET = {
    "yesterday": -1, "the day before yesterday": -2, "last night": -1, "overnight": 0,
    "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
    "earlier today": 0, "today": 0,
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Mention:
    value: date
    start: int
    end: int
    basis: str
    weight: float


def _published(pa: ParsedArticle) -> date | None:
    if not pa.article.published:
        return None
    try:
        return date.fromisoformat(pa.article.published[:10])
    except ValueError:
        return None


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
        if _WIRE_DATELINE_AFTER.match(head[dm.end : dm.end + 20]):
            return dm.to_date() if dm.year is not None else textdates.safe_date(ref.year, dm.month, dm.day)
    return _dateline_date(pa)


def _sentence_index(pa: ParsedArticle, offset: int) -> int:
    s = pa.sentence_at(offset)
    return s.index if s else len(pa.sentences)


def _context_weight(pa: ParsedArticle, start: int, end: int, *, weekday: bool) -> float:
    text = pa.analysis_text
    sent = pa.sentence_at(start)
    lo = max(sent.start if sent else 0, start - CUE_WINDOW)
    hi = min(sent.end if sent else len(text), end + CUE_WINDOW)
    before, after = text[lo:start], text[end:hi]
    w = POSITION_FLOOR + (1 - POSITION_FLOOR) * POSITION_DECAY ** _sentence_index(pa, start)
    if _STAMP.search(text[max(0, start - 40) : start]):
        return w * STAMP_WEIGHT
    line = text[text.rfind("\n", 0, start) + 1 : start]
    if _RELATED_LINK.match(line) or line.count("[") > line.count("]"):
        return w * CAPTION_WEIGHT  # "[OTHER NEWS: Man shot dead in Portland Saturday]"
    if _EVENT.search(before) or _EVENT.search(after):
        w *= EVENT_CUE_WEIGHT
    # Background cues count only close by: "since a Jan. 3, 2020 drone strike".
    near_before = before[-50:]
    near_after = after[:40]
    if _BACKGROUND.search(near_before) or _BACKGROUND.search(near_after):
        w *= BACKGROUND_WEIGHT
    if _TIGHT_AFTER.match(after) or _TIGHT_BEFORE.search(before[-60:]):
        w *= TIGHT_EVENT_WEIGHT
    followup = bool(
        # "a.m." would end the clause for the [^.;] guard: "pronounced dead at 3:58 a.m."
        _FOLLOWUP.search(_AMPM_DOTS.sub(lambda m: m.group(0).replace(".", " "), before[-45:]))
        or _TOLL_ROSE.search(before)
        # ("The 279 schoolgirls abducted ... on 26/02/2021 have been released": an explicit
        # date closing the event's own participle clause dates the event, not the release)
        or (_FOLLOWUP_AFTER.match(after) and (weekday or not _PARTICIPLE_BEFORE.search(before)))
        or _COURT.search(before[-80:])
    )
    if followup:
        w *= FOLLOWUP_WEIGHT
    elif _RANGE_END.search(before[-60:]):
        w *= RANGE_END_WEIGHT
    if weekday:
        if _REPORTING.search(before[-40:]):
            w *= REPORTING_WEIGHT
        clause = before[before.rfind(",") + 1 :]
        if AFTER_EVENT.match(after) and not (_EVENT.search(clause) or _TIGHT_BEFORE.search(clause)):
            # "declared a state of emergency on Tuesday after Buddhist mobs attacked
            # mosques": the day of a later step, told as following the event
            w *= FOLLOWUP_WEIGHT
        if _TIME_OF_DAY.match(after) or _TIME_BEFORE.search(before[-20:]):
            w *= TIME_OF_DAY_WEIGHT
    # The clock time of a later step ("pronounced dead at 3:58 a.m. Thursday", "arrested at
    # around 8:15 p.m. Saturday") times that step, not the shooting.
    if not followup and (_CLOCK_BEFORE.search(before[-25:]) or _CLOCK_AFTER.match(after)):
        w *= CLOCK_TIME_WEIGHT
    return w


def _tight(pa: ParsedArticle, start: int, end: int) -> bool:
    text = pa.analysis_text
    return bool(
        _TIGHT_AFTER.match(text[end : end + CUE_WINDOW])
        or _TIGHT_BEFORE.search(text[max(0, start - 60) : start])
    )


def _is_caption_or_stamp(text: str, start: int, end: int) -> bool:
    """A photo caption's, embedded tweet's or wire dateline's date: when the picture was
    taken or the copy filed, not when the event happened."""
    return bool(
        _CAPTION_AFTER.search(text[end : end + 80])
        or _TWEET_BEFORE.search(text[max(0, start - 40) : start])
        or _WIRE_DATELINE_AFTER.match(text[end : end + 20])
    )


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
        w = _context_weight(pa, dm.start, dm.end, weekday=False)
        # A month and day without a year that falls in the previous year only because
        # publication is early in January ("Dec. 27" written on Jan. 8) is recent news.
        if ref is not None and d.year < ref.year and (
            dm.year is not None or (ref - d).days > OLD_YEAR_MIN_DAYS
        ):
            w *= OLD_YEAR_WEIGHT
        if dm.year is not None and d == ref and not _tight(pa, dm.start, dm.end):
            w *= BYLINE_DATE_WEIGHT  # "By Space Coast Daily // September 3, 2016"
        if _is_caption_or_stamp(pa.text, dm.start, dm.end):
            w *= CAPTION_WEIGHT
        out.append(_Mention(d, dm.start, dm.end, "explicit", w))
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
        w = _context_weight(pa, start, end, weekday=False)
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


def _weekday_date(ref: date, weekday: int, mod: str) -> date:
    back = (ref.weekday() - weekday) % 7
    if mod == "next":
        return ref + timedelta(days=(weekday - ref.weekday()) % 7 or 7)
    if mod == "last" and back == 0:
        back = 7  # "last Monday" written on a Monday is a week back
    return ref - timedelta(days=back)


def _weekdays(pa: ParsedArticle, ref: date, covered: list[tuple[int, int]]) -> list[_Mention]:
    out: list[_Mention] = []
    filed = _wire_filed(pa, ref)
    earlier = any(_event_cued(pa, a, b) for a, b in earlier_this_week(pa.analysis_text))
    for m in _WEEKDAY.finditer(pa.analysis_text):
        if any(a <= m.start() < b for a, b in covered):
            continue  # part of an explicit date: "Wednesday, Jan. 3"
        gap = _APPOSITIVE_DATE.match(pa.analysis_text, m.end())
        if gap and any(a == gap.end() for a, _ in covered):
            continue  # "last Monday night, November 28": the explicit date says which Monday
        if m.group(0).lower().endswith("s") and not m.group("wd").lower().endswith("s"):
            continue  # "on Mondays": a habit, not a day
        if (
            not m.group("mod")
            and _WEEKDAY_NAME_AFTER.match(pa.text, m.end())
            and pa.text[: m.start()].rstrip()[-1:] in {"", ".", "!", "?", "\n", '"', "“", "”"}
        ):
            continue  # "Monday Kassah, a local government chairman, said": a given name
        mod = (m.group("mod") or "").strip().lower()
        if mod == "next":
            continue  # future: never the date of a reported event
        d = _weekday_date(ref, textdates.WEEKDAYS[m.group("wd").lower()], mod)
        w = _context_weight(pa, m.start(), m.end(), weekday=True) * _recency(ref, d, filed=filed)
        if earlier and d == ref:
            continue  # the event was "earlier this week": today is a later step's day
        out.append(_Mention(d, m.start(), m.end(), "weekday", w))
    return out


def _relatives(pa: ParsedArticle, ref: date) -> list[_Mention]:
    out: list[_Mention] = []
    text = pa.analysis_text
    for m in _RELATIVE.finditer(text):
        rel = m.group("rel").lower()
        if _NEXT_WEEKDAY.match(text, m.end()) or _PREV_WEEKDAY.search(
            text[max(0, m.start() - 20) : m.start()]
        ):
            continue  # "overnight Tuesday", "Sunday overnight": the weekday names the day
        if m.group("n"):
            n = m.group("n").lower()
            offset = -(_NUMBERS[n] if n in _NUMBERS else int(n))
        else:
            offset = _RELATIVE_OFFSET[re.sub(r"\s+", " ", rel)]
        w = _context_weight(pa, m.start(), m.end(), weekday=True)
        out.append(_Mention(ref + timedelta(days=offset), m.start(), m.end(), "relative", w))
    return out


def _event_cued(pa: ParsedArticle, start: int, end: int) -> bool:
    """An event word in the mention's clause and no background word right at it."""
    text = pa.analysis_text
    sent = pa.sentence_at(start)
    lo = max(sent.start if sent else 0, start - CUE_WINDOW)
    hi = min(sent.end if sent else len(text), end + CUE_WINDOW)
    if _BACKGROUND.search(text[max(lo, start - 50) : start]) or _BACKGROUND.search(
        text[end : min(hi, end + 40)]
    ):
        return False
    return bool(_EVENT.search(text[lo:start]) or _EVENT.search(text[end:hi]))


def _demote_followup_days(
    pa: ParsedArticle, ref: date, mentions: list[_Mention]
) -> list[_Mention]:
    """A report that dates the event explicitly more than a week before publication is a
    follow-up: its weekdays and relative words date the later steps (arrest, hearing)."""
    old = [
        m
        for m in mentions
        if m.basis == "explicit"
        and (ref - m.value).days >= FOLLOWUP_ARTICLE_DAYS
        and (ref - m.value).days <= FOLLOWUP_MAX_DAYS
        and _sentence_index(pa, m.start) < FOLLOWUP_ARTICLE_LEDE
        and _event_cued(pa, m.start, m.end)
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
        out.append(_Mention(m.value, m.start, m.end, m.basis, w))
    return out


def _days_after(pa: ParsedArticle, mentions: list[_Mention]) -> list[_Mention]:
    """The event dates "a day after the attack" tells, counted back from the day named beside
    it (:func:`crosswire.extract.date_steps.days_after`); that day's own mention is demoted to
    a later step's. Returns all mentions."""
    out = list(mentions)
    anchors = [(x.value, x.start, x.end) if x.basis in ("weekday", "explicit") else None for x in mentions]
    for k, value, start, end, index in days_after(pa, anchors, event_noun=_EVENT_NOUN):
        out[k] = replace(out[k], weight=out[k].weight * FOLLOWUP_WEIGHT)
        w = (POSITION_FLOOR + (1 - POSITION_FLOOR) * POSITION_DECAY**index) * EVENT_CUE_WEIGHT * TIGHT_EVENT_WEIGHT
        out.append(_Mention(value, start, end, "relative", w))
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
        mentions += _weekdays(pa, ref, covered)
        mentions += _relatives(pa, ref)
        mentions = _days_after(pa, mentions)
        mentions = _demote_followup_days(pa, ref, mentions)
    if not mentions:
        # The body dates nothing (a video page, a login wall): the headline may ("5 people
        # injured in northwest Atlanta shooting Monday"); its evidence points into the title.
        headline = _headline_dates(pa)
        if headline:
            return headline
        if ref is not None and any(_event_cued(pa, a, b) for a, b in earlier_this_week(pa.analysis_text)):
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
    for m in mentions:
        totals[m.value] = totals.get(m.value, 0.0) + m.weight
        if m.value not in best or m.weight > best[m.value].weight:
            best[m.value] = m
    top = max(totals.values())
    ranked = sorted(totals, key=lambda d: (-totals[d], best[d].start))
    return tuple(
        DateValue(d.isoformat(), pa.evidence(best[d].start, best[d].end), best[d].basis)
        for d in ranked
        if totals[d] >= MIN_SHARE * top
    )
