"""Quotes and speakers of the seventeenth probe (2026-12-02): wire copy about bombings,
sieges and earthquakes in the styles of Reuters, AP, AFP, the BBC and Al Jazeera.

Each test is named after what had gone wrong: a member of parliament read as a name, an
institution's name cut at its preposition, an organisation set off after its description,
a name set off after a place, surnames with Arabic and Moorish particles, a quote running
over paragraphs (double marks with the cue after the last paragraph; single marks, British
style), a quote introduced by the sentence before it, a name given in marks.
Sentences written for the test.
"""

from __future__ import annotations

import pytest

from crosswire.extract import quotes
from crosswire.model import Article
from crosswire.nlp import ParsedArticle
from crosswire.reconcile.quotes import merge_quotes
from crosswire.speakers import resolve_surname


def _quotes(text: str, art: str = "p17"):
    found = quotes.extract(ParsedArticle(Article(id=art, text=text)))
    for q in found:  # evidence stays an exact slice of the text
        assert text[q.evidence.start : q.evidence.end] == q.text == q.evidence.text
        if q.speaker_evidence is not None:
            assert text[q.speaker_evidence.start : q.speaker_evidence.end] == q.speaker_evidence.text
    return found


def _who(text: str, starts: str) -> tuple[str | None, str | None]:
    found = [q for q in _quotes(text) if q.text.startswith(starts)]
    assert found, f"no quote starting {starts!r} in {[q.text for q in _quotes(text)]}"
    return found[0].speaker, found[0].speaker_role


@pytest.mark.parametrize(
    ("text", "starts", "speaker", "role"),
    [
        # a member of parliament's title is the role, not the name ("Labour MP" had been
        # the speaker and "Dawn Butler" the role)
        ("‘The victims’ families deserve answers,’ said Labour MP Dawn Butler.", "The victims",
         "Dawn Butler", "Labour MP"),
        # an institution's name goes on past its preposition (had been "Syrian Observatory"
        # with the role "for Human Rights")
        ('"At least 20 fighters were killed in the clashes," the Syrian Observatory for Human '
         "Rights said.", "At least 20", "the Syrian Observatory for Human Rights", None),
        # the article of a name set off after a description is the name's (the role had
        # ended "..., the")
        ("Hamas's armed wing, the Qassam Brigades, said on Telegram: \"Our fighters clashed with "
         'enemy forces east of the city."', "Our fighters", "Qassam Brigades", "Hamas's armed wing"),
        # an organisation set off after its description speaks (the whole phrase had been
        # the speaker)
        ("The military's media wing, ISPR, said in a statement: \"Security forces responded "
         'swiftly and killed all five terrorists."', "Security forces", "ISPR", "military's media wing"),
        # the name set off after "The governor of Kano state", which the parser hangs on
        # "state" (the whole phrase had been the speaker of "he")
        ("The governor of Kano state, Abba Kabir Yusuf, condemned the attack. \"This is an attack "
         'on all of us," he said.', "This is an attack", "Abba Kabir Yusuf", "governor of Kano state"),
        # a hyphenated title set off before the name gives the role (had been none)
        ("The United Nations Secretary-General, António Guterres, said he was \"appalled\" by the "
         'attack. "Attacks on civilians are never acceptable," he said.', "Attacks on civilians",
         "António Guterres", "United Nations Secretary-General"),
        # how survivors speak: screamed (the quote had been lost)
        ('"Where is my son?" screamed Mariam Yusuf, 40, outside the hospital gates.', "Where is my son",
         "Mariam Yusuf", None),
        # a rank of one word set off after the description comes first, as a rank before one
        # does (had been "spokesman, Capt." and "Mali's security minister, General")
        ('"We have deployed 200 soldiers to the area," the spokesman, Capt. Ibrahim Kabir, said on '
         "Sunday.", "We have deployed", "Ibrahim Kabir", "Capt., spokesman"),
        ('"The hostages have been freed and all the attackers have been neutralised," Mali\'s '
         "security minister, General Salif Traoré, said on state television.", "The hostages",
         "Salif Traoré", "General, Mali's security minister"),
        # a title before a name stops at the sentence before (the role had been "Mayor Ekrem
        # Yilmaz. But resident")
        ('"We will rebuild," said Mayor Ekrem Yilmaz. But resident Ayse Demir was less hopeful: '
         '"There is nothing left to rebuild."', "There is nothing", "Ayse Demir", "resident"),
        # "Nurse" is a title (it had stayed in the name)
        ("Nurse Aisha Bello said the hospital had received 60 patients from Kano. \"We ran out of "
         'blood by midnight," she said.', "We ran out", "Aisha Bello", "Nurse"),
        # a courtesy title set off before a name is the name's (the role had ended ", Dr")
        ('"This is a dark day," said the head of the Red Crescent in Gaza, Dr Bashar Murad.',
         "This is a dark day", "Bashar Murad", "head of the Red Crescent in Gaza"),
        # a short form in brackets after the full name (the role had been "... (, )")
        ("The Jama'at Nusrat al-Islam wal-Muslimin (JNIM) said in a statement on Telegram: \"Our "
         'fighters attacked the army camp."', "Our fighters", "JNIM", "Jama'at Nusrat al-Islam wal-Muslimin"),
    ],
)
def test_probe17_speaker_and_role(text: str, starts: str, speaker: str, role: str | None) -> None:
    assert _who(text, starts) == (speaker, role)


