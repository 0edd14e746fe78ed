"""Which sentences the count extractor leaves out: page furniture, round-ups, topic switches."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import segments
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _off(text: str) -> list[int]:
    return sorted(segments.off_topic(ParsedArticle(Article(id="t", text=text, published="2016-07-17"))))


@pytest.mark.parametrize(
    ("text", "off"),
    [
        # round-up totals, title or lead (GVA dev titles and leads)
        ("Police: 8 killed, 46 wounded in Labor Day weekend shootings", [0]),
        ("4 Killed, 53 Wounded In Weekend Shootings Across Chicago", [0]),
        ("3 killed, 12 wounded in Monday shootings across Chicago", [0]),
        ("Three shootings kill five in Stockton in four-hour span", [0]),
        ("Two mass shootings less than 13 hours apart left 29 people dead in Texas and Ohio this weekend.", [0]),
        ("Six people were shot and one person was stabbed to death in three separate incidents in Memphis early Saturday morning.", [0]),
        ("At least 38 other people were shot in separate attacks dating back to 4 p.m. Friday.", [0]),
        # round-ups ROUNDUP_RE leaves out, read by SEPARATE_EVENTS_RE (GVA dev)
        ("San Francisco police are investigating two separate shootings that left six people injured Wednesday night.", [0]),
        ("Two boys were injured Sunday in separate accidental shootings, according to police.", [0]),
        ("Overnight, there were two separate incidents of shootings at two block parties, injuring five people.", [0]),
        ("Earlier in the day, two other shootings left three people injured.", [0]),
        ("Police say four juveniles and three adults were shot during three separate shootings.", [0]),
        ("One man and one women were killed, and six more men were wounded in five separate shooting incidents.", [0]),
        # one incident's own lead stays
        ("Four men were shot and two of them died early Friday at a Washington Park neighborhood gas station.", []),
        ("Two people were wounded in a shooting that followed two fights, police said.", []),
        ("A shooting on Monday left a man dead.", []),
        # a topic switch leaves out the rest of the article
        ("A man was shot on Elm Street. In a separate shooting, two men were killed. Police have no suspects.", [1, 2]),
    ],
)
def test_off_topic(text, off):
    assert _off(text) == off


@pytest.mark.parametrize(
    ("text", "background"),
    [
        ("It was the city's 20th homicide this year.", True),
        ("Three men were charged in a July 2014 shooting in the East Garfield Park neighborhood.", True),
        ("Four men were shot early Friday.", False),
    ],
)
def test_background(text, background):
    pa = ParsedArticle(Article(id="t", text=text, published="2016-07-17"))
    assert segments.background(pa, pa.sentences[0]) is background


@pytest.mark.parametrize(
    ("text", "headline"),
    [
        ("Teen shot to death in Roswell apartment complex", True),
        ("He was pronounced dead at the scene.", False),
        ("Update: Deputy injured in shooting near Fosston, Minn.", True),
        ("12-year-old Sanborn boy dies of accidental gunshot wound Sun...", True),
        ("Four Men Wounded in 'Terrortown' Shooting\nCHICAGO — Four men were wounded.", False),
        ("", False),
    ],
)
def test_is_headline_text(text, headline):
    assert segments.is_headline_text(text) is headline


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=200))
def test_off_topic_never_raises_and_indexes_sentences(text):
    pa = ParsedArticle(Article(id="h", text=text, published="2016-01-01"))
    assert segments.off_topic(pa) <= {s.index for s in pa.sentences}


# The one round-up vocabulary (segments.ROUNDUP_RE): the wordings the count extractor's own
# copy held are read here too, and its sentences give no figure.
@pytest.mark.parametrize(
    ("sentence", "roundup"),
    [
        ("At least 32 people were shot in unrelated shootings across the city.", True),
        ("Five people were wounded in different incidents on the South Side.", True),
        ("At least 32 people were shot over the holiday weekend in weekend gun violence.", True),
        ("Nine people were shot in gun violence across the state on Sunday.", True),
        ("A holiday of gun violence left 12 people wounded.", True),
        ("41 other people were wounded in gun violence citywide.", True),
        ("Police said the gunman acted alone in the attack.", False),
        ("Four men were shot and two of them died early Friday at a gas station.", False),
    ],
)
def test_roundup_vocabulary(sentence, roundup):
    assert bool(segments.ROUNDUP_RE.search(sentence)) is roundup
    assert _off(sentence) == ([0] if roundup else [])


def test_roundup_sentences_give_no_figure():
    from crosswire.extract.counts import extract

    text = "A man was killed on Elm Street. At least 32 people were shot in unrelated shootings across the city."
    reports = extract(ParsedArticle(Article(id="t", text=text, published="2016-07-17")))
    assert [(r.kind, r.value) for r in reports if not r.note] == [("killed", 1)]
