"""Suspicions (:mod:`crosswire.extract.actors`): "X is believed to be behind", "officials
suspect X", "attributed to X", "suspicion fell on X", "the evidence pointed to X", "the
hallmarks of X", "the work of X", an attacker's pledge to a group, an investigation of
whether X was involved, and a named group stated as the doer ("X militants stormed the hotel").
"""

from __future__ import annotations

from crosswire.extract.actor_agents import other_deeds
from crosswire.extract.actor_clauses import (
    ATTACK_NOUN,
    DOER_CUE,
    DOER_NOUNS,
    accuses,
    doubted,
    negated,
)
from crosswire.extract.actor_names import (
    known_groups,
)
from crosswire.extract.actor_pledges import (
    PLEDGE_VERBS,
    pledge_clause,
    pledged_groups,
    pledger_is_doer,
)
from crosswire.extract.actor_refs import (
    left_groups,
)
from crosswire.extract.actor_spans import (
    actors_in,
)
from crosswire.extract.actor_speakers import (
    according_to,
    phrase,
    speaker_of,
    subject,
)
from crosswire.extract.actor_stances import Findings, TokenView
from crosswire.extract.actor_words import (
    DOER_ATTACK_WORDS,
    EVIDENCE_NOUNS,
    KIN_GROUPS,
    PROBE_VERBS,
    TIE_NOUNS,
)
from crosswire.extract.perpetrators import violent_use

SUSPECT_VERBS = frozenset(["suspect", "suspects", "suspected", "believe", "believes", "believed", "attributed"])


# What may be attributed to a source without any blame: a figure or a telling.
_TOLD_THINGS = frozenset(
    ["figure", "figures", "toll", "number", "estimate", "statement", "statements", "comments", "remarks", "quote",
     "quotes", "words", "report", "reports", "account", "message", "post", "posts", "tally"]
)
# Subjects whose "led to X" points to a suspect ("all signs led to Iran"; not "the
# investigation led to the arrest of X").
_SIGN_NOUNS = frozenset(["signs", "indications", "clues", "arrows", "evidence", "trail", "tracks"])


def _points_to_tie(verb) -> bool:
    """Whether ``verb`` points to a tie ("pointed to the involvement of X")."""
    return any(c.dep_ == "prep" and c.lower_ == "to" and any(o.lower_ in TIE_NOUNS for o in c.children) for c in verb.children)


def suspicion_fell(v: TokenView, found: Findings) -> bool:
    """Suspicion falling on X ("suspicion fell on X"): whoever says so suspects X."""
    sent, doc, tok, w, subj = v.sent, v.doc, v.tok, v.w, v.subj
    pa = found.pa
    if w in ("fell", "falls", "fall", "falling", "fallen", "focused", "centred", "centered") and subj is not None and subj.lower_ == "suspicion":
        # "suspicion fell on the Baloch Liberation Army" ("U.S. officials said suspicion
        # fell on X": theirs; "suspicion is likely to fall on X")
        if any(c.dep_ == "mark" and c.lower_ in ("whether", "if") for c in tok.children):
            return True  # "It was not clear whether suspicion would fall on X": an open question
        by = speaker_of(tok, pa, sent) or according_to(tok, pa, sent)
        for c in tok.children:
            if c.dep_ == "prep" and c.lower_ in ("on", "upon"):
                for name, _, _ in actors_in(c, doc, sent, pa, people=True):
                    found.add(name, "suspected", sent, by)
        return True
    return False


