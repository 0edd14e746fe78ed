"""Figures of another event told beside this one's, and background cues that tell this one.

- :func:`current_toll`: a sentence :func:`crosswire.extract.segments.background` sets aside
  whose only cues rank or place this event ("the deadliest attack this year", "so far", "a
  series of coordinated attacks").
- :func:`other_event_span`: the words of an event this one is compared with ("the deadliest
  since a truck bomb killed more than 150 people", "three weeks after a bombing ... killed 75").
- :data:`OCCASION_RE`: the occasion the victims had gathered for ("a ceremony marking the
  anniversary of ...").
- :data:`OTHER_DAY_DEED_RE`: a killing in an operation of another day ("in a raid two days
  earlier").

Split out of :mod:`crosswire.extract.count_phrases`, which re-exports these names.
"""

from __future__ import annotations

import re

from crosswire.extract.segments import BACKGROUND_RE

# --- background cues that belong to this event ------------------------------------------------

# Cues :func:`crosswire.extract.segments.background` reads as running totals or other events
# that international reports use of the event itself: "a series of coordinated attacks in
# Paris" (one event of several sites), "rescuers have so far pulled out 45 bodies" (the toll
# as it stands). A string of attacks without such a word stays background ("a string of
# attacks that have killed 1,000").
# "the deadliest in the country this year" ranks this event among the year's, and "the
# deadliest single attack in the country since the 2003 U.S.-led invasion" among all since.
# What an occasion does to an anniversary ("marking", "to commemorate"); shared by the cues
# below and OCCASION_RE.
_ANNIVERSARY_VERB = r"(?:marking|mark|commemorating|commemorate|celebrating|celebrate)"
_THIS_EVENT_CUES_RE = re.compile(
    r"\b(?:deadliest|worst|bloodiest|most\s+deadly|biggest|largest)\b[^.;:]{0,50}?\b(?:(?:so\s+far\s+)?this\s+year"
    r"|since\s+(?:at\s+least\s+|the\s+)?(?:19|20)\d\d"
    # "the deadliest attack on Indian forces there in three decades"
    # ("... in decades", "the worst attack in years": no figure)
    r"|(?:in|for)\s+(?:(?:more\s+than\s+|nearly\s+|almost\s+|over\s+)?(?:a|two|three|four|five|several|\d+)\s+)?"
    r"(?:decades?|years))\b"
    r"|\bso\s+far\b(?!\s+(?:this|in)\b)"
    # an ordinal after a comma ranks this attack among the year's: "injuring 29 people in what
    # police said was a terrorist attack, the fifth in Britain this year" (Parsons Green 2017
    # probe, Reuters: the sentence's 29 had been dropped as a running total's)
    r"|,\s+the\s+(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:in|on|of)\s+[^.;:,]{0,40}?\bthis\s+year\b"
    r"|\b(?:series|string|wave|spate)\s+of\s+(?:near-?\s*)?(?:coordinated|co-ordinated|simultaneous|synchronised|synchronized)\b"
    # a series on one day ("in a series of suicide bombings in Gwoza, Borno State, on
    # Saturday": Gwoza 2024 probe, whose lead toll had been set aside as a campaign's)
    r"|\b(?:series|string|wave|spate)\s+of\s+(?:(?!\b(?:past|last|recent|previous|since|over|years?|months?|weeks?)\b)[^;:.]){1,80}?"
    r"\b(?:on|early|late)\s+"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    # a series that opens the sentence as the subject of a verb of one moment's blow: "A
    # series of explosions and a gunfight struck the Thamrin area of central Jakarta on
    # Thursday morning, killing seven people" (a running total takes a perfect or a count
    # verb: "A string of attacks has killed 1,000")
    # ... after a dateline too ("BAGHDAD (Reuters) - A wave of 14 car bombs tore through",
    # "Bogotá (EFE).- A wave of at least 24 bomb and gun attacks ... killed seven people";
    # Cauca 2025 probe), and with a plain past killing verb: not a perfect ("A string of
    # attacks has killed 1,000" is a running total)
    r"|^(?:[^\s,;:.(]+(?:\s+[^\s,;:.(]+){0,2}\s*(?:\([^)]{1,30}\))?\s*\.?\s*[-–—:]+\s*)?\W*"
    # (nor over a span of time: "A series of shootings over the past year killed 30 people")
    r"(?:a|the)\s+(?:series|string|wave|spate)\s+of\s+(?:(?!\b(?:past|last|recent|previous|since|over)\b)[^,;:.]){1,100}?\s"
    r"(?<!\bhas\s)(?<!\bhave\s)(?<!\bhad\s)"
    r"(?:struck|rocked|hit|shook|ripped|tore|ripped\s+through|tore\s+through|killed|left)\b"
    # the toll of the series the report is about: "The death toll from a series of attacks by
    # armed groups on villages ... has risen to nearly 200"
    r"|\b(?:death\s+)?toll\s+(?:from|in|of)\s+(?:a|the)\s+(?:series|string|wave|spate)\s+of\b"
    # the occasion the victims gathered for: "at a concert marking the anniversary of the
    # Kachin Independence Organisation" (a named body's, not an earlier attack's)
    r"|\b" + _ANNIVERSARY_VERB + r"\s+the\s+(?:[\w-]+\s+)?anniversary\s+of\s+(?:the\s+)?"
    r"(?-i:[A-Z])(?![^,.;]{0,60}\b(?:bombings?|attacks?|shootings?|massacres?|killings?|blasts?|explosions?|war|"
    r"uprising|revolution|coup|disaster|crash|fire)\b)[\w'’-]+",
    re.IGNORECASE,
)
_YEAR_RE = re.compile(r"\b(19\d\d|20\d\d)\b")


