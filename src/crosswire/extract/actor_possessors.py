"""Possessors, parents and branches among the actor names of one phrase.

:func:`_branches` joins a possessor and its branch into one name ("the Islamic State's
Khorasan branch"); :func:`_possessors` drops the names made adjectives ("al Qaeda-linked")
and the possessors that only place or parent another ("Somalia's al Shabaab group"), and
keeps a state whose organ speaks for it ("Russia's Defense Ministry" is Russia). Used by
:func:`crosswire.extract.actor_spans.actors_in`.
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.extract.actor_names import LINKED_SUFFIX, known_groups

# "the Islamic State's Khorasan branch": one actor, not the parent and the branch apart.
_POSSESSIVE_GAP = re.compile(r"['’]s\s+$")
_BRANCH_AFTER = re.compile(
    r"\s+(?:branch|affiliate|wing|faction|province|chapter|offshoot|franchise)\b", re.IGNORECASE
)


def _branches(names: list[tuple[str, int, int]], text: str) -> list[tuple[str, int, int]]:
    """Join a possessor and its branch ("Islamic State's Khorasan branch") into one name; a
    branch the phrase goes on to name ("ISIL's Afghanistan branch, ISIS-K,": Kabul 2021) is
    that name alone."""
    out: list[tuple[str, int, int]] = []
    for name, a, b in names:
        if out:
            prev_a, prev_b = out[-1][1], out[-1][2]
            m = _BRANCH_AFTER.match(text, b)
            if m and prev_b <= a and _POSSESSIVE_GAP.fullmatch(text[prev_b:a] or "-"):
                out[-1] = (text[prev_a : m.end()], prev_a, m.end())
                continue
            if _BRANCH_AFTER.search(out[-1][0]) and re.fullmatch(r",\s*", text[prev_b:a]) and _whole_known(name):
                out[-1] = (name, a, b)
                continue
        out.append((name, a, b))
    return out


_POSSESSIVE = re.compile(r"['’]s?(?=\s)")
_LINKED = re.compile(LINKED_SUFFIX, re.I)  # "the al Qaeda-linked group": no actor


# A name before one of these nouns is the parent of the group the phrase goes on to name
# ("the al Qaeda affiliate JNIM", "the Islamic State offshoot ISWAP"); alone it stays.
_PARENT_NOUN = re.compile(r"\s+(?:affiliate|offshoot|branch|franchise|proxy|splinter\s+group)\b", re.I)


# A state's organs speak for the state ("Russia's Defense Ministry", "Israel's military").
_ORGAN_WORDS = (
    r"(?:ministry|ministers?|military|army|government|forces|police|office|agency|navy|air\s+force|"
    r"intelligence|security\s+services?|embassy|cabinet|presidency|parliament|junta|"
    r"revolutionary\s+guards?(?:\s+corps)?)"
)
_STATE_ORGAN = re.compile(r"(?i)\b" + _ORGAN_WORDS + r"$")


# Words of an armed group's name that no state organ has ("Colombia's National Liberation
# Army" is the ELN, not Colombia's army).
_REBEL_NAME = re.compile(
    r"\b(?:Liberation|Revolutionary|Resistance|Independence|Republican|Rebel|Salvation|People['’]s|Popular)\b"
)
def _whole_known(name: str) -> bool:
    """Whether ``name`` is one well-known group, all of it."""
    k = known_groups(name)
    return len(k) == 1 and k[0][1] == 0 and k[0][2] == len(name)


# Iran's Revolutionary Guards are the state's, though "Revolutionary" names rebels elsewhere.
_GUARDS = re.compile(r"(?i)\brevolutionary\s+guards?\b")
# An owner's possessive followed by a state organ that is no name ("Sudan's army",
# "Pakistan's foreign office").
_ORGAN_AFTER = re.compile(r"(?:['’]s)?\s+(?:[a-z][\w-]*\s+){0,2}?" + _ORGAN_WORDS + r"\b")


# A state made the backer of unnamed fighters ("Pakistan-backed terrorists", "India-sponsored
# proxies"): the state is the one blamed (Poonch 2023, Khuzdar 2025 probes). Not when a name
# follows ("Iran-backed Houthi rebels", "Iran-backed militia Kataib Hezbollah": the group).
_SPONSORED_FIGHTERS = re.compile(
    r"[-‐](?:backed|sponsored|supported|funded|financed)['’\"”]?\s+(?:[a-z][\w-]*\s+){0,2}?"
    r"(?:terrorists?|militants?|prox(?:y|ies)|gunmen|insurgents?|rebels?|separatists?|mercenaries|agents?|elements"
    r"|saboteurs?|operatives?|infiltrators?)\b(?!\s+[A-Z])"
)


def _state_sponsor(name: tuple[str, int, int], text: str) -> bool:
    state = geo.country_code(name[0]) or geo.DEMONYMS.get(name[0].lower())  # "Indian-backed militants"
    return bool(_SPONSORED_FIGHTERS.match(text, name[2])) and bool(state)


def _possessors(names: list[tuple[str, int, int]], text: str) -> list[tuple[str, int, int]]:
    """Names less those made adjectives ("al Qaeda-linked") and the possessors that only place or parent another ("Somalia's al Shabaab
    group", "JNIM, al-Qaeda's Sahel affiliate"): a possessor goes when the phrase names an
    actor that is no possessor. A possessor alone stays ("India's spy agency" is India)."""
    names = [n for n in names if not _LINKED.match(text, n[2]) or _state_sponsor(n, text)]
    parents = [n for n in names if _PARENT_NOUN.match(text, n[2])]
    if parents and len(parents) < len(names):
        names = [n for n in names if n not in parents]  # "the al Qaeda affiliate JNIM"
    owners = [n for n in names if _POSSESSIVE.match(text, n[2]) or re.search(r"['’]s$", n[0])]
    if not owners or len(owners) == len(names):
        return names
    others = [n for n in names if n not in owners]
    # "Russia's Defense Ministry denied": Russia denied (the organ right after its owner;
    # "Sudan's army and the Rapid Support Forces" are two)
    # (a known group is no organ: "Sudan's Rapid Support Forces denied" is the RSF)
    organs = [n for n in others if _STATE_ORGAN.search(n[0]) and not _whole_known(n[0]) and (
        not _REBEL_NAME.search(n[0]) or _GUARDS.search(n[0])) and any(re.fullmatch(r"(?:['’]s)?\s+", text[o[2] : n[1]]) for o in owners)]
    # "Sudan's army and the Rapid Support Forces": an owner of an organ word is an actor too
    organ_owners = [o for o in owners if _ORGAN_AFTER.match(text, o[2])]
    if organs or organ_owners:
        return sorted(owners + [n for n in others if n not in organs], key=lambda n: n[1])
    return others
