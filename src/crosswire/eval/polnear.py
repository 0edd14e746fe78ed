"""PolNeAR: direct quotations and their speakers, against brat stand-off attributions.

Gold unit: an attribution (``E`` line) that has a Source and whose Content is a *direct
quotation*: the Content, with its discontinuous parts joined, opens with a double quotation
mark (``"`` or ``“``), or one stands just before it (at most ``QUOTE_MARK_GAP`` characters of
space before), and closes with one, or one stands just after it (at most ``QUOTE_MARK_GAP``
characters of space or ``,.;:!?`` after). Single marks are not used: they double as
apostrophes. Attributions with no Source cannot be scored for a speaker; predictions on them
(and on indirect Content) are ignored, neither right nor wrong.

Documents annotated by several annotators: the annotation file whose annotator id (the
suffix after the last ``_``) sorts first is used.
"""

from __future__ import annotations

import csv
import logging
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crosswire.eval import baseline, peers
from crosswire.eval.corpora import corpus_path, extract_many, extractor_for
from crosswire.eval.metrics import prf
from crosswire.model import Article, Extraction, Quote

log = logging.getLogger(__name__)

OPEN_MARKS = '"“'
CLOSE_MARKS = '"”'
# Annotators sometimes leave the quotation marks (and a space or comma) outside the Content.
QUOTE_MARK_GAP = 3

PRONOUNS = frozenset(["i", "me", "he", "him", "she", "her", "we", "us", "they", "them", "it", "you"])
# Words that do not make a Source a name even when capitalised (sentence-initial "Sources").
NOT_NAME_WORDS = frozenset(
    ["the", "a", "an", "this", "that", "these", "those", "his", "her", "their", "its", "our", "my", "your", "some", "many", "several", "one", "two", "sources", "source", "officials", "official", "aides", "aide", "critics", "experts", "analysts", "supporters", "spokesman", "spokeswoman", "spokesperson", "police", "authorities", "reports", "report", "people"]
)
_STOP = frozenset(["the", "a", "an", "of", "for", "to", "and", "in", "on", "at", "by", "with", "from", "'s"])
_TOKEN = re.compile(r"[A-Za-z][\w.'’\-]*")

# The extractions this corpus's metrics read; the other extractors are skipped.
FIELDS: tuple[str, ...] = ("quotes",)


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Attribution:
    content: tuple[Span, ...]
    source: str | None
    source_start: int | None
    direct: bool
    # The name a pronoun Source refers to (itself for a name), None when not a name.
    resolved: str | None
    named: bool


@dataclass(frozen=True, slots=True)
class PolDoc:
    article: Article
    attributions: tuple[Attribution, ...]
    annotation: str  # file name of the annotation used


def parse_brat(text: str) -> tuple[dict[str, tuple[str, tuple[Span, ...], str]], list[dict[str, str]]]:
    """Parse brat stand-off.

    Returns:
        ``(entities, events)``: ``entities`` maps ``T`` ids to ``(type, spans, text)``;
        each event maps roles (``Source``, ``Cue``, ``Content``...) to ``T`` ids.
    """
    ents: dict[str, tuple[str, tuple[Span, ...], str]] = {}
    events: list[dict[str, str]] = []
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) < 2:
            continue
        if parts[0].startswith("T"):
            kind, _, offsets = parts[1].partition(" ")
            spans = []
            for frag in offsets.split(";"):
                try:
                    s, e = frag.split()
                    spans.append(Span(int(s), int(e)))
                except ValueError:
                    continue
            ents[parts[0]] = (kind, tuple(spans), parts[2] if len(parts) > 2 else "")
        elif parts[0].startswith("E"):
            roles: dict[str, str] = {}
            for arg in parts[1].split():
                role, _, tid = arg.partition(":")
                roles[role] = tid
            events.append(roles)
    return ents, events


def is_direct(text: str, spans: Sequence[Span]) -> bool:
    """True when the Content spans form a direct quotation (see the module docstring)."""
    if not spans:
        return False
    start, end = min(s.start for s in spans), max(s.end for s in spans)
    inner = text[start:end].strip()
    if not inner:
        return False
    before = text[max(0, start - QUOTE_MARK_GAP) : start].rstrip()
    after = text[end : end + QUOTE_MARK_GAP].lstrip(" ,.;:!?\n")
    opens = inner[0] in OPEN_MARKS or (before[-1:] in tuple(OPEN_MARKS) and before != "")
    closes = inner.rstrip(",.;:!? ")[-1:] in tuple(CLOSE_MARKS) or (after[:1] in tuple(CLOSE_MARKS) and after != "")
    return opens and closes


