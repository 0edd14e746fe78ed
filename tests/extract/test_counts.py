"""Casualty counts: real sentences (Kerman example, GVA and MUC-4 dev) and properties."""

from __future__ import annotations

import gzip
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str, published: str = "2024-01-04"):
    pa = ParsedArticle(Article(id="t", text=text, published=published))
    # the derived "no death told" 0 has its own tests (test_count_deaths.py)
    return [(c.kind, c.value, c.min, c.max, c.qualifier) for c in extract(pa) if not _no_death(c)]


def _no_death(c) -> bool:
    return c.kind == "killed" and (c.note or "").startswith("no death told")


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "TWO explosions near the burial site of Iran’s slain general Qassem Soleimani killed at "
            "least 95 people and wounded more than 210 others Wednesday, local media reported.",
            [("killed", 95, 95, None, "at_least"), ("injured", 210, 211, None, "more_than")],
        ),
        (
            "The Islamic State has claimed responsibility for the two explosions that killed 84 "
            "people and injured at least 284 on Wednesday (January 3).",
            [("killed", 84, 84, 84, "exact"), ("injured", 284, 284, None, "at_least")],
        ),
        (
            "At least 84 Iranians were killed and scores of others were wounded on Wednesday, "
            "emergency services said.",
            [("killed", 84, 84, None, "at_least"), ("injured", 40, 40, None, "vague")],
        ),
        (
            "The Islamic Republic on Wednesday marked four years since a Jan. 3, 2020 drone strike "
            "by the United States killed Soleimani.",
            [],
        ),
        ("Two people were shot, one fatally, police said.", [("hit", 2, 2, 2, "exact"), ("killed", 1, 1, 1, "exact")]),
        ("A 25-year-old man was shot and killed Saturday night.", [("killed", 1, 1, 1, "exact")]),
        ("Two men and a woman were shot early Sunday.", [("hit", 3, 3, 3, "exact")]),
        ("No one was injured.", [("injured", 0, 0, 0, "exact")]),
        ("No injuries were reported.", [("injured", 0, 0, 0, "exact")]),
        ("It was the city's 20th homicide this year.", []),
        ("He was pronounced dead at the scene.", [("killed", 1, 1, 1, "exact")]),
        (
            "MEANWHILE, THREE SUBVERSIVES WERE KILLED AND SEVEN OTHERS WERE WOUNDED DURING CLASHES.",
            [("killed", 3, 3, 3, "exact"), ("injured", 7, 7, 7, "exact")],
        ),
        ("The death toll rose to 12, officials said.", [("killed", 12, 12, 12, "exact")]),
        (
            "Police say a man apparently fatally shot his wife and two young sons before killing himself.",
            # GVA counts the shooter's own death: four killed
            [("killed", 3, 3, 3, "exact"), ("killed", 4, 4, 4, "exact"), ("killed", 1, 1, 1, "exact")],
        ),
        ("A 15-year-old boy was accidentally shot by his friend while hunting.", [("hit", 1, 1, 1, "exact")]),
        ("Bustillo was the 2015 attack's target; it killed 130 people in 2015.", []),
        # tolls in international reports
        (
            "The toll stood at 137 dead and 182 injured, the Russian Investigative Committee said.",
            [("killed", 137, 137, 137, "exact"), ("injured", 182, 182, 182, "exact")],
        ),
        ("Officials put the number of dead at 31.", [("killed", 31, 31, 31, "exact")]),
        (
            "The death toll from Thursday's suicide bombing outside Kabul airport rose to at least 170 "
            "Afghans and 13 U.S. service members, officials said on Friday.",
            [("killed", 183, 183, None, "at_least")],
        ),
        ("The number of people killed rose to 31.", [("killed", 31, 31, 31, "exact")]),
        # "police" before a person word is part of the victims, not "police said"
        ("Two police officers and a civilian died in the attack.", [("killed", 3, 3, 3, "exact")]),
        # figures with thousands separators, and "lost their lives" ends the victims
        ("The ministry said 1,200 Palestinians have been killed.", [("killed", 1200, 1200, 1200, "exact")]),
        (
            "Twenty-two people lost their lives and 59 were injured.",
            [("killed", 22, 22, 22, "exact"), ("injured", 59, 59, 59, "exact")],
        ),
        ("Fatalities rose to 45.", [("killed", 45, 45, 45, "exact")]),
        # "at" before a clock time or an address is still no count
        ("He was shot at 10 p.m. at 1500 Main Street.", [("hit", 1, 1, 1, "exact")]),
    ],
)
def test_sentences(sentence, expected):
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "source", "perp"),
    [
        ("Explosions killed at least 95 people Wednesday, local media reported.", "local media", False),
        ("At least 84 Iranians were killed, emergency services said.", "emergency services", False),
        ("Three people were killed, according to the official IRNA news agency.", "the official IRNA news agency", False),
        ("The Islamic State said its fighters killed 100 soldiers.", "The Islamic State", True),
        ("The Islamic State has claimed responsibility for the explosions that killed 84 people.", None, False),
    ],
)
def test_attribution(sentence, source, perp):
    c = extract(ParsedArticle(Article(id="t", text=sentence)))[0]
    assert (c.attributed_to, c.perpetrator_sourced) == (source, perp)


