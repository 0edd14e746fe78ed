"""Quotes and speakers from probe reports of the ninth round (2026-11-30 night): foreign
quotation marks, single marks beside double ones, translations, live blogs, wire datelines,
names the small NER misses, statements that "read", an institution speaking for a person.

Sentences from the probe reports (Arras, Annecy, Djerba, Oslo, Siam Paragon, Nong Bua Lam
Phu, Korat, Quito, Hamdaniya, World Central Kitchen, New Orleans live blog).
"""

from __future__ import annotations

import pytest

from crosswire.extract import quotes
from crosswire.extract.quote_marks import english_marks, find_quote_spans
from crosswire.model import Article
from crosswire.nlp import ParsedArticle
from crosswire.speakers import resolve_surname


def _quotes(text: str):
    return quotes.extract(ParsedArticle(Article(id="p9", text=text)))


def _speaker_of(text: str, starts: str) -> str | None:
    found = [q for q in _quotes(text) if q.text.lstrip(" \xa0").startswith(starts)]
    return found[0].speaker if found else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("« Ce choix, c'est celui de l'éducation », Macron", "“ Ce choix, c'est celui de l'éducation ”, Macron"),
        ("„Ich habe nicht nachgedacht“, he said", "“Ich habe nicht nachgedacht”, he said"),
        ("Sie sagte »Ja« und ging", "Sie sagte “Ja” und ging"),
        ("a „Polish” quote", "a “Polish” quote"),
        ("no foreign marks", "no foreign marks"),
    ],
)
def test_english_marks_keep_offsets(text: str, expected: str) -> None:
    assert english_marks(text) == expected
    assert len(english_marks(text)) == len(text)


@pytest.mark.parametrize(
    ("text", "starts", "speaker"),
    [
        # guillemets (French copy) and German low marks
        ("President Emmanuel Macron spoke at the school.\n\n« Ce choix, c'est celui de l'éducation, "
         "de la liberté », Macron told reporters outside the school.", "Ce choix", "Emmanuel Macron"),
        ("The Ismaili community's leader in Portugal, Nazim Ahmad, said: «We are shocked. Our centre "
         "has always been a place of peace.»", "We are shocked", "Nazim Ahmad"),
        ("German Foreign Minister Annalena Baerbock wrote: „Meine Gedanken sind bei der Familie und "
         "den Freunden des Opfers.“", "Meine Gedanken", "Annalena Baerbock"),
        # a word of the quote the parser made a subject of "quoted" is no speaker
        ("The man, who gave his name as Henri, said in an interview that he had acted on instinct. "
         "„Ich habe nicht nachgedacht, ich bin einfach gerannt“, he was quoted as saying by the German "
         "news agency dpa.", "Ich habe", "Henri"),
    ],
)
def test_foreign_marks(text: str, starts: str, speaker: str) -> None:
    assert _speaker_of(text, starts) == speaker


def test_foreign_marks_evidence_is_the_article_text() -> None:
    text = "Nazim Ahmad said: «We are shocked, our centre has always been a place of peace.»"
    (q,) = _quotes(text)
    assert text[q.evidence.start : q.evidence.end] == q.evidence.text == q.text
    assert q.speaker_evidence is not None
    assert text[q.speaker_evidence.start : q.speaker_evidence.end] == q.speaker_evidence.text


def test_single_marks_outside_double_ones_are_quotes() -> None:
    text = ("\"We heard bang, bang, bang, and everyone was running,\" said a vendor, Somchai, 45. "
            "'It was chaos,' he added.")
    spans = [text[s.start : s.end] for s in find_quote_spans(text)]
    assert spans == ["We heard bang, bang, bang, and everyone was running,", "It was chaos,"]
    # ... but not inside them
    nested = "\"He shouted 'Allahu Akbar' and told the officers he could no longer stand it,\" Darmanin said."
    assert [nested[s.start : s.end] for s in find_quote_spans(nested)] == [
        "He shouted 'Allahu Akbar' and told the officers he could no longer stand it,"
    ]


