"""One hospital's intake beside the article's own toll is no figure of the event."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.count_shares import drop_hospital_shares
from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _figures(text: str) -> list[tuple[str, int]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2021-10-08"))
    return [(r.kind, r.value) for r in extract(pa) if not r.note]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a probe round's Kunduz report: the provincial hospital's intake beside the UN's toll
        (
            "A suicide bomber struck a Shia mosque, killing at least 46 people and wounding 143 others, a UN official said. "
            "A doctor at Kunduz provincial hospital said 35 bodies and more than 50 wounded had been brought in.",
            [("killed", 46), ("injured", 143)],
        ),
        # alone, the intake is the article's figure
        (
            "A doctor at Kunduz provincial hospital said 35 bodies and more than 50 wounded had been brought in.",
            [("killed", 35), ("injured", 50)],
        ),
        # "taken to a hospital" tells the whole event's wounded (GVA): kept
        (
            "Two people were killed and four were wounded. Three were taken to Ben Taub Hospital.",
            [("killed", 2), ("injured", 4), ("hit", 3)],
        ),
    ],
)
def test_hospital_intake_beside_a_larger_toll(text: str, expected: list[tuple[str, int]]) -> None:
    assert _figures(text) == expected


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from("hospital received 35 bodies killed 46 people wounded 50 brought in . A".split()), max_size=25).map(" ".join))
def test_drop_hospital_shares_keeps_a_subset_in_order(text: str) -> None:
    pa = ParsedArticle(Article(id="t", text=text))
    reports = extract(pa)
    kept = drop_hospital_shares(pa, reports)
    assert [r for r in reports if r in kept] == kept
    assert all(text[r.evidence.start : r.evidence.end] == r.evidence.text for r in kept)
