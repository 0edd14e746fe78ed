"""Outlets' home states and towns, shipped with the package.

A local outlet reports mostly from its own market, and an article alone often does not say
which namesake of a town it means (its readers know). :mod:`crosswire.outlets` learns each
outlet's home from the run's own reports, which needs several of them (three placed reports
of one outlet); a pile of a few articles learns nothing. This table carries homes learned
once, from labelled reports (``scripts/learn_outlet_homes.py`` over GVA dev: an outlet whose
reports' true incidents lie mostly in one state), so that a single report of a known local
outlet is read as its readers read it. A home the run learns from its own reports comes
first (:func:`crosswire.outlets.apply_homes`).

The table is data, not code: ``data/outlet_homes.json``, ``{"outlets": {host: [state,
town or null]}}``, host names as :func:`crosswire.normalize.outlet_from_url` gives them.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

from crosswire import geo
from crosswire.model import Evidence, Place

TABLE_FILE = "outlet_homes.json"
_COUNTY_GOLD = re.compile(r"\s*\(county\)\s*$", re.IGNORECASE)


@cache
def _raw() -> dict[str, tuple[str, str | None]]:
    text = resources.files("crosswire").joinpath(f"data/{TABLE_FILE}").read_text(encoding="utf-8")
    return {host: (row[0], row[1]) for host, row in json.loads(text)["outlets"].items()}


def known_states() -> dict[str, str]:
    """Outlet host -> its home state (admin1 name) from the shipped table."""
    return {host: state for host, (state, _) in _raw().items()}


def town_place(name: str, state: str) -> Place | None:
    """The gazetteer's town (or county, written "Polk (county)") ``name`` in US ``state``
    as a place of score 0 citing nothing (as :func:`crosswire.outlets.home_place`), or None
    where the gazetteer lacks it."""
    code = geo.us_state(state)
    if code is None:
        return None
    if _COUNTY_GOLD.search(name):
        bare = _COUNTY_GOLD.sub("", name)
        found = geo.county_lookup(f"{bare} County", state=code) or geo.county_lookup(
            bare, state=code
        )
    else:
        key = geo.fold(name)
        found = [
            c
            for c in geo.lookup(name, country="US", admin1=code)
            if c.kind == "city" and geo.fold(c.name) == key
        ]
    if not found:
        return None
    c = found[0]  # the biggest
    return Place(
        name=c.name, evidence=Evidence(article="", start=0, end=0, text=""), admin1=c.admin1,
        country_code="US", lat=c.lat, lon=c.lon, geonames_id=c.geonames_id, score=0.0,
    )  # fmt: skip


@cache
def known_towns() -> dict[tuple[str, str], Place]:
    """(outlet host, state) -> its home town from the shipped table (where it has one the
    gazetteer knows)."""
    out = {}
    for host, (state, town) in _raw().items():
        place = town_place(town, state) if town else None
        if place is not None:
            out[(host, state)] = place
    return out
