"""Places of the sixteenth probe round: a town "in the heart of" its name, a state named as
the border the scene is near, a disaster named by its town under a bureau's dateline, and a
town listed twice whose twin lies in another province."""

from __future__ import annotations

import pytest

from crosswire.extract import location, place_states
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(
    text: str, *, title: str | None = None
) -> tuple[str | None, str | None, str | None] | None:
    out = location.extract(ParsedArticle(Article(id="a", text=text, title=title)), use_spacy=True)
    return (out[0].name, out[0].admin1, out[0].country_code) if out else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "in the heart of X": the town itself (was no place at all)
        (
            "A runaway train carrying crude oil derailed and exploded in the heart of Lac-Mégantic, "
            "Que., early Saturday, killing at least five people and leaving dozens missing.",
            ("Lac-Mégantic", "Quebec", "CA"),
        ),
        # a disaster named by its town in the lede under a bureau's dateline; the state named
        # as the border it is near is the neighbour's (was Maine, US)
        (
            "MONTREAL (Reuters) - Police ended their search of the site of the Lac-Megantic train "
            "disaster in Quebec on Friday, putting the death toll at 47.\n\nThe runaway train "
            "derailed and exploded in the small town near the Maine border on July 6.",
            ("Lac-Mégantic", "Quebec", "CA"),
        ),
        # a town GeoNames lists twice, once joined to the wrong province: the entry in the
        # province that bears its name (was Qīr Moāv, Ma'an)
        (
            "AMMAN (Reuters) - Gunmen killed 10 people including a Canadian tourist in a series of "
            "attacks in southern Jordan on Sunday that ended with a siege at a Crusader castle in "
            "the city of Karak, security sources said.",
            ("Karak City", "Karak", "JO"),
        ),
    ],
)
def test_r16_scene(text: str, expected: tuple[str, str, str]) -> None:
    assert _top(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a state named as the border the scene is near is not the story's state
        ("The runaway train derailed in the small town near the Maine border.", set()),
        ("The shelling hit the village about 10 km from the Texas border.", set()),
        ("Smugglers crossed into the country across the Arizona border overnight.", set()),
        # ... but a border town of a state is in it
        ("The Texas border town of Eagle Pass declared an emergency.", {"TX"}),
        ("Agents of the Arizona Border Patrol sector found the bodies.", {"AZ"}),
        ("A man was shot near the Ohio State campus.", {"OH"}),
    ],
)
def test_r16_state_named_as_a_border(text: str, expected: set[str]) -> None:
    assert place_states.states_in(text, postal=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a people's word before the attacker's arms names who struck, not the scene's
        # country (Hroza, unlisted, had been placed in Russia; Spin Boldak in Pakistan)
        (
            "KYIV - A Russian missile struck a cafe in the village of Hroza near Kupiansk in the "
            "Kharkiv region, killing 52 people.",
            ("Hroza", "Kharkiv", "UA"),
        ),
        (
            "KABUL (Reuters) - Pakistani shelling killed six people in the Afghan border town of "
            "Spin Boldak on Sunday, Taliban officials said.",
            ("Spīn Bōldak", "Kandahar", "AF"),
        ),
        (
            "A Russian missile hit an apartment block in Dnepr, in Ukraine's Dnipropetrovsk region, "
            "killing 45 people.",
            ("Dnipro", "Dnipropetrovsk", "UA"),
        ),
        # a country named as the border the scene is near is no reference town (a Brazilian
        # town called Congo had placed Mpondwe in Paraíba)
        (
            "KAMPALA (Reuters) - Militants attacked a school in Mpondwe, near the border with Congo, "
            "killing 41 people.",
            ("Mpondwe", "Western Region", "UG"),
        ),
        # a province abroad written after the town, as a US state is (was Hyderabad, India)
        (
            "KARACHI: A bomb exploded near a police station in Hyderabad, Sindh, on Sunday, injuring "
            "four people.",
            ("Hyderabad", "Sindh", "PK"),
        ),
        # "the X border town": the town, and a bureau yields to it (was Quetta)
        (
            "QUETTA: Afghan forces fired mortar shells at the Chaman border town on Sunday, killing "
            "six civilians.",
            ("Chaman", "Balochistan", "PK"),
        ),
        # ... never a state's border
        (
            "EAGLE PASS, Texas (AP) — Two migrants were shot dead near the Texas border town of "
            "Eagle Pass on Sunday.",
            ("Eagle Pass", "Texas", "US"),
        ),
    ],
)
def test_r16_scene_abroad(text: str, expected: tuple[str, str, str]) -> None:
    assert _top(text) == expected


