"""Casualty counts in wordings the eighth probe round of unseen reports turned up (Manda Bay
2020, Monterey Park 2023, the Sanaa funeral hall 2016, the Kabul school bombing 2021, Sandy
Hook 2012, Virginia Tech 2007, Bengaluru 2025, Irapuato 2020), each read wrong before its
rule.
"""

from __future__ import annotations

import pytest

from crosswire.extract.count_clauses import contrast_clause
from crosswire.extract.count_perps import attackers_figure
from crosswire.extract.counts import extract
from crosswire.model import Article, Extraction
from crosswire.nlp import ParsedArticle
from crosswire.reconcile import reconcile_event


def _counts(text: str) -> list[tuple[str, int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2020-01-05"))
    return [(c.kind, c.value, c.qualifier) for c in extract(pa) if not c.note]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "one" before a singular head, then a second counted group: both groups
        (
            "Al-Shabab extremists attacked a military base used by U.S. and Kenyan forces in coastal Kenya on "
            "Sunday, killing one U.S. service member and two Department of Defense contractors, the U.S. Africa "
            "Command said.",
            [("killed", 3, "exact")],
        ),
        ("Militants attacked a base, killing one American soldier and two contractors.", [("killed", 3, "exact")]),
        ("The attack killed one person and wounded two.", [("killed", 1, "exact"), ("injured", 2, "exact")]),
        # "police" qualifying the head of the first group
        ("The bomber struck, killing three police officers and two civilians.", [("killed", 5, "exact")]),
        ("The gunman killed two police officers, police said.", [("killed", 2, "exact")]),
        # a toll's figure after "rose to" is no part of the next clause's subject
        (
            "The number of people killed in Saturday's attack on the school has climbed to 85, and 147 others "
            "were wounded, the Ministry of Interior said on Tuesday.",
            [("killed", 85, "exact"), ("injured", 147, "exact")],
        ),
        ("The toll stood at 30, and 12 people were hurt.", [("killed", 30, "exact"), ("injured", 12, "exact")]),
        # a scene in common nouns after the people
        ("Two other adults at the school were wounded.", [("injured", 2, "exact")]),
        ("Three men in the car were shot.", [("hit", 3, "exact")]),
        # ... a building, room or vehicle only: an area or a time is no scene (GVA dev)
        ("The two most recent victims in the city died within a 24-hour period.", []),
        # a total "from the two attacks" in a report of a new attack is a figure of neither
        (
            "Gunmen have killed at least 15 people in a new attack near the Kenyan coastal town of Mpeketoni, a "
            "day after 48 people were killed in a raid on the town, officials say. The new attack took place in "
            "the village of Poromoko overnight, bringing the toll from the two attacks to more than 60.",
            [("killed", 15, "at_least"), ("killed", 48, "exact")],
        ),
        ("The death toll from the two explosions rose to 84, officials said.", [("killed", 84, "exact")]),
        # a person "injured in the attack" who "succumbed" is a death, not one injured
        (
            "Another soldier injured in the Uri terror attack succumbed to his injuries at the hospital on "
            "Sunday, taking the death toll in the attack to 19.",
            [("killed", 1, "exact"), ("killed", 19, "exact")],
        ),
        # the attacker hurt beside a group of dead victims is injured, not maybe one of them
        (
            "Ten people, including a Boulder police officer, were killed in a shooting at a King Soopers "
            "grocery store on Monday afternoon, police said. The suspect was injured and taken to a hospital.",
            [("killed", 10, "exact"), ("injured", 1, "exact")],
        ),
        # the killer's suicide after the victims' figure adds his death, as "before killing himself"
        (
            "A gunman killed 32 people in a dorm and a classroom building at Virginia Tech on Monday before "
            "committing suicide.",
            [("killed", 32, "exact"), ("killed", 33, "exact")],
        ),
        # another attack the day before, named as another, is no figure of this one
        (
            "A suicide bomber killed five people and wounded 10 in Kabul on Monday, a day after a similar attack "
            "killed 12 in Kandahar.",
            [("killed", 5, "exact"), ("injured", 10, "exact")],
        ),
        ("Police arrested a man on Tuesday, a day after a shooting killed three people at a bar.",
         [("killed", 3, "exact")]),
        # the hurt of a fire "admitted to hospitals with burns"
        ("Officials said 80 people were admitted to hospitals with burns.", [("injured", 80, "exact")]),
        # people "being treated at a hospital" lived to be treated: injured
        ("Seven inmates were being treated at a hospital in Tegucigalpa.", [("injured", 7, "exact")]),
        # several killers' own deaths, as many as the sentence's subject counts
        (
            "Two former students armed with a revolver, a crossbow and a hatchet killed eight people at the Raul "
            "Brasil state school in Suzano on Wednesday morning before taking their own lives, police said.",
            [("killed", 8, "exact"), ("killed", 10, "exact")],
        ),
        (
            "Two hooded gunmen opened fire at a school in Suzano, near Sao Paulo, on Wednesday, killing at least "
            "eight people before killing themselves, police said.",
            [("killed", 8, "at_least"), ("killed", 10, "at_least")],
        ),
        # "they" after "before" following an active verb's victims is the killers, not the victims
        ("The couple killed 14 people before they were shot dead by police.", [("killed", 14, "exact")]),
        ("Two people were shot before they died.", [("hit", 2, "exact"), ("killed", 2, "exact")]),
        # a list, then its place among the toll: at least its sum, when it opens the sentence
        (
            "Three police officers and two civilians were among the dead.",
            [("killed", 5, "at_least")],
        ),
        ("Police said two children were among the dead.", []),
        # South Asian wordings: "attained martyrdom", a toll that "has gone up to", deaths on
        # the spot and in hospital told apart without "others"
        ("Two jawans attained martyrdom in the encounter.", [("killed", 2, "exact")]),
        ("The toll in the attack has gone up to 25.", [("killed", 25, "exact")]),
        (
            "Nine people died on the spot, while three succumbed to injuries in hospital.",
            [("killed", 9, "exact"), ("killed", 12, "exact"), ("killed", 3, "exact")],
        ),
        ("Four people died in hospital, while two were killed at the scene.",
         [("killed", 4, "exact"), ("killed", 2, "exact")]),
        # "corpses" like "bodies" (Nigerian press)
        ("Twelve corpses were recovered from the scene.", [("killed", 12, "exact")]),
        # a bare plural after a counted group shares its figure
        (
            "Thirty-two students and faculty members were killed, not including the gunman.",
            [("killed", 32, "exact")],
        ),
        ("Two men and a woman were killed.", [("killed", 3, "exact")]),
        # the hurt who "remain" in hospital after one of them died are counted as they stand
        (
            "The death toll in the Monterey Park mass shooting rose to 11 Monday after one of the wounded died at "
            "a hospital, the Los Angeles County Sheriff's Department said. Nine other victims remain "
            "hospitalized, some in critical condition.",
            [("killed", 11, "exact"), ("killed", 1, "exact"), ("injured", 9, "exact")],
        ),
    ],
)
def test_probe8_wordings(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("evidence", "expected"),
    [
        ("Five attackers were killed", True),
        ("seven attackers, who were wearing suicide vests, were killed", True),
        ("33 terrorists killed", True),
        ("Two gunmen killed three people", False),
        ("gunmen killed 5", False),
        ("killing seven people including five attackers", False),
    ],
)
def test_attackers_figure(evidence: str, expected: bool) -> None:
    assert attackers_figure(evidence) is expected