def test_shot_then_died_is_not_injured():
    text = "A man was shot Sunday night on Elm Street. He died at the hospital, police said."
    assert _counts(text) == [("hit", 1, 1, 1, "exact"), ("killed", 1, 1, 1, "exact")]
    art = Article(id="t", text=text, published="2024-01-04")
    from crosswire.extract import extract_article
    from crosswire.reconcile import reconcile_event

    ev = reconcile_event([art], [extract_article(art, fields=("counts",))])
    assert (ev.fatalities.best, ev.injuries.best) == (1, 0)
    assert ev.injuries.reports[0].note == "1 hit minus 1 killed"


def test_shot_on_day_one_died_on_day_two_is_one_killed_none_injured():
    from crosswire.extract import extract_article
    from crosswire.reconcile import reconcile_event

    day1 = Article(id="a", text="A man was shot Sunday night on Elm Street, police said.", published="2014-01-06")
    day2 = Article(id="b", text="The man shot Sunday on Elm Street has died, police said.", published="2014-01-07")
    exts = [extract_article(a, fields=("counts",)) for a in (day1, day2)]
    ev = reconcile_event([day1, day2], exts, policy="latest")
    assert (ev.fatalities.best, ev.injuries.best) == (1, 0)


def test_kerman_example_evidence(example_dir):
    for path in sorted(example_dir.glob("*.txt")):
        art = Article(id=path.name, text=path.read_text(encoding="utf-8"), published="2024-01-04")
        reports = extract(ParsedArticle(art))
        assert any(r.kind == "killed" and r.value >= 84 for r in reports), path.name
        for r in reports:
            assert art.text[r.evidence.start : r.evidence.end] == r.evidence.text


