"""Blame for an attack (:mod:`crosswire.extract.actors`): "X blamed Y", "Y was blamed",
"X and Y blamed each other", "no doubt that Y was behind", "a cowardly act by Y",
"responsibility lies with Y".
"""

from __future__ import annotations

from crosswire import geo
from crosswire.extract.actor_agents import for_other_deeds
from crosswire.extract.actor_bodies import state_of
from crosswire.extract.actor_clauses import (
    ATTACK_NOUN,
    accuses,
    negated,
)
from crosswire.extract.actor_names import (
    as_country,
    known_groups,
)
from crosswire.extract.actor_refs import (
    antecedent,
    pronoun_object,
)
from crosswire.extract.actor_spans import (
    actors_in,
    behind_preposition,
    canonical,
)
from crosswire.extract.actor_speakers import (
    SAY_VERBS,
    according_to,
    by_phrase,
    phrase,
    speaker_of,
    speaker_phrase,
    subject,
)
from crosswire.extract.actor_stances import Findings, TokenView
from crosswire.extract.actor_words import (
    EACH_OTHER,
    ENEMY_NOUNS,
    GROUP_NOUN,
    PRONOUNS,
)

# Nouns a copula makes of the attack, whose "by X" names its doer ("this was a cowardly act
# by X", "an act of terror by X", "a crime committed by"... only "by" here).
_ACT_NOUNS = frozenset(["act", "acts", "crime", "crimes", "atrocity", "atrocities"])


def _of_objects(noun) -> list:
    """The objects of ``noun``'s "of" ("an act of terrorism by X": "by" may hang on
    "terrorism")."""
    return [o for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for o in c.children if o.dep_ == "pobj"]


BLAME_VERBS = frozenset(
    ["blamed", "blame", "blames", "blaming", "accused", "accuse", "accuses", "accusing", "pinned"]
)


def no_doubt(v: TokenView, found: Findings) -> None:
    """A certainty that X did it ("there was no doubt that X was behind the attacks"): the one certain blames X."""
    sent, doc, tok, w = v.sent, v.doc, v.tok, v.w
    pa = found.pa
    if w == "doubt" and tok.pos_ == "NOUN" and any(c.lower_ in ("no", "little") for c in tok.children):
        # "Acebes said there was no doubt that ETA was behind the attacks", "he had no
        # doubt that X was responsible": the certainty's clause accuses X
        holder = tok.head if tok.head.lower_ in ("have", "has", "had", "having") else None
        who = subject(holder) if holder is not None else None
        own = who is not None and who.lower_ not in PRONOUNS and who.lower_ not in ("he", "she", "i", "we", "they")
        by = (canonical(speaker_phrase(who, pa, sent)) if own else None) or (
            speaker_of(tok.head, pa, sent) or according_to(tok.head, pa, sent)
        )
        # (the parser hangs the clause on "doubt" or on the copula of "there was")
        for c in [*tok.children, *(x for x in tok.head.children if x.dep_ == "ccomp" and x.i > tok.i)]:
            inner = subject(c) if c.dep_ in ("acl", "ccomp") else None
            # (the clause's own "not" only: the "no" of "no doubt" is the head's)
            if inner is not None and accuses(c) and not any(x.dep_ == "neg" for x in c.children) and inner.lower_ not in ENEMY_NOUNS:
                for name, _, _ in actors_in(inner, doc, sent, pa):
                    found.add(name, "blamed", sent, by)


def blamed_passive(v: TokenView, found: Findings) -> bool:
    """A passive blame ("Y were blamed by residents for the massacre"): the agent blames Y."""
    sent, doc, tok, w = v.sent, v.doc, v.tok, v.w
    pa, dateline_end = found.pa, found.dateline_end
    if w in BLAME_VERBS and (passive := next((c for c in tok.children if c.dep_ == "nsubjpass"), None)) is not None:
        # "The Fulani herdsmen were blamed by residents for the massacre"
        agent = next((c for c in tok.children if c.dep_ == "agent"), None)
        by = by_phrase(agent, pa, sent)
        for name, a, _ in actors_in(passive, doc, sent, pa):
            # "X is accused of killing ..." in crime news is a charge against a
            # person: only a state or a known group is an accused party here
            state_or_group = geo.country_code(state_of(as_country(name))) or known_groups(name)
            if a >= dateline_end and (w.startswith("blam") or state_or_group):
                found.add(name, "blamed", sent, by)
        return True
    return False


