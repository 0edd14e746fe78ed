"""Near-duplicate articles and shared passages."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.dedup import DuplicateIndex, find_duplicates, shared_passages
from crosswire.model import Article

# Sentences from the GVA dev split (SemEval-2018 Task 5).
STORY = (
    "PUYALLUP — The accidental shooting that killed 13-year-old Eddie Holmes now has the boy's "
    "family pleading with lawmakers to make a change.\n\n"
    "His parents also want the owners of the gun to be prosecuted.\n\n"
    "The Holmes family spoke to the media at the Puyallup Police Department Tuesday morning. "
    "And while they don't blame the boy who accidentally shot their child, they believe his "
    "parents, the owners of the shotgun, should be prosecuted."
)
OTHER = (
    "No criminal charges will be filed against a 13-year-old Puyallup boy who accidentally "
    "shot and killed one of his friends in February, the Pierce County Prosecutor's Office "
    "announced Friday. The shooting occurred Feb. 6 at a home on 11th Street in Puyallup."
)


def test_copy_with_changed_byline_is_a_duplicate_of_the_earlier_article() -> None:
    orig = Article(id="z-orig", text=STORY, published="2014-02-11", title="Family wants gun owner prosecuted")
    copy = Article(
        id="a-copy", text="By Staff Writer\n" + STORY + "\n\nCopyright 2014.",
        published="2014-02-12", title="Family wants gun owner prosecuted",
    )
    assert find_duplicates([copy, orig]) == {"a-copy": "z-orig"}


def test_a_different_article_on_the_same_event_is_not_a_duplicate() -> None:
    a = Article(id="a", text=STORY, published="2014-02-11")
    b = Article(id="b", text=OTHER, published="2014-05-16")
    assert find_duplicates([a, b]) == {}


def test_same_day_copies_pick_the_smallest_id_and_ignore_order() -> None:
    arts = [Article(id=i, text=STORY, published="2014-02-11") for i in ("c", "a", "b")]
    for seed in range(3):
        random.Random(seed).shuffle(arts)
        assert find_duplicates(arts) == {"b": "a", "c": "a"}


def test_batches_give_the_same_copies_as_one_pass_even_when_an_earlier_copy_comes_late() -> None:
    arts = [
        Article(id="b", text=STORY, published="2014-02-12"),
        Article(id="c", text="By Staff\n" + STORY, published="2014-02-13"),
        Article(id="x", text=OTHER, published="2014-05-16"),
        Article(id="a", text=STORY + "\n\nCopyright 2014.", published="2014-02-11"),
    ]
    index = DuplicateIndex()
    index.add(arts[:2])
    assert index.duplicates() == {"c": "b"}
    known = {a.id: a for a in arts}
    index.add(arts[2:], known=known)
    index.add(arts[:2], known=known)  # already indexed: ignored
    assert index.duplicates() == find_duplicates(arts) == {"b": "a", "c": "a"}
    assert len(index) == 4


def test_an_index_without_the_earlier_articles_says_so() -> None:
    index = DuplicateIndex()
    index.add([Article(id="a", text=STORY)])
    with pytest.raises(ValueError, match="E304"):
        index.add([Article(id="b", text=STORY)], known={})


def test_same_page_furniture_under_different_headlines_is_not_a_duplicate() -> None:
    page = "We have sent you a verification email. Please check your email and click on the link to activate your profile. " * 2
    a = Article(id="a", text=page, title="Police identify four killed in Killeen shooting")
    b = Article(id="b", text=page, title="Shootings injured 5 men in southwest Atlanta")
    assert find_duplicates([a, b]) == {}


def test_a_wire_reprint_under_a_papers_own_headline_is_a_duplicate() -> None:
    """Papers put their own headlines on an AP story: the same wire credit marks the copy."""
    a = Article(id="a", text=STORY, published="2014-02-11", title="Family wants gun owner prosecuted", credit="AP")
    b = Article(id="b", text=STORY + "\n\nAP writer Jane Doe contributed.", published="2014-02-12",
                title="Puyallup parents press lawmakers after son's death", credit="AP")
    assert find_duplicates([a, b]) == {"b": "a"}
    # without the credit, the headlines decide (page furniture above)
    assert find_duplicates([a, Article(id="b", text=b.text, published=b.published, title=b.title)]) == {}


def test_shared_passage_names_the_credited_source() -> None:
    quote = "This was a heartbreaking tragedy that illustrates the importance of handling guns responsibly, prosecutor Mark Lindquist said."
    wire = Article(id="w", text="PUYALLUP (AP) — A boy was shot at a home. " + quote, outlet="AP", published="2014-05-16")
    paper = Article(id="p", text="Local news.\n" + quote, credit="AP", published="2014-05-16")
    out = shared_passages([paper, wire])
    assert len(out) == 1
    (sp,) = out
    assert (sp.source.article, sp.basis) == ("w", "credit")
    assert [c.article for c in sp.copies] == ["p"]
    for ev, art in [(sp.source, wire), (sp.copies[0], paper)]:
        assert art.text[ev.start : ev.end] == ev.text


def test_shared_passage_falls_back_to_earliest_publication() -> None:
    sentence = "The shooting occurred Feb. 6 at a home on 11th Street in Puyallup, police said."
    a = Article(id="a", text="Intro. " + sentence, published="2014-02-08")
    b = Article(id="b", text=sentence + " More.", published="2014-02-07")
    (sp,) = shared_passages([a, b])
    assert (sp.source.article, sp.basis) == ("b", "earliest")


@settings(max_examples=50, deadline=None)
@given(st.lists(st.text(max_size=300), min_size=1, max_size=4))
def test_never_raises_and_evidence_is_exact(texts: list[str]) -> None:
    arts = [Article(id=f"a{k}", text=t) for k, t in enumerate(texts + texts[:1])]
    dups = find_duplicates(arts)
    assert all(d != c for d, c in dups.items())
    by_id = {a.id: a for a in arts}
    for sp in shared_passages(arts):
        for ev in (sp.source, *sp.copies):
            assert by_id[ev.article].text[ev.start : ev.end] == ev.text
