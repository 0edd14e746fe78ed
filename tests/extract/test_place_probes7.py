"""Seventh places probe (unseen events, Latin America, Sahel, Middle East): real sentences."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, title: str | None = None):
    out = location.extract(ParsedArticle(Article(id="a", text=text, title=title)))
    return out[0] if out else None


@pytest.mark.parametrize(
    ("text", "name", "admin1", "cc"),
    [
        # "a rural area of X", "the municipality of X", "the commune of X" name a town
        ("Colombia on Saturday mourned 13 police officers killed when dissident guerrillas "
         "downed their helicopter with a drone on Thursday in a rural area of Amalfi, in the "
         "department of Antioquia.\n\nPresident Gustavo Petro blamed the Gulf Clan for the attack.",
         "Amalfi", "Antioquia", "CO"),
        # a state capital in apposition is a town; the bureau's dateline yields to it
        ("MEXICO CITY (AP) — The mayor of Chilpancingo, the capital of the violent southern "
         "state of Guerrero, was killed Sunday less than a week after taking office, state "
         "officials said.\n\nAlejandro Arcos had been sworn in on Oct. 1. His body was found in a "
         "vehicle in the city, the Guerrero state prosecutor's office said late Sunday.",
         "Chilpancingo", "Guerrero", "MX"),
        # "the X district" under a big city's dateline is its quarter, not a far village
        ("BAMAKO, Sept 17 (Reuters) - Islamist militants attacked a military police training "
         "school in Mali's capital Bamako in the early hours of Tuesday, the army said, in a rare "
         "strike on the city.\n\nGunfire and explosions were heard near the school in the Faladie "
         "district and near the airport.", "Bamako", "Bamako", "ML"),
        # a village the gazetteer lacks takes the country written after it ("in northern
        # Lebanon"), not the attacker's ("an Israeli strike"), and leads its country alone
        ("GENEVA (AFP) - The UN rights office on Tuesday called for an independent "
         "investigation into an Israeli strike that killed 22 people in the predominantly "
         "Christian village of Aitou in northern Lebanon a day earlier.", "Aitou", None, "LB"),
        # Thai local units around a village name: "in Lam Phaya sub-district, in Muang
        # district", "in tambon Lam Phaya of Muang district" (the article's one province)
        ("BANGKOK (Reuters) - Suspected separatist insurgents killed 15 people at a security "
         "checkpoint in Thailand's southern province of Yala late on Tuesday, in the deadliest "
         "attack in the region in years, police said on Wednesday.\n\nThe gunmen attacked village "
         "defence volunteers in Lam Phaya sub-district, in Muang district, police said.",
         "Lam Phaya", "Yala", "TH"),
        ("YALA: Relatives gathered on Wednesday for the 15 village defence volunteers shot dead "
         "at two checkpoints in tambon Lam Phaya of Muang district on Tuesday night.",
         "Lam Phaya", "Yala", "TH"),
        # a francophone department is named after its seat, looked up in the article's
        # one country ("Tera" had matched Tire, Izmir)
        ("Niger has declared three days of national mourning after gunmen killed 44 worshippers "
         "at a mosque in the south-west of the country late last week.\n\nThe attack happened in "
         "Fambita, in the Tera department, on Friday, the interior ministry said.",
         "Fambita", "Tillaberi", "NE"),
    ],
)
def test_probe7_scene(text, name, admin1, cc):
    top = _top(text)
    assert top is not None
    assert (top.name, top.admin1, top.country_code) == (name, admin1, cc)