def words(s: str) -> list[str]:
    """Lower-case words of a name, without possessives and stop words."""
    out = []
    for t in _TOKEN.findall(s):
        t = re.sub(r"['’]s$", "", t).strip(".'’-").lower()
        if t and t not in _STOP:
            out.append(t)
    return out


def is_name(source: str) -> bool:
    """A Source is a name when a word other than its first is capitalised, or its first word
    is capitalised and is neither a pronoun nor a common source word ("Sources said")."""
    toks = _TOKEN.findall(source)
    if not toks:
        return False
    if any(t[0].isupper() for t in toks[1:]):
        return True
    first = toks[0].lower()
    return toks[0][0].isupper() and first not in PRONOUNS and first not in NOT_NAME_WORDS


def name_core(s: str) -> str:
    """The name before an appositive or a parenthesis: "Rep. Gwen Moore (D-Wis.)" ->
    "Rep. Gwen Moore", "Angelique Brunner, a developer" -> "Angelique Brunner"."""
    core = re.split(r"[,(]", s, maxsplit=1)[0]
    return core if core.strip() else s


def head_word_match(predicted: str | None, gold: str | None) -> bool:
    """The head (last) word of either name is one of the other's words ("Trump" ~ "Donald
    Trump", "Conway" ~ "campaign manager Kellyanne Conway"), case-insensitively; appositives
    and parentheses are cut off first (:func:`name_core`)."""
    if not predicted or not gold:
        return False
    p, g = words(name_core(predicted)), words(name_core(gold))
    if not p or not g:
        return False
    return p[-1] in g or g[-1] in p


Matcher = Callable[[str, Attribution, str], bool]


def external_matcher() -> Callable[..., bool] | None:
    """The quote extractor's ``speaker_matches(predicted, gold, *, text, gold_start)`` (in
    ``crosswire.speakers`` or ``crosswire.extract.quotes``) when it exists."""
    for mod in ("crosswire.speakers", "crosswire.extract.quotes"):
        try:
            m = __import__(mod, fromlist=["speaker_matches"])
        except ImportError:
            continue
        fn = getattr(m, "speaker_matches", None)
        if callable(fn):
            return fn  # type: ignore[no-any-return]
    return None


def eval_rule(predicted: str, gold: Attribution, text: str) -> bool:
    """This module's rule: head-word match against the Source, or for a pronoun Source
    against the nearest preceding gold Source that is a name."""
    return head_word_match(predicted, gold.resolved)


def default_matcher() -> tuple[Matcher, str]:
    """``(matcher, name)``: the extractor's ``speaker_matches`` if present, else
    :func:`eval_rule`. The same matcher scores crosswire, the baseline and the peers."""
    fn = external_matcher()
    if fn is None:
        return eval_rule, "eval head-word rule"

    def ext(predicted: str, gold: Attribution, text: str) -> bool:
        if not gold.source or gold.source_start is None:
            return False
        return bool(fn(predicted, gold.source, text=text, gold_start=gold.source_start))

    return ext, f"{fn.__module__}.speaker_matches"


def read_attributions(text: str, ann: str) -> tuple[Attribution, ...]:
    """The attributions of one annotation, with direct-ness and pronoun resolution."""
    ents, events = parse_brat(ann)
    raw: list[tuple[tuple[Span, ...], str | None, int | None]] = []
    for ev in events:
        content = ents.get(ev.get("Content", ""))
        if content is None:
            continue
        source = ents.get(ev.get("Source", ""))
        src_text = " ".join(text[s.start : s.end] for s in source[1]) if source and source[1] else None
        src_start = source[1][0].start if source and source[1] else None
        raw.append((content[1], src_text, src_start))
    # Names in order of their position, for resolving pronoun Sources to the nearest
    # preceding name.
    names = sorted((s0, s) for _, s, s0 in raw if s and s0 is not None and is_name(s))
    out = []
    for spans, src, s0 in raw:
        resolved: str | None = None
        named = bool(src) and is_name(src or "")
        if named:
            resolved = src
        elif src and s0 is not None and src.strip().lower() in PRONOUNS:
            before = [n for pos, n in names if pos < s0]
            resolved = before[-1] if before else None
        out.append(Attribution(spans, src, s0, is_direct(text, spans), resolved, named))
    return tuple(out)


def _metadata(root: Path) -> dict[str, str]:
    path = root / "metadata.tsv"
    if not path.exists():
        return {}
    with path.open(encoding="utf-8") as fh:
        return {r["filename"]: r.get("publication_date", "") for r in csv.DictReader(fh, delimiter="\t")}


