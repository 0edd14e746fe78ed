"""Doers a sentence names without an attack verb of theirs (for
:func:`crosswire.extract.perpetrators.role`).

Captors named by a release: "WERE RELEASED TODAY BY THE NATIONAL LIBERATION ARMY
GUERRILLAS" tells who held the freed people, i.e. who kidnapped them. A release's "by" agent is also an authority handing out a text or a prisoner ("A COMMUNIQUE
RELEASED BY THE MILITARY COMMAND", "released by police on bail"), so the agent is a captor only
where the sentence tells of a kidnapping or the agent is named as fighters or kidnappers.
"""

from __future__ import annotations

import re
from typing import Any

from crosswire.extract.perp_lead import LEAD_ATTACK

RELEASE_VERBS = frozenset(["released", "freed", "release", "free", "releases", "frees"])
# Nouns for armed people who hold captives ("BY THE ELN GUERRILLAS", "by his kidnappers"); not
# "group" or "members", which also hand out statements.
CAPTOR_NOUNS = frozenset(
    ["guerrillas", "guerrilla", "guerillas", "rebels", "rebel", "terrorists", "kidnappers", "captors",
     "abductors", "insurgents", "subversives", "militants", "gunmen", "commandos"]
)
# A sentence of a kidnapping ("ONE OF THE TWO U.S. CITIZENS WHO WAS KIDNAPPED ... HAS BEEN
# RELEASED BY THE ELN").
_CAPTIVITY = re.compile(r"kidnap|abduct|hostage|captiv|seized", re.I)
# Things released or attributed that are no captives and no acts ("A COMMUNIQUE RELEASED BY",
# "COMMUNIQUES HAVE BEEN ATTRIBUTED TO THE SHINING PATH").
_DOCUMENTS = frozenset(
    ["communique", "communiques", "statement", "statements", "report", "list", "figures", "video", "document",
     "documents", "names", "information", "data", "photo", "photos", "tape", "recording", "letter", "letters",
     "text", "bulletin", "funds", "message", "messages", "leaflets", "pamphlets", "remarks"]
)


def captor(doer: Any, release: Any, low_sent: str) -> bool:
    """Whether ``doer`` (the noun phrase under "by") held the people ``release`` (a release
    verb) frees: a kidnapping in the sentence, or fighters or kidnappers as the agent, and
    nothing released that is a document."""
    if release.text.lower() not in RELEASE_VERBS:
        return False
    freed = [c for c in release.children if c.dep_ in ("nsubjpass", "dobj")]
    if release.dep_ in ("acl", "relcl"):
        freed.append(release.head)  # "THE COMMUNIQUE RELEASED BY ..."
    if any(c.text.lower() in _DOCUMENTS for c in freed):
        return False
    return bool(_CAPTIVITY.search(low_sent)) or doer.text.lower() in CAPTOR_NOUNS


# Nouns for the doers of an act ("THE MURDERERS OF THE JESUITS", "the attackers").
DOER_NOUNS = frozenset(
    ["murderers", "murderer", "killers", "killer", "assassins", "assassin", "attackers", "attacker", "assailants",
     "assailant", "kidnappers", "kidnapper", "abductors", "perpetrators", "perpetrator", "bombers", "bomber",
     "gunmen", "gunman", "hitmen"]
)

# Verbs climbed from "be" to the clause whose subject is the doers ("ARE SAID TO BE").
DOER_HOPS = 3


def doers_belong(members: Any) -> bool:
    """Whether ``members`` (the noun a group name hangs on with "of") is what the doers of an act
    are said to be: "THE MURDERERS OF THE JESUITS WERE EITHER MEMBERS OF THE ARMED FORCES",
    "THE KIDNAPPERS, WHO ARE SAID TO BE MEMBERS OF A GROUP CALLED ...", so the group is the
    suspect."""
    if members.dep_ != "attr" or members.text.lower() not in ("members", "member"):
        return False
    verb = members.head
    for _ in range(DOER_HOPS):
        if any(c.dep_ == "nsubj" and c.text.lower() in DOER_NOUNS for c in verb.children):
            return True
        if verb.dep_ == "relcl":
            return verb.head.text.lower() in DOER_NOUNS
        if verb.dep_ not in ("xcomp", "ccomp"):
            return False
        verb = verb.head  # "... ARE SAID TO BE MEMBERS"
    return False



