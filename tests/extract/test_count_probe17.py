"""Casualty counts in wire wordings of the seventeenth probe round: "a score of", "2 dozen",
casualties told with their dead, "fatalities and injuries", "twice as many", "well over a
hundred", a figure after an opening time phrase ("By Sunday, 61 were ..."), a partitive
aside inside a list, "bringing the total to 54". Sentences written in the style of Reuters,
AP, AFP and BBC reports of bombings and mass shootings.
"""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.extract.numbers import QUANTITY_RE, parse_quantity
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str) -> list[tuple[str, int, int, int | None, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2024-01-04"))
    return [
        (c.kind, c.value, c.min, c.max, c.qualifier)
        for c in extract(pa)
        if not (c.note or "").startswith("no death told")
    ]


def _quantity(text: str) -> tuple[int, int, int | None, str] | None:
    m = QUANTITY_RE.search(text)
    q = parse_quantity(m, text) if m else None
    return (q.value, q.min, q.max, q.qualifier) if q else None


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("a score of people", (20, 20, 20, "exact")),
        ("two score people", (40, 40, 40, "exact")),
        ("2 dozen people", (24, 24, 24, "exact")),
        ("more than 3 dozen people", (36, 37, None, "more_than")),
        ("well over a hundred", (100, 101, None, "more_than")),
        ("just over 50 people", (50, 51, None, "more_than")),
        # "a score" without "of" is a game's; "2 dozen" after a letter is a code
        ("the final score of 3", (3, 3, 3, "exact")),
        ("twice as many", None),
    ],
)
def test_quantity_wordings(phrase: str, expected: tuple[int, int, int | None, str] | None) -> None:
    assert _quantity(phrase) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a score, digits before "dozen" (had read as 2)
        ("A score of people were killed in the attack on the market.", [("killed", 20, 20, 20, "exact")]),
        ("2 dozen people were wounded in the blast.", [("injured", 24, 24, 24, "exact")]),
        (
            "The bomber blew himself up, killing 11 people and injuring 2 dozen others.",
            [("killed", 11, 11, 11, "exact"), ("injured", 24, 24, 24, "exact")],
        ),
        ("The blast killed at least 3 dozen people.", [("killed", 36, 36, None, "at_least")]),
        # casualties are the dead and the hurt: with the dead told, the hurt are the rest
        (
            "The bombing left 40 casualties, 12 of them fatal.",
            [("injured", 28, 28, 28, "exact"), ("killed", 12, 12, 12, "exact")],
        ),
        (
            "There were 50 casualties, including 8 dead.",
            [("injured", 42, 42, 42, "exact"), ("killed", 8, 8, 8, "exact")],
        ),
        (
            "Of the 40 casualties, 12 died.",
            [("injured", 28, 28, 28, "exact"), ("killed", 12, 12, 12, "exact")],
        ),
        (
            "Casualties stood at 90, including 30 dead.",
            [("injured", 60, 60, 60, "exact"), ("killed", 30, 30, 30, "exact")],
        ),
        (
            "Casualties numbered 70, of whom 25 were killed.",
            [("injured", 45, 45, 45, "exact"), ("killed", 25, 25, 25, "exact")],
        ),
        (
            "The casualty toll rose to 50, including 11 dead.",
            [("injured", 39, 39, 39, "exact"), ("killed", 11, 11, 11, "exact")],
        ),
        # ... not when the hurt are told, the dead are vague or above the casualties
        (
            "THE ATTACK CAUSED 148 CASUALTIES (93 DEAD AND 55 WOUNDED).",
            [("killed", 93, 93, 93, "exact"), ("injured", 55, 55, 55, "exact")],
        ),
        (
            "The attack caused more than 100 casualties, at least 20 of them fatal.",
            [("killed", 20, 20, None, "at_least")],
        ),
        ("There were dozens of casualties, including 5 dead.", [("killed", 5, 5, 5, "exact")]),
        # casualties alone give no field (had been read as the injured)
        ("The blast caused more than 100 casualties.", []),
        ("The casualty toll rose to 50 on Monday.", []),
        ("The clash caused nine casualties, counting dead and wounded.", []),
        # fatalities are no group of the hurt (had been 93 injured)
        (
            "Police reported 23 fatalities and 70 injuries.",
            [("killed", 23, 23, 23, "exact"), ("injured", 70, 70, 70, "exact")],
        ),
        (
            "There were 8 fatalities and 31 injuries.",
            [("killed", 8, 8, 8, "exact"), ("injured", 31, 31, 31, "exact")],
        ),
        # a multiple of the other figure (had been "many", 10 injured)
        (
            "Twenty people died and twice as many were injured.",
            [("killed", 20, 20, 20, "exact"), ("injured", 40, 40, 40, "exact")],
        ),
        (
            "At least 30 people were killed and twice that number were wounded.",
            [("killed", 30, 30, None, "at_least"), ("injured", 60, 60, None, "at_least")],
        ),
        (
            "Eight people were killed and three times as many wounded.",
            [("killed", 8, 8, 8, "exact"), ("injured", 24, 24, 24, "exact")],
        ),
        # "well over" (the hurt had been unread)
        (
            "The attack killed more than 40 people and injured well over a hundred.",
            [("killed", 40, 41, None, "more_than"), ("injured", 100, 101, None, "more_than")],
        ),
        # a bare figure after an opening time phrase is the subject, not an age (had been
        # no death, and "no death told" beside the hurt)
        (
            "By Sunday, 61 were confirmed dead and 300 were being treated in hospitals.",
            [("killed", 61, 61, 61, "exact"), ("injured", 300, 300, 300, "exact")],
        ),
        ("In all, 40 were wounded.", [("injured", 40, 40, 40, "exact")]),
        # ... an age after a person still is one
        ("A boy, 12 was shot and killed.", [("killed", 1, 1, 1, "exact")]),
        # a partitive aside is part of the dead, not more of the hurt (had been 62)
        (
            "Twenty-six people were killed, four of them police officers, and 58 injured.",
            [("killed", 26, 26, 26, "exact"), ("injured", 58, 58, 58, "exact")],
        ),
        # "bringing the total to 54" after more bodies: the toll (only the eight had been read)
        ("Eight more bodies were found on Monday, bringing the total to 54.", [("killed", 54, 54, 54, "exact")]),
        ("Two more died on Sunday, taking the total to 19.", [("killed", 19, 19, 19, "exact")]),
        # wire wordings already read, kept
        (
            "Gunmen opened fire on worshippers, killing at least 14 and wounding scores.",
            [("killed", 14, 14, None, "at_least"), ("injured", 40, 40, None, "vague")],
        ),
        ("The death toll has climbed to nearly 200.", [("killed", 200, 179, 199, "nearly")]),
        ("The suicide bombing claimed 58 lives, the interior ministry said.", [("killed", 58, 58, 58, "exact")]),
        (
            "Officials said 19 people lost their lives and 47 were hospitalised.",
            [("killed", 19, 19, 19, "exact"), ("injured", 47, 47, 47, "exact")],
        ),
        (
            "The death toll from the bombing has risen to 41, among them nine children.",
            [("killed", 41, 41, 41, "exact")],
        ),
        (
            "Six people died at the scene and 19 others suffered injuries.",
            [("killed", 6, 6, 6, "exact"), ("injured", 19, 19, 19, "exact")],
        ),
        (
            "The twin bombings killed forty-seven people and wounded more than a hundred.",
            [("killed", 47, 47, 47, "exact"), ("injured", 100, 101, None, "more_than")],
        ),
    ],
)
def test_probe17_wordings(sentence: str, expected: list[tuple[str, int, int, int | None, str]]) -> None:
    assert _counts(sentence) == expected


