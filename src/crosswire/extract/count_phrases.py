"""Casualty phrases the count extractor reads besides its subject and object walks.

- :func:`zero_hits`: "no one was injured" (an explicit 0).
- :func:`survivors_beside_dead`: "Another teen was shot" after a death counts the injured.
- :func:`attributive_hits`: "two wounded men"; :data:`LEFT_HURT_RE`, :data:`SUFFERED_RE`.
- :func:`possessive_deaths`: "the 7-year-old's shooting death".
- :func:`headline_object`: a headline's bare object ("Boy kills 12-year-old").
- tolls ("the death toll rose to 12") are in :mod:`crosswire.extract.count_toll`.
- :func:`victim_group_hits`: "two of the four victims" (people hit).
- :func:`lives_hits`: "the explosion claimed 27 lives".
- the patterns the walk back from a casualty word blanks or stops at (ages, "including ...",
  "on board", a vague part of a group, an ordinal toll).
- figures of another event beside this one's, and background cues that tell this one
  (:func:`current_toll`, :func:`other_event_span`, :data:`OCCASION_RE`,
  :data:`OTHER_DAY_DEED_RE`), are in :mod:`crosswire.extract.count_other_events` (imported here).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from crosswire.extract.count_other_events import (  # noqa: F401 (re-exported)
    OCCASION_RE,
    OTHER_DAY_DEED_RE,
    OTHER_EVENT_RE,
    current_toll,
    other_event_span,
)
from crosswire.extract.count_vocab import TIME_OPENER_END
from crosswire.extract.numbers import QUANTITY_RE, parse_quantity, words_to_int
from crosswire.extract.victims import (
    ACTIVE_START_RE,
    AGE_NOUN_RE,
    ATTRIBUTIVE_RE,
    HEADLINE_OBJ_RE,
    PERSON_SG,
)
from crosswire.nlp import Sentence

# --- explicit zeros -----------------------------------------------------------------------

# "no one was injured", "no injuries were reported", "nobody was hurt": an explicit 0.
ZERO_RE = re.compile(
    r"\b(?:no\s+one|nobody|no\s+(?:people|persons?|civilians?|casualties|injuries|deaths|fatalities)"
    r"|none)\b(?!\s+(?:else|other|further|additional|more|of\s+the\s+other))"
    r"(?:\s+(?:was|were|has\s+been|have\s+been|had\s+been|is|are|appeared\s+to\s+be|to\s+be|reported|other))*"
    # (the space belongs to the word: "No casualties were reported and there was no damage"
    # must end on "reported", which :func:`zero_hits` reads as the noun's own zero)
    r"(?:\s*(?P<what>(?:seriously\s+)?(?:injured|hurt|wounded|injuries|shot)|killed|deaths|fatalities|casualties|reported))?",
    re.IGNORECASE,
)


_REPORTED_END_RE = re.compile(r"\breported$", re.IGNORECASE)
_THERE_WERE_RE = re.compile(r"\bthere\s+(?:were|was|have\s+been|had\s+been)\s+$", re.IGNORECASE)


def zero_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """Explicit zeros of the sentence ``text[lo:hi]`` (:data:`ZERO_RE`) as hits of
    ``hit_type``, except those a hit in ``hits`` already holds."""
    out: list[Any] = []
    for m in ZERO_RE.finditer(text, lo, hi):
        what = (m.group("what") or "").lower()
        # "No casualties were reported", "There were no casualties": the noun's own zero
        if not what and (_REPORTED_END_RE.search(m.group()) or _THERE_WERE_RE.search(text, max(lo, m.start() - 25), m.start())):
            what = "reported"
        if not what:
            continue
        kinds = ["killed"] if what in {"killed", "deaths", "fatalities"} else ["injured"]
        if what in {"casualties", "reported"} and re.match(r"no\s+casualties", m.group(), re.IGNORECASE):
            kinds = ["killed", "injured"]
        elif what == "reported" and re.match(r"no\s+(?:injuries)", m.group(), re.IGNORECASE):
            kinds = ["injured"]
        elif what == "reported":
            continue
        for k in kinds:
            if not any(h.kind == k and h.value == 0 and h.start <= m.start() < h.end for h in hits):
                out.append(hit_type(k, m.start(), m.end(), 0, 0, 0, "exact"))
    return out


# --- survivors named beside the dead --------------------------------------------------------

# "A fourth man suffered a gunshot wound", "Another teen, also 15, was shot in the foot",
# "Four others were also shot": people hit besides those already counted. "more" too, but
# not "more than" (a qualifier): "Two people were killed and nine more were rushed to
# hospital with gunshot wounds" (probe, nineteenth round).
ADDITIONAL_RE = re.compile(
    r"\b(?:also|other|others|another|second|third|fourth|fifth|sixth|additional|more(?!\s+than\b))\b", re.IGNORECASE
)

_TIMES_RE = re.compile(r"\s+(?:time|times|shot|shots|round|rounds)\b", re.IGNORECASE)


def survivors_beside_dead(text: str, hit: Any, sentence: Sentence, found: Sequence[tuple[Any, Sentence]]) -> bool:
    """Whether ``hit`` (people shot, fate not stated) counts people besides an earlier
    death figure of the article, and so the injured: its words mark them as more people
    (:data:`ADDITIONAL_RE`), the article counts dead before it, and its own sentence
    counts no dead."""
    extra = ADDITIONAL_RE.search(text, hit.start, hit.end)
    # only in the subject ("Another teen was shot"): an object ("shot another teen") is
    # often the killer's next victim, fate told elsewhere; "the third time" counts shots, but
    # the verb after "others" is none ("13-year-old boy killed, 6 others shot": GVA dev)
    times = extra is not None and extra.group().lower() != "others" and _TIMES_RE.match(text, extra.end())
    if hit.kind != "shot" or not extra or ACTIVE_START_RE.match(text, hit.start) or times:
        return False
    if any(h.kind == "killed" and s.index == sentence.index and h.end > hit.start for h, s in found):
        return False  # "Another man was also shot and killed"
    return any(h.kind == "killed" and h.value > 0 and h.end <= hit.start for h, _ in found)


# --- casualty words as adjectives -----------------------------------------------------------

# "left one man dead and nine others hurt": after a toll, "hurt" needs no auxiliary.
# "The explosion left 12 dead and 30 hurt": after "dead and", the figure's own people.
LEFT_HURT_RE = re.compile(
    r"\b(?:left|leaving|leaves)\b.{0,60}(?:\band\s+(?:\w+\s+){0,3}?others?|\b(?:dead|killed)\s+and(?:\s+\w+){1,3}?)\s+$"
    # "has risen to 82, with 266 others hurt": a toll's companion figure
    r"|,\s+with\s+(?:another\s+|a\s+further\s+)?[\w,-]+(?:\s+[\w-]+){0,2}?\s+$"
    # "killed at least 15 people and left more than 40 others hurt": the object of "left"
    r"|\b(?:left|leaving|leaves)\s+(?:[\w,-]+\s+){1,4}?$"
    # "Dozens were killed and hundreds hurt": the auxiliary of the killed clause serves both
    # ("had been killed and at least 30 others hurt": probe round 17)
    r"|\b(?:were|was|are|been)\s+(?:killed|dead)\s+and(?:\s+[\w,-]+){1,4}?\s+$"
    # (an aside between: "6 were killed, among them the gunman, and 9 hurt": battery,
    # twentieth round)
    r"|\b(?:were|was|are|been)\s+(?:killed|dead)\s*,\s+(?:among|including)\s+[^,.;]{1,40},\s+and(?:\s+[\w,-]+){1,4}?\s+$",
    re.IGNORECASE,
)


# "The child suffered minor injuries": the people are before the verb.
SUFFERED_RE = re.compile(
    r"\b(?:suffered|sustained|received|suffering|sustaining)\s+(?:[\w-]+\s+){0,3}?$", re.IGNORECASE
)


def attributive_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """Injured figures of "two wounded men" (:data:`ATTRIBUTIVE_RE`) in ``text[lo:hi]`` as hits
    of ``hit_type``, except where a hit in ``hits`` already covers them."""
    out: list[Any] = []
    for m in ATTRIBUTIVE_RE.finditer(text, lo, hi):
        if any(h.start <= m.start() < h.end for h in hits):
            continue
        qm = QUANTITY_RE.match(text, m.start("det"))
        q = parse_quantity(qm, text) if qm else None
        if q is not None:
            out.append(hit_type("injured", m.start(), m.end(), q.value, q.min, q.max, q.qualifier))
    return out


# --- "the boy's death" -----------------------------------------------------------------------

# One person's death named by its possessor: "Uncle admits role in 7-year-old's shooting
# death", "Gun owner not liable in Rock Falls teen's death", "5-year-old Ana Garza's murder".
POSSESSIVE_DEATH_RE = re.compile(
    r"(?P<who>[\w-]+)['’]s\s+(?:(?:accidental|fatal|apparent|tragic|shooting|gunshot|untimely)\s+){0,3}"
    r"(?:death|murder|killing|slaying)\b",
    re.IGNORECASE,
)


def possessive_deaths(text: str, lo: int, hi: int, surnames: frozenset[str]) -> list[re.Match[str]]:
    """Matches of :data:`POSSESSIVE_DEATH_RE` in ``text[lo:hi]`` whose possessor is a person
    (a person noun, an age, or a surname named in full in the article)."""
    out = []
    for m in POSSESSIVE_DEATH_RE.finditer(text, lo, hi):
        who = m.group("who")
        if who.lower() in PERSON_SG or AGE_NOUN_RE.fullmatch(who) or who in surnames:
            out.append(m)
    return out


# --- headline objects --------------------------------------------------------------------

# Headline verbs in the present tense take a bare object ("Boy kills 12-year-old"); a past
# participle before a noun is an adjective ("murdered teen").
PRESENT_TENSE_RE = re.compile(r"(?:kills|kill|shoots|injures|injure|wounds|wound)$", re.IGNORECASE)
# ... and so does a past tense after a relative pronoun ("shooting that killed teen").
RELATIVE_BEFORE_RE = re.compile(r"\b(?:that|which|who)\s+$", re.IGNORECASE)


def headline_object(text: str, pos: int, hi: int) -> tuple[int, int, int, str, int] | None:
    """One victim named by a headline's bare noun at ``pos`` (:data:`HEADLINE_OBJ_RE`), as
    (value, min, max, qualifier, end), or None."""
    n, end, cur = 0, pos, pos
    while True:
        m = HEADLINE_OBJ_RE.match(text, cur, hi) or (_SELF_OBJ_RE.match(text, cur, hi) if n else None)
        if not m:
            break
        n, end = n + 1, m.end()
        sep = _HEADLINE_SEP_RE.match(text, end, hi)  # "kills infant, self", "killing husband, son"
        if not sep:
            break
        cur = sep.end() - 1  # the patterns start at a space
    return (n, n, n, "exact", end) if n else None


_SELF_OBJ_RE = re.compile(r"\s+(?:self|himself|herself)\b", re.IGNORECASE)
_HEADLINE_SEP_RE = re.compile(r"\s*(?:,|\band\b|&)\s", re.IGNORECASE)


# --- groups of victims named by their number ---------------------------------------------------

# "Two of the four victims are gang members", "All four victims are listed in stable
# condition": the number of victims, told without a casualty verb, counts the people hit
# (fate not stated). On GVA dev it gave 2 incidents their injured total (the victims
# otherwise counted one at a time or as "multiple") and cost one (a gunman GVA counts among
# the injured, which "all four victims" leaves out).
VICTIM_GROUP_RE = re.compile(
    r"\b(?:of|all)\s+(?:the\s+)?(?P<n>\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s+(?:shooting\s+|gunshot\s+|wounded\s+)?victims\b"
    # "Police say both victims were in stable condition" (two, after each was told apart)
    r"|\b(?P<both>both)\s+(?:of\s+the\s+)?(?:shooting\s+|gunshot\s+)?victims\b",
    re.IGNORECASE,
)


def victim_group_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """People hit counted by "of the four victims" / "all four victims" (:data:`VICTIM_GROUP_RE`)
    in ``text[lo:hi]``, as ``"shot"`` hits of ``hit_type``, except where a hit in ``hits``
    already covers the phrase."""
    out: list[Any] = []
    for m in VICTIM_GROUP_RE.finditer(text, lo, hi):
        at = m.start("both") if m.group("both") else m.start("n")
        if any(h.start <= at < h.end for h in hits):
            continue
        n = 2 if m.group("both") else words_to_int(m.group("n"))
        if n is not None and n >= 2:
            out.append(hit_type("shot", m.start(), m.end(), n, n, n, "exact"))
    return out


# --- "claimed 27 lives" -------------------------------------------------------------------------

# A toll told as lives taken: "The explosion claimed 27 lives", "an attack that cost at least
# 40 lives", "took the lives of" is FATAL_OF_RE's (victims named after "of").
# "The bodies of 19 victims were pulled from the rubble" is 19 dead, too.
LIVES_RE = re.compile(
    r"\b(?:(?:claimed|claiming|claims|claim|took|taking|takes|cost|costing|costs)\s+(?P<q>"
    + QUANTITY_RE.pattern
    + r")\s+(?:(?:more|other|innocent|civilian|human|young)\s+)?lives"
    # one life: "an armed attack on a church in Istanbul that claimed one life" (Istanbul
    # 2024 probe)
    r"|(?:claimed|claiming|claims|took|taking|takes|cost|costing|costs)\s+(?P<one>one|a|a\s+single)\s+(?:(?:more|other|innocent|civilian|human|young)\s+)?life\b(?!\s+(?:sentence|term|imprisonment|in\s+prison))"
    r"|bodies\s+of\s+(?P<q2>(?:at\s+least\s+|more\s+than\s+|some\s+|another\s+)?\d[\d,]*|\w+)\s+(?:more\s+|other\s+)?"
    # ("The bodies of 15 men were found dumped in a ditch": battery, nineteenth round)
    r"(?:people|victims|persons|passengers|civilians|soldiers|worshippers|migrants|children|students|workers|miners|"
    r"men|women|villagers|farmers|policemen|fighters|militants|youths|boys|girls|others"
    # (battery, twentieth round: "The bodies of 9 fishermen were recovered")
    r"|fishermen|herders|traders|pilgrims|tourists|hostages|troops|officers|guards|drivers|crew\s+members"
    # a bare figure the sentence's passive makes people: "the bodies of nine were recovered"
    r"|(?=(?:were|had\s+been|have\s+been)\s+(?:recovered|found|retrieved|pulled|exhumed|discovered)\b)))\b",
    re.IGNORECASE,
)


# The hurt told by those who treated them: "The Red Crescent said it had treated about 100
# people, most for tear gas inhalation" (Huwara 2023 probe), "Paramedics treated 12 people".
TREATED_PEOPLE_RE = re.compile(
    r"\b(?:treated|treating|treats)\s+(?P<q>" + QUANTITY_RE.pattern + r")\s+(?:more\s+|other\s+)?"
    r"(?:people|persons|patients|victims|casualties|wounded|injured)\b",
    re.IGNORECASE,
)


def treated_hits(text: str, lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """Injured hits of ``hit_type`` for "medics treated 12 people" (:data:`TREATED_PEOPLE_RE`)
    in ``text[lo:hi]``."""
    out: list[Any] = []
    for m in TREATED_PEOPLE_RE.finditer(text, lo, hi):
        qm = QUANTITY_RE.match(text, m.start("q"))
        q = parse_quantity(qm, text) if qm else None
        if q is not None and q.value > 0:
            out.append(hit_type("injured", m.start(), m.end(), q.value, q.min, q.max, q.qualifier))
    return out


def lives_hits(text: str, lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """Killed hits of ``hit_type`` for "claimed 27 lives" (:data:`LIVES_RE`) in ``text[lo:hi]``."""
    out: list[Any] = []
    for m in LIVES_RE.finditer(text, lo, hi):
        if m.group("one"):
            out.append(hit_type("killed", m.start(), m.end(), 1, 1, 1, "exact"))
            continue
        qm = QUANTITY_RE.match(text, m.start("q") if m.group("q") else m.start("q2"))
        q = parse_quantity(qm, text) if qm else None
        if q is not None:
            out.append(hit_type("killed", m.start(), m.end(), q.value, q.min, q.max, q.qualifier))
    return out


# --- walks back from a casualty word ----------------------------------------------------------

# A vague part of a group: "Many of the victims died", "several of them were shot". The
# group's size is told elsewhere (or not at all); the word is no toll of its own.
PARTITIVE_RE = re.compile(r"\s+of\s+(?:the|those|these|them|whom|its|their)\b", re.IGNORECASE)

# "A 14th victim died in hospital", "a second person has died": the toll is the ordinal.
_ORDINAL_WORDS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
ORDINAL_HEADS = frozenset({"victim", "person", "casualty"})


def ordinal(word: str) -> int | None:
    """The number an ordinal word or figure names ("third" -> 3, "14th" -> 14), or None."""
    m = re.fullmatch(r"(\d{1,4})(?:st|nd|rd|th)", word)
    return int(m.group(1)) if m else _ORDINAL_WORDS.get(word)


# Heads of a counted group of dead that end the walk back from another casualty word.
OTHER_CASUALTY_HEADS = frozenset({"bodies", "corpses"})
# "All 72 people on board were killed": where the victims were, between them and the verb.
ABOARD_RE = re.compile(
    r"\s(?:on\s+board|aboard)(?:\s+(?:the|a)\s+(?:plane|flight|aircraft|jet|bus|train|boat|ship|ferry|vessel|helicopter))?"
    r"(?=\s+(?:were|was|are|have|had|died|perished)\b)",
    re.IGNORECASE,
)

# A video listing's entry: a title, a bar and the clip's length ("... | 0:38").
VIDEO_ITEM_RE = re.compile(r"\|\s*\d{1,2}:\d{2}\s*$", re.MULTILINE)


# --- asides inside a victim noun phrase ------------------------------------------------------

# A list of ages: "19 and 20", "21, 32, and 49".
AGES = r"\d{1,2}(?:\s*(?:,\s*and|,|and|&)\s*\d{1,2})*"
AGE_APPOSITIVE = re.compile(
    # in a list of named people the comma before the next name stays: "Heaven Mayo, 24, Justin
    # King, 24, Donald Jocelin, 25 and Tobiasz Cudnik, 32 were all transported"
    r",\s*\d{1,2}\s*(?=,\s*[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,2}\s*,)|"
    rf",\s*(?:ages?\s+|aged\s+|both\s+|all\s+|each\s+)?{AGES}(?:\s+years?\s+old)?\s*,|\(\d{{1,2}}\)"
    # "Darrell Hawkins, 34 who were shot", "five men between the ages of 21 and 58 were shot"
    r"|,\s*\d{1,2}(?=\s+(?:who|that)\b)|\s(?:between\s+)?(?:the\s+)?ages\s+(?:of\s+)?\d{1,2}(?:\s*(?:,|and|to|&|-)\s*\d{1,2})+"
    # the predicate's comma left out: "two males, 30 and 42 were injured", "A boy, 12 was shot"
    # (not after an opening time or sum, TIME_OPENER_END: "By Sunday, 61 were confirmed dead")
    rf"|{TIME_OPENER_END},\s*(?:ages?\s+|aged\s+)?{AGES}(?=\s+(?:were|was|are|is|had|has|have)\b)"
    # before the next person of a list: "Dennie Reeves, 66 and Ginger Reeves, 64 were found dead"
    # (the comma stays: it still separates the people)
    r"|(?<=,)\s*\d{1,2}(?=\s*,?\s*(?:and|&)\s+[A-Z])",
    re.IGNORECASE,
)
# An age in words after a name: "Bebe King, six, Elsie Dot Stancombe, seven, and Alice
# Dasilva Aguiar, nine, were killed" (probe: the ages had been summed, 16 for 3). The comma
# before the next name stays; the one before the verb goes with the age.
_AGE_WORDS = (
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    "seventeen|eighteen|nineteen"
)
_WORD_AGE_RE = re.compile(
    r"(?P<name>\b[A-Z][\w'’-]+)(?P<age>,\s*(?:" + _AGE_WORDS + r")(?:\s*,(?=\s*(?:were|was|are|is|had|has|have|died)\b))?)"
    r"(?=\s*[,.;]|\s*$|\s+(?:and|&|were|was|are|is|had|has|have|died)\b)"
)


def blank_word_ages(text: str) -> str:
    """``text`` with the ages in words after names blanked (offsets unchanged)."""
    return _WORD_AGE_RE.sub(lambda m: m.group("name") + " " * len(m.group("age")), text)


# Abbreviated ages after a number: "5 y/o boy", "17 yo male".
AGE_ABBREV = re.compile(r"\s*(?:y/o|y\.o\.|yo|yr\.?\s+old|yrs?\.?\s+old)\b", re.IGNORECASE)
# "one of five people injured": the victim is one of a group whose size is the figure.
ONE_OF_N = re.compile(r"\bone\s+of\s+(?:the\s+|those\s+)?(?=(?:at\s+least\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|\w+teen|\w+ty)\b)", re.IGNORECASE)
# An age closing the subject once the predicate's comma is cut off ("Timothy Van Evera, 61,
# suffered a gunshot wound", "Two men, 19 and 20, were taken to ..."): not a head count.
TRAILING_AGE = re.compile(rf",\s*(?:ages?\s+|aged\s+|both\s+|all\s+|each\s+)?{AGES}\s*$", re.IGNORECASE)
# "Four people, including an 11-year-old, were shot": the inserted phrase is part of the
# group, not a new item (it would otherwise cut the walk back to "Four people").
# Without commas too, right before the verb: "28 persons including 3 women lost their lives"
# (28, not 3).
# ("more than 80 people, among them a well-known singer, were killed" too)
INCLUDING_APPOSITIVE = re.compile(
    # (and "Twenty-five people, mostly women and children, were killed": probe round 17)
    r"(?:,|\s[—–-])\s*(?:including|among\s+them|mostly|mainly|largely|(?:most|many|all|the\s+majority|half|some)\s+of\s+them)\s+"
    r"[^,;:.—–]{1,60}?(?:,|\s[—–-])"
    # (or right before the casualty word, the walk's end, with no auxiliary: "At least 25
    # people, most of them women and children, lost their lives", "..., mostly women and
    # children, died": battery, nineteenth round)
    r"(?=\s*(?:\w+\s+){0,2}?(?:were|was|are|is|have|has|had)\b|\s*$)"
    # (at most four words, none of another clause: "left four troops including the gunman
    # dead and 16 others injured" is two groups)
    r"|(?<=[a-z])\s+including(?:\s+(?!(?:and|or|dead|killed|injured|wounded|others?)\b)[\w'’-]+){1,4}"
    r"(?=\s*(?:(?:were|was|are|is|have|has|had|been|all|also)\s*)*$)",
    re.IGNORECASE,
)

# An increment, not a toll: "Two more people died overnight, bringing the number of dead to
# 31", "another 25". Beside a toll of the same sentence it is only what the toll added.
INCREMENT_RE = re.compile(
    r"(?:another|a\s+further)\s+[\w,-]+\b|(?:at\s+least\s+)?[\w,-]+\s+(?:more|further|additional)\b", re.IGNORECASE
)
# A toll the sentence's other figure brought about: "Two people died later in hospital,
# bringing the toll to 44" (the two are an increment even without "more"), when that figure
# tells later deaths or finds (LATER_DEATHS_RE): a new killing "pushing the death toll to
# 49" is an event of its own beside a running total (GVA dev).
BRINGING_TOLL_RE = re.compile(
    r"\b(?:bringing|taking|raising|pushing|lifting)\s+(?:the\s+)?(?:overall\s+|total\s+|official\s+)?"
    r"(?:death\s+)?(?:toll|number|tally|total)\b",
    re.IGNORECASE,
)
# A figure the report itself says was superseded: "Earlier reports had put the number of dead
# at over 50", "Earlier figures had put the toll at around 250", "Officials had initially put
# the toll at 30" (the words before the figure, in its sentence).
# ("According to initial reports, a female in her twenties was shot" is this event's first
# figure, GVA dev: only a pluperfect or "an earlier toll of" tells one since replaced.)
EARLIER_FIGURE_RE = re.compile(
    r"(?:\b(?:earlier|initial|previous|preliminary)\s+(?:reports?|figures?|estimates?|counts?|tallies?)\s+had\b"
    r"|\b(?:earlier|initial|previous|preliminary|original)\s+(?:death\s+)?(?:toll|figure|estimate|count|tally)\s+of\b"
    r"|\bhad\s+(?:earlier|initially|previously|first)\s+(?:put|said|reported|given|counted)\b)"
    r"(?:(?!\b(?:but|later|now|since|however)\b)[^.;]){0,60}$",
    re.IGNORECASE,
)
LATER_DEATHS_RE = re.compile(r"\b(?:died|succumbed|bodies|recovered|found|pulled)\b", re.IGNORECASE)


# A part of the casualties, named before them: "Eleven of the dead were children", "Two of
# the injured are in critical condition", "Eleven of the 40 dead" (the total is 40).
PART_OF_RE = re.compile(
    r"\b(?:of|among)\s+(?:the|those)\s+(?:(?P<n>" + QUANTITY_RE.pattern + r")\s+)?(?:people\s+)?$", re.IGNORECASE
)
# (the dead only: on GVA dev "one of the wounded was able to tell police" was the injured
# figure of an article whose other figure was wrong); a part of two or more of the wounded
# is one too ("15 of the wounded were in critical condition" beside "117 wounded").
PART_OF_HEADS = frozenset({"dead", "killed"})
PART_OF_INJURED_HEADS = frozenset({"wounded", "injured", "hurt"})
PART_OF_INJURED_MIN = 2
# A part of the wounded who died: "One of the wounded later died in hospital", "three more
# of the wounded died" (deaths, beside a toll only what it added; never an injured figure).
WOUNDED_DIED_RE = re.compile(
    # ("one of the injured passengers succumbed to his wounds": Chilas 2023 probe, APP; a
    # plural noun after the adjective had left an injured figure of one)
    r"(?:\s+(?:(?!(?:was|has|is|as)\b)[a-z]+s|children|people|men|women)\b)?"
    r"\s+(?:(?:later|also|subsequently|since|then|had|has|have|\w+ly)\s+){0,3}(?:died|succumbed|passed\s+away)\b",
    re.IGNORECASE,
)
# The words allowed between a part's figure and "of the wounded": "three more of the wounded".
PART_FIGURE_TAIL_RE = re.compile(r"\s*(?:(?:more|other|further|additional)\s*)?", re.IGNORECASE)


# A share of the figure's people that died, right after it: "they found four victims wounded,
# two of them already dead" (GVA dev). The "wounded" are everyone hit, the dead among them.
SOME_DEAD_AFTER_RE = re.compile(
    r",?\s+(?:\w+|\d+)\s+of\s+(?:them|whom)\s+(?:(?:already|later|since|have|has|had|were|was)\s+)*"
    r"(?:dead|died|killed|fatally)\b",
    re.IGNORECASE,
)


# The part of the hurt that gunfire hurt, after their figure: "six injured, five by gunfire",
# "five people were injured in the drive-by shooting ... — four from gunshots and one from
# flying glass" (GVA dev; the Gun Violence Archive counts the people shot).
BY_GUNFIRE_RE = re.compile(
    # (the match stops at the sentence's end, so "a.m." inside the aside is no end)
    r"(?:,|[^;\n]{0,80}?\s[—–-])\s*(?P<part>[\w-]+)\s+(?:of\s+them\s+)?(?:by|from|with)\s+"
    # ("one with gunshot wounds to the leg" describes a victim's wounds, no part)
    r"(?:gunfire|gunshot\s+wounds?(?!\s+(?:to|in|on)\b)|gunshots?(?!\s+wound)|bullets)\b",
    re.IGNORECASE,
)


def gunfire_part(text: str, end: int, hi: int, *, whole: int) -> tuple[int, int] | None:
    """(figure, end) of the gunfire's part told right after an injured figure of ``whole``
    ending at ``end`` (:data:`BY_GUNFIRE_RE`), when it is a smaller figure; None otherwise."""
    m = BY_GUNFIRE_RE.match(text, end, hi)
    part = words_to_int(m.group("part")) if m else None
    return (part, m.end()) if m and part is not None and 0 < part < whole else None


# A figure for one place of several: "20 guests had been killed in the restaurant alone".
PART_ONLY_RE = re.compile(r"\s+(?:in|at|on|inside)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,4}?alone\b", re.IGNORECASE)
