"""Casualty tolls stated as corrections of earlier ones ("revised the death toll ... down by
more than 100", "253 people were killed, not 359 as previously stated") and the figures they
replace. Used by :mod:`crosswire.extract.count_chooser` (a revision's figures are never set
aside as partial) and :mod:`crosswire.reconcile.counts` (the replaced figures are).
"""

from __future__ import annotations

import re

from crosswire.model import Article

# A toll stated as a correction of an earlier one: "revised the death toll from the Easter
# Sunday bombings down by more than 100", "revising the toll downward from 101", "253 people
# were killed, not 359 as previously stated", "the toll was corrected to 275". The gate was
# trained on GVA, where a later, different figure is mostly a follow-up about part of the
# event; a revision is the opposite, the authority's own correction of the whole toll
# (GTD: the most recent credible source), so its figures are never set aside as partial.
_COUNT_NOUN = r"(?:toll|figures?|count|tally|number\s+of\s+(?:dead|deaths|victims|injured|wounded|casualties))"
# A toll told as fallen: "Death toll from Yelwata attack drops to 59", "the toll fell to 24"
# (a toll only grows with later deaths; a lower one is a correction; fifteenth-round probes).
_TOLL_FELL = (
    r"|\b(?:death\s+)?toll\b[^.;:\n]{0,80}?\b(?:fell|falls|fallen|dropped|drops|decreased|decreases|declined)\s+to\s+\d"
)
REVISION_RE = re.compile(
    r"\brevis(?:ed|es|e|ing)\s+(?:[\w'’-]+\s+){0,4}?" + _COUNT_NOUN + r"\b"
    r"|\b" + _COUNT_NOUN + r"\s+(?:was|were|has\s+been|had\s+been|is\s+being)\s+(?:revised|corrected|lowered|reduced|adjusted|downgraded)\b"
    r"|\b(?:lowered|reduced|corrected|adjusted|downgraded)\s+(?:the|its|their)\s+(?:[\w'’-]+\s+){0,3}?" + _COUNT_NOUN + r"\b"
    r"|\bnot\s+\d[\d,]*\s+as\s+(?:previously|earlier|initially|first|originally)\s+(?:stated|reported|announced|said|thought)\b"
    + _TOLL_FELL,
    re.IGNORECASE,
)


# The figure a revision replaces: "revising the toll downward from 101", "down to 275 from
# 288", "not 359 as previously stated", "revising an earlier toll of 120".
SUPERSEDED_RE = re.compile(
    r"\b(?:from|not|revis\w+)\s+(?:an?\s+|the\s+|its\s+|their\s+)?(?:earlier|previous|initial|original|prior)?\s*"
    r"(?:(?:death\s+|casualty\s+|injury\s+)?(?:toll|figure|count|estimate|tally)\s+(?:of\s+)?)?"
    r"(?P<n>\d{1,3}(?:,\d{3})+|\d+)\b(?!\s*(?:a\.?m|p\.?m|years?|%|percent))",
    re.IGNORECASE,
)


# Earlier figures a revision names as a list: "saying earlier figures of 100 and 200
# circulating in the media were inflated" (Yelwata 2025 probe), "the initial figure of 54".
_EARLIER_FIGURES_RE = re.compile(
    r"\b(?:earlier|previous|initial|original|prior|first)\s+(?:death\s+)?(?:tolls?|figures?|counts?|estimates?|tall(?:y|ies))"
    r"\s+of\s+(?:\d{1,3}(?:,\d{3})+|\d+)(?:\s*(?:,|and|or|,\s*and)\s*(?:\d{1,3}(?:,\d{3})+|\d+)\b)*",
    re.IGNORECASE,
)
_FIGURE_RE = re.compile(r"\d{1,3}(?:,\d{3})+|\d+")


def superseded_figures(article: Article) -> frozenset[int]:
    """The earlier figures a revision in ``article`` replaces (empty when it states none)."""
    if not states_revision(article):
        return frozenset()
    texts = (article.title or "", article.text or "")
    listed = (
        int(n.replace(",", ""))
        for t in texts
        for m in _EARLIER_FIGURES_RE.finditer(t)
        for n in _FIGURE_RE.findall(m.group())
    )
    return frozenset(int(m.group("n").replace(",", "")) for t in texts for m in SUPERSEDED_RE.finditer(t)) | frozenset(listed)


# A revision that lowers the toll: "lowered the death toll ... to 24", "revised the death
# toll from last Friday's attack on Yelwata down to 59", "the toll was reduced to 24".
_REVISED_DOWN_RE = re.compile(
    r"\brevis(?:ed|es|e|ing)\s+(?:[\w'’-]+\s+){0,10}?(?:down(?:wards?)?|lower)\b"
    r"|\b(?:lowered|lowering|lowers|reduced|reducing|reduces|downgraded|downgrading)\s+(?:the|its|their)\s+(?:[\w'’-]+\s+){0,3}?"
    + _COUNT_NOUN + r"\b"
    r"|\b" + _COUNT_NOUN + r"\s+(?:was|were|has\s+been|had\s+been)\s+(?:(?:lowered|reduced|downgraded)\b|revised\s+down)"
    + _TOLL_FELL,
    re.IGNORECASE,
)


# A toll told as lowered to its figure: "revised the death toll down to 32", "The toll was
# later lowered to 32", "the toll fell to 24" (within the figure's evidence and the words
# right before it).
LOWERED_RE = re.compile(
    r"\b(?:toll|number|tally|total|figure|count)\b.*\b(?:revised\s+(?:\w+\s+)?down(?:wards?)?|lowered|reduced|downgraded|"
    r"fell|dropped|decreased)\s+(?:\w+\s+){0,2}?to\b"
    # a figure "that was later revised to 19" below the sentence's first (the chooser takes it
    # only when it is the lower)
    r"|\b(?:figure|number|count|toll)\s+(?:that|which)\s+(?:was|has|had)\s+(?:later\s+|since\s+|then\s+|"
    r"subsequently\s+)?(?:been\s+)?(?:revised|corrected|updated)(?:\s+down(?:wards?)?)?\s+to\b"
    r"|\b(?:revised|lowered|reduced|downgraded|cut)\s+(?:the|its|their)\s+(?:[\w'’-]+\s+){0,3}?(?:toll|number|tally|figure|count)\b"
    r".*\b(?:down(?:wards?)?\s+)?to\b"
    # (the toll named before an apposition that gave the first figure: "The number of dead,
    # first put at 37, was lowered to 32", whose evidence starts at "was")
    r"|(?:^|,)\s*(?:was|has\s+been|had\s+been)\s+(?:later\s+|since\s+|then\s+)?(?:lowered|reduced|downgraded|"
    r"revised\s+down(?:wards?)?)\s+to\b",
    re.IGNORECASE,
)


def states_revision_down(article: Article) -> bool:
    """Whether ``article`` states a revision that lowers a casualty toll
    (:data:`_REVISED_DOWN_RE`): the higher counts before it are the ones it corrects."""
    return states_revision(article) and any(_REVISED_DOWN_RE.search(t) for t in (article.title or "", article.text or ""))


def states_revision(article: Article) -> bool:
    """Whether ``article`` (headline or text) states a revision of a casualty toll
    (:data:`REVISION_RE`): its figures are the corrected ones."""
    return any(REVISION_RE.search(t) for t in (article.title or "", article.text or ""))


__all__ = ["LOWERED_RE", "REVISION_RE", "SUPERSEDED_RE", "states_revision", "states_revision_down", "superseded_figures"]
