"""Who a later mention stands for: the person or organisation named before.

"..., the Israeli intelligence chief said" after "Mossad director David Barnea threatened
...": the subject of the sentence before. Used by :mod:`crosswire.extract.quotes`.
"""

from __future__ import annotations

from crosswire import geo
from crosswire.extract.quote_roles import (
    NAME_TITLES,
    ROLE_NOUNS,
    given_names_before,
    without_titles,
)
from crosswire.extract.quote_verbs import VERB_RE
from crosswire.nlp import ParsedArticle, Sentence
from crosswire.speakers import resolve_surname

# Head nouns of organisations that speak ("the ministry", "the army", "the group").
ORG_NOUNS = frozenset(
    """ministry army military police government group committee agency office department
    service council command embassy company organisation organization union party movement
    front court commission authority authorities force forces guard mission coalition alliance""".split()
)

# Head nouns of a person described, not named, who may be "he" or "she" later.
PERSON_NOUNS = ROLE_NOUNS | frozenset(
    """resident witness survivor official spokesman spokeswoman doctor nurse student teacher
    farmer relative neighbour neighbor worker driver shopkeeper imam priest pastor elder
    activist analyst villager medic journalist reporter man woman passenger pilgrim victim
    eyewitness bystander mother father brother sister son daughter wife husband owner
    employee soldier trader spectator protester parent vendor shopper customer guest pupil
    rescuer paramedic fisherman firefighter guard cleric volunteer tourist teenager local
    onlooker lecturer coach caretaker""".split()
)


def titled_name(doc, ent) -> bool:
    """An entity the NER took for an organisation that a person's title introduces: "HDP
    co-chair Selahattin Demirtas" (ORG) is a person whom a later "he" may stand for."""
    words = list(ent)
    if ent.label_ != "ORG" or not 2 <= len(words) <= 3 or ent.start == 0:
        return False
    if not all(t.text.istitle() and t.lower_ not in ORG_NOUNS for t in words):
        return False
    return doc[ent.start - 1].lower_ in ROLE_NOUNS


def previous_subject_person(pa: ParsedArticle, sent: Sentence, *, role: str | None = None) -> tuple[int, int] | None:
    """The PERSON that is the subject of the previous sentence ("Mossad director David
    Barnea threatened ..." before "..., the Israeli intelligence chief said"), or in
    apposition to a subject that is the same ``role`` noun ("The mayor of Mogadishu, Omar
    Filish, said ..." before "..., the mayor said"): its (start, end)."""
    if sent.index == 0:
        return None
    prev = pa.sentences[sent.index - 1]
    doc = pa.parse_one(prev)
    roots = [t for t in doc if t.dep_ == "ROOT"]
    for root in roots:
        subj = next((c for c in root.children if c.dep_ == "nsubj"), None)
        if subj is None:
            continue
        for e in doc.ents:
            if e.label_ == "PERSON" and e.start <= subj.i < e.end:
                ea, eb = prev.start + e.start_char, prev.start + e.end_char
                return ea, eb
        if (untagged := _untagged_name(doc, subj)) is not None:
            return prev.start + untagged[0], prev.start + untagged[1]
        if role is not None and subj.lower_ == role:
            appos = next((t for t in subj.subtree if t.dep_ == "appos" and t.ent_type_ == "PERSON"), None)
            e = next((e for e in doc.ents if appos is not None and e.label_ == "PERSON" and e.start <= appos.i < e.end), None)
            if e is not None:
                ea, eb = prev.start + e.start_char, prev.start + e.end_char
                return ea, eb
    return None


def _untagged_name(doc, subj) -> tuple[int, int] | None:
    """(start, end) in ``doc`` of a name the NER missed that ``subj`` ends: two or three
    capitalised proper nouns after the titles before them ("National police spokesman Pol
    Lt Gen Damrongsak Kittiprapat said", the NER taking "Pol Lt Gen" for the person)."""
    if subj.pos_ != "PROPN" or subj.ent_type_ not in ("", "PERSON"):
        return None
    chain = [subj]
    while chain[0].i > 0 and doc[chain[0].i - 1].pos_ == "PROPN" and doc[chain[0].i - 1].head.i == subj.i:
        chain.insert(0, doc[chain[0].i - 1])
    if chain[0].i > 0:
        chain.insert(0, doc[chain[0].i - 1])  # (the parser may hang the title elsewhere)
    titles = [k for k, t in enumerate(chain) if t.text.lower().rstrip(".") in NAME_TITLES]
    if not titles or titles[-1] == len(chain) - 1:
        return None  # (no title: a name without one is the NER's to find)
    name = chain[titles[-1] + 1 :]
    if not 2 <= len(name) <= 3 or not all(t.text.istitle() for t in name):
        return None
    return name[0].idx, subj.idx + len(subj)


