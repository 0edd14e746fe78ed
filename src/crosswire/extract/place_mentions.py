"""Place-name mentions of an article, each with exact offsets, a weight and a kind.

The patterns that find where a text names a place: the dateline ("KERMAN, Iran (AP) —"),
"<City>, <State>", "<Name> County", "the city of X", "X police", "a X man", "in X" (an
event sentence's "in X" is the scene itself), a facility's town, police acronyms, and
spaCy GPE/LOC/FAC entities of the lede and event sentences. Split out of
:mod:`crosswire.extract.location`, which resolves the mentions and ranks the places.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from crosswire import geo
from crosswire.extract import place_forms
from crosswire.extract.place_capitals import capital_mentions
from crosswire.extract.place_resolve import POLICE_ACRONYM, POLICE_ACRONYMS, Mention, state_pattern
from crosswire.nlp import ParsedArticle, iter_entities

# --- mention weights (relative; tuned on GVA dev) ---------------------------------------
DATELINE_WEIGHT = 3.0  # the filing place is the event place in wire/local news
CITY_STATE_WEIGHT = 2.0  # "Rocky Mount, N.C.": explicit and unambiguous
COUNTY_WEIGHT = 0.5  # "Harris County": sometimes the coding unit, more often the agency name
PATTERN_WEIGHT = 1.0  # "the city of X", "X police"
ORIGIN_WEIGHT = 0.4  # "a Louisville man": where a person is from, often not the scene
IN_WEIGHT = 0.5  # "in X" outside an event sentence
EVENT_IN_WEIGHT = 1.5  # "shot ... in X": the scene itself (GVA dev: beats "a X man")
ENTITY_WEIGHT = 0.8  # spaCy GPE in a lede or event sentence
EVENT_SENTENCE_FACTOR = 1.5  # any mention in a sentence with event vocabulary
# Mentions in the first sentences count more: the lede says where it happened.
POSITION_DECAY = 0.9
POSITION_FLOOR = 0.3
# Sentences handed to spaCy: the first few plus event sentences, at most this many
# (spaCy's small model runs ~4,000 words/s; 12 sentences keep an article under ~0.1 s).
LEDE_SENTENCES = 4
MAX_PARSED_SENTENCES = 12

_EVENT = re.compile(
    r"\b(shot|shooting|gunfire|gunshot|opened fire|killed|slain|stabb\w*|wound\w*|injur(?:ed|ing)|"
    # ("A car drove into crowds celebrating ... at a parade in Liverpool")
    r"(?:drove|plowed|ploughed|rammed)\s+into|"
    r"explosions?|exploded|blasts?|bomb\w*|attack\w*|happened|occurred|took place|"
    r"incident|responded|kidnap\w*|abduct\w*|stormed|derail\w*|collided|crashed|stampede|trampled|"
    r"missile|rocket|shelling|air\s?strike|(?:drone\s)?strike|rammed|ablaze|set fire|detonated|blew|broke out|"
    r"massacre\w*|"
    # international wire wordings: "..., killing 33 people", "a suicide bomber killed",
    # "drones struck a ceremony", "lynched by a mob", "took hostages", "the siege"
    r"kill(?:ing|s)|struck|lynch\w*|hostages?|siege|besieged|ambush\w*|gunned down|"
    r"set (?:[\w'-]+ ){0,4}?(?:on )?fire|torched|hijack\w*|fired (?:on|at|into)|gunmen|"
    # ("jihadists have seized the strategic port of Mocimboa da Praia")
    r"militants|attackers|assailants|rioters|mobs?|jihadists|insurgents|bandits|overran|overrun|"
    # ("said it had seized the town of Chinshwehaw on the border with China")
    r"(?:seized|captured)[ \t]+(?:control[ \t]+of[ \t]+)?the[ \t]+(?:[\w-]+[ \t]+)?(?:town|city|village|port))\b",
    re.IGNORECASE,
)
# (Latin letters with diacritics too: "Jamundí", "Medellín", "Şanlıurfa")
_CAP = r"[A-ZÀ-ÖØ-ÞĀ-Ž][A-Za-zÀ-ÖØ-öø-ɏ'’.\-]*"
# (the particles as whole words: "Mannheim last week" is no "Mannheim la")
# (a lower-case Arabic article may open it: "south of el-Arish")
# (Portuguese particles too: "Mocimboa da Praia", "Vila dos Remedios")
# (an Arabic article inside: "the eastern Syrian city of Deir al-Zour" had been "Deir")
_NAME = rf"(?:(?:al|el|ad|ar|as|ash|az|an)-)?{_CAP}(?:[ \t]+(?:{_CAP}|(?:de|del|la|of|da|das|dos)\b|(?:al|el|ez|az|ad|ar|as|ash|an)-{_CAP}))*"
_COUNTY_NAME = re.compile(r"\s(County|Parish|Borough)$")
_DATELINE = re.compile(
    r"(?m)^[ \t\W]{0,3}(?P<city>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ.'’\- ]{1,40}?)"
    r"(?:,\s*(?P<region>[A-Za-z][A-Za-z. ]{1,25}?))?\s*"
    # wire copy dates its dateline: "KABUL, Aug 27 (Reuters) -", "PARIS, Nov. 14 (AFP) --"
    # (upper-case copy too: "MEXICO CITY, OCT 6, 2021 (REUTERS) -")
    r"(?:,?\s*(?i:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-zA-Z]*\.?\s+\d{1,2}"
    r"(?:,\s*\d{4})?\s*)?"
    # (a dash the copy runs into its first word: "LAWTON, OK (KSWO) -The search")
    r"(?:\([^)\n]{1,40}\)\s*)?(?:-{1,2}|—|–|:)(?:\s|(?<=[-—–])(?=[A-Z][a-z]))"
)


DATELINE = _DATELINE  # (read by crosswire.extract.place_scene for the bureau's city)


def dateline_end(text: str) -> int:
    """Where a wire dateline that opens ``text`` ends ("NAIROBI, Kenya (AP) — "), else 0."""
    m = _DATELINE.match(text)
    return m.end() if m else 0


# "Halifax County", and the abbreviation "Halifax Co." (datelines, headlines).
_COUNTY = re.compile(
    rf"\b(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})[ \t]+(?P<kind>County\b|Parish\b|Co\.)"
)
_CITY_OF = re.compile(
    # ("the central district of Kandy": lower case only, "District of Columbia" is no town)
    # ("in the rebel-held part of Aleppo": a part of the city is in it)
    # ("in the municipality of Amalfi", "in the commune of Saint-Marc", "a rural area of
    # Amalfi": Latin American and francophone local units, named after their seat)
    # ("the strategic port of Mocimboa da Praia", "the district headquarters of Macomia":
    # a town named by what it is to its region)
    # ("exploded in the heart of Lac-Mégantic, Que.": the town itself)
    # ("a bomb exploded ... on the outskirts of Abuja": the city the scene is at the edge of,
    # a reference point that place_forms.RELATIVE_BEFORE weighs down; spaCy had read "Abuja"
    # as a person, so the report had no place at all)
    rf"\b(?:(?i:city|town|village|villages|towns|township|borough|suburb|hamlet)|district|part|heart|outskirts|centre|center|(?:residential|industrial|rural) area|neighbou?rhood|quarter|municipality|commune|port|district headquarters) of (?P<name>{_NAME})"
)
_POLICE = re.compile(
    rf"\b(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}}?)(?:-{_CAP})?[ \t]+"
    # ("Officers and Milford fire department EMS started lifesaving efforts": the town's
    # own fire department, as its police is the town's)
    r"(?:(?:Metro|Metropolitan|City)[ \t]+)?(?:police|Police|PD|officers|Fire|fire[ \t]+department)\b"
)
_CITY_AFTER = re.compile(r" City\b")
# "in Barangay Bangon, Munai town, Lanao del Norte": a village, then its town with the word
# after it, between commas (Philippine and South Asian copy).
_TOWN_BETWEEN_COMMAS = re.compile(rf",[ \t]+(?P<name>{_NAME})[ \t]+town,")
LEDE_TOWN_SENTENCES = 2
# (or a country's possessive: "in Yemen's central city of Marib")
# ("exploded on the outskirts of Manbij", "a missile struck the centre of Sumy": the edge of
# a town or the part a strike hit is the event's too)
_IN_THE_BEFORE = re.compile(
    r"\b(?:in|at|near|on|hit|struck|pounded|shelled|bombed)[ \t]+(?:the|[A-Z][\w-]*['’]s)[ \t]+(?:[\w'’-]+[ \t]+){0,3}$"
)
DIRECTION = r"(?:north|south|east|west|northwest|northeast|southwest|southeast|downtown|central)"
# ("a rural Foxhome home", "a north Tulsa residence": a bearing or the countryside of the
# town, as "in rural Foxhome"; "a Waldorf address", "a Smithville house": the scene's town)
_A_MAN = re.compile(
    rf"\b(?:[Aa]|[Aa]n|[Tt]he)\s+(?:(?:rural|suburban|former|{DIRECTION})[ \t]+)?(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})[ \t]+"
    r"(?:(?P<origin>man|woman|boy|girl|teen|teenager|resident|family)|home|neighborhood|"
    r"apartment|bar|nightclub|club|restaurant|store|school|party|motel|hotel|church|campus|"
    r"residence|address|house)\b"
)
_POSSESSIVE = re.compile(r"['’]s\b(?![ \t]+County)")  # "Prince George's County" stays
# A full stop and a space, or a full stop right before a capitalised word: scraped pages
# often lose the space ("in North Philadelphia.Arrest warrants").
_SENTENCE_END = re.compile(r"(?<!\bSt)(?<!\bFt)(?<!\bMt)\.(?:[ \t]|(?=[A-Z][a-z]))")
# "in west Phoenix": the direction is not part of the name.
_IN_NAME = re.compile(
    # ("in eastern Aleppo": wire copy's bearings, lower case, are no part of the name)
    # ("in south suburban Riverdale", "in suburban Kenner": the suburb is the name)
    # ("an accidental shooting in rural Foxhome", "in unincorporated Lake Villa": the
    # countryside or the unincorporated land of the town, which stands for it)
    # ("the Russian missile attack on Zaporizhzhia": a strike's target is where it hit)
    # ("sank off the coast of Lampedusa", "capsized off Pylos": a scene at sea is coded at
    # the nearest place the text names)
    rf"\b(?:in|near|outside|at|(?:called|dispatched|responded) to|(?:capsized|sank|sunk|broke\s+apart|struck|hit|attacked)\s+off(?:\s+the\s+(?:coast|shores?)\s+of)?|"
    # ("carried out the assault on Mpeketoni", "a raid on Kuriga": the place a raid hit)
    rf"(?:(?:missile|rocket|drone|air|artillery)[ \t]+(?:attacks?|strikes?)|attacks?|assaults?|raids?)[ \t]+on|"
    # ("Russian missiles hit Dnipro", "drones struck Kharkiv overnight": what a strike hit)
    rf"(?:missiles?|rockets?|drones?|shells?|(?:air[ \t]*)?strikes?|bombs?|warplanes?|jets?)[ \t]+(?:hit|struck|slammed[ \t]+into|pounded|targeted))\s+(?:(?:a|an|the)[ \t]+{DIRECTION}[ \t]+|(?:{DIRECTION}|(?:north|south|east|west)(?:east|west)?ern)[ \t]+)?"
    rf"(?:(?:suburban|rural|unincorporated)[ \t]+)?(?P<name>{_NAME})"
)
_ATTACK_ON = re.compile(r"(?:attacks?|assaults?|raids?)[ \t]+on\b")
_AREA_OF, _PART_OF_CITY, _INSTITUTION_TOWN = place_forms.name_forms(_NAME)
_FACILITY_TOWN, _SETTLEMENT_NAMED, _BEARING_OF = place_forms.more_forms(_NAME)
# "accidentally shot by another teenager in the Cub Run area", "inside a Waldorf area
# apartment": US copy's vicinity of a town, which stands for the town (GVA codes the town).
# Not a big city's ("in the Houston area": its metropolitan region, suburbs and all).
_TOWN_AREA = re.compile(
    rf"\b(?:(?:[Ii]n|[Nn]ear|[Aa]round)[ \t]+the|[Aa]n?)[ \t]+(?P<name>{_NAME})[ \t]+area\b(?![ \t]+of\b)"
)
AREA_TOWN_MAX_POPULATION = 100_000
# "fired mortar shells at the Chaman border town", "at the Torkham border crossing": the
# town itself (not "the Texas border town of Eagle Pass", whose name comes after "of").
_BORDER_TOWN = re.compile(
    rf"\bthe[ \t]+(?P<name>{_NAME})[ \t]+border[ \t]+(?:town|city|village|crossing|post)\b(?![ \t]+of\b)"
)
# A place named as the attack's own name ("the Christchurch mosque attacks", "the Manchester
# Arena bombing", "Solingen knife attack") or as the target's ("terror attacks on two
# Christchurch mosques"): the scene, however the sentence goes on (Christchurch 2019 probe:
# "New Zealand police" had outweighed the city, named only this way).
_ATTACK_NAMED = re.compile(
    rf"(?:\b(?:the|two|three|[Tt]he|[Tt]wo|[Tt]hree|[Aa])[ \t]+|^|(?<=\n))(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})[ \t]+"
    r"(?:(?:mosques?|church(?:es)?|synagogues?|temples?|schools?|mall|market|arena|Arena|nightclub|concert|airport|"
    r"station|university|hospital|hotel|festival|parade|knife|truck|van|car|gun|suicide|bomb|"
    # ("the Almora bus accident", "the Balasore train crash": Almora 2024 probe)
    r"bus|train|rail|road|ferry|boat|plane|mine|factory|building)[ \t]+)?"
    r"(?:attacks?|shootings?|bombings?|massacres?|blasts?|stabbings?|explosions?|rampage|siege|mosques|churches|"
    r"accident|crash|tragedy|disaster|stampede|crush|derailment)\b"
)
# What follows a name that names an attack or disaster (see _ATTACK_NAMED), matched at the
# name's end ("the Lac-Megantic train disaster in Quebec" under a MONTREAL dateline).
ATTACK_NAME_AFTER = re.compile(
    r"[ \t]+(?:(?:mosques?|church(?:es)?|schools?|mall|market|arena|nightclub|concert|airport|station|hotel|"
    r"festival|parade|knife|truck|van|car|gun|suicide|bomb|bus|train|rail|ferry|boat|plane|mine|factory|"
    r"building)[ \t]+)?(?:attacks?|shootings?|bombings?|massacres?|blasts?|stabbings?|explosions?|rampage|"
    r"siege|accident|crash|tragedy|disaster|stampede|crush|derailment)\b"
)
# A venue named after its town, written capitalised inside an attack's name ("the London
# Bridge attack", "the Kabul University attack", "the Brussels Airport bombing"; not a town
# whose own name ends so, which geo.lookup finds first: Bean Station, Tenn.).
_NAMED_VENUE = re.compile(
    r"^(?P<town>[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*)?)[ \t]+(?:International[ \t]+)?"
    r"(?:Bridge|University|Airport|Arena|Stadium|Station|Mall|Market|Cathedral|Mosque|Synagogue)$"
)
_NOT_PLACE_WORDS = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "terror", "terrorist", "islamist",
     "the", "mass", "deadly", "twin", "suicide", "car", "knife", "gun", "bomb", "truck", "van"]
)
# "the Kuje custodial centre in Abuja": the facility's own town is the finer scene, above
# the city the text places it in ("in X" in an event sentence, EVENT_IN_WEIGHT).
FACILITY_TOWN_WEIGHT = 1.8
_DIRECTION_PREFIX = re.compile(rf"(?i)^{DIRECTION}[ \t]+(?=[A-Z])")


# Capitalised words that follow a place name without being part of it.
_TRAILING = re.compile(
    r"(?:\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|"
    r"March|April|May|June|July|August|September|October|November|December|Jan\.|Feb\.|"
    r"Aug\.|Sept?\.|Oct\.|Nov\.|Dec\.|Police|Sheriff|Fire|Mayor|Chief|"
    # local government units named after their seat ("in Kankara Local Government Area",
    # "Kuje Area Council", "Mpondwe-Lhubiriha Town Council")
    r"Local[ \t]+Government(?:[ \t]+Area)?|LGA|Area[ \t]+Council|Town[ \t]+Council|Tehsil|Upazila))+$"
)


# "in Hyderabad, Sindh, on Sunday": a province abroad written after the town, as a US
# state is ("Rocky Mount, N.C."); it picks the town's namesake in that province.
_PROVINCE_AFTER = re.compile(rf",[ \t]+(?P<p>{_CAP}(?:[ \t]+{_CAP}){{0,2}})(?=[ \t]*[,.;:]|[ \t]+(?:on|in|at|province|state)\b)")


def _province_after(text: str, end: int, name: str) -> str | None:
    """The foreign province written after ``name`` (see _PROVINCE_AFTER), when one of the
    province's towns bears the name; else None."""
    after = _PROVINCE_AFTER.match(text, end)
    if after is None or geo.us_state(after.group("p")) or geo.country_code(after.group("p")):
        return None
    pairs = [p for p in geo.admin1_lookup(after.group("p")) if p[0] != "US"]
    if len(pairs) != 1:
        return None
    cc, code = pairs[0]
    return after.group("p") if any(c.admin1_code == code for c in geo.lookup(name, country=cc, postal=False)) else None


