"""Place resolution in an article's context: which gazetteer entry a place-name mention
means, given the states and countries the article names, its other places, the counties it
names (and the towns and counties whose namesakes lie in one another), and the places its
title names.

Split out of :mod:`crosswire.extract.location`, which finds the mentions and ranks the
resolved places. The context itself is built in :mod:`crosswire.extract.place_context`;
states, countries and provinces named alone are in :mod:`crosswire.extract.place_coarse`.
"""

from __future__ import annotations

import dataclasses
import math
import re
from dataclasses import dataclass

from crosswire import geo
from crosswire.extract.place_coarse import coarse_place, foreign_province, province_over_towns  # noqa: F401 (re-exported)
from crosswire.extract.place_context import (  # noqa: F401 (re-exported)
    DATELINE_ANY_COUNTRY_POPULATION,
    Context,
    article_context,
    region_filter,
    state_pattern,
    widen_context,
)
from crosswire.extract.place_forms import POLICE_ACRONYM, POLICE_ACRONYMS  # noqa: F401 (re-exported)
from crosswire.nlp import ParsedArticle

# Loose patterns ("X police", entities) accept a place of one common English word
# ("Police", "Justice" are towns somewhere) only above this population.
COMMON_WORD_MIN_POPULATION = 100_000
# ... and above this one where the pattern itself says the word names a town: "<Name>
# police" and an event sentence's "in <Name>" (``NAMED_KINDS``): Meridian, Miss. (39,661),
# Chino, Calif. (85,595), Reading, Pa. (88,082) on GVA dev; below it lie the words that
# open a police force's name ("Harbor", "Park", "Transit").
COMMON_WORD_NAMED_MIN_POPULATION = 20_000
NAMED_KINDS = frozenset({"police", "event_in"})
# A dateline whose own-name place has this many people is that city even where the text
# names another province (a bureau: Abuja, 590,000 in GeoNames; not "MATAMOROS", the
# Coahuila town of 40,000, under "Tamaulipas Governor").
BUREAU_PRIMARY_POPULATION = 250_000
# ... or, outside the US, one of a country the article names above this population (geo's
# VARIANT_MIN_POPULATION: a village's variant is more often another word).
ALT_IN_COUNTRY_MIN_POPULATION = 50_000
# ... and a smaller one where the text puts the event there ("a ramming attack at a bus stop
# near Pardes Hanna": GeoNames' Pardés H̱anna Karkur, 44,840, under its short name) or
# names its province ("Jammu and Kashmir's Poonch district": Pūnch, 28,197)
NAMED_ALT_IN_COUNTRY_MIN_POPULATION = 10_000
# With no state/country context at all, an unqualified name resolves to its biggest
# namesake only when that has at least this many people (else it is too ambiguous).
BARE_NAME_MIN_POPULATION = 1_000
# Loose mentions shorter than this are noise ("Ho" is a city in Ghana, and a word).
MIN_LOOSE_NAME_LENGTH = 3
# --- resolution (candidate score = log10 population + bonuses) -------------------------
STATE_BONUS = 2.0  # in a state/country the article names: beats a 100x bigger namesake
# In a state the outlet's name points to: beats a namesake up to 10x bigger (Peoria, Ill.
# for centralillinoisproud.com, not the bigger Peoria, Ariz.; Newark, N.J. stays Newark for
# nbcnewyork.com, 30x bigger than Newark, N.Y.).
OUTLET_STATE_BONUS = 1.0
COUNTRY_BONUS = 1.0  # in a country the article names (or its places point to)
NEAR_BONUS = 1.5  # within NEAR_KM of another place of the article: beats a 30x bigger one
# (Caledonia, NY near Rochester, NY over the 12x bigger Caledonia, Wisconsin: GVA dev).
COUNTY_BONUS = 1.5  # inside a county the article names
PAIR_BONUS = COUNTY_BONUS  # a town and a county of the text that lie in one another
NEAR_KM = 80.0  # a metro area / neighbouring towns (Lakewood-Tacoma 15 km, Poynette-Madison 35)
COUNTY_RADIUS_KM = 45.0  # a town within this of a county's centroid counts as inside it
# (US counties are ~1,600 km2 median, i.e. ~25 km across; big western ones more.)
COUNTY_PRIOR_POPULATION = 20_000  # a US county's median population is ~26,000 (Census)
# A namesake outside the article's states/countries and far from its other places must
# have at least this many people to be chosen (the previous engineer's value).
FAR_NAMESAKE_MIN_POPULATION = 100_000
# Names whose namesakes cluster near a candidate make it "near" even when the first
# guesses of those names lie elsewhere: at least this many other names must agree
# (two would let one coincidence decide), each checked over its biggest namesakes.
AGREEING_NAMES = 2
# A named town's namesake this many times bigger than every other is the name's town by far
# (see pick: a town named by its police or as the scene, lying far from the text's places).
SOLE_NAMESAKE_RATIO = 10
# ... and a town of at least this many people (a county seat's size: Tifton, Ga., 16,000),
# its namesakes counted at least as villages (GeoNames' cities500 floor, doubled: a
# post-office town without a GeoNames entry has no population in the gazetteer).
SOLE_NAMESAKE_MIN_POPULATION = 10_000
VILLAGE_POPULATION = 1_000
ALTERNATIVES_PER_NAME = 10

