"""Counts of probe reports of the thirteenth round (2026-12-01): who gives a figure in wire
copy written in capitals (Gwoza 2024)."""

from __future__ import annotations

from crosswire.extract import counts
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def test_a_source_in_capitals_is_named_as_mixed_case_copy_names_it() -> None:
    text = (
        "MAIDUGURI, NIGERIA, JULY 1 (AFP) -- THE DEATH TOLL FROM SATURDAY'S SUICIDE BOMBINGS IN THE "
        "NORTHEASTERN NIGERIAN TOWN OF GWOZA HAS RISEN TO 32, A LOCAL MILITIA LEADER SAID MONDAY."
    )
    (c,) = counts.extract(ParsedArticle(Article(id="p13", text=text)))
    assert (c.kind, c.value, c.attributed_to) == ("killed", 32, "a local militia leader")
    assert c.evidence.text.startswith("DEATH TOLL FROM SATURDAY'S")  # the article's own text


def test_a_roundup_headlines_figure_of_the_other_incident_is_not_this_events() -> None:
    # the body's "In a separate attack ..." figure was left out, its headline twin was not
    from crosswire.extract import extract_article

    art = Article(
        id="p13", published="2024-06-30",
        title="Nigeria attacks: suicide bombings in Gwoza, gunmen kill 5 in Zamfara",
        text="ABUJA, June 30 (Reuters) - Suspected female suicide bombers killed at least 18 people in "
        "a string of attacks in the northeastern Nigerian town of Gwoza on Saturday, emergency officials "
        "said.\n\nIn a separate attack, gunmen on motorcycles killed five villagers in Zamfara State late "
        "on Saturday, police said.",
    )
    got = extract_article(art, fields=("counts",)).counts
    assert [(c.kind, c.value) for c in got] == [("killed", 18)]
    # the same figure told of other shootings elsewhere leaves the headline's own (GVA dev)
    same = extract_article(
        Article(id="p13c", published="2017-03-10",
                title="2 killed, 2 wounded at Washington Park gas station",
                text="One man was shot several times and pronounced dead at the gas station. Another "
                "man, 24, was hit and later died. In other shootings in Chicago on Thursday, two men were "
                "wounded in separate South Side attacks in the Englewood and Gresham neighborhoods."),
        fields=("counts",),
    ).counts
    assert ("injured", 2, "title") in [(c.kind, c.value, c.evidence.field) for c in same]
    # with no other incident told, the headline's figure stays
    one = extract_article(
        Article(id="p13b", published="2024-06-30", title="Gunmen kill 5 in Zamfara",
                text="Gunmen on motorcycles killed five villagers in Zamfara State late on Saturday, police said."),
        fields=("counts",),
    ).counts
    assert sorted(c.evidence.field for c in one) == ["text", "title"]


def test_a_headlines_semicolon_ends_the_speakers_clause() -> None:
    # "per Russia" had been given to the toll of the headline's second item (Sumy 2025)
    title = "Russia says it targeted military meeting in Sumy; death toll rises to 35"
    (c,) = counts.extract(ParsedArticle(Article(id="p13", text=title)))
    assert (c.value, c.attributed_to) == (35, None)
    two = "Death toll rises to 35; Russia says 60 soldiers killed"
    got = [(c.value, c.attributed_to) for c in counts.extract(ParsedArticle(Article(id="p13", text=two)))]
    assert got == [(35, None), (60, "Russia")]
