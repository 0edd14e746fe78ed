"""Reconciled counts of the fifteenth probe round (2026-12-02): a later report that says
it revised its figure of the wounded upward (Ra'anana 2024)."""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article, ReconciledCount
from crosswire.nlp import ParsedArticle
from crosswire.reconcile.counts import reconcile_count


def _count(kind: str, *arts: tuple[str, str, str]) -> ReconciledCount:
    articles = {a: Article(id=a, text=text, published=pub) for a, pub, text in arts}
    reports = [c for a in articles.values() for c in extract(ParsedArticle(a))]
    return reconcile_count([c for c in reports if c.kind == kind], articles, policy="conservative")


def test_a_figure_of_the_wounded_revised_upward_replaces_the_day_ones() -> None:
    injured = _count(
        "injured",
        ("d1", "2024-01-15", "A woman was killed and at least 17 people were hurt in a series of car-ramming "
         "attacks in the central city of Ra'anana on Monday, Magen David Adom said."),
        ("d2", "2024-01-16", "Eighteen people were wounded and one woman was killed in Monday's ramming attack "
         "in Ra'anana, the Health Ministry said on Tuesday, revising its figure of the wounded upward."),
    )
    assert injured.best == 18
    assert "risen toll: d1" in (injured.rule or "")


@pytest.mark.parametrize(
    ("text", "bounds"),
    [
        # (Kathmandu 2025, Reuters: the hospital figure had been unread, then read as a part
        # of the officials' toll and left out of the range)
        ("At least 17 people were killed in Nepal's capital on Monday when police fired at protesters, officials "
         "said, while hospital sources put the figure at 19.", (17, 17, 19)),
        # (and the conservative lowest had been the hospital's higher figure)
        ("Police said 20 people died in the attack on Monday, but hospital officials put the number at 26.",
         (20, 20, 26)),
        ("At least 31 people were killed in the attack on Monday, officials said, while local residents put the "
         "toll at 50.", (31, 31, 50)),
    ],
)
def test_another_sources_figure_in_the_same_sentence_stands_beside_the_officials(text, bounds) -> None:
    killed = _count("killed", ("d1", "2025-09-08", text))
    assert (killed.low, killed.best, killed.high) == bounds


def test_a_revision_that_names_the_earlier_figures_it_corrects_sets_them_aside() -> None:
    # (Yelwata 2025: "saying earlier figures of 100 and 200 ... were inflated"; the 200 had
    # stayed the high bound and the 100 had been set aside as a risen toll)
    killed = _count(
        "killed",
        ("d1", "2025-06-15", "Gunmen attacked a village in Benue state overnight, killing at least 100 people, "
         "Amnesty International said Saturday."),
        ("d2", "2025-06-15", "Not fewer than 200 persons were killed when suspected herdsmen invaded Yelwata "
         "community on the night of Friday, June 13, 2025."),
        ("d3", "2025-06-17", "The Benue State Government has revised the death toll from last Friday's attack on "
         "Yelwata down to 59, saying earlier figures of 100 and 200 circulating in the media were inflated."),
    )
    assert (killed.low, killed.best, killed.high) == (59, 59, 59)
    assert "later revision of the toll: d1, d2" in (killed.rule or "")


def test_a_revision_down_that_names_no_earlier_figure_sets_aside_the_earlier_days_higher_count() -> None:
    killed = _count(
        "killed",
        ("d1", "2024-05-01", "At least 30 people were killed in the bombing at the market in the town on Tuesday, "
         "a hospital official said."),
        ("d2", "2024-05-03", "The government lowered the death toll from Tuesday's market bombing in the town to "
         "24, saying some victims had been counted twice."),
    )
    assert (killed.low, killed.best, killed.high) == (24, 24, 24)
    assert "later revision of the toll: d1" in (killed.rule or "")


