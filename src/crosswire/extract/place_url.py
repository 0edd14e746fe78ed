"""Places an article's address points to: the outlet's city in its host name
("salina.com", "texarkanagazette.com", "abc7chicago.com") and a city section in its path
("/news/local/oshkosh/", "/neighborhood/katy/").

Never evidence (an address is not a sentence of the report): only context, like the places
of a page title, for choosing between namesakes the text names ("ABILENE" in a Salina
paper is Abilene, Kansas, not the bigger Abilene, Texas).
"""

from __future__ import annotations

import re
from functools import lru_cache

from crosswire import geo

# A host or path names a city only when its name is a US place of at least this many
# people (smaller names are too often ordinary words inside host names: "star", "record")
# and at least this long once squeezed ("waco" and shorter are left out for the same reason).
URL_CITY_MIN_POPULATION = 20_000
URL_CITY_MIN_LENGTH = 5
# ... and its biggest US namesake has at least this many times the people of the next one
# ("columbiadailyherald.com" is Columbia, Tennessee's paper, not South Carolina's: ambiguous
# names say nothing).
URL_CITY_DOMINANCE = 10.0
# Path segments looked at (the first ones are sections; the last is the story's own slug).
MAX_PATH_SEGMENTS = 5
# A later section's city counts only within this distance of the cities named before it
# (a metro area, as place_resolve.NEAR_KM).
SECTION_NEAR_KM = 80.0

_SQUEEZE = re.compile(r"[^a-z]")
# Words of web addresses that are also city names: a host's part or a path's first section
# "mobile" is the site's mobile edition ("onlineathens.com/mobile/2016-01-19/...",
# "mobile.example.com"), not Mobile, Ala.
WEB_WORDS = frozenset({"mobile"})


def _squeeze(name: str) -> str:
    return _SQUEEZE.sub("", geo.fold(name))


@lru_cache(maxsize=1)
def _us_city_names() -> dict[str, str]:
    """Squeezed name ("delrio") -> a spelling ``geo.lookup`` resolves ("Del Rio")."""
    idx = geo.load()
    out: dict[str, str] = {}
    for row, pop in zip(idx.rows, idx.pops, strict=True):
        if pop < URL_CITY_MIN_POPULATION:
            continue
        name, _gid, _lat, _lon, cc, _a1 = row.split("\t")
        if cc == "US":
            key = _squeeze(name)
            if len(key) >= URL_CITY_MIN_LENGTH:
                out.setdefault(key, name)
    return out


@lru_cache(maxsize=1)
def _host_pattern() -> re.Pattern[str]:
    names = sorted(_us_city_names(), key=len, reverse=True)
    return re.compile("|".join(re.escape(n) for n in names))


@lru_cache(maxsize=4096)
def _dominant(key: str) -> geo.Candidate | None:
    name = _us_city_names().get(key)
    if name is None:
        return None
    cands = [c for c in geo.lookup(name, country="US", postal=False) if _squeeze(c.name) == key]
    if not cands:
        return None
    if len(cands) > 1 and cands[0].population < URL_CITY_DOMINANCE * cands[1].population:
        return None
    return cands[0]


def _split_url(url: str) -> tuple[str, list[str]]:
    """(host, path segments) of the innermost URL (archive wrappers peeled)."""
    inner = url[url.rfind("://") + 3 :] if "://" in url else url
    host, _, path = inner.partition("/")
    host = host.split(":")[0].lower().removeprefix("www.")
    return host, [s for s in path.lower().split("/") if s]


@lru_cache(maxsize=4096)
def url_places(url: str | None) -> tuple[geo.Candidate, ...]:
    """US cities the address names: in its host name, or as a whole section of its path."""
    if not url:
        return ()
    host, segments = _split_url(url)
    label = host.rsplit(".", 1)[0]
    out: list[geo.Candidate] = []
    parts = set(label.split("."))
    for m in _host_pattern().finditer(label):
        if m.group() in WEB_WORDS and m.group() in parts:
            continue
        c = _dominant(m.group())
        if c is not None and c not in out:
            out.append(c)
    for i, seg in enumerate(segments[:-1][:MAX_PATH_SEGMENTS]):
        if i == 0 and seg in WEB_WORDS:
            continue  # (a later section may be the city's: "al.com/news/mobile/")
        c = _dominant(_squeeze(seg))
        # Sections go from the city to its parts: "/chicago/20150802/austin/" is Chicago's
        # Austin neighbourhood, not Austin, Texas; a section far from the first city named
        # is such a part.
        if c is not None and c not in out and all(
            (d := geo.distance_km(c, o)) is not None and d <= SECTION_NEAR_KM for o in out
        ):
            out.append(c)
    return tuple(out)


@lru_cache(maxsize=4096)
def url_path_states(url: str | None) -> frozenset[str]:
    """US state codes a section of the address's path spells ("/news/maryland/crime/",
    "/news/new-jersey/")."""
    if not url:
        return frozenset()
    _, segments = _split_url(url)
    out = set()
    for seg in segments[:-1][:MAX_PATH_SEGMENTS]:
        code = geo.us_state(seg.replace("-", " ")) if len(seg) > 4 else None
        if code:
            out.add(code)
    return frozenset(out)
