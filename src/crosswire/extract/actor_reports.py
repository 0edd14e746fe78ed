"""What a speaker says of the attack (:mod:`crosswire.extract.actors`): a reported clause
naming the doer ("Russia has suggested that Ukraine was involved": blame; in a claim, a
claim) and a group speaking of its own deed ("The Islamic State group said it was behind
the attack": a claim; "... said the group was not involved": a denial).
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.extract.actor_blames import BLAME_VERBS
from crosswire.extract.actor_bodies import state_of
from crosswire.extract.actor_claims import CLAIM_VERBS, claims_responsibility
from crosswire.extract.actor_clauses import (
    ATTACK_NOUN,
    INVOLVED,
    RETALIATION,
    accuses,
    cause_agents,
    doers_group,
    doubted,
    hedged,
    negated,
    reported_clauses,
)
from crosswire.extract.actor_names import (
    as_country,
    known_groups,
    known_name,
)
from crosswire.extract.actor_refs import (
    antecedent,
)
from crosswire.extract.actor_spans import (
    actors_in,
    canonical,
)
from crosswire.extract.actor_speakers import (
    SAY_VERBS,
    core_phrase,
    phrase,
    subject,
)
from crosswire.extract.actor_stances import Findings, TokenView
from crosswire.extract.actor_suspicions import SUSPECT_VERBS
from crosswire.extract.actor_words import (
    ALLEGE_VERBS,
    BE_FORMS,
    DENY_VERBS,
    DOER_ATTACK_WORDS,
    ENEMY_NOUNS,
    FOUND_NO_TIE,
    GROUP_SELF,
    HELD_WORDS,
    INSIDE_SOURCE,
    NO_ROLE,
    OWN_ATTACK_WORDS,
    OWN_DEED,
    SELF_REFERENCE,
    TELL_VERBS,
    TITLED,
)
from crosswire.nlp import ParsedArticle, Sentence

_STANCE_WORDS = CLAIM_VERBS | BLAME_VERBS | DENY_VERBS | SUSPECT_VERBS
# What a defender shoots down ("said it had shot down several drones"; a plane downed is an
# attack: crosswire.extract.actor_words.OWN_DEED).
_PROJECTILES = frozenset(["drone", "drones", "missile", "missiles", "rocket", "rockets", "projectile", "projectiles"])


def _intercepted(verb) -> bool:
    """Whether ``verb`` shoots down projectiles ("shot down several drones")."""
    return verb.lower_ == "shot" and any(x.dep_ == "prt" and x.lower_ == "down" for x in verb.children) and any(
        x.dep_ == "dobj" and x.lower_ in _PROJECTILES for x in verb.children
    )


# Words of a group's media arm ("Al-Shabaab's Radio Andalus", "the group's Amaq news agency").
_MEDIA_WORDS = re.compile(r"(?i)\b(?:news|agency|radio|media|channel|outlet|website|television|tv|magazine|newspaper|station)\b")


# A state's answer to an attack told as its own deed: a counter-offensive, a follow-up
# operation, a strike after the attack, the attackers killed ("The Nigerien army said it had
# killed dozens of the assailants in a counter-offensive", "Pakistan's army said it killed 11
# militants in a follow-up operation after the attack": round-20 battery, had been claims).
_STATE_ANSWER = re.compile(
    r"(?i)\b(?:counter[- ]?(?:offensives?|attacks?|operations?|strikes?|terrorism\s+operations?)|"
    r"follow[- ]?up\s+(?:operations?|raids?|strikes?)|clearance\s+operations?|mop[- ]?up|manhunt|hot\s+pursuit|"
    r"hit\s+back|struck\s+back|(?:after|following)\s+(?:the|this|that|their|its)\s+(?:[\w-]+\s+){0,2}"
    r"(?:attacks?|bombings?|ambush|assault|raid|blast|massacre)|"
    r"(?:the|all|some|several|dozens\s+of\s+the|many\s+of\s+the|\w+\s+of\s+the)\s+(?:attackers|assailants|gunmen|bombers|raiders))\b"
)


# Words ending a group's own name ("the Imam Shamil Battalion").
_GROUP_NAME_END = re.compile(r"(?i)\b(?:battalion|brigades?|front|army|movement|group|organi[sz]ation|mujahideen|jamaat)$")


def _done_unnamed(clause, inner, speakers) -> bool:
    """Whether a group speaks of the attack as done with no doer named ("The Imam Shamil
    Battalion said in a statement that the attack was carried out on orders from al Qaeda
    leader Ayman al-Zawahiri": St Petersburg 2017 probe): its claim."""
    if clause.lower_ not in ("carried", "conducted", "executed", "perpetrated") or inner.dep_ != "nsubjpass":
        return False
    if not ATTACK_NOUN.fullmatch(inner.text) or negated(clause) or any(c.dep_ == "agent" for c in clause.children):
        return False
    return all(_GROUP_NAME_END.search(n) for n, _, _ in speakers)


def _avenges(clause, inner) -> bool:
    """Whether a reported clause says this attack was revenge ("This attack was revenge for
    ...", "the attack was in retaliation for ...")."""
    if clause.lower_ not in BE_FORMS or not ATTACK_NOUN.fullmatch(inner.text) or negated(clause):
        return False
    if any(d.lower_ in _OTHER_EVENTS_DET for d in inner.children):
        return False  # "previous attacks were revenge"
    return any(
        t.lower_ in ("revenge", "retaliation", "reprisal", "vengeance") and t.i > clause.i for t in clause.subtree
    )


_OTHER_EVENTS_DET = frozenset(["previous", "earlier", "past", "other", "those", "these"])


def _self_agent(clause, inner, pa: ParsedArticle, sent: Sentence):
    """The self-reference that is the agent of a passive attack clause ("the attack was
    carried out by its fighters": "its fighters"), else None."""
    if inner is None or inner.dep_ != "nsubjpass" or not ATTACK_NOUN.fullmatch(inner.text) or clause.lower_ not in OWN_ATTACK_WORDS:
        return None
    for agent in (c for c in clause.children if c.dep_ == "agent"):
        for obj in (o for o in agent.children if o.dep_ == "pobj"):
            if SELF_REFERENCE.fullmatch(core_phrase(obj, pa, sent)) and obj.lower_ not in ("it", "they", "we"):
                return obj
    return None


def _group_tells_own(c, inner, subj, v: TokenView, found: Findings) -> list[str]:
    """The known group whose members the reported clause makes the doers, where "the group"
    says it ("Al Shabab fighters overran a military base, the group said"), else []."""
    pa, sent = found.pa, v.sent
    if not _THE_GROUP.fullmatch(phrase(subj, pa, sent)) or c.lower_ not in OWN_ATTACK_WORDS | DOER_ATTACK_WORDS:
        return []
    if c.pos_ != "VERB" or negated(c) or any(x.dep_ == "auxpass" for x in c.children) or inner.dep_ != "nsubj":
        return []
    names = [n for n, _, _ in actors_in(inner, v.doc, sent, pa) if known_groups(n)]
    return names if len(names) == 1 else []


# "The group" as a speaker, with a word for what group it is ("the militant group"),
# ... or through its outlet or its spokesman ("the group's Amaq agency said").
_THE_GROUP = re.compile(
    r"(?i)the\s+(?:[\w-]+\s+){0,2}?group(?:['’]s\s+(?:[\w-]+\s+){0,3}?"
    r"(?:agency|channel|outlet|radio|website|spokesman|spokesperson|spokeswoman))?"
)


def _strikes_the_doer(clause, found: Findings, v: TokenView) -> bool:
    """Whether a state's deed is aimed at a party an earlier sentence made the attack's doer
    ("Hezbollah fired dozens of rockets at northern Israel ... Israel said it struck Hezbollah
    targets in southern Lebanon": round-19 gap, Israel had claimed the attack)."""
    sent, pa = v.sent, found.pa
    doers = {a.name for a in found.out if a.stance != "denied" and a.evidence.end <= sent.start}
    if not doers:
        return False
    aimed = [o for c in clause.children if c.dep_ == "dobj" for o in (c, *c.conjuncts)] + [
        o for p in clause.children if p.dep_ == "prep" and p.lower_ in ("on", "against", "at")
        for o in p.children if o.dep_ == "pobj"
    ]
    names = {known_name(canonical(n)) for t in aimed for n, _, _ in actors_in(t, v.doc, sent, pa)}
    return bool({found.aliases.get(n, n) for n in names} & doers)


def _cleft(verb, subj) -> bool:
    """Whether ``verb`` with subject ``subj`` is a cleft ("it was the Islamic State that
    carried out this attack": the "it" is no speaker's self)."""
    return subj.lower_ == "it" and verb.lower_ in BE_FORMS and any(
        c.dep_ == "attr" and any(
            r.dep_ in ("relcl", "ccomp", "acl") and any(x.lower_ in ("that", "who", "which") for x in r.children) for r in (*c.children, *verb.children)
        ) for c in verb.children
    )


def reported(v: TokenView, found: Findings) -> bool:
    """A reported clause: the doer it names, or the speaking group's own deed."""
    tok, w = v.tok, v.w
    if (w in ALLEGE_VERBS or w in CLAIM_VERBS) and tok.pos_ == "VERB":
        # "Russia has suggested that Ukraine was involved": an accusation ("claimed it
        # carried out the attack": a claim read as "said it carried out")
        for c in reported_clauses(tok):
            _doer_named(c, v, found)
        if w not in SAY_VERBS | TELL_VERBS | CLAIM_VERBS:
            return True
        # "The Islamic State group said it was behind the attack": a claim
        for c in reported_clauses(tok):
            _said_of_itself(c, v, found)
        return True
    return False


def _doer_named(c, v: TokenView, found: Findings) -> None:
    """The doer a reported clause names, blamed (suspected, claimed) by the speaker."""
    sent, doc, low, tok, subj_name, evidence_says = v.sent, v.doc, v.low, v.tok, v.subj_name, v.evidence_says
    pa, aliases = found.pa, found.aliases
    # "Israel said the blast was caused by a failed rocket launch by X", "the
    # attack was organised by X", "the militants ... were members of X"
    # ... said in a claim ("AQIM claimed responsibility, saying it was carried
    # out by the Al-Mourabitoun group"): the claim names its doer
    in_claim = tok.dep_ in ("advcl", "conj") and claims_responsibility(tok.head, low)
    inner = subject(c)
    # ... or by the attacker of himself ("said he was a member of X"): a suspicion
    own_tie = inner is not None and inner.lower_ in ("he", "she", "they")
    for name, _, _ in cause_agents(c, doc, sent, pa) + doers_group(c, doc, sent, pa):
        found.add(name, "claimed" if in_claim else "suspected" if own_tie else "blamed", sent, subj_name)
    if inner is not None and ATTACK_NOUN.fullmatch(inner.text) and not negated(c):
        # "the Kyiv regime's strike on the market was a terrorist act, the
        # ministry said": the attack's possessor is its doer, by the speaker
        for owner in (p for p in inner.children if p.dep_ == "poss"):
            for name, _, _ in actors_in(owner, doc, sent, pa):
                # a state or a known group ("Police said Smith's shooting was
                # accidental" names a victim)
                if geo.country_code(state_of(as_country(aliases.get(name, known_name(canonical(name)))))) or known_groups(name):
                    found.add(name, "blamed", sent, subj_name)
    if inner is None or c.lower_ in _STANCE_WORDS or SELF_REFERENCE.fullmatch(core_phrase(inner, pa, sent)):
        return  # "X was suspected of ..., officials said": the stance verb's own
    if accuses(c) and not doubted(doc, inner, c) and inner.lower_ not in ENEMY_NOUNS:
        reprisal = bool(RETALIATION.search(phrase(c, pa, sent)))
        for name, _, _ in actors_in(inner, doc, sent, pa):
            if reprisal and geo.country_code(state_of(as_country(known_name(canonical(name))))):
                # "Turkish warplanes struck Kurdish militant positions in response to the Ankara
                # attack, the defence ministry said": a state's reprisal, not the attack
                # (round-20 battery; a group's "in retaliation for" is its motive)
                continue
            found.add(name, "suspected" if hedged(c) or evidence_says else "blamed", sent, subj_name)


def _said_of_itself(c, v: TokenView, found: Findings) -> None:
    """A group speaking of its own deed in a reported clause: a claim or a denial."""
    sent, doc, subj, subj_actors, subj_name = v.sent, v.doc, v.subj, v.subj_actors, v.subj_name
    pa, out = found.pa, found.out
    inner = subject(c)
    # "Al-Shabaab said the attack was carried out by its fighters": the agent
    # speaks of the group's own deed
    self_agent = _self_agent(c, inner, pa, sent)
    inner = self_agent or inner
    # "Taliban spokesman Zabihullah Mujahid said the Islamic Emirate had no
    # role": the speaker's group named again is the group speaking of itself
    # (not a name in a place phrase of the subject: "A rocket strike on a soccer
    # field in the Israeli-controlled Golan Heights killed 12 children ...,
    # Israeli authorities said" is no claim)
    place_phrase = [
        (sent.start + min(x.idx for x in p.subtree), sent.start + max(x.idx + len(x) for x in p.subtree))
        for p in (inner.children if inner is not None else ()) if p.dep_ == "prep"
    ]
    # (a state's army speaks for the state's forces: "Israeli forces ... killed 12 militants,
    # the Israeli military said")
    own_name = inner is not None and bool(subj_actors) and {
        state_of(as_country(known_name(canonical(n)))) for n, a, b in actors_in(inner, doc, sent, pa, people=True)
        if not any(pa_ <= a and b <= pb for pa_, pb in place_phrase)
    } & {state_of(as_country(known_name(canonical(n)))) for n, _, _ in subj_actors}
    # ("the group, which calls itself Ansar Allah, had carried out the attack")
    own_words = core_phrase(inner, pa, sent, asides=("appos", "relcl"), after_comma=True) if inner is not None else ""
    if inner is not None and subj_actors and (_avenges(c, inner) or _done_unnamed(c, inner, subj_actors)) and not any(
        geo.country_code(state_of(as_country(known_name(canonical(n))))) for n, _, _ in subj_actors
    ):
        # "'This attack was revenge for the killing of civilians in Kunduz,'
        # Taliban spokesman Zabihullah Mujahid said": a group giving the attack
        # its motive owns it (Mazar-i-Sharif 2016 probe; a state's "in response"
        # is its own strike)
        for name, _, _ in subj_actors:
            if known_groups(name) or _GROUP_NAME_END.search(name):
                found.add(name, "claimed", sent, name)
        return
    if inner is not None and subj is not None and (told := _group_tells_own(c, inner, subj, v, found)):
        # "Al Shabab fighters overran a military base, the group said": the group the
        # clause names tells its own fighters' deed (round-20 battery: no stance)
        for name in told:
            found.add(name, "claimed", sent, name)
        return
    if inner is None or not (SELF_REFERENCE.fullmatch(own_words) or own_name) or _cleft(c, inner):
        return
    speakers = subj_actors
    if subj is not None and speakers and _MEDIA_WORDS.search(phrase(subj, pa, sent)) and (owners := [
        x for p in subj.children if p.dep_ == "poss" for x in actors_in(p, doc, sent, pa, people=True)
        if known_groups(x[0])
    ]):
        # "Al-Shabaab's Radio Andalus said the group's fighters had killed 20
        # soldiers": the group speaks through the outlet it owns
        speakers = owners
    if not speakers and subj is not None and subj.pos_ == "PROPN" and GROUP_SELF.fullmatch(core_phrase(inner, pa, sent)):
        # "Jundallah said its fighters were behind the bombing": a name the NER
        # does not know as a group speaks of itself as one
        speakers = actors_in(subj, doc, sent, pa, people=True)
    if not speakers:
        # "A militant source told Garowe Online that the group was not behind
        # the attack": a source of the group named before speaks for it (denials only)
        if subj is None or not INSIDE_SOURCE.search(phrase(subj, pa, sent)):
            return
        speaks_for = antecedent(inner, doc, sent, pa, out)
        clause = phrase(c, pa, sent)
        if speaks_for and doubted(doc, inner, c) and (OWN_DEED.search(clause) or INVOLVED.search(clause)):
            for name, _, _ in speaks_for:
                found.add(name, "denied", sent, subj_name)
        return
    clause = phrase(c, pa, sent)
    own_attack = c.lower_ in OWN_ATTACK_WORDS and c.pos_ == "VERB" and not any(x.dep_ == "auxpass" for x in c.children)
    states = all(geo.country_code(state_of(as_country(known_name(canonical(n))))) for n, _, _ in speakers)
    if own_attack and states and _intercepted(c):
        # "The United States military said it had shot down several drones": a state's
        # defence against the attack, not the attack (a group's "shot down a drone" is its deed)
        own_attack = False
    if states and (
        RETALIATION.search(clause) or _STATE_ANSWER.search(clause) or _strikes_the_doer(c, found, v)
    ) and not OWN_DEED.search(clause):
        # "Israel's military said it had struck Hamas targets in response": a
        # state's answer to the event (a group's "in retaliation for" is its motive)
        pass
    elif (OWN_DEED.search(clause) or own_attack or self_agent is not None) and not doubted(doc, inner, c) and not (
        # "Charleston Police said they arrested the suspect responsible for the
        # shooting"; "Ms Banks ... said: 'It killed me to watch ...'"
        HELD_WORDS.search(clause) or (inner.lower_ == "it" and TITLED.match(subj_name or ""))
    ):
        for name, _, _ in speakers:
            found.add(name, "claimed", sent, name)
    elif (NO_ROLE.search(clause) and not FOUND_NO_TIE.search(clause)) or (
        doubted(doc, inner, c) and (OWN_DEED.search(clause) or INVOLVED.search(clause))
    ):
        # "A Taliban spokesman said the group was not involved in the attack"
        for name, _, _ in speakers:
            found.add(name, "denied", sent, subj_name)
