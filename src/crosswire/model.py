"""The data model: one place for every record that flows between stages.

All records are frozen, slotted dataclasses with ``to_dict`` / ``from_dict``. Provenance is
always character offsets into the article (never free text): into ``Article.text``, or into
``Article.title`` when ``Evidence.field == "title"``, so that for every :class:`Evidence`
``article.field_text(e.field)[e.start:e.end] == e.text``.

Stages:  ingest -> normalize -> extract -> dedup -> group -> reconcile -> render
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Literal, TypeVar

T = TypeVar("T")

Stance = Literal["claimed", "suspected", "blamed", "denied"]
STANCES: tuple[str, ...] = ("claimed", "suspected", "blamed", "denied")

# A small taxonomy aligned with ACLED sub-event types and GTD attack types.
EVENT_TYPES: tuple[str, ...] = (
    "bombing/explosion",
    "armed assault/shooting",
    "assassination",
    "kidnapping",
    "arson",
    "stampede/crowd crush",
    "riot/violent demonstration",  # ACLED "Riots": violent demonstrations, mob violence
    "other",
)

# Count qualifiers, from the wording of the report.
QUALIFIERS: tuple[str, ...] = (
    "exact",  # "84 people were killed"
    "at_least",  # "at least 84", "84 or more"
    "more_than",  # "more than 210", "over 210"
    "about",  # "about 50", "some 50", "nearly"/"almost" are their own
    "nearly",  # "nearly 100", "almost 100": below the figure
    "up_to",  # "up to 100", "as many as 100"
    "range",  # "between 20 and 30", "a toll of 100 to 300": value and min the lower, max the upper
    "vague",  # "dozens", "scores", "hundreds" ("a dozen" is exact 12)
)

Agreement = Literal["consensus", "majority", "conflict", "single", "none"]

# Which part of an article evidence points into. Headlines are reports too: a page whose
# body is a paywall or a video playlist may state its facts only in the title.
EvidenceField = Literal["text", "title"]


@dataclass(frozen=True, slots=True)
class Evidence:
    """Where a value came from: ``article.field_text(field)[start:end] == text``.

    ``field`` is ``"text"`` (the body, the usual case) or ``"title"``; serialised only when
    it is not ``"text"``, so body evidence reads as it always has.
    """

    article: str
    start: int
    end: int
    text: str
    field: EvidenceField = "text"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"article": self.article, "start": self.start, "end": self.end, "text": self.text}
        if self.field != "text":
            d["field"] = self.field
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Evidence:
        field = d.get("field", "text")
        if field not in ("text", "title"):
            raise ValueError(f"unknown evidence field {field!r}")
        return cls(article=d["article"], start=int(d["start"]), end=int(d["end"]), text=d["text"], field=field)

    @classmethod
    def of(cls, article_id: str, text: str, start: int, end: int) -> Evidence:
        """Evidence for ``text[start:end]`` of article ``article_id``."""
        return cls(article=article_id, start=start, end=end, text=text[start:end])


@dataclass(frozen=True, slots=True)
class Article:
    """One news report after ingest and normalisation.

    ``text`` is never altered once normalised: every offset points into it.
    ``published`` is an ISO date ``YYYY-MM-DD`` (or None); ``published_inferred`` says it was
    read from the text rather than from metadata.
    """

    id: str
    text: str
    source_path: str | None = None
    title: str | None = None
    url: str | None = None
    outlet: str | None = None
    credit: str | None = None
    published: str | None = None
    published_inferred: bool = False
    language: str | None = None
    status: Literal["ok", "skipped"] = "ok"
    error: str | None = None

    def field_text(self, field: str = "text") -> str:
        """The string evidence with this ``field`` points into (``""`` for no title)."""
        return (self.title or "") if field == "title" else self.text

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Article:
        return _from_dict(cls, d)


@dataclass(frozen=True, slots=True)
class CountReport:
    """A casualty figure as one article states it.

    ``value`` is the point figure the text gives (for vague words the codebook figure:
    "dozens" -> 12, ACLED); ``min``/``max`` bound what the wording allows ("more than 210"
    -> min 211, max None).

    ``kind="hit"`` counts people shot or struck whose fate the sentence does not give ("two
    people were shot"): killed plus injured. Reconciliation turns them into injured figures
    once the event's death toll is known, and says so in ``note``.
    """

    kind: Literal["killed", "injured", "hit", "abducted"]
    value: int
    min: int
    max: int | None
    qualifier: str
    evidence: Evidence
    attributed_to: str | None = None
    # True when the figure comes from the perpetrator itself (GTD excludes those).
    perpetrator_sourced: bool = False
    # How a figure was derived when it is not the stated one ("3 hit minus 1 killed"), or
    # why reconciliation lifted its perpetrator flag (a group that did not do this attack).
    note: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CountReport:
        return _from_dict(cls, d)


@dataclass(frozen=True, slots=True)
class DateValue:
    """An event date ``YYYY-MM-DD`` resolved from the text; ``basis`` says how."""

    value: str
    evidence: Evidence
    basis: str = "explicit"  # explicit | weekday | relative | publication | later_step (a day only a later step or the telling is tied to)

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DateValue:
        return _from_dict(cls, d)


@dataclass(frozen=True, slots=True)
class Place:
    """A place resolved offline against GeoNames."""

    name: str
    evidence: Evidence
    admin1: str | None = None
    country_code: str | None = None
    lat: float | None = None
    lon: float | None = None
    geonames_id: int | None = None
    # How sure we are this is *where the event happened* (not just a mention), 0..1.
    score: float = 0.0
    # Whose point lat/lon are when not the place's own (a village the gazetteer lacks):
    # "admin1" (its province's mean point) or "district" (the seat of the district it lies
    # in); None when they are the place's own or there are none.
    coords_of: str | None = None

    def value_dict(self) -> dict[str, Any]:
        """The location value as the output contract names it (``coords_of`` only when the
        coordinates are approximate, those of the containing area)."""
        out: dict[str, Any] = {
            "name": self.name,
            "admin1": self.admin1,
            "country_code": self.country_code,
            "lat": self.lat,
            "lon": self.lon,
            "geonames_id": self.geonames_id,
        }
        if self.coords_of is not None:
            out["coords_of"] = self.coords_of
        return out

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Place:
        return _from_dict(cls, d)


@dataclass(frozen=True, slots=True)
class EventTypeValue:
    value: str
    evidence: Evidence

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> EventTypeValue:
        return _from_dict(cls, d)


@dataclass(frozen=True, slots=True)
class ActorStance:
    """An actor and how a source relates it to the event.

    ``asserted_by`` is who made the assertion ("Iranian authorities" blamed the US).
    """

    name: str
    stance: str
    evidence: Evidence
    asserted_by: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ActorStance:
        return _from_dict(cls, d)


@dataclass(frozen=True, slots=True)
class Quote:
    """A direct quotation: ``evidence`` covers the quoted words (without the marks)."""

    speaker: str | None
    text: str
    evidence: Evidence
    speaker_role: str | None = None
    speaker_evidence: Evidence | None = None

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Quote:
        return _from_dict(cls, d)


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything extracted from one article."""

    article_id: str
    event_types: tuple[EventTypeValue, ...] = ()
    dates: tuple[DateValue, ...] = ()
    places: tuple[Place, ...] = ()
    counts: tuple[CountReport, ...] = ()
    actors: tuple[ActorStance, ...] = ()
    quotes: tuple[Quote, ...] = ()
    # people abducted or taken hostage (``kind="abducted"``), apart from the casualties
    abductions: tuple[CountReport, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Extraction:
        return _from_dict(cls, d)


@dataclass(frozen=True, slots=True)
class Report:
    """One source's value for a reconciled field."""

    value: Any
    evidence: Evidence

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "evidence": self.evidence.to_dict()}


@dataclass(frozen=True, slots=True)
class Reconciled:
    """A field reconciled over an event's articles."""

    value: Any
    agreement: str
    reports: tuple[Report, ...] = ()
    rule: str | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "value": self.value,
            "agreement": self.agreement,
            "reports": [r.to_dict() for r in self.reports],
        }
        if self.rule is not None:
            d["rule"] = self.rule
        return d


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    """One source's figure on the day it was published: first report, revisions, latest."""

    published: str | None
    article: str
    value: int
    qualifier: str

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)


