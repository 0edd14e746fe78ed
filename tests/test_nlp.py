"""Sentence splitting: exact offsets, abbreviations, wrapped wire copy, run-on debris."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.nlp import MAX_SENTENCE_CHARS, split_sentences


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        (
            "At least 84 people were killed. The U.S. denied any role.",
            ["At least 84 people were killed.", "The U.S. denied any role."],
        ),
        ("Mr. Smith said the shooting happened at 10 p.m. on Friday.", None),
        (
            "Two explosions hit Kerman\n\nThe Islamic State claimed the attack.",
            ["Two explosions hit Kerman", "The Islamic State claimed the attack."],
        ),
        # a name's suffix ends the sentence before a pronoun or an article, not before a name
        (
            "The order came from Gen. Benjamin Acorda Jr. He declined to name them.",
            ["The order came from Gen. Benjamin Acorda Jr.", "He declined to name them."],
        ),
        ("The march went down Martin Luther King Jr. Way on Sunday.", None),
    ],
)
def test_split_sentences(text: str, sentences: list[str] | None) -> None:
    got = [s.text for s in split_sentences(text)]
    assert got == (sentences if sentences is not None else [text])


def test_run_on_text_is_cut_into_bounded_pieces_at_spaces() -> None:
    # A page of menu words with no punctuation: parsing it as one sentence took minutes.
    text = "Home News Sports Weather " * 400
    sents = split_sentences(text)
    assert len(sents) > 1
    assert all(len(s.text) <= MAX_SENTENCE_CHARS for s in sents)
    assert all(not s.text.startswith(" ") and not s.text.endswith(" ") for s in sents)
    assert " ".join(s.text for s in sents) == text.strip()


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab. \n\"A")), max_size=4000))
def test_offsets_are_exact(text: str) -> None:
    sents = split_sentences(text)
    for i, s in enumerate(sents):
        assert s.index == i
        assert text[s.start : s.end] == s.text
        assert len(s.text) <= MAX_SENTENCE_CHARS
    assert all(a.end <= b.start for a, b in zip(sents, sents[1:], strict=False))


@pytest.mark.parametrize("form", ["Brig.", "Sgt.", "Lt.", "Col.", "Capt.", "Det."])
def test_ranks_are_one_token(form: str) -> None:
    from crosswire.nlp import load_nlp

    doc = load_nlp()(f'"He ran," said {form} Allan Nobleza.')
    assert form in [t.text for t in doc]


def test_a_person_runs_on_over_a_hyphenated_lower_case_syllable():
    """Korean given names: the small NER stops at the hyphen in some sentences ("Choi Sang")."""
    from crosswire.nlp import NON_NER_PIPES, load_nlp

    nlp = load_nlp()
    text = "Acting President Choi Sang-mok declared a seven-day period of national mourning."
    for doc in (nlp(text), next(iter(nlp.pipe([text], disable=NON_NER_PIPES)))):
        assert ("Choi Sang-mok", "PERSON") in [(e.text, e.label_) for e in doc.ents]
