"""Reconciled counts of the thirteenth probe round (2026-12-01): a toll a later wire report
tells as risen, with the attack named between the toll and its verb (Gwoza 2024)."""

from __future__ import annotations

from crosswire.extract.counts import extract
from crosswire.model import Article, ReconciledCount
from crosswire.nlp import ParsedArticle
from crosswire.reconcile.counts import reconcile_count


def _killed(*arts: tuple[str, str, str]) -> ReconciledCount:
    articles = {a: Article(id=a, text=text, published=pub) for a, pub, text in arts}
    reports = [c for a in articles.values() for c in extract(ParsedArticle(a))]
    return reconcile_count([c for c in reports if c.kind == "killed"], articles, policy="conservative")


def test_a_risen_toll_named_after_a_long_attack_phrase_replaces_the_day_one_figure() -> None:
    killed = _killed(
        ("d1", "2024-06-30", "At least 18 people were killed on Saturday when suspected female suicide "
         "bombers attacked a wedding, a funeral and a hospital in Gwoza, the state emergency agency said."),
        ("d2", "2024-07-01", "MAIDUGURI, NIGERIA, JULY 1 (AFP) -- THE DEATH TOLL FROM SATURDAY'S SUICIDE "
         "BOMBINGS IN THE NORTHEASTERN NIGERIAN TOWN OF GWOZA HAS RISEN TO 32, A LOCAL MILITIA LEADER SAID MONDAY."),
    )
    assert killed.best == 32
    assert "risen toll: d1" in (killed.rule or "")