def _tails(name: str) -> list[str]:
    words = name.split()
    return [" ".join(words[i:]) for i in range(len(words))]


def _position_weight(pa: ParsedArticle, offset: int) -> float:
    s = pa.sentence_at(offset)
    idx = s.index if s else len(pa.sentences)
    return POSITION_FLOOR + (1 - POSITION_FLOOR) * POSITION_DECAY**idx


def _sentences_to_parse(pa: ParsedArticle):
    chosen = list(pa.sentences[:LEDE_SENTENCES])
    for s in pa.sentences[LEDE_SENTENCES:]:
        if len(chosen) >= MAX_PARSED_SENTENCES:
            break
        if _EVENT.search(s.text):
            chosen.append(s)
    return chosen


# A state's own agency names the state: the state at least (place_forms.STATE_AGENCY).
_STATE_AGENCY = place_forms.STATE_AGENCY
_STATE_WORD_END = re.compile(r"[ \t]+State$")


def event_sentences(pa: ParsedArticle) -> frozenset[int]:
    return frozenset(s.index for s in pa.sentences if _EVENT.search(s.text))


# A state's name that opens a county's name ("Indiana County", "Washington Co.").
_COUNTY_WORD_AFTER = re.compile(r"[ \t]+(?:County|Parish|Co\.)")
# A person's home written after the name ("deputies discovered Blake Shurling, 20, of
# Tennille, Georgia, deceased"; "Navy veteran Kim Novak of Spokane, Wash."): where the
# person lives, not where it happened, however explicit the state (GVA dev: of 27 such
# "City, State" among an article's first three places, one was the incident's town). Not
# a unit's or a people's "of" ("the City of Brookfield", "the people of Blytheville, Ark.").
_PERSON_OF_BEFORE = re.compile(
    r"(?:,[ \t]*\d{1,3},|\b(?!(?:City|Town|Village|Township|County|Borough|State|University|College"
    r"|Commonwealth|People|Residents?)\b)[A-Z][a-z]+(?:[ \t]+(?:Jr|Sr)\.)?)[ \t]+of[ \t]+$"
)


