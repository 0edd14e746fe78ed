"""Who a phrase of an attack report stands for: the state a nationality before a military
attack names ("an Israeli air strike"), the agent of a weapon ("a rocket launched by X"),
groups left without a subject by the parser, the group a claiming leader leads, the
organisation "the group" or an accusation's "it" points back to. Used by
:mod:`crosswire.extract.actors`.
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.extract.actor_clauses import ATTACK_NOUN, RETALIATION, WEAPON_NOUN, negated
from crosswire.extract.actor_dateline import past_dateline
from crosswire.extract.actor_names import known_groups
from crosswire.extract.actor_spans import actors_in, canonical
from crosswire.extract.actor_speakers import SAY_VERBS, according_to, phrase, speaker_of, subject
from crosswire.extract.actor_words import (
    ALLEGE_VERBS,
    DENY_VERBS,
    GROUP_ANTECEDENT_SENTENCES,
    GROUP_NOUN,
)
from crosswire.model import ActorStance
from crosswire.nlp import ParsedArticle, Sentence

# Military attacks a nationality before them names the state that made ("an Israeli air
# strike", "a Russian missile strike"; not "American mass shootings").
STRIKE_NOUNS = frozenset(
    ["strike", "strikes", "airstrike", "airstrikes", "bombardment", "bombardments", "shelling", "raid", "raids",
     "offensive", "attack", "attacks"]
)


# Weapons a state's forces fire, named by the state's nationality as the doers ("Russian
# missiles struck an apartment block": round-20 battery).
STATE_WEAPONS = frozenset(["missile", "missiles", "drone", "drones", "rocket", "rockets", "warplanes", "jets", "warplane"])


def state_strike(noun, pa: ParsedArticle, sent: Sentence) -> list[tuple[str, str, str | None]]:
    """The state a nationality before an attack noun names ("killed in an Israeli air strike
    on al-Ahli Arab Hospital, the health ministry said"): blamed by whoever says so, else
    stated by the outlet (suspected); nothing under a denial, a negation, a question or a
    reprisal ("Israeli strikes in response")."""
    if noun.lower_ in STATE_WEAPONS and not (noun.dep_ == "nsubj" or (noun.dep_ == "pobj" and noun.head.lower_ == "by")):
        return []  # "Russian missiles struck", "killed by Israeli drones" (not "shot down Russian drones")
    marks = [c for c in noun.children if c.dep_ in ("amod", "compound", "nmod")]
    # ... and the nationalities joined to one ("US and British strikes": round-20 battery)
    marks += [x for c in marks for x in c.conjuncts]
    states = [geo.DEMONYMS[c.lower_] for c in marks if c.lower_ in geo.DEMONYMS]
    if not states:
        return []
    verb = noun
    while verb.head.i != verb.i and verb.pos_ not in ("VERB", "AUX"):
        verb = verb.head
    for v in (verb, *verb.ancestors):
        if negated(v) or v.lower_ in DENY_VERBS or any(c.lower_ in ("whether", "if") for c in v.children):
            return []
    if RETALIATION.search(phrase(verb, pa, sent)):
        return []
    by = speaker_of(verb, pa, sent) or according_to(verb, pa, sent)
    if by is None and verb.lower_ in SAY_VERBS:
        return []  # the attack is what is said about: "said it had carried out Israeli strikes"
    names = [geo.country_name(cc) for cc in dict.fromkeys(states)]
    return [(n, "blamed" if by else "suspected", by) for n in names if n]


def weapon_agents(tok, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, str, str | None]]:
    """The organisations named as the agent of a weapon ("a rocket launched by the Palestinian
    Islamic Jihad militant group", "the bomb was planted by X"): blamed by whoever says so
    when a saying verb governs the phrase ("the military said a rocket launched by X had
    misfired"), else suspected (the outlet states it); nothing under a denial."""
    agent = next((c for c in tok.children if c.dep_ == "agent"), None)
    thing = tok.head if tok.dep_ == "acl" else next((c for c in tok.children if c.dep_ == "nsubjpass"), None)
    if agent is None or thing is None or not WEAPON_NOUN.search(thing.text):
        return []
    by, stance, h = None, "suspected", tok
    while h.head.i != h.i:
        h = h.head
        if h.lower_ in DENY_VERBS or negated(h):
            return []
        if h.lower_ in ALLEGE_VERBS and h.pos_ == "VERB" and (s := subject(h)) is not None:
            by, stance = canonical(phrase(s, pa, sent)), "blamed"
            break
    return [(name, stance, by) for name, _, _ in actors_in(agent, doc, sent, pa)]


def left_groups(tok, doc, sent: Sentence, pa: ParsedArticle) -> list[str]:
    """Organisations named before a passive "were suspected" that spaCy left without a
    subject ("Security sources said jihadists linked to al-Qaeda or the Islamic State group
    were suspected"): from the saying verb (or the sentence start) up to the verb."""
    lo = next((t.i + 1 for t in reversed(doc[: tok.i]) if t.lower_ in SAY_VERBS), 0)
    a, b = sent.start + (doc[lo].idx if lo < len(doc) else 0), sent.start + tok.idx
    known = known_groups(pa.text, a, b)
    names = [k[0] for k in known]
    for e in doc.ents:
        ea, eb = sent.start + e.start_char, sent.start + e.end_char
        if e.label_ == "ORG" and a <= ea and eb <= b and not any(k[1] < eb and ea < k[2] for k in known):
            names.append(canonical(e.text))
    return names


# A group's leaders, who claim in its name.
_LEADER_NOUNS = frozenset(["leader", "chief", "commander", "founder", "head", "emir", "spokesman", "spokesperson"])


def leaders_group(subj, doc, sent: Sentence, pa: ParsedArticle, found: list[ActorStance]) -> list[tuple[str, int, int]]:
    """The group a claiming person leads, by the leader noun in the subject or its
    apposition: "of Boko Haram" after it, or "the group's" before it (the group named
    before); else nothing."""
    for t in (subj, *(c for c in subj.children if c.dep_ == "appos")):
        if t.lower_ not in _LEADER_NOUNS:
            continue
        for c in t.children:
            if c.dep_ == "prep" and c.lower_ == "of":
                named = [x for x in actors_in(c, doc, sent, pa, people=True) if known_groups(x[0]) or x[0].isupper()]
                if named:
                    return named
            if c.dep_ == "poss" and c.lower_ in ("group", "organisation", "organization", "movement", "militia"):
                return antecedent(c, doc, sent, pa, found)
    return []


def antecedent(subj, doc, sent: Sentence, pa: ParsedArticle, found: list[ActorStance]) -> list[tuple[str, int, int]]:
    """The organisation "the group" in ``subj`` stands for ("Officials blamed the Pakistani
    Taliban ..., although the group's main spokesman denied it was involved"): the last
    organisation named before it in the sentence, else the last actor found in the
    :data:`GROUP_ANTECEDENT_SENTENCES` sentences before."""
    if subj is None or not GROUP_NOUN.search(phrase(subj, pa, sent)):
        return []
    first = min(t.i for t in subj.subtree)
    before = [e for e in doc.ents if e.end <= first and e.label_ in ("ORG", "NORP")]
    known = known_groups(pa.text, sent.start, sent.start + doc[first].idx)
    if known:
        return [known[-1]]
    if before:
        e = before[-1]
        return [(canonical(e.text), sent.start + e.start_char, sent.start + e.end_char)]
    for a in reversed(found):
        if a.evidence.start < sent.start and sent.index - sentence_index(pa, a.evidence.start) <= GROUP_ANTECEDENT_SENTENCES:
            return [(a.name, a.evidence.start, a.evidence.end)]
    # a well-known group named in the sentences just before
    earlier = [s for s in pa.sentences if 0 < sent.index - s.index <= GROUP_ANTECEDENT_SENTENCES]
    if earlier:
        known = known_groups(pa.text, earlier[0].start, earlier[-1].end)
        if known:
            return [known[-1]]
    return []


def pronoun_object(verb, obj, doc, sent: Sentence, pa: ParsedArticle, *, dateline_end: int) -> list[tuple[str, int, int]]:
    """The main clause's subject an accusation's "it" points back to ("Pakistan denied any
    role ..., after India accused it of backing cross-border terrorism")."""
    if obj.dep_ != "dobj" or obj.lower_ not in ("it", "them") or verb.dep_ != "advcl":
        return []
    main = subject(verb.head)
    if main is not None and sent.start + main.idx < dateline_end:
        main = past_dateline(main, sent, dateline_end)
    return actors_in(main, doc, sent, pa) if main is not None else []


# A group named by its description only ("the Lebanese group", "the Yemeni group", "the
# Sunni militant group"): nationalities, creeds and descriptors before a group noun.
_DESCRIBED_GROUP = re.compile(r"(?i)^(?:the\s+)?((?:[\w'’-]+\s+){1,3})(?:group|organi[sz]ation|movement|militia|outfit|faction)$")
_DESCRIPTORS = frozenset(
    ["sunni", "shiite", "shia", "islamist", "militant", "jihadist", "armed", "rebel", "separatist", "terrorist",
     "extremist", "insurgent", "paramilitary", "radical", "hardline", "powerful", "banned", "outlawed", "proscribed"]
)


def described_group(name: str, pa: ParsedArticle, sent: Sentence, found: list[ActorStance]) -> str | None:
    """The group named before that a description stands for ("Israel blamed Hezbollah for
    the strike. The Lebanese group denied any involvement": Hezbollah; Majdal Shams 2024 and
    Abu Dhabi 2022 probes): the last well-known group in this sentence or the
    :data:`GROUP_ANTECEDENT_SENTENCES` before it, else the last non-state actor found there;
    None when ``name`` is no such description or nothing was named."""
    m = _DESCRIBED_GROUP.match(name)
    if m is None or not all(
        w.lower() in geo.DEMONYMS or w.lower() in _DESCRIPTORS or re.search(r"-(?:backed|based|linked|allied|aligned)$", w, re.I)
        for w in m.group(1).split()
    ):
        return None
    earlier = [s for s in pa.sentences if 0 <= sent.index - s.index <= GROUP_ANTECEDENT_SENTENCES]
    at = pa.text.find(m.group(1).split()[0], sent.start, sent.end)
    known = known_groups(pa.text, earlier[0].start, at if at >= 0 else sent.start) if earlier else []
    if known:
        return known[-1][0]
    for a in reversed(found):
        if sent.index - sentence_index(pa, a.evidence.start) > GROUP_ANTECEDENT_SENTENCES:
            break
        if not geo.country_code(a.name) and a.stance in ("claimed", "denied") and _DESCRIBED_GROUP.match(a.name) is None:
            return a.name
    return None


# Verbs of condemnation: their subject names the doer of the act it condemns.
CONDEMN_VERBS = frozenset(["condemned", "condemns", "condemn", "denounced", "denounces", "denounce"])
# Nouns of a condemned act besides ATTACK_NOUN's ("the targeting of civilian areas by X").
_ACT_NOUNS = frozenset(["targeting", "aggression", "escalation"])


def condemned_doers(verb, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, int, int]]:
    """The doers a condemnation names ("The UAE condemned what it called a 'terrorist
    attack' by the Houthis", "condemned the targeting of civilian areas ... by the Houthi
    terrorist militia": Abu Dhabi 2022 probe): the "by" of an act in its object, blamed by
    the subject (none under a negation)."""
    if verb.lower_ not in CONDEMN_VERBS or negated(verb):
        return []
    out: list[tuple[str, int, int]] = []
    for c in verb.children:
        if c.dep_ not in ("dobj", "ccomp"):
            continue
        for t in c.subtree:
            if t.dep_ == "prep" and t.lower_ == "by" and (ATTACK_NOUN.fullmatch(t.head.text) or t.head.lower_ in _ACT_NOUNS):
                out += actors_in(t, doc, sent, pa, people=True)
    return out


# A group called another's front ("which security officials believe is a front for the
# banned Tehreek-i-Taliban Pakistan", "a proxy of the Pakistan-based Jaish-e-Mohammed", "a
# cover for the TTP": Zhob 2023 and Poonch 2023 probes): the group behind it is suspected.
_FRONT_FOR = re.compile(
    r"(?i)\b(?:a|an|the|its)\s+(?:[\w-]+\s+)?(?:front|cover|proxy|shadow\s+(?:outfit|group|organi[sz]ation)|face)\s+"
    r"(?:for|of)\s+(?:the\s+)?(?:(?:banned|outlawed|proscribed|[\w-]+-based)\s+)?"
)
# Attackers described as a group's men ("The terrorists, suspected to be from the
# Pakistan-based Jaish-e-Mohammed, entered the base": Pathankot 2016 probe).
_SUSPECTED_FROM = re.compile(
    r"(?i)\b(?:suspected|believed|thought)\s+to\s+(?:be|have\s+been)\s+(?:from|members\s+of|part\s+of|fighters\s+of|"
    r"militants\s+of|linked\s+to|affiliated\s+with)\s+(?:the\s+)?(?:(?:banned|outlawed|[\w-]+-based)\s+)?"
)
# Who calls it so ("which security officials believe is", "Analysts say the group is").
_CALLED_BY = re.compile(
    r"(?i)(?:\bwhich\s+|^|\.\s+)((?:[\w-]+\s+){1,4}?)(?:believe|believes|consider|considers|say|says|said|describe|describes)\b"
)
_NEGATION_BEFORE = re.compile(r"(?i)\b(?:not|never|no)\s+$|n['’]t\s+$")
# The sentence is about the attack or a claim.
_ABOUT_ATTACK = re.compile(
    r"(?i)claim|responsib|attack|behind|carried out|involv|terrorists|militants|gunm[ae]n|assailants?|bombers?"
)


def fronted_groups(pa: ParsedArticle, sent: Sentence) -> list[tuple[str, str | None]]:
    """(group, who says so) for each well-known group ``sent`` calls another's front for,
    or the attackers suspected to be from."""
    text = pa.analysis_text
    if not _ABOUT_ATTACK.search(text, sent.start, sent.end):
        return []
    out: list[tuple[str, str | None]] = []
    ties = [*_FRONT_FOR.finditer(text, sent.start, sent.end), *_SUSPECTED_FROM.finditer(text, sent.start, sent.end)]
    for m in ties:
        k = [g for g in known_groups(text, m.end(), sent.end) if g[1] == m.end()]
        if not k or _NEGATION_BEFORE.search(text[max(sent.start, m.start() - 12) : m.start()]):
            continue  # "The attackers were not believed to be members of Boko Haram"
        said = list(_CALLED_BY.finditer(text[sent.start : m.start()]))
        by = said[-1].group(1).strip() if said else None
        out.append((k[0][0], None if by is None or by.lower() in ("the group", "it", "he", "they") else by))
    return out


# "acting on orders from the PKK", "on the instructions of", "at the behest of": whoever
# gave the orders is blamed for the attack the orders were for.
_ORDER_NOUNS = frozenset(["orders", "order", "instructions", "instruction", "behest", "directions"])
# Verbs above the orders that disown them ("denied acting on orders from X").
_DISOWN = frozenset(["denied", "denies", "deny", "rejected", "dismissed", "refused"])
# A sentence about an attack or its doer, where orders are orders for it.
_ATTACKER_WORDS = re.compile(
    r"(?i)\b(?:suspects?|attackers?|bombers?|gunm[ae]n|assailants?|perpetrators?|militants?|cell|confess\w*)\b"
)


def ordered_by(noun, doc, sent: Sentence, pa: ParsedArticle) -> list[tuple[str, str | None]]:
    """(name, who says so) for "the suspect ... had confessed to acting on orders from the
    Kurdistan Workers' Party (PKK)", "Soylu said": the PKK, blamed by Soylu. Only in a
    sentence about an attack or its doer, and not under a negation or a denial."""
    if noun.lower_ not in _ORDER_NOUNS or noun.pos_ != "NOUN" or noun.dep_ != "pobj":
        return []
    if noun.head.lower_ not in ("on", "under", "at"):
        return []
    text = pa.analysis_text[sent.start : sent.end]
    if not (ATTACK_NOUN.search(text) or _ATTACKER_WORDS.search(text)):
        return []
    verb = noun.head.head
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    chain = [verb]
    while chain[-1].head.i != chain[-1].i and len(chain) < 8:
        chain.append(chain[-1].head)
    if any(negated(v) or v.lower_ in _DISOWN for v in chain if v.pos_ in ("VERB", "AUX")):
        return []
    while verb.dep_ not in ("ROOT", "ccomp", "conj", "advcl", "relcl") and verb.head.i != verb.i:
        verb = verb.head
    by = speaker_of(verb, pa, sent)
    return [
        (name, by)
        for c in noun.children
        if c.dep_ == "prep" and c.lower_ in ("from", "of")
        for name, _, _ in actors_in(c, doc, sent, pa)
    ]


def sentence_index(pa: ParsedArticle, start: int) -> int:
    return next((s.index for s in pa.sentences if s.start <= start < s.end), -1)


__all__ = [
    "CONDEMN_VERBS", "STATE_WEAPONS", "STRIKE_NOUNS", "antecedent", "condemned_doers", "described_group", "fronted_groups",
    "leaders_group", "left_groups", "ordered_by", "pronoun_object", "sentence_index", "state_strike", "weapon_agents",
]