def pointed_to(v: TokenView, found: Findings) -> bool:
    """Evidence or a finger pointing at X ("the evidence pointed to X", "all signs led to X")."""
    sent, doc, tok, w, subj, subj_name = v.sent, v.doc, v.tok, v.w, v.subj, v.subj_name
    pa = found.pa
    if (w in ("pointed", "points", "point", "pointing") or (
        # "Netanyahu said all signs led to Iran" (Burgas 2012 probe)
        w in ("led", "lead", "leads") and subj is not None and subj.lower_ in _SIGN_NOUNS
    )) and (
        (finger := any(c.dep_ == "dobj" and c.lower_ == "finger" for c in tok.children))
        or (subj is not None and subj.lower_ in EVIDENCE_NOUNS)
        or _points_to_tie(tok)  # "Intercepted calls ... pointed to the involvement of X"
    ):
        involved = not finger and _points_to_tie(tok)
        # "the evidence pointed to the PKK", "Officials pointed the finger at X"
        for c in tok.children:
            if c.dep_ == "prep" and c.lower_ == ("at" if finger else "to"):
                # ("pointed to the involvement of X": the "of" of the tie)
                tied = [p for o in c.children if o.lower_ in TIE_NOUNS for p in o.children if p.dep_ == "prep" and p.lower_ == "of"]
                for name, _, _ in (x for t in (tied if involved else [c]) for x in actors_in(t, doc, sent, pa, people=True)):
                    if finger:
                        found.add(name, "blamed", sent, subj_name)
                    else:
                        found.add(name, "suspected", sent, speaker_of(tok, pa, sent))
        return True
    return False


def pledged(v: TokenView, found: Findings) -> bool:
    """The attacker's pledge to a group ("the gunman pledged allegiance to X"): X suspected."""
    sent, doc, tok, w, subj = v.sent, v.doc, v.tok, v.w, v.subj
    pa = found.pa
    if w in PLEDGE_VERBS and pledger_is_doer(tok, subj):
        # "The gunman pledged allegiance to the Islamic State in a call to police": the
        # attacker ties himself to the group (a suspicion, not the group's claim)
        told = pledge_clause(tok)
        for name in pledged_groups(tok, doc, sent, pa):
            found.add(name, "suspected", sent, speaker_of(told, pa, sent) or according_to(told, pa, sent))
        return True
    return False


def bore_hallmarks(v: TokenView, found: Findings) -> bool:
    """The hallmarks of X ("the attack bore the hallmarks of X"): X suspected."""
    sent, doc, tok, w = v.sent, v.doc, v.tok, v.w
    pa = found.pa
    if w == "hallmarks":
        # "The attack bore the hallmarks of al-Qaeda"; "... of Boko Haram, or its offshoot
        # Islamic State West Africa Province" (Mubi 2018 probe: the parser hangs the
        # second on "hallmarks")
        for c in tok.children:
            if (c.dep_ == "prep" and c.lower_ == "of") or (c.dep_ == "conj" and c.lower_ in KIN_GROUPS):
                for name, _, _ in actors_in(c, doc, sent, pa, people=True):
                    found.add(name, "suspected", sent, None)
        return True
    return False


def work_of(v: TokenView, found: Findings) -> bool:
    """The attack called the work of X ("the attack was the work of X"): X suspected."""
    sent, doc, tok, w = v.sent, v.doc, v.tok, v.w
    pa = found.pa
    if w in ("work", "handiwork") and tok.dep_ == "attr" and (cop := subject(tok.head)) is not None and ATTACK_NOUN.fullmatch(cop.text):
        # "The attack was the work of the Islamic State, according to Iraqi officials";
        # "the military said the bombing was the handiwork of the BIFF" (Isulan 2018)
        for c in tok.children:
            if c.dep_ == "prep" and c.lower_ == "of":
                for name, _, _ in actors_in(c, doc, sent, pa, people=True):
                    found.add(name, "suspected", sent, according_to(tok.head, pa, sent) or speaker_of(tok.head, pa, sent))
        return True
    return False