def appositive_name(doc, head) -> tuple[int, int] | None:
    """(start, end) in ``doc`` of a name set off after a person described ("said a vendor,
    Somchai, 45", "the pupil, Martin, said": the small NER takes a lone given name for a
    place or an organisation), or None."""
    if not (head.lower_ in PERSON_NOUNS and head.pos_ == "NOUN" or head.pos_ == "PROPN" and head.lower_.rstrip(".") in NAME_TITLES):
        return None  # (a title the parser took for the head: "The Yobe State Commissioner of Police, X,")
    for t in (*head.children, *_set_off_after_place(head)):
        if t.dep_ != "appos" or t.i < head.i or t.pos_ != "PROPN" or not t.text.istitle():
            continue
        if t.ent_type_ in ("NORP", "DATE") or t.text.lower().rstrip(".") in NAME_TITLES:
            return None
        chain = [t]
        while chain[0].i > 0 and doc[chain[0].i - 1].pos_ == "PROPN" and doc[chain[0].i - 1].head.i == t.i:
            chain.insert(0, doc[chain[0].i - 1])
        if t.head.i != head.i and (len(chain) < 2 or any(x.ent_type_ in ("GPE", "LOC", "NORP") for x in chain)):
            continue  # (after a place, a name of one word may be another place)
        # (titles before the name are the role: "Its spokesman, Lieutenant General Igor Konashenkov")
        titles = [k for k, x in enumerate(chain) if x.text.lower().rstrip(".") in NAME_TITLES]
        name = chain[titles[-1] + 1 :] if titles else chain
        if t.ent_type_ == "ORG" and any(x.lower_ in ORG_NOUNS for x in name):
            # (a name the NER took for an organisation is still one after a person: "the
            # pupil, Martin,", "Commissioner of Police, Abdulmaliki Sumonu,")
            return None
        return name[0].idx, t.idx + len(t)
    return None


# Nouns of the place a title's "of" names ("The governor of Kano state").
_PLACE_NOUNS = frozenset("state province city town district region county village country".split())


def _set_off_after_place(head) -> list:
    """The children of the place in "<head> of <place>" (the parser hangs the name set off
    after "The governor of Kano state, Abba Kabir Yusuf," on "state": probe of 2026-12-02,
    where the whole phrase had been the speaker)."""
    out = []
    for prep in head.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for obj in prep.children:
                if obj.dep_ == "pobj" and (obj.lower_ in _PLACE_NOUNS or obj.ent_type_ in ("GPE", "LOC")):
                    out.extend(obj.children)
    return out


# Nouns for the attacker a report names once and then calls by the noun ("the suspect").
SUSPECT_NOUNS = frozenset("suspect gunman attacker assailant shooter accused bomber killer".split())
# Verbs that name the attacker as their object or passive subject ("Police arrested X").
_NAMING_VERBS = frozenset("arrested detained identified named charged apprehended held".split())


def suspect_named_before(pa: ParsedArticle, sent: Sentence, noun: str, *, lookback: int) -> tuple[int, int] | None:
    """(start, end) of the person "the suspect" in ``sent`` stands for: in the ``lookback``
    sentences before, nearest first, a PERSON set off after the same noun ("The suspect,
    Ryuji Kimura, has refused to talk") or named by an arrest ("Police arrested Tetsuya
    Yamagami, a 41-year-old unemployed man, at the scene"), or None."""
    for prev in reversed(pa.sentences[max(0, sent.index - lookback) : sent.index]):
        doc = pa.parse_one(prev)
        for t in doc:
            if t.lower_ == noun:
                named = [c for c in t.children if c.dep_ == "appos"]
            elif t.lower_ in _NAMING_VERBS and t.pos_ == "VERB":
                named = [c for c in t.children if c.dep_ in ("dobj", "nsubjpass", "oprd")]
            else:
                continue
            for c in named:
                e = next((e for e in doc.ents if e.label_ == "PERSON" and e.start <= c.i < e.end), None)
                if e is not None:
                    return prev.start + e.start_char, prev.start + e.end_char
    return None


