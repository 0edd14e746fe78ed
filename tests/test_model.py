"""The data model: records survive a round trip through their dict form."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from crosswire.extract import extract_article
from crosswire.ingest import read_inputs
from crosswire.model import Article, CountReport, Evidence, Extraction
from crosswire.normalize import normalize


def test_extractions_of_the_example_round_trip(example_dir: Path) -> None:
    for art in read_inputs([str(example_dir)]):
        art = normalize(art)
        ext = extract_article(art)
        assert ext.counts and ext.quotes and ext.places
        back = Extraction.from_dict(json.loads(json.dumps(ext.to_dict())))
        assert back == ext
        assert Article.from_dict(json.loads(json.dumps(art.to_dict()))) == art


texts = st.text(max_size=40)


@given(
    text=texts,
    value=st.integers(0, 10_000),
    kind=st.sampled_from(["killed", "injured", "hit"]),
    qualifier=st.sampled_from(["exact", "at_least", "more_than", "about", "vague"]),
    attributed=st.none() | texts,
    note=st.none() | texts,
)
def test_count_report_round_trips(text, value, kind, qualifier, attributed, note) -> None:
    rep = CountReport(
        kind=kind,
        value=value,
        min=value,
        max=None,
        qualifier=qualifier,
        evidence=Evidence("a", 0, len(text), text),
        attributed_to=attributed,
        note=note,
    )
    assert CountReport.from_dict(json.loads(json.dumps(rep.to_dict()))) == rep


def test_evidence_field_round_trips_and_defaults_to_text() -> None:
    body = Evidence(article="a", start=0, end=3, text="Two")
    head = Evidence(article="a", start=0, end=1, text="2", field="title")
    assert "field" not in body.to_dict()  # body evidence serialises as it always has
    assert head.to_dict()["field"] == "title"
    assert Evidence.from_dict(body.to_dict()) == body
    assert Evidence.from_dict(head.to_dict()) == head


def test_evidence_unknown_field_is_refused() -> None:
    import pytest

    with pytest.raises(ValueError, match="unknown evidence field"):
        Evidence.from_dict({"article": "a", "start": 0, "end": 1, "text": "x", "field": "url"})


def test_field_text_of_an_article_without_title_is_empty() -> None:
    art = Article(id="a", text="body")
    assert art.field_text("text") == "body"
    assert art.field_text("title") == ""
