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

Guillemets and German marks are read as English ones (the evidence stays the article's own
text). Who a cue's subject is (names, roles, pronouns, statements) is
:mod:`crosswire.extract.quote_subjects`' business.

Quotes whose speaker cannot be found are not returned: the contract is "who said what".
"""

from __future__ import annotations

import logging
import re
from dataclasses import replace

from crosswire.extract import quote_cues as qc
from crosswire.extract.quote_cues import Speaker as _Speaker
from crosswire.extract.quote_embeds import embedded_posts
from crosswire.extract.quote_fragments import MIN_FRAGMENT_WORDS, object_of_coordinated_verb
from crosswire.extract.quote_headlines import headline_speaker
from crosswire.extract.quote_marks import (
    Seg,
    ends_clause,
    english_marks,
    find_quote_spans,
    is_clause,
    is_title,
    only_cue_between,
    paragraph_is_quote,
    paragraphs,
    same_paragraph,
)
from crosswire.extract.quote_roles import NAME_TITLES, without_titles
from crosswire.extract.quote_subjects import (
    MAX_CUE_GAP_WORDS,
    colon_subject,
    np_after,
    subject_speaker,
)
from crosswire.extract.quote_transcripts import Turn, transcript_turns
from crosswire.extract.quote_verbs import ACCORDING, DASH_BYLINE, SPEECH_VERBS, VERB_RE
from crosswire.model import Quote
from crosswire.nlp import ParsedArticle, Sentence, iter_entities, truecase

log = logging.getLogger(__name__)

# Quotes shorter than this many words are scare quotes ("terrorists", "a harsh response")
# unless they stand as a whole clause next to a cue. 4 words: PolNeAR dev direct-quote
# contents are 4+ words in ~93 % of cases, while scare quotes are 1-3 words.
MIN_QUOTE_WORDS = 4
# A cue sentence after a quote that ends its own sentence ('"...". He said.') must be short.
MAX_NEXT_SENTENCE_WORDS = 16
# A quote shorter than this that does not end its clause is an embedded phrase and takes no
# cue after it (PolNeAR dev: checking longer quotes too lost 2 points of recall).
EMBEDDED_MAX_WORDS = 8
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
    english = english_marks(pa.text)
    if english == pa.text:
        found = _extract(pa)
        # wire copy in capitals: the speaker as a mixed-case report names him ("Babakura
        # Kolo", not "BABAKURA KOLO"), so the brief reads and reports of one speaker merge
        return tuple(_truecased_speaker(q) for q in found) if pa.uppercase else found
    # guillemets and German marks read as English ones; the evidence is the article's own
    found = _extract(ParsedArticle(replace(pa.article, text=english)))
    return tuple(
        replace(q, text=(ev := pa.evidence(q.evidence.start, q.evidence.end)).text, evidence=ev,
                speaker_evidence=q.speaker_evidence and pa.evidence(q.speaker_evidence.start, q.speaker_evidence.end))
        for q in found
    )


def _truecased_speaker(q: Quote) -> Quote:
    return replace(
        q,
        speaker=truecase(q.speaker) if q.speaker and q.speaker.isupper() else q.speaker,
        speaker_role=truecase(q.speaker_role) if q.speaker_role and q.speaker_role.isupper() else q.speaker_role,
    )


def _extract(pa: ParsedArticle) -> tuple[Quote, ...]:
    turns = transcript_turns(pa.text, lambda: [(a, b) for _, a, b, _ in iter_entities(pa, pa.sentences, {"PERSON"})])
    # (a post embedded without marks is its account holder's words, like a transcript's answer)
    turns += [Turn(p.start, p.end, p.name, None, p.name_start, p.name_end) for p in embedded_posts(pa.text)]
    turns.sort(key=lambda t: t.start)
    marked = _marked(pa)
    if not turns:
        return marked
    spoken = [
        Quote(speaker=t.speaker, text=pa.text[t.start : t.end], evidence=pa.evidence(t.start, t.end),
              speaker_role=t.role, speaker_evidence=pa.evidence(t.name_start, t.name_end))
        for t in turns
    ]
    # (quotation marks inside an answer are the answerer's words already)
    marked = tuple(q for q in marked if not any(t.start <= q.evidence.start < t.end for t in turns))
    return tuple(sorted((*marked, *spoken), key=lambda q: q.evidence.start))


def _marked(pa: ParsedArticle) -> tuple[Quote, ...]:
    """The quotations in quotation marks."""
    text = pa.text
    segs = find_quote_spans(text)
    if not segs:
        return ()
    quoted = [(s.open_at, s.end + 1) for s in segs]
    out: list[Quote] = []
    roles: dict[str, str | None] = {}
    prev: tuple[Seg, _Speaker | None] | None = None
    # paragraphs of a running quote with no cue of their own, waiting for the cue of the
    # paragraph that continues them ('"I ran out of the house ...\n\n"By the time I turned
    # around, there was no house," said Elif Sahin'; probe of 2026-12-02, where the first
    # paragraph had been lost)
    waiting: list[Seg] = []
    for k, seg in enumerate(segs):
        if not seg.continues:
            waiting = []
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
            elif pseg.para == seg.para - 1 and whole_para and (text[seg.open_at] != "'" or seg.continues):
                # (not a paragraph in straight single marks: a subhead, "'All Bets Are Off.'";
                # unless it goes on with a quote the paragraph before left open)
                # a short paragraph does not inherit ("Kevin was snoring." in an excerpt)
                speaker, adjacent = prev[1], n_words >= MIN_QUOTE_WORDS
        if speaker is None and seg.close_at is not None and paragraph_is_quote(text, seg, quoted) and (
            nm := qc.named_after_paragraph(text, seg.close_at)
        ):  # ('"I heard a bang ..."' / 'That was Brandy Robinson, who was bowling ...')
            speaker, adjacent = _Speaker(text[nm[0] : nm[1]], None, *nm), True
        if speaker is None and (nm := _named_after_pronoun_cue(text, seg, quoted)):
            # ('"The men came at night," he said, "and ..."' / 'That was how Ibrahim Sow ...
            # described the raid': a pronoun the paragraph after names; round 20)
            speaker, adjacent = _Speaker(text[nm[0] : nm[1]], None, *nm), True
        if speaker is None and not seg.continues and (
            paragraph_is_quote(text, seg, quoted) or _opens_paragraph_end(pa, seg)
        ) and not _run_has_cue(
            pa, segs, k, quoted
        ) and (found := _introduced_before(pa, seg, quoted)) is not None:
            speaker, adjacent = found, n_words >= MIN_QUOTE_WORDS
        if speaker is None and (said := headline_speaker(text, seg)) is not None:
            speaker, adjacent = said, True  # "'We will rebuild': mayor vows to restore Derna"
        if is_title(text, seg) or _naming_complement(pa, seg):
            continue  # (the quote before it still leads: '"...," X said on CBS's "Face the Nation." "..."')
        clause = is_clause(text, seg)
        if n_words < MIN_QUOTE_WORDS and not (adjacent and clause) and not (
            # (not title case: that names a show or a forum, "Morning Joe"; a proper adjective
            # may open one, "struck 'Ukrainian military-industrial enterprises'")
            n_words >= MIN_FRAGMENT_WORDS and any(w[:1].islower() for w in _WORD.findall(body)) and speaker is not None
            and _speaker_first(pa, seg, quoted)[0] is not None
            and not object_of_coordinated_verb(pa, seg.start + len(body) - len(body.lstrip()))
        ):
            prev = (seg, None)
            continue
        prev = (seg, speaker)
        if speaker is None:
            waiting = [*waiting, seg] if seg.close_at is None and n_words >= MIN_QUOTE_WORDS else []
            continue
        also = speaker.also  # (the others who said the words with the speaker)
        if (whole := qc.past_nickname(text, speaker)) is not None:
            speaker = whole
        if (rel := qc.named_in_relative(text, speaker.name, speaker.end)) is not None:
            speaker = _Speaker(text[rel[1] : rel[2]], *rel)  # "A witness who gave only his surname, Chen,"
        if speaker.role is not None and all(w.lower().rstrip(".") in NAME_TITLES for w in speaker.role.split()):
            # a rank alone ("General Bachtiar told reporters") after a fuller title given
            # before ("National police chief General Da'i Bachtiar said"; Bali 2002 probe)
            fuller = qc.with_earlier_role(pa.text, speaker)
            if fuller.role is not None and len(fuller.role) > len(speaker.role) and fuller.role.endswith(" " + speaker.role):
                speaker = fuller
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
        # words said together ("Ali Musa and Ahmed Bello said") are each speaker's: one Quote
        # per speaker over the same evidence (a Quote has one speaker)
        voices = (speaker, *(v if v.role else qc.with_earlier_role(pa.text, v) for v in also))
        for part in (*waiting, seg) if seg.continues else (seg,):
            ev = pa.evidence(*_trimmed(text, part))
            out.extend(
                Quote(
                    speaker=v.name,
                    text=ev.text,
                    evidence=ev,
                    speaker_role=v.role,
                    speaker_evidence=pa.evidence(v.start, v.end),
                )
                for v in voices
            )
        waiting = []
    return tuple(out)


# Verbs that give something a name, whose complement in marks is that name, not a quotation,
# where the thing named is the verb's passive subject ("The film was called '...'") or
# names itself ("The group, which calls itself 'the Islamic Resistance in Iraq', said"):
# probe of 2026-12-02, where such names had been quotes of the film and of the group. ("what
# it called 'a terrorist attack'" is a quotation of the speaker's word: no reflexive there.)
_NAMING_VERBS = frozenset(
    """call calls called calling name names named dub dubs dubbed title titled label labels
    labelled labeled brand brands branded nickname nicknamed""".split()
)
_REFLEXIVES = frozenset("itself themselves himself herself ourselves".split())


def _naming_complement(pa: ParsedArticle, seg: Seg) -> bool:
    """The words in the marks of ``seg`` are the name a naming verb gives (see above)."""
    sent = pa.sentence_at(seg.start)
    if sent is None or not any(
        w.lower() in _NAMING_VERBS for w in _WORD.findall(pa.analysis_text[sent.start : seg.open_at])
    ):
        return False  # (no naming verb before the marks: no parse needed)
    doc = pa.parse_one(sent)
    inside = [t for t in doc if seg.start <= sent.start + t.idx < seg.end and not t.is_space]
    ids = {t.i for t in inside}
    tops = [t for t in inside if t.head.i not in ids and t.head.i != t.i]
    for t in tops:
        verb = t.head
        if t.dep_ in ("oprd", "attr", "xcomp", "dobj") and verb.lower_ in _NAMING_VERBS and any(
            c.dep_ == "auxpass" or (c.dep_ == "dobj" and c.lower_ in _REFLEXIVES) for c in verb.children
        ):
            return True
    return False


# A paragraph's words outside its quotes that are only a pronoun's cue (", he said,").
_PRONOUN_CUE = re.compile(r"[\s,.:]*(?:he|she)\s+(?:said|added|says|recalled|told\s+\w+)[\s,.:]*", re.IGNORECASE)


def _named_after_pronoun_cue(text: str, seg: Seg, quoted) -> tuple[int, int] | None:
    """(start, end) of the name the paragraph after ``seg``'s names as who spoke, where
    ``seg``'s paragraph is quotes and a pronoun's cue only (see _marked), else None."""
    a, b = paragraphs(text)[seg.para]
    inside = [(qs, qe) for qs, qe in quoted if a <= qs and qe <= b + 1]
    if not inside or inside[-1][1] > len(text) or text[inside[-1][1] - 1] not in "\"”":
        return None
    rest, pos = [], a
    for qs, qe in inside:
        rest.append(text[pos:qs])
        pos = qe
    rest.append(text[pos:b])
    if not _PRONOUN_CUE.fullmatch(" ".join(rest)):
        return None
    return qc.named_after_paragraph(text, inside[-1][1] - 1)


def _introduced_before(pa: ParsedArticle, seg: Seg, quoted) -> _Speaker | None:
    """The speaker of the last sentence of the paragraph before a quote paragraph with no cue
    of its own, where that sentence introduces the speaker without marks or a colon ("Abdul
    Rahman al-Sayed, a survivor, described the moment the roof fell." and '"I was lying under
    the concrete ..."' below it: probe of 2026-12-02, where the quote had been lost)."""
    text = pa.analysis_text
    before = text[: seg.open_at].rstrip()
    if not before or ("\n" not in text[len(before) : seg.open_at] and not _opens_paragraph_end(pa, seg)):
        return None
    prev = pa.sentence_at(len(before) - 1)
    if prev is None or re.search("[\"“”]", text[prev.start : prev.end]) or text[prev.start : prev.end].rstrip()[-1:] != ".":
        return None
    for m in VERB_RE.finditer(text, prev.start, prev.end):
        sp = subject_speaker(pa, prev, m.start(), quoted)
        if sp is not None:
            return sp
    return None


def _opens_paragraph_end(pa: ParsedArticle, seg: Seg) -> bool:
    """The quote ``seg`` opens the last sentence of its paragraph and the sentence is
    nothing but the quote ('Ali Khan spoke to reporters outside the hospital. "We will not
    leave until the doctors tell us he is safe."'): the sentence before may introduce its
    speaker, as the paragraph before introduces a paragraph of quotation."""
    if seg.close_at is None:
        return False
    sent = pa.sentence_at(seg.open_at)
    if sent is None or sent.start != seg.open_at or sent.index == 0:
        return False
    prev = pa.sentences[sent.index - 1]
    rest = pa.text[seg.close_at + 1 :].split("\n", 1)[0]
    return same_paragraph(pa.text, prev.start, seg.open_at) and not re.search(r"\w", rest)


def _run_has_cue(pa: ParsedArticle, segs: list[Seg], k: int, quoted) -> bool:
    """The quote ``segs[k]``, left open at its paragraph's end, goes on in the paragraphs
    after it and one of them has a cue of its own: the whole run is that speaker's ('"The
    first blast threw me to the ground. ...' / '"Then the second one went off ...," said
    Omar Farouk'), not that of a sentence that set the scene before it ("Survivors described
    scenes of panic"; probe of round 19, where the first paragraph had gone to "Survivors")."""
    while segs[k].close_at is None and k + 1 < len(segs) and segs[k + 1].continues:
        k += 1
        if _cue_speaker(pa, segs[k], quoted)[0] is not None:
            return True
    return False


def _trimmed(text: str, seg: Seg) -> tuple[int, int]:
    """``seg``'s words without the spaces around them and the trailing comma that belongs
    to the reporting frame."""
    start, end = seg.start, seg.end
    while end > start and (text[end - 1].isspace() or text[end - 1] == ","):
        end -= 1
    while start < end and text[start].isspace():
        start += 1
    return start, end


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
            sp = subject_speaker(pa, s, a + m.start(), quoted)
            if sp is not None:
                return sp
        acc = ACCORDING.search(window)
        if acc and len(_WORD.findall(window[: acc.start()])) <= 3:
            sp = np_after(pa, s, a + acc.end(), quoted)
            if sp is not None:
                return sp
    return None


def _speaker_first(pa: ParsedArticle, seg: Seg, quoted) -> tuple[_Speaker | None, bool]:
    """The speaker of a speech verb shortly before the opening mark in its sentence."""
    text = pa.analysis_text
    sent = pa.sentence_at(seg.open_at)
    if sent is not None:
        # (a nickname's marks inside a name are no quote: 'said one of the dead, Lalzawmi
        # "Zomi" Frankcom, had been "...'")
        window = qc.blank_nicknames(text[sent.start : seg.open_at])
        last_q = max((window.rfind(c) for c in "\"“”"), default=-1)
        base = sent.start + last_q + 1
        window = text[base : seg.open_at]
        verbs = list(VERB_RE.finditer(window))
        for m in reversed(verbs):
            gap = window[m.end() :]
            if len(_WORD.findall(gap)) > MAX_CUE_GAP_WORDS:
                break
            sp = subject_speaker(pa, sent, base + m.start(), quoted)
            if sp is not None:
                adjacent = bool(re.fullmatch(r"[^.]{0,40}?[:,]?\s*(?:that,?\s*)?", gap))
                return sp, adjacent
        acc = ACCORDING.search(window)
        if acc:
            sp = np_after(pa, sent, base + acc.end(), quoted)
            if sp is not None:
                return sp, True
        if window.rstrip().endswith(":") and (sp := colon_subject(pa, sent, quoted)) is not None:
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
                sp = subject_speaker(pa, prev, m.start(), quoted)
                if sp is not None:
                    return sp, True
    return None, False


__all__ = ["MIN_QUOTE_WORDS", "SPEECH_VERBS", "extract", "find_quote_spans"]
