"""Sixteenth round, quotes (2026-12-02): the group a spokesman speaks for is not the speaker
when the small model takes its name for a person's."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article, Evidence, Quote
from crosswire.reconcile.quotes import merge_quotes


def _quotes(text: str) -> list[tuple[str | None, str | None]]:
    return [
        (q.speaker, q.speaker_role)
        for q in extract_article(Article(id="a", text=text, title="x")).quotes
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Benghazi 2012 probe: the speaker had been "Ansar al-Sharia", the role "spokesman for")
        ("A spokesman for Ansar al-Sharia said the brigade \"didn't participate as a sole entity\" in the attack.",
         [("A spokesman for Ansar al-Sharia", None)]),
        ("\"We had no role,\" a spokesman for Ansar al-Sharia said.", [("a spokesman for Ansar al-Sharia", None)]),
        ("\"He was a good man,\" the wife of John Smith said.", [("the wife of John Smith", None)]),
        # a name in apposition is still the speaker
        ("\"We had no role,\" said a spokesman for Hamas, Fawzi Barhoum.", [("Fawzi Barhoum", "spokesman for Hamas")]),
    ],
)  # fmt: skip
def test_the_one_a_spokesman_speaks_for_is_no_speaker(text: str, expected: list) -> None:
    assert _quotes(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "the group" is the whole name the small model cut (Marrakesh 2011 probe: "Al-Qaeda")
        ("Al-Qaeda in the Islamic Maghreb has denied involvement. \"We have nothing to do with the Marrakesh "
         "bombing,\" the group said in a statement posted on a jihadist website.",
         [("Al-Qaeda in the Islamic Maghreb", None)]),
        ("The PKK denied any involvement. \"We did not do it,\" the group said.", [("PKK", None)]),
        # a title of two words given with a name sentences before (Karachi 2015 probe)
        ("Sindh Chief Minister Qaim Ali Shah said on Wednesday that police had arrested the masterminds of the "
         "attack. Police identified the mastermind as Saad Aziz. \"These were educated young men,\" the chief "
         "minister told a press conference.", [("Qaim Ali Shah", "the chief minister")]),
        # the title picks the one of two ministers who carries it
        ("Interior Minister Ali Khan spoke first. Foreign Minister Omar Saleh spoke next. Reporters waited. "
         "\"It was a tragedy,\" the foreign minister said.", [("Omar Saleh", "the foreign minister")]),
    ],
)  # fmt: skip
def test_role_only_speakers_resolved(text: str, expected: list) -> None:
    assert _quotes(text) == expected


def _q(article: str, role: str, text: str) -> Quote:
    return Quote(
        speaker="Zabihullah Mujahid",
        text=text,
        evidence=Evidence(article, 0, len(text), text),
        speaker_role=role,
    )


MOTIVE = "This attack was revenge for the killing of innocent civilians in Kunduz"


@pytest.mark.parametrize(
    ("quotes", "expected"),
    [
        # a role naming the organisation beats one pointing back to it (Mazar-i-Sharif 2016
        # probe: "group's spokesman" had been kept, the longer)
        (
            [_q("a", "Taliban spokesman", MOTIVE), _q("b", "group's spokesman", MOTIVE)],
            ["Taliban spokesman"],
        ),
        (
            [_q("a", "the group's spokesman", MOTIVE), _q("b", "Taliban spokesman", MOTIVE)],
            ["Taliban spokesman"],
        ),
        # else the longer
        (
            [_q("a", "Taliban spokesman", MOTIVE), _q("b", "chief Taliban spokesman", MOTIVE)],
            ["chief Taliban spokesman"],
        ),
    ],
)
def test_a_merged_quote_keeps_the_role_that_names(quotes: list[Quote], expected: list) -> None:
    assert [m.speaker_role for m in merge_quotes(quotes)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a rank alone after a fuller title given before (Bali 2002 probe: the role had been "General")
        ("National police chief General Da'i Bachtiar said the suspect, Amrozi bin Nurhasyim, 40, was a member of "
         "Jemaah Islamiyah. \"He admitted he was involved,\" General Bachtiar told reporters in Denpasar.",
         [("Da'i Bachtiar", "National police chief General")]),
        # no fuller title before: the rank
        ("\"We will find them,\" General Bachtiar told reporters.", [("Bachtiar", "General")]),
    ],
)  # fmt: skip
def test_a_rank_alone_takes_the_fuller_title(text: str, expected: list) -> None:
    assert _quotes(text) == expected


def test_a_speech_verb_before_the_title_is_no_role() -> None:
    # upper-case wire copy ("..., SAID POLICE CHIEF KHALID ZADRAN": the role had been "Said police chief")
    text = 'THE ATTACKERS WERE ALL KILLED, SAID POLICE CHIEF KHALID ZADRAN. "WE HAVE SECURED THE AREA," ZADRAN TOLD REPORTERS.'
    assert _quotes(text) == [("Khalid Zadran", "Police chief")]


def _said(article: str, speaker: str, text: str) -> Quote:
    return Quote(speaker=speaker, text=text, evidence=Evidence(article, 0, len(text), text))


NO_ROLE = "The group had nothing to do with the blasts"


@pytest.mark.parametrize(
    ("quotes", "expected"),
    [
        # two spellings of one transliterated name (Aden 2020 probe): one speaker
        (
            [
                _said("a", "Mohammed Abdulsalam", NO_ROLE),
                _said("b", "Mohammad Abdul Salam", NO_ROLE),
            ],
            1,
        ),
        # two names that differ stay apart, short skeletons too
        ([_said("a", "Ali Khamenei", NO_ROLE), _said("b", "Matthew Miller", NO_ROLE)], 2),
        ([_said("a", "Ali Hasan", NO_ROLE), _said("b", "Ala Husein", NO_ROLE)], 2),
    ],
)
def test_transliterated_names_are_one_speaker(quotes: list[Quote], expected: int) -> None:
    assert len(merge_quotes(quotes)) == expected
