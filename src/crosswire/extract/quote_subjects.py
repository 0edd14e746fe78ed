"""Who a speech cue's subject is: the person or organisation a cue names as the speaker.

"X said", "said X", "according to X", "X was quoted as saying", a name alone before a colon
("Superintendent Anne Kirkpatrick: '...'"), a description ("a vendor, Somchai, 45"), a
pronoun ("he said": the person who last spoke), "it"/"they" (the organisation or plural
subject of the cue before), "the statement said" (who issued it), "his office said" (that
person's office). The subject comes from spaCy's parse; a PERSON entity inside it is the
name and the rest its role ("Department of State spokesperson Matthew Miller"). Used by
:mod:`crosswire.extract.quotes`, which finds the cues.
"""

from __future__ import annotations

import re

from crosswire.extract import quote_cues as qc
from crosswire.extract.actor_dateline import dateline_end_of, past_dateline
from crosswire.extract.quote_antecedents import (
    ORG_NOUNS,
    PERSON_NOUNS,
    SUSPECT_NOUNS,
    appositive_name,
    appositive_org,
    inside_quotes,
    institution_name,
    persons_before,
    previous_subject_person,
    pronoun_speaks_at,
    same_org_before,
    subject_among,
    suspect_named_before,
    token_at,
)
from crosswire.extract.quote_cues import Speaker as _Speaker
from crosswire.extract.quote_fragments import reporters_subject
from crosswire.extract.quote_joint import joint_speaker
from crosswire.extract.quote_marks import same_paragraph
from crosswire.extract.quote_roles import (
    GROUP_HEADS,
    NAME_TITLES,
    PLACE_LABELS,
    ROLE_NOUNS,
    given_names_before,
    group_named_before,
    name_after_bracket,
    name_after_complement,
    role_around,
    titled_before,
    without_titles,
)
from crosswire.extract.quote_vehicles import (
    STATEMENT_FROM,
    definite_vehicle,
    is_vehicle,
    issuer_in_phrase,
    issuing_subject,
    mentions_vehicle,
)
from crosswire.extract.quote_verbs import VERB_RE
from crosswire.nlp import ParsedArticle, Sentence
from crosswire.speakers import resolve_surname

# How far (in words) a speech verb may be from the closing mark ("'...,' U.S. State
# Department spokesperson Matthew Miller told") or before the opening mark ("wrote on X,
# formerly Twitter, that the '..."). 20 covers long appositive roles in the Kerman and PolNeAR
# dev articles ("Scott Pruitt, the Republican attorney general of Oklahoma, one of the states
# suing the EPA, said"); 14 lost those, 25 added wrong verbs from other clauses.
MAX_CUE_GAP_WORDS = 20
# "X was quoted/cited by Interfax as saying", "SANA quoted the minister as saying"
_QUOTED_AS = frozenset("quoted quotes quote cited cites cite".split())
# Courtesy titles before a surname ("Mr Arestovych wrote"), as the NER takes them into names.
_COURTESY = frozenset("mr mrs ms miss dr".split())
# How many sentences back a pronoun or definite role description looks for its name.
MAX_PRONOUN_LOOKBACK = 6
# "it said" looks this many sentences back for an organisation's cue (a statement is quoted
# right after it is introduced).
IT_LOOKBACK = 3
# ... and a group described by its tie to another ("the al-Qaeda-linked group").
LINKED_GROUP_LOOKBACK = 6
_PRONOUNS = frozenset("he she him her".split())
_GROUP_PRONOUNS = frozenset("they we i it you".split())
_RELATIVES = frozenset("that which who whom whose this these those".split())
_WORD = re.compile(r"[\w’'-]+")

# An institution speaking for the person a possessive pronoun stands for ("his office said").
_OWN_OFFICE = re.compile(r"(?i)(?:his|her)\s+(office|campaign|government|party|family|lawyers?|attorneys?)")


# A person described by age or children after being named ("the 45-year-old said", "the
# father-of-two told the BBC"), as British and wire copy refer back: a pronoun in effect.
_AGE_OR_KIN = re.compile(
    r"(?i)the\s+(?:\d{1,3}|[a-z]+(?:-[a-z]+)?)-year-old(?:\s+[a-z]+)?"
    r"|the\s+(?:father|mother|grandfather|grandmother)[\s-]of[\s-](?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)"
)
# A group described by its tie to another ("the al-Qaeda-linked group", "the Iran-backed
# militia"): a definite group however its tie's name is tagged.
_LINKED_GROUP = re.compile(
    r"(?i)the\s+[\w'’-]+-(?:linked|affiliated|backed|allied|aligned|inspired)\s+(?:[\w-]+\s+)?"
    r"(?:group|militia|movement|organi[sz]ation|faction|network)"
)


