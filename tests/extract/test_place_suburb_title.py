"""A suburb named after "suburban", a headline town after a Title Case bearing or before
"death", "area", "neighborhood", and KCK as Kansas City, Kansas."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.extract.place_title import title_mentions
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def test_suburb_after_suburban():
    # GVA dev: "in south suburban Riverdale" had given no place at all
    text = (
        "A 1-year-old boy remains hospitalized after he was accidentally shot in the head by "
        "another child in south suburban Riverdale, police said."
    )
    places = location.extract(ParsedArticle(Article(id="s", text=text)))
    assert places and places[0].name == "Riverdale"


@pytest.mark.parametrize(
    ("title", "names"),
    [
        # GVA dev: a house party "in South Anchorage" (a part of Anchorage GeoNames lacks)
        ("Teens' house party in South Anchorage turned into shootout, police say", ["Anchorage"]),
        # a town whose own name opens with a bearing keeps it
        ("Man shot in South Bend leaves one dead", ["South Bend"]),
        ("Two shot in North Charleston", ["North Charleston"]),
        ("KCK police release identity of 15-year-old drive-by shooting victim", ["Kansas City"]),
        # GVA dev: headlines over login pages, the only place the report names
        ("Update: Sarasota death ruled homicide by gunshot wound", ["Sarasota"]),
        ("Dalton area boy, 8, dies from accidental gunshot wound", ["Dalton"]),
        ("St. Louis neighborhood in fear after girl, 15, is killed", ["St. Louis"]),
        ("Police investigating death", []),
    ],
)
def test_title_bearing_and_short_names(title, names):
    assert [m.name for m in title_mentions(title)] == names
