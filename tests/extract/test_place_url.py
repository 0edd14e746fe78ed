"""Places an article's address points to (host name, path sections): context only."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import location
from crosswire.extract.place_url import url_path_states, url_places
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


@pytest.mark.parametrize(
    ("url", "places"),
    [
        ("http://web.archive.org/web/2016/http://www.salina.com/news/robbery-suspect/x.html",
         [("Salina", "Kansas")]),
        ("http://delrionewsherald.com/news/article_84e00bd2.html", [("Del Rio", "Texas")]),
        ("http://abc7chicago.com:80/news/police-baby-accidentally-shot/1476048/",
         [("Chicago", "Illinois")]),
        ("http://www.thenorthwestern.com/story/news/local/oshkosh/2015/03/09/x/",
         [("Oshkosh", "Wisconsin")]),
        # an ambiguous name says nothing (Columbia, S.C. is not 10x Columbia, Mo.)
        ("http://www.columbiadailyherald.com/news/local-news/five-wounded", []),
        # the story's own slug is not a section
        ("http://www.wdrb.com/story/22227360/quadruple-homicide-in-louisville", []),
        (None, []),
    ],
)  # fmt: skip
def test_url_places(url, places):
    assert [(c.name, c.admin1) for c in url_places(url)] == places


@pytest.mark.parametrize(
    ("url", "states"),
    [
        ("http://www.baltimoresun.com/news/maryland/crime/bs-md-co-shootings-story.html", {"MD"}),
        ("http://www.nj.com/news/new-jersey/story.html", {"NJ"}),
        ("http://www.example.com/news/local/texas", set()),  # the last segment is the slug
    ],
)
def test_url_path_states(url, states):
    assert url_path_states(url) == states


def test_host_city_picks_the_namesake():
    # GVA dev: a Salina, Kan. paper's "ABILENE" is Abilene, Kansas, not the bigger Texas town
    text = ("ABILENE — A 15-year-old boy who was being chased by a deputy after a robbery in "
            "Abilene shot himself in the leg Thursday.")  # fmt: skip
    art = Article(id="a", text=text, url="http://www.salina.com/news/robbery-suspect/x.html")
    assert location.extract(ParsedArticle(art), use_spacy=False)[0].admin1 == "Kansas"
    assert location.extract(ParsedArticle(Article(id="b", text=text)), use_spacy=False)[0].admin1 == "Texas"


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120))
def test_never_raises(url):
    url_places(url)
    url_path_states(url)


def test_later_section_is_a_part_of_the_city():
    url = "http://www.dnainfo.com:80/chicago/20150802/austin/5-shot-1-fatally-outside-party"
    assert [c.name for c in url_places(url)] == ["Chicago"]
