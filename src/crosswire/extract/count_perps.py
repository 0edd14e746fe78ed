"""Perpetrators killed in a later operation: "Police said they shot dead two of the suspected
gunmen on Friday, three days after the attack that killed 7". Their deaths belong to the
manhunt, an event of its own (GVA records a later police shooting as another incident, ACLED
and UCDP code it on its own day), so the figure is no toll of the attack: without this, a
follow-up report that gives only the suspects' deaths puts a conservative reconciliation's
killed at 2. A named suspect counts the same way, his apposition telling what he did ("shot
dead Younes Abouyaaqoub, the man they believe drove the van that killed 13 people in
Barcelona last week, ending a four-day manhunt"). Attackers killed in the attack itself ("the two attackers were also killed")
stay a figure of the event, chosen among the article's figures as before
(:mod:`crosswire.extract.count_chooser`). Used by :mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re

__all__ = ["attackers_added", "attackers_figure", "perpetrators_killed_later"]

# Who did the attack, as reports name them before they are caught.
_PERP_HEAD = (
    r"(?:suspects?|gunm[ae]n|attackers?|assailants?|shooters?|bombers?|perpetrators?|militants?|insurgents?|"
    r"terrorists?|jihadists?|kidnappers?|hostage[- ]takers?)\b"
)
# The subject of a passive or intransitive death: "Two suspects were killed", "the gunmen
# died" (not the doer of an active verb: "a gunman killed two people").
_PERP_IN_RE = re.compile(r"\b" + _PERP_HEAD + r"[^.;]*?\b(?:were|was|been|are|is|died)\b", re.IGNORECASE)
# The object an active verb's figure leaves after it: "shot dead two of the suspected gunmen".
_PERP_AFTER_RE = re.compile(
    r"\s*(?:of\s+)?(?:the\s+|those\s+|their\s+)?"
    r"(?:(?:suspected|alleged|armed|other|remaining|fleeing|escaped|wanted|accused|main)\s+){0,2}" + _PERP_HEAD,
    re.IGNORECASE,
)
# A named suspect the killed figure's object is, told in an apposition after the name:
# "shot dead Younes Abouyaaqoub, the man they believe drove the van that killed 13 people"
# (a person described by the deed), ", the suspected gunman", ", the main suspect".
_PERP_APPOSITION_RE = re.compile(
    r"\s*,\s*(?:the|a|an)\s+(?:(?:suspected|alleged|main|prime|chief|lone|\d+-year-old)\s+){0,2}"
    r"(?:" + _PERP_HEAD + r"|(?:man|woman|person|driver|youth|teenager)\b[^.;]{0,60}?\b"
    r"(?:drove|driven|carried\s+out|opened\s+fire|detonated|planted|rammed|stabbed|set\s+off|behind|responsible|"
    r"suspected|accused|blamed|wanted)\b)",
    re.IGNORECASE,
)
# The killing told as days after the attack, or in the hunt for its doers.
_LATER_RE = re.compile(
    r"\b(?:\w+|a|an)\s+(?:days?|weeks?|months?)\s+(?:after|later)\b|\b(?:the\s+)?(?:following|next)\s+(?:day|week)\b"
    r"|\bmanhunt\b",
    re.IGNORECASE,
)


def perpetrators_killed_later(text: str, start: int, end: int, *, sentence: tuple[int, int]) -> bool:
    """Whether the killed figure at ``text[start:end]`` counts the attack's perpetrators,
    killed (the ``sentence`` says) days after it or in the hunt for them."""
    victims = (
        _PERP_IN_RE.search(text, start, end)
        or _PERP_AFTER_RE.match(text, end, sentence[1])
        or _PERP_APPOSITION_RE.match(text, end, sentence[1])
    )
    return victims is not None and _LATER_RE.search(text, sentence[0], sentence[1]) is not None


# A figure whose people are the attackers: "Five attackers were killed", "all seven
# attackers, who were wearing suicide vests, were killed", "33 terrorists killed" (the head
# within the evidence's first words, before any victims' noun).
_ATTACKERS_FIRST_RE = re.compile(
    r"(?:all\s+|the\s+)?(?:[\w,'’-]+\s+){0,2}?(?:(?:suspected|alleged|armed|other|remaining)\s+)?" + _PERP_HEAD,
    re.IGNORECASE,
)
# "33 terrorists killed", "five militants dead" (headline and list style, no auxiliary)
_PERP_DEAD_RE = re.compile(
    r"\s+(?:killed|dead|died|eliminated|shot\s+dead)(?=\s*$|\s*[,.;]|\s+(?:in|by|during|on|as|when)\b)", re.IGNORECASE
)
_VICTIM_WORDS_RE = re.compile(r"\b(?:people|persons|civilians|victims|others|hostages|passengers)\b", re.IGNORECASE)


def attackers_figure(evidence: str) -> bool:
    """Whether a killed figure's evidence counts the attackers only ("Five attackers were
    killed"), not their victims ("Two gunmen killed three people" is the victims')."""
    m = _ATTACKERS_FIRST_RE.match(evidence)
    return m is not None and _VICTIM_WORDS_RE.search(evidence) is None and (
        _PERP_IN_RE.search(evidence) is not None or _PERP_DEAD_RE.match(evidence, m.end()) is not None
    )


# The attackers' deaths told beside the victims' toll, not in it: "killed 12 people plus the
# attacker", "Seven people, as well as the bomber, were killed", "Twelve people were killed,
# in addition to the two attackers" (battery, nineteenth round). GTD's nkill counts every
# death of the attack, the perpetrators' too (see crosswire.extract.counts), so the toll is
# the sum. A plural head needs its figure ("the attackers" alone says not how many). Not
# "not including the gunman": the report tells the victims' toll apart on purpose, and it
# stays (probe round 8, Virginia Tech: 32).
_PLUS_ATTACKERS_RE = re.compile(
    r"\s*,?\s*(?:plus|as\s+well\s+as|in\s+addition\s+to|besides)\s+"
    r"(?:the\s+|their\s+)?(?:(?P<n>two|three|four|five|six|\d{1,2})\s+)?(?:suicide\s+|lone\s+)?"
    r"(?P<who>attacker|bomber|gunman|gunmen|assailant|shooter|knifeman|perpetrator|militant|hijacker)(?P<pl>s)?\b",
    re.IGNORECASE,
)
_SMALL = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def attackers_added(text: str, start: int, end: int, sentence_end: int) -> tuple[int, int] | None:
    """(the attackers' deaths, the end of their phrase) told beside the killed figure
    ``text[start:end]``, as an aside inside it or right after it; None when none is."""
    m = _PLUS_ATTACKERS_RE.search(text, start, end) or _PLUS_ATTACKERS_RE.match(text, end, sentence_end)
    if m is None:
        return None
    plural = bool(m.group("pl")) or m.group("who").lower() == "gunmen"
    n = m.group("n")
    if n is None:
        return None if plural else (1, max(end, m.end()))
    count = int(n) if n.isdigit() else _SMALL[n.lower()]
    if count > 1 and not plural:
        return None
    return count, max(end, m.end())