@dataclass(frozen=True, slots=True)
class ReconciledCount:
    """A casualty count over an event: low / best / high and the rule that chose ``best``."""

    low: int | None
    best: int | None
    high: int | None
    agreement: str
    rule: str
    reports: tuple[CountReport, ...] = ()
    timeline: tuple[TimelineEntry, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "low": self.low,
            "best": self.best,
            "high": self.high,
            "agreement": self.agreement,
            "rule": self.rule,
            "timeline": [t.to_dict() for t in self.timeline],
            "reports": [
                {
                    "value": r.value,
                    "min": r.min,
                    "max": r.max,
                    "qualifier": r.qualifier,
                    "attributed_to": r.attributed_to,
                    "perpetrator_sourced": r.perpetrator_sourced,
                    "note": r.note,
                    "evidence": r.evidence.to_dict(),
                }
                for r in self.reports
            ],
        }


# A count no report gives: what ``EventRecord.to_dict`` writes for a record built without
# an abducted count (reconciliation always builds one).
NO_COUNT = ReconciledCount(low=None, best=None, high=None, agreement="none", rule="no report gives a figure")


@dataclass(frozen=True, slots=True)
class ReconciledActor:
    """One (actor, stance) over an event's reports. ``asserted_by`` is the most frequent
    asserter; ``sources`` gives each article's own, (article id, asserter or None), since
    one outlet's "the army suspected" is not another's "bore the hallmarks of"."""

    name: str
    stance: str
    asserted_by: str | None
    evidence: tuple[Evidence, ...]
    sources: tuple[tuple[str, str | None], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "stance": self.stance,
            "asserted_by": self.asserted_by,
            "evidence": [e.to_dict() for e in self.evidence],
            "sources": [{"article": a, "asserted_by": by} for a, by in self.sources],
        }


