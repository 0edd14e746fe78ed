"""How international copy names a place besides "in X": an area named after its village
("in the Datta Khel area of North Waziristan"), a suburb by its city's possessive ("the
Libyan capital's Tajoura suburb"), an institution's town ("Government Science Secondary
School, Kankara,"), a local government unit after its seat ("Kankara Local Government
Area"), the country written with a settlement word ("the northern Afghan city of Kunduz"),
and places named only as a motive's or a route's ("in revenge for raids ... in Mombasa");
a facility's town ("the Kuje prison"), a settlement said to be one ("Perry is a town of"),
a reference point ("south of el-Arish", "in Kasindi, near Beni"), a district of a city;
the words around a name that make it a street, a building or a venue; the words that make a
country's name a US town's ("Lebanon police") or another country's state ("Niger state");
police acronyms. Used by :mod:`crosswire.extract.location` and
:mod:`crosswire.extract.place_resolve`.
"""

from __future__ import annotations

import re
from typing import Any

from crosswire import geo

# A local government unit after its seat's name ends the name, with whatever follows it
# ("Kankara Local Government Area of Katsina State", "Kuje Area Council").
LOCAL_UNIT = re.compile(r"[ \t]+(?:Local[ \t]+Government|LGA\b|Area[ \t]+Council|Town[ \t]+Council)")
# Places that are not the scene, right before a mention: where the event a motive names
# happened ("in revenge for raids on mosques in the Kenyan port city of Mombasa"), the end
# of a route ("a bus travelling from Mandera to Nairobi"), a swearing-in the attack
# coincided with ("as Prime Minister Narendra Modi was sworn in for a third term in New Delhi").
NOT_SCENE_BEFORE = re.compile(
    r"\b(?:revenge|retaliation|reprisal|response)[ \t]+(?:for|to)\b[^.;\n]*$|"
    r"\bfrom[ \t]+[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)*[ \t]+to[ \t]+$|"
    r"\b(?:was|were|being)[ \t]+sworn[ \t]+in\b[^.;,\n]*\bin[ \t]+$|"
    # where the attack was ordered or planned ("the order for the attack was given in Kobani,
    # in northern Syria": Istanbul 2022, placed in Syria), not where it happened
    r"\b(?:orders?|plan|plot)\b[^.;\n]{0,40}\b(?:given|issued|made|hatched|drawn[ \t]+up)[ \t]+(?:in|from)[ \t]+$|"
    r"\b(?:was|were|had[ \t]+been)[ \t]+(?:planned|plotted|ordered|masterminded|hatched|prepared|coordinated|"
    r"directed)[ \t]+(?:in|from)[ \t]+$"
)
# An administrative unit after its seat's name, in any case ("in Talata Mafara local
# government area", "Kasese district"): the unit, of which a village it names is a part.
UNIT_AFTER = re.compile(
    # ("the town of Bule in Djugu territory": Congo's unit below the province; Myanmar's
    # township, "in Pazigyi village ... in Kanbalu township")
    r"[ \t]+(?i:local[ \t]+government|LGA\b|area[ \t]+council|district\b|tehsil\b|upazila\b|sub-?county\b|"
    r"territory\b|township\b)"
)
# ... or before it ("in the northwestern Pakistani district of Hangu").
UNIT_BEFORE = re.compile(
    r"\b(?i:district|tehsil|upazila|sub-?county|territory|township|local[ \t]+government[ \t]+area)[ \t]+of[ \t]+$"
)
# "The suspect, an 18-year-old white man from ": the appositive of the suspect.
SUSPECT_FROM_BEFORE = re.compile(
    r"\b(?i:suspect|gunman|shooter|attacker|assailant|killer)s?,[ \t]+(?:an?|the)[ \t]+[^.,;]{0,60}?\bfrom[ \t]+$"
    # ... or a person's, named with the age ("identified ... as 40-year-old Joel Cauchi from
    # Queensland", Bondi Junction 2024 probe; "John Smith, 40, from Dover")
    r"|\b\d{1,3}-year-old[ \t]+[A-Z][a-z'’-]+(?:[ \t]+[A-Z][a-z'’-]+){1,2}[ \t]+from[ \t]+$"
    r"|\b[A-Z][a-z'’-]+[ \t]+[A-Z][a-z'’-]+,[ \t]+\d{1,3},[ \t]+from[ \t]+$"
)
# Where someone grew up or moved from ("Zephen Xaver, 21, who grew up in Plymouth, Indiana";
# "had moved to Highlands County from Plymouth"): their past, not the scene.
LIFE_BEFORE = re.compile(
    r"\b(?:grew[ \t]+up|(?:was|were)[ \t]+(?:born|raised)|born[ \t]+and[ \t]+raised)[ \t]+in[ \t]+$"
    r"|\b(?:had[ \t]+)?(?:moved|relocated)\b[^.;]{0,40}?\bfrom[ \t]+$"
)
# "the Green Meadows apartment complex", "the Oak Ridge mobile home park": a complex's own
# name after "the" (a town would take "a": "a Houston apartment complex"), no town (Green
# Meadows, Ohio had placed a Danville, Ill. shooting in Ohio).
NAMED_COMPLEX_AFTER = re.compile(
    r"[ \t]+(?i:apartment[ \t]+(?:complex|building)|(?:mobile[ \t]+home|trailer|RV)[ \t]+park|"
    r"subdivision|housing[ \t]+(?:complex|project|development)|townhomes|condominiums?)\b"
)
# A place named as a reference point ("on the outskirts of Moscow", "a suburb of Chicago",
# "20 km north of Kabul", "50 km south of the city of Idlib", "in Kasindi, near Beni") is
# near the scene, not the scene.
RELATIVE_BEFORE = re.compile(
    r"(?i:\b(?:just|right)[ \t]+outside[ \t]+$|\bsuburban[ \t]+$)|"
    # (a figure written together with its unit too: "about 50km south of Belgrade")
    r"(?i:(?:\b|(?<=\d))(?:outskirts|edges?|suburbs?|fringes?|environs|(?:north|south|east|west)"
    r"-?(?:east|west)?(?:ern)?[ \t]+(?:part|side|edge|outskirts)|(?:north|south|east|west)"
    r"-?(?:east|west)?|(?:kilometres|kilometers|km|miles)(?:[ \t]+\([^()\n]{1,24}\))?(?:[ \t]+"
    r"(?:north|south|east|west)-?(?:east|west)?)?)[ \t]+(?:of|from)[ \t]+(?:the[ \t]+)?"
    r"(?:(?:[a-z]+[ \t]+)?(?:city|town|capital)[ \t]+of[ \t]+)?)$|"
    # "in Kasindi, near Beni": a second place after a named one locates it
    # (or a village: "in Kuru Karama village near Jos")
    # (with no comma too: "struck a cafe in the village of Hroza near Kupiansk")
    r"(?:[A-Z][\w'’-]*,?|\b(?:village|town|community))[ \t]+near[ \t]+(?:the[ \t]+(?:city|town)[ \t]+of[ \t]+)?$|"
    # ... or a venue near it: "a concert hall near Moscow" (Crocus City Hall 2024 probe: the
    # hall is in Krasnogorsk, which the same reports name)
    r"\b(?i:hall|venue|arena|stadium|mall|market|school|church|mosque|synagogue|hotel|airport|"
    r"checkpoint|camp|base|prison|factory|plant|refinery|mine)[ \t]+near[ \t]+$"
)
# "near Kabul, in Paghman district", "outside Kano, in the village of Gadan": a town named by
# "near" or "outside" and then followed by the place the scene is in is the reference point.
NEAR_BEFORE = re.compile(r"\b(?:near|outside)[ \t]+$")
SCENE_IN_AFTER = re.compile(r",[ \t]+in[ \t]+(?:the[ \t]+)?(?:(?:town|village)[ \t]+of[ \t]+)?[A-Z]")
# "in the Denver suburb of Wheat Ridge": the name after "<City> suburb of" is the suburb
# (the scene), not a reference point as in "a suburb of Chicago"; the city before it is the
# reference point.
CITY_SUBURB_OF_BEFORE = re.compile(
    r"\b[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*)?[ \t]+suburbs?[ \t]+of[ \t]+$"
)
SUBURB_OF_AFTER = re.compile(r"[ \t]+suburbs?[ \t]+of[ \t]+[A-Z]")
# A headline's city named as the reference of the scene ("4 injured in suburban Denver hotel
# shooting", "... near Denver", "Denver-area"), or as where the victim was taken ("Victim of
# Accidental Shooting Flown to Fargo"): no headline bonus for it.
TITLE_REFERENCE_BEFORE = re.compile(
    r"(?i:\b(?:suburban|near|outside|(?:flown|airlifted|taken|rushed|transported)[ \t]+to)[ \t]+)$"
)
TITLE_REFERENCE_AFTER = re.compile(r"(?i:-area\b|[ \t]+(?:area|suburbs?|suburban)\b)")
# Where someone spoke is not the scene ("the minister told reporters in Berlin").
SPOKE_IN_BEFORE = re.compile(
    r"\b(?:reporters|journalists|a\s+news\s+conference|a\s+press\s+conference|a\s+briefing|"
    r"a\s+statement|parliament|lawmakers|speaking|spoke|"
    # ... nor where the wounded were taken ("flown to a hospital in Nairobi")
    r"hospitals?|medical\s+cent(?:er|re)|trauma\s+cent(?:er|re)|morgue)[ \t]+in[ \t]+"
    # (each town of a list: "shifted to hospitals in Reasi and Jammu")
    r"(?:[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)?(?:,[ \t]+|[ \t]+and[ \t]+))*$"
)
# ... and a named one the victim was taken to or is treated at ("was taken to Memorial
# Hermann Hospital in The Woodlands", "in stable condition ... at Sanford Medical Center in
# Fargo", a health system's name: "taken to University Health in Shreveport", "airlifted to
# Mercy Medical in Des Moines"); not a named hospital alone, which may be the scene ("An
# explosion at al-Ahli Arab Hospital in Gaza City").
TAKEN_TO_HOSPITAL_BEFORE = re.compile(
    r"(?i:\b(?:taken|transported|rushed|flown|airlifted|driven|brought|treated|located|admitted|"
    r"condition)\b[^.;\n]{0,80}?(?:hospital|medical(?:[ \t]+cent(?:er|re))?|trauma[ \t]+cent(?:er|re)|"
    r"health(?:care)?|clinic)[ \t]+in[ \t]+)$"
)
# ... unless the attack struck the hospital itself ("the air strike that destroyed a
# hospital in Kunduz", "shelling hit a clinic in Idlib", "The damage to the children's
# hospital in Kiev was caused by ..."): the hospital is the scene.
ATTACKED_FACILITY_BEFORE = re.compile(
    r"(?i:\b(?:struck|hit|destroyed|damaged|bombed|attacked|stormed|targeted|shelled|raided|damage[ \t]+to|"
    r"(?:strike|attack|raid|assault|bombing|blast)s?[ \t]+(?:on|at))[ \t]+(?:an?|the)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?"
    r"(?:hospital|clinic|medical[ \t]+cent(?:er|re))s?[ \t]+in[ \t]+)$"
)
# A facility named after its town ("the Kuje prison", "the Kuje custodial centre in
# Abuja", "the Balukhali camp"): the town it stands in, not the city the text adds.
_FACILITY = (
    r"(?i:prison|jail|custodial[ \t]+cent(?:re|er)|correctional[ \t]+(?:cent(?:re|er)|facility)|"
    r"detention[ \t]+(?:cent(?:re|er)|facility)|(?:refugee[ \t]+|displacement[ \t]+|army[ \t]+|military[ \t]+)?camps?|"
    r"(?:military|army|air)[ \t]+base|airbase|barracks|garrison)\b"
)
# "Perry is a town of about 8,000", "Khan Shaykhun, a town of some 50,000 people": the
# text says the name is a settlement (the settlement word followed by what describes it,
# not by "council" or "official").
_SETTLEMENT_AFTER = (
    r"(?:town|city|village|community|suburb)(?=[ \t]+(?:of|in|on|near|about|some|just|north|"
    r"south|east|west|that|where|with|outside)\b|[,.;])"
)
# A town is written as a district of a city ("Baghdad's Sadr City district", "Sadr City,
# the Shi'ite district in eastern Baghdad"): read with the city around it.
DISTRICT_AFTER = re.compile(
    r"[ \t]+district\b|,[ \t]+(?:a|the)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?district[ \t]+(?:in|of)\b"
)
_QUALIFIER = re.compile(r"\b(?:the|a|an)[ \t]+((?:[\w'’-]+[ \t]+){1,3})$", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s\b")


# "the Datta Khel area of", "the Bagan locality of": the word an area named after its
# village takes (shared with :mod:`crosswire.extract.place_unlisted`).
AREA = r"(?:area|locality)"


# City police departments known by an acronym no other US department uses: the acronym
# names the city ("IMPD: 8-year-old accidentally shoots self" is an Indianapolis story).
# Not NYPD and LAPD: GVA codes their stories by borough or neighbourhood ("Bronx",
# "Reseda"), which the text names beside the acronym (GVA dev: 5 incidents lost).
POLICE_ACRONYMS: dict[str, tuple[str, str]] = {
    "IMPD": ("Indianapolis", "IN"), "CMPD": ("Charlotte", "NC"), "NOPD": ("New Orleans", "LA"),
    "KCPD": ("Kansas City", "MO"), "KCKPD": ("Kansas City", "KS"), "BRPD": ("Baton Rouge", "LA"),
    "SFPD": ("San Francisco", "CA"), "SAPD": ("San Antonio", "TX"), "LVMPD": ("Las Vegas", "NV"),
    "MNPD": ("Nashville", "TN"), "LMPD": ("Louisville", "KY"), "SLMPD": ("St. Louis", "MO"),
    "JSO": ("Jacksonville", "FL"),
    # not a force's initials but the city's own short name ("KCK police", "in KCK")
    "KCK": ("Kansas City", "KS"),
}  # fmt: skip
POLICE_ACRONYM = re.compile(r"\b(" + "|".join(POLICE_ACRONYMS) + r")\b")
# A country named as the neighbour across a border ("Buthidaung, near the border with
# Bangladesh"): not a country the story is set in.
BORDER_BEFORE = re.compile(
    r"\bborders?[ \t]+(?:with|of)[ \t]+(?:the[ \t]+)?"
    # ("near the border with the Democratic Republic of Congo")
    r"(?:(?:Democratic[ \t]+|Central[ \t]+African[ \t]+)?Republic[ \t]+of[ \t]+(?:the[ \t]+)?)?$"
)
# ("Niger state" is Nigeria's; "the north-central Mexico state of Guanajuato" is Mexico's)
STATE_AFTER = re.compile(r"[ \t]+[Ss]tate\b(?![ \t]+of\b)")
# Words after a name that make it a US town's: its police, council, mayor.
TOWN_AFTER = re.compile(r"[ \t]+(?:[Pp]olice|City[ \t]+Council|[Cc]ity[ \t]+council|Mayor|Township|Fire[ \t]+Department)\b")
# A country's name compounded into an adjective ("the Pakistan-based Lashkar-e-Taiba",
# "Iran-backed militias") qualifies a group: where it is based, not where the event is.
AFFILIATION_AFTER = re.compile(
    r"[-\u2010\u2011](?:based|backed|born|sponsored|funded|linked|affiliated|allied|supported|"
    r"headquartered|trained|armed|led|brokered|made)\b"
)
# ... or a town written with its state so ("a Chicago, Illinois-based nonprofit", "the
# Decatur, Ga.-based company"): where an organisation is based.
TOWN_STATE_AFFILIATION_AFTER = re.compile(
    r",[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?\.?[-\u2010\u2011](?:based|headquartered)\b"
)
# A country as the subject of a statement ("Pakistan denied any role", "India accused it
# of ..."): a party to the story, not a place of its event.
ACTOR_VERB_AFTER = re.compile(
    r"[ \t]+(?:has[ \t]+|had[ \t]+)?(?:denied|denies|accused|accuses|blamed|blames|"
    r"condemned|condemns|rejected|rejects|warned|warns|vowed|vows|said|says|claimed|claims)\b"
)
# ... but not the object of a preposition ("Police in Jordan said": a town's police said)
PREPOSITION_BEFORE = re.compile(r"\b(?i:in|at|near|of|from|to|outside|across)[ \t]+$")
# A dateline alone on the article's first line ("SRINAGAR", then a blank line and the
# lede: The Hindu's and other Indian papers' style): only capitals, one to three words.
BARE_DATELINE = re.compile(r"\A[ \t]*(?P<city>[A-Z][A-Z.'’\-]+(?:[ \t][A-Z][A-Z.'’\-]+){0,2})[ \t]*\n")
# A dateline in title case before a colon, opening the text ("Jhansi: A high-level probe
# has been ordered", NDTV's and other Indian sites' style); the name must be a place
# (see crosswire.extract.place_mentions: "Update:", "Watch:" resolve to nothing).
COLON_DATELINE = re.compile(r"\A[ \t]*(?P<city>[A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2}):[ \t]+(?=[A-Z])")
# A name joined by "and" to another that together own a district ("in Jammu and
# Kashmir's Anantnag district"): a region's name, whose first word is no town of it.
REGION_POSSESSOR = re.compile(
    r"\b(?P<first>[A-Z][\w-]*)[ \t]+and[ \t]+[A-Z][\w-]*(?:[ \t]+[A-Z][\w-]*)?['’]s[ \t]+"
    r"(?:[\w-]+[ \t]+){1,3}?(?i:district|province|region|division)\b"
)



# --- words around a name (used by crosswire.extract.location) ---
# Street names are not places: "the 3300 block of West Douglas", "Hyde Park Boulevard".
STREET_BEFORE = re.compile(r"block of[ \t]+(?:(?:[NSEW]\.?|North|South|East|West)[ \t]+)?$")
STREET_AFTER = re.compile(
    r"[ \t]+(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.|Drive|Dr\.|Boulevard|Blvd\.?|Parkway|"
    r"Pkwy|Highway|Hwy|Lane|Ln\.|Court|Place|Pike|Way|Circle|Terrace|Trail)\b"
)
# "an Atlanta hospital", "Houston-area children": where victims were taken, or a region;
# not the scene. Such a mention counts this much of its weight.
NOT_SCENE_AFTER = re.compile(
    r"(?i:-area\b|[ \t]+(?:area[ \t]+)?(?:hospitals?|trauma center|medical center)\b)"
)
CITY_WORD_AFTER = re.compile(r"[ \t]+city\b")
# A school or a building named after a place is not the scene's town ("across the street
# from Oak Hill Elementary" in Tuscaloosa; Oak Hill is a hamlet of Alabama too).
BUILDING_AFTER = re.compile(
    r"[ \t]+(?i:elementary|(?:high|middle|junior high)[ \t]+school|academy|apartments|"
    r"cemetery)\b"
)
# A venue named after its town ("an Ariana Grande concert at Manchester Arena", "Kabul
# International Airport"): the town, at a lower weight, since the venue may be outside it.
VENUE_NAME = re.compile(
    r"^(?P<town>[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*)?)[ \t]+(?:International[ \t]+)?"
    r"(?:Arena|Stadium|Airport|Mall|Cathedral|Mosque|Synagogue|Bazaar|Concert[ \t]+Hall)$"
)
NEXT_CAPITALISED = re.compile(r"[ \t]+([A-Z][\w'’-]*)")
# Words after a town that make an institution of it, not another name ("Chicago Police").
INSTITUTION_WORDS = frozenset(
    "police sheriff sheriff's county city fire department metro township area public schools "
    "school mayor council court municipal regional general memorial community university".split()
)
# Two streets named at their crossing ("near the intersection of Mount Vernon and Belmar
# streets" in a Pittsburgh story; Mount Vernon is a town of Alabama too): both names are
# streets there.
CROSSING_STREETS = re.compile(
    r"\b[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*)?[ \t]+and[ \t]+[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*)?"
    r"[ \t]+(?:streets|avenues|roads|boulevards|drives)\b"
)
_STREET_NAME_BEFORE = re.compile(r"(?:^|(?<=[ \t\n(]))([A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*){0,2})$")
# "the shooting on Kensington" after "the 5000 block of Kensington Avenue": a street the
# text has named in full, named again without its street word after "on".
ON_BEFORE = re.compile(r"\b(?i:on)[ \t]+$")


def street_names(text: str) -> frozenset[str]:
    """Folded names the text writes as streets ("Kensington" of "Kensington Avenue",
    "Mount Vernon" of "Mount Vernon Road"): each last one, two or three capitalised words
    before a street word."""
    out: set[str] = set()
    for m in re.finditer(STREET_AFTER.pattern, text):
        before = _STREET_NAME_BEFORE.search(text, max(0, m.start() - 60), m.start())
        if before is None:
            continue
        words = before.group(1).split()
        out.update(geo.fold(" ".join(words[i:])) for i in range(len(words)))
    return frozenset(out)


# A street-type word alone is never a place ("toward West Street" minus "West" is "Street",
# a town in Somerset).
STREET_WORD = re.compile(STREET_AFTER.pattern.replace(r"[ \t]+", "^", 1) + "$")
# A line opening with a clip length ("1:38 After wife missing ... Pause") is a video
# playlist of other stories on news sites (GVA dev: Fresno Bee, Kansas City Star pages).
# (not a live blog's entry stamped with its time zone: "02:10 BST: Donald Trump has been
# rushed off stage at a rally in Butler, Pennsylvania")
TIME_ZONE = (
    r"(?:GMT|BST|UTC|CET|CEST|EET|EEST|MSK|EST|EDT|CST|CDT|MST|MDT|PST|PDT|IST|PKT|WAT|EAT|"
    r"AEST|AEDT|JST|KST|ICT|WIB)\b"
)
PLAYLIST_LINE = re.compile(rf"[ \t]*\d{{1,2}}:\d\d[ \t]+(?!{TIME_ZONE})[A-Z]")
# A teaser of another station's story inside a page: a label before a broadcaster's
# dateline ("GRAPHIC PICTURES: CLEVELAND, OH (WOIO) - It was one of the most gruesome
# sights in Cleveland crime history." in a Columbia, S.C. station's shooting story). Its
# line names another story's place (read only past the text's first line).
TEASER_LINE = re.compile(
    r"[ \t]*[A-Z][A-Z ']{2,30}:[ \t]*[A-Z][A-Z .'’\-]{2,30},[ \t]*[A-Za-z. ]{2,15}[ \t]*"
    r"\([A-Z0-9\-]{2,10}\)[ \t]*[-–—]"
)
AROUND_NAME = (
    STREET_BEFORE, STREET_AFTER, NOT_SCENE_AFTER, CITY_WORD_AFTER, BUILDING_AFTER, VENUE_NAME,
    NEXT_CAPITALISED, INSTITUTION_WORDS, STREET_WORD, PLAYLIST_LINE,
)


def name_forms(name: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The area, suburb and institution-town patterns over the caller's place-name pattern
    ``name`` (each with a ``name`` group)."""
    # "in the Datta Khel area of North Waziristan", "in the Bagan area of Lower Kurram": an
    # area named after its main village.
    # ("The attack in the Mastung district of Balochistan province": a district named after
    # its seat; the US's "district"s are parts of a city, which location's quarters drop)
    area_of = re.compile(
        rf"\b(?:in|near|at)[ \t]+the[ \t]+(?P<name>{name})[ \t]+(?:{AREA}[ \t]+of\b|district\b)"
    )
    # "in the Libyan capital's Tajoura suburb": a town of its own next to the city (GeoNames
    # lists Tajura apart from Tripoli); a "neighbourhood" stays a part of its city.
    part_of_city = re.compile(
        rf"\b(?:in|near|at)[ \t]+(?:the[ \t]+)?(?:[\w-]+[ \t]+){{0,2}}?[\w-]+['’]s[ \t]+(?P<name>{name})[ \t]+"
        r"(?:suburb|area|district|quarter|town)\b"
    )
    # "students of Government Science Secondary School, Kankara, who were abducted": the
    # town after a named institution is where it stands.
    institution_town = re.compile(
        rf"\b(?:School|College|Academy|University|Hospital|Mosque|Church|Market|Hotel|Prison|"
        rf"Camp|Centre|Center),[ \t]+(?P<name>{name})(?=,)"
    )
    return area_of, part_of_city, institution_town


# "Chilpancingo, the capital of the violent southern state of Guerrero": the name is a
# town's, as "the town of X" says (a bureau's dateline yields to it in the lede).
CAPITAL_AFTER = re.compile(
    r",[ \t]+the[ \t]+(?:state|provincial|regional)?[ \t]*capital[ \t]+of[ \t]+(?:the[ \t]+)?"
    r"(?:[\w-]+[ \t]+){0,3}?(?:state|province|region|department|governorate)\b"
)


def more_forms(name: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The facility-town, settlement-apposition and bearing patterns over the caller's
    place-name pattern ``name`` (each with a ``name`` group)."""
    facility_town = re.compile(rf"\bthe[ \t]+(?P<name>{name})[ \t]+{_FACILITY}")
    settlement = re.compile(
        rf"\b(?P<name>{name})(?:(?:,[ \t]+|[ \t]+(?:is|was)[ \t]+)an?[ \t]+(?:[\w-]+[ \t]+){{0,2}}?{_SETTLEMENT_AFTER}"
        # ("The mayor of Chilpancingo, the capital of the violent southern state of
        # Guerrero, was killed": a state's or province's capital is a town)
        rf"|(?={CAPITAL_AFTER.pattern}))"
    )
    # "a checkpoint south of el-Arish": a reference point (RELATIVE_BEFORE weighs it down),
    # named where no "in" or "city of" names it.
    bearing_of = re.compile(
        rf"\b(?:north|south|east|west)-?(?:east|west)?(?:ern)?[ \t]+of[ \t]+(?:the[ \t]+(?:city|town)[ \t]+of[ \t]+)?(?P<name>{name})"
    )
    return facility_town, settlement, bearing_of


def qualifier_country(text: str, offset: int) -> str | None:
    """The country word of "the (northern Afghan) city of": a demonym or a country's name
    right before the settlement word at ``offset``, as written; None without one."""
    m = _QUALIFIER.search(text, max(0, offset - 40), offset)
    if m is None:
        return None
    for word in m.group(1).split():
        word = _POSSESSIVE.split(word)[0]
        if word[:1].isupper() and geo.country_code(word):
            return word
    return None


# A US state's own agency names the state ("The Michigan State Police Iron Mountain Post is
# investigating ... in Bates Township", a township GeoNames lacks; "Georgia State Patrol",
# not the country).
STATE_AGENCY = re.compile(
    r"\b(?P<name>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)[ \t]+(?:State[ \t]+Police|State[ \t]+Patrol|"
    r"Highway[ \t]+Patrol|Bureau[ \t]+of[ \t]+Investigation)\b"
)


# A country's armed forces by its name ("The Israel Defense Forces said Tuesday's airstrike
# in Jabaliya ..."): they act abroad as often as at home, so their name sets no country of
# the story (the text's places still point to one); not the US's, whose "U.S. Army veteran"
# is a local story's man.
FORCES_AFTER = re.compile(r"[ \t]+(?:(?:Defen[cs]e[ \t]+)?Forces?|Armed[ \t]+Forces|Air[ \t]+Force)\b")
_US_NAMES = frozenset({"U.S.", "US", "United States", "America", "USA"})
# A river named like a country ("on the Niger river near Mokwa", "the Congo River") runs
# through several: no country of the story.
_RIVER_AFTER = re.compile(r"[ \t]+(?i:river)\b")


def no_country_of_story(text: str, start: int, end: int) -> bool:
    """The country's name at ``text[start:end]`` names another place or a qualifier, not a
    country the story is set in: "Niger state" (Nigeria's), "near the border with
    Bangladesh" (the neighbour), "the Pakistan-based group" (where a group is based), "the
    Israel Defense Forces" (its forces)."""
    return bool(
        (FORCES_AFTER.match(text, end) and text[start:end] not in _US_NAMES)
        or _RIVER_AFTER.match(text, end)
        or STATE_AFTER.match(text, end)
        or STATE_AGENCY.match(text, start)
        or BORDER_BEFORE.search(text, max(0, start - 60), start)
        or AFFILIATION_AFTER.match(text, end)
    )


def bare_dateline(text: str) -> tuple[int, int, str] | None:
    """``(start, end, name)`` of a dateline alone on the first line of mixed-case copy
    ("SRINAGAR\n\nTerrorists opened fire ..."), the name title-cased; None without one."""
    m = BARE_DATELINE.match(text)
    if m is None or not any(c.islower() for c in text[m.end() : m.end() + 200]):
        return None  # (upper-case copy throughout: its first line is a headline)
    return m.start("city"), m.end("city"), m.group("city").title()


def scene_role(text: str, start: int, end: int, name: str) -> str | None:
    """How the words around a mention rule it out as the scene: "skip" for a qualifier
    ("the Pakistan-based Lashkar-e-Taiba") or the first word of a region's name owning a
    district ("Jammu and Kashmir's Anantnag district"), "party" for a country as the
    subject of a statement ("Pakistan denied any role", not "Police in Jordan said"), else
    None."""
    if AFFILIATION_AFTER.match(text, end) or TOWN_STATE_AFFILIATION_AFTER.match(text, end) or any(
        m.start("first") == start for m in REGION_POSSESSOR.finditer(text, max(0, start - 1), end + 80)
    ):
        return "skip"
    if (
        geo.country_code(name)
        and ACTOR_VERB_AFTER.match(text, end)
        and not PREPOSITION_BEFORE.search(text, max(0, start - 12), start)
    ):
        return "party"
    return None


def foreign_only(name: str) -> bool:
    """Places called ``name`` exist, and none of them in the US."""
    cands = geo.lookup(name, postal=False)
    return bool(cands) and all(c.country_code != "US" for c in cands)


# An earlier attack told by its time ("after the January bombing of a cathedral in Jolo",
# "since the 2017 attack on ... in Marawi"): its place is that attack's, as another attack's.
PAST_ATTACK = (
    r"\b(?:after|since|following|like)\s+(?:the|a)\s+(?:(?:January|February|March|April|May|June|July|August|"
    r"September|October|November|December|\d{4}|last\s+(?:year|month|week)['’]s|earlier|previous)\s+)"
    r"(?:[\w'’-]+\s+){0,2}?(?:bombing|attack|shooting|massacre|blast|explosion|siege)s?\b"
)
# A name the text calls a province ("the southern Philippine province of Sulu", "Sulu
# province"): a town bearing it only as an alternate is not it (GeoNames lists "Sulu" among
# the names of Jolo, the province's capital); a town of that very name is its seat.
_PROVINCE_NAMED = (
    re.compile(r"\b(?i:province|governorate|prefecture)[ \t]+of[ \t]+(?P<name>[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*){0,2})"),
    re.compile(r"\b(?P<name>[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*){0,2})[ \t]+(?i:province)\b"),
)


def own_names_of_province(text: str, mentions: list[Any], cands: list[list[geo.Candidate]]) -> list[list[geo.Candidate]]:
    """Each mention's ``cands`` without the towns that bear, only as an alternate, a name the
    text calls a province once (see _PROVINCE_NAMED): it is that province throughout ("the
    southern Philippine province of Sulu ... the second suicide bombing in Sulu this year")."""
    provinces = {geo.fold(m.group("name")) for rx in _PROVINCE_NAMED for m in rx.finditer(text)}
    out = []
    for m, cs in zip(mentions, cands, strict=True):
        key = geo.fold(m.name.strip(" .,"))
        if key in provinces:
            cs = [c for c in cs if geo.fold(c.name) == key or geo.fold(c.name).startswith(key + " ")]
        out.append(cs)
    return out


__all__ = [
    "ACTOR_VERB_AFTER",
    "AFFILIATION_AFTER",
    "BARE_DATELINE",
    "COLON_DATELINE",
    "BORDER_BEFORE",
    "PREPOSITION_BEFORE",
    "REGION_POSSESSOR",
    "POLICE_ACRONYM",
    "POLICE_ACRONYMS",
    "STATE_AFTER",
    "TOWN_AFTER",
    "AROUND_NAME",
    "DISTRICT_AFTER",
    "LOCAL_UNIT",
    "NOT_SCENE_BEFORE",
    "NEAR_BEFORE",
    "RELATIVE_BEFORE",
    "SCENE_IN_AFTER",
    "UNIT_AFTER",
    "UNIT_BEFORE",
    "SUSPECT_FROM_BEFORE",
    "LIFE_BEFORE",
    "NAMED_COMPLEX_AFTER",
    "PAST_ATTACK",
    "SPOKE_IN_BEFORE",
    "bare_dateline",
    "foreign_only",
    "no_country_of_story",
    "scene_role",
    "more_forms",
    "own_names_of_province",
    "name_forms",
    "qualifier_country",
]