def colon_subject(pa: ParsedArticle, sent: Sentence, quoted) -> _Speaker | None:
    """The named person whose clause a colon ends before the quote ("Senator Bob Casey
    disagreed with the pace of the inquiry: '...'"), though its verb is no speech verb."""
    doc = pa.parse_one(sent)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    subj = next((c for c in root.children if c.dep_ == "nsubj"), None) if root is not None else None
    if subj is not None and inside_quotes(quoted, sent.start + subj.idx, sent.start + subj.idx + 1):
        # the parser made the quote's verb the root ('Khan was blunt: "Those who did this
        # are ..."'): the subject of the clause before the marks (probe of round 19)
        subj = next((t for t in doc if t.dep_ == "nsubj" and not inside_quotes(quoted, sent.start + t.idx, sent.start + t.idx + 1)), None)
    # (or a role with the name set off after it: "A spokesman for the junta, Colonel Amadou
    # Abdramane, read a statement on state television:"; round 20)
    if subj is not None and sent.start + subj.idx < (dl := dateline_end_of(pa.text)):
        subj = past_dateline(subj, sent, dl)  # ("NIAMEY, Niger — A spokesman ...": not NIAMEY)
    named = subj is not None and (subj.ent_type_ == "PERSON" or appositive_name(doc, subj) is not None or (
        subj.lower_ in PERSON_NOUNS and any(t.ent_type_ == "PERSON" for t in subj.subtree)))
    if subj is None or not named or inside_quotes(quoted, sent.start + subj.idx, sent.start + subj.idx + 1):
        return _name_label(pa, sent, doc, quoted)
    return _speaker_from(pa, sent, doc, subj, quoted)


# What may stand before a speaker's name that labels a quote in a live blog: a time stamp
# and a dash ("10:15 a.m. — Superintendent Anne Kirkpatrick: '...'"), a short heading and a
# dash ("UPDATE 18:40 GMT - Syria's foreign ministry: '...'", "Key quote - ...").
_LABEL_LEAD = re.compile(
    r"\s*(?:(?:[A-Z]\w*[ \t]+(?:[a-z]\w*[ \t]+)?){0,2}?(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?(?:\s+[A-Z]{2,4})?)?\s*[—–-]+\s+"
    r"|\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\s*[—–-]+\s*)?"
)
# An organisation as a label ("Syria's foreign ministry:"): a few words ending in its noun.
_ORG_LABEL = re.compile(r"(?:[A-Z][\w'’-]*\s+)(?:[\w'’-]+\s+){0,3}(?:" + "|".join(sorted(ORG_NOUNS)) + r")", re.IGNORECASE)


def _name_label(pa: ParsedArticle, sent: Sentence, doc, quoted) -> _Speaker | None:
    """A name (with its titles) or an organisation alone before the colon that opens a
    quote, as live blogs and transcripts label what someone said ("Superintendent Anne
    Kirkpatrick: '...'", "Syria's foreign ministry: '...'")."""
    colon = next((t for t in doc if t.text == ":"), None)
    if colon is None:
        return None
    lead = (m.end() if (m := _LABEL_LEAD.match(pa.text, sent.start)) else sent.start)
    label = pa.text[lead : sent.start + colon.idx].rstrip()
    ent = next((e for e in doc.ents if e.label_ == "PERSON" and sent.start + e.end_char == lead + len(label)), None)
    if ent is None or not re.fullmatch(r"(?:[A-Z][\w.'’-]*\s+)*", pa.text[lead : sent.start + ent.start_char]):
        if label[:1].isupper() and _ORG_LABEL.fullmatch(label) and not inside_quotes(quoted, lead, lead + 1):
            return _Speaker(label, None, lead, lead + len(label))
        return None
    # (with the given names the NER made an entity of their own: "Ali Mahmoud" "Abbas")
    ea, eb = without_titles(pa.text, sent.start + given_names_before(doc, ent.start_char), sent.start + ent.end_char)
    role = pa.text[lead:ea].strip() or None
    return _Speaker(resolve_surname(pa.text, pa.text[ea:eb], before=ea), role, ea, eb)