@dataclass(frozen=True, slots=True)
class ReconciledQuote:
    speaker: str | None
    speaker_role: str | None
    text: str
    evidence: tuple[Evidence, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "speaker": self.speaker,
            "speaker_role": self.speaker_role,
            "text": self.text,
            "evidence": [e.to_dict() for e in self.evidence],
        }


@dataclass(frozen=True, slots=True)
class Conflict:
    field: str
    summary: str

    def to_dict(self) -> dict[str, Any]:
        return {"field": self.field, "summary": self.summary}


@dataclass(frozen=True, slots=True)
class SharedPassage:
    """One sentence that several articles carry (syndication, a copied quote).

    ``source`` is the evidence in the article judged to be the origin, ``copies`` the same
    sentence in the others; ``basis`` says how the source was chosen: ``credit`` (the copy
    credits the source's outlet, e.g. "(AP)"), ``attribution`` ("... the Times reported"),
    ``earliest`` (published first) or ``tie`` (same day: smallest id, no claim of copying).
    """

    text: str
    source: Evidence
    copies: tuple[Evidence, ...]
    basis: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "source": self.source.to_dict(),
            "copies": [c.to_dict() for c in self.copies],
            "basis": self.basis,
        }


@dataclass(frozen=True, slots=True)
class EventRecord:
    """One reconciled event."""

    id: str
    headline: str
    articles: tuple[str, ...]
    event_type: Reconciled
    date: Reconciled
    location: Reconciled
    fatalities: ReconciledCount
    injuries: ReconciledCount
    actors: tuple[ReconciledActor, ...] = ()
    quotes: tuple[ReconciledQuote, ...] = ()
    conflicts: tuple[Conflict, ...] = ()
    shared_passages: tuple[SharedPassage, ...] = ()
    # people abducted or taken hostage (GTD's nhostkid); None where not reconciled
    abducted: ReconciledCount | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "headline": self.headline,
            "articles": list(self.articles),
            "event_type": self.event_type.to_dict(),
            "date": self.date.to_dict(),
            "location": self.location.to_dict(),
            "fatalities": self.fatalities.to_dict(),
            "injuries": self.injuries.to_dict(),
            "abducted": (self.abducted or NO_COUNT).to_dict(),
            "actors": [a.to_dict() for a in self.actors],
            "quotes": [q.to_dict() for q in self.quotes],
            "conflicts": [c.to_dict() for c in self.conflicts],
            "shared_passages": [p.to_dict() for p in self.shared_passages],
        }


# --- generic (de)serialisation for the flat records -------------------------------------

def _to_dict(obj: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(obj):
        out[f.name] = _encode(getattr(obj, f.name))
    return out


def _encode(v: Any) -> Any:
    if hasattr(v, "to_dict"):
        return v.to_dict()
    if isinstance(v, tuple):
        return [_encode(x) for x in v]
    return v


def _from_dict(cls: type[T], d: dict[str, Any]) -> T:
    kwargs: dict[str, Any] = {}
    for f in fields(cls):  # type: ignore[arg-type]
        if f.name not in d:
            continue
        kwargs[f.name] = _decode(f.name, d[f.name])
    return cls(**kwargs)


def _decode(name: str, v: Any) -> Any:
    if name in ("evidence", "speaker_evidence") and isinstance(v, dict):
        return Evidence.from_dict(v)
    if name in _FIELD_TYPES and isinstance(v, list):
        item_cls = _FIELD_TYPES[name]
        return tuple(item_cls.from_dict(x) for x in v)
    return v


_FIELD_TYPES: dict[str, Any] = {
    "event_types": EventTypeValue,
    "dates": DateValue,
    "places": Place,
    "counts": CountReport,
    "abductions": CountReport,
    "actors": ActorStance,
    "quotes": Quote,
}

__all__ = [
    "EVENT_TYPES",
    "QUALIFIERS",
    "STANCES",
    "NO_COUNT",
    "ActorStance",
    "Article",
    "Conflict",
    "CountReport",
    "DateValue",
    "EventRecord",
    "EventTypeValue",
    "Evidence",
    "Extraction",
    "Place",
    "Quote",
    "Reconciled",
    "ReconciledActor",
    "ReconciledCount",
    "ReconciledQuote",
    "Report",
    "SharedPassage",
    "TimelineEntry",
]
