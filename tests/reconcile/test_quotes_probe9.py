"""Quote merging, ninth probe round: a group's statement credited to the group by one outlet
and to its official by another, and a short excerpt that stands word for word in a longer
wording (Majdal Shams 2024: Times of Israel, Al Jazeera, AP)."""

from __future__ import annotations

from crosswire.model import Evidence, Quote
from crosswire.reconcile.quotes import merge_quotes


def _q(article: str, speaker: str | None, text: str, *, role: str | None = None, start: int = 0) -> Quote:
    return Quote(speaker=speaker, text=text, evidence=Evidence(article, start, start + len(text), text), speaker_role=role)


AFIF = ("The Islamic Resistance has no connection to the incident at all, and categorically denies all "
        "false claims in this regard")
AP = "has no connection to the incident at all, and categorically denies all false claims in this regard."


def test_a_groups_statement_and_its_officials_wording_are_one_quote() -> None:
    merged = merge_quotes([
        _q("toi", "Mohammed Afif", AFIF, role="Hezbollah media official"),
        _q("ap", "Hezbollah", AP),
    ])
    assert len(merged) == 1
    assert merged[0].speaker == "Mohammed Afif"
    assert merged[0].speaker_role == "Hezbollah media official"
    assert {e.article for e in merged[0].evidence} == {"toi", "ap"}


def test_an_official_of_another_body_does_not_merge() -> None:
    merged = merge_quotes([
        _q("toi", "Mohammed Afif", AFIF, role="Amal media official"),
        _q("ap", "Hezbollah", AP),
    ])
    assert len(merged) == 2


def test_a_short_excerpt_word_for_word_inside_a_longer_wording_merges() -> None:
    merged = merge_quotes([
        _q("aj", "Hezbollah", "has no connection to the incident at all"),
        _q("ap", "Hezbollah", AP),
    ])
    assert len(merged) == 1
    # ... but not a short excerpt that is only near it, nor one of three words
    assert len(merge_quotes([_q("aj", "Hezbollah", "has no link to the incident at all"), _q("ap", "Hezbollah", AP)])) == 2
    assert len(merge_quotes([_q("aj", "Hezbollah", "no connection whatsoever"), _q("ap", "Hezbollah", AP)])) == 2


def test_merge_with_roles_is_order_independent() -> None:
    qs = [
        _q("toi", "Mohammed Afif", AFIF, role="Hezbollah media official"),
        _q("ap", "Hezbollah", AP),
        _q("aj", "Hezbollah", "has no connection to the incident at all"),
    ]
    assert merge_quotes(qs) == merge_quotes(list(reversed(qs)))