def act_by(v: TokenView, found: Findings) -> bool:
    """The attack called an act by Y ("This was a cowardly act by Y"): the speaker blames Y."""
    sent, doc, tok, w = v.sent, v.doc, v.tok, v.w
    pa = found.pa
    if w in _ACT_NOUNS and tok.dep_ == "attr" and (cop := subject(tok.head)) is not None and (
        ATTACK_NOUN.fullmatch(cop.text) or cop.lower_ in ("this", "it", "that")
    ) and not negated(tok.head):
        # "'This was a cowardly act by the Boko Haram terrorists,' the governor said":
        # the speaker names the doer (as "the attack was carried out by X" does)
        by = speaker_of(tok.head, pa, sent) or according_to(tok.head, pa, sent)
        for c in (x for t in (tok, *_of_objects(tok)) for x in t.children):
            if c.dep_ == "prep" and c.lower_ == "by":
                for name, _, _ in actors_in(c, doc, sent, pa):
                    found.add(name, "blamed", sent, by)
        return True
    return False


# "India and Pakistan traded accusations over the attack", "The RSF and the army traded blame".
_TRADE_VERBS = frozenset(["traded", "trade", "trading", "trades", "exchanged"])
_BLAME_NOUNS = frozenset(["blame", "accusations", "charges", "allegations"])


def blamed_each_other(v: TokenView, found: Findings) -> bool:
    """Two parties blaming each other ("Kyiv and Moscow blamed each other", "India and
    Pakistan traded accusations")."""
    sent, tok, w, subj_actors = v.sent, v.tok, v.w, v.subj_actors
    pa = found.pa
    traded = w in _TRADE_VERBS and any(c.dep_ == "dobj" and c.lower_ in _BLAME_NOUNS for c in tok.children)
    if (traded or (w in BLAME_VERBS and EACH_OTHER.search(phrase(tok, pa, sent)))) and len(subj_actors) >= 2 and not negated(tok):
        # "Kyiv and Moscow blamed each other for the strike"
        for x, _, _ in subj_actors:
            for y, _, _ in subj_actors:
                if x != y:
                    found.add(y, "blamed", sent, x)
        return True
    return False


# Nouns for a group's members: "blamed fighters of the Rapid Support Forces" blames the group
# (round-20 battery: no one had been blamed), as "enemies of X" does not.
_MEMBER_NOUNS = frozenset(
    ["fighters", "members", "militants", "gunmen", "militiamen", "rebels", "elements", "operatives", "soldiers", "troops",
     "units", "cell", "cells", "faction", "factions", "wing", "commanders", "insurgents"]
)


