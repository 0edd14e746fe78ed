"""Claims of an attack (:mod:`crosswire.extract.actors`): "X claimed responsibility", "took
credit", "an attack claimed by X", "a claim of responsibility by X", "X claimed the attack",
and a group owning the attacker as one of its soldiers.
"""

from __future__ import annotations

from crosswire.extract.actor_clauses import (
    ATTACK_NOUN,
    claim_by,
    claims_other_events,
    is_passive,
    listed_claimants,
    negated,
)
from crosswire.extract.actor_names import (
    known_groups,
)
from crosswire.extract.actor_refs import (
    antecedent,
)
from crosswire.extract.actor_spans import (
    actors_in,
)
from crosswire.extract.actor_speakers import (
    SAY_VERBS,
    phrase,
    subject,
)
from crosswire.extract.actor_stances import Findings, TokenView
from crosswire.extract.actor_words import (
    CLAIMED_DEED,
    ISSUE_VERBS,
    OWN_ATTACK_WORDS,
    SOLDIER_CLAIM,
)

# "took responsibility", "accepted responsibility", "assumed responsibility".
TAKE_VERBS = frozenset(["took", "takes", "taken", "accepted", "accepts", "assumed", "assumes"])


def _takes_credit(obj) -> bool:
    """'took responsibility for the bombing' (not 'taken no responsibility', nor 'has taken
    full responsibility for leaving the gun unsecured')."""
    if obj.dep_ != "dobj" or obj.lower_ not in ("responsibility", "credit"):
        return False
    if any(c.lower_ == "no" for c in obj.children):
        return False
    why = [c for c in obj.children if c.dep_ == "prep" and c.lower_ == "for"]
    return not why or any(ATTACK_NOUN.search(" ".join(t.text for t in c.subtree)) for c in why)


CLAIM_VERBS = frozenset(["claimed", "claim", "claims", "claiming", "admitted", "admit", "admits", "acknowledged"])


def claims_responsibility(verb, low: str) -> bool:
    """``verb`` makes a claim not negated ("claimed responsibility", "took credit")."""
    w = verb.lower_
    return not negated(verb) and (
        (w in CLAIM_VERBS and "responsib" in low) or (w in TAKE_VERBS and any(_takes_credit(c) for c in verb.children))
    )


def claimed_soldier(v: TokenView, found: Findings) -> None:
    """A group owning the attacker as one of its 'soldiers' claims the act."""
    sent, low, tok, w, subj_actors = v.sent, v.low, v.tok, v.w, v.subj_actors
    if (w in SAY_VERBS or w in CLAIM_VERBS) and SOLDIER_CLAIM.search(low) and tok.dep_ == "ROOT":
        # "Islamic State has said the man who drove a lorry into crowds in Nice ... was
        # one of its 'soldiers'" (Nice 2016): a group owning the attacker claims the act
        for name, _, _ in subj_actors:
            if known_groups(name):
                found.add(name, "claimed", sent, name)


def issued_claim(v: TokenView, found: Findings) -> bool:
    """A claim of responsibility made or issued ("X made a purported claim of responsibility"): the issuer claims."""
    sent, doc, low, tok, w = v.sent, v.doc, v.low, v.tok, v.w
    pa = found.pa
    if w in ("claim", "claims") and tok.pos_ == "NOUN" and tok.dep_ == "dobj" and (
        "responsib" in low or any(c.lower_ == "for" and ATTACK_NOUN.search(phrase(c, pa, sent)) for c in tok.children)
    ) and (tok.head.lower_ in ISSUE_VERBS and not negated(tok.head)):
        # "The Islamic State made a purported claim of responsibility"
        issuer = subject(tok.head)
        for name, _, _ in actors_in(issuer, doc, sent, pa, people=True) if issuer is not None else []:
            found.add(name, "claimed", sent, name)
        return True
    return False


def claim_made_by(v: TokenView, found: Findings) -> bool:
    """A claim of responsibility by X ("A claim of responsibility by X could not be verified"): X claims."""
    sent, doc, low, tok, w = v.sent, v.doc, v.low, v.tok, v.w
    pa = found.pa
    if w in ("claim", "claims") and tok.pos_ == "NOUN" and "responsib" in low and (by_prep := claim_by(tok)) is not None:
        # "A claim of responsibility by the Islamic State could not be verified"
        for name, _, _ in actors_in(by_prep, doc, sent, pa, people=True):
            found.add(name, "claimed", sent, name)
        return True
    return False


