"""extract_article: body and headline passes, evidence exact in the part it points into."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import extract_article
from crosswire.model import Article, Extraction

PAYWALL = "Subscribe to continue reading. Already a subscriber? Sign in."


@pytest.mark.parametrize(
    ("title", "expected"),
    [  # GVA dev headlines whose pages hold no figure in the body.
        ("2 dead in southeast Fresno house party shooting", {("killed", 2)}),
        ("4 injured in drive-by shooting in Hopewell", {("injured", 4)}),
        ("1 dead, 2 teens injured as gunfire reported around Anchorage", {("killed", 1), ("injured", 2)}),
        ("Police identify four killed in Killeen shooting", {("killed", 4)}),
        ("Four men shot on Erb Street", {("hit", 4)}),
    ],
)
def test_headline_figures_point_into_the_title(title: str, expected: set[tuple[str, int]]) -> None:
    art = Article(id="a", text=PAYWALL, title=title, published="2017-03-01")
    counts = extract_article(art, fields=("counts",)).counts
    assert {(c.kind, c.value) for c in counts} == expected
    for c in counts:
        assert c.evidence.field == "title"
        assert art.field_text("title")[c.evidence.start : c.evidence.end] == c.evidence.text


def test_body_and_headline_both_report() -> None:
    art = Article(
        id="a",
        text="Two people were killed in a shooting on Elm Street late Saturday, police said.",
        title="2 killed in Elm Street shooting",
        published="2017-03-05",
    )
    counts = extract_article(art, fields=("counts",)).counts
    assert sorted((c.evidence.field, c.value) for c in counts if c.kind == "killed") == [("text", 2), ("title", 2)]


def test_an_empty_body_still_reads_its_headline() -> None:
    art = Article(id="a", text="", title="1 dead, 2 teens injured as gunfire reported around Anchorage")
    counts = extract_article(art).counts
    assert {(c.kind, c.value, c.evidence.field) for c in counts} == {("killed", 1, "title"), ("injured", 2, "title")}
    assert extract_article(Article(id="b", text="")) == Extraction(article_id="b")
    # The place and date extractors read the title themselves.
    x = extract_article(Article(id="c", text="", title="Man shot dead in Fresno, California on Friday", published="2017-03-06"))
    assert [p.value_dict()["name"] for p in x.places][:1] == ["Fresno"]
    assert all(e.evidence.field == "title" for e in (*x.places, *x.dates, *x.counts))


def test_a_pronoun_accuser_is_the_quoted_speaker() -> None:
    # "he" accuses: the quote rules know who he is (Ataturk airport, 2016)
    art = Article(
        id="a",
        text="Prime Minister Binali Yildirim spoke at the airport. \"The findings suggest that the attack "
        "was carried out by Daesh,\" he told reporters.",
        published="2016-06-29",
    )
    actors = extract_article(art, fields=("actors", "quotes")).actors
    assert ("Islamic State", "blamed", "Binali Yildirim") in {(a.name, a.stance, a.asserted_by) for a in actors}
    # without the quotes pass the pronoun stays as written
    alone = extract_article(art, fields=("actors",)).actors
    assert ("Islamic State", "blamed", "he") in {(a.name, a.stance, a.asserted_by) for a in alone}


def test_no_title_no_headline_reports() -> None:
    art = Article(id="a", text="Two people were killed in a shooting on Elm Street.", published="2017-03-05")
    assert {c.evidence.field for c in extract_article(art).counts} == {"text"}


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.sampled_from(["2 ", "killed ", "Dead ", "injured ", "shot ", "in ", "Shooting ", ", ", "- ", "One "]) | st.text(max_size=4),
        max_size=16,
    ).map("".join)
)
def test_headline_evidence_always_exact(title: str) -> None:
    art = Article(id="h", text=PAYWALL, title=title, published="2020-01-01")
    for c in extract_article(art, fields=("counts",)).counts:
        assert art.field_text(c.evidence.field)[c.evidence.start : c.evidence.end] == c.evidence.text
