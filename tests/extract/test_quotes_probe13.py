"""Quotes of probe reports of the thirteenth round (2026-12-01): a speaker in wire copy
written in capitals (Gwoza 2024)."""

from __future__ import annotations

from crosswire.extract import quotes
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

WIRE = (
    "MAIDUGURI, NIGERIA, JULY 1 (AFP) -- THE DEATH TOLL FROM SATURDAY'S SUICIDE BOMBINGS IN THE "
    "NORTHEASTERN NIGERIAN TOWN OF GWOZA HAS RISEN TO 32, A LOCAL MILITIA LEADER SAID MONDAY.\n\n"
    '"WE HAVE BURIED 32 PEOPLE SO FAR AND MORE THAN 40 ARE STILL IN HOSPITAL," BABAKURA KOLO, HEAD '
    "OF THE ANTI-JIHADIST MILITIA IN GWOZA, TOLD AFP."
)


def test_a_speaker_in_capitals_is_named_as_mixed_case_copy_names_him() -> None:
    (q,) = quotes.extract(ParsedArticle(Article(id="p13", text=WIRE)))
    assert (q.speaker, q.speaker_role) == ("Babakura Kolo", "Head of the anti-jihadist militia in Gwoza")
    # the evidence stays the article's own text
    assert q.speaker_evidence is not None and q.speaker_evidence.text == "BABAKURA KOLO"
    assert q.text.startswith("WE HAVE BURIED 32 PEOPLE")