_CAP = r"[A-Z][A-Za-z'’.\-]*"
_COUNTY_NAME = re.compile(r"\s(County|Parish|Borough)$")
_COUNTY_ABBREVIATION = re.compile(r"[ \t]+Co\.?$")  # "HALIFAX CO., Va." is Halifax County
_TOWNSHIP = re.compile(r"(?i)^(.+?)[ \t]+(?:charter[ \t]+)?(?:township|twp\.?)$")


@dataclass(frozen=True, slots=True)
class Mention:
    """A place-name mention with its offsets and the weight of its pattern."""

    start: int
    end: int
    name: str
    weight: float
    region: str | None = None  # a state/country written with it ("Tenn.", "Iran")
    kind: str = "other"  # dateline | city_state | county | event_in | police | other


_THE = "The "
_MUNICIPAL_SUFFIX = re.compile(r"[-\s](?:shi|si)$", re.IGNORECASE)
# A name whose particle is written joined to it ("in LaSalle" for La Salle, Colo.; "DeKalb",
# "LaPorte"), which the gazetteer may list with a space.
_JOINED_PARTICLE = re.compile(r"(La|Le|De|Du|Da|Di)([A-Z][a-z]{2,})")


def candidates(mention: Mention, ctx: Context, *, loose: bool) -> list[geo.Candidate]:
    """Gazetteer entries ``mention`` can refer to (cities, or counties for "X County"),
    restricted by the state/country written with it; ``[]`` when the name is too weak."""
    name = _COUNTY_ABBREVIATION.sub(" County", mention.name.strip(" .,"))
    country, state = region_filter(mention.region)
    # A state written with the name pins it: "FRIENDSHIP, Wis." is a town, not a word.
    loose = loose and state is None
    if _COUNTY_NAME.search(name):
        return geo.county_lookup(name, state=state)
    cands = geo.lookup(name, country=country)
    if joined := _JOINED_PARTICLE.fullmatch(name):
        # (the spaced form's places are the name's own: "LaSalle" is GeoNames' "La Salle")
        spaced = geo.lookup(f"{joined.group(1)} {joined.group(2)}", country=country)
        cands = cands + [c for c in spaced if c not in cands and geo.fold(c.name).replace(" ", "") == geo.fold(name)]
    if state:
        cands = [c for c in cands if c.admin1_code == state]
        if not cands and (township := _TOWNSHIP.match(name)):
            # "OXFORD TOWNSHIP, Mich.": a township the gazetteer lacks, written with its
            # state, is placed by the town it is named after and holds (Oxford, Michigan)
            cands = [c for c in geo.lookup(township.group(1), country="US") if c.admin1_code == state]
    # A place's own name beats another place's alternate name ("Cameron" is an old name
    # of a Panamanian town); alternates count only for big places or explicit mentions.
    key = geo.fold(name)
    # (a name with GeoNames' qualifier is still the place's own: "Halle (Saale)")
    # (and, where no place bears the name itself, GeoNames' "X Town" is X: "Buthidaung
    # Town", as Myanmar's towns are listed; not "Enfield Town", London, for Enfield, Conn.)
    # (an exonym in geo's list is written for that place: "Tombouctou" is Timbuktu)
    # (a Japanese or Korean city is listed with its municipal suffix, "Nara-shi", "Suwon-si":
    # the text's "Nara" is its own name, not an alternate; Nara, Mali had won on that)
    primary = [
        c for c in cands
        if geo.fold(c.name) in (key, key + " shi", key + " si", "city of " + key) or geo.fold(c.name).startswith(key + " (")
        or (joined and geo.fold(c.name).replace(" ", "") == key)
        or key in geo.EXONYMS
    ] or [c for c in cands if geo.fold(c.name) == key + " town"]  # fmt: skip
    primary = [
        dataclasses.replace(c, name=_MUNICIPAL_SUFFIX.sub("", c.name)) if geo.fold(c.name) != key else c
        for c in primary
    ]  # (named as written: "Nara")
    # GeoNames' "The Bronx" is the place a text calls "Bronx" ("4 Men Injured in Bronx
    # Shooting"; in "the Bronx" the article is no part of the name), named as written (GVA
    # writes "Bronx"), before the post office of that name (no GeoNames id, no population).
    named_the = [
        dataclasses.replace(c, name=c.name[len(_THE) :]) for c in cands
        if c.name.startswith(_THE) and geo.fold(c.name[len(_THE) :]) == key
    ]  # fmt: skip
    if named_the:
        primary = named_the + [c for c in primary if c.geonames_id is not None]
    alt = [c for c in cands if c not in primary]
    if loose:
        # (abroad, a town of a named country under a spelling GeoNames keeps as an alternate:
        # "in Afgoye" is Afgooye, Somalia)
        # (a province named is its country's context: "Jammu and Kashmir's Poonch district",
        # GeoNames' Pūnch; so is nothing at all, for the one town that bears the name as an
        # alternate where the text puts the event: "the ambush on Army vehicles in Poonch")
        story = ctx.countries or {cc for cc, _ in ctx.provinces}
        bare = not (ctx.countries or ctx.states or ctx.provinces or ctx.hinted) and mention.kind in NAMED_KINDS and len(alt) == 1
        alt = [
            c for c in alt
            if c.population >= COMMON_WORD_MIN_POPULATION
            or (c.country_code != "US" and (c.country_code in story or bare) and c.population >= (
                NAMED_ALT_IN_COUNTRY_MIN_POPULATION
                if mention.kind in NAMED_KINDS or (c.country_code, c.admin1_code or "") in ctx.provinces
                else ALT_IN_COUNTRY_MIN_POPULATION))
        ]  # fmt: skip
    # Another place's former/alternate name counts only when no place bears the name
    # ("Montgomery" is an old name of Sahiwal, Pakistan) ...
    cands = primary or alt
    foreign = ctx.countries - {"US"}
    if primary and foreign and "US" not in ctx.countries and not any(c.country_code in foreign for c in primary):
        # ... or none in the foreign countries the story names ("the Jenin refugee camp in
        # the occupied West Bank" is Janin, not the Polish village Jenin)
        cands = [c for c in alt if c.country_code in foreign] + primary
    elif primary and key in geo.NAMESAKES and not ctx.states and "US" not in ctx.countries and (
        ctx.peoples & geo.NAMESAKE_PEOPLES[key]
    ):
        # ... or, for a world city's news spelling that towns elsewhere bear ("Odessa"), in
        # a story that names no US state but the peoples of its news ("Russian strikes on
        # Odessa", "Ukrainian air defences"): the world city, before the towns
        cands = [c for c in alt if geo.fold(c.name) == geo.NAMESAKES[key]] + primary
    if (
        primary and ctx.provinces
        and not (mention.kind == "dateline" and primary[0].population >= BUREAU_PRIMARY_POPULATION)
        and not any((c.country_code, c.admin1_code or "") in ctx.provinces for c in primary)
    ):  # fmt: skip
        # ... unless the article names the province of a namesake known by it as an
        # alternate ("Matamoros" under "Tamaulipas Governor": Heroica Matamoros); not a
        # dateline's big bureau city ("ABUJA" is an old name of Suleja, in a "Niger state" story)
        cands = [c for c in alt if (c.country_code, c.admin1_code or "") in ctx.provinces] + primary
    if not state and (township := _TOWNSHIP.match(name)):
        # "WARREN TOWNSHIP - ... of Wellington Street in Parma": a township written alone
        # may be one the gazetteer lacks, placed by the town it is named after (Warren,
        # Ohio), not only its listed namesake (Warren Township, N.J.); such a town stands
        # only where the article puts it (see pick). GVA dev gold state 0.9727 -> 0.9736.
        town = geo.fold(township.group(1))
        if key.endswith(("twp", "twp.")):  # "Clinton Twp" is the listed Clinton Township
            cands = cands + [c for c in geo.lookup(township.group(1) + " Township", country="US") if c not in cands]
        # (not where the listed township lies in a state the article names)
        if not any(c.country_code == "US" and c.admin1_code in ctx.states for c in cands):
            cands = cands + [c for c in geo.lookup(township.group(1), country="US") if geo.fold(c.name) == town]
    if loose and len(key) < MIN_LOOSE_NAME_LENGTH:
        return []
    if cands and loose and " " not in name and name.lower() in common_words():
        # ... or in a state the article names ("in Orange on Taylor Street" under "Orange,
        # NJ, shooting leaves 1 dead"); never a postal town on a common word alone.
        # (written as a town's police or as where the event happened, "Meridian police",
        # "was killed in Reading", the word is a name: a smaller town will do)
        floor = COMMON_WORD_NAMED_MIN_POPULATION if mention.kind in NAMED_KINDS else COMMON_WORD_MIN_POPULATION
        cands = [
            c for c in cands
            if c.population >= floor
            or (c.country_code == "US" and c.admin1_code in ctx.states and c.geonames_id is not None)
        ]  # fmt: skip
    if cands and not mention.region and coarse_place(name) is not None:
        # "in Oklahoma" is the state, not Oklahoma, Pennsylvania; "New York" is the city.
        # A country's name in a story set in named US states can be a town of one of
        # them ("in Lebanon" in a "BOONE COUNTY, Ind." story is Lebanon, Indiana).
        # (so can one of a US-only story whose text uses the country's name for a town:
        # "Lebanon police Chief Jeff Mitchell", see article_context)
        local = not geo.us_state(name) and (
            bool(ctx.states) or (ctx.countries == {"US"} and geo.country_code(name) is not None)
        )
        if geo.country_code(name) and not geo.us_state(name):
            # a country's name is no other place's alternate ("Bangladesh", a Yerevan district)
            cands = [c for c in cands if geo.fold(c.name) == key]
        cands = [
            c for c in cands
            if c.population >= COMMON_WORD_MIN_POPULATION
            or (local and c.country_code == "US" and (c.admin1_code in ctx.states or not ctx.states))
        ]  # fmt: skip
    if cands and not mention.region and "US" not in ctx.countries and name[:1].isupper() and province_over_towns(name, cands):
        return []  # the province abroad (see foreign_province), not a far hamlet of its name
    # (a province the text names is context: "Jangebe, Zamfara State" in a story that never
    # writes "Nigeria")
    no_context = not state and not ctx.states and not ctx.countries and not ctx.provinces
    # (a dateline's name that only one GeoNames place bears stands: "PARACHINAR:", which
    # GeoNames lists with no population)
    sole = mention.kind == "dateline" and len(cands) == 1 and cands[0].geonames_id is not None
    if no_context and cands and cands[0].population < BARE_NAME_MIN_POPULATION and not sole:
        return []
    return _province_seat_first(cands, key)


