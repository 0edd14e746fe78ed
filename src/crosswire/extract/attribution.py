"""Who a casualty figure is attributed to ("..., police said", "according to IRNA"), and
whether that source is the perpetrator or a claimant ("The Islamic State said its fighters
killed 100 soldiers")."""

from __future__ import annotations

import re

# Who a figure is attributed to.
_SAY = r"(?:said|says|say|reported|reports|told|confirmed|announced|stated|added|tweeted|claimed|claims)"
_ATTR_PATTERNS = (
    re.compile(r"\baccording\s+to\s+(?P<src>[^,.;:\"“”]{2,80})", re.IGNORECASE),
    re.compile(r",\s*(?P<src>[^,;:\"“”]{2,60}?)\s+" + _SAY + r"\b[^,;]{0,40}[.!]?\s*$", re.IGNORECASE),
    re.compile(r"^\s*(?P<src>[^,;:\"“”]{2,60}?)\s+(?:has\s+|have\s+)?" + _SAY + r"\s+(?!responsibility|credit)", re.IGNORECASE),
)
# Sources that are the perpetrator or claimant.
PERPETRATOR_RE = re.compile(
    r"\b(?:islamic\s+state|isis|isil|daesh|taliban|al[- ]shabaab|al[- ]qaeda|boko\s+haram|hamas|"
    r"hezbollah|houthis?|pkk|fmln|farc|eln|shining\s+path|militants?|insurgents|rebels|the\s+group|"
    r"jihadists?)\b",
    re.IGNORECASE,
)
_CLAIM_FIGURE_RE = re.compile(
    r"\b(?:claim\w*|said|says)\s+(?:that\s+)?(?:it|its\s+\w+|they|their\s+\w+)\s+(?:had\s+|have\s+)?(?:killed|wounded|injured)"
    r"|\bclaim\w*\s+to\s+have\s+(?:killed|wounded|injured)",
    re.IGNORECASE,
)
_MAX_SRC_WORDS = 8  # longer "sources" are clauses, not names (our reading of dev output)


def attribution(sentence: str, *, not_source: re.Pattern[str] | None = None) -> tuple[str | None, bool]:
    """(source a figure in ``sentence`` is attributed to, whether that source is the
    perpetrator). A candidate source matching ``not_source`` (casualty words: "killed
    three, police said" is a clause, not a source) is skipped."""
    perp = bool(_CLAIM_FIGURE_RE.search(sentence))
    for pat in _ATTR_PATTERNS:
        m = pat.search(sentence)
        if not m:
            continue
        src = m.group("src").strip(" \t\n'’\"")
        src = re.sub(r"^(?:that|and|but|as)\s+", "", src, flags=re.IGNORECASE)
        if not src or len(src.split()) > _MAX_SRC_WORDS or (not_source is not None and not_source.search(src)):
            continue
        if PERPETRATOR_RE.search(src):
            perp = True
        return src, perp
    return None, perp
