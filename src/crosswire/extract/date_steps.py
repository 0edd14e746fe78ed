"""Dates told by their distance from a later step: "on Monday, a day after the attack", "two
days after the bombing, police arrested five people on Saturday" (the day named dates the later
step, and the event is that many days before it); days of later steps told as following the
event ("declared a state of emergency on Tuesday after mobs attacked"); an event put "earlier
this week" or some days "earlier" than a named day. Used by :mod:`crosswire.extract.dates`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, timedelta

from crosswire.nlp import ParsedArticle

# The named day must be this close (characters) to the phrase, in its sentence: about a
# clause ("The death toll climbed to 72 on Monday, a day after the attack").
DAYS_AFTER_REACH = 60
_DAY_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_WEEK_DAYS = 7  # "a week after the attack"
# Whole days told in hours ("24 hours after the attack"); other counts of hours ("nine hours
# after") give no whole day, so the named day stands, as "hours after" does.
_HOURS_DAYS = {"24": 1, "48": 2, "72": 3, "twenty-four": 1, "forty-eight": 2, "seventy-two": 3}
# A day named right after the event noun ("two days after the massacre on Friday", "a day
# after Friday's attack" is another form) is the event's own day, not the later step's.
_EVENT_OWN_DAY_BETWEEN = re.compile(r"\s+(?:on\s+|last\s+)?", re.IGNORECASE)


# The attack told as a clause: "two days after gunmen stormed the building".
_ATTACK_VERB = (
    r"(?:stormed|attacked|struck|raided|ambushed|bombed|killed|shot|fired|opened\s+fire|blew\s+(?:himself|themselves)\s+up|"
    r"detonated|exploded|went\s+off|rammed|gunned\s+down|massacred|abducted|kidnapped|hacked|stabbed|torched)"
)


ATTACK_VERB = _ATTACK_VERB  # (shared with crosswire.extract.date_anniversary)


# Right after a weekday: "... on Tuesday after mobs attacked", "Monday following the bombing"
# (the weekday dates a later step when its own clause names no event).
AFTER_EVENT = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,?\s+(?:after|following)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:attack\w*|stormed|killed|shot|shooting|bombing|blast|explosion|clashes|riots?|violence|massacre|"
    r"kidnapp\w*|abduct\w*|raid\w*|ambush\w*)\b",
    re.IGNORECASE,
)
# "launched an attack on the town earlier this week": no day of its own, but the event is
# not on the publication day, which other weekdays of the text ("said on Saturday") name.
# ("the massacre in Pont-Sonde earlier this month": the same, a month's span)
# (Not "last week" nor "last week's": GVA dev lost two dates to either, its earlier
# incidents told so, 0.8633 -> 0.8623.)
_EARLIER_THIS_WEEK = re.compile(
    r"\b(?:earlier|late|last)\s+(?:this|in\s+the)\s+(?:week|month)\b", re.IGNORECASE
)


# "killed 15 soldiers in an attack ... late last week, the army said on Monday": the event
# is a day of the week before, which the text does not name (not "last week's", which names
# an earlier event).
_LAST_WEEK = re.compile(r"\b(?:(?:late|early)\s+)?last\s+week\b(?!['’]s)", re.IGNORECASE)


def last_week(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every "last week" / "late last week" phrase."""
    return [m.span() for m in _LAST_WEEK.finditer(text)]


# "killed at least 80 people ... over the weekend" in a report of a weekday: the event was on
# the Saturday or the Sunday before, which the text does not say.
_OVER_THE_WEEKEND = re.compile(r"\b(?:over|during|at)\s+the\s+(?:past\s+)?weekend\b", re.IGNORECASE)


