"""Tests for crosswire.extract.quotes and the speaker-match rule in crosswire.speakers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import quotes
from crosswire.model import Article
from crosswire.nlp import ParsedArticle
from crosswire.speakers import speaker_matches


def _quotes(text: str):
    return quotes.extract(ParsedArticle(Article(id="t", text=text)))


@pytest.mark.parametrize(
    ("text", "speaker", "role", "starts"),
    [
        (
            "“The United States was not involved in any way, and any suggestion to the contrary is "
            "ridiculous,” U.S. State Department spokesperson Matthew Miller told reporters on Wednesday.",
            "Matthew Miller",
            "U.S. State Department spokesperson",
            "The United States",
        ),
        (
            "Iranian President Ebrahim Raisi said that, “Undoubtedly, the perpetrators and leaders of this "
            "cowardly act will soon be identified and punished.”",
            "Ebrahim Raisi",
            "Iranian President",
            "Undoubtedly",
        ),
        (
            "\"We do not see a link to terrorism,\" the mayor said, adding that it would take \"more hours\".",
            "the mayor",
            None,
            "We do not see",
        ),
        (
            "Earlier on Wednesday, Mossad director David Barnea threatened to kill any terrorists.\n"
            "“Let every Arab mother know that if her son took part in the massacre, he signed his own death "
            "warrant,” the Israeli intelligence chief said.",
            "David Barnea",
            "the Israeli intelligence chief",
            "Let every Arab",
        ),
        # titles spaCy takes into the PERSON name go to the role
        (
            "“This is currently being treated as a terrorist incident,” Chief Constable Ian "
            "Hopkins said in a statement.",
            "Ian Hopkins",
            "Chief Constable",
            "This is currently",
        ),
    ],
)
def test_speaker_and_role(text: str, speaker: str, role: str | None, starts: str) -> None:
    qs = _quotes(text)
    assert qs, "no quote found"
    assert qs[0].speaker == speaker
    assert qs[0].speaker_role == role
    assert qs[0].text.startswith(starts)


def test_split_quote_keeps_speaker() -> None:
    text = (
        "\"It's heartbreaking,\" Ryan said. \"And this country has to find new ways of learning how "
        "to heal and understand all the different perspectives.\""
    )
    qs = _quotes(text)
    assert [q.speaker for q in qs] == ["Ryan", "Ryan"]


def test_pronoun_resolves_to_previous_person() -> None:
    text = "Prime Minister Bob Jones arrived late.\n\n“It never crossed my mind that I’m losing it,” she said."
    qs = _quotes(text)
    assert qs[0].speaker == "Bob Jones"
    assert qs[0].speaker_evidence is not None and qs[0].speaker_evidence.text == "Bob Jones"


def test_scare_quotes_are_skipped() -> None:
    text = "Rahman Jalali said the explosions were carried out by “terrorists,” the IRNA reported."
    assert _quotes(text) == ()


def test_paragraph_spanning_quote_continues() -> None:
    text = (
        "Senator Jane Smith said: “We will fight this bill in every committee room\n"
        "“And we will win it on the floor of the Senate,” she added."
    )
    qs = _quotes(text)
    assert len(qs) == 2 and all(q.speaker == "Jane Smith" for q in qs)


@pytest.mark.parametrize(
    ("pred", "gold", "ok"),
    [
        ("Robby Mook", "Clinton campaign manager Robby Mook", True),
        ("Robby Mook", "Robby Mook, Clinton's campaign manager", True),
        ("Clinton", "Clinton's campaign manager", False),
        ("the mayor", "the mayor", True),
        ("Charlie King", "Mr. King", True),
        ("Trump", "Hillary Clinton", False),
    ],
)
def test_speaker_matches(pred: str, gold: str, ok: bool) -> None:
    assert speaker_matches(pred, gold, text="", gold_start=0) is ok


def test_speaker_matches_pronoun_uses_preceding_text() -> None:
    text = "Donald Trump spoke in Ohio. He said it was great."
    at = text.index("He said")
    assert speaker_matches("Donald Trump", "He", text=text, gold_start=at)
    assert not speaker_matches("Hillary Clinton", "He", text=text, gold_start=at)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab ,.\n\"“”’said He Bob")), max_size=120))
def test_never_raises_and_evidence_exact(text: str) -> None:
    article = Article(id="h", text=text)
    for q in quotes.extract(ParsedArticle(article)):
        assert text[q.evidence.start : q.evidence.end] == q.evidence.text
        if q.speaker_evidence is not None:
            e = q.speaker_evidence
            assert text[e.start : e.end] == e.text