def test_gva_dev_sample_killed(corpora):
    """A floor on a fixed GVA dev sample (max over articles; no report = 0)."""
    rows = []
    with gzip.open(corpora / "gva" / "gva_incidents.jsonl.gz", "rt") as fh:
        for line in fh:
            r = json.loads(line)
            if r["split"] == "dev" and r["gva"]:
                rows.append(r)
            if len(rows) == 150:
                break
    ok = 0
    for r in rows:
        best = 0
        for d in r["docs"]:
            cs = extract(ParsedArticle(Article(id=d["doc_id"], text=d["text"], published=d["dct"])))
            best = max([best] + [c.value for c in cs if c.kind == "killed" and c.qualifier != "vague"])
        ok += best == int(r["gva"]["num_killed"])
    # Floor below the measured 0.77 on this sample; the always-0 baseline is ~0.5.
    assert ok / len(rows) >= 0.65


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(["killed ", "were ", "shot ", "at least ", "two ", "a man ", "no one ", "3", ", ", ". ", "\n", "x"])
        | st.text(max_size=5),
        max_size=40,
    ).map("".join)
)
def test_never_raises_and_evidence_exact(text):
    art = Article(id="h", text=text, published="2024-01-01")
    for r in extract(ParsedArticle(art)):
        assert art.text[r.evidence.start : r.evidence.end] == r.evidence.text
        assert r.min <= r.value or r.qualifier == "nearly"
        assert r.max is None or r.min <= r.max


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # partitive: one of the two, not three
        (
            "Police in Columbus say a man has been charged with murder after he shot two children, one of them fatally.",
            [("hit", 2, 2, 2, "exact"), ("killed", 1, 1, 1, "exact")],
        ),
        # "fatal shooting of" / "shooting death of" + age-before-name
        (
            "Deputies are investigating what appears to be the accidental shooting death of a 14-year-old boy in Winter Haven.",
            [("killed", 1, 1, 1, "exact")],
        ),
        ("Angelique Chase is charged with fatally shooting her 17-year-old son.", [("killed", 1, 1, 1, "exact")]),
        # surname named in full earlier
        (
            "Police said the charges stem from a shooting involving 16-year-old Christian Madueno. "
            "Madueno died on December 25 as a result of his injuries, according to police.",
            [("killed", 1, 1, 1, "exact")],
        ),
        ("Both were killed, and three others were injured.", [("killed", 2, 2, 2, "exact"), ("injured", 3, 3, 3, "exact")]),
        # gunshot wound and hospital phrases: people hit
        (
            "An older teenage male was found suffering from several gunshot wounds.",
            [("hit", 1, 1, 1, "exact")],
        ),
        (
            "Upon arrival officers located a male victim with an apparent gunshot wound.",
            [("hit", 1, 1, 1, "exact")],
        ),
        # survival stated: injured
        (
            "The two victims were taken to the hospital with non-life-threatening injuries.",
            [("injured", 2, 2, 2, "exact")],
        ),
        # "No students were injured" beside people shot is about others
        (
            "Three teenage boys were shot Friday afternoon in Miami Gardens. No students were injured.",
            [("hit", 3, 3, 3, "exact")],
        ),
        # capitalised ages and shots are not head counts (a headline on its own names one
        # victim: headlines drop the article)
        ("17-Year-Old Accidentally Shot and Killed", [("killed", 1, 1, 1, "exact")]),
        ("Related: 17-Year-Old Accidentally Shot and Killed\nA man was shot.", [("hit", 1, 1, 1, "exact")]),
        ("30 Shots Fired, 1 Dead", [("killed", 1, 1, 1, "exact")]),
        # the killer before "shot to death his ..." is not a victim
        (
            "Howard Atkinson shot to death his sister-in-law in his apartment, police said.",
            [("killed", 1, 1, 1, "exact")],
        ),
    ],
)
def test_gva_dev_sentences_new_rules(text, expected):
    assert _counts(text, "2016-07-17") == expected


def _kinds(text: str):
    pa = ParsedArticle(Article(id="t", text=text, published="2016-11-20"))
    return [(c.kind, c.value, c.note is not None) for c in extract(pa)]


@pytest.mark.parametrize(
    ("text", "expected_sum"),
    [
        # murder-suicide: the wife and the shooter himself are two people
        ("Police say he shot and killed his wife. Then he killed himself.", ("killed", 2)),
        # victims told apart by age: one died, another was hit
        (
            "Terrance Givens, 16, was shot in the head. An 18-year-old woman was also hit during the shooting.",
            ("hit", 2),
        ),
    ],
)
def test_distinct_victims_add_up(text, expected_sum):
    sums = [(k, v) for k, v, note in _kinds(text) if note]
    assert expected_sum in sums


