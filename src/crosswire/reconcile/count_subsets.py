"""Injured figures that count only some of the hurt: those still in hospital or in a
condition ("About 94 people remain hospitalized", "One of the wounded girls remained in a
serious condition"). Used by :mod:`crosswire.reconcile.counts`.

A follow-up a day or more later often gives only how many of the hurt are still being
treated. That is a part of the injured, not another source's count of them: beside another
source's larger injured figure it is no estimate of the total, so neither the conservative
lowest nor the low bound may take it (Istanbul airport 2016 probe: the day after's 94 still
in hospital had become the injured figure beside 239 wounded). A source that says some of
the hurt have since died keeps a figure that, with those deaths, makes up the other's: that
is the injured count as it now stands
(:data:`crosswire.extract.count_chooser.SOME_OF_THEM_DIED_RE`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from crosswire.extract.count_chooser import SOME_OF_THEM_DIED_RE
from crosswire.extract.count_shares import still_hurt
from crosswire.extract.numbers import words_to_int
from crosswire.model import Article, CountReport
from crosswire.reconcile.policies import SourceFigure


def still_hurt_sources(
    reports: Sequence[CountReport], figures: Sequence[SourceFigure], articles: Mapping[str, Article]
) -> frozenset[str]:
    """Sources whose injured figure is told only as the hurt still being treated, below
    another source's injured figure that is not so told (and is precise and credible), even
    with the hurt the source says died since (:func:`_hurt_who_died`). Never every source."""
    told: dict[str, bool] = {}
    for f in figures:
        own = [r for r in reports if r.evidence.article == f.article and r.kind == "injured" and r.value == f.value]
        art = articles.get(f.article)
        told[f.article] = bool(own) and all(still_hurt(r, art) for r in own)
    wholes = [f.value for f in figures if not told[f.article] and not f.vague and not f.perpetrator]
    top = max(wholes, default=None)
    if top is None:
        return frozenset()
    return frozenset(
        f.article for f in figures
        if told[f.article] and f.value + _hurt_who_died(articles.get(f.article)) < top
    )


def _hurt_who_died(article: Article | None) -> int:
    """How many of the hurt the article says have since died ("after one of the wounded
    died": 1; 0 when it says none). The hurt still in hospital and those dead since together
    may be all of the hurt (Monterey Park 2023 probe: "Nine other victims remain hospitalized"
    after one of the 10 wounded died), or only some (Kerch 2018 probe: "Forty people remain
    hospitalised" after one of more than 50 died)."""
    m = SOME_OF_THEM_DIED_RE.search(article.text or "") if article is not None else None
    return (words_to_int(m.group().split()[0].lower()) or 0) if m else 0
