"""US states a text or a page title names: state names, AP abbreviations ("Calif.",
"N.C."), and in titles postal codes ("Tulsa, OK"); the context that places a US story
(see :func:`crosswire.extract.place_resolve.article_context`)."""

from __future__ import annotations

import re

from crosswire import geo


def title_states(title: str | None) -> set[str]:
    """State names, AP abbreviations and upper-case postal codes of a page title."""
    return states_in(title or "", postal=True)


# A capitalised word, or two; a full stop with no space after it ends a word ("in
# Wilmington, Delaware.The shooting": scraped pages often lose the space).
# (the two words on one line: "in northern Iowa.\n\nPolice say" names Iowa)
# (never from a capitalised function word: "The Georgia Bureau of Investigation", "The North
# Dakota Highway Patrol" name Georgia and North Dakota, read from the word after "The")
_STATE_WORDS = re.compile(
    r"\b(?!(?:The|A|An|In|On|At|Of|From|And|But|For|To|By|With)\b)"
    r"[A-Z](?:[A-Za-z]|\.(?![A-Z][a-z]))*(?:[ \t]+[A-Z](?:[A-Za-z]|\.(?![A-Z][a-z]))*)?"
)
# A state's name at the head of a street's or a county's name is not the state: "Colorado
# Avenue", "Michigan Isle Road", "Indiana County" (Pennsylvania). GVA dev: such streets
# made Immokalee, Fla. a Colorado story and dropped every place of it. ("Alabama Highway
# 79" is a state road: it names the state.) Nor is a city's "District": "in Dayton's Oregon
# District" had placed the Dayton shooting in Dayton, Oregon (GVA dev unchanged).
_NOT_STATE_AFTER = re.compile(
    r"(?:[ \t]+[A-Z][a-z]+)?[ \t]+(?:Street|St\b|Avenue|Ave\b|Road|Rd\b|Drive|Boulevard|"
    r"Blvd|Lane|Parkway|Pkwy|Way|Place|Circle|Terrace|Trail|"
    r"County|Parish|Township|Twp|District)\b"
)

# "Washington" before these is the capital's newspaper or team, not the state ("The
# Washington Post reported"), or the first president's name on a school or a park in any
# state ("Washington High School", "Washington Elementary", "Washington Park"), or the
# capital's Navy Yard.
_DC_NAMES_AFTER = re.compile(
    r"[ \t]+(?:Post|Times|Nationals|Redskins|Wizards|Capitals|Mystics|Commanders|"
    r"High|Elementary|Middle|Junior|Park|Square|Navy)\b"
)
# "New York" before these is one of the city's national papers, cited from anywhere ("The
# New York Times published a feature story on the family" in a Reading, Pa. story).
_NY_PAPERS_AFTER = re.compile(r"[ \t]+(?:Times|Post|Daily[ \t]+News|Magazine)\b")
# A state before these is where a person is from, not where the story is ("said Ohio
# native Rhonda Williams, 29, who has been living in the neighborhood" on the Lower East Side).
_ORIGIN_AFTER = re.compile(r"(?:[ \t]+natives?\b|-born\b)")
# A state's name joined to a street's by "and" after "near" or "at" is a street of a
# crossing ("Woman dies after being shot inside a vehicle near Twain and Maryland": Las
# Vegas' Twain Avenue and Maryland Parkway).
# A state named as the border the scene is near is the neighbour's, not the story's ("the
# small town near the Maine border" of a Quebec train disaster had made it a Maine story
# and dropped every Canadian place); "the Texas border town of ..." stays Texas.
_BORDER_BEFORE = re.compile(r"\b(?:near|across|close[ \t]+to|(?:miles|kilometres|kilometers|km)[ \t]+from)[ \t]+the[ \t]+$")
_BORDER_AFTER = re.compile(r"[ \t]+border\b(?![ \t]+(?:towns?|city|cities|county|counties|patrol))")
_CROSSING_BEFORE = re.compile(r"\b(?:near|at)[ \t]+([A-Z][a-z]+)[ \t]+(?:and|&)[ \t]+$")
_AT_BEFORE = re.compile(r"\b(?:near|at)[ \t]+$")
_CROSSING_AFTER = re.compile(r"[ \t]+(?:and|&)[ \t]+([A-Z][a-z]+)")
# "LA" in a title is Los Angeles as often as Louisiana ("As Many As 6 Wounded By Gunfire In
# South LA Following Fight"): it names the state only after a town's comma ("Monroe, LA").
_AMBIGUOUS_POSTAL = frozenset({"LA"})
# In a title all in capitals every word looks like a postal code ("GUNMEN KILL 48 IN KENYAN
# COASTAL TOWN" had made a Kenyan story an Indiana one): there a bare two-letter code
# names a state only after a town's comma ("MAN SHOT IN TULSA, OK").
POSTAL_CODE_LENGTH = 2

