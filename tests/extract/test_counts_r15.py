"""Fifteenth round, counts (2026-12-02 probes: Kathmandu 2025, Beersheba 2024, Istanbul's
Santa Maria church 2024, Zike 2025, Yelwata 2025)."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.extract.numbers import QUANTITY_RE, parse_quantity
from crosswire.model import Article


def _counts(text: str) -> list[tuple[str, int]]:
    x = extract_article(Article(id="a", text=text, title="x", published="2025-02-16"))
    return [(c.kind, c.value) for c in x.counts]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Kathmandu 2025, Reuters: the hospital figure had been unread)
        ("At least 17 people were killed in Nepal's capital on Monday when police fired at protesters, "
         "officials said, while hospital sources put the figure at 19.", [("killed", 17), ("killed", 19)]),
        ("Police said 20 people died, but hospital officials put the number at 26.", [("killed", 20), ("killed", 26)]),
        ("More than 100 people were wounded, while hospitals put the figure higher at 400.",
         [("injured", 100), ("injured", 400)]),
        # no figure before it in the sentence: nothing to say what the number counts
        ("Police said 3 people were shot. Witnesses put the number at 10.", [("hit", 3)]),
    ],
)
def test_another_source_puts_the_figure_at(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Istanbul 2024: "lives?" had missed the singular, and "claimed" needed a figure)
        ("One person lost his life when two masked gunmen opened fire at the church during Sunday Mass.",
         [("killed", 1)]),
        ("A police officer lost her life in the attack.", [("killed", 1)]),
        ("Police detained two suspects over the armed attack on a church in Istanbul that claimed one life.",
         [("killed", 1)]),
        ("The blast claimed a life.", [("killed", 1)]),
        ("The attack claimed two lives.", [("killed", 2)]),
        ("Three people lost their lives.", [("killed", 3)]),
    ],
)
def test_one_life_lost_or_claimed(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Beersheba 2024, Jerusalem Post: the anniversary had made the sentence background)
        ("One person was killed and a dozen were injured in Sunday's terror attack in Beersheba, the day "
         "before the first anniversary of October 7.", [("killed", 1), ("injured", 12)]),
        ("Two people were killed in the attack, which came on the anniversary of the 2015 massacre.",
         [("killed", 2)]),
        # (Zike 2025, AFP in capitals: "a wave of attacks" had made it background)
        ("GUNMEN KILLED AT LEAST 51 PEOPLE IN AN OVERNIGHT RAID ON A VILLAGE, AMNESTY SAID ON TUESDAY, THE "
         "LATEST IN A WAVE OF ATTACKS IN THE REGION.", [("killed", 51)]),
        # the series' own total after the cut stays out, and so does a sum over the cut
        ("Gunmen killed 5 people on Monday, the latest in a wave of attacks that have killed more than 1,000 "
         "people this year.", [("killed", 5)]),
        ("The raid was the latest in a string of attacks that have killed 1,000 people.", []),
        ("A vigil on the anniversary of the shooting that killed 12 people drew a crowd.", []),
    ],
)
def test_figures_before_an_anniversary_or_a_series_apposition(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("phrase", "value", "vmin", "vmax"),
    [
        # (Yelwata 2025: "several hundred" had read as "several", 10; it is "hundreds", the
        # ACLED codebook's 100)
        ("several hundred people", 100, 100, None),
        ("a few hundred people", 100, 100, 999),
        ("several thousand people", 1000, 1000, None),
        ("a few thousand people", 1000, 1000, 9999),
        ("hundreds of people", 100, 100, None),
        ("several people", 10, 3, None),
    ],
)
def test_several_hundred_is_hundreds(phrase, value, vmin, vmax) -> None:
    m = QUANTITY_RE.search(phrase)
    assert m is not None
    q = parse_quantity(m, phrase)
    assert q is not None and (q.value, q.min, q.max, q.qualifier) == (value, vmin, vmax, "vague")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Several hundred people were wounded.", [("injured", 100)]),
        ("A few hundred people were hurt in the clashes.", [("injured", 100)]),
    ],
)
def test_several_hundred_hurt(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Chilas 2023, APP in capitals: "ONE OF THE INJURED PASSENGERS" had been an injured
        # figure of one, and the 25 still treated had been lowered by the one who died)
        ("THE DEATH TOLL IN THE FIRING ON A PASSENGER BUS NEAR CHILAS ROSE TO TEN ON FRIDAY AFTER ONE OF THE "
         "INJURED PASSENGERS SUCCUMBED TO HIS WOUNDS IN GILGIT, OFFICIALS SAID.\n\nTHE ATTACK TOOK PLACE ON THE "
         "EVENING OF 7 DECEMBER NEAR HUDUR. TWENTY-FIVE INJURED ARE UNDER TREATMENT.",
         [("killed", 10), ("killed", 1), ("injured", 25)]),
        ("Two of the injured children later died.", [("killed", 2)]),
        ("Three of the wounded people died in hospital.", [("killed", 3)]),
        ("One of the wounded later died in hospital.", [("killed", 1)]),
    ],
)
def test_the_hurt_named_by_a_noun_who_died(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Yelwata 2025: the source after the list had been counted as one of the dead)
        ("Among the dead were 12 children, the statement said.", [("killed", 12)]),
        ("The dead included 12 children, police said.", [("killed", 12)]),
        ("The dead included two soldiers, a police officer and a child, officials said.", [("killed", 4)]),
        ("Killed were two men, a woman and a child, police said.", [("killed", 4)]),
        # the dead named by "those killed"
        ("Among those killed were four soldiers and a child.", [("killed", 5)]),
        ("Those killed included four soldiers and a child, police said.", [("killed", 5)]),
    ],
)
def test_a_list_of_the_dead_before_its_source(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Huwara 2023, Times of Israel: the Red Crescent's treated had been unread)
        ("The Red Crescent said it had treated about 100 people, most for tear gas inhalation.",
         [("injured", 100)]),
        ("Paramedics treated 12 people at the scene.", [("injured", 12)]),
        ("About 100 people were treated for injuries, the Red Crescent said.", [("injured", 100)]),
    ],
)
def test_the_hurt_told_by_those_who_treated_them(text, expected) -> None:
    assert [c for c in _counts(text) if c[0] == "injured"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a victim named by office or calling (Maga 2025 probe: no death had been counted)
        ("The vice principal, Hassan Makuku, was killed while trying to protect the students.", [("killed", 1)]),
        ("Gunmen kidnapped 25 schoolgirls from a boarding school and killed a staff member, police said.",
         [("killed", 1)]),
        ("A village chief was shot dead by gunmen on Sunday.", [("killed", 1)]),
        ("The headmaster was killed and two pupils were wounded.", [("killed", 1), ("injured", 2)]),
    ],
)  # fmt: skip
def test_victims_named_by_office(text, expected):
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "source"),
    [
        # the second figure is the one who "put the figure at" it (Kathmandu 2025: it had
        # been credited to the officials of the sentence's first figure)
        ("At least 17 people were killed in Nepal's capital on Monday, officials said, while hospital "
         "sources put the figure at 19.", "hospital sources"),
        ("Police said 20 people died, but hospital officials put the number at 26.", "hospital officials"),
        ("The Observatory put the toll at 16.", "The Observatory"),
    ],
)  # fmt: skip
def test_who_put_the_figure_at(text, source):
    x = extract_article(Article(id="a", text=text, title="x", published="2025-09-09"))
    assert x.counts[-1].attributed_to == source


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an apposition gave the first figure, the verb the lowered one
        ("The number of dead, first put at 37, was lowered to 32 on Saturday.", [("killed", 37), ("killed", 32)]),
        ("The death toll, initially put at 37, was revised down to 32, officials said.",
         [("killed", 37), ("killed", 32)]),
    ],
)  # fmt: skip
def test_toll_lowered_after_an_apposition(text, expected):
    assert _counts(text) == expected


def test_lowered_toll_is_the_reports_figure():
    from crosswire.reconcile import reconcile_event

    a = Article(
        id="r1", outlet="Reuters", published="2024-08-04", title="Mogadishu beach attack toll revised",
        text="MOGADISHU (Reuters) - The number of dead from Friday's attack on a beach in Mogadishu, first put "
        "at 37, was lowered to 32 on Saturday, officials said. Another 63 people were wounded.",
    )
    rec = reconcile_event([a], [extract_article(a)])
    assert rec.fatalities.best == 32
