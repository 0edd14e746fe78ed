"""What a reported clause says about an attack: whether it makes its subject the doer
("X was behind the bombing", "X carried out the attack", "had fired the missile"), whether
it is negated or doubted, whose weapon caused it ("was caused by a failed rocket launch by X"),
and whether "rejected"/"dismissed" disowns an accusation or something else. Used by
:mod:`crosswire.extract.actors`.
"""

from __future__ import annotations

import re

from crosswire.extract.actor_spans import actors_in
from crosswire.nlp import ParsedArticle, Sentence

# Verbs by which a reported clause makes its subject the doer of an attack ("X carried out
# the attack", "X masterminded the bombing").
DOER_VERBS = frozenset(["carried", "perpetrated", "conducted", "orchestrated", "masterminded", "staged", "planned"])
ATTACK_NOUN = re.compile(
    r"(?i)\b(?:attacks?|bombings?|blasts?|explosions?|shootings?|killings?|assaults?|massacres?|ambush|"
    r"abductions?|kidnappings?|raids?|assassinations?)\b"
)

# "a rocket launched by X", "the bomb was planted by X": the agent of a weapon is its user.
WEAPON_VERBS = frozenset(["fired", "launched", "planted", "detonated", "dropped", "thrown", "hurled", "lobbed", "triggered"])
WEAPON_NOUN = re.compile(
    r"(?i)(?:rockets?|missiles?|bombs?|shells?|mortars?|drones?|devices?|grenades?|explosives?|"
    r"projectiles?|munitions?|IEDs?|attacks?|strikes?|airstrikes?|bombings?|blasts?|explosions?)$"
)

def accuses(clause) -> bool:
    """Whether a reported clause makes its subject the doer of the attack: "Ukraine was
    involved", "X was behind the bombing", "X was responsible for the attack", "X carried out
    the attack" (not "police were working to determine what was behind the shootings", nor
    "someone in the house had been involved with drugs")."""
    w = clause.lower_
    words = {c.lower_: c for c in clause.children}
    if w in ("involved", "responsible"):
        rest = [c for c in clause.children if c.dep_ == "prep"]
        return not rest or any(c.lower_ == "in" and ATTACK_NOUN.search(" ".join(t.text for t in c.subtree)) for c in rest) or any(
            c.lower_ == "for" and ATTACK_NOUN.search(" ".join(t.text for t in c.subtree)) for c in rest
        )
    if w in ("was", "were", "is", "are", "been", "be"):
        behind = words.get("behind")
        if behind is not None and ATTACK_NOUN.search(" ".join(t.text for t in behind.subtree)):
            return True
        resp = next((c for c in clause.children if c.lower_ == "responsible"), None)
        return resp is not None and accuses(resp)
    if w in DOER_VERBS:
        return bool(ATTACK_NOUN.search(" ".join(t.text for t in clause.subtree)))
    if w in WEAPON_USE_VERBS:
        # "Russian forces had fired the missile", "X launched the attack"
        return any(c.dep_ == "dobj" and (WEAPON_NOUN.search(c.text) or ATTACK_NOUN.fullmatch(c.text)) for c in clause.children)
    return False


# Verbs by which a reported clause makes its subject the user of a weapon or the doer of an
# attack named as its object ("had fired the missile", "committed a massacre").
WEAPON_USE_VERBS = frozenset(["fired", "launched", "detonated", "planted", "dropped", "committed", "targeted"])

def negated(tok) -> bool:
    """'no reason to believe', 'do not suspect'."""
    if any(c.dep_ == "neg" for c in tok.children):
        return True
    h = tok.head
    return h.i != tok.i and any(c.dep_ in ("neg", "det") and c.text.lower() == "no" for c in h.children)


# Words before a reported clause that turn a belief into a doubt ("it is highly unlikely
# Israel had any involvement", "not that ...").
_DOUBT_WORDS = frozenset(["unlikely", "not", "no", "never", "n't", "doubt", "doubts", "doubtful"])
# How many words before the clause's subject are searched for such a word.
DOUBT_WINDOW = 4


def doubted(doc, inner, clause) -> bool:
    if negated(clause) or any(c.dep_ == "neg" for c in clause.children):
        return True
    lo = max(0, inner.i - DOUBT_WINDOW)
    return any(t.text.lower() in _DOUBT_WORDS for t in doc[lo : inner.i])

# What "rejected"/"dismissed" disown: an accusation ("dismissed the allegation as baseless",
# "rejected any involvement"), not a proposal, an appeal or an official.
_ALLEGATION_NOUNS = frozenset(
    """accusation accusations allegation allegations claim claims charge charges suggestion
    suggestions report reports speculation insinuation insinuations assertion assertions notion
    idea blame responsibility involvement role link links connection charges statement""".split()
)
_REJECT_VERBS = frozenset(["rejected", "rejects", "reject", "dismissed", "dismisses", "dismiss"])


def rejects_other_thing(verb) -> bool:
    """Whether "rejected"/"dismissed" has an object that is no accusation ("Russia rejected
    the proposal", "the mayor dismissed the police chief")."""
    if verb.lower_ not in _REJECT_VERBS:
        return False
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    return obj is not None and obj.lower_ not in _ALLEGATION_NOUNS and obj.ent_type_ == ""


def cause_agents(clause, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """Who a passive "was caused by <a weapon or an attack> by X" names as its user."""
    if clause.lower_ not in ("caused", "triggered", "sparked", "set") or not any(c.dep_ == "auxpass" for c in clause.children):
        return []
    out: list[tuple[str, int, int]] = []
    for agent in (c for c in clause.children if c.dep_ == "agent"):
        for what in (p for p in agent.children if p.dep_ == "pobj"):
            words = [what, *(c for c in what.children if c.dep_ in ("compound", "amod"))]
            if not any(WEAPON_NOUN.search(t.text) or ATTACK_NOUN.fullmatch(t.text) for t in words):
                continue
            for by in (c for c in what.children if c.dep_ == "prep" and c.lower_ in ("by", "from")):
                out += actors_in(by, doc, sent, pa, people=True)
    return out


__all__ = [
    "ATTACK_NOUN", "DOER_VERBS", "WEAPON_NOUN", "WEAPON_USE_VERBS", "WEAPON_VERBS", "accuses", "cause_agents",
    "doubted", "negated", "rejects_other_thing",
]
