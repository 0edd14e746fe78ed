"""Perpetrator organisations stated by the report: who did the attack, who claimed it, who
was accused of it.

Wire copy names perpetrators in a handful of shapes ("FMLN TERRORISTS ATTACKED ...",
"KIDNAPPED BY TERRORISTS OF THE FARABUNDO MARTI NATIONAL LIBERATION FRONT [FMLN]", "A
SHINING PATH ATTACK", "THE ELN CLAIMED RESPONSIBILITY", "THEY HOLD THE ARMY RESPONSIBLE").
Candidates first: organisation mentions found by pattern (acronyms, names ending in an
organisation word such as FRONT / MOVEMENT / ARMY / CARTEL, their bracketed acronyms); then
the sentence's dependency parse decides whether the mention (or the perpetrator noun it
modifies: terrorists, guerrillas, members...) is the doer of a violent act, the claimant,
or the accused. Names are returned as the text writes them (case and leading "the"
normalised), an acronym standing for its spelled-out name when the text pairs them.
The parse reading (:func:`~crosswire.extract.perp_roles.role`) is in
:mod:`crosswire.extract.perp_roles`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from crosswire.extract.actor_orgnames import NAMED_GROUP_HEADS, comma_acronym
from crosswire.extract.actor_orgnames import STATE_WORDS as _STATE_WORDS
from crosswire.extract.actor_orgnames import adjacent as _adjacent
from crosswire.extract.actor_orgnames import of_country as _of_country
from crosswire.extract.actor_orgnames import quoted_before as _quoted_before
from crosswire.extract.actor_orgnames import unit_end as _unit_end
from crosswire.extract.perp_lead import UNNAMED_DOERS, lead, relevant_lead
from crosswire.extract.perp_roles import ATTACK_VERBS, PERP_NOUNS, role, violent_use
from crosswire.extract.perp_roles import find_token as _find_token
from crosswire.lexicon import is_common
from crosswire.nlp import ParsedArticle, Sentence

# Words that end an organisation name ("... LIBERATION FRONT", "MEDELLIN CARTEL").
ORG_HEADS = frozenset(
    ["front", "movement", "army", "forces", "force", "cartel", "cartels", "command", "alliance", "union", "party", "squad", "squads", "battalion", "brigade", "path", "mafia", "mafias", "organization", "extraditables", "luminoso", "guard", "police", "military", "government", "regime", "detachment", "corps", "commandos", "commando"]
)
# Heads that name one organisation on their own ("THE EXTRADITABLES", "SENDERO LUMINOSO"):
# the most frequent gold names of MUC-4 DEV the mention patterns missed.
STANDALONE_HEADS = frozenset(["extraditables", "luminoso"])
# Ordinary words that may sit inside an organisation name (besides proper names).
NAME_WORDS = frozenset(
    ["national", "liberation", "revolutionary", "patriotic", "popular", "people's", "peoples", "armed", "air", "death", "shining", "drug", "trafficking", "drug-trafficking", "drugtrafficking", "narcotics-trafficking", "narcotics", "cocaine", "civic", "socialist", "communist", "workers", "workers'", "independence", "republican", "nationalist", "anticommunist", "democratic", "red", "9", "19", "april", "may"]
)
# Group nouns that end a name only after a drug-trade word ("DRUG TRAFFICKING GANGS",
# "COCAINE CARTELS", "NARCOTICS-TRAFFICKING ORGANIZATIONS"): MUC-4 DEV codes such descriptive
# phrases as the perpetrator organisation (gold fillers the name patterns never produced).
DRUG_GROUP_HEADS = frozenset(["gang", "gangs", "ring", "rings", "organizations", "bands", "groups", "group"])
_DRUG_WORDS = frozenset(["drug", "drugs", "trafficking", "drug-trafficking", "drugtrafficking", "narcotics-trafficking", "cocaine"])
# Linkers inside a name ("ARMY OF NATIONAL LIBERATION", "FRENTE ... DE LIBERACION").
_LINKERS = frozenset(["of", "de", "del", "la", "los"])
# Heads too generic to be a name on their own unless the context is strong (subject of an
# attack verb, object of an accusation): "the army", "the government".
# ("police" is left out: in wire copy the police are far more often the reporter, the victim
# or the investigator than the perpetrator; "NATIONAL POLICE" is still a name.)
GENERIC_HEADS = frozenset(["army", "military", "government", "regime"])
# Calendar words are capitalised but never part of a name ("ON MONDAY FARABUNDO ...").
_CALENDAR = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
)
# Descriptions before a name that the gold and readers drop ("MAOIST SHINING PATH").
_DESCRIPTORS = frozenset(
    ["maoist", "guevarist", "marxist", "castroite", "pro-castroite", "pro-castrist", "leftist", "rightist", "self-styled", "so-called", "alleged", "presumed", "clandestine"]
)
# Agencies and outlets named in datelines ("LIMA, 20 MAY 88 (EFE)"), never perpetrators.
_NOT_ORGS = frozenset(
    ["efe", "afp", "ap", "upi", "ansa", "dpa", "tass", "acan", "telam", "notimex", "prensa", "latina", "xinhua", "reuters", "cable", "text", "report", "excerpt", "communique", "summary", "u.s", "us", "usa", "ussr", "un", "oas", "eec", "cia", "kg", "km", "gmt", "mr"]
) | frozenset(
    # weapons named by abbreviation ("an IED", "UAVs") are the means, not the actor
    ["ied", "ieds", "vbied", "svbied", "uav", "uavs", "rpg", "rpgs", "ak", "tnt"]
) | frozenset(
    # titles the vowel-less rule reads as acronyms ("MURDER OF DR GUERRERO", "MSGR ROMERO"),
    # and ordinary words written in capitals before a perpetrator noun or a bracket ("NEW
    # TERRORIST ATTACKS", "THE PLANE'S CREW MEMBERS", "ATTENTION CENTER (CAI)"): 119 MUC-4
    # DEV candidates that were never a perpetrator ('new' alone in 15 reports)
    ["dr", "drs", "msgr", "mrs", "ms", "sr", "jr", "st", "lt", "sgt", "new", "crew", "court", "club", "center"]
)
# The bracketed pair may wrap a line in hard-wrapped wire copy ("FMLN [FARABUNDO MARTI
# NATIONAL\nLIBERATION FRONT]"): the name is matched across whitespace and compared with
# its spaces collapsed.
_BRACKET_AFTER = re.compile(r"\s*[\[(]\s*([A-Za-z][A-Za-z0-9\s'\-]{1,80}?)\s*[\])]")
# A year this much before the report's makes the sentence background ("IN 1984, THE FIRST
# ATTACK ... WAS CARRIED OUT BY ...").
_YEAR = re.compile(r"\b(19[5-9]\d|20[0-4]\d)\b")
_DATELINE_YEAR = re.compile(r"\b\d{1,2} [A-Z]{3} (\d\d)\b")
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’\-]*")
_POSSESSIVE = re.compile(r"['’][Ss]?$")
# Words that never bridge two parts of a name ("MACHINEGUNNED BY SALVADORAN AIR FORCE
# HELICOPTERS" had read as one name because the verb is capitalised as unknown).
_NO_BRIDGE = frozenset(["by", "in", "at", "on", "for", "to", "from", "with", "and", "or", "the", "a", "an", "against", "into", "as", "was", "were", "is", "are"])


# Fallback for relevant wire copy where no organisation is tied to the act by the parse:
# the lead blames unnamed "TERRORISTS" / "GUERRILLAS" at least FALLBACK_UNNAMED times and
# one organisation is named at least FALLBACK_MENTIONS times in the report -> that
# organisation, suspected. Tuned on MUC-4 DEV 200-1300 (grid 1-5 x 0-3): F1 0.365 ->
# 0.371; checked on DEV 0-200: 0.491 -> 0.492.
FALLBACK_MENTIONS = 3
FALLBACK_UNNAMED = 3


@dataclass(frozen=True, slots=True)
class Mention:
    """An organisation mention: ``name`` as output, [start, end) in article offsets."""

    name: str
    start: int
    end: int
    generic: bool


def _acronyms(pa: ParsedArticle) -> set[str]:
    """Upper-case words that are acronyms in this article (lower-cased)."""
    text = pa.text
    out = {
        m.group(1).lower()
        for m in re.finditer(r"[\[(]\s*([A-Z][A-Z0-9\-]{1,5})\s*[\])]", text)
        if not is_common(m.group(1))  # "[HONDURAN]", "[SUMMARY]" are editors' insertions
    }
    for m in re.finditer(r"\b([A-Z]{2,6}(?:-[A-Z0-9]{1,4})?)\s*[\[(]", text):
        if not is_common(m.group(1)):  # "OF [PRESIDENT ...]" is an editor's insertion
            out.add(m.group(1).lower())
    # "ELN GUERRILLAS": a short unknown word naming the perpetrators' group, unless it ends a
    # longer name ("THE ZARATE WILKA GROUP HAS CLAIMED": "WILKA" is no acronym)
    for m in re.finditer(r"\b([A-Z]{2,5})(?=\s+([A-Z]+)\b)", text):
        if (
            m.group(2).lower() in PERP_NOUNS
            and not is_common(m.group(1))
            and m.group(1).lower() not in _CALENDAR  # "THE MARCH TERRORIST ATTACK"
            and not _ends_name(text, m.start())
        ):
            out.add(m.group(1).lower())
    for m in re.finditer(r"\b[A-Z]{1,4}-(?:[A-Z]{1,4}|\d{1,2})\b", text):
        if not any(is_common(part) for part in m.group().split("-")):  # "CAR-BOMB"
            out.add(m.group().lower())
    for m in re.finditer(r"\b[A-Z]{2,6}(?![a-z])", text):
        w = m.group().lower()
        if not pa.uppercase and not is_common(w) or pa.uppercase and not re.search(r"[aeiouy]", w):
            out.add(w)
    return out - _NOT_ORGS


# (joined by a hyphen only a word longer than an acronym: "ZARATE-WILKA", not "UC-ELN")
_WORD_BEFORE = re.compile(r"([A-Za-z][A-Za-z']*) +$|([A-Za-z][A-Za-z']{5,})-$")


def _ends_name(text: str, start: int) -> bool:
    """The word before ``start`` (on the same line, or joined by a hyphen) is a name word: not a
    common, calendar or descriptive word ("ZARATE WILKA", "ZARATE-WILKA", not "THE ELN")."""
    m = _WORD_BEFORE.search(text, max(0, start - 40), start)
    if not m:
        return False
    low = (m.group(1) or m.group(2)).lower()
    return not is_common(low) and low not in _CALENDAR and low not in _DESCRIPTORS


def _display(words: list[str], acr: set[str], uppercase: bool) -> str:
    if not uppercase:
        return " ".join(words)
    return " ".join(w.upper() if w.lower() in acr else w.capitalize() for w in words)


def find_mentions(pa: ParsedArticle, sent: Sentence, acr: set[str]) -> list[Mention]:
    """Organisation mentions in ``sent``: named organisations and acronyms."""
    words = list(_WORD.finditer(pa.text, sent.start, sent.end))
    ana = pa.analysis_text
    out: list[Mention] = []
    i = 0
    while i < len(words):
        w = words[i].group()
        low = w.lower()
        if low in acr and (w.isupper() or pa.uppercase):
            out.append(Mention(_display([w], acr, pa.uppercase), words[i].start(), words[i].end(), False))
            i += 1
            # "FMLN FORCES", "FMLN URBAN COMMANDS": the acronym is the name
            if i < len(words) and words[i].group().lower() in ORG_HEADS:
                i += 1
            continue
        # a name: name words then an organisation head, optionally "OF <name words>"
        j = i
        while j < len(words):
            if _is_name_word(words[j], ana, pa, acr) or (
                # "GERARDO BARRIOS CIVIC FORCE": a common word between a proper name and
                # the rest of the name ("barrios" is an ordinary word on its own)
                j > i
                and j + 1 < len(words)
                and words[j].group().lower() not in _NO_BRIDGE
                # (in ordinary-case text a lower-case word is no part of a name:
                # "two Haitian-Americans assassinated Haitian President ...")
                and (pa.uppercase or words[j].group()[:1].isupper())
                and words[j - 1].group().lower() not in NAME_WORDS
                and _adjacent(words[j - 1], words[j])
                and (_is_name_word(words[j + 1], ana, pa, acr) or words[j + 1].group().lower() in ORG_HEADS)
                and _adjacent(words[j], words[j + 1])
            ):
                j += 1
            else:
                break
        # (the head follows the name words without a comma: "Jovenel Moise, police chief ...")
        if j < len(words) and _is_head(words, i, j) and (
            j == i or _adjacent(words[j - 1], words[j]) or _quoted_before(words[j - 1], words[j])
        ):
            k = j + 1
            if k + 1 < len(words) and words[k].group().lower() in _LINKERS:
                m = k + 1
                while m < len(words) and words[m].group().lower() in NAME_WORDS - {"armed"}:
                    m += 1
                if m > k + 1 and words[m - 1].group().lower() in ("liberation", "national"):
                    k = m
            if k == j + 1 and any(w.group().lower() not in _STATE_WORDS for w in words[i:j]):
                k = _of_country(words, k)
            k = _unit_end(words, k) if k == j + 1 and j > i else k  # (not "THE COMMANDO UNIT")
            while i < j and words[i].group().lower() in _DESCRIPTORS:
                i += 1
            toks = [x.group() for x in words[i:k]]
            end = words[k - 1].end()
            if k == j + 1 and _stem(toks[-1]) != toks[-1]:
                # "THE ARMED FORCES' COUNTEROFFENSIVE", "THE SALVADORAN ARMY'S ATTACK"
                toks[-1] = _stem(toks[-1])
                end = words[k - 1].start() + len(toks[-1])
            head = _stem(words[j].group()).lower()
            generic = j == i and k == j + 1 and head in GENERIC_HEADS
            if j == i and k == j + 1 and not generic and head not in STANDALONE_HEADS:
                # a bare head that is not a generic force ("front", "union"): no name
                i = j + 1
                continue
            out.append(Mention(_display(toks, acr, pa.uppercase), words[i].start(), end, generic))
            i = k
            continue
        i = max(j, i + 1) if j > i and j < len(words) and words[j].group().lower() in ORG_HEADS else i + 1
    return out


def _stem(word: str) -> str:
    """A word without its possessive ending ("ARMY'S" -> "ARMY", "FORCES'" -> "FORCES")."""
    return _POSSESSIVE.sub("", word)


def _is_head(words: list[re.Match[str]], i: int, j: int) -> bool:
    """Whether ``words[j]`` ends a name begun at ``words[i]``: an organisation head (also in
    the possessive), "GROUP" or "GANG" after a proper name, or a group noun after a
    drug-trade word."""
    low = _stem(words[j].group()).lower()
    if low in NAMED_GROUP_HEADS and j > i + 1 and words[j - 1].group().lower() not in NAME_WORDS:
        # a proper name of two words or more before it ("THE ZARATE WILKA GROUP"; one word is
        # too often an adjective or an owner: "THE NEW GROUP", "ESCOBAR'S GROUP")
        return True
    return low in ORG_HEADS or (low in DRUG_GROUP_HEADS and j > i and words[j - 1].group().lower() in _DRUG_WORDS)


def _is_name_word(m: re.Match[str], ana: str, pa: ParsedArticle, acr: set[str]) -> bool:
    low = m.group().lower()
    if low in NAME_WORDS:
        return True
    if low in _CALENDAR:
        return False
    if low in acr or low in ORG_HEADS:
        return False
    if pa.uppercase:
        # truecasing keeps names capitalised; sentence-initial capitals are not evidence
        cap = ana[m.start()].isupper() and not is_common(low)
    else:
        cap = m.group()[0].isupper() and not is_common(low)
    return cap



# Sentences whose parse is read for roles. Every act or accusation verb role() reads is a cue
# but the light and ambiguous ones ("hit", "set", "held"); "THE AIR FORCE FIRED AGAINST THIS
# REFUGEE CENTER" and "BLAMING ..." had not been parsed at all.
_CUE = re.compile(
    r"responsib|claim|admit|blam|accus|suspect|attribut|behind|involv|implicat|denounc|"
    r"attack|kill|murder|kidnap|bomb|assassinat|ambush|dynamit|burn|raid|shot|shoot|destroy|"
    r"explo|massacr|abduct|execut|machinegun|set fire|wound|injur|storm|seiz|participat|crime|"
    r"sabotag|staged|responsible|(?:releas\w*|freed)\s+(?:\w+\s+)?by\b|"
    r"\bfired\b|perpetrat|detonat|strafe|shelled|stabbed|behead|tortur|\braped\b|looted|planted|hurled|\bthrew\b|\bblew\b|\bblown\b",
    re.I,
)


_DOER_AFTER = re.compile(
    r"(?:\s*[\[(][^\])]{1,80}[\])])?((?:\s+[A-Za-z\-]+){0,3}?)\s+(?:(?:have|has|had|reportedly|today|yesterday)\s+)?([A-Za-z]+)\b",
    re.I,
)
_DOER_FILLER = PERP_NOUNS | {"urban", "guerrilla", "rebel", "armed", "heavily-armed", "antiaircraft"}


def _surface_doer(pa: ParsedArticle, mt: Mention, s: Sentence) -> str | None:
    """When the parse is broken by brackets: "FMLN [FARABUNDO ...] URBAN COMMANDOS DESTROYED
    A TRUCK" read from the words alone (organisation, perpetrator nouns, attack verb)."""
    m = _DOER_AFTER.match(pa.text, mt.end, s.end)
    if not m:
        return None
    fillers = m.group(1).split()
    if not fillers or not all(w.lower() in _DOER_FILLER for w in fillers):
        return None
    verb = m.group(2).lower()
    if verb in ATTACK_VERBS and verb.endswith(("ed", "shot", "set", "blew", "hit", "struck", "threw")):
        return "suspected"
    return None


