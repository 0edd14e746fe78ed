"""Denials (:mod:`crosswire.extract.actors`): "X denied any role", "X was not involved",
"X withdrew its claim", and the denials that disown something else (a tie, another's claim),
which mark their sentence so that no stance is taken from it.
"""

from __future__ import annotations

from crosswire.extract.actor_clauses import (
    ALLEGATION_NOUNS,
    ATTACK_NOUN,
    FALSE_WORDS,
    INVOLVED,
    calls_false,
    denies_other_claim,
    denies_other_fact,
    is_passive,
    negated,
    neither_nor,
    proper_denier,
    rejects_other_thing,
)
from crosswire.extract.actor_refs import (
    antecedent,
    sentence_index,
)
from crosswire.extract.actor_spans import (
    actors_in,
    behind_preposition,
)
from crosswire.extract.actor_speakers import SAY_VERBS
from crosswire.extract.actor_stances import Findings, TokenView
from crosswire.extract.actor_words import (
    BY,
    DENY_VERBS,
)

# Nouns for an accusation, whose modifier names the accuser ("the Israeli accusation").
_ACCUSATION_NOUNS = frozenset(
    ["accusation", "accusations", "allegation", "allegations", "charge", "charges", "claim", "claims", "assertion",
     "assertions", "suggestion", "suggestions", "report", "reports"]
)
# Verbs that take back a claim ("withdrew its claim", "retracted the claim").
_RETRACT_VERBS = frozenset(["withdrew", "withdrawn", "withdraws", "retracted", "retracts", "recanted", "revoked"])


def _the_claim(verb) -> bool:
    """Whether ``verb``'s object is "the claim" (or "that claim", "the group's claim") with
    nothing after it: the claim of responsibility just told."""
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if obj is None or obj.lower_ not in ("claim", "claims"):
        return False
    before = [c for c in obj.children if c.i < obj.i]
    after = [c for c in obj.children if c.i > obj.i]
    return not after and any(c.lower_ in ("the", "that", "this", "its", "their") or c.dep_ == "poss" for c in before)


def withdrew_claim(v: TokenView, found: Findings) -> bool:
    """A claim taken back ("X later withdrew its claim"): X denies."""
    sent, doc, tok, w, subj, subj_actors = v.sent, v.doc, v.tok, v.w, v.subj, v.subj_actors
    pa, out = found.pa, found.out
    if w in _RETRACT_VERBS and tok.pos_ == "VERB" and not negated(tok) and any(
        c.dep_ == "dobj" and c.lower_ in ("claim", "claims") for c in tok.children
    ):
        # "The Resistance Front initially claimed the attack but later withdrew its
        # claim": the claim disowned (both are kept, as a coder notes a retraction)
        for name, _, _ in subj_actors or antecedent(subj, doc, sent, pa, out):
            found.add(name, "denied", sent, name)
        return True
    return False


def denied_tie(v: TokenView, found: Findings) -> bool:
    """A denial of a tie, not of a role in the attack ("..., which the group denies"): the sentence gives no denial."""
    sent, tok, w = v.sent, v.tok, v.w
    pa, off_claims = found.pa, found.off_claims
    if w in DENY_VERBS and tok.dep_ == "relcl" and any(c.dep_ == "dobj" and c.lower_ in ("which", "that") for c in tok.children) and not (
        ATTACK_NOUN.search(told := pa.analysis_text[sent.start : sent.start + tok.idx]) or INVOLVED.search(told)
    ):
        # "Turkish officials have long said TAK is a front for the PKK, which the group
        # denies": a denial of a tie, not of a role in the attack (Besiktas 2016 probe)
        off_claims.add(sent.index)
        return True
    return False


