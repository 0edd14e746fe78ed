"""Sixteenth round, casualty counts (2026-12-02 probes: Parsons Green 2017, Peshawar's All
Saints church 2013, Mastung 2018, Nyanya 2014, Gadchiroli 2019 and others)."""

from __future__ import annotations

import pytest

from crosswire.extract import count_chooser, extract_article
from crosswire.model import Article


def _counts(text: str, *, title: str = "x") -> list[tuple[str, int]]:
    x = extract_article(Article(id="a", text=text, title=title, published="2017-09-15"))
    return [(c.kind, c.value) for c in x.counts]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Peshawar 2013, AFP: "three more injured" had been read as three injured)
        (
            "The death toll has risen to 81 as three more injured died overnight.",
            [("killed", 81), ("killed", 3)],
        ),
        ("Three more injured died overnight.", [("killed", 3)]),
        ("Two other wounded later succumbed in hospital.", [("killed", 2)]),
        # still the hurt when no death follows
        ("Two injured were taken to hospital.", [("injured", 2), ("killed", 0)]),
    ],
)
def test_more_injured_who_died_are_dead(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Parsons Green 2017, Reuters: the whole sentence had been set aside as a running total)
        (
            "A homemade bomb partially exploded on a packed London commuter train on Friday, injuring 29 people "
            "in what police said was a terrorist attack, the fifth in Britain this year.",
            [("injured", 29), ("killed", 0)],
        ),
        (
            "A bomb exploded on a train, injuring 29 people, the fifth terror attack in Britain this year.",
            [("injured", 29), ("killed", 0)],
        ),
        (
            "Two people were shot dead, the third such killing in the area this year.",
            [("killed", 2)],
        ),
        # a city's running count is still no figure of this event
        ("A man was shot dead Sunday, the city's 20th homicide this year.", []),
    ],
)
def test_an_ordinal_ranking_this_attack_in_the_year(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Indian wire wording: the third death had been unread, 2)
        (
            "While two died on the spot, the third succumbed to injuries on the way to hospital.",
            [("killed", 2), ("killed", 3)],
        ),
        ("Two died on the spot and a third succumbed in hospital.", [("killed", 2), ("killed", 3)]),
        (
            "Two policemen died on the spot, while a third died in hospital.",
            [("killed", 2), ("killed", 3)],
        ),
        # a rank with no death after it adds nothing
        ("Two men were shot dead. The third was injured.", [("killed", 2)]),
    ],
)
def test_a_bare_rank_that_died_later(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # (the South Asian press: "25 martyred" had joined the injured list, 65)
        ("Quetta blast: 25 martyred, 40 injured", [("killed", 25), ("injured", 40)]),
        ("25 martyred, 40 injured in Quetta blast", [("killed", 25), ("injured", 40)]),
        ("Blast in Quetta: 12 perished, 30 hurt", [("killed", 12), ("injured", 30)]),
        ("Quetta blast: 25 killed, 40 injured", [("killed", 25), ("injured", 40)]),
        # "touches" and a headline's "now" link a toll to its figure
        ("Kabul attack: death toll touches 40", [("killed", 40)]),
        ("Toll in Nyanya blast now 75", [("killed", 75)]),
    ],
)
def test_headline_tolls(title, expected) -> None:
    got = _counts("A blast took place in the city on Sunday, officials said.", title=title)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The death toll touched 40 on Monday.", [("killed", 40)]),
        ("The toll has now touched 40.", [("killed", 40)]),
        ("The toll is now 75.", [("killed", 75)]),
    ],
)
def test_toll_touched_or_now(text, expected) -> None:
    assert _counts(text) == expected


def test_a_ceiling_others_give_is_not_the_articles_figure() -> None:
    # (Beni 2016, AFP: two figures past the model's ceiling fell back to the largest, and
    # that was the civil society's "up to 64" beside the article's own 51)
    title = "DR Congo mourns 51 killed in Beni massacre"
    text = (
        "DR Congo began three days of mourning on Tuesday for 51 people killed in an overnight machete "
        "massacre blamed on Ugandan rebels near the eastern town of Beni. The government had initially put "
        "the toll at 36, while local civil society groups said up to 64 died."
    )
    art = Article(id="a", text=text, title=title, published="2016-08-16")
    killed = [c for c in extract_article(art).counts if c.kind == "killed"]
    assert {(c.value, c.qualifier) for c in killed} >= {(51, "exact"), (64, "up_to")}
    chosen = count_chooser.choose(killed, article=art, event_values={}, n_sources=1)
    assert chosen.value == 51


def test_largest_precise_still_takes_a_ceiling_when_it_is_all_there_is() -> None:
    art = Article(
        id="a", text="Up to 64 people died in the massacre.", title="x", published="2016-08-16"
    )
    killed = [c for c in extract_article(art).counts if c.kind == "killed"]
    assert count_chooser.largest_precise(killed).value == 64