def _report_year(pa: ParsedArticle) -> int | None:
    if pa.article.published:
        return int(pa.article.published[:4])
    m = _DATELINE_YEAR.search(pa.text, 0, 300)
    if m:
        yy = int(m.group(1))
        return 1900 + yy if yy >= 50 else 2000 + yy
    return None


def mention_table(
    pa: ParsedArticle, sents: list[Sentence], acr: set[str]
) -> tuple[list[tuple[Sentence, list[Mention]]], dict[str, str]]:
    """Organisation mentions per sentence of ``sents`` (sentences without any left out), and
    the acronym <-> spelled-out name pairs the text makes ("MRTA [TUPAC AMARU ...]")."""
    per_sent: list[tuple[Sentence, list[Mention]]] = []
    alias: dict[str, str] = {}
    for s in sents:
        ms = find_mentions(pa, s, acr)
        if ms:
            per_sent.append((s, ms))
    for s, ms in per_sent:
        for x in ms:
            m = _BRACKET_AFTER.match(pa.text, x.end, s.end)
            paired = " ".join(m.group(1).split()) if m else ""
            comma = None if m or x.generic else comma_acronym(pa.text, x.end, s.end, x.name)
            if comma and comma.lower() in acr:
                alias[x.name.lower()] = comma  # "THE MANUEL RODRIGUEZ PATRIOTIC FRONT, FPMR, HAS CLAIMED"
            if m and not x.generic and paired.lower() != x.name.lower():
                acro = paired
                if x.name.isupper() and len(x.name) <= 7 and " " not in x.name:
                    alias.setdefault(paired.lower(), x.name)  # "MRTA [TUPAC AMARU ...]"
                else:
                    alias[x.name.lower()] = acro.upper() if pa.uppercase or acro.isupper() else acro
    return per_sent, alias


