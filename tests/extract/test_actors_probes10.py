"""Actor stances from a tenth round of reports of events outside the corpora (rocket, missile,
mass-shooting and siege reports written as wire copy): each sentence is one wording that had
given a wrong or no stance."""

from __future__ import annotations

import pytest

from crosswire.extract import actors
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

LEAD = "A bomb killed 12 people on Monday. "


def _stances(sentence: str) -> set[tuple[str, str]]:
    return {(a.name, a.stance) for a in actors.extract(ParsedArticle(Article(id="t", text=LEAD + sentence)))}


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a state named in a place phrase of the subject is not the doer speaking of itself
        # (Majdal Shams 2024 had made Israel claim the strike that killed its children)
        ("A rocket strike on a soccer field in the Israeli-controlled Golan Heights killed 12 children and "
         "teenagers on Saturday, Israeli authorities said.", set()),
        # ... while its forces, named as the subject, are
        ("Israeli forces in the West Bank killed 12 militants on Saturday, the Israeli military said.",
         {("Israeli army", "claimed")}),
        # an investigator's finding of no tie is no denial of its own role (Las Vegas 2017)
        ("The Islamic State claimed responsibility for the attack, but the F.B.I. said it had found no "
         "connection to an international terrorist group.", {("Islamic State", "claimed")}),
        ("A Taliban spokesman said the group had no connection to the attack.", {("Taliban", "denied")}),
    ],
)  # fmt: skip
def test_probe10_stances(sentence: str, expected: set[tuple[str, str]]) -> None:
    assert _stances(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a suspect described by a participle the parser hangs on the verb (Nara 2022)
        ("Police arrested the suspect, identified as 41-year-old Tetsuya Yamagami, at the scene.",
         {("Tetsuya Yamagami", "suspected")}),
        # a group that seeks to distance itself from the attack denies it (Pahalgam 2025)
        ("On Wednesday, The Resistance Front (TRF) appeared to distance itself from the attack, saying its "
         "social media accounts had been hacked.", {("Resistance Front", "denied")}),
        ("Police said the gunmen fired from a distance.", set()),
    ],
)  # fmt: skip
def test_probe10_suspects_and_denials(sentence: str, expected: set[tuple[str, str]]) -> None:
    assert _stances(sentence) == expected
