"""Event dates of the ninth round of probe reports: European nights across two days
("on the night of 18 to 19 November"), another calendar's year beside the Gregorian one,
anniversaries and trials decades on, agencies' datelines, a rescue "the day before"."""

from __future__ import annotations

import pytest

from crosswire import textdates
from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, published: str) -> str | None:
    ds = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    return str(ds[0].value) if ds else None


@pytest.mark.parametrize(
    ("published", "text", "day"),
    [
        # a night across two days, told with "to": its first day
        ("2023-11-21", "A 16-year-old boy was stabbed to death during a village dance in Crépol, "
         "in the Drôme department of southeastern France, on the night of 18 to 19 November, "
         "prosecutors said.", "2023-11-18"),
        ("2024-08-12", "A strike on the Ukrainian-controlled city of Pokrovsk in Donetsk region "
         "killed two people on the night of 11 to 12 August, the regional administration said.",
         "2024-08-11"),
        # the Buddhist Era's year with the Gregorian in brackets (the date had been dropped and
        # the day of mourning had won)
        ("2022-10-07", "Thais on Friday mourned the 36 people, 24 of them children, killed by a "
         "former police officer at a childcare centre in Uthai Sawan sub-district, on Thursday, "
         "October 6, 2565 (2022).", "2022-10-06"),
        # an anniversary whose clause names the killer, not "the attack"
        ("2021-07-22", "OSLO - Norway on Thursday marked ten years since Anders Behring Breivik "
         "killed 77 people in a bombing in Oslo's government quarter and a shooting massacre at "
         "a Labour youth camp on the island of Utoya.", "2011-07-22"),
        # a trial 37 years on: the court's words date the trial, the bombing keeps its day
        ("2025-11-25", "WASHINGTON (AP) — The trial of a former Libyan intelligence officer "
         "accused of making the bomb that brought down Pan Am Flight 103 over Lockerbie, "
         "Scotland, on Dec. 21, 1988, began Tuesday in federal court in Washington.",
         "1988-12-21"),
        # an anniversary of a day the phrase names: that day, the years back
        ("2024-02-20", "Turkey on Tuesday marked the first anniversary of the February 6 "
         "earthquakes that killed more than 50,000 people in Kahramanmaras and 10 other "
         "provinces.", "2023-02-06"),
        # a live blog's time-zone stamp opens no playlist line: its weekday counts
        ("2024-07-14", "02:10 BST: Donald Trump was rushed off stage after shots were fired at "
         "a rally in Butler, Pennsylvania, on Saturday evening.", "2024-07-13"),
        # "overnight" before a written date: the date names the night (publication had won)
        ("2024-04-15", "Iran launched drones and missiles at Israel overnight from 13 to 14 "
         "April, the Israeli military said.", "2024-04-13"),
        # "on Sunday after a Russian missile strike the day before killed"
        ("2023-01-15", "DNIPRO, Ukraine (AP) — Rescuers dug through the rubble of a nine-story "
         "apartment building in the southeastern city of Dnipro on Sunday after a Russian "
         "missile strike the day before killed at least 30 people.", "2023-01-14"),
        # a wire dateline's day is the filing's, a step of the telling
        ("2022-01-08", "NAIROBI, Jan 8 (Reuters) - An air strike on a camp for displaced people "
         "in Ethiopia's Tigray region killed 56 people and injured 30, two aid workers said on "
         "Saturday.\n\nThe strike hit the camp in the town of Dedebit late on Friday.", "2022-01-07"),
        # other agencies' datelines ("Maputo, 11 May (Lusa) -") are datelines too
        ("2024-05-11", "Maputo, 11 May (Lusa) - Hundreds of insurgents attacked the district "
         "headquarters of Macomia, in Cabo Delgado province, on Friday morning, local sources "
         "told Lusa.", "2024-05-10"),
        # an official's confirmation and a visit are later steps
        ("2024-06-10", "No fewer than 30 people were killed when bandits attacked Yargoje village "
         "on the night of Saturday to Sunday, residents said.\n\nThe state Commissioner for "
         "Internal Security, Nasir Mu'azu, confirmed the attack on Monday.", "2024-06-08"),
        ("2023-12-11", "ABUJA, Dec 11 (Reuters) - Nigeria's army chief on Monday visited the "
         "village in Kaduna state where a military drone strike killed at least 85 civilians at "
         "a religious gathering last week.\n\nThe strike hit Tudun Biri, in Igabi local "
         "government area, on the night of Sunday, December 3.", "2023-12-03"),
        # "a day after the blasts" (plural event nouns)
        ("2021-05-09", "KABUL, May 9 (Reuters) - The death toll from a bomb attack on a school in "
         "Kabul's Dasht-e-Barchi neighbourhood rose to 58 on Sunday, officials said, a day after "
         "the blasts ripped through the area.", "2021-05-08"),
    ],
)
def test_event_day(published: str, text: str, day: str) -> None:
    assert _top(text, published) == day


def test_weekday_possessive_is_no_reporting_day() -> None:
    # "said Tuesday's airstrike": the weekday names the strike, not the day it was told
    ds = dates.extract(ParsedArticle(Article(
        id="a", published="2023-11-01",
        text="The Israel Defense Forces said Tuesday's airstrike in Jabaliya killed a senior "
        "Hamas commander.",
    )))
    assert ds and ds[0].value == "2023-10-31" and ds[0].basis != dates.LATER_STEP


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("on the night of 18 to 19 November 2023", "2023-11-18"),
        ("between 5 and 6 June 2024", "2024-06-05"),
        ("on Thursday, October 6, 2565 (2022)", "2022-10-06"),
        ("6 October 2565 BE (2022)", "2022-10-06"),
    ],
)
def test_span_and_other_era_dates(text: str, iso: str) -> None:
    found = textdates.find_dates(text)
    assert [d.iso() for d in found] == [iso]


def test_other_era_year_alone_is_no_date() -> None:
    # a Buddhist Era year with no Gregorian one beside it dates nothing
    assert textdates.find_dates("on October 8, 2565") == []
