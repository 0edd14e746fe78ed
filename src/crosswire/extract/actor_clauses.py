"""What a reported clause says about an attack: whether it makes its subject the doer
("X was behind the bombing", "X carried out the attack", "had fired the missile":
read in :mod:`crosswire.extract.actor_doers`), whether
it is negated or doubted, whose weapon caused it ("was caused by a failed rocket launch by X"),
and whether "rejected"/"dismissed" disowns an accusation or something else. Used by
:mod:`crosswire.extract.actors`.
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.extract.actor_bodies import body_name
from crosswire.extract.actor_doers import (
    ATTACK_NOUN,
    DOER_VERBS,
    WEAPON_NOUN,
    WEAPON_USE_VERBS,
    WEAPON_VERBS,
    accuses,
)
from crosswire.extract.actor_names import known_groups
from crosswire.extract.actor_spans import actors_in, canonical
from crosswire.extract.actor_speakers import phrase, subject
from crosswire.model import ActorStance
from crosswire.nlp import ParsedArticle, Sentence


def resolve_pronoun_denials(out: list[ActorStance]) -> None:
    """'U.S. officials rejected any suggestion that it ... was behind': the subject's own
    country is the denier too (asserted by the officials)."""
    for a in list(out):
        # (not a state's army speaking for itself: "The Israeli military denied that its
        # forces ..." is the army's denial, named as such by crosswire.extract.actor_bodies)
        if a.stance == "denied" and a.asserted_by and body_name(a.asserted_by) != a.asserted_by:
            m = re.match(r"(?:the\s+)?(U\.S\.|US|Washington|American|Israeli|Iranian)\b", a.asserted_by)
            if m:
                name = canonical(m.group(1))
                if name == "American":
                    name = "United States"
                if not any(o.name == name and o.stance == "denied" and o.evidence == a.evidence for o in out):
                    out.append(ActorStance(name=name, stance="denied", evidence=a.evidence, asserted_by=a.asserted_by))


def neither_nor(verb) -> bool:
    """Whether the verb is one arm of "neither confirmed nor denied": no stance taken."""
    arms = [verb, verb.head] if verb.dep_ == "conj" else [verb, *(c for c in verb.children if c.dep_ == "conj")]
    if verb.dep_ == "conj" and verb.head.lower_ in _CONFIRM_VERBS and any(c.dep_ == "neg" for c in verb.head.children):
        return True  # "Israel did not confirm or deny involvement"
    return any(c.lower_ in ("neither", "nor") for a in arms for c in a.children)


# Verbs whose negation carries over to a denial joined to them ("did not confirm or deny").
_CONFIRM_VERBS = frozenset(["confirm", "confirmed", "confirms", "acknowledge", "acknowledged", "admit", "admitted"])


# Adverbs and adjectives that make an accusation a likelihood ("X was likely behind the
# attack", "the likely perpetrator": Gaziantep 2016 probe).
_LIKELY = frozenset(["likely", "probably", "possibly", "probable", "possible", "apparently", "presumably"])




def hedged(clause) -> bool:
    """Whether a modal or a "likely" makes the accusation a possibility ("X could have been
    behind the attack", "X may be behind it", "X was likely behind it", "the likely
    perpetrator"): a suspicion, not a charge."""
    return any(c.dep_ == "aux" and c.lower_ in ("could", "might", "may") for c in clause.children) or any(
        c.dep_ in ("advmod", "acomp") and c.lower_ in _LIKELY for c in clause.children
    ) or any(a.dep_ == "amod" and a.lower_ in _LIKELY for c in clause.children if c.dep_ == "attr" for a in c.children)


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
    end = inner.i
    if (neg := set_aside(inner)) is not None:
        # "officials said not the PKK but the Islamic State was behind the attack": the
        # "not" sets the first name aside (the names are filtered) and states the second
        end = neg.i
    lo = max(0, end - DOUBT_WINDOW)
    return any(t.text.lower() in _DOUBT_WORDS for t in doc[lo:end])


def set_aside(tok):
    """The "not" of "not X but Y" when ``tok`` is its X (the parse hangs "not", "but" and Y
    on X), else None."""
    neg = next((c for c in tok.children if c.dep_ == "neg"), None)
    if neg is None or neg.i > tok.i:
        return None
    kids = list(tok.children)
    if any(c.dep_ == "cc" and c.lower_ == "but" for c in kids) and any(c.dep_ == "conj" for c in kids):
        return neg
    return None

# What "rejected"/"dismissed" disown: an accusation ("dismissed the allegation as baseless",
# "rejected any involvement"), not a proposal, an appeal or an official.
ALLEGATION_NOUNS = frozenset(
    """accusation accusations allegation allegations claim claims charge charges suggestion
    suggestions report reports speculation insinuation insinuations assertion assertions notion
    idea blame responsibility involvement role link links connection charges statement""".split()
)
# An allegation noun the parser made part of a denier's subject ("a charge Ukraine dismissed").
ALLEGATION_BEFORE = re.compile(r"^(?i:an?\s+|the\s+)?(?i:charge|claim|accusation|allegation)s?\s+(?=[A-Z])")
_REJECT_VERBS = frozenset(["rejected", "rejects", "reject", "dismissed", "dismisses", "dismiss"])


def rejects_other_thing(verb) -> bool:
    """Whether "rejected"/"dismissed" has an object that is no accusation ("Russia rejected
    the proposal", "the mayor dismissed the police chief")."""
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if any(c.dep_ in ("xcomp", "ccomp") and c.tag_ == "VBG" and c.lower_ in _TELLING_GERUNDS for c in verb.children):
        # "The Red Crescent denied giving the 11,300 figure" (Derna 2023): a denial of a
        # telling, not of a role
        return True
    if verb.lower_ not in _REJECT_VERBS:
        # "A Cook County judge denied both men bail", "denied bond": a court's ruling (the
        # parser may make "bail" a clause of its own)
        return any(c.lower_ in _COURT_THINGS for c in verb.children if c.dep_ in ("dobj", "dative", "ccomp", "xcomp", "oprd"))
    return obj is not None and obj.lower_ not in ALLEGATION_NOUNS and obj.ent_type_ == ""


# Gerunds of telling a denial may disown ("denied giving the figure", "denied making the
# remarks").
_TELLING_GERUNDS = frozenset(
    ["giving", "making", "issuing", "saying", "publishing", "releasing", "providing", "sharing", "posting",
     "sending", "writing", "telling"]
)


# What a court or an office denies someone (no denial of a role in the attack).
_COURT_THINGS = frozenset(
    ["bail", "bond", "request", "requests", "motion", "motions", "appeal", "parole", "release", "entry", "access",
     "permission", "application", "asylum", "visa", "probation", "petition"]
)


def denies_other_claim(verb) -> bool:
    """Whether a denial's object is an allegation whose "that" clause charges nobody with the
    attack: "MSF denied claims that Taliban fighters were firing from the compound" disowns
    a claim about where shots came from, neither MSF's role nor the Taliban's in the air
    strike ("rejected any suggestion that it or its ally Israel was behind the blasts" does
    disown one)."""
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if obj is None or obj.lower_ not in ALLEGATION_NOUNS:
        return False
    for clause in obj.children:
        if clause.dep_ not in ("acl", "ccomp") or not any(m.dep_ == "mark" and m.lower_ == "that" for m in clause.children):
            continue
        text = " ".join(t.text for t in clause.subtree)
        return not (accuses(clause) or INVOLVED.search(text) or ATTACK_NOUN.search(text) or clause.tag_ == "VBD")
    return False


def denies_other_fact(verb) -> bool:
    """Whether a denial's "that" clause is a passive fact about the target, with no doer and
    no attack named: "Ukraine denied that a military gathering had been hit" disowns a
    reading of what was struck, not a role in the strike ("Russia denied that its forces
    struck the hospital" and "denied that it was behind the blast" do disown one)."""
    if any(c.dep_ == "dobj" for c in verb.children):
        return False
    for clause in verb.children:
        if clause.dep_ != "ccomp" or not any(m.dep_ == "mark" and m.lower_ == "that" for m in clause.children):
            continue
        # (without a verb joined to it: "... had been hit and said the strike ... was a war crime")
        joined = {x.i for c in clause.children if c.dep_ == "conj" for x in c.subtree}
        text = " ".join(t.text for t in clause.subtree if t.i not in joined)
        passive = any(c.dep_ == "nsubjpass" for c in clause.children)
        return passive and not (accuses(clause) or INVOLVED.search(text) or ATTACK_NOUN.search(text) or any(
            c.dep_ == "agent" for c in clause.children
        ))
    return False


# Verbs by which a passive clause names the doer of an attack as its agent ("the attack was
# organised by X", "was carried out by X").
_PASSIVE_DOER_VERBS = DOER_VERBS | frozenset(["organised", "organized", "ordered", "directed", "engineered", "plotted"])


# Passive verbs whose agent backs the attackers ("were sponsored by", "were trained by").
_SPONSOR_VERBS = frozenset(
    ["sponsored", "backed", "funded", "financed", "armed", "trained", "sent", "directed", "dispatched", "handled", "supported"]
)


def cause_agents(clause, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """Who a passive "was caused by <a weapon or an attack> by X" names as its user, or a
    passive "the attack was organised by X" as its doer."""
    if not any(c.dep_ == "auxpass" for c in clause.children):
        return []
    out: list[tuple[str, int, int]] = []
    if clause.lower_ in _PASSIVE_DOER_VERBS:
        done = subject(clause)
        # "it" after an attack named before it in the sentence ("claimed responsibility for
        # the attack, saying it was carried out by X")
        told = done is not None and done.lower_ == "it" and any(ATTACK_NOUN.fullmatch(t.text) for t in doc[: done.i])
        if done is not None and (ATTACK_NOUN.fullmatch(done.text) or told) and not negated(clause):
            # ("planned and orchestrated by X": the agent hangs on the second verb)
            verbs = [clause, *(c for c in clause.children if c.dep_ == "conj" and c.lower_ in _PASSIVE_DOER_VERBS)]
            for agent in (c for v in verbs for c in v.children if c.dep_ == "agent"):
                for who in (o for o in agent.children if o.dep_ == "pobj"):
                    out += own_names(who, doc, sent, pa)
        return out
    if clause.lower_ in _SPONSOR_VERBS:
        # "Pakistan's army said the attackers were sponsored by India": the attackers' backer
        done = subject(clause)
        if done is not None and (done.lower_ in _DOER_SUBJECTS or _took_part(done)) and not negated(clause):
            for agent in (c for c in clause.children if c.dep_ == "agent"):
                for who in (o for o in agent.children if o.dep_ == "pobj"):
                    out += actors_in(who, doc, sent, pa)
        return out
    if clause.lower_ not in ("caused", "triggered", "sparked", "set"):
        return []
    for agent in (c for c in clause.children if c.dep_ == "agent"):
        for what in (p for p in agent.children if p.dep_ == "pobj"):
            words = [what, *(c for c in what.children if c.dep_ in ("compound", "amod"))]
            if not any(WEAPON_NOUN.search(t.text) or ATTACK_NOUN.fullmatch(t.text) for t in words):
                continue
            for by in (c for c in what.children if c.dep_ == "prep" and c.lower_ in ("by", "from")):
                out += actors_in(by, doc, sent, pa, people=True)
            # "caused by a rocket misfired by the Palestinian Islamic Jihad": the agent of the
            # participle that describes the weapon
            for by in (a for c in what.children if c.dep_ == "acl" for a in c.children if a.dep_ == "agent"):
                out += actors_in(by, doc, sent, pa, people=True)
            # "caused by an Israeli air strike", "by a Hamas rocket": the weapon's own maker of
            # the attack, its nationality or a proper-noun owner ("Iranian-made" is no user)
            for owner in (t for t in words[1:] if t.pos_ == "PROPN" or t.lower_ in geo.DEMONYMS):
                out += actors_in(owner, doc, sent, pa, people=True)
    return out


def own_names(tok, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """The actor a noun phrase names by itself: its words without what its apposition,
    relative clause or conjuncts add ("Bahrun Naim, an Indonesian militant believed to be in
    Syria with the Islamic State group" -> Bahrun Naim; "Jundallah and Jamaat-ul-Ahrar" ->
    Jundallah). Persons and bare proper nouns count (the grammar says an actor is meant)."""
    drop = {t.i for c in tok.children if c.dep_ in ("appos", "acl", "relcl", "conj", "cc") for t in c.subtree}
    own = [t for t in tok.subtree if t.i not in drop]
    while own and own[-1].is_punct:
        own.pop()
    if not own:
        return []
    lo, hi = own[0].idx, own[-1].idx + len(own[-1])
    names = [n for n in actors_in(tok, doc, sent, pa, people=True) if sent.start + lo <= n[1] and n[2] <= sent.start + hi]
    if names or tok.pos_ != "PROPN":
        return names
    return [(canonical(pa.text[sent.start + lo : sent.start + hi]), sent.start + lo, sent.start + hi)]


# Plural group nouns whose claim lists its claimants ("Three militant factions have claimed
# responsibility, including Jundallah and Jamaat-ul-Ahrar").
_GROUP_PLURALS = frozenset(["groups", "factions", "organisations", "organizations", "outfits", "militias", "movements"])


# What makes "X is believed to ..." a suspicion of the attack ("believed to be behind",
# "believed to have shot"), not of something else ("The Ford F-150 pickup ... was believed
# to be the second attempted carjacking").
DOER_CUE = re.compile(
    r"(?i)\b(?:behind|responsible|involved|carr(?:ied|ying|y)\s+out|perpetrat\w*|culprits?|gunm[ae]n|shooters?|attackers?|"
    r"bombers?|killers?|triggerman|assailants?|suspects?|(?<!was\s)(?<!were\s)(?<!been\s)(?:shot|killed)|"
    r"fired|opened\s+fire|stabbed|"
    r"planted|detonated|members?\s+of|linked|affiliated|part\s+of|work\s+of|masterminded|charged|acted\s+alone|"
    r"organi[sz]ed|planned|ordered)\b"
)


def is_passive(verb) -> bool:
    """'was denied' (Creech's request ... was denied): the subject undergoes it."""
    return any(c.dep_ == "auxpass" for c in verb.children)


# What carries a group's words ("a video claiming the attack", "a statement claiming it").
_VEHICLES = frozenset(["video", "statement", "message", "audio", "recording", "post", "posting", "communique"])


def vehicle_speaker(verb):
    """The subject of the clause whose video or statement does ``verb``: "Boko Haram's leader
    Abubakar Shekau appeared in a video claiming the attack" (the leader), else None."""
    if verb.dep_ != "acl" or verb.head.lower_ not in _VEHICLES:
        return None
    h = verb.head
    while h.head.i != h.i and h.pos_ not in ("VERB", "AUX"):
        h = h.head
    return subject(h) if h.pos_ in ("VERB", "AUX") else None


def co_subjects(verb, subj, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """The actors a claim verb's subject names, and where the parser hung several subjects
    on it ("Both the Pakistani Taliban and Jamaat-ul-Ahrar claimed responsibility": the
    conjunction misparsed), those of each subject before it."""
    out = actors_in(subj, doc, sent, pa, people=True)
    if not out:
        # "A group calling itself the Jerusalem Brigades claimed the rocket fire"
        out = [n for c in subj.children if c.dep_ == "acl" and c.lower_ in ("calling", "called", "known")
               for o in c.children if o.dep_ in ("oprd", "attr", "dobj") and o.pos_ == "PROPN"
               for n in actors_in(o, doc, sent, pa, people=True)]
    for c in verb.children:
        if c.dep_ not in ("nsubj", "nsubjpass") or c.i >= verb.i or c.i == subj.i:
            continue
        lo, hi = sorted((c.i, subj.i))
        if not any(t.dep_ == "cc" for t in doc[lo + 1 : hi]):
            continue  # pieces of one name the parser split ("Jama'at Nusrat al-Islam ...")
        out += [n for n in actors_in(c, doc, sent, pa, people=True) if not any(n[0] in o[0] for o in out)]
    return out


def listed_claimants(verb, subj, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """The groups an "including"/"among them" list names beside a plural group subject."""
    if subj is None or subj.lower_ not in _GROUP_PLURALS:
        return []
    heads = [subj, verb, *(c for c in verb.children if c.dep_ == "dobj")]
    preps = [c for h in heads for c in h.children if c.dep_ == "prep" and c.lower_ in ("including", "among")]
    # each name alone: a person-tagged one beside a known group is no spokesman here
    items = [t for p in preps for o in p.children if o.dep_ == "pobj" for t in (o, *o.conjuncts)]
    return [name for item in items for name in own_names(item, doc, sent, pa)]


# "held Hezbollah responsible for the rocket strike", "Turkey holds the PKK responsible".
_HOLD_VERBS = frozenset(["held", "holds", "hold", "holding"])


def held_responsible(verb, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """Whom "held X responsible (for the attack)" blames (spaCy hangs "responsible" on X or
    makes it a clause with X as its subject)."""
    if verb.lower_ not in _HOLD_VERBS or negated(verb):
        return []
    for r in (t for t in verb.subtree if t.lower_ == "responsible" and verb.i in (t.head.i, t.head.head.i)):
        why = [c for c in r.children if c.dep_ == "prep" and c.lower_ == "for"]
        if why and not any(ATTACK_NOUN.search(t.text) or WEAPON_NOUN.search(t.text) for c in why for t in c.subtree):
            return []  # "held the company responsible for the outage"
        who = r.head if r.head.i != verb.i else subject(r) or next((c for c in verb.children if c.dep_ == "dobj"), None)
        if who is not None and who.i != verb.i:
            return actors_in(who, doc, sent, pa, people=True)
    return []


# "a charge Kyiv called absurd", "Tehran called the accusation baseless": a denial.
FALSE_WORDS = frozenset(
    ["absurd", "baseless", "false", "groundless", "unfounded", "ridiculous", "nonsense", "lies", "lie", "fabricated",
     "fabrication", "propaganda", "slander", "untrue", "preposterous"]
)


def calls_false(verb) -> bool:
    """Whether "called/described ... absurd" names an accusation false."""
    if verb.lower_ not in ("called", "calls", "call", "described", "describes", "branded", "termed", "dismissed"):
        return False
    said = {c.lower_ for c in verb.children if c.dep_ in ("oprd", "acomp", "xcomp", "dobj", "attr")}
    said |= {p.lower_ for c in verb.children if c.dep_ == "prep" and c.lower_ == "as" for p in c.children}
    # ("called the allegations fabricated and absurd": the parse hangs the words on the object)
    said |= {x.lower_ for c in verb.children if c.dep_ == "dobj" for x in c.subtree if x.i > c.i and x.dep_ in ("acl", "amod", "conj")}
    if not said & FALSE_WORDS:
        return False
    what = {c.lower_ for c in verb.children if c.dep_ in ("dobj", "nsubjpass")} | {verb.head.lower_}
    return bool(what & ALLEGATION_NOUNS)


# What a denial or a doubted clause disowns ("denied any role", "was not involved").
INVOLVED = re.compile(r"(?i)\b(?:involved|involvement|responsible|a role|any role|part|behind)\b")


# Nouns for a group a name in apposition gives ("An Islamist militia, Ansar al-Sharia, denied").
_DENIER_GROUP_NOUNS = frozenset(["group", "militia", "movement", "organisation", "organization", "faction", "outfit", "network"])
# A denied deed beside a role ("denied that it had led the attack", "carried out the assault").
_LED_ATTACK = re.compile(
    r"(?i)\b(?:led|carried\s+out|staged|organi[sz]ed|perpetrated)\s+(?:the\s+|this\s+|that\s+)?(?:[\w-]+\s+){0,2}"
    r"(?:attacks?|assault|raid|bombings?|massacre)\b"
)


def proper_denier(verb, subj, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """A proper-noun subject that denies a role ("Lashkar-e-Taiba denied any role in the
    attacks": spaCy takes the group for a person)."""
    if subj is not None and subj.pos_ != "PROPN" and subj.lower_ in _DENIER_GROUP_NOUNS:
        # "An Islamist militia, Ansar al-Sharia, denied ...": the name in apposition
        subj = next((c for c in subj.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
    if subj is None or subj.pos_ != "PROPN":
        return []
    if not any(c.dep_ in ("dobj", "prep", "ccomp") and (INVOLVED.search(text := phrase(c, pa, sent)) or _LED_ATTACK.search(text))
               for c in verb.children):
        return []
    ent = next((e for e in doc.ents if e.start <= subj.i < e.end and e.end <= verb.i), None)
    if ent is not None:  # the name split into several subjects
        return [(canonical(ent.text), sent.start + ent.start_char, sent.start + ent.end_char)]
    return actors_in(subj, doc, sent, pa, people=True)


def claim_by(noun):
    """The "by" phrase of "a claim (of responsibility) by X", else None."""
    heads = (noun, *(p for o in noun.children if o.lower_ == "of" for p in o.children))
    return next((c for h in heads for c in h.children if c.dep_ == "prep" and c.lower_ == "by"), None)


# Nouns of a message a clause may hang on ("said in a statement that it had carried out").
_MESSAGE_NOUNS = frozenset(
    ["statement", "statements", "message", "video", "post", "posting", "communique", "communiqué", "audio",
     "recording", "letter", "email", "e-mail", "note"]
)


def reported_clauses(verb) -> list:
    """The clauses a saying verb reports: its complement clauses, and a "that" clause hung
    on the message it names ("X said in a statement that it had carried out the attack",
    which spaCy parses as the statement's clause), and a second "that" clause conjoined to
    one ("said that police had detained a woman and that the PKK was responsible", which
    spaCy may hang on the first clause's verb as its complement)."""
    # (not a question: "Police were unable to say whether the Islamic State was behind it")
    out = [c for c in verb.children if c.dep_ == "ccomp" and not any(
        m.dep_ == "mark" and m.lower_ in ("whether", "if") for m in c.children)]
    out += [
        c for cl in out for c in cl.children
        if c.dep_ in ("conj", "ccomp") and any(m.dep_ == "mark" and m.lower_ == "that" for m in c.children)
    ]
    # ... and a verb joined to a reported clause that shares its subject ("said the terrorists
    # carried items with Pakistani markings and belonged to Jaish-e-Mohammed": Uri 2016 probe)
    out += [
        c for cl in list(out) for c in cl.children
        if c.dep_ == "conj" and c.pos_ == "VERB" and c.lower_ in _TIE_VERBS
        and not any(x.dep_ in ("nsubj", "nsubjpass", "mark") for x in c.children)
    ]
    for prep in (c for c in verb.children if c.dep_ == "prep"):
        for noun in (p for p in prep.children if p.dep_ == "pobj" and p.lower_ in _MESSAGE_NOUNS):
            out += [
                c for c in noun.children
                if c.dep_ in ("acl", "relcl", "ccomp") and any(m.dep_ == "mark" and m.lower_ == "that" for m in c.children)
            ]
    return out


# Verbs of a tie to a group a reported clause may join to another ("and belonged to X").
_TIE_VERBS = frozenset(["belonged", "belong", "belongs"])


# The attackers a reported clause ties to a group ("the militants who killed 174 people
# were members of Lashkar-e-Taiba", "the gunmen belonged to X").
# Nouns for the doers of an attack ("Al Shabaab militants stormed the hotel"; a name before
# "police" or "officers" is a place: "Chicago police shot a man"); used by crosswire.extract.actors.
DOER_NOUNS = frozenset(
    ["militants", "gunmen", "fighters", "insurgents", "rebels", "terrorists", "jihadists", "extremists",
     "bombers", "bomber", "attackers", "militiamen", "guerrillas", "loyalists"]
)
# ... and those a clause ties to their group (not "men": "the two men were members of the
# church choir" are as often the victims).
_DOER_SUBJECTS = DOER_NOUNS | frozenset(
    ["gunman", "attacker", "assailants", "assailant", "perpetrators", "hijackers", "killers", "shooter", "shooters"]
)
_MEMBER_NOUNS = frozenset(["members", "member", "part", "fighters", "fighter", "operatives", "operative", "militants", "cadres", "soldier", "soldiers"])


def doers_group(clause, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """The group a reported clause makes the attackers members of, or ties them to."""
    inner = subject(clause)
    if inner is None or negated(clause):
        return []
    if clause.lower_ in _BELIEF_PASSIVES and (
        inner.dep_ == "nsubjpass"
        # "Gunmen suspected to be members of Boko Haram killed ...": the reduced relative
        # the parser reads as the main verb with an active subject
        or (inner.dep_ == "nsubj" and not any(c.dep_ in ("aux", "dobj") for c in clause.children))
    ):
        # "the attackers are suspected to be members of Boko Haram", "the gunmen are thought
        # to belong to X": the tie is told by the infinitive after the belief verb
        clause = next((c for c in clause.children if c.dep_ == "xcomp" and not negated(c)), None)
        if clause is None:
            return []
    if inner.lower_ in ("he", "she", "they") and clause.dep_ == "ccomp":
        # "A man claiming to be the shooter said he was a member of Islamic State": the
        # attacker speaking of himself
        speaker = subject(clause.head)
        if speaker is None or not any(t.lower_ in _DOER_SUBJECTS for t in speaker.subtree):
            return []
    elif inner.lower_ in _SUSPECT_SUBJECTS:
        # "The suspect was a member of al-Shabaab, police said" (a known group only: "the
        # suspect was a member of the church choir")
        return [x for x in _member_of(clause, doc, sent, pa) if known_groups(x[0])]
    elif inner.lower_ not in _DOER_SUBJECTS and not _took_part(inner):
        return []
    return _member_of(clause, doc, sent, pa)


def _took_part(noun) -> bool:
    """"two men who took part in the bombing": a noun its relative clause makes the attack's
    doers (Burgas 2012 probe)."""
    for rel in (c for c in noun.children if c.dep_ == "relcl"):
        text = " ".join(t.text for t in rel.subtree)
        if re.search(r"(?i)\b(?:took|taken|take|played)\s+(?:an?\s+|active\s+)?(?:part|role)\s+in\b", text) and ATTACK_NOUN.search(text):
            return True
        if rel.lower_ in ("carried", "perpetrated", "staged") and ATTACK_NOUN.search(text):
            return True
    return False


# Passive verbs of belief that hand their subject to an infinitive ("are suspected to be").
_BELIEF_PASSIVES = frozenset(
    ["suspected", "believed", "thought", "understood", "alleged", "reported", "said", "presumed", "assumed"]
)
# Subjects that are doers only when the group they are tied to is a known one.
_SUSPECT_SUBJECTS = frozenset(["suspect", "suspects"])


def _member_of(clause, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """The group ``clause`` makes its subject a member of, or ties it to."""
    w = clause.lower_
    if w in ("was", "were", "is", "are", "been", "be"):
        heads = [c for c in clause.children if c.dep_ == "attr" and c.lower_ in _MEMBER_NOUNS]
        preps = [p for h in heads for p in h.children if p.dep_ == "prep" and p.lower_ in ("of", "from")]
        # "believed to be from Boko Haram"
        preps += [p for p in clause.children if p.dep_ == "prep" and p.lower_ == "from" and w == "be"]
        # "suspected to be Boko Haram fighters": a well-known group's name before the noun
        for h in heads:
            mods = [c for c in h.children if c.dep_ == "compound"]
            if mods:
                lo, hi = sent.start + mods[0].left_edge.idx, sent.start + h.idx
                named = known_groups(pa.text, lo, hi)
                if named:
                    return named
    elif w in ("belonged", "belong", "belongs"):
        preps = [p for p in clause.children if p.dep_ == "prep" and p.lower_ == "to"]
    elif w in ("had", "has", "have"):  # "the gunmen had links to Ukraine"
        ties = [c for c in clause.children if c.dep_ == "dobj" and c.lower_ in ("links", "ties", "connections")]
        preps = [p for t in ties for p in t.children if p.dep_ == "prep" and p.lower_ in ("to", "with")]
    else:
        return []
    return [name for p in preps for name in actors_in(p, doc, sent, pa, people=True)]




# A strike told as an answer to the event is another act ("said it had struck Hamas targets
# in response"): the state's answer to the event (a group's "in retaliation for" is its motive).
RETALIATION = re.compile(r"(?i)\b(?:in\s+(?:response|retaliation|reprisal)|retaliat\w*|to\s+avenge)\b")
# Words that make an attack noun other events than this one ("previous attacks").
_OTHER_EVENTS = frozenset(
    ["previous", "earlier", "past", "prior", "similar", "other", "several", "many", "numerous", "recent", "former", "dozens"]
)


def claims_other_events(verb) -> bool:
    """Whether the claim verb's object (or its "responsibility for" object) is other attacks
    than this one ("has claimed several previous attacks", "claimed responsibility for
    similar attacks in the past")."""
    objs = [c for c in verb.children if c.dep_ == "dobj"]
    objs += [p for o in objs for f in o.children if f.dep_ == "prep" and f.lower_ == "for" for p in f.children if p.dep_ == "pobj"]
    objs += [p for f in verb.children if f.dep_ == "prep" and f.lower_ == "for" for p in f.children if p.dep_ == "pobj"]
    if any(m.dep_ == "advmod" and m.lower_ in _HABIT_ADVERBS for m in verb.children) and any(
        o.lower_.endswith("s") and ATTACK_NOUN.fullmatch(o.text) for o in objs
    ):
        return True  # "the group has previously claimed attacks it is not thought to have carried out"
    return any(
        ATTACK_NOUN.fullmatch(o.text) and any(m.lower_ in _OTHER_EVENTS for m in o.children if m.dep_ in ("amod", "det", "nummod", "quantmod"))
        for o in objs
    )


# Adverbs that make a claim of attacks (plural) a habit, not this event's claim.
_HABIT_ADVERBS = frozenset(["previously", "repeatedly", "often", "frequently", "regularly", "routinely"])


def said_not_stated(found: list[ActorStance]) -> list[ActorStance]:
    """Without an unattributed suspicion that a sentence's speaker voices ("Soylu said the PKK
    was behind the bombing": Soylu blames the PKK; the outlet itself suspects no one)."""
    # (and one the group itself claims in the sentence: "The Islamic State group's Amaq news
    # agency said an IS fighter carried out the attack")
    voiced = {(a.name, a.evidence.start) for a in found if a.asserted_by and a.stance in ("blamed", "suspected", "claimed")}
    return [a for a in found if a.asserted_by or a.stance != "suspected" or (a.name, a.evidence.start) not in voiced]


__all__ = [
    "ALLEGATION_BEFORE", "ATTACK_NOUN", "DOER_NOUNS", "DOER_VERBS", "INVOLVED", "WEAPON_NOUN", "WEAPON_USE_VERBS", "WEAPON_VERBS",
    "accuses", "calls_false", "cause_agents", "claim_by", "doers_group", "doubted", "held_responsible",
    "listed_claimants", "negated", "own_names", "proper_denier", "rejects_other_thing", "reported_clauses",
    "RETALIATION", "claims_other_events", "said_not_stated", "denies_other_claim", "hedged", "neither_nor",
    "resolve_pronoun_denials",
]
