"""Victim helpers of the count extractor: shared subjects, asides, names (GVA dev sentences)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.counts import extract
from crosswire.extract.victims import skip_appositive, skip_place_phrase
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str, published: str = "2016-07-17") -> list[tuple[str, int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published=published))
    # the derived "no death told" 0 has its own tests (test_count_deaths.py)
    return [
        (c.kind, c.value, c.evidence.text)
        for c in extract(pa)
        if not (c.kind == "killed" and (c.note or "").startswith("no death told"))
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a killed verb after "and" shares the subject of the verb before it
        (
            "A 15-year-old boy was shot in the head and killed in an apparent accident on the Northwest Side.",
            [("hit", 1, "A 15-year-old boy was shot"),
             ("killed", 1, "A 15-year-old boy was shot in the head and killed")],
        ),
        (
            "The round struck the teen, who was rushed to Sarasota Memorial Hospital and later died.",
            [("hit", 1, "The round struck the teen, who was rushed to Sarasota Memorial Hospital"),
             ("killed", 1, "The round struck the teen, who was rushed to Sarasota Memorial Hospital and later died")],
        ),
        (
            "Police say a man in his 40s was shot in the back and died.",
            [("hit", 1, "a man in his 40s was shot"), ("killed", 1, "a man in his 40s was shot in the back and died")],
        ),
        # ... but never across a sentence end the splitter missed
        (
            "One man dead and three others hospitalized.It happened after 12:00 a.m. Sunday in the 2800 block "
            "of Saunders Street.Police say a man in his 40s was shot in the back and died.",
            [("killed", 1, "One man dead"), ("injured", 3, "three others hospitalized"),
             ("hit", 1, "a man in his 40s was shot"), ("killed", 1, "a man in his 40s was shot in the back and died")],
        ),
        # the subject before an aside between commas
        (
            "Bobby McCullough, of the 4100 block of West Cornelia Avenue, was pronounced dead at 6:27 p.m.",
            [("killed", 1, "Bobby McCullough, of the 4100 block of West Cornelia Avenue, was pronounced dead")],
        ),
        ("Jesus Rios, a 17-year-old Latino male, died Sunday.", [("killed", 1, "Jesus Rios, a 17-year-old Latino male, died")]),
        # "passed away", "pronounced deceased"
        (
            "The victim was taken to Clearwater Valley Hospital, where he later passed away.",
            [("hit", 1, "The victim was taken to Clearwater Valley Hospital"), ("killed", 1, "he later passed away")],
        ),
        (
            "Oropeza was rushed to a local hospital where he was later pronounced deceased.",
            [("killed", 1, "he was later pronounced deceased")],
        ),
        ("Two men in their early 20s were wounded.", [("injured", 2, "Two men in their early 20s were wounded")]),
        # one article for a list of bare nouns
        (
            "A mother and son were found fatally shot Thursday morning in southwest Baltimore.",
            [("killed", 2, "A mother and son were found fatally shot")],
        ),
        ("A man, woman and 6-year-old boy were wounded.", [("injured", 3, "A man, woman and 6-year-old boy were wounded")]),
        # a place phrase after the victim
        (
            "KSP says that a teen in Grant County died after accidentally shooting himself.",
            [("killed", 1, "a teen in Grant County died"), ("hit", 1, "shooting himself")],
        ),
        # surnames named in full elsewhere, Mc-names included
        (
            "Carlton Lewis was discovered deceased from apparent gunshot wounds. Suddenly a gunman on foot "
            "opened fire, killing Lewis and critically wounding the other man.",
            [("killed", 1, "Carlton Lewis was discovered deceased"), ("killed", 1, "killing Lewis"),
             ("injured", 1, "wounding the other man"),
             ("hit", 2, "Carlton Lewis was discovered deceased from apparent gunshot wounds. Suddenly a gunman "
              "on foot opened fire, killing Lewis and critically wounding the other man")],
        ),
        (
            "John Charles McLean of Merritt Island Found With Fatal Gunshot Wound To Head. According to Cocoa "
            "Beach police Sergeant Manny Hernandez, McLean sustained a gunshot wound to the head, was "
            "transported to an area hospital with life threating injuries, and was later pronounced deceased.",
            # (the full name before its home town is the victim of the fatal wound too)
            [("killed", 1, "John Charles McLean of Merritt Island Found With Fatal Gunshot Wound"),
             ("hit", 1, "McLean sustained a gunshot wound"),
             ("killed", 1, "McLean sustained a gunshot wound to the head, was transported to an area hospital "
              "with life threating injuries, and was later pronounced deceased")],
        ),
        # a participle clause between the victims and the verb
        (
            "Four men attending a birthday party at a Zelmer Street home were injured when gunmen fired at them from across the street.",
            [("injured", 4, "Four men attending a birthday party at a Zelmer Street home were injured")],
        ),
        # "none fatally" is no death; "others" after a death are the survivors
        (
            "The 27-year-old male was killed, while four others were hit none fatally, Donakowski said.",
            [("killed", 1, "The 27-year-old male was killed"), ("injured", 4, "four others were hit")],
        ),
        (
            "The teen was rushed to Whidden Memorial Hospital, where he was pronounced dead. Another teen, also 15, was shot in the foot.",
            [("hit", 1, "The teen was rushed to Whidden Memorial Hospital"), ("killed", 1, "he was pronounced dead"),
             ("injured", 1, "Another teen, also 15, was shot")],
        ),
        # the killer's next victim, fate told elsewhere, stays a person hit
        (
            "Jakyri Fleurimar died Sunday. Police say the boy shot another teen.",
            [("killed", 1, "Jakyri Fleurimar died"), ("hit", 1, "shot another teen"),
             ("hit", 2, "Jakyri Fleurimar died Sunday. Police say the boy shot another teen")],
        ),
        # ages are no head counts, asides between dashes add no one, a verb ends the phrase
        ("Police said five men between the ages of 21 and 58 were shot.", [("hit", 5, "five men between the ages of 21 and 58 were shot")]),
        (
            "Police identified the victims as Reshawna Hawkins, 22, and Darrell Hawkins, 34 who were shot and killed.",
            [("killed", 2, "Reshawna Hawkins, 22, and Darrell Hawkins, 34 who were shot and killed")],
        ),
        (
            "Three men were found dead and 12 others -- nine males and six females -- were hospitalized.",
            [("killed", 3, "Three men were found dead"),
             ("injured", 12, "12 others -- nine males and six females -- were hospitalized")],
        ),
        (
            "Police said two people were murdered and two others critically wounded.",
            [("killed", 2, "two people were murdered"), ("injured", 2, "two others critically wounded")],
        ),
        # "hurt" after a toll, "left injured", people hit named by their role
        (
            "New details have emerged about a shooting on Bourbon Street that left one man dead and nine others hurt.",
            [("killed", 1, "one man dead"), ("injured", 9, "nine others hurt")],
        ),
        (
            "Two people were killed in the shooting, and four others were left injured.",
            [("killed", 2, "Two people were killed"), ("injured", 4, "four others were left injured")],
        ),
        (
            "A female witness was shot once, and a male witness was shot once, police said.",
            [("hit", 1, "A female witness was shot"), ("hit", 1, "a male witness was shot")],
        ),
        # the casualty word as an adjective after a figure
        (
            "According to cops, officers found the four injured men at 32-14 106th St., near Northern Boulevard.",
            [("injured", 4, "four injured")],
        ),
        # a verb ends the walk back; the sufferers of injuries stand before the verb
        (
            "Police said two male individuals suffered non-life threatening injuries and a third person died.",
            [("injured", 2, "two male individuals suffered non-life threatening injuries"), ("killed", 1, "a third person died")],
        ),
        ("The child suffered minor injuries.", [("injured", 1, "The child suffered minor injuries")]),
        # "hurt" with an object is seldom a casualty report
        ("Syed told his first carjacking victim: “I don’t want to hurt you.”", []),
        # a weekday after the verb is when, not whom: the victims stand before it
        (
            "A North Lawndale shooting left two small boys, ages 4 and 6, wounded Wednesday night, police said.",
            [("injured", 2, "two small boys, ages 4 and 6, wounded")],
        ),
        # "nonlife-threatening" spelt shut is the same wound
        (
            "Three people suffered from nonlife-threatening gunshot wounds, two of the victims are 21-year-old males.",
            [("injured", 3, "Three people suffered from nonlife-threatening gunshot wounds")],
        ),
        # present tense hospital transport
        (
            "Four teens are taken to the hospital after a shooting in Evansville.",
            [("hit", 4, "Four teens are taken to the hospital")],
        ),
        # ages are no head counts, however the list of ages is punctuated
        (
            "Three females, ages 21, 32, and 49, and two males, 30 and 42 were injured.",
            [("injured", 5, "Three females, ages 21, 32, and 49, and two males, 30 and 42 were injured")],
        ),
        (
            "Two men, 19 and 20, were taken to Northwestern Memorial Hospital.",
            [("hit", 2, "Two men, 19 and 20, were taken to Northwestern Memorial Hospital")],
        ),
        (
            "Dennie Reeves, 66 and Ginger Reeves, 64 were found dead.",
            [("killed", 2, "Dennie Reeves, 66 and Ginger Reeves, 64 were found dead")],
        ),
        (
            "Heaven Mayo, 24, Justin King, 24, Donald Jocelin, 25 and Tobiasz Cudnik, 32 were all transported to the hospital.",
            [("hit", 4, "Heaven Mayo, 24, Justin King, 24, Donald Jocelin, 25 and Tobiasz Cudnik, 32 were all transported to the hospital")],
        ),
        ("The family of the 17 y/o boy that was shot and killed spoke.", [("killed", 1, "The family of the 17 y/o boy that was shot and killed")]),
        # a generic plural group refers back like "they"; it marks the group survived
        (
            "Police said three men were shot near the store. The victims were taken to a hospital with non-life-threatening injuries.",
            [("hit", 3, "three men were shot"), ("injured", 3, "The victims were taken to a hospital")],
        ),
        (
            "Four people were shot Sunday. All of them were taken to hospital.",
            [("hit", 4, "Four people were shot"), ("hit", 4, "All of them were taken to hospital")],
        ),
        # attempted murders are no deaths
        ("Alleged gang members were indicted for the attempted murders of five teenagers.", []),
    ],
)
def test_gva_dev_sentences_shared_subjects_and_asides(text, expected):
    assert _counts(text) == expected


# GVA dev titles, run alone as the lead's title pseudo-article does
@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("1 Dead, 6 Hurt After Shooting At Baby’s Birthday Party", [("killed", 1, "1 Dead"), ("injured", 6, "6 Hurt")]),
        ("Teen shot to death in Roswell apartment complex", [("killed", 1, "Teen shot to death")]),
        ("Man, woman found shot to death in Southwest Side home", [("killed", 2, "Man, woman found shot to death")]),
        ("Toddler, Man Killed in New Jersey Shooting: Prosecutors", [("killed", 2, "Toddler, Man Killed")]),
        ("2 teens die after triple shooting in Mosby Court", [("killed", 2, "2 teens die"), ("hit", 3, "triple shooting")]),
        ("Great Falls student injured in accidental shooting", [("injured", 1, "Great Falls student injured")]),
        ("Dalton area boy, 8, dies from accidental gunshot wound", [("killed", 1, "Dalton area boy, 8, dies")]),
        (
            "6-year-old Atlanta girl shot in the head, killed",
            [("hit", 1, "6-year-old Atlanta girl shot"), ("killed", 1, "6-year-old Atlanta girl shot in the head, killed")],
        ),
        ("Man fatally shoots teen in Pine Hills", [("killed", 1, "fatally shoots teen")]),
        # headline object lists, the killer's "self" included
        ("Teen dad kills infant, self in Myrtle Creek", [("killed", 2, "kills infant, self")]),
        ("Montana sheriff: Colorado woman kills 5-year-old son, self", [("killed", 2, "kills 5-year-old son, self")]),
        # a headline may end with an abbreviation or a cut
        ("Update: Deputy injured in shooting near Fosston, Minn.", [("injured", 1, "Deputy injured")]),
        ("12-year-old Sanborn boy dies of accidental gunshot wound Sun...", [("killed", 1, "12-year-old Sanborn boy dies")]),
        # base forms and relative clauses in headlines; never "kill" in running text
        (
            "Baton Rouge police: drive-by shooters kill 2, injure 2 - KSLA News 12 Shreveport",
            [("killed", 2, "kill 2"), ("injured", 2, "injure 2")],
        ),
        ("3 charged in drive-by shooting that killed teen", [("killed", 1, "killed teen")]),
        ("He threatened to kill him.", []),
        # Title Case: a capitalised preposition is no object of "Killed"
        ("Teenager Killed In McKees Rocks Shooting", [("killed", 1, "Teenager Killed")]),
        ("3 adults, 1 child found shot to death inside Alaska hotel room", [("killed", 4, "3 adults, 1 child found shot to death")]),
        # one person's death named by its possessor, or after "death of"
        ("Woman indicted in local child’s shooting death", [("killed", 1, "child’s shooting death")]),
        ("Uncle admits role in 7-year-old's shooting death", [("killed", 1, "7-year-old's shooting death")]),
        ("3 Indicted In Death Of 8-Year-Old Camden Girl", [("killed", 1, "Death Of 8-Year-Old")]),
        ("It was the city's 20th homicide this year", []),
        # a past participle before the noun is an adjective; an active verb's object is no subject
        ("Family of murdered teen lead peace walk in West Palm Beach", []),
        ("Man killing baby, dies", []),
    ],
)
def test_gva_dev_titles(title, expected):
    assert _counts(title) == expected


@pytest.mark.parametrize(
    ("tokens", "comma", "expected"),
    [
        (["Jesus", "Rios", ",", "a", "17-year-old", "male", ","], 6, 1),
        # a list is no aside
        (["Smith", ",", "Jones", "and", "Brown", ","], 5, 5),
        # a clause from the sentence start is no aside
        (["After", "the", "shooting", ","], 3, 3),
        (["Rios", ",", ","], 2, 2),
    ],
)
def test_skip_appositive(tokens, comma, expected):
    assert skip_appositive(tokens, comma) == expected


@pytest.mark.parametrize(
    ("tokens", "last", "expected"),
    [
        (["a", "teen", "in", "Grant", "County"], 4, 1),
        (["Two", "men", "from", "Chicago"], 3, 1),
        # not after a person noun: a street, not a victim's home
        (["the", "block", "of", "West", "Cornelia"], 4, 4),
        (["Bobby", "McCullough"], 1, 1),
    ],
)
def test_skip_place_phrase(tokens, last, expected):
    assert skip_place_phrase(tokens, last) == expected


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(["and ", "later ", "died ", "was shot ", ", ", "a man ", "Bobby McCullough", "in his 40s ", ". ", "x"])
        | st.text(max_size=4),
        max_size=30,
    ).map("".join)
)
def test_never_raises_evidence_exact_and_ordered(text):
    art = Article(id="h", text=text, published="2016-01-01")
    for r in extract(ParsedArticle(art)):
        assert art.text[r.evidence.start : r.evidence.end] == r.evidence.text
        assert r.max is None or r.min <= r.value <= r.max


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: a hospital named with "&", then its town, then the wounds (it gave nothing)
        (
            "Another female was rushed to Baylor Scott & White Hospital in Temple with critical wounds.",
            [("injured", 1, "Another female was rushed to Baylor Scott & White Hospital in Temple with critical wounds")],
        ),
        (
            "The man has been transported to St. Joseph's hospital in Marshfield with serious injuries.",
            [("injured", 1, "The man has been transported to St. Joseph's hospital in Marshfield with serious injuries")],
        ),
        # no wounds told: a person hit, fate untold
        ("A man was taken to Baylor Scott & White Hospital.", [("hit", 1, "A man was taken to Baylor Scott & White Hospital")]),
    ],
)
def test_hospital_names_and_towns(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert _counts(text) == expected