def _reconcile(*arts: Article):  # type: ignore[no-untyped-def]
    return reconcile_event(
        list(arts), [Extraction(article_id=a.id, counts=extract(ParsedArticle(a))) for a in arts]
    )


def test_the_attackers_deaths_are_no_victims_toll() -> None:
    art = Article(
        id="md1",
        published="2020-01-05",
        title="3 Americans killed in al-Shabab attack on military base in Kenya",
        text=(
            "NAIROBI, Kenya (AP) — Al-Shabab extremists attacked a military base used by U.S. and Kenyan forces "
            "in coastal Kenya on Sunday, killing one U.S. service member and two Department of Defense "
            "contractors, the U.S. Africa Command said.\n\nTwo other Defense Department personnel were wounded "
            "and were in stable condition. Five attackers were killed, Kenya's military said.\n\nAl-Shabab "
            "claimed responsibility and said it had killed 17 Americans and destroyed seven aircraft, a claim the "
            "U.S. military dismissed."
        ),
    )
    rec = _reconcile(art)
    assert rec.fatalities.best == 3
    assert rec.injuries.best == 2


def test_a_near_figure_of_another_authority_is_no_partial_count() -> None:
    un = Article(
        id="sa1",
        published="2016-10-09",
        title="Saudi-led air strikes kill more than 140 at Yemen funeral: U.N.",
        text=(
            "SANAA (Reuters) - Air strikes by a Saudi-led coalition on a funeral hall in Yemen's capital Sanaa "
            "killed more than 140 people and wounded 525, the United Nations said on Sunday."
        ),
    )
    ministry = Article(
        id="sa2",
        published="2016-10-08",
        title="Dozens killed in air strikes on Sanaa funeral hall",
        text=(
            "Air raids on a packed funeral hall in Yemen's capital Sanaa have killed at least 82 people and "
            "wounded 534 others, according to the Houthi-run health ministry."
        ),
    )
    rec = _reconcile(un, ministry)
    assert rec.injuries.best == 525  # conservative: the lowest credible figure, none set aside


