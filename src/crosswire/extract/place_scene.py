"""Where the scene is when the dateline names only where the reporter filed: a town of the
lede close by, a province the lede names, a town abroad. (Which named towns are parts of a
bigger city the article also names: :mod:`crosswire.extract.place_quarters`.)

Wire datelines name the bureau ("KABUL, Afghanistan (AP) — A suicide bomber blew himself up
at a funeral in eastern Nangarhar province"); a local station's dateline names its own city
("MADISON, Wis." for a shooting in Poynette). These rules move the lead from the dateline
to the scene the text states.
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.extract import place_mentions
from crosswire.extract.place_provinces import capital_province
from crosswire.extract.place_resolve import Context
from crosswire.nlp import ParsedArticle

_CAP = r"[A-ZÀ-ÖØ-ÞĀ-Ž][A-Za-zÀ-ÖØ-öø-ɏ'’.\-]*"

# A dateline city yields to an event-sentence place within this distance of it
# ("MADISON, Wis." for a Poynette shooting, 35 km away).
DATELINE_YIELD_KM = 80.0
# A dateline that yielded keeps this share of the scene's weight (its score had been
# capped at 1 like the scene's, so it outvoted the scene across an event's reports).
YIELDED_SHARE = 0.5
# A dateline city abroad this big is a bureau (Dubai, Nairobi, Bangkok; GeoNames'
# populations) when the lede puts the event in a province of another country.
BUREAU_CITY_POPULATION = 1_000_000
# A lede town this close to the dateline city is that city under another name (Delhi and
# GeoNames' New Delhi, 5 km apart; Gurugram, 27 km off, is a town of its own).
SAME_CITY_KM = 10.0
# ... to a town named as the scene ("shot ... in Poynette") or as the victims' home ("BOISE
# - A Kuna man is recovering"; a station's dateline is its own city). Not to a town whose
# police or fire chief is named (GVA dev: Cache over LAWTON gained 1, but 2 lost: "EXMORE,
# Va." to the Cape Charles police that helped, "SPRINGFIELD, Tenn." to Adams's fire chief).
DATELINE_YIELDS_TO = frozenset({"event_in", "origin"})
# A city this big has quarters GeoNames lists as towns (see :mod:`crosswire.extract.place_quarters`).
BIG_CITY_MIN_POPULATION = 300_000
# A province/state of another country ("in eastern Nangarhar province", "in Nigeria's
# northwestern Katsina state", "the Donetsk region"), for place context and the scene.
_PROVINCE = re.compile(
    rf"\b(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,3}})[ \t]+(?i:province|state|region|governorate|oblast|"
    rf"prefecture)\b(?![ \t]+of\b)|\b(?:province|state|region|governorate) of[ \t]+(?P<name2>{_CAP}(?:[ \t]+{_CAP}){{0,3}})"
)
# "in Lamu County", "Montserrado County": the first-level unit of the countries whose
# provinces English calls counties (GeoNames' admin1 of Kenya since 2013, Liberia, Norway's
# fylker, Sweden's län, Estonia's maakonnad, Hungary's megyék, Romania's județe, Croatia's
# županije, Taiwan's). Never in a US story, where a county is a state's part.
_PROVINCE_COUNTY = re.compile(rf"\b(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})[ \t]+County\b")
# "Kebbi: Gunmen abduct 25 students ...": a headline's label, as Nigerian and Pakistani
# papers head a state's news, read where the headline is the text (a headline-only report).
_PROVINCE_LABEL = re.compile(rf"\A(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}}):[ \t]")
COUNTY_PROVINCE_COUNTRIES = frozenset({"KE", "LR", "NO", "SE", "EE", "HU", "RO", "HR", "TW"})
# A province's name may join two names ("Jammu and Kashmir", "Sistan and Baluchestan"):
# read whole, its first name is no town of its own (Jammu).
_JOINED = rf"{_CAP}(?:[ \t]+(?:and|&)[ \t]+{_CAP}|[ \t]+{_CAP}){{0,2}}"
# "in Chhattisgarh's Dantewada district", "Balochistan's Mastung district": a province
# named as the possessor of a district or town.
_PROVINCE_POSSESSIVE = re.compile(
    rf"\b(?P<name>{_JOINED})['’]s[ \t]+(?:[\w-]+[ \t]+){{0,3}}?"
    r"(?i:district|province|town|city|village|area|county)\b"
)
# "on the border of Narayanpur and Dantewada districts in Chhattisgarh", "Kalat district in
# Balochistan": a province named bare after the districts it holds (a name of GeoNames'
# admin1 table only: "Narayanpur" alone had matched a Bangladeshi village, and its
# neighbour Raipur with it).
_PROVINCE_OF_UNITS = re.compile(
    rf"\b(?i:districts?|territory|territories|townships?|local[ \t]+government[ \t]+areas?)"
    rf"[ \t]+in[ \t]+(?P<name2>{_JOINED})"
)
# "Tamaulipas Governor Americo Villarreal": the province is context, not the scene.
_PROVINCE_GOVERNOR = re.compile(rf"\b(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})[ \t]+(?:[Gg]overnor\b|Gov\.)")
# "in Indian Kashmir", "in Pakistani Punjab": a country's word before a province of that
# country's names the province (and the country: the word says whose part it is).
_PROVINCE_COUNTRY_WORD = re.compile(rf"\b(?P<country>[A-Z][a-z]+)[ \t]+(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})")
# "in" shortly before a province: the province is said to be where something happened.
_IN_BEFORE = re.compile(r"\bin[ \t]+(?:[\w'’-]+,?[ \t]+){0,5}$")
# The first sentences whose province can be the scene (a later "in Helmand province" is
# more often another incident).
SCENE_PROVINCE_SENTENCES = 2


def provinces(
    pa: ParsedArticle, ctx: Context, *, events: frozenset[int]
) -> list[tuple[int, int, str, str, bool]]:
    """``(start, end, country, admin1 code, scene)`` of the provinces of countries other
    than the US that the text names; ``scene`` when a lede event sentence puts something
    "in" it."""
    out: list[tuple[int, int, str, str, bool]] = []
    # (truecased upper-case wire copy: "IN THE SOUTHERN MEXICAN STATE OF GUERRERO")
    found = [(m, True) for m in _PROVINCE.finditer(pa.analysis_text)]
    found += [(m, True) for m in _PROVINCE_POSSESSIVE.finditer(pa.analysis_text)]
    found += [(m, False) for m in _PROVINCE_GOVERNOR.finditer(pa.analysis_text)]
    found += [(m, True) for m in _PROVINCE_OF_UNITS.finditer(pa.analysis_text)]
    found += [(m, True) for m in _PROVINCE_COUNTRY_WORD.finditer(pa.analysis_text)
              if geo.country_code(m.group("country")) not in (None, "US")]  # fmt: skip
    if "US" not in ctx.countries and not ctx.states:
        found += [(m, True) for m in _PROVINCE_COUNTY.finditer(pa.analysis_text)]
        # (a province's name only, which no town bears: "KHUZDAR:" is a dateline's town)
        found += [(m, False) for m in _PROVINCE_LABEL.finditer(pa.analysis_text) if not geo.lookup(m.group("name"))]
    bureau = _bureau_country(pa.analysis_text)
    for m, can_be_scene in found:
        group = "name" if "name" in m.re.groupindex and m.group("name") else "name2"
        words = m.group(group).split()
        # "In Balochistan province" -> "Balochistan"; "state of Michoacan. The" -> "Michoacan"
        tails = [" ".join(words[i:]) for i in range(len(words))] if group == "name" else [
            " ".join(words[:i]) for i in range(len(words), 0, -1)]  # fmt: skip
        for name in (t.rstrip(".") for t in tails):
            pairs = [p for p in geo.admin1_lookup(name) if p[0] != "US"]
            if not pairs and ctx.countries - {"US"}:
                # a transliteration of the admin1's name ("the central Sagaing region")
                pairs = geo.admin1_similar(name, countries=ctx.countries - {"US"})
            if not pairs and m.re is _PROVINCE and (ctx.countries - {"US"} or bureau or not (ctx.countries or ctx.states)):
                # a province named after its capital, spelled otherwise ("Saada province":
                # the city Saada is GeoNames' Sa'dah, seat of the governorate Sa'dah)
                # (or of the bureau's country: "SANAA (Reuters) - U.S. air strikes on a fuel
                # port in Hodeidah province"; or of any, in a text naming none)
                pairs = _capital_province(name, countries=(ctx.countries - {"US"}) or bureau or None)
            if ctx.countries:
                named = [p for p in pairs if p[0] in ctx.countries or p[0] in bureau]
                # (a province named with its unit word is one of the story's countries even
                # when the text names only another: "the railway station in Kramatorsk,
                # Donetsk Oblast ... Russia's Defense Ministry denied responsibility")
                pairs = named or (pairs if m.re is _PROVINCE and "US" not in ctx.countries else [])
            if m.re is _PROVINCE_COUNTRY_WORD:  # only that country's province, by its name
                owner = geo.country_code(m.group("country"))
                pairs = [p for p in geo.admin1_lookup(name) if p[0] == owner]
            if m.re is _PROVINCE_COUNTY:  # (a county of the text's countries first)
                counties = [p for p in geo.admin1_lookup(name) if p[0] in COUNTY_PROVINCE_COUNTRIES]
                pairs = [p for p in counties if p[0] in ctx.countries] or counties
            if len(pairs) > 1:
                # a name shared by provinces of several countries, told with a town of one of
                # them just before ("in Mangu Local Government Area of Plateau State": Nigeria's
                # Plateau, not Benin's)
                pairs = capital_province(name, _with_town_before(pa.analysis_text, m.start(group), pairs) or pairs)
            if len(pairs) == 1:
                start = m.end("name") - len(name) if group == "name" else m.start("name2")
                sent = pa.sentence_at(start)
                scene = (
                    can_be_scene
                    and sent is not None
                    and sent.index < SCENE_PROVINCE_SENTENCES
                    and sent.index in events
                    and bool(_IN_BEFORE.search(pa.analysis_text, max(0, start - 60), start))
                )
                out.append((start, start + len(name), pairs[0][0], pairs[0][1], scene))
                break
    # "attacked a mosque in North Sinai on Friday" (a CAIRO dateline): a province of the
    # story's country named bare after "in" in a lede event sentence, when no town bears
    # its name, is the scene.
    # (or of a story that names no country nor US state: "a shooting rampage across several
    # communities in rural Nova Scotia")
    foreign = ctx.countries - {"US"}
    bare_ok = (foreign and "US" not in ctx.countries) or not (ctx.countries or ctx.states or ctx.hinted)
    for m in _IN_BARE.finditer(pa.analysis_text) if bare_ok else ():
        name, start = m.group("name"), m.start("name")
        sent = pa.sentence_at(start)
        if sent is None or sent.index >= SCENE_PROVINCE_SENTENCES or sent.index not in events:
            continue
        if any(a <= start < b for a, b, *_ in out) or geo.lookup(name, postal=False) or geo.country_code(name):
            continue
        pairs = [p for p in geo.admin1_lookup(name) if p[0] != "US" and (not foreign or p[0] in foreign)]
        if len(pairs) == 1:
            out.append((start, start + len(name), pairs[0][0], pairs[0][1], True))
    return out


def _bureau_country(text: str) -> frozenset[str]:
    """The country of a foreign wire bureau whose city opens ``text`` as its dateline
    ("SANAA (Reuters) -": Yemen), a city of BUREAU_CITY_POPULATION or more; else empty."""
    m = place_mentions.DATELINE.match(text)
    if m is None:
        return frozenset()
    cands = [c for c in geo.lookup(m.group("city").strip().title(), postal=False) if c.population >= BUREAU_CITY_POPULATION]
    return frozenset({cands[0].country_code}) if cands and cands[0].country_code != "US" else frozenset()


_IN_BARE = re.compile(rf"\bin[ \t]+(?:(?:rural|[a-z]+ern)[ \t]+)?(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})\b(?![ \t]+(?i:province|state|region|governorate|oblast|prefecture|district|county|city|town)\b)")


# How far before a province's name (characters) a town of it may place it.
_TOWN_BEFORE_PROVINCE = 60


def _with_town_before(text: str, start: int, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The one of ``pairs`` (country, admin1 code) that a town named just before ``start``
    lies in; [] when no such town picks exactly one."""
    found: set[tuple[str, str]] = set()
    words = re.findall(_CAP, text[max(0, start - _TOWN_BEFORE_PROVINCE) : start])
    names = words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]
    for name in names:
        found |= {
            (c.country_code, c.admin1_code or "") for c in geo.lookup(name, postal=False)
            if (c.country_code, c.admin1_code or "") in pairs
        }  # fmt: skip
    return list(found) if len(found) == 1 else []


