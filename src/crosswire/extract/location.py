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
a coarse location.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from crosswire import geo
from crosswire.model import Place
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
COARSE_WEIGHT = 0.3  # a state or country alone
# A place the title names too gets this much extra weight (headlines name the scene).
TITLE_BONUS = 1.5
# Mentions in the first sentences count more: the lede says where it happened.
POSITION_DECAY = 0.9
POSITION_FLOOR = 0.3
# Sentences handed to spaCy: the first few plus event sentences, at most this many
# (spaCy's small model runs ~4,000 words/s; 12 sentences keep an article under ~0.1 s).
LEDE_SENTENCES = 4
MAX_PARSED_SENTENCES = 12
# Loose patterns ("X police", entities) accept a place of one common English word
# ("Police", "Justice" are towns somewhere) only above this population.
COMMON_WORD_MIN_POPULATION = 100_000
# With no state/country context at all, an unqualified name resolves to its biggest
# namesake only when that has at least this many people (else it is too ambiguous).
BARE_NAME_MIN_POPULATION = 1_000
# Loose mentions shorter than this are noise ("Ho" is a city in Ghana, and a word).
MIN_LOOSE_NAME_LENGTH = 3
# --- resolution (candidate score = log10 population + bonuses) -------------------------
STATE_BONUS = 2.0  # in a state/country the article names: beats a 100x bigger namesake
COUNTRY_BONUS = 1.0  # in a country the article names (or its places point to)
NEAR_BONUS = 1.5  # within NEAR_KM of another place of the article: beats a 30x bigger one
# (Caledonia, NY near Rochester, NY over the 12x bigger Caledonia, Wisconsin: GVA dev).
COUNTY_BONUS = 1.5  # inside a county the article names
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
ALTERNATIVES_PER_NAME = 10
# A dateline city yields to an event-sentence place within this distance of it
# ("MADISON, Wis." for a Poynette shooting, 35 km away).
DATELINE_YIELD_KM = 80.0
# Score is the place's share of all mention weight, squashed to 0..1 by this cap.
SCORE_CAP = 6.0

