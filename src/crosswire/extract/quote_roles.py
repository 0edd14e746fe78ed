"""Speakers' names and roles: the titles, honorifics and appositives around a name.

"Chief Constable Ian Hopkins" is the name "Ian Hopkins" with the role "Chief Constable";
"said Kramatorsk mayor Oleksandr Honcharenko" gives the whole name although the NER took
only "Honcharenko"; an earlier "Prime Minister Hassan Diab" gives "Diab said" its role.
Used by :mod:`crosswire.extract.quotes`.
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.extract.actor_names import known_groups
from crosswire.nlp import ParsedArticle, Sentence

# Singular role nouns that a definite description ("the Israeli intelligence chief") heads;
# with the South Asian police ranks ("the IG said": the inspector general; "SSP Mohita Sharma")
# and the members of parliaments ("said Labour MP Dawn Butler": probe of 2026-12-02, where
# "Labour MP" had been read as the name and "Dawn Butler" as the role).
ROLE_NOUNS = frozenset(
    """chief director minister president spokesman spokeswoman spokesperson official officer
    commander governor mayor leader secretary senator candidate nominee chairman chairwoman
    chair head general ambassador envoy premier king prince adviser advisor aide lawyer
    attorney sheriff judge manager executive founder chancellor coroner councillor councilman
    councilwoman magistrate bishop archbishop cardinal pope rabbi ayatollah emir
    ig dig igp dgp ssp dsp sho mp mla mep mna""".split()
)
# Titles spaCy may take into a PERSON name ("Chief Constable Ian Hopkins").
NAME_TITLES = ROLE_NOUNS | frozenset(
    """constable inspector sergeant sgt detective det superintendent supt commissioner deputy
    captain capt lieutenant lt colonel col major maj gen brig adm cmdr police prosecutor
    corporal cpl trooper agent patrolman witness eyewitness survivor resident professor activist
    sen rep gov pol taoiseach tanaiste nurse paramedic
    representative congressman congresswoman assemblyman assemblywoman
    shopkeeper farmer teacher student vendor trader driver labourer laborer fisherman housewife
    engineer mechanic merchant pharmacist shepherd villager rescuer volunteer""".split()  # ("Pol Lt Gen": a Thai police rank)
)  # ("Nurse Aisha Bello said": probe of 2026-12-02, where "Nurse" had stayed in the name;
# "Representative Adam Schiff said", "Shopkeeper Naseer Ahmed, 41, said": probe of round 19;
# no occupation that is also a given name or surname: Baker, Mason, Porter, Cook, Taylor)
_WORD = re.compile(r"[\w’'-]+")

# Entity labels of places: a place inside a speaker phrase is no part of the name.
PLACE_LABELS = frozenset({"GPE", "LOC", "NORP", "FAC"})
# Honorifics before a name, never a given name ("Sheikh Ali Mohamud Rage").
_HONORIFICS = frozenset("mr mrs ms dr prof sir sheikh imam mullah maulana haji rev gov sen rep".split())


def given_names_before(doc, start_char: int) -> int:
    """The start of a PERSON entity with the given names the NER left out of it ("said
    Kramatorsk mayor Oleksandr Honcharenko": the entity is "Honcharenko"; "Inspector
    General of Police Vidhi Kumar Birdi": "Kumar Birdi"): capitalised proper-noun compounds
    right before it, up to a title, an honorific ("Dr Ahmed Rudaini") or a place."""
    first = next((t for t in doc if t.idx == start_char), None)
    if first is None:
        return start_char
    while first.i > 0:
        left = doc[first.i - 1]
        low = left.text.lower().rstrip(".")
        if not (left.pos_ == "PROPN" and left.dep_ == "compound" and left.text.isalpha()
                and left.text.istitle() and left.whitespace_
                and low not in NAME_TITLES and low not in _HONORIFICS
                and not any(e.label_ in PLACE_LABELS and e.start <= left.i < e.end for e in doc.ents)):
            break
        first = left
    return first.idx


# The closing bracket of a title's qualifier and the space before the name ("Superintendent
# of Police (Rural) Ravi Kumar", "Additional Director General of Police (Law and Order)
# Prashant Kumar"): the parser ends the subject at the bracket (probe of round 19).
_BRACKET_THEN_NAME = re.compile(r"[ \t]*\)[ \t]+")


def name_after_bracket(text: str, doc, sent_start: int, b: int) -> tuple[int, int] | None:
    """(start, end) of the PERSON name right after the bracket that closes a title phrase
    ending at ``b`` (``doc`` the parse of the sentence starting at ``sent_start``), else None."""
    m = _BRACKET_THEN_NAME.match(text, b)
    if m is None:
        return None
    for e in doc.ents:
        if e.label_ == "PERSON" and sent_start + given_names_before(doc, e.start_char) == m.end():
            return m.end(), sent_start + e.end_char
    return None


# The last word of an institution a title's complement names ("High Commissioner for Human
# Rights", "Director-General of the World Health Organization"): capitalised words after it
# are the holder's name, which the NER missed or took into the institution (probe of round 19).
_COMPLEMENT_ENDS = frozenset(
    """rights affairs nations union league organization organisation council committee commission
    agency office programme program fund bank court forces army police ministry department
    authority alliance coalition""".split()
)


def name_after_complement(phrase: str) -> int | None:
    """Where the name starts in a speaker phrase of a title, its complement and a name of
    two to four capitalised words ("UN High Commissioner for Human Rights Volker Turk"),
    else None."""
    words = list(re.finditer(r"\S+", phrase))
    for k in range(len(words) - 1, 0, -1):
        if words[k].group().lower() not in _COMPLEMENT_ENDS:
            continue
        rest, before = words[k + 1 :], phrase[: words[k].start()]
        titled = any(w.lower().rstrip(".") in NAME_TITLES for w in re.split(r"[\s-]+", before))
        if 2 <= len(rest) <= 4 and titled and re.search(r"\s(?:of|for)\s", before) and all(
            re.fullmatch(r"[A-Z][\w'’-]+", w.group()) for w in rest
        ):
            return rest[0].start()
        return None
    return None


def without_titles(text: str, ea: int, eb: int) -> tuple[int, int]:
    """A PERSON entity without the titles spaCy took into it ("Constable Ian Hopkins" of
    "Chief Constable Ian Hopkins", "Prayut Chan-o-cha" of "Thai Prime Minister Prayut Chan"
    with the rest of a hyphenated name the tokenizer cut off): the titles and the words of
    the title phrase belong to the role; two words stay."""
    if (rest := _HYPHEN_REST.match(text, eb)) is not None:
        eb = rest.end()
    if (rest := _PARTICLE_REST.match(text, eb)) is not None and (
        rest.group(1) or _PARTICLE_END.search(text, ea, eb)
    ):
        eb = rest.end()
    ea = _past_jurisdiction(text, ea, eb)
    if (
        (title := _ROLE_PREPOSITION.search(text, max(0, ea - 60), ea)) is not None
        and any(w.lower().rstrip(".") in NAME_TITLES for w in title.group(1).split())
        and len(text[ea:eb].split()) >= 3
    ):
        # the complement of a title the NER took into the name ("Special Agent in Charge
        # Alethea Duncan": "Charge Alethea Duncan"; "Secretary of State for Security Ahmed
        # Bello Ibrahim": "Security Ahmed Bello Ibrahim"; probe of round 19)
        ea += len(text[ea:eb].split()[0])
        ea += len(text[ea:eb]) - len(text[ea:eb].lstrip())
    words = list(re.finditer(r"(?<![\w'’-])[A-Za-z.]+(?=\s)", text[ea:eb]))
    # (a title phrase: "Thai Prime Minister", "Interior Minister")
    titles = [w for w in words if w.group().lower().rstrip(".") in NAME_TITLES]
    for w in reversed(titles):
        if len(text[ea + w.end() : eb].split()) >= 2:
            return ea + w.end() + len(text[ea + w.end() : eb]) - len(text[ea + w.end() : eb].lstrip()), eb
    return ea, eb


# South Asian police ranks written before the district they command and the name ("SSP
# Shikarpur Saqib Ismail Memon", "DIG Larkana Abdullah Shaikh": Shikarpur 2015 probe, where
# the district had been read as a given name).
_RANK_BEFORE = re.compile(r"\b(?:SSP|SP|DIG|IG|IGP|AIG|DGP|DSP|SHO|DPO|RPO|CPO|CCPO)[ \t]+$")
# A district's part after its name ("Karachi South", "Rawalpindi Cantt").
_DISTRICT_PART = re.compile(r"[ \t]+(?:North|South|East|West|Central|City|Cantt|Saddar|Rural)\b")
# Fewest people a place needs to be read as a district before a name (a hamlet may share a
# given name; districts' seats are towns of tens of thousands).
MIN_DISTRICT_POPULATION = 10_000


def _past_jurisdiction(text: str, ea: int, eb: int) -> int:
    """The start of a name after the district a rank before it commands, else ``ea``."""
    if not _RANK_BEFORE.search(text, max(0, ea - 8), ea):
        return ea
    m = re.match(r"[A-Z][a-z]+", text[ea:eb])
    if m is None or not any(c.population >= MIN_DISTRICT_POPULATION for c in geo.lookup(m.group())):
        return ea
    end = ea + m.end()
    if (part := _DISTRICT_PART.match(text, end, eb)) is not None:
        end = part.end()
    rest = text[end:eb].strip()
    return eb - len(rest) if len(rest.split()) >= 2 else ea


# The rest of a hyphenated name after the entity's end ("Chan" of "Chan-o-cha").
_HYPHEN_REST = re.compile(r"(?:-[a-z]+)+\b(?!-)")
# Lower-case particles inside a name ("Ursula von der Leyen", "Luiz Inacio Lula da Silva"):
# the NER may end the name at one ("Ursula von") or before them ("Ursula") and tag the rest
# as a place ("Leyen"; probe of round 19). The surname after them is part of the name.
_PARTICLES = r"(?:von|van|der|den|de|del|della|di|da|do|du|dos|das|ter|ten|bin|ibn)"
_PARTICLE_REST = re.compile(r"((?:[ \t]+" + _PARTICLES + r")+)?[ \t]+[A-Z][\w'’-]+")
_PARTICLE_END = re.compile(r"[ \t]" + _PARTICLES + r"$")
# A capitalised title phrase ending in a preposition before a name: the title's complement
# comes next ("Agent in Charge", "Secretary of State for Security", "Minister for Health").
_ROLE_PREPOSITION = re.compile(
    r"(?<![\w.'’-])((?:[A-Z][\w.'’-]*[ \t]+(?:(?:in|of|for|at|the)[ \t]+)?){1,5})(?:in|of|for|at)[ \t]+$"
)


# Courtesy titles: part of how a name is written, not the speaker's role.
_COURTESY = re.compile(r"^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame)\.?$", re.IGNORECASE)


_NICKNAMED_FORENAME = re.compile(r"(?:^|\s+)[A-Z][a-z]{1,20}\s+[\"“][A-Z][^\"“”]{0,24}[\"”]$")


# An adverb and an adjective or participle set off after a name: the speaker's manner
# ("visibly emotional", "clearly shaken"), no role. (Nouns in -ly that begin roles are kept:
# "family spokesman", "assembly member".)
_MANNER = re.compile(r"(?!(?:family|assembly|ally|county|deputy)\b)[a-z]+ly[ \t]+[a-z]+")


# A preposition of place or time right after a name, no comma between: where or when the
# speaker spoke ("said President X in Brasilia"), no part of the role (probe of round 19,
# where the role had been "President in Brasilia").
_WHERE_OR_WHEN = re.compile(r"(?:in|on|during|after|before|outside|inside|near|while|when)\b")


# A possessive pronoun opening a role ("Its military operations spokesman", the group named
# before): no part of the role. Honorifics ending one ("spokesman Sheikh", "Minister of Foreign
# Affairs Sheikh"): part of how the name is written (Mpeketoni 2014, Abu Dhabi 2022 probes).
_OWNER_PRONOUN = re.compile(r"^(?:its|his|her|their)\s+", re.IGNORECASE)
# A conjunction that joins the speaker's clause to the one before ("killing 51 people, and
# President Erdogan said": Gaziantep 2016 probe, wire copy in capitals).
_JOINING_WORD = re.compile(r"^(?:and|but|while|as|whereas)\s+", re.IGNORECASE)
_NAME_HONORIFICS = _HONORIFICS - frozenset(["gov", "sen", "rep"])
# A military or police rank of two words or more ending a role written before the name
# ("spokesman Lieutenant Colonel", "police chief Brig. Gen."; not "Attorney General").
_RANK_WORD = r"(?:Lt|Lieut|Lieutenant|Col|Colonel|Gen|General|Brig|Brigadier|Maj|Major|Capt|Captain|Adm|Admiral|Cmdr|Sgt|Sergeant)\.?"
_TRAILING_RANK = re.compile(r"(?:\s|^)(?:" + _RANK_WORD + r"\s+)+" + _RANK_WORD + r"$")
# A rank of one word set off after a description, before the name ("Mali's security minister,
# General Salif Traoré": probe of 2026-12-02).
_SET_OFF_RANK = re.compile(r",\s*(" + _RANK_WORD + r")$")
# An acronym in brackets after a name ("Inter-Services Public Relations (ISPR)"): no role.
_BRACKETED_ACRONYM = re.compile(r"\(\s*[A-Z][A-Za-z]{1,7}\s*\)")


def role_around(text: str, a: int, b: int, ea: int, eb: int) -> str | None:
    left = text[a:ea].strip(" ,")
    # an age is no role ("Ahmed Hassan, 34, a shopkeeper")
    # (alone too: "said Ali Hussein, 23, whose clothes ...", the clause cut off)
    right = re.sub(r"^\d{1,3}(?:\s*,\s*|\s*$)", "", text[eb:b].strip(" ,"))
    # a noun the name qualifies, not an appositive ("The hardline Kayhan newspaper wrote")
    glued = bool(re.match(r"[ \t]+[a-z]", text[eb:b])) and left and not re.search(r"[,(]", text[eb:b])
    if glued and _WHERE_OR_WHEN.match(right):
        right = ""  # "said President Luiz Inacio Lula da Silva in Brasilia": where he spoke
    left = re.sub(r"^(?:the|a|an)\b\s*", "", left, flags=re.I)
    # the article of the name set off after a description is the name's ("Hamas's armed
    # wing, the Qassam Brigades,": the role had ended "..., the"; probe of 2026-12-02)
    left = re.sub(r"\s*,\s*(?:the|a|an)$", "", left, flags=re.I)
    # a courtesy title set off before the name is the name's ("the head of the Red Crescent
    # in Gaza, Dr Bashar Murad": the role had ended "..., Dr"; probe of 2026-12-02)
    left = re.sub(r"\s*,\s*(?:mr|mrs|ms|dr|prof)\.?$", "", left, flags=re.I)
    if left.endswith("(") and right.startswith(")"):
        # the name is the short form in brackets after the full one ("Jama'at Nusrat
        # al-Islam wal-Muslimin (JNIM) said": the role had been "... (, )")
        left, right = left[:-1].rstrip(), right[1:].lstrip(" ,")
    left = _COURTESY.sub("", left)  # "Mr Saidu said": a courtesy title is no role
    # a forename and a nickname the entity left out are the name's ('Police Chief Cerelyn
    # "CJ" Davis': Memphis 2024)
    left = _NICKNAMED_FORENAME.sub("", left)
    left = _OWNER_PRONOUN.sub("", left)  # "Its military operations spokesman": the group's
    left = _JOINING_WORD.sub("", left)  # "..., AND PRESIDENT RECEP TAYYIP ERDOGAN SAID": no "And"
    # (not after a comma: "The spokesman for the Druze community, Sheikh", pinned by the
    # ninth round's tests as it reads)
    if left.lower().rstrip(".") in _NAME_HONORIFICS:
        left = ""  # "said Sheikh Ali Dhere, the al-Shabaab spokesman": the name's honorific alone
    while (words := left.split()) and len(words) > 1 and words[-1].lower().rstrip(".") in _NAME_HONORIFICS and not words[-2].endswith(","):
        left = left[: left.rfind(words[-1])].rstrip()  # "spokesman Sheikh Abdiaziz Abu Musab": the name's
    if (rank := _TRAILING_RANK.search(left)) is not None and rank.start() > 0:
        # "Kirkuk police chief Brig. Gen. Khattab Omer": the rank first, as in "Brig. Gen.
        # Khattab Omer, Kirkuk police chief" (Kirkuk 2016, Isulan 2018 probes)
        left = rank.group().strip() + ", " + left[: rank.start()].strip()
    elif (rank := _SET_OFF_RANK.search(left)) is not None and rank.start() > 0:
        # "the spokesman, Capt. Ibrahim Kabir,": the rank first too, not "spokesman, Capt."
        left = rank.group(1) + ", " + left[: rank.start()].strip()
    right = re.sub(r"^(?:the|a|an)\s+", "", right, flags=re.I)
    if _BRACKETED_ACRONYM.fullmatch(right):
        right = ""  # "Inter-Services Public Relations (ISPR) said": the name's short form
    if _MANNER.fullmatch(right):
        right = ""  # "Mr Kishida, visibly emotional, said": how he spoke, not who he is
    # "Brig. Gen. X, the deputy chief of staff": the title, then the description.
    # ("Sgt. Mike Hall of the Dallas Police Department": "Sgt. of the ...", no comma)
    role = (" " if glued or re.match(r"(?:of|at|with|from)\b", right) else ", ").join(x for x in (left, right) if x)
    return role or None


# The words right before a name, and an appositive right after it ("Choi Seong-beom, chief
# of the Yongsan fire department,"): where an earlier mention gives the speaker's role.
_WORDS_BEFORE = re.compile(r"(?:[\w.'’-]+[ \t]+){1,6}$")
_APPOSITIVE = re.compile(r"(?:[ \t]+[A-Z][\w'’-]*)*,[ \t]+(?:the[ \t]+|a[ \t]+)?([^,.;:\n\"“”]{3,80}?)[,.;]")
# A description set off before a name: "The federal prosecutor, " at the start of a
# sentence, ", the Los Angeles county sheriff, " after a comma, "According to Mariupol's
# deputy mayor, " (a possessor for the article).
_LEFT_APPOSITIVE = re.compile(
    r"(?:(?:^|(?<=[.!?\n])\s*|(?<=,[ \t]))(?:The|A|An|the|a|an)[ \t]+"
    r"|(?:^|(?<=[.!?\n])\s*|(?<=\bto[ \t]))(?=[A-Z][\w-]*['’]s[ \t]))"
    r"([^,.;:\n\"“”]{3,80}?),[ \t]+$"
)
# Kin a description before a name may give ("The attacker's father, Andrew Cauchi, said").
_KIN = frozenset("father mother brother sister son daughter wife husband uncle aunt cousin widow".split())
# An appositive longer than this is a clause, not a role.
MAX_ROLE_WORDS = 10


def title_before(text: str, at: int) -> str | None:
    """The title right before a name ("Prime Minister", "Police spokesman",
    "Balochistan Home Minister"), or None."""
    m = _WORDS_BEFORE.search(text, max(0, at - 80), at)
    if not m:
        return None
    words = m.group().split()
    kept: list[str] = []
    for w in reversed(words):
        low = w.lower().rstrip(".")
        if w[-1:] in ",;:" or not (w[:1].isupper() or low in NAME_TITLES or low in ("of", "for")):
            break
        if w[-1:] in ".!?" and low not in NAME_TITLES and not re.fullmatch(r"(?:[A-Z]\.)+", w):
            break  # the end of the sentence before ('said Mayor Ekrem Yilmaz. But resident Ayse
            # Demir': the role had been "Mayor Ekrem Yilmaz. But resident"; probe of 2026-12-02)
        kept.insert(0, w)
    # (a speech verb too: "..., SAID POLICE CHIEF KHALID ZADRAN" had the role "Said police chief")
    while kept and kept[0].lower() in ("of", "for", "the", "and", "but", "while", "as", "said", "says", "told", "added"):
        kept.pop(0)  # ("..., AND PRESIDENT RECEP TAYYIP ERDOGAN SAID": wire copy's capitals)
    # the title may take a complement ("State Minister of Defence", "Minister for Health")
    last = max((k for k, w in enumerate(kept) if w.lower().rstrip(".") in NAME_TITLES), default=None)
    if last is None:
        return None
    rest = kept[last + 1 :]
    if rest and not (rest[0].lower() in ("of", "for") and len(rest) > 1 and all(w[:1].isupper() for w in rest[1:])):
        return None
    return " ".join(kept)


# A capitalised name of two to four words ("Qaim Ali Shah", "Da'i Bachtiar").
_TITLED_NAME = r"((?:[A-Z][\w'’.-]+\s+){1,3}[A-Z][\w'’-]+)"


def titled_before(text: str, role: str, end: int) -> tuple[int, int] | None:
    """(start, end) of the last name given the title ``role`` before ``end`` ("Chief Minister
    Qaim Ali Shah" for "the chief minister"), when one person only carries it."""
    pat = re.compile(r"(?i:\b" + re.escape(role).replace(r"\ ", r"\s+") + r")\s+" + _TITLED_NAME)
    found = [(m.start(1), m.end(1)) for m in pat.finditer(text, 0, end)]
    names = {text[a:b].split()[-1] for a, b in found}
    if len(names) != 1:
        return None
    a, b = found[-1]
    # (the words of the name only: not a capitalised word that opens the next clause)
    return a, b


def earlier_role(text: str, name: str, end: int) -> str | None:
    """The role an earlier (or this) mention of ``name`` before offset ``end`` gives it: a
    title before the name or an appositive after it naming a role ("Choi Seong-beom, chief
    of the Yongsan fire department,")."""
    if not name[:1].isupper() or len(name.split()) > 4:
        return None
    for m in re.compile(r"\b" + re.escape(name) + r"\b").finditer(text, 0, end):
        role = title_before(text, m.start())
        if role is None:
            # "The federal prosecutor, Peter Frank, told a news conference": the description
            # before the name
            left = _LEFT_APPOSITIVE.search(text, max(0, m.start() - 90), m.start())
            # (a hyphenated title's parts: "The United Nations Secretary-General, António
            # Guterres,"; probe of 2026-12-02)
            if left and len(left.group(1).split()) <= MAX_ROLE_WORDS and any(
                w in NAME_TITLES or w in _KIN for w in re.findall(r"[\w’']+", left.group(1).lower())
            ):
                role = left.group(1).strip()
        if role is None:
            ap = _APPOSITIVE.match(text, m.end())
            if ap and len(ap.group(1).split()) <= MAX_ROLE_WORDS and any(
                w.lower() in ROLE_NOUNS for w in _WORD.findall(ap.group(1))
            ):
                role = ap.group(1).strip()
        if role is not None:
            return role
    return None


# Heads of a definite description that stands for an armed group or movement named just
# before ("The PKK denied any involvement. '...,' the group said").
GROUP_HEADS = frozenset("group organisation organization movement militia faction outfit".split())


_DATELINE_END = re.compile(r"\s*(?:[—–-]|,|\(|:)")


def _dateline(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a dateline in capitals opening the text ("MOGADISHU —"),
    no organisation the parse may take for a subject."""
    return not text[:start].strip() and text[start:end].isupper() and bool(_DATELINE_END.match(text, end))


def group_named_before(pa: ParsedArticle, sent: Sentence, *, lookback: int) -> tuple[int, int] | None:
    """(start, end) of the organisation "the group" in ``sent`` stands for: the nearest
    organisation entity that is a clause's subject in the ``lookback`` sentences before."""
    for prev in reversed(pa.sentences[max(0, sent.index - lookback) : sent.index]):
        doc = pa.parse_one(prev)
        found = []
        for e in doc.ents:
            if e.label_ == "ORG" and e.root.dep_ in ("nsubj", "nsubjpass") and not _dateline(pa.text, prev.start + e.start_char, prev.start + e.end_char):
                skip = 4 if e.text[:4].lower() == "the " else 0  # "The Syrian Democratic Forces"
                found.append((e.start_char + skip, e.end_char))
        for t in doc:
            # "The Islamic State group claimed ...": the proper nouns before a group noun
            # that is the subject (the small model tags "Islamic" alone, as NORP)
            names = [c for c in t.children if c.dep_ == "compound" and c.i < t.i and c.pos_ == "PROPN"]
            if t.dep_ in ("nsubj", "nsubjpass") and t.lower_ in GROUP_HEADS and names:
                first = min((x for x in names[0].subtree if x.dep_ != "det"), key=lambda x: x.i)
                found.append((first.idx, doc[t.i - 1].idx + len(doc[t.i - 1])))
        for _, ka, kb in known_groups(pa.text, prev.start, prev.end):
            # a well-known group as the subject ("Al Shabaab said on Twitter ..."), however
            # the small model tags it, or naming the subject ("Somalia's al Shabaab militant
            # group claimed", where the parser hangs "Shabaab" as a modifier of "group")
            last = next((t for t in doc if t.idx < kb - prev.start <= t.idx + len(t)), None)
            if last is not None and (last.dep_ in ("nsubj", "nsubjpass") or (
                # ("MOGADISHU — Al-Shabaab gunmen stormed": the parse hangs the doers on the
                # dateline as an apposition)
                last.dep_ in ("compound", "nmod") and last.head.dep_ in ("nsubj", "nsubjpass", "appos")
            )):
                found.append((ka - prev.start, kb - prev.start))
            elif any(ka - prev.start <= a and b <= kb - prev.start for a, b in found):
                # the whole name of a subject the small model cut ("Al-Qaeda in the Islamic
                # Maghreb has denied involvement": the entity is "Al-Qaeda"; Marrakesh 2011 probe)
                found.append((ka - prev.start, kb - prev.start))
        if found:
            a, b = max(found)
            return prev.start + a, prev.start + b
    return None
