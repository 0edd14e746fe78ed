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
PATTERN_WEIGHT = 1.0  # "the city of X", "X police", "a X man"
ENTITY_WEIGHT = 0.8  # spaCy GPE in a lede or event sentence
COARSE_WEIGHT = 0.3  # a state or country alone
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
# Score is the place's share of all mention weight, squashed to 0..1 by this cap.
SCORE_CAP = 6.0

_EVENT = re.compile(
    r"\b(shot|shooting|gunfire|opened fire|killed|slain|stabb\w*|wounded|injured|"
    r"explosion|exploded|blast|bomb\w*|attack\w*|happened|occurred|took place|"
    r"incident|responded)\b",
    re.IGNORECASE,
)
_CAP = r"[A-Z][A-Za-z'’.\-]*"
_NAME = rf"{_CAP}(?:\s+(?:{_CAP}|de|del|la|of))*"
_DATELINE = re.compile(
    r"(?m)^[ \t\W]{0,3}(?P<city>[A-Z][A-Z.'’\- ]{1,40}?)"
    r"(?:,\s*(?P<region>[A-Za-z][A-Za-z. ]{1,25}?))?\s*"
    r"(?:\([^)\n]{1,40}\)\s*)?(?:-{1,2}|—|–|:)\s"
)
_COUNTY = re.compile(rf"\b(?P<name>{_CAP}(?:\s+{_CAP}){{0,2}})\s+(?P<kind>County|Parish)\b")
_CITY_OF = re.compile(rf"\b(?:city|town|village|township|borough) of (?P<name>{_NAME})")
_POLICE = re.compile(
    rf"\b(?P<name>{_CAP}(?:\s+{_CAP}){{0,2}})\s+(?:police|Police|PD|officers|Fire)\b"
)
_A_MAN = re.compile(
    rf"\b(?:a|an|the)\s+(?P<name>{_CAP}(?:\s+{_CAP}){{0,2}})\s+"
    r"(?:man|woman|boy|girl|teen|teenager|resident|family|home|neighborhood|apartment)\b"
)
_IN_NAME = re.compile(rf"\b(?:in|near|outside|at)\s+(?P<name>{_NAME})")


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
        if code is None and " " in m.group():
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


def _resolve(mention: _Mention, ctx: _Context, *, loose: bool) -> geo.Candidate | None:
    name = mention.name.strip(" .,")
    country, state = _region_filter(mention.region)
    if re.search(r"\s(County|Parish)$", name):
        counties = geo.county_lookup(name, state=state)
        in_ctx = [c for c in counties if c.admin1_code in ctx.states]
        if in_ctx or counties:
            return (in_ctx or counties)[0]
        return None
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
    cands = primary + alt
    if not cands:
        return None
    if loose and " " not in name and name.lower() in _common_words():
        cands = [c for c in cands if c.population >= COMMON_WORD_MIN_POPULATION]
        if not cands:
            return None
    if not state:
        in_state = [c for c in cands if c.country_code == "US" and c.admin1_code in ctx.states]
        if in_state:
            return in_state[0]
        in_country = [c for c in cands if c.country_code in ctx.countries]
        if in_country:
            return in_country[0]
        if ctx.states or ctx.countries:
            # The article names other places: a namesake elsewhere must be big to beat them.
            big = [c for c in cands if c.population >= 100_000]
            return big[0] if big else None
        if cands[0].population < BARE_NAME_MIN_POPULATION:
            return None
    return cands[0]


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


