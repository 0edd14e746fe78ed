"""Event type over an event's reports: a tie between types goes to GTD's attack-type order."""

from __future__ import annotations

from crosswire.model import EVENT_TYPES, Article, EventTypeValue, Evidence, Extraction
from crosswire.reconcile import TYPE_TIE_ORDER, reconcile_event


def _typed(aid: str, etype: str, word: str) -> tuple[Article, Extraction]:
    text = f"Former Prime Minister Shinzo Abe was {word} in Nara on Friday."
    start = text.index(word)
    ev = Evidence(aid, start, start + len(word), word)
    return Article(id=aid, text=text), Extraction(article_id=aid, event_types=(EventTypeValue(etype, ev),))


def test_tie_order_covers_every_type_once() -> None:
    assert sorted(TYPE_TIE_ORDER) == sorted(EVENT_TYPES)


def test_one_report_each_goes_to_the_assassination() -> None:
    # Nara 2022: one outlet's "shot", the other's "assassinated"; GTD ranks assassination
    # first, where the taxonomy's listing order had given the armed assault
    pairs = [_typed("abe1", "armed assault/shooting", "shot"), _typed("abe2", "assassination", "assassinated")]
    rec = reconcile_event([a for a, _ in pairs], [x for _, x in pairs])
    assert rec.event_type.value == "assassination"
    assert rec.event_type.rule == "most sources: 1 of 2; tie broken by GTD's attack-type order"


def test_more_sources_still_win_over_the_order() -> None:
    pairs = [
        _typed("a", "armed assault/shooting", "shot"),
        _typed("b", "armed assault/shooting", "shot"),
        _typed("c", "assassination", "assassinated"),
    ]
    rec = reconcile_event([a for a, _ in pairs], [x for _, x in pairs])
    assert rec.event_type.value == "armed assault/shooting"