def subject_speaker(pa: ParsedArticle, sent: Sentence, verb_at: int, quoted) -> _Speaker | None:
    doc = pa.parse_one(sent)
    verb = token_at(doc, verb_at - sent.start)
    if verb is None or verb.pos_ not in ("VERB", "AUX"):
        return None  # "State" in "State Department", "reports" as a noun
    # (a subject inside the marks is the quote's own words: '"Another horrendous war crime
    # in Mariupol," Ukraine's Foreign Minister Dmytro Kuleba wrote' parses "crime" as one)
    subjects = [
        c for c in verb.children
        if c.dep_ in ("nsubj", "nsubjpass") and not inside_quotes(quoted, sent.start + c.idx, sent.start + c.idx + len(c))
    ]
    # (not a live blog's time stamp: "8:55 a.m. — A witness, Jimmy Cothran, told WWL-TV:")
    subjects = [c for c in subjects if c.ent_type_ != "TIME"] or subjects
    if subjects and sent.start + subjects[0].idx < (dl := dateline_end_of(pa.text)):
        # a wire dateline the parser made the subject ("QUITO, Jan 10 (Reuters) - Ecuador's
        # President Daniel Noboa declared ..."): the subject after it
        after = past_dateline(subjects[0], sent, dl)
        subjects = [after] if after is not None else []
    subj = subjects[0] if subjects else None
    if len(subjects) > 1 and subjects[0].pos_ != "PROPN":
        # "X's deputy chief of staff, Mohammad Jamshidi wrote": the parser makes the role
        # and the name two subjects; the name is the speaker, the role its description.
        name = next((c for c in subjects[1:] if c.pos_ == "PROPN"), None)
        if name is not None:
            found = _speaker_from(pa, sent, doc, name, quoted)
            if found is not None:
                role_toks = [t for t in subjects[0].subtree if not t.is_space]
                ra = sent.start + role_toks[0].idx
                rb = min(sent.start + role_toks[-1].idx + len(role_toks[-1]), found.start)
                return _Speaker(found.name, pa.text[ra:rb].strip(" ,"), found.start, found.end)
    if subj is None and verb.tag_ == "VBG" and verb.i > 0 and doc[verb.i - 1].lower_ in (",", "while"):
        # "Trump was defensive when forced to defend not paying an architect who said ...,
        # saying, '...'", "protesters continued ... - where the Panthers played - while
        # chanting, '...'": a participle set off by a comma or "while" speaks for the main
        # clause's subject, wherever the parser hangs it (PolNeAR dev, round 19)
        root = next((t for t in doc if t.dep_ == "ROOT"), None)
        subj = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < verb.i), None) if root is not None else None
    if subj is None and verb.tag_ == "VBG" and verb.text.islower() and verb.i > 0 and doc[verb.i - 1].ent_type_ == "PERSON":
        subj = doc[verb.i - 1]  # "The ad uses footage of Hillary Clinton asking, '...'": Clinton
    if subj is None and (reporter := reporters_subject(verb)) is not None:
        subj = reporter  # ('said the group had "...," and blamed "..."': who said it blamed)
    if subj is None and verb.dep_ in ("conj", "advcl", "xcomp") and verb.head.pos_ in ("VERB", "AUX"):
        # (a passive head's subject for an xcomp: "Nichols can be heard saying:")
        subj = next((c for c in verb.head.children if c.dep_ == "nsubj" or (
            c.dep_ == "nsubjpass" and verb.dep_ == "xcomp" and verb.head.lower_ in qc.PERCEIVED)), None)
    if subj is None and verb.i > 0 and doc[verb.i - 1].dep_ == "appos" and doc[verb.i - 1].ent_type_ == "PERSON":
        # "Speaking to The Express Tribune, Assistant Commissioner Shaukat Masih Sandhu
        # said:": the parser hangs the name on the newspaper as its appositive
        subj = doc[verb.i - 1]
    if subj is None and verb.lower_ == "saying" and (q := next((h for h in (verb.head, verb.head.head) if h.lower_ in _QUOTED_AS), None)):
        # "Putin was quoted by the Kremlin as saying:", "the statement quoted Governor X as saying"
        # (not a word of the quote the parser made the subject: '"Ich habe ...", he was quoted')
        outside = [c for c in q.children if not inside_quotes(quoted, sent.start + c.idx, sent.start + c.idx + 1)]
        subj = next((c for c in outside if c.dep_ == "nsubjpass"), None) or next((c for c in outside if c.dep_ == "dobj"), None)
    if subj is None and verb.i > 0:
        # '"...," Flynn, a top Trump surrogate, said Thursday on Fox News's "Fox and Friends."':
        # the parser hung the name on a word of the quote; the name opening the words between
        # the closing mark and the verb is the subject
        k = verb.i
        while k > 0 and not inside_quotes(quoted, sent.start + doc[k - 1].idx, sent.start + doc[k - 1].idx + 1):
            k -= 1
        while k < verb.i and doc[k].is_punct:
            k += 1
        ent = next((e for e in doc.ents if e.label_ == "PERSON" and e.start == k and e.end <= verb.i), None)
        if k > 0 and ent is not None:
            subj = doc[ent.end - 1]
    if subj is None and verb.dep_ in ("amod", "compound") and verb.head.pos_ == "PROPN" and verb.head.i > verb.i or (
        # ('"...," recounted Aminata Cisse, 34.': the inverted subject parsed as the object)
        subj is None and verb.i > 0 and doc[verb.i - 1].tag_ == "''" and verb.i + 1 < len(doc)
        and doc[verb.i + 1].pos_ == "PROPN" and doc[verb.i + 1].head.i in (verb.i, verb.i + 1, verb.i + 2)
    ):
        # '"...," tweeted President Joe Biden': the verb parsed as the name's adjective
        # ("Said Ellis: '...'": as its compound)
        return np_after(pa, sent, sent.start + verb.idx + len(verb), quoted)
    if subj is None and verb.dep_ == "acl" and verb.head.pos_ == "NOUN" and verb.head.i < verb.i and not is_vehicle(verb.head.text):
        # (not "said in a statement posted online that ...": the statement is no speaker)
        # '"...," a survivor who asked not to be named told Reuters': the parser hangs "told"
        # on the noun as if it described it
        subj = verb.head
    if subj is None:
        return None
    return _speaker_from(pa, sent, doc, subj, quoted)