def blamed(v: TokenView, found: Findings) -> bool:
    """An active blame or accusation ("X blamed Y", "X accused Y", "pinned the blame on Y")."""
    sent, doc, tok, w, subj, subj_actors, subj_name = v.sent, v.doc, v.tok, v.w, v.subj, v.subj_actors, v.subj_name
    pa, dateline_end, out = found.pa, found.dateline_end, found.out
    if w in BLAME_VERBS:
        if for_other_deeds(tok):
            return True  # "officials have previously blamed the TTP for similar attacks"
        blamer = subj_name
        if tok.tag_ == "VBG" and tok.dep_ in ("advcl", "acl") and (said := next(
            (x for x in tok.head.children if x.dep_ in ("parataxis", "ccomp") and x.lower_ in SAY_VERBS), None
        )) is not None and (teller := subject(said)) is not None and teller.lower_ not in PRONOUNS:
            # "A truck bomb killed 40 people ..., Turkey's defence ministry said, blaming
            # the Kurdish YPG militia": the one who said so blames (not the bomb)
            blamer = canonical(speaker_phrase(teller, pa, sent))
        elif tok.dep_ == "conj" and subj is not None and subj.dep_ == "nsubjpass" and subj.head.i != tok.i:
            # "Chinese state media say 29 people have been killed ... and have blamed
            # Xinjiang separatists": the parse joins "blamed" to the victims' verb; the
            # one who says so blames (Kunming 2014 probe)
            blamer = speaker_of(tok.head, pa, sent)
        elif tok.dep_ == "conj" and subj is not None and subj.head.i != tok.i and any(
            x.dep_ == "poss" and x.lower_ in ("its", "their") for x in subj.children
        ):
            # "Russia's Defense Ministry said its forces had struck ... and accused Kyiv of
            # using civilians as human shields": the parse joins "accused" to the reported
            # clause; the one who said so accuses (not "its forces")
            blamer = speaker_of(tok.head, pa, sent)
        for c in tok.children:
            if c.dep_ == "prep" and c.lower_ == "of":
                continue  # "accusing X of killing Y": the deed and its victims
            if c.dep_ == "prep" and c.lower_ not in ("on", "upon", "to"):
                continue  # "blamed the attack on militants in Pakistan": where, not who
            if c.dep_ in ("dobj", "prep", "dative") and (subj is None or c.i != subj.i):
                people = w.startswith("blam") and c.dep_ == "dobj"  # "blamed Boko Haram for"
                named = actors_in(c, doc, sent, pa, people=people) or pronoun_object(
                    tok, c, doc, sent, pa, dateline_end=dateline_end
                )
                if not named and c.dep_ == "dobj" and GROUP_NOUN.fullmatch(phrase(c, pa, sent)):
                    named = antecedent(c, doc, sent, pa, out)  # "blamed the militant group"
                for name, a, _ in named:
                    if behind_preposition(doc, a - sent.start, c) and c.lower_ not in _MEMBER_NOUNS:
                        continue  # "blamed enemies of the Islamic Republic"
                    if not subj_actors or name not in {x[0] for x in subj_actors}:
                        found.add(name, "blamed", sent, blamer)
        return True
    return False


def lies_with(v: TokenView, found: Findings) -> bool:
    """Responsibility said to lie with Y ("responsibility lies with Y")."""
    sent, doc, low, tok, w = v.sent, v.doc, v.low, v.tok, v.w
    pa = found.pa
    if w == "lies" and "responsib" in low:
        for c in tok.children:
            if c.dep_ == "prep" and c.text.lower() == "with":
                for name, _, _ in actors_in(c, doc, sent, pa):
                    found.add(name, "blamed", sent, None)
        return True
    return False


# The forms of "bear" whose object "responsibility" lays the blame on the subject.
_BEAR_FORMS = frozenset(["bear", "bears", "bore", "borne", "bearing"])
# The dead a responsibility may be for ("bore full responsibility for the deaths").
_DEATH_NOUNS = frozenset(["deaths", "death", "killing", "killings", "casualties", "crime", "crimes", "consequences", "bloodshed"])


def bears_responsibility(v: TokenView, found: Findings) -> bool:
    """X said to bear responsibility ("Hamas said Israel bore full responsibility for the
    deaths", "'The RSF bears full responsibility for this massacre,' the army said"): whoever
    says so blames X (round-19 probe: no stance had been read)."""
    sent, doc, tok, w = v.sent, v.doc, v.tok, v.w
    pa = found.pa
    if w not in _BEAR_FORMS or negated(tok) or not any(c.dep_ == "dobj" and c.lower_ == "responsibility" for c in tok.children):
        return False
    # (the verb's own subject: a subject the parse carries over from another clause is none)
    subj = next((c for c in tok.children if c.dep_ == "nsubj" and c.i < tok.i), None)
    # ... for the attack or its dead, or for nothing named ("bears full responsibility"; not
    # "for the safety of civilians")
    # (the "for" hung on the verb or on "responsibility")
    heads = [tok, *(c for c in tok.children if c.dep_ == "dobj")]
    deeds = [o for h in heads for c in h.children if c.dep_ == "prep" and c.lower_ == "for" for o in c.children if o.dep_ == "pobj"]
    if subj is None or any(not (ATTACK_NOUN.fullmatch(o.text) or o.lower_ in _DEATH_NOUNS) for o in deeds):
        return True
    by = speaker_of(tok, pa, sent) or according_to(tok, pa, sent)
    for name, _, _ in actors_in(subj, doc, sent, pa, people=True):
        found.add(name, "blamed", sent, by)
    return True
