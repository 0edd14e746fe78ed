"""Who a casualty figure is attributed to, and whether it is the perpetrator's own."""

from __future__ import annotations

import pytest

from crosswire.extract.attribution import attribution
from crosswire.extract.counts import TRIGGER_RE


@pytest.mark.parametrize(
    ("sentence", "figure", "perp"),
    [
        # a claim "saying it had killed" gives the claimant's own figure (GTD: never used)
        (
            "The al-Qaeda-linked Group for the Support of Islam and Muslims (JNIM) claimed responsibility "
            "for the attack, saying it had killed around 300 members of the militia.",
            "killed around 300",
            True,
        ),
        ("The army said it had killed 40 militants in the raid.", "killed 40", True),
        # a security source's figure beside it is not the claimant's
        ('A security source said the toll was "over 100 dead" but the government has not given a figure.', "100", False),
        # a claim of the act: the toll in the relative clause on it is the outlet's (Lahore 2016)
        ("A Pakistani Taliban faction has said it carried out a suicide bombing at a park in the city of Lahore "
         "that killed at least 65 people, many of them children.", "killed at least 65", False),
        # ... and so is a second figure joined to it (Manchester 2017 probe report)
        ("So-called Islamic State has said it was behind the attack, which killed 22 people and injured 59 "
         "at the end of an Ariana Grande concert on Monday night.", "injured 59", False),
        ("So-called Islamic State has said it was behind the attack, which killed 22 people and injured 59 "
         "at the end of an Ariana Grande concert on Monday night.", "killed 22", False),
        # ... as is a toll in the description of the attacker the claim speaks of (Nice 2016)
        ('So-called Islamic State has said the man who drove a lorry into crowds in Nice, killing 84 people, '
         'was one of its "soldiers".', "killing 84", False),
        ("The Taliban said its fighters attacked a checkpoint, killing 12 soldiers.", "killing 12", True),
        # ... unless the sentence says whose account it all is; Amaq is the Islamic State's
        ("The group said it carried out the attack, which killed 12 soldiers, according to its Amaq agency.",
         "killed 12", True),
        # the claim's own figure in the passive (Maiduguri 2025 probe report) ...
        ("Islamic State West Africa Province (ISWAP) claimed responsibility for the attack in a statement on "
         "its Amaq news agency, saying 40 people were killed.", "40", True),
        ("The group claimed responsibility and said at least 40 soldiers had died.", "at least 40", True),
        # ... but not a figure another source gives beside the claim
        ("Police said 23 people were killed, and the group claimed responsibility, saying it was revenge.", "23", False),
        ("The Taliban claimed responsibility for the attack, which police said killed 23 people.", "23", False),
    ],
)
def test_claimant_figure_is_flagged(sentence: str, figure: str, perp: bool) -> None:
    start = sentence.index(figure)
    assert attribution(sentence, not_source=TRIGGER_RE, span=(start, start + len(figure)))[1] is perp


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        # a wire dateline is no part of the source (probe report of Mumbai 2008)
        ("MUMBAI (Reuters) - Indian officials said the militants killed 174 people.", "Indian officials"),
        ("NEW YORK (AP) — The NYPD said two were shot.", "The NYPD"),
        ("GUSAU - Police said 12 people were killed.", "Police"),
        # ... while a hyphenated capitalised word is not a dateline
        ("US-BASED monitors said 5 died.", "US-BASED monitors"),
    ],
)
def test_dateline_is_no_source(sentence: str, source: str) -> None:
    assert attribution(sentence)[0] == source


@pytest.mark.parametrize(
    ("sentence", "figure", "source"),
    [
        # a sentence's capital on an article before a common word is no part of a name
        # (Moscow 2024 probe report: "per A security source")
        ("A security source put the toll at more than 100.", "toll", "a security source"),
        ("An army spokesman said 12 soldiers died.", "12", "an army spokesman"),
        # ... a definite one keeps its capital, and one before a capital begins a name
        ("The health ministry said 30 people were killed.", "30", "The health ministry"),
        ("At least 20 people were killed, The Associated Press reported.", "20", "The Associated Press"),
        ("The Hindu reported 12 deaths.", "12", "The Hindu"),
    ],
)
def test_leading_indefinite_article_is_lower_case(sentence: str, figure: str, source: str) -> None:
    start = sentence.index(figure)
    assert attribution(sentence, not_source=TRIGGER_RE, span=(start, start + len(figure)))[0] == source


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        # a perfect tense's auxiliary is no part of the source (probe report of Southport 2024:
        # "per Merseyside police have")
        ("A third child has died after a knife attack at a dance class on Monday, Merseyside police "
         "have said.", "Merseyside police"),
        ("Two people were killed in the blast, the ministry has said, as rescuers searched the "
         "rubble.", "the ministry"),
        ("Two people were killed, police said.", "police"),
    ],
)
def test_auxiliary_is_no_part_of_the_source(sentence: str, source: str) -> None:
    assert attribution(sentence)[0] == source
