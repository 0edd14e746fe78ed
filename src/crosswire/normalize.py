"""Normalisation: outlet, wire credit, publication date (given or inferred) and language.

``normalize`` never touches ``Article.text``: every offset downstream points into it. The
publication date matters because extractors resolve "Wednesday" and "yesterday" against
it; when metadata gives none, it is inferred from the text (see :mod:`crosswire.pubdate`)
and ``published_inferred`` is set so reconciliation can weigh it accordingly.
"""

from __future__ import annotations

import logging
import re
from dataclasses import replace
from datetime import UTC, date, datetime
from urllib.parse import urlsplit

from crosswire.model import Article
from crosswire.pubdate import infer_published
from crosswire.textdates import parse_date

log = logging.getLogger(__name__)

# --- outlet ---------------------------------------------------------------------------

# Host prefixes that name a server or a page flavour, not the outlet ("www.wral.com",
# "m.cnn.com", "amp.theguardian.com"): stripped so reports of one outlet share one key.
HOST_PREFIXES = ("www", "www1", "www2", "www3", "m", "mobile", "amp", "edition")

# Archive services that wrap the original URL: the outlet is the inner URL's host.
_WRAPPED_URL = re.compile(
    r"^(?:https?://)?(?:web\.)?archive\.org/web/[^/]*/(?P<inner>.+)$"
    r"|^(?:https?://)?(?:archive\.(?:is|ph|today|li|vn|fo|md))/[^/]*/(?P<inner2>https?://.+)$",
    re.IGNORECASE,
)


def outlet_from_url(url: str) -> str | None:
    """The outlet's host name from a URL: ``"http://www.wral.com/x"`` -> ``"wral.com"``.

    Archive wrappers (``web.archive.org/web/<timestamp>/<url>``) give the inner URL's host.
    Returns None for strings that hold no host name.
    """
    if not isinstance(url, str) or not url.strip():
        return None
    u = url.strip()
    for _ in range(3):  # an archived copy of an archived page is still the inner outlet
        m = _WRAPPED_URL.match(u)
        if not m:
            break
        u = m.group("inner") or m.group("inner2")
    if "://" not in u:
        u = "http://" + u.lstrip("/")
    try:
        host = urlsplit(u).hostname or ""
    except ValueError:
        return None
    host = host.strip(".").lower()
    if "." not in host or not re.fullmatch(r"[a-z0-9.-]+", host):
        return None
    labels = host.split(".")
    while len(labels) > 2 and labels[0] in HOST_PREFIXES:
        labels = labels[1:]
    return ".".join(labels)


# --- wire credit ----------------------------------------------------------------------

# Canonical agency name -> the ways reports write it in a credit line. Only agencies that
# sell wire copy: a parenthesised "(FBIS)" or "(DOMESTIC SERVICE)" in MUC-4 is a source.
AGENCIES: dict[str, tuple[str, ...]] = {
    "AP": ("AP", "Associated Press", "The Associated Press"),
    "Reuters": ("Reuters", "Thomson Reuters"),
    "AFP": ("AFP", "Agence France-Presse", "Agence France Presse"),
    "Xinhua": ("Xinhua", "Xinhua News Agency"),
    "UPI": ("UPI", "United Press International"),
    "CNN": ("CNN",),
    "dpa": ("dpa", "DPA", "Deutsche Presse-Agentur"),
    "EFE": ("EFE",),
    "ACAN-EFE": ("ACAN-EFE",),
    "ANSA": ("ANSA",),
    "Notimex": ("Notimex", "NOTIMEX"),
    "Prensa Latina": ("Prensa Latina", "PL"),
    "Kyodo": ("Kyodo",),
    "Yonhap": ("Yonhap",),
    "TASS": ("TASS", "ITAR-TASS"),
    "Anadolu": ("Anadolu", "AA"),
    "PTI": ("PTI",),
    "IANS": ("IANS",),
    "ANI": ("ANI",),
    "Bernama": ("Bernama",),
    "IRNA": ("IRNA",),
    "Interfax": ("Interfax",),
    "Bloomberg": ("Bloomberg",),
    "PR Newswire": ("PR Newswire", "PRNewswire"),
    "Business Wire": ("Business Wire", "BUSINESS WIRE"),
    "GlobeNewswire": ("GlobeNewswire", "GLOBE NEWSWIRE"),
}

