"""The victims after an active casualty verb: "killed two people", "shot his wife and son",
"killed her and three other people".

Used by :mod:`crosswire.extract.counts` for active verbs ("killing 2") and "the fatal
shooting of X". A possessive before the victims ("killed her two daughters", "shot his
wife and son") is part of the object, not an object of its own: read as a pronoun, "her"
made "killed her two daughters before killing herself" two dead instead of three (GVA dev
murder-suicides).
"""

from __future__ import annotations

import re

from crosswire.extract.numbers import DEMONYMS, QUANTITY_RE, Quantity, parse_quantity
from crosswire.extract.victims import (
    AND_QTY_RE,
    HONORIFIC_OBJ_RE,
    NAMED_OBJ_RE,
    NON_PERSON,
    NOT_NAMES,
    OBJ_AND_RE,
    OBJ_COMMA_RE,
    PERSON_SG,
    PLURAL_PEOPLE,
    SELF_OBJ_RE,
    SG_OBJ_RE,
    SURNAME_OBJ_RE,
)
from crosswire.lexicon import COMMON_WORDS

# Words that end a victim noun phrase (walking back from a casualty word, or forward from a
# figure): clause words, prepositions, reporting verbs, pronouns.
STOP_WORDS = frozenset(
    ["found", "located", "in", "at", "on", "after", "before", "during", "while", "when", "where", "since", "by", "from", "with", "without", "into", "onto", "against", "near", "outside", "inside", "for", "to", "as", "than", "that", "which", "who", "whose", "what", "how", "why", "if", "because", "but", "or", "nor", "so", "said", "says", "say", "told", "reported", "according", "police", "authorities", "killed", "injured", "wounded", "shot", "died", "dead", "killing", "wounding", "injuring", "shooting", "left", "leaving", "leaves", "including", "among", "about", "over", "under", "across", "through", "there", "here", "it", "its", "this", "these", "those", "they", "we", "you", "i", "me", "him", "them", "us", "their", "our", "your", "my"]
)
# Verbs of mourning and remembrance end a victim phrase: follow-up headlines put the
# mourners' number before them ("Dozens mourn four slain": four, not dozens).
STOP_WORDS = STOP_WORDS | frozenset(
    f"{v}{end}" for v in ("mourn", "remember", "honor", "honour", "recall") for end in ("", "s", "ed", "ing")
) | {"grieve", "grieves", "grieved", "grieving"}
# A headline's verb in the present tense ends the victims of the next casualty word: "boy
# shoots and kills 12-year-old, another wounded" is one wounded, not two.
STOP_WORDS = STOP_WORDS | {"kills", "shoots", "stabs", "injures"}