@pytest.mark.parametrize(
    ("text", "expected_name", "expected_country"),
    [
        # a reference town whose own name holds "'s" keeps it (Kyrgyzstan's Bazar-Korgon had
        # placed the camp fire by "Bazar")
        (
            "COX'S BAZAR, Bangladesh (Reuters) - A massive fire swept through a Rohingya refugee camp "
            "in southern Bangladesh on Monday, killing at least 15 people.\n\nThe blaze broke out in "
            "the Balukhali camp, part of the sprawling Kutupalong settlement in Ukhiya, about 35 km "
            "south of Cox's Bazar town.",
            "Ukhiya",
            "BD",
        ),
        # a district named as the scene does not yield to the town given as its reference
        # point (was Mosul)
        (
            "BAGHDAD (Reuters) - A fire ripped through a wedding hall in Iraq's northern Nineveh "
            "province, killing at least 100 people and injuring 150, Iraqi authorities said on "
            "Wednesday.\n\nThe blaze broke out in the Hamdaniya district, a predominantly Christian "
            "area east of Mosul, after fireworks were set off during the celebration.",
            "Al-Hamdaniya",
            "IQ",
        ),
    ],
)
def test_r16_reference_points(text: str, expected_name: str, expected_country: str) -> None:
    top = _top(text)
    assert top is not None and (top[0], top[2]) == (expected_name, expected_country)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Reuters' and AP's spellings, with the Arabic article inside the name (was "Deir")
        (
            "A car bomb exploded in the eastern Syrian city of Deir al-Zour on Sunday, killing 10.",
            ("Deir ez-Zor", "Deir ez-Zor", "SY"),
        ),
        (
            "BEIRUT (AP) — A roadside bomb struck a bus in Deir el-Zour province's main city of "
            "Deir el-Zour on Friday, killing 11 soldiers.",
            ("Deir ez-Zor", "Deir ez-Zor", "SY"),
        ),
        # a Somali outlet's spelling
        (
            "A truck bomb exploded at a busy intersection in Muqdisho, killing 587.",
            ("Mogadishu", "Banaadir", "SO"),
        ),
        # Russian-based and Soviet-era names of Ukrainian towns
        (
            "A Russian missile hit an apartment building in Belaya Tserkov on Sunday.",
            ("Bila Tserkva", "Kiev", "UA"),
        ),
        (
            "Shelling killed three civilians in Artemovsk on Tuesday, local officials said.",
            ("Bakhmut", "Donetsk", "UA"),
        ),
    ],
)
def test_r16_spellings(text: str, expected: tuple[str, str, str]) -> None:
    assert _top(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a scene at sea is coded at the place it is off (was no place)
        (
            "A boat carrying migrants sank off the coast of Lampedusa on Thursday, killing 368 people.",
            ("Lampedusa", "Sicily", "IT"),
        ),
        (
            "A fishing boat crammed with migrants capsized off Pylos in southern Greece, killing at least 82.",
            ("Pýlos", "Peloponnese", "GR"),
        ),
    ],
)
def test_r16_scene_at_sea(text: str, expected: tuple[str, str, str]) -> None:
    assert _top(text) == expected