def current_toll(sentence: str, *, published: str | None) -> bool:
    """Whether a sentence :func:`crosswire.extract.segments.background` sets aside tells this
    event's figures after all: its only background cues are :data:`_THIS_EVENT_CUES_RE`'s
    (no other cue, no year before the publication year)."""
    if not _THIS_EVENT_CUES_RE.search(sentence):
        return False
    rest = _THIS_EVENT_CUES_RE.sub(" ", sentence)
    if BACKGROUND_RE.search(rest):
        return False
    year = published[:4] if published and published[:4].isdigit() else None
    return not (year and any(int(y) < int(year) for y in _YEAR_RE.findall(rest)))


# A comparison with another event: figures after "the deadliest attack in the city since"
# are that event's ("... since a truck bomb killed more than 150 people near the German
# embassy"), whatever year it had.
OTHER_EVENT_RE = re.compile(
    r"\b(?:deadliest|worst|bloodiest|most\s+deadly|heaviest|biggest|largest)\b[^.;]{0,100}?\bsince\b"
    # an event this one followed: "The attack came two days after the army claimed to have
    # killed 20 insurgents in the area", "comes a week after a bombing killed 30"
    r"|\b(?:came|comes|come|happened|occurred)\s+(?:just\s+|only\s+|barely\s+)?"
    r"(?:(?:a|one|two|three|four|five|six|several|a\s+few|\d+)\s+(?:days?|weeks?|months?|hours?)|days|weeks|months|hours)"
    r"\s+(?:after|before)\b"
    # another attack a day before, named as another ("a day after a similar attack killed 12
    # in Kandahar"; probe). Not "a day after a shooting killed three": follow-ups tell their
    # own event so.
    r"|\b(?:(?:a|one|two|three|four|five|six|several|a\s+few|\d+)\s+(?:days?|weeks?|months?|hours?))\s+(?:after|before)\s+"
    r"(?:a|an|another)\s+(?:(?:similar|separate|previous|earlier|other)\s+)(?:[\w-]+\s+)?"
    r"(?:attack|bombing|blast|explosion|shooting|raid|assault|ambush|massacre|strike)\b",
    re.IGNORECASE,
)
# Where the compared event's words end: the next comma that does not open a clause about it
# ("since 2017, killing 45 people" goes back to this event; "since May, when a truck bomb
# killed 150" does not).
_OTHER_EVENT_END_RE = re.compile(r",(?!\s*(?:when|which|that|in\s+which|where|who)\b)")


