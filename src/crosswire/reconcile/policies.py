"""Count reconciliation policies, named after the codebooks whose rules they follow.

Every policy sees the same per-source figures and returns ``(best, rule)``: the value it
chose and a sentence naming the rule and the source that decided, so that an output never
holds a figure without saying why it was chosen.

- ``conservative`` (ACLED): "the most conservative figure" — the lowest credible figure.
- ``latest`` (GTD): the most recent credible source; never a perpetrator's own figure.
- ``range`` (UCDP): low / best / high, with best the figure the most independent sources give.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

POLICIES: tuple[str, ...] = ("conservative", "latest", "range")
DEFAULT_POLICY = "conservative"


@dataclass(frozen=True, slots=True)
class SourceFigure:
    """One independent source's figure for one count (its largest precise report)."""

    article: str
    value: int
    published: str | None
    vague: bool
    perpetrator: bool


Policy = Callable[[Sequence[SourceFigure]], tuple[int | None, str]]


def _credible(figures: Sequence[SourceFigure]) -> list[SourceFigure]:
    """Figures a coder would use: not the perpetrator's own, and precise where any are.

    Perpetrator-sourced figures are excluded under every policy (GTD says so explicitly;
    ACLED and UCDP treat claims as propaganda). Vague words ("scores", "dozens") only count
    when no source gives a number.
    """
    usable = [f for f in figures if not f.perpetrator]
    precise = [f for f in usable if not f.vague]
    return precise or usable


def _ids(figs: Sequence[SourceFigure]) -> str:
    return ", ".join(sorted({f.article for f in figs}))


def conservative(figures: Sequence[SourceFigure]) -> tuple[int | None, str]:
    cands = _credible(figures)
    if not cands:
        return None, "conservative (ACLED): no credible figure"
    best = min(f.value for f in cands)
    src = [f for f in cands if f.value == best]
    return best, f"conservative (ACLED): lowest credible figure, {best} ({_ids(src)})"


def latest(figures: Sequence[SourceFigure]) -> tuple[int | None, str]:
    cands = _credible(figures)
    if not cands:
        return None, "latest (GTD): no credible figure"
    dated = [f for f in cands if f.published]
    if not dated:
        best, _ = conservative(cands)
        return best, (
            f"latest (GTD): no publication dates, so the lowest credible figure, {best}"
        )
    newest = max(f.published for f in dated if f.published)
    last = [f for f in dated if f.published == newest]
    # Several sources on the newest day: the figure most of them give, then the higher
    # (a same-day revision only ever adds victims found later).
    counts = Counter(f.value for f in last)
    best = max(counts, key=lambda v: (counts[v], v))
    src = [f for f in last if f.value == best]
    return best, f"latest (GTD): most recent credible source, {best} ({_ids(src)}, {newest})"


def range_(figures: Sequence[SourceFigure]) -> tuple[int | None, str]:
    cands = _credible(figures)
    if not cands:
        return None, "range (UCDP): no credible figure"
    counts = Counter(f.value for f in cands)
    # Most independent sources first; a tie goes to the lower figure (UCDP's best is a
    # cautious estimate).
    best = max(counts, key=lambda v: (counts[v], -v))
    src = [f for f in cands if f.value == best]
    return best, (
        f"range (UCDP): best is the figure most sources give, {best} "
        f"({len(src)} of {len(cands)} sources: {_ids(src)})"
    )


_POLICY_TABLE: dict[str, Policy] = {
    "conservative": conservative,
    "latest": latest,
    "range": range_,
}


def get_policy(name: str) -> Policy:
    """The policy function called ``name``.

    Raises:
        ValueError: for an unknown name, listing the known ones.
    """
    try:
        return _POLICY_TABLE[name]
    except KeyError:
        raise ValueError(
            f"E101 unknown policy {name!r}: choose one of {', '.join(POLICIES)}"
        ) from None
