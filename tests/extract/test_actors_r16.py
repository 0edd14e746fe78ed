"""Sixteenth round, actors (2026-12-02): a named attacker's posted pledge; the Y of "not X
but Y" stated without a cleft; blame told inside a quotation ("a cowardly act by X"); who
says so for a cleft and for a named suspect."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article


def _stances(text: str) -> list[tuple[str, str, str | None]]:
    return [
        (a.name, a.stance, a.asserted_by)
        for a in extract_article(Article(id="a", text=text, title="x")).actors
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the parser makes "pledging" an adjective of "allegiance": the poster pledges
        ("A gunman killed five people at a nightclub. Ahmed Karimov, 29, had posted videos on Facebook pledging "
         "allegiance to ISIS, police said.", [("Islamic State", "suspected", "police")]),
        ("A gunman killed 49 people at a nightclub. Omar Mateen had posted a message pledging allegiance to the "
         "Islamic State before the attack.", [("Islamic State", "suspected", None)]),
        ("A gunman killed five people. The gunman posted a video pledging allegiance to ISIS.",
         [("Islamic State", "suspected", None)]),
        # a group's own allegiance ties no attack to anyone
        ("Abu Sayyaf, which has posted videos pledging allegiance to ISIS, is active in the south.", []),
    ],
)  # fmt: skip
def test_a_posted_pledge_of_a_named_attacker(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (fifteenth round's gap: the PKK was set aside and the Islamic State lost with it)
        ("A suicide bomber killed 20 people at a rally. Officials said not the PKK but the Islamic State was "
         "behind the attack.", [("Islamic State", "blamed", "officials")]),
        ("A suicide bomber killed 20 people. Police said it was not the PKK but the Islamic State that carried out "
         "the attack.", [("Islamic State", "blamed", "police")]),
        # a set-aside name alone stays set aside
        ("Militants raided the town. Kenyatta said local political networks, not al-Shabaab, were behind the raid.",
         []),
    ],
)  # fmt: skip
def test_the_y_of_not_x_but_y_is_read(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A bomb killed 20 people at a market. \"This was a cowardly act by the Boko Haram terrorists,\" the "
         "governor said.", [("Boko Haram", "blamed", "governor")]),
        ("A bomb killed 20 people. \"This was a cowardly act by Boko Haram,\" the governor said.",
         [("Boko Haram", "blamed", "governor")]),
        ("A bomb killed 20 people. The governor said the bombing was a cowardly act of terrorism by Boko Haram.",
         [("Boko Haram", "blamed", "governor")]),
        # negated, or no doer named
        ("A bomb killed 20 people. \"It was not an act by the PKK,\" the minister said.", []),
        ("A bomb killed 20 people. This was an act of cowardice, the governor said.", []),
    ],
)  # fmt: skip
def test_an_act_by_a_group_in_a_quotation(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A bomb killed 20 people at a station. The interior minister said it was the Islamic State that was "
         "behind it.", [("Islamic State", "blamed", "interior minister")]),
        ("A bomb killed 20 people. It was the Islamic State that was behind the attack, according to the interior "
         "minister.", [("Islamic State", "blamed", "interior minister")]),
        # the cleft's "it" is not the speaker's own self (Erdogan had been read as claiming)
        ("A bomb killed 20 people. \"It was the Islamic State that carried out this attack,\" Erdogan told "
         "reporters.", [("Islamic State", "blamed", "Erdogan")]),
        ("A bomb killed 20 people. Police said Hamza Bekov is suspected.", [("Hamza Bekov", "suspected", "police")]),
        ("A bomb killed 20 people. Hamza Bekov, 23, was arrested on Monday, according to prosecutors.",
         [("Hamza Bekov", "suspected", "prosecutors")]),
        # the copula equates the suspect noun with a name
        ("A bomb killed 20 people. Police said the suspect was Hamza Bekov, 23.",
         [("Hamza Bekov", "suspected", "police")]),
        ("A bomb killed 20 people. Hamza Bekov was the bomber, officials said.",
         [("Hamza Bekov", "suspected", "officials")]),
        ("A bomb killed 20 people. The suspect was not Hamza Bekov, police said.", []),
        ("A gunman killed three people. The victim was Hamza Bekov.", []),
    ],
)  # fmt: skip
def test_who_says_so_for_a_cleft_or_a_named_suspect(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a group named only by its link to another is not that other (Madrid 2004, St
        # Petersburg 2017, Bali 2002 probes: al-Qaeda had claimed or been suspected)
        ("A group claiming links to al-Qaida said last night it had carried out the Madrid train bombings.", []),
        ("A little-known group linked to al Qaeda claimed responsibility for a bomb attack on the metro.", []),
        ("U.S. officials said suspicion fell on Jemaah Islamiyah, a Southeast Asian group linked to al-Qaida.",
         [("Jemaah Islamiyah", "suspected", "U.S. officials")]),
        # a media vehicle linked to a group speaks for it
        ("A Twitter account linked to Islamic State also claimed the attack.",
         [("Islamic State", "claimed", "Islamic State")]),
    ],
)  # fmt: skip
def test_a_group_only_linked_to_another(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Al-Shabaab claimed it carried out the attack.", [("al-Shabaab", "claimed", "al-Shabaab")]),
        ("Taliban spokesman Zabihullah Mujahid said the group's fighters carried out the attack.",
         [("Taliban", "claimed", "Taliban")]),
        ("Al-Shabaab said the attack was carried out by its fighters.", [("al-Shabaab", "claimed", "al-Shabaab")]),
        ("The Islamic State's Amaq news agency said the attack was carried out by its fighters.",
         [("Islamic State", "claimed", "Islamic State")]),
        # an aircraft brought down is the attack; a place the model takes for a group is where
        ("An affiliate of the Islamic State group in Sinai claimed it brought down the plane.",
         [("Islamic State", "claimed", "Islamic State")]),
        ("Islamic State militants in Sinai have said they brought down the Metrojet plane.",
         [("Islamic State", "claimed", "Islamic State")]),
        # a hyphenated name the parser broke into pieces ("al-" had claimed)
        ("Ansar al-Sharia claimed the attack on the consulate.", [("Ansar al-Sharia", "claimed", "Ansar al-Sharia")]),
        # no claim: another's deed, or a state's
        ("Russia claimed Ukraine was behind the attack.", [("Ukraine", "blamed", "Russia")]),
        ("The army claimed it had killed 30 militants.", []),
        ("The storm brought down power lines, officials said.", []),
    ],
)  # fmt: skip
def test_a_claim_told_as_a_deed(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # dismissing another's claim just told is no denial of a role (Metrojet 2015 probe)
        ("An affiliate of the Islamic State group in Sinai claimed it brought down the plane. Egyptian Prime Minister "
         "Sherif Ismail dismissed the claim, saying experts had confirmed the militants could not down an aircraft at "
         "that altitude.", [("Islamic State", "claimed", "Islamic State")]),
        # ... an accusation of the one who rejects it is
        ("Israel said Iran was behind the attack. Iran rejected the claim.",
         [("Iran", "blamed", "Israel"), ("Iran", "denied", "Iran")]),
        # a group named in apposition to a group noun denies (Benghazi 2012 probe)
        ("An Islamist militia, Ansar al-Sharia, denied on Wednesday that it had led the attack on the consulate.",
         [("Ansar al-Sharia", "denied", "Ansar al-Sharia")]),
        ("An Islamist militia, Ansar al-Sharia, denied any role in the attack.",
         [("Ansar al-Sharia", "denied", "Ansar al-Sharia")]),
    ],
)  # fmt: skip
def test_denials_of_a_claim_and_of_a_role(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "no doubt that X was behind" is a certainty, not a doubt (Madrid 2004 probe)
        ("Interior Minister Angel Acebes said there was no doubt that the Basque separatist group ETA was behind "
         "the attacks.", [("ETA", "blamed", "Interior Minister Angel Acebes")]),
        ("The minister said there was no doubt ETA was behind the attacks.", [("ETA", "blamed", "minister")]),
        ("Acebes said he had no doubt that ETA was behind the attacks.", [("ETA", "blamed", "Acebes")]),
        ("The minister said there was no doubt that ETA was not behind the attacks.", []),
        ("There is no doubt that the attack was terrorism, the mayor said.", []),
        # a surname the tagger takes for a noun keeps its capital
        ("Acebes blamed ETA for the attack.", [("ETA", "blamed", "Acebes")]),
        ("Police blamed ETA for the attack.", [("ETA", "blamed", "police")]),
    ],
)  # fmt: skip
def test_no_doubt_that_x_was_behind(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a verb joined to a reported clause shares its subject (Uri 2016 probe)
        ("The officer said the terrorists carried items with Pakistani markings and belonged to Jaish-e-Mohammed.",
         [("Jaish-e-Mohammed", "blamed", "officer")]),
        # a relative clause makes its noun the doers (Burgas 2012 probe)
        ("Bulgaria said two men who took part in the bombing belonged to the military wing of Hezbollah.",
         [("Hezbollah", "blamed", "Bulgaria")]),
        ("Police said the men belonged to a church choir.", []),
        # a claim on behalf of a group is the group's (Madrid 2004 probe: "Moroccan accent" had claimed)
        ("Hours later, a man speaking Arabic with a Moroccan accent claimed responsibility for the attacks on behalf "
         "of al-Qaida in a videotape.", [("al-Qaeda", "claimed", "al-Qaeda")]),
        # who names a suspect: the active subject of "identified"
        ("Police identified the mastermind as Saad Aziz, a graduate of a private business school.",
         [("Saad Aziz", "suspected", "police")]),
        ("Hamza Bekov was arrested on Monday.", [("Hamza Bekov", "suspected", None)]),
        # signs that lead to a party point to it (Burgas 2012 probe)
        ("Israeli Prime Minister Benjamin Netanyahu said all signs led to Iran.",
         [("Iran", "suspected", "Israeli Prime Minister Benjamin Netanyahu")]),
        ("The road led to Kabul.", []),
        # another spelling of a known group (Besiktas 2016 probe: two claimants)
        ("The Kurdistan Freedom Falcons (TAK), a radical offshoot of the Kurdistan Workers Party, claimed "
         "responsibility on Sunday for twin bombings.", [("Kurdistan Freedom Hawks", "claimed", "Kurdistan Freedom Hawks")]),
        # upper-case wire copy's active "blamed X"
        ("THE TALIBAN CLAIMED RESPONSIBILITY FOR THE ATTACK. AFGHAN OFFICIALS BLAMED THE HAQQANI NETWORK.",
         [("Taliban", "claimed", "Taliban"), ("Haqqani network", "blamed", None)]),
    ],
)  # fmt: skip
def test_ties_claims_on_behalf_and_signs(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a habit of claiming attacks is no claim of this one (Madrid 2004 probe)
        ("The claim could not be independently verified, and the group has previously claimed attacks it is not "
         "thought to have carried out.", []),
        ("Al-Shabaab has previously claimed attacks in Kenya.", []),
        # "claimed it": the attack just told (Karachi 2015 probe: the Islamic State's claim had been lost)
        ("Gunmen attacked the bus. A Twitter account linked to Islamic State also claimed it.",
         [("Islamic State", "claimed", "Islamic State")]),
        ("Gunmen attacked the bus. Police claimed it was a robbery.", []),
        # denying a tie is no denial of a role in the attack (Besiktas 2016 probe)
        ("Turkish officials have long said TAK is a front for the PKK, which the group denies.", []),
        ("Officials said the PKK was behind the attack, which the group denies.",
         [("PKK", "blamed", "officials"), ("PKK", "denied", "group")]),
        # "militia" after a proper name only describes it (Benghazi 2012 probe: two names of one group)
        ("Libya's deputy interior minister said the attackers were members of the Ansar al-Sharia militia.",
         [("Ansar al-Sharia", "blamed", "Libya's deputy interior minister")]),
    ],
)  # fmt: skip
def test_habits_it_ties_and_militia(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the one whose death is avenged is no suspect (Tripoli 2015 probe)
        ("The group said the attack was revenge for the death of Abu Anas al-Libi, an al Qaeda suspect who died in "
         "U.S. custody.", []),
        ("Police arrested the suspect, Hamza Bekov, on Monday.", [("Hamza Bekov", "suspected", "police")]),
        # a group's spokesman giving the attack its motive claims it (Mazar-i-Sharif 2016 probe)
        ("\"This attack was revenge for the killing of innocent civilians in Kunduz,\" Taliban spokesman Zabihullah "
         "Mujahid said in a statement.", [("Taliban", "claimed", "Taliban")]),
        ("Israel said the strike was in retaliation for the attack.", []),
        ("Analysts said the attack was revenge for the killing of a Taliban leader.", []),
        # a participle after "X said" blames for X, not for the sentence's subject (Afrin 2020 probe)
        ("A truck bomb killed at least 40 people in the northern Syrian town of Afrin on Tuesday, Turkey's defence "
         "ministry said, blaming the Kurdish YPG militia for the attack.", [("YPG", "blamed", "Turkey")]),
        # upper-case wire copy's hallmarks and signs (Kayseri 2016 probe)
        ("DEPUTY PRIME MINISTER VEYSI KAYNAK SAID THE ATTACK BORE THE HALLMARKS OF THE PKK. NO GROUP HAS CLAIMED "
         "RESPONSIBILITY.", [("PKK", "suspected", None)]),
    ],
)  # fmt: skip
def test_motives_mourned_and_hallmarks(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a group's media arm speaks for it; the outlet's own doer then is the claim only
        ("The Islamic State group's Amaq news agency said an IS fighter carried out the attack.",
         [("Islamic State", "claimed", "Islamic State")]),
        ("Al-Shabaab's Radio Andalus said the group's fighters had killed 20 soldiers.",
         [("al-Shabaab", "claimed", "al-Shabaab")]),
        ("JNIM claimed the attack in a statement released by its al-Zallaqa media arm.",
         [("Jama'at Nusrat al-Islam wal-Muslimin", "claimed", "Jama'at Nusrat al-Islam wal-Muslimin")]),
        # rival claims, and no claim
        ("Jundallah and the Islamic State both claimed responsibility for the bombing.",
         [("Jundallah", "claimed", "Jundallah"), ("Islamic State", "claimed", "Islamic State")]),
        ("No group has yet claimed the attack.", []),
        # a participle after a dateline's broken parse (Afrin 2020 probe)
        ("ISTANBUL/BEIRUT, April 28 (Reuters) - A truck bomb killed at least 40 people in the northern Syrian town of "
         "Afrin on Tuesday, Turkey's defence ministry said, blaming the Kurdish YPG militia for the attack.",
         [("YPG", "blamed", "Turkey")]),
    ],
)  # fmt: skip
def test_media_arms_and_rival_claims(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a region's armed men are the actor, not the region; the blame joined by the parse to
        # the victims' verb is the speaker's (Kunming 2014 probe: "Xinjiang" blamed by "29 people")
        ("Chinese state media say 29 people have been killed and 130 injured in a knife attack at a train station "
         "in south-western China, and have blamed Xinjiang separatists.",
         [("Xinjiang separatists", "blamed", "Chinese state media")]),
        ("Officials blamed Kabul for the attack.", [("Afghanistan", "blamed", "officials")]),
        # a known group in upper-case copy (Chabahar 2018 probe)
        ("ANSAR AL-FURQAN CLAIMED RESPONSIBILITY FOR THE ATTACK, THE GOVERNOR SAID.",
         [("Ansar al-Furqan", "claimed", "Ansar al-Furqan")]),
    ],
)  # fmt: skip
def test_regions_armed_men_and_wire_claims(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a group that tells of the attack as done, no doer named, claims it (St Petersburg 2017 probe)
        ("The Imam Shamil Battalion said in a statement that the attack was carried out on orders from al Qaeda "
         "leader Ayman al-Zawahiri.",
         [("Imam Shamil Battalion", "claimed", "Imam Shamil Battalion"), ("al-Qaeda", "blamed", None)]),
        # an office or a state's army tells no claim
        ("The Interior Ministry said the attack was carried out with a homemade bomb.", []),
        ("The Pakistani Army said the attack was carried out at dawn.", []),
    ],
)  # fmt: skip
def test_a_group_telling_the_attack_done(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the attackers' backer named by a passive (Uri 2016-style accusations)
        ("Pakistan's army said the attackers were sponsored by India.", [("India", "blamed", "Pakistani army")]),
        ("Police said the gunmen were trained by the Islamic State in Syria.", [("Islamic State", "blamed", "police")]),
        ("Officials said the victims were sent by the ministry.", []),
        # a state's official of his state (Tehran 2017-style denials)
        ("Saudi Foreign Minister Adel al-Jubeir said the kingdom had no involvement.",
         [("Saudi Arabia", "denied", "Saudi Foreign Minister")]),
        ("Pakistan's foreign minister said his country had no role in the attack.",
         [("Pakistan", "denied", "Pakistan's foreign minister")]),
        ("The Saudi ambassador said his government condemned the attack.", []),
    ],
)  # fmt: skip
def test_backers_and_a_states_own_denial(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a claim taken back: the claim and its retraction both stand
        ("The Resistance Front initially claimed the attack but later withdrew its claim, blaming a cyber intrusion.",
         [("Resistance Front", "claimed", "Resistance Front"), ("Resistance Front", "denied", "Resistance Front")]),
        ("Jamaat-ul-Ahrar claimed the bombing. The group later retracted the claim.",
         [("Jamaat-ul-Ahrar", "claimed", "Jamaat-ul-Ahrar"), ("Jamaat-ul-Ahrar", "denied", "Jamaat-ul-Ahrar")]),
        ("Police withdrew the claim that the suspect was armed.", []),
    ],
)  # fmt: skip
def test_a_claim_withdrawn(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the parser hangs "as" on the agent's noun or a place's
        ("The gunman was later identified by police as Adam Smith, 26.", [("Adam Smith", "suspected", "police")]),
        ("Russian investigators have identified the suspected perpetrator of the blast in the St Petersburg metro "
         "as Akbarzhon Jalilov.", [("Akbarzhon Jalilov", "suspected", "Russian investigators")]),
        ("Police identified the victim as Adam Smith.", []),
        ("Adam Smith was arrested by police on Monday.", [("Adam Smith", "suspected", "police")]),
        # "believed to be X" of a suspect noun
        ("The gunman is thought to be Adam Smith.", [("Adam Smith", "suspected", None)]),
        ("The victim is believed to be Adam Smith.", []),
    ],
)  # fmt: skip
def test_suspects_identified_and_believed(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a hunt "in connection with" the attack names a suspect; other seeking does not
        ("Police are hunting Adam Smith, 26, in connection with the attack.", [("Adam Smith", "suspected", "police")]),
        ("Adam Smith is wanted in connection with the bombing.", [("Adam Smith", "suspected", None)]),
        ("The government is seeking a ceasefire with the rebels.", []),
        ("Adam Smith wanted to leave the city.", []),
    ],
)  # fmt: skip
def test_a_hunt_in_connection_with_the_attack(text: str, expected: list) -> None:
    assert _stances(text) == expected
