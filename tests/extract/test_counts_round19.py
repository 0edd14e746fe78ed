"""Nineteenth round: gaps found by probing unseen reports and by a battery of wire-style
casualty sentences (bombings, airstrikes, knife attacks, village raids)."""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

# A second sentence keeps a one-line text from reading as a headline.
_FILLER = " Officials gave no further details."


def _counts(text: str) -> list[tuple[str, int]]:
    pa = ParsedArticle(Article(id="t", text=text + _FILLER, published="2024-05-01"))
    return [
        (c.kind, c.value) for c in extract(pa) if not (c.note or "").startswith("no death told")
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Three hurt in Lyon knife attack.", [("injured", 3)]),
        ("Police said the attacker was arrested. Three hurt in Lyon knife attack, officials said.", [("injured", 3)]),
        ("12 hurt as bus is hit by roadside bomb in Balochistan.", [("injured", 12)]),
        ("Five people hurt after car ploughs into crowd in Liverpool.", [("injured", 5)]),
        # an active "hurt", and a figure that does not open the sentence, stay unread
        ("He said the decision hurt three families.", []),
        ("Three hurt their backs lifting the debris.", []),
    ],
)
def test_a_headline_wording_in_a_body_sentence(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Two people were killed and nine more were rushed to hospital with gunshot wounds.",
            [("killed", 2), ("injured", 9)],
        ),
        ("Two people were killed and nine more were shot.", [("killed", 2), ("injured", 9)]),
        ("Two people were killed. Police said nine more people were shot.", [("killed", 2), ("injured", 9)]),
        # "more than" is a qualifier, not more people
        ("Two people were killed and more than nine were shot.", [("killed", 2), ("hit", 9)]),
    ],
)
def test_more_people_hit_beside_the_dead_are_the_survivors(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "At least 25 people, most of them women and children, lost their lives when the boat capsized.",
            [("killed", 25)],
        ),
        ("At least 25 people, mostly women and children, died in the attack on the camp.", [("killed", 25)]),
        ("Nineteen people, among them two children, perished in the fire.", [("killed", 19)]),
        ("At least 43 people, the majority of them women and children, were killed.", [("killed", 43)]),
        # an aside after an active verb's object is still no subject
        (
            "The strike killed 12 people, mostly women and children, and wounded 30.",
            [("killed", 12), ("injured", 30)],
        ),
    ],
)
def test_an_aside_between_the_dead_and_an_intransitive_death(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Security forces killed the attacker.", [("killed", 1)]),
        ("Officers shot dead the attacker outside the station.", [("killed", 1)]),
        ("The explosion killed the bomber and three police officers.", [("killed", 4)]),
        ("The blast killed the suicide bomber and two passers-by, police said.", [("killed", 3)]),
        (
            "The explosion killed the bomber and wounded three police officers.",
            [("killed", 1), ("injured", 3)],
        ),
        ("Police killed the two attackers after a standoff.", [("killed", 2)]),
        ("An air strike hit a house in Deir al-Balah, killing a family of six.", [("killed", 6)]),
        ("The strike killed an entire family of seven.", [("killed", 7)]),
        ("A Russian strike on a hospital killed a doctor and two patients.", [("killed", 3)]),
        ("Gunmen stormed the school, killing the headmaster and two pupils.", [("killed", 3)]),
        ("The bodies of 15 men were found dumped in a ditch.", [("killed", 15)]),
        ("Rescuers recovered the bodies of three women from the river.", [("killed", 3)]),
        ("Troops shot dead the three suspected militants at a checkpoint.", [("killed", 3)]),
        ("The gunman wounded the two others before fleeing.", [("injured", 2)]),
        ("Soldiers murdered the six Jesuit priests and two women.", [("killed", 8)]),
        # a group the text counted before, told again: no figure of its own
        ("Two bailiffs and the shooter are dead. Deputies said he shot and killed the two bailiffs.", [("killed", 3)]),
    ],
)
def test_the_attacker_as_the_object_of_a_killing(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The blast hurt three people, police said.", [("injured", 3)]),
        ("The explosion also hurt 14 passers-by near the market.", [("injured", 14)]),
        ("The Russian missile strike hurt 11 people in the centre of Sumy.", [("injured", 11)]),
        ("The shelling killed four civilians and hurt 11, the governor said.", [("killed", 4), ("injured", 11)]),
        # a person who hurt someone is not read so
        ("The man hurt his hand when he fell.", []),
    ],
)
def test_hurt_after_the_blast_is_active(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Thirty people were killed and a similar number wounded.", [("killed", 30)]),
        ("Thirty people were killed and an equal number wounded.", [("killed", 30)]),
        ("Thirty people were killed and a further 40 were wounded.", [("killed", 30), ("injured", 40)]),
    ],
)
def test_a_number_is_no_person(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The dead were 22 civilians and four police officers.", [("killed", 26)]),
        ("The dead were a woman and her two sons, police said.", [("killed", 3)]),
        ("The injured were two soldiers and a child, the army said.", [("injured", 3)]),
        # no counted list after it
        ("The dead were all members of one family.", []),
        ("The dead were mostly civilians, officials said.", []),
        ("The wounded were taken to hospitals in Quetta.", []),
    ],
)
def test_the_dead_were_a_list(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The blast killed 12 people plus the attacker.", [("killed", 13)]),
        ("The blast killed 12 people, as well as the bomber.", [("killed", 13)]),
        ("Seven people, as well as the bomber, were killed.", [("killed", 8)]),
        ("Three people, plus the attacker, were killed.", [("killed", 4)]),
        ("Twelve people were killed, in addition to the two attackers.", [("killed", 14)]),
        # (a toll told apart from the gunman on purpose stays the victims')
        ("At least 12 people were killed, not including the gunman.", [("killed", 12)]),
        # the attackers uncounted: the victims' toll stands
        ("Twelve people were killed, in addition to the attackers.", [("killed", 12)]),
    ],
)
def test_the_attackers_told_beside_the_toll_are_added(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "One of the people wounded in Friday's car bombing in Diyarbakir died of his injuries in hospital on "
            "Saturday, bringing the death toll to four.",
            [("killed", 1), ("killed", 4)],
        ),
        ("One of the soldiers injured in the ambush succumbed on Monday.", [("killed", 1)]),
    ],
)
def test_one_of_the_people_wounded_who_died_is_a_death(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The militants beheaded 11 villagers in Cabo Delgado.", [("killed", 11)]),
        ("Gunmen massacred 40 farmers in Zabarmari.", [("killed", 40)]),
        ("At least 40 farmers were massacred in Zabarmari.", [("killed", 40)]),
        ("The militants slaughtered 23 people in the village.", [("killed", 23)]),
        ("The mob lynched two men accused of blasphemy.", [("killed", 2)]),
        # livestock is no toll
        ("The raiders killed 200 cattle.", []),
        ("Twelve cows were slaughtered.", []),
        ("The gunmen killed 12 villagers and rustled 300 cows.", [("killed", 12)]),
    ],
)
def test_massacre_verbs_and_livestock(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Seven people were killed in a stampede at a temple in Andhra Pradesh, and dozens were injured.",
            [("killed", 7), ("injured", 12)],
        ),
        (
            "Police said a man was shot in Dallas and Jane Doe and two others were injured.",
            [("hit", 1), ("injured", 3)],
        ),
        ("At the scene, John Smith and two others were injured.", [("injured", 3)]),
    ],
)
def test_a_place_after_in_is_no_victim(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


def _title_counts(title: str) -> list[tuple[str, int]]:
    from crosswire.extract import extract_article

    a = Article(id="t", title=title, text=_FILLER.strip(), published="2024-05-01")
    return [
        (c.kind, c.value)
        for c in extract_article(a, fields=("counts",)).counts
        if c.evidence.field == "title" and not (c.note or "").startswith("no death told")
    ]


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Iraq: Twin suicide bombings in Baghdad kill 32, wound 110", [("killed", 32), ("injured", 110)]),
        ("Gunmen kill 12, wound 20 in Kaduna village", [("killed", 12), ("injured", 20)]),
        # a demonym after "as" is no object of "killed"
        ("Five killed as Israeli strikes hit southern Lebanon", [("killed", 5)]),
        ("Teen killed as gunfire erupts at party", [("killed", 1)]),
        ("Boy kills 12-year-old", [("killed", 1)]),
    ],
)
def test_headline_wordings(title: str, expected: list[tuple[str, int]]) -> None:
    assert _title_counts(title) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "A police officer stabbed in Friday's knife attack in Mannheim died of his injuries on Sunday, police said.",
            [("killed", 1)],
        ),
        ("A man shot in the attack later died in hospital.", [("killed", 1)]),
        ("A police officer who was stabbed in the attack died on Sunday, police said.", [("killed", 1)]),
        # another time's shooting, or no death: still a person hit
        ("A 21-year-old man who was shot last month died on Sunday.", [("hit", 1)]),
        ("A man shot in the leg was taken to hospital.", [("hit", 1)]),
    ],
)
def test_a_person_hit_in_the_attack_who_died(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "At least 27 people were killed on Sunday in a suicide bombing, bringing the number of people killed "
            "in such attacks this month to more than 100.",
            [("killed", 27)],
        ),
        ("The death toll from Sunday's bombing rose to 31.", [("killed", 31)]),
    ],
)
def test_a_toll_of_many_attacks_is_no_toll_of_the_event(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected
