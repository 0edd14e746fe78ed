"""An article's resolution context: the US states, countries and provinces it names (and
its title, outlet and URL point to), widened by the places it writes with a state or
country ("Gastonia, N.C.", datelines), and the state or country written next to a name.

Split out of :mod:`crosswire.extract.place_resolve`, which resolves place-name mentions in
this context.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from crosswire import geo
from crosswire.extract import place_forms, place_outlet, place_states
from crosswire.nlp import ParsedArticle

if TYPE_CHECKING:
    from crosswire.extract.place_resolve import Mention


# A dateline city this big counts outside the countries the text names when the name has no
# namesake in them (world capitals and metropolises).
DATELINE_ANY_COUNTRY_POPULATION = 1_000_000
# ... and of a city the event is put in when the text names another country (widen_context).
EVENT_TOWN_ANY_COUNTRY_POPULATION = 500_000


@dataclass(frozen=True, slots=True)
class Context:
    """The states and countries an article names (its resolution context)."""

    states: frozenset[str]  # US state codes named in the article
    countries: frozenset[str]  # ISO2 of countries/demonyms named
    # US states the outlet's name points to ("delawareonline.com", "... - WTVM.com-Columbus,
    # GA"): where the outlet is, which is only most often where the story is.
    hinted: frozenset[str] = frozenset()
    # Provinces/states of other countries the article names ("in eastern Nangarhar
    # province", "Katsina state"): (ISO2, admin1 code); a town there fits like a US town in
    # a named state.
    provinces: frozenset[tuple[str, str]] = frozenset()
    # Countries whose people's word the text uses ("Russian strikes", "Ukrainian air
    # defences"): too weak to confine a story's places (see article_context), enough to
    # choose a world city over its namesake towns (geo.NAMESAKES: "Odessa").
    peoples: frozenset[str] = frozenset()


@lru_cache(maxsize=1)
def state_pattern() -> re.Pattern[str]:
    """State names and AP abbreviations (any case), or postal codes (upper case)."""
    idx = geo.load()
    alts = sorted((re.escape(n).replace(r"\ ", r"\s+") for n in idx.states), key=len, reverse=True)
    postal = sorted(code for cc, code in idx.admin1_names if cc == "US")
    return re.compile(
        rf"(?<![A-Za-z])((?i:{'|'.join(alts)})(?![A-Za-z])|(?:{'|'.join(postal)})\b)"
    )


def article_context(pa: ParsedArticle) -> Context:
    """The US states and countries the article names (and the states its title names)."""
    text = pa.text
    states = place_states.states_in(text, postal=False)
    countries = set()
    peoples: set[str] = set()
    town_named: set[str] = set()
    for m in re.finditer(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?s?\b|\bU\.S\.", text):
        word = m.group()
        cc = geo.country_code(word)
        # "Panama City", "Macedonia Garden Apartments", "Jordan High School" name a city,
        # a building or a school, not the country.
        if cc is None and " " in word and not geo.lookup(word) and (
            word.split()[1].lower() not in _NAME_PARTS
        ):
            word = word.split()[0]
            cc = geo.country_code(word)
        # A demonym is too often a surname or a cuisine ("Decovier English", "a Chinese
        # restaurant") to confine a US story's places to another country; a foreign story
        # names its country, or its places point to it (widen_context). GVA dev 2,048
        # incidents: city_match 0.731 -> 0.734, state_match 0.868 -> 0.873.
        if cc and place_forms.no_country_of_story(text, m.start(), m.end()):
            continue  # "Niger state", "near the border with Bangladesh", "Pakistan-based"
        if cc and _is_demonym(word):
            peoples.add(cc)
        if cc and not _is_demonym(word):
            countries.add(cc)
            if place_forms.TOWN_AFTER.match(text, m.end()) or _town_of_named_county(word, text):
                town_named.add(cc)  # "Lebanon police Chief Jeff Mitchell": a town's name
    # A country whose name the text also uses as a town's ("Lebanon police", "the Jordan
    # City Council") is that town throughout: a US story, not one set in that country.
    countries -= town_named
    if town_named and not countries:
        countries.add("US")
    # A state the title names ("... gun found in NC", "Texas Police News", an outlet's
    # "Savannah, Beaufort, SC") places a story whose text names none (GVA dev 2,048
    # incidents: state_match 0.873 -> 0.878, city_match 0.734 -> 0.734).
    states |= place_states.title_states(pa.article.title)
    from crosswire.extract.place_url import url_path_states, url_places

    url_states = {c.admin1_code for c in url_places(pa.article.url) if c.admin1_code}
    url_states |= url_path_states(pa.article.url)
    hinted = frozenset((place_outlet.host_states(place_outlet.outlet_host(pa)) | url_states) - states)
    if states or (not countries and (hinted or place_outlet.us_outlet_or_text(pa))):
        countries.add("US")
    return Context(frozenset(states), frozenset(countries), hinted, peoples=frozenset(peoples))


_COUNTY_NAMED = re.compile(r"\b([A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)[ \t]+County\b")


def _town_of_named_county(word: str, text: str) -> bool:
    """A US town called ``word`` (a country's name) lies in a county the text names ("Police
    in Jordan said ... The Scott County Sheriff's Office": Jordan, Minnesota)."""
    from crosswire.extract.place_resolve import inside_any  # (place_resolve imports this module)

    counties = [
        c for m in _COUNTY_NAMED.finditer(text)
        for c in geo.county_lookup(m.group(1) + " County") or geo.county_lookup(m.group(1).split()[-1] + " County")
    ]  # fmt: skip
    if not counties:
        return False
    return any(inside_any(t, counties) for t in geo.lookup(word, country="US", postal=False))


# Second words that make a country's name part of a longer proper name.
_NAME_PARTS = frozenset(
    """bureau city garden gardens apartments apartment high middle elementary school street avenue
    road drive county park hall center centre hospital church mall hotel motel club bar
    restaurant heights village creek river lake beach springs court square place plaza
    way lane boulevard township""".split()
)


def _is_demonym(word: str) -> bool:
    w = word.lower()
    return w not in geo.COUNTRY_ALIASES and (w in geo.DEMONYMS or w.rstrip("s") in geo.DEMONYMS)


def region_filter(region: str | None) -> tuple[str | None, str | None]:
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


def _capital_named_with_demonym(cc: str, city: str, text: str | None) -> bool:
    """Whether ``city`` is ``cc``'s capital and ``text`` uses a demonym of ``cc``."""
    from crosswire.extract.place_capitals import capitals

    if text is None or geo.fold(capitals().get(cc, "")) != geo.fold(city):
        return False
    words = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+\b", text)}
    return any(geo.DEMONYMS.get(w) == cc for w in words)


def widen_context(ctx: Context, mentions: list[tuple[Mention, bool]], text: str | None = None) -> Context:
    """Add the states/countries of the article's explicit mentions ("Gastonia, N.C.",
    datelines) and, when the text names no country, the country its places point to
    (a Chicago story that never says "Illinois" is still a US story)."""
    states, countries = set(ctx.states), set(ctx.countries)
    weight: dict[str, float] = {}
    names: dict[str, set[str]] = {}
    for mention, _ in mentions:
        country, state = region_filter(mention.region)
        if state and country == "US":
            states.add(state)
        if country:
            countries.add(country)
        # the biggest place of that very name (Kenosha, once "Southport", is no Southport)
        key = geo.fold(mention.name.strip(" .,"))
        cands = [c for c in geo.lookup(mention.name.strip(" .,")) if geo.fold(c.name) == key]
        if cands:
            cc = cands[0].country_code
            weight[cc] = weight.get(cc, 0.0) + mention.weight
            names.setdefault(cc, set()).add(geo.fold(mention.name))
            if (
                mention.kind == "dateline" and not mention.region and not states and "US" not in countries
                and cc and cc != "US" and countries and cands[0].population >= DATELINE_ANY_COUNTRY_POPULATION
            ):  # fmt: skip
                # A wire bureau's city ("KYIV, March 25 (Reuters) - ... a Russian air strike
                # on a theatre in Mariupol"): its country is the story's too, though the text
                # names only the attacker's
                countries.add(cc)
            elif (
                mention.kind == "dateline" and not mention.region and not states and not countries
                and cc and cc != "US" and cands[0].population >= DATELINE_ANY_COUNTRY_POPULATION
                and _capital_named_with_demonym(cc, cands[0].name, text)
            ):  # fmt: skip
                # a national capital's bureau in a text that names no country but uses its
                # people's word ("BERLIN (Reuters) - ... after a German man shot dead nine
                # people ... in Hanau"): the story is that country's
                countries.add(cc)
    # A big foreign city an event sentence puts the event in ("an attack on a hotel at
    # Mogadishu's Lido Beach"), of which no country the text names has a namesake, is the story's
    # country too, whatever party the text also names ("The United States condemned the
    # attack ... Washington stood with the Somali people" had left only US places; probe).
    for mention, _ in mentions:
        if mention.kind != "event_in" or mention.region:
            continue
        name = mention.name.strip(" .,")
        found = geo.lookup(name)
        big = [c for c in found if geo.fold(c.name) == geo.fold(name) and c.population >= EVENT_TOWN_ANY_COUNTRY_POPULATION]
        if big and countries and big[0].country_code not in countries and not any(c.country_code in countries for c in found):
            countries.add(big[0].country_code)
    # Inferred only from two or more different names: one ambiguous name ("Cameron")
    # must not pick its own country.
    if not countries and weight:
        # the country with the most different names, then the most weight ("HYDERABAD: ...
        # in Sehwan, Jamshoro district": two Pakistani towns outvote India's bigger Hyderabad)
        top = max(weight, key=lambda k: (len(names[k]), weight[k]))
        if len(names[top]) >= 2:
            countries.add(top)
    if states:
        countries.add("US")
    return Context(frozenset(states), frozenset(countries), ctx.hinted, ctx.provinces, ctx.peoples)
