"""The per-article count chooser: features, the shipped model, and the fallback."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import count_chooser, count_revisions
from crosswire.model import Article, CountReport, Evidence
from crosswire.reconcile.counts import source_figures


def _report(text: str, phrase: str, value: int, *, kind: str = "injured", qualifier: str = "exact",
            field: str = "text", note: str | None = None) -> CountReport:
    start = text.index(phrase)
    return CountReport(
        kind=kind,  # type: ignore[arg-type]
        value=value, min=value, max=value, qualifier=qualifier,
        evidence=Evidence(article="a", start=start, end=start + len(phrase), text=phrase, field=field),  # type: ignore[arg-type]
        note=note,
    )


# A GVA dev headline and body: the body's "injured nine people" counts the player who died.
TITLE = "Mpls. Police Looking for Suspect after Vikings Player, 8 Others Hurt in Nightclub Shooting"
BODY = "Police said a gunman opened fire inside the nightclub early Sunday and injured nine people."


def test_features_one_row_per_value_in_declared_order() -> None:
    art = Article(id="a", text=BODY, title=TITLE)
    reps = [
        _report(TITLE, "8 Others Hurt", 8, field="title"),
        _report(BODY, "injured nine people", 9),
    ]
    cands = count_chooser.candidate_features(reps, article=art, event_values={8: 1, 9: 1}, n_sources=1)
    assert [v for v, _ in cands] == [8, 9]
    assert all(len(f) == len(count_chooser.FEATURES) for _, f in cands)
    feats = dict(zip(count_chooser.FEATURES, cands[0][1], strict=True))
    assert feats["in_title"] == 1.0 and feats["is_max"] == 0.0 and feats["log_value"] == pytest.approx(math.log1p(8))


def test_shipped_model_loads_for_both_kinds() -> None:
    models = count_chooser._models()
    assert set(models) == {"killed", "injured", "gate_killed", "gate_injured"}
    assert all(m["trees"] for m in models.values())


def test_single_figure_is_kept() -> None:
    reps = [_report(BODY, "injured nine people", 9)]
    assert count_chooser.choose(reps, article=None, event_values={9: 1}, n_sources=1).value == 9


def test_fallback_is_largest_precise_without_a_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(count_chooser, "_model", lambda kind: None)
    reps = [
        _report(TITLE, "8 Others Hurt", 8, field="title"),
        _report(BODY, "injured nine people", 9),
        _report(BODY, "nightclub", 10, qualifier="vague"),
    ]
    assert count_chooser.choose(reps, article=None, event_values={}, n_sources=1).value == 9


def test_choice_is_one_of_the_articles_reports() -> None:
    art = Article(id="a", text=BODY, title=TITLE)
    reps = [_report(TITLE, "8 Others Hurt", 8, field="title"), _report(BODY, "injured nine people", 9)]
    pick = count_chooser.choose(reps, article=art, event_values={8: 1, 9: 1}, n_sources=1)
    assert pick in reps


_values = st.lists(st.integers(min_value=0, max_value=60), min_size=1, max_size=6)


@settings(max_examples=60, deadline=None)
@given(_values, _values, st.sampled_from(["killed", "injured"]))
def test_source_figures_independent_of_report_order(a: list[int], b: list[int], kind: str) -> None:
    text = " ".join(f"w{i}" for i in range(20))
    arts = {"a": Article(id="a", text=text, published="2016-01-01"), "b": Article(id="b", text=text, published="2016-01-02")}
    reps = [
        CountReport(kind=kind, value=v, min=v, max=v, qualifier="exact",  # type: ignore[arg-type]
                    evidence=Evidence(article=art, start=3 * i, end=3 * i + 2, text=text[3 * i : 3 * i + 2]))
        for art, vals in (("a", a), ("b", b))
        for i, v in enumerate(vals)
    ]
    forward = source_figures(reps, arts)
    backward = source_figures(list(reversed(reps)), arts)
    assert [(f.article, f.value) for f in forward] == [(f.article, f.value) for f in backward]
    for f in forward:
        assert f.value in (a if f.article == "a" else b)


def test_set_aside_never_drops_every_source_nor_an_agreed_figure() -> None:
    # every score below the threshold: the best-scored source stays
    assert count_chooser.set_aside({"a": -3.0, "b": -1.0}, {"a": 1, "b": 2}) == frozenset({"a"})
    # a figure two of three sources give is kept however it scores
    assert count_chooser.set_aside({"a": -3.0, "b": -3.0, "c": 2.0}, {"a": 84, "b": 84, "c": 95}) == frozenset()
    # one source: nothing to compare with
    assert count_chooser.partial_sources({"a": 1}, kind="killed", articles={}, reports_by_article={}) == frozenset()


def test_models_disabled_restores_the_largest_precise_rule() -> None:
    art = Article(id="a", text=BODY, title=TITLE)
    reps = [_report(TITLE, "8 Others Hurt", 8, field="title"), _report(BODY, "injured nine people", 9)]
    with count_chooser.models_disabled():
        assert count_chooser.choose(reps, article=art, event_values={8: 1, 9: 1}, n_sources=1).value == 9
        assert count_chooser._model("gate_killed") is None
    assert count_chooser._model("gate_killed") is not None


@pytest.mark.parametrize(
    ("title", "text", "revision"),
    [
        ("Sri Lanka revises Easter attack death toll down to 253", "", True),
        ("", "The ministry has revised the death toll from the Easter Sunday bombings down by more than 100.", True),
        ("", "Saying an estimated 253 people were killed, not 359 as previously stated.", True),
        ("", "84 people had been martyred, revising the toll downward from 101.", True),
        ("", "The toll was corrected to 275 after some bodies were counted twice.", True),
        ("", "The government lowered the death toll to 77 from 80.", True),
        ("Peshawar blast: KP police revise death toll to 84", "", True),
        # a toll that rose, or a revised account of something else, is no correction
        ("Death toll from Pakistan mosque bombing climbs to 100", "The number of dead has reached 100.", False),
        ("", "Police revised their account of the shooting on Monday.", False),
    ],
)
def test_states_revision(title: str, text: str, revision: bool) -> None:
    assert count_revisions.states_revision(Article(id="a", title=title, text=text)) is revision


def test_a_revised_toll_is_never_set_aside_as_partial(monkeypatch: pytest.MonkeyPatch) -> None:
    # whatever the gate scores, a source that corrects the toll keeps its figure
    monkeypatch.setattr(count_chooser, "set_aside", lambda scores, figures: frozenset(scores))
    arts = {
        "p1": Article(id="p1", text="A suicide bomber killed at least 59 people.", published="2023-01-30"),
        "p2": Article(id="p2", text="The death toll rose to 100.", published="2023-01-31"),
        "p3": Article(
            id="p3", title="KP police revise death toll to 84",
            text="84 people had been martyred, revising the toll downward from 101.", published="2023-02-02",
        ),
    }
    out = count_chooser.partial_sources(
        {"p1": 59, "p2": 100, "p3": 84}, kind="killed", articles=arts, reports_by_article={}
    )
    assert "p3" not in out and "p1" in out


def test_the_latest_highest_figure_is_no_partial_count(monkeypatch: pytest.MonkeyPatch) -> None:
    # "toll reaches 137" after "rises to 133": the toll as it last grew
    monkeypatch.setattr(count_chooser, "set_aside", lambda scores, figures: frozenset(scores))
    arts = {
        a: Article(id=a, text="x", published=d)
        for a, d in (("c1", "2024-03-22"), ("c2", "2024-03-23"), ("c3", "2024-03-24"))
    }
    out = count_chooser.partial_sources({"c1": 100, "c2": 140, "c3": 182}, kind="injured", articles=arts, reports_by_article={})
    assert out == frozenset({"c1", "c2"})


def test_a_figure_given_as_the_toll_is_no_partial_count(monkeypatch: pytest.MonkeyPatch) -> None:
    # a later, lower estimate of the whole toll from another authority is a disagreement for
    # the policy, not a follow-up about part of the event
    monkeypatch.setattr(count_chooser, "set_aside", lambda scores, figures: frozenset(scores))
    t1 = "The health ministry said at least 471 people were killed."
    t2 = "U.S. estimates put the death toll at between 100 and 300 people."
    t3 = "One of the victims was buried on Friday."
    arts = {
        "g1": Article(id="g1", text=t1, published="2023-10-17"),
        "g2": Article(id="g2", text=t2, published="2023-10-18"),
        "g3": Article(id="g3", text=t3, published="2023-10-20"),
    }
    ranged = replace(_report(t2, "death toll at between 100 and 300", 100, kind="killed", qualifier="range"), max=300)
    reps = {"g1": [_report(t1, "at least 471 people were killed", 471, kind="killed")], "g2": [ranged],
            "g3": [_report(t3, "One of the victims", 1, kind="killed")]}
    out = count_chooser.partial_sources({"g1": 471, "g2": 100, "g3": 1}, kind="killed", articles=arts, reports_by_article=reps)
    assert "g2" not in out and "g3" in out


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        ("Police revised the toll, saying 84 people had been martyred, revising the toll downward from 101.", {101}),
        ("The government revised the death toll in the crash down to 275 from 288.", {288}),
        ("The ministry revised the toll, saying 253 people were killed, not 359 as previously stated.", {359}),
        # no revision stated: nothing replaced
        ("The toll rose to 300 from 250 on Sunday.", set()),
    ],
)
def test_superseded_figures(text: str, figures: set[int]) -> None:
    assert count_revisions.superseded_figures(Article(id="a", text=text)) == figures


# A Kabul airport report (probe round): "More than 140 Afghans were wounded, a health official
# said, and 18 U.S. troops sustained injuries". Both figures lie past the injured model's
# largest split on log_value, where it cannot tell them apart by size: the largest precise
# figure decides, as before the model.
KABUL = "More than 140 Afghans were wounded, a health official said, and 18 U.S. troops sustained injuries."


def test_ceiling_is_the_models_largest_value_split() -> None:
    model = count_chooser._model("injured")
    assert model is not None
    ceiling = count_chooser._value_ceiling(model)
    assert 1 < ceiling < 1000


def test_figures_past_the_models_reach_take_the_largest_precise() -> None:
    model = count_chooser._model("injured")
    assert model is not None
    reps = [
        replace(_report(KABUL, "More than 140 Afghans were wounded", 140), qualifier="more_than", max=None),
        _report(KABUL, "18 U.S. troops sustained injuries", 18),
    ]
    assert max(r.value for r in reps) > count_chooser._value_ceiling(model)
    art = Article(id="a", text=KABUL)
    assert count_chooser.choose(reps, article=art, event_values={140: 1, 18: 1}, n_sources=1).value == 140


# A probe report (Ouagadougou 2018): the first figure in the headline and lead, the risen toll
# once, late.
OUAGA_TITLE = "Ouagadougou attacks: eight soldiers killed"
OUAGA = ("Eight soldiers were killed and more than 80 people injured on Friday, the government said. "
         "Two of the injured died in hospital on Saturday, bringing the number of soldiers killed to 10.")


def test_a_toll_the_article_says_rose_is_its_figure() -> None:
    art = Article(id="a", text=OUAGA, title=OUAGA_TITLE)
    reps = [
        _report(OUAGA_TITLE, "eight soldiers killed", 8, kind="killed", field="title"),
        _report(OUAGA, "Eight soldiers were killed", 8, kind="killed"),
        _report(OUAGA, "the number of soldiers killed to 10", 10, kind="killed"),
    ]
    assert count_chooser.choose(reps, article=art, event_values={8: 1, 10: 1}, n_sources=1).value == 10


@pytest.mark.parametrize(
    ("text", "risen"),
    [
        ("bringing the number of soldiers killed to 10", True),
        ("the death toll rose to 60", True),
        ("The toll has climbed to 22", True),
        ("Eight soldiers were killed", False),
    ],
)
def test_risen_wording(text: str, risen: bool) -> None:
    assert bool(count_chooser.RISEN_RE.search(text)) is risen


def test_a_sum_that_runs_on_from_the_pick_is_the_fuller_figure() -> None:
    title = "Ex-policeman kills 36 in Thai nursery attack"
    body = ("A former police officer attacked a daycare centre, killing at least 36 people, including 24 children, "
            "before killing himself, police said.")
    art = Article(id="a", text=body, title=title)
    first = replace(_report(body, "killing at least 36 people", 36, kind="killed"), qualifier="at_least", max=None)
    fuller = replace(
        _report(body, "killing at least 36 people, including 24 children, before killing himself", 37, kind="killed"),
        qualifier="at_least", max=None,
    )
    reps = [_report(title, "kills 36", 36, kind="killed", field="title"), first, fuller,
            _report(body, "killing himself", 1, kind="killed")]
    assert count_chooser.choose(reps, article=art, event_values={36: 1, 37: 1, 1: 1}, n_sources=1).value == 37


def test_a_figure_called_the_total_beats_the_parts_before_it() -> None:
    """'killing three and seriously injuring four others ... Eight people were injured in
    total': the total is the article's injured figure, not the seriously injured part."""
    from crosswire.extract.counts import extract as extract_counts
    from crosswire.nlp import ParsedArticle

    art = Article(
        id="t",
        text="A man stabbed people at random at a festival on Friday evening, killing three and seriously "
        "injuring four others, police said. Eight people were injured in total.",
        published="2024-08-24",
    )
    reports = [r for r in extract_counts(ParsedArticle(art)) if r.kind == "injured"]
    pick = count_chooser.choose(
        reports, article=art, event_values=count_chooser.event_values({"t": reports}), n_sources=1
    )
    assert pick.value == 8


def test_a_round_headline_figure_gives_way_to_the_body_figure_it_rounds() -> None:
    """'Libya floods: 4,000 dead and 9,000 missing' over 'At least 3,958 people have died':
    the body's precise figure, not the headline's rounding."""
    from crosswire.extract import extract_article

    art = Article(
        id="t",
        title="Floods: 4,000 dead and 9,000 missing, UN says",
        text="At least 3,958 people have died in the flooding and some 9,000 remain missing, the UN's "
        "humanitarian office said on Monday.",
        published="2023-09-18",
    )
    reports = [r for r in extract_article(art).counts if r.kind == "killed"]
    pick = count_chooser.choose(
        reports, article=art, event_values=count_chooser.event_values({"t": reports}), n_sources=1
    )
    assert pick.value == 3958


def test_a_small_headline_figure_is_not_taken_for_a_rounding() -> None:
    """Below ROUNDED_MIN a headline's '10 killed' is as precise as its body."""
    ev = Evidence(article="t", start=0, end=9, text="10 killed", field="title")
    title = CountReport(kind="killed", value=10, min=10, max=10, qualifier="exact", evidence=ev)
    body = replace(title, value=11, min=11, max=11, evidence=replace(ev, field="text"))
    assert count_chooser._unrounded(10, [title, body]) == 10