# Heads of a counted group of people: the generic words, nationalities, and the groups
# conflict news counts ("13 U.S. service members", "40 worshippers").
GROUP_HEADS = PLURAL_PEOPLE | DEMONYMS | frozenset(
    """troops soldiers civilians members personnel policemen police fighters militants
    worshippers pilgrims protesters demonstrators workers passengers tourists foreigners
    nationals citizens residents marines servicemen guards villagers peasants refugees
    migrants journalists attackers insurgents rebels guerrillas bystanders mourners
    children students teachers staff employees doctors nurses patients guests patrons
    customers shoppers spectators fans priests firefighters deputies agents inmates
    prisoners miners farmers passers-by passersby commuters pedestrians motorists
    drivers contractors pupils schoolchildren schoolboys schoolgirls graders rescuers
    interpreters translators volunteers"""
    # ("killed 10 police commandos and a driver": battery, twentieth round, read as 10)
    """ commandos jawans constables paramilitaries sailors fishermen herders shepherds traders
    missionaries hostages monks nuns""".split()
) | frozenset(  # "seven eighth-graders and two adults" (Kazan 2021 probe: read as 7)
    f"{n}-graders" for n in "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()
)
# The one-person form of a counted group, for "one" before the first of two groups:
# "killing one U.S. service member and two Department of Defense contractors" (Manda Bay
# 2020 probe: read as 1).
_ONE_HEADS = frozenset(PERSON_SG) | frozenset(h[:-1] for h in GROUP_HEADS if h.endswith("s")) | frozenset(
    h[:-3] + "man" for h in GROUP_HEADS if h.endswith("men")
)
# (up to two words on: "12 soldiers, 3 police officers said" ends in a clause of its own)
_OWN_VERB_RE = re.compile(
    r"(?:\s+[\w-]+){0,2}?\s+(?:were|was|are|is|had|have|has|suffered|sustained|remain\w*|died|wounded|injured|hurt|said|say|says|told)\b",
    re.IGNORECASE,
)
# ... but "and" then the hurt's verb is the same subject's second verb: "The attack killed
# eight soldiers and four civilians and wounded 20" (probe round 17: read as 8 killed).
_SHARED_VERB_RE = re.compile(r"\s+and\s+(?:wounded|injured|hurt)\b", re.IGNORECASE)
# "kill at least 60 Afghans, 13 US troops": headlines join the groups with a comma
# ("killed 170 Afghans as well as 13 U.S. troops", "170 Afghans plus 13 U.S. troops": added too)
_GROUP_AND_RE = re.compile(r"\s+(?:and|&|as\s+well\s+as|plus)\s+|,\s+(?=\d)")
_PUNCT_RE = re.compile(r"[,;:()\"“”—–]")
# One person after a counted group and "and": "nine children and a guard", "seven pupils and
# a school security guard" (Belgrade 2023 probe: a toll that "rose to nine children and a
# guard" was read as 9). The head is the last of up to three words.
# A noun going on after that head ("a guard dog", "a police horse"): no person of its own.
_NOUN_ON_RE = re.compile(r"\s+(?!(?:" + "|".join(sorted(STOP_WORDS)) + r")\b)[a-z][\w-]*\b(?!\s+(?:were|was)\b)")
# ... without its article where headlines drop it: "Boy kills eight children and guard in
# Belgrade school shooting" (the head then ends the phrase).
_BARE_LONE_RE = re.compile(r"([a-z][\w-]*)(?=\s*(?:$|[,.;:]|\s+(?:in|at|on|near|after|during)\b))")
_LONE_AFTER_RE = re.compile(r"(?:a|an|one)\s+(?:[\w-]+\s+){0,2}?([\w-]+)\b(?![-'’])", re.IGNORECASE)



# A part of a group of animals: "injuring one of the family dogs" (GVA dev) counts no person.
_OF_ANIMALS_RE = re.compile(
    r"\s+of\s+(?:the|their|his|her|its|our|those|these)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:dogs|cats|horses|animals|pets|puppies|cattle|cows)\b",
    re.IGNORECASE,
)


def _police_head(seg: str, at: int, *, one: bool) -> bool:
    """Whether the word at ``at`` is a counted group's head ("police officers", "police
    personnel")."""
    nxt = _NEXT_WORD_RE.match(seg, at)
    word = nxt.group(1).lower() if nxt else ""
    return word in GROUP_HEADS or (one and word in _ONE_HEADS)


def _group_end(seg: str, pos: int, *, one: bool = False) -> int | None:
    """The end of a counted group's head within four words of ``pos`` ("13 U.S. service
    members"; with ``one``, "one U.S. service member" too), or None."""
    for m in re.finditer(r"\s+([\w.'’-]+)", seg[pos : pos + 80]):
        if _PUNCT_RE.search(seg, pos, pos + m.start()):
            return None  # "killed at least nine, police said": the group ends at the comma
        word = m.group(1)
        # "police" before "officers" qualifies the head ("killing three police officers and
        # two civilians" is 5)
        if word.lower() == "police" and _police_head(seg, pos + m.end(), one=one):
            continue
        if word.lower().rstrip(".") in GROUP_HEADS:
            return pos + m.end() - (len(word) - len(word.rstrip(".")))
        if one and word.lower().rstrip(".") in _ONE_HEADS:
            # "one American soldier": a nationality qualifying the head after it
            nxt = _NEXT_WORD_RE.match(seg, pos + m.end())
            if not (nxt and nxt.group(1).lower() in _ONE_HEADS):
                return pos + m.end() - (len(word) - len(word.rstrip(".")))
        # "US" before "troops" is no pronoun "us"
        if (word.lower() in STOP_WORDS and not word.isupper()) or len(seg[pos : pos + m.end()].split()) >= 4:
            return None
    return None


