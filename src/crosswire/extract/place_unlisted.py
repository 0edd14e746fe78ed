"""Villages and towns the gazetteer lacks, named as the scene by the lede.

GeoNames' cities500 leaves out many villages and rural communes where attacks happen
(Ogossagou in Mali, Seytenga in Burkina Faso, Mai Kadra in Ethiopia, Bir al-Abed in
Egypt), and a town may be listed only under another country's namesake (Palma,
Mozambique is missing; Palma de Mallorca is not). Without them a wire report falls back to
its bureau's dateline ("BAMAKO, March 24 (Reuters) - ... the village of Ogossagou"). News
says plainly when a name is a settlement, and where it is:

* "the village of Ogossagou", "the northern Mozambican town of Palma", "the western Tigray
  town of Mai Kadra", "the villages of Tchoma Bangou and Zaroumadareye" (the first);
* "near Aranpur village", "outside Mandera town";
* "Seytenga, a rural commune in the Seno province", "Ogossagou, a Fulani village in the
  Mopti region";
* "in the Datta Khel area of North Waziristan", "in the Bagan area of Lower Kurram";
* "at a market in Dahyan, in Saada province", "near Aranpur in Dantewada district";
* "in Bir al-Abed, west of the provincial capital of El-Arish";
* "near In Amenas in eastern Algeria";
* "Government Girls Science Secondary School, Jangebe, Zamfara State".

Such a name in one of the first event sentences is a scene: its country is the one the
phrase names ("Mozambican", "Ethiopia's"), else that of a province the same sentence names,
else the article's only foreign country; its admin1 is the province the sentence names. It
is returned only when the gazetteer has no place of that name in that country (a listed
town goes through :mod:`crosswire.extract.place_resolve` like any other). It has no GeoNames
id; its coordinates are its province's point (:func:`crosswire.geo.admin1_point`, the mean
of the province's places), or none when no province is named: approximate, so that maps and
the grouping's distances have something, never a village's own position (the seat of a
district it is said to lie in, "near Lethpora in Pulwama district", is closer).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from crosswire import geo
from crosswire.extract import place_mentions, place_scene
from crosswire.extract.place_forms import AREA, LOCAL_UNIT, NOT_SCENE_BEFORE
from crosswire.extract.place_resolve import Context
from crosswire.model import Place
from crosswire.nlp import ParsedArticle

_CAP = r"[A-ZÀ-ÖØ-ÞĀ-Ž][A-Za-zÀ-ÖØ-öø-ɏ'’\-]*"
# (Arabic articles inside a name: "Bir al-Abed", "Deir ez-Zor")
_PARTICLE = r"(?:(?:al|el|ad|ar|as|ash|an|at|az|ez|ul)-[A-Z][\w'’]*|(?:al|el|de|du|la|le)\b)"
_NAME = rf"{_CAP}(?:[ \t]+(?:{_CAP}|{_PARTICLE}))*"
_SETTLEMENT = r"(?:villages?|towns?|communes?|hamlets?|settlements?|locality)"
# "the (northern Mozambican) town of Palma", "the western Tigray town of Mai Kadra": up to
# three words between the article and the settlement word; they may name the country.
_OF_FORM = re.compile(
    rf"\b(?i:the)[ \t]+(?P<qual>(?:[\w'’-]+[ \t]+){{0,3}}?){_SETTLEMENT}[ \t]+of[ \t]+(?P<name>{_NAME})"
)
# "near Aranpur village", "outside Mandera town", "in Pazigyi village", "in Yelwata
# community" (Nigerian copy's word for a village).
_AFTER_FORM = re.compile(
    # ("bandits attacked Yargoje village in Kankara Local Government Area", "The attack on
    # Friday hit the Let Yet Kone village in Depayin township": the raid's object)
    rf"\b(?:in|near|at|outside|on|of|to|(?:attacked|raided|stormed|hit|struck|invaded)(?:[ \t]+the)?)[ \t]+"
    # ("in Tole kebele, in the Gimbi district": Ethiopia's smallest unit, a village's)
    rf"(?P<name>{_NAME})[ \t]+(?:village|town|community|kebele)\b"
)
# "Seytenga, a rural commune in the Seno province"; "Yelwata, a community some 15 km from
# the state capital".
_APPOSITION = re.compile(
    rf"\b(?P<name>{_NAME}),[ \t]+an?[ \t]+(?:[\w'’-]+[ \t]+){{0,3}}?(?:{_SETTLEMENT}|community)[ \t]+"
    # ("Koshobe, a village about 20 km (12 miles) from Maiduguri": a figure of any length)
    # ("Kuriga, a town 89 km from Kaduna": the distance alone)
    # ("Gadan, a village outside Kano", "a village on the outskirts of Peshawar": the town
    # it lies by)
    r"(?:(?:in|near|of)\b|(?=(?:outside|on[ \t]+the[ \t]+outskirts[ \t]+of)\b)|(?:(?:some|about|around|nearly|roughly)[ \t]+)?\d)"
)
# "in the Datta Khel area of North Waziristan", "in the Reasi area of the Jammu region": an
# area named after its main village.
_AREA_FORM = re.compile(
    rf"\b(?:in|near|at)[ \t]+the[ \t]+(?P<name>{_NAME})[ \t]+{AREA}[ \t]+of[ \t]+(?:the[ \t]+)?"
    # ("in the Dera Ki Gali area of Jammu and Kashmir's Poonch district": the district, its
    # province as its possessor)
    rf"(?P<province>(?:{_NAME}(?:[ \t]+(?:and|&)[ \t]+{_NAME})?['’]s[ \t]+)?{_NAME}(?:[ \t]+(?i:province|state|region|district))?)"
)
# "in Dahyan, in Saada province": a name followed by the province it lies in ("in Komanda,
# in eastern Congo's Ituri province"; "an attack on Yelwata in Guma local government area").
_IN_PROVINCE_FORM = re.compile(
    # ("in Lam Phaya sub-district, in Muang district", "in tambon Lam Phaya of Muang
    # district": Thai and Philippine local units before or after the name)
    # ("The strike hit Tudun Biri, in Igabi local government area": the strike's object)
    # ("attacked an Abuja-Kaduna train around Katari in the Kachia Local Government Area")
    rf"\b(?:in|at|near|around|(?:attacks?|raids?|assault)[ \t]+on|(?:attacked|raided|stormed|hit|struck)(?=[ \t]+{_NAME},))[ \t]+"
    # ("near the town of Bule in Djugu territory": the settlement word too)
    rf"(?:(?:tambon|barangay|sub-?district|the[ \t]+(?:town|village)[ \t]+of)[ \t]+)?"
    rf"(?P<name>{_NAME})(?:[ \t]+sub-?district)?,?[ \t]+(?:in|of)[ \t]+"
    rf"(?P<province>(?:the[ \t]+)?(?:[a-z]+[ \t]+){{0,2}}{_NAME}[ \t]+"
    # ("in Fambita, in the Tera department": a francophone department, named after its seat;
    # Congo's territory)
    r"(?i:province|state|region|governorate|district|department|territory|local[ \t]+government[ \t]+area))\b"
)
# "in Jammu and Kashmir's Reasi district", "in Manipur's Jiribam district": a district (or
# a town) named after its seat, the province its possessor.
_POSSESSIVE_FORM = re.compile(
    # ("in Nangarhar province's Haska Mena district", "in Kurram district's Bagan area": the
    # unit word before the possessive)
    rf"\b(?:in|near|at)[ \t]+(?P<province>{_NAME}(?:[ \t]+(?:and|&)[ \t]+{_NAME})?(?:[ \t]+(?i:province|state|region|district))?)['’]s[ \t]+"
    # ("in Kebbi state's Danko Wasagu local government area": Nigeria's district)
    rf"(?:[a-z]+[ \t]+){{0,2}}(?P<name>{_NAME})[ \t]+(?i:district|town|village|area|local[ \t]+government[ \t]+area|LGA)\b"
)
# "in the Reasi district of Jammu and Kashmir", "in the Bajaur district of Khyber
# Pakhtunkhwa province": a district named after its seat, then its province.
_DISTRICT_OF_FORM = re.compile(
    rf"\b(?:in|near|at)[ \t]+the[ \t]+(?P<name>{_NAME})[ \t]+(?i:district|tehsil|sub-?district|prefecture)[ \t]+of[ \t]+"
    rf"(?:the[ \t]+)?(?P<province>{_NAME}(?:[ \t]+(?:and|&)[ \t]+{_NAME})?(?:[ \t]+(?i:province|state|region))?)"
)
# "in Kuriga, Chikun Local Government Area of Kaduna State", "in Tudun Biri village, Igabi
# LGA": a name followed by its local government area, with no preposition (only the unit's
# own words: "in Wasilla, Alaska State Troopers say" is no settlement of a state "Alaska").
_LGA_FORM = re.compile(
    rf"\b(?:in|at|near|around)[ \t]+(?P<name>{_NAME})(?:[ \t]+(?:village|town|community))?,[ \t]+"
    rf"(?P<province>{_NAME}[ \t]+(?:Local[ \t]+Government[ \t]+Area|LGA))\b"
)
# "in Bir al-Abed, west of the provincial capital of El-Arish": a place told by its bearing
# from another is a place of its own (so is one told by its distance, "near Aranpur, about
# 450 km from Raipur", or by a town near it, "in Kasindi, near Beni").
_BEARING_FORM = re.compile(
    rf"\b(?:in|at|near)[ \t]+(?P<name>{_NAME}),[ \t]+(?:(?:about[ \t]+|some[ \t]+)?(?:\d[\d,]*[ \t]*(?:km|kilometres|"
    r"kilometers|miles)[ \t]+)?(?:(?:north|south|east|west)[\w-]*[ \t]+of|(?<=[ \t]km[ \t])from|"
    r"(?<=[ \t]kilometres[ \t])from|(?<=[ \t]kilometers[ \t])from|(?<=[ \t]miles[ \t])from)|near)[ \t]+"
    rf"(?:the[ \t]+)?(?:[a-z][\w'’-]*[ \t]+){{0,4}}?(?P<province>{_NAME})"
)
# "on the outskirts of Peshawar, in the Badaber area", "near Kabul, in Paghman district": a
# town named as the reference point, then the scene by it.
_BY_TOWN_FORM = re.compile(
    rf"\b(?:(?:outskirts|edges?|suburbs?)[ \t]+of|near|outside)[ \t]+(?:the[ \t]+(?:[a-z]+[ \t]+){{0,2}}?(?:city|town|capital)"
    rf"[ \t]+of[ \t]+)?(?P<province>{_NAME}),[ \t]+in[ \t]+(?:the[ \t]+)?(?:(?:town|village)[ \t]+of[ \t]+)?(?P<name>{_NAME})"
)
# "near In Amenas in eastern Algeria": a name followed by the country it lies in.
_IN_COUNTRY_FORM = re.compile(
    rf"\b(?:in|at|near)[ \t]+(?P<name>{_NAME}),?[ \t]+in[ \t]+(?:the[ \t]+)?(?:(?:north|south|east|west|central)\w*"
    # (not a state named like a country: "near Mokwa in Niger state")
    rf"[ \t]+)?(?P<country>{_CAP}(?:[ \t]+{_CAP})?)\b(?![ \t]+(?i:state|province|region)\b)"
)
# "Government Girls Science Secondary School, Jangebe, Zamfara State": an institution's
# town, then its province.
_INSTITUTION_FORM = re.compile(
    rf"\b(?:School|College|Academy|University|Hospital|Mosque|Church|Market|Prison|Camp),[ \t]+(?P<name>{_NAME}),"
    # ("Government Girls Comprehensive Secondary School, Maga, in the Danko-Wasagu Local
    # Government Area of Kebbi State": the town's local unit between it and its province)
    rf"(?:[ \t]+in[ \t]+(?:the[ \t]+)?{_NAME}[ \t]+(?:Local[ \t]+Government[ \t]+Area|LGA)[ \t]+of)?"
    r"[ \t]+(?P<province>[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)?[ \t]+(?i:state|province|region|district))\b"
)
FORMS = (
    _INSTITUTION_FORM, _OF_FORM, _AFTER_FORM, _APPOSITION, _AREA_FORM, _IN_PROVINCE_FORM, _LGA_FORM,
    _POSSESSIVE_FORM, _DISTRICT_OF_FORM, _BEARING_FORM, _BY_TOWN_FORM, _IN_COUNTRY_FORM,
)
# Forms whose own words call the name a settlement ("the village of", "X village", "X, a
# village in"): a building's word ending the name does not make it a venue.
_SETTLEMENT_WORD_FORMS = (_OF_FORM, _AFTER_FORM, _APPOSITION)
# Only the lede states the scene this way; later sentences name where survivors fled, the
# regional capital, earlier attacks ("Thousands have fled to the regional capital Dori").
SCENE_SENTENCES = 2
# Words that begin a capitalised phrase without being a place name (after a preposition a
# capitalised "In" is a name's: "near In Amenas"; an apposition may open a sentence).
_NOT_NAMES = frozenset(
    "the a an this that its his her their our monday tuesday wednesday thursday friday "
    "saturday sunday".split()
)
_NOT_NAMES_OPENING = _NOT_NAMES | frozenset("in on at of and but".split())
# A building or a site is no settlement ("at Westgate Mall in Kenya", "at the Splendid Hotel
# in Ouagadougou").
_VENUE_END = re.compile(
    r"[ \t](?:Mall|Hotel|Hospital|School|Mosque|Church|Airport|Stadium|Market|Camp|Prison|University|"
    r"College|Cent(?:re|er)|Square|Bridge|Street|Road|Highway|Base|Station|Park|Arena|Hall|Club|Cafe|Café|"
    r"Shrine|Temple|Cathedral|Plaza|Tower|Building|Compound|Barracks|Academy)$"
)
# An area of a city, not a settlement: "in the Darulaman area of the Afghan capital", "the
# Wharf Jeremie area of Port-au-Prince's Cite Soleil slum". The area is a quarter GeoNames
# lacks; the city is the scene (a bigger unit, "the Datta Khel area of North Waziristan",
# stays a village's).
_CAPITAL_WORDS = re.compile(r"^(?:[\w'’-]+[ \t]+){0,2}?(?:capital|city)\b", re.IGNORECASE)
# A city this big is one an area of it belongs to, not a province one lies in.
AREA_CITY_POPULATION = 500_000
_AREA_END = re.compile(r"(?i)(?<!government[ \t])\barea$")  # (not a local government area)
# The town an apposition measures from: "Baidoa, a town about 250 km northwest of Mogadishu".
_APPOSITION_REF = re.compile(
    rf"[^.;\n]{{0,40}}?\b(?:of|from|outside)[ \t]+(?:the[ \t]+)?(?:[a-z]+[ \t]+){{0,3}}?(?P<province>{_NAME})"
)
# A town a village is said to lie just by ("a village outside Kano", "on the outskirts of
# Peshawar") is as near as a figure under NEAR_REFERENCE_KM.
_BY_REFERENCE = re.compile(r"(?i)\b(?:outside|outskirts[ \t]+of)[ \t]+(?:the[ \t]+)?(?:[a-z]+[ \t]+){0,3}?[A-Z][\w'’-]*$")
# A reference town this big is the one news measures from (a village's namesake is not).
REFERENCE_TOWN_POPULATION = 100_000
# A village this close to its reference town lies in the town's province (a province of the
# countries these forms come from spans well over 100 km; at 250 km it may be another's).
NEAR_REFERENCE_KM = 50
_DISTANCE = re.compile(r"(?P<n>\d[\d,]*)[ \t]*(?P<unit>km|kilomet(?:re|er)s|miles)\b")
KM_PER_MILE = 1.609


def _near_reference(phrase: str) -> bool:
    """Whether ``phrase`` ("a village about 20 km (12 miles) from") puts the reference town
    no more than NEAR_REFERENCE_KM off."""
    m = _DISTANCE.search(phrase)
    if m is None:
        return bool(_BY_REFERENCE.search(phrase))
    km = float(m.group("n").replace(",", "")) * (KM_PER_MILE if m.group("unit") == "miles" else 1.0)
    return km <= NEAR_REFERENCE_KM
# A country named in the phrase: "Mozambican", "Ethiopia's".
_POSSESSIVE = re.compile(r"['’]s$")


# How a lead place named as the scene was found (see crosswire.extract.location).
_SCENE_KINDS = frozenset({"dateline", "event_in", "lede_in", "lede_town", "dateline_yield", "city_state", "title"})


@dataclass(frozen=True, slots=True)
class Settlement:
    """A settlement named as the scene that the gazetteer lacks."""

    start: int
    end: int
    name: str
    country_code: str
    admin1_code: str | None
    # the seat of the district it is said to lie in, when the text names one
    point: tuple[float | None, float | None] | None = None
    # an area named by a possessor the gazetteer does not know ("in Lyari's Chakiwara
    # area"): under a big city's dateline, a neighbourhood of that city
    quarter: bool = False
    # the gazetteer's own row when the town is listed in a country the context leaves out,
    # so that a report resolving the name directly counts as the same place
    geonames_id: int | None = None


_POSSESSOR = re.compile(r"^.*['’]s[ \t]+")
_UNIT_WORD = re.compile(
    r"^(?:the[ \t]+)?(?P<name>.+?)(?:[ \t]+(?i:province|state|region|governorate|district|department|territory))?$"
)


def _district_seat(
    phrase: str, country: str | None, *, admin1s: frozenset[tuple[str, str]] = frozenset()
) -> geo.Candidate | None:
    """The town a district is named after ("Pulwama district" -> Pulwama), or the town
    itself ("Bannu"), in ``country``; first one in a province of ``admin1s`` (country, admin1
    name: where the article's places are), since seats share names across provinces
    ("Bijapur district" of Chhattisgarh under "RAIPUR", not Bijapur, Karnataka)."""
    m = _UNIT_WORD.match(phrase)
    if m is None:
        return None
    name = m.group("name")
    if not geo.lookup(name, postal=False):  # (a name with its own "'s" stays: "Cox's Bazar")
        name = _POSSESSOR.sub("", name)  # "Jammu and Kashmir's Poonch" -> "Poonch"
    towns = [c for c in geo.lookup(name, postal=False) if country is None or c.country_code == country]
    towns.sort(key=lambda c: (c.country_code, c.admin1 or "") not in admin1s)
    return towns[0] if towns else None


def _only_province(admin1s: frozenset[tuple[str, str]], country: str | None) -> str | None:
    """The admin1 code of the one province (outside the US) of ``admin1s`` in ``country``
    (any country when None); None when they name none or several."""
    names = {(c, a) for c, a in admin1s if c and a and c != "US" and (country is None or c == country)}
    if len(names) != 1:
        return None
    cc, name = next(iter(names))
    codes = {code for c, code in geo.admin1_lookup(name) if c == cc}
    return next(iter(codes)) if len(codes) == 1 else None


# "Aitou in northern Lebanon": the country right after the name.
_IN_COUNTRY_AFTER = re.compile(
    r"[ \t]+in[ \t]+(?:the[ \t]+)?(?:(?:(?:north|south)(?:-?(?:east|west))?ern|eastern|western|central)[ \t]+)?"
    r"(?P<country>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)\b(?![ \t]+(?i:state|province|region)\b)"
)


def _city_area(province: str, after: str) -> bool:
    """Whether "the X area of <province>" names a part of a city: the province phrase is a
    country's capital or city by its word ("the Afghan capital"), or a big city by name
    ("Port-au-Prince's Cite Soleil slum")."""
    words = province.split()
    if _CAPITAL_WORDS.match(words[-1] + " " + after.lstrip()) or _CAPITAL_WORDS.match(after.lstrip()):
        return True
    if re.search(r"(?i)\b(?:province|state|region|district|county|division)$", province):
        return False  # "the Mandan area of Bannu district": the district, named after its seat
    # the city is the whole phrase, or its first word when that is a possessor ("Jammu and
    # Kashmir's Reasi district" is the territory's, not the city Jammu's)
    head = _POSSESSIVE.sub("", words[0]) if _POSSESSIVE.search(words[0]) else _POSSESSIVE.sub("", province)
    return any(c.population >= AREA_CITY_POPULATION for c in geo.lookup(head, postal=False) if geo.fold(c.name) == geo.fold(head))


# A neighbour named as a border is no country of the scene ("in the town of Dedebit, in
# northwest Tigray near the border with Eritrea").
_BORDER_COUNTRY = re.compile(
    r"\b(?:borders?|bordering)[ \t]+(?:with[ \t]+)?(?:the[ \t]+)?[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)?|"
    # ("the northern town of Azaz near the Turkish border")
    r"\b[A-Z][\w'’-]*[ \t]+border\b|"
    # (nor a river named like a country: "capsized on the Niger river near Mokwa")
    r"\b[A-Z][\w'’-]*[ \t]+(?i:river)\b"
)


# A people's word before the attacker's arms or forces names who struck, not where ("A
# Russian missile struck a cafe in the village of Hroza" is in Ukraine; "Pakistani shelling
# killed six people in the Afghan border town of Spin Boldak"): no country of the scene.
_ATTACKER_DEMONYM = re.compile(
    r"\b(?P<dem>[A-Z][a-z]+)[ \t]+(?:(?:air[ \t]+force|military|army|navy|border)[ \t]+)?"
    r"(?:missiles?|rockets?|drones?|(?:air[ \t]*)?strikes?|airstrikes?|shelling|shells|artillery|mortars?|"
    r"bombardment|forces|troops|soldiers|army|military|jets?|warplanes?|aircraft|helicopters?|air[ \t]+force|"
    r"navy|warships?|gunboats?|fighters|militias?|police)\b"
)


def _country_words(text: str) -> str | None:
    """The first country ``text`` names, by a name of one to three words ("Burkina Faso"),
    leaving out a neighbour named by its border and an attacker named by its people."""
    text = _BORDER_COUNTRY.sub(" ", text)
    text = _ATTACKER_DEMONYM.sub(lambda m: " " if m.group("dem").lower() in geo.DEMONYMS else m.group(), text)
    words = [_POSSESSIVE.sub("", w) for w in re.findall(r"[A-Za-z][\w'’-]*", text)]
    for i in range(len(words)):
        for n in (3, 2, 1):
            if i + n <= len(words) and words[i][:1].isupper():
                cc = geo.country_code(" ".join(words[i : i + n]))
                if cc:
                    return cc
    return None


def _qualifier_province(text: str) -> tuple[str, str] | None:
    """The province a qualifier names ("the western Tigray town of"): (country, code)."""
    words = [_POSSESSIVE.sub("", w) for w in re.findall(r"[A-Z][\w'’-]*", text)]
    for i in range(len(words)):
        for j in range(len(words), i, -1):
            pairs = [p for p in geo.admin1_lookup(" ".join(words[i:j])) if p[0] != "US"]
            if len(pairs) == 1:
                return pairs[0]
    return None


def scenes(
    pa: ParsedArticle,
    ctx: Context,
    *,
    provinces: list[tuple[int, int, str, str, bool]],
    events: frozenset[int],
    fallback_country: str | None = None,
    admin1s: frozenset[tuple[str, str]] = frozenset(),
    placed: frozenset[str] | None = None,
) -> list[Settlement]:
    """Settlements the first event sentences name as the scene and the gazetteer lacks.

    Args:
        pa: the parsed article.
        ctx: the article's resolution context (its foreign countries).
        provinces: the provinces the text names, as
            :func:`crosswire.extract.place_scene.provinces` gives them.
        events: indices of the sentences with event words.
        fallback_country: the country to assume when the text names none (that of the
            dateline: "ADDIS ABABA — ... the western Tigray town of Mai Kadra").
        admin1s: (country, admin1 name) of the places already found, for a district's seat.
        placed: folded names of the places already found: a listed name among them is
            left to the resolver (None: every listed name is).

    Returns:
        Settlements in text order; empty for a story whose country is the US or unknown.
    """
    foreign = ctx.countries - {"US"}
    out: list[Settlement] = []
    text = pa.analysis_text
    lede_start = place_mentions.dateline_end(text)
    for sent in pa.sentences[:SCENE_SENTENCES]:
        if sent.index not in events:
            continue
        for rx in FORMS:
            for m in rx.finditer(text, sent.start, sent.end):
                # ("Kankara Local Government Area" is Kankara's unit: Kankara)
                name = LOCAL_UNIT.split(m.group("name"))[0].rstrip(".,;:'’")
                start = m.start("name")
                banned = _NOT_NAMES_OPENING if rx is _APPOSITION else _NOT_NAMES
                # (a name the text itself calls a village is one, whatever its last word:
                # "Kajuru Station, a village in Kaduna state")
                venue = rx not in _SETTLEMENT_WORD_FORMS and bool(_VENUE_END.search(name))
                if name.split()[0].lower() in banned or len(name) < 3 or venue:
                    continue
                if NOT_SCENE_BEFORE.search(text, max(0, start - 100), start):
                    continue  # "the order for the attack was given in Kobani, in northern Syria"
                if rx is _IN_COUNTRY_FORM and geo.country_code(m.group("country")) is None:
                    continue
                if rx in (_AREA_FORM, _POSSESSIVE_FORM) and _city_area(
                    m.group("province"), text[m.end("province") : m.end("province") + 30]
                ):
                    continue  # ("in Peshawar's Police Lines area": a quarter of the city)
                cc = _country_words(m.group("qual")) if rx is _OF_FORM else None
                code = None
                named = _qualifier_province(m.group("qual")) if rx is _OF_FORM else None
                if named and (cc is None or named[0] == cc):
                    cc, code = named
                inside = [p for p in provinces if sent.start <= p[0] < sent.end]
                if rx in (_IN_PROVINCE_FORM, _INSTITUTION_FORM, _AREA_FORM, _POSSESSIVE_FORM, _LGA_FORM, _DISTRICT_OF_FORM):
                    inside = [p for p in provinces if m.start("province") <= p[0] < m.end("province")] or inside
                if cc is None and (after := _IN_COUNTRY_AFTER.match(text, start + len(name))):
                    # "an Israeli strike that killed 22 people in the ... village of Aitou in
                    # northern Lebanon": the country the name lies in, not the attacker's
                    cc = geo.country_code(after.group("country"))
                if cc is None:  # "killed ... in central Mali ..., the village of Ogossagou"
                    # (not the bureau's country of a dateline: "NAIROBI, Kenya (AP) — ... in
                    # Baidoa, about 250 km northwest of Mogadishu")
                    cc = _country_words(text[max(sent.start, lede_start) : start])
                if cc is None and not inside:  # "... the town of Seytenga in northern Burkina Faso"
                    cc = _country_words(text[start : sent.end])
                if not inside:  # "near Aranpur village" after "in Chhattisgarh's Dantewada district"
                    inside = [p for p in provinces if p[4]]
                inside = [p for p in inside if cc is None or p[2] == cc]
                if inside and code is None:
                    cc, code = inside[0][2], inside[0][3]
                seat = None
                if rx in (_IN_PROVINCE_FORM, _INSTITUTION_FORM, _AREA_FORM) and code is None:
                    # "near Lethpora in Pulwama district", "the Mandan area of Bannu district":
                    # the district's seat places it
                    # (in the article's one foreign country when the sentence names none:
                    # "in Fambita, in the Tera department" is Téra, Niger, not Tire, Turkey)
                    only = next(iter(foreign)) if cc is None and len(foreign) == 1 else cc
                    seat = _district_seat(m.group("province"), only, admin1s=admin1s)
                    if seat is not None:
                        cc, code = seat.country_code, seat.admin1_code
                    elif re.search(r"(?i)\bdistrict\b", m.group("province")):
                        # a district the gazetteer lacks ("the Kolpur area of Bolan district"
                        # under "QUETTA:"): the one province of the article's places (not a
                        # province it lacks: "in eastern Congo's Ituri province")
                        code = _only_province(admin1s, cc)
                        if code is not None and cc is None:
                            cc = next(c for c, _ in admin1s if c != "US")
                if seat is None and rx in (_IN_PROVINCE_FORM, _AREA_FORM) and code is not None:
                    # the province known, the district's seat still gives the point
                    # ("the Dera Ki Gali area of Jammu and Kashmir's Poonch district": Pūnch)
                    in_code = _district_seat(m.group("province"), cc, admin1s=admin1s)
                    seat = in_code if in_code is not None and in_code.admin1_code == code else None
                if rx in (_BEARING_FORM, _BY_TOWN_FORM) and code is None and not geo.country_code(m.group("province")):
                    # "in Bir al-Abed, west of ... El-Arish": the reference town's province
                    # (not its point: the bearing may be tens of kilometres)
                    ref = _district_seat(m.group("province"), cc, admin1s=admin1s)
                    if ref is not None:
                        cc, code = ref.country_code, ref.admin1_code
                if rx is _APPOSITION and code is None and (ref_m := _APPOSITION_REF.match(text, m.end())):
                    # "Baidoa, a town about 250 km northwest of Mogadishu": the reference
                    # town's country (its province may be another, that far off)
                    ref = _district_seat(ref_m.group("province"), cc, admin1s=admin1s)
                    if ref is not None and ref.population >= REFERENCE_TOWN_POPULATION:
                        cc = ref.country_code
                        if code is None and _near_reference(m.group() + ref_m.group()):
                            code = ref.admin1_code  # "Koshobe, a village about 20 km from Maiduguri"
                if cc is None and len(foreign) == 1:
                    cc = next(iter(foreign))
                if cc is None and len({p[2] for p in provinces}) == 1:
                    # several countries named, provinces of one ("from Myanmar's Rakhine state
                    # into Bangladesh ... on the outskirts of Maungdaw, a town near the
                    # border with Bangladesh")
                    cc = provinces[0][2]
                    if code is None and len({p[3] for p in provinces}) == 1:
                        code = provinces[0][3]
                if cc is None and not foreign:
                    cc = fallback_country
                if code is None and cc is not None and rx in (_OF_FORM, _AFTER_FORM) and (
                    after := _IN_COUNTRY_AFTER.match(text, m.end())
                ):
                    # "attacked Kajuru Station village in southern Kaduna": a province named
                    # bare after the village (a city of its name is no other province's)
                    named_in = geo.admin1_lookup(after.group("country"), country=cc)
                    code = named_in[0][1] if len(named_in) == 1 else None
                if cc is None or cc == "US" or geo.country_code(name) or geo.admin1_lookup(name, country=cc):
                    continue
                listed = geo.lookup(name, country=cc, postal=False)
                if listed and (cc in foreign or not foreign) and (
                    placed is None or geo.fold(name) in placed
                    # (a namesake outside the province the sentence names is no reading of it:
                    # "the small town of El Salto, in the western state of Michoacán")
                    or (code is not None and not any(c.admin1_code == code for c in listed))
                ):
                    continue  # listed: the resolver places it
                if listed:
                    # listed in a country the article's context leaves out (the bureau's
                    # "NAIROBI, Kenya (AP) — ... in Baidoa, about 250 km northwest of
                    # Mogadishu"), or a name no mention finder read ("gunmen raided
                    # Mpeketoni town in Lamu County"): placed here, as the gazetteer has it
                    seat = next((c for c in listed if code is not None and c.admin1_code == code), listed[0])
                    code = seat.admin1_code
                same = [s for s in out if s.name == name]
                if same and (code is None or same[0].admin1_code is not None or same[0].country_code != cc):
                    continue
                point = (seat.lat, seat.lon) if seat is not None and seat.lat is not None else None
                if same:  # another form of the sentence gives its province ("the town of Bule in Djugu territory")
                    out[out.index(same[0])] = dataclasses.replace(same[0], admin1_code=code, point=point)
                    continue
                quarter = (
                    rx is _POSSESSIVE_FORM and bool(_AREA_END.search(m.group()))
                    and not geo.lookup(m.group("province"), postal=False)
                    and not geo.admin1_lookup(m.group("province"))
                    # (a possessor called a unit is none of a city's quarters: "Kurram district's")
                    and _UNIT_WORD.sub(r"\g<name>", m.group("province")) == m.group("province")
                )  # fmt: skip
                gid = seat.geonames_id if seat is not None and listed else None
                out.append(Settlement(start, start + len(name), name, cc, code, point, quarter, gid))
    # (a district is coarser than a village the lede places in it: "in Chhattisgarh's
    # Dantewada district ... near Aranpur" is Aranpur)
    districts = {
        s.start for s in out for rx in (_POSSESSIVE_FORM, _DISTRICT_OF_FORM) for m in rx.finditer(text)
        if m.start("name") == s.start
    }  # fmt: skip
    return sorted(out, key=lambda s: (s.start in districts, s.start))


DATELINE_SCORE = 0.5  # a dateline's weight (3) over location.SCORE_CAP (6)
# What a settlement's coordinates are the point of (Place.coords_of): approximate, never the
# village's own.
COORDS_OF_ADMIN1 = "admin1"
COORDS_OF_DISTRICT = "district"


def with_settlement(
    pa: ParsedArticle, out: list[Place], town: Settlement, *, top_kinds: set[str], lead_floor: float
) -> list[Place]:
    """Put a settlement the gazetteer lacks first when it is the better scene: nothing else
    was found, or only a province or country, or the lead is a dateline city (the bureau)
    the lede does not put the event in, or a namesake in another country ("the northern
    Mozambican town of Palma" read as Palma, Spain). Otherwise it follows the lead.

    Args:
        pa: the parsed article.
        out: the places found so far, best first.
        town: the settlement.
        top_kinds: how the lead place was named ("dateline", "lede_in", ...).
        lead_floor: the settlement's least score when it leads.

    Returns:
        The places with the settlement put in; a namesake in another country dropped.
    """
    first = out[0] if out else None
    namesake = [p for p in out if geo.fold(p.name) == geo.fold(town.name) and p.country_code != town.country_code]
    rest = [p for p in out if p not in namesake]
    coarse = first is None or first.geonames_id is None or first in namesake or (
        first.name == first.admin1 or first.country_code != town.country_code
        # (the town's own country alone: "Lebanon" before "the ... village of Aitou")
        or (first.admin1 is None and geo.country_code(first.name) == first.country_code)
    )
    bureau = "dateline" in top_kinds and not top_kinds & {"lede_in", "lede_town"}
    if town.quarter and bureau and first is not None and first.country_code == town.country_code and any(
        c.population >= place_scene.BUREAU_CITY_POPULATION for c in geo.lookup(first.name, country=first.country_code)
    ):
        # "KARACHI: Two men were shot dead ... in Lyari's Chakiwara area": a neighbourhood of
        # the dateline's city, which stays the place
        bureau = False
        coarse = False
    # a lead the text names as the unit the settlement lies in ("in Jangebe, ... in Talata
    # Mafara local government area") or as its reference point ("in Kasindi, near Beni")
    # (a reference point any distance off: "Baidoa, about 250 km northwest of Mogadishu")
    finer = bool(top_kinds & {"unit", "lede_near"}) and (
        first is None or first.country_code == town.country_code
        and (town.admin1_code is None or first.admin1 == geo.admin1_name(town.country_code, town.admin1_code)
             or "lede_near" in top_kinds)
    )  # fmt: skip
    # a lead named nowhere as the scene ("received at the Government House in Gusau") gives
    # way to a settlement of the lede's first sentence
    first_sentence = pa.sentence_at(town.start)
    weak = bool(top_kinds) and not top_kinds & _SCENE_KINDS and first_sentence is not None and first_sentence.index == 0
    point = town.point
    coords_of = COORDS_OF_DISTRICT if point is not None else None
    admin1 = geo.admin1_name(town.country_code, town.admin1_code) if town.admin1_code else None
    if point is None and first is not None and "unit" in top_kinds and finer and first.lat is not None:
        point = (first.lat, first.lon)  # the seat of the unit it lies in ("Kanbalu township")
        coords_of = COORDS_OF_DISTRICT
        # and its province ("in Maro village in Kajuru local government area": Kaduna)
        admin1 = admin1 or first.admin1
    if point is None and (point := geo.admin1_point(town.country_code, town.admin1_code)):
        coords_of = COORDS_OF_ADMIN1
    lead = rest[0].score if rest else 0.0
    if re.match(re.escape(town.name) + r"[ \t]*[:,]", pa.text, re.IGNORECASE):
        # the dateline names the settlement ("MUSAKHEL: Armed men ... in Balochistan's
        # Musakhel district"): as strong as a dateline the gazetteer knows
        lead = max(lead, DATELINE_SCORE)
    place = Place(
        name=town.name, evidence=pa.evidence(town.start, town.end), admin1=admin1,
        country_code=town.country_code, lat=point[0] if point else None,
        lon=point[1] if point else None, geonames_id=town.geonames_id,
        score=round(max(lead, lead_floor), 3),
        # (a town the gazetteer lists in another country has its own point)
        coords_of=coords_of if town.geonames_id is None else None,
    )  # fmt: skip
    if coarse or bureau or weak or finer:
        demoted = [
            dataclasses.replace(p, score=round(p.score * place_scene.YIELDED_SHARE, 3)) if i == 0 and (bureau or weak or finer) else p
            for i, p in enumerate(rest)
        ]  # fmt: skip
        return [place, *demoted]
    return [rest[0], dataclasses.replace(place, score=round(lead * place_scene.YIELDED_SHARE, 3)), *rest[1:]]


__all__ = ["Settlement", "scenes", "with_settlement"]