def output_name(mt: Mention, alias: dict[str, str]) -> str:
    """The name a mention is reported under: its acronym's pair, without a leading "the"."""
    return re.sub(r"^(?:the)\s+", "", alias.get(mt.name.lower(), mt.name), flags=re.I)


def background(pa: ParsedArticle, s: Sentence, year: int | None) -> bool:
    """The sentence names an earlier year than the report's: background, not this event."""
    return bool(year) and any(int(y) < (year or 0) for y in _YEAR.findall(pa.text, s.start, s.end))


def rule_roles(
    pa: ParsedArticle, per_sent: list[tuple[Sentence, list[Mention]]]
) -> list[tuple[Mention, str, Sentence]]:
    """(mention, stance, sentence) for the mentions the parse ties to a violent act, a claim
    or an accusation; background sentences are skipped."""
    year = _report_year(pa)
    out: list[tuple[Mention, str, Sentence]] = []
    for s, ms in per_sent:
        if background(pa, s, year):
            continue
        doc = pa.parse_one(s)
        low = pa.analysis_text[s.start : s.end].lower()
        for mt in ms:
            tok = _find_token(doc, mt.start - s.start, mt.end - s.start)
            if tok is None:
                continue
            st = role(tok, doc, low, light_verbs=not pa.uppercase) or _surface_doer(pa, mt, s)
            if st is not None:
                out.append((mt, st, s))
    return out