# The clothes of a force ("MEN WEARING MILITARY UNIFORMS"): the force named on them is what
# witnesses take the doers for (MUC-4 codes "MILITARY" as a possible perpetrator).
UNIFORM_WORDS = frozenset(["uniform", "uniforms", "fatigues"])
# Verbs and prepositions that put clothes on a noun ("WEARING", "DRESSED IN", "IN").
_WEAR_WORDS = frozenset(["wearing", "wore", "donning", "in", "dressed", "clad", "disguised"])
# People of no side of their own who can wear a force's uniform: "GUERRILLAS WEARING MILITARY
# UNIFORMS" are guerrillas in disguise, not soldiers. Plural only: one man in a uniform ("A MAN
# DRESSED IN A CAMOUFLAGE MILITARY UNIFORM KILLED 1 PERSON", MUC-4 DEV) is no force's squad.
DISGUISE_WEARERS = frozenset(
    ["men", "individuals", "persons", "people", "gunmen", "assailants", "attackers", "killers", "hitmen", "strangers",
     "subjects"]
)


def uniform_wearer(uniform: Any) -> Any | None:
    """The people ``uniform`` (a uniform word a force name modifies) is worn by, where they are
    no side of their own: "BY MEN WEARING MILITARY UNIFORMS", "GUNMEN IN ARMY UNIFORMS",
    "FIVE MEN DRESSED IN POLICE UNIFORMS"; None otherwise."""
    if uniform.text.lower() not in UNIFORM_WORDS:
        return None
    h = uniform.head
    if uniform.dep_ == "pobj" and h.lower_ == "in" and h.head.lower_ in _WEAR_WORDS:
        h = h.head  # "DRESSED IN"
    if uniform.dep_ not in ("dobj", "pobj") or h.lower_ not in _WEAR_WORDS or h.dep_ not in ("acl", "prep"):
        return None
    wearer = h.head
    return wearer if wearer.text.lower() in DISGUISE_WEARERS else None



# Verbs whose "by" agent did the deed they govern ("THE EXPLOSION WAS ORGANIZED BY THE SENDERO
# LUMINOSO", "THIS CRIME, COMMITTED BY THE SELF-STYLED ZARATE-WILKA GROUP", "THIS MASSACRE
# PLANNED BY ALFREDO CRISTIANI'S GOVERNMENT"); not "caused" (a bomb causes an explosion) nor
# "conducted" (operations).
PERPETRATE_VERBS = frozenset(
    ["committed", "organized", "organised", "masterminded", "planned", "ordered", "orchestrated", "engineered"]
)
# Deeds such a verb may govern beside the attack nouns of perp_roles.
CRIME_NOUNS = frozenset(["crime", "crimes"])


def perpetrated(verb: Any, deeds: frozenset[str]) -> bool:
    """Whether ``verb`` (a PERPETRATE_VERBS word) says who did a deed in ``deeds`` or
    CRIME_NOUNS: its passive subject ("THE EXPLOSION WAS ORGANIZED BY"), or the noun it
    modifies ("THE MURDER COMMITTED BY")."""
    if verb.lower_ not in PERPETRATE_VERBS:
        return False
    done = [c for c in verb.children if c.dep_ == "nsubjpass"]
    if verb.dep_ in ("acl", "relcl"):
        done.append(verb.head)
    return any(d.lower_ in deeds or d.lower_ in CRIME_NOUNS for d in done)


# Auxiliaries of an act not (yet) done ("THE FPMR WILL ATTACK ANY U.S. OBJECTIVE"); with
# "have" the act is done and only its doer uncertain ("may have killed").
MODALS = frozenset(["will", "would", "could", "might", "may", "can", "shall", "should", "'ll", "wo"])
# Verbs whose infinitive names an act only planned ("THE FMLN IS PLANNING TO ATTACK U.S.
# CITIZENS"). Not threats: MUC-4 codes a threat as an incident of its own (stage of execution
# THREATENED: "THE DRUG-TRAFFICKING MAFIAS HAVE THREATENED TO MURDER 10 JUDGES" names its
# perpetrator).
PLAN_VERBS = frozenset(
    ["planning", "plans", "plan", "planned", "intends", "intend", "intended", "wants", "want", "wanted",
     "decided", "ready", "prepared", "preparing", "going"]
)
# Things one takes part in that are no act of violence ("UNITS OF THE NATIONAL POLICE
# PARTICIPATED IN THE OPERATION").
NON_ACTS = frozenset(
    ["operation", "operations", "talks", "dialogue", "negotiations", "elections", "election", "process", "search",
     "rescue", "investigation", "investigations", "meeting", "meetings", "debate", "ceremony", "march",
     "demonstration", "demonstrations", "strike", "campaign", "government", "peace", "trafficking", "smuggling"]
)