def _sum_qualifier(a: Quantity, b: Quantity) -> str:
    if a.qualifier == b.qualifier:
        return a.qualifier
    if "exact" in (a.qualifier, b.qualifier):
        return b.qualifier if a.qualifier == "exact" else a.qualifier
    return "about"


def counted_groups(seg: str, q: Quantity) -> tuple[int, int, int | None, str, int] | None:
    """"169 Afghans and 13 U.S. service members": two counted groups of people, summed
    ("one soldier and two contractors" too: a lone "one" before a second counted group)."""
    end = _group_end(seg, q.end, one=q.value == 1 and q.max == 1)
    if end is None:
        return None
    more = _GROUP_AND_RE.match(seg, end)
    qm = QUANTITY_RE.match(seg, more.end()) if more else None
    q2 = parse_quantity(qm, seg) if qm else None
    end2 = _group_end(seg, q2.end) if q2 is not None else None
    lone = (_LONE_AFTER_RE.match(seg, more.end()) or _BARE_LONE_RE.match(seg, more.end())) if more and q2 is None else None
    if (
        lone is not None and lone.group(1).lower() in _ONE_HEADS and not _OWN_VERB_RE.match(seg, lone.end())
        and not _NOUN_ON_RE.match(seg, lone.end())
    ):
        # "raising the death toll to nine children and a guard": the group and one more
        vmax1 = None if q.max is None else q.max + 1
        return q.value + 1, q.min + 1, vmax1, q.qualifier, lone.end()
    if q2 is None or end2 is None or (_OWN_VERB_RE.match(seg, end2) and not _SHARED_VERB_RE.match(seg, end2)):
        return None  # "killed two people and three others were wounded": a clause of its own
    vmax = None if q.max is None or q2.max is None else q.max + q2.max
    return q.value + q2.value, q.min + q2.min, vmax, _sum_qualifier(q, q2), end2


# People after "and" who are the subject of a clause of their own: "killed a man, and a
# woman and child were hurt", "killed his wife, and his son and daughter were wounded" (a
# relative clause's verb is no such thing: "a woman who was walking by").
_NEW_CLAUSE_RE = re.compile(
    r"(?:(?!(?:who|that|which|as|while|when|whom|whose)\b)[\w'’-]+\s+){1,6}?(?:were|was|are|is)\b", re.IGNORECASE
)

_LEAD_RE = re.compile(r"\s+(?:a\s+total\s+of\s+)?")
# A possessive before a counted group: "killed her two daughters", "shot their 3 children",
# "his ex-girlfriend's two teenage daughters".
_POSSESSIVE_RE = re.compile(r"(?:his|her|their)\s+(?:[\w-]+['’]s\s+)?", re.IGNORECASE)
_NEXT_WORD_RE = re.compile(r"\s+([\w'-]+)")
_THE_RE = re.compile(r"the\s+", re.IGNORECASE)
_GROUP_HEAD_RE = re.compile(r"\s+(?:[\w-]+\s+){0,2}?([A-Za-z]+s)\b")


def _told_before(seg: str, at: int, pos: int) -> bool:
    """Whether the counted group at ``at`` ("two bailiffs") was counted before ``pos`` in the
    text, with the same figure and the same plural head."""
    qm = QUANTITY_RE.match(seg, at)
    head = _GROUP_HEAD_RE.match(seg, qm.end()) if qm else None
    if qm is None or head is None:
        return False
    again = rf"\b{re.escape(qm.group().strip())}\s+(?:[\w-]+\s+){{0,2}}?{re.escape(head.group(1))}\b"
    return re.search(again, seg[:pos], re.IGNORECASE) is not None


