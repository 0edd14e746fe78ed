"""Actor names inside a phrase of a parsed sentence, tidied and canonicalised.

:func:`actors_in` finds the organisations, states and (where the grammar leaves no doubt
that an actor is meant) people a phrase names, puts the pieces of one name together and
drops names that only qualify another (a parent under "of", a possessor, an ideology, a
spokesman beside his group); :func:`canonical` gives one readable name per alias. The stance
rules in :mod:`crosswire.extract.actors` decide which phrase to look in. Possessors and
branches ("the Islamic State's Khorasan branch", "Russia's Defense Ministry") are sorted
out in :mod:`crosswire.extract.actor_possessors`.
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.extract.actor_bodies import conjunct_armies, the_army, with_body
from crosswire.extract.actor_names import capital_country, known_groups
from crosswire.extract.actor_possessors import _branches, _possessors
from crosswire.extract.actor_selfnames import self_named
from crosswire.lexicon import is_common
from crosswire.nlp import ParsedArticle, Sentence

# Common aliases -> one readable name (documented as a table of well-known actors).
ALIASES: dict[str, str] = {
    "us": "United States", "u.s.": "United States", "u.s": "United States",
    "united states": "United States", "america": "United States", "washington": "United States",
    "usa": "United States", "the us": "United States",
    "israeli": "Israel", "zionist": "Israel", "zionist regime": "Israel", "tel aviv": "Israel",
    "tehran": "Iran", "iranian": "Iran",
    "islamic state": "Islamic State", "isis": "Islamic State", "isil": "Islamic State",
    "daesh": "Islamic State", "islamic state group": "Islamic State",
    "farabundo marti national liberation front": "FMLN",
    # a group's armed wing is the group, as ACLED and GTD code it ("Hamas' armed wing, the
    # Qassam Brigades, claimed ...": probe round 19)
    "qassam brigades": "Hamas", "al-qassam brigades": "Hamas", "ezzedine al-qassam brigades": "Hamas",
    "izz ad-din al-qassam brigades": "Hamas", "izz al-din al-qassam brigades": "Hamas",
}
_STOP_NAMES = frozenset(
    ["government", "police", "authorities", "officials", "sources", "army", "reports", "report", "television", "radio", "it", "they", "he", "she", "we", "who", "which", "that", "this", "these", "those", "people", "levant"]
)
_ORG_LABELS = {"ORG", "NORP", "GPE"}
# Last words of an organisation's name that spaCy's small model tags as a person.
_GROUP_HEAD_WORDS = frozenset(
    ["front", "army", "movement", "party", "brigade", "brigades", "council", "organisation", "organization",
     "forces", "union", "alliance", "group", "network", "militia", "committee", "league", "battalion"]
)
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
# US postal codes ("Hornets suspect former NM athlete") and a model number after letters
# ("AK-47", "AR-15"): no actor.
_STATE_CODES = frozenset(
    """AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC
    ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC""".split()
)
_MODEL_NUMBER = re.compile(r"-?\d")
# Capitals that are no organisation: a name's suffix, vehicles, devices.
_NO_ACTOR_ACRONYMS = frozenset(["II", "III", "IV", "JR", "SR", "SUV", "ATV", "RV", "DUI", "GPS", "CCTV", "TV", "ER", "ICU"])
# Vehicle makes and models a car is named by ("a silver Mazda sedan", "the driver of the Impala").
_VEHICLES = frozenset(
    """toyota honda nissan ford chevrolet chevy dodge jeep hyundai kia mazda infiniti lexus bmw mercedes audi
    volkswagen buick cadillac chrysler gmc pontiac subaru acura mitsubishi volvo tesla impala camry accord
    civic altima maxima malibu charger tahoe suburban explorer escalade corolla sentra challenger mustang
    durango silverado""".split()
)


def no_actor(name: str) -> bool:
    """A name that is no actor whatever rule found it: a US state's code ("NM"), a name's
    suffix ("III"), a vehicle ("Mazda")."""
    return name in _STATE_CODES or name in _NO_ACTOR_ACRONYMS or name.lower() in _VEHICLES or name.upper() in ("K-9", "K9")


def canonical(name: str) -> str:
    """A readable canonical actor name ("the Islamic State" -> "Islamic State")."""
    n = re.sub(r"^(?:the|a|an)\s+", "", name.strip(" ,.\"'“”"), flags=re.I)
    # a hedge the NER takes into the name at a sentence's start ("Suspected Fulani militants":
    # round-20 battery, had been "Suspected Fulani")
    n = re.sub(r"^(?:suspected|alleged|presumed)\s+(?=[A-Z])", "", n, flags=re.I)
    n = re.sub(r"['’]s$", "", n)
    n = re.sub(r"\s+", " ", n)
    if (m := _NAMED_MILITIA.fullmatch(n)) and not _QUALIFIER.search(m.group(1)):
        n = m.group(1)  # "the Ansar al-Sharia militia" is Ansar al-Sharia (Benghazi 2012 probe)
    if (m := _GROUP_MEMBERS.fullmatch(n)) and (m.group(1).lower() in ALIASES or _CODED_NAME.fullmatch(m.group(1))):
        n = m.group(1)  # "M23 rebels" is M23, as "Houthi rebels" are the Houthis (probe round 19)
    return ALIASES.get(n.lower(), n)


# A proper name of two or more words before "militia", which only describes it.
_NAME_WORD = r"(?:[A-Z][\w'’]*|[a-z]{1,3}-[A-Z][\w'’-]*)"
# ... or before a lower-case "group" ("the Dawlah Islamiyah group" is Dawlah Islamiyah, as
# "the Islamic State group" is the Islamic State: round-20 battery, two actors had been made).
_NAMED_MILITIA = re.compile(rf"({_NAME_WORD}(?:\s+{_NAME_WORD}){{1,4}})\s+(?:militia|group)")
# A group's name before a word for its members ("M23 rebels", "Houthi rebels"): the group,
# where the name is a known group's or a coded one; not a description ("Kurdish fighters").
_GROUP_MEMBERS = re.compile(r"(.+?)\s+(?:rebels|militants|insurgents|fighters|guerrillas|guerillas|jihadists)", re.I)
# A name with a figure in it is a group's code, never a description ("M23", "M-23", "19th of April").
_CODED_NAME = re.compile(r"[A-Za-z]+-?\d+")
# ... not a qualified description ("Iran-backed Shiite militia").
_QUALIFIER = re.compile(r"(?i)-(?:backed|based|aligned|linked|allied|led|supported)\b")


def actors_in(
    tok, doc, sent: Sentence, pa: ParsedArticle, *, people: bool = False
) -> list[tuple[str, int, int]]:
    """Named actors inside the phrase headed by ``tok`` (entities, acronyms, proper nouns).

    ``people``: where the grammar leaves no doubt that an actor is meant (the subject of
    "claimed responsibility", the object of "blamed ... for"), PERSON entities and bare
    proper nouns count too: spaCy's small model tags groups it has not seen as people
    ("Al-Shabaab", "Boko Haram") or not at all ("Jaish-e-Mohammed"). Elsewhere they do not:
    in crime news "accused of killing his sister Reshawna Hawkins" names a victim.
    """
    toks = _glued(doc, _without_relative_clause(tok))
    ent = next((e for e in doc.ents if e.start <= tok.i < e.end), None)
    piece = tok.text == "-" or (tok.i > 0 and doc[tok.i - 1].text == "-" and not doc[tok.i - 1].whitespace_)
    if ent is not None and piece and len(ent) > len(toks) and all(
        t.head.i == tok.head.i or ent.start <= t.head.i < ent.end for t in ent
    ):
        # a hyphenated name the parser broke into sibling pieces ("Ansar al-Sharia claimed
        # the attack on the consulate": "Ansar", "al" and "-" each hung on the verb, the
        # subject "-" gave "al-"): the entity whole
        toks = list(ent)
    lo, hi = toks[0].idx, toks[-1].idx + len(toks[-1])
    if not pa.uppercase and (army := the_army(doc.text[lo:hi], pa.text)) is not None:
        # "the Sudan Doctors Network, which blamed the army": the one army the article names
        return [(army, sent.start + lo, sent.start + hi)]
    out: list[tuple[str, int, int]] = []
    labels: dict[tuple[int, int], str] = {}
    for e in doc.ents:
        label = e.label_
        if label == "PERSON" and (capital_country(e.text) or geo.country_code(e.text)):
            label = "GPE"  # "Azerbaijan and Armenia accused each other": the small model's person
        elif label == "PERSON" and e[-1].lower_ in _GROUP_HEAD_WORDS:
            label = "ORG"  # "The Tigray People's Liberation Front"
        if (e.text in _STATE_CODES or e.text in _NO_ACTOR_ACRONYMS or e.text.lower() in _VEHICLES) and not pa.uppercase:
            continue  # "former NM athlete", "Dennis Clark III", "a silver Mazda sedan": no actor
        if (label in _ORG_LABELS or (people and label == "PERSON")) and lo <= e.start_char and e.end_char <= hi:
            end = _name_end(doc, e.end, hi)
            start = e.start_char
            if label == "ORG" and (m := _PEOPLES_BEFORE.search(doc.text, max(lo, start - len("People's ")), start)):
                start = m.start()  # "The People's Anti-Fascist Front": the model's ORG starts after "People's"
            out.append((doc.text[start:end], sent.start + start, sent.start + end))
            # "Islamic" (NORP) run on to "Islamic State" is a name, not an adjective
            labels[(sent.start + start, sent.start + end)] = "ORG" if end > e.end_char else label
    raw = pa.text[sent.start + lo : sent.start + hi]
    if not pa.uppercase:
        out = _linked_names(out, labels, raw, sent.start + lo)
    for m in _ACRONYM.finditer(raw):
        a, b = sent.start + lo + m.start(), sent.start + lo + m.end()
        # a common word's letters are an acronym only when they spell a known group in
        # ordinary-case text ("claimed by IS", not "IS" in a capitalised headline)
        acronym = not is_common(m.group()) or bool(known_groups(pa.text, a, b))
        if m.group() in _STATE_CODES or m.group() in _NO_ACTOR_ACRONYMS or _MODEL_NUMBER.match(pa.text, b):
            continue  # "former NM athlete", "an AK-47", "Dennis Clark III", "a white SUV"
        if not any(x[1] <= a < x[2] for x in out) and not pa.uppercase and acronym:
            out.append((m.group(), a, b))
    if pa.uppercase:
        # wire copy: acronyms survive truecasing as capitals ("FMLN", "[ELN]")
        ana = pa.analysis_text[sent.start + lo : sent.start + hi]
        for m in _ACRONYM.finditer(ana):
            a, b = sent.start + lo + m.start(), sent.start + lo + m.end()
            if not any(x[1] <= a < x[2] for x in out):
                out.append((pa.text[a:b], a, b))
    if not out and tok.pos_ == "PROPN" and tok.i == toks[-1].i and capital_country(tok.text):
        # a capital the NER missed stands for its government ("which Kyiv denied")
        a, b = sent.start + tok.idx, sent.start + tok.idx + len(tok)
        out.append((pa.text[a:b], a, b))
        labels[(a, b)] = "GPE"
    if people and not out and tok.pos_ == "PROPN":
        # a name no entity covers ("Jaish-e-Mohammed claimed the attack"): the proper
        # nouns (and hyphens) that end at the phrase's head
        first = tok
        while first.i > 0 and (doc[first.i - 1].pos_ == "PROPN" or doc[first.i - 1].text == "-" or (
            doc[first.i - 1].text[:1].isupper() and doc[first.i - 1].pos_ != "DET"
        )) and doc[first.i - 1].idx >= lo:
            first = doc[first.i - 1]
        while first.text == "-" and first.i < tok.i:  # "OUAGADOUGOU, Feb 26 - Gunmen"
            first = doc[first.i + 1]
        a, b = sent.start + first.idx, sent.start + tok.idx + len(tok)
        out.append((pa.text[a:b], a, b))
        labels[(a, b)] = "PROPN"
    if not out and tok.lower_ in _GROUP_HEADS and not pa.uppercase:
        # "the Dawlah Islamiyah group was behind the bombing": proper nouns before a group
        # noun name a group the NER does not know
        first = tok
        while first.i > 0 and doc[first.i - 1].idx >= lo and (
            doc[first.i - 1].pos_ == "PROPN" or (doc[first.i - 1].text == "-" and first.i > 1 and first.i - 1 > tok.i - 6)
        ):
            first = doc[first.i - 1]
        while first.i < tok.i and first.text == "-":
            first = doc[first.i + 1]
        if first.i < tok.i:
            # (a capitalised "Front" or "Brigades" is part of the name: "The Resistance Front
            # later distanced itself" is the Resistance Front that claimed it, not
            # "Resistance"; Pahalgam 2025 probe)
            last = tok if tok.text[:1].isupper() and tok.lower_ in _NAMED_HEADS else doc[tok.i - 1]
            a, b = sent.start + first.idx, sent.start + last.idx + len(last)
            out.append((pa.text[a:b], a, b))
            labels[(a, b)] = "ORG"
    out = _tidy(out, labels, doc=doc, top=tok, pa=pa, sent=sent, span=(sent.start + lo, sent.start + hi))
    # "Islamist gunmen", "jihadist militants": a creed names no one
    # (whatever the small model tags it: "Jihadi fighters attacked" gave a PERSON "Jihadi")
    out = [n for n in out if n[0].lower() not in _CREEDS]
    # "Afghan nationals were involved": people of a nationality, not its state (Zhob 2023 probe)
    out = [n for n in out if labels.get(n[1:]) != "NORP" or not _CIVIL_NOUN_AFTER.match(pa.text, n[2])]
    # ... and a region's ("Xinjiang separatists": the separatists, not the region; Kunming
    # 2014 probe), not a state's ("Afghan militants" is NORP above; "Pakistan" stays a state)
    out = [
        _with_armed_noun(n, pa.text, end=sent.start + hi)
        if labels.get(n[1:]) == "NORP" or (labels.get(n[1:]) == "GPE" and not geo.country_code(n[0]) and not capital_country(n[0]))
        # ... and a people's one-word name the small model takes for a person's ("Kuki
        # militants": round-20 battery, had been "Kuki")
        or (labels.get(n[1:]) in ("PERSON", "PROPN") and " " not in n[0] and not known_groups(n[0]))
        else n
        for n in out
    ]
    # ... and a state's army or police ("the Sudanese army", "Nigeria's air force"): the body
    out = [with_body(n, pa.text, end=sent.start + hi) if labels.get(n[1:]) in ("NORP", "GPE") and not pa.uppercase else n for n in out]
    if not pa.uppercase:  # "a group calling itself the Islamic Resistance in Iraq": the name it gives
        out = self_named(out, pa.text, end=sent.start + hi)
        # "The army and the RSF accused each other": a bare army among the conjuncts
        out = sorted(out + [x for x in conjunct_armies(toks, tok, pa.text, base=sent.start) if x[0] not in {n[0] for n in out}], key=lambda x: x[1])
    seen, res = set(), []
    for name, a, b in _possessors(_branches(sorted(out, key=lambda x: x[1]), pa.text), pa.text):
        c = canonical(name)
        if c.lower() in _STOP_NAMES or len(c) < 2 or c in seen:
            continue
        if _SET_ASIDE.search(pa.text[max(sent.start + lo, a - _SET_ASIDE_REACH) : a]):
            continue  # "local political networks, and not Somalia's al Shabaab, were behind"
        if _NOT_BEFORE.search(pa.text, max(sent.start + lo, a - _SET_ASIDE_REACH), a) and _BUT_AFTER.match(pa.text, b):
            continue  # "officials said not the PKK but the Islamic State was behind the attack"
        if _only_linked(doc, b - sent.start, tok):
            continue  # "a little-known group linked to al Qaeda claimed responsibility"
        seen.add(c)
        res.append((c, a, b))
    return res


# Words that tie a group to another it is not ("a group linked to al Qaeda", "claiming links
# to al-Qaida", "affiliated with", "allied to", "loyal to").
_LINK_WORDS = frozenset(
    ["linked", "tied", "affiliated", "allied", "aligned", "loyal", "connected", "close", "links", "ties", "link",
     "connections", "affiliation"]
)
# Group nouns whose link names another group (a media vehicle's link names its owner: "a
# Twitter account linked to Islamic State also claimed it" is the Islamic State's claim).
_LINKED_GROUP_NOUNS = frozenset(
    ["group", "groups", "organisation", "organization", "faction", "battalion", "brigade", "brigades", "outfit",
     "militia", "network", "cell", "movement", "offshoot", "splinter", "unit"]
)


def _only_linked(doc, end: int, top) -> bool:
    """Whether the name ending at ``end`` (sentence offset) is only the group another group
    of the phrase is linked to ("A little-known group linked to al Qaeda claimed
    responsibility": the claimant is the little-known group, not al Qaeda; "Jemaah
    Islamiyah, a Southeast Asian group linked to al-Qaida")."""
    tok = next((t for t in doc if t.idx < end <= t.idx + len(t)), None)
    while tok is not None and tok.i != top.i and tok.head.i != tok.i:
        if tok.dep_ == "pobj" and tok.head.lower_ in ("to", "with") and tok.head.head.lower_ in _LINK_WORDS:
            link = tok.head.head
            noun = link.head if link.dep_ in ("acl", "amod", "dobj") else None
            if noun is not None and noun.dep_ == "acl" and link.dep_ == "dobj":
                noun = noun.head  # "a group claiming links to X"
            return noun is not None and noun.lower_ in _LINKED_GROUP_NOUNS
        tok = tok.head
    return False


# "People's" opening a group's name, which spaCy's small model leaves out of the entity
# ("The People's Anti-Fascist Front (PAFF)" gave "Anti-Fascist Front" beside the bracket's
# "People's Anti-Fascist Front": Poonch 2023 probe).
_PEOPLES_BEFORE = re.compile(r"(?-i:People['’]s|Peoples['’]) $")


# A name the phrase sets aside ("local political networks, and not Somalia's al Shabaab
# Islamist militants, were behind the raid": Mpeketoni 2014 probe; "not X but Y"): up to
# three words between "not" and the name ("not Somalia's al", "not the"), and "not" opening
# the phrase or after a comma or a conjunction (not "not only"); never across the "but"
# that states the other name ("not the PKK but the Islamic State": the Islamic State stands).
_SET_ASIDE = re.compile(r"(?:^|,|\band\b|\bbut\b)\s*not\s+(?!only\b)(?:(?!but\b)[\w'’-]+\s+){0,3}$", re.IGNORECASE)
# How far before a name that "not" is looked for, in characters (three words and the comma).
_SET_ASIDE_REACH = 48
# ... and "not X but Y" after any word: "said not the PKK but the Islamic State was behind".
_NOT_BEFORE = re.compile(r"\bnot\s+(?!only\b)(?:(?!but\b)[\w'’-]+\s+){0,3}$", re.IGNORECASE)
_BUT_AFTER = re.compile(r"\s*,?\s*but\b", re.IGNORECASE)


# A name whose words are joined by an Urdu/Persian/Arabic linking particle ("Tehreek-e-Jihad
# Pakistan", "Hizb-ul-Mujahideen", "Tehrik-i-Taliban"), with the capitalised words that run
# on from it ("Pakistan"): one name. The small model cuts it at the hyphens and tags the
# country at its end as a place of its own ("claimed by Tehreek-e-Jihad Pakistan" gave
# "Tehreek" and Pakistan as claimants).
_LINKED_NAME = re.compile(
    r"\b[A-Z][\w'’]+(?:-(?:e|i|ul|ud|ut|us|al|el|ur|un)-[A-Z][\w'’]+)+(?:[ ]+[A-Z][a-z]+)*"
)


_CALENDAR = re.compile(
    r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|"
    r"August|September|October|November|December"
)


def _linked_names(
    out: list[tuple[str, int, int]], labels: dict[tuple[int, int], str], raw: str, base: int
) -> list[tuple[str, int, int]]:
    for m in _LINKED_NAME.finditer(raw):
        words = m.group().split(" ")
        while len(words) > 1 and (_CALENDAR.fullmatch(words[-1]) or is_common(words[-1])) and not geo.country_code(words[-1]):
            words.pop()  # "Lashkar-e-Taiba Monday": the name ends before a day or a common word
        a, b = base + m.start(), base + m.start() + len(" ".join(words))
        out = [n for n in out if not (n[1] < b and a < n[2])] + [(raw[m.start() : b - base], a, b)]
        labels[(a, b)] = "ORG"
    return sorted(out, key=lambda n: n[1])


# An armed non-state group named by a nationality ("a Palestinian terror cell", "Kurdish
# militants"): the actor is the group, not the nationality's state (which a bare demonym
# stands for: "blamed Ukrainian saboteurs" accuses Ukraine).
_ARMED_NOUN_AFTER = re.compile(
    r"[ \t]+(?:(?:terror(?:ist)?|militant|armed|extremist|jihadist)[ \t]+)?"
    r"(?:militants?|gunmen|insurgents?|rebels?|jihadists?|extremists?|terrorists?|separatists?|guerrillas?"
    # ("Kurdish fighters": round-19 gap, had been "Kurdish")
    r"|fighters|militiam[ae]n|militias?|cells?|groups?|factions?"
    # (the West Bank's settlers: "Israeli settlers set fire to homes" is no state's deed)
    r"|settlers)\b",
    re.IGNORECASE,
)


# Nouns after a nationality that name its people, not its state or an armed group.
_CIVIL_NOUN_AFTER = re.compile(
    r"[ \t]+(?:nationals?|citizens?|refugees?|migrants?|immigrants?|residents?|origin|descent|passport)\b", re.IGNORECASE
)


# Ideologies the small model tags as a nationality or religious group (NORP).
_CREEDS = frozenset(
    ["islamist", "islamists", "jihadist", "jihadists", "jihadi", "jihadis", "salafist", "salafists", "extremist", "extremists"]
)
# Nouns that head a group's name ("the Maute group", "the Arakan Rohingya Salvation Army").
_GROUP_HEADS = frozenset(["group", "movement", "militia", "network", "faction", "brigade", "brigades", "front"])
# ... of which these, capitalised, are a word of the name itself ("the Resistance Front").
_NAMED_HEADS = frozenset(["front", "brigade", "brigades", "movement"])


def _with_armed_noun(name: tuple[str, int, int], text: str, *, end: int) -> tuple[str, int, int]:
    m = _ARMED_NOUN_AFTER.match(text, name[2], end)
    return (text[name[1] : m.end()], name[1], m.end()) if m else name


def _glued(doc, toks: list) -> list:
    """``toks`` widened over the pieces of a hyphenated word the parser split across heads
    ("Jamaat - ul - Ahrar", pieces with no space between): the whole word."""
    first, last = toks[0].i, toks[-1].i
    while first > 0 and not doc[first - 1].whitespace_ and (doc[first].text == "-" or doc[first - 1].text == "-"):
        first -= 1
    while last + 1 < len(doc) and not doc[last].whitespace_ and (doc[last].text == "-" or doc[last + 1].text == "-"):
        last += 1
    if (first, last) == (toks[0].i, toks[-1].i):
        return toks
    return [*doc[first : toks[0].i], *toks, *doc[toks[-1].i + 1 : last + 1]]


def _without_relative_clause(tok) -> list:
    """The tokens of ``tok``'s phrase up to a relative clause after its head: "the Haqqani
    network, which is allied to the Taliban" names the Haqqani network, and "the Abu Sayyaf
    group, which has pledged allegiance to the Islamic State" does not name the Islamic
    State."""
    toks = list(tok.subtree)
    # a subtree with a gap (the parser hung "a claim that could not be verified" at the end
    # of the sentence on the subject "its fighters"): the run of tokens holding the head
    gaps = [k for k in range(1, len(toks)) if toks[k].i != toks[k - 1].i + 1]
    if gaps:
        runs = [toks[a:b] for a, b in zip([0, *gaps], [*gaps, len(toks)], strict=True)]
        toks = next(r for r in runs if r[0].i <= tok.i <= r[-1].i)
    cut = [min(x.i for x in t.subtree) for t in toks if t.i > tok.i and t.head.i >= tok.i and (
        t.dep_ == "relcl" or _described_name(t, tok)
    )]
    if cut:
        toks = [t for t in toks if t.i < min(cut)]
        while len(toks) > 1 and (toks[-1].is_punct or toks[-1].lower_ in ("which", "who", "that")):
            toks.pop()
    return toks


def _described_name(t, head) -> bool:
    """``t`` is a participle set off by a comma after a name, describing it: in "the armed
    group al-Mourabitoun, led by Algerian fighter Mokhtar Belmokhtar," the group is named,
    not its leader's country. Not after a common noun, where the participle names the group
    ("gunmen linked to Boko Haram")."""
    doc = t.doc
    return (
        t.dep_ == "acl" and t.tag_ == "VBN" and t.head.i == head.i and head.pos_ == "PROPN"
        and t.i > 0 and doc[t.i - 1].text == ","
    )


def _tidy(
    names: list[tuple[str, int, int]],
    labels: dict[tuple[int, int], str],
    *,
    doc,
    top,
    pa: ParsedArticle,
    sent: Sentence,
    span: tuple[int, int],
) -> list[tuple[str, int, int]]:
    """The actors a phrase names once the pieces of one name are put together and the
    names that only qualify another are dropped:

    * a well-known group read whole ("Islamic State of Iraq and the Levant", not
      "Islamic State of Iraq" and "Levant");
    * an acronym in brackets after a name is that name's alias ("(ISIL, or ISIS)");
    * a name under "of" beside a name that is not ("Jamaat-ul-Ahrar, a faction of the TTP";
      "An affiliate of the Islamic State group, Islamic State Khorasan") is the other's
      parent, not the actor;
    * an ideology or religion beside a name ("a local Islamist group, National Thowheeth
      Jama'ath") describes it; a nationality may be an actor of its own;
    * a person beside an organisation ("TTP commander Sarbakaf Mohmand") speaks for it.
    """
    # (a well-known name that begins in the phrase is read whole even where the parser cut
    # it: "claimed by the Group for the Support of Islam and Muslims (JNIM)" hangs "for the
    # Support ..." on the verb, leaving "the Group" as the agent)
    known = [k for k in known_groups(pa.text, span[0], sent.end) if k[1] < span[1]]
    out = [n for n in names if not any(n[1] < k[2] and k[1] < n[2] for k in known)]
    out = sorted(out + known, key=lambda x: x[1])
    for k in known:
        labels[(k[1], k[2])] = "ORG"
    out = [n for n in out if not any(re.fullmatch(r"\s*\([^()]*", pa.text[o[2] : n[1]]) for o in out if o[2] <= n[1])]
    out = _described_group(out, labels, top=top, pa=pa, sent=sent)
    under_of = {n[1] for n in out if behind_preposition(doc, n[1] - sent.start, top)}
    if len(under_of) < len(out):
        out = [n for n in out if n[1] not in under_of]
    # a place under "in", "at", "from" ... is where, not who ("the Islamic State group's
    # affiliate in Afghanistan", "at a Las Vegas concert", "armed groups from the Oromiya region")
    out = [
        n for n in out
        if labels.get(n[1:]) not in ("GPE", "LOC", "FAC")
        or not behind_preposition(doc, n[1] - sent.start, top, preps=_LOCATIVE)
    ]
    # ... and a place the small model takes for an organisation ("An affiliate of the Islamic
    # State group in Sinai claimed it": Sinai is where; Metrojet 2015 probe)
    out = [
        n for n in out
        if labels.get(n[1:]) != "ORG" or n in known or " " in n[0] or not geo.lookup(n[0])
        or not behind_preposition(doc, n[1] - sent.start, top, preps=_LOCATIVE)
    ]
    # "the Allied Democratic Forces (ADF), a Ugandan armed group": a nationality in the
    # apposition that describes a name before it is no actor of its own
    out = [
        n for n in out
        if not (labels.get(n[1:]) == "NORP" or n[0].lower() in geo.DEMONYMS)
        or not any(o[2] <= n[1] and _DESCRIBED_BY.fullmatch(pa.text, o[2], n[1]) for o in out)
        or not _ARMED_NOUN_AFTER.match(pa.text, n[2])
    ]
    if any(labels.get(n[1:]) != "NORP" for n in out):
        known_here = any(n in known for n in out)
        # "the Somali militant group al-Shabab": beside a well-known group a nationality
        # only describes it
        out = [n for n in out if labels.get(n[1:]) != "NORP" or (_nationality(n[0]) and not known_here)]
    if any(labels.get(n[1:], "ORG") not in ("PERSON", "PROPN") for n in out):
        out = [n for n in out if labels.get(n[1:]) not in ("PERSON", "PROPN")]
    if len(out) > 1:
        # "a Pakistani Taliban faction, Lashkar-e-Jhangvi": the faction named beside it is
        # the actor, not the movement it split from
        split = [n for n in out if _FACTION_AFTER.match(pa.text, n[2])]
        if len(split) < len(out):
            out = [n for n in out if n not in split]
    return out


# Nouns of an apposition that describe the name before it as a group ("Jaish al-Fursan, a
# group affiliated with the Hafiz Gul Bahadur faction").
_GROUP_APPOS = frozenset(
    ["group", "faction", "organisation", "organization", "militia", "outfit", "movement", "network", "offshoot",
     "affiliate", "splinter", "wing", "coalition", "alliance"]
)


def _described_group(
    out: list[tuple[str, int, int]], labels: dict[tuple[int, int], str], *, top, pa: ParsedArticle, sent: Sentence
) -> list[tuple[str, int, int]]:
    """The name at the phrase's head when an apposition calls it a group: the names inside
    the apposition (its parent, its allies, its nationality) describe it. The small model
    tags many such names as people ("Jaish al-Fursan"), which the rules below would drop
    beside the organisation named in the description."""
    appos = [c for c in top.children if c.dep_ == "appos" and c.lower_ in _GROUP_APPOS and c.i > top.i]
    if not appos or top.pos_ != "PROPN":
        return out
    at = sent.start + top.idx
    head = [n for n in out if n[1] <= at < n[2]]
    if not head:
        return out
    inside = {(sent.start + x.idx) for c in appos for x in c.subtree}
    for n in head:
        labels[n[1:]] = "ORG"
    return [n for n in out if n in head or n[1] not in inside]


_DESCRIBED_BY = re.compile(r"\s*(?:\([^()]*\))?\)?\s*,\s*(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?", re.IGNORECASE)
_FACTION_AFTER = re.compile(r"\s+(?:faction|splinter|offshoot|breakaway)\b", re.IGNORECASE)


def _nationality(word: str) -> bool:
    w = word.lower()
    return w in geo.DEMONYMS or w.rstrip("s") in geo.DEMONYMS or canonical(word) != word


def _name_end(doc, i: int, hi: int) -> int:
    """The end of a name spaCy cut short: an entity ("Islamic", NORP) followed by proper
    nouns of the same name ("State" in "The Islamic State claimed ...") runs to the last."""
    end = doc[i - 1].idx + len(doc[i - 1])
    while i < len(doc) and doc[i].pos_ == "PROPN" and doc[i].text[:1].isupper():
        if doc[i].idx + len(doc[i]) > hi or doc[i].ent_type_ not in ("", "ORG", "NORP"):
            break
        if doc[i].lower_ in _OFFICE_TITLES:
            break  # "accused Syrian President Bashar Assad's government": the nationality's state
        end = doc[i].idx + len(doc[i])
        i += 1
    # "FARC dissidents": the fighters who broke away are not their former group
    if i < len(doc) and doc[i].lower_ in _BREAKAWAY and doc[i].idx + len(doc[i]) <= hi:
        end = doc[i].idx + len(doc[i])
    return end


# Office holders' titles, which end a name run ("Syrian President" is no name; the
# nationality before it stands for the state).
_OFFICE_TITLES = frozenset(
    ["president", "prime", "minister", "king", "queen", "emir", "premier", "chancellor", "leader", "ambassador",
     "envoy", "spokesman", "spokeswoman", "spokesperson"]
)
# Nouns after a group's name that make a group of its own ("FARC dissidents").
_BREAKAWAY = frozenset(["dissidents", "dissident"])


def behind_preposition(doc, rel: int, top, *, preps: frozenset[str] = frozenset({"of"})) -> bool:
    """True when the token at ``rel`` hangs under one of ``preps`` ("of") inside ``top``'s
    phrase ("enemies *of* the Islamic Republic"): a modifier of the object, not the object."""
    tok = next((t for t in doc if t.idx <= rel < t.idx + len(t.text)), None)
    # spaCy makes a new Token object on each access: compare positions, not identity
    while tok is not None and tok.i != top.i and tok.head.i != tok.i:
        # (a passive's agent too: "rejected the allegations made by Pakistan", Khuzdar 2025)
        if tok.dep_ in ("prep", "agent") and tok.text.lower() in preps:
            return True
        tok = tok.head
    return False


# Prepositions of place: a name under one is a location in the phrase, not its actor.
_LOCATIVE = frozenset(["in", "at", "from", "near", "inside", "outside", "across", "around", "throughout"])



__all__ = ["ALIASES", "actors_in", "behind_preposition", "canonical", "no_actor"]