def np_after(pa: ParsedArticle, sent: Sentence, at: int, quoted) -> _Speaker | None:
    """The noun phrase right after ``at`` ("according to X")."""
    doc = pa.parse_one(sent)
    tok = next((t for t in doc if t.idx >= at - sent.start and not t.is_space), None)
    if tok is None:
        return None
    head = tok
    while head.head is not head and head.head.idx >= at - sent.start and head.dep_ not in ("pobj", "ROOT"):
        head = head.head
    return _speaker_from(pa, sent, doc, head, quoted, after=at - sent.start)


def _speaker_from(pa: ParsedArticle, sent: Sentence, doc, head, quoted, *, after: int = 0) -> _Speaker | None:
    """The speaker the phrase headed by ``head`` names (its words from ``after`` on)."""
    low = head.text.lower()
    if low in _PRONOUNS:
        return _resolve_back(pa, sent, sent.start + head.idx, quoted)
    if low in ("it", "they"):
        owner = _clause_owner(head) if low == "it" else None
        if owner is not None and (sp := _speaker_from(pa, sent, doc, owner, quoted)) is not None:
            return sp  # "The UAE condemned what it called a 'terrorist attack'": the UAE
        return _resolve_it(pa, sent, quoted, plural=low == "they")
    # (nor a relative or demonstrative word the parser took for a subject: "it was two car
    # bombs that between them claimed the nine lives")
    if low in _GROUP_PRONOUNS or head.pos_ == "PRON" or low in _RELATIVES:
        return None
    toks = [t for t in head.subtree if not t.is_space and t.idx >= after]
    while after and toks and toks[-1].is_punct:  # (a name parsed as the root holds the full stop)
        toks.pop()
    # Cut relative clauses and anything after them ("X, who ...").
    # (from the clause's first word: "a senior police officer, who declined to be named")
    cut = [max(head.i + 1, min(x.i for x in t.subtree)) for t in toks if t.dep_ in ("relcl", "acl") and t.i > head.i]
    if cut:
        toks = [t for t in toks if t.i < min(cut)]
        while toks and toks[-1].is_punct:
            toks.pop()
    toks = [t for t in toks if not inside_quotes(quoted, sent.start + t.idx, sent.start + t.idx + len(t))]
    if not toks:
        return None
    if (joint := joint_speaker(pa, sent, doc, toks[0].i, toks[-1].i)) is not None:
        return joint  # "Police chief Ali Musa and Governor Ahmed Bello said": both speak
    a = sent.start + toks[0].idx
    b = sent.start + toks[-1].idx + len(toks[-1])
    around = next((e for e in doc.ents if e.label_ == "PERSON" and e.start <= head.i < e.end), None)
    if around is not None and not after and sent.start + around.start_char < a and toks[0].i == head.i:
        # the parser split the name ("Anwaar-ul-Haq Kakar": "Kakar" alone is the subject)
        a = sent.start + around.start_char
    persons = [
        # (the name containing the head first, then one set off in apposition to it: "The
        # spokesman for the Druze community, Sheikh Mowafaq Tarif," is no "Druze")
        (e.start_char, e.end_char, (e.start <= head.i < e.end, e.root.dep_ == "appos" and e.root.head.i == head.i))
        for e in doc.ents
        if e.label_ == "PERSON"
        and sent.start + e.start_char >= a
        # (or running on past the phrase in a hyphenated name the parser cut: "Prayut Chan-o-cha")
        and (sent.start + e.end_char <= b or (sent.start + e.start_char < b and not re.search(r"\s", pa.text[b : sent.start + e.end_char])))
        and not (e.end < len(doc) and doc[e.end].tag_ == "POS")  # a possessor, not the speaker
        and doc[e.end - 1].tag_ != "POS"  # ... with its "'s" inside ("Sri Lanka's")
        # (nor the one a common-noun head speaks for: "A spokesman for Ansar al-Sharia said",
        # a group the small model takes for a person, had been the speaker "Ansar al-Sharia"
        # with the role "spokesman for"; Benghazi 2012 probe)
        and not (head.pos_ == "NOUN" and e.root.dep_ == "pobj" and e.root.head.lower_ in ("for", "of")
                 and e.root.head.head.i == head.i)
    ]
    place_head = any(
        e.label_ in PLACE_LABELS and e.start <= head.i < e.end for e in doc.ents
    )  # "Jammu and Kashmir's lieutenant governor, Manoj Sinha, said": the place is no name
    title_head = head.text.lower().rstrip(".") in NAME_TITLES  # "the UN Secretary-General said"
    # (not an organisation: "Russia's defence ministry said" is no name "defence ministry")
    org_head = head.lower_ in ORG_NOUNS and any(e.label_ == "ORG" and e.start <= head.i < e.end for e in doc.ents)
    # (a lower-case word is no name the NER missed: "the Russian foreign ministry said")
    if head.pos_ == "PROPN" and not head.text.islower() and not title_head and not org_head and not any(h[0] for _, _, h in persons) and not (place_head and persons) and not institution_name(doc, head):
        # The head is a name the NER missed ("..., Mohammad Jamshidi wrote"): its
        # flat compound chain is the name.
        chain = [head]
        while chain[0].i > 0:  # ("The New York Times reports:", "Jean-Marc Ayrault")
            left = doc[chain[0].i - 1]
            hyphen = left.text in ("-", "‐") and not left.whitespace_ and left.i > 0
            if not (hyphen or (left.pos_ == "PROPN" and head in left.ancestors)):
                break
            chain.insert(0, left)
        if chain[0].pos_ != "PROPN":
            chain = chain[1:]
        # the name starts after the last title ("Veracruz Governor Cuitlahuac Garcia"): the
        # words up to it are the role
        titles = [k for k, t in enumerate(chain[:-1]) if t.text.lower().rstrip(".") in NAME_TITLES]
        if titles:
            chain = chain[titles[-1] + 1 :]
        persons = [(chain[0].idx, head.idx + len(head), (True, False))]
    if not persons and (bracketed := name_after_bracket(pa.text, doc, sent.start, b)) is not None:
        # ("said Additional Director General of Police (Law and Order) Prashant Kumar")
        return _Speaker(pa.text[bracketed[0] : bracketed[1]], pa.text[a : bracketed[0]].strip(), *bracketed)
    if not persons and (k := name_after_complement(pa.text[a:b])) is not None:
        # ("said UN High Commissioner for Human Rights Volker Turk")
        return _Speaker(pa.text[a + k : b], role_around(pa.text, a, b, a + k, b), a + k, b)
    if persons:
        ps, pe, _ = max(persons, key=lambda p: p[2])  # (the first of equals)
        ps = given_names_before(doc, ps)
        ea, eb = without_titles(pa.text, sent.start + ps, sent.start + pe)
        name = resolve_surname(pa.text, pa.text[ea:eb], before=ea)
        if (titled := re.fullmatch(r"([A-Za-z.]+)\s+([A-Z][\w'’-]+)", name)) and titled.group(1).lower().rstrip(".") in NAME_TITLES | _COURTESY and (
            full := resolve_surname(pa.text, titled.group(2), before=ea)
        ) != titled.group(2):
            # "Gen Prayut told reporters": Prayut Chan-o-cha; "Mr Arestovych wrote": Oleksiy Arestovych
            name, ea = full, ea + titled.start(2)
        elif titled and titled.group(1).lower().rstrip(".") in _COURTESY:
            name, ea = titled.group(2), ea + titled.start(2)  # "Ms Ardern said" as "Mr Starmer said": Ardern
        role = role_around(pa.text, a, b, ea, eb)
        return _Speaker(name, role, ea, eb)
    if not persons and (ap := appositive_name(doc, head) or appositive_org(doc, head)) is not None:
        ea, eb = sent.start + ap[0], sent.start + ap[1]
        return _Speaker(pa.text[ea:eb], role_around(pa.text, a, b, ea, eb), ea, eb)
    phrase = pa.text[a:b].strip(" ,")
    if _AGE_OR_KIN.fullmatch(phrase) and (person := _resolve_back(pa, sent, a, quoted)) is not None:
        return person  # "'...,' the 45-year-old said": the person named before, as for "she"
    if (own := _OWN_OFFICE.fullmatch(phrase)) and (boss := _resolve_back(pa, sent, a, quoted)) is not None:
        # "his office said": the office of the person "his" stands for
        return _Speaker(f"{boss.name}'s {own.group(1)}", None, a, b)
    if org_head and (the := re.match(r"(?i)the\s+", phrase)):
        # ("The Interior Ministry said" is the Interior Ministry)
        phrase, a = phrase[the.end() :], a + the.end()
    words = phrase.split()
    if len(words) > MAX_CUE_GAP_WORDS or not words:
        return None
    if words[0].lower() == "the" and head.lower_ in SUSPECT_NOUNS and len(words) <= 3 and (
        named := suspect_named_before(pa, sent, head.lower_, lookback=IT_LOOKBACK)
    ):
        # "The suspect was quoted as saying" after "Police arrested Tetsuya Yamagami"
        return _Speaker(resolve_surname(pa.text, pa.text[named[0] : named[1]], before=named[0]), phrase, *named)
    if words[0].lower() == "the" and head.text.lower() in PERSON_NOUNS and head.tag_ in ("NN", "NNP"):
        named = previous_subject_person(pa, sent, role=head.text.lower())
        prev = pa.sentences[sent.index - 1] if sent.index else None
        # (a described person, not a role, only where the sentence before describes its
        # subject so: "The cathedral's priest, Father Wilhelmus Tulak, told Kompas TV ...
        # '...,' the priest said")
        if named is not None and prev is not None and (head.lower_ in ROLE_NOUNS or re.search(
            r"(?i)\b" + re.escape(head.text) + r"\b", pa.text[prev.start : named[0]]
        )):
            # (the full name given before the surname: "the sheriff said" after "Clark County
            # Sheriff Joe Lombardo ... Lombardo said" is Joe Lombardo)
            return _Speaker(resolve_surname(pa.text, pa.text[named[0] : named[1]], before=named[0]), phrase, *named)
    if words[0].lower() == "the" and 3 <= len(words) <= 4 and head.lower_ in ROLE_NOUNS and toks[-1].i == head.i and (
        title_holder := titled_before(pa.text, " ".join(words[1:]), a)
    ) is not None:
        # "'...,' the chief minister told a press conference" after "Sindh Chief Minister Qaim
        # Ali Shah said ..." two sentences before (Karachi 2015 probe); a title of two words
        # or more only ("the president" stays as written: PolNeAr's sources do)
        holder = pa.text[title_holder[0] : title_holder[1]]
        return _Speaker(resolve_surname(pa.text, holder, before=title_holder[0]), phrase, *title_holder)
    definite_group = words[0].lower() == "the" and head.lower_ in GROUP_HEADS and not any(t.pos_ == "PROPN" for t in toks)
    # "the group's Amaq news agency said": the group speaks through its outlet
    definite_group = definite_group or (len(words) > 2 and words[0].lower() == "the" and words[1].lower() in (
        "group's", "group’s", "organisation's", "organization's", "movement's"))
    # "The al-Qaeda-linked group said in a statement": a name inside the group's tie to
    # another is no name of its own (Mogadishu 2025 probe; the description had been the speaker)
    linked = bool(_LINKED_GROUP.fullmatch(phrase))
    definite_group = definite_group or linked
    # (a description that distinctive reaches further back for its name)
    back = LINKED_GROUP_LOOKBACK if linked else IT_LOOKBACK
    if definite_group and (group := group_named_before(pa, sent, lookback=back)) is not None:
        return _Speaker(pa.text[group[0] : group[1]], None, *group)  # "the group said": the PKK
    if len(words) == 2 and words[0].lower() == "the" and head.lower_ in ORG_NOUNS and (
        org := same_org_before(pa, sent, head.lower_, lookback=IT_LOOKBACK)
    ):
        return _Speaker(pa.text[org[0] : org[1]], None, *org)  # "the ministry": Russia's defence ministry
    if (named := issuer_in_phrase(doc, head)) is not None:
        ia, ib = sent.start + named[0], sent.start + named[1]
        return _Speaker(pa.text[ia:ib], None, ia, ib)  # "the IMF report stated": the IMF
    if (noun := definite_vehicle(phrase)) is not None and (by := _issuer_before(pa, sent, noun, quoted)):
        return by  # "'...,' the statement said": who said it in that statement
    vehicle = STATEMENT_FROM.match(phrase)
    if vehicle and vehicle.end() < len(phrase):
        # "the statement from the Interior Ministry said": the ministry speaks
        return _Speaker(phrase[vehicle.end() :], None, a + vehicle.end(), a + len(phrase))
    if re.fullmatch(r"[A-Z][\w'’-]+", phrase) and (full := resolve_surname(pa.text, phrase, before=a)) != phrase:
        # a surname the NER missed ("Harvey said:" after "The police chief, Brian Harvey,")
        return _Speaker(full, None, a, a + len(phrase))
    if head.lower_ in ORG_NOUNS and toks[-1].i == head.i and not any(t.pos_ == "PROPN" and not t.text.islower() for t in toks) and (
        the := re.match(r"(?i)the\s+", phrase)
    ) and len(words) > 2:
        # ("the Russian foreign ministry said" is the Russian foreign ministry)
        phrase, a = phrase[the.end() :], a + the.end()
    return _Speaker(phrase, None, a, a + len(phrase))


