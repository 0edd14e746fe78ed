"""Quote merging: one statement in two wordings is one quote with evidence from both."""

from __future__ import annotations

from crosswire.model import Evidence, Quote
from crosswire.reconcile.quotes import merge_quotes


def _q(article: str, speaker: str | None, text: str, start: int = 0) -> Quote:
    return Quote(speaker=speaker, text=text, evidence=Evidence(article, start, start + len(text), text))


MILLER_A = (
    "The United States was not involved in any way. And the suggestion to the contrary is "
    "ridiculous. And No. 2, we have no reason to believe that Israel is involved in this"
)
MILLER_B = "The United States was not involved in any way, and any suggestion to the contrary is ridiculous"


def test_two_wordings_of_one_statement_merge() -> None:
    merged = merge_quotes([_q("000", "Matthew Miller", MILLER_A), _q("004", "Matthew Miller", MILLER_B)])
    assert len(merged) == 1
    assert {e.article for e in merged[0].evidence} == {"000", "004"}
    assert merged[0].text == MILLER_A


def test_split_quote_joins_its_unsplit_wording() -> None:
    merged = merge_quotes(
        [
            _q("003", "Reza Fallah", "Our rapid response teams are evacuating the injured...", 10),
            _q("003", "Reza Fallah", "But there are waves of crowds blocking roads.", 200),
            _q("004", "Reza Fallah", "Our rapid response teams are evacuating the injured. … But there are waves of crowds blocking roads"),
        ]
    )
    assert len(merged) == 1
    assert len(merged[0].evidence) == 3


def test_different_speakers_do_not_merge() -> None:
    merged = merge_quotes([_q("a", "Ali Khamenei", MILLER_B), _q("b", "Matthew Miller", MILLER_B)])
    assert len(merged) == 2


def test_different_statements_do_not_merge() -> None:
    merged = merge_quotes(
        [
            _q("a", "Ebrahim Raisi", "Undoubtedly, the perpetrators and leaders of this cowardly act will soon be identified and punished."),
            _q("b", "Ebrahim Raisi", "The Iranian nation is moving forward on the path of God and no power can force it back."),
        ]
    )
    assert len(merged) == 2


def test_merge_is_order_independent() -> None:
    qs = [_q("000", "Matthew Miller", MILLER_A), _q("004", None, MILLER_B), _q("003", "X Y", "Something else entirely was said here today.")]
    assert merge_quotes(qs) == merge_quotes(list(reversed(qs)))


def test_a_speaker_has_one_name_across_an_events_quotes() -> None:
    """One outlet writes "Ms Ardern", another "Jacinda Ardern": the brief shows one speaker;
    two people sharing a surname keep their own names."""
    merged = merge_quotes(
        [
            _q("a", "Ms Ardern", "It is clear that this can now only be described as a terrorist attack"),
            _q("b", "Jacinda Ardern", "This is one of New Zealand's darkest days"),
            _q("c", "Mike Bush", "We are treating 48 people for gunshot wounds"),
            _q("c", "Sarah Bush", "The whole street was in shock", 100),
        ]
    )
    assert sorted(q.speaker or "" for q in merged) == ["Jacinda Ardern", "Jacinda Ardern", "Mike Bush", "Sarah Bush"]


def test_a_generational_suffix_is_the_fuller_name() -> None:
    """AP writes "Ferdinand Marcos Jr.", Reuters "Ferdinand Marcos": one speaker."""
    merged = merge_quotes(
        [
            _q("a", "Ferdinand Marcos Jr.", "I condemn in the strongest possible terms the senseless acts"),
            _q("b", "Ferdinand Marcos", "Extremists who wield violence against the innocent will be enemies"),
        ]
    )
    assert {q.speaker for q in merged} == {"Ferdinand Marcos Jr."}


def test_a_name_with_and_without_accents_is_one_speaker() -> None:
    """One outlet writes "Matúš Šutaj Eštok", another "Matus Sutaj Estok": the Fico probe's
    two wordings of one statement had stayed two quotes."""
    merged = merge_quotes(
        [
            _q("a", "Matúš Šutaj Eštok", "This was a politically motivated attack"),
            _q("b", "Matus Sutaj Estok", "The attack was politically motivated"),
        ]
    )
    assert len(merged) == 1 and len(merged[0].evidence) == 2


