"""Event-location extraction: where the reported event happened, resolved offline.

Candidates (each a place-name mention with exact offsets):

* the dateline ("KERMAN, Iran (AP) —", "NASHVILLE, Tenn. (WKRN) –", "SAN SALVADOR, 3 JAN
  90 --"): where the reporter filed, almost always where the event was;
* "<City>, <State>" ("in Rocky Mount, N.C.", "Stringtown, Oklahoma");
* "<Name> County/Parish" (US counties; GVA codes many incidents by county);
* "the city of Kerman", "<City> police", "a <City> man";
* spaCy GPE/LOC/FAC entities in the first sentences and in sentences with event vocabulary
  (never the whole article: spaCy is the slow part).

Each mention is resolved with :mod:`crosswire.geo`, using the article's own context: a
state given with the city wins; otherwise the US states and countries named elsewhere in
the article (Kerman + Iran => Kerman, IR, not Kerman, California); otherwise population.
Places are ranked by the summed score of their mentions (dateline > "City, State" >
event-sentence entity > other mention). Country- and state-only mentions come last, as
a coarse location. A dateline that names only where the reporter filed gives way to the
scene the text states (:mod:`crosswire.extract.place_scene`): a town close by, a town or
province of the lede elsewhere in a foreign country, a town abroad. Reference points
("on the outskirts of Moscow", "20 km south of Srinagar") and where someone spoke ("told
reporters in Berlin") are weak evidence of the scene. A town and a county the text names
that lie in one another agree on their state whatever else the text names
(:func:`crosswire.extract.place_resolve.county_pairs`); a US dateline's town the gazetteer
lacks stands, with the state written with it, where nothing else resolves
(:mod:`crosswire.extract.place_fallbacks`).
"""

from __future__ import annotations

import dataclasses
import re

from crosswire import geo
from crosswire.extract import (
    place_bureau,
    place_forms,
    place_mentions,
    place_quarters,
    place_scene,
    place_unlisted,
)
from crosswire.extract.place_fallbacks import SCORE_CAP
from crosswire.extract.place_fallbacks import outlet_home as _outlet_home
from crosswire.extract.place_fallbacks import place as _place
from crosswire.extract.place_fallbacks import unlisted_dateline_town as _unlisted_dateline_town
from crosswire.extract.place_fallbacks import unlisted_town_of_state as _unlisted_town_of_state
from crosswire.extract.place_mentions import DIRECTION, EVENT_IN_WEIGHT, LEDE_TOWN_SENTENCES
from crosswire.extract.place_provinces import towns_inside_namesake_province
from crosswire.extract.place_resolve import (
    Mention,
    article_context,
    candidates,
    coarse_place,
    common_word_towns_in_counties,
    county_pairs,
    foreign_province,
    pick,
    title_places,
    widen_context,
)
from crosswire.extract.place_title import (
    KIND_ATTACK,
    KIND_BEFORE_NOUN,
    KIND_IN,
    headline,
    title_mentions,
)
from crosswire.extract.place_url import url_places
from crosswire.extract.segments import ANOTHER_ATTACK
from crosswire.model import Place
from crosswire.nlp import ParsedArticle, Sentence
from crosswire.textdates import MONTHS

COARSE_WEIGHT = 0.3  # a state or country alone

# A place told as the scene of another attack the report recalls ("The shooting was followed
# on Thursday night by a second mass shooting near the town of Mladenovac, where a gunman
# killed eight people" in a report of the Belgrade school shooting; "In another shooting, a
# man was hit in Roseland"): it weighs this much, and never leads as a lede town.
_OTHER_EVENT_BEFORE = re.compile(r"\b(?:" + ANOTHER_ATTACK + r"|" + place_forms.PAST_ATTACK + r")[^.;]*$", re.IGNORECASE)
OTHER_EVENT_CHARS = 100
OTHER_EVENT_WEIGHT = 0.2