_FAMILY_OF_RE = re.compile(r"(?:an?|the|his|her|their|one)\s+(?:[\w-]+\s+)?family\s+of\s+", re.IGNORECASE)
_THE_ATTACKERS_RE = re.compile(
    r"the\s+(?=[\w-]+\s+(?:(?:suicide|armed|suspected)\s+)?(?:attackers|assailants|gunmen|bombers|militants|"
    r"hijackers|kidnappers|suspects|shooters|insurgents|terrorists)\b)",
    re.IGNORECASE,
)
_AND_RE = re.compile(r"\s+(?:and|&)\s+")
# A kin or person noun without its own determiner after a possessive one: "his wife and
# son" (the "his" covers both).
_BARE_PERSON_RE = re.compile(
    r"(?:[\w'-]+\s+)?(?:" + "|".join(sorted(PERSON_SG, key=len, reverse=True)) + r")\b", re.IGNORECASE
)
_POSSESSIVE_DETS = frozenset({"his", "her", "their"})
_HEAD_AFTER_RE = re.compile(r"\s+(?:" + "|".join(sorted(PERSON_SG, key=len, reverse=True)) + r")\b(?![-'’])", re.IGNORECASE)
_NAME_AFTER_RE = re.compile(r"\s+[A-Z][\w'’-]+\s+[A-Z][\w'’-]+")
# A person's place after the person ("the governor of Helmand"), before more victims.
_OF_PLACE_RE = re.compile(r"\s+of\s+(?:[\w'’-]+\s+){0,5}?[A-Z][\w'’-]+(?=\s*,|\s+and\b|\s+as\s+well\b)")


def _possessive_her(seg: str, selfm: re.Match[str]) -> bool:
    """"her" opening a noun phrase ("her two daughters", "her husband"), not the object."""
    if selfm.group(1).lower() != "her":
        return False
    at = selfm.start(1)
    if SG_OBJ_RE.match(seg, at):
        return True
    qm = QUANTITY_RE.match(seg, selfm.end() + 1) if seg[selfm.end() : selfm.end() + 1].isspace() else None
    return qm is not None and parse_quantity(qm, seg) is not None