def over_the_weekend(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every "over the weekend" / "at the weekend" phrase."""
    return [m.span() for m in _OVER_THE_WEEKEND.finditer(text)]


def earlier_this_week(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every "earlier this week" / "earlier this month"-like phrase."""
    return [m.span() for m in _EARLIER_THIS_WEEK.finditer(text)]


# Main verbs of a sentence that tells an attack itself ("A suicide bomber blew up a
# trolleybus"); not those a later step shares ("Police shot the gunman", "Troops stormed
# the building", "Police raided a house ... a day after the attack").
_ATTACK_MAIN_VERBS = frozenset(
    [
        "blew",
        "blows",
        "exploded",
        "explodes",
        "detonated",
        "detonates",
        "bombed",
        "attacked",
        "attack",
        "attacks",
        "massacred",
        "rammed",
        "ambushed",
        # an explosion's own verbs ("Another explosion rocked Isulan ... on Sunday evening,
        # September 2, ..., less than a week after a bombing at the town's festival")
        "rocked",
        "rocks",
        "ripped",
        "rips",
        "tore",
        "tears",
    ]
)


def _attack_sentence(pa: ParsedArticle, sent) -> bool:
    """Whether the sentence's main verb is an attack ("blew up", "stormed", "killed"), not a
    later step ("died Friday, three days after the incident")."""
    doc = pa.parse_one(sent)
    return any(
        t.dep_ == "ROOT" and t.pos_ == "VERB" and t.lower_ in _ATTACK_MAIN_VERBS for t in doc
    )


# A distance told as a bound gives no day: "less than a week after a bombing", "nearly two
# days after", "about a week after" (the named day is not that many days on).
_VAGUE_DISTANCE = re.compile(
    r"\b(?:less|more|fewer)\s+than\s+$|\b(?:nearly|almost|about|around|some|over|under|barely)\s+$",
    re.IGNORECASE,
)


def _phrase_re(event_noun: str) -> re.Pattern[str]:
    return re.compile(
        # ("A week after the massacre, survivors said on Friday")
        r"\b(?:(?P<n>a|one|two|three|four|five|six|seven|[1-7])\s+days?|the\s+day|(?P<hours>(?:a\s+few\s+)?hours)|"
        # ("Four suspects were arrested on Saturday, 24 hours after the attack")
        r"(?P<nhours>24|48|72|twenty-four|forty-eight|seventy-two)\s+hours|"
        r"(?P<week>a|one)\s+week)"
        r"\s+after\s+(?:(?:the|this|its|their|a)\s+(?:[\w'’-]+\s+){0,3}?"
        + event_noun
        + r"|(?P<clause>(?:[\w'’-]+\s+){1,3}?"
        + _ATTACK_VERB
        + r"))\b",
        re.IGNORECASE,
    )


def days_after(
    pa: ParsedArticle, anchors: Sequence[tuple[date, int, int] | None], *, event_noun: str
) -> list[tuple[int, date, int, int, int]]:
    """Event dates counted back from a named day.

    Args:
        pa: the parsed article.
        anchors: the article's dated mentions that may name the later step's day, as
            ``(date, start, end)`` (None for mentions that cannot: relative words).
        event_noun: the regular expression of the event nouns ("attack", "shooting").

    Returns:
        ``(anchor index, event date, start, end, sentence index)`` per phrase with a named day
        close by; ``start``/``end`` cover the day and the phrase.
    """
    out: list[tuple[int, date, int, int, int]] = []
    for m in _phrase_re(event_noun).finditer(pa.analysis_text):
        sent = pa.sentence_at(m.start())
        if sent is None or _VAGUE_DISTANCE.search(
            pa.analysis_text, max(0, m.start() - 12), m.start()
        ):
            continue
        # "A day after terrorists gunned down 26 people ..., Kashmir observed a shutdown on
        # Wednesday": a sentence that opens with the phrase names the later step's day in
        # its main clause, after the comma that closes the phrase's clause, however far.
        opening = not pa.analysis_text[sent.start : m.start()].strip()
        near = [
            (k, a)
            for k, a in enumerate(anchors)
            if a is not None
            and sent.start <= a[1] < sent.end
            and not (m.start() <= a[1] < m.end())
            and not (not m.group("clause") and _EVENT_OWN_DAY_BETWEEN.fullmatch(pa.analysis_text, m.end(), a[1]))
            and (
                min(abs(a[1] - m.end()), abs(m.start() - a[2])) <= DAYS_AFTER_REACH
                # a day after the attack's own clause dates the attack ("nine hours after he
                # was shot Wednesday evening"): only a day before the phrase is the later step's
                and not (m.group("clause") and a[1] >= m.end())
                or opening
                and a[1] >= m.end()
                and "," in pa.analysis_text[m.end() : a[1]]
            )
        ]
        if not near:
            continue
        k, (value, start, end) = min(
            near, key=lambda ka: min(abs(ka[1][1] - m.end()), abs(m.start() - ka[1][2]))
        )
        if start < m.start() and _attack_sentence(pa, sent):
            # "A suicide bomber blew up a trolleybus during the Monday morning rush hour,
            # killing 14, a day after a bombing at the station killed 17": the named day is
            # this attack's, the phrase dates another one
            continue
        n = (
            _HOURS_DAYS[m.group("nhours").lower()]
            if m.group("nhours")
            else 0
            if m.group("hours")
            else _WEEK_DAYS
            if m.group("week")
            else (_DAY_WORDS.get((m.group("n") or "a").lower()) or int(m.group("n")))
        )
        out.append(
            (k, value - timedelta(days=n), min(start, m.start()), max(end, m.end()), sent.index)
        )
    return out


# The event put some days before the day a later step is named on: "claimed responsibility on
# Thursday for an attack ... two days earlier", "mourning on Saturday for the 20 people killed
# when jihadists stormed a hotel a day earlier". Only "earlier" or a clause-closing "before":
# "two days before the attack" dates something else before the event.
# ("Rescuers dug through the rubble ... on Sunday after a Russian missile strike the day
# before killed at least 30 people": "the day before" and a verb, not "the day before the
# vote", which dates something else)
# ("was charged Feb. 3 with reckless conduct stemming from the shooting of a Skokie man that
# occurred earlier that day": the event on the named day itself, before the step)
_DAYS_EARLIER_RE = re.compile(
    r"\b(?:(?:(?P<n>a|one|two|three|four|five|six|seven|[1-7])\s+days?|(?P<the>the)\s+day)\s+"
    r"(?:earlier|before(?=\s*[,.;]|\s+(?:that|which|when)\b|(?(the)\s+(?:killed|hit|struck|destroyed|left)\b|$.)))"
    r"|(?P<same>earlier\s+(?:that|the\s+same)\s+day))",
    re.IGNORECASE,
)
# Between "a day earlier" and the day it was told: ", activists said on Monday".
_TOLD_ON = re.compile(
    r",?\s+(?:[\w'’-]+\s+){0,4}?(?:said|told\s+[\w'’-]+|reported|announced)(?:\s+on)?\s+\Z", re.IGNORECASE
)
# A strike by air, missile or drone names the attack as well as an attack word does.
_STRIKE = r"(?:air|missile|drone|rocket|artillery)[ -]?strikes?|airstrikes?"


def days_earlier(
    pa: ParsedArticle, anchors: Sequence[tuple[date, int, int] | None], *, event_noun: str
) -> list[tuple[int, date, int, int, int]]:
    """Event dates counted back from the day named before "N days earlier" (or "earlier that
    day": the same day) in its sentence.

    Args:
        pa: the parsed article.
        anchors: the article's dated mentions, as in :func:`days_after`.
        event_noun: the regular expression of the event nouns; the sentence must name the
            event between the named day and the phrase.

    Returns:
        ``(anchor index, event date, start, end, sentence index)`` per phrase, as
        :func:`days_after` gives them.
    """
    out: list[tuple[int, date, int, int, int]] = []
    event_re = re.compile(
        r"\b(?:" + event_noun + r"|" + _ATTACK_VERB + r"|" + _STRIKE + r")", re.IGNORECASE
    )
    text = pa.analysis_text
    for m in _DAYS_EARLIER_RE.finditer(text):
        sent = pa.sentence_at(m.start())
        if sent is None:
            continue
        before = [
            (k, a)
            for k, a in enumerate(anchors)
            if a is not None
            and sent.start <= a[1]
            and a[2] <= m.start()
            and event_re.search(text, a[2], m.start())
        ]
        end = m.end()
        if not before and event_re.search(text, sent.start, m.start()):
            # "killed 20 civilians in El Fasher a day earlier, activists said on Monday": the
            # day of the telling right after the phrase is the one it counts back from
            told = [
                (k, a) for k, a in enumerate(anchors)
                if a is not None and m.end() <= a[1] < sent.end and _TOLD_ON.match(text, m.end(), a[1])
            ]  # fmt: skip
            if told:
                before, end = told[:1], told[0][1][2]
        if not before:
            continue
        k, (value, start, _end) = max(before, key=lambda ka: ka[1][1])
        n = (
            0
            if m.group("same")
            else 1
            if m.group("the")
            else _DAY_WORDS.get(m.group("n").lower()) or int(m.group("n"))
        )
        out.append((k, value - timedelta(days=n), min(start, m.start()), end, sent.index))
    return out