def test_toll_noun_after_figure_read_once() -> None:
    """'The toll rose to 112 dead': the toll's figure and its noun are one report (the noun
    had given 112 a second time)."""
    assert _counts("The toll rose to 112 dead and 250 injured.") == [
        ("killed", 112, 112, 112, "exact"),
        ("injured", 250, 250, 250, "exact"),
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # two counted groups, then the same subject's second verb (had been 8 killed)
        (
            "The attack killed eight soldiers and four civilians and wounded 20.",
            [("killed", 12, 12, 12, "exact"), ("injured", 20, 20, 20, "exact")],
        ),
        # ... a clause of its own after the groups still ends them
        (
            "The attack killed two people and three others were wounded.",
            [("killed", 2, 2, 2, "exact"), ("injured", 3, 3, 3, "exact")],
        ),
        # a headline's "wounds" as a verb (had been unread); the noun stays a noun
        (
            "Bomb kills 14, wounds 38 in northwest Pakistan",
            [("killed", 14, 14, 14, "exact"), ("injured", 38, 38, 38, "exact")],
        ),
        ("He died of his wounds, 3 days later.", [("killed", 1, 1, 1, "exact")]),
        # "bringing the total" without more people added is no new total (GVA dev: 6 hurt,
        # the unborn child the seventh)
        (
            "Six adults were injured including a pregnant woman, bringing the total to seven.",
            [("injured", 6, 6, 6, "exact")],
        ),
    ],
)
def test_probe17_lists_and_totals(sentence: str, expected: list[tuple[str, int, int, int | None, str]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a hedge between the subject and its verb (had been unread)
        ("Twenty-one people are known to have died.", [("killed", 21, 21, 21, "exact")]),
        ("At least 30 people are believed to have been killed in the blast.", [("killed", 30, 30, None, "at_least")]),
        # ... the doer before an active verb stays no victim
        ("He is believed to have shot two people.", [("hit", 2, 2, 2, "exact")]),
    ],
)
def test_probe17_hedged_subjects(sentence: str, expected: list[tuple[str, int, int, int | None, str]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # an aside of who the victims mostly were (had ended the walk back: no figure)
        ("Twenty-five people, mostly women and children, were killed.", [("killed", 25, 25, 25, "exact")]),
        ("Thirty people, most of them students, were wounded.", [("injured", 30, 30, 30, "exact")]),
        # "had been killed and ... hurt": the killed clause's auxiliary serves "hurt" too
        (
            "Police said 12 people had been killed and at least 30 others hurt.",
            [("killed", 12, 12, 12, "exact"), ("injured", 30, 30, None, "at_least")],
        ),
        # one "put" for both groups (the hurt had been unread)
        (
            "Police put the number of dead at 17 and the injured at 53.",
            [("killed", 17, 17, 17, "exact"), ("injured", 53, 53, 53, "exact")],
        ),
        ("He visited the dead and the wounded at 10 a.m.", []),
    ],
)
def test_probe17_asides_and_shared_words(sentence: str, expected: list[tuple[str, int, int, int | None, str]]) -> None:
    assert _counts(sentence) == expected


def test_a_tolls_companion_figure_being_treated_is_the_injured_r18() -> None:
    """ "has risen to 23, ..., with 51 others being treated for injuries" (Maiduguri 2025
    probe): the 51 had been unread (no auxiliary before "being")."""
    from crosswire.extract.counts import extract as _extract
    from crosswire.model import Article
    from crosswire.nlp import ParsedArticle

    text = ("The death toll from Saturday's bombing has risen to 23, a hospital official said on Sunday, "
            "with 51 others being treated for injuries.")
    got = [(c.kind, c.value) for c in _extract(ParsedArticle(Article(id="a", text=text)))]
    assert ("killed", 23) in got and ("injured", 51) in got