def _issuer_before(pa: ParsedArticle, sent: Sentence, noun: str, quoted) -> _Speaker | None:
    """Who issued the ``noun`` ("statement") that a later "the statement said" quotes: the
    speaker of the nearest earlier cue that introduces it ("Samuel Aruwan said in a
    statement on Tuesday that ...")."""
    for prev in reversed(pa.sentences[max(0, sent.index - IT_LOOKBACK) : sent.index]):
        for m in VERB_RE.finditer(pa.analysis_text, prev.start, prev.end):
            # (anywhere in the cue's sentence: "In a statement ..., the group's military wing said")
            if inside_quotes(quoted, m.start(), m.end()) or not mentions_vehicle(pa.text[prev.start : prev.end], noun):
                continue
            sp = subject_speaker(pa, prev, m.start(), quoted)
            if sp is not None and definite_vehicle(sp.name) is None:
                return sp
        # ("North Korea's Foreign Ministry issued a statement on Saturday.")
        if mentions_vehicle(pa.text[prev.start : prev.end], noun) and (
            subj := issuing_subject(doc := pa.parse_one(prev), noun)
        ) is not None and (sp := _speaker_from(pa, prev, doc, subj, quoted)) is not None:
            return sp
    # no cue introduces it: the statement is that of who spoke in the sentence before
    # ("Iraqi Prime Minister Mohammed Shia al-Sudani ordered an investigation, his office
    # said. '...,' the statement read")
    before = pa.sentences[sent.index - 1] if sent.index else None
    if before is not None and same_paragraph(pa.text, before.start, sent.start):
        for m in VERB_RE.finditer(pa.analysis_text, before.start, before.end):
            sp = None if inside_quotes(quoted, m.start(), m.end()) else subject_speaker(pa, before, m.start(), quoted)
            if sp is not None and definite_vehicle(sp.name) is None:
                return sp
    return None


