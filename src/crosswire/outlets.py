"""Outlets' home markets, learned from the run's own reports.

A local outlet reports mostly from its own state: WIS-TV's "Columbia" is Columbia, South
Carolina, the Columbia Daily Herald's is Columbia, Tennessee. An article alone often cannot
tell which namesake it means (it names no state: its readers know). Across a pile of
reports, though, an outlet's confidently placed stories show where it is. This module
learns each outlet's home state from the run's extractions (no labels, no outlet list) and
moves a place the article does not otherwise support to its namesake in that state. A
report that names no place at all (a paywall, a sign-in page, a story whose readers know
the town) is placed, at score 0, in the town its headline names, or the one state its
headline or text names, else the city its address names, else its outlet's home town or
state (:func:`apply_homes`). A place an outlet's report names weakly moves to its
namesake near the outlet's other reports (:func:`prefer_near`).

Applied after extraction and before grouping (:func:`crosswire.pipeline.run`), over all
the run's articles, so the result does not depend on the order they came in.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace
from typing import cast

from crosswire import geo, outlet_table
from crosswire.model import Article, Evidence, EvidenceField, Extraction, Place
from crosswire.normalize import outlet_from_url

# An outlet's report counts towards its home state when its best place is in the US and
# scores at least this (a place the article names, not a passing mention). 0.3 (only
# firmly placed reports) left 17 of the St. Louis Post-Dispatch's 19 reports uncounted
# (a title's bare town scores 0.1); GVA dev 2,048 incidents, with the home-state place of
# placeless reports (home_place): 0.3 -> 0.1 state_match 0.9497 -> 0.9551 (236 -> 279
# homes), city_match unchanged; 0.0 gave 0.9546.
HOME_MIN_SCORE = 0.1
# An outlet has a home state when at least HOME_MIN_REPORTS of its placed reports are
# there and they are at least HOME_MIN_SHARE of them. GVA dev (3,796 articles, 661
# outlets; 222 get a home): state_match 0.893 -> 0.900, city_match unchanged; 2 reports /
# 0.6 gave 0.902 (337 homes) but lets two stories make a home; 3 / 0.8 gave 0.896.
HOME_MIN_REPORTS = 3
HOME_MIN_SHARE = 0.7
# A report that names no place at all takes the state most of its outlet's reports are in
# at this lower share (nothing in the report speaks against it; more than in any other
# state): the Atlanta Journal-Constitution's reports are 6 in Georgia of 10 (3 are bare
# county names, "DeKalb", "Henry", read as Illinois towns). GVA dev: the home share (0.7)
# -> 0.5 for placeless reports, state_match 0.9619 -> 0.9644, city_match unchanged; 0.6
# gave 0.9634, 0.4 and 0.3 the same as 0.5.
LEAN_MIN_SHARE = 0.5
# ... and from this many of its reports: one other placed report of the outlet is more to go
# on than nothing (the place is of score 0, it never outvotes a place a report names). GVA
# dev: 3 -> 1 state_match 0.9668 -> 0.9683 (2 gave 0.9673), city unchanged.
LEAN_MIN_REPORTS = 1
# A report's town counts as having a namesake in a state only where that namesake has at
# least this share of its people: "Atlanta" has a namesake in Illinois (1,700 people), but
# an Atlanta outlet's reports are not Illinois ones. (GVA dev unchanged by it.)
NAMESAKE_MIN_SIZE = 0.1
# A report that names no place at all takes its outlet's home town where at least half the
# outlet's reports placed in its home state are in that town (at least HOME_MIN_REPORTS of
# them). GVA dev: city_match 0.7988 -> 0.8018, state_match unchanged; 0.7 gave 0.8008,
# 2 reports at 0.5 0.8022.
HOME_TOWN_MIN_SHARE = 0.5
# A place moves to a postal-town twin only when it has fewer people than this (the
# resolver's own bar for a far namesake, place_resolve.FAR_NAMESAKE_MIN_POPULATION).
HOME_POSTAL_MAX_POPULATION = 100_000
# A place moves to a namesake near its outlet's other reports (see :func:`prefer_near`) when
# that namesake lies within NEAR_KM of at least NEAR_MIN_REPORTS of them and of at least
# NEAR_MIN_SHARE of the outlet's placed reports, and the place itself lies near none.
# GVA dev gold state_match 0.9683 -> 0.9712 (+6 incidents), city unchanged; 1 report gave
# the same (+1 -1), a share of 0.2 the same, 0.5 0.9702. A bare county name moving to the
# county: 0.9712 -> 0.9727 (+3, the AJC's "DeKalb" and "Henry"), city unchanged.
# (as place_resolve.NEAR_KM: a metro area, neighbouring towns; GVA dev 60 km lost 1
# incident, 120 km 3: the AJC's misread "DeKalb" and "Henry", Illinois, then back each other)
NEAR_KM = 80.0
NEAR_MIN_REPORTS = 2
NEAR_MIN_SHARE = 0.3
# ... and only a place the report names weakly (below this score: a title's bare town, a
# passing "in Antioch"); one it names firmly keeps its namesake ("HOUSTON (AP) —" in a
# Little Rock station's report is Houston, Texas, whatever its other reports).
# (GVA dev: without it 0.9702, two firm places lost; 0.65 the same state, city -1.)
NEAR_MAX_SCORE = 0.5

# A report's best place is read as a quarter of its outlet's home city (see
# :func:`home_quarter`) only where the far town of its name has fewer people than this: a
# city of its own ("Richmond" in an Atlanta paper, "Memphis", "Indianapolis") is that city.
# GVA dev gold: without it state 0.9741 -> 0.9741 (+3 -3) and city -3; with it state 0.9741
# -> 0.9756 (+3) and city +2 (a quarter placed in the home state only is of score 0, so a
# town another report names wins: the Tribune-Review's "Homewood" beside Pittsburgh).
QUARTER_MAX_POPULATION = 30_000

_COUNTY = re.compile(r" (?:County|Parish|Borough)$")

# Homes known before a run: outlet -> home state, (outlet, state) -> home town.
Homes = tuple[Mapping[str, str], Mapping[tuple[str, str], Place]]


def outlet_of(article: Article) -> str | None:
    """The article's outlet (host name), from its metadata or its URL."""
    return article.outlet or (outlet_from_url(article.url) if article.url else None)