def load(root: Path, split: str, *, limit: int | None = None) -> list[PolDoc]:
    """Documents of ``split`` sorted by file name; the first ``limit``."""
    base = corpus_path(root, "polnear")
    folder = base / split
    dates = _metadata(base)
    anns: dict[str, list[Path]] = {}
    for p in sorted((folder / "attributions").glob("*.ann")):
        anns.setdefault(p.stem.rsplit("_", 1)[0], []).append(p)
    out: list[PolDoc] = []
    for tp in sorted((folder / "text").glob("*.txt")):
        files = sorted(anns.get(tp.stem, []), key=lambda p: p.stem.rsplit("_", 1)[1])
        if not files:
            continue
        text = tp.read_text(encoding="utf-8")
        pub = dates.get(tp.stem) or None
        out.append(
            PolDoc(
                article=Article(id=tp.stem, text=text, published=pub if pub and pub != "None" else None),
                attributions=read_attributions(text, files[0].read_text(encoding="utf-8")),
                annotation=files[0].name,
            )
        )
        if limit is not None and len(out) >= limit:
            break
    return out


def _overlaps(q: Quote, spans: Sequence[Span]) -> bool:
    return any(q.evidence.start < s.end and s.start < q.evidence.end for s in spans)


def score_quotes(
    docs: Sequence[PolDoc],
    quotes: Mapping[str, Sequence[Quote]],
    *,
    named_only: bool = False,
    matcher: Matcher | None = None,
) -> tuple[float, float, float, int]:
    """Micro P/R/F1 of (quotation, speaker) pairs and the number of gold quotations."""
    match = matcher or default_matcher()[0]
    n_pred = tp_pred = n_gold = tp_gold = 0
    for d in docs:
        gold = [a for a in d.attributions if a.direct and a.source and (a.named or not named_only)]
        scored = set(map(id, gold))
        others = [a for a in d.attributions if id(a) not in scored]
        n_gold += len(gold)
        found: set[int] = set()
        for q in quotes.get(d.article.id, ()):
            hits = [i for i, a in enumerate(gold) if _overlaps(q, a.content)]
            if not hits:
                if any(_overlaps(q, a.content) for a in others):
                    continue  # on an indirect or source-less attribution: not scored
                n_pred += 1
                continue
            n_pred += 1
            right = [i for i in hits if q.speaker and match(q.speaker, gold[i], d.article.text)]
            if right:
                tp_pred += 1
                found.update(right)
        tp_gold += len(found)
    p, r, f = prf(tp_pred, n_pred, tp_gold, n_gold)
    return p, r, f, n_gold


def _metrics(docs: Sequence[PolDoc], quotes: Mapping[str, Sequence[Quote]]) -> dict[str, float]:
    matcher = default_matcher()[0]
    p, r, f, n = score_quotes(docs, quotes, matcher=matcher)
    _, _, fn, nn = score_quotes(docs, quotes, named_only=True, matcher=matcher)
    return {
        "quote_speaker_precision": p, "quote_speaker_recall": r, "quote_speaker_f1": f,
        "quote_speaker_f1_named": fn, "n_gold_quotes": n, "n_gold_quotes_named": nn,
    }


def evaluate(
    root: Path,
    *,
    split: str,
    limit: int | None = None,
    system: str = "crosswire",
    jobs: int = 1,
    with_peers: bool = True,
    **_: Any,
) -> dict[str, Any]:
    """Score ``system``, the regex baseline and textacy on PolNeAR ``split``."""
    docs = load(root, split, limit=limit)
    articles = [d.article for d in docs]
    regex_x = extract_many(articles, baseline.regex_extract)
    main_x: Mapping[str, Extraction] = (
        extract_many(articles, extractor_for(FIELDS), jobs=jobs) if system == "crosswire" else regex_x
    )
    result: dict[str, Any] = {}
    result.update(_metrics(docs, {k: x.quotes for k, x in main_x.items()}))
    result["n"] = len(docs)
    result["speaker_rule"] = default_matcher()[1]
    result["baseline"] = _metrics(docs, {k: x.quotes for k, x in regex_x.items()})
    result["peers"] = {}
    if with_peers:
        why = peers.textacy_available()
        if why:
            result["peers"]["textacy"] = {"skipped": why}
        else:
            tq = extract_many(articles, _textacy_extraction, jobs=jobs)
            result["peers"]["textacy"] = _metrics(docs, {k: x.quotes for k, x in tq.items()})
    return result


def _textacy_extraction(article: Article) -> Extraction:
    return Extraction(article_id=article.id, quotes=peers.textacy_quotes(article))