_NAME_TO_AGENCY = {v.lower(): k for k, vs in AGENCIES.items() for v in vs}
# Names that are common words or initials in upper-case copy: only trusted in their exact
# spelling inside parentheses.
_CASE_SENSITIVE = {"AP", "PL", "AA", "ANI", "CNN", "AFP", "UPI"}
_NAMES_RE = "|".join(re.escape(n) for n in sorted(_NAME_TO_AGENCY, key=len, reverse=True))

# Wire credits live in the dateline (first lines) or the sign-off (last lines). Windows
# sized on PolNeAR dev: datelines end within 200 characters, sign-offs within the last 300.
CREDIT_HEAD_CHARS = 400
CREDIT_TAIL_CHARS = 400

_DASH = r"(?:--|—|–|-|:)"
# "WASHINGTON (AP) —", "BEIJING, Jan. 3 (Xinhua) --", "(Xinhua)" alone on a line, "(BUSINESS WIRE)--"
_PAREN_CREDIT = re.compile(
    rf"\(\s*(?P<name>{_NAMES_RE})\s*\)(?=\s*{_DASH}|\s*$|\s*\n)", re.IGNORECASE | re.MULTILINE
)
_SLASH_CREDIT = re.compile(
    r"/\s*(?P<name>PRNewswire|PR Newswire)(?:-[A-Za-z]+)?\s*/", re.IGNORECASE
)
# "— AFP" / "-- AFP" closing a paragraph, "©2024 AFP", "Copyright 2014 The Associated Press"
_SIGNOFF_CREDIT = re.compile(
    rf"(?:(?:—|–|--)\s*|(?:©|\(c\)|copyright)\s*(?:\d{{4}}\s*)?)(?P<name>{_NAMES_RE})\b\.?\s*(?:$|\n|All rights)",
    re.IGNORECASE | re.MULTILINE,
)
# Bylines: "By JOHN DOE, Associated Press", "ASSOCIATED PRESS" alone on a line,
# "Associated Press writer Jane Doe contributed"; and Reuters' "(Reporting by ...)" sign-off.
_BYLINE_CREDIT = re.compile(
    r"(?:^|\n)\s*(?:by\s+[^\n]{0,60}?,\s*)?(?P<name>the associated press|associated press|reuters|agence france-presse)\s*(?:$|\n)"
    r"|(?P<name2>associated press) (?:writers?|reporters?|correspondent)\b",
    re.IGNORECASE | re.MULTILINE,
)
_REUTERS_SIGNOFF = re.compile(r"\((?:additional\s+)?reporting by [^)]{3,200}\)", re.IGNORECASE)


def _agency(name: str, *, strict_case: bool) -> str | None:
    key = name.strip().lower()
    agency = _NAME_TO_AGENCY.get(key)
    if agency is None:
        return None
    if strict_case:
        spelled = [v for v in AGENCIES[agency] if v.lower() == key]
        if any(v in _CASE_SENSITIVE for v in spelled) and name.strip() not in _CASE_SENSITIVE:
            return None
    return agency


def find_credit(text: str) -> str | None:
    """The wire agency credited for ``text`` ("AP", "Reuters", "AFP", "Xinhua"...), or None.

    Looks at the dateline ("WASHINGTON (AP) —"), press-release slugs ("/PRNewswire/"),
    the sign-off ("— AFP", "(Xinhua)" on its own line, "(Reporting by ...)") and bylines
    ("By JANE DOE, Associated Press"). Agencies merely cited in the body ("according to
    Reuters") are not credits.
    """
    if not isinstance(text, str) or not text:
        return None
    head = text[:CREDIT_HEAD_CHARS]
    tail_start = max(0, len(text) - CREDIT_TAIL_CHARS)
    tail = text[tail_start:]
    for region in (head, tail):
        for m in _PAREN_CREDIT.finditer(region):
            agency = _agency(m.group("name"), strict_case=True)
            if agency:
                return agency
        m2 = _SLASH_CREDIT.search(region)
        if m2:
            return "PR Newswire"
    for m in _SIGNOFF_CREDIT.finditer(tail):
        agency = _agency(m.group("name"), strict_case=True)
        if agency:
            return agency
    for region in (head, tail):
        for m in _BYLINE_CREDIT.finditer(region):
            agency = _agency(m.group("name") or m.group("name2"), strict_case=False)
            if agency:
                return agency
    if _REUTERS_SIGNOFF.search(tail) and re.search(r"editing by", tail, re.IGNORECASE):
        return "Reuters"
    return None


