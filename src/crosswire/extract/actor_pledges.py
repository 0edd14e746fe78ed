"""An attacker's pledge of allegiance to a group: a suspicion of the group.

"The gunman pledged allegiance to the Islamic State in a call to police" ties the attacker
to the group (a suspicion, not the group's claim); a group's own allegiance ("Abu Sayyaf,
which has pledged allegiance to ...") ties no attack to anyone. Used by
:mod:`crosswire.extract.actors`.
"""

from __future__ import annotations

import re

from crosswire.extract.actor_clauses import DOER_NOUNS
from crosswire.extract.actor_names import known_groups
from crosswire.extract.actor_spans import actors_in
from crosswire.extract.actor_suspects import SUSPECT_NOUNS, suspect_subject
from crosswire.nlp import ParsedArticle, Sentence

# "pledged allegiance to", "swore loyalty to".
PLEDGE_VERBS = frozenset(["pledged", "pledge", "pledges", "pledging", "swore", "sworn", "swears", "swearing"])
_OATH_NOUNS = frozenset(["allegiance", "loyalty", "fealty"])
# Nouns for the attackers a pledge is told of (singular and plural).
_ATTACKER_NOUNS = DOER_NOUNS | SUSPECT_NOUNS | frozenset(
    ["gunman", "attacker", "shooter", "assailant", "assailants", "perpetrators", "hijackers", "killers", "shooters"]
)
_POSTED_THINGS = frozenset(["video", "videos", "message", "messages", "post", "posts", "statement", "note", "letter", "recording"])
# The group's name right after "allegiance to", for a parse that reads the name as a verb
# ("pledged allegiance to ISIS in a 911 call": "to ISIS" as an infinitive).
_TO_NAME = re.compile(r"\s+to\s+(?:the\s+)?")
# How far after "allegiance to" the group's name is looked for, in characters.
_NAME_REACH = 60


def _poster_is_doer(verb) -> bool:
    """"The Army veteran who killed 14 people ... had posted videos pledging allegiance to
    the Islamic State group" (New Orleans 2025): a participle on the thing the doer posted,
    wrote or recorded."""
    if verb.dep_ == "acl" and verb.head.dep_ == "dobj":
        poster = verb.head.head
    elif verb.dep_ == "ccomp" and any(c.dep_ == "nsubj" and c.lower_ in _POSTED_THINGS for c in verb.children):
        poster = verb.head  # the parser's "posted [videos pledging allegiance]"
    else:
        return False
    return poster.pos_ == "VERB" and (suspect_subject(poster) or any(
        suspect_subject(v) for v in (poster.head,) if poster.dep_ == "conj"
    ))


def _oath_of(verb):
    """The oath noun a pledge verb is parsed as qualifying ("posted videos on Facebook
    pledging allegiance to ISIS": the parser makes "pledging" an adjective of
    "allegiance"), else None."""
    if verb.dep_ == "amod" and verb.head.lower_ in _OATH_NOUNS:
        return verb.head
    return None


def _oath_poster(oath):
    """The verb that governs an oath noun read as a thing ("had posted videos on Facebook
    pledging allegiance": "posted", through "on"), else None."""
    head = oath.head
    if oath.dep_ == "pobj" and head.dep_ == "prep":
        head = head.head
    elif oath.dep_ != "dobj":
        return None
    return head if head.pos_ in ("VERB", "AUX") else None


def _attacker(tok) -> bool:
    return tok.ent_type_ == "PERSON" or tok.lower_ in ("he", "she") or tok.lower_ in _ATTACKER_NOUNS


def pledger_is_doer(verb, subj) -> bool:
    """Whether the one who pledges (``subj`` of ``verb``) is the attacker: a person, a
    pronoun for one, an attacker noun; "who" for one ("the suspect, who had sworn
    allegiance", "the assailants were Arab citizens who had sworn allegiance": Hadera 2022
    probe); "they" after attackers named in the sentence ("the two gunmen had filmed a video
    in which they pledged allegiance")."""
    if _poster_is_doer(verb):
        return True
    if (oath := _oath_of(verb)) is not None:
        # "Omar Mateen had posted a message pledging allegiance to the Islamic State": the
        # one who posted it, a person, a pronoun for one or the attacker described
        poster = _oath_poster(oath)
        if poster is None:
            return False
        who = next((c for c in poster.children if c.dep_ == "nsubj"), None)
        return suspect_subject(poster) or (who is not None and who.lower_ not in ("who", "that", "they") and _attacker(who))
    if subj is None:
        return False
    if subj.lower_ in ("who", "that") and verb.dep_ == "relcl":
        head = verb.head
        if _attacker(head):
            return True
        # "X were citizens who ...": the copula's subject
        return head.dep_ == "attr" and any(c.dep_ == "nsubj" and _attacker(c) for c in head.head.children)
    if subj.lower_ == "they":
        return any(t.lower_ in _ATTACKER_NOUNS for t in subj.doc[: subj.i])
    return _attacker(subj)


def pledge_clause(verb):
    """The verb whose clause tells the pledge (for who says so): the posting verb of a
    pledge parsed as an adjective, else the pledge verb itself."""
    oath = _oath_of(verb)
    return (_oath_poster(oath) if oath is not None else None) or verb


def pledged_groups(verb, doc, sent: Sentence, pa: ParsedArticle) -> list[str]:
    """The groups ``verb`` pledges allegiance to (none when it pledges no allegiance)."""
    oaths = [c for c in verb.children if c.dep_ == "dobj" and c.lower_ in _OATH_NOUNS]
    if not oaths and (oath := _oath_of(verb)) is not None:
        oaths = [oath]
    if not oaths:
        return []
    heads = [c for c in verb.children if c.dep_ == "prep" and c.lower_ == "to"]
    heads += [t for o in oaths for t in o.children if t.dep_ == "prep" and t.lower_ == "to"]
    names = [name for h in heads for name, _, _ in actors_in(h, doc, sent, pa)]
    if not names:
        for o in oaths:
            end = sent.start + o.idx + len(o)
            if (m := _TO_NAME.match(pa.analysis_text, end)) is not None:
                names += [n for n, a, _ in known_groups(pa.analysis_text, m.end(), min(sent.end, m.end() + _NAME_REACH))
                          if a == m.end()]
    return names


__all__ = ["PLEDGE_VERBS", "pledge_clause", "pledged_groups", "pledger_is_doer"]
