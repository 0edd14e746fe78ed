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

Names are canonicalised with a small table of common aliases (``ALIASES``) and
:mod:`crosswire.extract.actor_names` (well-known groups' spellings, acronyms the article
introduces in brackets, capitals and armed forces standing for their state), none specific
to any article; otherwise the mention minus a leading "the".
"""

from __future__ import annotations

import logging
import re
from functools import partial

from crosswire import geo
from crosswire.extract.actor_clauses import (
    ALLEGATION_BEFORE,
    ATTACK_NOUN,
    DOER_CUE,
    DOER_NOUNS,
    INVOLVED,
    RETALIATION,
    WEAPON_VERBS,
    accuses,
    calls_false,
    cause_agents,
    claim_by,
    claims_other_events,
    co_subjects,
    denies_other_claim,
    denies_other_fact,
    doers_group,
    doubted,
    hedged,
    held_responsible,
    is_passive,
    listed_claimants,
    negated,
    neither_nor,
    proper_denier,
    rejects_other_thing,
    reported_clauses,
    resolve_pronoun_denials,
    said_not_stated,
    vehicle_speaker,
)
from crosswire.extract.actor_dateline import (
    across_dateline,
    dateline_end_of,
    only_in_dateline,
    past_dateline,
)
from crosswire.extract.actor_names import (
    article_aliases,
    as_country,
    cleft_groups,
    known_groups,
    known_name,
    own_voice,
    qualified_group,
    wire_known_groups,
)
from crosswire.extract.actor_pledges import (
    PLEDGE_VERBS,
    pledge_clause,
    pledged_groups,
    pledger_is_doer,
)
from crosswire.extract.actor_refs import (
    STRIKE_NOUNS,
    antecedent,
    condemned_doers,
    described_group,
    fronted_groups,
    leaders_group,
    left_groups,
    ordered_by,
    pronoun_object,
    sentence_index,
    state_strike,
    weapon_agents,
)
from crosswire.extract.actor_spans import (
    ALIASES,
    actors_in,
    behind_preposition,
    canonical,
    no_actor,
)
from crosswire.extract.actor_speakers import (
    SAY_VERBS,
    according_to,
    by_phrase,
    core_phrase,
    phrase,
    relative_head,
    speaker_of,
    speaker_phrase,
    subject,
)
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
from crosswire.extract.actor_words import (
    ALLEGE_VERBS,
    BE_FORMS,
    BY,
    CLAIMED_DEED,
    DENY_VERBS,
    DOER_ATTACK_WORDS,
    EACH_OTHER,
    ENEMY_NOUNS,
    EVIDENCE_NOUNS,
    FOUND_NO_TIE,
    GROUP_NOUN,
    GROUP_SELF,
    HELD_WORDS,
    INSIDE_SOURCE,
    ISSUE_VERBS,
    KILLED_BY_POLICE,
    KIN_GROUPS,
    NO_ROLE,
    OWN_ATTACK_WORDS,
    OWN_DEED,
    PROBE_VERBS,
    PRONOUNS,
    RAMMING,
    SELF_REFERENCE,
    SOLDIER_CLAIM,
    TELL_VERBS,
    TIE_NOUNS,
    TITLED,
)
from crosswire.extract.perp_model import extract_scored
from crosswire.extract.perpetrators import violent_use
from crosswire.model import ActorStance
from crosswire.nlp import ParsedArticle, Sentence

log = logging.getLogger(__name__)

_KEYWORDS = re.compile(
    r"responsib|claim|owned|owns|admit|blame|accus|suspect|believ|attribut|behind|involv|deni|deny|"
    r"reject|carried out|perpetrat|attack|kill|murder|kidnap|bomb|assassinat|ambush|dynamit|"
    r"burn|raid|shot|shoot|destroy|set off|explo|massacr|abduct|terrorist|guerrill|rebel|"
    r"struck|strike|fired|opened fire|set fire|staged|shell|storm|suspicion|hallmark|launched|planted|rocket|missile|"
    r"charged|arrested|detained|indicted|arraigned|identified|gunm[ae]n|belong(?:s|ed)? to|members? of|shooter|assailant|point(?:ed|s|ing)? to|finger|blast|nothing to do with|"
    r"dismiss|distanc|disown|disavow|allegation|investigat|confess|targeted|held .{1,60}responsible|"
    r"orders? (?:from|of)|behest|allegiance|loyalty to|into custody|person of interest|"
    r"\b(?:act|crime|atrocity)\b.{0,30}\bby\b|withdr[ae]w|retract|recant|revoked|in connection with|brought down|bring down|downed|no doubt|\b(?:signs|indications|clues|arrows|evidence|trail|tracks)\b[^.;]{0,40}\bl(?:ed|eads?)\s+to\b",
    re.I,
)
# "took responsibility", "accepted responsibility", "assumed responsibility".
_TAKE_VERBS = frozenset(["took", "takes", "taken", "accepted", "accepts", "assumed", "assumes"])


def _takes_credit(obj) -> bool:
    """'took responsibility for the bombing' (not 'taken no responsibility', nor 'has taken
    full responsibility for leaving the gun unsecured')."""
    if obj.dep_ != "dobj" or obj.lower_ not in ("responsibility", "credit"):
        return False
    if any(c.lower_ == "no" for c in obj.children):
        return False
    why = [c for c in obj.children if c.dep_ == "prep" and c.lower_ == "for"]
    return not why or any(ATTACK_NOUN.search(" ".join(t.text for t in c.subtree)) for c in why)


# Verbs that take back a claim ("withdrew its claim", "retracted the claim").
_RETRACT_VERBS = frozenset(["withdrew", "withdrawn", "withdraws", "retracted", "retracts", "recanted", "revoked"])
# A state's name the NER ran on into its ministry ("Saudi Foreign" of "Saudi Foreign Minister").
_MINISTRY_CUT = re.compile(r"(.+?)\s+(?:Foreign|Interior|Defen[cs]e|Home|Information|Justice|Finance)")


# Nouns a copula makes of the attack, whose "by X" names its doer ("this was a cowardly act
# by X", "an act of terror by X", "a crime committed by"... only "by" here).
_ACT_NOUNS = frozenset(["act", "acts", "crime", "crimes", "atrocity", "atrocities"])


def _of_objects(noun) -> list:
    """The objects of ``noun``'s "of" ("an act of terrorism by X": "by" may hang on
    "terrorism")."""
    return [o for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for o in c.children if o.dep_ == "pobj"]


CLAIM_VERBS = frozenset(["claimed", "claim", "claims", "claiming", "admitted", "admit", "admits", "acknowledged"])
BLAME_VERBS = frozenset(
    ["blamed", "blame", "blames", "blaming", "accused", "accuse", "accuses", "accusing", "pinned"]
)
SUSPECT_VERBS = frozenset(["suspect", "suspects", "suspected", "believe", "believes", "believed", "attributed"])
_STANCE_WORDS = CLAIM_VERBS | BLAME_VERBS | DENY_VERBS | SUSPECT_VERBS
# What may be attributed to a source without any blame: a figure or a telling.
_TOLD_THINGS = frozenset(
    ["figure", "figures", "toll", "number", "estimate", "statement", "statements", "comments", "remarks", "quote",
     "quotes", "words", "report", "reports", "account", "message", "post", "posts", "tally"]
)
# Subjects whose "led to X" points to a suspect ("all signs led to Iran"; not "the
# investigation led to the arrest of X").
_SIGN_NOUNS = frozenset(["signs", "indications", "clues", "arrows", "evidence", "trail", "tracks"])


def _points_to_tie(verb) -> bool:
    return any(c.dep_ == "prep" and c.lower_ == "to" and any(o.lower_ in TIE_NOUNS for o in c.children) for c in verb.children)


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
    dateline_end = 0 if pa.uppercase else dateline_end_of(pa.text)
    out: list[ActorStance] = []
    seen: set[tuple[str, str, int]] = set()
    off_claims: set[int] = set()  # sentences whose denial disowns a claim about something else
    unclaimed: set[int] = set()  # sentences that say a claim was not made
    doer_sents: set[int] = set()  # sentences whose main subject is the attack's doer

    aliases = article_aliases(pa.text) if not pa.uppercase else {}
    # a vehicle driven into people: its driver is the attacker ("The driver ... was shot dead
    # by police. He was identified as Mohamed Lahouaiej-Bouhlel": Nice 2016)
    rammed = not pa.uppercase and bool(RAMMING.search(pa.text))

    def add(name: str, stance: str, sent: Sentence, by: str | None) -> None:
        if not pa.uppercase and no_actor(name):
            return  # "The Charger was believed to have been involved", "the K-9"
        if not pa.uppercase and (m := _MINISTRY_CUT.fullmatch(name)) and geo.country_code(as_country(m.group(1))):
            name = m.group(1)  # "Saudi Foreign Minister Adel al-Jubeir": the NER's "Saudi Foreign" is the state
        if not pa.uppercase:  # wire copy's names are scored as written (MUC-4 fillers)
            name = as_country(aliases.get(name, known_name(canonical(name))))
            name = qualified_group(name) or name  # "the Iran-backed Hezbollah group"
            name = described_group(name, pa, sent, out) or name  # "the Lebanese group" after Hezbollah
            by = ALLEGATION_BEFORE.sub("", by) if by else by  # "a charge Ukraine dismissed"
            if by and by.count("(") > by.count(")"):
                by = by[: by.rfind("(")].strip()  # "Kurdistan Workers Party (PKK": its name
            if by and len(by.strip(" .-")) < 2:
                by = None  # a letter cut from a name ("IS-K, the group's affiliate": "K")
            by = as_country(aliases.get(by, known_name(by))) if by else by
            by = (described_group(by, pa, sent, out) or qualified_group(by) or by) if by else by  # "the PKK terrorist organization"
        if by and by.lower() in ("it", "they"):
            # "Russia's Defence Ministry said its forces had struck a meeting of commanders.
            # It accused Kyiv of using civilians as a human shield" (Sumy 2025): the one who
            # spoke in the sentence before, else no one named ("according to It")
            by = next((a.asserted_by for a in reversed(out) if a.asserted_by
                       and sentence_index(pa, a.evidence.start) == sent.index - 1), None)
        elif by and by.lower() in PRONOUNS:
            by = None
        if by == name and stance in ("blamed", "suspected"):
            return  # "Russia ... that Russia was involved" is no accusation
        if by and stance in ("blamed", "suspected") and own_voice(name, by):
            # "The Islamic State's Amaq news agency said the attack was carried out by an
            # Islamic State fighter": the group speaking of its own deed claims it
            stance, by = "claimed", name
        key = (name, stance, sent.index)
        if key in seen:
            return
        seen.add(key)
        out.append(ActorStance(name=name, stance=stance, evidence=pa.evidence(sent.start, sent.end), asserted_by=by))

    for sent, doc in zip(cands, pa.parse(cands), strict=True):
        low = pa.analysis_text[sent.start : sent.end].lower()
        for tok in doc:
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
            claimants = co_subjects(tok, subj, doc, sent, pa) if subj is not None and (w in CLAIM_VERBS or w in _TAKE_VERBS or w in ("owned", "owns")) else []
            if subj is not None and subj.lower_ in ("which", "who") and tok.dep_ == "relcl" and (w in CLAIM_VERBS or w in _TAKE_VERBS):
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
                    continue
            # (or a clause the parser hangs on a wire dateline: "NEW ORLEANS (AP) — The Army
            # veteran who killed 14 people ... acted alone" reads "acted" as a relative clause
            # of ORLEANS)
            main = tok.dep_ in ("ROOT", "ccomp") or (tok.dep_ == "relcl" and sent.start + tok.head.idx < dateline_end)
            if main and tok.pos_ in ("VERB", "AUX") and (
                suspect_subject(tok) or (rammed and (s := subject(tok)) is not None and s.lower_ == "driver")
            ):
                doer_sents.add(sent.index)
            if (w in SAY_VERBS or w in CLAIM_VERBS) and SOLDIER_CLAIM.search(low) and tok.dep_ == "ROOT":
                # "Islamic State has said the man who drove a lorry into crowds in Nice ... was
                # one of its 'soldiers'" (Nice 2016): a group owning the attacker claims the act
                for name, _, _ in subj_actors:
                    if known_groups(name):
                        add(name, "claimed", sent, name)
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
                            add(name, "blamed", sent, by)
            if w in STRIKE_NOUNS and tok.pos_ == "NOUN":
                for name, stance, by in state_strike(tok, pa, sent):
                    add(name, stance, sent, by)
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
                    add(name, "suspected", sent, told_by)
            elif (w in SUSPECT_NOUNS or (rammed and w == "driver")) and tok.pos_ == "NOUN":
                # (a vehicle driven into people: its driver is the attacker, "The driver,
                # Shamsud-Din Jabbar, ... was killed in a shootout": New Orleans 2025 probe)
                told_by = speaker_of(tok.head, pa, sent) or according_to(tok.head, pa, sent) if tok.head.pos_ in ("VERB", "AUX") else None
                for name in named_suspect(tok, doc):
                    add(name, "suspected", sent, told_by)
            elif tok.pos_ == "VERB":
                for name in named_doer(tok, doc, full_name=partial(named_before, pa=pa, sent=sent)):
                    add(name, "suspected", sent, speaker_of(tok, pa, sent) or according_to(tok, pa, sent))
                if (sent.index - 1 in doer_sents) and w in ("killed", "shot") and KILLED_BY_POLICE.search(low):
                    # "The Army veteran who killed 14 people ... acted alone. Shamsud-Din Jabbar,
                    # 42, of Houston, was killed in a gunfight with police" (New Orleans 2025):
                    # the one the police killed right after the doer is told is the doer
                    for c in tok.children:
                        if c.dep_ == "nsubjpass" and (killed := person_name(c, doc)) is not None:
                            add(killed, "suspected", sent, None)
            for name, _, _ in held_responsible(tok, doc, sent, pa):
                add(name, "blamed", sent, subj_name)
            for name, _, _ in condemned_doers(tok, doc, sent, pa):  # "condemned the attack by X"
                add(name, "blamed", sent, subj_name)
            for name, by in ordered_by(tok, doc, sent, pa):  # "acting on orders from the PKK"
                add(name, "blamed", sent, by)
            # "the attackers were members of X"; "No group has claimed it, but the attackers are
            # suspected to be members of X" (a main clause joined to the first)
            main_clause = tok.dep_ == "ROOT" or (tok.dep_ == "conj" and tok.head.dep_ == "ROOT")
            for name, _, _ in doers_group(tok, doc, sent, pa) if main_clause else []:
                add(name, "suspected", sent, according_to(tok, pa, sent))
            if w in WEAPON_VERBS and not negated(tok):
                for name, stance, by in weapon_agents(tok, doc, sent, pa):
                    add(name, stance, sent, by)
            if w in ("claim", "claims") and tok.pos_ == "NOUN" and tok.dep_ == "dobj" and (
                "responsib" in low or any(c.lower_ == "for" and ATTACK_NOUN.search(phrase(c, pa, sent)) for c in tok.children)
            ) and (tok.head.lower_ in ISSUE_VERBS and not negated(tok.head)):
                # "The Islamic State made a purported claim of responsibility"
                issuer = subject(tok.head)
                for name, _, _ in actors_in(issuer, doc, sent, pa, people=True) if issuer is not None else []:
                    add(name, "claimed", sent, name)
            elif w in ("claim", "claims") and tok.pos_ == "NOUN" and "responsib" in low and (by_prep := claim_by(tok)) is not None:
                # "A claim of responsibility by the Islamic State could not be verified"
                for name, _, _ in actors_in(by_prep, doc, sent, pa, people=True):
                    add(name, "claimed", sent, name)
            elif w in CLAIM_VERBS and any(c.dep_ == "agent" for c in tok.children):
                # "an attack claimed by Islamic State", "Responsibility was claimed by ..."
                for c in tok.children:
                    if c.dep_ == "agent":
                        for name, _, _ in actors_in(c, doc, sent, pa, people=True):
                            add(name, "claimed", sent, name)
            elif w in CLAIM_VERBS and claims_other_events(tok):
                pass  # "The Islamic State has claimed several previous attacks on Hazara targets"
            elif (w in CLAIM_VERBS and "responsib" in low) or (
                w in _TAKE_VERBS and any(_takes_credit(c) for c in tok.children)
            ):
                if negated(tok):
                    # "Israel did not claim responsibility": neither a claim nor a denial
                    off_claims.add(sent.index)
                    unclaimed.add(sent.index)
                    continue
                # ("a man ... claimed responsibility for the attacks on behalf of al-Qaida": the
                # group he speaks for, not his accent's country; Madrid 2004 probe)
                behalf = [x for b in doc if b.lower_ == "behalf" for o in b.children if o.dep_ == "prep" and o.lower_ == "of"
                          for x in actors_in(o, doc, sent, pa, people=True)]
                for name, _, _ in behalf or claimants or listed_claimants(tok, subj, doc, sent, pa) or antecedent(subj, doc, sent, pa, out):
                    add(name, "claimed", sent, name)
            elif (w in CLAIM_VERBS or (w in ("owned", "owns") and not is_passive(tok))) and any(
                # ("owned the attack": South Asian English for claiming it; not "a shed owned by X";
                # "a Twitter account linked to Islamic State also claimed it": the attack)
                c.dep_ == "dobj" and (CLAIMED_DEED.fullmatch(c.text) or c.lower_ == "responsibility" or (
                    c.lower_ == "it" and w in CLAIM_VERBS and c.i == tok.i + 1 and not list(c.children)
                )) for c in tok.children
            ):
                # "Islamic State claimed the attack", "The Houthis claimed the drone attack"
                if not negated(tok):
                    for name, _, _ in claimants or antecedent(subj, doc, sent, pa, out):
                        add(name, "claimed", sent, name)
            elif w in ("fell", "falls", "fallen", "focused", "centred", "centered") and subj is not None and subj.lower_ == "suspicion":
                # "suspicion fell on the Baloch Liberation Army" ("U.S. officials said suspicion
                # fell on X": theirs)
                by = speaker_of(tok, pa, sent) or according_to(tok, pa, sent)
                for c in tok.children:
                    if c.dep_ == "prep" and c.lower_ in ("on", "upon"):
                        for name, _, _ in actors_in(c, doc, sent, pa, people=True):
                            add(name, "suspected", sent, by)
            elif (w in ("pointed", "points", "point", "pointing") or (
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
                                add(name, "blamed", sent, subj_name)
                            else:
                                add(name, "suspected", sent, speaker_of(tok, pa, sent))
            elif w in PLEDGE_VERBS and pledger_is_doer(tok, subj):
                # "The gunman pledged allegiance to the Islamic State in a call to police": the
                # attacker ties himself to the group (a suspicion, not the group's claim)
                told = pledge_clause(tok)
                for name in pledged_groups(tok, doc, sent, pa):
                    add(name, "suspected", sent, speaker_of(told, pa, sent) or according_to(told, pa, sent))
            elif w == "hallmarks":
                # "The attack bore the hallmarks of al-Qaeda"; "... of Boko Haram, or its offshoot
                # Islamic State West Africa Province" (Mubi 2018 probe: the parser hangs the
                # second on "hallmarks")
                for c in tok.children:
                    if (c.dep_ == "prep" and c.lower_ == "of") or (c.dep_ == "conj" and c.lower_ in KIN_GROUPS):
                        for name, _, _ in actors_in(c, doc, sent, pa, people=True):
                            add(name, "suspected", sent, None)
            elif w in BLAME_VERBS and (passive := next((c for c in tok.children if c.dep_ == "nsubjpass"), None)) is not None:
                # "The Fulani herdsmen were blamed by residents for the massacre"
                agent = next((c for c in tok.children if c.dep_ == "agent"), None)
                by = by_phrase(agent, pa, sent)
                for name, a, _ in actors_in(passive, doc, sent, pa):
                    # "X is accused of killing ..." in crime news is a charge against a
                    # person: only a state or a known group is an accused party here
                    state_or_group = geo.country_code(as_country(name)) or known_groups(name)
                    if a >= dateline_end and (w.startswith("blam") or state_or_group):
                        add(name, "blamed", sent, by)
            elif w in ("work", "handiwork") and tok.dep_ == "attr" and (cop := subject(tok.head)) is not None and ATTACK_NOUN.fullmatch(cop.text):
                # "The attack was the work of the Islamic State, according to Iraqi officials";
                # "the military said the bombing was the handiwork of the BIFF" (Isulan 2018)
                for c in tok.children:
                    if c.dep_ == "prep" and c.lower_ == "of":
                        for name, _, _ in actors_in(c, doc, sent, pa, people=True):
                            add(name, "suspected", sent, according_to(tok.head, pa, sent) or speaker_of(tok.head, pa, sent))
            elif w in _ACT_NOUNS and tok.dep_ == "attr" and (cop := subject(tok.head)) is not None and (
                ATTACK_NOUN.fullmatch(cop.text) or cop.lower_ in ("this", "it", "that")
            ) and not negated(tok.head):
                # "'This was a cowardly act by the Boko Haram terrorists,' the governor said":
                # the speaker names the doer (as "the attack was carried out by X" does)
                by = speaker_of(tok.head, pa, sent) or according_to(tok.head, pa, sent)
                for c in (x for t in (tok, *_of_objects(tok)) for x in t.children):
                    if c.dep_ == "prep" and c.lower_ == "by":
                        for name, _, _ in actors_in(c, doc, sent, pa):
                            add(name, "blamed", sent, by)
            elif w in BLAME_VERBS and len(subj_actors) >= 2 and EACH_OTHER.search(phrase(tok, pa, sent)):
                # "Kyiv and Moscow blamed each other for the strike"
                for x, _, _ in subj_actors:
                    for y, _, _ in subj_actors:
                        if x != y:
                            add(y, "blamed", sent, x)
            elif w in BLAME_VERBS:
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
                            if behind_preposition(doc, a - sent.start, c):
                                continue  # "blamed enemies of the Islamic Republic"
                            if not subj_actors or name not in {x[0] for x in subj_actors}:
                                add(name, "blamed", sent, blamer)
            elif w in _RETRACT_VERBS and tok.pos_ == "VERB" and not negated(tok) and any(
                c.dep_ == "dobj" and c.lower_ in ("claim", "claims") for c in tok.children
            ):
                # "The Resistance Front initially claimed the attack but later withdrew its
                # claim": the claim disowned (both are kept, as a coder notes a retraction)
                for name, _, _ in subj_actors or antecedent(subj, doc, sent, pa, out):
                    add(name, "denied", sent, name)
            elif w in DENY_VERBS and tok.dep_ == "relcl" and any(c.dep_ == "dobj" and c.lower_ in ("which", "that") for c in tok.children) and not (
                ATTACK_NOUN.search(told := pa.analysis_text[sent.start : sent.start + tok.idx]) or INVOLVED.search(told)
            ):
                # "Turkish officials have long said TAK is a front for the PKK, which the group
                # denies": a denial of a tie, not of a role in the attack (Besiktas 2016 probe)
                off_claims.add(sent.index)
            elif w in DENY_VERBS and (denies_other_claim(tok) or denies_other_fact(tok) or neither_nor(tok) or (
                # "An affiliate of the Islamic State group claimed it brought down the plane.
                # Egyptian Prime Minister Sherif Ismail dismissed the claim": a doubt about
                # another's claim just told, no denial of a role (Metrojet 2015 probe)
                _the_claim(tok) and any(a.stance == "claimed" and a.asserted_by != subj_name
                                        and sentence_index(pa, a.evidence.start) in (sent.index, sent.index - 1) for a in out)
            )):
                off_claims.add(sent.index)  # no stance, and none from the scorer below either
            elif (w in DENY_VERBS and not rejects_other_thing(tok) and not is_passive(tok)) or (
                w == "involved" and any(c.dep_ == "neg" for c in tok.children)
            ) or calls_false(tok):
                for name, _, _ in subj_actors or antecedent(subj, doc, sent, pa, out):
                    add(name, "denied", sent, subj_name)
                if not subj_actors and w in DENY_VERBS:
                    for name, _, _ in proper_denier(tok, subj, doc, sent, pa):
                        add(name, "denied", sent, name)
                if w in ("rejected", "rejects", "dismissed", "denied"):
                    for c in tok.children:
                        if c.dep_ == "dobj":
                            for name, a, b in actors_in(c, doc, sent, pa):
                                # "rejected Hamas's claims", "dismissed a claim of responsibility by X"
                                if pa.text[b : b + 2] not in ("'s", "’s") and not behind_preposition(doc, a - sent.start, c, preps=BY):
                                    add(name, "denied", sent, subj_name)
            elif w in SUSPECT_VERBS and tok.pos_ == "VERB" and not negated(tok):
                if w == "attributed":
                    thing = next((c for c in tok.children if c.dep_ in ("dobj", "nsubjpass")), tok.head if tok.dep_ == "acl" else None)
                    if thing is not None and (thing.like_num or thing.lower_ in _TOLD_THINGS):
                        continue  # "a figure of 11,300 attributed to the Libyan Red Crescent" (Derna 2023)
                    for c in tok.children:
                        if c.dep_ == "prep" and c.text.lower() == "to":
                            # (a name the NER calls a person: "attributed the attack to Ansarul Islam")
                            for name, _, _ in actors_in(c, doc, sent, pa, people=any(o.dep_ == "dobj" and ATTACK_NOUN.fullmatch(o.text) for o in tok.children)):
                                add(name, "suspected", sent, subj_name)
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
                                        add(name, "suspected", sent, subj_name)
                    # "X is believed to be behind": the passive subject is the suspect (a
                    # person or a group spaCy does not know, "Jamaat-ul-Ahrar ... was
                    # suspected of being behind"); the subject of an active "believes" is
                    # the one who believes
                    passive = next((c for c in tok.children if c.dep_ == "nsubjpass"), None)
                    if passive is not None and DOER_CUE.search(pa.analysis_text, sent.start + tok.idx, sent.end):
                        # ("Daesh is suspected of carrying out the bombing, Erdogan said": his)
                        by = speaker_of(tok, pa, sent) if tok.dep_ == "ccomp" else None
                        for name, _, _ in actors_in(passive, doc, sent, pa, people=True):
                            add(name, "suspected", sent, by)
                    elif w == "suspected" and any(c.dep_ == "auxpass" for c in tok.children):
                        for name in left_groups(tok, doc, sent, pa):
                            add(name, "suspected", sent, subj_name)
            elif w in PROBE_VERBS and tok.pos_ == "VERB" and not negated(tok):
                # "authorities were investigating whether the Maute group was involved"
                for c in tok.children:
                    inner = subject(c) if c.dep_ in ("ccomp", "advcl") else None
                    if inner is not None and any(m.lower_ in ("whether", "if") for m in c.children) and accuses(c):
                        # "whether the attack was carried out by the Islamic State": the agent
                        agents = [a for a in c.children if a.dep_ == "agent"] if inner.dep_ == "nsubjpass" else []
                        heads = agents or [inner]
                        for name, _, _ in (x for h in heads for x in actors_in(h, doc, sent, pa, people=True)):
                            add(name, "suspected", sent, subj_name)
            elif (w in ALLEGE_VERBS or w in CLAIM_VERBS) and tok.pos_ == "VERB":
                # "Russia has suggested that Ukraine was involved": an accusation ("claimed it
                # carried out the attack": a claim read as "said it carried out")
                for c in reported_clauses(tok):
                    # "Israel said the blast was caused by a failed rocket launch by X", "the
                    # attack was organised by X", "the militants ... were members of X"
                    # ... said in a claim ("AQIM claimed responsibility, saying it was carried
                    # out by the Al-Mourabitoun group"): the claim names its doer
                    in_claim = tok.dep_ in ("advcl", "conj") and claims_responsibility(tok.head, low)
                    inner = subject(c)
                    # ... or by the attacker of himself ("said he was a member of X"): a suspicion
                    own_tie = inner is not None and inner.lower_ in ("he", "she", "they")
                    for name, _, _ in cause_agents(c, doc, sent, pa) + doers_group(c, doc, sent, pa):
                        add(name, "claimed" if in_claim else "suspected" if own_tie else "blamed", sent, subj_name)
                    if inner is not None and ATTACK_NOUN.fullmatch(inner.text) and not negated(c):
                        # "the Kyiv regime's strike on the market was a terrorist act, the
                        # ministry said": the attack's possessor is its doer, by the speaker
                        for owner in (p for p in inner.children if p.dep_ == "poss"):
                            for name, _, _ in actors_in(owner, doc, sent, pa):
                                # a state or a known group ("Police said Smith's shooting was
                                # accidental" names a victim)
                                if geo.country_code(as_country(aliases.get(name, known_name(canonical(name))))) or known_groups(name):
                                    add(name, "blamed", sent, subj_name)
                    if inner is None or c.lower_ in _STANCE_WORDS or SELF_REFERENCE.fullmatch(core_phrase(inner, pa, sent)):
                        continue  # "X was suspected of ..., officials said": the stance verb's own
                    if accuses(c) and not doubted(doc, inner, c) and inner.lower_ not in ENEMY_NOUNS:
                        for name, _, _ in actors_in(inner, doc, sent, pa):
                            add(name, "suspected" if hedged(c) or evidence_says else "blamed", sent, subj_name)
                if w not in SAY_VERBS | TELL_VERBS | CLAIM_VERBS:
                    continue
                # "The Islamic State group said it was behind the attack": a claim
                for c in reported_clauses(tok):
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
                    own_name = inner is not None and bool(subj_actors) and {
                        known_name(canonical(n)) for n, a, b in actors_in(inner, doc, sent, pa, people=True)
                        if not any(pa_ <= a and b <= pb for pa_, pb in place_phrase)
                    } & {known_name(canonical(n)) for n, _, _ in subj_actors}
                    # ("the group, which calls itself Ansar Allah, had carried out the attack")
                    own_words = core_phrase(inner, pa, sent, asides=("appos", "relcl"), after_comma=True) if inner is not None else ""
                    if inner is not None and subj_actors and (_avenges(c, inner) or _done_unnamed(c, inner, subj_actors)) and not any(
                        geo.country_code(as_country(known_name(canonical(n)))) for n, _, _ in subj_actors
                    ):
                        # "'This attack was revenge for the killing of civilians in Kunduz,'
                        # Taliban spokesman Zabihullah Mujahid said": a group giving the attack
                        # its motive owns it (Mazar-i-Sharif 2016 probe; a state's "in response"
                        # is its own strike)
                        for name, _, _ in subj_actors:
                            if known_groups(name) or _GROUP_NAME_END.search(name):
                                add(name, "claimed", sent, name)
                        continue
                    if inner is None or not (SELF_REFERENCE.fullmatch(own_words) or own_name) or _cleft(c, inner):
                        continue
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
                            continue
                        speaks_for = antecedent(inner, doc, sent, pa, out)
                        clause = phrase(c, pa, sent)
                        if speaks_for and doubted(doc, inner, c) and (OWN_DEED.search(clause) or INVOLVED.search(clause)):
                            for name, _, _ in speaks_for:
                                add(name, "denied", sent, subj_name)
                        continue
                    clause = phrase(c, pa, sent)
                    own_attack = c.lower_ in OWN_ATTACK_WORDS and c.pos_ == "VERB" and not any(x.dep_ == "auxpass" for x in c.children)
                    states = all(geo.country_code(as_country(known_name(canonical(n)))) for n, _, _ in speakers)
                    if states and RETALIATION.search(clause) and not OWN_DEED.search(clause):
                        # "Israel's military said it had struck Hamas targets in response": a
                        # state's answer to the event (a group's "in retaliation for" is its motive)
                        pass
                    elif (OWN_DEED.search(clause) or own_attack or self_agent is not None) and not doubted(doc, inner, c) and not (
                        # "Charleston Police said they arrested the suspect responsible for the
                        # shooting"; "Ms Banks ... said: 'It killed me to watch ...'"
                        HELD_WORDS.search(clause) or (inner.lower_ == "it" and TITLED.match(subj_name or ""))
                    ):
                        for name, _, _ in speakers:
                            add(name, "claimed", sent, name)
                    elif (NO_ROLE.search(clause) and not FOUND_NO_TIE.search(clause)) or (
                        doubted(doc, inner, c) and (OWN_DEED.search(clause) or INVOLVED.search(clause))
                    ):
                        # "A Taliban spokesman said the group was not involved in the attack"
                        for name, _, _ in speakers:
                            add(name, "denied", sent, subj_name)
            elif w in DOER_ATTACK_WORDS and tok.pos_ == "VERB" and subj is not None and subj.dep_ in ("nsubj", "appos") and violent_use(tok):
                # "Al Shabaab militants stormed the hotel": the outlet states the doer
                # (a name before "gunmen" is a group however spaCy tags it: "Boko Haram")
                if subj.lower_ in DOER_NOUNS:
                    for name, a, _ in actors_in(subj, doc, sent, pa, people=True):
                        # "Gunmen killed ...": no name; "MAIDUGURI, Nigeria (AFP) - Jihadists
                        # killed": the dateline is no doer
                        if name.lower() not in DOER_NOUNS and a >= dateline_end:
                            add(name, "suspected", sent, None)
                elif known_groups(pa.text, sent.start + subj.left_edge.idx, sent.start + subj.idx + len(subj)):
                    # (the subject's whole name: "Boko Haram abducted 276 schoolgirls", not "Haram")
                    for name, _, _ in subj_actors:
                        add(name, "suspected", sent, None)
            elif w == "lies" and "responsib" in low:
                for c in tok.children:
                    if c.dep_ == "prep" and c.text.lower() == "with":
                        for name, _, _ in actors_in(c, doc, sent, pa):
                            add(name, "blamed", sent, None)
    for sent in [] if pa.uppercase else pa.sentences:
        for name, by in fronted_groups(pa, sent):  # "TJP, ... a front for the banned TTP"
            add(name, "suspected", sent, by)
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
        add(name, stance, sent, name if stance == "claimed" else None)
    # wire copy's known groups; elsewhere a bare "IS", which the parser reads as the verb
    # ("IS claimed responsibility": "is claimed", with no subject)
    for name, stance, sent in wire_known_groups(pa, bare_only=not pa.uppercase):
        add(name, stance, sent, name if stance == "claimed" else None)
    for name, stance, sent, at in cleft_groups(pa):
        # "The interior minister said it was the Islamic State that was behind it": who says so
        add(name, stance, sent, None if pa.uppercase else _cleft_speaker(pa, sent, at))
    resolve_pronoun_denials(out)
    if not pa.uppercase:
        out = said_not_stated(out)
    out.sort(key=lambda a: a.evidence.start)
    return tuple(out)


# Words of a group's media arm ("Al-Shabaab's Radio Andalus", "the group's Amaq news agency").
_MEDIA_WORDS = re.compile(r"(?i)\b(?:news|agency|radio|media|channel|outlet|website|television|tv|magazine|newspaper|station)\b")


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


def _the_claim(verb) -> bool:
    """Whether ``verb``'s object is "the claim" (or "that claim", "the group's claim") with
    nothing after it: the claim of responsibility just told."""
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if obj is None or obj.lower_ not in ("claim", "claims"):
        return False
    before = [c for c in obj.children if c.i < obj.i]
    after = [c for c in obj.children if c.i > obj.i]
    return not after and any(c.lower_ in ("the", "that", "this", "its", "their") or c.dep_ == "poss" for c in before)


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


def _cleft(verb, subj) -> bool:
    """Whether ``verb`` with subject ``subj`` is a cleft ("it was the Islamic State that
    carried out this attack": the "it" is no speaker's self)."""
    return subj.lower_ == "it" and verb.lower_ in BE_FORMS and any(
        c.dep_ == "attr" and any(
            r.dep_ in ("relcl", "ccomp", "acl") and any(x.lower_ in ("that", "who", "which") for x in r.children) for r in (*c.children, *verb.children)
        ) for c in verb.children
    )


def _cleft_speaker(pa: ParsedArticle, sent: Sentence, at: int) -> str | None:
    """Who reports the cleft whose "it" is at offset ``at`` (the saying verb's subject, or
    "according to X"), else None."""
    doc = pa.parse_one(sent)
    it = next((t for t in doc if sent.start + t.idx == at), None)
    if it is None:
        return None
    verb = it.head
    return speaker_of(verb, pa, sent) or according_to(verb, pa, sent)


def claims_responsibility(verb, low: str) -> bool:
    """``verb`` makes a claim not negated ("claimed responsibility", "took credit")."""
    w = verb.lower_
    return not negated(verb) and (
        (w in CLAIM_VERBS and "responsib" in low) or (w in _TAKE_VERBS and any(_takes_credit(c) for c in verb.children))
    )


__all__ = ["ALIASES", "canonical", "claims_responsibility", "extract"]
