"""Injured figures whose victim may be the one who died.

"Felder was wounded", "she was wounded", "wounding him": one definite person (a pronoun, a
name, "the girl") said to be hurt, in an article that also reports a death. News reports
tell the wound before the death ("The young girl was injured ... She died at the
hospital"), so such a phrase does not state that anyone survived: it counts a person hit,
fate untold. Read as an explicit injured figure, it stood against GVA's 0 injured (on GVA
dev, 6 incidents with one killed and none injured read one injured from such a phrase; the
one loss was an officer hit beside the suspect "wounded" and killed).

Indefinite or additional people ("one was injured", "another man was wounded", "the other
passenger was injured", "Deputy Smith was also injured") keep their injured reading: they
name someone besides the dead.

A group counted as hurt one of whom has since died ("One of the five people hospitalized ...
has died", "A man wounded in a shooting earlier this month has died") is one fewer injured
(:func:`one_of_them_died`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from crosswire.extract.numbers import words_to_int
from crosswire.extract.victims import PERSON_SG
from crosswire.model import CountReport

_PRONOUN = r"(?:he|she|him|her)"
# "the girl", "the young girl", "the 15-year-old boy"; not "the other man", "the second
# victim" (someone besides a person already counted).
_THE_PERSON = (
    r"(?:the\s+(?:(?!other\b|second\b|third\b|fourth\b|fifth\b|surviving\b)[\w-]+\s+){0,2}?(?:"
    + "|".join(sorted(PERSON_SG, key=len, reverse=True))
    + r"))"
)
# A personal name: capitalised words, not a figure or a determiner ("One", "Another").
_NAME = r"(?!(?:One|Another|The|A|An|Police|Officers?)\b)[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}"
_PASSIVE = r"\s+(?:was|had\s+been|has\s+been)\s+(?:wounded|injured|hurt)"
# The whole evidence phrase: "<definite person> was wounded" or "wounding <definite person>".
DEFINITE_WOUNDED_RE = re.compile(
    rf"(?:(?i:{_PRONOUN}|{_THE_PERSON})|{_NAME}){_PASSIVE}"
    rf"|(?i:injuring|wounding|injured|wounded)\s+(?:(?i:{_PRONOUN}|{_THE_PERSON})|{_NAME})"
)


# The attacker as the definite person hurt: "The suspect was injured", "the gunman was wounded".
_PERP_PERSON_RE = re.compile(r"the\s+(?:[\w-]+\s+)?(?:suspect|gunman|shooter|attacker|assailant)\b", re.IGNORECASE)


def fate_untold(reports: Sequence[CountReport]) -> list[CountReport]:
    """``reports`` with each injured figure of one definite person (:data:`DEFINITE_WOUNDED_RE`)
    read as a person hit (``kind="hit"``) when the article also reports a death, since that
    person may be the one who died (module docstring)."""
    if not any(r.kind == "killed" and r.value > 0 for r in reports):
        return list(reports)
    # the attacker hurt beside a group of dead victims is none of them: "Ten people ... were
    # killed ... The suspect was injured and taken to a hospital" (Boulder 2021 probe: 1 hit
    # beside 10 dead had left no injured figure)
    group_dead = any(r.kind == "killed" and r.value >= 2 and r.qualifier != "vague" for r in reports)
    return [
        replace(r, kind="hit")
        if r.kind == "injured" and r.value == 1 and r.qualifier == "exact" and DEFINITE_WOUNDED_RE.fullmatch(r.evidence.text)
        and not (group_dead and _PERP_PERSON_RE.match(r.evidence.text))
        else r
        for r in reports
    ]


# "A woman who was wounded in a Sunday night shooting in Metairie has died", "A man who was
# injured in the shooting died on Tuesday": the subject is a person hurt, its verb the death.
# The phrase read as injured (its relative clause) counts the one who died, not a survivor.
# ("who was shot" is left a person hit: on GVA dev "a 21-year-old man who was shot last month
# died" was another incident's death the article added to its own.)
WHO_WAS_HURT_RE = re.compile(
    r"\bwho\s+(?:was|were|had\s+been|has\s+been)\s+(?:\w+ly\s+)?(?:wounded|injured|hurt)$", re.IGNORECASE
)
# The same told with a bare participle: "Another soldier injured in the Uri terror attack
# succumbed to his injuries" (Uri 2016 probe: read as one injured).
HURT_PARTICIPLE_RE = re.compile(
    r"(?:another|a|an|one|the)\s+(?:[\w-]+\s+){0,2}?(?:"
    + "|".join(sorted(PERSON_SG, key=len, reverse=True))
    + r")\s+(?:wounded|injured|hurt)"
    # ("One of the people wounded in Friday's car bombing ... died of his injuries": battery,
    # nineteenth round; read as one injured beside the risen toll)
    r"|one\s+of\s+the\s+(?:[\w-]+\s+)?(?:people|persons|victims|men|women|children|passengers|civilians|"
    r"soldiers|workers|students|worshippers|pilgrims|policemen|officers)\s+(?:wounded|injured|hurt)",
    re.IGNORECASE,
)
# The main verb of that subject: a death after the relative clause's own words (no clause
# break: a full stop, a semicolon, a colon, a dash, or "and").
_THEN_DIED_RE = re.compile(
    r"[^.;:—–]{0,80}?\s(?:(?:later|also|subsequently|since|then|had|has|have|\w+ly)\s+){0,3}(?:died|succumbed)\b",
    re.IGNORECASE,
)
_AND_RE = re.compile(r"\band\b", re.IGNORECASE)
# A figure and "injured" before its noun ("two injured passengers"), and that noun's death
# verb right after it.
_HURT_ADJECTIVE_RE = re.compile(r"[\w-]+\s+(?:(?:more|other)\s+)?(?:injured|wounded)", re.IGNORECASE)
# ... or as a noun itself: "three more injured died overnight" (Peshawar 2013 probe, AFP: read
# as three injured beside the risen toll of 81)
_HURT_NOUN_THEN_DIED_RE = re.compile(
    r"\s+(?:(?:later|also|subsequently|since|then|had|has|have|overnight)\s+){0,2}(?:died|succumbed)\b",
    re.IGNORECASE,
)
_PEOPLE_THEN_DIED_RE = re.compile(
    r"\s+(?:[\w-]+\s+)?(?:people|persons|passengers|victims|men|women|children|patients|pilgrims|students|"
    r"soldiers|workers|civilians)\s+(?:(?:later|also|subsequently|since|then|had|has|have)\s+){0,2}"
    r"(?:died|succumbed)\b",
    re.IGNORECASE,
)


def hurt_who_died(text: str, start: int, end: int, *, sentence_end: int) -> bool:
    """Whether the injured phrase ``text[start:end]`` is the relative clause of a
    subject whose verb is a death ("A man who was injured in the shooting died on Tuesday"):
    then it counts the dead, and is read as killed."""
    if _HURT_ADJECTIVE_RE.fullmatch(text, start, end) is not None:
        # "after two injured passengers succumbed in hospital" (Almora 2024 probe): the hurt
        # who died, named by the noun right after the adjective and its death verb
        return (
            _PEOPLE_THEN_DIED_RE.match(text, end, sentence_end) is not None
            or _HURT_NOUN_THEN_DIED_RE.match(text, end, sentence_end) is not None
        )
    if WHO_WAS_HURT_RE.search(text, start, end) is None and HURT_PARTICIPLE_RE.fullmatch(text, start, end) is None:
        return False
    died = _THEN_DIED_RE.match(text, end, sentence_end)
    return died is not None and _AND_RE.search(died.group()) is None


# A person shot or stabbed in this event's attack, then the death: "A police officer stabbed
# in Friday's knife attack in Mannheim died of his injuries on Sunday" (battery, nineteenth
# round: read as one person hit). Only with the attack named right after the participle ("in
# the attack", "in Friday's knife attack"), none of another time ("who was shot last month
# died" was another incident's death on GVA dev, see WHO_WAS_HURT_RE).
SHOT_PARTICIPLE_RE = re.compile(
    r"(?:another|a|an|one|the)\s+(?:[\w-]+\s+){0,2}?(?:"
    + "|".join(sorted(PERSON_SG, key=len, reverse=True))
    # (not "who was shot": left a person hit, see WHO_WAS_HURT_RE; test_count_previous)
    + r")\s+(?:shot|(?:who\s+(?:was|had\s+been)\s+)?stabbed)",
    re.IGNORECASE,
)
_IN_THE_ATTACK_RE = re.compile(
    r"\s+in\s+(?:the|this|[A-Z][a-z]+day['’]s|(?:last\s+)?(?:night|weekend)['’]s)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:attack|attacks|shooting|stabbing|stabbings|rampage|assault|bombing|massacre)\b"
    # (then at most a place before the death: "in Mannheim", "at the market")
    r"(?:\s+(?:in|at|on|near)\s+(?:the\s+)?[\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})?"
    r"\s+(?:(?:later|has|had|then|subsequently)\s+)?(?:died|succumbed)\b",
)


def shot_who_died(text: str, start: int, end: int, *, sentence_end: int) -> int | None:
    """Where the death ends when the person hit of ``text[start:end]`` ("A police officer
    stabbed") is the subject of a death told right after the attack is named, else None."""
    if SHOT_PARTICIPLE_RE.fullmatch(text, start, end) is None:
        return None
    died = _IN_THE_ATTACK_RE.match(text, end, sentence_end)
    return died.end() if died else None


# "One of the five people hospitalized after a drive-by shooting in Overtown this past
# weekend has died", "A man wounded in a shooting earlier this month has died", "One of the
# men who had been shot ... died": the group the article counted as hurt holds the one who
# died.
ONE_OF_THEM_DIED_RE = re.compile(
    r"\b(?:one\s+of\s+the\s+(?:(?P<n>\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:people|persons|victims|men|women|teens|teenagers|injured|wounded|patients)"
    r"|an?\s+(?:[\w-]+\s+){0,2}?(?:man|woman|boy|girl|teen|teenager|victim|person)\s+(?:who\s+(?:was|had\s+been)\s+)?"
    r"(?:wounded|injured|hurt|shot)\s+in\s+(?:a|an|the|last)\b)"
    r"[^.;:]{0,100}?\s(?:(?:has|have|had|later|since|then|subsequently)\s+){0,2}(?:died|succumbed|passed\s+away)\b",
    re.IGNORECASE,
)
# The hurt counted as they are now, after the death: "Nine other victims remain
# hospitalized" beside "after one of the wounded died" is 9 (Monterey Park 2023 probe: 8).
STILL_HURT_RE = re.compile(r"\b(?:remain|remains|still)\b", re.IGNORECASE)
# ... told after the figure: "TWENTY-FIVE INJURED ARE UNDER TREATMENT" after "ONE OF THE
# INJURED PASSENGERS SUCCUMBED" is 25 (Chilas 2023 probe, APP: it had become 24)
_STILL_TREATED_AFTER_RE = re.compile(
    r"\s+(?:(?:are|is|were|was)\s+)?(?:(?:still|now)\s+)?(?:remain\w*\b|(?:under|receiving|undergoing)\s+(?:medical\s+)?treatment\b)",
    re.IGNORECASE,
)
_DEATH_WORD_RE = re.compile(r"\b(?:died|dies|dead|killed|killing|fatal\w*|slain|death)\b", re.IGNORECASE)


def one_of_them_died(text: str, reports: Sequence[CountReport]) -> list[CountReport]:
    """``reports`` with the hurt group lowered by one when the article says one of them has
    since died (:data:`ONE_OF_THEM_DIED_RE`) and reports a death: each exact injured figure
    of N (the number the phrase gives, else the article's largest), stated where its
    sentence tells no death, becomes N - 1 (GVA codes the one dead and N - 1 injured)."""
    if not any(r.kind == "killed" and r.value > 0 for r in reports):
        return list(reports)
    injured = [r for r in reports if r.kind == "injured" and r.qualifier == "exact" and not r.note]
    groups: set[int] = set()
    spans: list[tuple[int, int]] = []
    for m in ONE_OF_THEM_DIED_RE.finditer(text):
        n = words_to_int(m.group("n")) if m.group("n") else max((r.value for r in injured), default=None)
        if n is not None and n >= 2:
            groups.add(n)
            spans.append(m.span())
    if not groups:
        return list(reports)
    # the group's own figure ("one of the five people hospitalized") and the figures of
    # sentences that tell no death ("Five people were injured") counted the hurt before it
    return [
        replace(r, value=r.value - 1, min=r.min - 1, max=r.value - 1, note=f"{r.value} hurt, one of whom died")
        if r in injured and r.value in groups and not STILL_HURT_RE.search(r.evidence.text)
        and not _STILL_TREATED_AFTER_RE.match(text, r.evidence.end) and (
            any(a <= r.evidence.start < b for a, b in spans) or not _DEATH_WORD_RE.search(_sentence(text, r))
        )
        else r
        for r in reports
    ]


def _sentence(text: str, report: CountReport) -> str:
    start = max(text.rfind(". ", 0, report.evidence.start), text.rfind("\n", 0, report.evidence.start)) + 1
    ends = [i for i in (text.find(". ", report.evidence.end), text.find("\n", report.evidence.end)) if i >= 0]
    return text[start : min(ends) if ends else len(text)]