_EVENT = re.compile(
    r"\b(shot|shooting|gunfire|gunshot|opened fire|killed|slain|stabb\w*|wound\w*|injured|"
    r"explosion|exploded|blast|bomb\w*|attack\w*|happened|occurred|took place|"
    r"incident|responded)\b",
    re.IGNORECASE,
)
_CAP = r"[A-Z][A-Za-z'’.\-]*"
_NAME = rf"{_CAP}(?:[ \t]+(?:{_CAP}|de|del|la|of))*"
_COUNTY_NAME = re.compile(r"\s(County|Parish|Borough)$")
_DATELINE = re.compile(
    r"(?m)^[ \t\W]{0,3}(?P<city>[A-Z][A-Z.'’\- ]{1,40}?)"
    r"(?:,\s*(?P<region>[A-Za-z][A-Za-z. ]{1,25}?))?\s*"
    r"(?:\([^)\n]{1,40}\)\s*)?(?:-{1,2}|—|–|:)\s"
)
_COUNTY = re.compile(rf"\b(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})[ \t]+(?P<kind>County|Parish)\b")
_CITY_OF = re.compile(rf"\b(?:city|town|village|township|borough) of (?P<name>{_NAME})")
_POLICE = re.compile(
    rf"\b(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}}?)(?:-{_CAP})?[ \t]+"
    r"(?:(?:Metro|Metropolitan|City)[ \t]+)?(?:police|Police|PD|officers|Fire)\b"
)
_A_MAN = re.compile(
    rf"\b(?:[Aa]|[Aa]n|[Tt]he)\s+(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})[ \t]+"
    r"(?:(?P<origin>man|woman|boy|girl|teen|teenager|resident|family)|home|neighborhood|"
    r"apartment)\b"
)
# "the Old Town neighborhood": a part of a city, not a namesake town elsewhere.
_NEIGHBOURHOOD_AFTER = re.compile(r"[ \t]+(?:neighbou?rhood|community|district|section)\b")
_POSSESSIVE = re.compile(r"['’]s\b(?![ \t]+County)")  # "Prince George's County" stays
# Street names are not places: "the 3300 block of West Douglas", "Hyde Park Boulevard".
_STREET_BEFORE = re.compile(r"block of[ \t]+(?:(?:[NSEW]\.?|North|South|East|West)[ \t]+)?$")
_STREET_AFTER = re.compile(
    r"[ \t]+(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.|Drive|Dr\.|Boulevard|Blvd\.?|Parkway|"
    r"Pkwy|Highway|Hwy|Lane|Ln\.|Court|Place|Pike|Way|Circle|Terrace|Trail)\b"
)
# A street-type word alone is never a place ("toward West Street" minus "West" is "Street",
# a town in Somerset).
_STREET_WORD = re.compile(_STREET_AFTER.pattern.replace(r"[ \t]+", "^", 1) + "$")
# A line opening with a clip length ("1:38 After wife missing ... Pause") is a video
# playlist of other stories on news sites (GVA dev: Fresno Bee, Kansas City Star pages).
_PLAYLIST_LINE = re.compile(r"[ \t]*\d{1,2}:\d\d[ \t]+[A-Z]")
_SENTENCE_END = re.compile(r"(?<!\bSt)(?<!\bFt)(?<!\bMt)\.[ \t]")
_DIRECTION = r"(?:north|south|east|west|northwest|northeast|southwest|southeast|downtown|central)"
# "in west Phoenix": the direction is not part of the name.
_IN_NAME = re.compile(
    rf"\b(?:in|near|outside|at|(?:called|dispatched|responded) to)\s+(?:(?:a|an|the)[ \t]+{_DIRECTION}[ \t]+|{_DIRECTION}[ \t]+)?"
    rf"(?P<name>{_NAME})"
)
_DIRECTION_BEFORE = re.compile(rf"(?i)\b{_DIRECTION}[ \t]+$")
_DIRECTION_PREFIX = re.compile(rf"(?i)^{_DIRECTION}[ \t]+(?=[A-Z])")


# Capitalised words that follow a place name without being part of it.
_TRAILING = re.compile(
    r"(?:\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|"
    r"March|April|May|June|July|August|September|October|November|December|Jan\.|Feb\.|"
    r"Aug\.|Sept?\.|Oct\.|Nov\.|Dec\.|Police|Sheriff|Fire|Mayor|Chief))+$"
)


@dataclass(frozen=True, slots=True)
class _Mention:
    start: int
    end: int
    name: str
    weight: float
    region: str | None = None  # a state/country written with it ("Tenn.", "Iran")
    kind: str = "other"  # dateline | city_state | county | event_in | other


@dataclass(frozen=True, slots=True)
class _Context:
    states: frozenset[str]  # US state codes named in the article
    countries: frozenset[str]  # ISO2 of countries/demonyms named


@lru_cache(maxsize=1)
def _state_pattern() -> re.Pattern[str]:
    """State names and AP abbreviations (any case), or postal codes (upper case)."""
    idx = geo.load()
    alts = sorted((re.escape(n).replace(r"\ ", r"\s+") for n in idx.states), key=len, reverse=True)
    postal = sorted(code for cc, code in idx.admin1_names if cc == "US")
    return re.compile(
        rf"(?<![A-Za-z])((?i:{'|'.join(alts)})(?![A-Za-z])|(?:{'|'.join(postal)})\b)"
    )


def _position_weight(pa: ParsedArticle, offset: int) -> float:
    s = pa.sentence_at(offset)
    idx = s.index if s else len(pa.sentences)
    return POSITION_FLOOR + (1 - POSITION_FLOOR) * POSITION_DECAY**idx