def suspected(v: TokenView, found: Findings) -> bool:
    """A suspicion or belief ("officials suspect X", "X is believed to be behind", "attributed to X")."""
    sent, doc, tok, w, subj_name = v.sent, v.doc, v.tok, v.w, v.subj_name
    pa = found.pa
    if w in SUSPECT_VERBS and tok.pos_ == "VERB" and not negated(tok):
        if w == "attributed":
            thing = next((c for c in tok.children if c.dep_ in ("dobj", "nsubjpass")), tok.head if tok.dep_ == "acl" else None)
            if thing is not None and (thing.like_num or thing.lower_ in _TOLD_THINGS):
                return True  # "a figure of 11,300 attributed to the Libyan Red Crescent" (Derna 2023)
            for c in tok.children:
                if c.dep_ == "prep" and c.text.lower() == "to":
                    # (a name the NER calls a person: "attributed the attack to Ansarul Islam")
                    for name, _, _ in actors_in(c, doc, sent, pa, people=any(o.dep_ == "dobj" and ATTACK_NOUN.fullmatch(o.text) for o in tok.children)):
                        found.add(name, "suspected", sent, subj_name)
        elif tok.dep_ in ("ROOT", "conj", "ccomp", "relcl"):
            for c in tok.children:
                # "suspect the PKK" names a suspect; "believe the condolences of the
                # US" believes a thing said, "believe (that) X did it" suspects X
                # (the parser may make X the object, with "did it" hung on it)
                told = c.dep_ == "dobj" and any(t.pos_ == "VERB" for t in c.subtree)
                if c.dep_ in ("ccomp", "xcomp") or (c.dep_ == "dobj" and (w.startswith("suspect") or told)):
                    inner = subject(c) if c.dep_ != "dobj" else c
                    if inner is not None and inner.dep_ == "nsubj" and ATTACK_NOUN.fullmatch(inner.text):
                        continue  # "Menasha shooting occurred ...; suspect in custody"
                    if (c.dep_ == "xcomp" or (c.dep_ == "ccomp" and w.startswith("believ"))) and not DOER_CUE.search(
                        phrase(c, pa, sent)
                    ):
                        continue  # "The Ford F-150 pickup ... was believed to be the second attempted carjacking"
                    if inner is not None and not doubted(doc, inner, c):
                        # "suspect the attack was carried out by members of X": the
                        # passive clause's agent, not its subject, is the suspect
                        agents = [a for a in c.children if a.dep_ == "agent"] if inner.dep_ == "nsubjpass" else []
                        for head in agents or [inner]:
                            for name, _, _ in actors_in(head, doc, sent, pa):
                                found.add(name, "suspected", sent, subj_name)
            # "X is believed to be behind": the passive subject is the suspect (a
            # person or a group spaCy does not know, "Jamaat-ul-Ahrar ... was
            # suspected of being behind"); the subject of an active "believes" is
            # the one who believes
            passive = next((c for c in tok.children if c.dep_ == "nsubjpass"), None)
            if passive is not None and DOER_CUE.search(pa.analysis_text, sent.start + tok.idx, sent.end):
                # ("Daesh is suspected of carrying out the bombing, Erdogan said": his)
                by = speaker_of(tok, pa, sent) if tok.dep_ == "ccomp" else None
                for name, _, _ in actors_in(passive, doc, sent, pa, people=True):
                    found.add(name, "suspected", sent, by)
            elif w == "suspected" and any(c.dep_ == "auxpass" for c in tok.children):
                for name in left_groups(tok, doc, sent, pa):
                    found.add(name, "suspected", sent, subj_name)
        return True
    return False


def probed(v: TokenView, found: Findings) -> bool:
    """An investigation of whether X did it ("investigating whether X was involved"): X suspected."""
    sent, doc, tok, w, subj_name = v.sent, v.doc, v.tok, v.w, v.subj_name
    pa = found.pa
    if w in PROBE_VERBS and tok.pos_ == "VERB" and not negated(tok):
        # "authorities were investigating whether the Maute group was involved"
        for c in tok.children:
            inner = subject(c) if c.dep_ in ("ccomp", "advcl") else None
            if inner is not None and any(m.lower_ in ("whether", "if") for m in c.children) and accuses(c):
                # "whether the attack was carried out by the Islamic State": the agent
                agents = [a for a in c.children if a.dep_ == "agent"] if inner.dep_ == "nsubjpass" else []
                heads = agents or [inner]
                for name, _, _ in (x for h in heads for x in actors_in(h, doc, sent, pa, people=True)):
                    found.add(name, "suspected", sent, subj_name)
        return True
    return False