def _capital_province(name: str, *, countries: frozenset[str] | None) -> list[tuple[str, str]]:
    """The admin1 of the city ``name`` in ``countries`` (any but the US's when None) whose
    admin1 name starts like the city's own (a province named after its seat), as
    ``[(country, code)]`` or ``[]``."""
    key = geo.fold(name)
    for c in geo.lookup(name, postal=False):
        if c.country_code == "US" if countries is None else c.country_code not in countries:
            continue
        if not c.admin1 or not c.admin1_code:
            continue
        short = geo.fold(c.admin1)
        # (or the admin1's name ends with the city's: "Hodeidah" is GeoNames' Al Hudaydah,
        # seat of "Muhafazat al Hudaydah")
        if (short[:2] == key[:2] and short[:2] == geo.fold(c.name)[:2]) or short.endswith(" " + geo.fold(c.name)):
            return [(c.country_code, c.admin1_code)]
    return []


def dateline_yields_to_province(
    totals: dict[tuple, float], best: dict, kinds: dict, scenes: list[tuple[str, str]],
    *, reference: frozenset[str] = frozenset(),
) -> tuple[str, str] | None:
    """A foreign dateline names the bureau ("KABUL, Afghanistan (AP) — A suicide bomber
    blew himself up at a funeral in eastern Nangarhar province"): when the lede puts the
    event in another province of the dateline's country, a town of the article in that
    province takes the lead; with none, that province is returned, to come first. A town
    named only as a reference point (``reference``, folded names: "Hroza lies about 30 km
    west of Kupiansk") is none."""
    if not totals or not scenes:
        return None
    top = max(totals, key=lambda k: totals[k])
    city = best[top][1]
    if "dateline" not in kinds[top] or "lede_in" in kinds[top]:
        return None  # (the lede putting the event in the dateline city keeps it)
    if city.country_code == "US" and all(cc == "US" for cc, _ in scenes):
        return None
    for cc, code in scenes:
        if cc != city.country_code:
            # (a US capital's dateline too: "WASHINGTON (AP) — A U.S. drone strike killed a
            # senior al-Qaida leader in Idlib province in northwestern Syria")
            if city.population >= BUREAU_CITY_POPULATION or city.country_code == "US":
                # a bureau in another country ("DUBAI - U.S. air strikes on the Ras Isa fuel
                # port in Yemen's Hodeidah province"): the province the lede names
                return cc, code
            continue
        if code == city.admin1_code:
            continue
        inside = [k for k in totals if k[0] == "city" and best[k][1].admin1_code == code
                  and best[k][1].country_code == cc
                  and not {geo.fold(best[k][1].name), geo.fold(best[k][0].name)} & reference]  # fmt: skip
        if inside:
            key = max(inside, key=lambda k: totals[k])
            totals[key] = totals[top] + 0.01
            kinds[key].add("dateline_yield")
            demote(totals, top, totals[key], country=city.country_code)
            return None
        return cc, code
    return None