# Two entries of one country this close are one town listed twice (GeoNames' "Qīr Moāv",
# joined to the wrong province by coordinates, and "Karak City" for Al-Karak, Jordan).
SAME_TOWN_KM = 10.0


def _province_seat_first(cands: list[geo.Candidate], key: str) -> list[geo.Candidate]:
    """A town named as its province is ("the city of Karak" in Karak governorate) is the
    entry listed in that province, not a twin entry of the same town a few km off."""
    seats = [c for c in cands if c.kind == "city" and geo.fold(c.admin1 or "") == key]
    if not seats:
        return cands
    twins = [
        c for c in cands if c not in seats and any(
            s.country_code == c.country_code and (d := geo.distance_km(s, c)) is not None and d <= SAME_TOWN_KM
            for s in seats)
    ]  # fmt: skip
    return seats + [c for c in cands if c not in seats and c not in twins] if twins else cands


def prior(c: geo.Candidate) -> float:
    # A county ranks at least like a town of COUNTY_PRIOR_POPULATION: its gazetteer
    # population sums only its listed towns (Adams County, Wis.: 2,563 of ~20,000).
    pop = max(c.population, COUNTY_PRIOR_POPULATION) if c.kind == "county" else c.population
    return math.log10(pop + 10)


def pick(
    mention: Mention,
    cands: list[geo.Candidate],
    ctx: Context,
    *,
    anchors: list[geo.Candidate],
    counties: list[geo.Candidate],
    hints: list[geo.Candidate] = (),  # type: ignore[assignment]
    strict: bool = True,
    alternatives: dict[str, list[geo.Candidate]] | None = None,
    paired: frozenset[tuple[str, str, str | None]] = frozenset(),
) -> geo.Candidate | None:
    """The candidate that fits the article best: population prior plus bonuses for lying
    in a state/country the article names, near its other places, inside a county it
    names. A small namesake that fits none of them is dropped when the article has
    context (the "Old Town" neighbourhood of Chicago is not Old Town, Maine). A town and a
    county of the text that lie in one another (``paired``, see :func:`county_pairs`) fit."""
    best, best_score = None, -1.0
    key = geo.fold(mention.name)
    # A wire dateline's big city stands however the text's countries read ("KABUL, Aug 27
    # (Reuters) - ... 13 U.S. service members" is a Kabul story), unless the article names a
    # US state or the name has a namesake in those countries ("LIMA -" in an Ohio paper).
    dateline_abroad = (
        mention.kind == "dateline"
        and not ctx.states
        and not any(c.country_code in ctx.countries for c in cands)
    )
    # ... and so does a bare one over small namesakes in the countries the text names, where
    # neither the text nor the outlet points to a US state: "BERLIN (Reuters) - ... the
    # U.S.-led coalition" is Berlin, Germany, not Berlin, N.H. (AP and Reuters write a US
    # town's state in its dateline; a US paper's own "LIMA -" has its outlet's state hint).
    bare_dateline = (
        mention.kind == "dateline" and not mention.region and not ctx.states and not ctx.hinted
        and all(c.population < FAR_NAMESAKE_MIN_POPULATION for c in cands if c.country_code in ctx.countries)
    )  # fmt: skip
    others = [a for a in anchors if geo.fold(a.name) != key]
    kept: list[tuple[float, geo.Candidate, bool, bool]] = []
    far: list[tuple[float, geo.Candidate, bool, bool]] = []  # dropped only for lying far off
    for c in cands:
        score = prior(c)
        in_state = (c.country_code == "US" and c.admin1_code in ctx.states) or (
            (c.country_code, c.admin1_code or "") in ctx.provinces
        )
        in_country = c.country_code in ctx.countries
        if in_country:
            score += COUNTRY_BONUS
        if in_state:
            score += STATE_BONUS
        elif c.country_code == "US" and c.admin1_code in ctx.hinted:
            score += OUTLET_STATE_BONUS
        near = any(
            (d := geo.distance_km(a, c)) is not None and d <= NEAR_KM
            for a in others + [h for h in hints if geo.fold(h.name) != key]
        )  # fmt: skip
        anchored = near
        if not near and alternatives:
            # Several names that all have a namesake near this one agree on the region
            # (Winchester, Springfield, Jacksonville: all three are also Illinois towns).
            near = sum(
                any((d := geo.distance_km(o, c)) is not None and d <= NEAR_KM
                    for o in alts[:ALTERNATIVES_PER_NAME])
                for name, alts in alternatives.items() if name != key
            ) >= AGREEING_NAMES  # fmt: skip
        if near:
            score += NEAR_BONUS
        if c.kind == "city" and inside_any(c, counties):
            score += COUNTY_BONUS
            near = True
        # Where the article names states or other places, a namesake in none of its
        # states and near none of its places must be big (Old Town, Maine is not the
        # Chicago neighbourhood); with no such context, being in a named country will do.
        # (a town that lies in a namesake of a county the text names, or such a county:
        # "the Wetumpka Police Department ... Elmore County Jail" in a story whose only
        # state is the outlet's, "South Mississippi")
        in_pair = (c.kind, geo.fold(c.name), c.admin1_code) in paired
        if in_pair:
            # as much as a town inside a county the first guesses settled on: the pair's
            # namesakes agree with each other, the first guess of a county only with itself
            # ("Christiansburg" with "Montgomery County": Virginia, not Ohio's bigger county)
            score += PAIR_BONUS
        # (or a town of the state of another place the text names: "LaGrange police" in a
        # story that also names Atlanta, 95 km off, is LaGrange, Ga., not the bigger
        # LaGrange of a state the text never names)
        beside = c.country_code == "US" and any(
            a.country_code == "US" and a.admin1_code == c.admin1_code for a in others
        )
        fits = bool(mention.region) or in_state or near or in_pair or beside
        if not fits and not (ctx.states and c.country_code == "US") and not others:
            # (with no country named, a province the text names is its country: "the
            # Government Girls Comprehensive Secondary School, Maga, in ... Kebbi State" is
            # no Maga of Cameroon)
            fits = in_country or not (ctx.countries or _outside_provinces(c, ctx))
        if (
            not fits and in_country and not ctx.states
            and ctx.countries - {"US"} == {c.country_code}
            and (not ctx.provinces or (c.country_code, c.admin1_code or "") in ctx.provinces)
        ):  # fmt: skip
            # A foreign story naming one country: a town of it fits wherever the other
            # places are (a bureau dateline, "BANGKOK (AP) — An airstrike ... hit Pazigyi
            # village in Kanbalu township"; two towns of one province 150 km apart), unless
            # the story names provinces and the town is in none of them ("the small town of
            # El Salto, in the western state of Michoacán" is no El Salto, Durango).
            fits = True
        if (
            not fits and in_country and mention.kind == "event_in" and c.country_code != "US" and not ctx.states
            and (not ctx.provinces or (c.country_code, c.admin1_code or "") in ctx.provinces)
        ):  # fmt: skip
            # "killed ... in Mpondwe, Kasese district" in a story naming Uganda and Congo: a
            # town of a named country that an event sentence puts the event in fits (not
            # one outside the provinces the story names, as above).
            fits = True
        foreign_dateline = (dateline_abroad or bare_dateline) and c.population >= DATELINE_ANY_COUNTRY_POPULATION
        # A foreign story's countries may be the suspects' or victims' ("citizens of
        # Tajikistan" in a Moscow story): a city of a million stands anyway, outside US ones.
        # So does one a US story names when it has no namesake in the named countries and no
        # US state is named: "13 U.S. service members" names a nationality, not a scene
        # ("attacked crowds in Kabul ..., killing ... 13 U.S. service members").
        foreign_metropolis = (
            not ctx.states and c.population >= DATELINE_ANY_COUNTRY_POPULATION
            and ("US" not in ctx.countries or not any(o.country_code in ctx.countries for o in cands))
        )  # fmt: skip
        # A town with no namesake anywhere that an event sentence puts the event in stands
        # though the text names only other countries: theirs may be the suspects' ("from a
        # village near Jenin in the occupied West Bank" had left AP's "an axe and knife attack
        # in the city of Elad" with no place at all; the Israeli demonym names no country).
        sole_scene = (
            mention.kind == "event_in" and len(cands) == 1 and c.country_code != "US"
            and "US" not in ctx.countries and not ctx.states
        )  # fmt: skip
        if not (
            in_country or mention.region or near or in_pair or foreign_dateline or foreign_metropolis or sole_scene
        ) and ctx.countries:
            continue  # a US story's "Logan" is not Logan City, Australia
        if c.kind == "city" and c.geonames_id is None and not (mention.region or in_state or near or in_pair):
            # A postal town (no GeoNames entry, no population: see geo) only where the
            # article puts it: a state written with it or named, or a place close by.
            continue
        township = _TOWNSHIP.match(mention.name)
        if township and geo.fold(c.name) == geo.fold(township.group(1)) and not (mention.region or in_state or anchored):
            continue  # a township's town only beside another place of the text (see candidates)
        if not fits and size(c) < FAR_NAMESAKE_MIN_POPULATION:
            far.append((score, c, False, False))
            continue
        kept.append((score, c, fits, in_state and near))
    if not kept and far and mention.kind in NAMED_KINDS:
        # A town the text names by its own police or as where the event happened ("The
        # Oshkosh Police Department has wrapped up an investigation", "Tifton Police are
        # waiting on autopsy") is a place the story is about, however far it lies from the
        # text's other places (a gun maker's "Springfield .45", a fishing trip in Florida),
        # where one namesake is the name's town by far (Oshkosh, Wis., 66,000; Oshkosh,
        # Neb., 900); not among namesakes of a size ("in Waynesville" in an Indiana story
        # is none of those of N.C., Mo. and Ohio).
        # (a namesake GeoNames lacks, a post-office town, counts as a village, not as none;
        # never a common word's town: "near Saginaw Valley State University")
        top = max(far, key=lambda k: k[0])[1]
        if (
            top.population >= SOLE_NAMESAKE_MIN_POPULATION
            and key not in common_words()
            and not _outside_provinces(top, ctx)
            and all(top.population >= SOLE_NAMESAKE_RATIO * max(c.population, VILLAGE_POPULATION) for c in cands if c is not top)
        ):  # fmt: skip
            kept = [(0.0, top, False, False)]
    if any(placed for *_, placed in kept):
        # A namesake in a state the text names and near its other places is the one meant;
        # a big one that fits neither does not outweigh it on population ("NASHVILLE,
        # Tenn. - ... unfolded Friday afternoon in Antioch ..., not too far from the La
        # Vergne city line": Antioch, Tenn., not the 110,000 of Antioch, Calif.).
        kept = [k for k in kept if k[2]]
    for score, c, _, _ in kept:
        if score > best_score:
            best, best_score = c, score
    return best


