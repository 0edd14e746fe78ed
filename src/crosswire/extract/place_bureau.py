"""A foreign wire bureau's dateline whose lede puts the event in a region of the bureau's
country, naming no town ("KAMPALA, June 18 (Reuters) - ... an attack by Islamist militants on
a school in western Uganda"; "NEW DELHI (AP) — ... India's deadliest train crash in
decades"): the reporter filed from the capital, the scene is elsewhere in the country. The
dateline stays the report's best town, but at the share a dateline that yielded keeps
(:func:`crosswire.extract.place_scene.demote`), so that across reports it does not outvote a
town another report names.
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.nlp import ParsedArticle

# "in western Uganda", "in the country's north"-like wordings with the country named:
# "in (the) western/north-eastern/central <Country>", "<Country>'s deadliest/worst <...>".
_REGION_OF = re.compile(
    r"\bin[ \t]+(?:the[ \t]+)?(?:far[ \t]+)?(?:(?:north|south)(?:-?(?:east|west))?ern|eastern|western|central)"
    r"[ \t]+(?P<a>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)\b"
    r"|\b(?P<b>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)['’]s[ \t]+(?:deadliest|worst|bloodiest)\b"
)
# "in the southwestern province of Balochistan" under a QUETTA dateline: the province the
# bureau's city lies in, with no town.
# ("across Pakistan's southwestern Balochistan province": the same)
_PROVINCE_OF = re.compile(
    r"\bin[ \t]+the[ \t]+(?:[a-z-]+[ \t]+)?(?:province|state|region)[ \t]+of[ \t]+"
    r"(?P<p>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)\b"
    r"|\b(?:in|across)[ \t]+(?:the[ \t]+|[A-Z][a-z]+['’]s[ \t]+)?(?:[a-z-]+[ \t]+)?"
    r"(?P<q>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)[ \t]+(?:province|state|region)\b"
)
# The lede: this many sentences of the body.
_LEDE_SENTENCES = 2


def region_lede(pa: ParsedArticle, country: str, admin1: str | None = None) -> bool:
    """Whether the lede puts the event in a region of ``country`` (or calls it the
    country's deadliest or worst) and names the dateline's country so, or in the province
    ``admin1`` of it ("in the southwestern province of Balochistan")."""
    if not pa.sentences:
        return False
    end = pa.sentences[min(_LEDE_SENTENCES, len(pa.sentences)) - 1].end
    if admin1 is not None and any(
        (country, admin1) in geo.admin1_lookup(m.group("p") or m.group("q")) for m in _PROVINCE_OF.finditer(pa.analysis_text, 0, end)
    ):
        return True
    for m in _REGION_OF.finditer(pa.analysis_text, 0, end):
        name = m.group("a") or m.group("b") or ""
        if geo.country_code(name) == country and name[:1].isupper() and name.lower() not in geo.DEMONYMS:
            return True
    return False


def bureau_over_region(pa: ParsedArticle, totals: dict[tuple, float], best: dict, kinds: dict) -> bool:
    """Demote a foreign dateline city (see the module) that stands first and that no other
    town of the lede took the lead from. Returns whether it did."""
    if not totals:
        return False
    top = max(totals, key=lambda k: totals[k])
    filed = best[top][1]
    if "dateline" not in kinds[top] or filed.country_code in (None, "US") or top[0] != "city":
        return False
    if any({"dateline_yield", "lede_in", "lede_town"} & ks for ks in kinds.values()):
        return False  # the lede names a town (the dateline's own, or another)
    if not region_lede(pa, filed.country_code, filed.admin1_code):
        return False
    totals[top] *= YIELDED_SHARE
    return True


YIELDED_SHARE = 0.5  # as place_scene.YIELDED_SHARE
