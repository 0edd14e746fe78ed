"""Places of the eighteenth probe round: a foreign city the lede puts the event in stays the
story's place when the text also names another country as a party to the aftermath."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str) -> tuple[str | None, str | None, str | None] | None:
    out = location.extract(ParsedArticle(Article(id="a", text=text)), use_spacy=True)
    return (out[0].name, out[0].admin1, out[0].country_code) if out else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the US condemns, "Washington stood with": the attack is still in Mogadishu (the
        # US and Washington state had made it the only context, and Mogadishu no place)
        (
            "The death toll from Friday's attack on a hotel at Mogadishu's Lido Beach has risen to 17, with 21 "
            "people wounded, a government spokesman said on Sunday.\n\nAl-Shabaab claimed responsibility. The "
            "United States condemned the attack, and a State Department spokesperson said Washington stood "
            "with the Somali people.",
            ("Mogadishu", "Banaadir", "SO"),
        ),
        # ... while a US town the lede names keeps a US story in the US
        (
            "Two people were shot dead at a bar in Paris, Texas, on Friday, police said. The gunman had "
            "served in the army in Germany.",
            ("Paris", "Texas", "US"),
        ),
    ],
)
def test_a_big_foreign_city_of_the_lede_is_no_out_of_context_place(text: str, expected: tuple[str, str, str]) -> None:
    assert _top(text) == expected
