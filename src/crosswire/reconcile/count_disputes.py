"""A second source's toll quoted in the same article: "activists said 96 were killed;
Amnesty International put the toll at 66", "the Uzbek government put the toll at 169".
Used by :func:`crosswire.reconcile.counts.source_figures`.

An article that sets two named sources' figures side by side reports both: each is a source's
count of the event, not a part of the other, so reconciliation must see both (the
conservative rule takes the lower, the range spans them) instead of the one the count
chooser keeps for the article (Zahedan 2022 probe: Amnesty's 66 beside activists' 96 had
reached reconciliation as 96 alone).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from crosswire.extract.count_chooser import SHARE_RE
from crosswire.model import Article, CountReport

# Below this the figures are GVA's small counts, where two sources' different numbers in one
# article are mostly a victim told apart ("police said two were shot ... the family said
# one"); disputed tolls of mass-casualty events are larger.
DISPUTED_MIN = 10
# A figure told as an earlier or later word than the other: an update, not a second source's
# count ("police initially said 12", "the toll has since risen to 44").
_UPDATE_RE = re.compile(
    r"(?i)\b(?:initial(?:ly)?|earlier|previous(?:ly)?|first|later|since|revised|updated|rose|risen|rises|"
    r"climbed|increased|bringing|raising|now|latest|new)\b"
)
# A figure told as a toll ("put the toll at 169", "the death toll at 96", "put the number of
# dead at 58")
# ("put the number of wounded at 300" beside "187 injured": the hurt disputed alike)
# ("hospital sources put the figure at 19" beside officials' "at least 17": Kathmandu 2025
# probe, the figure or number another source put a count at)
_TOLL_WORDING_RE = re.compile(
    r"(?i)\btoll\b|\bnumber\s+of\s+(?:the\s+)?(?:dead|deaths|victims|fatalities|people\s+(?:killed|injured|wounded)"
    r"|injured|wounded|injuries)\b|^(?:the|that|this|their|its)\s+(?:own\s+)?(?:figure|number|count|tally|total)\b"
)
# Where a figure's sentence starts and ends.
_SENTENCE_END_RE = re.compile(r"[.!?][\"”’]?\s|\n")


def _who(source: str) -> str:
    return re.sub(r"^(?:the|a|an)\s+", "", source.strip().lower())


def _sentence(report: CountReport, article: Article | None) -> str:
    if article is None:
        return report.evidence.text
    text = article.field_text(report.evidence.field)
    starts = [m.end() for m in _SENTENCE_END_RE.finditer(text, 0, report.evidence.start)]
    end = _SENTENCE_END_RE.search(text, report.evidence.end)
    return text[starts[-1] if starts else 0 : end.start() if end else len(text)]


def _sources(reports: Sequence[CountReport]) -> set[str]:
    return {_who(r.attributed_to) for r in reports if r.attributed_to}


def disputed_figure(
    pick: CountReport, reports: Sequence[CountReport], *, article: Article | None
) -> CountReport | None:
    """Another named source's figure of the same kind in the article that ``pick`` was
    chosen from, set beside it, or None.

    One of them must be told as a toll (:data:`_TOLL_WORDING_RE`). Both figures must be
    precise, credible, at least :data:`DISPUTED_MIN`, attributed to
    sources that do not name each other (or one attributed and the two set against each
    other in one sentence: :data:`_CONTRAST_RE`), stated in the body, and told without words
    of an update (:data:`_UPDATE_RE`); the other is no part of a group (:data:`SHARE_RE`).
    """
    if pick.value < DISPUTED_MIN or pick.qualifier == "vague" or pick.perpetrator_sourced:
        return None
    mine = [r for r in reports if r.value == pick.value]
    own = _sources(mine)
    if any(_UPDATE_RE.search(_sentence(r, article)) for r in mine if r.evidence.field == "text"):
        return None
    for value in sorted({r.value for r in reports} - {pick.value}):
        # (a headline's copy of the figure says no more than the body's)
        theirs = [r for r in reports if r.value == value and r.evidence.field == "text"]
        if value < DISPUTED_MIN or not theirs or any(
            r.qualifier == "vague" or r.perpetrator_sourced or r.note
            or SHARE_RE.search(r.evidence.text) or _UPDATE_RE.search(_sentence(r, article))
            for r in theirs
        ):
            continue
        # one of the two told as a toll: "activists said 96 were killed" beside "11 children
        # were killed" or "Israel said it killed 19 militants" is a part, or the attackers'
        # count of their own targets, not another source's toll (probe piles)
        if not any(_TOLL_WORDING_RE.search(r.evidence.text) for r in (*mine, *theirs)):
            continue
        other = _sources(theirs)
        if own and other and not any(a in b or b in a for a in own for b in other):
            return min(theirs, key=lambda r: r.evidence.start)
        if (own or other) and article is not None and _contrasted(mine, theirs, article):
            return min(theirs, key=lambda r: r.evidence.start)
    return None


# Words that set two figures of one sentence against each other: "Afghan officials put the
# number of dead at 58, but residents and hospital sources told Reuters at least 85 had died"
# (the second source's own attribution may go unread).
_CONTRAST_RE = re.compile(r"(?i)\b(?:but|while|whereas|however)\b|;")


def _contrasted(mine: Sequence[CountReport], theirs: Sequence[CountReport], article: Article) -> bool:
    """Whether a body report of each figure shares a sentence with a contrast word between them."""
    text = article.field_text("text")
    for a in (r for r in mine if r.evidence.field == "text"):
        for b in (r for r in theirs if r.evidence.field == "text"):
            lo, hi = (a, b) if a.evidence.start < b.evidence.start else (b, a)
            between = text[lo.evidence.end : hi.evidence.start]
            if not _SENTENCE_END_RE.search(between) and _CONTRAST_RE.search(between):
                return True
    return False