def test_a_revision_up_leaves_an_earlier_higher_count_of_another_source() -> None:
    # (only a lowering corrects the higher counts before it)
    killed = _count(
        "killed",
        ("d1", "2024-05-01", "At least 30 people were killed in the bombing at the market in the town on Tuesday, "
         "a hospital official said."),
        ("d2", "2024-05-03", "The government revised the death toll from Tuesday's market bombing in the town up "
         "to 24."),
    )
    assert killed.high == 30


def test_a_toll_that_fell_is_a_revision_down() -> None:
    killed = _count(
        "killed",
        ("d1", "2024-05-01", "At least 30 people were killed in the bombing at the market in the town on Tuesday, "
         "a hospital official said."),
        ("d2", "2024-05-03", "The death toll from Tuesday's market bombing in the town fell to 24 on Thursday "
         "after a recount, officials said."),
    )
    assert (killed.low, killed.best, killed.high) == (24, 24, 24)


def test_the_hurt_of_one_severity_are_a_part_of_the_treated() -> None:
    # (Huwara 2023: "four others were seriously hurt" had been the article's figure beside
    # the Red Crescent's "about 100")
    injured = _count(
        "injured",
        ("d1", "2023-02-27", "One Palestinian man was killed and four others were seriously hurt, the Palestinian "
         "Health Ministry said. The Red Crescent said it had treated about 100 people, most for tear gas "
         "inhalation."),
    )
    assert injured.best == 100


def test_the_hurt_under_treatment_are_a_part_of_another_sources_injured() -> None:
    # (Hangu 2023, ARY: "Eleven injured are under treatment" beside the day before's 12)
    injured = _count(
        "injured",
        ("d1", "2023-09-29", "At least five people were martyred and 12 others injured when a suicide bomber blew "
         "himself up inside a mosque in the premises of the Doaba police station in Hangu during Friday prayers."),
        ("d2", "2023-09-30", "The death toll in the suicide blast at a mosque inside Doaba police station in Hangu "
         "has climbed to seven, police said on Saturday. Eleven injured are under treatment at the DHQ hospital, "
         "while one was referred to Peshawar."),
    )
    assert injured.best == 12
    assert "still being treated: d2" in (injured.rule or "")


@pytest.mark.parametrize(
    "text",
    [
        "At least 37 people were killed in the blast on Friday, officials said on Saturday. On Sunday the health "
        "ministry revised the death toll down to 32 from 37, saying some victims had been counted twice.",
        "Thirty-seven people died in the attack on Friday, police said. The toll was later lowered to 32.",
    ],
)
def test_a_toll_the_article_says_was_lowered_is_its_figure(text) -> None:
    killed = _count("killed", ("d1", "2025-01-05", text))
    assert (killed.low, killed.best, killed.high) == (32, 32, 32)


def test_a_later_days_higher_toll_after_a_reported_rise_sets_the_earlier_count_aside() -> None:
    # (Crocus City Hall 2024 probe, nineteenth round: "has risen to 133" on the Saturday, "which
    # killed 137 people" on the Sunday; the conservative lowest had stayed at Saturday's 133)
    killed = _count(
        "killed",
        ("d1", "2024-03-22", "Gunmen opened fire at a concert hall near Moscow on Friday, killing at least 60 people."),
        ("d2", "2024-03-23", "The number of people killed in Friday's attack on the concert hall has risen to 133, "
         "investigators said."),
        ("d3", "2024-03-24", "Russian officials blamed Ukraine for Friday's attack on the concert hall, which killed "
         "137 people."),
    )
    assert (killed.low, killed.best, killed.high) == (137, 137, 137)
    assert "risen toll: d1, d2" in (killed.rule or "")


def test_a_later_days_higher_figure_with_no_rise_reported_stands_beside_the_earlier() -> None:
    # no report tells the toll growing: a higher figure the next day may be another count
    killed = _count(
        "killed",
        ("d1", "2024-03-23", "Gunmen killed 133 people at the concert hall on Friday, investigators said."),
        ("d2", "2024-03-24", "The attack on the concert hall on Friday killed 137 people, a rights group said."),
    )
    assert (killed.low, killed.best, killed.high) == (133, 133, 137)