def np_after(
    text: str, lo: int, hi: int, *, surnames: frozenset[str] = frozenset()
) -> tuple[int, int, int | None, str, int] | None:
    """The victim figure of the object noun phrase starting at ``lo``.

    Args:
        text: the analysis text.
        lo: where the object starts (right after the verb).
        hi: the end of the sentence.
        surnames: surnames of people the article names in full ("killing Lewis").

    Returns:
        ``(value, min, max, qualifier, end)`` or None when no victim is counted.
    """
    seg = text[:hi]
    selfm = SELF_OBJ_RE.match(seg, lo)
    if selfm and not _possessive_her(seg, selfm):
        # "killed her and three other people", "shot him and his brother": more follow.
        more = AND_QTY_RE.match(seg, selfm.end())
        if more:
            qm = QUANTITY_RE.match(seg, more.start("q"))
            q = parse_quantity(qm, seg) if qm else None
            if q is not None and q.max is not None:
                return 1 + q.value, 1 + q.min, 1 + q.max, q.qualifier, more.end()
        # "he injured himself and a juvenile": the doer and the people after him
        join = _AND_RE.match(seg, selfm.end())
        if join and selfm.group(1).lower() in {"himself", "herself"} and not _NEW_CLAUSE_RE.match(seg, join.end()):
            extra = _singulars(seg, join.end(), surnames=surnames)
            if extra is not None:
                return 1 + extra[0], 1 + extra[0], 1 + extra[0], "exact", extra[1]
        return 1, 1, 1, "exact", selfm.end()
    m = _LEAD_RE.match(seg, lo)
    pos = m.end() if m else lo
    # "killing a family of six": the family's members (battery, nineteenth round)
    fam = _FAMILY_OF_RE.match(seg, pos)
    if fam and (fq := QUANTITY_RE.match(seg, fam.end())) is not None and (q := parse_quantity(fq, seg)) is not None:
        return q.value, q.min, q.max, q.qualifier, q.end
    pm = _POSSESSIVE_RE.match(seg, pos)
    # "killed the two attackers", "murdered the six Jesuit priests": a counted group after
    # "the" (MUC-4 dev: 4 documents' deaths), unless the text has counted that group before
    # ("shot and killed the two bailiffs" after "Two bailiffs and the shooter are dead": a
    # part of the toll told again, GVA dev); the attackers always (their deaths are told
    # apart from the victims')
    the = _THE_ATTACKERS_RE.match(seg, pos) or (
        the_any if (the_any := _THE_RE.match(seg, pos)) and not _told_before(seg, the_any.end(), pos) else None
    )
    qm = (
        QUANTITY_RE.match(seg, pos)
        or (QUANTITY_RE.match(seg, pm.end()) if pm else None)
        or (QUANTITY_RE.match(seg, the.end()) if the else None)
    )
    if qm is not None:
        q = parse_quantity(qm, seg)
        if q is not None:
            nxt = _NEXT_WORD_RE.match(seg, q.end)
            if nxt and nxt.group(1).lower() in NON_PERSON:
                return None
            if _OF_ANIMALS_RE.match(seg, q.end):
                return None  # "killing her and injuring one of the family dogs"
            groups = counted_groups(seg, q)
            if groups is not None:
                return groups
            end = _group_end(seg, q.end) or (
                nxt.end() if nxt and nxt.group(1)[:1].isalnum() and nxt.group(1).lower() not in STOP_WORDS and nxt.group(1).lower() not in {"and", "in", "on"} else q.end
            )
            # "shot two women and a young girl": singular people added to the group.
            more = _AND_RE.match(seg, end)
            if more and _NEW_CLAUSE_RE.match(seg, more.end()):
                more = None  # "killed two men and a woman was hurt"
            extra = _singulars(seg, more.end()) if more and q.max is not None else None
            if extra is None and q.max is not None:
                extra = _listed_after(seg, q, end)
            if extra is not None:
                return q.value + extra[0], q.min + extra[0], q.max + extra[0], q.qualifier, extra[1]  # type: ignore[operator]
            return q.value, q.min, q.max, q.qualifier, end
    # "shot and killed 14-year-old Kyler Daughtry and her daughter", "his wife and two young
    # sons": named and singular people, then optionally a counted group.
    first = _singulars(seg, pos, surnames=surnames)
    if first is None:
        return None
    n, end = first
    # "the mayor of the small town of Hostigal, as well as two peasants"
    of_place = _OF_PLACE_RE.match(seg, end)
    more = AND_QTY_RE.match(seg, of_place.end() if of_place else end)
    if more:
        qm = QUANTITY_RE.match(seg, more.start("q"))
        q = parse_quantity(qm, seg) if qm else None
        if q is not None and q.max is not None:
            return n + q.value, n + q.min, n + q.max, q.qualifier, more.end()
    return n, n, n, "exact", end


# A list of single people after a counted group and a comma, closed by "and": "killing 17
# foreign tourists, a Tunisian and a security officer" (19). After a generic head the list
# names the group's own members ("killing two people, a man and a woman": two).
_LIST_COMMA_RE = re.compile(r"\s*,\s+")
_GENERIC_HEADS = frozenset({"people", "persons", "individuals", "victims", "others", "civilians", "adults", "children"})
_LIST_AND_RE = re.compile(r"\s(?:and|&)\s", re.IGNORECASE)


def _listed_after(seg: str, q: Quantity, end: int) -> tuple[int, int] | None:
    """(people listed after a comma behind the group ending at ``end``, list end) or None."""
    head = seg[q.end : end].split()
    if not head or head[-1].lower() in _GENERIC_HEADS:
        return None
    comma = _LIST_COMMA_RE.match(seg, end)
    listed = _singulars(seg, comma.end()) if comma else None
    if listed is None or comma is None or not _LIST_AND_RE.search(seg, comma.end(), listed[1]) or listed[0] == q.value:
        return None
    return listed