# A sentence with at least this share of lower-case letters is written in ordinary case.
MIXED_CASE_LOWER_SHARE = 0.5


def pattern_text(pa: ParsedArticle) -> str:
    """The text the place patterns read: the truecased copy of upper-case copy, but each
    sentence written in ordinary case as written. A page whose broadcast transcript is in
    capitals reads as upper-case copy as a whole, and truecasing would lower-case its
    article's names ("A teenager was shot Friday night in Homestead" above "WEBVTT ...
    ALL OF THIS AFTER ASHOOTING IN HOMESTEAD"; "homestead" is also a word)."""
    if pa.analysis_text is pa.text:
        return pa.text
    parts: list[str] = []
    pos = 0
    for s in pa.sentences:
        letters = [c for c in pa.text[s.start : s.end] if c.isalpha()]
        mixed = bool(letters) and sum(c.islower() for c in letters) >= MIXED_CASE_LOWER_SHARE * len(letters)
        parts.append(pa.analysis_text[pos : s.start])
        parts.append((pa.text if mixed else pa.analysis_text)[s.start : s.end])
        pos = s.end
    parts.append(pa.analysis_text[pos:])
    return "".join(parts)


def mentions(pa: ParsedArticle, *, use_spacy: bool) -> Iterable[tuple[Mention, bool]]:
    """``(mention, loose)`` pairs; ``loose`` marks patterns that can catch common words."""
    text = pa.text
    head = text[:600]
    events = event_sentences(pa)

    def factor(offset: int) -> float:
        s = pa.sentence_at(offset)
        ev = EVENT_SENTENCE_FACTOR if s is not None and s.index in events else 1.0
        return ev * _position_weight(pa, offset)

    for m in _DATELINE.finditer(head):
        city = m.group("city").strip()
        if len(city) < 3 or not any(c.isalpha() for c in city):
            continue
        yield Mention(m.start("city"), m.start("city") + len(city), city.title(),
                      DATELINE_WEIGHT, m.group("region"), "dateline"), True  # fmt: skip
    if bare := place_forms.bare_dateline(text):  # "SRINAGAR\n\nTerrorists opened fire ..."
        yield Mention(*bare, DATELINE_WEIGHT, None, "dateline"), True
    elif (colon := place_forms.COLON_DATELINE.match(text)) and not _DATELINE.match(head):
        yield Mention(colon.start("city"), colon.end("city"), colon.group("city"), DATELINE_WEIGHT, None, "dateline"), True
    state_rx = state_pattern()
    # Upper-case wire copy: the patterns below need capitals to tell names from words, so
    # they read the truecased copy (same offsets): "IN THE NORTHWESTERN CITY OF PESHAWAR ON
    # MONDAY" is "... city of Peshawar on Monday" there.
    text = pattern_text(pa)
    for m in re.finditer(rf"(?P<name>{_NAME}),[ \t]+", text):
        after = state_rx.match(text, m.end())
        if not after or _COUNTY_WORD_AFTER.match(text, after.end()):
            # ("Saltsburg, Indiana County" is a town of Indiana County, Pa., not of Indiana)
            continue
        words = m.group("name").split()
        # Try the longest tail first: "Police in Fort Worth, Texas" -> "Fort Worth".
        for i in range(max(0, len(words) - 4), len(words)):
            cand = " ".join(words[i:])
            start = text.rfind(cand, m.start("name"), m.end("name"))
            w, kind = CITY_STATE_WEIGHT * factor(start), "city_state"
            if _PERSON_OF_BEFORE.search(text, max(0, start - 40), start):
                w, kind = ORIGIN_WEIGHT * factor(start), "origin"
            mention = Mention(start, start + len(cand), cand, w, after.group(1), kind)
            if geo.lookup(cand) or geo.county_lookup(cand):
                yield mention, False
                break
    for rx, weight in ((_COUNTY, COUNTY_WEIGHT), (_CITY_OF, PATTERN_WEIGHT),
                       (_POLICE, PATTERN_WEIGHT), (_A_MAN, PATTERN_WEIGHT),
                       (_IN_NAME, IN_WEIGHT), (_AREA_OF, IN_WEIGHT),
                       (_PART_OF_CITY, IN_WEIGHT), (_INSTITUTION_TOWN, PATTERN_WEIGHT),
                       (_FACILITY_TOWN, FACILITY_TOWN_WEIGHT), (_SETTLEMENT_NAMED, PATTERN_WEIGHT),
                       (_BEARING_OF, IN_WEIGHT), (_TOWN_BETWEEN_COMMAS, IN_WEIGHT),
                       (_TOWN_AREA, IN_WEIGHT), (_ATTACK_NAMED, PATTERN_WEIGHT),
                       (_BORDER_TOWN, PATTERN_WEIGHT)):  # fmt: skip
        for m in rx.finditer(text):
            start, end = m.start("name"), m.end("name")
            lede = pa.sentence_at(start)
            if rx is _BEARING_OF and not (lede and lede.index < LEDE_TOWN_SENTENCES and lede.index in events):
                continue  # (only the lede's scene is told by its bearing)
            name = text[start:end] if rx is not _COUNTY else text[start : m.end()]
            if rx is _POLICE and _CITY_AFTER.match(text, end) and geo.lookup(name + " City"):
                name += " City"  # "Oklahoma City police": the city, not the state
            if rx is _TOWN_AREA and (
                not (towns := geo.lookup(name, country="US"))
                or max(c.population for c in towns) >= AREA_TOWN_MAX_POPULATION
            ):
                continue  # (no town, or a big city's metropolitan area; a post-office town will do: Cub Run, Ky.)
            if rx is _BORDER_TOWN and (geo.us_state(name) or geo.country_code(name)):
                continue  # "the Mexico border town": a country's or state's border
            if rx is _FACILITY_TOWN and not geo.lookup(name, postal=False):
                continue  # "the Westmoreland County Juvenile Detention Center": no town's name
            if rx is _ATTACK_NAMED and not geo.lookup(name, postal=False) and (venue := _NAMED_VENUE.match(name)):
                # "the London Bridge attack", "the Kabul University attack": the venue's town
                # (as place_forms.VENUE_NAME for an entity: "Manchester Arena")
                end, name = start + len(venue.group("town")), venue.group("town")
            if rx is _ATTACK_NAMED and (name.split()[0].lower() in _NOT_PLACE_WORDS or not geo.lookup(name, postal=False)):
                continue  # "the Friday attacks", "Islamic State attacks": no place
            if rx is _SETTLEMENT_NAMED:  # "Residents of Khan Shaykhun, a town" -> "Khan Shaykhun"
                tail = next((t for t in _tails(name) if geo.lookup(t, postal=False)), None)
                if tail is None:
                    continue
                start, name = end - len(tail), tail
            owner_country = None
            if not geo.lookup(name, postal=False):  # ("Cox's Bazar" is one name)
                parts = _POSSESSIVE.split(name, maxsplit=1)
                owner, owned = parts[0].strip(), parts[-1].strip()
                cc = geo.country_code(owner)
                if cc and owned and owned != name and geo.lookup(owned, country=cc, postal=False):
                    # "a railway station in Pakistan's Quetta" (Quetta 2024 probe: the country,
                    # then the train's destination, had been the place): the country's town
                    start, name, owner_country = end - len(owned), owned, owner
                else:
                    name = parts[0]  # "San Francisco's Bayview" -> "San Francisco"
            if rx is _COUNTY:  # "in Ozark. The Dale County" -> "Dale County"
                last = list(_SENTENCE_END.finditer(name))
                if last:
                    start, name = start + last[-1].end(), name[last[-1].end() :]
            name = _SENTENCE_END.split(name)[0]  # "Enid Monday. The" -> "Enid Monday"
            if name.startswith("The ") and not geo.lookup(name, postal=False):
                start, name = start + 4, name[4:]
            name = place_forms.LOCAL_UNIT.split(name)[0]  # "Kankara Local Government Area of Katsina"
            name = _TRAILING.sub("", name.rstrip(".,;:"))  # "Enid Monday." -> "Enid"
            # A county's hyphenated name is the county's ("Miami-Dade County"; "A drive-by
            # shooting in northeast Miami-Dade"; "Miami-Dade Police say"), the city of Miami
            # no part of it.
            hyphen_county = "-" in name and not geo.lookup(name, postal=False) and bool(geo.county_lookup(name))
            if "-" in name and not geo.lookup(name, postal=False) and not hyphen_county:
                name = name.split("-")[0]  # "Savannah-Chatham Metropolitan Police"
            prefix = _DIRECTION_PREFIX.match(name)
            if prefix and not geo.lookup(name, postal=False):  # "South Philadelphia" -> "Philadelphia"
                start += prefix.end()
                name = name[prefix.end() :]
            if rx is _POLICE and (agency := _STATE_WORD_END.search(name)) and geo.us_state(name[: agency.start()]):
                name = name[: agency.start()]  # "The Michigan State Police": the state (see _STATE_AGENCY)
            if not name:
                continue
            end = start + len(name)
            kind, w = "other", weight
            if hyphen_county and rx is not _COUNTY:
                name += " County"  # (the mention's span stays the text's "Miami-Dade")
            if hyphen_county and rx is _POLICE:
                kind, w = "county", COUNTY_WEIGHT  # a county's police, as "X County Sheriff"
            elif rx is _COUNTY:
                kind = "county"
            elif rx is _POLICE:
                kind = "police"  # ("Meridian police": a town's name, see place_resolve)
            elif rx is _A_MAN and m.group("origin"):
                kind, w = "origin", ORIGIN_WEIGHT
            elif (rx in (_IN_NAME, _AREA_OF, _PART_OF_CITY, _FACILITY_TOWN, _TOWN_BETWEEN_COMMAS, _TOWN_AREA, _BORDER_TOWN) or (rx is _CITY_OF and _IN_THE_BEFORE.search(text, max(0, m.start() - 50), m.start()))) and (
                pa.sentence_at(start) is not None
                and pa.sentence_at(start).index in events  # type: ignore[union-attr]
                # ("its fighters carried out the assault on Mpeketoni": the attack's target
                # names the scene in a sentence that tells no casualty)
                or (rx is _IN_NAME and _ATTACK_ON.match(m.group(0)) is not None)
            ):
                # ("... killed ... in the southern Lebanese city of Nabatieh": the scene too)
                kind, w = "event_in", FACILITY_TOWN_WEIGHT if rx is _FACILITY_TOWN else EVENT_IN_WEIGHT
            pos = _position_weight(pa, start) if kind == "event_in" else factor(start)
            # "the town of Azaz" says it is a place: its alternate names count (not loose)
            # "the northern Afghan city of Kunduz": the country is written with the name
            region = place_forms.qualifier_country(text, m.start()) if rx is _CITY_OF else owner_country
            region = region or _province_after(text, end, name)
            yield Mention(start, end, name, w * pos, region, kind), rx not in (_CITY_OF, _FACILITY_TOWN)
    for start, end, capital, _cc in capital_mentions(text):  # "in the Belgian capital"
        sent = pa.sentence_at(start)
        if sent is not None and sent.index in events:
            w = EVENT_IN_WEIGHT * _position_weight(pa, start)
            yield Mention(start, end, capital, w, text[start:end].split()[0], "event_in"), False
        else:
            yield Mention(start, end, capital, PATTERN_WEIGHT * factor(start), text[start:end].split()[0]), False
    for m in POLICE_ACRONYM.finditer(text):  # "IMPD" is Indianapolis's police
        city, state = POLICE_ACRONYMS[m.group()]
        yield Mention(m.start(), m.end(), city, PATTERN_WEIGHT * factor(m.start()), state), False
    for m in _STATE_AGENCY.finditer(text):  # "The Michigan State Police ... is investigating"
        if geo.us_state(m.group("name")):
            yield Mention(m.start("name"), m.end("name"), m.group("name"), COUNTY_WEIGHT * factor(m.start())), False
    if use_spacy:
        sents = _sentences_to_parse(pa)
        for label, start, _end, etext in iter_entities(pa, sents, {"GPE", "LOC", "FAC"}):
            w = ENTITY_WEIGHT * factor(start)
            if label != "GPE":
                w *= 0.5
            name = etext.removeprefix("the ")
            name = name if geo.lookup(name, postal=False) else _POSSESSIVE.split(name)[0]
            name = _SENTENCE_END.split(name)[0]
            prefix = _DIRECTION_PREFIX.match(name)
            if prefix and not geo.lookup(name, postal=False):  # "South Philadelphia" -> "Philadelphia"
                start += prefix.end()
                name = name[prefix.end() :]
            yield Mention(start, start + len(name), name, w), True


def police_names(text: str) -> frozenset[str]:
    """Folded names the text writes before "police" ("a Chicago Police spokesman" ->
    "chicago"), with each shorter tail of a longer run ("Said Chicago Police")."""
    return frozenset(geo.fold(t) for m in _POLICE.finditer(text) for t in _tails(m.group("name")))
