"""US postal towns: the town USPS delivers a place's mail as, where that is a town of
another name ("Isla Vista" -> Goleta, "Murray" -> Salt Lake City, Coney Island -> Brooklyn).

The Gun Violence Archive and other address-coded records name an incident's city by its
postal town and give the place in parentheses ("Goleta (Isla Vista)"), so a scene a report
names by such a place is reported under its postal town, citing the report's own words.
The table is built from the zipcodes package's ZIP code list by
``scripts/build_postal_towns.py`` (its docstring says which places are listed).
"""

from __future__ import annotations

import lzma
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from crosswire import geo

DATA_FILE = "postal_towns.tsv.xz"


@dataclass(frozen=True, slots=True)
class _Table:
    by_name: dict[tuple[str, str], str]  # (state code, folded name) -> postal town
    by_id: dict[int, tuple[str, str]]  # GeoNames id -> (state code, postal town)


@lru_cache(maxsize=1)
def _table() -> _Table:
    raw = (resources.files("crosswire") / "data" / DATA_FILE).read_bytes()
    by_name: dict[tuple[str, str], str] = {}
    by_id: dict[int, tuple[str, str]] = {}
    for line in lzma.decompress(raw).decode("utf-8").splitlines():
        kind, a, b, town = line.split("\t")
        if kind == "N":
            by_name[(a, b)] = town
        else:
            by_id[int(a)] = (b, town)
    return _Table(by_name=by_name, by_id=by_id)


def postal_town(name: str, state: str, *, geonames_id: int | None = None) -> str | None:
    """The postal town of the US place ``name`` in ``state`` (a state name or code) where it
    is a town of another name: one USPS accepts the name for ("Isla Vista" -> Goleta), else,
    for a GeoNames place USPS does not know by its name, its nearest ZIP code's town
    (``geonames_id`` 5113481, Coney Island -> Brooklyn). None otherwise.

    >>> postal_town("Isla Vista", "California")
    'Goleta'
    >>> postal_town("Goleta", "CA") is None
    True
    """
    code = geo.us_state(state, postal=True)
    if code is None:
        return None
    table = _table()
    town = table.by_name.get((code, geo.fold(name)))
    if town is None and geonames_id is not None and table.by_id.get(geonames_id, ("", ""))[0] == code:
        town = table.by_id[geonames_id][1]
    return town


def postal_place(
    name: str, state: str, *, geonames_id: int | None = None, population: int = 0
) -> geo.Candidate | None:
    """The gazetteer's town for :func:`postal_town`: the one of its very name in the state, else
    the biggest its name finds ("Hot Springs National Park" is the name USPS and GVA write, not
    an alternate name of GeoNames' Hot Springs); None where there is none. A place found by its nearest ZIP code (not by its name) keeps
    its own name where it is not smaller (``population``) than that town: Queens is no part
    of Ozone Park, whose ZIP code lies closest to GeoNames' point of it."""
    town = postal_town(name, state, geonames_id=geonames_id)
    if town is None:
        return None
    cands = geo.lookup(town, country="US", admin1=geo.us_state(state, postal=True))
    if not cands:
        return None
    town_place = next((c for c in cands if c.name == town), cands[0])
    named = postal_town(name, state) is not None
    return town_place if named or max(c.population for c in cands) > population else None


def postal_city_of(place: geo.Candidate, city: geo.Candidate) -> bool | None:
    """Whether USPS delivers the mail of ``place``, a US town near the big ``city``, as
    ``city``'s (Chicago's Englewood, Philadelphia's Grays Ferry: True), or as its own or a third
    town's (Melrose Park, Ill., a town of its own; North Braddock, Pa., Braddock's: False).
    None outside the US, where there is no table."""
    if place.country_code != "US" or city.country_code != "US":
        return None
    town = postal_town(place.name, place.admin1_code or "", geonames_id=place.geonames_id)
    # (GeoNames' "New York City" is USPS' "New York")
    return town is not None and geo.fold(city.name) in {geo.fold(town), geo.fold(town) + " city"}