# AP state abbreviations that are English words or first names ("Mass", "Miss", "Tex").
_WORD_ABBREVIATIONS = frozenset("mass miss wash ill ore ark cal del ind tex pa la ga mo".split())
_REGION_WORD = re.compile(
    r"(?i)^(?:(?:north|south|east|west)(?:ern)?|(?:north|south)(?:east|west)(?:ern)?|"
    r"central|upstate|downstate|rural)$"
)


def states_in(text: str, *, postal: bool) -> set[str]:
    """US state codes ``text`` names (postal codes too with ``postal``, for page titles)."""
    return {code for code, _, _ in state_mentions(text, postal=postal)}


def state_mentions(text: str, *, postal: bool) -> list[tuple[str, int, int]]:
    """(US state code, start, end) of each state ``text`` names, in text order (see
    :func:`states_in`)."""
    out = []
    all_caps = postal and not any(ch.islower() for ch in text)
    for m in _STATE_WORDS.finditer(text):
        word, end = m.group(), m.end()
        code = geo.us_state(word.rstrip(".") if not word.endswith(".") else word, postal=postal)
        if code is None and word.endswith(".") and geo.us_state(word[:-1], postal=postal):
            word = word[:-1]  # a full stop ends the sentence: "in northern Iowa."
            code = geo.us_state(word, postal=postal)
        if code is None and " " in word and not geo.lookup(word.rstrip(".")):
            # "Kansas City" names a city, not Kansas (nor does "30 miles north of Kansas
            # City." at a sentence end).
            first, second = word.split()
            code = geo.us_state(first, postal=postal)
            end = m.start() + len(first)
            if code is not None:
                word = first  # "La Jornada": the short word alone is judged below
            elif _REGION_WORD.match(first):  # "WSIL-TV 3 Southern Illinois"
                code = geo.us_state(second, postal=postal)
                end = m.end()
                word = text[m.start() : end]
        full = code is not None and (geo.admin1_name("US", code) or "").lower() == word.lower()
        # (in a title, a dotless abbreviation that is also an English word or a first name
        # names the state only after a town's comma: "deadly Mass bombing", "Mass Shooting"
        # name no Massachusetts, "Springfield, Mass" does; "Penn Hills" keeps Pennsylvania)
        titled = postal and (
            word.lower() not in _WORD_ABBREVIATIONS or text[: m.start()].rstrip().endswith(",")
        )
        if not code or (len(word) <= 4 and "." not in word and not titled and not full):
            # an abbreviation needs its dot ("La Jornada", "Miss Smith"); "Ohio" is a name
            continue
        if _NOT_STATE_AFTER.match(text, end):
            continue
        if code == "WA" and _DC_NAMES_AFTER.match(text, end):
            continue
        if code == "NY" and _NY_PAPERS_AFTER.match(text, end):
            continue
        if _ORIGIN_AFTER.match(text, end):
            continue
        if _BORDER_AFTER.match(text, end) and _BORDER_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            continue
        if (before := _CROSSING_BEFORE.search(text, 0, m.start())) and geo.us_state(before.group(1), postal=False) is None:
            continue
        if word.split()[-1] in _AMBIGUOUS_POSTAL and not text[: m.start()].rstrip().endswith(","):
            continue
        if all_caps and len(word) == POSTAL_CODE_LENGTH and not text[: m.start()].rstrip().endswith(","):
            continue
        after = _CROSSING_AFTER.match(text, end) if _AT_BEFORE.search(text, 0, m.start()) else None
        if after is not None and geo.us_state(after.group(1), postal=False) is None:
            continue  # "shot at Maryland and Flamingo"
        out.append((code, m.start(), m.start() + len(word)))
    return out


__all__ = ["state_mentions", "states_in", "title_states"]
