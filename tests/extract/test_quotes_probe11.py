"""Quotes from probe reports of the eleventh round (2026-12-01): a nickname in marks inside
a speaker's name (Memphis 2024)."""

from __future__ import annotations

from crosswire.extract import quotes
from crosswire.extract.quote_marks import find_quote_spans
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

MEMPHIS = (
    '"This was a community event, families were out here enjoying themselves, and someone decided to '
    'bring violence into it," Memphis Police Chief Cerelyn "CJ" Davis said at a news conference Sunday '
    'morning. "We will not rest until we find the people responsible."'
)


def test_nickname_marks_are_no_quote() -> None:
    # the nickname's marks had paired with the quote's, and the second quote was lost
    spans = [MEMPHIS[s.start : s.end] for s in find_quote_spans(MEMPHIS)]
    assert spans == [
        "This was a community event, families were out here enjoying themselves, and someone decided to "
        "bring violence into it,",
        "We will not rest until we find the people responsible.",
    ]


def test_nickname_is_no_part_of_the_role() -> None:
    got = [(q.speaker, q.speaker_role) for q in quotes.extract(ParsedArticle(Article(id="p11", text=MEMPHIS)))]
    assert got == [("Cerelyn Davis", "Memphis Police Chief")] * 2


def test_a_quoted_word_after_a_name_stays_a_quote() -> None:
    # (a quoted word that no surname follows is a quote: 'Biden called it "Shameful" on Monday')
    text = 'President Joe Biden called the attack "Shameful" on Monday.'
    assert [text[s.start : s.end] for s in find_quote_spans(text)] == ["Shameful"]
