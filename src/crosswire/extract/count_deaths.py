"""One death stated without a figure: "an accidental shooting death", "Teen gunshot death
appears accidental", "a boy who died of a gunshot wound", "the victim of Friday night's
shooting died".

GVA dev headlines and short pages often tell a death this way and nothing else; the
extractor then found no figure at all, and reconciliation read the event as no deaths.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from crosswire.extract.count_phrases import ordinal
from crosswire.extract.count_shares import STILL_HURT_RE
from crosswire.extract.numbers import QUANTITY_RE, parse_quantity
from crosswire.model import CountReport

# A singular shooting death, not "the shooting death of X" (read by FATAL_OF_RE with its
# victim), not "deaths", not "death penalty/threat".
SINGLE_DEATH_RE = re.compile(
    r"\b(?:shooting|gunshot|hunting|firearm|gun)\s+death\b(?!\s+(?:of|penalty|threats?|sentence|case|investigation|rate|toll))",
    re.IGNORECASE,
)
# Words before the phrase that make it a count of several, a statistic, or a negation:
# "a second shooting death", "the city's 20th shooting death", "no shooting death".
_NOT_ONE_BEFORE_RE = re.compile(
    r"\b(?:no|not|second|third|fourth|fifth|another|\d+(?:st|nd|rd|th)|\w+th|latest|other|every|each|any|prevent\w*)\s+"
    r"(?:[\w'-]+\s+){0,2}$",
    re.IGNORECASE,
)
_LOOKBEHIND = 40  # characters searched before the phrase for those words

# Verbs that say a person died without taking an object: a relative pronoun before them
# joins the victim ("a boy who died"), as an auxiliary does for "who was killed".
INTRANSITIVE_DEATH = frozenset({"died", "dies", "die", "succumbed", "perished", "passed away"})

# "Victim of Friday night shooting died": the "of ..." phrase belongs to the victim.
VICTIM_OF_RE = re.compile(
    r"(?<=\bvictim)\s+of\s+(?:an?\s+|the\s+|last\s+)?(?:[\w'’-]+\s+){0,3}?(?:shooting|stabbing|attack|gunfire)\b"
    r"|(?<=\bvictims)\s+of\s+(?:an?\s+|the\s+|last\s+)?(?:[\w'’-]+\s+){0,3}?(?:shooting|stabbing|attack|gunfire)\b",
    re.IGNORECASE,
)


def single_death_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """A killed hit of one for each singular "shooting death" in ``text[lo:hi]``, unless the
    sentence's other hits already state deaths."""
    if any(h.kind == "killed" for h in hits):
        return []  # the sentence states its deaths already
    out: list[Any] = []
    for m in SINGLE_DEATH_RE.finditer(text, lo, hi):
        if _NOT_ONE_BEFORE_RE.search(text, max(lo, m.start() - _LOOKBEHIND), m.start()):
            continue
        out.append(hit_type("killed", m.start(), m.end(), 1, 1, 1, "exact"))
    return out


# "police found him dead", "left her dead": the pronoun object is the one dead (the walk
# back from "dead" stops at a pronoun).
PRONOUN_DEAD_RE = re.compile(
    r"\b(?:found|discovered|left|leaving|leaves|leave|finding|find|finds)\s+(?:him|her)\s+(?:lying\s+)?dead\b"
    # "She was transported to the hospital, but doctors were not able to save her" (GVA dev:
    # the one death of a page that never says "died")
    r"|\b(?:were|was)\s+(?:not\s+able|unable)\s+to\s+save\s+(?:him|her|(?:his|her)\s+life)\b",
    re.IGNORECASE,
)


def pronoun_dead_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """A killed hit of one for "found him dead" in ``text[lo:hi]`` not covered by a hit."""
    return [
        hit_type("killed", m.start(), m.end(), 1, 1, 1, "exact")
        for m in PRONOUN_DEAD_RE.finditer(text, lo, hi)
        if not any(h.kind == "killed" and h.start <= m.start() < h.end for h in hits)
    ]


# A death told by its rank at the start of a sentence or headline: "Fourth victim in Robinson
# Road shooting dies", "Second teen victim of suspected 14-year-old West Allis shooter dies"
# (GVA dev: the walk back from "dies" stops at "shooting"). The rank is the toll, as for "A
# third person has died" (:func:`crosswire.extract.count_items.item_count`).
ORDINAL_DEATH_RE = re.compile(
    r"(?:the\s+|an?\s+)?(?P<ord>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,3}(?:st|nd|rd|th))\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:victim|person)\b(?:\s+(?:in|of|from)\s+[^.;,\n]{0,60}?)?\s+(?:dies|died|has\s+died)\b",
    re.IGNORECASE,
)