def _context(pa: ParsedArticle) -> _Context:
    text = pa.text
    states = set()
    for m in re.finditer(r"\b[A-Z][A-Za-z.]*(?:\s+[A-Z][A-Za-z.]*)?", text):
        code = geo.us_state(m.group().rstrip(".") if not m.group().endswith(".") else m.group())
        if code is None and " " in m.group() and not geo.lookup(m.group()):
            # "Kansas City" names a city, not Kansas.
            code = geo.us_state(m.group().split()[0])
        if code and (len(m.group()) > 4 or "." in m.group()):
            states.add(code)
    countries = set()
    for m in re.finditer(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?s?\b|\bU\.S\.", text):
        cc = geo.country_code(m.group())
        if cc is None and " " in m.group():
            cc = geo.country_code(m.group().split()[0])
        if cc:
            countries.add(cc)
    if states:
        countries.add("US")
    return _Context(frozenset(states), frozenset(countries))


def _region_filter(region: str | None) -> tuple[str | None, str | None]:
    """(country, us_state) written next to a name: "Tenn." -> ("US", "TN")."""
    if not region:
        return None, None
    st = geo.us_state(region.strip(), postal=True)
    if st:
        return "US", st
    cc = geo.country_code(region.strip())
    if cc:
        return cc, None
    pairs = geo.admin1_lookup(region.strip())
    if len(pairs) == 1:
        return pairs[0][0], pairs[0][1]
    return None, None


def _candidates(mention: _Mention, ctx: _Context, *, loose: bool) -> list[geo.Candidate]:
    """Gazetteer entries ``mention`` can refer to (cities, or counties for "X County"),
    restricted by the state/country written with it; ``[]`` when the name is too weak."""
    name = mention.name.strip(" .,")
    country, state = _region_filter(mention.region)
    # A state written with the name pins it: "FRIENDSHIP, Wis." is a town, not a word.
    loose = loose and state is None
    if _COUNTY_NAME.search(name):
        return geo.county_lookup(name, state=state)
    cands = geo.lookup(name, country=country)
    if state:
        cands = [c for c in cands if c.admin1_code == state]
    # A place's own name beats another place's alternate name ("Cameron" is an old name
    # of a Panamanian town); alternates count only for big places or explicit mentions.
    key = geo.fold(name)
    primary = [c for c in cands if geo.fold(c.name) == key]
    alt = [c for c in cands if geo.fold(c.name) != key]
    if loose:
        alt = [c for c in alt if c.population >= COMMON_WORD_MIN_POPULATION]
    # Another place's former/alternate name counts only when no place bears the name
    # ("Montgomery" is an old name of Sahiwal, Pakistan).
    cands = primary or alt
    if loose and len(key) < MIN_LOOSE_NAME_LENGTH:
        return []
    if cands and loose and " " not in name and name.lower() in _common_words():
        cands = [c for c in cands if c.population >= COMMON_WORD_MIN_POPULATION]
    if cands and not mention.region and _coarse(name) is not None:
        # "in Oklahoma" is the state, not Oklahoma, Pennsylvania; "New York" is the city.
        # A country's name in a story set in named US states can be a town of one of
        # them ("in Lebanon" in a "BOONE COUNTY, Ind." story is Lebanon, Indiana).
        local = not geo.us_state(name) and bool(ctx.states)
        cands = [
            c for c in cands
            if c.population >= COMMON_WORD_MIN_POPULATION
            or (local and c.country_code == "US" and c.admin1_code in ctx.states)
        ]  # fmt: skip
    no_context = not state and not ctx.states and not ctx.countries
    if no_context and cands and cands[0].population < BARE_NAME_MIN_POPULATION:
        return []
    return cands


def _prior(c: geo.Candidate) -> float:
    # A county ranks at least like a town of COUNTY_PRIOR_POPULATION: its gazetteer
    # population sums only its listed towns (Adams County, Wis.: 2,563 of ~20,000).
    pop = max(c.population, COUNTY_PRIOR_POPULATION) if c.kind == "county" else c.population
    return math.log10(pop + 10)


def _pick(
    mention: _Mention,
    cands: list[geo.Candidate],
    ctx: _Context,
    *,
    anchors: list[geo.Candidate],
    counties: list[geo.Candidate],
    hints: list[geo.Candidate] = (),  # type: ignore[assignment]
    strict: bool = True,
    alternatives: dict[str, list[geo.Candidate]] | None = None,
) -> geo.Candidate | None:
    """The candidate that fits the article best: population prior plus bonuses for lying
    in a state/country the article names, near its other places, inside a county it
    names. A small namesake that fits none of them is dropped when the article has
    context (the "Old Town" neighbourhood of Chicago is not Old Town, Maine)."""
    best, best_score = None, -1.0
    key = geo.fold(mention.name)
    others = [a for a in anchors if geo.fold(a.name) != key]
    for c in cands:
        score = _prior(c)
        in_state = c.country_code == "US" and c.admin1_code in ctx.states
        in_country = c.country_code in ctx.countries
        if in_country:
            score += COUNTRY_BONUS
        if in_state:
            score += STATE_BONUS
        near = any(
            (d := geo.distance_km(a, c)) is not None and d <= NEAR_KM
            for a in others + [h for h in hints if geo.fold(h.name) != key]
        )  # fmt: skip
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
        if c.kind == "city" and _inside_any(c, counties):
            score += COUNTY_BONUS
            near = True
        # Where the article names states or other places, a namesake in none of its
        # states and near none of its places must be big (Old Town, Maine is not the
        # Chicago neighbourhood); with no such context, being in a named country will do.
        fits = bool(mention.region) or in_state or near
        if not fits and not (ctx.states and c.country_code == "US") and not others:
            fits = in_country or not ctx.countries
        if not (in_country or mention.region or near) and ctx.countries:
            continue  # a US story's "Logan" is not Logan City, Australia
        if not fits and _size(c) < FAR_NAMESAKE_MIN_POPULATION:
            continue
        if score > best_score:
            best, best_score = c, score
    return best


def _size(c: geo.Candidate) -> int:
    return c.population or (COUNTY_PRIOR_POPULATION if c.kind == "county" else 0)


def _inside_any(c: geo.Candidate, counties: list[geo.Candidate]) -> bool:
    for k in counties:
        if k.admin1_code == c.admin1_code:
            d = geo.distance_km(k, c)
            if d is not None and d <= COUNTY_RADIUS_KM:
                return True
    return False


def _common_words() -> frozenset[str]:
    from crosswire import lexicon

    return lexicon.COMMON_WORDS  # type: ignore[no-any-return]


def _sentences_to_parse(pa: ParsedArticle):
    chosen = list(pa.sentences[:LEDE_SENTENCES])
    for s in pa.sentences[LEDE_SENTENCES:]:
        if len(chosen) >= MAX_PARSED_SENTENCES:
            break
        if _EVENT.search(s.text):
            chosen.append(s)
    return chosen


def _event_sentences(pa: ParsedArticle) -> frozenset[int]:
    return frozenset(s.index for s in pa.sentences if _EVENT.search(s.text))


def _mentions(pa: ParsedArticle, *, use_spacy: bool) -> Iterable[tuple[_Mention, bool]]:
    """``(mention, loose)`` pairs; ``loose`` marks patterns that can catch common words."""
    text = pa.text
    head = text[:600]
    events = _event_sentences(pa)

    def factor(offset: int) -> float:
        s = pa.sentence_at(offset)
        ev = EVENT_SENTENCE_FACTOR if s is not None and s.index in events else 1.0
        return ev * _position_weight(pa, offset)

    for m in _DATELINE.finditer(head):
        city = m.group("city").strip()
        if len(city) < 3 or not any(c.isalpha() for c in city):
            continue
        yield _Mention(m.start("city"), m.start("city") + len(city), city.title(),
                       DATELINE_WEIGHT, m.group("region"), "dateline"), True  # fmt: skip
    state_rx = _state_pattern()
    for m in re.finditer(rf"(?P<name>{_NAME}),[ \t]+", text):
        after = state_rx.match(text, m.end())
        if not after:
            continue
        words = m.group("name").split()
        # Try the longest tail first: "Police in Fort Worth, Texas" -> "Fort Worth".
        for i in range(max(0, len(words) - 4), len(words)):
            cand = " ".join(words[i:])
            start = text.rfind(cand, m.start("name"), m.end("name"))
            w = CITY_STATE_WEIGHT * factor(start)
            mention = _Mention(start, start + len(cand), cand, w, after.group(1), "city_state")
            if geo.lookup(cand) or geo.county_lookup(cand):
                yield mention, False
                break
    for rx, weight in ((_COUNTY, COUNTY_WEIGHT), (_CITY_OF, PATTERN_WEIGHT),
                       (_POLICE, PATTERN_WEIGHT), (_A_MAN, PATTERN_WEIGHT),
                       (_IN_NAME, IN_WEIGHT)):  # fmt: skip
        for m in rx.finditer(text):
            start, end = m.start("name"), m.end("name")
            name = text[start:end] if rx is not _COUNTY else text[start : m.end()]
            name = _POSSESSIVE.split(name)[0]  # "San Francisco's Bayview" -> "San Francisco"
            if rx is _COUNTY:  # "in Ozark. The Dale County" -> "Dale County"
                last = list(_SENTENCE_END.finditer(name))
                if last:
                    start, name = start + last[-1].end(), name[last[-1].end() :]
            name = _SENTENCE_END.split(name)[0]  # "Enid Monday. The" -> "Enid Monday"
            if name.startswith("The ") and not geo.lookup(name):
                start, name = start + 4, name[4:]
            name = _TRAILING.sub("", name.rstrip(".,;:"))  # "Enid Monday." -> "Enid"
            if "-" in name and not geo.lookup(name):
                name = name.split("-")[0]  # "Savannah-Chatham Metropolitan Police"
            prefix = _DIRECTION_PREFIX.match(name)
            if prefix and not geo.lookup(name):  # "South Philadelphia" -> "Philadelphia"
                start += prefix.end()
                name = name[prefix.end() :]
            if not name:
                continue
            end = start + len(name)
            kind, w = "other", weight
            if rx is _COUNTY:
                kind = "county"
            elif rx is _A_MAN and m.group("origin"):
                kind, w = "origin", ORIGIN_WEIGHT
            elif rx is _IN_NAME and pa.sentence_at(start) is not None and (
                pa.sentence_at(start).index in events  # type: ignore[union-attr]
            ):
                kind, w = "event_in", EVENT_IN_WEIGHT
            pos = _position_weight(pa, start) if kind == "event_in" else factor(start)
            yield _Mention(start, end, name, w * pos, kind=kind), True
    if use_spacy:
        sents = _sentences_to_parse(pa)
        for label, start, _end, etext in iter_entities(pa, sents, {"GPE", "LOC", "FAC"}):
            w = ENTITY_WEIGHT * factor(start)
            if label != "GPE":
                w *= 0.5
            name = _POSSESSIVE.split(etext.removeprefix("the "))[0]
            prefix = _DIRECTION_PREFIX.match(name)
            if prefix and not geo.lookup(name):  # "South Philadelphia" -> "Philadelphia"
                start += prefix.end()
                name = name[prefix.end() :]
            yield _Mention(start, start + len(name), name, w), True


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
    ctx = _context(pa)
    # One mention, one vote: where a pattern and spaCy find the same name, keep the
    # stronger reading.
    by_start: dict[int, tuple[_Mention, bool]] = {}
    found = list(_mentions(pa, use_spacy=use_spacy))
    # A name the article calls a neighbourhood once is a neighbourhood everywhere in it.
    # ("a west Charlotte neighborhood" is a part of Charlotte: Charlotte stays.)
    quarters = {
        geo.fold(m.name) for m, _ in found
        if _NEIGHBOURHOOD_AFTER.match(pa.text, m.end)
        and not _DIRECTION_BEFORE.search(pa.text, max(0, m.start - 12), m.start)
    }  # fmt: skip
    for m, loose in found:
        if geo.fold(m.name) in quarters or _STREET_AFTER.match(pa.text, m.end):
            continue
        if _STREET_BEFORE.search(pa.text, max(0, m.start - 20), m.start):
            continue
        if _STREET_WORD.match(m.name.strip(" .,")):
            continue
        if _PLAYLIST_LINE.match(pa.text, pa.text.rfind("\n", 0, m.start) + 1):
            continue
        if pa.text[m.start : m.end].strip() and (
            m.start not in by_start or m.weight > by_start[m.start][0].weight
        ):
            by_start[m.start] = (m, loose)
    mentions = [by_start[k] for k in sorted(by_start)]
    ctx = _widen_context(ctx, mentions)
    cands = [_candidates(m, ctx, loose=loose) for m, loose in mentions]
    # Two passes: pick each mention's place on its own, then again knowing where the
    # article's other places are (and which counties it names).
    picks = [
        _pick(m, cs, ctx, anchors=[], counties=[]) for (m, _), cs in zip(mentions, cands, strict=True)
    ]  # fmt: skip
    anchors = [p for p in picks if p is not None]
    counties = [p for p in anchors if p.kind == "county"]
    hints = _title_places(pa, ctx, anchors)
    alternatives = {
        geo.fold(m.name): cs for (m, _), cs in zip(mentions, cands, strict=True)
        if cs and cs[0].kind == "city"
    }  # fmt: skip
    second = [
        _pick(m, cs, ctx, anchors=anchors, counties=counties, hints=hints,
              alternatives=alternatives)  # fmt: skip
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
                _pick(m, cs, ctx, anchors=settled, hints=hints, alternatives=alternatives,
                      counties=[p for p in settled if p.kind == "county"])
                for (m, _), cs in zip(mentions, cands, strict=True)
            ]  # fmt: skip
            if sum(p is not None for p in third) >= sum(p is not None for p in second):
                picks = third
    totals: dict[tuple, float] = {}
    best: dict[tuple, tuple[_Mention, geo.Candidate]] = {}
    kinds: dict[tuple, set[str]] = {}
    coarse: dict[tuple, tuple[_Mention, geo.Candidate]] = {}
    for (mention, _), cand in zip(mentions, picks, strict=True):
        if cand is None:
            cand = _coarse(mention.name)
            if cand is not None:
                coarse_key = (cand.kind, cand.country_code, cand.admin1_code)
                coarse.setdefault(coarse_key, (mention, cand))
            continue
        key = (cand.kind, cand.geonames_id, cand.name, cand.admin1_code)
        totals[key] = totals.get(key, 0.0) + mention.weight
        kinds.setdefault(key, set()).add(mention.kind)
        if key not in best or mention.weight > best[key][0].weight:
            best[key] = (mention, cand)
    title = f" {geo.fold(re.sub(r'[^A-Za-z0-9]+', ' ', pa.article.title or ''))} "
    for key, (_, cand) in best.items():
        if f" {geo.fold(cand.name)} " in title:
            totals[key] += TITLE_BONUS
    _dateline_yields(totals, best, kinds)
    # A town named only as where someone is from ("an Oelwein man ... in Fayette County")
    # does not outrank the county; it competes with it on weight.
    cities = [k for k in totals if k[0] == "city" and kinds[k] != {"origin"}]
    county_keys = [k for k in totals if k not in cities]
    out: list[Place] = []
    for key in sorted(cities, key=lambda k: (-totals[k], best[k][0].start)):
        mention, cand = best[key]
        out.append(_place(pa, mention, cand, min(1.0, totals[key] / SCORE_CAP)))
    for key in sorted(county_keys, key=lambda k: (-totals[k], best[k][0].start)):
        mention, cand = best[key]
        out.append(_place(pa, mention, cand, min(1.0, totals[key] / SCORE_CAP)))
    for mention, cand in sorted(coarse.values(), key=lambda mc: mc[0].start):
        out.append(_place(pa, mention, cand, COARSE_WEIGHT / SCORE_CAP))
    return tuple(out)


def _title_places(
    pa: ParsedArticle, ctx: _Context, anchors: list[geo.Candidate]
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
            if len(name) < 4 or name.lower() in _common_words():
                continue
            mention = _Mention(0, 0, name, 0.0)
            cands = _candidates(mention, ctx, loose=True)
            if cands:
                runs.append((mention, cands))
                if name == run:
                    break
    # Two passes, as for the text: "Wheeling" next to "Steubenville" is Wheeling, W.Va.
    # The text's first, context-free guesses ("Cameron", British Columbia) are not used
    # here: they would veto the title's own towns, the very context meant to correct them.
    del anchors
    first = [_pick(men, cs, ctx, anchors=[], counties=[], strict=False) for men, cs in runs]
    hints = [c for c in first if c is not None]
    for men, cs in runs:
        c = _pick(men, cs, ctx, anchors=hints, counties=[], strict=False)
        if c is not None:
            out.append(c)
    return out


def _dateline_yields(totals: dict[tuple, float], best: dict, kinds: dict) -> None:
    """A dateline names where the reporter filed; when an event sentence places the
    shooting in another town close by, that town is the scene: it takes the lead."""
    if not totals:
        return
    top = max(totals, key=lambda k: totals[k])
    if "dateline" not in kinds[top]:
        return
    for key, ks in kinds.items():
        if key == top or "event_in" not in ks or key[0] != "city":
            continue
        d = geo.distance_km(best[key][1], best[top][1])
        # Only to a smaller town: the outlet's city is the big one ("a hospital in
        # Charlotte" does not displace a LINCOLNTON, N.C. dateline).
        smaller = best[key][1].population < best[top][1].population
        if d is not None and d <= DATELINE_YIELD_KM and smaller:
            totals[key] = max(totals[key], totals[top] + 0.01)
            return


def _widen_context(ctx: _Context, mentions: list[tuple[_Mention, bool]]) -> _Context:
    """Add the states/countries of the article's explicit mentions ("Gastonia, N.C.",
    datelines) and, when the text names no country, the country its places point to
    (a Chicago story that never says "Illinois" is still a US story)."""
    states, countries = set(ctx.states), set(ctx.countries)
    weight: dict[str, float] = {}
    names: dict[str, set[str]] = {}
    for mention, _ in mentions:
        country, state = _region_filter(mention.region)
        if state and country == "US":
            states.add(state)
        if country:
            countries.add(country)
        cands = geo.lookup(mention.name.strip(" .,"))
        if cands and geo.fold(cands[0].name) == geo.fold(mention.name.strip(" .,")):
            cc = cands[0].country_code
            weight[cc] = weight.get(cc, 0.0) + mention.weight
            names.setdefault(cc, set()).add(geo.fold(mention.name))
    # Inferred only from two or more different names: one ambiguous name ("Cameron")
    # must not pick its own country.
    if not countries and weight:
        top = max(weight, key=lambda k: weight[k])
        if len(names[top]) >= 2:
            countries.add(top)
    if states:
        countries.add("US")
    return _Context(frozenset(states), frozenset(countries))


def _coarse(name: str) -> geo.Candidate | None:
    """A US state or a country named alone ("in Texas", "in Iran")."""
    st = geo.us_state(name)
    if st and len(name) > 4:
        return geo.Candidate(name=geo.admin1_name("US", st) or name, kind="admin1",
                             country_code="US", admin1_code=st,
                             admin1=geo.admin1_name("US", st))  # fmt: skip
    cc = geo.country_code(name)
    if cc and name[:1].isupper() and name.lower() not in geo.DEMONYMS:
        return geo.country_candidate(cc)
    return None


def _place(pa: ParsedArticle, mention: _Mention, cand: geo.Candidate, score: float) -> Place:
    return Place(
        name=cand.name,
        evidence=pa.evidence(mention.start, mention.end),
        admin1=cand.admin1,
        country_code=cand.country_code,
        lat=cand.lat,
        lon=cand.lon,
        geonames_id=cand.geonames_id,
        score=round(score, 3),
    )
