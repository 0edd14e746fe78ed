"""Direct quotations and who said them.

Candidates first, facts second: quotation-mark pairs are found with a scanner (curly and
straight marks; a quote left open at a paragraph end continues when the next paragraph opens
with a mark, the news convention), then each quote looks for a speech cue next to it in its
own sentence: quote-first ("'...,' X said", "'...,' said X"), speaker-first ("X said: '...'",
"X said that, '...'"), or an embedded partial quote after a speech verb ("X wrote that the
'...'"). The cue verb's grammatical subject (spaCy) is the speaker; a PERSON entity inside it
is the name and the rest is the role ("Department of State spokesperson Matthew Miller").
Pronoun subjects resolve to the nearest preceding PERSON outside quotes. A cue may also end
the previous paragraph with a colon ("The ministry said in a statement:"). A short next
sentence ('"...". He said.') is a cue only when nothing before the quote is one (in 'Putin
said the gunmen fled to Ukraine, where "...". Ukraine has denied any involvement.' the
speaker is Putin). A quote without a cue inherits the speaker of the previous quote in its
paragraph, or of the previous paragraph when the whole paragraph is quotation (split and
running quotes). A speaker found by pronoun or surname takes the full name and the role of
the mention that introduced them ("Prime Minister Hassan Diab" for "Diab said").

Quotes whose speaker cannot be found are not returned: the contract is "who said what".
"""

from __future__ import annotations

import logging
import re

from crosswire.extract import quote_cues as qc
from crosswire.extract.quote_antecedents import (
    ORG_NOUNS,
    PERSON_NOUNS,
    inside_quotes,
    persons_before,
    previous_subject_person,
    same_org_before,
    token_at,
)
from crosswire.extract.quote_cues import Speaker as _Speaker
from crosswire.extract.quote_fragments import MIN_FRAGMENT_WORDS, object_of_coordinated_verb
from crosswire.extract.quote_marks import (
    Seg,
    ends_clause,
    find_quote_spans,
    is_clause,
    is_title,
    only_cue_between,
    paragraph_is_quote,
    same_paragraph,
)
from crosswire.extract.quote_roles import (
    GROUP_HEADS,
    NAME_TITLES,
    PLACE_LABELS,
    ROLE_NOUNS,
    given_names_before,
    group_named_before,
    role_around,
    without_titles,
)
from crosswire.extract.quote_vehicles import (
    STATEMENT_FROM,
    definite_vehicle,
    is_vehicle,
    issuer_in_phrase,
    mentions_vehicle,
)
from crosswire.extract.quote_verbs import ACCORDING, DASH_BYLINE, SPEECH_VERBS, VERB_RE
from crosswire.model import Quote
from crosswire.nlp import ParsedArticle, Sentence
from crosswire.speakers import resolve_surname

log = logging.getLogger(__name__)

# Quotes shorter than this many words are scare quotes ("terrorists", "a harsh response")
# unless they stand as a whole clause next to a cue. 4 words: PolNeAR dev direct-quote
# contents are 4+ words in ~93 % of cases, while scare quotes are 1-3 words.
MIN_QUOTE_WORDS = 4
# How far (in words) a speech verb may be from the closing mark ("'...,' U.S. State
# Department spokesperson Matthew Miller told") or before the opening mark ("wrote on X,
# formerly Twitter, that the '..."). 20 covers long appositive roles in the Kerman and PolNeAR
# dev articles ("Scott Pruitt, the Republican attorney general of Oklahoma, one of the states
# suing the EPA, said"); 14 lost those, 25 added wrong verbs from other clauses.
MAX_CUE_GAP_WORDS = 20
# A cue sentence after a quote that ends its own sentence ('"...". He said.') must be short.
MAX_NEXT_SENTENCE_WORDS = 16
# A quote shorter than this that does not end its clause is an embedded phrase and takes no
# cue after it (PolNeAR dev: checking longer quotes too lost 2 points of recall).
EMBEDDED_MAX_WORDS = 8
# How many sentences back a pronoun or definite role description looks for its name.
MAX_PRONOUN_LOOKBACK = 6
# "it said" looks this many sentences back for an organisation's cue (a statement is quoted
# right after it is introduced).
IT_LOOKBACK = 3
_PRONOUNS = frozenset("he she him her".split())
_GROUP_PRONOUNS = frozenset("they we i it you".split())
_WORD = re.compile(r"[\w’'-]+")

