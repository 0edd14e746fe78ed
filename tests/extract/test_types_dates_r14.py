"""Fourteenth round, event types and dates (2026-12-02, Almora 2024 probe)."""

from __future__ import annotations

from crosswire.extract import extract_article
from crosswire.model import Article


def test_a_bus_gone_into_a_gorge_is_an_accident() -> None:
    # (Almora 2024: typed an armed assault by its "killed")
    x = extract_article(Article(id="a", title="36 killed as bus falls into gorge", text=(
        "At least 36 people were killed and several others injured when a bus carrying around 60 passengers "
        "fell into a 200-metre-deep gorge in Uttarakhand's Almora district on Monday, officials said.")))
    assert x.event_types[0].value == "other"


def test_a_place_named_march_is_no_later_step() -> None:
    # ("near Marchula on Monday morning": "march" had read as a later step, a march)
    x = extract_article(Article(id="a", title="Almora bus accident: Toll rises to 38", published="2024-11-05", text=(
        "The death toll in the Almora bus accident rose to 38 on Tuesday after two injured passengers succumbed "
        "in hospital, officials said. Twenty-four people are undergoing treatment.\n\nThe bus, operated by "
        "Garhwal Motor Owners Union, was travelling from Kinath in Pauri district to Ramnagar in Nainital "
        "district when it plunged into the gorge near Marchula on Monday morning.")))
    assert x.dates[0].value == "2024-11-04"
    assert x.dates[0].basis != "later_step"


_LIVE_BLOG = (
    "10:42 pm The death toll from the rocket strike in Majdal Shams rises to 12, Magen David Adom says.\n\n"
    "11:15 pm \"This is the deadliest attack on Israeli civilians since October 7,\" Hagari tells reporters."
)


def test_a_live_blogs_clock_stamps_and_a_superlatives_since_day() -> None:
    # (Majdal Shams 2024: "10:42 pm The death toll ..." had read as a video's length, its
    # figure unread, and "since October 7" had dated the strike)
    x = extract_article(Article(id="a", title="Liveblog", published="2024-07-28", text=_LIVE_BLOG))
    assert ("killed", 12) in [(c.kind, c.value) for c in x.counts if c.evidence.field == "text"]
    assert "2023-10-07" not in [d.value for d in x.dates]
