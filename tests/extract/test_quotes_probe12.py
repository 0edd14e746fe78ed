"""Quotes from probe reports of the twelfth round (2026-12-01): a role noun ("the sheriff")
standing for a person named in full before (Las Vegas 2017)."""

from __future__ import annotations

from crosswire.extract import quotes
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

LAS_VEGAS = (
    "Clark County Sheriff Joe Lombardo identified the shooter as Stephen Paddock, 64, of Mesquite. "
    "Paddock was found dead in his room when officers forced their way in, Lombardo said. "
    '"We believe he killed himself prior to our entry," the sheriff said.'
)


def _speakers(text: str) -> list[tuple[str | None, str | None]]:
    return [(q.speaker, q.speaker_role) for q in quotes.extract(ParsedArticle(Article(id="p12", text=text)))]


def test_role_noun_takes_the_full_name_given_before() -> None:
    # "the sheriff" is the subject of the sentence before ("Lombardo said"), a surname the
    # first sentence gives in full: the speaker is Joe Lombardo, not "Lombardo"
    assert _speakers(LAS_VEGAS) == [("Joe Lombardo", "the sheriff")]


def test_surname_without_a_full_name_stays_the_surname() -> None:
    text = (
        "Paddock was found dead in his room when officers forced their way in, Lombardo said. "
        '"We believe he killed himself prior to our entry," the sheriff said.'
    )
    assert _speakers(text) == [("Lombardo", "the sheriff")]


def test_manner_after_a_name_is_no_role() -> None:
    # BBC on Nara 2022: "visibly emotional" tells how he spoke, not who he is
    text = 'Mr Kishida, visibly emotional, said: "I am at a loss for words." Police named the suspect.'
    assert _speakers(text) == [("Kishida", None)]
    # ... while a role noun after "-ly" stays one
    assert _speakers('"We are devastated," said John Smith, family spokesman.') == [("John Smith", "family spokesman")]