# How many clauses up "it" looks for the organisation whose clause holds its own.
_OWNER_HOPS = 3


def _clause_owner(it):
    """The organisation subject of a clause that holds the clause of "it" ("The UAE condemned
    what it called a 'terrorist attack'": Abu Dhabi 2022 probe, where "it" had been the
    police of two sentences before), else None."""
    if it.dep_ != "nsubj":
        return None
    v = it.head
    for _ in range(_OWNER_HOPS):
        if v.dep_ not in ("ccomp", "xcomp", "conj", "advcl", "relcl") or v.head is v:
            return None
        v = v.head
        subj = next((c for c in v.children if c.dep_ == "nsubj" and c.i < it.i), None)
        if subj is not None:
            org = subj.ent_type_ in ("ORG", "GPE", "NORP") or subj.lower_ in ORG_NOUNS
            return subj if org else None
    return None


def _resolve_it(pa: ParsedArticle, sent: Sentence, quoted, *, plural: bool = False) -> _Speaker | None:
    """The organisation "it" stands for ("The ministry said the attackers were killed.
    '...,' it said."): the nearest earlier speech cue whose subject is an organisation;
    with ``plural``, who "they" are: one whose subject is plural ("Police said the suspect
    was a local man. '...,' they said")."""
    for prev in reversed(pa.sentences[max(0, sent.index - IT_LOOKBACK) : sent.index]):
        for m in VERB_RE.finditer(pa.analysis_text, prev.start, prev.end):
            if inside_quotes(quoted, m.start(), m.end()):
                continue
            sp = subject_speaker(pa, prev, m.start(), quoted)
            if sp is None or sp.role is not None:
                continue
            # (the head before an "of": "Residents of Kasai said"; round 20)
            words = _WORD.findall(sp.name.lower().split(" of ")[0])
            doc = pa.parse_one(prev)
            org = any(
                e.label_ in ("ORG", "NORP") and prev.start + e.start_char <= sp.start < prev.start + e.end_char
                for e in doc.ents
            )
            if plural:
                if words and (words[-1] in ("police", "people") or re.fullmatch(r"\w+[^s]s", words[-1])):
                    return sp
            elif org or (words and words[-1] in ORG_NOUNS):
                return sp
    org_at = None if plural else qc.org_subject_before(pa, sent)  # "The Chinese embassy ... condemned"
    return None if org_at is None else _Speaker(pa.text[org_at[0] : org_at[1]], None, *org_at)


