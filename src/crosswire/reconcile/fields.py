"""Reconcile categorical fields (event type, date, location) and actor stances."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import date
from typing import Any

from crosswire import geo
from crosswire.extract.actor_names import initials_match
from crosswire.extract.place_postal import postal_place
from crosswire.model import (
    ActorStance,
    DateValue,
    Evidence,
    Place,
    Reconciled,
    ReconciledActor,
    Report,
)
from crosswire.reconcile.agreement import agreement_of

# How the place rule begins when no report names a place (renderers flag such a place).
NO_PLACE_NAMED = "no report names a place"

# --- dates: a vote over every article's ranked candidates (tuned on GVA dev, 2,048
# incidents: top dates only 0.841, with these 0.847) -------------------------------------
# An article's k-th date candidate (0 = its best) counts DATE_RANK_DECAY**k: a report whose
# best reading is a later step ("remained in critical condition Wednesday") still backs the
# day it ranks second (0.7 beats 0.5 and 0.3; 0.01 is the top-only vote).
DATE_RANK_DECAY = 0.7
# Candidates past this rank are noise (background dates, other incidents).
DATE_CANDIDATES = 4
# Events are reported on the day or the day after (GVA dev: 2,379 of 3,599 articles): a date
# 0..DATE_NEAR_DAYS days before the event's first publication gets this much extra support,
# enough to break a tie between two single reports, not to outvote a report.
DATE_NEAR_BONUS = 0.3
DATE_NEAR_DAYS = 1
# A report whose text dates nothing falls back on its publication date (``basis ==
# "publication"``): that says when it was written, not when the event happened, so it backs
# a date with this share of a dated report's vote (GVA dev, 2,048 incidents: 0.5 gains 2
# over 1.0; 0.2-0.8 all within 2 of each other).
DATE_PUBLICATION_VOTE = 0.5
# A date an article gives only as the day of a later step or of the telling (``basis ==
# "later_step"``: "the death toll rose to 5 on Tuesday", "was arrested Monday", "police said
# Tuesday") backs the event's day this much: a follow-up's day no longer outvotes another
# report's day of the event (GVA dev, 2,048 incidents: 1.0 -> 0.8633, 0.7 -> 0.8662,
# 0.5 -> 0.8657, 0.3 -> 0.8657).
DATE_LATER_VOTE = 0.7
# A later step comes after the event: when the vote's winner is backed only as a later step's
# day ("Jacksonville police arrested Kenneth Anderson on Sunday") and another report ties an
# earlier day, at most DATE_LATER_YIELD_DAYS before it, to the event itself ("the gunshot was
# heard at about 9 p.m. Saturday") with at least DATE_LATER_YIELD_SHARE of the winner's
# support, that day is the event's (GVA dev, 2,048 incidents: 2 gained, 1 lost, that one
# since read by its "earlier that day"; the same for shares 0.3-0.8 and 2-60 days; 0.6 keeps
# two reports of a step's day ahead of one report of another day).
DATE_LATER_YIELD_SHARE = 0.6
DATE_LATER_YIELD_DAYS = 7

# --- places: a vote over every article's ranked places (tuned on GVA dev, 2,048 incidents,
# city_match: top places only 0.716, with these 0.731; state_match 0.860 -> 0.868) ------
# Each article's first PLACE_CANDIDATES places vote with their extraction score (0..1),
# its best one with PLACE_TOP_BONUS more: a town a report names second, after the outlet's
# city, still counts (2-3 candidates within 0.001; a bonus of 0.5 or 1.0 alike).
PLACE_CANDIDATES = 3
PLACE_TOP_BONUS = 0.5
# A town with at least this share of the best support beats a county or state: GVA codes
# the town where a report names one (Stone Mountain over DeKalb County); 0.3 beats 0 and 0.6.
PLACE_CITY_SHARE = 0.3
_COUNTY_NAME = re.compile(r"\s(?:County|Parish|Borough)$")
# A town within PART_KM of a city of PART_CITY_MIN_POPULATION+ that is PART_RATIO times
# bigger is a part of it, as one article's places are read (extract.place_scene's
# QUARTER_KM 20, BIG_CITY_MIN_POPULATION and QUARTER_RATIO); across reports the radius is
# wider, a metropolis' outer districts included (Hainault, 17 km from GeoNames' point of
# London; Bondi Junction 6 km from Sydney's), in one admin1 (Horn Lake, Miss. is no part of
# Memphis). A report of the city agrees with one of its part.
PART_KM = 25.0
PART_CITY_MIN_POPULATION = 300_000
PART_RATIO = 5.0


def reconcile_field(
    reports: Sequence[tuple[Hashable, Any, Evidence]],
    *,
    duplicates: Mapping[str, str] | None = None,
    tie_break: Callable[[Hashable], Any] = str,
    what: str = "value",
) -> Reconciled:
    """The value most independent sources give, with every source's report.

    Args:
        reports: ``(key, value, evidence)`` per source, at most one per article; ``key``
            decides which values are the same (a GeoNames id for places).
        duplicates: article ids that copy another; their reports are listed but not counted.
        tie_break: among values with equal support, the one with the smallest key wins.
        what: the field's name in the rule text.

    Returns:
        A :class:`Reconciled` whose ``rule`` says how the value was chosen.
    """
    dup = duplicates or {}
    ordered = sorted(reports, key=lambda r: (r[2].article, r[2].start))
    votes: Counter[Hashable] = Counter(k for k, _, ev in ordered if ev.article not in dup)
    if not votes:
        votes = Counter(k for k, _, _ in ordered)
    if not votes:
        return Reconciled(value=None, agreement="none", reports=(), rule=None)
    best_key = min(votes, key=lambda k: (-votes[k], tie_break(k)))
    value = next(v for k, v, _ in ordered if k == best_key)
    n_src = sum(votes.values())
    rule = f"most sources: {votes[best_key]} of {n_src}"
    if sum(1 for c in votes.values() if c == votes[best_key]) > 1:
        rule += f"; tie broken by {what}"
    return Reconciled(
        value=value,
        agreement=agreement_of(votes),
        reports=tuple(Report(value=v, evidence=ev) for _, v, ev in ordered),
        rule=rule,
    )


def plain(text: str) -> str:
    """``text`` in lower case without accents: outlets spell one name "Vondrášek" and
    "Vondrasek", "Šutaj Eštok" and "Sutaj Estok"."""
    s = text.lower()
    if s.isascii():
        return s
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def _norm_name(name: str) -> str:
    return " ".join(plain(name).replace(".", "").split())


def _acronym_names(names: set[str]) -> dict[str, str]:
    """Acronyms among an event's actor names -> the one other name they are the initials
    of ("TTP" in one report, "Tehrik-i-Taliban Pakistan" in another: one actor)."""
    out: dict[str, str] = {}
    for a in names:
        full = [n for n in names if n != a and initials_match(a, n)]
        if len(full) == 1:
            out[a] = full[0]
    return out


# Titles before a person's name that are not part of it ("Ms Ardern").
_HONORIFIC = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Dr|Prof|Sir|Dame)\.?\s+", re.IGNORECASE)


_NAME_SUFFIXES = frozenset(["jr", "sr", "ii", "iii", "iv"])


def fuller_names(names: Collection[str], *, min_words: int = 2) -> dict[str, str]:
    """A person's shorter name -> the one longer name it abbreviates: same last word, and
    the same first word when the shorter has two or more ("Brenton Tarrant" ->
    "Brenton Harrison Tarrant"; with ``min_words=1`` "Ms Ardern" -> "Jacinda Ardern").
    Names with two such longer names (two Kims) keep their own."""
    full = {n: _norm_name(_HONORIFIC.sub("", n)).split() for n in set(names)}
    # "Ferdinand Marcos Jr." is the fuller "Ferdinand Marcos": the suffix is no last name
    words = {
        n: w[:-1] if len(w) > 1 and w[-1].rstrip(".") in _NAME_SUFFIXES else w
        for n, w in full.items()
    }
    out: dict[str, str] = {}
    for a, wa in words.items():
        if len(wa) < min_words or not wa:
            continue
        longer = [
            b
            for b, wb in words.items()
            if b != a
            and (len(wa) == 1 or wb[0] == wa[0])
            and (
                (len(full[b]) > len(full[a]) and wb[-1] == wa[-1])
                # German and Dutch outlets give a suspect's surname by its initial ("Taleb A."
                # where others print "Taleb al-Abdulmohsen")
                or (len(wa) > 1 and len(wa[-1]) == 1 and len(wb) >= len(wa) and len(wb[-1]) > 1
                    and wa[-1] in (wb[-1][0], wb[-1].split("-")[-1][0]))
            )
        ]
        if len(longer) == 1:
            out[a] = longer[0]
    return out


def _most_frequent(names: Iterable[str | None]) -> str | None:
    """The most frequent name (ties: alphabetical), None when there is none."""
    counts = Counter(n for n in names if n)
    return min(counts, key=lambda n: (-counts[n], n)) if counts else None


def reconcile_actors(
    stances: Sequence[ActorStance],
) -> tuple[ReconciledActor, ...]:
    """One entry per (actor, stance), with who asserted it and evidence from every source.

    ``asserted_by`` is the assertion's most frequent source name (ties: alphabetical);
    ``sources`` is each article's own, by the same rule over that article's mentions.
    """
    full = _acronym_names({s.name for s in stances}) | fuller_names({s.name for s in stances})
    stances = [replace(s, name=full.get(s.name, s.name)) for s in stances]
    groups: dict[tuple[str, str], list[ActorStance]] = {}
    for s in stances:
        groups.setdefault((_norm_name(s.name), s.stance), []).append(s)
    out: list[ReconciledActor] = []
    for (_, stance), members in groups.items():
        members.sort(key=lambda s: (s.evidence.article, s.evidence.start))
        names = Counter(s.name for s in members)
        name = min(names, key=lambda n: (-names[n], n))
        evidence = tuple(dict.fromkeys(s.evidence for s in members))
        articles = dict.fromkeys(s.evidence.article for s in members)
        sources = tuple((a, _most_frequent(s.asserted_by for s in members if s.evidence.article == a)) for a in articles)
        out.append(
            ReconciledActor(
                name=name, stance=stance, asserted_by=_most_frequent(s.asserted_by for s in members),
                evidence=evidence, sources=sources,
            )
        )
    stance_order = {"claimed": 0, "suspected": 1, "blamed": 2, "denied": 3}
    out.sort(key=lambda a: (stance_order.get(a.stance, 9), a.name))
    return tuple(out)


def _iso(value: str | None) -> date | None:
    try:
        return date.fromisoformat((value or "")[:10])
    except ValueError:
        return None


def _before_later_step(best: str, support: Mapping[str, float], event_days: set[str]) -> str:
    """The best-supported event day shortly before ``best``, a day backed only as a later
    step's, with enough support (see DATE_LATER_YIELD_SHARE); else ``best``."""
    step = _iso(best)
    if step is None:
        return best
    earlier = [
        v
        for v in event_days
        if (day := _iso(v)) is not None
        and 0 < (step - day).days <= DATE_LATER_YIELD_DAYS
        and support[v] >= DATE_LATER_YIELD_SHARE * support[best]
    ]
    return min(earlier, key=lambda v: (-round(support[v], 9), v)) if earlier else best