# A place the title names too gets this much extra weight (headlines name the scene).
TITLE_BONUS = 1.5
# A place only the headline names ("... in southwest Macon" over a body that says "Bibb
# County"). Low: it fills in where the body names no town, and rarely should outvote one
# (GVA dev 2,048 incidents, city_match: 0.6 -> 0.702, 1.5 -> 0.693, 5 -> 0.690).
TITLE_WEIGHT = 0.6
# A headline's town named as where a person is from ("Fort Worth man fatally shot while
# hunting near Azle") weighs this share of TITLE_WEIGHT where the headline also names a town
# after "in" or "near" and the body names neither: the scene is the latter. (GVA dev, 2,048
# incidents: one incident moved, city +1; any share under 1 alike, 1 being a tie that the
# headline's order broke.)
TITLE_ORIGIN_SHARE = 0.5
_TITLE_ORIGIN_NOUN = re.compile(
    r"[ \t]+(?:man|woman|men|women|boy|girl|teen|teens|teenager|toddler|resident|residents|native|"
    r"couple|family|hunter|homeowner|student|students)\b", re.IGNORECASE
)
# "the town of X" in an event sentence of the first LEDE_TOWN_SENTENCES: the text names
# the scene's town outright (a foreign bureau dateline yields to it, see place_scene).
# "twin car bombings in a Turkish town near the border with Syria": the first sentence
# says the scene is a town it does not name (so not a wire bureau's city); the town the
# article later puts the event in ("the attack in Reyhanli") is that town.
_UNNAMED_TOWN = re.compile(
    r"\bin[ \t]+an?[ \t]+(?:(?:small|remote|rural|border|[a-z]+ern)[ \t]+)?(?:(?P<dem>[A-Z][a-z]+)[ \t]+)?"
    r"(?:town|city|village)\b(?![ \t]+(?:of|called|named)\b)"
)
_LOWER_WORD_AFTER = re.compile(r"[ \t]+[a-z]")
_TOWN_OF_BEFORE = re.compile(
    r"\b(?i:town|village|city|port|district[ \t]+headquarters|(?:residential|industrial)[ \t]+area)[ \t]+of[ \t]+$"
)
# ", Munai town, Lanao del Norte": a town named with its word after it, between commas.
_TOWN_AFTER_LISTED = re.compile(r"[ \t]+(?:town,|border[ \t]+(?:town|city|village)\b)")  # ("the Chaman border town")
# "the Old Town neighborhood": a part of a city, not a namesake town elsewhere.
_NEIGHBOURHOOD_AFTER = re.compile(r"[ \t]+(?:neighbou?rhood|community|district|section)\b")
# Words around a name that make it a street, a building, a venue, a playlist (place_forms).
(_STREET_BEFORE, _STREET_AFTER, _NOT_SCENE_AFTER, _CITY_WORD_AFTER, _BUILDING_AFTER, _VENUE_NAME,
 _NEXT_CAPITALISED, _INSTITUTION_WORDS, _STREET_WORD, _PLAYLIST_LINE) = place_forms.AROUND_NAME
NOT_SCENE_FACTOR = 0.3  # a place named as where victims were taken, or a region: its share
VENUE_TOWN_FACTOR = 0.8  # a venue's town: the venue may be outside it
_DIRECTION_BEFORE = re.compile(rf"(?i)\b{DIRECTION}[ \t]+$")
_TRIBAL_NATION = re.compile(r"\b([A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)[ \t]+Nation\b")
# A performer's name before what they perform ("after an Ariana Grande concert", "a Taylor
# Swift show"): a name of two or more words that is no place names none (spaCy may read its
# first word alone as a place: Ariana, Tunisia; Taylor, Texas). ("a Las Vegas concert" is
# a place's: the whole name is listed.)
_PERFORMER = re.compile(
    r"\b(?:an?|the|[Aa]n?|The)[ \t]+(?P<name>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){1,2})[ \t]+"
    r"(?:concerts?|shows?|gigs?|tour|performances?|fans|album|songs?)\b"
)


_THE_BEFORE = re.compile(r"\bthe[ \t]+$")
# Months that are also towns (March, England; May, Okla.; August, Calif.): "killed in August",
# "in March 2015" tell a time. Only written with its region ("August, Calif.") or as a
# town's institution ("March police") is such a name a place.
# (the full names of textdates' month table: its longest spelling of each month)
_MONTH_NAMES = frozenset(max((k for k, n in MONTHS.items() if n == month), key=len) for month in range(1, 13))
# Where a journey set out: "was travelling from Kinath in Pauri district to Ramnagar in
# Nainital district when it plunged into the gorge" (Almora 2024 probe: Pauri had been the
# scene). (Its end is left alone: a bus attacked "on its way from Shiv Khori temple to Katra"
# was near Katra.)
_ROUTE = re.compile(
    r"\b(?:travel+ing|headed|heading|bound|going|journeying|driving|flying|sailing|on\s+(?:its|their|his|her)\s+way)"
    r"\s+(?P<origin>from\s+[^.;\n]{1,80}?)\s+to\s+[A-Z]"
)
# A news agency's credit right after a dateline ("NEW ORLEANS (AP) —", "LUBBOCK, Texas (AP) -").
_WIRE_CREDIT = re.compile(r"[^\n(]{0,30}\((?:AP|Reuters|UPI|AFP)\)")
_DISTRICT_WORD = re.compile(r"[ \t]+district\b")


