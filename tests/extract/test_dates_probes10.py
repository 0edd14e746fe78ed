"""Event dates of the tenth round of probe reports: the day a hunt for the attackers ended
and the day a group claimed the attack are later steps, not the attack's day. And from the
2026-12-01 round (a Nigerian report of the Plateau attacks of December 2023): a weekday that
is a given name after a comma, and a day told "to our correspondent"."""

from __future__ import annotations

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _dates(text: str, published: str):
    return dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))


def test_hunt_end_and_claim_are_later_steps() -> None:
    ds = _dates(
        "DUBAI (Reuters) - Al Qaeda in the Arabian Peninsula (AQAP) claimed responsibility on "
        "Wednesday for last week's deadly attack on the Paris offices of the satirical weekly "
        "Charlie Hebdo, saying it was ordered by the group's leadership.\n\nIn a video posted "
        "online, AQAP leader Nasr al-Ansi said the group had \"chosen the target, laid out the "
        "plan and financed the operation\". The Kouachi brothers, Said and Cherif, were killed by "
        "police on Friday after a two-day manhunt.",
        "2015-01-14",
    )
    assert ds and all(d.basis == "later_step" for d in ds)


def test_hunt_end_weekday_is_later_step() -> None:
    ds = _dates(
        "The two suspects were shot dead by police on Sunday following a three-day manhunt "
        "across the region.",
        "2024-03-12",
    )
    assert ds and ds[0].basis == "later_step"


def test_the_day_of_a_second_attack_is_background() -> None:
    # "followed on Thursday night by a second mass shooting": the sequel's day, not this one's
    ds = _dates(
        "BELGRADE, May 5 (Reuters) - A girl wounded in Wednesday's shooting at a Belgrade school died in "
        "hospital on Friday, doctors said. The shooting was followed on Thursday night by a second mass "
        "shooting near the town of Mladenovac, where a 21-year-old gunman killed eight people.",
        "2023-05-05",
    )
    assert ds and ds[0].value == "2023-05-03"


_PLATEAU = (
    "No fewer than 16 persons have been killed while several others sustained gunshot injuries after "
    "gunmen attacked Mushu village in Bokkos Local Government Area of Plateau State on Sunday night.\n\n"
    "The Chairman of the Bokkos LGA, Monday Kassah, who confirmed the incident to our correspondent on "
    "Monday, said the attackers stormed the community at about 11pm and started shooting sporadically."
)


def _bases(text: str, published: str) -> list[tuple[str, str]]:
    return [(d.value, d.basis) for d in _dates(text, published)]


def test_given_name_after_a_comma_and_a_day_told_to_a_correspondent() -> None:
    assert _bases(_PLATEAU, "2023-12-26") == [("2023-12-24", "weekday"), ("2023-12-25", "later_step")]


def test_a_weekday_after_a_comma_is_still_a_day() -> None:
    assert _bases("Two men were shot in the park, Monday night, police said.", "2023-12-26")[0] == (
        "2023-12-25", "weekday"
    )