def reconcile_date(
    candidates: Sequence[tuple[Sequence[DateValue], str | None]],
    *,
    duplicates: Mapping[str, str] | None = None,
) -> Reconciled:
    """The event date best supported by all the event's articles' ranked candidates.

    Each article's candidates vote, the k-th with weight ``DATE_RANK_DECAY**k`` (times
    ``DATE_PUBLICATION_VOTE`` for a publication-date fallback, ``DATE_LATER_VOTE`` for a day
    the article gives only as a later step's); a date on or just before the
    event's first publication gets ``DATE_NEAR_BONUS``; ties go to the earliest date. A
    winner backed only as a later step's day yields to a well-supported event day up to a
    week before it.
    Copies (``duplicates``) are listed but do not vote.

    Args:
        candidates: per article, its dates best first (``Extraction.dates``) and its
            publication date (``YYYY-MM-DD`` or None).
        duplicates: article ids that copy another.

    Returns:
        A :class:`Reconciled` whose reports are, per article, the candidate that backs the
        chosen date (else the article's best date), whose agreement is over those that tell
        an event day (not a publication-date fallback nor a later step's day) where any does,
        and whose rule states the vote.
    """
    dup = duplicates or {}
    dated = [(list(ds), pub) for ds, pub in candidates if ds]
    if not dated:
        return Reconciled(value=None, agreement="none", reports=(), rule=None)
    voting = [(ds, pub) for ds, pub in dated if ds[0].evidence.article not in dup] or dated
    support: dict[str, float] = {}
    event_days: set[str] = set()  # days some report ties to the event, not only to a later step
    for ds, _ in voting:
        for rank, dv in enumerate(ds[:DATE_CANDIDATES]):
            vote = DATE_RANK_DECAY**rank
            if dv.basis == "publication":
                vote *= DATE_PUBLICATION_VOTE
            elif dv.basis == "later_step":
                vote *= DATE_LATER_VOTE
            if dv.basis != "later_step":
                event_days.add(dv.value)
            support[dv.value] = support.get(dv.value, 0.0) + vote
    pubs = [p for _, pub in voting if (p := _iso(pub)) is not None]
    if pubs:
        first = min(pubs)
        for value in support:
            day = _iso(value)
            if day is not None and 0 <= (first - day).days <= DATE_NEAR_DAYS:
                support[value] += DATE_NEAR_BONUS
    best = min(support, key=lambda v: (-round(support[v], 9), v))
    if best not in event_days:
        best = _before_later_step(best, support, event_days)
    tops: Counter[str] = Counter(ds[0].value for ds, _ in voting)

    def backing(ds: list[DateValue]) -> DateValue:
        # An article's report is the candidate that backs the chosen date where it has one
        # (so the value always cites the sentences it came from), else its own best date.
        return next((d for d in ds[:DATE_CANDIDATES] if d.value == best), ds[0])

    ordered = sorted(
        (backing(ds) for ds, _ in dated), key=lambda d: (d.evidence.article, d.evidence.start)
    )
    rule = (
        f"candidate vote: {support[best]:.2f} of {sum(support.values()):.2f}"
        f" ({tops[best]} of {len(voting)} sources rank it first)"
    )
    # Agreement is over the reports that tell an event day: a publication-date fallback
    # (the article gives no day) or a later step's day ("the toll rose to 22 on Monday")
    # disagrees with no one, unless no report tells a day at all.
    backs = [backing(ds) for ds, _ in voting]
    told = [d for d in backs if d.basis not in ("publication", "later_step")] or backs
    return Reconciled(
        value=best,
        agreement=agreement_of(Counter(d.value for d in told)),
        reports=tuple(Report(value=d.value, evidence=d.evidence) for d in ordered),
        rule=rule,
    )


