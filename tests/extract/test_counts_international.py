"""Casualty counts in international wire wordings (bombings, crushes, crashes abroad).

Short sentences written after real reports of the Crocus City Hall, Sri Lanka Easter,
Peshawar police-mosque, Beirut port, Mogadishu, Christchurch, Nice, Garissa, Kabul airport,
Itaewon and Odisha tolls: the wordings GVA's US local news seldom uses ("martyred", "claimed
27 lives", "two dozen", "between 20 and 30", revisions, claims in headlines).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.attribution import attribution
from crosswire.extract.count_vocab import TRIGGER_RE
from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str) -> list[tuple[str, int, int, int | None, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2024-01-04"))
    return [
        (c.kind, c.value, c.min, c.max, c.qualifier)
        for c in extract(pa)
        if not (c.note or "").startswith("no death told")
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # "martyred" is killed (South Asian and Middle Eastern press)
        ("84 people had been martyred in Monday's suicide attack on the mosque.", [("killed", 84, 84, 84, "exact")]),
        ("Police said twelve people were martyred in the blast.", [("killed", 12, 12, 12, "exact")]),
        # a vague part of a group is no toll
        ("Many of the victims died from gunshot wounds and others in a fire, it said.", []),
        ("Several of them were shot in the head.", []),
        # multiples of a dozen, half a dozen
        ("A suicide bomber killed more than two dozen mourners at a funeral.", [("killed", 24, 25, None, "more_than")]),
        ("Nearly three dozen people were wounded.", [("injured", 36, 32, 35, "nearly")]),
        ("Half a dozen people were wounded.", [("injured", 6, 5, 7, "about")]),
        # ranges: at least the lower figure, the upper one its bound
        ("Between 20 and 30 people were killed in the attack, witnesses said.", [("killed", 20, 20, 30, "range")]),
        ("The blast killed between 20 and 30 people.", [("killed", 20, 20, 30, "range")]),
        # tolls told by "the toll" alone, "lives", "left N dead and M hurt"
        ("The toll climbed to 57 on Sunday.", [("killed", 57, 57, 57, "exact")]),
        ("The explosion claimed 27 lives.", [("killed", 27, 27, 27, "exact")]),
        ("The attack cost at least 40 lives.", [("killed", 40, 40, None, "at_least")]),
        ("The explosion left 12 dead and 30 hurt.", [("killed", 12, 12, 12, "exact"), ("injured", 30, 30, 30, "exact")]),
        (
            "At least 19 people lost their lives and 42 were injured in the blast.",
            [("killed", 19, 19, None, "at_least"), ("injured", 42, 42, 42, "exact")],
        ),
        ("Hundreds were injured in the blast.", [("injured", 100, 100, None, "vague")]),
        (
            "Five people were killed and a dozen wounded in the attack.",
            [("killed", 5, 5, 5, "exact"), ("injured", 12, 12, 12, "exact")],
        ),
        ("The ministry lowered the death toll to 77 from 80.", [("killed", 77, 77, 77, "exact")]),
        ("The bodies of 19 victims were pulled from the rubble.", [("killed", 19, 19, 19, "exact")]),
        ("An Al Jazeera tally put the dead at 412.", [("killed", 412, 412, 412, "exact")]),
        ("Local officials put the number of injured at around 300.", [("injured", 300, 270, 330, "about")]),
        # a toll above its figure
        ("Death toll in Turkey quake tops 40,000", [("killed", 40000, 40001, None, "more_than")]),
        # where the victims were, and "now", between them and the verb
        ("All 72 people on board were killed.", [("killed", 72, 72, 72, "exact")]),
        ("84 people are now confirmed dead.", [("killed", 84, 84, 84, "exact")]),
        # the dead are no more of the wounded
        (
            "An official at the hospital said they had received 47 bodies and 130 wounded.",
            [("killed", 47, 47, 47, "exact"), ("injured", 130, 130, 130, "exact")],
        ),
        # "a 14th victim died": the toll is the ordinal ("the third victim" enumerates)
        ("A 14th victim died in hospital on Sunday.", [("killed", 14, 14, 14, "exact")]),
        ("The third victim, a 20-year-old man, died at the hospital.", [("killed", 1, 1, 1, "exact")]),
        # headline tolls: "reaches", "Toll" without its article, groups joined by a comma
        ("Quetta hospital blast: death toll reaches 70", [("killed", 70, 70, 70, "exact")]),
        (
            "Toll in Manchester Arena attack rises to 22; 59 hurt",
            [("killed", 22, 22, 22, "exact"), ("injured", 59, 59, 59, "exact")],
        ),
        ("Kabul airport blasts kill at least 60 Afghans, 13 US troops", [("killed", 73, 73, None, "at_least")]),
        # ... but "13 of them" is part of the first group, and "3 police officers said" a clause
        ("The strike killed 60 Afghans, 13 of them children.", [("killed", 60, 60, 60, "exact")]),
        ("The strike killed 12 soldiers, 3 police officers said.", [("killed", 12, 12, 12, "exact")]),
        # a casualty toll's figure is of the kind named after it
        (
            "The casualty toll stood at 18 dead and 60 injured.",
            [("killed", 18, 18, 18, "exact"), ("injured", 60, 60, 60, "exact")],
        ),
        # an increment beside the toll it brought about is no toll
        ("Two more people died overnight, bringing the number of dead to 31.", [("killed", 31, 31, 31, "exact")]),
        ("Three more bodies were recovered on Tuesday, taking the toll to 44.", [("killed", 44, 44, 44, "exact")]),
        # (without "more": what brought the toll to its figure is still an increment)
        ("Two people died later in hospital, bringing the toll to 44.", [("killed", 44, 44, 44, "exact")]),
        # ... but a new killing beside a running total is a figure of its own (GVA dev)
        (
            "3-year-old shot to death in Riviera Beach, pushing death toll to 49",
            [("killed", 1, 1, 1, "exact"), ("killed", 49, 49, 49, "exact")],
        ),
        # "including" without commas, and the deaths of disasters and mobs
        ("28 persons including 3 women lost their lives in the accident.", [("killed", 28, 28, 28, "exact")]),
        ("Six people were charred to death when the bus caught fire.", [("killed", 6, 6, 6, "exact")]),
        ("Twelve pilgrims drowned when the boat capsized.", [("killed", 12, 12, 12, "exact")]),
        ("Eight people were burnt alive in the fire.", [("killed", 8, 8, 8, "exact")]),
        (
            "The blast left four troops including the gunman dead and 16 others injured.",
            [("killed", 4, 4, 4, "exact"), ("injured", 16, 16, 16, "exact")],
        ),
        # "a series of coordinated attacks" and "so far" tell this event, not a running total
        (
            "At least 129 people were killed in a series of coordinated attacks in Paris on Friday night.",
            [("killed", 129, 129, None, "at_least")],
        ),
        ("Rescuers have so far pulled out 45 bodies.", [("killed", 45, 45, 45, "exact")]),
        ("A string of attacks has killed 1,000 people.", []),
        # ranking this event among the year's is no running total
        ("The attack, the deadliest in the country this year, killed 45 people.", [("killed", 45, 45, 45, "exact")]),
        (
            "It was the deadliest attack this year, killing 45 people and wounding 60.",
            [("killed", 45, 45, 45, "exact"), ("injured", 60, 60, 60, "exact")],
        ),
        ("So far this year, 45 people have been shot in the city.", []),
        # "the number of those killed", "the number of casualties at 50 dead" (alone: no kind)
        ("The ministry said the number of those killed had reached 112.", [("killed", 112, 112, 112, "exact")]),
        (
            "Local media put the number of casualties at 50 dead and more than 100 wounded.",
            [("killed", 50, 50, 50, "exact"), ("injured", 100, 101, None, "more_than")],
        ),
        ("The number of casualties rose to 50.", []),
        # "the number of martyrs", and "and" inside a number in words
        ("The number of martyrs has risen to 25, the ministry said.", [("killed", 25, 25, 25, "exact")]),
        ("One hundred and fifty people were injured.", [("injured", 150, 150, 150, "exact")]),
        # a question is no count; a reported absence of casualties is a zero of both kinds
        ("It was not immediately clear how many people were hurt.", []),
        ("No casualties were reported.", [("killed", 0, 0, 0, "exact"), ("injured", 0, 0, 0, "exact")]),
        ("There were no immediate reports of casualties.", []),
        # victims named by office or calling, and their companions
        ("Opposition leader Boris Nemtsov was shot dead near the Kremlin.", [("killed", 1, 1, 1, "exact")]),
        ("Former Japanese prime minister Shinzo Abe died after being shot.", [("killed", 1, 1, 1, "exact")]),
        ("Well-known banker Ramiro Castillo Love was murdered today.", [("killed", 1, 1, 1, "exact")]),
        ("The governor of Helmand and his driver were killed in the blast.", [("killed", 2, 2, 2, "exact")]),
        ("Gunmen killed the provincial governor and three of his bodyguards.", [("killed", 4, 4, 4, "exact")]),
        (
            "Guerrillas have killed the mayor of the small town of Hostigal, as well as two peasants.",
            [("killed", 3, 3, 3, "exact")],
        ),
        # ... but a title and name after a comma is the same person
        ("He was charged in the shooting death of his wife, businesswoman Diane McIver.", [("killed", 1, 1, 1, "exact")]),
        # a part of the dead is no toll; "of the 40 dead" gives the total
        ("Eleven of the dead were children.", []),
        ("One of the dead was a police officer.", []),
        ("Eleven of the 40 dead were children.", [("killed", 40, 40, 40, "exact")]),
        ("Two of the victims died at the hospital.", [("killed", 2, 2, 2, "exact")]),
        # a comparison's figures are another event's; a figure for one place "alone" is a part
        (
            "It was the deadliest attack in the city since a truck bomb killed more than 150 people.",
            [],
        ),
        ("A suicide bomber killed 17 people, the deadliest attack since a bombing killed 150 in May.", [("killed", 17, 17, 17, "exact")]),
        ("He said at least 20 guests had been killed in the restaurant alone.", []),
        ("It was the deadliest attack in Kabul since 2017, killing 45 people.", [("killed", 45, 45, 45, "exact")]),
        (
            "India vowed on Friday to isolate Pakistan after a suicide car bomber killed 40 paramilitary police, "
            "the deadliest attack on Indian forces there in three decades.",
            [("killed", 40, 40, 40, "exact")],
        ),
        ("Three decades ago, a bomb killed 40 people here.", []),
        ("It was the deadliest attack in the city since May, when a truck bomb killed 150 people.", []),
        # a video listing's entry is another story
        ("PLAYLIST: SHOOTINGS\n\nShooting in Wilmington takes 2 lives | 0:38\n", []),
        ("The dead numbered 80 and the wounded numbered more than 300, the ministry said.",
         [("killed", 80, 80, 80, "exact"), ("injured", 300, 301, None, "more_than")]),
        # groups of victims named by their work add up
        ("An 18-year-old gunman killed 19 children and two teachers at Robb Elementary School in Uvalde.",
         [("killed", 21, 21, 21, "exact")]),
        # totals over several incidents belong to none of them
        ("At least 32 people were shot, five of them fatally, in weekend gun violence across Chicago, police said.", []),
        ("Five people were killed and at least 17 others have been wounded in separate shootings across the city "
         "since Friday evening.", []),
        # a part of two or more of the wounded is no injured figure of its own
        ("Health Minister Ali Haji Adam said 15 of the wounded were in critical condition.", []),
        # a nationality adjective after a figure is no street name ("200 Kenyan Christians")
        (
            "The group claimed responsibility and said its fighters had killed more than 200 Kenyan Christians.",
            [("killed", 200, 201, None, "more_than")],
        ),
        # probe round (Las Vegas, Istanbul, Baghdad Karrada, Gaza al-Ahli, LeBaron,
        # Christchurch, Nice, Solhan): "including X, and N people" closes X's list
        (
            "The death toll climbed to 59 on Tuesday, including the gunman, and 527 people were injured.",
            [("killed", 59, 59, 59, "exact"), ("injured", 527, 527, 527, "exact")],
        ),
        # a ranking "since the 2003 invasion" is no background of the toll before it
        (
            "The death toll from last Sunday's truck bombing has risen to 292, making it the deadliest "
            "single attack in the country since the 2003 U.S.-led invasion.",
            [("killed", 292, 292, 292, "exact")],
        ),
        ("It was the deadliest attack since the 2005 bombing that killed 150 people.", []),
        # a toll put at a range
        ("US intelligence puts Gaza hospital blast toll at 100 to 300", [("killed", 100, 100, 300, "range")]),
        ("The death toll rose from 20 to 30.", [("killed", 30, 30, 30, "exact")]),
        ("The government's official toll remains 132.", [("killed", 132, 132, 132, "exact")]),
        # "massacre of N" is a death toll
        (
            "Police detained a suspect in connection with Monday's massacre of nine women and children.",
            [("killed", 9, 9, 9, "exact")],
        ),
        # a part of a group already counted is no more people hit
        (
            "Six children were injured in the attack, five of whom were taken to a hospital in Arizona.",
            [("injured", 6, 6, 6, "exact")],
        ),
        # treated "at <a named hospital> for" wounds: people hit; "treated in hospital", or still
        # "being treated" for wounds (alive when told): injured
        (
            "Forty-eight people were treated at Christchurch Hospital for gunshot wounds.",
            [("hit", 48, 48, 48, "exact")],
        ),
        (
            "Forty-eight people were being treated at Christchurch Hospital for gunshot wounds.",
            [("injured", 48, 48, 48, "exact")],
        ),
        ("More than 300 people were treated in hospital after the attack.", [("injured", 300, 301, None, "more_than")]),
        # killed "or" hurt counts both together: no figure of either kind (a zero stays)
        ("The blast killed or injured more than 100 people.", []),
        ("At least 500 people were killed or wounded in the strike, the Hamas-run health ministry said.", []),
        ("No one was killed or injured.", [("killed", 0, 0, 0, "exact")]),
        # an active verb's object is not the next clause's subject (Borno, a "buried" toll)
        (
            "The attack killed 5 people and 10 others were injured.",
            [("killed", 5, 5, 5, "exact"), ("injured", 10, 10, 10, "exact")],
        ),
        ('"We have so far buried 81 people, and 13 others were injured," he said.', [("injured", 13, 13, 13, "exact")]),
        (
            "The shooting killed a man, and a woman and child were hurt.",
            [("killed", 1, 1, 1, "exact"), ("injured", 2, 2, 2, "exact")],
        ),
        (
            "He killed two men and a woman was hurt.",
            [("killed", 2, 2, 2, "exact"), ("injured", 1, 1, 1, "exact")],
        ),
        # ... but a passive verb has no object, and a gerund is often a noun
        (
            "In Wednesday's shooting, two female victims, one 18 years old, and a 20-year-old man were killed.",
            [("killed", 4, 4, 4, "exact")],
        ),
        # "among them" sets off a part of the group like "including"
        (
            "More than 80 people, among them a well-known Kachin singer and a keyboard player, were killed.",
            [("killed", 80, 81, None, "more_than")],
        ),
        # an occasion marking a named body's anniversary is no background event
        (
            "Air strikes killed about 60 people at a concert marking the anniversary of the Kachin "
            "Independence Organisation, a rebel spokesman said.",
            [("killed", 60, 54, 66, "about")],
        ),
        ("A vigil marking the anniversary of the Boston Marathon bombing, which killed 3 people, was held.", []),
        # the toll of a series the report is about, its verb far from its noun
        (
            "The death toll from a series of attacks by armed groups on villages in central Nigeria's Plateau "
            "state over the Christmas weekend has risen to nearly 200, local officials said on Wednesday.",
            [("killed", 200, 179, 199, "nearly")],
        ),
        ("The death toll from a string of shootings this year rose to 400.", []),
        # a headline's "wounds 20" is read since probe round 17 (it had been left unread when
        # the learned count chooser turned on it, GVA dev injured 0.8574 -> 0.8569; with
        # today's chooser GVA dev gold injured is unchanged, 0.8809, with it read)
        ("Bomb kills 3, wounds 20 in Jerusalem", [("killed", 3, 3, 3, "exact"), ("injured", 20, 20, 20, "exact")]),
        # "shot X dead" is a killing, read once (Nice: "before police shot him dead")
        ("Gunmen shot two policemen dead in Quetta.", [("killed", 2, 2, 2, "exact")]),
        ("The driver zigzagged along the promenade before police shot him dead.", [("killed", 1, 1, 1, "exact")]),
        # a figure the report says was superseded (Owo, Baghdad)
        ("Earlier reports had put the number of dead at over 50.", []),
        ("Earlier figures had put the toll at around 250.", []),
        (
            "The Israeli military said 1,200 people were killed in the Hamas attack, revising an earlier toll of 1,400.",
            [("killed", 1200, 1200, 1200, "exact")],
        ),
        ("Officials had initially put the toll at 30, but later said 22 people died.", [("killed", 22, 22, 22, "exact")]),
        # ... but a first report of this event is its figure (GVA dev)
        ("According to initial reports, a female in her twenties was shot.", [("hit", 1, 1, 1, "exact")]),
        # the event this one followed is another
        ("The attack came two days after the army claimed to have killed 20 insurgents in the area.", []),
        (
            "The bombing, which killed 12 people, came a week after a blast killed 30 in the same market.",
            [("killed", 12, 12, 12, "exact")],
        ),
    ],
)
def test_international_wordings(sentence: str, expected: list[tuple[str, int, int, int | None, str]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "figure", "source", "perp"),
    [
        # a claim of the attack in a headline's other clause does not attribute its figure
        ("Gunmen kill at least 40 at Moscow concert hall, Islamic State claims attack", "kill", None, False),
        ("The Islamic State said its fighters killed 100 soldiers.", "killed", "The Islamic State", True),
        ("The militants said they had killed 30 soldiers.", "killed", "The militants", True),
        # a correction of an earlier figure is no source
        (
            "The ministry revised the toll, saying an estimated 253 people were killed, not 359 as previously stated.",
            "253",
            None,
            False,
        ),
        # pronouns are no source
        ("At least 35 people were killed and more than 200 injured, he said.", "At least", None, False),
        # the claim of killing makes only its own figure the perpetrator's
        ("Officials said 20 people were killed, though the Taliban claimed to have killed 50.", "20", "Officials", False),
        (
            "Officials said 20 people were killed, though the Taliban claimed to have killed 50.",
            "killed 50",
            "the Taliban",
            True,
        ),
        (
            "The group claimed responsibility and said its fighters had killed more than 200 Kenyan Christians.",
            "killed more",
            "The group",
            True,
        ),
        ("Death toll in Moscow concert hall attack rises to 133, Russia says", "133", "Russia", False),
        # "given by" names the source (here the perpetrator); "claimed by" the claimant only
        ("Reuters could not independently verify the figure of 300 dead given by the group.", "300", "the group", True),
        (
            "Gunmen killed at least 40 people in an attack claimed by Islamic State.",
            "killed",
            None,
            False,
        ),
        # the subject of "put the toll at" is the figure's source
        (
            "Syrian state media said the attack killed 13 soldiers, while the Observatory put the toll at 16.",
            "the toll",
            "the Observatory",
            False,
        ),
        ("The Interior Ministry put the number of dead at 14, with 27 injured.", "the number", "The Interior Ministry", False),
        # a saying clause in the middle of the sentence; an authority a group runs is no perpetrator
        ("The blast killed 471 people, the Hamas-run health ministry said, as Palestinian officials "
         "blamed Israel.", "471", "the Hamas-run health ministry", False),
        ("The toll rose to 292, Iraq's Health Ministry said Thursday, making it the deadliest attack "
         "since 2003.", "292", "Iraq's Health Ministry", False),
    ],
)
def test_attribution_of_one_figure(sentence: str, figure: str, source: str | None, perp: bool) -> None:
    start = sentence.index(figure)
    assert attribution(sentence, not_source=TRIGGER_RE, span=(start, start + len(figure))) == (source, perp)


def test_martyred_report_is_attributed_and_spans_its_text() -> None:
    text = "The police chief said on Thursday that 84 people had been martyred in Monday's suicide attack."
    pa = ParsedArticle(Article(id="t", text=text, published="2023-02-02"))
    (c,) = [c for c in extract(pa) if c.kind == "killed" and c.value == 84]
    assert text[c.evidence.start : c.evidence.end] == c.evidence.text == "84 people had been martyred"
    assert c.attributed_to == "The police chief"


def test_a_group_ends_at_the_comma_before_its_source() -> None:
    text = "The attack killed at least nine, police said."
    (c,) = extract(ParsedArticle(Article(id="t", text=text, published="2024-01-04")))
    assert (c.evidence.text, c.attributed_to) == ("killed at least nine", "police")



@settings(max_examples=60, deadline=None)
@given(st.text(max_size=200), st.integers(min_value=0, max_value=200))
def test_attribution_never_raises(sentence: str, at: int) -> None:
    src, perp = attribution(sentence, not_source=TRIGGER_RE, span=(min(at, len(sentence)), len(sentence)))
    assert src is None or (src and src in sentence)
    assert isinstance(perp, bool)


@pytest.mark.parametrize(
    ("text", "injured"),
    [
        # a speaker described as one of the wounded is no count of the wounded
        ('"They were shooting at people as they fled the mosque," said Ibrahim Sheikh, a resident who '
         "was wounded in the attack. The state news agency MENA said 128 people were wounded.", [128]),
        # a wounded person who is no speaker still counts
        ("A resident who was wounded in the attack was taken to hospital.", [1]),
    ],
)
def test_a_wounded_speaker_is_no_toll(text: str, injured: list[int]) -> None:
    got = [c.value for c in extract(ParsedArticle(Article(id="t", text=text))) if c.kind == "injured"]
    assert got == injured
