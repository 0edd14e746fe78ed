"""Tolls told by a toll noun and a verb ("the death toll rose to 88")."""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


@pytest.mark.parametrize(
    "subject",
    [
        # a figure at the edge of the toll's window is read whole (Sehwan 2017 probe report:
        # "rose to 88" had read 8), whatever the subject's length
        "The death toll from Thursday's suicide bombing at the shrine of Lal Shahbaz Qalandar in Sehwan",
        "The death toll from Thursday's suicide bombing at the shrine of Lal Shahbaz Qalandar in Sehwa",
        "The death toll from Thursday's suicide bombing at the shrine of Lal Shahbaz Qalandar in Seh",
        "The death toll from Thursday's suicide bombing",
    ],
)
def test_toll_figure_is_read_whole(subject: str) -> None:
    text = subject + " rose to 88 on Friday, officials said."
    killed = {c.value for c in extract(ParsedArticle(Article(id="t", text=text))) if c.kind == "killed"}
    assert killed == {88}


def test_a_toll_told_with_the_later_deaths_is_their_sum() -> None:
    # "rose to 89 after five of the wounded died": the 89 holds the five (Kerman 2024 probe
    # report had 89 + 5 = 94)
    text = (
        "Iran's intelligence ministry says it has arrested 11 people over Wednesday's twin suicide bombings in "
        "Kerman, which killed 89 people and wounded more than 280.\n\n"
        "The death toll rose to 89 after five of the wounded died in hospital, state media reported."
    )
    killed = {c.value for c in extract(ParsedArticle(Article(id="t", text=text))) if c.kind == "killed"}
    assert 94 not in killed and 89 in killed


def test_the_number_martyred_is_a_death_toll() -> None:
    # Iranian press (Kerman 2024 probe report)
    text = (
        "Iran's Health Minister Bahram Eynollahi said on Thursday that the number of people martyred in the "
        "twin terrorist bombings in Kerman has been revised to 84, down from an earlier figure of 103."
    )
    killed = {c.value for c in extract(ParsedArticle(Article(id="t", text=text))) if c.kind == "killed"}
    assert 84 in killed
