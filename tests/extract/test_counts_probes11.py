"""Casualty counts in wordings the eleventh probe round (reports of cartel massacres, bandit
raids, Sahel and Sudan village attacks, Gaza and Lebanon strikes with health-ministry tolls,
Ukrainian cities struck over several days, stampedes and collapses) turned up, each read
wrong before its rule.
"""

from __future__ import annotations

import pytest

from crosswire.extract import count_chooser
from crosswire.extract.counts import extract
from crosswire.extract.numbers import find_quantities, words_to_int
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str) -> list[tuple[str, int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2024-03-01"))
    return [(c.kind, c.value, c.qualifier) for c in extract(pa) if not c.note]


def _chosen(text: str, kind: str) -> int:
    pa = ParsedArticle(Article(id="t", text=text, published="2024-03-01"))
    reports = [c for c in extract(pa) if c.kind == kind]
    values = {r.value: 1 for r in reports}
    return count_chooser.choose(reports, article=pa.article, event_values=values, n_sources=1).value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a war's toll is no figure of one of its strikes (Gaza aid convoy 2024 probe: 30,000)
        (
            "The ministry said 112 people were killed and 760 wounded. The overall Palestinian death toll "
            "in the war has passed 30,000, the ministry said.",
            [("killed", 112, "exact"), ("injured", 760, "exact")],
        ),
        ("More than 30,000 Palestinians have been killed in Gaza since the war began, the ministry says.", []),
        ("The war has killed tens of thousands of people and displaced more than 10 million.", []),
        ("At least 40,000 people have been killed in Israel's war in Gaza.", []),
        # ... but a war named to rank the strike leaves its figure alone
        ("The strike killed 51 people, one of the deadliest attacks of the war.", [("killed", 51, "exact")]),
        ("The strike, one of the deadliest of the war, killed 51 people.", [("killed", 51, "exact")]),
        ("Five people were killed in the war-torn town on Sunday.", [("killed", 5, "exact")]),
        # a range after a participle the walk back runs past (Yelewata 2025 probe: 200 to 300)
        (
            "Local officials put the toll higher, saying between 100 and 200 people may have died, many of "
            "them burnt in their homes.",
            [("killed", 100, "range")],
        ),
        # "killed and injured" sharing one object or subject is neither kind (Jabalia 2023
        # probe: 400 injured beside the hospital director's 150)
        ("The Hamas-run Interior Ministry said the strike killed and injured some 400 people.", []),
        ("More than 100 people were killed and injured in the blast.", []),
        ("The attack killed 5 people and injured 10.", [("killed", 5, "exact"), ("injured", 10, "exact")]),
        ("Two people were killed and 10 injured.", [("killed", 2, "exact"), ("injured", 10, "exact")]),
        # a sentence-initial "Across Ukraine" is the wave's toll too (Kyiv 2025 probe: 100 injured)
        (
            "Russia launched a massive missile and drone attack against Kyiv overnight on April 24, killing at "
            "least 12 people and injuring 90, Ukraine's State Emergency Service said. Across Ukraine, the attack "
            "injured more than 100 people, officials said.",
            [("killed", 12, "at_least"), ("injured", 90, "exact")],
        ),
        # a live blog's clock time heads an entry, not a video's length (Lagos 2023 probe: no figure)
        (
            "9:45 a.m.: Six people have now died in the collision between a train and a staff bus, the agency "
            "says.\n\n8:10 a.m.: Eighty-four people were injured and two were confirmed dead in the crash.",
            [("killed", 6, "exact"), ("injured", 84, "exact"), ("killed", 2, "exact")],
        ),
        ("12:30 GMT - Four people were killed in the strike.", [("killed", 4, "exact")]),
        ("0:38 Six people died in a crash in Ohio", []),
        # a headline's toll, a comma, then the hurt (Zaporizhzhia 2023 probe: 16 injured)
        (
            "Russian missile strike on Zaporizhzhia: death toll rises to five, 11 injured",
            [("killed", 5, "exact"), ("injured", 11, "exact")],
        ),
        # continental thousands (an English-language European outlet)
        ("The earthquake killed 1.200 people, the civil protection agency said.", [("killed", 1200, "exact")]),
        ("The storm hit 1.500 km of coast and killed 12 people.", [("killed", 12, "exact")]),
    ],
)  # fmt: skip
def test_probe11_counts(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        # a part of a group is never the article's total beside the whole (Uman 2023 probe: 9)
        (
            "At least 12 people were killed in Uman, the regional governor said earlier. Seventeen people were "
            "injured, nine of whom were hospitalised.",
            "injured",
            17,
        ),
        # (Kryvyi Rih 2025 probe: 12)
        (
            "A Russian ballistic missile strike on a residential area of Kryvyi Rih on April 4 killed 18 people, "
            "including nine children, and injured over 60, local authorities said. The missile hit near a "
            "playground. Among the injured were 12 children, the youngest three months old.",
            "injured",
            60,
        ),
        # a part stays the figure when the article gives no larger one
        ("Among the dead were three children, police said.", "killed", 3),
    ],
)  # fmt: skip
def test_parts_are_not_chosen_over_the_whole(text: str, kind: str, expected: int) -> None:
    assert _chosen(text, kind) == expected


def test_dot_thousands_only_before_a_word() -> None:
    assert words_to_int("1.200") == 1200
    assert [q.value for q in find_quantities("1.200 people")] == [1200]
    assert [q.value for q in find_quantities("1.2 million people")] != [1200]
    assert not any(q.value == 1500 for q in find_quantities("1.500 km of coast"))
