"""``events.csv``: one row per event, columns named after ACLED / UCDP where they exist."""

from __future__ import annotations

import csv
import io

from crosswire.model import NO_COUNT, EventRecord
from crosswire.pipeline import RunResult

COLUMNS = (
    "event_id",
    "event_date",
    "event_type",
    "country",
    "admin1",
    "location",
    "latitude",
    "longitude",
    "geonames_id",
    "fatalities_low",
    "fatalities_best",
    "fatalities_high",
    "injuries_low",
    "injuries_best",
    "injuries_high",
    "abducted_low",
    "abducted_best",
    "abducted_high",
    "actors_claimed",
    "actors_suspected",
    "actors_blamed",
    "actors_denied",
    "sources",
    "number_of_sources",
    "headline",
    "notes",
)


def _actors(ev: EventRecord, stance: str) -> str:
    return "; ".join(a.name for a in ev.actors if a.stance == stance)


def row(ev: EventRecord, result: RunResult) -> dict[str, object]:
    loc = ev.location.value if isinstance(ev.location.value, dict) else {}
    outlets = {a.id: a.outlet or a.id for a in result.articles}
    independent = [a for a in ev.articles if a not in result.duplicates]
    abducted = ev.abducted or NO_COUNT
    return {
        "event_id": ev.id,
        "event_date": ev.date.value or "",
        "event_type": ev.event_type.value or "",
        "country": loc.get("country_code") or "",
        "admin1": loc.get("admin1") or "",
        "location": loc.get("name") or "",
        "latitude": loc.get("lat") if loc.get("lat") is not None else "",
        "longitude": loc.get("lon") if loc.get("lon") is not None else "",
        "geonames_id": loc.get("geonames_id") or "",
        "fatalities_low": _n(ev.fatalities.low),
        "fatalities_best": _n(ev.fatalities.best),
        "fatalities_high": _n(ev.fatalities.high),
        "injuries_low": _n(ev.injuries.low),
        "injuries_best": _n(ev.injuries.best),
        "injuries_high": _n(ev.injuries.high),
        "abducted_low": _n(abducted.low),
        "abducted_best": _n(abducted.best),
        "abducted_high": _n(abducted.high),
        "actors_claimed": _actors(ev, "claimed"),
        "actors_suspected": _actors(ev, "suspected"),
        "actors_blamed": _actors(ev, "blamed"),
        "actors_denied": _actors(ev, "denied"),
        "sources": "; ".join(sorted({outlets.get(a, a) for a in ev.articles})),
        "number_of_sources": len(independent),
        "headline": ev.headline,
        "notes": " | ".join(c.summary for c in ev.conflicts),
    }


def _n(v: int | None) -> object:
    return "" if v is None else v


def render(result: RunResult) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    w.writeheader()
    for ev in result.events:
        w.writerow(row(ev, result))
    return buf.getvalue()