def demote(totals: dict[tuple, float], key: tuple, winner: float, *, country: str | None) -> None:
    """A foreign dateline that yielded is where the reporter filed: it stays second, with a
    score well below the scene's, so that across reports it does not outvote the scene.
    (Not a US one: a local station's city that yielded to a town nearby is as often the
    scene GVA codes: GVA dev city_match 0.7646 -> 0.7637 when US datelines were demoted.)"""
    if country != "US":
        totals[key] = min(totals[key], winner * YIELDED_SHARE)


def dateline_yields(
    totals: dict[tuple, float], best: dict, kinds: dict, *, reference: frozenset[str] = frozenset()
) -> None:
    """A dateline names where the reporter filed; when an event sentence places the
    shooting in another town close by, that town is the scene: it takes the lead.

    A foreign wire dateline yields further: to a town in another country (a regional
    bureau: "CAIRO - An air strike ... in central Gaza"), and at any distance when the text
    uses the dateline city as a reference point ("in Hathras district, about 200 km from
    Lucknow"). ``reference`` holds the folded names the text so uses."""
    if not totals:
        return
    top = max(totals, key=lambda k: totals[k])
    if "dateline" not in kinds[top]:
        return
    filed = best[top][1]
    abroad = filed.country_code != "US"
    # The lede names the dateline's own area as the scene ("NEW DELHI: ... violence in
    # northeast Delhi ... in Jaffrabad"): not a bureau's dateline, so a far namesake of a
    # neighbourhood (Jaffrabad, Tamil Nadu) takes nothing from it.
    at_home = any(
        key != top and key[0] == "city" and "lede_in" in ks
        and (d := geo.distance_km(best[key][1], filed)) is not None and d <= SAME_CITY_KM
        for key, ks in kinds.items()
    )  # fmt: skip
    for key, ks in kinds.items():
        if key == top or key[0] != "city" or "district_of" in ks:
            continue
        cand = best[key][1]
        # A US dateline far from a scene abroad is a bureau too ("WASHINGTON — ... the air
        # strike that destroyed a hospital in Kunduz"): only a US town keeps a US dateline's
        # local-news rules.
        away = abroad or (cand.country_code is not None and cand.country_code != "US")
        # A bureau abroad yields to a town of another country the lede names as a town
        # ("BANGKOK (AP) — The Arakan Army ... seized the town of Buthidaung in Myanmar's
        # Rakhine state"), or gives as the reference point of the scene in its event
        # sentence ("CAIRO - Militants attacked a checkpoint south of el-Arish"), far off.
        named = away and not at_home and not {"lede_in", "lede_town"} & kinds[top] and (
            ("lede_named" in ks and cand.country_code != filed.country_code)
            # (in the bureau's own country, a town of another province or far off, in an event
            # sentence, as "lede_in" below: "KYIV - A Russian missile hit ... the northern city
            # of Chernihiv", "BEIRUT - An Israeli strike on the southern city of Nabatieh")
            or ("lede_named_event" in ks and (cand.admin1_code != filed.admin1_code or (
                (d0 := geo.distance_km(cand, filed)) is not None and d0 > DATELINE_YIELD_KM)))
            or ("lede_near" in ks and (cand.country_code, cand.admin1_code) != (filed.country_code, filed.admin1_code))
        )
        if not (DATELINE_YIELDS_TO & ks) and not named:
            continue
        d = geo.distance_km(cand, filed)
        # Only to a smaller town: the outlet's city is the big one ("a hospital in
        # Charlotte" does not displace a LINCOLNTON, N.C. dateline).
        smaller = cand.population < filed.population
        near = d is not None and d <= DATELINE_YIELD_KM
        bureau = away and not at_home and "event_in" in ks and (
            # (not when the lede puts the event in the dateline city: "GAZA CITY - An
            # explosion at al-Ahli Arab Hospital in Gaza City", protests "in Amman" later)
            (cand.country_code != filed.country_code and "lede_in" not in kinds[top])
            or (smaller and bool({geo.fold(filed.name), geo.fold(best[top][0].name)} & reference))
            # the lede puts the event in a town of another province, or far off in the
            # same one, and not in the dateline city ("NAIROBI - ... stormed a university
            # campus in Garissa"; "HYDERABAD: ... inside the shrine ... in Sehwan", 130 km)
            or ("lede_in" in ks and "lede_in" not in kinds[top]
                and (cand.admin1_code != filed.admin1_code or (d is not None and d > DATELINE_YIELD_KM)))
            # ... or names the town outright, at any distance ("MAIDUGURI - ... stormed a
            # village, near the town of Damboa", 87 km away in the same state)
            or ("lede_town" in ks and not {"lede_in", "lede_town"} & kinds[top])
        )
        # A news agency's US bureau ("NEW ORLEANS (AP) — Police ... arrested a man suspected of
        # fatally shooting a police officer ... in south Louisiana. A Chitimacha tribal officer
        # was pronounced dead at the scene of the shootings in Charenton", 150 km off) covers
        # its state: it yields at any distance to a smaller town of that state the lede puts
        # the event in, as a bureau abroad does, unless the lede puts it in the bureau's city.
        wire = (
            "wire_dateline" in kinds[top] and not away and not at_home and smaller
            and "lede_in" in ks and "lede_in" not in kinds[top] and cand.admin1_code == filed.admin1_code
        )  # fmt: skip
        # The lede puts the event in the dateline's own town ("MIAMI GARDENS, Fla. - Three
        # teenage boys were shot Friday afternoon in Miami Gardens"): a town close by that
        # only a later sentence names ("No students were injured Friday morning when a
        # private school van was struck by gunfire in Brownsville") is no reason to yield.
        local = "lede_in" in ks or not ("lede_in" in kinds[top] and top[0] == "city")
        if (near and smaller and local and bool(DATELINE_YIELDS_TO & ks)) or bureau or named or wire:
            totals[key] = max(totals[key], totals[top] + 0.01)
            ks.add("dateline_yield")  # ranks as a town, even if named only as a home
            demote(totals, top, totals[key], country=filed.country_code)
            return
    if abroad and {geo.fold(filed.name), geo.fold(best[top][0].name)} & reference:
        # the text itself puts the scene outside the dateline city ("the attack on a suburban
        # Moscow concert hall" under MOSCOW): still the best place it names, but a weak one
        demote(totals, top, totals[top], country=filed.country_code)