def extract_perpetrators(pa: ParsedArticle) -> list[tuple[str, str, Sentence]]:
    """(name, stance, sentence) for organisations the report ties to a violent act."""
    if pa.uppercase and not relevant_lead(pa.text):
        # wire copy about clashes or politics: no terrorist act to attribute
        return []
    acr = _acronyms(pa)
    per_sent, alias = mention_table(pa, pa.find(_CUE), acr)
    out = [(output_name(mt, alias), st, s) for mt, st, s in rule_roles(pa, per_sent)]
    if not out and pa.uppercase:
        out = _fallback(pa, acr, alias)
    return out


def _fallback(pa: ParsedArticle, acr: set[str], alias: dict[str, str]) -> list[tuple[str, str, Sentence]]:
    """The report's most-named organisation when the lead blames unnamed guerrillas or
    terrorists (see FALLBACK_MENTIONS)."""
    if len(UNNAMED_DOERS.findall(lead(pa.text))) < FALLBACK_UNNAMED:
        return []
    counts: dict[str, int] = {}
    first: dict[str, tuple[str, Sentence]] = {}
    for s in pa.sentences:
        for mt in find_mentions(pa, s, acr):
            if mt.generic:
                continue
            name = output_name(mt, alias)
            counts[name.lower()] = counts.get(name.lower(), 0) + 1
            first.setdefault(name.lower(), (name, s))
    if not counts:
        return []
    best = max(counts, key=lambda k: counts[k])
    if counts[best] < FALLBACK_MENTIONS:
        return []
    name, sent = first[best]
    return [(name, "suspected", sent)]


__all__ = ["Mention", "extract_perpetrators", "find_mentions", "relevant_lead", "role", "violent_use"]
