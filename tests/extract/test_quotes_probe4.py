"""Quotes and speakers from probe reports (fourth quotes round, 2026-11-30): a surname whose
earlier mention is an institution's name, a name with initials, and a scare-quoted noun
phrase that is the object of a non-speech verb coordinated with the report.

Sentences from the probe reports (Jacksonville 2023, AP; Dagestan 2024, Reuters).
"""

from __future__ import annotations

import pytest

from crosswire.extract import quotes
from crosswire.model import Article
from crosswire.nlp import ParsedArticle
from crosswire.speakers import resolve_surname


def _quotes(text: str):
    return quotes.extract(ParsedArticle(Article(id="p4", text=text)))


JACKSONVILLE = (
    "Three Black people were killed Saturday afternoon by a white gunman who opened fire at a "
    "Dollar General store near Edward Waters University, before he shot and killed himself, "
    "Jacksonville Sheriff T.K. Waters said.\n\n"
    "\"This shooting was racially motivated, and he hated Black people,\" Waters said."
)


def test_surname_resolves_to_the_person_not_the_university() -> None:
    (q,) = _quotes(JACKSONVILLE)
    assert q.speaker == "T.K. Waters"
    assert q.speaker_role == "Jacksonville Sheriff"


@pytest.mark.parametrize(
    ("text", "name", "full"),
    [
        # an institution, a street, a hospital named after someone is no earlier mention
        (JACKSONVILLE, "Waters", "T.K. Waters"),
        ("Victims were taken to Grant Hill Hospital. Officer Ann Hill spoke. Hill said", "Hill", "Ann Hill"),
        ("The shots came from George Washington Street. Washington said", "Washington", "Washington"),
        # initials are a given name
        ("Sheriff T.K. Waters spoke first. Waters said", "Waters", "T.K. Waters"),
        ("Police chief J.R. Smith spoke. Smith said", "Smith", "J.R. Smith"),
    ],
)
def test_resolve_surname_skips_institutions(text: str, name: str, full: str) -> None:
    assert resolve_surname(text, name, before=text.rindex(name)) == full


def test_scare_quote_object_of_a_coordinated_non_speech_verb_is_no_quote() -> None:
    text = (
        "Dagestan's governor Sergei Melikov said six gunmen had been killed and blamed "
        "\"sleeper cells\" directed from abroad, without giving details."
    )
    assert _quotes(text) == ()


@pytest.mark.parametrize(
    ("text", "starts", "speaker"),
    [
        # fragments a speech verb introduces stay the speaker's (probe pile, earlier rounds)
        ("Texas Gov. Greg Abbott called the shooting \"an unspeakable tragedy\" on Sunday.",
         "an unspeakable", "Greg Abbott"),
        ("Club president Gilang Widya Pramana said the club was \"deeply sorry\" for the deaths.",
         "deeply sorry", "Gilang Widya Pramana"),
    ],
)
def test_fragment_after_speech_verb_is_kept(text: str, starts: str, speaker: str) -> None:
    found = [q for q in _quotes(text) if q.text.startswith(starts)]
    assert found and found[0].speaker == speaker
