"""Reconciled counts of the fourteenth probe round (2026-12-02): a later report's "brings the
number of people killed ... to two" (Perry, Iowa 2024)."""

from __future__ import annotations

from crosswire.extract.counts import extract
from crosswire.model import Article, ReconciledCount
from crosswire.nlp import ParsedArticle
from crosswire.reconcile.counts import reconcile_count


def _killed(*arts: tuple[str, str, str]) -> ReconciledCount:
    articles = {a: Article(id=a, text=text, published=pub) for a, pub, text in arts}
    reports = [c for a in articles.values() for c in extract(ParsedArticle(a))]
    return reconcile_count([c for c in reports if c.kind == "killed"], articles, policy="conservative")


def test_a_later_death_that_brings_the_number_killed_up() -> None:
    killed = _killed(
        ("d1", "2024-01-05", "An 11-year-old student was killed and five others were injured Thursday morning "
         "when a 17-year-old student opened fire inside Perry High School, officials said."),
        ("d2", "2024-01-14", "Perry High School Principal Dan Marburger has died from injuries he suffered in "
         "the Jan. 4 shooting at the school, his family said Sunday. His death brings the number of people "
         "killed in the shooting to two, not counting the 17-year-old shooter who took his own life."),
    )
    assert killed.best == 2
    assert "risen toll: d1" in (killed.rule or "")