def ordinal_death_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """A killed hit of the rank for a sentence that opens with "Fourth victim ... dies"
    (:data:`ORDINAL_DEATH_RE`), unless a killed hit already covers it."""
    m = ORDINAL_DEATH_RE.match(text, lo, hi)
    n = ordinal(m.group("ord").lower()) if m else None
    if m is None or n is None or any(h.kind == "killed" and h.start < m.end() and m.start() < h.end for h in hits):
        return []
    return [hit_type("killed", m.start(), m.end(), n, n, n, "exact")]


# Casualty words that count nobody here: the injuries someone died of ("died as a result of
# her injuries", "succumbed to his wounds"), and a shot fired ("fired one shot").
_DIED_OF_RE = re.compile(
    r"\b(?:died|dies|die|dying|succumbed|passed\s+away|result|complications)\s+"
    r"(?:(?:as\s+a\s+result\s+)?(?:of|from|to|for)\s+)(?:(?:his|her|their|the|those|these)\s+)?(?:\w+\s+)?$",
    re.IGNORECASE,
)
_FIRED_RE = re.compile(r"\b(?:fired|fires|fire|firing|heard|hear|hears|squeezed\s+off|got\s+off)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
_REACH = 60  # characters before the casualty word searched for those phrases


# A modal before the casualty word makes it hypothetical: "could have been killed", "would
# never purposefully hurt".
_MODAL_RE = re.compile(
    r"\b(?:would|could|might|should|cannot|can't|can’t|won't|won’t|wouldn't|wouldn’t|couldn't|couldn’t)\s+"
    r"(?:(?:not|never|have|be|been|easily|purposefully|intentionally|possibly)\s+){0,3}$",
    re.IGNORECASE,
)


# A death of no violence: "a wake, which was held for a person who died of natural causes"
# (GVA dev: it had made a wake shooting with five hurt a killing).
_NATURAL_DEATH_RE = re.compile(
    r"\s+(?:(?:on\s+\w+|earlier|last\s+\w+|recently)\s+)?(?:of|from)\s+(?:natural\s+causes|old\s+age|cancer|(?:an?\s+)?illness|"
    r"(?:a\s+)?heart\s+attack|(?:a\s+)?stroke|(?:an?\s+)?(?:drug\s+)?overdose|covid(?:-19)?|leukemia|pneumonia)\b",
    re.IGNORECASE,
)


def not_a_casualty(text: str, m: re.Match[str], lo: int) -> bool:
    """True for a casualty word ``m`` that states no victim: a hypothetical ("could have been
    killed"), "injuries" someone died of, a "shot" somebody fired, a "five-shot" revolver, a
    death of natural causes or of an illness."""
    word = m.group().lower()
    start = max(lo, m.start() - _REACH)
    if _MODAL_RE.search(text, start, m.start()):
        return True
    if word in {"injuries", "wounds", "injury"}:
        return _DIED_OF_RE.search(text, start, m.start()) is not None
    if word in {"died", "dies", "die", "passed away"} and _NATURAL_DEATH_RE.match(text, m.end()):
        return True
    if word in {"shot", "shots"}:
        # "a five-shot revolver"
        return text[m.start() - 1 : m.start()] == "-" or _FIRED_RE.search(text, start, m.start()) is not None
    return False


# Death words in a headline that rule out reading "no death told" from the body ("Fatal
# shooting leaves 2 hurt" tells a death the body may not count).
HEADLINE_DEATH_RE = re.compile(
    r"\b(?:kill\w*|dead|deadly|deaths?|die[sd]?|dying|fatal\w*|slain|slay\w*|slew|murder\w*|homicide|lives|life|massacre\w*)\b",
    re.IGNORECASE,
)


# One person hurt is no sign that nobody died: a first report of a victim who died later
# ("Nine-year-old girl injured in shooting", then "was pronounced dead"). GVA dev (gold
# grouping, conservative): from one injured up the 0 fixed 14 incidents' death toll and
# broke 6 (3 of them such first reports); from two up, 13 and 3.
NO_DEATHS_MIN_INJURED = 2


# A death told in words the count rules did not read ("One of those patients died in the
# emergency room", beside "Nine wounded in UCC shooting"): no "no death told" 0 from such a
# text. GVA dev: 1 incident fixed (that one: 10 killed had become 0), 2 round-ups broken
# (a death told of another shooting); kept because the 0 would claim what the text denies.
# ("massacre": a report of a massacre's arrests and wounded tells of deaths it counts
# elsewhere, "Monday's massacre of nine women and children")
# ("martyred"; "Café owner shot dead in Lyon", a headline's wording in the body's lede)
DIED_RE = re.compile(
    r"\b(?:died|dies|succumbed|passed\s+away|pronounced\s+dead|massacred?|martyred|shot\s+dead|stabbed\s+to\s+death)\b",
    re.IGNORECASE,
)
# A killing verb with its figure ("killing seven people including five attackers", a toll
# the count rules may set aside) tells deaths just as plainly: no "no death told" 0 beside it.
_KILLING_FIGURE_RE = re.compile(r"\b(?:killing|killed|kills)\s+(?=\S)", re.IGNORECASE)


# Someone "was killed" in words the count rules did not read ("Corey Comperatore, 50, a
# former fire chief, was killed while shielding his family": the apposition hides the
# subject from them): a death told, so no "no death told" 0 either.
_KILLED_PASSIVE_RE = re.compile(r"\b(?:was|were)\s+(?:fatally\s+)?(?:killed|slain|murdered|shot\s+dead)\b", re.IGNORECASE)


# ... not a negated one ("No one else was killed", "nobody was killed").
_NEGATION_BEFORE_RE = re.compile(r"\b(?:no|none|nobody|not|never|neither|nor)\b[\w\s]{0,12}$", re.IGNORECASE)


def _killed_passive(text: str) -> bool:
    """Whether ``text`` says someone was killed, not negated."""
    return any(
        not _NEGATION_BEFORE_RE.search(text, max(0, m.start() - 20), m.start()) for m in _KILLED_PASSIVE_RE.finditer(text)
    )


def _killing_told(text: str) -> bool:
    """Whether ``text`` has a killing verb followed by a positive figure."""
    for m in _KILLING_FIGURE_RE.finditer(text):
        qm = QUANTITY_RE.match(text, m.end())
        q = parse_quantity(qm, text) if qm else None
        if q is not None and q.value > 0:
            return True
    return False


def no_deaths_told(reports: Sequence[CountReport], *, headline: str | None, text: str = "") -> list[CountReport]:
    """An explicit 0 killed for an article that counts everyone hit as injured and tells of
    no death, in its text (``text``: no count rule read a death, and no "died" either) or its
    headline ("Five protesters were shot ... Those who were shot sustained non-life-threatening
    injuries").

    Without it such a report gives no death figure at all, and one other report that counts
    a death from another story (a round-up, a "fatal officer-involved shooting" of the week
    before) is the event's only figure. The 0 is derived (``note``); its evidence is the
    article's largest injured figure. Not when the article's people hit outnumber its
    injured (their fate is untold), nor from vague or perpetrator figures.
    """
    if any(r.kind == "killed" for r in reports):
        return []
    # Only exact figures: "Some 300 people were wounded, 80 of them seriously" is a first
    # count of a mass-casualty attack whose deaths other reports give (the Paris attacks'
    # conservative toll had become 0), not a count of everyone hit. GVA dev: the 9 zeros
    # from approximate figures decided no incident (killed 0.9170 either way).
    # Nor from the hurt still being treated ("Sixty-one people are still being treated in
    # hospital", a follow-up of an attack that killed 31; probe): they say nothing of the dead.
    injured = [
        r for r in reports
        if r.kind == "injured" and r.value > 0 and r.qualifier == "exact" and not r.perpetrator_sourced
        and not STILL_HURT_RE.search(r.evidence.text)
    ]
    if not injured or (headline and HEADLINE_DEATH_RE.search(headline)):
        return []
    if DIED_RE.search(text) or _killed_passive(text) or _killing_told(text):
        return []
    hit = max((r.value for r in reports if r.kind == "hit" and r.qualifier != "vague"), default=0)
    top = max(injured, key=lambda r: (r.value, -r.evidence.start))
    if top.value < max(hit, NO_DEATHS_MIN_INJURED):
        return []
    note = f"no death told: the {top.value} hurt are all injured"
    return [replace(top, kind="killed", value=0, min=0, max=0, qualifier="exact", note=note)]