@pytest.mark.parametrize(
    ("text", "starts", "speaker"),
    [
        # a lone given name in apposition to a person described (tagged as a place)
        ("Panic broke out. Prime Minister Srettha Thavisin posted on X: \"I have instructed the police.\"\n\n"
         "\"We heard bang, bang, bang, and everyone was running,\" said a vendor, Somchai, 45. "
         "'It was chaos,' he added.", "It was chaos", "Somchai"),
        # a name after titles the NER missed, for "the spokesman"
        ("National police spokesman Pol Lt Gen Damrongsak Kittiprapat said the gunman had been due to "
         "appear in court on Friday. \"He was stressed about the court case,\" the spokesman said.",
         "He was stressed", "Damrongsak Kittiprapat"),
        # a surname the NER took for an organisation is the person named in full before
        ("\"This incident is unprecedented,\" Prime Minister Prayuth Chan-ocha told reporters.\n\n"
         "Prayuth said the gunman, Sergeant Major Jakrapanth Thomma, had been angry over a property "
         "deal. \"It was a personal problem,\" he said.", "It was a personal problem", "Prayuth Chan-ocha"),
        # a title before a surname: the full name of the earlier mention
        ("Prime Minister Prayut Chan-o-cha visited on Friday.\n\n\"I have ordered all agencies to "
         "step up the fight against drugs,\" Gen Prayut told reporters.", "I have ordered", "Prayut Chan-o-cha"),
        # a wire dateline the parser made the subject
        ("QUITO, Jan 10 (Reuters) - Ecuador's President Daniel Noboa declared the country to be in an "
         "\"internal armed conflict\" on Tuesday.", "internal armed", "Daniel Noboa"),
        # a nickname's marks inside a name do not end the cue
        ("Anthony Albanese said one of the dead, Lalzawmi \"Zomi\" Frankcom, had been \"an Australian "
         "doing good work\".", "an Australian", "Anthony Albanese"),
        # "the statement read", no cue introducing it: who spoke in the sentence before
        ("Iraqi Prime Minister Mohammed Shia al-Sudani ordered an investigation, his office said. "
         "\"The prime minister has directed the ministers of interior and health to mobilise all "
         "efforts,\" the statement read.", "The prime minister", "Mohammed Shia al-Sudani's office"),
        # live blog: a time stamp is no subject; a name alone before the colon labels the quote
        ("8:55 a.m. — A witness, Jimmy Cothran, told WWL-TV: \"It was bodies everywhere. People were "
         "screaming.\"", "It was bodies", "Jimmy Cothran"),
        ("10:15 a.m. — Superintendent Anne Kirkpatrick: \"He was trying to run over as many people as "
         "he could.\"", "He was trying", "Anne Kirkpatrick"),
    ],
)
def test_probe9_speakers(text: str, starts: str, speaker: str) -> None:
    assert _speaker_of(text, starts) == speaker


def test_statement_read_takes_the_issuer() -> None:
    text = ("Samuel Aruwan said in a statement on Tuesday that troops had been deployed. "
            "\"Those responsible will be brought to book,\" the statement read.")
    assert _speaker_of(text, "Those responsible") == "Samuel Aruwan"


@pytest.mark.parametrize(
    ("text", "name", "full"),
    [
        # the words of a title phrase are no given name ("Prime Prayut", "Interior Darmanin")
        ("Prime Minister Prayut Chan-o-cha visited the town on Friday. Prayut said", "Prayut", "Prayut Chan-o-cha"),
        ("Interior Minister Gerald Darmanin spoke to the press on Friday. Darmanin said", "Darmanin", "Gerald Darmanin"),
        ("Interior Minister Darmanin spoke to the press on Friday. Darmanin said", "Darmanin", "Darmanin"),
    ],
)
def test_resolve_surname_skips_title_phrases(text: str, name: str, full: str) -> None:
    assert resolve_surname(text, name, before=text.rindex(name)) == full
