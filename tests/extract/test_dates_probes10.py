"""Event dates in wordings of the tenth probe round (a Nigerian report of the Plateau attacks
of December 2023): a weekday that is a given name after a comma, and a day told "to our
correspondent"."""

from __future__ import annotations

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

_PLATEAU = (
    "No fewer than 16 persons have been killed while several others sustained gunshot injuries after "
    "gunmen attacked Mushu village in Bokkos Local Government Area of Plateau State on Sunday night.\n\n"
    "The Chairman of the Bokkos LGA, Monday Kassah, who confirmed the incident to our correspondent on "
    "Monday, said the attackers stormed the community at about 11pm and started shooting sporadically."
)


def _dates(text: str, published: str) -> list[tuple[str, str]]:
    return [(d.value, d.basis) for d in dates.extract(ParsedArticle(Article(id="t", text=text, published=published)))]


def test_given_name_after_a_comma_and_a_day_told_to_a_correspondent() -> None:
    assert _dates(_PLATEAU, "2023-12-26") == [("2023-12-24", "weekday"), ("2023-12-25", "later_step")]


def test_a_weekday_after_a_comma_is_still_a_day() -> None:
    assert _dates("Two men were shot in the park, Monday night, police said.", "2023-12-26")[0] == (
        "2023-12-25", "weekday"
    )
