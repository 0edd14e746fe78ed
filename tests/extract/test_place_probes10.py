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


def test_where_the_attack_was_ordered_is_no_scene():
    """Istanbul 2022: "the order for the attack was given in Kobani, in northern Syria" had
    placed the Istiklal Avenue bombing in Syria (Kobani is no GeoNames town, so it came as an
    unlisted settlement of the lede)."""
    text = (
        "ISTANBUL, Nov 14 (Reuters) - Turkey on Monday blamed Kurdish militants for a bomb attack on "
        "Istanbul's Istiklal Avenue that killed six people and wounded 81.\n\n"
        "Interior Minister Suleyman Soylu said the order for the attack was given in Kobani, in "
        "northern Syria, and that the PKK was responsible."
    )
    assert _top(text) == ("Istanbul", "TR")