def _dateline_acl(verb, sent, dateline_end: int) -> bool:
    """Whether the parse made the lead's attack verb a participle of the doers it follows, which
    it hung on the dateline ("MAIDUGURI, Nigeria (Reuters) - Suspected Boko Haram militants
    killed at least 37 farmers": "killed" an acl of "militants", an apposition of MAIDUGURI;
    round-19 probe). An object says the verb is active ("militants killed in the raid" died)."""
    head = verb.head
    return (
        verb.dep_ == "acl" and head.i < verb.i and head.lower_ in DOER_NOUNS and head.dep_ == "appos"
        and sent.start + head.left_edge.idx >= dateline_end > sent.start
        and any(c.dep_ == "dobj" for c in verb.children)
    )


# What "fired" takes when it tells an attack ("fired dozens of rockets at northern Israel";
# not "fired the coach").
_FIRED_WEAPONS = frozenset(
    ["rocket", "rockets", "missile", "missiles", "mortar", "mortars", "shell", "shells", "shots", "volley", "volleys",
     "drone", "drones", "projectile", "projectiles", "grenade", "grenades", "bullets", "rounds"]
)


def _fired_weapon(verb) -> bool:
    """Whether "fired" has a weapon as its object ("fired dozens of rockets")."""
    for c in verb.children:
        if c.dep_ == "dobj" and (c.lower_ in _FIRED_WEAPONS or any(
            p.dep_ == "prep" and p.lower_ == "of" and any(o.lower_ in _FIRED_WEAPONS for o in p.children) for p in c.children
        )):
            return True
    return False


# Armed civilians named as the doers ("Israeli settlers set fire to homes": round-20 battery,
# no doer had been read; "Fulani herdsmen attacked the village").
_CROWD_DOERS = frozenset(["settlers", "herdsmen", "vigilantes"])


def stated_doer(v: TokenView, found: Findings) -> bool:
    """A named group as the attack verb's subject ("X militants stormed the hotel"): X suspected."""
    sent, doc, tok, w, subj, subj_actors = v.sent, v.doc, v.tok, v.w, v.subj, v.subj_actors
    pa, dateline_end = found.pa, found.dateline_end
    if subj is None and _dateline_acl(tok, sent, dateline_end):
        subj = tok.head  # "MAIDUGURI, Nigeria (Reuters) - Suspected Boko Haram militants killed 37 farmers"
    if w in DOER_ATTACK_WORDS and tok.pos_ == "VERB" and subj is not None and subj.dep_ in ("nsubj", "appos") and violent_use(tok) and (
        w != "fired" or _fired_weapon(tok)
    ):
        if other_deeds(tok):
            return True  # "The Islamic State group has carried out previous attacks on the Hazara community"
        # "Al Shabaab militants stormed the hotel": the outlet states the doer
        # (a name before "gunmen" is a group however spaCy tags it: "Boko Haram")
        if subj.lower_ in DOER_NOUNS or subj.lower_ in _CROWD_DOERS:
            for name, a, _ in actors_in(subj, doc, sent, pa, people=True):
                # "Gunmen killed ...": no name; "MAIDUGURI, Nigeria (AFP) - Jihadists
                # killed": the dateline is no doer
                if name.lower() not in DOER_NOUNS and a >= dateline_end:
                    found.add(name, "suspected", sent, None)
        elif known_groups(pa.text, sent.start + subj.left_edge.idx, sent.start + subj.idx + len(subj)):
            # (the subject's whole name: "Boko Haram abducted 276 schoolgirls", not "Haram")
            for name, _, _ in subj_actors:
                found.add(name, "suspected", sent, None)
        return True
    return False