@pytest.mark.parametrize(
    "text",
    [
        # age only and name only: the same child, not two
        "A 2-year-old is dead after an apparent accident. Jayden Jamar Clay was pronounced dead at the scene.",
        # the boy who shot himself is the one who died
        "A 10-year-old boy died after accidentally shooting himself Sunday night, according to police.",
    ],
)
def test_same_victim_is_not_added_twice(text):
    assert not any(note for _, _, note in _kinds(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an inserted "including ..." keeps the group together
        (
            "Four people, including an 11-year-old, were shot at the end of an anti-violence event late Thursday in north Charlotte.",
            [("hit", 4, 4, 4, "exact")],
        ),
        ("A fourth man suffered a gunshot wound in his arm.", [("hit", 1, 1, 1, "exact")]),
        # an age closing the subject is not a head count
        ("Timothy Van Evera, 61, suffered a single gunshot wound.", [("hit", 1, 1, 1, "exact")]),
        (
            "Two teenage male victims, 16 and 17 years old, had been shot and were taken to Eskenazi Hospital for treatment.",
            [("hit", 2, 2, 2, "exact")],
        ),
        ("A 13-month-old boy and 20-year-old man were both shot overnight in Wichita.", [("hit", 2, 2, 2, "exact")]),
        # one of a group: the group's size
        (
            "Alzahrani was one of five people injured after a fight broke out at the party and people began shooting.",
            [("injured", 5, 5, 5, "exact")],
        ),
        # a counted object and a singular one
        (
            "A man shot two women and a young girl before turning the gun on himself in South Los Angeles.",
            [("hit", 3, 3, 3, "exact")],
        ),
        (
            "According to their investigation, a 20-year-old woman suffered a fatal gunshot wound.",
            [("killed", 1, 1, 1, "exact")],
        ),
        ("A man was shot three blocks away, suffered gunshot wounds.", [("hit", 1, 1, 1, "exact")]),
        # a dash opens an aside: one of the four died
        (
            "A gunman opened fire on a group outside a bar, shooting four men — one fatally.",
            [("hit", 4, 4, 4, "exact"), ("killed", 1, 1, 1, "exact")],
        ),
        # a street before the victim names no one
        ("In the 100 block of Farnell Drive, a 17-year-old was shot to death.", [("killed", 1, 1, 1, "exact")]),
        # an age as the object's head
        (
            "Tifton Police are waiting on autopsy results in the shooting death of a 17-year-old.",
            [("killed", 1, 1, 1, "exact")],
        ),
        (
            "Police believe the fatal shooting that claimed the life of a 17-year-old girl was an act of revenge.",
            [("killed", 1, 1, 1, "exact")],
        ),
        # "his partner and their two children": three
        ("A man fatally shot his partner and their two children.", [("killed", 3, 3, 3, "exact")]),
        # stabbed: people hit, fate not stated
        ("Police said he stabbed her.", [("hit", 1, 1, 1, "exact")]),
        # "they" is the last group counted
        (
            "Four people were shot near the park. They were taken to area hospitals.",
            [("hit", 4, 4, 4, "exact"), ("hit", 4, 4, 4, "exact")],
        ),
        ("Police said they killed the dog.", []),
        # digits glued to words, "both 18" and an apposition without "and" are not counts
        ("Two of the teens, both 18, were taken by ambulance to Ben Taub Hospital.", [("hit", 2, 2, 2, "exact")]),
        ("The victim, Destiny Henderson, was transported to Mercy Medical Center.", [("hit", 1, 1, 1, "exact")]),
        # named objects joined by "and"
        (
            "Franklin Police Chief Tim O'Sullivan said Parish fired multiple shots, killing Sarah Davidson at the scene and injuring Leanne Smith and Dustin Grey.",
            [("killed", 1, 1, 1, "exact"), ("injured", 2, 2, 2, "exact")],
        ),
        # the killer's own death adds one
        (
            "A man shot and killed his 3-year-old daughter before turning the gun on himself Friday evening.",
            [("killed", 1, 1, 1, "exact"), ("killed", 2, 2, 2, "exact")],
        ),
        ("A young couple and their 8-week-old baby were killed inside an Alaska hotel room Friday afternoon.", [("killed", 3, 3, 3, "exact")]),
        # "a triple shooting": three hit; "a double homicide": two killed
        ("Police are investigating a triple shooting on the city's west side.", [("hit", 3, 3, 3, "exact")]),
        ("Detectives are investigating a double homicide on Cleveland Street.", [("killed", 2, 2, 2, "exact")]),
        ("Milien's father and a 15-year-old boy were also shot, but survived.", [("hit", 2, 2, 2, "exact")]),
        ("Three juveniles are recovering after being hit by buckshot.", [("injured", 3, 3, 3, "exact")]),
        # the worst hurt beside more people shot: not the injured total
        (
            "Four men were shot in the West Garfield Park neighborhood Wednesday afternoon, leaving one critically wounded.",
            [("hit", 4, 4, 4, "exact")],
        ),
        ("Two people were critically injured.", [("injured", 2, 2, 2, "exact")]),
        ("A man was shot Sunday. He didn't survive his injuries.", [("hit", 1, 1, 1, "exact"), ("killed", 1, 1, 1, "exact")]),
        # a stray list number before a determiner is no count
        ("Police said 3 the teen is recovering at a local hospital.", []),
        # related-story lines and other incidents are not this event's figures
        (
            "A man was shot on Elm Street.\nRELATED: Two men killed in Southside shooting\nPolice have no suspects.",
            [("hit", 1, 1, 1, "exact")],
        ),
        (
            "A man was shot on Elm Street.\nTwo Men Killed In Southside Shooting\nPolice have no suspects.",
            [("hit", 1, 1, 1, "exact")],
        ),
        (
            "A man was shot on Elm Street. In a separate shooting, two men were killed on Oak Street.",
            [("hit", 1, 1, 1, "exact")],
        ),
        (
            "Two men were shot outside a bar early Sunday. At least 38 other people were shot in separate attacks dating back to 4 p.m. Friday.",
            [("hit", 2, 2, 2, "exact")],
        ),
    ],
)
def test_gva_dev_sentences_segments_and_groups(text, expected):
    assert _counts(text, "2016-07-17") == expected


