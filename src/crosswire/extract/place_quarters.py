"""Which named towns are parts of a bigger city the article also names: GeoNames lists
neighbourhoods ("Rogers Park", "Sadr City") as populated places, and a district named as an
administrative unit yields to a listed town of it the lede names. Split from
:mod:`crosswire.extract.place_scene` (the dateline's rules stay there).
"""

from __future__ import annotations

from collections.abc import Iterable

from crosswire import geo
from crosswire.extract.place_postal import postal_city_of
from crosswire.extract.place_resolve import Mention
from crosswire.extract.place_scene import (
    BIG_CITY_MIN_POPULATION,
    BUREAU_CITY_POPULATION,
    YIELDED_SHARE,
)

# A town within QUARTER_KM of a city of BIG_CITY_MIN_POPULATION+ that is QUARTER_RATIO
# times bigger, both named, is taken for a part of it (GVA dev 2,048 incidents, city_match:
# off 0.703; 10 km 0.711, 15 km 0.715, 20 km 0.716, 25 km 0.714; 100k-500k and ratios 3-10
# all within 0.002).
QUARTER_KM = 20.0
QUARTER_RATIO = 5.0


def city_absorbs_quarters(
    totals: dict[tuple, float], best: dict, kinds: dict, *, outlet_cities: Iterable[geo.Candidate] = (),
    reference: Iterable[str] = (),
) -> None:
    """A neighbourhood ("Rogers Park", "Williamsburg", "Grays Ferry": GeoNames lists them as
    populated places) yields to the big city around it that the article also names, or
    that the outlet's address names ("Bridgeport" in a chicagotribune.com story that never
    writes "Chicago"): GVA, like a postal address, codes the city (or the New York
    borough). Not to a city the text names only as a reference point (``reference``, folded
    names): "in Nanterre, west of Paris" says Nanterre is a town of its own."""
    refs = set(reference)
    if not totals:
        return
    top = max(totals, key=lambda k: totals[k])
    if "lede_named" in kinds.get(top, ()):
        return  # the lede calls it a city or town ("The City of Brookfield Police responded")
    if top[0] == "city":
        small = best[top][1]
        if "dateline_yield" in kinds.get(top, ()) and small.country_code != "US":
            return  # a foreign dateline yielded to a town of its own ("CALI - ... in Jamundí")
        for key in totals:
            if key != top and key[0] == "city" and _is_quarter_of(best[key][1], small):
                if {geo.fold(best[key][1].name), geo.fold(best[key][0].name)} & refs:
                    continue
                if _town_of_its_own(small, best[key][1], kinds[top]) and not _written_inside(best[top][0], best[key][0]):
                    continue
                totals[key] = totals[top] + 0.01
                return
    # (the first town, ahead of any county: a county is listed after the towns anyway)
    towns = [k for k in totals if k[0] == "city"]
    if not towns:
        return
    top = max(towns, key=lambda k: totals[k])
    small = best[top][1]
    if kinds.get(top, set()) & {"dateline", "dateline_yield", "lede_named"}:
        return  # a dateline names a town of its own, and so does "the City of Brookfield"
    for big in outlet_cities:
        if big.kind == "city" and _is_quarter_of(big, small) and not _town_of_its_own(small, big, kinds.get(top, set())):
            key = (big.kind, big.geonames_id, big.name, big.admin1_code)
            totals[key] = totals[top] + 0.01
            best[key] = (best[top][0], big)
            kinds[key] = {"outlet_city"}
            return


def _town_of_its_own(small: geo.Candidate, big: geo.Candidate, small_kinds: set[str]) -> bool:
    """A US town an event sentence names as the scene ("shot ... in Melrose Park") whose mail
    USPS delivers under its own name or a third town's, not as the big city's next to it, is
    no quarter of that city: GVA, like an address, codes the suburb (Melrose Park by Chicago,
    Tolleson by Phoenix; GVA dev city_match +4 -1 incidents). A town named only in passing ("coaches his
    team in Ocoee", a hospital's Oak Lawn) still yields, as GVA codes the outlet's city there."""
    return "event_in" in small_kinds and postal_city_of(small, big) is False


def _written_inside(small: Mention | None, big: Mention | None) -> bool:
    """Whether the big city's mention follows the town's after a comma ("in Long Island City,
    Queens"): the text places the town inside the city."""
    return small is not None and big is not None and 0 < big.start - small.end <= 2


