"""Reconciled counts of the twelfth probe round: the hurt still being treated are a part of
the injured, never another source's injured total (:mod:`crosswire.reconcile.count_subsets`),
and an article quoting two sources' tolls gives both
(:mod:`crosswire.reconcile.count_disputes`)."""

from __future__ import annotations

from crosswire.extract.counts import extract
from crosswire.model import Article, ReconciledCount
from crosswire.nlp import ParsedArticle
from crosswire.reconcile.counts import injured_reports, reconcile_count


def _reconciled(*arts: tuple[str, str, str]) -> tuple[ReconciledCount, ReconciledCount]:
    articles = {a: Article(id=a, text=text, published=pub) for a, pub, text in arts}
    reports = [c for a in articles.values() for c in extract(ParsedArticle(a))]
    killed = reconcile_count([c for c in reports if c.kind == "killed"], articles, policy="conservative")
    injured = reconcile_count(injured_reports(reports, killed_best=killed.best), articles, policy="conservative")
    return killed, injured


def test_the_hurt_still_in_hospital_a_day_later_are_no_injured_total() -> None:
    # Istanbul airport 2016 probe: the day after's 94 had become the injured figure
    _, injured = _reconciled(
        ("d1", "2016-06-29T08:00:00Z", "Three suicide bombers blew themselves up at the airport on Tuesday night, "
         "killing 41 people and wounding 239, officials said."),
        ("d2", "2016-06-30T10:00:00Z", "Police detained 13 people on Thursday over the airport attack. About 94 "
         "people remain hospitalized, the governor's office said."),
    )
    assert (injured.low, injured.best, injured.high) == (239, 239, 239)
    assert "still being treated: d2" in injured.rule


def test_one_patients_condition_is_no_injured_total() -> None:
    # Vantaa 2024 probe: "One of the wounded girls remained in a serious condition" gave 1
    _, injured = _reconciled(
        ("d1", "2024-04-02T12:00:00Z", "A 12-year-old pupil opened fire at the school on Tuesday morning, killing "
         "one classmate and wounding two other pupils and a teacher, police said."),
        ("d3", "2024-04-04T12:00:00Z", "Flags flew at half mast on Thursday. One of the wounded girls remained in "
         "a serious condition, police said, while the other has been released from hospital."),
    )
    assert injured.best == 3


def test_the_hurt_still_in_hospital_after_some_died_stay_the_count() -> None:
    # the count as it now stands, lower for the deaths (Monterey Park 2023 probe)
    _, injured = _reconciled(
        ("d1", "2023-01-22T08:00:00Z", "The gunman killed 10 people and wounded 10 others at the dance studio."),
        ("d2", "2023-01-23T08:00:00Z", "The toll rose to 11 after one of the wounded died in hospital. Nine other "
         "victims remain hospitalized."),
    )
    assert injured.best == 9


def test_an_article_quoting_two_sources_tolls_gives_both() -> None:
    # Zahedan 2022 / Andijan 2005 probes: one figure, the larger, had reached reconciliation
    killed, _ = _reconciled(
        ("a", "2005-05-17T09:00:00Z", "Human rights activists said as many as 500 people were killed when troops "
         "fired on protesters on Friday; the Uzbek government put the toll at 169."),
    )
    assert (killed.low, killed.best, killed.high) == (169, 169, 500)
    assert {r.attributed_to for r in killed.reports if not r.note} >= {"Human rights activists", "the Uzbek government"}


def test_a_toll_told_as_an_update_is_no_second_source() -> None:
    killed, _ = _reconciled(
        ("a", "2024-03-01T09:00:00Z", "Officials initially said 20 people were killed; the health ministry later "
         "put the toll at 44."),
    )
    assert killed.best == 44


def test_two_figures_set_against_each_other_in_one_sentence_are_two_sources() -> None:
    # Kabul 2021 probe: the second source's attribution went unread; 85 alone had been kept
    killed, _ = _reconciled(
        ("a", "2021-05-09T10:00:00Z", "Afghan officials put the number of dead from Saturday's bombing outside the "
         "school at 58, but residents and hospital sources told Reuters at least 85 had died, most of them "
         "schoolgirls."),
    )
    assert (killed.low, killed.best, killed.high) == (58, 58, 85)


def test_small_figures_of_two_sources_stay_one_figure() -> None:
    # GVA's small counts: a victim told apart, not a disputed toll (DISPUTED_MIN)
    killed, _ = _reconciled(
        ("a", "2023-06-04T10:00:00Z", "Police said two people were killed, but the family said three had died."),
    )
    assert killed.low == killed.high


def test_a_part_or_the_attackers_count_told_by_another_source_is_no_second_toll() -> None:
    # first-pass probe piles: "11 children" beside "13 people", "19 militants" beside "more than
    # 90 people" had become the conservative figures; a disputed toll is told as a toll
    killed, _ = _reconciled(
        ("a", "2024-09-17T10:00:00Z", "At least 11 children were killed, the U.N. children's agency said. A school "
         "administrator said the air strike killed 13 people."),
    )
    assert killed.low == killed.high  # one figure, whichever the chooser keeps
    killed, _ = _reconciled(
        ("b", "2024-08-10T10:00:00Z", "Gaza's civil defence agency said the strike on the school killed more than 90 "
         "people. Israel said it had killed 19 militants operating from a command centre in the school."),
    )
    assert killed.low == killed.best == 90


def test_two_sources_numbers_of_wounded_are_two_figures() -> None:
    _, injured = _reconciled(
        ("a", "2024-03-01T10:00:00Z", "The ministry said 40 people were killed and 187 injured, while hospital "
         "sources put the number of wounded at 300."),
    )
    assert (injured.low, injured.best, injured.high) == (187, 187, 300)


def test_raising_the_toll_replaces_the_day_before_figure() -> None:
    # Belgrade 2023 probe: the conservative lowest had kept day one's 9 beside "raising the
    # death toll to nine children and a guard"
    killed, _ = _reconciled(
        ("d1", "2023-05-03T12:00:00Z", "A 13-year-old boy opened fire at a primary school in central Belgrade on "
         "Wednesday, killing eight children and a security guard and wounding six pupils and a teacher."),
        ("d3", "2023-05-05T12:00:00Z", "A girl wounded in the shooting at the Belgrade school died in hospital on "
         "Friday, raising the death toll to nine children and a guard."),
    )
    assert (killed.low, killed.best, killed.high) == (10, 10, 10)
