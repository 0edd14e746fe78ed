"""A town named like its own province: abroad, "the attack in Lamu" may name the county as
well as its seat, and a town of that province the text puts the event in ("the assault on
Mpeketoni") is the finer scene. Used by :mod:`crosswire.extract.location`.
"""

from __future__ import annotations

from crosswire import geo

# Kinds of a place named only as where someone is from or spoke: no scene.
_NO_SCENE = frozenset({"origin", "elsewhere"})


def towns_inside_namesake_province(totals: dict[tuple, float], best: dict, kinds: dict) -> None:
    """The one other town of the leading town's province that an event sentence places the
    event in takes the leader's weight too, where the leader bears its province's name
    (Lamu, seat of Lamu County; Abu Dhabi, of its emirate) and lies outside the US (where a
    state's namesake city is the state's biggest or no town at all, and the county rules of
    :mod:`crosswire.extract.place_scene` decide). Mpeketoni 2014 probe: Reuters' "the attack
    in Lamu", in a quote, had outweighed "the assault on Mpeketoni" and split the report off.
    """
    towns = [k for k in totals if k[0] == "city" and not kinds.get(k, set()) <= _NO_SCENE]
    if len(towns) < 2:
        return
    top = max(towns, key=lambda k: totals[k])
    lead = best[top][1]
    if (
        lead.country_code in ("", "US")
        or not lead.admin1
        or geo.fold(lead.name) != geo.fold(lead.admin1)
    ):
        return
    inside = [
        k
        for k in towns
        if k != top
        and "event_in" in kinds.get(k, set())
        and best[k][1].country_code == lead.country_code
        and best[k][1].admin1_code == lead.admin1_code
    ]
    if len(inside) == 1:
        totals[inside[0]] += totals[top]


def capital_province(name: str, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Of several provinces of one country bearing ``name`` (GeoNames lists Mali's Gao
    region under two codes), the one a town of that name lies in: a province named after its
    capital is the capital's ("in the Gao region"). ``pairs`` unchanged otherwise."""
    if len(pairs) < 2 or len({cc for cc, _ in pairs}) != 1:
        return pairs
    codes = {c.admin1_code for c in geo.lookup(name, country=pairs[0][0], postal=False)}
    seat = [p for p in pairs if p[1] in codes]
    return seat if len(seat) == 1 else pairs
