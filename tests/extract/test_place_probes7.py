"""Seventh places probe (unseen events, Latin America, Sahel, Middle East): real sentences."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, title: str | None = None):
    out = location.extract(ParsedArticle(Article(id="a", text=text, title=title)))
    return out[0] if out else None


@pytest.mark.parametrize(
    ("text", "name", "admin1", "cc"),
    [
        # "a rural area of X", "the municipality of X", "the commune of X" name a town
        ("Colombia on Saturday mourned 13 police officers killed when dissident guerrillas "
         "downed their helicopter with a drone on Thursday in a rural area of Amalfi, in the "
         "department of Antioquia.\n\nPresident Gustavo Petro blamed the Gulf Clan for the attack.",
         "Amalfi", "Antioquia", "CO"),
    ],
)
def test_probe7_scene(text, name, admin1, cc):
    top = _top(text)
    assert top is not None
    assert (top.name, top.admin1, top.country_code) == (name, admin1, cc)