def _resolve_back(pa: ParsedArticle, sent: Sentence, at: int, quoted) -> _Speaker | None:
    """Who "he"/"she" is: in the nearest sentence back that names someone, the person
    who speaks there (the subject of its speech verb: "Federal prosecutor Frederic Van
    Leeuw said two of the bombers were brothers, Khalid and Ibrahim El Bakraoui. '...,' he
    said" is Van Leeuw; "A local elected official ... told AFP the toll was higher"),
    else its last-named person."""
    lo = max(0, sent.index - MAX_PRONOUN_LOOKBACK)
    for s in pa.sentences[lo : sent.index + 1]:
        # (parsed where a speech verb may name the person: the rule for left-out given
        # names needs the parse)
        if VERB_RE.search(pa.analysis_text, s.start, s.end):
            pa.parse_one(s)
    found = [_Speaker(n, None, a, b) for n, a, b in persons_before(pa, sent, at, quoted, lookback=MAX_PRONOUN_LOOKBACK)]
    if (asked := _person_asked(pa, sent, at, quoted)) is not None:
        return asked
    for s in reversed(pa.sentences[lo : sent.index + 1]):
        limit = min(at, s.end)
        speaker = _person_speaking(pa, s, limit, quoted)
        if speaker is not None:
            return speaker
        if s is not sent and (said := pronoun_speaks_at(pa, s, limit, quoted)) is not None:
            limit = said  # ("He added that Clinton ... alongside Trump": no antecedent after it)
        named = [p for p in found if s.start <= p.start < limit]
        if named:
            return named[subject_among(pa, s, [(p.start, p.end) for p in named])]
    return found[0] if found else None