def place_key(place: Place) -> str:
    """Which places are the same: the GeoNames id, else name and country."""
    if place.geonames_id is not None:
        return f"gn:{place.geonames_id}"
    return f"{place.name.lower()}|{place.country_code or ''}"


def _is_town(place: Place) -> bool:
    """A town (not a county, state or country): one with a point, or one the gazetteer
    lacks but the report writes with its state ("The home in Waynesville, Indiana": no
    point, but no less a town than its county's seat another report names)."""
    if _COUNTY_NAME.search(place.name):
        return False
    # (or a settlement the gazetteer lacks, known only with its country: "in Indanan town" in
    # "the southern Philippine province of Sulu", whose provinces GeoNames does not list)
    unlisted = place.geonames_id is None and place.country_code is not None and geo.country_code(place.name) is None
    return place.lat is not None or (place.admin1 is not None and place.name != place.admin1) or (place.admin1 is None and unlisted)


def contains(area: Place, place: Place) -> bool:
    """Whether ``area`` is the country or the state (admin1) ``place`` lies in: a report that
    names only "Nigeria" does not disagree with one that names Jangebe, Nigeria."""
    if area.country_code is None or area.country_code != place.country_code or place_key(area) == place_key(place):
        return False
    if area.admin1 is None:
        return area.lat is None  # a country (a town without its admin1 is no area)
    # (a city named as its province is inside it: Kayseri in "central Kayseri province")
    return area.name == area.admin1 == place.admin1 and (place.name != place.admin1 or place.geonames_id is not None)


