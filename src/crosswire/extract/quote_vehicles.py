"""Statements, posts and messages that carry somebody's words: the speaker is who issued them.

"The Islamic State group said in a statement posted online that its fighters had '...'":
the statement is not the speaker, its issuer is. "'...,' the statement said" after "Samuel
Aruwan said in a statement on Tuesday that ..." is Aruwan's. Used by
:mod:`crosswire.extract.quotes`.
"""

from __future__ import annotations

import re

# Nouns of a vehicle of words: a statement, a post, a message.
VEHICLE_NOUNS = frozenset(
    """statement statements communique communiqué release post posts message messages video
    tweet tweets letter note notice bulletin update report""".split()
)
# "the statement", "the ministry's statement", "the joint statement" and nothing more.
_DEFINITE_VEHICLE = re.compile(
    r"(?i)^the\s+(?:[\w'’-]+\s+)?(" + "|".join(sorted(VEHICLE_NOUNS, key=len, reverse=True)) + r")$"
)


def is_vehicle(word: str) -> bool:
    """``word`` names a vehicle of somebody's words ("statement", "post")."""
    return word.lower() in VEHICLE_NOUNS


def issuer_in_phrase(doc, head) -> tuple[int, int] | None:
    """(start, end) in ``doc`` of the issuer a vehicle phrase names ("the IMF report stated",
    "the ministry's statement said"): the proper-noun compound or possessor of the vehicle
    noun ``head``; None when ``head`` is no vehicle or names no issuer."""
    if head.lower_ not in VEHICLE_NOUNS:
        return None
    mods = [c for c in head.children if c.i < head.i and (
        (c.dep_ == "compound" and c.pos_ == "PROPN") or (c.dep_ == "poss" and c.pos_ in ("PROPN", "NOUN"))
    )]
    if not mods:
        return None
    toks = [t for t in mods[0].subtree if t.dep_ not in ("case", "det") and not t.is_punct]
    if not toks:
        return None
    return toks[0].idx, toks[-1].idx + len(toks[-1])


def definite_vehicle(phrase: str) -> str | None:
    """The vehicle noun of a bare definite description ("the statement" -> "statement"),
    None for anything else ("the statement from the Interior Ministry" names its issuer)."""
    m = _DEFINITE_VEHICLE.match(phrase.strip(" ,"))
    return m.group(1).lower() if m else None


def mentions_vehicle(text: str, noun: str) -> bool:
    """``text`` (a cue's words) introduces the vehicle ``noun`` ("said in a statement")."""
    stem = noun.rstrip("s")
    return re.search(r"(?i)\b(?:a|an|its|his|her|their|the)\s+(?:[\w'’-]+\s+){0,2}" + re.escape(stem) + r"s?\b", text) is not None


# Verbs of putting out a vehicle of words ("North Korea's Foreign Ministry issued a
# statement"), as written (the pipeline has no lemmatizer): their subject is the issuer a
# later "the statement said" quotes. Not "sent": a letter sent to someone is quoted as the
# letter's words (PolNeAR dev's source of '"...," the letter reads' after "a group of
# parents sent a letter" is "the letter").
ISSUING_VERBS = frozenset(
    """issue issues issued issuing release releases released releasing publish publishes published
    post posts posted put puts circulated distributed""".split()
)


def issuing_subject(doc, noun: str):
    """The subject token of a verb that puts out the vehicle ``noun`` in ``doc`` ("The
    ministry issued a statement"), else None."""
    stem = noun.rstrip("s")
    for t in doc:
        if t.dep_ == "dobj" and t.lower_.rstrip("s") == stem and t.head.lower_ in ISSUING_VERBS:
            subj = next((c for c in t.head.children if c.dep_ == "nsubj"), None)
            if subj is not None:
                return subj
    return None


# A statement that carries somebody's words: the speaker is who issued it.
STATEMENT_FROM = re.compile(
    r"(?i)(?:the|a|an)\s+(?:[\w-]+\s+)?(?:statement|communiqu[eé]|press\s+release|post|message|video|audio\s+message)"
    r"\s+(?:from|by|of|issued\s+by|released\s+by|posted\s+by)\s+"
)


__all__ = [
    "ISSUING_VERBS",
    "STATEMENT_FROM",
    "VEHICLE_NOUNS",
    "definite_vehicle",
    "is_vehicle",
    "issuer_in_phrase",
    "issuing_subject",
    "mentions_vehicle",
]
