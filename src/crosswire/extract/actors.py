"""Actors and their stance toward the event: claimed / suspected / blamed / denied.

Candidates first: sentences matching a keyword pattern (claims, blame, denial, suspicion, and
attack verbs) are parsed with spaCy; the stance comes from the verb lexicon and the actor
from the grammatical role:

* claimed: subject of "claimed/admitted responsibility", "said it carried out";
* denied: subject of "denied", "rejected any suggestion", "was not involved" (and the
  organisations inside the denied clause: "rejected any suggestion that it or its ally
  Israel was behind" -> Israel denied, asserted by the subject);
* blamed: object of "blamed", "pinned the blame on", "accused", "responsibility ... lies with";
  ``asserted_by`` is the blamer (the subject);
* suspected: "believed/suspected to be behind", "attributed to X", "officials suspect X",
  "X believes Y carried out", and an organisation stated as the doer of the attack (subject
  of an attack verb, agent "by X", "terrorists of X"). Wire copy states most perpetrators as
  fact ("FMLN TERRORISTS ATTACKED ..."); crosswire records those as ``suspected`` with the
  reporting outlet's own wording as evidence, because only a claim is stronger.

* claimed also: "an attack claimed by X", "X claimed the attack", a group's "its fighters
  had attacked"; suspected also: "suspicion fell on X", "bore the hallmarks of X", and the
  named doer of an attack stated as fact ("Al Shabaab militants stormed the hotel"); blamed
  also: a reported clause that makes a named party the doer ("Russia has suggested that
  Ukraine was involved"). "The group" in a claim or denial points back to the organisation
  just named.
* suspected also: a named person charged, arrested or named as the gunman
  (:mod:`crosswire.extract.actor_suspects`), and the group a weapon's user is named as ("a
  rocket launched by X": blamed by whoever says so).

Each sentence is read token by token: :class:`~crosswire.extract.actor_stances.TokenView`
holds the token and its subject, :class:`~crosswire.extract.actor_stances.Findings` the
stances found; the rules live in :mod:`~crosswire.extract.actor_claims`,
:mod:`~crosswire.extract.actor_blames`, :mod:`~crosswire.extract.actor_denials`,
:mod:`~crosswire.extract.actor_suspicions` and :mod:`~crosswire.extract.actor_reports`, and
``_RULES`` below gives the order they are tried in.

Names are canonicalised with a small table of common aliases (``ALIASES``) and
:mod:`crosswire.extract.actor_names` (well-known groups' spellings, acronyms the article
introduces in brackets, capitals and armed forces standing for their state), none specific
to any article; otherwise the mention minus a leading "the".
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from functools import partial

from crosswire.extract.actor_blames import (
    act_by,
    bears_responsibility,
    blamed,
    blamed_each_other,
    blamed_passive,
    lies_with,
    no_doubt,
)
from crosswire.extract.actor_claims import (
    CLAIM_VERBS,
    TAKE_VERBS,
    claim_made_by,
    claimed_by_agent,
    claimed_deed,
    claimed_other_events,
    claimed_responsibility,
    claimed_soldier,
    claims_responsibility,
    issued_claim,
)
from crosswire.extract.actor_clauses import (
    WEAPON_VERBS,
    co_subjects,
    doers_group,
    held_responsible,
    negated,
    resolve_pronoun_denials,
    said_not_stated,
    vehicle_speaker,
)
from crosswire.extract.actor_dateline import (
    across_dateline,
    only_in_dateline,
    past_dateline,
)
from crosswire.extract.actor_denials import (
    denied,
    denied_tie,
    disowned_other,
    said_false,
    withdrew_claim,
)
from crosswire.extract.actor_names import (
    cleft_groups,
    wire_known_groups,
)
from crosswire.extract.actor_refs import (
    STATE_WEAPONS,
    STRIKE_NOUNS,
    condemned_doers,
    fronted_groups,
    leaders_group,
    ordered_by,
    state_strike,
    weapon_agents,
)
from crosswire.extract.actor_reports import reported
from crosswire.extract.actor_spans import (
    ALIASES,
    actors_in,
    canonical,
    no_actor,
)
from crosswire.extract.actor_speakers import (
    according_to,
    by_phrase,
    relative_head,
    speaker_of,
    speaker_phrase,
    subject,
)
from crosswire.extract.actor_stances import Findings, TokenView
from crosswire.extract.actor_suspects import (
    HELD_VERBS,
    SUSPECT_NOUNS,
    full_names,
    held_people,
    named_doer,
    named_suspect,
    person_name,
    suspect_subject,
)
from crosswire.extract.actor_suspicions import (
    bore_hallmarks,
    pledged,
    pointed_to,
    probed,
    stated_doer,
    suspected,
    suspicion_fell,
    work_of,
)
from crosswire.extract.actor_words import (
    ALLEGE_VERBS,
    EVIDENCE_NOUNS,
    KILLED_BY_POLICE,
    PRONOUNS,
)
from crosswire.extract.perp_model import extract_scored
from crosswire.model import ActorStance
from crosswire.nlp import ParsedArticle, Sentence

log = logging.getLogger(__name__)

_KEYWORDS = re.compile(
    r"responsib|claim|owned|owns|admit|blame|accus|suspect|believ|attribut|behind|involv|deni|deny|"
    r"reject|carried out|perpetrat|attack|kill|murder|kidnap|bomb|assassinat|ambush|dynamit|"
    r"burn|raid|shot|shoot|destroy|set off|explo|massacr|abduct|terrorist|guerrill|rebel|"
    r"struck|strike|fired|opened fire|overr[au]n|hacked|set fire|staged|shell|storm|suspicion|hallmark|launched|planted|rocket|missile|"
    r"charged|arrested|detained|indicted|arraigned|identified|gunm[ae]n|belong(?:s|ed)? to|members? of|shooter|assailant|point(?:ed|s|ing)? to|finger|blast|nothing to do with|"
    r"dismiss|distanc|disown|disavow|allegation|investigat|confess|targeted|held .{1,60}responsible|"
    r"orders? (?:from|of)|behest|allegiance|loyalty to|into custody|person of interest|"
    r"\b(?:act|crime|atrocity)\b.{0,30}\bby\b|withdr[ae]w|retract|recant|revoked|in connection with|brought down|bring down|downed|no doubt|\b(?:signs|indications|clues|arrows|evidence|trail|tracks)\b[^.;]{0,40}\bl(?:ed|eads?)\s+to\b",
    re.I,
)


def named_before(surname: str, pa: ParsedArticle, sent: Sentence) -> str | None:
    """The person a bare surname stands for: a full name ending in it earlier in the article
    that the NER takes for a person ("Robert Card, 40, of Bowdoin" before "Card is suspected
    of killing 18 people"; not "Louisville Metro Police" before "Police said")."""
    for name, at in full_names(surname, pa.text[: sent.start]):
        if (s := pa.sentence_at(at)) is None:
            continue
        doc = pa.entities([s])[0]
        if any(e.label_ == "PERSON" and e.text == name for e in doc.ents):
            return name
    return None


def _view(found: Findings, sent: Sentence, doc, low: str, tok) -> TokenView | None:
    """``tok`` with its subject and who that is, or None where no rule is to read it."""
    pa, dateline_end, out = found.pa, found.dateline_end, found.out
    w = tok.text.lower()
    subj = subject(tok) if tok.pos_ in ("VERB", "AUX") else None
    if subj is None and w in CLAIM_VERBS:
        subj = vehicle_speaker(tok)  # "Shekau appeared in a video claiming the attack"
    if subj is not None and sent.start + subj.idx < dateline_end:
        subj = past_dateline(subj, sent, dateline_end)
    subj_actors = actors_in(subj, doc, sent, pa) if subj is not None else []
    if subj is not None and subj.lower_ in ("which", "who") and tok.dep_ == "relcl":
        # "... by Palestinian Islamic Jihad, which denied responsibility": the noun
        # the relative pronoun stands for (its phrase without the clause)
        subj_actors = actors_in(tok.head, doc, sent, pa, people=True)
    # people and bare proper nouns only as the subject of "claimed": a "says"
    # subject is often an office ("The County Sheriff's Office says they ...")
    claimants = co_subjects(tok, subj, doc, sent, pa) if subj is not None and (w in CLAIM_VERBS or w in TAKE_VERBS or w in ("owned", "owns")) else []
    if subj is not None and subj.lower_ in ("which", "who") and tok.dep_ == "relcl" and (w in CLAIM_VERBS or w in TAKE_VERBS):
        claimants = subj_actors  # "blamed al-Shabab, which later claimed the attack"
    elif claimants and subj is not None:
        # "Abubakar Shekau, the leader of Boko Haram, claimed ...", "The group's leader,
        # Abubakar Shekau, claimed ...": the leader claims for the group
        claimants = leaders_group(subj, doc, sent, pa, out) or claimants
    subj_name = canonical(relative_head(tok, subj, pa, sent) or speaker_phrase(subj, pa, sent)) if subj is not None else None
    # (the evidence, not the people reading it: "Investigators believe X ..." is theirs)
    evidence_says = subj is not None and subj.lower_ in EVIDENCE_NOUNS and subj.lower_ != "investigators"
    if subj is not None and (subj.lower_ in ("they", "we", "it") or evidence_says):
        # "Military officials said they suspected X": the officials suspect ("Police
        # said he blamed X" is somebody else's accusation); "Yildirim said early
        # indications suggested X was behind the attack": the one who reads the
        # evidence, not the evidence, suspects X (no one named here: the verb that
        # reports it names him, "..., he told reporters")
        subj_name = speaker_of(tok, pa, sent) or (None if evidence_says else subj_name)
        if evidence_says and subj_name is None and tok.dep_ in ("ccomp", "conj") and w in ALLEGE_VERBS:
            return None
    return TokenView(
        sent=sent, doc=doc, low=low, tok=tok, w=w, subj=subj, subj_actors=subj_actors,
        claimants=claimants, subj_name=subj_name, evidence_says=evidence_says,
    )


def _mark_doer(v: TokenView, found: Findings) -> None:
    """Mark the sentence whose main subject is the attack's doer."""
    sent, tok = v.sent, v.tok
    dateline_end, rammed, doer_sents = found.dateline_end, found.rammed, found.doer_sents
    # (or a clause the parser hangs on a wire dateline: "NEW ORLEANS (AP) — The Army
    # veteran who killed 14 people ... acted alone" reads "acted" as a relative clause
    # of ORLEANS)
    main = tok.dep_ in ("ROOT", "ccomp") or (tok.dep_ == "relcl" and sent.start + tok.head.idx < dateline_end)
    if main and tok.pos_ in ("VERB", "AUX") and (
        suspect_subject(tok) or (rammed and (s := subject(tok)) is not None and s.lower_ == "driver")
    ):
        doer_sents.add(sent.index)


def _state_strikes(v: TokenView, found: Findings) -> None:
    """A state's strike ("an Israeli strike"): the state named, by who says so."""
    sent, tok, w = v.sent, v.tok, v.w
    pa = found.pa
    if (w in STRIKE_NOUNS or w in STATE_WEAPONS) and tok.pos_ == "NOUN":
        for name, stance, by in state_strike(tok, pa, sent):
            found.add(name, stance, sent, by)


def _named_people(v: TokenView, found: Findings) -> None:
    """People named as held, suspected or the doer ("police identified him as X")."""
    sent, doc, low, tok, w, subj_name = v.sent, v.doc, v.low, v.tok, v.w, v.subj_name
    pa, rammed, doer_sents = found.pa, found.rammed, found.doer_sents
    if w in HELD_VERBS and tok.pos_ == "VERB" and not negated(tok):
        doer_before = sent.index - 1 in doer_sents or sent.index in doer_sents
        # ("Police said Hamza Bekov is suspected": the police say so)
        told_by = speaker_of(tok, pa, sent) or according_to(tok, pa, sent)
        active = next((c for c in tok.children if c.dep_ == "nsubj"), None)
        if told_by is None and active is not None and active.lower_ not in PRONOUNS and active.lower_ not in ("he", "she", "they", "who", "which", "that"):
            # "Police identified the mastermind as Saad Aziz": the police name him
            told_by = subj_name
        if told_by is None and tok.dep_ in ("ROOT", "ccomp", "conj") and (
            agent := next((c for c in tok.children if c.dep_ == "agent"), None)
        ) is not None:
            told_by = by_phrase(agent, pa, sent)  # "was identified by police as X"
        for name in held_people(tok, doc, doer_before=doer_before, full_name=partial(named_before, pa=pa, sent=sent)):
            found.add(name, "suspected", sent, told_by)
    elif (w in SUSPECT_NOUNS or (rammed and w == "driver")) and tok.pos_ == "NOUN":
        # (a vehicle driven into people: its driver is the attacker, "The driver,
        # Shamsud-Din Jabbar, ... was killed in a shootout": New Orleans 2025 probe)
        told_by = speaker_of(tok.head, pa, sent) or according_to(tok.head, pa, sent) if tok.head.pos_ in ("VERB", "AUX") else None
        for name in named_suspect(tok, doc):
            found.add(name, "suspected", sent, told_by)
    elif tok.pos_ == "VERB":
        for name in named_doer(tok, doc, full_name=partial(named_before, pa=pa, sent=sent)):
            found.add(name, "suspected", sent, speaker_of(tok, pa, sent) or according_to(tok, pa, sent))
        if (sent.index - 1 in doer_sents) and w in ("killed", "shot") and KILLED_BY_POLICE.search(low):
            # "The Army veteran who killed 14 people ... acted alone. Shamsud-Din Jabbar,
            # 42, of Houston, was killed in a gunfight with police" (New Orleans 2025):
            # the one the police killed right after the doer is told is the doer
            for c in tok.children:
                if c.dep_ == "nsubjpass" and (killed := person_name(c, doc)) is not None:
                    found.add(killed, "suspected", sent, None)


def _named_parties(v: TokenView, found: Findings) -> None:
    """Parties held responsible, condemned as doers, giving orders, or the attackers' group."""
    sent, doc, tok, w, subj_name = v.sent, v.doc, v.tok, v.w, v.subj_name
    pa = found.pa
    for name, _, _ in held_responsible(tok, doc, sent, pa):
        found.add(name, "blamed", sent, subj_name)
    for name, _, _ in condemned_doers(tok, doc, sent, pa):  # "condemned the attack by X"
        found.add(name, "blamed", sent, subj_name)
    for name, by in ordered_by(tok, doc, sent, pa):  # "acting on orders from the PKK"
        found.add(name, "blamed", sent, by)
    # "the attackers were members of X"; "No group has claimed it, but the attackers are
    # suspected to be members of X" (a main clause joined to the first)
    main_clause = tok.dep_ == "ROOT" or (tok.dep_ == "conj" and tok.head.dep_ == "ROOT")
    for name, _, _ in doers_group(tok, doc, sent, pa) if main_clause else []:
        found.add(name, "suspected", sent, according_to(tok, pa, sent))
    if w in WEAPON_VERBS and not negated(tok):
        for name, stance, by in weapon_agents(tok, doc, sent, pa):
            found.add(name, stance, sent, by)


# The rules for one token, tried in this order; the first whose words match reads it (a
# claim verb with an agent is not read again as a claim of responsibility, and so on).
_RULES: tuple[Callable[[TokenView, Findings], bool], ...] = (
    issued_claim,
    claim_made_by,
    claimed_by_agent,
    claimed_other_events,
    claimed_responsibility,
    claimed_deed,
    suspicion_fell,
    pointed_to,
    pledged,
    bore_hallmarks,
    blamed_passive,
    work_of,
    act_by,
    blamed_each_other,
    blamed,
    withdrew_claim,
    denied_tie,
    disowned_other,
    denied,
    said_false,
    suspected,
    probed,
    reported,
    stated_doer,
    lies_with,
    bears_responsibility,
)
# Rules every token goes through before those, in this order.
_STEPS: tuple[Callable[[TokenView, Findings], None], ...] = (
    _mark_doer,
    claimed_soldier,
    no_doubt,
    _state_strikes,
    _named_people,
    _named_parties,
)


def _read_token(v: TokenView, found: Findings) -> None:
    """Run the rules over one token of a candidate sentence."""
    for step in _STEPS:
        step(v, found)
    for rule in _RULES:
        if rule(v, found):
            return


def extract(pa: ParsedArticle) -> tuple[ActorStance, ...]:
    """Actors with their stance toward the event, in text order.

    Args:
        pa: the parsed article.

    Returns:
        ``ActorStance`` records; one per (actor, stance, sentence).
    """
    # upper-case wire copy: the perpetrator rules below cover claims and accusations with
    # organisation-shaped names; the general rules here pick up places and people there
    cands = [] if pa.uppercase else pa.find(_KEYWORDS)
    found = Findings(pa)
    for sent, doc in zip(cands, pa.parse(cands), strict=True):
        low = pa.analysis_text[sent.start : sent.end].lower()
        for tok in doc:
            v = _view(found, sent, doc, low, tok)
            if v is not None:
                _read_token(v, found)
    _add_fronted(found)
    _add_scored(found)
    _add_known_and_clefts(found)
    out = found.out
    resolve_pronoun_denials(out)
    if not pa.uppercase:
        out = said_not_stated(out)
    out.sort(key=lambda a: a.evidence.start)
    return tuple(out)


def _add_fronted(found: Findings) -> None:
    """Groups named as a front for another ("TJP, ... a front for the banned TTP")."""
    pa = found.pa
    for sent in [] if pa.uppercase else pa.sentences:
        for name, by in fronted_groups(pa, sent):  # "TJP, ... a front for the banned TTP"
            found.add(name, "suspected", sent, by)


def _add_scored(found: Findings) -> None:
    """The organisations the learned scorer finds (wire copy), or the rules' own (other text)."""
    pa, dateline_end, out, off_claims, unclaimed = found.pa, found.dateline_end, found.out, found.off_claims, found.unclaimed
    # wire copy: the learned scorer over all named organisations; other text: the rules
    for name, stance, sent in extract_scored(pa):
        if sent.start < dateline_end and only_in_dateline(name, pa.text, sent, dateline_end):
            continue  # "KABUL, Afghanistan (AP) - The suicide bombing ... killed": a place
        if not pa.uppercase and (name.islower() or no_actor(name) or across_dateline(name, pa.text, dateline_end)):
            continue  # "the army claimed to have killed ...", "Bangladesh AP Bangladeshi commandos"
        if (stance == "denied" and sent.index in off_claims) or (stance == "claimed" and sent.index in unclaimed):
            continue
        if not pa.uppercase and any(
            a.name.endswith(" " + name) and a.evidence.start == sent.start and a.name in pa.text[sent.start : sent.end] for a in out
        ):
            continue  # "Lima Cartel" of "the Santa Rosa de Lima Cartel", named whole by the rules above
        found.add(name, stance, sent, name if stance == "claimed" else None)


def _add_known_and_clefts(found: Findings) -> None:
    """Wire copy's known groups (a bare "IS" elsewhere), and groups named in clefts."""
    pa = found.pa
    # wire copy's known groups; elsewhere a bare "IS", which the parser reads as the verb
    # ("IS claimed responsibility": "is claimed", with no subject)
    for name, stance, sent in wire_known_groups(pa, bare_only=not pa.uppercase):
        found.add(name, stance, sent, name if stance == "claimed" else None)
    for name, stance, sent, at in cleft_groups(pa):
        # "The interior minister said it was the Islamic State that was behind it": who says so
        found.add(name, stance, sent, None if pa.uppercase else _cleft_speaker(pa, sent, at))


def _cleft_speaker(pa: ParsedArticle, sent: Sentence, at: int) -> str | None:
    """Who reports the cleft whose "it" is at offset ``at`` (the saying verb's subject, or
    "according to X"), else None."""
    doc = pa.parse_one(sent)
    it = next((t for t in doc if sent.start + t.idx == at), None)
    if it is None:
        return None
    verb = it.head
    return speaker_of(verb, pa, sent) or according_to(verb, pa, sent)


__all__ = ["ALIASES", "canonical", "claims_responsibility", "extract"]