# A name after a rank or office: "the murder of retired General Gustavo Alvarez Martinez",
# "the assassination of Presidency Minister Dr Antonio Rodriguez Porth" (MUC-4 DEV: the title
# word, a common word, had hidden the name).
_TITLED_OBJ_RE = re.compile(
    r"\s*(?:(?:retired|former|the\s+late)\s+)?(?:[A-Z][a-z]+\s+)?"
    r"(?:General|Gen\.|Colonel|Col\.|Major|Captain|Lieutenant|Senator|Sen\.|Minister|Judge|Magistrate|Governor|Mayor|"
    r"Commander|Bishop|Archbishop|Monsignor|Msgr\.?|Father|Sheikh|Imam|Congressman|Congresswoman|Councillor|Councilor)"
    r"\s+(?:Dr\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,3}\b"
)


def _named_obj(seg: str, pos: int, surnames: frozenset[str]) -> int | None:
    """End of a named victim at ``pos`` ("14-year-old Kyler Daughtry"; the age is no count)."""
    hm = HONORIFIC_OBJ_RE.match(seg, pos)
    if hm:
        return hm.end()
    tm = _TITLED_OBJ_RE.match(seg, pos)
    if tm:
        return tm.end()
    sm = SURNAME_OBJ_RE.match(seg, pos)
    if sm and sm.group(1) in surnames:  # "killing Lewis" after "Carlton Lewis" elsewhere
        return sm.end()
    nm = NAMED_OBJ_RE.match(seg, pos)
    if nm and not any(w.lower() in NOT_NAMES for w in nm.group("name").split()) and (
        nm.group("name").split()[-1] in surnames or nm.group("name").split()[0].lower() not in COMMON_WORDS
    ):
        return nm.end()
    return None


def _singulars(seg: str, pos: int, *, surnames: frozenset[str] = frozenset()) -> tuple[int, int] | None:
    """(number of singular or named people coordinated from ``pos``, end) or None."""
    n, end, prev_sg, possessive, joined = 0, pos, False, False, False
    while True:
        sm = SG_OBJ_RE.match(seg, end)
        # "his wife and son": after a possessive, a bare kin noun is one more person.
        bare = _BARE_PERSON_RE.match(seg, end) if possessive and n and not sm else None
        nxt = sm.end() if sm else bare.end() if bare else _named_obj(seg, end, surnames)
        # the head may be the modifier of a longer one: "a security officer" (the evidence
        # runs to "officer")
        longer = _HEAD_AFTER_RE.match(seg, sm.end()) if sm else None
        if longer:
            nxt = longer.end()
        if nxt is None:
            break
        if sm is not None:
            possessive = sm.group(1).lower() in _POSSESSIVE_DETS
        n, end, prev_sg = n + 1, nxt, sm is not None or bare is not None
        sep = OBJ_AND_RE.match(seg, end) or (OBJ_COMMA_RE.match(seg, end) if prev_sg else None)
        if not sep:
            break
        after_comma = sep.re is OBJ_COMMA_RE
        # "his wife, businesswoman Diane McIver": a title and name after a comma is an apposition
        nxt_person = _BARE_PERSON_RE.match(seg, sep.end()) if after_comma else None
        if nxt_person and _NAME_AFTER_RE.match(seg, nxt_person.end()):
            break
        if not (
            SG_OBJ_RE.match(seg, sep.end())
            or (possessive and _BARE_PERSON_RE.match(seg, sep.end()))
            or (not after_comma and _named_obj(seg, sep.end(), surnames) is not None)
        ) or _NEW_CLAUSE_RE.match(seg, sep.end()):
            # "the governor, his driver and two bodyguards": a list closed by "and" and a
            # counted group (np_after adds the group; battery, twentieth round, had read 3)
            # (not ", and": "shot the clerk, a woman, and three customers" sets off an apposition)
            joined = joined or (
                not after_comma and "," not in sep.group() and QUANTITY_RE.match(seg, sep.end()) is not None
            )
            break
        end = sep.end()
        joined = joined or not after_comma
    # Without "and", commas set off an apposition, not a list: "shot the other boy, an
    # 11-year-old, with the handgun" is one boy.
    if n > 1 and not joined:
        n = 1
    return (n, end) if n else None