def extract(pa: ParsedArticle, *, use_spacy: bool = True) -> tuple[Place, ...]:
    """Where the article's event happened, best first.

    Args:
        pa: the parsed article.
        use_spacy: also use spaCy GPE/LOC/FAC entities of the lede and event sentences.

    Returns:
        Resolved places (GeoNames id, admin1 name, ISO country, lat/lon), each with the
        evidence of its strongest mention and a 0..1 ``score``; a county comes after the
        cities (a county is GVA's coding unit only when no town is named; "Gaston County
        Police ... called to Gastonia"); a state or country alone comes last; ``()`` when
        nothing resolves.
    """
    ctx = article_context(pa)
    events = place_mentions.event_sentences(pa)
    provinces = place_scene.provinces(pa, ctx, events=events)
    if provinces:
        ctx = dataclasses.replace(ctx, provinces=frozenset((cc, code) for _, _, cc, code, _ in provinces))
        if (ctx.countries and "US" not in ctx.countries) or not (ctx.countries or ctx.states or ctx.hinted):
            # the country of a province the lede puts the event in is the story's ("in
            # Kramatorsk, Donetsk Oblast" when the text names only Russia, the attacker)
            ctx = dataclasses.replace(ctx, countries=ctx.countries | {cc for _, _, cc, _, scene in provinces if scene})
    # One mention, one vote: where a pattern and spaCy find the same name, keep the
    # stronger reading.
    by_start: dict[int, tuple[Mention, bool]] = {}
    found = list(place_mentions.mentions(pa, use_spacy=use_spacy))
    # A name the article calls a neighbourhood once is a neighbourhood everywhere in it.
    # ("a west Charlotte neighborhood" is a part of Charlotte: Charlotte stays.)
    # Outside the US a "district" is an administrative unit named after its main town
    # ("Pulwama district", "Hathras district"), which stands for it.
    abroad = bool(ctx.countries) and "US" not in ctx.countries
    quarters = {
        geo.fold(m.name) for m, _ in found
        if (q := _NEIGHBOURHOOD_AFTER.match(pa.text, m.end))
        and not (
            q.group().strip().lower() == "district"
            # (or, in a text naming no country, a town only foreign namesakes bear:
            # "Sehwan, Jamshoro district" under "HYDERABAD:")
            and (abroad or (not ctx.countries and not ctx.states and place_forms.foreign_only(m.name)))
        )
        and not _DIRECTION_BEFORE.search(pa.text, max(0, m.start - 12), m.start)
    }  # fmt: skip
    # A people the article names as a tribal nation ("the Navajo Nation", "Cherokee Nation
    # Marshal Service") is no town of that name (Navajo, N.M.; Cherokee, N.C.), whichever
    # pattern found it ("Navajo Police Department"). Reservations are left alone: many are
    # named after their main town (Pine Ridge, Rosebud).
    nations = {geo.fold(m.group(1)) for m in _TRIBAL_NATION.finditer(pa.text)}
    quarters |= nations
    # Names of more than one word that are no place ("Ariana Grande" in "at Ariana Grande
    # concert"): their first word alone, right before the rest, is not a place either
    # (spaCy read "an Ariana Grande concert" as the GPE "Ariana", a Tunisian town).
    not_places = {
        geo.fold(m.name) for m, _ in found
        if " " in m.name.strip() and not _VENUE_NAME.match(m.name) and not geo.lookup(m.name)
    } | {
        geo.fold(p.group("name")) for p in _PERFORMER.finditer(pa.text) if not geo.lookup(p.group("name"))
    }  # fmt: skip
    province_spans = [(a, b) for a, b, _, _, _ in provinces]
    reference: set[str] = set()
    near_starts: set[int] = set()  # mentions named as a reference point ("south of el-Arish")
    # Names written as a district of a city ("Baghdad's Sadr City district") or as a local
    # government unit ("in Talata Mafara local government area", abroad only).
    districts = {geo.fold(m.name) for m, _ in found if place_forms.DISTRICT_AFTER.match(pa.text, m.end)}
    # ("near the school in the Faladie district" under BAMAKO: a quarter of the city)
    the_districts = {
        geo.fold(m.name) for m, _ in found
        if _THE_BEFORE.search(pa.text, max(0, m.start - 4), m.start) and _DISTRICT_WORD.match(pa.text, m.end)
    }  # fmt: skip
    units = {
        m.start for m, _ in found
        if "US" not in ctx.countries and (
            place_forms.UNIT_AFTER.match(pa.text, m.end) or place_forms.UNIT_BEFORE.search(pa.text, max(0, m.start - 40), m.start))
    }  # fmt: skip
    # Streets the text names in full, named again after "on" ("the shooting on Kensington"
    # after "the 5000 block of Kensington Avenue"), and streets named at their crossing.
    streets = place_forms.street_names(pa.text)
    crossings = [(c.start(), c.end()) for c in place_forms.CROSSING_STREETS.finditer(pa.text)]
    routes = [(r.start("origin"), r.end("origin")) for r in _ROUTE.finditer(pa.text)]
    for m, loose in found:
        role = place_forms.scene_role(pa.text, m.start, m.end, m.name)  # "Pakistan-based", "Pakistan denied"
        if geo.fold(m.name) in quarters or _STREET_AFTER.match(pa.text, m.end) or role == "skip":
            continue
        if role == "party":
            m = Mention(m.start, m.end, m.name, m.weight * NOT_SCENE_FACTOR, m.region, "elsewhere")
        if any(a <= m.start and m.end <= b for a, b in province_spans):
            continue  # "Katsina state" is the state, not its capital city
        longer = _NEXT_CAPITALISED.match(pa.text, m.end) if " " not in m.name.strip() else None
        if (
            longer
            and longer.group(1).lower() not in _INSTITUTION_WORDS
            and geo.fold(f"{m.name} {longer.group(1)}") in not_places
        ):
            continue
        if _BUILDING_AFTER.match(pa.text, m.end):
            continue
        name_words = m.name.strip(" .,").split()
        if (
            len(name_words) >= 3 and not _names_place(m.name) and m.kind in ("event_in", "dateline")
            and not name_words[0].isupper()
            # (not a building's name: "HSHS St. John's Hospital" is no Saint John)
            and not re.match(r"['’]s\b|[ \t]+[A-Z]", pa.text[m.end : m.end + 3])
        ):
            # a venue named by its brand and its suburb ("at Westfield Bondi Junction",
            # Bondi Junction 2024 probe): the suburb, a listed place of two words or more
            tail = next((" ".join(name_words[i:]) for i in range(1, len(name_words) - 1)
                         if geo.lookup(" ".join(name_words[i:]), postal=False)), None)  # fmt: skip
            if tail is not None:
                m = Mention(m.end - len(tail), m.end, tail, m.weight, m.region, m.kind)
        if place_forms.NAMED_COMPLEX_AFTER.match(pa.text, m.end) and _THE_BEFORE.search(pa.text, max(0, m.start - 4), m.start):
            continue
        if geo.fold(m.name.strip(" .,")) in _MONTH_NAMES and not m.region and not place_forms.TOWN_AFTER.match(pa.text, m.end):
            continue
        if _LOWER_WORD_AFTER.match(pa.text, m.end) and geo.fold(m.name) in geo.DEMONYMS:
            continue  # a people's word before a noun: "in Canadian history", "a Russian missile"
        # (not a town whose own name ends so: Bean Station, Tenn.; nor "Perris Station", a
        # sheriff's station, hence no "Station" in the list)
        venue = _VENUE_NAME.match(m.name) if not geo.lookup(m.name) else None
        if venue:  # "Manchester Arena", "Kabul airport": the venue's town
            town = venue.group("town")
            m = Mention(m.start, m.start + len(town), town, m.weight * VENUE_TOWN_FACTOR, m.region, m.kind)
        relative = place_forms.RELATIVE_BEFORE.search(pa.text, max(0, m.start - 40), m.start) or (
            place_forms.NEAR_BEFORE.search(pa.text, max(0, m.start - 8), m.start)
            and place_forms.SCENE_IN_AFTER.match(pa.text, m.end)
        )
        suburb_of = place_forms.CITY_SUBURB_OF_BEFORE.search(pa.text, max(0, m.start - 40), m.start)
        if relative and suburb_of:
            relative = None  # "the Denver suburb of Wheat Ridge": Wheat Ridge is the suburb
        elif city_of_suburb := place_forms.SUBURB_OF_AFTER.match(pa.text, m.end):
            relative = city_of_suburb  # ... and Denver its reference point
        if _CITY_WORD_AFTER.match(pa.text, m.end) and not geo.lookup(m.name) and geo.lookup(m.name + " City"):
            # "in Marawi city": GeoNames has "Marawi City"
            m = Mention(m.start, m.end, m.name + " City", m.weight, m.region, m.kind)
        if (
            (
                place_forms.SPOKE_IN_BEFORE.search(pa.text, max(0, m.start - 40), m.start)
                or place_forms.TAKEN_TO_HOSPITAL_BEFORE.search(
                    pa.text, max(0, m.start - 160), m.start
                )
            )
            and not place_forms.ATTACKED_FACILITY_BEFORE.search(pa.text, max(0, m.start - 80), m.start)
        ) or place_forms.NOT_SCENE_BEFORE.search(pa.text, max(0, m.start - 100), m.start):
            m = Mention(m.start, m.end, m.name, m.weight * NOT_SCENE_FACTOR, m.region, "elsewhere")
        if any(a <= m.start < b for a, b in routes):
            m = Mention(m.start, m.end, m.name, m.weight * NOT_SCENE_FACTOR, m.region, "elsewhere")
        if place_forms.SUSPECT_FROM_BEFORE.search(pa.text, max(0, m.start - 90), m.start) or place_forms.LIFE_BEFORE.search(
            pa.text, max(0, m.start - 60), m.start
        ):
            # the suspect's home town ("The suspect, an 18-year-old white man from Conklin,
            # N.Y., was taken into custody"): where he came from, not where he shot
            m = Mention(m.start, m.end, m.name, m.weight * NOT_SCENE_FACTOR, m.region, "elsewhere")
        if relative:
            reference.add(geo.fold(m.name))
            near_starts.add(m.start)
        if _NOT_SCENE_AFTER.match(pa.text, m.end) or relative:
            m = Mention(m.start, m.end, m.name, m.weight * NOT_SCENE_FACTOR, m.region, m.kind)
        if _STREET_BEFORE.search(pa.text, max(0, m.start - 20), m.start):
            continue
        if (
            geo.fold(m.name.strip(" .,")) in streets
            and place_forms.ON_BEFORE.search(pa.text, max(0, m.start - 4), m.start)
        ) or any(a <= m.start and m.end <= b for a, b in crossings):
            continue
        name = m.name.strip(" .,")
        if _STREET_WORD.match(name) or _STREET_WORD.match(name.rsplit(" ", 1)[-1]):
            # "Second Street" is a street ("Second Street", British Columbia, a hamlet)
            continue
        if _PLAYLIST_LINE.match(pa.text, pa.text.rfind("\n", 0, m.start) + 1):
            continue
        if (line := pa.text.rfind("\n", 0, m.start) + 1) and place_forms.TEASER_LINE.match(pa.text, line):
            continue
        if pa.text[m.start : m.end].strip() and (
            m.start not in by_start or (
                m.weight > by_start[m.start][0].weight
                # (not a longer name that names no place over the place it starts with: the
                # spaCy entity "Warren County Jail" over the pattern's "Warren County")
                and (_names_place(m.name) or not _names_place(by_start[m.start][0].name))
            )
        ):  # fmt: skip
            by_start[m.start] = (m, loose)
    # A name inside a longer place name another mention reads is that name's tail, no place
    # of its own ("Vista" of "CHULA VISTA", "Dalles" of "The Dalles", "Pittsburgh" of "East
    # Pittsburgh"; each found by another pattern).
    spans = [(m.start, m.end) for m, _ in by_start.values() if _names_place(m.name)]
    mentions = [
        by_start[k] for k in sorted(by_start)
        if not any(a < k and by_start[k][0].end <= b for a, b in spans)
    ]  # fmt: skip
    ctx = widen_context(ctx, mentions, pa.text)
    cands = place_forms.own_names_of_province(
        pa.text, [m for m, _ in mentions], [candidates(m, ctx, loose=loose) for m, loose in mentions]
    )
    paired = county_pairs([m for m, _ in mentions], cands)
    # Two passes: pick each mention's place on its own, then again knowing where the
    # article's other places are (and which counties it names).
    picks = [
        pick(m, cs, ctx, anchors=[], counties=[], paired=paired) for (m, _), cs in zip(mentions, cands, strict=True)
    ]  # fmt: skip
    anchors = [p for p in picks if p is not None]
    counties = [p for p in anchors if p.kind == "county"]
    cands = [common_word_towns_in_counties(m, cs, counties) for (m, _), cs in zip(mentions, cands, strict=True)]
    # The title's places, and the cities the address names ("salina.com"): context only.
    hints = title_places(pa, ctx, anchors) + list(url_places(pa.article.url))
    alternatives = {
        geo.fold(m.name): cs for (m, _), cs in zip(mentions, cands, strict=True)
        if cs and cs[0].kind == "city"
    }  # fmt: skip
    second = [
        pick(m, cs, ctx, anchors=anchors, counties=counties, hints=hints,
             alternatives=alternatives, paired=paired)  # fmt: skip
        for (m, _), cs in zip(mentions, cands, strict=True)
    ]
    # Two far-apart namesakes can each make the other look out of place and both drop
    # ("Enid" and "Street", Somerset): then the first, context-free picks stand.
    first = picks
    if any(p is not None for p in second) or len(anchors) < 2:
        picks = second
        # A third pass on the second's picks: the first guess of a county ("Jefferson
        # County", Kentucky, the biggest) can veto the town that then corrects it
        # (Bessemer, Ala.); knowing the corrected county, the town comes back.
        # Each mention's place as the second pass has it, else as the first had it (a
        # county the second pass dropped next to a town it had not yet corrected).
        settled = [p for p in (p2 or p1 for p1, p2 in zip(first, second, strict=True)) if p]
        if settled != anchors:
            third = [
                pick(m, cs, ctx, anchors=settled, hints=hints, alternatives=alternatives, paired=paired,
                     counties=[p for p in settled if p.kind == "county"])
                for (m, _), cs in zip(mentions, cands, strict=True)
            ]  # fmt: skip
            if sum(p is not None for p in third) >= sum(p is not None for p in second):
                picks = third
    totals: dict[tuple, float] = {}
    best: dict[tuple, tuple[Mention, geo.Candidate]] = {}
    kinds: dict[tuple, set[str]] = {}
    coarse: dict[tuple, tuple[Mention, geo.Candidate]] = {}
    for (mention, _), cand, cs in zip(mentions, picks, cands, strict=True):
        if cand is None and not cs:
            cand = _unlisted_town_of_state(pa, mention, events)
        if cand is None:
            cand = coarse_place(mention.name)
            if cand is None and not any(p is not None and p.country_code == "US" for p in picks):
                cand = foreign_province(mention.name.strip(" .,"), ctx)  # "across Balochistan"
            if (
                cand is not None and cand.kind == "admin1" and cand.country_code == "US"
                and (cc := geo.country_code(mention.name)) is not None
                and any(p is not None and p.country_code == cc for p in picks)
                and not any(p is not None and p.country_code == "US" for p in picks)
            ):  # fmt: skip
                cand = geo.country_candidate(cc) or cand  # "TBILISI, Georgia (AP)": the country
            if cand is not None:
                coarse_key = (cand.kind, cand.country_code, cand.admin1_code)
                coarse.setdefault(coarse_key, (mention, cand))
            continue
        key = (cand.kind, cand.geonames_id, cand.name, cand.admin1_code)
        other = bool(_OTHER_EVENT_BEFORE.search(pa.analysis_text, max(0, mention.start - OTHER_EVENT_CHARS), mention.start))
        totals[key] = totals.get(key, 0.0) + mention.weight * (OTHER_EVENT_WEIGHT if other else 1.0)
        kinds.setdefault(key, set()).add("other_event" if other else mention.kind)
        lede = None if other else pa.sentence_at(mention.start)
        if mention.kind == "event_in" and lede is not None and _lede_rank(pa, lede) < LEDE_TOWN_SENTENCES:
            # the first sentences' "killed ... in X" (wire ledes often give the country in
            # the first and the town in the second: "attacked a school in western Uganda
            # ... set fire to a dormitory at Lhubiriha Secondary School in Mpondwe")
            kinds[key].add("lede_in")
        if (
            lede is not None and _lede_rank(pa, lede) < LEDE_TOWN_SENTENCES and cand.country_code not in (None, "US")
            and place_mentions.ATTACK_NAME_AFTER.match(pa.analysis_text, mention.end)
        ):
            # the lede names the attack or disaster by its town ("the search of the site of
            # the Lac-Megantic train disaster in Quebec" under MONTREAL): a bureau yields to
            # it, as to such a title ("Jundullah claims Shikarpur mosque bombing")
            kinds[key] |= {"event_in", "lede_town"}
        if lede is not None and _lede_rank(pa, lede) < LEDE_TOWN_SENTENCES and (
            (mention.kind == "event_in" and _TOWN_OF_BEFORE.search(pa.analysis_text, max(0, mention.start - 20), mention.start))
            # ("ambushed their patrol in Barangay Bangon, Munai town, Lanao del Norte": the
            # village's town, named with its word after it, in an event sentence)
            or (lede.index in events and _TOWN_AFTER_LISTED.match(pa.analysis_text, mention.end))
        ):
            kinds[key].add("lede_town")  # "stormed X village, near the town of Damboa"
        elif mention.kind == "event_in" and cand.kind == "city" and cand.country_code not in (None, "US") and any(
            m.group("dem") is None or geo.DEMONYMS.get(m.group("dem").lower()) == cand.country_code
            for m in _UNNAMED_TOWN.finditer(pa.analysis_text, 0, pa.sentences[0].end if pa.sentences else 0)
        ):
            kinds[key].add("lede_town")  # "... in a Turkish town near the border" / "in Reyhanli"
        if lede is not None and _lede_rank(pa, lede) < LEDE_TOWN_SENTENCES:
            if mention.start in near_starts and lede.index in events:
                kinds[key].add("lede_near")  # "attacked a checkpoint south of el-Arish"
            if _TOWN_OF_BEFORE.search(
                pa.analysis_text, max(0, mention.start - 20), mention.start
            ) or place_forms.CAPITAL_AFTER.match(pa.analysis_text, mention.end):
                kinds[key].add("lede_named")  # "seized the town of Buthidaung"
                if lede.index in events:
                    kinds[key].add("lede_named_event")  # "hit the square of the northern city of Chernihiv"
        if mention.start in units:
            kinds[key].add("unit")
        if mention.kind == "dateline" and _WIRE_CREDIT.match(pa.text, mention.end):
            kinds[key].add("wire_dateline")  # "NEW ORLEANS (AP) —": a news agency's bureau
        if key not in best or mention.weight > best[key][0].weight:
            best[key] = (mention, cand)
    title = f" {geo.fold(re.sub(r'[^A-Za-z0-9]+', ' ', pa.article.title or ''))} "
    for key, (_, cand) in best.items():
        if f" {geo.fold(cand.name)} " in title and not _title_reference(
            pa.article.title or "", cand.name
        ):
            totals[key] += TITLE_BONUS
    final = [p for p in picks if p is not None]
    # a name the body gives as a province ("Sagaing Region") is that province in the title
    # too ("Junta air strike kills 17 in Sagaing"), not its namesake town
    province_names = {geo.fold(pa.text[a:b]) for a, b in province_spans}
    title_only: dict[tuple[str, int | None, str, str | None], set[str]] = {}  # key -> its title kinds
    for tm in title_mentions(pa.article.title):
        if geo.fold(tm.name.strip(" .,")) in province_names:
            continue
        cand = pick(tm, candidates(tm, ctx, loose=True), ctx, anchors=final, hints=hints,
                    counties=[p for p in final if p.kind == "county"], alternatives=alternatives,
                    paired=paired)
        if cand is None:
            continue
        key = (cand.kind, cand.geonames_id, cand.name, cand.admin1_code)
        if key not in totals:  # named in the body too: TITLE_BONUS counted it
            totals[key] = TITLE_WEIGHT
            best[key] = (tm, cand)
            kinds[key] = {"title"}
            title_only[key] = set()
        if key in title_only:
            origin = tm.kind == KIND_BEFORE_NOUN and _TITLE_ORIGIN_NOUN.match(headline(pa.article.title), tm.end)
            title_only[key].add("origin" if origin else tm.kind)
        if tm.kind == KIND_ATTACK and cand.country_code != "US":  # ("Jundullah claims Shikarpur
            kinds[key] |= {"event_in", "lede_town"}  # mosque bombing": a bureau yields to it)
    if any(KIND_IN in ks for ks in title_only.values()):
        for key, ks in title_only.items():
            if ks == {"origin"}:
                totals[key] = TITLE_WEIGHT * TITLE_ORIGIN_SHARE
    place_quarters.districts_join_city(totals, best, kinds, districts=districts)
    place_quarters.unlisted_quarters(totals, best, kinds, quarters=the_districts)
    place_scene.dateline_yields(totals, best, kinds, reference=frozenset(reference))
    place_bureau.bureau_over_region(pa, totals, best, kinds)  # "KAMPALA - ... in western Uganda"
    scene = place_scene.dateline_yields_to_province(
        totals, best, kinds, [(cc, code) for _, _, cc, code, sc in provinces if sc], reference=frozenset(reference)
    )
    if scene is None and not totals:
        # No town at all: the province the lede puts the event in ("was shot dead ... in
        # Mexico's Guerrero state") is finer than the country alone.
        scene = next(((cc, code) for _, _, cc, code, sc in provinces if sc), None)
    place_quarters.city_absorbs_quarters(totals, best, kinds, outlet_cities=url_places(pa.article.url), reference=reference)
    place_scene.towns_in_named_counties(totals, best, kinds)
    towns_inside_namesake_province(totals, best, kinds)
    place_quarters.units_yield_to_towns(totals, best, kinds, lede_end=_lede_end(pa))
    place_scene.police_city_over_far_namesake(
        totals, best, kinds, police=place_mentions.police_names(pa.analysis_text), states=ctx.states
    )
    # A town named only as where someone is from ("an Oelwein man ... in Fayette County")
    # does not outrank the county; it competes with it on weight.
    # Nor does one named only as where the wounded were taken or someone spoke ("drove
    # himself to a hospital in Jackson" for a shooting on I-40 in Haywood County).
    cities = [k for k in totals if k[0] == "city" and not kinds[k] <= {"origin", "elsewhere"}]
    county_keys = [k for k in totals if k not in cities]
    lead_county = place_scene.county_over_far_town(cities, totals, best, states=ctx.states)
    out: list[Place] = []
    if scene is not None:
        a, b, cc, code = next((a, b, c1, c2) for a, b, c1, c2, sc in provinces if sc and (c1, c2) == scene)
        # named as the text names it ("Nong Bua Lamphu", GeoNames' "Changwat Nong Bua Lamphu")
        admin1 = geo.admin1_name(cc, code) or pa.text[a:b]
        cand = geo.Candidate(name=pa.text[a:b], kind="admin1", country_code=cc, admin1_code=code, admin1=admin1)
        top = max(totals, key=lambda k: totals[k]) if totals else None
        weight = totals[top] if top is not None else EVENT_IN_WEIGHT
        out.append(_place(pa, Mention(a, b, pa.text[a:b], EVENT_IN_WEIGHT, kind="province"), cand,
                          min(1.0, weight / SCORE_CAP)))  # fmt: skip
        if top is not None:
            place_scene.demote(totals, top, totals[top], country=cc)
    leading = [lead_county] if lead_county is not None else []
    for key in leading + sorted(cities, key=lambda k: (-totals[k], best[k][0].start)):
        mention, cand = best[key]
        out.append(_place(pa, mention, cand, min(1.0, totals[key] / SCORE_CAP)))
    for key in sorted((k for k in county_keys if k not in leading), key=lambda k: (-totals[k], best[k][0].start)):
        mention, cand = best[key]
        out.append(_place(pa, mention, cand, min(1.0, totals[key] / SCORE_CAP)))
    if not out:
        out.extend(_unlisted_dateline_town(pa, mentions, cands))
    for mention, cand in sorted(coarse.values(), key=lambda mc: mc[0].start):
        out.append(_place(pa, mention, cand, COARSE_WEIGHT / SCORE_CAP))
    settlements = place_unlisted.scenes(
        pa, ctx, provinces=provinces, events=events,
        fallback_country=out[0].country_code if out else None,
        admin1s=frozenset((p.country_code or "", p.admin1 or "") for p in out),
        placed=frozenset(geo.fold(n) for p in out for n in (p.name, p.evidence.text)),
    )  # fmt: skip
    if settlements:
        lead = [k for k in cities if out and k[1] == out[0].geonames_id and k[2] == out[0].name]
        top_kinds = kinds[lead[0]] if lead else set()
        out = place_unlisted.with_settlement(
            pa, out, settlements[0], top_kinds=top_kinds, lead_floor=EVENT_IN_WEIGHT / SCORE_CAP
        )
    if not out:
        out.extend(_outlet_home(pa, ctx, hints))
    return tuple(out)