_NAME_JUNK = re.compile(r"[\"'<>=/“”‘’]*(?:(?:But|And|So|Yet|Or)\s+(?=[A-Z]))?")


def extract(pa: ParsedArticle) -> tuple[Quote, ...]:
    """Direct quotations of ``pa`` with their speakers, in text order.

    Args:
        pa: the parsed article.

    Returns:
        One :class:`Quote` per quoted stretch (a quote split by a cue, or running over
        paragraphs, gives one Quote per stretch, each with the same speaker).
    """
    text = pa.text
    segs = find_quote_spans(text)
    if not segs:
        return ()
    quoted = [(s.open_at, s.end + 1) for s in segs]
    out: list[Quote] = []
    roles: dict[str, str | None] = {}
    prev: tuple[Seg, _Speaker | None] | None = None
    for seg in segs:
        body = text[seg.start : seg.end]
        n_words = len(_WORD.findall(body))
        if n_words == 0:
            prev = (seg, None)
            continue
        speaker, adjacent = _cue_speaker(pa, seg, quoted)
        if speaker is None and prev is not None and prev[1] is not None:
            pseg = prev[0]
            # (or the cue that took the previous paragraph's quote opens this one)
            same_para = pseg.para == seg.para or qc.cue_next_paragraph(text, pseg.close_at or 0) is not None
            whole_para = seg.continues or paragraph_is_quote(pa.text, seg, quoted)
            if same_para and only_cue_between(text, pseg, seg, max_words=MAX_CUE_GAP_WORDS):
                speaker, adjacent = prev[1], True
            elif pseg.para == seg.para - 1 and whole_para and text[seg.open_at] != "'":
                # (not a paragraph in straight single marks: a subhead, "'All Bets Are Off.'")
                # a short paragraph does not inherit ("Kevin was snoring." in an excerpt)
                speaker, adjacent = prev[1], n_words >= MIN_QUOTE_WORDS
        if speaker is None and seg.close_at is not None and paragraph_is_quote(text, seg, quoted) and (
            nm := qc.named_after_paragraph(text, seg.close_at)
        ):  # ('"I heard a bang ..."' / 'That was Brandy Robinson, who was bowling ...')
            speaker, adjacent = _Speaker(text[nm[0] : nm[1]], None, *nm), True
        if is_title(text, seg):
            continue  # (the quote before it still leads: '"...," X said on CBS's "Face the Nation." "..."')
        clause = is_clause(text, seg)
        if n_words < MIN_QUOTE_WORDS and not (adjacent and clause) and not (
            # (lower case: a title-case one names a show or a forum, "Morning Joe")
            n_words >= MIN_FRAGMENT_WORDS and body.lstrip()[:1].islower() and speaker is not None
            and _speaker_first(pa, seg, quoted)[0] is not None
            and not object_of_coordinated_verb(pa, seg.start + len(body) - len(body.lstrip()))
        ):
            prev = (seg, None)
            continue
        prev = (seg, speaker)
        if speaker is None:
            continue
        # Trim the trailing comma/space that belongs to the reporting frame.
        start, end = seg.start, seg.end
        while end > start and text[end - 1] in " ,\n\t":
            end -= 1
        while start < end and text[start].isspace():
            start += 1
        if (rel := qc.named_in_relative(text, speaker.name, speaker.end)) is not None:
            speaker = _Speaker(text[rel[1] : rel[2]], *rel)  # "A witness who gave only his surname, Chen,"
        if speaker.role is None:
            # the role an earlier quote's cue gave the same name, else an earlier mention's
            role = roles.get(speaker.name)
            speaker = (
                _Speaker(speaker.name, role, speaker.start, speaker.end)
                if role
                else qc.with_earlier_role(pa.text, speaker)
            )
        junk = _NAME_JUNK.match(speaker.name)
        if junk and (cut := junk.end()) and speaker.name[cut:]:
            # markup glued to the name ('...Mostly True.">Sanders said'), a sentence's
            # conjunction ("But Megan Hester, ..., said")
            speaker = _Speaker(speaker.name[cut:], speaker.role, speaker.start + cut, speaker.end)
        roles.setdefault(speaker.name, speaker.role)
        ev = pa.evidence(start, end)
        out.append(
            Quote(
                speaker=speaker.name,
                text=ev.text,
                evidence=ev,
                speaker_role=speaker.role,
                speaker_evidence=pa.evidence(speaker.start, speaker.end),
            )
        )
    return tuple(out)


