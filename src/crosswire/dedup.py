"""Syndication: near-duplicate articles and passages shared between outlets.

* :func:`find_duplicates` finds whole-article copies (a wire story reprinted with another
  byline or headline) with MinHash LSH over word shingles; each copy maps to one canonical
  article, the earliest published (then the smallest id). :class:`DuplicateIndex` does the
  same batch by batch, for ``run --update``.
* :func:`shared_passages` finds the same sentence in two or more outlets and says which
  article is the likely source (a wire credit, an "X reported" attribution, else the earliest).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence

from datasketch import MinHash, MinHashLSH

from crosswire.model import Article, Evidence, SharedPassage
from crosswire.nlp import split_sentences

log = logging.getLogger(__name__)

# Word shingle length: 5-word shingles (Broder 1997 used word shingles; 5-grams are the usual
# choice for news near-duplicates, e.g. Lee et al. 2022 "Deduplicating training data").
SHINGLE_WORDS = 5
# Estimated Jaccard similarity of shingle sets above which two articles are copies. 0.8 is
# the threshold of Lee et al. 2022 (NearDup); a reprint with a new byline, headline and
# footer stays above it, a rewrite of the same wire story falls below.
DUPLICATE_JACCARD = 0.8
# MinHash permutations and seed: 128 gives a Jaccard estimate within about +-0.09 (1 sd);
# the fixed seed makes the result the same on every run.
NUM_PERM = 128
MINHASH_SEED = 1
# Two "copies" whose headlines share fewer content words than this share of the smaller
# headline are the same page furniture scraped instead of two stories. GVA dev: of 139
# raw-text duplicate pairs only 35 were the same incident (the rest verification or
# newsletter pages); 0.6 keeps 30 of those 35 and 6 others (a wire reprint keeps most headline
# words even when the desk rewrites it).
TITLE_MIN_OVERLAP = 0.6
# A shared sentence must have this many words: shorter ones ("Police said.") recur by chance.
PASSAGE_MIN_WORDS = 10
# A sentence found in more articles than this is boilerplate (a newsletter prompt), not a
# copied passage.
PASSAGE_MAX_ARTICLES = 20

_TOKEN = re.compile(r"\w+")
_REPORTED = re.compile(
    r"\b(?:according to|(?:first|originally) reported by|reported by|told)\s+"
    r"(?:the\s+)?([A-Z][\w&.]*(?:\s+[A-Z][\w&.]*){0,4})"
)


def _shingles(text: str) -> set[bytes]:
    words = _TOKEN.findall(text.lower())
    if len(words) < SHINGLE_WORDS:
        return {" ".join(words).encode("utf-8")} if words else set()
    return {
        " ".join(words[i : i + SHINGLE_WORDS]).encode("utf-8")
        for i in range(len(words) - SHINGLE_WORDS + 1)
    }


def _titles_agree(a: Article, b: Article) -> bool:
    """False when both headlines are known and share too few content words."""
    ta = {w for w in _TOKEN.findall((a.title or "").lower()) if len(w) > 3}
    tb = {w for w in _TOKEN.findall((b.title or "").lower()) if len(w) > 3}
    if not ta or not tb:
        return True
    return len(ta & tb) / min(len(ta), len(tb)) >= TITLE_MIN_OVERLAP


def _same_wire(a: Article, b: Article) -> bool:
    """Both copies credit the same wire service ("(AP) —"): a reprint under a paper's own
    headline ("Putin vows punishment ..." over the AP's "Russia says 133 dead ..."), not
    page furniture scraped twice."""
    return bool(a.credit) and a.credit == b.credit


def _order_key(a: Article) -> tuple[str, str]:
    # Undated articles sort last: an article with a date is the better canonical copy.
    return (a.published or "9999-99-99", a.id)


def find_duplicates(articles: Sequence[Article]) -> dict[str, str]:
    """Map each duplicate article id to the id of its canonical copy.

    Copies are articles whose word 5-shingle sets have an estimated Jaccard similarity of at
    least ``DUPLICATE_JACCARD``; copies of copies join the same group, whose canonical member
    is the earliest published (then the smallest id). Skipped articles are ignored. The result
    does not depend on input order.

    >>> lead = "Police said two men were shot outside a bar on Main Street late on Friday. "
    >>> rest = "Both were taken to hospital, where one died on Saturday morning, officials said. "
    >>> a = Article(id="a", text=lead + rest + "No arrests have been made and the motive is unclear.")
    >>> b = Article(id="b", text="By Jane Roe\\n" + a.text)
    >>> find_duplicates([b, a])
    {'b': 'a'}
    """
    index = DuplicateIndex()
    index.add(articles)
    return index.duplicates()


class DuplicateIndex:
    """Near-duplicate state that grows with the articles added to it (``run --update``).

    Adding articles in several batches gives the same :meth:`duplicates` as one
    :func:`find_duplicates` over all of them: a pair is a copy or not by its own two texts,
    copy groups are the connected components, and each group's canonical member is its
    earliest article whichever came first. Only MinHash band hashes and the union-find are
    kept; candidates' shingles are recomputed from their text, which the caller passes.
    """

    def __init__(self) -> None:
        self._lsh = MinHashLSH(threshold=DUPLICATE_JACCARD, num_perm=NUM_PERM)
        self._parent: dict[str, str] = {}
        self._key: dict[str, tuple[str, str]] = {}

    def __len__(self) -> int:
        return len(self._key)

    def add(self, articles: Sequence[Article], *, known: Mapping[str, Article] | None = None) -> None:
        """Index ``articles``; ``known`` maps the ids of earlier batches to their articles.

        Ids already indexed are ignored (an article does not change once normalised).
        """
        earlier = known or {}
        unique = {a.id: a for a in sorted(articles, key=_order_key, reverse=True)}
        new = sorted(
            (a for a in unique.values() if a.status == "ok" and a.text and a.id not in self._key),
            key=_order_key,
        )
        batch: dict[str, Article] = {}
        for a in new:
            self._key[a.id] = _order_key(a)
            self._parent[a.id] = a.id
            batch[a.id] = a
            sh = _shingles(a.text)
            if not sh:
                continue
            mh = MinHash(num_perm=NUM_PERM, seed=MINHASH_SEED)
            mh.update_batch(sorted(sh))
            for other_id in sorted(self._lsh.query(mh)):
                other = batch.get(other_id) or earlier.get(other_id)
                if other is None:
                    raise ValueError(f"E304 article {other_id} was indexed before but is not in `known`")
                # LSH proposes; the exact Jaccard decides, so the result does not hinge on
                # MinHash estimation error near the threshold.
                o = _shingles(other.text)
                if len(sh & o) / len(sh | o) >= DUPLICATE_JACCARD and (_titles_agree(a, other) or _same_wire(a, other)):
                    self._union(a.id, other_id)
            self._lsh.insert(a.id, mh)
        log.debug("%d articles indexed for duplicates (%d new)", len(self._key), len(new))

    def duplicates(self) -> dict[str, str]:
        """Each duplicate id -> the id of its group's canonical (earliest) article."""
        return {a: root for a in sorted(self._parent) if (root := self._find(a)) != a}

    def _find(self, x: str) -> str:
        while self._parent[x] != x:
            self._parent[x] = self._parent[self._parent[x]]
            x = self._parent[x]
        return x

    def _union(self, a: str, b: str) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra != rb:
            # The root is always the earliest article: canonical = earliest.
            lo, hi = sorted((ra, rb), key=self._key.__getitem__)
            self._parent[hi] = lo


def _norm_sentence(text: str) -> str:
    return " ".join(_TOKEN.findall(text.lower()))


def _credits(copy: Article, source: Article) -> bool:
    """True when ``copy`` names ``source``'s outlet as its wire credit."""
    if not source.outlet:
        return False
    outlet = source.outlet.lower()
    return bool(copy.credit) and outlet in (copy.credit or "").lower()


def _attributes(copy: Article, source: Article) -> bool:
    """True when ``copy`` says "according to <source outlet>" / "<outlet> reported"."""
    if not source.outlet:
        return False
    outlet = re.escape(source.outlet)
    if re.search(rf"\b{outlet}\b\s+(?:first\s+)?reported", copy.text, re.IGNORECASE):
        return True
    return any(source.outlet.lower() in m.group(1).lower() for m in _REPORTED.finditer(copy.text))


def _choose_source(group: list[Article]) -> tuple[Article, str]:
    for basis, test in (("credit", _credits), ("attribution", _attributes)):
        for cand in group:
            others = [o for o in group if o.id != cand.id]
            if others and all(test(o, cand) for o in others):
                return cand, basis
    first = min(group, key=_order_key)
    dated = [a.published for a in group if a.published]
    if first.published and dated.count(first.published) == 1:
        return first, "earliest"
    return first, "tie"


def shared_passages(articles: Sequence[Article]) -> list[SharedPassage]:
    """Sentences (at least ``PASSAGE_MIN_WORDS`` words) that two or more articles share.

    Sentences are compared after lower-casing and dropping punctuation, so a quote with
    other quotation marks still matches. Within one article only the first occurrence counts.
    Returns the passages sorted by source article id and offset.
    """
    by_key: dict[str, dict[str, tuple[int, int]]] = {}
    arts = {a.id: a for a in articles if a.status == "ok"}
    for aid in sorted(arts):
        for s in split_sentences(arts[aid].text):
            key = _norm_sentence(s.text)
            if key.count(" ") + 1 < PASSAGE_MIN_WORDS:
                continue
            by_key.setdefault(key, {}).setdefault(aid, (s.start, s.end))
    out: list[SharedPassage] = []
    for spans in by_key.values():
        if not 2 <= len(spans) <= PASSAGE_MAX_ARTICLES:
            continue
        group = [arts[i] for i in sorted(spans)]
        src, basis = _choose_source(group)

        def ev(a: Article, spans: dict[str, tuple[int, int]] = spans) -> Evidence:
            start, end = spans[a.id]
            return Evidence.of(a.id, a.text, start, end)

        source = ev(src)
        copies = tuple(ev(a) for a in group if a.id != src.id)
        out.append(SharedPassage(text=source.text, source=source, copies=copies, basis=basis))
    out.sort(key=lambda p: (p.source.article, p.source.start))
    return out


__all__ = ["DUPLICATE_JACCARD", "SharedPassage", "find_duplicates", "shared_passages"]