def _lede_end(pa: ParsedArticle) -> int:
    """Where the first LEDE_TOWN_SENTENCES sentences end."""
    return pa.sentences[min(LEDE_TOWN_SENTENCES, len(pa.sentences)) - 1].end if pa.sentences else 0


def _lede_rank(pa: ParsedArticle, sent: Sentence) -> int:
    """The sentence's place among the lede's sentences of narrative: a quote that opens a
    paragraph does not count ("MAIDUGURI, Nigeria (AFP) - ... killed at least 32 people ...
    / "The death toll has reached 32 ...," said ... / The first attack hit a wedding in the
    town of Gwoza": the town is the lede's second sentence of narrative)."""
    return sent.index - sum(
        1 for s in pa.sentences[: sent.index] if pa.text[s.start : s.end].lstrip()[:1] in _QUOTE_OPENERS
    )


_QUOTE_OPENERS = frozenset('"“‘\'')


def _title_reference(title: str, name: str) -> bool:
    """Whether every time the headline names ``name`` it names the reference point of the
    scene, not the scene ("4 injured in suburban Denver hotel shooting")."""
    hits = list(re.finditer(rf"(?i)\b{re.escape(name)}\b", title))
    return bool(hits) and all(
        place_forms.TITLE_REFERENCE_BEFORE.search(title, 0, h.start())
        or place_forms.TITLE_REFERENCE_AFTER.match(title, h.end())
        for h in hits
    )


def _names_place(name: str) -> bool:
    """Whether the gazetteer knows ``name`` as a town or a US county."""
    name = name.strip(" .,")
    return bool(geo.lookup(name)) or bool(re.search(r"\s(?:County|Parish|Co\.?)$", name) and geo.county_lookup(
        re.sub(r"\s+Co\.?$", " County", name)))