def _cue_speaker(
    pa: ParsedArticle, seg: Seg, quoted: list[tuple[int, int]]
) -> tuple[_Speaker | None, bool]:
    """The speaker from a cue next to ``seg`` and whether the cue is adjacent to the marks."""
    text = pa.analysis_text
    # 0) a dash byline after the quote, closing its paragraph ("...” ― Pamela Padilla").
    if seg.close_at is not None:
        m = DASH_BYLINE.match(text, seg.close_at + 1)
        if m:
            a, b = m.span(1)
            if pa.text[b - 1] == "." and len(pa.text[a:b].split()[-1]) > 3:
                b -= 1  # the full stop after the name ("― Carla Sanchez."), not an initial's
            # ("— Governor Kathy Hochul": the title is the role)
            ea, eb = without_titles(pa.text, a, b)
            role = pa.text[a:ea].strip() or None
            return _Speaker(pa.text[ea:eb], role, ea, eb), True
    # 1) quote-first: cue after the closing mark, in the same sentence; 3) a short next
    # sentence ('"...". He said.') only when no cue precedes the quote in its own sentence
    # ('Putin said the gunmen fled to Ukraine, where "...". Ukraine has denied any
    # involvement.': the next sentence is news of its own, not a cue).
    nxt_cue: tuple[Sentence, int, int] | None = None
    if seg.close_at is not None:
        sent = pa.sentence_at(seg.close_at)
        after_start = seg.close_at + 1
        cands = []
        if sent is not None:
            cands.append((sent, after_start, sent.end))
            go_on = qc.after_nickname(pa.text, sent.end) or qc.cue_next_paragraph(pa.text, seg.close_at)
            if go_on is not None and sent.index + 1 < len(pa.sentences):
                cands.append((pa.sentences[sent.index + 1], go_on, pa.sentences[sent.index + 1].end))
            if not text[after_start : sent.end].strip(" .,"):
                nxt = pa.sentences[sent.index + 1] if sent.index + 1 < len(pa.sentences) else None
                if nxt is not None and len(_WORD.findall(nxt.text)) <= MAX_NEXT_SENTENCE_WORDS and not re.search(
                    "[\"“”]", nxt.text
                ) and same_paragraph(pa.text, seg.close_at, nxt.start):
                    nxt_cue = (nxt, nxt.start, nxt.end)
        embedded = not ends_clause(pa.text, seg) and (
            len(_WORD.findall(pa.text[seg.start : seg.end])) < EMBEDDED_MAX_WORDS
        )  # an embedded phrase ("blamed 'evil enemies' of ..., and vowed") takes no cue after it
        if embedded:
            cands, nxt_cue = [], None
        found = _quote_first(pa, cands, quoted)
        if found is not None:
            return found, True
    # 2) speaker-first: a speech verb shortly before the opening mark in its sentence.
    found_first = _speaker_first(pa, seg, quoted)
    if found_first[0] is not None or nxt_cue is None:
        return found_first
    found = _quote_first(pa, [nxt_cue], quoted)
    return (found, True) if found is not None else (None, False)


def _quote_first(
    pa: ParsedArticle, cands: list[tuple[Sentence, int, int]], quoted
) -> _Speaker | None:
    """The speaker of a cue after the closing mark, searched in the ``cands`` windows."""
    text = pa.analysis_text
    for s, a, b in cands:
        window = qc.blank_nicknames(text[a:b])  # ('Police Chief Cerelyn “C.J.” Davis told CNN')
        stop = re.search("[\"“”]", window)
        if stop:
            window = window[: stop.start()]
        if qc.NEW_CLAUSE.match(window):
            continue  # '"a tragedy ...", while Interior Minister Bratislav Gasic said:'
        for m in VERB_RE.finditer(window):
            if len(_WORD.findall(window[: m.start()])) > MAX_CUE_GAP_WORDS:
                break
            sp = _subject_speaker(pa, s, a + m.start(), quoted)
            if sp is not None:
                return sp
        acc = ACCORDING.search(window)
        if acc and len(_WORD.findall(window[: acc.start()])) <= 3:
            sp = _np_after(pa, s, a + acc.end(), quoted)
            if sp is not None:
                return sp
    return None