def attributes_text(verb: Any) -> bool:
    """Whether what ``verb`` ("attributed") ascribes is a text, not an act ("THIS IS NOT THE FIRST
    TIME THAT COMMUNIQUES HAVE BEEN ATTRIBUTED TO THE SHINING PATH")."""
    return any(c.dep_ in ("nsubjpass", "dobj") and c.text.lower() in _DOCUMENTS for c in verb.children)


# Words that make what someone is accused of an act of violence (or an answer for one).
_ACT_WORDS = re.compile(
    r"^(?:TORTUR|EXECUT|DISAPPEAR|VIOLEN|CRIME|TERROR|SHOOT|FIR(?:E|ED|ING)$|AMBUSH|RAID|DESTR|DAMAG|WOUND|"
    r"INJUR|DEATH|DEAD|RESPONSIB|INVOLV|BEHIND|GUILTY|PERPETRAT|ACCOMPLICE|BLOW|BLEW|PLANT|ARSON)",
    re.I,
)


def charge_of_other(verb: Any) -> bool:
    """Whether an accusation verb charges its object with a deed that is no violence: "THE
    GOVERNMENT ACCUSES THE FMLN OF HAVING VIOLATED THE CONFIDENTIALITY OF THE TALKS" (not "OF
    MURDERING THE PRIESTS", "OF BEING RESPONSIBLE FOR THE CHAIN OF ASSASSINATIONS"). Only a
    clause after "of" is read; "accused X of the attack" stays an accusation."""
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.text.lower() == "of":
            for deed in prep.children:
                if deed.dep_ == "pcomp":
                    return not any(LEAD_ATTACK.search(t.text) or _ACT_WORDS.search(t.text) for t in deed.subtree)
    return False


# Words that make the deeds an accusation is for other than the event ("blamed the TTP for
# similar attacks", "accused Hezbollah of carrying out previous bombings").
_OTHER_DEED_WORDS = frozenset(["similar", "previous", "past", "earlier", "prior", "other", "such"])


def for_other_deeds(verb: Any) -> bool:
    """Whether an accusation verb charges its object with other deeds than the event:
    "officials have previously blamed the TTP for similar attacks", "accused Hezbollah of
    carrying out such attacks" (round-19 probe: read as a blame for this one)."""
    deeds = [
        o for c in verb.children if c.dep_ == "prep" and c.text.lower() in ("for", "of")
        for p in c.children if p.dep_ in ("pobj", "pcomp")
        for o in ([p] if p.dep_ == "pobj" else [x for x in p.children if x.dep_ == "dobj"])
    ]  # fmt: skip
    return any(a.dep_ in ("amod", "det", "predet") and a.text.lower() in _OTHER_DEED_WORDS for o in deeds for a in o.children)


# Words before an attack noun that make it other attacks than the one reported ("has carried
# out previous attacks on the Hazara community": Kabul 2022 probe).
_OTHER_DEEDS = frozenset(
    ["previous", "past", "earlier", "similar", "other", "several", "numerous", "many", "repeated", "prior", "frequent",
     "countless", "multiple", "such"]
)
# A group's record told in the perfect ("have killed thousands of people", "have attacked more
# than 100 ships since November", "has carried out a string of attacks": round-19 probe, read
# as the doer of the reported attack): the objects that count many deeds ...
_RECORD_OBJECTS = frozenset(["thousands", "hundreds", "tens", "scores", "millions", "string", "series", "spate"])
# ... and the spans of time a record covers ("over the years", "in the past decade").
_RECORD_SPANS = frozenset(["years", "decade", "decades", "months"])


def other_deeds(verb: Any) -> bool:
    """Whether the verb's object is attacks other than the reported one ("previous attacks"),
    or the verb tells a group's record ("have killed thousands of people since 2009")."""
    if any(c.dep_ == "dobj" and any(m.dep_ == "amod" and m.lower_ in _OTHER_DEEDS for m in c.children) for c in verb.children):
        return True
    if not any(c.dep_ == "aux" and c.lower_ in ("have", "has") for c in verb.children):
        return False
    return any(
        (c.dep_ == "prep" and c.lower_ == "since")
        or (c.dep_ == "dobj" and c.lower_ in _RECORD_OBJECTS)
        or (c.dep_ == "prep" and c.lower_ in ("over", "in", "during") and any(o.lower_ in _RECORD_SPANS for o in c.subtree))
        for c in verb.children
    )


