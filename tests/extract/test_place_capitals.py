"""National capitals named by their country's demonym ("the Belgian capital")."""

from __future__ import annotations

from crosswire import geo
from crosswire.extract import location
from crosswire.extract.place_capitals import capital_mentions, capitals
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def test_every_capital_resolves_in_its_country() -> None:
    assert {"BE", "IN", "KZ", "UA", "RS", "US"} <= set(capitals())
    for cc, name in capitals().items():
        assert any(c.country_code == cc and geo.fold(c.name) == geo.fold(name) for c in geo.lookup(name)), cc


def test_capital_by_demonym_is_the_scene() -> None:
    # Al Jazeera, Brussels 2016: Paris is another attack's place, named last
    text = (
        "The death toll from Tuesday's bombings in the Belgian capital has risen to 32, officials said, "
        "as investigators searched for a suspect who fled the airport.\n\nHealth Minister Maggie De Block "
        "said 61 of the roughly 300 wounded were still in intensive care.\n\nISIL, also known as ISIS, "
        "claimed responsibility for the attacks, which came days after the arrest in Brussels of Salah "
        "Abdeslam, the main surviving suspect of the November attacks in Paris."
    )
    places = location.extract(ParsedArticle(Article(id="a", text=text)))
    assert places and (places[0].name, places[0].country_code) == ("Brussels", "BE")


def test_not_a_suburb_of_the_capital_nor_capital_of() -> None:
    assert capital_mentions("clashes in the Libyan capital's Tajoura suburb") == []
    assert capital_mentions("in the Belgian capital of comics") == []
    assert capital_mentions("in the Belgian capital") == [(7, 22, "Brussels", "BE")]
