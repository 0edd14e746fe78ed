"""What the outlet tells about where a story is: the US states its host name spells
("delawareonline.com"), a US broadcaster's call sign, US institutions in the text.

Split out of :mod:`crosswire.extract.place_resolve`, which uses these as context for
resolving place names.
"""

from __future__ import annotations

import re
from functools import lru_cache

from crosswire import geo
from crosswire.nlp import ParsedArticle


def outlet_host(pa: ParsedArticle) -> str | None:
    """The outlet's name, else its address's host ("wkrg.com")."""
    from crosswire.normalize import outlet_from_url

    art = pa.article
    return art.outlet or (outlet_from_url(art.url) if art.url else None)


# "Washington" in a host is the Post or the Times (D.C.) as often as the state.
_HOST_STATE_NAMES_LEFT_OUT = frozenset({"washington"})


@lru_cache(maxsize=1)
def _host_state_pattern() -> re.Pattern[str]:
    idx = geo.load()
    names = {
        geo.fold(n).replace(" ", ""): code for n, code in idx.states.items()
        if "." not in n and len(n) >= 4 and geo.fold(n) not in _HOST_STATE_NAMES_LEFT_OUT
    }  # fmt: skip
    alts = sorted(names, key=len, reverse=True)
    return re.compile("|".join(re.escape(a) for a in alts))


def host_states(host: str | None) -> set[str]:
    """US states whose names an outlet's host name spells ("centralillinoisproud.com",
    "delawareonline.com", "newjersey.news12.com"; "arkansasonline.com" is not Kansas)."""
    if not host:
        return set()
    names = {geo.fold(n).replace(" ", ""): c for n, c in geo.load().states.items()}
    label = host.lower().rsplit(".", 1)[0]
    return {
        names[m.group()] for m in _host_state_pattern().finditer(label)
        if not label.startswith("city", m.end())  # kansascity.com: the Missouri city
    }  # fmt: skip


# A US broadcaster's call sign (FCC: K or W and two or three letters, "-TV") or a network
# affiliate names the outlet's host ("wkrg.com", "kstp.com", "fox59.com") or the title's
# outlet part ("... - WALB.com, Albany News"); and US institutions in the text. Either
# makes an article that names no country a US story, so "Birmingham" is not England and
# "Malin" not Hunan (GVA dev: foreign namesakes were ~25 of 245 state misses).
_US_HOST = re.compile(
    r"^\d*(?:[kw][a-z]{2,3}(?:-?tv|\d{1,2})?|(?:fox|nbc|abc|cbs)[a-z]*\d*[a-z]{0,4}|"
    r"news\d+[a-z]{0,4}|\d+(?:tv|news))\.com$"
)
_US_CALL_SIGN = re.compile(r"\b[KW][A-Z]{2,3}(?:-TV|-DT)?\b")
_NOT_CALL_SIGN = frozenset({"WHO", "WTO", "WWE", "WWF", "WWII", "KKK", "WWI", "WMD"})
_US_TEXT = re.compile(
    r"(?i)\b(?:sheriff['’]s (?:office|department|deputies)|police department|"
    r"district attorney|highway patrol|state troopers?|medical examiner|county jail|"
    r"gofundme|county (?:sheriff|jail|coroner|prosecutor|courthouse|commissioners?)|"
    # (not Myanmar's township, named with its district or region: "in Khampat township,
    # Tamu district, Sagaing Region")
    r"township(?![^.\n]{0,40}\b(?:district|region)\b))\b"
)


def us_outlet_or_text(pa: ParsedArticle) -> bool:
    """Whether the outlet is a US broadcaster or the text names US institutions."""
    art = pa.article
    host = outlet_host(pa)
    if host and _US_HOST.match(host):
        return True
    parts = re.split(r"\s+[-|–—]+\s+", art.title or "", maxsplit=1)
    if len(parts) == 2 and any(
        m.group() not in _NOT_CALL_SIGN for m in _US_CALL_SIGN.finditer(parts[1])
    ):
        return True
    return bool(_US_TEXT.search(pa.text))
