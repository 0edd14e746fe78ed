"""One death stated without a figure (crosswire.extract.count_deaths): GVA dev headlines and
sentences, and properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _killed(text: str) -> list[tuple[int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-12-01"))
    return [(c.value, c.evidence.text) for c in extract(pa) if c.kind == "killed"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a singular shooting death is one death
        ("Attempt to deal with stray dogs led to accidental shooting death", [(1, "shooting death")]),
        ("Teen gunshot death appears accidental", [(1, "gunshot death")]),
        ("MSP investigates hunting death in Noble Township", [(1, "hunting death")]),
        # ... but not a count, a statistic or a sentence that states its deaths
        ("It was the city's 20th shooting death this year.", []),
        ("Police are investigating a second shooting death in the neighborhood.", []),
        ("A man was killed Sunday in what police called a shooting death.", [(1, "A man was killed")]),
        # the victim of "the shooting death of X" is read with X
        ("He was charged in the shooting death of 23-year-old Marcus Hill.", [(1, "shooting death of 23-year-old Marcus Hill")]),
        # "who died": the relative pronoun joins the victim to an intransitive death verb
        ("Services set for Malin boy who died of gunshot wound", [(1, "Malin boy who died")]),
        # ... not to a transitive one (the gunman killed someone else)
        ("The gunman who killed the clerk fled.", [(1, "killed the clerk")]),
        # "victim of ... shooting" is one victim
        ("Winona police: Victim of Friday night shooting died Monday evening", [(1, "Victim of Friday night shooting died")]),
        # life support
        ("The boy was taken off life support Tuesday.", [(1, "The boy was taken off life support")]),
        ("Accidental shooting takes life of Quapaw man", [(1, "takes life of Quapaw man")]),
        # the injuries someone died of count nobody injured
        ("She died as a result of her injuries.", [(1, "She died")]),
        # a pronoun found dead; "lay dead"; a full name with its home town
        ("Police found him dead when they arrived moments later.", [(1, "found him dead")]),
        # doctors who could not save the victim (GVA dev: the page never says "died")
        (
            "She was transported to the hospital, but doctors were not able to save her.",
            [(1, "were not able to save her")],
        ),
        ("Paramedics were able to save her.", []),
        # a death told by its rank opens a headline: the rank is the toll (GVA dev headlines;
        # the walk back from "dies" stopped at "shooting")
        ("Fourth victim in Robinson Road shooting dies", [(4, "Fourth victim in Robinson Road shooting dies")]),
        (
            "Second teen victim of suspected 14-year-old West Allis shooter dies",
            [(2, "Second teen victim of suspected 14-year-old West Allis shooter dies")],
        ),
        # ... not inside a sentence that counts its dead
        (
            "A fourth victim in a deadly Robinson Road shooting, that killed three others, has died.",
            [(3, "killed three others")],
        ),
        ("The crime scene was chaotic as 25-year-old Michael Baker lay dead in the entry.", [(1, "25-year-old Michael Baker lay dead")]),
        (
            "15 year-old Jordan Shores of North Augusta was pronounced dead at Augusta University.",
            [(1, "15 year-old Jordan Shores of North Augusta was pronounced dead")],
        ),
    ],
)
def test_single_deaths(text: str, expected: list[tuple[int, str]]) -> None:
    assert _killed(text) == expected


_WORDS = ["a", ",", ".", "shooting", "gunshot", "death", "who", "died", "victim", "of", "20th", "The", "boy", "life", "support", "off", "taken"]


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=20).map(" ".join))
def test_evidence_exact(text: str) -> None:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-12-01"))
    for c in extract(pa):
        assert text[c.evidence.start : c.evidence.end] == c.evidence.text
        assert c.min <= c.value and (c.max is None or c.value <= c.max)


def _all(text: str) -> list[tuple[str, int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-12-01"))
    return [(c.kind, c.value, c.qualifier) for c in extract(pa)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("She died as a result of her injuries.", [("killed", 1, "exact")]),
        ("The man succumbed to his injuries on Sunday.", [("killed", 1, "exact")]),
        # a shot fired is no one shot
        ("The teen spun the cylinder and fired one shot.", []),
        ("He was shot in the leg.", [("hit", 1, "exact")]),
        # a modal makes it hypothetical
        ("The suspect would never purposefully hurt anyone.", []),
        ("Dozens could have been killed, police said.", []),
        # a hyphenated "shot" is a kind of gun
        ("He used a five-shot revolver.", []),
        # a vague item makes the sum vague
        ("Gladney and several injured were taken to hospitals.", [("injured", 10, "vague")]),
    ],
)
def test_words_that_count_nobody(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert _all(text) == expected


def _no_deaths(text: str, title: str | None = None) -> list[tuple[int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, title=title, published="2016-12-01"))
    return [(c.value, c.evidence.text) for c in extract(pa) if c.kind == "killed" and c.note]


@pytest.mark.parametrize(
    ("text", "title", "expected"),
    [
        # everyone hit is injured and no death is told: 0 killed, on the injured figure
        (
            "Authorities have identified four men arrested in connection to the shooting Monday night "
            "that injured five people.",
            "Authorities Identify 4 Men Arrested in Shooting Near 4th Precinct Protest",
            [(0, "injured five people")],
        ),
        ("Four people were wounded in a shooting Friday afternoon.", None, [(0, "Four people were wounded")]),
        # a death word in the headline: the body's count may leave the dead out
        ("Four people were wounded in a shooting Friday afternoon.", "Fatal shooting near school", []),
        # one person hurt: often the first report of a victim who died later
        ("A 17-year-old boy was injured in a shooting Tuesday.", "Boy, 17, injured in Claymont shooting", []),
        # more people shot than injured: the others' fate is untold
        ("Five people were shot. Two were injured.", None, []),
        # a death told: no 0
        ("One man was killed and three were wounded.", None, []),
        # an approximate toll of a mass-casualty attack is no count of everyone hit
        (
            "PARIS (Reuters) - Gunmen and suicide bombers attacked the Bataclan concert hall on Friday "
            "night. Some 300 people were wounded, 80 of them seriously, officials said.",
            None,
            [],
        ),
        ("At least 40 people were injured in the blast.", None, []),
        # a massacre in the headline or the text is a death told (probe: a cartel ambush's
        # follow-up counting only its six wounded children)
        (
            "Six children were injured in the attack, five of whom were taken to a hospital.",
            "Mexico arrests suspect after LeBaron massacre",
            [],
        ),
        ("Six children were injured when gunmen massacred their mothers.", None, []),
        # "slays" is a death word (GVA dev headline)
        (
            "Two officers were wounded.",
            "Shotgun-wielding gunman slays tribal lawman, wounds two other officers",
            [],
        ),
    ],
)
def test_no_deaths_told(text: str, title: str | None, expected: list[tuple[int, str]]) -> None:
    assert _no_deaths(text, title) == expected


def test_no_deaths_told_by_the_headline_points_into_the_title() -> None:
    # "7 Injured In Shooting" over a body that counts its own casualties (GVA dev style): the
    # headline's 0 killed, evidence exact in the title
    title = "7 Injured In Shooting At Block Party"
    art = Article(id="t", text="Police said a man was shot in the leg.", title=title, published="2016-12-01")
    zeros = [c for c in extract(ParsedArticle(art)) if c.kind == "killed"]
    assert [(c.value, c.evidence.field) for c in zeros] == [(0, "title")]
    assert all(title[c.evidence.start : c.evidence.end] == c.evidence.text for c in zeros)
    # a page with no figure in its body: the headline alone says nothing of the dead
    empty = Article(id="t", text="Subscribe to continue reading.", title=title, published="2016-12-01")
    assert [c for c in extract(ParsedArticle(empty)) if c.kind == "killed"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: "fatal injuries" are deaths, and no "no death told" 0 beside them
        (
            "Two people — a 44-year-old man and a 17-year-old female — inflicted fatal injuries.",
            [("killed", 2, "exact")],
        ),
        ("The victim sustained fatal injuries.", [("killed", 1, "exact")]),
        ("The woman suffered minor injuries.", [("injured", 1, "exact")]),
    ],
)
def test_fatal_injuries_are_deaths(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert _all(text) == expected


def test_no_zero_beside_a_death_the_rules_did_not_read() -> None:
    # GVA dev (a mass shooting's hospital report): "patients" is no victim word for the count
    # rules, but the text tells a death, so no "no death told" 0
    text = "Nine people were wounded. One of those patients died in the emergency room."
    assert _no_deaths(text, "Nine wounded in UCC shooting, Mercy Medical says") == []


def test_no_zero_beside_a_named_person_who_was_killed() -> None:
    # Butler 2024: the apposition hides the killed man from the count rules; "was killed" still
    # tells a death, so no "no death told" 0 beside the two wounded
    text = (
        "Corey Comperatore, 50, a former fire chief, was killed while shielding his family. Two other men, "
        "David Dutch, 57, and James Copenhaver, 74, were critically injured."
    )
    assert _no_deaths(text, "FBI identifies Trump rally gunman") == []


def test_a_negated_killing_still_leaves_the_zero() -> None:
    assert [v for v, _ in _no_deaths("Three people were injured. No one else was killed.")] == [0]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # GVA dev: a wake for someone who died of natural causes, where five people were shot
        (
            "Police suspect the motive for the shooting was gang-related because numerous gang members "
            "attended the wake, which was held for a person who died of natural causes.",
            [],
        ),
        # the wounds someone died of are still a death
        ("The man died of his wounds.", [(1, "The man died")]),
    ],
)
def test_a_death_of_natural_causes_is_no_casualty(sentence: str, expected: list[tuple[int, str]]) -> None:
    assert _killed(sentence) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a death told as a headline tells it in the body's lede too, and "martyred" is a
        # death: no "no death told" 0 beside the wounded (probe reports of 2026-12-01)
        "Café owner shot dead in Lyon on Friday, police said. Two others were wounded.",
        "Two people were martyred in the attack, the ministry said. Of the 284 people injured, 220 were still "
        "being treated in hospitals.",
    ],
)
def test_a_death_told_in_other_words_is_no_zero(text: str) -> None:
    assert 0 not in [v for v, _ in _killed(text)]