__all__ = [
    "dateline_yields",
    "dateline_yields_to_province",
    "demote",
    "provinces",
]


# A town inside a county the article names takes this share of the county's weight: the
# county a local report names (its sheriff, its deputies) is the scene's county, so a
# town in it is likelier the scene than a bigger town outside it (the station's city, a
# hospital's, the suspect's home town).
COUNTY_SUPPORT = 1.0


def towns_in_named_counties(totals: dict[tuple, float], best: dict, kinds: dict) -> None:
    """When the leading town lies in none of the counties the article names, each town
    inside one of them gains that county's weight ("Burke County deputies ... in
    Waynesboro" over the Augusta station's "Augusta"). A town lies in the county whose
    centroid is nearest (:func:`crosswire.geo.nearest_county`)."""
    counties = {(c.name, c.admin1_code): k for k in totals if k[0] == "county" for c in [best[k][1]]}
    towns = [k for k in totals if k[0] == "city" and not kinds.get(k, set()) <= {"origin", "elsewhere"}]
    if not counties or not towns:
        return

    def county_key(key: tuple) -> tuple | None:
        c = geo.nearest_county(best[key][1])
        return counties.get((c.name, c.admin1_code)) if c is not None else None

    top = max(towns, key=lambda k: totals[k])
    if county_key(top) is not None:
        return
    for key in towns:
        if (k := county_key(key)) is not None:
            totals[key] += COUNTY_SUPPORT * totals[k]