# Ministries whose names end in another noun ("Pakistan's Foreign Office", "the State
# Department", capitalised): "the ministry" after one of them is it (probe of round 19).
_MINISTRY_NAMES = frozenset({"Office", "Department"})


def same_org_before(pa: ParsedArticle, sent: Sentence, noun: str, *, lookback: int) -> tuple[int, int] | None:
    """(start, end) of the fuller name of "the ministry" in ``sent``: the nearest subject (or
    object of a preposition) of the ``lookback`` sentences before headed by the same ``noun``
    and saying more than "the <noun>" ("Russia's defence ministry denied striking the
    building. ... '...,' the ministry said"), or None."""
    for prev in reversed(pa.sentences[max(0, sent.index - lookback) : sent.index]):
        doc = pa.parse_one(prev)
        # (nearest first; a subject, or the object of "according to a statement from")
        for t in reversed(doc):
            if t.dep_ not in ("nsubj", "nsubjpass", "pobj") or not (
                t.lower_ == noun or (noun == "ministry" and t.text in _MINISTRY_NAMES)
            ):
                continue
            # a name set off after it is the one to give ("The UN peacekeeping mission in the
            # country, MONUSCO, blamed ...")
            named = next((c for c in t.children if c.dep_ == "appos" and c.pos_ == "PROPN" and not c.text.islower()), None)
            if named is not None:
                first = min(x.i for x in named.subtree if x.pos_ == "PROPN")
                return prev.start + doc[first].idx, prev.start + named.idx + len(named)
            words = [x for x in t.subtree if x.i <= t.i and x.dep_ not in ("det", "punct")]
            if len(words) < 2 or words[0].i < t.i - 4:
                continue
            return prev.start + words[0].idx, prev.start + t.idx + len(t)
    return None


def _surname_as_org(text: str, ent, start: int) -> bool:
    """A one-word ORG entity that is a surname written in full before ("Trump has record low
    support" after "Donald Trump"): the small NER model tags some surnames ORG."""
    if ent.label_ != "ORG" or len(ent) != 1 or not ent.text.istitle() or ent.text.lower() in ORG_NOUNS:
        return False
    return resolve_surname(text, ent.text, before=start) != ent.text


def persons_before(
    pa: ParsedArticle, sent: Sentence, limit: int, quoted: list[tuple[int, int]], *, lookback: int
) -> list[tuple[str, int, int]]:
    """PERSON mentions outside quotes before offset ``limit`` in ``sent`` and the
    ``lookback`` sentences before it, nearest first: (full name, start, end)."""
    out: list[tuple[str, int, int]] = []
    lo = max(0, sent.index - lookback)
    sents = list(pa.sentences[lo : sent.index + 1])
    for s, doc in zip(sents, pa.entities(sents), strict=True):
        for e in doc.ents:
            ea, eb = s.start + e.start_char, s.start + e.end_char
            if (
                (e.label_ == "PERSON" or titled_name(doc, e) or _surname_as_org(pa.text, e, ea)) and eb <= limit and not any(qs <= ea and eb <= qe for qs, qe in quoted)
                and geo.country_code(e.text) is None  # "Burkina Faso" read as a person
            ):
                # (with the given names the NER left out: "Police Usman Anwar" tagged "Anwar";
                # a parsed sentence only, the rule reads the dependency labels)
                if doc.has_annotation("DEP"):
                    ea = s.start + given_names_before(doc, e.start_char)
                # (without a title the NER took in: "Farmer Gul Mohammad, 60, lost two sons")
                ea, eb = without_titles(pa.text, ea, eb)
                out.append((resolve_surname(pa.text, pa.text[ea:eb], before=ea), ea, eb))
    out.sort(key=lambda p: -p[1])
    return out