def _outside_provinces(c: geo.Candidate, ctx: Context) -> bool:
    """Whether the text names no country but provinces, none of them in ``c``'s country
    (a province named is the story's country: "Kebbi State" is Nigeria's)."""
    return not ctx.countries and bool(ctx.provinces) and c.country_code not in {cc for cc, _ in ctx.provinces}


def county_pairs(
    mentions: list[Mention], cands: list[list[geo.Candidate]]
) -> frozenset[tuple[str, str, str | None]]:
    """(kind, folded name, state) of each town namesake whose county (the nearest county
    centroid of its state, :func:`geo.nearest_county`) is a namesake of a county the text
    names, and of that county: the two names agree on the place whatever else the text
    names ("Wetumpka" and "Elmore County" are both in Alabama; "Vicksburg" and "Warren
    County" in Mississippi). Not a town named like its county ("Jackson" and "Jackson
    County": towns are so named after their county in many states)."""
    del mentions  # (the names are the candidates')
    county_names = {geo.fold(cs[0].name) for cs in cands if cs and cs[0].kind == "county"}
    out: set[tuple[str, str, str | None]] = set()
    if not county_names:
        return frozenset()
    for cs in cands:
        for t in cs:
            if t.kind != "city" or t.country_code != "US":
                continue
            own = geo.fold(t.name)
            if f"{own} county" in county_names or f"{own} parish" in county_names:
                continue
            k = geo.nearest_county(t)
            if k is not None and geo.fold(k.name) in county_names:
                out.add(("city", own, t.admin1_code))
                out.add(("county", geo.fold(k.name), k.admin1_code))
    return frozenset(out)


