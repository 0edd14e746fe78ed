"""How international copy names a place besides "in X": an area named after its village
("in the Datta Khel area of North Waziristan"), a suburb by its city's possessive ("the
Libyan capital's Tajoura suburb"), an institution's town ("Government Science Secondary
School, Kankara,"), a local government unit after its seat ("Kankara Local Government
Area"), the country written with a settlement word ("the northern Afghan city of Kunduz"),
and places named only as a motive's or a route's ("in revenge for raids ... in Mombasa").
Used by :mod:`crosswire.extract.location`.
"""

from __future__ import annotations

import re

from crosswire import geo

# A local government unit after its seat's name ends the name, with whatever follows it
# ("Kankara Local Government Area of Katsina State", "Kuje Area Council").
LOCAL_UNIT = re.compile(r"[ \t]+(?:Local[ \t]+Government|LGA\b|Area[ \t]+Council|Town[ \t]+Council)")
# Places that are not the scene, right before a mention: where the event a motive names
# happened ("in revenge for raids on mosques in the Kenyan port city of Mombasa"), the end
# of a route ("a bus travelling from Mandera to Nairobi").
NOT_SCENE_BEFORE = re.compile(
    r"\b(?:revenge|retaliation|reprisal|response)[ \t]+(?:for|to)\b[^.;\n]*$|"
    r"\bfrom[ \t]+[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)*[ \t]+to[ \t]+$"
)
_QUALIFIER = re.compile(r"\b(?:the|a|an)[ \t]+((?:[\w'’-]+[ \t]+){1,3})$", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s\b")


# "the Datta Khel area of", "the Bagan locality of": the word an area named after its
# village takes (shared with :mod:`crosswire.extract.place_unlisted`).
AREA = r"(?:area|locality)"


def name_forms(name: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The area, suburb and institution-town patterns over the caller's place-name pattern
    ``name`` (each with a ``name`` group)."""
    # "in the Datta Khel area of North Waziristan", "in the Bagan area of Lower Kurram": an
    # area named after its main village.
    area_of = re.compile(rf"\b(?:in|near|at)[ \t]+the[ \t]+(?P<name>{name})[ \t]+{AREA}[ \t]+of\b")
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


def foreign_only(name: str) -> bool:
    """Places called ``name`` exist, and none of them in the US."""
    cands = geo.lookup(name, postal=False)
    return bool(cands) and all(c.country_code != "US" for c in cands)


__all__ = ["LOCAL_UNIT", "NOT_SCENE_BEFORE", "foreign_only", "name_forms", "qualifier_country"]
