"""Event dates of the nineteenth round: international wire ledes, each with its sentence."""

from __future__ import annotations

import pytest

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, published: str | None) -> str | None:
    out = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    return out[0].value if out else None


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # a rally the bomber struck is the scene, not a later gathering: its day is the
        # event's, not the day police spoke (with the wire's dateline dated that day)
        ("ISLAMABAD, July 31 (Reuters) - A suicide bomber killed 44 people at a rally in "
         "northwest Pakistan on Sunday, police said on Monday.", "2023-07-31", "2023-07-30"),
        ("KABUL (AFP) - A bomb exploded at an election rally in Kandahar on Thursday, killing "
         "12 people, officials said on Friday.", "2019-10-11", "2019-10-10"),
        # a rally after the attack stays a later step
        ("PARIS, Jan 11 (Reuters) - Gunmen killed 12 people at a magazine's office on "
         "Wednesday. Millions joined a rally on Sunday to honour the victims.", "2015-01-11",
         "2015-01-07"),
    ],
)  # fmt: skip
def test_attacked_rally_dates_the_event(text, published, expected):
    assert _top(text, published) == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        ("KABUL, Afghanistan (AP) — A suicide bomber killed 12 people late on Friday in the "
         "Afghan capital, officials said.", "2023-12-02", "2023-12-01"),
        ("MOGADISHU (Reuters) - Militants stormed a hotel in the early hours of Saturday, "
         "killing nine people, police said.", "2023-12-02", "2023-12-02"),
        ("OUAGADOUGOU (AFP) - Gunmen killed 40 people in attacks on the night of 3-4 January in "
         "northern Burkina Faso, the government said on Monday.", "2024-01-08", "2024-01-03"),
        ("ABUJA (AFP) - Gunmen killed 15 people on Monday (Dec 1) in a village in Zamfara "
         "state, police said.", "2025-12-03", "2025-12-01"),
        ("MOGADISHU, Dec 1 (Reuters) - A car bomb exploded at a checkpoint in Mogadishu on "
         "Sunday, killing at least 20 people, police said.", "2024-12-01", "2024-12-01"),
        ("KANO, Nigeria (AP) — A suicide bomber killed 15 people at a mosque on Sunday evening, "
         "police said.", "2024-03-18", "2024-03-17"),
        ("BAMAKO (Reuters) - Gunmen killed 134 people on the night of Friday to Saturday in the "
         "village of Ogossagou, a local mayor said on Sunday.", "2019-03-24", "2019-03-22"),
        ("GAZA (Reuters) - An Israeli air strike killed 18 people in Rafah late on Sunday night, "
         "health officials said on Monday.", "2024-02-12", "2024-02-11"),
        # "earlier this month": no day of its own
        ("PESHAWAR, Pakistan — Gunmen killed four policemen earlier this month in the district "
         "of Lakki Marwat, officials said on Monday.", "2024-03-18", None),
    ],
)  # fmt: skip
def test_wire_lede_dates(text, published, expected):
    assert _top(text, published) == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # the event "last week", only the day it was told named: no day, not the telling's
        ("NAIROBI (Reuters) - Gunmen killed 10 people in an attack on a bus in Mandera last "
         "week, police said on Monday.", "2024-03-18", None),
        ("PARIS (AFP) - Jihadists killed 15 soldiers in an attack in Mali's central Mopti "
         "region late last week, the army said on Monday.", "2024-03-18", None),
        # a day the text names stays, "last week" or not
        ("NAIROBI (Reuters) - Gunmen killed 10 people in an attack on a bus in Mandera on "
         "Thursday, the second attack in the county since last week, police said.",
         "2024-03-18", "2024-03-14"),
        # "last week's" names an earlier event: the telling's day is not dropped for it
        ("KABUL (AP) — A suicide bomber killed 20 people on Monday, days after last week's "
         "attack on a mosque, officials said.", "2024-03-18", "2024-03-18"),
    ],
)  # fmt: skip
def test_last_week_gives_no_day_of_telling(text, published, expected):
    assert _top(text, published) == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # "a day earlier" counts back from the day of the telling right after it
        ("KHARTOUM (AFP) - Paramilitary shelling killed 20 civilians in El Fasher a day "
         "earlier, activists said on Monday.", "2024-04-29", "2024-04-28"),
        ("MAIDUGURI (Reuters) - Jihadists killed 12 fishermen near Lake Chad two days earlier, "
         "a militia leader told Reuters on Tuesday.", "2024-04-30", "2024-04-28"),
        # ... and from the day named before it, as before
        ("Police said on Tuesday the gunman shot two people a day earlier.", "2024-04-30",
         "2024-04-29"),
        # no event before the phrase: nothing counted back
        ("Police said on Monday that the suspect had been seen a day earlier.", "2024-04-29",
         "2024-04-29"),
    ],
)  # fmt: skip
def test_days_earlier_counts_back_from_the_telling(text, published, expected):
    assert _top(text, published) == expected
