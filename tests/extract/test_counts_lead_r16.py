"""An earlier attack a sentence recalls after telling its own (sixteenth round's grouping
probes): its toll and its day are not this attack's. Both had joined two attacks into one
event (Nyanya's two bombings, London Bridge and Manchester Arena)."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article

NYANYA = (
    "A car bomb exploded near a checkpoint in the Nyanya suburb of Abuja on Thursday night, killing at least 19 "
    "people and wounding 60, police said, less than three weeks after a bombing at a bus station nearby killed "
    "75 people."
)
LONDON = (
    "Three attackers drove a van into pedestrians on London Bridge and then stabbed people in nearby Borough "
    "Market on Saturday night, killing seven people and injuring 48, police said.\n\nIt was the third militant "
    "attack in Britain in less than three months, after the Manchester Arena bombing on May 22 that killed 22 "
    "people."
)


def _extract(text: str, published: str):
    return extract_article(Article(id="a", text=text, title="x", published=published), fields=("counts", "dates"))


@pytest.mark.parametrize(
    ("text", "published", "killed"),
    [
        (NYANYA, "2014-05-02", [19]),
        (LONDON, "2017-06-04", [7]),
        # no figure of this attack before the clause: a follow-up tells its own event so
        ("Police arrested a man less than a week after a shooting killed three people.", "2017-06-04", [3]),
        # no interval and no series: the attack of the sentence ("after a gunman opened fire")
        ("Seven people were killed after a gunman opened fire at a bar.", "2017-06-04", [7]),
    ],
)
def test_an_earlier_attack_recalled_after_this_one_is_no_figure_of_it(text: str, published: str, killed: list[int]) -> None:
    assert [c.value for c in _extract(text, published).counts if c.kind == "killed"] == killed


def test_an_earlier_attack_recalled_after_this_one_gives_no_day() -> None:
    assert [d.value for d in _extract(LONDON, "2017-06-04").dates] == ["2017-06-03"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # British and wire usage: the hurt who lived to be taken there (was 48 hit: 41 injured)
        (
            "Seven people were killed. Police said 48 people were taken to hospital, 21 of them in a critical "
            "condition.",
            [("killed", 7), ("injured", 48)],
        ),
        # one person, or a death after it: everyone hit, as before
        ("A man was shot. He was taken to hospital, where he later died.", [("hit", 1), ("hit", 1), ("killed", 1)]),
        ("Two people were taken to hospital, where one later died.", [("hit", 2), ("killed", 1)]),
        ("Five people were shot and taken to hospital.", [("hit", 5)]),
    ],
)
def test_people_taken_to_hospital_are_the_hurt(text: str, expected: list[tuple[str, int]]) -> None:
    assert [(c.kind, c.value) for c in _extract(text, "2017-06-04").counts] == expected
