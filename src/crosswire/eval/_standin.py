"""A tiny stand-in for ``crosswire.reconcile.reconcile_event``, used only by the evaluation
harness while the real one is missing (so the harness and its tests can run on their own).

Rules: the first article's first value for date / place / event type; for counts the largest
value any article reports. It is deliberately naive and never used by ``crosswire run``.
"""

from __future__ import annotations

from collections.abc import Sequence

from crosswire.model import (
    Article,
    EventRecord,
    Extraction,
    Reconciled,
    ReconciledCount,
)


def reconcile_event_standin(
    articles: Sequence[Article], extractions: Sequence[Extraction], *, policy: str = "conservative"
) -> EventRecord:
    """An :class:`EventRecord` with first-found values and maximum counts."""
    dates = [d for x in extractions for d in x.dates]
    places = [p for x in extractions for p in x.places]
    types = [t for x in extractions for t in x.event_types]

    def count(kind: str) -> ReconciledCount:
        values = [c.value for x in extractions for c in x.counts if c.kind == kind]
        best = max(values) if values else None
        return ReconciledCount(
            low=min(values) if values else None,
            best=best,
            high=best,
            agreement="single" if values else "none",
            rule="stand-in: largest figure",
        )

    return EventRecord(
        id="standin",
        headline=(articles[0].title or "") if articles else "",
        articles=tuple(a.id for a in articles),
        event_type=Reconciled(types[0].value if types else None, "single" if types else "none"),
        date=Reconciled(dates[0].value if dates else None, "single" if dates else "none"),
        location=Reconciled(places[0].value_dict() if places else None, "single" if places else "none"),
        fatalities=count("killed"),
        injuries=count("injured"),
    )