def test_tail_of_a_longer_name_is_that_speaker_and_roles_carry_over() -> None:
    # TASS and Reuters on the TUSAS attack: "President Tayyip Erdogan" and "Turkish President
    # Recep Tayyip Erdogan", two translations of one condemnation
    a = Quote(
        speaker="Tayyip Erdogan", text="I curse this heinous terrorist attack.",
        evidence=Evidence("a1", 0, 38, "I curse this heinous terrorist attack."), speaker_role=None,
    )
    b = Quote(
        speaker="Recep Tayyip Erdogan", text="I condemn this abominable terrorist attack",
        evidence=Evidence("a2", 0, 42, "I condemn this abominable terrorist attack"), speaker_role="Turkish President",
    )
    anon = [_q("a1", "the official", "Their methods point to the PKK", 100),
            Quote(speaker="the official", text="The drone hit the emergency building directly",
                  evidence=Evidence("a2", 100, 145, "The drone hit the emergency building directly"),
                  speaker_role="health official")]
    merged = merge_quotes([a, b, *anon])
    erdogan = [q for q in merged if q.speaker and "Erdogan" in q.speaker]
    assert {q.speaker for q in erdogan} == {"Recep Tayyip Erdogan"}
    assert {q.speaker_role for q in erdogan} == {"Turkish President"}
    # an unnamed "the official" of one outlet is no other outlet's official
    assert [q.speaker_role for q in merged if q.text.startswith("Their methods")] == [None]


DAYTON_1 = (
    "Police identified the shooter as Connor Betts, 24, of Bellbrook. His sister, Megan Betts, 22, was "
    "among those killed, Dayton Police Chief Richard Biehl said."
)
DAYTON_2 = '"He was able to fire 41 shots in less than 30 seconds," Biehl said.'


def test_surname_speaker_takes_the_name_and_role_another_report_gives() -> None:
    # Dayton 2019: CNN's "Biehl said" is the Dayton Daily News' "Dayton Police Chief Richard
    # Biehl", who gives no quote of his own there
    quote = _q("day2", "Biehl", "He was able to fire 41 shots in less than 30 seconds", 1)
    merged = merge_quotes([quote], [DAYTON_1, DAYTON_2])
    assert [(q.speaker, q.speaker_role) for q in merged] == [("Richard Biehl", "Dayton Police Chief")]
    # two reports giving two full names for one surname (two Betts) expand nothing
    twins = merge_quotes([_q("day2", "Betts", "We are heartbroken")], [DAYTON_1])
    assert [q.speaker for q in twins] == ["Betts"]


def test_a_titled_surname_takes_the_full_name_another_report_gives_r14() -> None:
    # (New Orleans 2025 probe: "Superintendent Kirkpatrick told reporters" beside "New Orleans
    # Police Superintendent Anne Kirkpatrick said": the merged quote had the titled form)
    words = "He was trying to run over as many people as he could"
    merged = merge_quotes([_q("ap", "Anne Kirkpatrick", words), _q("cnn", "Superintendent Kirkpatrick", words)])
    assert [m.speaker for m in merged] == ["Anne Kirkpatrick"]
    # two full names that end with the surname: which one is not guessed
    merged = merge_quotes([_q("a", "Anne Kirkpatrick", "We are investigating the attack tonight"),
                           _q("b", "John Kirkpatrick", "The family asks for privacy now"),
                           _q("c", "Superintendent Kirkpatrick", "No further comment on the investigation")])
    assert "Superintendent Kirkpatrick" in [m.speaker for m in merged]


def test_two_spellings_of_a_short_transliterated_name_are_one_speaker() -> None:
    """ "Abu Obeida" and "Abu Ubaida" quoted in two wordings of one statement (Gaza 2024
    probe) are one quote; the same names with different statements stay two, and so do
    names whose consonants differ."""
    a = _q("q1", "Abu Obeida", "The occupation will pay a heavy price for every massacre.")
    b = _q("q2", "Abu Ubaida", "The occupation will pay a heavy price for each massacre")
    assert len(merge_quotes([a, b])) == 1
    other = _q("q2", "Abu Ubaida", "Our fighters are ready for a long war of attrition in every street.")
    assert len(merge_quotes([a, other])) == 2
    assert len(merge_quotes([a, _q("q2", "Abu Hamza", b.text)])) == 2