@pytest.mark.parametrize(
    ("text", "killed"),
    [  # GVA dev follow-ups: the mourners' number is not the toll.
        ("At vigil, dozens mourn four slain in South Linden", 4),
        ("At a vigil on Sunday, dozens of people mourned the four people slain in South Linden.", 4),
        ("Hundreds remember 3 killed in crash", 3),
    ],
)
def test_mourners_are_not_the_dead(text: str, killed: int) -> None:
    reports = extract(ParsedArticle(Article(id="m", text=text, published="2016-05-01")))
    assert [r.value for r in reports if r.kind == "killed"] == [killed]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the dead among the "wounded" make them everyone hit (GVA dev: it gave 4 injured
        # beside 3 dead, where GVA records 1)
        (
            "Beaumont police responded to gun shots fired at an address on Fourth Street, where they "
            "found four victims wounded, two of them already dead.",
            [("hit", 4, 4, 4, "exact"), ("killed", 2, 2, 2, "exact")],
        ),
        ("Six people were wounded, two of whom later died.", [("hit", 6, 6, 6, "exact"), ("killed", 2, 2, 2, "exact")]),
        # a share in a condition is no death: the wounded stay injured
        ("Six people were wounded, two of them critically.", [("injured", 6, 6, 6, "exact")]),
    ],
)
def test_wounded_some_of_them_dead(text, expected):
    assert _counts(text, "2015-11-30") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # people shot "besides" the dead, without an auxiliary: the verb after "others" is no
        # count of shots fired (GVA dev: it gave 6 hit, 5 injured after the dead boy)
        ("13-year-old boy killed, 6 others shot on West Side", [("killed", 1, 1, 1, "exact"), ("injured", 6, 6, 6, "exact")]),
        (
            "A 27-year-old woman was killed Sunday. FIVE OTHERS SHOT.",
            [("killed", 1, 1, 1, "exact"), ("injured", 5, 5, 5, "exact")],
        ),
    ],
)
def test_others_shot_beside_the_dead(text, expected):
    assert _counts(text, "2014-07-26") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the people gunfire hurt, told after all the hurt (GVA dev: it gave 6 and 5 where the
        # Gun Violence Archive counts the 5 shot, and the 4 of "four from gunshots")
        ("West Oakland shooting leaves six injured, five by gunfire", [("injured", 5, 5, 5, "exact")]),
        (
            "Though five people were injured in the drive-by shooting around 1 a.m. Sunday — four from "
            "gunshots and one from flying glass — no one was seriously hurt.",
            [("injured", 4, 4, 4, "exact")],
        ),
        # one victim's wounds described are no part of the hurt
        (
            "Five people were wounded, one with gunshot wounds to the leg.",
            [("injured", 5, 5, 5, "exact"), ("hit", 1, 1, 1, "exact")],
        ),
        # an emphatic "himself" between the subject and its verb (GVA dev: the hurt suspect of
        # "who was himself injured" was unread)
        ("The gunman himself was wounded.", [("injured", 1, 1, 1, "exact")]),
        ("The suspect was himself injured in the shooting.", [("injured", 1, 1, 1, "exact")]),
    ],
)
def test_gunfire_part_and_emphatic_reflexive(text, expected):
    assert [c for c in _counts(text, "2016-04-30") if c[0] != "killed"] == expected
