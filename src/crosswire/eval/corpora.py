"""Where the evaluation corpora are, their fingerprints, and running extraction over them.

The corpora live outside the repository (``../shared/corpora`` beside the project root):
they are public data nobody on the team wrote, and must never be copied into the repo.
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

from crosswire.model import Article, Extraction

log = logging.getLogger(__name__)

ENV_VAR = "CROSSWIRE_CORPORA"

# The file (or folder) each corpus is read from, relative to the corpora root; its sha256 is
# what the CI gate pins (a folder hashes the sorted list of its files and their contents).
CORPUS_FILES: dict[str, str] = {
    "gva": "gva/gva_incidents.jsonl.gz",
    "muc4": "muc4/muc4_templates.jsonl.gz",
    "polnear": "polnear",
    "ecbplus": "ecbplus/ecbplus_docs.jsonl",
}
CORPORA: tuple[str, ...] = tuple(CORPUS_FILES)

# Below this many articles a process pool costs more (spaCy loads once per worker, ~1 s)
# than it saves.
MIN_ARTICLES_FOR_POOL = 16


class CorpusNotFound(RuntimeError):
    """The corpora folder (or one corpus in it) is missing."""


def repo_root() -> Path:
    """The project root: the folder holding ``pyproject.toml`` above this file."""
    here = Path(__file__).resolve()
    for parent in here.parents:
        if (parent / "pyproject.toml").is_file():
            return parent
    return Path.cwd()


def find_corpora(data: str | os.PathLike[str] | None = None) -> Path:
    """Locate the corpora root.

    Order: ``data`` (the ``--data`` option), then ``$CROSSWIRE_CORPORA``, then
    ``<repo root>/../shared/corpora``, then ``./../shared/corpora``.

    Raises:
        CorpusNotFound: with the places tried and what to do.
    """
    tried: list[Path] = []
    candidates: list[Path] = []
    if data:
        candidates.append(Path(data))
    elif os.environ.get(ENV_VAR):
        candidates.append(Path(os.environ[ENV_VAR]))
    else:
        candidates += [repo_root().parent / "shared" / "corpora", Path.cwd().parent / "shared" / "corpora"]
    for c in candidates:
        tried.append(c)
        if c.is_dir():
            return c
    raise CorpusNotFound(
        "E101 evaluation corpora not found (tried: "
        + ", ".join(str(t) for t in tried)
        + "). Put the shared corpora at ../shared/corpora beside the project root, "
        f"or pass --data DIR, or set {ENV_VAR}=DIR."
    )


def corpus_path(root: Path, corpus: str) -> Path:
    """The file or folder of ``corpus`` under ``root``; raises :class:`CorpusNotFound`."""
    path = root / CORPUS_FILES[corpus]
    if not path.exists():
        raise CorpusNotFound(
            f"E102 corpus '{corpus}' not found at {path}. The corpora folder {root} is "
            "incomplete: restore it from shared/corpora."
        )
    return path


def corpus_sha256(root: Path, corpus: str) -> str:
    """sha256 of the corpus file; for a folder, of its relative paths and contents in order."""
    path = corpus_path(root, corpus)
    h = hashlib.sha256()
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    for f in files:
        if path.is_dir():
            h.update(str(f.relative_to(path)).encode() + b"\0")
        with f.open("rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                h.update(block)
    return h.hexdigest()


# --- extraction over many articles ----------------------------------------------------------

ExtractFn = Callable[[Article], Extraction]


def crosswire_extract(article: Article, fields: tuple[str, ...] | None = None) -> Extraction:
    """crosswire's own extraction of one article (module-level so a pool can pickle it).

    ``fields`` limits extraction to what a corpus's metrics read: each extractor is a pure
    function of the article, so the fields it returns are the same as in a full run.
    """
    from crosswire.extract import extract_article

    return extract_article(article, fields=fields)


def extractor_for(fields: tuple[str, ...]) -> ExtractFn:
    """A picklable extraction function producing only ``fields``."""
    return partial(crosswire_extract, fields=fields)


def extract_many(
    articles: Sequence[Article], fn: ExtractFn, *, jobs: int = 1
) -> dict[str, Extraction]:
    """Run ``fn`` over ``articles``; article id -> Extraction, in input order.

    With ``jobs > 1`` a process pool runs it: extraction is dominated by spaCy parsing, which
    holds the GIL, so threads would not help. An article whose extraction raises gets an empty
    Extraction and a logged warning, so one bad article cannot sink a whole evaluation.
    """
    if jobs > 1 and len(articles) >= MIN_ARTICLES_FOR_POOL:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            chunk = max(1, len(articles) // (jobs * 8))
            results = list(pool.map(_safe_call, [fn] * len(articles), articles, chunksize=chunk))
    else:
        results = [_safe_call(fn, a) for a in articles]
    return {a.id: x for a, x in zip(articles, results, strict=True)}


def _safe_call(fn: ExtractFn, article: Article) -> Extraction:
    try:
        return fn(article)
    except Exception:  # noqa: BLE001 - an extractor bug must not abort the evaluation
        log.warning("extraction failed on %s", article.id, exc_info=True)
        return Extraction(article_id=article.id)


# --- reconciliation ------------------------------------------------------------------------

def reconciler() -> tuple[Callable[..., object], bool]:
    """``(reconcile_event, is_real)``: crosswire's reconciliation, or a stand-in.

    The stand-in (used only while ``crosswire.reconcile`` does not provide
    ``reconcile_event``) takes the first value of each field and the largest count, so the
    evaluation harness can be exercised; results say ``"reconcile": "stand-in"``.
    """
    try:
        from crosswire.reconcile import reconcile_event  # type: ignore[attr-defined]
    except ImportError:
        log.warning("crosswire.reconcile.reconcile_event not available: using the eval stand-in")
        from crosswire.eval._standin import reconcile_event_standin

        return reconcile_event_standin, False
    return reconcile_event, True