def _us_tops(articles: Iterable[Article], extractions: Mapping[str, Extraction]) -> Iterator[tuple[Article, str, Place]]:
    """(article, outlet, best place) of each report with an outlet whose best place is in the US."""
    for art in articles:
        ext = extractions.get(art.id)
        outlet = outlet_of(art)
        if ext is not None and outlet is not None and ext.places and ext.places[0].country_code == "US":
            yield art, outlet, ext.places[0]


def home_states(
    articles: Iterable[Article], extractions: Mapping[str, Extraction], *, share: float = HOME_MIN_SHARE,
    reports: int = HOME_MIN_REPORTS,
) -> dict[str, str]:
    """Outlet -> the US state (admin1 name) most of its placed reports are in (at least
    ``reports`` and ``share`` of them, and more than in any other state), else the one
    state all of them have a namesake in (see :func:`_shared_namesake_states`)."""
    arts = list(articles)
    tally: dict[str, Counter[str]] = {}
    for _, outlet, top in _us_tops(arts, extractions):
        if top.admin1 and top.score >= HOME_MIN_SCORE:
            tally.setdefault(outlet, Counter())[top.admin1] += 1
    homes = {}
    for outlet, counts in tally.items():
        # Ties broken by name, so the result does not depend on article order.
        state, n = min(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        runner_up = max((m for st, m in counts.items() if st != state), default=0)
        if n >= reports and n >= share * sum(counts.values()) and n > runner_up:
            homes[outlet] = state
    homes.update(_shared_namesake_states(arts, extractions, skip=homes))
    return homes


def namesake_states(place: Place) -> set[str]:
    """The US states (admin1 names) that have a place of ``place``'s name and kind (a town,
    or a county) with at least NAMESAKE_MIN_SIZE of its people, its own state among them."""
    key = geo.fold(place.name)
    named = geo.county_lookup(place.name) if _COUNTY.search(place.name) else geo.lookup(place.name)
    twins = [c for c in named if c.country_code == "US" and c.admin1 and geo.fold(c.name) == key]
    own = next((c for c in twins if c.geonames_id is not None and c.geonames_id == place.geonames_id), None)
    floor = NAMESAKE_MIN_SIZE * own.population if own is not None else 0
    out = {c.admin1 for c in twins if c.admin1 and c.population >= floor}
    if place.admin1:
        out.add(place.admin1)
    return out


def _shared_namesake_states(
    articles: list[Article], extractions: Mapping[str, Extraction], *, skip: Mapping[str, str]
) -> dict[str, str]:
    """Outlet (not in ``skip``) -> the one state that has a namesake of every one of its
    US reports' best places, where it has at least HOME_MIN_REPORTS such reports and one of
    them was placed in that state.

    A local outlet's towns are all in its state, though each alone may resolve elsewhere:
    WTOK's reports placed in "Meridian" (Idaho, twice) and "Lauderdale County" (Alabama)
    and one Mississippi town have Mississippi in common, and only Mississippi. (Weak
    places count here: a name's namesakes say nothing of how firmly the report named it.)
    """
    sets: dict[str, list[set[str]]] = {}
    placed: dict[str, set[str]] = {}
    for _, outlet, top in _us_tops(articles, extractions):
        if outlet not in skip and top.admin1 and top.name != top.admin1:
            sets.setdefault(outlet, []).append(namesake_states(top))
            placed.setdefault(outlet, set()).add(top.admin1)
    out = {}
    for outlet, named in sets.items():
        common = set.intersection(*named)
        if len(named) >= HOME_MIN_REPORTS and len(common) == 1 and common <= placed[outlet]:
            out[outlet] = common.pop()
    return out


def prefer_home(places: tuple[Place, ...], home: str) -> tuple[Place, ...]:
    """``places`` with each US place that no other place of the article backs (none in its
    state) moved to its namesake in ``home`` where one exists (same name, same evidence)."""
    out = []
    for p in places:
        lone = not any(q.admin1 == p.admin1 for q in places if q is not p)
        if p.country_code == "US" and p.admin1 and p.admin1 != home and lone and _named_as_such(p):
            key = geo.fold(p.name)
            named = geo.county_lookup(p.name) if _COUNTY.search(p.name) else geo.lookup(p.name)
            twins = [
                c for c in named
                if c.country_code == "US" and c.admin1 == home and geo.fold(c.name) == key
            ]  # fmt: skip
            # To a postal town (no GeoNames id, size unknown) only from a small place: a
            # Houston station's "HOUSTON" is not Houston, Ark., but a Knoxville station's
            # "DEER LODGE" is the Tennessee hamlet, not Deer Lodge, Mont. (A size limit on
            # every move was tried: moving only to a twin at least a tenth the size lost 14
            # GVA dev incidents, Jacksonville, N.C. among them.)
            own = next((c for c in named if c.geonames_id == p.geonames_id), None)
            small = own is not None and own.population < HOME_POSTAL_MAX_POPULATION
            twins = [c for c in twins if c.kind != "city" or c.geonames_id is not None or small]
            if twins:
                c = twins[0]  # the biggest (lookup ranks by population)
                p = replace(p, admin1=c.admin1, lat=c.lat, lon=c.lon, geonames_id=c.geonames_id)
        out.append(p)
    return tuple(out)


def outlet_points(
    articles: list[Article], extractions: Mapping[str, Extraction]
) -> dict[str, list[tuple[str, Place]]]:
    """Outlet -> (article id, best place) of each of its reports placed in the US (score at
    least HOME_MIN_SCORE, with coordinates)."""
    out: dict[str, list[tuple[str, Place]]] = {}
    for art, outlet, top in _us_tops(articles, extractions):
        if top.lat is not None and top.lon is not None and top.score >= HOME_MIN_SCORE:
            out.setdefault(outlet, []).append((art.id, top))
    return out


def _near(place: Place | geo.Candidate, points: list[Place]) -> int:
    """How many of ``points`` lie within NEAR_KM of ``place``."""
    here = cast(geo.Candidate, place)  # (only its coordinates are read)
    return sum(1 for q in points if (d := geo.distance_km(here, cast(geo.Candidate, q))) is not None and d <= NEAR_KM)


def prefer_near(places: tuple[Place, ...], points: list[Place]) -> tuple[Place, ...]:
    """``places`` with each US place that no other place of the article backs moved to its
    namesake near the outlet's other reports' places (``points``), where it lies near none
    of them: a local outlet's stories are from around its town. The Columbus
    Ledger-Enquirer's "Child grazed by bullet in Columbus shooting on Fourth Street" is
    Columbus, Georgia, beside its Phenix City, Ala. reports, not the bigger Columbus, Ohio."""
    if len(points) < NEAR_MIN_REPORTS:
        return places
    need = max(NEAR_MIN_REPORTS, NEAR_MIN_SHARE * len(points))
    out = []
    for p in places:
        lone = not any(q.admin1 == p.admin1 for q in places if q is not p)
        key = geo.fold(p.name)
        others = [q for q in points if geo.fold(q.name) != key]
        weak = p.score < NEAR_MAX_SCORE
        if p.country_code == "US" and p.admin1 and lone and weak and _named_as_such(p) and not _near(p, others):
            named = geo.county_lookup(p.name) if _COUNTY.search(p.name) else geo.lookup(p.name)
            twins = [
                (n, c) for c in named
                if c.country_code == "US" and c.admin1 and geo.fold(c.name) == key
                and (n := _near(c, others)) >= need
            ]  # fmt: skip
            if not twins and not _COUNTY.search(p.name):
                # A bare county name ("4-year-old boy hit by stray bullet outside DeKalb
                # apartments" in the Atlanta Journal-Constitution: DeKalb County, Ga., not
                # the Illinois town): a local outlet names its area's counties so.
                twins = [
                    (n, c) for c in geo.county_lookup(p.name)
                    if c.country_code == "US" and c.admin1 and (n := _near(c, others)) >= need
                ]  # fmt: skip
            if twins:
                c = max(twins, key=lambda t: t[0])[1]  # the nearest to most (then the biggest)
                p = replace(p, name=c.name, admin1=c.admin1, lat=c.lat, lon=c.lon, geonames_id=c.geonames_id)
        out.append(p)
    return tuple(out)


def home_quarter(
    article: Article, places: tuple[Place, ...], home: str, town: Place | None, points: list[Place]
) -> tuple[Place, ...]:
    """``places`` with the best one moved to the outlet's home town (else its home state)
    where it is a town of another state that no other place of the article backs, that has
    no namesake in the outlet's home state, that lies near none of the outlet's other
    reports, and whose state the article never names: a local outlet's name for a quarter
    of its own city, which the gazetteer lacks but a far town bears. WLWT's "Police are
    investigating a quadruple shooting in Westwood" is Cincinnati's Westwood, not Westwood,
    Massachusetts; the Post-Gazette's "East Hills" is Pittsburgh's, not East Hills, N.Y."""
    from crosswire.extract.place_states import states_in

    if not places or len(points) < HOME_MIN_REPORTS:
        return places
    p = places[0]
    lone = not any(q.admin1 == p.admin1 for q in places[1:])
    if (
        p.country_code != "US" or not p.admin1 or p.admin1 == home or not lone or _COUNTY.search(p.name)
        or not _named_as_such(p) or home in namesake_states(p)
        or _near(p, points) or geo.us_state(p.admin1) in states_in(article.text or "", postal=False)
    ):  # fmt: skip
        return places
    own = next((c for c in geo.lookup(p.name) if c.geonames_id is not None and c.geonames_id == p.geonames_id), None)
    if own is None or own.population >= QUARTER_MAX_POPULATION:
        return places  # a city of its own ("Richmond" in an Atlanta paper), not a quarter
    if town is not None:
        moved = replace(p, name=town.name, admin1=town.admin1, lat=town.lat, lon=town.lon, geonames_id=town.geonames_id)
    else:
        state = home_place(article.id, home)
        if state is None:
            return places
        # (of score 0: the state backs, and never outvotes, a town another report names)
        moved = replace(p, name=home, admin1=home, lat=state.lat, lon=state.lon, geonames_id=None, score=0.0)
    return (moved, *places[1:])


def home_place(article_id: str, home: str) -> Place | None:
    """The outlet's home state as the place of its article ``article_id`` that names none:
    score 0, so it never outvotes a place another report names (reconciliation gives a
    place of score 0 no first-rank bonus), and no sentence as evidence (an empty span: the
    state comes from the outlet's other reports, not from this one's words)."""
    code = geo.us_state(home) if home else None
    if code is None:
        return None
    point = geo.admin1_point("US", code)
    return Place(
        name=home, evidence=Evidence(article=article_id, start=0, end=0, text=""), admin1=home,
        country_code="US", lat=point[0] if point else None, lon=point[1] if point else None, score=0.0,
    )  # fmt: skip


def address_place(article: Article, home: str | None) -> Place | None:
    """The city the article's address names ("delrionewsherald.com": Del Rio, Texas) where
    it lies in the outlet's learned ``home`` (or the outlet has none), else the one state its
    host name spells ("ohio.com") where the outlet has no home; as :func:`home_place`, of
    score 0 and with no sentence as evidence."""
    from crosswire.extract.place_outlet import host_states
    from crosswire.extract.place_url import url_places

    empty = Evidence(article=article.id, start=0, end=0, text="")
    for c in url_places(article.url):
        if home is None or c.admin1 == home:
            return Place(name=c.name, evidence=empty, admin1=c.admin1, country_code=c.country_code,
                         lat=c.lat, lon=c.lon, geonames_id=c.geonames_id, score=0.0)  # fmt: skip
    spelled = host_states(outlet_of(article))
    if home is None and len(spelled) == 1:
        return home_place(article.id, geo.admin1_name("US", next(iter(spelled))) or "")
    return None


def _named_as_such(place: Place) -> bool:
    """Whether the report wrote the place's own name (its first word: "HALIFAX CO." is
    Halifax County), not a form that names one namesake only: "KCK" is Kansas City,
    Kansas, whatever the Kansas City Star's home state ("Teenage girl shot and killed in
    KCK's third fatal drive-by shooting this week")."""
    written = geo.fold(place.evidence.text).split()
    return bool(written) and written[0] == geo.fold(place.name).split()[0]


def home_towns(articles: list[Article], extractions: Mapping[str, Extraction]) -> dict[tuple[str, str], Place]:
    """(outlet, state) -> the town at least HOME_MIN_REPORTS of the outlet's reports placed
    in that state are in, and at least HOME_TOWN_MIN_SHARE of them (KETV's Omaha)."""
    tally: dict[tuple[str, str], Counter[str]] = {}
    first: dict[str, Place] = {}
    for _, outlet, top in _us_tops(articles, extractions):
        town = top.lat is not None and top.name != top.admin1 and not _COUNTY.search(top.name)
        if top.admin1 and town and top.score >= HOME_MIN_SCORE:
            key = f"{top.geonames_id}|{geo.fold(top.name)}|{top.admin1}"
            tally.setdefault((outlet, top.admin1), Counter())[key] += 1
            first.setdefault(key, top)
    out = {}
    for where, counts in tally.items():
        # Ties broken by key, so the result does not depend on article order.
        key, n = min(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        if n >= HOME_MIN_REPORTS and n >= HOME_TOWN_MIN_SHARE * sum(counts.values()):
            out[where] = first[key]
    return out


def _one_state_named(article: Article) -> tuple[str, Place] | None:
    """(state, its place) of the one US state the article's headline names, else of the one
    its text names ("10 people shot at National Guard Armory in Tennessee" in a Charlotte
    station's page with no story text); the place of score 0 (as :func:`home_place`) but
    citing the state's first mention."""
    from crosswire.extract.place_states import state_mentions
    from crosswire.extract.place_title import headline

    field: EvidenceField = "title"
    source = headline(article.title)
    mentions = state_mentions(source, postal=True)
    if not mentions:
        field, source = "text", article.text or ""
        mentions = state_mentions(source, postal=False)
    if len({code for code, _, _ in mentions}) != 1:
        return None
    code, start, end = mentions[0]
    state = geo.admin1_name("US", code)
    place = home_place(article.id, state) if state else None
    if state is None or place is None:
        return None
    return state, replace(place, evidence=replace(Evidence.of(article.id, source, start, end), field=field))


def _headline_town(article: Article, state: str | None) -> Place | None:
    """The town the headline of a report with no place names, where it has a namesake in
    ``state`` (the outlet's home, the state the report names or the one its host name
    spells), or, with no state to go on, one US namesake only ("Lingle man accused of
    shooting, killing baby, dies": Lingle, Wyoming); of score 0, citing the headline. A headline's town the outlet's state lacks
    ("At vigil, dozens mourn four slain in South Linden" in the Columbus Dispatch) says
    nothing: the state stays."""
    from crosswire.extract.place_outlet import host_states
    from crosswire.extract.place_title import headline, title_mentions

    spelled = host_states(outlet_of(article))
    if state is None and len(spelled) == 1:
        state = geo.admin1_name("US", next(iter(spelled)))  # "hawaiinewsnow.com"
    title = article.title or ""
    cut = len(headline(title))
    for m in title_mentions(title):
        if m.end > cut or geo.us_state(m.name) is not None:
            continue
        key = geo.fold(m.name)
        twins = [c for c in geo.lookup(m.name, country="US") if c.kind == "city" and geo.fold(c.name) == key]
        if state is not None:
            twins = [c for c in twins if c.admin1 == state]
        if len(twins) == 1 or (state is not None and twins):
            c = twins[0]  # the biggest in the state
            ev = Evidence(article=article.id, start=m.start, end=m.end, text=title[m.start : m.end], field="title")
            return Place(name=c.name, evidence=ev, admin1=c.admin1, country_code="US", lat=c.lat,
                         lon=c.lon, geonames_id=c.geonames_id, score=0.0)  # fmt: skip
    return None


def apply_homes(
    articles: Iterable[Article], extractions: Mapping[str, Extraction], *, known: Homes | None = None
) -> dict[str, Extraction]:
    """``extractions`` with every article's places resolved towards its outlet's home state
    (see :func:`home_states`), and an article that names no place placed in the town its
    headline names (see :func:`_headline_town`), else the city its address names, else its
    outlet's home town or home state (see :func:`home_towns`, :func:`home_place`); articles
    of outlets without a home are unchanged.

    ``known``: homes known before the run, (outlet -> state, (outlet, state) -> town);
    by default the shipped table (:mod:`crosswire.outlet_table`). A home the run learns
    from its own reports comes first; a known one fills in where it learns none."""
    arts = list(articles)
    if known is None:
        known = (outlet_table.known_states(), outlet_table.known_towns())
    known_states, known_towns = known
    homes = {**known_states, **home_states(arts, extractions)}
    leans = home_states(arts, extractions, share=LEAN_MIN_SHARE, reports=LEAN_MIN_REPORTS)
    towns = {**known_towns, **home_towns(arts, extractions)}
    points = outlet_points(arts, extractions)
    out = dict(extractions)
    for art in arts:
        ext = extractions.get(art.id)
        home = homes.get(outlet_of(art) or "")
        if ext is None:
            continue
        if not ext.places:
            home = home or leans.get(outlet_of(art) or "")
            # A story that names one state and no town ("A nineteen-year-old Kansas State
            # University student ...") is in that state, whatever the outlet's home.
            named = _one_state_named(art)
            if named is not None and named[0] != home:
                home, said = named
            else:
                said = None
            # A local outlet's story that names no town ("Police said the incident happened
            # near an apartment complex off 84th and Q streets": its readers know the city)
            # is most often in the outlet's home state, or the city its address names.
            place = _headline_town(art, home)
            if place is None:
                place = address_place(art, home)
            if place is None and said is not None:
                place = said
            elif place is None and home is not None:
                town = towns.get((outlet_of(art) or "", home))
                place = home_place(art.id, home) if town is None else replace(
                    town, evidence=Evidence(article=art.id, start=0, end=0, text=""), score=0.0
                )  # fmt: skip
            if place is not None:
                out[art.id] = replace(ext, places=(place,))
            continue
        moved = ext.places if home is None else prefer_home(ext.places, home)
        near = [q for aid, q in points.get(outlet_of(art) or "", []) if aid != art.id]
        if moved == ext.places:
            moved = prefer_near(ext.places, near)
        if moved == ext.places and home is not None:
            moved = home_quarter(art, ext.places, home, towns.get((outlet_of(art) or "", home)), near)
        if moved != ext.places:
            out[art.id] = replace(ext, places=moved)
    return out
