"""Tests for crosswire.extract.actors on sentences from the Kerman example reports."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import actors, perpetrators
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _stances(text: str) -> set[tuple[str, str]]:
    return {(a.name, a.stance) for a in actors.extract(ParsedArticle(Article(id="t", text=text)))}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The Islamic State has claimed responsibility for the two explosions that killed 84 people.",
            {("Islamic State", "claimed")},
        ),
        (
            "Prior to the declaration, Iranian authorities quickly pinned the blame on the US and Israel.",
            {("United States", "blamed"), ("Israel", "blamed")},
        ),
        (
            "U.S. officials, meanwhile, rejected any suggestion that it or its ally Israel was behind the deadly blasts.",
            {("United States", "denied"), ("Israel", "denied")},
        ),
    ],
)
def test_kerman_stances(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= _stances(text)


@pytest.mark.parametrize(
    ("text", "by"),
    [
        # a relative pronoun stands for the noun it follows
        ("An explosion killed hundreds of people on Tuesday night, according to the Gaza health "
         "ministry, which blamed an Israeli air strike.", "Gaza health ministry"),
        ("Islamic Jihad rejected the accusation, calling it a lie.", "Palestinian Islamic Jihad"),
        # "they" in a reported clause is the reporter
        ("Military officials said they suspected the Abu Sayyaf group.", "military officials"),
        # a passive's "by", "according to", and the subject of "attributed ... to"
        ("The Fulani herdsmen were blamed by residents for the massacre.", "residents"),
        ("The attack was the work of the Islamic State, according to Iraqi officials.", "Iraqi officials"),
        ("Iraqi officials attributed the attack to the Islamic State.", "Iraqi officials"),
        # a person in apposition is the speaker, not the whole description
        ("The commander of the Kurdish-led Syrian Democratic Forces, Mazloum Abdi, also said his "
         "forces had no connection to the attack.", "Mazloum Abdi"),
        ("Hamas said it had nothing to do with the explosion, blaming an errant rocket fired by Islamic Jihad.",
         "Hamas"),
    ],
)
def test_asserted_by_names_the_speaker(text: str, by: str) -> None:
    got = actors.extract(ParsedArticle(Article(id="t", text=text)))
    assert got and {a.asserted_by for a in got} == {by}


def test_blamer_is_asserted_by() -> None:
    text = "Prior to the declaration, Iranian authorities quickly pinned the blame on the US and Israel."
    got = actors.extract(ParsedArticle(Article(id="t", text=text)))
    assert {a.asserted_by for a in got if a.stance == "blamed"} == {"Iranian authorities"}


@pytest.mark.parametrize(
    ("alias", "name"),
    [("the Islamic State", "Islamic State"), ("ISIS", "Islamic State"), ("ISIL", "Islamic State"), ("U.S.", "United States"), ("Washington", "United States")],
)
def test_canonical(alias: str, name: str) -> None:
    assert actors.canonical(alias) == name


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab ,.\nISblamed claimed responsibility US")), max_size=120))
def test_never_raises_and_evidence_exact(text: str) -> None:
    for a in actors.extract(ParsedArticle(Article(id="h", text=text))):
        assert text[a.evidence.start : a.evidence.end] == a.evidence.text


def _names(text: str) -> dict[str, str]:
    return {a.name.lower(): a.stance for a in actors.extract(ParsedArticle(Article(id="t", text=text)))}


# Upper-case wire sentences from the MUC-4 DEV split (short excerpts).
_MUC_LEAD = "SAN SALVADOR, 3 JAN 90 -- [TEXT] "


@pytest.mark.parametrize(
    ("text", "name", "stance"),
    [
        (
            "THE ARCE BATTALION COMMAND HAS REPORTED THAT ABOUT 50 PEASANTS HAVE BEEN KIDNAPPED BY "
            "TERRORISTS OF THE FARABUNDO MARTI NATIONAL LIBERATION FRONT [FMLN] IN SAN MIGUEL DEPARTMENT.",
            "fmln",
            "suspected",
        ),
        ("CASTELLAR WAS KIDNAPPED BY ELN GUERRILLAS WHILE HE WAS TRAVELING IN A BOAT.", "eln", "suspected"),
        (
            "YESTERDAY A COLUMN OF SHINING PATH TERRORISTS ARRIVED IN THE VILLAGE OF CHINCHIPE AND SHOT 16 PEASANTS.",
            "shining path",
            "suspected",
        ),
        (
            "THE MRTA [TUPAC AMARU REVOLUTIONARY MOVEMENT] TODAY DISTRIBUTED LEAFLETS CLAIMING RESPONSIBILITY "
            "FOR THE MURDER OF FORMER DEFENSE MINISTER ENRIQUE LOPEZ ALBUJAR.",
            "mrta",
            "claimed",
        ),
        (
            "ALVARENGA ACCUSED THE FARABUNDO MARTI NATIONAL LIBERATION FRONT [FMLN] OF BEING DIRECTLY "
            "RESPONSIBLE FOR THE ATTACK.",
            "fmln",
            "blamed",
        ),
        (
            "THREE PEOPLE HAVE BEEN KILLED AS A RESULT OF A SHINING PATH ATTACK TODAY AGAINST A COMMUNITY.",
            "shining path",
            "suspected",
        ),
    ],
)
def test_muc_perpetrators(text: str, name: str, stance: str) -> None:
    got = _names(_MUC_LEAD + text)
    assert got.get(name) == stance, got


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        # victims, clashes with the army, reporters and background years are not perpetrators
        ("MEANWHILE, COPREFA REPORTED TODAY THAT THREE ARMY SOLDIERS WERE KILLED RECENTLY IN CLASHES.", "army"),
        ("THE FMLN ATTACKED A 5TH INFANTRY BRIGADE UNIT IN SAN VICENTE DEPARTMENT.", "fmln"),
        ("A SECOND DEVICE THAT HAD BEEN PLACED IN THE SAME ESTABLISHMENT WAS DEACTIVATED BY THE NATIONAL POLICE.", "national police"),
        (
            "THE SOURCE NOTED THAT IN 1984, THE FIRST ATTACK ON U.S. INTERESTS WAS CARRIED OUT BY THE TUPAC "
            "AMARU REVOLUTIONARY MOVEMENT.",
            "tupac amaru revolutionary movement",
        ),
        ("IT IS THEREFORE PREPOSTEROUS TO BLAME THE FMLN FOR THE ATTACK.", "fmln"),
    ],
)
def test_muc_not_perpetrators(text: str, absent: str) -> None:
    assert absent not in _names(_MUC_LEAD + text)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        # a doubted belief is not a suspicion; the believer is not a suspect
        (
            "Bloomberg cited two U.S. government sources as saying that Washington believes ISIS or a related "
            "terrorist organization carried out the attack and that it is “highly unlikely” Israel had any involvement.",
            {("Israel", "suspected"), ("United States", "suspected")},
        ),
        # the object of blame is the enemies, not the country they are enemies of
        (
            'Iranian Ayatollah Ali Khamenei blamed "evil and criminal enemies" of the Islamic Republic, '
            "without naming them, and vowed to harshly respond.",
            {("Islamic Republic", "blamed")},
        ),
        # a background strike years before the report
        (
            "The Jan. 3, 2020 drone strike by the United States killed Soleimani.",
            {("United States", "suspected")},
        ),
    ],
)
def test_kerman_noise(text: str, wrong: set[tuple[str, str]]) -> None:
    art = Article(id="t", text=text, published="2024-01-04")
    got = {(a.name, a.stance) for a in actors.extract(ParsedArticle(art))}
    assert not (wrong & got)


def test_washington_believes_isis() -> None:
    text = (
        "Bloomberg cited two U.S. government sources as saying that Washington believes ISIS or a related "
        "terrorist organization carried out the attack."
    )
    got = actors.extract(ParsedArticle(Article(id="t", text=text)))
    assert ("Islamic State", "suspected", "United States") in {(a.name, a.stance, a.asserted_by) for a in got}


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.sampled_from(list("AB [](),.\n") + ["FMLN ", "TERRORISTS ", "KILLED ", "BY ", "THE ", "ARMY ", "CLAIMED RESPONSIBILITY "]),
        max_size=30,
    ).map("".join)
)
def test_uppercase_never_raises_and_evidence_exact(text: str) -> None:
    for a in actors.extract(ParsedArticle(Article(id="h", text=text))):
        assert text[a.evidence.start : a.evidence.end] == a.evidence.text


@pytest.mark.parametrize(
    ("text", "relevant"),
    [
        (
            "THE ARCE BATTALION COMMAND HAS REPORTED THAT ABOUT 50 PEASANTS HAVE BEEN KIDNAPPED BY "
            "TERRORISTS OF THE FARABUNDO MARTI NATIONAL LIBERATION FRONT [FMLN] IN SAN MIGUEL DEPARTMENT.",
            True,
        ),
        (
            "YESTERDAY A COLUMN OF SHINING PATH TERRORISTS ARRIVED IN THE VILLAGE OF CHINCHIPE AND SHOT 16 PEASANTS.",
            True,
        ),
        # a clash between army and guerrillas, and political commentary: no terrorist act
        ("MEANWHILE, COPREFA REPORTED TODAY THAT THREE ARMY SOLDIERS WERE KILLED RECENTLY IN CLASHES "
         "DURING COMBAT WITH THE FMLN.", False),
        ("THE FMLN SAID IT IS READY TO RESUME THE DIALOGUE AND THE PEACE TALKS WITH THE GOVERNMENT.", False),
    ],
)
def test_relevant_lead(text: str, relevant: bool) -> None:
    assert perpetrators.relevant_lead(_MUC_LEAD + text) is relevant


def test_clash_report_has_no_perpetrator() -> None:
    text = _MUC_LEAD + (
        "ARMY SOLDIERS AND FMLN GUERRILLAS CLASHED IN COMBAT IN SAN MIGUEL. THE FMLN ATTACKED THE "
        "TROOPS DURING THE FIGHTING, AND CASUALTIES WERE REPORTED IN THE CLASHES."
    )
    assert _names(text) == {}


@given(st.text(max_size=300))
@settings(max_examples=50, deadline=None)
def test_relevant_lead_never_raises(text: str) -> None:
    assert perpetrators.relevant_lead(text) in (True, False)


def test_unnamed_terrorists_fall_back_to_named_group() -> None:
    # the lead blames unnamed terrorists; the report names one group again and again
    text = _MUC_LEAD + (
        "URBAN TERRORISTS TODAY DYNAMITED A POWER PYLON IN SOYAPANGO. THE TERRORISTS ALSO BURNED A BUS "
        "AND THE TERRORISTS FLED. THE FMLN RADIO SPOKE OF THE SABOTAGE CAMPAIGN. THE FMLN WANTS "
        "NEGOTIATIONS. A FMLN SPOKESMAN SPOKE TODAY."
    )
    # the rules' fallback (wire copy is scored by perp_model, which reads it as a feature)
    assert _rule_names(text).get("fmln") == "suspected"
    # too few mentions of the group: no fallback
    assert "fmln" not in _rule_names(text.split(" THE FMLN WANTS")[0] + ".")


def _rule_names(text: str) -> dict[str, str]:
    pa = ParsedArticle(Article(id="t", text=text))
    return {n.lower(): s for n, s, _ in perpetrators.extract_perpetrators(pa)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # spaCy tags "Islamic" alone (NORP) when "claimed" has no auxiliary: the name runs on
        ("The Islamic State claimed responsibility for the attacks through its Amaq news agency.",
         {("Islamic State", "claimed")}),
        ("The Islamic State group claimed responsibility on Tuesday for the suicide bombing.",
         {("Islamic State", "claimed")}),
        # a group saying it did it is a claim; saying it did not, or anything else, is not
        ("The Islamic State group said it was behind the attack, in a statement posted online.",
         {("Islamic State", "claimed")}),
        ("Al-Shabaab said it carried out Tuesday's suicide attack on the base.",
         {("al-Shabaab", "claimed")}),
        ("The Taliban said they were not behind the attack.", set()),
        ("The ministry said it was responsible for security at the stadium.", set()),
    ],
)  # fmt: skip
def test_claims_in_other_wordings(text: str, expected: set[tuple[str, str]]) -> None:
    assert {s for s in _stances(text) if s[1] == "claimed"} == expected


@pytest.mark.parametrize(
    ("text", "expected", "wrong"),
    [
        # a parent and its branch are one actor
        (
            "The Islamic State's Khorasan branch claimed responsibility for the attack, saying one "
            "of its suicide bombers had targeted translators.",
            {("Islamic State Khorasan", "claimed")},
            {("Khorasan", "claimed"), ("Islamic State", "claimed"), ("Islamic State's Khorasan branch", "claimed")},
        ),
        # groups spaCy tags as people, or not at all, when the grammar says they act
        ("Al-Shabaab claimed responsibility for the attack, saying its fighters had targeted "
         "government officials.", {("al-Shabaab", "claimed")}, set()),
        ("Nigerian officials blamed Boko Haram for the massacre.", {("Boko Haram", "blamed")}, set()),
        ("Hamas said it was behind the rocket fire, while Islamic Jihad denied any role.",
         {("Hamas", "claimed"), ("Palestinian Islamic Jihad", "denied")}, set()),
        # a spokesman's "the group was not involved" is the group's denial
        ("A Taliban spokesman said the group was not involved in the attack.", {("Taliban", "denied")}, set()),
        ("Hezbollah said it had no role in the explosion.", {("Hezbollah", "denied")}, {("Hezbollah", "claimed")}),
        # a passive clause's agent is the suspect
        ("Police suspect the attack was carried out by members of the Islamic State West Africa "
         "Province.", {("Islamic State West Africa Province", "suspected")}, set()),
        # ... but a victim named after "accused of" is no actor (GVA dev)
        ("Hawkins is accused of killing his sister Reshawna Hawkins, and brothers Anthony Ray Jr.",
         set(), {("Reshawna Hawkins", "blamed")}),
        # one group under its long name, its bracketed acronyms and its known spellings
        (
            "The Islamic State of Iraq and the Levant (ISIL, or ISIS) has claimed responsibility for "
            "the coordinated Easter Sunday bombings in Sri Lanka that killed 359 people.",
            {("Islamic State", "claimed")},
            {("Levant", "claimed"), ("ISIL", "claimed"), ("Islamic State of Iraq", "claimed")},
        ),
        # a commander claims for his group; the country in its name is no actor
        (
            "Tehreek-i-Taliban Pakistan (TTP) commander Sarbakaf Mohmand claimed responsibility for "
            "the attack in a post on Twitter.",
            {("Tehrik-i-Taliban Pakistan", "claimed")},
            {("Pakistan", "claimed"), ("Sarbakaf Mohmand", "claimed"), ("TTP", "claimed")},
        ),
        # a spokesman distancing "the group"; "the group" pointing back to the organisation
        (
            "Hours later, TTP spokesman Mohammad Khurasani distanced the group from the bombing, "
            "saying it was not its policy to target mosques.",
            {("Tehrik-i-Taliban Pakistan", "denied")},
            set(),
        ),
        (
            "Officials blamed the Pakistani Taliban for the attack, although the group's main "
            "spokesman denied it was involved.",
            {("Tehrik-i-Taliban Pakistan", "blamed"), ("Tehrik-i-Taliban Pakistan", "denied")},
            set(),
        ),
        # the parent under "of" is not the actor; an ideology describes the named group
        (
            "An affiliate of the Islamic State group, Islamic State Khorasan, claimed responsibility "
            "for Friday's attack.",
            {("Islamic State Khorasan", "claimed")},
            {("Islamic State", "claimed"), ("Khorasan", "claimed")},
        ),
        (
            "Jamaat-ul-Ahrar, a faction of the TTP, was suspected of being behind the blast, "
            "officials said.",
            {("Jamaat-ul-Ahrar", "suspected")},
            {("Tehrik-i-Taliban Pakistan", "suspected"), ("TTP", "suspected"), ("Jamaat-ul-Ahrar", "blamed")},
        ),
        (
            "The government blamed a little-known local Islamist group, National Thowheeth "
            "Jama'ath, for the attacks.",
            {("National Thowheeth Jama'ath", "blamed")},
            {("Islamist", "blamed")},
        ),
        # a claim in a passive participle, and a group's "its fighters had attacked"
        (
            "Gunmen burst into a concert hall on Friday, killing at least 40 people in an attack "
            "claimed by Islamic State.",
            {("Islamic State", "claimed")},
            set(),
        ),
        (
            "Islamic State said on its Amaq news agency Telegram channel that its fighters had "
            "attacked a large gathering of Christians on the outskirts of Moscow.",
            {("Islamic State", "claimed")},
            set(),
        ),
        # an accusation in a reported clause, and a capital denying for its government
        (
            "Russia has suggested, without evidence, that Ukraine was involved, which Kyiv denies.",
            {("Ukraine", "blamed"), ("Ukraine", "denied")},
            {("Kyiv", "denied"), ("Russia", "blamed")},
        ),
        ("The Pentagon said ISIS-K was responsible.", {("Islamic State Khorasan", "blamed")}, {("ISIS-K", "blamed")}),
        # ... but not a clause about something else (GVA dev)
        (
            "Mayor Jim Gray said Monday that Lexington police were working hard to determine what "
            "was behind multiple shootings Sunday night.",
            set(),
            {("Lexington", "blamed")},
        ),
        # a doer stated as fact behind a wire dateline; "the group" a sentence later
        (
            "MOGADISHU, Aug 20 (Reuters) - Al Shabaab militants stormed the Hayat Hotel in "
            "Mogadishu on Friday evening after setting off two car bombs, killing at least nine "
            "people, police said. The al Qaeda-linked group claimed responsibility for the attack.",
            {("al-Shabaab", "suspected"), ("al-Shabaab", "claimed")},
            {("al Qaeda", "claimed"), ("MOGADISHU", "suspected")},
        ),
        ("OUAGADOUGOU, Feb 26 - Gunmen killed at least 12 worshippers during Sunday mass at a "
         "Catholic church, a church official said on Monday.", set(),
         {("- Gunmen", "suspected"), ("Gunmen", "suspected"), ("OUAGADOUGOU", "suspected")}),
        ("Boko Haram gunmen abducted 276 schoolgirls from their dormitories in Chibok.",
         {("Boko Haram", "suspected")}, set()),
        # ... but a place before "police" is no doer (GVA)
        ("Chicago police shot a man who fired at officers on the Near West Side.", set(),
         {("Chicago", "suspected")}),
        # claims without "responsibility", in the passive, and suspicion in other words
        ("Islamic State claimed the attack via its Amaq news agency.", {("Islamic State", "claimed")}, set()),
        ("The Houthis claimed the drone attack on the Abqaiq facility.", {("Houthis", "claimed")}, set()),
        ("Responsibility was claimed by the Pakistani Taliban in a statement to reporters.",
         {("Tehrik-i-Taliban Pakistan", "claimed")}, set()),
        ("No one has claimed responsibility, but suspicion fell on the Baloch Liberation Army.",
         {("Baloch Liberation Army", "suspected")}, set()),
        ("The attack bore the hallmarks of al-Qaeda, analysts said.", {("al-Qaeda", "suspected")}, set()),
        ("Authorities said the attacker was inspired by the Islamic State group.", set(),
         {("Islamic State", "claimed"), ("Islamic State", "suspected")}),
        # a state's forces are the state, blamed by whoever says they struck; its military's
        # "it struck" is its own account
        ("Ukraine's military said Russian forces shelled the town overnight, killing four civilians.",
         {("Russia", "blamed")}, {("Russian forces", "suspected"), ("Russian forces", "blamed")}),
        ("Israel's military said it struck Hamas targets in Gaza after rockets were fired.",
         {("Israeli army", "claimed")}, {("Hamas", "claimed")}),
        # upper-case wire copy of today's groups
        ("THE ISLAMIC STATE GROUP CLAIMED RESPONSIBILITY FOR THE ATTACK IN A STATEMENT ON ITS AMAQ "
         "NEWS AGENCY.", {("Islamic State", "claimed")}, set()),
        ("A TALIBAN SPOKESMAN SAID THE GROUP CONDEMNED THE ATTACK AND HAD NO ROLE IN IT.",
         {("Taliban", "denied")}, {("Taliban", "claimed")}),
        # a wire dateline's place is not the subject of the lead's verb
        (
            "KABUL, Afghanistan (AP) - The suicide bombing at Kabul airport on Thursday killed 169 "
            "Afghans and 13 U.S. service members, officials said Saturday.",
            set(),
            {("KABUL", "suspected"), ("KABUL", "claimed")},
        ),
        # a possessor only places or parents the actor
        ("Somalia's al Shabaab group said its fighters carried out the assault.",
         {("al-Shabaab", "claimed")}, {("Somalia", "claimed")}),
        ("JNIM, al-Qaeda's Sahel affiliate, later denied involvement and condemned the killings.",
         {("Jama'at Nusrat al-Islam wal-Muslimin", "denied")}, {("al-Qaeda", "denied")}),
        ("Balochistan's chief minister blamed India's spy agency for the attack.", {("India", "blamed")}, set()),
        # blame by participle; a weapon's user named by whoever says so
        ("An explosion killed hundreds of people on Tuesday, the Gaza health ministry said, blaming an "
         "Israeli air strike.", {("Israel", "blamed")}, set()),
        ("The Israeli military denied it was responsible and said a rocket launched by the Palestinian "
         "Islamic Jihad militant group had misfired.",
         {("Israeli army", "denied"), ("Palestinian Islamic Jihad", "blamed")}, set()),
        ("Islamic Jihad rejected the accusation, calling it a lie.", {("Palestinian Islamic Jihad", "denied")}, set()),
        ("Israel denied that the rocket was fired by Hamas.", set(), {("Hamas", "blamed"), ("Hamas", "suspected")}),
        ("Security sources said jihadists linked to al-Qaeda or the Islamic State group were suspected.",
         {("al-Qaeda", "suspected"), ("Islamic State", "suspected")}, set()),
        # other claim and accusation wordings
        ("The Islamic State group took responsibility for the bombing in a statement on Telegram.",
         {("Islamic State", "claimed")}, set()),
        ("The Houthis said they had launched the drones at the refinery.", {("Houthis", "claimed")}, set()),
        ("The Kremlin blamed Ukrainian saboteurs for the blast.", {("Ukraine", "blamed")}, {("Ukrainian", "blamed")}),
        ("Ukraine's military intelligence agency said Russian forces had fired the missile.",
         {("Russia", "blamed")}, set()),
        # places are where, not who; a state's organ is the state; a dateline runs into no name
        ("GARISSA, Kenya — Gunmen from the Somali militant group al-Shabab stormed a university campus, "
         "killing 147 people.", {("al-Shabaab", "suspected")}, {("Somalia", "suspected")}),
        ("The Somalia-based al-Shabab claimed responsibility.", {("al-Shabaab", "claimed")}, {("Somalia", "claimed")}),
        ("The gunman who killed 58 people at a Las Vegas concert had planned the attack meticulously, "
         "police say.", set(), {("Las Vegas", "blamed")}),
        ("The Islamic State group's affiliate in Afghanistan claimed responsibility for the bombing.",
         {("Islamic State", "claimed")}, {("Afghanistan", "claimed")}),
        ("Russia's Defense Ministry denied it had carried out the attack.", {("Russia", "denied")},
         {("Defense Ministry", "denied")}),
        ("Officials blamed the attack on militants in Pakistan.", set(), {("Pakistan", "blamed")}),
        ("The attack came two days after the army claimed to have killed 20 insurgents in the area.", set(),
         {("army", "suspected"), ("army", "claimed")}),
        ("DHAKA, Bangladesh (AP) — Bangladeshi commandos stormed a restaurant popular with foreigners, "
         "ending a 10-hour siege.", set(), {("Bangladesh AP Bangladeshi commandos", "suspected")}),
        # a relative clause or an appositive's parent group names no actor of the stance
        ("Afghanistan's intelligence agency blamed the Haqqani network, which is allied to the "
         "Taliban, for the bombing.", {("Haqqani network", "blamed")}, {("Taliban", "blamed")}),
        ("Military officials said they suspected the Ajang-Ajang faction of the Abu Sayyaf group, which "
         "has pledged allegiance to the Islamic State.", {("Abu Sayyaf", "suspected")},
         {("Islamic State", "suspected")}),
        ("The Kurdistan Freedom Hawks (TAK), a splinter group of the PKK, claimed responsibility on "
         "Thursday.", {("Kurdistan Freedom Hawks", "claimed")}, {("PKK", "claimed"), ("TAK", "claimed")}),
        ("Officials said the evidence pointed to the Kurdistan Workers' Party, the PKK.",
         {("PKK", "suspected")}, set()),
        ("Pakistan's foreign office rejected any insinuation that seeks to link the attack to the "
         "State of Pakistan.", {("Pakistan", "denied")}, {("State of Pakistan", "denied")}),
        # passive blame, "the work of", "nothing to do with"
        ("The Fulani herdsmen were blamed by residents for the massacre.", {("Fulani", "blamed")}, set()),
        ("The attack was the work of the Islamic State, according to Iraqi officials.",
         {("Islamic State", "suspected")}, set()),
        ("The Taliban said they had nothing to do with the blast.", {("Taliban", "denied")}, {("Taliban", "claimed")}),
        # responders and reporters are no doers: forces that killed the attacker, police who
        # reported on an attack, a country named in the dateline
        ("The siege lasted for six hours before Afghan security forces, aided by U.S. troops, killed "
         "the attacker.", set(), {("Afghan security forces", "suspected")}),
        ("The death toll from the attack on the DusitD2 hotel complex in Nairobi has risen to 21, Kenyan "
         "police said on Thursday, two days after gunmen stormed the building.", set(), {("Kenyan police", "suspected")}),
        ("MAIDUGURI, Nigeria (AFP) - Jihadists killed at least 40 farm workers near Zabarmari in Nigeria's "
         "Borno state on Saturday.", set(), {("Nigeria", "suspected")}),
        ("Boko Haram gunmen killed 40 farmers.", {("Boko Haram", "suspected")}, set()),
        # "accused" in the passive: a state or a known group, not a defendant
        ("Russia was accused of shelling the plant.", {("Russia", "blamed")}, set()),
        ("Brooks is accused of shooting into a crowd outside Therrell High.", set(), {("Brooks", "blamed")}),
        # accused of killing: the victims are not accused
        ("Police say Vito Riservato is accusing of shooting and killing Boyd Lindsey Champion in Atlanta.",
         set(), {("Boyd Lindsey Champion", "blamed"), ("Atlanta", "blamed")}),
        # a dateline of two cities is no subject; "accused it" points back to the main subject
        ("ISLAMABAD/NEW DELHI, April 24 (Reuters) - Pakistan denied any role in Tuesday's attack on "
         "tourists in Indian Kashmir, after India accused it of backing cross-border terrorism.",
         {("Pakistan", "denied"), ("Pakistan", "blamed")}, {("ISLAMABAD/NEW DELHI", "denied"), ("Reuters", "denied")}),
        # "the enemies of Iran" are not Iran
        ("President Ebrahim Raisi said the enemies of Iran were behind the attack.", set(), {("Iran", "blamed")}),
        ("Iranian officials said the United States and Israel were behind the attack.",
         {("United States", "blamed"), ("Israel", "blamed")}, set()),
        # a nationality's militants are a group, not the state
        ("Police said they suspected a Palestinian terror cell was behind the blasts.",
         {("Palestinian terror cell", "suspected")}, {("Palestinian Territory", "suspected")}),
        ("Turkish authorities blamed Kurdish militants for the bombing.", {("Kurdish militants", "blamed")},
         {("Kurdish", "blamed")}),
        ("Moscow blamed Ukrainian saboteurs for the blast.", {("Ukraine", "blamed")}, set()),
        # a group's English name, its parent as an adjective or an "affiliate" noun
        ("The al-Qaeda-linked Group for the Support of Islam and Muslims (JNIM) claimed responsibility "
         "for the attack.", {("Jama'at Nusrat al-Islam wal-Muslimin", "claimed")},
         {("al-Qaeda", "claimed"), ("Group", "claimed")}),
        ("The attack, claimed by the al Qaeda affiliate JNIM, targeted civilians.",
         {("Jama'at Nusrat al-Islam wal-Muslimin", "claimed")}, {("al-Qaeda", "claimed")}),
        ("An al-Qaeda affiliate claimed the attack.", {("al-Qaeda", "claimed")}, set()),
        # "blamed the militant group" points back to the group the sentence named
        ("ISTANBUL, Nov 14 (Reuters) - The Kurdistan Workers Party (PKK) denied any involvement in Sunday's "
         "bombing, after Turkish authorities blamed the militant group and arrested a Syrian woman.",
         {("PKK", "denied"), ("PKK", "blamed")}, set()),
        ("Boko Haram has killed thousands. Officials blamed the group of teenagers for the attack.",
         set(), {("Boko Haram", "blamed")}),
        # a commander saying "his forces" had no connection denies for his organisation
        ("The commander of the Kurdish-led Syrian Democratic Forces, Mazloum Abdi, also said his forces "
         "had no connection to the attack.", {("Syrian Democratic Forces", "denied")}, set()),
        # an inquiry into whether a group did it is a suspicion; a group the NER does not know
        ("Defence Secretary Gilberto Teodoro said authorities were investigating whether the Dawlah "
         "Islamiyah-Maute group was involved.", {("Dawlah Islamiyah-Maute", "suspected")}, set()),
        ("Police are not investigating whether the Taliban was involved.", set(), {("Taliban", "suspected")}),
        ("Officials said the Dawlah Islamiyah group was behind the bombing.", {("Dawlah Islamiyah", "blamed")}, set()),
        ("Police said a group of teenagers was behind the shooting.", set(), {("teenagers", "blamed")}),
        # a source inside the group named before denies for it; "told" reports like "said"
        ("Al-Shabaab has not claimed the bombing. A militant source told Garowe Online that the group was "
         "not behind the attack.", {("al-Shabaab", "denied")}, {("al-Shabaab", "claimed")}),
        ("Police told reporters the Islamic State was behind the attack.", {("Islamic State", "blamed")}, set()),
        ("A Taliban commander told AFP that his fighters carried out the attack.", {("Taliban", "claimed")}, set()),
        # disowning wordings; "rejected"/"dismissed" of a thing that is no accusation is none
        ("Russia dismissed the allegation as baseless.", {("Russia", "denied")}, set()),
        ("Russia rejected the proposal on Monday.", set(), {("Russia", "denied")}),
        ("Israel rejected Hamas's claims.", {("Israel", "denied")}, {("Hamas", "denied")}),
        # both sides blaming each other; a participle's blame is the speaker's
        ("Russia and Ukraine blamed each other for the strike.", {("Ukraine", "blamed"), ("Russia", "blamed")}, set()),
        # a cause's user named by whoever says so; a relative clause's denial is its noun's
        ("Israel said the blast was caused by a failed rocket launch by Palestinian Islamic Jihad, which "
         "denied responsibility.", {("Palestinian Islamic Jihad", "blamed"), ("Palestinian Islamic Jihad", "denied")},
         set()),
        ("Officials said the fire was caused by an electrical fault.", set(), set()),
        # claims through a news agency, "a fighter of the group", "made a claim of responsibility"
        ("Islamic State's Amaq news agency said a fighter of the group detonated an explosive belt.",
         {("Islamic State", "claimed")}, set()),
        ("The Islamic State made a purported claim of responsibility, which could not be verified.",
         {("Islamic State", "claimed")}, set()),
        ("No group has made a claim of responsibility.", set(), set()),
        ("The Resistance Front (TRF) claimed responsibility for the attack. TRF later said its account "
         "had been hacked.", {("Resistance Front", "claimed")}, {("TRF", "claimed")}),
        # claims in a statement's clause, by names the NER takes for people, and in a list
        # (probe reports of the 2014 Wagah border bombing)
        ("Jamaat-ul-Ahrar, a breakaway faction of the Tehreek-i-Taliban Pakistan, said in a statement that "
         "it had carried out the attack.", {("Jamaat-ul-Ahrar", "claimed")}, {("Tehrik-i-Taliban Pakistan", "claimed")}),
        ("Separately, Jundallah also said its fighters were behind the bombing.", {("Jundallah", "claimed")}, set()),
        ("Three militant factions have claimed responsibility, including Jundallah and Jamaat-ul-Ahrar.",
         {("Jundallah", "claimed"), ("Jamaat-ul-Ahrar", "claimed")}, set()),
        ("The mayor said in a statement that he was saddened by the attack.", set(), set()),
        ("Police said they were behind the cordon when the bomb exploded.", set(), {("police", "claimed")}),
        # a denial by a hyphenated name, the group the attackers belonged to, a passive doer
        # (probe reports of Mumbai 2008 and Jakarta 2016)
        ("Lashkar-e-Taiba denied any role in the attacks.", {("Lashkar-e-Taiba", "denied")}, set()),
        ("Indian officials said that the militants who killed 174 people in Mumbai were members of "
         "Lashkar-e-Taiba, a Pakistan-based group.", {("Lashkar-e-Taiba", "blamed")}, set()),
        ("Police said the attack was organised by Bahrun Naim, an Indonesian militant believed to be in Syria "
         "with the Islamic State group.", {("Bahrun Naim", "blamed")}, {("Islamic State", "blamed")}),
        ("Police said the attack was not organised by any group.", set(), set()),
        # "held X responsible", a squad's deed, a spokesman's "the group had targeted", ties
        # to a state and "a charge Kyiv called absurd"
        ("Israeli officials held Hezbollah responsible for the rocket strike.",
         {("Hezbollah", "blamed")}, set()),
        ("Turkey holds the PKK responsible for the attack.", {("PKK", "blamed")}, set()),
        ("The government held Boko Haram fully responsible for the massacre.", {("Boko Haram", "blamed")}, set()),
        ("The court held the company responsible for the outage.", set(), set()),
        ("The BLA said in a Telegram post that its suicide squad had carried out the attack.",
         {("Baloch Liberation Army", "claimed")}, set()),
        ("A spokesman for the Houthis, Yahya Saree, said the group had targeted the ship with drones.",
         {("Houthis", "claimed")}, set()),
        ("Russian investigators said the gunmen had links to Ukraine, a charge Kyiv called absurd.",
         {("Ukraine", "blamed"), ("Ukraine", "denied")}, set()),
        ("Tehran called the accusation baseless.", {("Iran", "denied")}, set()),
        ("Police called the shooting senseless.", set(), set()),
        ("Hispanics say they are being targeted for robberies in the area.", set(), {("Hispanics", "claimed")}),
        # an organ's owner and another group are two actors; "a claim ... by X" is X's claim,
        # and dismissing it is no denial by X
        ("Sudan's army and the Rapid Support Forces blamed each other for the attack on the market.",
         {("Sudanese army", "blamed"), ("Rapid Support Forces", "blamed")}, set()),
        ("A claim of responsibility by the Islamic State could not be independently verified.",
         {("Islamic State", "claimed")}, set()),
        ("Police dismissed a claim of responsibility by a previously unknown group calling itself the Free Army.",
         set(), {("Free Army", "denied")}),
        # a relative clause's claim is its noun's; TTP alone is the Pakistani Taliban
        ("Somalia's government blamed al-Shabab, which later claimed the attack.",
         {("al-Shabaab", "blamed"), ("al-Shabaab", "claimed")}, set()),
        ("The TTP said in a statement that it had nothing to do with the blast.",
         {("Tehrik-i-Taliban Pakistan", "denied")}, {("TTP", "denied")}),
        # the outlet's own "the attackers were members of X"
        ("According to the police, the attackers were members of the banned Tehreek-e-Labbaik Pakistan.",
         {("Tehreek-e-Labbaik Pakistan", "suspected")}, {("Pakistan", "suspected")}),
        ("The gunmen were members of a local gang, police said.", set(), set()),
        ("The two men were members of the Knights of Columbus.", set(), {("Knights of Columbus", "suspected")}),
        # "pointed the finger at", names the small model tags as people (a country, a front)
        ("Officials pointed the finger at the Islamic State group.", {("Islamic State", "blamed")}, set()),
        ("Azerbaijan and Armenia accused each other of shelling civilian areas.",
         {("Armenia", "blamed"), ("Azerbaijan", "blamed")}, set()),
        ("The Tigray People's Liberation Front dismissed the claims as fabricated.",
         {("Tigray People's Liberation Front", "denied")}, {("Liberation", "denied")}),
        # two subjects hung on one verb by a misparse: the nearer one rejects (Charsadda 2016)
        ("Pakistan's military blamed militants based in Afghanistan for planning the assault, a charge "
         "Kabul rejected.", {("Afghanistan", "denied")}, {("Pakistan", "denied"), ("Pakistan's military", "denied")}),
        # a denial's "saying" gives the denier's own reading; a weapon's nationality names its user
        ("Hamas denied responsibility for the explosion, saying the blast was caused by an Israeli air strike.",
         {("Hamas", "denied"), ("Israel", "blamed")}, {("Hamas", "blamed")}),
        ("Israel said the explosion was caused by a Hamas rocket.", {("Hamas", "blamed")}, set()),
        ("Officials said the blast was caused by an Iranian-made drone.", set(), {("Iran", "blamed")}),
        # believing a thing said is no suspicion; a second "that" clause is the speaker's too;
        # what a speaker says is the speaker's accusation, not the outlet's own suspicion
        ("\"We will not accept or believe the condolences of the US embassy,\" Soylu said.",
         set(), {("United States", "suspected")}),
        ("Officials believe the Islamic State group carried out the attack.", {("Islamic State", "suspected")}, set()),
        ("Bloomberg cited two U.S. government sources as saying that Washington believes ISIS or a related "
         "terrorist organization carried out the attack and that it is \"highly unlikely\" Israel had any "
         "involvement.", {("Islamic State", "suspected")}, set()),
        ("Interior Minister Suleyman Soylu said on Monday that police had detained a woman suspected of "
         "planting the bomb and that the Kurdistan Workers Party (PKK) was responsible.",
         {("PKK", "blamed")}, {("PKK", "suspected")}),
        ("Interior Minister Suleyman Soylu said the PKK terrorist group was behind the bombing.",
         {("PKK", "blamed")}, {("PKK", "suspected")}),
        # a claim of other, earlier attacks is no claim of this one (Kabul 2022); "ISKP" is no "ISK"
        ("No group immediately claimed responsibility. The Islamic State has claimed several previous attacks "
         "on Hazara targets.", set(), {("Islamic State", "claimed")}),
        ("The Islamic State group has claimed responsibility for similar attacks in the past.", set(),
         {("Islamic State", "claimed")}),
        ("No group has claimed the attack, which bore the hallmarks of the Islamic State's regional affiliate, ISKP.",
         {("Islamic State Khorasan", "suspected")}, {("ISKP", "suspected")}),
        # "took responsibility for the drone strike" claims it; a state's strike "in response"
        # is another act, a group's "in retaliation for" its motive
        ("The Houthis took responsibility for the drone strike on the Saudi oil facility.",
         {("Houthis", "claimed")}, set()),
        ("Israel's military said it had struck Hamas targets in response.", set(), {("Israel", "claimed")}),
        ("Al-Shabaab said its fighters had attacked the base in retaliation for raids.", {("al-Shabaab", "claimed")}, set()),
        # a capital the small model does not tag stands for its government
        ("Russia's FSB said Ukrainian intelligence was behind the bombing, which Kyiv denied.",
         {("Ukraine", "blamed"), ("Ukraine", "denied")}, set()),
        ("The Kremlin accused Kyiv of orchestrating the attack, which Ukraine denied.",
         {("Ukraine", "blamed"), ("Ukraine", "denied")}, set()),
        # the dissidents are a group of their own, not the demobilised FARC
        ("Colombian authorities blamed FARC dissidents for the car bomb attack on the military base in Cucuta.",
         {("FARC dissidents", "blamed")}, {("FARC", "blamed")}),
        # a bare "IS" (AFP's short form) is the group in ordinary-case text, the verb in capitals
        ("IS claimed responsibility for the attack through its Amaq news agency.", {("Islamic State", "claimed")}, set()),
        ("The attack was claimed by IS.", {("Islamic State", "claimed")}, set()),
        ("IS denied any involvement in the attack.", {("Islamic State", "denied")}, set()),
        ("WHO IS BEHIND IT? Police said the attack was claimed by no group.", set(), {("Islamic State", "claimed")}),
        # a leader described after a group's name is not the claimant (Bamako 2015)
        ("The armed group al-Mourabitoun, led by Algerian fighter Mokhtar Belmokhtar, has claimed responsibility "
         "for the attack on a luxury hotel in the Malian capital.", {("al-Mourabitoun", "claimed")},
         {("Algeria", "claimed")}),
        # disowning a claim about something else is no denial of the attack (Kunduz 2015)
        ("MSF denied claims that Taliban fighters were firing from the compound.", set(),
         {("MSF", "denied"), ("Taliban", "denied")}),
        ("The Taliban denied reports that its fighters attacked the convoy.", {("Taliban", "denied")}, set()),
        # a modal makes the accusation a suspicion; "behind it" is behind the attack
        ("Officials said the Islamic State could have been behind the attack.",
         {("Islamic State", "suspected")}, {("Islamic State", "blamed")}),
        ("Officials said the Islamic State may be behind it.", {("Islamic State", "suspected")}, set()),
        # the group's own news agency naming its fighter claims the attack (Orlando 2016)
        ("The Islamic State's Amaq news agency said the attack was carried out by \"an Islamic State fighter\".",
         {("Islamic State", "claimed")}, {("Islamic State", "blamed")}),
        # "the Levant" of the group's long name is no actor (Minya 2017)
        ("The Islamic State of Iraq and the Levant (ISIL, also known as ISIS) group has claimed responsibility "
         "for an attack on a bus carrying Coptic Christians.", {("Islamic State", "claimed")}, {("Levant", "claimed")}),
        # a pronoun hung on the dateline is not the subject; the faction named beside "a
        # Taliban faction" is the claimant, not the Taliban (Quetta 2019)
        ("QUETTA, Pakistan (Reuters) - Islamic State and a Pakistani Taliban faction, Lashkar-e-Jhangvi, both "
         "claimed responsibility for a bombing that killed 20 people at a market.",
         {("Islamic State", "claimed"), ("Lashkar-e-Jhangvi", "claimed")}, {("Tehrik-i-Taliban Pakistan", "claimed")}),
        ("A Pakistani Taliban faction claimed responsibility for the bombing.",
         {("Tehrik-i-Taliban Pakistan", "claimed")}, set()),
        # a creed names no one (Westgate 2013); one spelling of a group is its name (Surabaya 2018)
        ("NAIROBI (Reuters) - Islamist gunmen stormed an upmarket shopping mall in Nairobi on Saturday, killing at "
         "least 39 people in an attack claimed by Somalia's al Shabaab militant group.",
         {("al-Shabaab", "claimed")}, {("Islamist gunmen", "suspected")}),
        ("Police blamed the Jemaah Ansharut Daulah network for the attacks.", {("Jamaah Ansharut Daulah", "blamed")}, set()),
        # a claim not made is no claim, nor a denial; "neither confirmed nor denied" takes no side
        ("Israel did not claim responsibility for the strike.", set(), {("Israel", "claimed"), ("Israel", "denied")}),
        ("Ukraine neither confirmed nor denied involvement in the blast.", set(), {("Ukraine", "denied")}),
        ("The Pakistani Taliban condemned the attack and denied involvement.",
         {("Tehrik-i-Taliban Pakistan", "denied")}, set()),
        # a rebel army's country only places it; its acronym in another language is the same
        # group (Bogota 2019); a state's own organ still speaks for the state
        ("Colombia's National Liberation Army (ELN) has claimed responsibility for last week's car bombing at a "
         "police academy in Bogota.", {("National Liberation Army", "claimed")}, {("Colombia", "claimed"), ("ELN", "claimed")}),
        ("Russia's Defense Ministry denied the accusation.", {("Russia", "denied")}, set()),
        # a known group named with its country's possessive is the group, not the state
        ("Sudan's Rapid Support Forces denied attacking the camp and accused the army of the killings.",
         {("Rapid Support Forces", "denied")}, {("Sudan", "denied")}),
        # a state's strikes on militants' camps are a reprisal, not the attack (Minya 2017)
        ("Hours later, President Abdel Fattah al-Sisi said Egypt had carried out air strikes against militant "
         "training camps in Libya that he said were behind the attack.", set(), {("Egypt", "blamed")}),
        # a name joined by a linking particle is one name, the country at its end too (Dera
        # Ismail Khan 2023: "Tehreek" and Pakistan had been the claimants)
        ("The attack in Dera Ismail Khan district of Khyber Pakhtunkhwa province was claimed by Tehreek-e-Jihad "
         "Pakistan, a group that emerged this year.", {("Tehreek-e-Jihad Pakistan", "claimed")},
         {("Pakistan", "claimed"), ("Tehreek", "claimed")}),
        ("The attack was claimed by Lashkar-e-Taiba Monday, officials said.", {("Lashkar-e-Taiba", "claimed")},
         {("Lashkar-e-Taiba Monday", "claimed")}),
        # a bracketed acronym after two names is the second's (Istanbul 2022)
        ("The PKK and the Syrian Kurdish-led Syrian Democratic Forces (SDF) denied any involvement.",
         {("PKK", "denied"), ("Syrian Democratic Forces", "denied")},
         {("PKK and the Syrian Kurdish-led Syrian Democratic Forces", "denied")}),
        # whoever gave the orders is blamed, by whoever says so; not when the orders are denied
        ("Soylu said the suspect, identified as Ahlam Albashir, had confessed to acting on orders from the "
         "Kurdistan Workers' Party (PKK) and received instructions in the Syrian town of Kobane.",
         {("PKK", "blamed")}, set()),
        ("The gunmen were acting on the orders of al-Shabaab commanders, the army said.",
         {("al-Shabaab", "blamed")}, set()),
        ("The suspect denied acting on orders from Hamas.", set(), {("Hamas", "blamed")}),
        # a known name the parser cut is read whole; a claim of its own deed with the
        # outlet's doubt hung on the subject; its victims are no suspects (Bamako 2024)
        ("The attack was claimed by the Group for the Support of Islam and Muslims (JNIM), affiliated with "
         "al-Qaeda.", {("Jama'at Nusrat al-Islam wal-Muslimin", "claimed")}, set()),
        ("Jama'at Nusrat al-Islam wal-Muslimin (JNIM) said its fighters had killed hundreds of members of the "
         "junta's forces and Russian Wagner mercenaries, a claim that could not be verified.",
         {("Jama'at Nusrat al-Islam wal-Muslimin", "claimed")}, {("Russian Wagner", "suspected")}),
        # the group an apposition describes claims, not its parent (Bannu 2025)
        ("Jaish al-Fursan, a group affiliated with the Hafiz Gul Bahadur faction, claimed responsibility for the "
         "attack.", {("Jaish al-Fursan", "claimed")}, {("Hafiz Gul Bahadur", "claimed")}),
        ("Mazloum Abdi, the commander of the Syrian Democratic Forces, denied any involvement.",
         {("Syrian Democratic Forces", "denied")}, set()),
        # a nationality describing the group named before it is no actor (Kasindi 2023)
        ("Army spokesman Antony Mualushayi blamed the Allied Democratic Forces (ADF), a Ugandan armed group that "
         "has pledged allegiance to Islamic State.", {("Allied Democratic Forces", "blamed")}, {("Uganda", "blamed")}),
        ("Police blamed Ukrainian saboteurs for the attack.", {("Ukraine", "blamed")}, set()),
        # Iraqi militias named after Hezbollah are other groups; a known acronym
        ("Iraqi officials blamed the attack on Kataib Hezbollah, an Iran-backed militia.",
         {("Kataib Hezbollah", "blamed")}, {("Hezbollah", "blamed")}),
        ("The OLA denied involvement and blamed government-allied militias.", {("Oromo Liberation Army", "denied")}, set()),
        # an inquiry into whether a passive attack's agent did it
        ("Police are investigating whether the attack was carried out by the Islamic State.",
         {("Islamic State", "suspected")}, set()),
        ("Police are investigating whether the Maute group was involved.", {("Maute", "suspected")}, set()),
        # two claimants the parser hung as two subjects, one a hyphenated name it split
        ("Both the Pakistani Taliban and Jamaat-ul-Ahrar claimed responsibility.",
         {("Tehrik-i-Taliban Pakistan", "claimed"), ("Jamaat-ul-Ahrar", "claimed")}, set()),
        # an armed wing's own deed ("ambushed") is its claim
        ("Hamas's armed wing, the Qassam Brigades, said its fighters had ambushed the soldiers.",
         {("Hamas", "claimed")}, set()),
        # "no links" is a denial; a video claiming the attack is its maker's claim; a group named
        # by "calling itself"; a claim of the attack's fire
        ("The Pakistani Taliban said in a statement that they had no links to the bombing.",
         {("Tehrik-i-Taliban Pakistan", "denied")}, set()),
        ("Boko Haram's leader Abubakar Shekau appeared in a video claiming the attack.", {("Boko Haram", "claimed")},
         set()),
        ("A group calling itself the Jerusalem Brigades claimed the rocket fire.", {("Jerusalem Brigades", "claimed")},
         set()),
        ("Police claimed the gunman had fired first.", set(), {("Police", "claimed")}),
        # a state's seats and organs speak for it; the clause a denial disowns suspects no one
        ("The State Department denied that Washington had any role in the attack.", {("United States", "denied")},
         {("State Department", "denied")}),
        ("The Pentagon denied that U.S. forces were involved.", {("United States", "denied")},
         {("U S forces", "suspected"), ("Pentagon", "denied")}),
        ("The Russian Defence Ministry said its forces had struck a Ukrainian military command post in the city.",
         {("Russia", "claimed")}, {("Russian Defence Ministry", "claimed")}),
        ("Sudan's army accused the Rapid Support Forces of carrying out the massacre, which the RSF denied.",
         {("Rapid Support Forces", "blamed"), ("Rapid Support Forces", "denied")}, {("RSF", "denied")}),
        # a weapon stands for the attack; a state's warplanes striking name the state; Iran's
        # Revolutionary Guards are Iran's; "the Kiev regime" is Ukraine (TASS)
        ("Israel's army said Hezbollah was responsible for the rocket that hit the football pitch, a charge "
         "Hezbollah denied.", {("Hezbollah", "blamed"), ("Hezbollah", "denied")}, set()),
        ("The Houthi-run Saba news agency said U.S. and British warplanes had struck the port.",
         {("United States", "blamed"), ("United Kingdom", "blamed")}, set()),
        ("Iran's Revolutionary Guards said they had struck terrorist targets in Iraq's Kurdistan region.",
         {("Iran", "claimed")}, {("Revolutionary Guards", "claimed")}),
        ("The Kiev regime's forces shelled the city centre, the Russian Foreign Ministry said.",
         {("Ukraine", "blamed")}, set()),
        ("Witnesses said police forces attacked the protesters.", set(), {("police forces", "blamed")}),
        # denying what was struck is no denial of the strike (Sumy 2025)
        ("Ukraine denied that a military gathering had been hit and said the strike on the city centre, where "
         "people had gathered for Palm Sunday, was a war crime.", set(), {("Ukraine", "denied")}),
        ("Russia denied that the hospital had been struck by its missiles.", {("Russia", "denied")}, set()),
        ("Russia denied that its forces struck the hospital.", {("Russia", "denied")}, set()),
        ("Police said they acted on orders from the Interior Ministry.", set(), {("Interior Ministry", "blamed")}),
    ],
)
def test_international_wire_wordings(
    text: str, expected: set[tuple[str, str]], wrong: set[tuple[str, str]]
) -> None:
    got = _stances(text)
    assert expected <= got
    assert not wrong & got


@pytest.mark.parametrize(
    ("text", "suspects"),
    [
        ("A 28-year-old Australian, Brenton Harrison Tarrant, was charged with murder on Saturday.",
         {"Brenton Harrison Tarrant"}),
        ("Police arrested Marcus Jones, 22, on Sunday.", {"Marcus Jones"}),
        ("Police identified the gunman as Stephen Paddock, 64, of Mesquite.", {"Stephen Paddock"}),
        ("The gunman, named by German media as Tobias Rathjen, killed nine people.", {"Tobias Rathjen"}),
        ("Police named the gunman as Tobias Rathjen.", {"Tobias Rathjen"}),
        # the one named as the attack's mastermind (probe report of Garissa 2015)
        ("Kenya has named Mohamed Mohamud, a senior al-Shabab commander also known as Dulyadin, as the "
         "mastermind of Thursday's attack on Garissa University College.", {"Mohamed Mohamud"}),
        ("Police named Abdelhamid Abaaoud as the suspected ringleader of the attacks.", {"Abdelhamid Abaaoud"}),
        ("Police identified the victim as John Smith.", set()),
        # plural attackers, each one named (London Bridge 2017, San Bernardino 2015)
        ("Islamic State claimed responsibility on Monday for the attack, as police named two of the attackers as "
         "Khuram Butt, 27, and Rachid Redouane, 30.", {"Khuram Butt", "Rachid Redouane"}),
        ("Police identified the gunmen as Syed Farook and Tashfeen Malik.", {"Syed Farook", "Tashfeen Malik"}),
        ("Police named two of the victims as John Smith and Mary Jones.", set()),
        ("Police identified a person of interest as Robert Card, 40, of Bowdoin.", {"Robert Card"}),
        # one of several bombers, a surname with a particle (Brussels 2016)
        ("Police named Khalid el-Bakraoui as one of the suicide bombers.", {"Khalid el-Bakraoui"}),
        # another attack's suspect, dated by its month (Brussels 2016, of Paris 2015)
        ("ISIL claimed responsibility for the attacks, which came days after the arrest in Brussels of Salah "
         "Abdeslam, the main surviving suspect of the November attacks in Paris.", set()),
        ("Police arrested Salah Abdeslam, the suspect in the March 22 attacks.", {"Salah Abdeslam"}),
        ("Devin Kelley, the suspect in Sunday's attack, died.", {"Devin Kelley"}),
        # the man a relative clause makes the doer (Bondi Junction 2024); not the one killed
        ("Police have identified the man who killed six people at Westfield Bondi Junction as 40-year-old Joel "
         "Cauchi, from Queensland.", {"Joel Cauchi"}),
        ("Police identified the man who was shot as John Smith.", set()),
        ("Police identified the woman who found the body as Mary Jones.", set()),
        # a confession (probe report of the 2017 Stockholm truck attack)
        ("Rakhmat Akilov, 39, whose application for residency was rejected last year, has confessed to "
         "\"a terrorist crime\", his lawyer said.", {"Rakhmat Akilov"}),
        ("John Smith never confessed to the killing.", set()),
        ("The victim was named as John Smith.", set()),
        ("The suspected shooter, Devin Kelley, died of a self-inflicted wound.", {"Devin Kelley"}),
        ("COLUMBUS, Ohio (WCMH)- Robert Lee Adams Jr., the second suspect in the Hudson Street quadruple "
         "murder, has been arrested in Mississippi.", {"Robert Lee Adams Jr"}),
        # a weapon's model, a state's code, a carjacked truck's make, a place before "shooting",
        # the police who found the victims (GVA dev false suspects)
        ("It's believed that a semi-automatic rifle - possibly an AK-47 - was used in the shootings.", set()),
        ("Hornets suspect former NM athlete for domestic violence", set()),
        ("The Ford F-150 pickup that was carjacked was believed to be the second attempted carjacking.", set()),
        ("Menasha shooting occurred on trestle trail bridge about 7:30 p.m.; suspect in custody by 8:30.", set()),
        ("According to an arrest affidavit, Killeen police responded to Gilmer Street on April 21 to find "
         "multiple victims had been shot.", set()),
        ("Williams is believed to have shot about 10 times at the occupants of a silver Toyota Camry.", {"Williams"}),
        # no one named, negated, a victim, a street or a dateline: no suspect
        ("No one has been arrested.", set()),
        ("John Smith was not charged.", set()),
        ("The victim, Mary Jones, was taken to hospital.", set()),
        ("It was stopped by police on MLK Jr. Way South and the people inside the car were detained.", set()),
        ("NEW YORK (CBSNewYork) - A father and mother have been arrested and charged, police said.", set()),
    ],
)
def test_named_suspects(text: str, suspects: set[str]) -> None:
    got = actors.extract(ParsedArticle(Article(id="t", text=text)))
    assert {a.name for a in got if a.stance == "suspected"} == suspects


@pytest.mark.parametrize(
    "text",
    [
        "Creech's request for a protective order against the woman was denied.",
        # a court's ruling (GVA dev)
        "Cook County Judge James Brown denied both men bail.",
        "A Darlington County judge denied bond on all charges for the two suspects.",
    ],
)
def test_what_a_court_or_an_office_denies_is_no_denial(text: str) -> None:
    assert not [a for a in actors.extract(ParsedArticle(Article(id="t", text=text))) if a.stance == "denied"]


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        # false stances read in GVA dev articles: the police who made an arrest, a witness's
        # "it", a victim, a suicide, a vehicle, a name's suffix
        ("Charleston Police said they arrested the suspect responsible for the shooting death of Jamaine Sutton.",
         ("Charleston Police", "claimed")),
        ("Ms Banks, who knows Raekwon's father, said: 'It killed me to watch him comfort his daughter.'",
         ("Ms Banks", "claimed")),
        ("Martinez was believed to be the 499th murder victim in Chicago when he was killed on December 26.",
         ("Martinez", "suspected")),
        ("At this time investigators believe Thacker attempted to take her own life.", ("Thacker", "suspected")),
        ("Witnesses told police a silver Mazda sedan was involved in the shooting, according to charging papers.",
         ("Mazda", "blamed")),
        ("Police have charged 59-year-old Milous Keith III with murder and felonious assault.", ("III", "blamed")),
        ("The Charger was believed to have been involved in the armed carjacking in Ridgeland.",
         ("Charger", "suspected")),
    ],
)
def test_gva_false_stances(text: str, wrong: tuple[str, str]) -> None:
    assert wrong not in _stances(text)


def test_a_pronoun_is_no_one_to_assert_a_stance() -> None:
    # "It said ...": the brief had said "Blamed: Islamic State, according to It"
    text = "A bomb killed 12 people on Monday. It said the Islamic State was behind the attack."
    got = actors.extract(ParsedArticle(Article(id="t", text=text)))
    assert ("Islamic State", "blamed", None) in {(a.name, a.stance, a.asserted_by) for a in got}


def test_an_allegation_noun_is_no_part_of_the_denier() -> None:
    # "a charge Ukraine dismissed": the parser makes "charge" part of the subject
    text = "Moscow accused Kyiv of staging the attack, a charge Ukraine dismissed as propaganda."
    got = actors.extract(ParsedArticle(Article(id="t", text=text)))
    assert ("Ukraine", "denied", "Ukraine") in {(a.name, a.stance, a.asserted_by) for a in got}