@pytest.mark.parametrize(
    ("text", "starts", "speaker"),
    [
        # "Al-Sudani" with a capital particle (had stayed "Al-Sudani")
        ("Iraqi Prime Minister Mohammed Shia al-Sudani visited the site on Sunday. \"We will not "
         'allow the terrorists to return," Al-Sudani said.', "We will not", "Mohammed Shia al-Sudani"),
        # a patronymic with a space after its particle (had stayed "bin Salman", "Ould Cheikh")
        ("Saudi Crown Prince Mohammed bin Salman called the attack a crime. \"The kingdom stands "
         'with Pakistan," bin Salman said.', "The kingdom", "Mohammed bin Salman"),
        ("Mohamed Ould Cheikh, a local journalist, reached the town on Monday. \"The streets are "
         'empty," Ould Cheikh said.', "The streets", "Mohamed Ould Cheikh"),
        # a particle in lower case opening the name (had stayed "al-Adala")
        ("Somali government spokesman Abdirahman Yusuf al-Adala said the siege had ended. \"All "
         'the attackers were killed," al-Adala said.', "All the attackers", "Abdirahman Yusuf al-Adala"),
        # "Abu Zaid" in a later paragraph is the Ibrahim Abu Zaid of the first
        ('"We heard the shooting and ran," said Ibrahim Abu Zaid, 27, a taxi driver.\n\nAbu Zaid said '
         'he hid behind a wall for an hour. "I thought I would die," he said.', "I thought", "Ibrahim Abu Zaid"),
    ],
)
def test_surname_with_a_particle_takes_the_full_name(text: str, starts: str, speaker: str) -> None:
    assert _who(text, starts)[0] == speaker


def test_a_possessor_is_no_given_name() -> None:
    text = "The attack was claimed by Hamas's Abu Obeida. "
    assert resolve_surname(text, "Obeida", before=len(text)) == "Abu Obeida"
    assert resolve_surname(text, "Abu Obeida", before=len(text)) == "Abu Obeida"


def test_particle_surname_without_a_full_name_stays() -> None:
    text = 'Prince Mohammed visited. "We grieve," bin Salman said.'
    assert resolve_surname(text, "bin Salman", before=text.index("bin Salman")) == "bin Salman"


def test_running_quote_whose_cue_follows_its_last_paragraph_keeps_its_first() -> None:
    # the first paragraph, left open with no cue of its own, had been lost
    text = ('"I ran out of the house when the shaking started.\n\n"By the time I turned around, '
            'there was no house," said Elif Sahin, 61.')
    found = _quotes(text)
    assert [(q.speaker, q.text) for q in found] == [
        ("Elif Sahin", "I ran out of the house when the shaking started."),
        ("Elif Sahin", "By the time I turned around, there was no house"),
    ]


@pytest.mark.parametrize("marks", [("‘", "’"), ("'", "'")])
def test_single_marked_quote_running_over_paragraphs_british_style(marks: tuple[str, str]) -> None:
    # the first paragraph, its mark left open, had been lost
    o, c = marks
    text = (f"Chief Constable Ian Hopkins said: {o}This is the most horrific incident we have faced."
            f"\n\n{o}Our thoughts are with the families of those who have died.{c}")
    found = _quotes(text)
    assert [(q.speaker, q.speaker_role, q.text[:20]) for q in found] == [
        ("Ian Hopkins", "Chief Constable", "This is the most hor"),
        ("Ian Hopkins", "Chief Constable", "Our thoughts are wit"),
    ]


def test_quote_paragraph_introduced_by_the_sentence_before() -> None:
    # no mark, no colon: the sentence that ends the paragraph before names the speaker
    text = ("Abdul Rahman al-Sayed, a survivor, described the moment the roof fell.\n\n\"I was lying "
            "under the concrete for six hours. I could hear my daughter calling for me but I could "
            "not move.\n\n\"When they pulled me out, I asked about her. Nobody would answer me.\"")
    found = _quotes(text)
    assert [q.speaker for q in found] == ["Abdul Rahman al-Sayed", "Abdul Rahman al-Sayed"]
    assert found[0].speaker_role == "survivor"


def test_quote_paragraph_after_a_sentence_that_quotes_stays_uninherited() -> None:
    # a sentence with marks of its own introduces nothing below it
    text = ('Survivors described scenes of chaos.\n\n"Allahu Akbar" was painted on the wall of the '
            "mosque near the blast site.")
    assert _quotes(text) == ()


@pytest.mark.parametrize(
    "text",
    [
        'The film was called "The Day the Earth Shook in Our Village".',
        'The group, which calls itself "the Islamic Resistance in Iraq", said it had launched drones '
        "at the base.",
    ],
)
def test_a_name_given_in_marks_is_no_quotation(text: str) -> None:
    # had been quotes of "The film" and of "The group"
    assert _quotes(text) == ()


def test_what_a_speaker_called_something_stays_a_quote() -> None:
    text = "The UAE condemned what it called a \"heinous terrorist attack on civilians\"."
    assert [q.speaker for q in _quotes(text)] == ["UAE"]


def test_described_organisation_and_its_name_merge_across_outlets() -> None:
    # one outlet credits the army, another its media wing by name: one statement, "ISPR"
    a = ('"The terrorists were neutralised and the situation is under control," the army said in '
         "a statement.")
    b = ("The military's media wing, ISPR, said in a statement: \"The terrorists were neutralised and "
         'the situation is under control."')
    merged = merge_quotes([*_quotes(a, "a"), *_quotes(b, "b")], [a, b])
    assert [(m.speaker, m.speaker_role, len(m.evidence)) for m in merged] == [("ISPR", "military's media wing", 2)]