def test_the_hurt_left_after_deaths_are_not_set_aside() -> None:
    day1 = Article(
        id="ir1",
        published="2020-07-02",
        title="Gunmen kill 24 at drug rehabilitation center in Irapuato",
        text=(
            "Gunmen stormed a drug rehabilitation center in Irapuato, Guanajuato, on Wednesday evening and opened "
            "fire, killing 24 people and wounding seven, according to the state prosecutor's office."
        ),
    )
    day3 = Article(
        id="ir2",
        published="2020-07-03",
        title="Death toll in Mexico rehab center attack rises to 27",
        text=(
            "IRAPUATO, Mexico (AP) — The death toll from an attack on a drug rehabilitation center in the central "
            "Mexican city of Irapuato rose to 27 after three of the wounded died in hospital, Guanajuato Gov. "
            "Diego Sinhue Rodríguez said Friday. Four others remain hospitalized."
        ),
    )
    rec = _reconcile(day1, day3)
    assert (rec.fatalities.best, rec.injuries.best) == (27, 4)


def test_a_risen_injured_toll_replaces_the_first_days() -> None:
    day1 = Article(
        id="bg1",
        published="2025-06-04",
        title="11 dead, 33 injured in stampede outside Chinnaswamy stadium",
        text="BENGALURU: Eleven people were killed and 33 injured in a stampede outside the stadium on Wednesday.",
    )
    day2 = Article(
        id="bg2",
        published="2025-06-05",
        title="Bengaluru stampede: number of injured rises to 47",
        text=(
            "The number of people injured in Wednesday's stampede outside the Chinnaswamy stadium has risen to 47, "
            "health officials said on Thursday."
        ),
    )
    assert _reconcile(day1, day2).injuries.best == 47


def test_the_attackers_only_source_is_set_aside() -> None:
    victims = Article(
        id="md1",
        published="2020-01-05",
        text=(
            "Al-Shabab extremists attacked a military base in coastal Kenya on Sunday, killing one U.S. service "
            "member and two Department of Defense contractors, the U.S. Africa Command said."
        ),
    )
    attackers = Article(
        id="md2",
        published="2020-01-05",
        text=(
            "Al-Shabab fighters have attacked a military base in Kenya's coastal Lamu county used by Kenyan and "
            "US troops. Kenya's military said it repulsed the attack and that four attackers were killed."
        ),
    )
    for policy in ("conservative", "latest", "range"):
        rec = reconcile_event(
            [victims, attackers],
            [Extraction(article_id=a.id, counts=extract(ParsedArticle(a))) for a in (victims, attackers)],
            policy=policy,
        )
        assert (rec.fatalities.low, rec.fatalities.best, rec.fatalities.high) == (3, 3, 3)


_CONTRAST = "The Taliban said they had killed 30 soldiers, but the defence ministry said 12 soldiers died."


def test_two_sources_set_against_each_other_each_keep_their_figure() -> None:
    counts = extract(ParsedArticle(Article(id="t", text=_CONTRAST, published="2020-01-01")))
    assert [(c.value, c.attributed_to, c.perpetrator_sourced) for c in counts] == [
        (30, "The Taliban", True),
        (12, "the defence ministry", False),
    ]


@pytest.mark.parametrize(
    ("text", "figure", "clause"),
    [
        (_CONTRAST, "12", "the defence ministry said 12 soldiers died."),
        # one source only: the whole sentence
        ("Twelve people were killed, but police said the toll could rise.", "Twelve",
         "Twelve people were killed, but police said the toll could rise."),
    ],
)
def test_contrast_clause(text: str, figure: str, clause: str) -> None:
    at = text.index(figure)
    lo, hi = contrast_clause(text, 0, len(text), at, at + len(figure))
    assert text[lo:hi] == clause


def test_a_toll_gone_up_replaces_the_earlier_figure() -> None:
    day1 = Article(id="a", text="A bomb blast at a bus stand in Quetta killed 18 people on Monday, police said.",
                   published="2020-01-01")
    day2 = Article(id="b", text="The toll in the Quetta bus stand blast has gone up to 25 after seven of the injured "
                   "died overnight.", published="2020-01-02")
    assert _reconcile(day1, day2).fatalities.best == 25