def _mentions(pa: ParsedArticle, *, use_spacy: bool) -> Iterable[tuple[_Mention, bool]]:
    """``(mention, loose)`` pairs; ``loose`` marks patterns that can catch common words."""
    text = pa.text
    head = text[:600]
    for m in _DATELINE.finditer(head):
        city = m.group("city").strip()
        if len(city) < 3 or not any(c.isalpha() for c in city):
            continue
        yield _Mention(m.start("city"), m.start("city") + len(city), city.title(),
                       DATELINE_WEIGHT, m.group("region")), True  # fmt: skip
    state_rx = _state_pattern()
    for m in re.finditer(rf"(?P<name>{_NAME}),\s+", text):
        after = state_rx.match(text, m.end())
        if not after:
            continue
        words = m.group("name").split()
        # Try the longest tail first: "Police in Fort Worth, Texas" -> "Fort Worth".
        for i in range(max(0, len(words) - 4), len(words)):
            cand = " ".join(words[i:])
            start = text.rfind(cand, m.start("name"), m.end("name"))
            w = CITY_STATE_WEIGHT * _position_weight(pa, start)
            mention = _Mention(start, start + len(cand), cand, w, after.group(1))
            if geo.lookup(cand) or geo.county_lookup(cand):
                yield mention, False
                break
    for rx, weight in ((_COUNTY, COUNTY_WEIGHT), (_CITY_OF, PATTERN_WEIGHT),
                       (_POLICE, PATTERN_WEIGHT), (_A_MAN, PATTERN_WEIGHT),
                       (_IN_NAME, PATTERN_WEIGHT * 0.5)):  # fmt: skip
        for m in rx.finditer(text):
            start, end = m.start("name"), m.end("name")
            name = text[start:end] if rx is not _COUNTY else text[start : m.end()]
            name = _TRAILING.sub("", name)  # "Enid Monday" -> "Enid"
            if not name:
                continue
            end = start + len(name)
            yield _Mention(start, end, name, weight * _position_weight(pa, start)), True
    if use_spacy:
        sents = _sentences_to_parse(pa)
        for label, start, end, etext in iter_entities(pa, sents, {"GPE", "LOC", "FAC"}):
            w = ENTITY_WEIGHT * _position_weight(pa, start)
            if label != "GPE":
                w *= 0.5
            yield _Mention(start, end, etext.removeprefix("the "), w), True


def extract(pa: ParsedArticle, *, use_spacy: bool = True) -> tuple[Place, ...]:
    """Where the article's event happened, best first.

    Args:
        pa: the parsed article.
        use_spacy: also use spaCy GPE/LOC/FAC entities of the lede and event sentences.

    Returns:
        Resolved places (GeoNames id, admin1 name, ISO country, lat/lon), each with the
        evidence of its strongest mention and a 0..1 ``score``; a state or country alone
        comes after every city/county; ``()`` when nothing resolves.
    """
    ctx = _context(pa)
    mentions = list(_mentions(pa, use_spacy=use_spacy))
    ctx = _widen_context(ctx, mentions)
    totals: dict[tuple, float] = {}
    best: dict[tuple, tuple[_Mention, geo.Candidate]] = {}
    coarse: dict[tuple, tuple[_Mention, geo.Candidate]] = {}
    for mention, loose in mentions:
        if pa.text[mention.start : mention.end].strip() == "":
            continue
        cand = _resolve(mention, ctx, loose=loose)
        if cand is None:
            cand = _coarse(mention.name)
            if cand is not None:
                key = (cand.kind, cand.country_code, cand.admin1_code)
                coarse.setdefault(key, (mention, cand))
            continue
        key = (cand.kind, cand.geonames_id, cand.name, cand.admin1_code)
        totals[key] = totals.get(key, 0.0) + mention.weight
        if key not in best or mention.weight > best[key][0].weight:
            best[key] = (mention, cand)
    out: list[Place] = []
    for key in sorted(totals, key=lambda k: (-totals[k], best[k][0].start)):
        mention, cand = best[key]
        out.append(_place(pa, mention, cand, min(1.0, totals[key] / SCORE_CAP)))
    for mention, cand in sorted(coarse.values(), key=lambda mc: mc[0].start):
        out.append(_place(pa, mention, cand, COARSE_WEIGHT / SCORE_CAP))
    return tuple(out)


def _widen_context(ctx: _Context, mentions: list[tuple[_Mention, bool]]) -> _Context:
    """Add the states/countries of the article's explicit mentions ("Gastonia, N.C.",
    datelines) and, when the text names no country, the country its places point to
    (a Chicago story that never says "Illinois" is still a US story)."""
    states, countries = set(ctx.states), set(ctx.countries)
    weight: dict[str, float] = {}
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
    if not countries and weight:
        countries.add(max(weight, key=lambda k: weight[k]))
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
