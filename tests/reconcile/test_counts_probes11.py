"""Reconciled counts of the eleventh probe round (2026-12-01): the ordinal of the latest
death and a headline's "raising death toll to 6" tell a risen toll (Louisville 2023); a
revision replaces an earlier day's lower count (Balasore 2023); one group of the victims
gives way to a count of everyone (Kabul airport 2021)."""

from __future__ import annotations

from crosswire.extract.counts import extract
from crosswire.model import Article, ReconciledCount
from crosswire.nlp import ParsedArticle
from crosswire.reconcile.counts import reconcile_count


def _reconciled(kind: str, *arts: Article) -> ReconciledCount:
    articles = {a.id: a for a in arts}
    reports = [c for a in arts for c in extract(ParsedArticle(a)) if c.kind == kind]
    return reconcile_count(reports, articles, policy="conservative")


def test_a_sixth_death_replaces_the_day_ones_five() -> None:
    killed = _reconciled(
        "killed",
        Article(id="d1", published="2023-04-10T21:00:00Z", text=(
            "A gunman opened fire inside the Old National Bank in downtown Louisville on Monday morning, killing "
            "five people and injuring eight others, Louisville Metro Police said.")),
        Article(id="d3", published="2023-04-12T12:00:00Z",
                title="Victim of downtown Louisville shooting dies, raising death toll to 6", text=(
            "LOUISVILLE, Ky. — A sixth person has died after Monday's shooting at Old National Bank on East Main "
            "Street, police said Wednesday.")),
    )
    assert (killed.low, killed.best) == (6, 6)
    assert "risen toll: d1" in killed.rule


def test_a_revision_replaces_an_earlier_days_lower_count() -> None:
    # Balasore 2023: "At least 233" on the Saturday, the toll rose to 288 and was "revised ...
    # down to 275 from 288" on the Sunday; the conservative lowest had kept the day-one 233
    killed = _reconciled(
        "killed",
        Article(id="d1", published="2023-06-03T06:00:00Z", text=(
            "At least 233 people were killed and more than 900 injured after the Coromandel Express derailed near "
            "Balasore on Friday evening, officials said.")),
        Article(id="d2", published="2023-06-04T12:00:00Z", text=(
            "Indian authorities on Sunday revised the death toll from Friday's three-train collision in Odisha "
            "down to 275 from 288, saying some bodies had been counted twice.")),
    )
    assert (killed.low, killed.best, killed.high) == (275, 275, 275)
    assert "revision of the toll: d1" in killed.rule


def test_one_group_of_the_victims_is_no_count_of_everyone() -> None:
    # Kabul airport 2021: the U.S. troops' 18 wounded had been the conservative lowest beside
    # "More than 150 people were wounded"
    injured = _reconciled(
        "injured",
        Article(id="d1", published="2021-08-26T22:00:00Z", text=(
            "Two suicide bombers and gunmen attacked crowds at Kabul's airport on Thursday, killing at least 60 "
            "Afghans and 13 U.S. troops, officials said. Gen. Frank McKenzie said 18 U.S. service members were "
            "wounded.")),
        Article(id="d2", published="2021-08-28T08:00:00Z", text=(
            "The death toll from a suicide bombing outside Kabul airport has risen to 170. More than 150 people "
            "were wounded, health officials said.")),
    )
    assert injured.best == 150
    assert "one group of the victims only: d1" in injured.rule
