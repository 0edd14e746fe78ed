"""Actor stances from a ninth round of reports of events outside the corpora (airport,
church, Christmas-market, mosque and hotel attacks written as wire and broadcast copy):
each sentence is one wording that had given a wrong or no stance."""

from __future__ import annotations

import pytest

from crosswire.extract import actors
from crosswire.model import ActorStance, Article
from crosswire.nlp import ParsedArticle

LEAD = "A bomb killed 12 people on Monday. "


def _actors(sentence: str) -> tuple[ActorStance, ...]:
    return actors.extract(ParsedArticle(Article(id="t", text=LEAD + sentence)))


def _stances(sentence: str) -> set[tuple[str, str]]:
    return {(a.name, a.stance) for a in _actors(sentence)}


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a claim that names its doer: the doer is claimed too
        (
            "Al-Qaeda in the Islamic Maghreb (AQIM) claimed responsibility for the attack on the Splendid Hotel "
            "in a statement relayed by Mauritanian news agency Al-Akhbar, saying it was carried out by the "
            "Al-Mourabitoun group.",
            {("al-Qaeda in the Islamic Maghreb", "claimed"), ("al-Mourabitoun", "claimed")},
        ),
        # a nationality before an office holder's title stands for the state
        (
            "Prime Minister Recep Tayyip Erdogan accused Syrian President Bashar Assad's government of being "
            "behind the attack in Reyhanli.",
            {("Syria", "blamed")},
        ),
        (
            "Syrian President Bashar al-Assad denied any role in the attack.",
            {("Syria", "denied")},
        ),
        # the attacker ties himself to a group
        ("The gunman pledged allegiance to the Islamic State in a call to police during the siege, the FBI said.",
         {("Islamic State", "suspected")}),
        ("A man claiming to be the shooter said he was a member of Islamic State.", {("Islamic State", "suspected")}),
        ("The attacker told negotiators he was a soldier of the Islamic State.", {("Islamic State", "suspected")}),
        ("The suspect was a member of al-Shabaab, police said.", {("al-Shabaab", "blamed")}),
        # the possessor of the attack, in a reported clause
        ("The Russian Defence Ministry said the Kyiv regime's strike on the market was a terrorist act.",
         {("Ukraine", "blamed")}),
        ("The health ministry said Israel's strike on the school killed 30 people.", {("Israel", "blamed")}),
        # evidence that points to a group: a suspicion
        ("No group has claimed responsibility, but the prosecutor's statement pointed to the Islamic State.",
         {("Islamic State", "suspected")}),
        # an insinuation kept up
        ("But Russian officials have continued to suggest Ukraine was involved.", {("Ukraine", "blamed")}),
        # "him" after a sentence about the gunman
        (
            "The gunman who killed 39 people at an Istanbul nightclub on New Year's Day has been captured and has "
            "confessed, Istanbul's governor said Tuesday. Governor Vasip Sahin identified him as Abdulkadir "
            "Masharipov, an Uzbek national who had trained in Afghanistan.",
            {("Abdulkadir Masharipov", "suspected")},
        ),
        # suspects named in custody or in an apposition
        ("Police took a person of interest, Robert E. Crimo III, 21, into custody after a traffic stop.",
         {("Robert E. Crimo", "suspected")}),
        ("Police took John Smith, 25, into custody on Tuesday.", {("John Smith", "suspected")}),
        ("Payton Gendron was arraigned on a charge of first-degree murder and pleaded not guilty.",
         {("Payton Gendron", "suspected")}),
        ("The suspect, a 43-year-old German named as Tobias R., had posted a video and a manifesto online.",
         {("Tobias R", "suspected")}),
        ("Police said 17 suspects had been detained, including the two Americans, James Solages and Joseph "
         "Vincent, and that three Colombians had been killed in shootouts.",
         {("James Solages", "suspected"), ("Joseph Vincent", "suspected")}),
        # a nationality before a military attack names the state
        ("At least 500 people have been killed in an Israeli air strike on al-Ahli Arab Hospital in Gaza City, "
         "the Palestinian health ministry in Gaza said on Tuesday.", {("Israel", "blamed")}),
        ("A Russian missile strike killed 20 people in Kharkiv on Monday.", {("Russia", "suspected")}),
        # a weapon's user named by a participle
        ("Israel said on Wednesday that a blast that killed hundreds of Palestinians at a Gaza hospital was caused "
         "by a rocket misfired by the Palestinian Islamic Jihad militant group.", {("Palestinian Islamic Jihad", "blamed")}),
        # a spokesman's group named again is the group speaking of itself
        ("Taliban spokesman Zabihullah Mujahid said the Islamic Emirate had no role in the attack.",
         {("Taliban", "denied")}),
        # "owned the attack" (South Asian English); an attack attributed to a name the NER calls a person
        ("The outlawed Balochistan Liberation Front (BLF) owned the attack in a statement.",
         {("Balochistan Liberation Front", "claimed")}),
        ("Security officials attributed the attack to Ansarul Islam, a jihadist group active in northern Burkina Faso.",
         {("Ansarul Islam", "suspected")}),
        # a leader claims for the group he leads; a known group as the subject of the act
        ("Boko Haram abducted 276 schoolgirls from Chibok. The group's leader, Abubakar Shekau, claimed the "
         "abduction in a video.", {("Boko Haram", "suspected"), ("Boko Haram", "claimed")}),
        ("Abubakar Shekau, the leader of Boko Haram, claimed responsibility for the kidnapping.",
         {("Boko Haram", "claimed")}),
        ("John Smith, the head of the family, claimed responsibility for the damage.", {("John Smith", "claimed")}),
        # light verbs with a violent object
        ("Boko Haram fighters opened fire on villagers in Borno.", {("Boko Haram", "suspected")}),
        ("Al-Shabaab militants set fire to the trucks.", {("al-Shabaab", "suspected")}),
    ],
)
def test_probe_stances(sentence: str, expected: set[tuple[str, str]]) -> None:
    assert _stances(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # a light verb without a violent object names no doer
        "The Islamic State group claimed responsibility on Tuesday for the truck attack on a Berlin Christmas "
        "market, as German police launched a Europe-wide manhunt for a Tunisian man.",
        # a victim's name before the attack noun is no doer; a suspect's tie to an unknown body neither
        "Police said Smith's shooting was accidental.",
        "The suspect was a member of the church choir, police said.",
        "Police opened fire on the gunman.",
        "The victim was taken to hospital. Police identified him as John Smith, 34.",
        "Officers took the boy to the hospital.",
        # a lower-case word and a comma end a name ("... Jovenel Moise, police chief ...")
        "A hit squad of 26 Colombians and two Haitian-Americans assassinated Haitian President Jovenel Moise, "
        "police chief Leon Charles said on Thursday.",
        "He owned the gun used in the attack.",
        "The home where the shootings happened is owned by Barbara Wright.",
        "It was the deadliest American mass shooting since 2017.",
        "Russia denied that a Russian strike had hit the station.",
    ],
)
def test_no_false_doer(sentence: str) -> None:
    assert all((a.name, a.stance) in {("Islamic State", "claimed"), ("Russia", "denied")} for a in _actors(sentence))


def test_evidence_is_read_by_its_speaker() -> None:
    """"Yildirim said early indications suggested X was behind the attack": Yildirim, not the
    indications, suspects X."""
    (a,) = _actors(
        "Prime Minister Binali Yildirim said early indications suggested Islamic State was behind the attack, "
        "the deadliest in a series of suicide bombings in Turkey this year."
    )
    assert (a.name, a.stance, a.asserted_by) == ("Islamic State", "suspected", "Prime Minister Binali Yildirim")