def _speaker_first(pa: ParsedArticle, seg: Seg, quoted) -> tuple[_Speaker | None, bool]:
    """The speaker of a speech verb shortly before the opening mark in its sentence."""
    text = pa.analysis_text
    sent = pa.sentence_at(seg.open_at)
    if sent is not None:
        window = text[sent.start : seg.open_at]
        last_q = max((window.rfind(c) for c in "\"“”"), default=-1)
        base = sent.start + last_q + 1
        window = text[base : seg.open_at]
        verbs = list(VERB_RE.finditer(window))
        for m in reversed(verbs):
            gap = window[m.end() :]
            if len(_WORD.findall(gap)) > MAX_CUE_GAP_WORDS:
                break
            sp = _subject_speaker(pa, sent, base + m.start(), quoted)
            if sp is not None:
                adjacent = bool(re.fullmatch(r"[^.]{0,40}?[:,]?\s*(?:that,?\s*)?", gap))
                return sp, adjacent
        acc = ACCORDING.search(window)
        if acc:
            sp = _np_after(pa, sent, base + acc.end(), quoted)
            if sp is not None:
                return sp, True
        if window.rstrip().endswith(":") and (sp := _colon_subject(pa, sent, quoted)) is not None:
            return sp, True
    # A cue that ends the previous paragraph with a colon ("The ministry said in a
    # statement:" and the quote below it).
    before = text[: seg.open_at].rstrip()
    if before.endswith(":") and before[:-1].strip() and "\n" in text[len(before) : seg.open_at]:
        colon = len(before) - 1
        prev = pa.sentence_at(colon)
        if prev is not None:
            for m in reversed(list(VERB_RE.finditer(text, prev.start, colon))):
                if len(_WORD.findall(text[m.end() : colon])) > MAX_CUE_GAP_WORDS:
                    break
                sp = _subject_speaker(pa, prev, m.start(), quoted)
                if sp is not None:
                    return sp, True
    return None, False


def _colon_subject(pa: ParsedArticle, sent: Sentence, quoted) -> _Speaker | None:
    """The named person whose clause a colon ends before the quote ("Senator Bob Casey
    disagreed with the pace of the inquiry: '...'"), though its verb is no speech verb."""
    doc = pa.parse_one(sent)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    subj = next((c for c in root.children if c.dep_ == "nsubj"), None) if root is not None else None
    if subj is None or subj.ent_type_ != "PERSON" or inside_quotes(quoted, sent.start + subj.idx, sent.start + subj.idx + 1):
        return None
    return _speaker_from(pa, sent, doc, subj, quoted)


def _subject_speaker(pa: ParsedArticle, sent: Sentence, verb_at: int, quoted) -> _Speaker | None:
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
    if subj is None and verb.dep_ in ("conj", "advcl", "xcomp") and verb.head.pos_ in ("VERB", "AUX"):
        # (a passive head's subject for an xcomp: "Nichols can be heard saying:")
        subj = next((c for c in verb.head.children if c.dep_ == "nsubj" or (
            c.dep_ == "nsubjpass" and verb.dep_ == "xcomp" and verb.head.lower_ in qc.PERCEIVED)), None)
    if subj is None and verb.i > 0 and doc[verb.i - 1].dep_ == "appos" and doc[verb.i - 1].ent_type_ == "PERSON":
        # "Speaking to The Express Tribune, Assistant Commissioner Shaukat Masih Sandhu
        # said:": the parser hangs the name on the newspaper as its appositive
        subj = doc[verb.i - 1]
    if subj is None and verb.lower_ == "saying" and (q := next((h for h in (verb.head, verb.head.head) if h.lower_ in ("quoted", "quotes", "quote")), None)):
        # "Putin was quoted by the Kremlin as saying:", "the statement quoted Governor X as saying"
        subj = next((c for c in q.children if c.dep_ == "nsubjpass"), None) or next((c for c in q.children if c.dep_ == "dobj"), None)
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
    if subj is None and verb.dep_ in ("amod", "compound") and verb.head.pos_ == "PROPN" and verb.head.i > verb.i:
        # '"...," tweeted President Joe Biden': the verb parsed as the name's adjective
        # ("Said Ellis: '...'": as its compound)
        return _np_after(pa, sent, sent.start + verb.idx + len(verb), quoted)
    if subj is None and verb.dep_ == "acl" and verb.head.pos_ == "NOUN" and verb.head.i < verb.i and not is_vehicle(verb.head.text):
        # (not "said in a statement posted online that ...": the statement is no speaker)
        # '"...," a survivor who asked not to be named told Reuters': the parser hangs "told"
        # on the noun as if it described it
        subj = verb.head
    if subj is None:
        return None
    return _speaker_from(pa, sent, doc, subj, quoted)


