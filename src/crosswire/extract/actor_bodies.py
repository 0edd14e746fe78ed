"""A state's armed and police bodies named as themselves ("the Sudanese army", "Nigeria's air
force", "Kenyan police"), not as the state: in a civil war the army is one side and the
government another, and wire copy keeps them apart ("the Sudanese army and the paramilitary
Rapid Support Forces"; probe, 2026-12-02: "The Sudanese army" had been named "Sudan").

* :func:`body_name` gives one name per body: the nationality's adjective and the body's
  word, with "army", "military" and "armed forces" one body ("the Sudanese Armed Forces",
  "Sudan's military" -> "Sudanese army");
* :func:`state_of` gives the state a body belongs to, for the rules that ask whether an
  actor is a state ("a state's 'in response' is its own strike");
* :func:`with_body` runs a nationality the NER found on over the body word after it
  ("Sudanese" + " army");
* :func:`the_body` reads a bare "the army" as the one national army the article names.
"""

from __future__ import annotations

import re

from crosswire import geo

# The body words, each to the one word that names the body.
_BODY_WORDS = {
    "army": "army", "military": "army", "armed forces": "army", "defence forces": "army", "defense forces": "army",
    "air force": "air force", "navy": "navy", "police": "police", "police force": "police",
}  # fmt: skip
_BODY = r"(?:armed\s+forces|defen[cs]e\s+forces|air\s+force|police\s+force|army|military|navy|police)"
# "Sudanese army", "Nigeria's air force", "the US military".
# ("Democratic Republic of the Congo's army": up to five words)
_BODY_NAME = re.compile(rf"(?i)^(?:the\s+)?((?:\w+\s+){{0,4}}[\w.]+?)(?:['’]s?)?\s+({_BODY})$")
# The body word right after a nationality or a country in the text.
# (not a compound: "Sudan's army-controlled east" is a place, "Ukraine's military intelligence
# agency" another body, "a Nigerian army base" a target)
_MODIFIED = (
    r"(?![ \t]+(?i:intelligence|courts?|prosecutors?|bases?|camps?|barracks|checkpoints?|posts?|academy|school|"
    r"college|hospital|airport|air\s*base|convoys?|vehicles?|trucks?|planes?|aircraft|helicopters?|jets?|positions?)\b)"
)
_BODY_AFTER = re.compile(rf"(?i)(?:['’]s?)?[ \t]+({_BODY})\b(?![-‐])" + _MODIFIED)
# A nationality's adjective for a state where the country table's first one is not the one
# wire copy uses before a body ("US military", not "American army").
# ("Myanmar's military" is "Myanmar army", not "Burmese army"; "Philippine army", not "Filipino")
_ADJECTIVE = {"US": "US", "GB": "British", "KR": "South Korean", "KP": "North Korean", "MM": "Myanmar", "PH": "Philippine"}


def _adjective(code: str) -> str | None:
    if code in _ADJECTIVE:
        return _ADJECTIVE[code]
    # (a state with no adjective in the table is named by its name: "Central African Republic army")
    return next((d.title() for d, c in geo.DEMONYMS.items() if c == code), None) or geo.country_name(code)


def _nation(word: str) -> str | None:
    """The state code of a nationality or country word ("Sudanese", "Sudan", "U.S.")."""
    w = word.replace(".", "") if re.fullmatch(r"(?i)U\.?[SK]\.?", word) else word
    return geo.country_code(w) or next((c for c, adj in _ADJECTIVE.items() if adj.lower() == w.lower()), None)


def body_name(name: str) -> str | None:
    """The one name of a state body ("Sudan's military" -> "Sudanese army"), else None.

    >>> body_name("the Sudanese Armed Forces")
    'Sudanese army'
    """
    m = _BODY_NAME.match(name.strip())
    if m is None or geo.us_state(m.group(1)) or (code := _nation(m.group(1))) is None or (adj := _adjective(code)) is None:
        return None  # (a US state's name is the state's: "Georgia police" in US news)
    word = re.sub(r"\s+", " ", m.group(2).lower()).replace("defense", "defence")
    return f"{adj} {_BODY_WORDS[word]}"


def state_of(name: str) -> str:
    """The state a body belongs to ("Sudanese army" -> "Sudan"); any other name as given."""
    m = _BODY_NAME.match(name.strip())
    if m and not geo.us_state(m.group(1)) and (code := _nation(m.group(1))):
        return geo.country_name(code) or name
    return name


def with_body(name: tuple[str, int, int], text: str, *, end: int) -> tuple[str, int, int]:
    """A nationality or country name run on over the body word after it, within ``end``
    ("Sudanese" of "the Sudanese army said" -> "Sudanese army")."""
    if _nation(name[0]) is None:
        return name
    m = _BODY_AFTER.match(text, name[2], end)
    return (text[name[1] : m.end()], name[1], m.end()) if m else name


# "the army", "the military", "the armed forces" standing alone.
_BARE_ARMY = re.compile(r"(?i)^the\s+(?:army|military|armed\s+forces)$")
# A national army named in the text: a nationality or a country (possessive or not) before
# the body word ("the Sudanese army", "Sudan's military", "the Sudanese Armed Forces").
# (Not a service record: "a U.S. Army veteran" in crime news names no party to the event.)
_NAMED_ARMY = re.compile(
    r"\b((?:[A-Z][\w.]*\s+)?[A-Z][\w.]*?)(?:['’]s?)?\s+(?:[Aa]rmy|[Mm]ilitary|[Aa]rmed\s+[Ff]orces)\b"
    r"(?![-‐]|\s+(?:[Vv]eterans?|[Rr]eservists?|[Rr]ecruit(?:er)?s?|[Vv]ets?|[Tt]raining|[Cc]areer)\b)" + _MODIFIED
)


def the_army(phrase: str, text: str) -> str | None:
    """The national army a bare "the army" stands for: the one the article names, when it
    names exactly one ("Fighting between the Sudanese army and the RSF ... the Sudan Doctors
    Network, which blamed the army" -> "Sudanese army"), else None."""
    if not _BARE_ARMY.match(phrase.strip()):
        return None
    named = set()
    for m in _NAMED_ARMY.finditer(text):
        words = m.group(1).split()
        # (after a capitalised "The": "The Sudanese army"; not "Free Syrian Army")
        code = _nation(" ".join(words)) or (_nation(words[-1]) if words[0] == "The" else None)
        if code is not None:
            named.add(code)
    if len(named) != 1:
        return None
    adj = _adjective(named.pop())
    return f"{adj} army" if adj else None


def conjunct_armies(toks: list, top, text: str, *, base: int) -> list[tuple[str, int, int]]:
    """The national army a bare "the army" among a phrase's conjuncts stands for ("The army
    and the RSF accused each other", "the RSF and the army"), with its offsets (``base``: the
    sentence's start)."""
    out: list[tuple[str, int, int]] = []
    doc = top.doc
    for t in toks:
        if t.lower_ not in ("army", "military") or t.i == 0 or doc[t.i - 1].lower_ != "the":
            continue
        if not (t.i == top.i or (t.dep_ == "conj" and t.head.i == top.i)):
            continue
        if any(c.dep_ not in ("det", "cc", "conj", "punct") for c in t.children):
            continue  # "the army of ...", "the army chief"
        a, b = base + doc[t.i - 1].idx, base + t.idx + len(t)
        if (army := the_army(text[a:b], text)) is not None:
            out.append((army, a, b))
    return out


__all__ = ["body_name", "conjunct_armies", "state_of", "the_army", "with_body"]