def claimed_by_agent(v: TokenView, found: Findings) -> bool:
    """An attack or responsibility claimed by X ("an attack claimed by X"): X claims."""
    sent, doc, tok, w = v.sent, v.doc, v.tok, v.w
    pa = found.pa
    if w in CLAIM_VERBS and any(c.dep_ == "agent" for c in tok.children):
        # "an attack claimed by Islamic State", "Responsibility was claimed by ..."
        for c in tok.children:
            if c.dep_ == "agent":
                for name, _, _ in actors_in(c, doc, sent, pa, people=True):
                    found.add(name, "claimed", sent, name)
        return True
    return False


def claimed_other_events(v: TokenView, found: Findings) -> bool:
    """A claim of other attacks ("X has claimed several previous attacks"): no stance."""
    tok, w = v.tok, v.w
    if w in CLAIM_VERBS and claims_other_events(tok):
        pass  # "The Islamic State has claimed several previous attacks on Hazara targets"
        return True
    return False


def claimed_responsibility(v: TokenView, found: Findings) -> bool:
    """A claim of responsibility or credit ("X claimed responsibility", "took credit"); negated, a sentence with no claim."""
    sent, doc, low, tok, w, subj, claimants = v.sent, v.doc, v.low, v.tok, v.w, v.subj, v.claimants
    pa, out, off_claims, unclaimed = found.pa, found.out, found.off_claims, found.unclaimed
    if (w in CLAIM_VERBS and "responsib" in low) or (
        w in TAKE_VERBS and any(_takes_credit(c) for c in tok.children)
    ):
        if negated(tok):
            # "Israel did not claim responsibility": neither a claim nor a denial
            off_claims.add(sent.index)
            unclaimed.add(sent.index)
            return True
        # ("a man ... claimed responsibility for the attacks on behalf of al-Qaida": the
        # group he speaks for, not his accent's country; Madrid 2004 probe)
        behalf = [x for b in doc if b.lower_ == "behalf" for o in b.children if o.dep_ == "prep" and o.lower_ == "of"
                  for x in actors_in(o, doc, sent, pa, people=True)]
        for name, _, _ in behalf or claimants or listed_claimants(tok, subj, doc, sent, pa) or antecedent(subj, doc, sent, pa, out):
            found.add(name, "claimed", sent, name)
        return True
    return False


# What a claimant shoots down in its defence ("claimed to have shot down 30 drones"): no attack.
_PROJECTILES = frozenset(["drone", "drones", "missile", "missiles", "rocket", "rockets", "projectile", "projectiles"])


def _claimed_to_have_done(verb) -> bool:
    """Whether ``verb`` claims a violent deed in the perfect infinitive ("ISWAP claimed to
    have killed 20 soldiers in the attack"; round-19 probe: read as a suspicion only)."""
    return any(
        c.dep_ == "xcomp" and c.lower_ in OWN_ATTACK_WORDS and any(a.lower_ == "have" for a in c.children)
        and any(o.dep_ == "dobj" for o in c.children)
        and not any(o.dep_ == "dobj" and o.lower_ in _PROJECTILES for o in c.children)
        for c in verb.children
    )


def claimed_deed(v: TokenView, found: Findings) -> bool:
    """The attack itself claimed or owned ("X claimed the attack", "X owned the attack")."""
    sent, doc, tok, w, subj, claimants = v.sent, v.doc, v.tok, v.w, v.subj, v.claimants
    pa, out = found.pa, found.out
    if (w in CLAIM_VERBS or (w in ("owned", "owns") and not is_passive(tok))) and (any(
        # ("owned the attack": South Asian English for claiming it; not "a shed owned by X";
        # "a Twitter account linked to Islamic State also claimed it": the attack)
        c.dep_ == "dobj" and (CLAIMED_DEED.fullmatch(c.text) or c.lower_ == "responsibility" or (
            c.lower_ == "it" and w in CLAIM_VERBS and c.i == tok.i + 1 and not list(c.children)
        )) for c in tok.children
    ) or (w in CLAIM_VERBS and _claimed_to_have_done(tok))):
        # "Islamic State claimed the attack", "The Houthis claimed the drone attack"
        if not negated(tok):
            for name, _, _ in claimants or antecedent(subj, doc, sent, pa, out):
                found.add(name, "claimed", sent, name)
        return True
    return False