# An earlier attack a sentence recalls after it has told this one: "..., killing at least 19
# people and wounding 60, police said, less than three weeks after a bombing at a bus station
# nearby killed 75 people" (Nyanya's second bombing), "It was the third militant attack in
# Britain in less than three months, after the Manchester Arena bombing on May 22 that killed
# 22 people" (London Bridge). The sentence must first have told this attack, by its own
# casualties or as one of a series (_TOLD_BEFORE_RE), and the clause needs an interval
# unless a series was named: "Seven people were killed after a gunman opened fire" is this
# attack, and so is "arrested a man a day after a shooting killed three" (no figure before).
_AFTER_EARLIER_RE = re.compile(
    r"\b(?P<interval>(?:(?:less|more)\s+than\s+|just\s+|only\s+|barely\s+)?"
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|a\s+few|\d+)\s+(?:hours?|days?|weeks?|months?|years?)\s+)?"
    # (an attack introduced as new, "a bombing", or named, "the Manchester Arena bombing"; a
    # bare "the attack" is this one: "shot dead two of the suspected gunmen on Friday, three
    # days after the attack that killed 7")
    r"after\s+(?:(?:a|an)\s+(?:[\w'’-]+\s+){0,4}?|the\s+(?:(?-i:[A-Z])[\w'’-]*\s+){1,3}(?:(?-i:[a-z])[\w-]*\s+)?)"
    r"(?:attack|bombing|blast|explosion|shooting|raid|assault|ambush|massacre|siege)\b",
    re.IGNORECASE,
)
_TOLD_BEFORE_RE = re.compile(
    r"\b(?P<series>(?:second|third|fourth|fifth|sixth|latest)\s+(?:[\w-]+\s+){0,2}?(?:attack|bombing|blast|shooting|assault)s?\b)"
    r"|\b(?:killing|killed|kills|dead|died|wounding|wounded|injuring|injured)\b",
    re.IGNORECASE,
)


def other_event_span(text: str, lo: int, hi: int) -> tuple[int, int] | None:
    """The span of ``text[lo:hi]`` that tells of an event this one is compared with
    (:data:`OTHER_EVENT_RE`, :data:`_AFTER_EARLIER_RE`), or None."""
    m = OTHER_EVENT_RE.search(text, lo, hi)
    if m:
        end = _OTHER_EVENT_END_RE.search(text, m.end(), hi)
        return m.end(), end.start() if end else hi
    for m in _AFTER_EARLIER_RE.finditer(text, lo, hi):
        told = [t for t in _TOLD_BEFORE_RE.finditer(text, lo, m.start())]
        if told and (m.group("interval") or any(t.group("series") for t in told)):
            return m.start(), hi
    return None


# The occasion people had gathered for when the attack struck: "at a ceremony in Kerman on
# Wednesday marking the anniversary of the killing of Qassem Soleimani". The anniversary is
# background, but the figures before it are this event's (extract() keeps those only).
OCCASION_RE = re.compile(
    r"\b(?:at|during|on|near|for)\s+(?:a|an|the)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:ceremony|ceremonies|gathering|procession|memorial|rally|event|march|commemoration|service|vigil|"
    r"celebration|concert|festival|parade)\b[^.;:]{0,60}?\b" + _ANNIVERSARY_VERB
    + r"\s+the\s+(?:[\w-]+\s+)?anniversary\b"
    # the day told by an anniversary it fell on or near: "One person was killed ... in
    # Sunday's terror attack in Beersheba, the day before the first anniversary of October 7"
    # (Beersheba 2024 probe), "which came on the anniversary of ...", "on the eve of the
    # anniversary"
    r"|\b(?:on|before|after|ahead\s+of|eve\s+of)\s+(?:the|its)\s+(?:[\w-]+\s+){0,2}?anniversary\s+of\b"
    # this event set in its series by an apposition: "Gunmen killed at least 51 people in an
    # overnight raid ..., the latest in a wave of attacks in the region" (Zike 2025 probe, AFP)
    r"|,\s*(?:in\s+)?(?:the\s+)?latest\s+(?:in|of)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:series|string|wave|spate|rash|spiral|cycle)\s+of\b",
    re.IGNORECASE,
)


# A killing in an operation of another day, told beside this event: "noting that troops had
# killed 11 militants in a raid two days earlier". Matched right after the figure's phrase,
# within its clause.
OTHER_DAY_DEED_RE = re.compile(
    r"[^.;,]{0,40}?\b(?:in|during)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:raid|operation|offensive|clash|clashes|strike|"
    r"air\s*strike|assault|battle)\b[^.;,]{0,40}?\b(?:\w+|a|an)\s+(?:days?|weeks?|months?)\s+(?:earlier|before|ago)\b",
    re.IGNORECASE,
)
