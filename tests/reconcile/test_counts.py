"""Count reconciliation: policies, agreement, low/best/high, order independence."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crosswire.model import Article, CountReport, Evidence
from crosswire.reconcile.counts import reconcile_count


def _report(article: str, value: int, qualifier: str = "exact", *, perp: bool = False) -> CountReport:
    text = f"{value} people were killed"
    lo = value + 1 if qualifier == "more_than" else value
    hi = None if qualifier in ("at_least", "more_than", "vague") else value
    return CountReport(
        kind="killed",
        value=value,
        min=lo,
        max=hi,
        qualifier=qualifier,
        evidence=Evidence(article, 0, len(text), text),
        perpetrator_sourced=perp,
    )


def _articles(*specs: tuple[str, str | None]) -> dict[str, Article]:
    return {a: Article(id=a, text="x", published=d) for a, d in specs}


KERMAN = [_report("000", 95, "at_least"), _report("003", 84), _report("004", 84, "at_least")]
KERMAN_ARTS = _articles(("000", "2024-01-03"), ("003", "2024-01-04"), ("004", "2024-01-03"))


@pytest.mark.parametrize(
    ("policy", "best"),
    [("conservative", 84), ("latest", 84), ("range", 84)],
)
def test_kerman_death_toll_by_policy(policy: str, best: int) -> None:
    c = reconcile_count(KERMAN, KERMAN_ARTS, policy=policy)
    assert (c.low, c.best, c.high) == (84, best, 95)
    assert c.agreement == "conflict"
    assert c.rule.startswith(policy)


@pytest.fixture
def no_gate(monkeypatch: pytest.MonkeyPatch) -> None:
    """The policies alone, without the learned partial-count gate."""
    from crosswire.extract import count_chooser

    monkeypatch.setattr(count_chooser, "partial_sources", lambda *a, **k: frozenset())


def test_latest_takes_the_newest_source_not_the_lowest(no_gate: None) -> None:
    reps = [_report("a", 2), _report("b", 3), _report("c", 5)]
    arts = _articles(("a", "2014-01-01"), ("b", "2014-01-03"), ("c", "2014-01-02"))
    assert reconcile_count(reps, arts, policy="latest").best == 3
    assert reconcile_count(reps, arts, policy="conservative").best == 2


def test_range_best_is_the_most_supported_figure() -> None:
    reps = [_report("a", 10), _report("b", 12), _report("c", 12), _report("d", 30)]
    c = reconcile_count(reps, _articles(*[(x, None) for x in "abcd"]), policy="range")
    assert (c.low, c.best, c.high) == (10, 12, 30)


@pytest.mark.parametrize("policy", ["conservative", "latest", "range"])
def test_a_stated_range_gives_its_upper_figure_to_high(policy: str) -> None:
    # "the toll at 100 to 300" beside another source's 120: low 100, high 300 (UCDP's
    # low / high); a perpetrator's range adds nothing
    ranged = dataclasses.replace(_report("a", 100, "range"), min=100, max=300)
    boast = dataclasses.replace(_report("c", 500, "range", perp=True), min=500, max=900)
    c = reconcile_count([ranged, _report("b", 120), boast], _articles(("a", None), ("b", None), ("c", None)), policy=policy)
    assert (c.low, c.high) == (100, 300)
    assert c.low <= c.best <= c.high


def test_setting_sources_aside_never_leaves_no_figure(monkeypatch: pytest.MonkeyPatch) -> None:
    # Kramatorsk's wounded: 98 on day one, "rose to 109" the next day; were the model to
    # judge the 109 partial too, no source would be left
    from crosswire.extract import count_chooser

    monkeypatch.setattr(count_chooser, "partial_sources", lambda *a, **k: frozenset({"b"}))
    day1 = "98 people were wounded"
    day2 = "the number of wounded rose to 109"
    reps = [
        CountReport(kind="injured", value=98, min=98, max=98, qualifier="exact", evidence=Evidence("a", 0, len(day1), day1)),
        CountReport(kind="injured", value=109, min=109, max=109, qualifier="exact", evidence=Evidence("b", 0, len(day2), day2)),
    ]
    arts = {"a": Article(id="a", text=day1, published="2022-04-08"), "b": Article(id="b", text=day2, published="2022-04-09")}
    for policy in ("conservative", "latest", "range"):
        c = reconcile_count(reps, arts, policy=policy)
        assert c.best == 109, policy
        assert "partial" not in c.rule


def test_perpetrator_figure_never_chosen_as_best() -> None:
    reps = [_report("a", 300, perp=True), _report("b", 40)]
    arts = _articles(("a", "2020-01-02"), ("b", "2020-01-01"))
    for policy in ("conservative", "latest", "range"):
        c = reconcile_count(reps, arts, policy=policy)
        assert c.best == 40
        assert c.high == 40
    assert reconcile_count(reps, arts, policy="latest").reports[0].perpetrator_sourced


def test_vague_figure_only_counts_without_a_number() -> None:
    arts = _articles(("a", None), ("b", None))
    assert reconcile_count([_report("a", 12, "vague"), _report("b", 30)], arts, policy="conservative").best == 30
    assert reconcile_count([_report("a", 12, "vague")], arts, policy="conservative").best == 12


def test_copies_add_no_support() -> None:
    reps = [_report("a", 5), _report("b", 5), _report("c", 7)]
    arts = _articles(("a", None), ("b", None), ("c", None))
    c = reconcile_count(reps, arts, policy="range", duplicates={"b": "a"})
    assert c.agreement == "conflict"  # 5 vs 7 from two independent sources
    assert len(c.reports) == 3  # the copy is still listed


@pytest.mark.parametrize(
    ("values", "agreement"),
    [([], "none"), ([3], "single"), ([3, 3], "consensus"), ([3, 3, 3, 4], "majority"), ([3, 3, 4], "conflict")],
)
def test_agreement(values: list[int], agreement: str) -> None:
    reps = [_report(f"a{i}", v) for i, v in enumerate(values)]
    arts = _articles(*[(f"a{i}", None) for i in range(len(values))])
    assert reconcile_count(reps, arts, policy="conservative").agreement == agreement


def test_timeline_in_publication_order() -> None:
    c = reconcile_count(KERMAN, KERMAN_ARTS, policy="latest")
    assert [t.article for t in c.timeline] == ["000", "004", "003"]


figures = st.lists(
    st.tuples(
        st.integers(0, 500),
        st.sampled_from(["exact", "at_least", "more_than", "about", "vague"]),
        st.booleans(),
        st.sampled_from([None, "2024-01-01", "2024-01-02", "2024-01-05"]),
    ),
    max_size=8,
)


@given(figures, st.sampled_from(["conservative", "latest", "range"]), st.randoms())
def test_low_best_high_ordered_and_order_independent(specs, policy, rnd) -> None:
    reps = [_report(f"a{i}", v, q, perp=p) for i, (v, q, p, _) in enumerate(specs)]
    arts = {f"a{i}": Article(id=f"a{i}", text="x", published=d) for i, (_, _, _, d) in enumerate(specs)}
    c = reconcile_count(reps, arts, policy=policy)
    shuffled = list(reps)
    rnd.shuffle(shuffled)
    assert reconcile_count(shuffled, arts, policy=policy) == c
    if c.best is not None:
        assert c.low is not None and c.high is not None
        assert c.low <= c.best <= c.high


def _ev(article: str, kind: str, value: int, text: str) -> CountReport:
    vague = text.startswith(("several", "multiple"))
    return CountReport(
        kind=kind,  # type: ignore[arg-type]
        value=value,
        min=value,
        max=None if vague else value,
        qualifier="vague" if vague else "exact",
        evidence=Evidence(article, 0, len(text), text),
    )


# (reports of one article, the event's killed best, the article's injured figure). Sentences
# from GVA dev.
INJURED_CASES = [
    # explicit injured figures smaller than the people hit minus the dead: the hit figure
    (
        [("hit", 4, "a 15-year-old girl, two women and a man were shot"),
         ("injured", 1, "the teen was taken to Children's Hospital")],
        0,
        4,
    ),
    # explicit injured figure at least hit minus killed: it stands
    (
        [("hit", 7, "seven people were shot"), ("injured", 6, "six others shot")],
        1,
        6,
    ),
    # a vague injured figure caps nothing, and rules out a derived zero
    (
        [("hit", 7, "four adults and three teenagers were shot"), ("injured", 10, "several remain hospitalized")],
        0,
        7,
    ),
    (
        [("hit", 1, "she had been shot"), ("injured", 10, "multiple people injured")],
        1,
        10,
    ),
    # no explicit figure: hit minus killed
    ([("hit", 2, "Two people were shot")], 1, 1),
    ([("hit", 1, "A boy was shot")], 1, 0),
    # people hit besides the victims told before: the dead are not among them ("Woman shot,
    # killed ... Five other people -- men and women -- had been shot")
    ([("hit", 5, "Five other people -- men and women -- had been shot")], 1, 5),
    ([("hit", 5, "FIVE OTHERS HAD BEEN SHOT")], 1, 5),
]


@pytest.mark.parametrize(("reports", "killed", "injured"), INJURED_CASES)
def test_injured_reports_take_the_larger_of_stated_and_derived(
    reports: list[tuple[str, int, str]], killed: int, injured: int
) -> None:
    from crosswire.reconcile.counts import injured_reports, source_figures

    rs = [_ev("a", k, v, t) for k, v, t in reports]
    out = injured_reports(rs, killed_best=killed)
    assert all(r.kind == "injured" for r in out)
    # the article's figure: its largest precise report
    assert source_figures(out, {})[0].value == injured


def test_fewer_hit_than_dead_gives_no_injured_figure() -> None:
    # "A man from Metairie who was shot", in a report of a shooting that killed 49: one
    # victim named among many, not everyone hit (GVA dev)
    from crosswire.reconcile.counts import injured_reports

    assert injured_reports([_ev("a", "hit", 1, "A man from Metairie who was shot")], killed_best=49) == []
    assert [r.value for r in injured_reports([_ev("a", "hit", 1, "A boy was shot")], killed_best=1)] == [0]


def test_vague_hit_minus_dead_gives_no_injured_figure() -> None:
    # "shot multiple people" beside "Four shot to death ... then gunman kills himself" (GVA
    # dev): a vague number of people hit minus the dead says nothing about survivors
    from crosswire.reconcile.counts import injured_reports

    assert injured_reports([_ev("a", "hit", 10, "multiple people shot")], killed_best=5) == []
    # with no deaths the vague figure still stands, as vague
    out = injured_reports([_ev("a", "hit", 10, "multiple people shot")], killed_best=0)
    assert [(r.value, r.qualifier) for r in out] == [(10, "vague")]


def test_gate_sets_aside_a_lone_day_one_figure_but_keeps_it_in_the_range() -> None:
    # a day-one "one killed" against two later reports of three (a GVA dev pattern): the
    # policy chooses among the later figures, the range still shows the first
    reps = [_report("a", 1), _report("b", 3), _report("c", 3)]
    arts = _articles(("a", "2015-02-06"), ("b", "2015-02-11"), ("c", "2015-04-28"))
    c = reconcile_count(reps, arts, policy="conservative")
    assert (c.low, c.best, c.high) == (1, 3, 3)
    assert "set aside" in c.rule and "a" in c.rule.split("set aside")[1]


def test_gate_keeps_a_figure_most_sources_agree_on() -> None:
    # Kerman: "at least 95" early, then 84 in two reports: 84 is agreed, never set aside
    c = reconcile_count(KERMAN, KERMAN_ARTS, policy="conservative")
    assert c.best == 84


def _injured(article: str, value: int, qualifier: str) -> CountReport:
    text = f"{value} people were wounded"
    return CountReport(kind="injured", value=value, min=value + (qualifier == "more_than"), max=None,
                       qualifier=qualifier, evidence=Evidence(article, 0, len(text), text))  # fmt: skip


@pytest.mark.parametrize(
    ("dates", "conservative"),
    [
        # the Kerman reports: "more than 210" and "at least 284" wounded the same day are a
        # conflict for the policy, whatever the gate thinks: ACLED's rule takes the lowest
        (("2024-01-03", "2024-01-03"), 210),
        # no dates: the same
        ((None, None), 210),
    ],
)
def test_same_day_figures_are_never_set_aside(dates: tuple, conservative: int) -> None:
    reps = [_injured("000", 210, "more_than"), _injured("003", 284, "at_least")]
    arts = _articles(("000", dates[0]), ("003", dates[1]))
    c = reconcile_count(reps, arts, policy="conservative")
    assert (c.low, c.best, c.high) == (210, conservative, 284)
    assert "set aside" not in c.rule


# (each source's reports, the event's killed best, conservative injured best). GVA dev
# sentences, one source per article.
DERIVED_CASES = [
    # "4 Shot" and "1 Killed" (3 derived) beside "4 injured": the stated figure
    ({"a": [("hit", 4, "4 Shot"), ("killed", 1, "1 Killed")], "b": [("injured", 4, "4 injured")]}, 1, 4),
    # "Four people shot" (4 derived, none dead) beside "three men and two women were hurt"
    ({"a": [("hit", 4, "Four people shot")], "b": [("injured", 5, "three men and two women were hurt")]}, 0, 5),
    # a derived zero against three stated injured: the stated figure
    ({"a": [("hit", 1, "Edwards was hit")], "b": [("injured", 3, "three other people injured")]}, 1, 3),
    # a derived zero against one stated "injured" girl, who is the one who died: the zero
    (
        {"a": [("hit", 1, "Girl Shot")], "b": [("injured", 1, "Nine-year-old girl injured")]},
        1,
        0,
    ),
    # derived figures only: the policy decides among them
    ({"a": [("hit", 3, "three were shot")], "b": [("hit", 4, "four people were shot")]}, 0, 3),
    # a derived zero against one stated victim besides the dead ("another", "second", "also"):
    # the stated figure
    (
        {"a": [("hit", 1, "she was allegedly shot")],
         "b": [("injured", 1, "The second victim, a female, was still hospitalized")]},
        1,
        1,
    ),
    ({"a": [("hit", 1, "Shooting Of Minnetonka Teenager")], "b": [("injured", 1, "Another Wounded")]}, 1, 1),
    (
        {"a": [("hit", 3, "all three victims were shot")],
         "b": [("injured", 1, "a woman also suffered a gunshot wound")]},
        3,
        1,
    ),
    # more sources state one injured than derive a zero: the stated figure
    (
        {"a": [("hit", 1, "an officer was shot")],
         "b": [("injured", 1, "LMPD officer Russell Braun was injured")],
         "c": [("injured", 1, "a Louisville Metro police officer was injured")]},
        1,
        1,
    ),
    # a vague statement that others were hurt contradicts a derived zero (probe: "stabbed six
    # people" minus 6 killed beside "several others injured")
    ({"a": [("hit", 6, "stabbed six people")], "b": [("injured", 3, "several others injured")]}, 6, 3),
    # ... not a noun of one victim's wounds (GVA dev)
    ({"a": [("hit", 1, "he was shot")], "b": [("injured", 10, "multiple blunt-force injuries")]}, 1, 0),
    # ... and a derived zero alone stands
    ({"a": [("hit", 6, "stabbed six people")]}, 6, 0),
]


@pytest.mark.parametrize(("sources", "killed", "injured"), DERIVED_CASES)
def test_stated_injured_figure_over_one_derived_from_people_hit(
    sources: dict[str, list[tuple[str, int, str]]], killed: int, injured: int
) -> None:
    from crosswire.reconcile.counts import injured_reports

    rs = [_ev(a, k, v, t) for a, reps in sources.items() for k, v, t in reps]
    arts = _articles(*((a, "2016-05-07") for a in sources))
    c = reconcile_count(injured_reports(rs, killed_best=killed), arts, policy="conservative")
    assert c.best == injured
    # the set-aside figure stays in the range
    assert c.low is not None and c.low <= injured


def test_a_headline_that_counts_the_dead_apart_names_another_victim() -> None:
    # "1 person injured, 16-year-old dead in early morning shooting" (GVA dev) beside a report
    # that only says the boy was shot: the headline's injured person is not the one who died
    from crosswire.reconcile.counts import injured_reports

    title = "1 person injured, 16-year-old dead in early morning shooting"
    stated = CountReport(kind="injured", value=1, min=1, max=1, qualifier="exact",
                         evidence=Evidence("b", 0, 16, "1 person injured", field="title"))  # fmt: skip
    arts = _articles(("a", "2016-05-07"))
    arts["b"] = Article(id="b", text="x", title=title, published="2016-05-07")
    rs = [_ev("a", "hit", 1, "A 16-year-old was shot"), stated]
    assert reconcile_count(injured_reports(rs, killed_best=1), arts, policy="conservative").best == 1
    # without the death in the headline, the derived zero stands against a lone "injured"
    arts["b"] = Article(id="b", text="x", title="1 person injured in early morning shooting", published="2016-05-07")
    assert reconcile_count(injured_reports(rs, killed_best=1), arts, policy="conservative").best == 0


def test_the_gate_never_sets_another_victim_aside_for_derived_zeros(monkeypatch: pytest.MonkeyPatch) -> None:
    # "A second victim, only identified as a juvenile female, was hit in the leg" against two
    # reports that only say a man was shot (GVA dev): the gate had set the stated figure
    # aside, leaving the derived zeros
    from crosswire.extract import count_chooser
    from crosswire.reconcile.counts import injured_reports

    monkeypatch.setattr(count_chooser, "partial_sources", lambda *a, **k: frozenset({"b"}))
    rs = [
        _ev("a", "hit", 1, "shot a man"),
        _ev("b", "injured", 1, "A second victim, only identified as a juvenile female, was hit"),
        _ev("c", "hit", 1, "He was taken to a hospital"),
    ]
    arts = _articles(("a", "2017-02-04"), ("b", "2017-02-06"), ("c", "2017-02-04"))
    assert reconcile_count(injured_reports(rs, killed_best=1), arts, policy="conservative").best == 1
    # a stated figure against another stated one is the gate's to judge
    rs[0] = _ev("a", "injured", 2, "two people were injured")
    rs[2] = _ev("c", "injured", 2, "two others were wounded")
    assert reconcile_count(injured_reports(rs, killed_best=1), arts, policy="conservative").best == 2


# Sri Lanka's Easter bombings, 2019: the toll rose to 290 and 359, then the health ministry
# revised it down to 253. The correction is the authoritative figure under every policy
# that reads sources (conservative: the lowest; latest: the most recent).
EASTER_TEXTS = {
    "s1": ("Sri Lanka Easter bombings death toll rises to 290", "2019-04-22", "The death toll rose to 290."),
    "s2": ("ISIL claims responsibility as toll hits 359", "2019-04-24", "The death toll had risen to 359."),
    "s3": (
        "Sri Lanka revises Easter attack death toll down to 253",
        "2019-04-25",
        "The ministry revised the death toll, saying an estimated 253 people were killed, not 359 as previously stated.",
    ),
}


@pytest.mark.parametrize("policy", ["conservative", "latest"])
def test_a_revised_toll_is_chosen_not_set_aside(policy: str) -> None:
    arts = {a: Article(id=a, title=t, text=x, published=d) for a, (t, d, x) in EASTER_TEXTS.items()}
    reports = [_report("s1", 290), _report("s2", 359), _report("s3", 253, "about")]
    rc = reconcile_count(reports, arts, policy=policy)
    assert rc.best == 253
    marker = "set aside as partial counts by the count model:"
    set_aside = rc.rule.split(marker)[1].split(";")[0] if marker in rc.rule else ""
    assert "s3" not in set_aside


@pytest.mark.parametrize("policy", ["conservative", "latest", "range"])
def test_a_toll_revised_up_replaces_the_figure_it_corrects(policy: str) -> None:
    # the conservative lowest would take the undercount the authority has since revised up
    arts = {
        "a": Article(id="a", text="The blast killed 250 people.", published="2023-06-02"),
        "b": Article(
            id="b", text="The ministry revised the death toll up to 300 from 250 on Sunday.", published="2023-06-04"
        ),
    }
    rc = reconcile_count([_report("a", 250), _report("b", 300)], arts, policy=policy)
    assert rc.best == 300
    assert "replaced by a later revision of the toll: a" in rc.rule
    # the range bounds the toll as it stands (UCDP); the earlier figure stays in the reports
    assert (rc.low, rc.high) == (300, 300)
    assert [r.value for r in rc.reports] == [250, 300]


def test_a_revision_replaces_nothing_it_does_not_name() -> None:
    arts = {
        "a": Article(id="a", text="The blast killed 250 people.", published="2023-06-02"),
        "b": Article(id="b", text="The ministry revised the death toll to 300.", published="2023-06-04"),
    }
    rc = reconcile_count([_report("a", 250), _report("b", 300)], arts, policy="conservative")
    assert "replaced by a later revision" not in rc.rule


def _said(article: str, text: str, figure: str, value: int, qualifier: str = "at_least") -> tuple[CountReport, Article]:
    start = text.index(figure)
    ev = Evidence(article, start, start + len(figure), figure)
    hi = None if qualifier == "at_least" else value
    return CountReport(kind="killed", value=value, min=value, max=hi, qualifier=qualifier, evidence=ev), Article(
        id=article, text=text
    )


@pytest.mark.parametrize(
    ("later", "figure", "replaced"),
    [
        ("The death toll from the massive explosion that tore through Beirut's port has risen to at least 135, "
         "the health minister said.", "at least 135", True),
        ("Two more people died in hospital, bringing the death toll to 135.", "135", True),
        # a later, higher figure without words of a rise is another source's count: a conflict
        ("At least 135 people were killed in the explosion, a hospital source said.", "At least 135", False),
        # the rise in the sentence before is about another figure
        ('"The number of dead has reached 100," he said. At least 135 people were killed.', "At least 135", False),
        # rise words after the figure, later in its sentence (Izhevsk 2022, Club Q 2022 probes)
        ("At least 135 people were killed, the health ministry said on Wednesday, raising the toll.",
         "At least 135", True),
        ("The blast left at least 135 people dead, officials said, revising the toll upward.", "at least 135", True),
        # ... not in the sentence after it
        ("At least 135 people were killed. A second blast on Friday, raising the toll, was denied.",
         "At least 135", False),
    ],
)  # fmt: skip
def test_a_later_report_of_a_risen_toll_replaces_the_day_one_figure(
    no_gate: None, later: str, figure: str, replaced: bool
) -> None:
    """Beirut: 'at least 78' on the day, 'has risen to at least 135' the next: the toll grew,
    the conservative lowest must not take the day-one figure."""
    first, a1 = _said("b1", "A massive explosion rocked Beirut on Tuesday, killing at least 78 people.", "at least 78", 78)
    second, a2 = _said("b2", later, figure, 135)
    arts = {"b1": replace_published(a1, "2020-08-05"), "b2": replace_published(a2, "2020-08-06")}
    c = reconcile_count([first, second], arts, policy="conservative")
    assert c.best == (135 if replaced else 78)
    # a replaced day-one figure bounds nothing (UCDP's range is the toll as it stands); it
    # stays among the reports and in the timeline
    assert (c.low, c.high) == ((135, 135) if replaced else (78, 135))
    assert [t.value for t in c.timeline] == [78, 135]


def replace_published(article: Article, day: str) -> Article:
    from dataclasses import replace

    return replace(article, published=day)


def test_a_rise_reported_the_same_day_replaces_the_lower_count(no_gate: None) -> None:
    """Lahore: "at least 69" and "climbed to 72 on Monday" the same day: the rise says the
    toll grew past the lower count (it had been a conflict, so the conservative rule kept 69);
    a same-day higher figure without words of a rise stays a conflict (Kerman's wounded)."""
    first, a1 = _said("b1", "A massive explosion killed at least 78 people.", "at least 78", 78)
    second, a2 = _said("b2", "The death toll has risen to at least 135.", "at least 135", 135)
    arts = {"b1": replace_published(a1, "2020-08-05"), "b2": replace_published(a2, "2020-08-05")}
    assert reconcile_count([first, second], arts, policy="conservative").best == 135
    third, a3 = _said("b3", "At least 135 people were killed in the explosion.", "At least 135", 135)
    arts = {"b1": replace_published(a1, "2020-08-05"), "b3": replace_published(a3, "2020-08-05")}
    assert reconcile_count([first, third], arts, policy="conservative").best == 78


def _sourced(article: str, value: int, who: str) -> CountReport:
    return dataclasses.replace(_report(article, value), attributed_to=who, perpetrator_sourced=True)


@pytest.mark.parametrize(
    ("who", "perpetrators", "lifted"),
    [
        # a Taliban official counting the dead of an attack the Islamic State claimed
        ("a Taliban official", ["Islamic State"], True),
        # the claimant's own figure, under its name or a branch's
        ("an Islamic State statement", ["Islamic State"], False),
        ("the Islamic State group", ["Islamic State Khorasan"], False),
        # no named group, or no known perpetrator: the flag stays
        ("the militants", ["Islamic State"], False),
        ("a Taliban official", [], False),
    ],
)
def test_third_party_figures(who: str, perpetrators: list[str], lifted: bool) -> None:
    from crosswire.reconcile.counts import third_party_figures

    (r,) = third_party_figures([_sourced("a", 12, who)], perpetrators=perpetrators)
    assert r.perpetrator_sourced is not lifted
    assert (r.note is not None) is lifted


def test_a_lifted_flag_lets_the_figure_count() -> None:
    from crosswire.model import ActorStance, Extraction
    from crosswire.reconcile import reconcile_event

    text = "A suicide bomber killed 46 people at a mosque in Kunduz, a Taliban official said. Islamic State claimed responsibility."
    art = Article(id="a", text=text, published="2021-10-08")
    count = _sourced("a", 46, "a Taliban official")
    claim = ActorStance(name="Islamic State", stance="claimed", evidence=Evidence("a", 82, 118, text[82:118]), asserted_by="Islamic State")
    rec = reconcile_event([art], [Extraction(article_id="a", counts=(count,), actors=(claim,))])
    assert rec.fatalities.best == 46


def test_a_part_a_report_names_is_marked_as_not_its_total() -> None:
    # Vienna 2020: "killing four people before he was shot dead by police" lists 4 and 1
    text = "A man opened fire, killing four people before he was shot dead by police."
    four, one = text.index("killing four people"), text.index("he was shot dead")
    reps = [
        CountReport(kind="killed", value=4, min=4, max=4, qualifier="exact",
                    evidence=Evidence("vie1", four, four + 19, "killing four people")),
        CountReport(kind="killed", value=1, min=1, max=1, qualifier="exact",
                    evidence=Evidence("vie1", one, one + 16, "he was shot dead")),
        _report("vie2", 4),
    ]
    arts = {"vie1": Article(id="vie1", text=text, published="2020-11-03"), **_articles(("vie2", "2020-11-03"))}
    c = reconcile_count(reps, arts, policy="conservative")
    assert c.best == 4
    assert {(r.evidence.article, r.value, r.note) for r in c.reports} == {
        ("vie1", 4, None),
        ("vie1", 1, "not this report's total, 4"),
        ("vie2", 4, None),
    }


@pytest.mark.parametrize(
    ("day", "later", "figure", "value", "best"),
    [
        # Bamako 2015: a siege's first-hours "at least three" is met by the next day's count
        ("2015-11-21", "19 people and two attackers were killed.", "19 people and two attackers", 21, 21),
        # the same day it stays a conflict (Kerman's "more than 210" beside "at least 284")
        ("2015-11-20", "19 people and two attackers were killed.", "19 people and two attackers", 21, 3),
        # a later lower figure does not meet the bound: a conflict
        ("2015-11-21", "Two people were killed.", "Two people", 2, 2),
    ],
)  # fmt: skip
def test_a_lower_bound_a_later_figure_meets_gives_way(
    no_gate: None, day: str, later: str, figure: str, value: int, best: int
) -> None:
    first, a1 = _said("m1", "At least three people were killed in the first hours of the assault.", "At least three", 3)
    second, a2 = _said("m2", later, figure, value, qualifier="exact")
    arts = {"m1": replace_published(a1, "2015-11-20"), "m2": replace_published(a2, day)}
    c = reconcile_count([first, second], arts, policy="conservative")
    assert c.best == best
    assert ("lower bound a later report's figure meets: m1" in c.rule) == (best == value and value > 3)


@pytest.mark.parametrize(
    ("later", "who", "replaced"),
    [
        # the rise is set against the officials' figure: a disagreement, not a revision
        ("The death toll has reached 32 with 42 others seriously injured, the militia leader said, giving a higher "
         "toll than officials.", None, False),
        # another source named for the higher figure the same day
        ("The death toll has reached 32, a militia leader said.", "a militia leader", False),
        # the same source's rise, or an unattributed one, still replaces the lower count
        ("The death toll has reached 32, officials said.", "officials", True),
        ("The death toll has reached 32, the officials said.", "The officials", True),
        ("The death toll has reached 32.", None, True),
    ],
)  # fmt: skip
def test_a_same_day_rise_from_another_source_is_a_conflict(
    no_gate: None, later: str, who: str | None, replaced: bool
) -> None:
    """Officials' "At least 18 people were killed" at 10:00 and a militia leader's "The death
    toll has reached 32 ..., giving a higher toll than officials" at 15:00 the same day: two
    sources disagree (ACLED's conservative rule keeps 18), the toll did not grow."""
    first, a1 = _said("m1", "At least 18 people were killed and 30 others injured, officials said.", "At least 18", 18)
    first = dataclasses.replace(first, attributed_to="officials")
    second, a2 = _said("m2", later, "32", 32, qualifier="exact")
    second = dataclasses.replace(second, attributed_to=who)
    arts = {"m1": replace_published(a1, "2024-06-05T10:00:00Z"), "m2": replace_published(a2, "2024-06-05T15:00:00Z")}
    c = reconcile_count([first, second], arts, policy="conservative")
    assert c.best == (32 if replaced else 18)


def test_a_headline_telling_a_risen_toll_is_its_articles_figure(no_gate: None, monkeypatch: pytest.MonkeyPatch) -> None:
    # GVA dev: the day-three report's headline counts the second death, its body only the
    # brother's, and the count chooser took the body's 1; the conservative lowest then kept
    # the day-one toll of 1
    from crosswire.extract import count_chooser

    monkeypatch.setattr(count_chooser, "choose", lambda rs, **_: min(rs, key=lambda r: r.value))
    title = "Second teen victim of suspected 14-year-old West Allis shooter dies"
    body = "A West Allis teenager wounded in the shooting has died. His brother died on Sunday."
    arts = {
        "a": Article(id="a", text="A 19-year-old man was killed in a shooting.", published="2017-02-12"),
        "b": Article(id="b", text=body, title=title, published="2017-02-14"),
    }
    died = body.index("His brother died")
    reports = [
        CountReport("killed", 1, 1, 1, "exact", Evidence("a", 0, 32, "A 19-year-old man was killed")),
        CountReport("killed", 1, 1, 1, "exact", Evidence("b", died, died + 16, "His brother died")),
        CountReport("killed", 2, 2, 2, "exact", Evidence("b", 0, len(title), title, field="title")),
    ]
    assert reconcile_count(reports, arts, policy="conservative").best == 2
    # the same ordinal in the body is no headline's toll ("A third child, his 20-year-old
    # son, died naturally": a family's earlier deaths)
    body_only = [dataclasses.replace(r, evidence=dataclasses.replace(r.evidence, field="text")) if r.value == 2 else r
                 for r in reports]
    assert reconcile_count(body_only, arts, policy="conservative").best == 1