# --- language ---------------------------------------------------------------------------

# The commonest function words of each language (from frequency lists); English first so
# ties go to it. Short, disjoint enough: "de"/"la" are not English, "the"/"of" not Spanish.
STOPWORDS: dict[str, frozenset[str]] = {
    "en": frozenset(
        [
            "the",
            "of",
            "and",
            "to",
            "in",
            "a",
            "is",
            "that",
            "for",
            "it",
            "was",
            "on",
            "with",
            "as",
            "he",
            "by",
            "at",
            "from",
            "his",
            "are",
            "were",
            "be",
            "have",
            "has",
            "had",
            "not",
            "but",
            "they",
            "this",
            "which",
            "or",
            "an",
            "said",
            "their",
            "who",
            "been",
            "would",
            "will",
            "its",
        ]
    ),
    "es": frozenset(
        [
            "de",
            "la",
            "que",
            "el",
            "en",
            "y",
            "los",
            "del",
            "se",
            "las",
            "por",
            "un",
            "para",
            "con",
            "una",
            "su",
            "al",
            "lo",
            "como",
            "más",
            "pero",
            "sus",
            "le",
            "ya",
            "fue",
            "este",
            "ha",
            "sido",
            "porque",
            "muy",
            "sin",
            "sobre",
            "también",
        ]
    ),
    "fr": frozenset(
        [
            "de",
            "la",
            "le",
            "et",
            "les",
            "des",
            "en",
            "du",
            "un",
            "une",
            "est",
            "que",
            "pour",
            "qui",
            "dans",
            "par",
            "sur",
            "au",
            "pas",
            "plus",
            "ne",
            "ce",
            "il",
            "sont",
            "avec",
            "ont",
            "été",
            "cette",
            "aux",
            "elle",
            "leur",
            "à",
            "selon",
            "après",
            "ils",
            "mais",
        ]
    ),
    "de": frozenset(
        [
            "der",
            "die",
            "und",
            "in",
            "den",
            "von",
            "zu",
            "das",
            "mit",
            "sich",
            "des",
            "auf",
            "für",
            "ist",
            "im",
            "dem",
            "nicht",
            "ein",
            "eine",
            "als",
            "auch",
            "es",
            "an",
            "werden",
            "aus",
            "er",
            "hat",
            "dass",
            "sie",
            "nach",
            "wird",
            "bei",
        ]
    ),
    "pt": frozenset(
        [
            "de",
            "a",
            "o",
            "que",
            "e",
            "do",
            "da",
            "em",
            "um",
            "para",
            "com",
            "não",
            "uma",
            "os",
            "no",
            "se",
            "na",
            "por",
            "mais",
            "as",
            "dos",
            "como",
            "mas",
            "foi",
            "ao",
            "ele",
            "das",
            "seu",
            "sua",
            "ou",
            "quando",
            "muito",
        ]
    ),
    "it": frozenset(
        [
            "di",
            "e",
            "il",
            "la",
            "che",
            "in",
            "un",
            "per",
            "è",
            "non",
            "una",
            "sono",
            "del",
            "della",
            "con",
            "si",
            "le",
            "da",
            "al",
            "gli",
            "ha",
            "dei",
            "nel",
            "alla",
            "più",
            "anche",
            "come",
            "ma",
            "delle",
            "questo",
        ]
    ),
}
# Share of a text's words that must be the winning language's stop words. English news
# scores 26 % (5th percentile) to 35 % (median) on the list above (GVA dev), a dense one-sentence
# lead at ~15 %; Spanish or French text scores under 5 % on the English list. Below 10 %
# the text is page debris or a language we have no list for: no guess.
LANGUAGE_MIN_SHARE = 0.1
# Fewer words than this and the ratio is noise: no guess.
LANGUAGE_MIN_WORDS = 8
# Enough words to decide; longer texts are sampled from the start.
LANGUAGE_SAMPLE_CHARS = 5000