def _population(place: Place) -> int:
    """The gazetteer's population of ``place`` (0 when it is not listed)."""
    if place.geonames_id is None:
        return 0
    return next(
        (c.population for c in geo.lookup(place.name, country=place.country_code) if c.geonames_id == place.geonames_id), 0
    )


def part_of(city: Place, place: Place) -> bool:
    """Whether ``place`` is a part of the big city ``city`` (see PART_KM), or a village
    placed at ``city`` as its district's seat: a report that names London does not disagree
    with one that names its suburb Hainault."""
    if (
        city.lat is None or city.lon is None or place.lat is None or place.lon is None
        or city.country_code != place.country_code or city.admin1 != place.admin1 or place_key(city) == place_key(place)
        or not _is_town(city) or not _is_town(place)
        or (place.geonames_id is None and place.name == place.admin1)  # a province at its point
    ):  # fmt: skip
        return False
    if place.geonames_id is None and city.geonames_id is not None and (place.lat, place.lon) == (city.lat, city.lon):
        # a village the gazetteer lacks, placed at the seat of the district it lies in ("the
        # Dera Ki Gali area of Jammu and Kashmir's Poonch district": Pūnch's point)
        return True
    at = [geo.Candidate(name=p.name, kind="city", country_code=p.country_code or "", lat=p.lat, lon=p.lon) for p in (city, place)]
    if (geo.distance_km(at[0], at[1]) or 0.0) > PART_KM:
        return False
    big = _population(city)
    return big >= PART_CITY_MIN_POPULATION and big >= PART_RATIO * max(_population(place), 1)