def common_word_towns_in_counties(
    mention: Mention, cands: list[geo.Candidate], counties: list[geo.Candidate]
) -> list[geo.Candidate]:
    """``cands`` and, for a town named by its police or as the scene whose name is a common
    word, its namesakes inside a county the text names: "A teenager was shot Friday night
    in Homestead ... according to Homestead Police Chief Jeffrey DeSimone ... Allegheny
    County Police" is Homestead, Pa. (3,100), below the size a common word's town needs
    alone (:data:`COMMON_WORD_NAMED_MIN_POPULATION`), not Homestead, Fla."""
    name = mention.name.strip(" .,")
    if mention.kind not in NAMED_KINDS or not counties or name.lower() not in common_words():
        return cands
    key = geo.fold(name)
    extra = [
        c for c in geo.lookup(name, country="US")
        if c.geonames_id is not None and geo.fold(c.name) == key and c not in cands and inside_any(c, counties)
    ]  # fmt: skip
    return cands + extra


def size(c: geo.Candidate) -> int:
    return c.population or (COUNTY_PRIOR_POPULATION if c.kind == "county" else 0)


def inside_any(c: geo.Candidate, counties: list[geo.Candidate]) -> bool:
    for k in counties:
        if k.admin1_code == c.admin1_code:
            d = geo.distance_km(k, c)
            if d is not None and d <= COUNTY_RADIUS_KM:
                return True
    return False


