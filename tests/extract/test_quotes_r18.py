"""Quotes of the eighteenth probe round (lead): a group described by its tie to another
speaks under the name given before, past a dateline the parse takes for a subject."""

from __future__ import annotations

from crosswire.extract.quotes import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

MOGADISHU = (
    "MOGADISHU — Al-Shabaab gunmen stormed a beachfront hotel in Somalia's capital on Friday evening, killing "
    "at least 12 people before security forces ended a six-hour siege, officials said.\n\n"
    '"The operation is over. All five attackers were killed," police spokesman Abdifatah Aden Hassan told '
    "reporters outside the Lido Beach Hotel early on Saturday.\n\n"
    'According to witness Hodan Ali, the attackers "came in shooting at everyone at the tables." She said she '
    "hid in a kitchen for four hours.\n\n"
    "The al-Qaeda-linked group said in a statement on its Radio Andalus that its fighters had killed "
    '"more than 30 apostates".'
)


def test_a_linked_group_speaks_under_the_name_given_before() -> None:
    quotes = {q.text: q.speaker for q in extract(ParsedArticle(Article(id="a", text=MOGADISHU)))}
    # (was "The al-Qaeda-linked group", then "MOGADISHU", the dateline the parse made a subject)
    assert quotes["more than 30 apostates"] == "Al-Shabaab"
    assert quotes["The operation is over. All five attackers were killed"] == "Abdifatah Aden Hassan"
