"""The whole path: ingest -> normalize -> extract -> dedup -> group -> reconcile.

Each stage is a plain function (see docs/ARCHITECTURE.md); this module only wires them and
makes the result independent of input order: articles are sorted by id before any stage
that looks at more than one article.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace

from crosswire.dedup import DuplicateIndex, shared_passages
from crosswire.engine import get_engine
from crosswire.extract import extract_article
from crosswire.group import event_id
from crosswire.grouping import EventIndex
from crosswire.model import Article, EventRecord, Extraction
from crosswire.normalize import normalize
from crosswire.outlets import apply_homes
from crosswire.reconcile import DEFAULT_POLICY, reconcile_event
from crosswire.reconcile.policies import get_policy

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RunResult:
    """Everything a run produced, ready to render."""

    policy: str
    articles: tuple[Article, ...]
    extractions: tuple[Extraction, ...]
    duplicates: Mapping[str, str]
    events: tuple[EventRecord, ...]
    # The grouping and near-duplicate state, kept so that later articles can be added
    # (run(previous=...)) without redoing either.
    index: EventIndex | None = field(default=None, compare=False, repr=False)
    dup_index: DuplicateIndex | None = field(default=None, compare=False, repr=False)

    def event_of(self) -> dict[str, str]:
        """``{article_id: event_id}`` for every article in an event."""
        return {a: ev.id for ev in self.events for a in ev.articles}

    @property
    def conflicts(self) -> int:
        return sum(len(ev.conflicts) for ev in self.events)




def run(
    articles: Iterable[Article],
    *,
    policy: str = DEFAULT_POLICY,
    engine: str = "local",
    progress: Callable[[int], None] | None = None,
    previous: RunResult | None = None,
) -> RunResult:
    """Run the pipeline over already-ingested articles.

    Args:
        articles: ingested articles (skipped ones are carried through untouched).
        policy: count policy (``conservative``, ``latest``, ``range``).
        engine: ``local`` or ``dask``: where per-article extraction runs.
        progress: called with the number of articles just finished.
        previous: an earlier result (with its ``index``) to add ``articles`` to: known
            articles are neither extracted nor grouped again, new ones join the existing
            events or start new ones (see :class:`crosswire.grouping.EventIndex`).

    Returns:
        A :class:`RunResult`; the same articles in any order give the same result.

    Raises:
        ValueError: for an unknown policy or engine, or a ``previous`` without its index.
    """
    get_policy(policy)
    eng = get_engine(engine)
    known = {a.id: a for a in previous.articles} if previous else {}
    given = list(articles)
    incoming = [a for a in given if a.id not in known]
    if len(incoming) < len(given):
        log.info("%d articles are already in the previous result", len(given) - len(incoming))
    fresh = sorted((normalize(a) if a.status == "ok" else a for a in incoming), key=lambda a: a.id)
    new_ext = tuple(eng.map(extract_article, fresh, progress=progress))
    normalized = sorted([*known.values(), *fresh], key=lambda a: a.id)
    by_ext = {e.article_id: e for e in (previous.extractions if previous else ())}
    by_ext.update((e.article_id, e) for e in new_ext)
    ok = [a for a in normalized if a.status == "ok"]
    by_id = {a.id: a for a in ok}
    if previous is None:
        index, dup_index = EventIndex(), DuplicateIndex()
    elif previous.index is None or previous.dup_index is None:
        raise ValueError(
            "E301 the previous result has no grouping or near-duplicate index (saved by an "
            "older crosswire?): rerun it from scratch"
        )
    else:
        index, dup_index = previous.index, previous.dup_index
    dup_index.add([a for a in fresh if a.status == "ok"], known=by_id)
    duplicates = dup_index.duplicates()
    # Places resolved towards each outlet's home state, learned over all the run's
    # articles (the stored extractions stay as extracted, so --update relearns it).
    placed = apply_homes(ok, by_ext)
    index.add([a for a in fresh if a.status == "ok"], placed, duplicates=duplicates)
    published = {a.id: a.published for a in ok}
    events = []
    for group in index.events():
        members = tuple(sorted(group))
        record = reconcile_event(
            [by_id[i] for i in members],
            [placed[i] for i in members],
            policy=policy,
            duplicates=duplicates,
            event_id=event_id(members, published=published),
        )
        # passages shared with a whole copy say nothing its duplicate_of does not
        independent = [by_id[i] for i in members if i not in duplicates]
        if len(independent) > 1:
            passages = tuple(shared_passages(independent))
            record = replace(record, shared_passages=passages)
        events.append(record)
    events.sort(key=lambda ev: (str(ev.date.value or ""), ev.id))
    log.info("%d articles (%d new), %d events", len(normalized), len(fresh), len(events))
    return RunResult(
        policy=policy,
        articles=tuple(normalized),
        extractions=tuple(by_ext[a.id] for a in normalized),
        duplicates=dict(sorted(duplicates.items())),
        events=tuple(events),
        index=index,
        dup_index=dup_index,
    )