def _np_after(pa: ParsedArticle, sent: Sentence, at: int, quoted) -> _Speaker | None:
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
        return _resolve_it(pa, sent, quoted, plural=low == "they")
    if low in _GROUP_PRONOUNS or head.pos_ == "PRON":
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
    a = sent.start + toks[0].idx
    b = sent.start + toks[-1].idx + len(toks[-1])
    around = next((e for e in doc.ents if e.label_ == "PERSON" and e.start <= head.i < e.end), None)
    if around is not None and not after and sent.start + around.start_char < a and toks[0].i == head.i:
        # the parser split the name ("Anwaar-ul-Haq Kakar": "Kakar" alone is the subject)
        a = sent.start + around.start_char
    persons = [
        (e.start_char, e.end_char, e.start <= head.i < e.end)
        for e in doc.ents
        if e.label_ == "PERSON"
        and sent.start + e.start_char >= a
        and sent.start + e.end_char <= b
        and not (e.end < len(doc) and doc[e.end].tag_ == "POS")  # a possessor, not the speaker
        and doc[e.end - 1].tag_ != "POS"  # ... with its "'s" inside ("Sri Lanka's")
    ]
    place_head = any(
        e.label_ in PLACE_LABELS and e.start <= head.i < e.end for e in doc.ents
    )  # "Jammu and Kashmir's lieutenant governor, Manoj Sinha, said": the place is no name
    title_head = head.text.lower().rstrip(".") in NAME_TITLES  # "the UN Secretary-General said"
    # (not an organisation: "Russia's defence ministry said" is no name "defence ministry")
    org_head = head.lower_ in ORG_NOUNS and any(e.label_ == "ORG" and e.start <= head.i < e.end for e in doc.ents)
    if head.pos_ == "PROPN" and not title_head and not org_head and not any(h for _, _, h in persons) and not (place_head and persons):
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
        persons = [(chain[0].idx, head.idx + len(head), True)]
    if persons:
        ps, pe, _ = max(persons, key=lambda p: p[2])
        ps = given_names_before(doc, ps)
        ea, eb = without_titles(pa.text, sent.start + ps, sent.start + pe)
        name = resolve_surname(pa.text, pa.text[ea:eb], before=ea)
        role = role_around(pa.text, a, b, ea, eb)
        return _Speaker(name, role, ea, eb)
    phrase = pa.text[a:b].strip(" ,")
    if org_head and (the := re.match(r"(?i)the\s+", phrase)):
        # ("The Interior Ministry said" is the Interior Ministry)
        phrase, a = phrase[the.end() :], a + the.end()
    words = phrase.split()
    if len(words) > MAX_CUE_GAP_WORDS or not words:
        return None
    if words[0].lower() == "the" and head.text.lower() in ROLE_NOUNS and head.tag_ in ("NN", "NNP"):
        named = previous_subject_person(pa, sent, role=head.text.lower())
        if named is not None:
            return _Speaker(pa.text[named[0] : named[1]], phrase, *named)
    definite_group = words[0].lower() == "the" and head.lower_ in GROUP_HEADS and not any(t.pos_ == "PROPN" for t in toks)
    # "the group's Amaq news agency said": the group speaks through its outlet
    definite_group = definite_group or (len(words) > 2 and words[0].lower() == "the" and words[1].lower() in (
        "group's", "group’s", "organisation's", "organization's", "movement's"))
    if definite_group and (group := group_named_before(pa, sent, lookback=IT_LOOKBACK)) is not None:
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
            sp = _subject_speaker(pa, prev, m.start(), quoted)
            if sp is not None and definite_vehicle(sp.name) is None:
                return sp
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
            sp = _subject_speaker(pa, prev, m.start(), quoted)
            if sp is None or sp.role is not None:
                continue
            words = _WORD.findall(sp.name.lower())
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
    for s in reversed(pa.sentences[lo : sent.index + 1]):
        limit = min(at, s.end)
        speaker = _person_speaking(pa, s, limit, quoted)
        if speaker is not None:
            return speaker
        named = [p for p in found if s.start <= p.start < limit]
        if named:
            return named[0]
    return found[0] if found else None


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
                continue  # a title the parser took for the subject ("said Brig. Gen. X")
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
            if "PERSON" not in labels and not misread:
                continue
        elif subj.text.lower() not in PERSON_NOUNS:
            continue
        speaker = _speaker_from(pa, sent, doc, subj, quoted)
        if speaker is not None:
            return speaker
    return None


__all__ = ["MIN_QUOTE_WORDS", "SPEECH_VERBS", "extract", "find_quote_spans"]