# The place rule's words where the reports' place is named by its postal town (shown in the
# brief and the web view beside the place, which no report names in those words).
POSTAL_TOWN = "postal town (USPS)"


def where_note(rule: str | None) -> str | None:
    """The part of a place rule a reader needs beside the place: that no report names a
    place (an outlet's home), or the named place whose postal town it is; else None."""
    rule = rule or ""
    if rule.startswith(NO_PLACE_NAMED):
        return rule
    if rule.endswith(POSTAL_TOWN):
        return rule.rsplit("; ", 1)[-1]
    return None


# What the output says of coordinates that are a containing area's (``Place.coords_of``).
_COORDS_OF_WORDS = {"admin1": "the coordinates are the province's", "district": "the coordinates are its district's"}


def coords_note(value: Any) -> str | None:
    """Beside a place whose coordinates are not its own (a village the gazetteer lacks),
    whose they are; else None."""
    return _COORDS_OF_WORDS.get(value.get("coords_of") or "") if isinstance(value, dict) else None


def postal_value(place: Place) -> dict[str, Any] | None:
    """The value of ``place``'s postal town where it is a US town with none of its own
    name (``extract.place_postal``: "Isla Vista" -> Goleta), else None. Address-coded
    records (the Gun Violence Archive's "Goleta (Isla Vista)") name the postal town."""
    if place.country_code != "US" or place.admin1 is None or not _is_town(place):
        return None
    town = postal_place(place.name, place.admin1, geonames_id=place.geonames_id, population=_population(place))
    if town is None:
        return None
    return {
        "name": town.name, "admin1": town.admin1 or place.admin1, "country_code": "US",
        "lat": town.lat, "lon": town.lon, "geonames_id": town.geonames_id,
    }  # fmt: skip


def _named_in(name: str, texts: Sequence[str]) -> int:
    """How many of ``texts`` name ``name`` (as a whole word, any case)."""
    rx = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)
    return sum(1 for t in texts if rx.search(t))


