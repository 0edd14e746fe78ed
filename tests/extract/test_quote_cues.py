"""Tests for crosswire.extract.quote_cues: speakers named away from the "X said" frame
(fifth probe round of unseen events: Lewiston, Zhuhai, Karachi airport, Memphis)."""

from __future__ import annotations

import pytest

from crosswire.extract import quotes
from crosswire.extract.quote_cues import after_nickname, blank_nicknames, named_in_relative
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _quotes(text: str):
    return quotes.extract(ParsedArticle(Article(id="t", text=text)))


@pytest.mark.parametrize(
    ("text", "starts", "speaker", "role"),
    [
        (
            # the speaker is named in the next paragraph
            "Witnesses described scenes of panic.\n\n"
            "\"I heard a bang and I thought a pin had fallen. Then I saw him with the rifle.\"\n\n"
            "That was Brandy Robinson, who was bowling with her family when the shooting began.",
            "I heard a bang",
            "Brandy Robinson",
            None,
        ),
        (
            # a description named in its relative clause
            "A witness who gave only his surname, Chen, told Reuters he saw a car speeding in circles "
            "on the track. \"People were lying on the ground everywhere,\" he said through an interpreter.",
            "People were lying",
            "Chen",
            "witness",
        ),
        (
            # "it" after an organisation subject whose verb is no speech verb
            "The Chinese embassy in Islamabad strongly condemned the attack. \"The Chinese side strongly "
            "condemns the terrorist attack and expresses deep condolences to the innocent victims from "
            "both countries,\" it said in a statement.",
            "The Chinese side",
            "Chinese embassy",
            None,
        ),
        (
            # a nickname in marks inside the name, where the sentence splitter cut it
            "“It was not just a professional failing. This was a failing of basic humanity toward another "
            "individual,” Memphis Police Chief Cerelyn “C.J.” Davis told CNN.",
            "It was not just",
            "Cerelyn Davis",
            None,
        ),
        (
            # the subject of a passive perception verb speaks ("can be heard saying:")
            "In the video, Nichols can be heard saying: “I'm just trying to go home.”",
            "I'm just trying",
            "Nichols",
            None,
        ),
        (
            # a political title before an earlier mention is the role of "Golden said"
            "Rep. Jared Golden, D-Maine, who represents Lewiston, said he had long opposed an assault "
            "weapons ban. \"The time has come for me to take responsibility for this failure,\" Golden said.",
            "The time has come",
            "Jared Golden",
            "Rep.",
        ),
        (
            # a statement's issuer named before the verb ("In a statement ..., X said")
            "In a statement carried by the pro-PKK ANF news agency, the group's military wing said the "
            "attack was carried out by a unit acting on its own initiative. \"The action was not planned "
            "in connection with the political dialogue process,\" the statement said.",
            "The action was not planned",
            "the group's military wing",
            None,
        ),
        (
            # a show title between two quotes does not cut the second from the first's speaker
            "“It's genocide. The elimination of the whole nation and the people,” Zelenskyy said on "
            "CBS's “Face the Nation.” “We are citizens of Ukraine, and we don't want to be subdued.”",
            "We are citizens",
            "Zelenskyy",
            None,
        ),
        (
            # a quote left on a comma at a paragraph's end; the cue opens the next paragraph
            "\"I have a very close friend who didn't make it today,\" Gov. Andy Beshear said.\n\n"
            "\"He was shooting at us. He was shooting to kill,\"\n\n"
            "said Interim Police Chief Jacquelyn Gwinn-Villaroel, describing body camera footage.",
            "He was shooting at us",
            "Jacquelyn Gwinn-Villaroel",
            None,
        ),
        (
            # "whispered" is a speech verb; the transcript is no speaker
            "According to a transcript of the 911 calls released Tuesday, one caller whispered: "
            "“He's in the conference room. He's shooting everyone.”",
            "He's in the conference room",
            "one caller",
            None,
        ),
        (
            # two speakers in one sentence: a cue after "while" is the next clause's
            "Education Minister Branko Ruzic called the attack \"a tragedy that has shaken the whole "
            "country\", while Interior Minister Bratislav Gasic said: \"The boy was calm when he was arrested.\"",
            "a tragedy",
            "Branko Ruzic",
            None,
        ),
        (
            # the cue opening the next paragraph in lower case; its paragraph's next quote
            "\"I heard shots and then screaming,\"\n\na pupil who escaped told the BBC. \"Our teacher "
            "told us, 'Get under the desks,' and we stayed there until the police came.\"",
            "Our teacher",
            "a pupil",
            None,
        ),
        (
            "\"He had a list of targets,\"\n\nMilic added. \"The weapons were legally owned by his father.\"",
            "The weapons",
            "Milic",
            None,
        ),
        (
            # "went on" is a speech cue, here after a statement's colon
            "In a statement carried by the pro-PKK ANF news agency, the group's military wing said the "
            "attack was carried out by a unit acting on its own initiative.\n\nThe statement went on: "
            "\"Our fighters targeted the TUSAS facility because it produces weapons that kill civilians.\"",
            "Our fighters",
            "the group's military wing",
            None,
        ),
    ],
)
def test_speaker_named_off_frame(text, starts, speaker, role):
    found = [q for q in _quotes(text) if q.text.startswith(starts)]
    assert found
    assert found[0].speaker == speaker
    if role is not None:
        assert found[0].speaker_role == role


def test_no_off_frame_speaker_without_the_wording():
    # a next paragraph that is news of its own names nobody
    text = "\"I heard a bang and I thought a pin had fallen.\"\n\nThat was before the police arrived."
    assert not [q for q in _quotes(text) if q.speaker]
    # a bare "The ministry" subject is left to the speech cues, and "they" is no organisation
    assert named_in_relative("A witness who said nothing", "A witness", 9) is None
    assert named_in_relative("Chen, who gave his name, Li", "Chen", 4) is None


def test_nickname_helpers():
    text = "Police Chief Cerelyn “C.J.” Davis told CNN."
    assert len(blank_nicknames(text)) == len(text)
    assert "“" not in blank_nicknames(text)
    assert after_nickname(text, text.index("”")) == text.index("Davis")
    assert blank_nicknames("called it a “horrible act” and") == "called it a “horrible act” and"


def test_family_name_first_after_a_lower_case_title():
    from crosswire.speakers import resolve_surname

    text = (
        "China is deeply concerned about the Israeli military operation in Jenin, Chinese Foreign "
        "Ministry spokesperson Mao Ning said on Tuesday. Mao told"
    )
    assert resolve_surname(text, "Mao", before=len(text)) == "Mao Ning"
    # a given name first is still found first; a title-less two-word name gives nothing
    assert resolve_surname("spokesman John Kirby said. Kirby", "Kirby", before=32) == "John Kirby"
    assert resolve_surname("Wang Yi met Mao Ning on Monday. Mao", "Mao", before=34) == "Mao"