def unrealised(act: Any) -> bool:
    """Whether the act verb ``act`` is only intended or planned: a modal without
    "have" ("WILL ATTACK"), or an infinitive under a planning verb ("PLANNING TO ATTACK")."""
    aux = {c.text.lower() for c in act.children if c.dep_ == "aux"}
    if aux & MODALS and not aux & {"have", "has", "'ve"}:
        return True
    return "to" in aux and act.dep_ == "xcomp" and act.head.text.lower() in PLAN_VERBS


def non_act(verb: Any) -> bool:
    """Whether what ``verb`` ("participated", "involved") has the subject take part in is no act
    of violence ("PARTICIPATED IN THE OPERATION")."""
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.text.lower() == "in":
            return any(c.dep_ == "pobj" and c.text.lower() in NON_ACTS for c in prep.children)
    return False


# Conjunctions that make a clause a condition, not a report ("IF THE AIR FORCE CONTINUES TO
# BOMB NEIGHBORHOODS", "IF MEMBERS OF THE ARMED FORCES ARE FOUND TO BE INVOLVED").
_CONDITION_MARKS = frozenset(["if", "unless"])


def conditional(verb: Any) -> bool:
    """Whether ``verb`` heads (or is the infinitive or conjunct of) an adverbial clause under
    "if" or "unless": the act is a condition someone sets, no deed the report tells of. An
    "if" that asks ("ONE WOULD HAVE TO ASK BUSTILLO IF THE AIR FORCE ... WAS SOFT WHEN IT
    MURDERED 70,000 SALVADORANS") is a complement, not a condition."""
    for v in (verb, verb.head if verb.dep_ in ("xcomp", "conj") else verb):
        if v.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in _CONDITION_MARKS for c in v.children):
            return True
    return False


# Verbs that take things from the other side, and what they take when it is no act of violence:
# arms, drugs and papers seized or destroyed by troops or police ("THE ARMY SEIZED A LIGHT
# AUTOMATIC RIFLE", "THE NARCOTICS POLICE ... DESTROYED 1,200 KG OF PURE COCAINE").
_TAKE_VERBS = frozenset(
    ["seized", "seize", "seizes", "seizing", "captured", "capture", "confiscated", "confiscate", "destroyed", "destroy"]
)
MATERIEL = frozenset(
    ["weapons", "weapon", "arms", "rifle", "rifles", "gun", "guns", "pistol", "pistols", "revolver", "revolvers",
     "ammunition", "munitions", "materiel", "material", "explosives", "dynamite", "grenades", "mortars",
     "machineguns", "submachineguns", "launchers", "cartridges", "documents", "letters", "propaganda", "equipment",
     "cocaine", "drugs", "marijuana", "laboratories", "laboratory", "labs", "airstrips", "arsenal", "caches", "cache"]
)
# Heads of a quantity whose "of" holds the thing ("250 STICKS OF DYNAMITE", "1,200 KG OF COCAINE").
_MEASURES = frozenset(["kg", "kilograms", "tons", "sticks", "amount", "amounts", "lots", "boxes", "gallons", "quantity", "quantities", "rounds", "pounds"])


def _taken(obj: Any) -> bool:
    low = obj.lower_
    if low in MATERIEL:
        return True
    if low in _MEASURES:
        return any(p.dep_ == "prep" and p.lower_ == "of" and any(x.lower_ in MATERIEL for x in p.children) for p in obj.children)
    return False


def confiscation(verb: Any) -> bool:
    """Whether ``verb`` takes or destroys arms, drugs or papers ("SEIZED FROM THE FMLN
    TERRORISTS 324 RIFLES", "DESTROYED ... COCAINE"): a seizure, no attack."""
    if verb.lower_ not in _TAKE_VERBS:
        return False
    objs = [c for c in verb.children if c.dep_ == "dobj"]
    return bool(objs) and all(_taken(o) or any(_taken(x) for x in o.conjuncts) for o in objs)


__all__ = [
    "CAPTOR_NOUNS", "CRIME_NOUNS", "DISGUISE_WEARERS", "DOER_NOUNS", "MATERIEL", "MODALS", "NON_ACTS", "PERPETRATE_VERBS", "PLAN_VERBS", "RELEASE_VERBS", "UNIFORM_WORDS", "attributes_text",
    "captor", "charge_of_other", "conditional", "confiscation", "doers_belong", "non_act", "perpetrated", "unrealised",
    "uniform_wearer",
]
