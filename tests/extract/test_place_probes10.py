"""Places in wordings of the tenth probe round: a Japanese city GeoNames lists with its
municipal suffix (Nara 2022)."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str) -> tuple[str, str | None] | None:
    places = location.extract(ParsedArticle(Article(id="t", text=text, published="2022-07-08")))
    return (places[0].name, places[0].country_code) if places else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "Nara-shi" (367,000 people) is the text's Nara, not an alternate name beaten by Nara,
        # Mali (23,000)
        ("Former Japanese Prime Minister Shinzo Abe has died after being shot while giving a campaign "
         "speech in the western city of Nara on Friday.", ("Nara", "JP")),
        # ... while the country the text names still decides
        ("Gunmen attacked a village near Nara in Mali's Koulikoro region on Friday.", ("Nara", "ML")),
    ],
)  # fmt: skip
def test_municipal_suffix_is_no_alternate_name(text, expected):
    assert _top(text) == expected