def disowned_other(v: TokenView, found: Findings) -> bool:
    """A denial of another's claim or of some other fact: the sentence gives no stance."""
    sent, tok, w, subj_name = v.sent, v.tok, v.w, v.subj_name
    pa, out, off_claims = found.pa, found.out, found.off_claims
    if w in DENY_VERBS and (denies_other_claim(tok) or denies_other_fact(tok) or neither_nor(tok) or (
        # "An affiliate of the Islamic State group claimed it brought down the plane.
        # Egyptian Prime Minister Sherif Ismail dismissed the claim": a doubt about
        # another's claim just told, no denial of a role (Metrojet 2015 probe)
        _the_claim(tok) and any(a.stance == "claimed" and a.asserted_by != subj_name
                                and sentence_index(pa, a.evidence.start) in (sent.index, sent.index - 1) for a in out)
    )):
        off_claims.add(sent.index)  # no stance, and none from the scorer below either
        return True
    return False


def _speaker_itself(subj, doc, sent, pa) -> list:
    """The speaker a pronoun subject of its reported clause stands for ("The Arakan Army said it
    had seized the town ..., but denied killing civilians": round-20 battery, no one had
    denied), else []."""
    if subj is None or subj.lower_ not in ("it", "they"):
        return []
    h = subj.head
    while h.dep_ == "conj" and h.head.i != h.i:
        h = h.head
    if h.dep_ != "ccomp" or h.head.lower_ not in SAY_VERBS:
        return []
    speaker = next((c for c in h.head.children if c.dep_ == "nsubj"), None)
    return actors_in(speaker, doc, sent, pa) if speaker is not None else []


def denied(v: TokenView, found: Findings) -> bool:
    """A denial of a role ("X denied any involvement", "X was not involved", "X called it false")."""
    sent, doc, tok, w, subj, subj_actors, subj_name = v.sent, v.doc, v.tok, v.w, v.subj, v.subj_actors, v.subj_name
    pa, out = found.pa, found.out
    if (w in DENY_VERBS and not rejects_other_thing(tok) and not is_passive(tok)) or (
        w == "involved" and any(c.dep_ == "neg" for c in tok.children)
    ) or calls_false(tok):
        for name, _, _ in subj_actors or _speaker_itself(subj, doc, sent, pa) or antecedent(subj, doc, sent, pa, out):
            found.add(name, "denied", sent, subj_name)
        if not subj_actors and w in DENY_VERBS:
            for name, _, _ in proper_denier(tok, subj, doc, sent, pa):
                found.add(name, "denied", sent, name)
        if w in ("rejected", "rejects", "dismissed", "denied"):
            for c in tok.children:
                if c.dep_ == "dobj":
                    for name, a, b in actors_in(c, doc, sent, pa):
                        # "rejected Hamas's claims", "dismissed a claim of responsibility by X"
                        # ("denied the Israeli accusation": the accuser, named before the noun)
                        accuser = c.lower_ in _ACCUSATION_NOUNS and b <= sent.start + c.idx
                        if pa.text[b : b + 2] not in ("'s", "’s") and not accuser and not behind_preposition(doc, a - sent.start, c, preps=BY):
                            found.add(name, "denied", sent, subj_name)
        return True
    return False


# What an allegation said to be false is of ("reports of its involvement", "claims of Russian
# involvement").
_ROLE_NOUNS = frozenset(["involvement", "role", "responsibility", "participation", "complicity", "links", "link"])


def said_false(v: TokenView, found: Findings) -> bool:
    """An allegation of one's role said to be false ("The RSF said reports of its involvement
    were false", "The Kremlin said the claims of Russian involvement were nonsense"): the
    speaker denies (round-19 probe: no stance had been read)."""
    sent, tok, w, subj_actors, subj_name = v.sent, v.tok, v.w, v.subj_actors, v.subj_name
    if w not in SAY_VERBS or not subj_actors:
        return False
    for c in tok.children:
        if c.dep_ != "ccomp" or c.lemma_ != "be" or negated(c):
            continue
        false = any(x.dep_ in ("acomp", "attr") and x.lower_ in FALSE_WORDS for x in c.children)
        alleged = next((x for x in c.children if x.dep_ == "nsubj" and x.lower_ in ALLEGATION_NOUNS), None)
        of_role = alleged is not None and any(
            p.dep_ == "prep" and p.lower_ == "of" and any(o.lower_ in _ROLE_NOUNS for o in p.children) for p in alleged.children
        )
        if false and of_role:
            for name, _, _ in subj_actors:
                found.add(name, "denied", sent, subj_name)
            return True
    return False
