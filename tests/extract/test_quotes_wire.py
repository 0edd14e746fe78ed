"""Quotes and speakers of foreign wire reports crosswire had never seen: who "he" is when
the sentence before names several people, names the NER cuts short, places in a speaker's
title, straight single quotation marks.

Short passages written for the test in the styles of AP, Reuters, AFP and the BBC.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import quotes
from crosswire.model import Article
from crosswire.nlp import ParsedArticle
from crosswire.speakers import resolve_surname


def _quotes(text: str):
    return quotes.extract(ParsedArticle(Article(id="q", text=text)))


@pytest.mark.parametrize(
    ("text", "speaker", "role", "starts"),
    [
        # "he" is the one who speaks in the sentence before, not the last person it names
        ("Federal prosecutor Frederic Van Leeuw said two of the airport bombers were brothers, "
         "Khalid and Ibrahim El Bakraoui. \"The investigation is moving fast,\" he said.",
         "Frederic Van Leeuw", "Federal prosecutor", "The investigation"),
        # ... who may be described, not named (and a country is never a person)
        ("The army said the camp near the border with Burkina Faso was attacked. A local "
         "elected official, who asked not to be named for security reasons, told AFP the toll "
         "was higher. \"We counted at least 30 bodies,\" he said.",
         "A local elected official", None, "We counted"),
        # ... or a name the NER took for an organisation
        ("Alexei Kulemzin said the shells hit the market in the city's Kirovsky district on "
         "Sunday morning. “Civilians were buying food,” he said.",
         "Alexei Kulemzin", None, "Civilians were"),
        # ... and not a title the parser made the subject ("said Brig. Gen. X")
        ("The blast went off in the city's al-Zuhur neighborhood, said Brig. Gen. Mohammed "
         "al-Jubouri, a spokesman for the command. \"No group has claimed the attack so far,\" "
         "he said.", "Mohammed al-Jubouri", "Brig. Gen., spokesman for the command", "No group"),
        # given names the NER left out of the PERSON
        ("\"There are no words,\" said Kramatorsk mayor Oleksandr Honcharenko.",
         "Oleksandr Honcharenko", "Kramatorsk mayor", "There are no words"),
        ("Inspector General of Police Vidhi Kumar Birdi said a search operation had been "
         "launched. “Terrorists lobbed a grenade towards the bunker but it missed the target,” "
         "he told reporters.", "Vidhi Kumar Birdi",
         "Inspector General of Police", "Terrorists lobbed"),
        # ... but never an honorific
        ("\"Families are still searching for their loved ones,\" said Dr Ahmed Rudaini, a "
         "ministry spokesman.", "Ahmed Rudaini", "ministry spokesman", "Families are"),
        # a place heading the subject is no speaker: the appositive name is
        ("Jammu and Kashmir's lieutenant governor, Manoj Sinha, said those behind the attack "
         "\"will be punished soon for what they did today\".", "Manoj Sinha",
         "Jammu and Kashmir's lieutenant governor", "will be punished"),
        # an age alone after the name is no role
        ("\"I was walking with my cousin when the ground shook,\" said Ali Hussein, 23, whose "
         "clothes were still stained with blood.", "Ali Hussein", None, "I was walking"),
        # a surname takes the full name, without the title before it
        ("Prosecutor Francois Molins told a news conference that 202 people had been wounded.\n\n"
         "\"He drove into the crowd, trying to hit as many people as possible,\" Molins said.",
         "Francois Molins", "Prosecutor", "He drove"),
        # "the group" is the organisation the sentence before has speak or act
        ("The PKK denied any involvement. \"It is out of the question for us to target "
         "civilians,\" the group said in a statement carried by the Firat news agency.",
         "PKK", None, "It is out of the question"),
        ("The Syrian Democratic Forces denied any role. \"We have no connection to the "
         "bombing,\" the militia said.", "Syrian Democratic Forces", None, "We have no connection"),
        # a speech verb the parser took for the name's adjective still names its speaker
        ("\"Our thoughts are with the victims,\" tweeted President Joe Biden.", "Joe Biden", "President",
         "Our thoughts"),
        # ... and stays "the group" where no organisation acts before it
        ("Police said the suspect was a member of a local gang. \"We do not know him,\" the "
         "group said.", "the group", None, "We do not know him"),
    ],
)
def test_wire_speakers(text: str, speaker: str, role: str | None, starts: str) -> None:
    qs = _quotes(text)
    assert qs, "no quote found"
    q = qs[0]
    assert q.text.startswith(starts)
    assert (q.speaker, q.speaker_role) == (speaker, role)


@pytest.mark.parametrize(
    ("text", "speaker", "quote"),
    [
        ("Brig. Gen. Mohammed al-Jubouri, a spokesman for the command, spoke on Thursday.\n\n"
         "'No group has claimed the attack so far, but it bears the hallmarks of Daesh,' he said.",
         "Mohammed al-Jubouri", "No group has claimed the attack so far, but it bears the hallmarks of Daesh"),
        ("'We will not leave this crime unpunished,' said Governor Alfredo Ramirez.",
         "Alfredo Ramirez", "We will not leave this crime unpunished"),
    ],
)
def test_straight_single_quotes(text: str, speaker: str, quote: str) -> None:
    qs = _quotes(text)
    assert [(q.speaker, q.text.rstrip(",")) for q in qs] == [(speaker, quote)]


@pytest.mark.parametrize(
    "text",
    [
        "The victims' families gathered outside the hospital, the police said.",
        "Daesh's fighters took the town's market and the governor's office on Monday.",
        "He said 'no' to the offer, officials said.",
    ],
)
def test_straight_apostrophes_are_no_quotes(text: str) -> None:
    assert _quotes(text) == ()


def test_surname_without_more_titles() -> None:
    text = "Police Commissioner Mike Bush said a man had been charged. Bush said more."
    assert resolve_surname(text, "Bush", before=text.rindex("Bush")) == "Mike Bush"


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["'", "’", "‘", "\"", "“", "”", "he said", ",", ".", " ", "\n",
                                  "No group", "Brig. Gen. Ali", "told AFP", "23"]),
                max_size=30).map("".join))
def test_never_raises_and_evidence_exact(text: str) -> None:
    article = Article(id="h", text=text)
    for q in quotes.extract(ParsedArticle(article)):
        assert text[q.evidence.start : q.evidence.end] == q.evidence.text
        if q.speaker_evidence is not None:
            ev = q.speaker_evidence
            assert text[ev.start : ev.end] == ev.text