def _person_asked(pa: ParsedArticle, sent: Sentence, at: int, quoted) -> _Speaker | None:
    """The person asked or told before a pronoun in its own sentence ("When I asked a senior
    security official in Damaturu what had gone wrong, he told me: '...'"): the object of a
    speech verb, a person described or named."""
    doc = pa.parse_one(sent)
    for m in VERB_RE.finditer(pa.analysis_text, sent.start, at):
        verb = token_at(doc, m.start() - sent.start)
        if verb is None or verb.pos_ != "VERB" or inside_quotes(quoted, m.start(), m.end()):
            continue
        obj = next((c for c in verb.children if c.dep_ in ("dobj", "dative")), None)
        if obj is not None and sent.start + obj.idx < at and (obj.lower_ in PERSON_NOUNS or obj.ent_type_ == "PERSON"):
            return _speaker_from(pa, sent, doc, obj, quoted)
    return None


def _person_speaking(pa: ParsedArticle, sent: Sentence, limit: int, quoted) -> _Speaker | None:
    """The person (named, or described: "a local official") who is the subject of a speech
    verb of ``sent`` before ``limit``, outside quotes; None for pronouns and organisations."""
    for m in VERB_RE.finditer(pa.analysis_text, sent.start, limit):
        if inside_quotes(quoted, m.start(), m.end()):
            continue
        doc = pa.parse_one(sent)
        verb = token_at(doc, m.start() - sent.start)
        if verb is None or verb.pos_ not in ("VERB", "AUX"):
            continue
        subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subj is None or subj.pos_ == "PRON" or inside_quotes(quoted, sent.start + subj.idx, sent.start + subj.idx + 1):
            continue
        labels = {e.label_ for e in doc.ents if e.start <= subj.i < e.end}
        if subj.pos_ == "PROPN":
            if subj.text.lower().rstrip(".") in NAME_TITLES:
                # a title the parser took for the subject ("said Brig. Gen. X"); its name may
                # stand in apposition ("The Yobe State Commissioner of Police, Abdulmaliki
                # Sumonu, told journalists")
                if (ap := appositive_name(doc, subj)) is not None:
                    ea, eb = sent.start + ap[0], sent.start + ap[1]
                    return _Speaker(resolve_surname(pa.text, pa.text[ea:eb], before=ea), None, ea, eb)
                continue
            chain = [t for t in subj.subtree if t.pos_ == "PROPN" and t.dep_ in ("compound", "flat") or t is subj]
            # an organisation or a place ("Reuters reported", "Ukraine said"), unless the
            # NER took a two- or three-word name for one ("Alexei Kulemzin" as ORG)
            # or left untagged after a title ("Lieutenant Governor Manoj Sinha said")
            named = [t for t in chain if t.text.lower().rstrip(".") not in NAME_TITLES]
            misread = labels == {"ORG"} and 2 <= len(chain) <= 3 and all(
                t.text.istitle() and t.text.lower() not in ORG_NOUNS for t in chain
            ) or not labels and len(named) < len(chain) and 2 <= len(named) <= 3 and all(
                t.text.istitle() and t.text.lower() not in ORG_NOUNS for t in named
            )
            # (a surname the NER took for an organisation, named in full before: "Prayuth
            # said the gunman ... '...,' he said" after "Prime Minister Prayuth Chan-ocha")
            surname = len(chain) == 1 and labels <= {"ORG"} and " " in resolve_surname(
                pa.text, subj.text, before=sent.start + subj.idx
            )
            if "PERSON" not in labels and not misread and not surname:
                continue
        elif subj.text.lower() not in PERSON_NOUNS:
            continue
        speaker = _speaker_from(pa, sent, doc, subj, quoted)
        if speaker is not None:
            return speaker
    return None


__all__ = ["IT_LOOKBACK", "MAX_CUE_GAP_WORDS", "MAX_PRONOUN_LOOKBACK", "colon_subject", "np_after", "subject_speaker"]
