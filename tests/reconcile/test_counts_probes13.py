"""Reconciled counts of the thirteenth and fourteenth probe rounds (2026-12-01, 12-02): a
toll a later wire report tells as risen, with the attack named between the toll and its verb
(Gwoza 2024); a later report's "brings the number of people killed ... to two" (Perry, Iowa
2024)."""

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


def test_a_groups_claimed_toll_said_in_a_statement_is_no_credible_figure() -> None:
    # (Barsalogho 2024: JNIM's "some 300 members" had been the conservative toll over a local
    # official's "At least 200")
    killed = _killed(
        ("d1", "2024-08-26", "Jihadists killed hundreds of people in an attack on Saturday in the central Burkina "
         "Faso town of Barsalogho, security sources said. \"At least 200 people were killed,\" a local official "
         "said. The Al-Qaeda-linked Group to Support Islam and Muslims (JNIM) claimed responsibility, saying in "
         "a statement that it had killed some 300 members of the pro-government militia."),
    )
    assert killed.best == 200