def reconcile_place(
    candidates: Sequence[Sequence[Place]],
    *,
    duplicates: Mapping[str, str] | None = None,
    texts: Sequence[str] = (),
) -> Reconciled:
    """The event's place best supported by all its articles' ranked places.

    Each article's first ``PLACE_CANDIDATES`` places vote with their score, its best one
    with ``PLACE_TOP_BONUS`` more; a town with at least ``PLACE_CITY_SHARE`` of the best
    support wins over counties and states; ties go to the place more of the ``texts`` name,
    then to the smallest key. Copies (``duplicates``) are listed but do not vote.

    Args:
        candidates: per article, its places best first (``Extraction.places``).
        duplicates: article ids that copy another.
        texts: the event's article texts (for ties: a wire report's bureau dateline,
            "ABUJA, Nigeria (AP) —", against the town another report names and this one
            names too, lower down: "seized ... in the town of Kuriga").

    Returns:
        A :class:`Reconciled` whose value is the place's ``value_dict()``, whose reports
        are, per article, the candidate that backs the chosen place (else the article's
        best place), and whose agreement is over those reports.
    """
    dup = duplicates or {}
    # In article order, so that the result does not depend on the order of the inputs.
    placed = sorted((list(ps) for ps in candidates if ps), key=lambda ps: ps[0].evidence.article)
    if not placed:
        return Reconciled(value=None, agreement="none", reports=(), rule=None)
    voting = [ps for ps in placed if ps[0].evidence.article not in dup] or placed
    support: dict[str, float] = {}
    value: dict[str, Place] = {}
    for ps in voting:
        for rank, p in enumerate(ps[:PLACE_CANDIDATES]):
            k = place_key(p)
            # A place of score 0 is no evidence of the scene (an outlet's home market).
            bonus = PLACE_TOP_BONUS if rank == 0 and p.score > 0 else 0.0
            support[k] = support.get(k, 0.0) + p.score + bonus
            value.setdefault(k, p)
    top = max(support.values())
    towns = [k for k in support if _is_town(value[k]) and support[k] >= PLACE_CITY_SHARE * top]
    # A town the gazetteer lacks yields to a listed town of its state that reports name: it
    # is most often a part or a neighbour of it ("FAIRMOUNT" beside Cincinnati, Pollard
    # beside Flomaton, Ala.; GVA codes "Cincinnati (Fairmount)"). Against another state's
    # town it stands (Waynesville, Indiana against Louisville, Ky.).
    listed = {value[k].admin1 for k in towns if value[k].lat is not None}
    towns = [k for k in towns if value[k].lat is not None or value[k].admin1 not in listed]
    best = min(towns or list(support), key=lambda k: (-round(support[k], 9), -_named_in(value[k].name, texts), k))
    tops: Counter[str] = Counter(place_key(ps[0]) for ps in voting)
    # A part of the chosen city that a source ranks first is the finer place of the same
    # scene: kept ("in Hainault, east London" and "in London": Hainault). Not in the US,
    # where reports name a neighbourhood as a section of the city ("in the Bushwick section
    # of Brooklyn") and the city is the unit coded (GVA dev 2,048 incidents: 7 such cities,
    # Brooklyn, Louisville, Kansas City, all lost to their parts, city_match 0.8115 -> 0.8081).
    parts = [k for k in towns if tops[k] and value[k].country_code != "US" and part_of(value[best], value[k])]
    city = value[best]
    if parts:
        best = min(parts, key=lambda k: (-round(support[k], 9), k))

    def backing(ps: list[Place]) -> Place:
        # An article's report is the candidate that backs the chosen place where it has one
        # (so the value always cites the sentences it came from), else its own best place.
        return next((p for p in ps[:PLACE_CANDIDATES] if place_key(p) == best), ps[0])

    ordered = sorted(
        (backing(ps) for ps in placed), key=lambda p: (p.evidence.article, p.evidence.start)
    )
    rule = (
        f"candidate vote: {support[best]:.2f} of {sum(support.values()):.2f}"
        f" ({tops[best]} of {len(voting)} sources rank it first)"
    )
    if parts:
        rule += f"; a part of {city.name}, which other reports name"
    elif best in towns and support[best] < top:
        rule += "; a town before a county or state"
    tied = [k for k in (towns or support) if k != best and round(support[k], 9) == round(support[best], 9)]
    if any(_named_in(value[k].name, texts) < _named_in(value[best].name, texts) for k in tied):
        rule += f"; a tie, to the place more reports name ({_named_in(value[best].name, texts)})"
    chosen = value[best].value_dict()
    postal = postal_value(value[best])
    if postal is not None:
        rule += f"; {value[best].name}'s {POSTAL_TOWN}"
        chosen = postal
    if support[best] == 0:
        rule = (
            f"{NO_PLACE_NAMED}: the outlet's home, from its name, its address, its other reports"
            " or the shipped table of outlets' homes"
        )
    return Reconciled(
        value=chosen,
        # (a report of the country or state the place lies in agrees with it, less precisely)
        agreement=agreement_of(Counter(
            best if contains(b := backing(ps), value[best]) or part_of(b, value[best]) or part_of(value[best], b)
            else place_key(b) for ps in voting
        )),
        reports=tuple(Report(value=p.value_dict(), evidence=p.evidence) for p in ordered),
        rule=rule,
    )
