"""Victims after an active casualty verb (crosswire.extract.count_objects), and the killer's
own death listed after them: GVA dev sentences and headlines, and properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.count_objects import np_after
from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _killed(text: str) -> int:
    """The article's largest killed figure (what reconciliation takes as its figure)."""
    pa = ParsedArticle(Article(id="t", text=text, published="2015-03-31"))
    return max((c.value for c in extract(pa) if c.kind == "killed"), default=0)


@pytest.mark.parametrize(
    ("sentence", "killed"),
    [
        # "her" opens the object's noun phrase: not a pronoun object of its own
        ("Police said she shot and killed her two daughters before killing herself.", 3),
        ("She fatally shot her husband and three sons in their North Texas home before killing herself.", 5),
        # a pronoun object followed by more victims
        ("Police said Davis killed her and three other people before fatally shooting himself.", 5),
        # the possessive covers the kin nouns after it
        ("Police said he shot and killed his wife, son and daughter before killing himself.", 4),
        ("Cheyanne Jessie, 25, is accused of killing her father and 6-year-old daughter.", 2),
        ("Authorities said he shot and killed his two stepchildren.", 2),
        # a possessive noun before the figure
        ("A man shot and killed his ex-girlfriend's two teenage daughters, then turned the gun on himself.", 3),
        # a possessive before one person stays one person
        ("The man shot her husband in the driveway.", 0),
        ("Investigators said he killed her Tuesday night.", 1),
    ],
)
def test_possessive_objects(sentence: str, killed: int) -> None:
    assert _killed(sentence) == killed


@pytest.mark.parametrize(
    ("headline", "killed"),
    [
        ("Police: Man shoots 4 relatives, killing 2, then himself", 3),
        ("AG: Bedford, New Hampshire, mother killed 2 children, herself", 3),
        # "himself included" is inside the figure, not one more death
        ("Police say he killed two people, himself included", 2),
    ],
)
def test_killer_listed_after_victims(headline: str, killed: int) -> None:
    assert _killed(headline) == killed


@pytest.mark.parametrize(
    ("sentence", "killed", "qualifier", "evidence"),
    [
        # counted groups of people in international news: nationalities, troops; summed
        (
            "The suicide bombing at Kabul airport on Thursday killed 169 Afghans and 13 U.S. service "
            "members, officials said Saturday.",
            182, "exact", "killed 169 Afghans and 13 U.S. service members",
        ),
        ("The attack killed 13 U.S. troops and at least 60 Afghans.", 73, "at_least",
         "killed 13 U.S. troops and at least 60 Afghans"),
        ("Israeli air strikes killed 25 Palestinians, including eight children, health officials said.",
         25, "exact", "killed 25 Palestinians"),
        # a second group with a verb of its own is no part of the object
        ("The gunman killed two people and three others were wounded.", 2, "exact", "killed two people"),
    ],
)
def test_counted_groups_after_the_verb(sentence: str, killed: int, qualifier: str, evidence: str) -> None:
    pa = ParsedArticle(Article(id="t", text=sentence, published="2021-08-28"))
    got = [c for c in extract(pa) if c.kind == "killed"]
    assert [(c.value, c.qualifier, c.evidence.text) for c in got] == [(killed, qualifier, evidence)]


def test_np_after_reads_object_span() -> None:
    text = "He killed her and three other people."
    value, vmin, vmax, qualifier, end = np_after(text, len("He killed"), len(text)) or (0, 0, 0, "", 0)
    assert (value, vmin, vmax, qualifier) == (4, 4, 4, "exact")
    assert text[:end].endswith("three other people")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120), st.integers(min_value=0, max_value=130))
def test_np_after_never_raises(text: str, lo: int) -> None:
    out = np_after(text, min(lo, len(text)), len(text))
    if out is not None:
        value, vmin, vmax, _, end = out
        assert vmin <= value and (vmax is None or value <= vmax)
        assert end <= len(text)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abc ,.her himself then self killed 2 and his wife son")), max_size=80))
def test_extract_evidence_exact_on_object_like_text(text: str) -> None:
    pa = ParsedArticle(Article(id="t", text=text, published="2015-03-31"))
    for c in extract(pa):
        assert text[c.evidence.start : c.evidence.end] == c.evidence.text
        assert c.min <= c.value and (c.max is None or c.value <= c.max)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: the family dog is no injured person (it gave 1 injured)
        ("It struck Victoria, killing her, and injuring one of the family dogs.", [("killed", 1)]),
        (
            "The gunman opened fire, killing one of the victims and injuring two of the other people.",
            [("killed", 1), ("injured", 2)],
        ),
    ],
)
def test_a_part_of_a_group_of_animals_is_no_victim(text: str, expected: list[tuple[str, int]]) -> None:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-12-27"))
    assert [(c.kind, c.value) for c in extract(pa)] == expected


def _figures(text: str, kind: str, *, title: str | None = None) -> list[tuple[int, str]]:
    """``kind`` figures of an article (its text, or its headline over a stub body)."""
    from crosswire.extract import extract_article

    art = Article(id="t", text=text, title=title, published="2016-01-01")
    return [(c.value, c.evidence.text) for c in extract_article(art).counts if c.kind == kind and not c.note]


@pytest.mark.parametrize(
    ("sentence", "kind", "expected"),
    [
        # the doer and the people after him (GVA dev: it gave 1)
        (
            "A 50-year-old man was arrested after he injured himself and a juvenile Saturday night in a "
            "shooting that has been ruled accidental.",
            "injured",
            [(2, "injured himself and a juvenile")],
        ),
        # a new clause after "and" is no more of his victims
        ("He shot himself and a woman was hurt.", "hit", [(1, "shot himself")]),
        # an apposition after a comma is the same person (GVA dev: it gave 2)
        (
            "Both boys were playing with the handgun when one of the juveniles, a 10-year-old boy, shot the "
            "other boy, an 11-year-old, with the handgun.",
            "hit",
            [(1, "shot the other boy, an 11-year-old")],
        ),
        # a list with "and" still adds up
        ("The gunman killed a man, a woman and a child.", "killed", [(3, "killed a man, a woman and a child")]),
    ],
)
def test_objects_after_self_and_appositions(sentence: str, kind: str, expected: list[tuple[int, str]]) -> None:
    assert _figures(sentence, kind) == expected


def test_a_headline_verb_ends_the_next_victims() -> None:
    # "boy shoots and kills 12-year-old, another wounded" (GVA dev): one wounded, not two
    title = "Deputies: Florence County boy shoots and kills 12-year-old, another wounded"
    assert _figures("x.", "injured", title=title) == [(1, "another wounded")]

