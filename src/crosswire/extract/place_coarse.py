"""Places coarser than a town: a US state or a country named alone ("in Texas", "in Iran"),
and a province abroad named alone or over its small namesake towns ("across Balochistan",
"Joel Cauchi from Queensland").

Split out of :mod:`crosswire.extract.place_resolve`, which resolves a name to such a place
rather than to a far hamlet of the same name.
"""

from __future__ import annotations

from crosswire import geo
from crosswire.extract.place_context import Context

# A province abroad is the place its name means where the towns of that name are all smaller
# than this and in other countries: "Joel Cauchi from Queensland" is the Australian state,
# not Queensland, Alberta (4,585 people); "Borno" is Nigeria's, not an Italian village's.
PROVINCE_OVER_TOWN_MAX_POPULATION = 20_000


def province_over_towns(name: str, cands: list[geo.Candidate]) -> bool:
    """Whether ``name`` is one country's province (not a US state) and every town in
    ``cands`` is small and in another country (see PROVINCE_OVER_TOWN_MAX_POPULATION)."""
    pairs = [p for p in geo.admin1_lookup(name) if p[0] != "US"]
    if len({cc for cc, _ in pairs}) != 1 or geo.us_state(name):
        return False
    cc = pairs[0][0]
    return all(c.population < PROVINCE_OVER_TOWN_MAX_POPULATION and c.country_code != cc for c in cands)


def foreign_province(name: str, ctx: Context) -> geo.Candidate | None:
    """A province abroad named alone, as a coarse place ("attacked police stations ...
    across Balochistan"), when no town bears its name, it is one country's only, and the
    story is not set in the US: else None."""
    if "US" in ctx.countries or not name[:1].isupper() or geo.country_code(name):
        return None
    pairs = [p for p in geo.admin1_lookup(name) if p[0] != "US"]
    if (towns := geo.lookup(name)) and not province_over_towns(name, towns):
        return None
    if ctx.countries:
        pairs = [p for p in pairs if p[0] in ctx.countries]
    if len(pairs) != 1:
        return None
    cc, code = pairs[0]
    admin1 = geo.admin1_name(cc, code)
    point = geo.admin1_point(cc, code)
    return geo.Candidate(name=admin1 or name, kind="admin1", country_code=cc, admin1_code=code, admin1=admin1,
                         lat=point[0] if point else None, lon=point[1] if point else None)  # fmt: skip


def coarse_place(name: str) -> geo.Candidate | None:
    """A US state or a country named alone ("in Texas", "in Iran")."""
    st = geo.us_state(name)
    # (a short name only in full: "Iowa", "Ohio", not "Ga", "Ill")
    if st and (len(name) > 4 or geo.fold(name) == geo.fold(geo.admin1_name("US", st) or "")):
        return geo.Candidate(name=geo.admin1_name("US", st) or name, kind="admin1",
                             country_code="US", admin1_code=st,
                             admin1=geo.admin1_name("US", st))  # fmt: skip
    cc = geo.country_code(name)
    if cc and name[:1].isupper() and name.lower() not in geo.DEMONYMS:
        return geo.country_candidate(cc)
    return None
