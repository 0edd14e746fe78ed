"""Actor stances from an eleventh round of reports of events outside the corpora (US mass
shootings, the Christchurch, Manchester, Peshawar and Solingen attacks): each sentence is
one wording that had given a wrong or no stance."""

from __future__ import annotations

import pytest

from crosswire.extract import actors
from crosswire.extract.actor_names import as_country
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

LEAD = "A gunman killed 12 people on Monday. "


def _actors(text: str) -> set[tuple[str, str, str | None]]:
    return {(a.name, a.stance, a.asserted_by) for a in actors.extract(ParsedArticle(Article(id="t", text=LEAD + text)))}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare surname stands for the full name the report gave before (Lewiston 2023)
        ("Robert Card, 40, was found dead near a recycling centre in Lisbon Falls. Card is suspected of "
         "killing 18 people and wounding 13 at a bowling alley and a bar.", {("Robert Card", "suspected", None)}),
        # ... not for a name the NER does not take for a person's
        ("Louisville Metro Police said the gunman was dead. Police is suspected of nothing.", set()),
        # a person of interest in a relative clause the parser hangs on his home town
        ("Police are searching for Robert Card, 40, of Bowdoin, whom they have named a person of interest.",
         {("Robert Card", "suspected", None)}),
        # a name the parser breaks ("Can" read as a verb) after "identified as" (Monterey Park 2023)
        ("On Sunday morning, the suspect, identified as Huu Can Tran, 72, was found dead of a self-inflicted "
         "gunshot wound in a white van, Luna said.", {("Huu Can Tran", "suspected", None)}),
        # a charge in a participle describes the subject (Christchurch 2019)
        ("Brenton Tarrant, a 28-year-old Australian, appeared in court on Saturday charged with one count of "
         "murder, and further charges are expected.", {("Brenton Tarrant", "suspected", None)}),
        # a lower-case particle inside a name (Solingen 2024)
        ("The suspect, identified by the federal prosecutor's office as Issa al H., is suspected of membership "
         "of a terrorist organisation, the prosecutors said.", {("Issa al H", "suspected", None)}),
        # a named subject of an attack verb did it (Louisville 2023) ...
        ("Police say 25-year-old Connor Sturgeon opened fire inside the bank shortly before 8:30 a.m. Monday.",
         {("Connor Sturgeon", "suspected", "police")}),
        ("John Smith shot and killed his wife on Sunday, police said.", {("John Smith", "suspected", "police")}),
        ("Police said Ahmed Khan detonated explosives near the gate.", {("Ahmed Khan", "suspected", "police")}),
        # ... not a responder, nor a subject whose object is no person
        ("Officer Nickolas Wilt shot and killed the gunman.", set()),
        ("Senator Joe Biden killed the bill in committee.", set()),
        # ... in apposition to the subject, or a surname named in full before (Prague 2023)
        ("The country mourns the victims of the shooting in Prague, in which a 24-year-old student, David "
         "Kozák, killed 14 people before taking his own life. Police say Kozák had also killed his father.",
         {("David Kozák", "suspected", None), ("David Kozák", "suspected", "police")}),
        # the doer posted videos pledging allegiance (New Orleans 2025)
        ("The Army veteran who killed 14 people when he rammed a pickup truck into New Year's revelers in New "
         "Orleans acted alone and had posted videos pledging allegiance to the Islamic State group hours "
         "before the attack, the FBI said Thursday.", {("Islamic State", "suspected", "FBI")}),
        # a group owning the attacker as "one of its soldiers" claims the act (Nice 2016, Solingen 2024) ...
        ("So-called Islamic State has said the man who drove a lorry into crowds in Nice, killing 84 people, "
         'was one of its "soldiers".', {("Islamic State", "claimed", "Islamic State")}),
        ("Islamic State's Amaq news agency said the attacker was a \"soldier of the Islamic State\" who "
         "carried out the attack.", {("Islamic State", "claimed", "Islamic State")}),
        # ... while the police saying so blame it
        ("Police said the attacker was a soldier of the Islamic State.", {("Islamic State", "blamed", "police")}),
        # a branch the phrase goes on to name is that name (Kabul 2021)
        ("ISIL's Afghanistan branch, ISIS-K, said one of its fighters carried out the attack at the Abbey Gate "
         "on Thursday.", {("Islamic State Khorasan", "claimed", "Islamic State Khorasan")}),
        # a figure attributed to a source and a denial of giving it are no stances (Derna 2023)
        ("The United Nations revised down the death toll to 3,958, after its humanitarian office had earlier "
         "cited a figure of 11,300 attributed to the Libyan Red Crescent. The Red Crescent denied giving the "
         "11,300 figure.", set()),
        ("Officials attributed the attack to the Islamic State.", {("Islamic State", "suspected", "officials")}),
        # a state's foreign ministry with a dotted "U.S." is the state (Kerman 2024)
        ("The U.S. State Department rejected any suggestion that the United States was involved.",
         {("United States", "denied", "United States")}),
        # a name with a lower-case particle is one actor, not its tail too (Irapuato 2022)
        ("Local media attributed the attack to the Santa Rosa de Lima Cartel, which is fighting the Jalisco "
         "cartel for control of the state.", {("Santa Rosa de Lima Cartel", "suspected", "local media")}),
        # the driver of a vehicle driven into a crowd is the attacker, and "he" after him is
        # named as him; a hyphenated surname is one (Nice 2016) ...
        ("At least 84 people were killed when a truck ploughed into a crowd celebrating Bastille Day in Nice. "
         "The driver, a 31-year-old Tunisian-born resident of Nice, was shot dead by police after driving about "
         "two kilometres through the crowd. He was identified as Mohamed Lahouaiej-Bouhlel.",
         {("Mohamed Lahouaiej-Bouhlel", "suspected", None)}),
        # ... not a driver where no vehicle was driven into people
        ("A man was shot dead in a road rage incident. The driver was taken to hospital. He was identified as "
         "John Smith.", set()),
        # the one the police killed right after the doer is told is the doer (New Orleans 2025) ...
        ("The Army veteran who killed 14 people when he rammed a pickup truck into New Year's revelers in New "
         "Orleans acted alone, the FBI said Thursday. Shamsud-Din Jabbar, 42, of Houston, was killed in a "
         "gunfight with police.", {("Shamsud-Din Jabbar", "suspected", None)}),
        # ... not a man the police killed in a report of a protest
        ("Protesters marched on Sunday. George Floyd was killed by police in May.", set()),
        # a denial's speaker is the group, not its description (Peshawar 2023)
        ("The Pakistan Taliban, known as the TTP, denied involvement.",
         {("Tehrik-i-Taliban Pakistan", "denied", "Tehrik-i-Taliban Pakistan")}),
        # "the Pakistan Taliban" and "the al Shabaab group" are the groups' other names
        ("The al Qaeda-linked al Shabaab group, which has been fighting Somalia's central government for "
         "more than a decade, claimed responsibility for the attack.", {("al-Shabaab", "claimed", "al-Shabaab")}),
        ("Iranian officials, who spoke on condition of anonymity, blamed Israel for the attack.",
         {("Israel", "blamed", "Iranian officials")}),
    ],
)  # fmt: skip
def test_probe11_actors(text: str, expected: set[tuple[str, str, str | None]]) -> None:
    assert _actors(text) == expected


@pytest.mark.parametrize(
    ("name", "country"),
    [("U.S. State Department", "United States"), ("the Kremlin", "Russia"), ("U.S. forces", "United States"),
     ("the Pentagon", "United States"), ("the Taliban", "the Taliban")],
)
def test_state_organs_are_their_state(name: str, country: str) -> None:
    assert as_country(name) == country


def test_the_doers_clause_under_a_wire_dateline() -> None:
    # the parser hangs "acted" on ORLEANS as a relative clause (New Orleans 2025)
    text = (
        "NEW ORLEANS (AP) — The Army veteran who killed 14 people when he rammed a pickup truck into New Year's "
        "revelers in New Orleans acted alone and had posted videos pledging allegiance to the Islamic State group "
        "hours before the attack, the FBI said Thursday.\n\nShamsud-Din Jabbar, 42, of Houston, was killed in a "
        "gunfight with police."
    )
    got = {(a.name, a.stance) for a in actors.extract(ParsedArticle(Article(id="t", text=text)))}
    assert ("Shamsud-Din Jabbar", "suspected") in got