def districts_join_city(totals: dict[tuple, float], best: dict, kinds: dict, *, districts: set[str]) -> None:
    """A town the text writes as a district of a bigger city it names ("Baghdad's Sadr City
    district", "Sadr City, the Shi'ite district in eastern Baghdad"; GeoNames lists Sadr City
    with 1.2 million people, too big for :func:`city_absorbs_quarters`) gives its weight to
    that city, and no dateline yields to it."""
    for key in list(totals):
        small = best[key][1]
        if key[0] != "city" or not {geo.fold(small.name), geo.fold(best[key][0].name)} & districts:
            continue
        for big_key in totals:
            if big_key[0] == "city" and _is_quarter_of(best[big_key][1], small, ratio=1.0):
                totals[big_key] += totals[key]
                totals[key] *= YIELDED_SHARE
                kinds[key].add("district_of")
                break


# A district's towns lie within this of its seat (Doaba, 32 km from Hangu; Pakistani and
# Nigerian districts and LGAs are 30-80 km across).
UNIT_TOWN_KM = 50.0


def units_yield_to_towns(totals: dict[tuple, float], best: dict, kinds: dict, *, lede_end: int) -> None:
    """A town named as an administrative unit ("the district of Hangu", "Hangu district")
    and one listed town of its province close by that the first sentences name ("in the Doaba
    area"): the town is the finer scene, as ACLED and GTD code it; the unit's seat gives it
    half its weight (a dateline's or a hospital's town is no such town)."""
    for unit_key in list(totals):
        if unit_key[0] != "city" or "unit" not in kinds[unit_key]:
            continue
        unit = best[unit_key][1]
        towns = [
            k for k in totals
            # (not a town named as the reference point: "in the Hamdaniya district, a ... area
            # east of Mosul")
            if k != unit_key and k[0] == "city" and not kinds[k] & {"unit", "elsewhere", "other_event", "dateline", "lede_near"}
            and best[k][0].start < lede_end and best[k][1].country_code == unit.country_code
            and best[k][1].admin1_code == unit.admin1_code
            and (d := geo.distance_km(unit, best[k][1])) is not None and d <= UNIT_TOWN_KM
        ]  # fmt: skip
        if len(towns) == 1:
            totals[towns[0]] += totals[unit_key] * (1.0 - YIELDED_SHARE)
            totals[unit_key] *= YIELDED_SHARE
            kinds[unit_key].add("unit_of")


def unlisted_quarters(totals: dict[tuple, float], best: dict, kinds: dict, *, quarters: set[str]) -> None:
    """A name written as "the X district" under the dateline of a city of a million or more
    ("BAMAKO - ... Gunfire and explosions were heard near the school in the Faladie
    district") is a quarter of that city GeoNames lacks: a village of that name in another
    first-order division, farther than a quarter lies (Faladié, Koulikoro, 65 km), is no
    scene; it gives its weight to the dateline city."""
    if not totals or not quarters:
        return
    top = max(totals, key=lambda k: totals[k])
    if "dateline" not in kinds[top] or top[0] != "city":
        return
    city = best[top][1]
    if city.population < BUREAU_CITY_POPULATION:
        return
    for key in list(totals):
        small = best[key][1]
        if key == top or key[0] != "city" or not {geo.fold(small.name), geo.fold(best[key][0].name)} & quarters:
            continue
        if small.country_code != city.country_code or small.admin1_code == city.admin1_code:
            continue
        if small.population >= UNLISTED_QUARTER_MAX_POPULATION:
            continue
        totals[top] += totals[key]
        totals[key] *= YIELDED_SHARE * YIELDED_SHARE
        kinds[key].add("district_of")


# A village this small bearing a quarter's name is no town the text means (see above).
UNLISTED_QUARTER_MAX_POPULATION = 20_000


def _is_quarter_of(big: geo.Candidate, small: geo.Candidate, *, ratio: float = QUARTER_RATIO) -> bool:
    # A quarter lies in its city's first-order division; a town across that line is a
    # town of its own (Krasnogorsk, Moscow Oblast, 19 km from the centre of Moscow).
    if (big.country_code, big.admin1_code) != (small.country_code, small.admin1_code):
        return False
    if big.population < BIG_CITY_MIN_POPULATION or big.geonames_id == small.geonames_id:
        return False
    if big.population <= ratio * max(small.population, 1):
        return False
    d = geo.distance_km(big, small)
    return d is not None and d <= QUARTER_KM