def police_city_over_far_namesake(
    totals: dict[tuple, float], best: dict, kinds: dict, *, police: frozenset[str], states: frozenset[str]
) -> None:
    """A big city whose police the text names leads over a namesake town of a state the
    text never names: that town is one of the city's neighbourhoods ("AUSTIN— A child was
    shot in Austin ..., said ... a Chicago Police spokesman": Chicago's Austin, not Texas's).
    """
    towns = [k for k in totals if k[0] == "city" and not kinds.get(k, set()) <= {"origin", "elsewhere"}]
    if len(towns) < 2:
        return
    top = max(towns, key=lambda k: totals[k])
    far = best[top][1]
    if far.country_code != "US" or far.admin1_code in states:
        return
    for key in towns:
        city = best[key][1]
        if (
            key != top and geo.fold(city.name) in police and city.country_code == "US"
            and city.admin1_code != far.admin1_code and city.population >= BIG_CITY_MIN_POPULATION
        ):  # fmt: skip
            totals[key] = totals[top] + 0.01
            return


# A county outweighing the leading town by this factor leads when that town lies in
# another state (a far namesake: "Heritage Dr off East Valley" in a "Bartow County
# Emergency Responders" story is no East Valley, Nevada). GVA dev: leading over any town
# outside the named counties, same state too, lost 9 city matches for 5 state matches.
COUNTY_LEAD_RATIO = 1.0


def county_over_far_town(
    towns: list[tuple], totals: dict[tuple, float], best: dict, *, states: frozenset[str]
) -> tuple | None:
    """The county key to list before the towns, or None: the heaviest named county, when
    it outweighs the leading town and that town lies in another state, one the article
    does not name (``states``), away from the article's other towns."""
    counties = [k for k in totals if k[0] == "county"]
    if not counties or not towns:
        return None
    top = max(towns, key=lambda k: totals[k])
    county = max(counties, key=lambda k: totals[k])
    town, seat = best[top][1], best[county][1]
    if (town.country_code, town.admin1_code) == (seat.country_code, seat.admin1_code) or town.admin1_code in states:
        return None
    # (a town the article's other towns lie around is no stray namesake: then the county is
    # the namesake, "Jackson County" read as Mississippi's beside Maysville and Winder, Ga.)
    from crosswire.extract.place_resolve import NEAR_KM

    if any(
        (d := geo.distance_km(town, best[k][1])) is not None and d <= NEAR_KM for k in towns if k != top
    ):
        return None
    return county if totals[county] > COUNTY_LEAD_RATIO * totals[top] else None