def subject_among(pa: ParsedArticle, sent: Sentence, spans: list[tuple[int, int]]) -> int:
    """Which of several PERSON mentions ``spans`` (nearest first) of ``sent`` a pronoun after
    it stands for: the one that is the main clause's subject ("Aid worker Juliette Touma returned from Rafah
    on Monday. Speaking to the BBC, she said": Touma, not "Rafah", a town the NER took for a
    person; probe of round 19), else the nearest (index 0)."""
    if len(spans) < 2:
        return 0
    doc = pa.parse_one(sent)
    for k, (_, b) in enumerate(spans):
        tok = token_at(doc, b - 1 - sent.start)
        while tok is not None and tok.dep_ in ("compound", "flat") and tok.head is not tok:
            tok = tok.head
        # (the main clause's: not "While Obama had ..., which concerns Henry Crespo")
        if tok is not None and tok.dep_ in ("nsubj", "nsubjpass") and tok.head.dep_ in ("ROOT", "conj"):
            return k
    return 0


def pronoun_speaks_at(pa: ParsedArticle, sent: Sentence, limit: int, quoted: list[tuple[int, int]]) -> int | None:
    """Where a speech verb of ``sent`` before ``limit`` whose subject is "he" or "she" stands
    ("He added that Clinton is likely to ... alongside Trump"), else None: the persons named
    after it are what was said, not who "he" is (probe of round 19, PolNeAR dev: '"...," he
    said' after that sentence had been Trump, not Rendell named the sentence before)."""
    doc = pa.parse_one(sent)
    for m in VERB_RE.finditer(pa.analysis_text, sent.start, limit):
        if inside_quotes(quoted, m.start(), m.end()):
            continue
        verb = token_at(doc, m.start() - sent.start)
        if verb is not None and verb.pos_ in ("VERB", "AUX") and any(
            c.dep_ == "nsubj" and c.lower_ in ("he", "she") for c in verb.children
        ):
            return m.start()
    return None


def appositive_org(doc, head) -> tuple[int, int] | None:
    """(start, end) in ``doc`` of an organisation's name set off after a description of it
    ("The military's media wing, ISPR, said", "Nigeria's emergency agency, NEMA,"): the
    organisation speaks, the description is its role (probe of 2026-12-02, where the whole
    phrase had been the speaker). Not after a person described ("a spokesman, ...")."""
    if head.pos_ != "NOUN" or head.lower_ in PERSON_NOUNS:
        return None
    for t in head.children:
        if t.dep_ != "appos" or t.i < head.i or t.pos_ != "PROPN" or not (t.ent_type_ == "ORG" or t.is_upper):
            continue
        first = min(x.i for x in t.subtree if x.pos_ == "PROPN")
        if any(x.ent_type_ == "PERSON" for x in doc[first : t.i + 1]):
            return None
        return doc[first].idx, t.idx + len(t)
    return None


def institution_name(doc, head) -> bool:
    """``head`` lies in a non-PERSON entity that goes on with a preposition after it ("the
    Syrian Observatory for Human Rights", "the Office of the High Commissioner"): an
    institution's name, not a person's the NER missed (a probe of 2026-12-02 had read the
    speaker "Syrian Observatory" with the role "for Human Rights")."""
    ent = next((e for e in doc.ents if e.start <= head.i < e.end), None)
    return ent is not None and ent.label_ != "PERSON" and any(
        t.pos_ == "ADP" and t.i > head.i for t in doc[ent.start : ent.end]
    )


def token_at(doc, rel: int):
    """The token of ``doc`` at character ``rel``, or None."""
    for tok in doc:
        if tok.idx <= rel < tok.idx + len(tok.text):
            return tok
    return None


def inside_quotes(spans: list[tuple[int, int]], a: int, b: int) -> bool:
    """``a``-``b`` lies within one of the quoted ``spans``."""
    return any(qs <= a and b <= qe for qs, qe in spans)


__all__ = [
    "ORG_NOUNS",
    "SUSPECT_NOUNS",
    "suspect_named_before",
    "appositive_name",
    "PERSON_NOUNS",
    "inside_quotes",
    "persons_before",
    "previous_subject_person",
    "same_org_before",
    "titled_name",
    "token_at",
]
