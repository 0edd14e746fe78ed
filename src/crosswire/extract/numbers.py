"""Quantities as news reports write them: "at least 95", "eighty-four", "1,200", "dozens".

A :class:`Quantity` is a figure with the bounds its wording allows and a qualifier from
``model.QUALIFIERS``. :data:`QUANTITY_RE` finds candidates; :func:`parse_quantity` turns a
match into a Quantity, refusing things that look like numbers but are not head counts
(ages "a 25-year-old", times "6 p.m.", years "2020", addresses "1200 block", phone
numbers, money, percentages, ordinals "20th").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}

# Vague quantity words -> (value, min, max, qualifier). ``value`` is the codebook figure
# reconciliation uses as a point estimate; min/max are what the word allows.
# Sources: ACLED Codebook (2019+, "Fatalities"): "several"/"many"/"plural" -> 10,
# "dozens" -> 12, "hundreds" -> 100. The others are our own reading, chosen to keep
# value within [min, max]: "scores" = at least two score (40); "tens" (wire translations)
# -> 10; "thousands" -> 1000 by analogy with ACLED's "hundreds"; "several hundred" and "a
# few hundred" are read as "hundreds" (they had read as "several", 10: Yelwata 2025 probe),
# "several thousand" as "thousands"; "a few"/"a handful" -> 3 and "a couple" -> 2, the
# smallest plural readings.
# "a dozen" is read as exactly 12 (project brief); "dozens" is vague.
VAGUE_WORDS: dict[str, tuple[int, int, int | None, str]] = {
    "a dozen": (12, 12, 12, "exact"),
    # "a score of people" is twenty, read like "a dozen" (probe round 17; "scores" below is
    # vague). Only with "of": "a score" alone is a game's or a test's.
    "a score of": (20, 20, 20, "exact"),
    # "half a dozen" is a round figure for about six (our reading, like "a couple").
    "half a dozen": (6, 5, 7, "about"),
    "a couple": (2, 2, 2, "about"),
    "a couple of": (2, 2, 2, "about"),
    "a few": (3, 2, 9, "vague"),
    "a handful of": (3, 2, 9, "vague"),
    "several": (10, 3, None, "vague"),
    "many": (10, 3, None, "vague"),
    "multiple": (10, 2, None, "vague"),
    "numerous": (10, 3, None, "vague"),
    "tens": (10, 10, None, "vague"),
    "tens of": (10, 10, None, "vague"),
    "dozens": (12, 12, None, "vague"),
    "dozens of": (12, 12, None, "vague"),
    "scores": (40, 40, None, "vague"),
    "scores of": (40, 40, None, "vague"),
    "hundreds": (100, 100, None, "vague"),
    "hundreds of": (100, 100, None, "vague"),
    "several hundred": (100, 100, None, "vague"),
    "a few hundred": (100, 100, 999, "vague"),
    "thousands": (1000, 1000, None, "vague"),
    "thousands of": (1000, 1000, None, "vague"),
    "several thousand": (1000, 1000, None, "vague"),
    "a few thousand": (1000, 1000, 9999, "vague"),
}

# Wording before a figure -> qualifier (model.QUALIFIERS). "over 210" and "more than 210"
# mean 211 or more; "nearly 100"/"almost 100" mean below 100.
PREFIX_QUALIFIERS: dict[str, str] = {
    "at least": "at_least", "no fewer than": "at_least", "not less than": "at_least",
    "a minimum of": "at_least", "at minimum": "at_least",
    "more than": "more_than", "over": "more_than", "upwards of": "more_than",
    "in excess of": "more_than",
    # "injured well over a hundred", "just over 50" (probe round 17: "well over" had left the
    # figure unread)
    "well over": "more_than", "just over": "more_than", "far more than": "more_than",
    "well above": "more_than", "well in excess of": "more_than", "just short of": "nearly",
    "about": "about", "some": "about", "around": "about", "approximately": "about",
    "roughly": "about", "an estimated": "about", "estimated": "about", "close to": "nearly",
    "nearly": "nearly", "almost": "nearly", "just under": "nearly",
    "up to": "up_to", "as many as": "up_to", "at most": "up_to",
}

_NUMWORD = (
    r"(?:(?:" + "|".join(_TENS) + r")(?:[\s-](?:" + "|".join(k for k in _UNITS if _UNITS[k] and _UNITS[k] < 10) + r"))?"
    r"|" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")"
)
# "two dozen mourners" is 24 ("a dozen" is a vague word above), "two score" 40: tried
# before the bare number word, which would otherwise stop at "two". "2 dozen" in digits too
# (probe round 17: it had read as 2), but not after a letter or a figure's punctuation, like
# _DIGITS below.
_DOZENS = r"(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:dozen|score)\b"
_DIGIT_DOZENS = r"(?<![\d,.$£€#/:A-Za-z-])\d{1,2}\s+dozen\b"
_WORDNUM = rf"(?:{_DOZENS}|(?:a|one|two|three|four|five|six|seven|eight|nine)\s+(?:hundred|thousand)(?:\s+(?:and\s+)?{_NUMWORD})?|{_NUMWORD})"
# Not after a letter: a call sign or code holds the digits ("confirmed to ABC15 two young
# girls ... were killed" is no 15 killed; "WSB2", "I-95" is after "-" already).
# ("1.200 people": continental European copy in English groups thousands with a stop, never
# a decimal before people; not before a unit, "1.500 km")
_DOT_THOUSANDS = (
    r"\d{1,3}(?:\.\d{3})+(?=\s+(?!(?:million|billion|percent|per|km|kilomet\w*|miles?|met(?:er|re)s?|"
    r"tons?|tonnes?|euros?|dollars?|hectares?|kg|square)\b)[a-z])"
)
_DIGITS = r"(?<![\d,.$£€#/:A-Za-z-])(?:" + _DOT_THOUSANDS + r"|\d{1,3}(?:,\d{3})+|\d+)(?![\d,]*\d|\.\d|[/:%]|-\d|(?:st|nd|rd|th)\b|(?!s\b)[A-Za-z])"
_VAGUE = "|".join(re.escape(k) for k in sorted(VAGUE_WORDS, key=len, reverse=True))
_PREFIX = "|".join(re.escape(k) for k in sorted(PREFIX_QUALIFIERS, key=len, reverse=True))

# "between 20 and 30 people": a range (qualifier "range"): the lower figure is its value and
# min, the upper its max; the conservative reading the ACLED codebook asks for takes the
# lower, UCDP's high the upper. With "between", or "to"
# ("10 to 15 others were treated"): "20 and 30" alone is a list, and "from 20 to 30" a toll
# that rose.
_RANGE_LOW = (
    rf"(?P<range>between\s+(?P<low>{_DIGITS}|\b{_WORDNUM}\b)\s+and\s+"
    rf"|(?<!from\s)(?<!\w)(?P<lowto>{_DIGITS}|\b{_WORDNUM}\b)\s+to\s+(?=\w))"
)
QUANTITY_PATTERN = (
    rf"(?:{_RANGE_LOW}|(?P<prefix>{_PREFIX})\s+)?"
    rf"(?P<num>{_DIGIT_DOZENS}|{_DIGITS}|\b{_WORDNUM}\b|\b(?:{_VAGUE})\b)"
    # "100 or more", "100-plus", "40-odd": at least the figure
    r"(?P<suffix>\s+or\s+more\b|-(?:plus|odd)\b)?"
)
QUANTITY_RE = re.compile(QUANTITY_PATTERN, re.IGNORECASE)

# What follows a number that makes it something other than a head count.
_NOT_COUNT_AFTER = re.compile(
    r"""\s*(?:-|\s)?(?i:(?:year|yr|month|week|day|hour|minute)s?[\s-]*old)\b   # ages, "17-Year-Old" too
    |\s*(?:a\.?m\b|p\.?m\b|o['’]clock|hours?\b|minutes?\b|seconds?\b|days?\b|weeks?\b|months?\b|years?\b)
    |\s*(?i:block|percent|per\s*cent|%|dollars?|million|billion|miles?|feet|foot|meters?|metres?
         |kilomet(?:er|re)s?|km|yards?|inch(?:es)?|mm|caliber|calibre|rounds?|shots?|bullets?
         |times|degrees|pounds?|kg|acres?)\b
    |\s+(?:[A-Z][a-z]+\s+)?(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Highway|Hwy|Parkway)\b
    |-\d
    |'?s\b                                              # decades and ages: "in his 20s", "the 1990s"
    |\]                                                 # footnote marks "[9]"
    |\s+(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?
       (?:\s+\d|\s*$|\s*[,;:]|\s+[-–—(\[]|(?=\s+[A-Z]))  # days: "30 MAR 89", "on 24 March", "16 NOVEMBER,"
    |\s+(?i:may)\b(?!\s+(?i:have|be|not|also|well|still|never|yet|soon|face|rise|die|climb|increase|go|include|number|reach|exceed)\b)  # "24 May", not "30 may have died"
    |-?(?:year|yr|month|week|day|hour|minute|foot|inch|story|storey|mile|round|shot|gun)s?\b  # "15-year veteran"
    |\s+of\s+\d                                         # slide captions "5 of 12"
    |\s+(?:of\s+)?(?:his|her|their|its)\s+(?:\w+\s+)?(?:shots|rounds|bullets)\b""",
    re.VERBOSE,
)
_NOT_COUNT_BEFORE = re.compile(
    r"(?:\$|£|€|#|No\.\s*|\b\d+\s+of\s+|\bage[sd]?\s+|\bat\s+|\bsince\s+|\bRoute\s+|\bI-|"
    r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+)$",
    re.IGNORECASE,
)
# A television station's number: "tells FOX 5", "News Channel 11 learned", "News 6 partner",
# "told 59 News", "7 Action News" (GVA dev: local TV pages name their station in the text).
# Case-sensitive: the names are written so; a person noun after the number keeps it a count
# ("Minneapolis News 5 adults injured").
_STATION_BEFORE = re.compile(r"\b(?:Channel|News|CBS|NBC|ABC|FOX|Fox|CW|PBS)\s+$")
_STATION_AFTER = re.compile(r"\s+(?:News|Action\s+News|Eyewitness\s+News|On\s+Your\s+Side)\b")
_PERSON_AFTER = re.compile(r"\s+(?:\w+\s+)?(?:people|persons|adults|men|women|children|kids|teens|victims|others|dead|killed|injured|wounded|hurt)\b", re.IGNORECASE)
_CASUALTY_AFTER = re.compile(r"\s+(?:dead|killed|injured|wounded|people|deaths|casualties|victims)\b", re.IGNORECASE)
# The whole after a part ("7 of 15 abducted miners", "two of 11 people killed"), not a slide
# caption's "5 of 12" (battery, twentieth round: the 15 had been refused).
_PART_OF_RE = re.compile(r"\d+\s+of\s+$", re.IGNORECASE)
_WHOLE_AFTER = re.compile(
    r"\s+(?:abducted|kidnapped|killed|injured|wounded|dead|hostages|people|persons|victims)\b", re.IGNORECASE
)
_ADDRESS_AFTER = re.compile(r"\s+([A-Z][a-z]+)\b")
# Capitalised words after a figure in headlines that make it a head count, not a house number.
_COUNT_WORDS = frozenset(
    ["killed", "dead", "die", "dies", "died", "wounded", "injured", "shot", "hurt", "people", "victims",
     "others", "men", "women", "children", "kids", "students", "more", "slain", "feared", "confirmed"]
)
# Nationalities and communities, counted as people in international news ("killed 169
# Afghans and 13 U.S. service members", "25 Palestinians"): capitalised like the street of a
# house number ("2501 Carter"), so they are listed.
DEMONYMS = frozenset(
    """afghans americans iranians iraqis israelis palestinians syrians lebanese jordanians
    egyptians libyans tunisians algerians moroccans sudanese somalis ethiopians eritreans
    kenyans ugandans nigerians cameroonians chadians malians nigeriens burkinabe congolese
    yemenis saudis emiratis qataris kuwaitis turks kurds armenians azerbaijanis georgians
    russians ukrainians belarusians poles germans britons irish spaniards italians greeks
    europeans africans arabs asians pakistanis indians bangladeshis nepalis
    chinese uighurs uyghurs tibetans koreans japanese filipinos indonesians malaysians thais
    burmese rohingya vietnamese cambodians australians canadians mexicans colombians
    venezuelans peruvians brazilians salvadorans guatemalans hondurans nicaraguans haitians
    cubans gazans shiites shias sunnis christians muslims jews yazidis hazaras pashtuns
    baloch druze copts alawites""".split()
)
_COUNT_WORDS = _COUNT_WORDS | DEMONYMS
_URL_REACH = 200  # characters searched either side of a number for the web address around it
_TOKEN_BEFORE = re.compile(r"\S*$")
_TOKEN_AFTER = re.compile(r"\S*")
_WEB_RE = re.compile(r"\.(?:com|org|net|gov|edu|tv)\b|^www\.|https?:", re.IGNORECASE)
# "twice as many were injured", "three times as many": a comparison with another figure,
# not the vague "many" (probe round 17: read as 10 injured). "as many as 50" is a prefix.
_COMPARED_VAGUE = frozenset(["many"])
_AS_BEFORE = re.compile(r"\bas\s+$", re.IGNORECASE)
# Four-digit numbers in this range standing alone are years, not counts.
YEAR_RANGE = (1900, 2100)


@dataclass(frozen=True, slots=True)
class Quantity:
    """A stated figure: ``start``/``end`` are offsets of the whole phrase in the text."""

    start: int
    end: int
    value: int
    min: int
    max: int | None
    qualifier: str


def words_to_int(words: str) -> int | None:
    """The integer that number words or digits spell ("eighty-four" -> 84, "1,200" -> 1200)."""
    w = words.lower().strip().replace(",", "")
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+", w):  # "1.200" (continental European): 1200
        w = w.replace(".", "")
    if w.isdigit():
        return int(w)
    total, current = 0, 0
    seen = False
    for tok in re.split(r"[\s-]+", w):
        if tok in ("and",):
            continue
        if tok.isdigit():  # "2 dozen"
            current += int(tok)
            seen = True
        elif tok in ("a",):
            current = 1
            seen = True
        elif tok in _UNITS:
            current += _UNITS[tok]
            seen = True
        elif tok in _TENS:
            current += _TENS[tok]
            seen = True
        elif tok == "dozen":
            current = max(current, 1) * 12
        elif tok == "score":  # "two score": 40
            current = max(current, 1) * 20
        elif tok == "hundred":
            current = max(current, 1) * 100
        elif tok == "thousand":
            total += max(current, 1) * 1000
            current = 0
        else:
            return None
    return total + current if seen else None


def _bounds(value: int, qualifier: str) -> tuple[int, int | None]:
    if qualifier == "at_least":
        return value, None
    if qualifier == "more_than":
        return value + 1, None
    if qualifier == "nearly":
        return max(0, value - value // 10 - 1), max(0, value - 1)
    if qualifier == "up_to":
        return 0, value
    if qualifier == "about":
        # "about 50": +/- 10 %, at least one either side (our reading; no codebook figure).
        spread = max(1, value // 10)
        return max(0, value - spread), value + spread
    return value, value


def parse_quantity(m: re.Match[str], text: str, *, toll: bool = False) -> Quantity | None:
    """A :class:`Quantity` for a :data:`QUANTITY_RE` match over ``text``, or None when the
    number is an age, a time, a year, an address, money or the like. ``toll``: the figure
    of a toll phrase, where "at" links it ("put the number of dead at 31")."""
    num = m.group("num")
    nstart, nend = m.span("num")
    low = num.lower()
    prefix = (m.group("prefix") or "").lower()
    prefix = re.sub(r"\s+", " ", prefix)
    low = re.sub(r"\s+", " ", low)
    after = text[nend : nend + 40]
    before = text[max(0, nstart - 12) : nstart]
    if low in VAGUE_WORDS:
        if low in _COMPARED_VAGUE and _AS_BEFORE.search(text, max(0, nstart - 4), nstart):
            return None  # "twice as many were injured": a multiple of another figure
        value, vmin, vmax, qual = VAGUE_WORDS[low]
        # "about several people": still vague ("about a couple" is "about" already); "more
        # than a dozen" is 13 or more, its bounds those of its prefix.
        if prefix and qual != "vague":
            qual = PREFIX_QUALIFIERS[prefix]
            vmin, vmax = _bounds(value, qual)
        return Quantity(m.start(), m.end(), value, vmin, vmax, qual)
    if _NOT_COUNT_AFTER.match(after):
        return None
    # A number inside a web address ("wfsb23.com/news/...", "/2013/08/18/5-shot-1-killed").
    token = _TOKEN_BEFORE.search(text, max(0, nstart - _URL_REACH), nstart).group()  # type: ignore[union-attr]
    token += _TOKEN_AFTER.match(text, nend, nend + _URL_REACH).group()  # type: ignore[union-attr]
    if "/" in token or _WEB_RE.search(token):
        return None
    if num[:1].isdigit() and not prefix and (_STATION_BEFORE.search(before) or _STATION_AFTER.match(after)) \
            and not _PERSON_AFTER.match(after):
        return None
    not_low = _NOT_COUNT_BEFORE.search(text[max(0, m.start() - 12) : m.start()]) if m.group("lowto") else None
    if not_low and not (not_low.group().lower().startswith("at") and (toll or _CASUALTY_AFTER.match(after))):
        return None  # "ages 10 to 15", "at 10 to 11" (a toll "at 100 to 300" is a range)
    if num[:1].isdigit():
        not_count = _NOT_COUNT_BEFORE.search(before)
        # "at 137 dead" ("the toll stood at 137 dead") is a count, "at 10 p.m." is not.
        if not_count and not prefix and not (
            not_count.group().lower().startswith("at") and (toll or _CASUALTY_AFTER.match(after))
        ) and not (_PART_OF_RE.match(not_count.group()) and _WHOLE_AFTER.match(after)):
            return None
        if re.fullmatch(r"\d{4}", num) and YEAR_RANGE[0] <= int(num) <= YEAR_RANGE[1]:
            return None
        if len(num.replace(",", "").replace(".", "")) > 7:  # phone numbers, ids
            return None
        # A house number: "shooting 2501 Carter" (a headline's "100 Killed" is a count).
        addr = _ADDRESS_AFTER.match(after)
        # ("200 Kenyan Christians": a nationality adjective is no street name either)
        if re.fullmatch(r"\d{3,5}", num) and addr and addr.group(1).lower() not in _COUNT_WORDS \
                and addr.group(1).lower() + "s" not in DEMONYMS:
            return None
    parsed = words_to_int(num)
    if parsed is None:
        return None
    value = parsed
    qual = "exact"
    low_end = words_to_int(m.group("low") or m.group("lowto")) if m.group("range") else None
    if low_end is not None and low_end < value:
        return Quantity(m.start(), m.end(), low_end, low_end, value, "range")
    if prefix:
        qual = PREFIX_QUALIFIERS[prefix]
    elif m.group("suffix"):
        qual = "at_least"
    vmin, vmax = _bounds(value, qual)
    return Quantity(m.start(), m.end(), value, vmin, vmax, qual)


def find_quantities(text: str, start: int = 0, end: int | None = None) -> list[Quantity]:
    """All head-count-like quantities in ``text[start:end]`` (offsets into ``text``)."""
    out = []
    for m in QUANTITY_RE.finditer(text, start, len(text) if end is None else end):
        q = parse_quantity(m, text)
        if q is not None:
            out.append(q)
    return out