def common_words() -> frozenset[str]:
    from crosswire import lexicon

    return lexicon.COMMON_WORDS  # type: ignore[no-any-return]


def title_places(
    pa: ParsedArticle, ctx: Context, anchors: list[geo.Candidate]
) -> list[geo.Candidate]:
    """Places the title names ("... - WTRF 7 News - Wheeling Steubenville"): never
    evidence themselves (that must be in the text), only context for the text's names."""
    title = pa.article.title or ""
    out: list[geo.Candidate] = []
    runs = []
    for m in re.finditer(rf"{_CAP}(?:[ \t]+{_CAP}){{0,2}}", title):
        run = m.group().strip(" .,:;-")
        # The whole run, else its words ("Wheeling Steubenville" names two towns).
        for name in [run] + (run.split() if " " in run else []):
            name = name.strip(" .,:;-")
            if len(name) < 4 or name.lower() in common_words():
                continue
            mention = Mention(0, 0, name, 0.0)
            cands = candidates(mention, ctx, loose=True)
            if cands:
                runs.append((mention, cands))
                if name == run:
                    break
    # Two passes, as for the text: "Wheeling" next to "Steubenville" is Wheeling, W.Va.
    # The text's first, context-free guesses ("Cameron", British Columbia) are not used
    # here: they would veto the title's own towns, the very context meant to correct them.
    del anchors
    first = [pick(men, cs, ctx, anchors=[], counties=[], strict=False) for men, cs in runs]
    hints = [c for c in first if c is not None]
    second = [pick(men, cs, ctx, anchors=hints, counties=[], strict=False) for men, cs in runs]
    # A third pass on the second's picks, as for the text: a first guess can veto the town
    # that corrects it ("Youngstown news, Campbell police release names ...": Campbell's
    # first guess, Campbell, Calif., dropped Youngstown; knowing Campbell, Ohio, it stands).
    settled = [c for c in (p2 or p1 for p1, p2 in zip(first, second, strict=True)) if c is not None]
    if settled != hints:
        third = [pick(men, cs, ctx, anchors=settled, counties=[], strict=False) for men, cs in runs]
        if sum(c is not None for c in third) >= sum(c is not None for c in second):
            second = third
    out.extend(c for c in second if c is not None)
    return out
