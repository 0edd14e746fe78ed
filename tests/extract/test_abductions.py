"""People abducted or taken hostage: figures as kidnapping reports state them, and figures
that are not the kidnapping's (freed people, parts, other years, things not people)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import abductions, extract_article
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _abducted(text: str, *, title: str | None = None) -> list[tuple[int, str, str | None]]:
    art = Article(id="a", text=text, title=title, published="2025-03-08")
    x = extract_article(art, fields=("abductions",))
    return [(r.value, r.qualifier, r.attributed_to) for r in x.abductions]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # active
        ("Gunmen stormed a boarding school in Katsina state on Friday night and kidnapped 20 pupils, "
         "police said.", [(20, "exact", "police")]),
        ("Jihadists abducted at least 80 worshippers from a church in the village on Sunday.", [(80, "at_least", None)]),
        ("The militants took 12 people hostage inside the hotel.", [(12, "exact", None)]),
        ("Pirates seized 17 crew members as hostages off the coast of Somalia.", [(17, "exact", None)]),
        ("Bandits abducted more than 50 passengers travelling on the highway.", [(50, "more_than", None)]),
        ("Armed men kidnapped three Chinese mine workers in Niger state.", [(3, "exact", None)]),
        # passive and headline
        ("At least 20 students were abducted from the school, a local official told Reuters.", [(20, "at_least", "a local official")]),
        ("More than 300 schoolgirls abducted in Jangebe raid", [(300, "more_than", None)]),
        ("Twelve aid workers were taken hostage near the border.", [(12, "exact", None)]),
        ("Police said 15 had been kidnapped.", [(15, "exact", "Police")]),
        ("Parents waited for news of the 20 kidnapped students.", [(20, "exact", None)]),
        # noun
        ("The abduction of 287 pupils in Kuriga on Thursday drew condemnation.", [(287, "exact", None)]),
        # vague words are codebook figures, as for casualties
        ("Dozens of villagers were abducted when gunmen raided the settlement.", [(12, "vague", None)]),
    ],
)
def test_abducted_figures(text: str, expected: list[tuple[int, str, str | None]]) -> None:
    assert _abducted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a part of the abducted, or the freed
        ("Five of the kidnapped pupils escaped on Sunday."),
        ("Troops rescued 20 abducted students on Monday."),
        ("Ten of them were abducted, the rest escaped."),
        # things, not people
        ("The gunmen seized 20 vehicles and kidnapped nobody."),
        ("Rebels seized 30 rifles from the armoury."),
        # another year's kidnapping recalled
        ("In 2014 Boko Haram kidnapped 276 schoolgirls from Chibok."),
        # no kidnapping word
        ("Gunmen killed 20 villagers in Zamfara on Friday."),
        # a vague word alone names no people
        ("Many were abducted, residents said."),
    ],
)
def test_figures_that_are_not_the_abducted(text: str) -> None:
    assert _abducted(text) == []


def test_headline_figure_is_read_from_the_title() -> None:
    art = Article(id="a", text="Police said a guard was shot dead.", title="Gunmen abduct 20 schoolchildren in Katsina",
                  published="2025-03-08")
    x = extract_article(art, fields=("abductions",))
    assert [(r.value, r.evidence.field, r.evidence.text) for r in x.abductions] == [(20, "title", "abduct 20 schoolchildren")]


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abductedkidnap 0123456789 people hostages were,.\n")), max_size=200))
def test_never_raises_and_evidence_is_exact(text: str) -> None:
    art = Article(id="a", text=text, published="2025-03-08")
    for r in abductions.extract(ParsedArticle(art)):
        assert text[r.evidence.start : r.evidence.end] == r.evidence.text
        assert r.kind == "abducted" and r.value > 0
