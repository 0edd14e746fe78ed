"""Event location: datelines, "City, State", counties and entities resolved offline."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, *, use_spacy: bool = False):
    out = location.extract(ParsedArticle(Article(id="a", text=text)), use_spacy=use_spacy)
    return out[0] if out else None


@pytest.mark.parametrize(
    ("text", "name", "admin1", "cc"),
    [
        ("KERMAN, Iran (AP) — Two explosions killed at least 95 people on Wednesday.",
         "Kerman", "Kerman", "IR"),
        ("NASHVILLE, Tenn. (WKRN) – Police want answers after a 16-year-old boy was found shot.",
         "Nashville", "Tennessee", "US"),
        ("A 12-year-old was in critical condition after four teens were shot on a basketball "
         "court in Rocky Mount, N.C., police said.", "Rocky Mount", "North Carolina", "US"),
        ("DESERT HOT SPRINGS, Calif. - Police are investigating a deadly shooting Wednesday.",
         "Desert Hot Springs", "California", "US"),
        ("An Oelwein man was fatally injured Saturday while turkey hunting in Fayette County, "
         "Iowa.", "Fayette County", "Iowa", "US"),
        ("An 11-year-old boy suffered gunshot wounds in Enid Monday afternoon, city police said. "
         "The shooting happened in Oklahoma.", "Enid", "Oklahoma", "US"),
    ],
)  # fmt: skip
def test_event_place(text, name, admin1, cc):
    p = _top(text)
    assert p is not None
    assert (p.name, p.admin1, p.country_code) == (name, admin1, cc)


def test_kerman_disambiguated_by_country_in_text():
    text = ("The blasts occurred as people gathered at the cemetery in the southeastern city of "
            "Kerman to mark the anniversary. Iran declared a day of mourning.")  # fmt: skip
    p = _top(text)
    assert p is not None and p.country_code == "IR" and p.geonames_id == 128234


def test_kerman_examples(example_dir):
    for path in sorted(example_dir.glob("*.txt")):
        art = Article(id=path.stem, text=path.read_text(encoding="utf-8"), published="2024-01-03")
        p = location.extract(ParsedArticle(art))[0]
        assert (p.name, p.country_code, p.admin1) == ("Kerman", "IR", "Kerman"), path.name
        assert abs(p.lat - 30.28) < 0.05 and abs(p.lon - 57.08) < 0.05


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300))
def test_never_raises_and_evidence_exact(text):
    art = Article(id="h", text=text)
    for p in location.extract(ParsedArticle(art), use_spacy=False):
        assert art.text[p.evidence.start : p.evidence.end] == p.evidence.text
        assert 0.0 <= p.score <= 1.0