_WORD = re.compile(r"[^\W\d_]+")


def guess_language(text: str) -> str | None:
    """An ISO 639-1 code ("en", "es"...) from stop-word shares, or None when unsure."""
    if not isinstance(text, str):
        return None
    words = [w.lower() for w in _WORD.findall(text[:LANGUAGE_SAMPLE_CHARS])]
    if len(words) < LANGUAGE_MIN_WORDS:
        return None
    shares = sorted(
        ((sum(w in stop for w in words) / len(words), lang) for lang, stop in STOPWORDS.items()),
        reverse=True,
    )
    (best_share, best), (runner_up, _) = shares[0], shares[1]
    # A tie ("un", "la" are French, Spanish and Italian alike) is no evidence for either.
    if best_share < LANGUAGE_MIN_SHARE or best_share == runner_up:
        return None
    return best


# --- the stage --------------------------------------------------------------------------


# Seconds (or milliseconds) since 1970 as some exports give a publication time
# ("published": 1764669600): read where they fall between these two dates (UTC), so that a
# bare year or an id is never taken for one.
EPOCH_MIN = datetime(2000, 1, 1, tzinfo=UTC)
EPOCH_MAX = datetime(2100, 1, 1, tzinfo=UTC)
_EPOCH = re.compile(r"(?P<seconds>\d{10})(?P<millis>\d{3})?(?:\.\d+)?")
# "02/12/2025": both first numbers could be the month.
_AMBIGUOUS_SLASHED = re.compile(r"(?P<a>0?[1-9]|1[0-2])[/.-](?!(?P=a)\b)(?:0?[1-9]|1[0-2])[/.-]\d{4}$")


def _epoch_date(value: str) -> date | None:
    """The UTC date of a Unix timestamp in seconds or milliseconds (None otherwise)."""
    m = _EPOCH.fullmatch(value.strip())
    if m is None:
        return None
    when = datetime.fromtimestamp(int(m.group("seconds")), tz=UTC)
    return when.date() if EPOCH_MIN <= when < EPOCH_MAX else None


def normalize(article: Article) -> Article:
    """A copy of ``article`` with outlet, credit, publication date and language filled in.

    Values already present are kept (metadata beats inference); ``published`` is
    normalised to ``YYYY-MM-DD``. ``text`` is never changed. Skipped articles come back
    unchanged. Never raises on any text.
    """
    if article.status != "ok":
        return article
    text = article.text if isinstance(article.text, str) else ""
    outlet = article.outlet or (outlet_from_url(article.url) if article.url else None)
    credit = article.credit or find_credit(text)
    language = article.language or guess_language(text)

    published, inferred = None, False
    if article.published:
        d = _epoch_date(str(article.published)) or parse_date(str(article.published))
        if _AMBIGUOUS_SLASHED.match(str(article.published).strip()):
            log.warning(
                "article %s: publication date %r could be day/month or month/day: read as %s "
                "(month first, US style; give it as YYYY-MM-DD)",
                article.id, article.published, d.isoformat() if d else None,
            )  # fmt: skip
        if d is not None:
            published, inferred = d.isoformat(), article.published_inferred
        else:
            log.warning(
                "article %s: publication date %r is not a date I can read; inferring it "
                "from the text instead (give it as YYYY-MM-DD)",
                article.id,
                article.published,
            )
    if published is None:
        guess = infer_published(text)
        if guess is not None:
            published, inferred = guess.value, True
            log.debug(
                "article %s: published %s inferred (%s)", article.id, guess.value, guess.basis
            )
    return replace(
        article,
        outlet=outlet,
        credit=credit,
        published=published,
        published_inferred=inferred,
        language=language,
    )


__all__ = ["find_credit", "guess_language", "normalize", "outlet_from_url"]
