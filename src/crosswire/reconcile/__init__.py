"""Reconcile one event: every field from all its sources, with agreement and the rule used.

Usage::

    record = reconcile_event(articles, extractions, policy="conservative")
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence

from crosswire.model import (
    Article,
    Conflict,
    CountReport,
    EventRecord,
    Extraction,
    Reconciled,
    ReconciledCount,
)
from crosswire.reconcile.counts import (
    injured_reports,
    reconcile_count,
    source_figures,
    third_party_figures,
)
from crosswire.reconcile.fields import (
    reconcile_actors,
    reconcile_date,
    reconcile_field,
    reconcile_place,
)
from crosswire.reconcile.policies import DEFAULT_POLICY, POLICIES, get_policy
from crosswire.reconcile.quotes import merge_quotes

__all__ = ["DEFAULT_POLICY", "POLICIES", "default_event_id", "reconcile_event"]

_QUALIFIER_WORDS = {
    "at_least": "at least",
    "more_than": "more than",
    "about": "about",
    "nearly": "nearly",
    "up_to": "up to",
    "range": "a range",
    "vague": "vague",
}


# Ties between event types go to the one GTD's codebook ranks first when an attack is of
# several types (assassination, hijacking, kidnapping, barricade, bombing/explosion, armed
# assault, unarmed assault, facility/infrastructure): one outlet's "assassinated" beside
# another's "shot" is an assassination, a kidnapping with shots fired a kidnapping. The
# types GTD has not (crowd crush, riot, other) come last.
TYPE_TIE_ORDER: tuple[str, ...] = (
    "assassination",
    "kidnapping",
    "bombing/explosion",
    "armed assault/shooting",
    "arson",
    "riot/violent demonstration",
    "stampede/crowd crush",
    "other",
)


def default_event_id(article_ids: Sequence[str]) -> str:
    """A content-derived event id: the same member articles always give the same id."""
    h = hashlib.sha1("\n".join(sorted(article_ids)).encode("utf-8")).hexdigest()
    return f"ev_{h[:16]}"


def reconcile_event(
    articles: Sequence[Article],
    extractions: Sequence[Extraction],
    *,
    policy: str = DEFAULT_POLICY,
    duplicates: Mapping[str, str] | None = None,
    event_id: str | None = None,
) -> EventRecord:
    """Reconcile the extractions of one event's articles into an :class:`EventRecord`.

    Args:
        articles: the event's articles.
        extractions: their extractions (matched by ``article_id``; order does not matter).
        policy: count policy: ``conservative`` (ACLED), ``latest`` (GTD) or ``range`` (UCDP).
        duplicates: ``{copy_id: original_id}``; copies are listed but add no support.
        event_id: the id to give the event (default: derived from the member ids).

    Returns:
        The reconciled record; the result does not depend on the order of the inputs.

    Raises:
        ValueError: for an unknown policy.
    """
    get_policy(policy)  # fail early on a bad name
    by_id = {a.id: a for a in articles}
    exts = sorted((e for e in extractions if e.article_id in by_id), key=lambda e: e.article_id)
    ids = tuple(sorted(by_id))
    dup = {k: v for k, v in (duplicates or {}).items() if k in by_id}

    type_rank = {t: i for i, t in enumerate(TYPE_TIE_ORDER)}
    event_type = reconcile_field(
        [(e.event_types[0].value, e.event_types[0].value, e.event_types[0].evidence) for e in exts if e.event_types],
        duplicates=dup,
        tie_break=lambda k: type_rank.get(str(k), 99),
        what="GTD's attack-type order",
    )
    date = reconcile_date([(e.dates, by_id[e.article_id].published) for e in exts], duplicates=dup)
    location = reconcile_place([e.places for e in exts], duplicates=dup, texts=[a.text for a in articles])
    actors = reconcile_actors([a for e in exts for a in e.actors])
    counts = third_party_figures(
        [c for e in exts for c in e.counts],
        perpetrators=[a.name for a in actors if a.stance in ("claimed", "suspected", "blamed")],
    )
    fatalities = reconcile_count(
        [c for c in counts if c.kind == "killed"], by_id, policy=policy, duplicates=dup
    )
    injuries = reconcile_count(
        injured_reports(counts, killed_best=fatalities.best), by_id, policy=policy, duplicates=dup
    )
    abducted = reconcile_count(
        [c for e in exts for c in e.abductions], by_id, policy=policy, duplicates=dup
    )
    quotes = merge_quotes([q for e in exts for q in e.quotes], [by_id[i].text for i in ids])
    conflicts = (
        _field_conflicts("event_type", event_type)
        + _field_conflicts("date", date)
        + _field_conflicts("location", location)
        + _count_conflicts("fatalities", fatalities, by_id, dup)
        + _count_conflicts("injuries", injuries, by_id, dup)
        + _count_conflicts("abducted", abducted, by_id, dup)
    )
    return EventRecord(
        id=event_id or default_event_id(ids),
        headline=_headline(event_type, location, date, fatalities, injuries, abducted=abducted),
        articles=ids,
        event_type=event_type,
        date=date,
        location=location,
        fatalities=fatalities,
        injuries=injuries,
        abducted=abducted,
        actors=actors,
        quotes=quotes,
        conflicts=tuple(conflicts),
    )


def _describe(value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(str(value[k]) for k in ("name", "admin1", "country_code") if value.get(k))
    return str(value)


def _field_conflicts(name: str, field: Reconciled) -> list[Conflict]:
    if field.agreement != "conflict":
        return []
    groups: dict[str, list[str]] = {}
    for r in field.reports:
        groups.setdefault(_describe(r.value), []).append(r.evidence.article)
    parts = [f"{v} ({', '.join(sorted(set(a)))})" for v, a in groups.items()]
    return [Conflict(field=name, summary=f"{name}: " + " vs ".join(parts))]


def _count_conflicts(
    name: str, count: ReconciledCount, articles: Mapping[str, Article], dup: Mapping[str, str]
) -> list[Conflict]:
    if count.agreement != "conflict":
        return []
    figures = source_figures(count.reports, articles, duplicates=dup)
    precise = [f for f in figures if not f.vague] or figures
    groups: dict[int, list[str]] = {}
    for f in sorted(precise, key=lambda f: f.article):
        groups.setdefault(f.value, []).append(f.article)
    word = {"fatalities": "killed", "injuries": "injured"}.get(name, name)
    parts: list[str] = []
    for i, (value, arts) in enumerate(sorted(groups.items(), key=lambda kv: (-len(kv[1]), -kv[0]))):
        descs = [_source_desc(_report_of(count, art, value)) for art in arts]
        label = f"{value} {word}" if i == 0 else str(value)
        parts.append(f"{label} ({'; '.join(descs)})")
    # Vague words are shown as written: "scores" is a range, not a figure to set against 84.
    for f in figures:
        if f.vague and f not in precise:
            rep = _report_of(count, f.article, f.value)
            parts.append(f"“{rep.evidence.text}” ({_source_desc(rep)})")
    return [Conflict(field=name, summary=f"{name}: " + " vs ".join(parts) + f"; best {count.best} by {count.rule}")]


def _report_of(count: ReconciledCount, article: str, value: int) -> CountReport:
    return next(r for r in count.reports if r.evidence.article == article and r.value == value)


def _source_desc(rep: CountReport) -> str:
    bits = [rep.evidence.article]
    if rep.qualifier in _QUALIFIER_WORDS:
        bits.append(_QUALIFIER_WORDS[rep.qualifier])
    if rep.attributed_to:
        bits.append(f"per {rep.attributed_to}")
    return ", ".join(bits)


def _headline(
    event_type: Reconciled,
    location: Reconciled,
    date: Reconciled,
    fatalities: ReconciledCount,
    injuries: ReconciledCount,
    *,
    abducted: ReconciledCount | None = None,
) -> str:
    # "other" (an accident, a crash, a collapse) reads as an incident in a headline
    value = event_type.value if event_type.value not in (None, "other") else "incident"
    kind = str(value).split("/")[0].capitalize()
    where = ""
    if isinstance(location.value, dict):
        bits = [location.value.get("name"), location.value.get("country_code")]
        where = " in " + ", ".join(str(b) for b in bits if b)
    when = f" on {date.value}" if date.value else ""
    tolls = []
    if fatalities.best is not None:
        tolls.append(f"{fatalities.best} killed")
    if injuries.best is not None:
        tolls.append(f"{injuries.best} injured")
    if abducted is not None and abducted.best:
        tolls.append(f"{abducted.best} abducted")
    toll = ": " + ", ".join(tolls) if tolls else ""
    return f"{kind}{where}{when}{toll}"