@pytest.mark.parametrize(
    ("text", "figures", "chosen"),
    [
        # (probe: a relative clause's revision had been unread, and the report's figure 20)
        (
            "Gunmen attacked a checkpoint on Friday. The military said 20 soldiers were killed, a figure that "
            "was later revised to 19.",
            [("killed", 20), ("killed", 19)],
            19,
        ),
        (
            "Gunmen attacked a checkpoint on Friday. The army said 20 soldiers were killed, a number which has "
            "since been revised down to 18.",
            [("killed", 20), ("killed", 18)],
            18,
        ),
    ],
)
def test_a_figure_that_was_later_revised(text, figures, chosen) -> None:
    art = Article(id="a", text=text, title="Attack", published="2017-09-15")
    killed = [c for c in extract_article(art).counts if c.kind == "killed"]
    assert [(c.kind, c.value) for c in killed] == figures
    assert count_chooser.choose(killed, article=art, event_values={}, n_sources=1).value == chosen


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (probe: the abduction before the killing had ended the walk back to the victims)
        ("Eleven coal miners were abducted and killed.", [("killed", 11)]),
        ("Eleven coal miners were kidnapped and later shot dead.", [("killed", 11)]),
        ("Eleven coal miners were abducted, tortured and killed.", [("killed", 11)]),
        # others abducted beside the dead stay apart
        ("Five were abducted and two killed.", [("killed", 2)]),
        ("Ten people were kidnapped and two were injured.", [("injured", 2), ("killed", 0)]),
    ],
)
def test_abducted_and_killed_are_one_group(text, expected) -> None:
    assert _counts(text) == expected


def test_abducted_and_killed_in_a_headline() -> None:
    assert _counts(
        "Gunmen struck a coal mine on Sunday.", title="11 miners abducted, killed in Machh"
    ) == [("killed", 11)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (MUC-4 DEV: "the massacre of 16 November" had been 16 killed)
        ("The masterminds of the massacre of 16 November have not been punished.", []),
        ("THE MASTERMINDS OF THE MASSACRE OF 16\nNOVEMBER HAVE NOT BEEN PUNISHED.", []),
        ("The massacre of 16 villagers shocked the country.", [("killed", 16)]),
    ],
)
def test_a_massacre_of_a_day_counts_no_one(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (MUC-4 DEV: "the assassination of" had read no death)
        ("The party condemns the assassination of Antonio Rodriguez Porth.", [("killed", 1)]),
        ("The assassination of three judges shocked the country.", [("killed", 3)]),
        ("Police foiled the attempted assassination of the mayor.", []),
    ],
)
def test_the_assassination_of(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "chosen"),
    [
        # (MUC-4 DEV: the minister and the two of his escort "also killed" are three)
        (
            "The minister was assassinated today during an attack in which two members of his escort were "
            "also killed, police reported.",
            3,
        ),
        (
            "The minister was assassinated today. Two members of his escort were also killed, police said.",
            3,
        ),
        (
            "A man was shot dead on Sunday night on Elm Street. A woman was also killed, police said.",
            2,
        ),
        # a part of those told before adds nothing
        (
            "Three people were killed in the blast. Two of them were also killed instantly, police said.",
            3,
        ),
    ],
)
def test_victims_also_killed_join_the_toll(text, chosen) -> None:
    art = Article(id="a", text=text, title="Attack", published="1989-06-09")
    killed = [c for c in extract_article(art).counts if c.kind == "killed"]
    assert count_chooser.choose(killed, article=art, event_values={}, n_sources=1).value == chosen


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (MUC-4 DEV: a rank or office before the name had hidden the victim)
        (
            "The government strongly condemns the murder of retired General Gustavo Alvarez Martinez.",
            [("killed", 1)],
        ),
        (
            "The party condemns the assassination of Presidency Minister Dr Antonio Rodriguez Porth.",
            [("killed", 1)],
        ),
        (
            "Police are investigating the killing of Mayor John Smith and his driver.",
            [("killed", 2)],
        ),
        # an institution named like a title is no victim
        ("The report examined the death of General Hospital staff morale.", []),
    ],
)
def test_a_victim_named_by_rank_or_office(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (probe: "both" before the attackers had read nothing, and the list's toll with it;
        # the attackers count among the dead as GTD's nkill counts them)
        ("Nine civilians and both suicide bombers died.", [("killed", 11)]),
        ("Both gunmen were killed.", [("killed", 2)]),
        ("Both soldiers were wounded.", [("injured", 2), ("killed", 0)]),
    ],
)
def test_both_attackers_or_forces(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (British copy: "are in hospital" without an article had read no hurt)
        (
            "Three people have died and a further 12 are in hospital.",
            [("killed", 3), ("injured", 12)],
        ),
        ("Twelve people are in hospital.", [("injured", 12), ("killed", 0)]),
        ("Police said officers were in hospital grounds.", []),
    ],
)
def test_british_in_hospital(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (MUC-4 DEV: only the first name after "the murders of" had been counted)
        (
            "He condemned the murders of Carlos Valencia Garcia, Colonel Valdemar Franklin Quintero, and "
            "Senator Luis Carlos Galan.",
            [("killed", 3)],
        ),
        (
            "Police are investigating the killings of John Smith, Mary Jones and Ann Lee.",
            [("killed", 3)],
        ),
        # a calling after a name is an apposition, and a singular noun opens no list
        (
            "Police are investigating the murders of John Smith, a teacher, and his wife.",
            [("killed", 1)],
        ),
        (
            "Police are investigating the murder of John Smith, a teacher, and his wife.",
            [("killed", 1)],
        ),
    ],
)
def test_a_list_after_a_plural_killing_noun(text, expected) -> None:
    assert _counts(text) == expected
