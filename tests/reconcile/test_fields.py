"""Date reconciliation across an event's articles: a vote over ranked candidates."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.model import ActorStance, DateValue, Evidence, Place
from crosswire.reconcile.fields import reconcile_actors, reconcile_date, reconcile_place


def _dates(article: str, *values: str) -> tuple[DateValue, ...]:
    return tuple(
        DateValue(v, Evidence(article=article, start=i, end=i + 1, text="x"), "weekday")
        for i, v in enumerate(values)
    )


@pytest.mark.parametrize(
    ("articles", "expected"),
    [
        # One source: its best date.
        ([("a", "2015-06-22", ["2015-06-21", "2015-06-22"])], "2015-06-21"),
        # Two sources disagree on their best date; the one both rank (GVA dev 441681 shape:
        # "THIS EVENING" vs "Tuesday") wins over a best date only one gives.
        ([("a", "2015-11-04", ["2015-11-04", "2015-11-03"]),
          ("b", "2015-11-04", ["2015-11-03", "2015-11-04"]),
          ("c", "2015-11-05", ["2015-11-03", "2015-11-05"])], "2015-11-03"),
        # A tie between two single reports goes to the date on or just before the first
        # publication, not to a week-old weekday (GVA dev 308687 shape).
        ([("a", "2015-03-17", ["2015-03-11"]), ("b", "2015-03-18", ["2015-03-17"])],
         "2015-03-17"),
        # Two agreeing sources outvote a follow-up's explicit older date.
        ([("a", "2016-11-06", ["2016-11-06"]), ("b", "2016-11-07", ["2016-11-06"]),
          ("c", "2016-12-01", ["2016-05-31"])], "2016-11-06"),
    ],
)  # fmt: skip
def test_reconcile_date(articles, expected):
    rec = reconcile_date([(_dates(a, *vals), pub) for a, pub, vals in articles])
    assert rec.value == expected
    assert rec.rule and "candidate vote" in rec.rule
    assert len(rec.reports) == len(articles)


def test_duplicates_do_not_vote():
    cands = [(_dates("a", "2016-01-02"), "2016-01-02"), (_dates("b", "2016-01-01"), "2016-01-02"),
             (_dates("c", "2016-01-01"), "2016-01-02")]  # fmt: skip
    assert reconcile_date(cands).value == "2016-01-01"
    assert reconcile_date(cands, duplicates={"c": "b"}).value == "2016-01-01"  # tie: earliest
    assert reconcile_date(cands, duplicates={"b": "a", "c": "a"}).value == "2016-01-02"


def test_nothing_to_reconcile():
    assert reconcile_date([]).value is None
    assert reconcile_date([((), "2016-01-01")]).agreement == "none"


_ISO = st.dates().map(lambda d: d.isoformat())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.lists(_ISO, max_size=5), st.one_of(st.none(), _ISO, st.text(max_size=10))),
                max_size=6))  # fmt: skip
def test_order_independent_and_value_is_a_candidate(arts):
    cands = [(_dates(f"a{i}", *vals), pub) for i, (vals, pub) in enumerate(arts)]
    rec = reconcile_date(cands)
    assert rec.value == reconcile_date(list(reversed(cands))).value
    if rec.value is not None:
        assert any(d.value == rec.value for ds, _ in cands for d in ds)


def _place(article: str, name: str, score: float, *, gid: int | None, lat: float | None = 1.0,
           admin1: str = "Georgia") -> Place:  # fmt: skip
    return Place(name=name, evidence=Evidence(article=article, start=0, end=len(name), text=name),
                 admin1=admin1, country_code="US", lat=lat, lon=lat, geonames_id=gid,
                 score=score)  # fmt: skip


@pytest.mark.parametrize(
    ("articles", "expected"),
    [
        # GVA dev 134044 shape: a county two reports lead with, a town one names first;
        # GVA codes the town.
        ([[("Stone Mountain", 0.25, 1), ("Atlanta", 0.24, 2), ("DeKalb County", 0.15, None)],
          [("DeKalb County", 0.13, None)], [("DeKalb County", 0.1, None)]], "Stone Mountain"),
        # GVA dev 209478 shape: the outlet's city leads one report; the town the other report
        # leads with and the first also names wins on summed scores.
        ([[("Indianapolis", 0.5, 2)],
          [("Kokomo", 0.6, 3), ("Indianapolis", 0.04, 2), ("Howard County", 0.6, None)]],
         "Kokomo"),
        # a single report: its best town
        ([[("Macon", 0.3, 4), ("Bibb County", 0.34, None)]], "Macon"),
        # only a county is known
        ([[("Dillon County", 0.67, None)]], "Dillon County"),
        # an outlet's home market (score 0) never outvotes a place a report names, however
        # weakly
        ([[("Memphis", 0.0, 5)], [("Collierville", 0.05, 6)]], "Collierville"),
        ([[("Memphis", 0.0, 5)]], "Memphis"),
    ],
)  # fmt: skip
def test_reconcile_place(articles, expected):
    cands = [
        tuple(_place(f"a{i}", n, sc, gid=gid) for n, sc, gid in ps) for i, ps in enumerate(articles)
    ]
    rec = reconcile_place(cands)
    assert rec.value["name"] == expected
    assert reconcile_place(list(reversed(cands))).value == rec.value
    assert len(rec.reports) == len(articles)


def test_outlet_home_rule_says_so():
    rec = reconcile_place([(_place("a", "Memphis", 0.0, gid=5),)])
    assert "outlet" in rec.rule


def test_a_tie_goes_to_the_place_more_reports_name_r13() -> None:
    # Kuriga 2024 probe: one report's lede town against another's bureau dateline ("ABUJA,
    # Nigeria (AP) —" over "seized ... in the town of Kuriga"): alphabetical order had
    # given the event to Abuja
    cands = [
        (_place("a", "Kuriga", 0.25, gid=None, admin1="Kaduna"),),
        (_place("b", "Abuja", 0.25, gid=2, admin1="Abuja Federal Capital Territory"),),
    ]
    texts = ["Gunmen abducted 287 pupils from a school in Kuriga.",
             "ABUJA, Nigeria (AP) - The children were seized in the town of Kuriga."]
    rec = reconcile_place(cands, texts=texts)
    assert rec.value["name"] == "Kuriga"
    assert "a tie, to the place more reports name (2)" in (rec.rule or "")
    assert reconcile_place(cands).value["name"] == "Abuja"  # without texts: the smallest key


def test_reconcile_place_state_only_and_empty():
    state = _place("a", "Georgia", 0.05, gid=None, lat=None)
    assert reconcile_place([(state,)]).value["name"] == "Georgia"
    assert reconcile_place([(), ()]).agreement == "none"


def test_place_chosen_from_second_rank_cites_its_evidence():
    a = (_place("a", "Indianapolis", 0.5, gid=2),)
    b = (_place("b", "Kokomo", 0.6, gid=3), _place("b", "Indianapolis", 0.04, gid=2))
    c = (_place("c", "Indianapolis", 0.3, gid=2), _place("c", "Kokomo", 0.5, gid=3))
    rec = reconcile_place([a, b, c])
    assert all(r.value["name"] == rec.value["name"] for r in rec.reports)


def test_publication_fallback_votes_less_than_a_dated_report():
    # GVA dev 575412 shape: one report dates the shooting "Last Tuesday" (June 7) and
    # ranks the day of a quote second; another's text dates nothing, so its publication
    # date (June 9) is its only candidate. The dated report's best reading wins.
    dated = _dates("a", "2016-06-07", "2016-06-13")
    pub_only = (
        DateValue("2016-06-09", Evidence(article="b", start=0, end=1, text="x"), "publication"),
    )
    rec = reconcile_date([(dated, "2016-06-13"), (pub_only, "2016-06-09")])
    assert rec.value == "2016-06-07"
    # Two publication-only reports on the same day still outvote one dated report.
    pub_only_c = (
        DateValue("2016-06-09", Evidence(article="c", start=0, end=1, text="x"), "publication"),
    )
    rec = reconcile_date(
        [(dated, "2016-06-13"), (pub_only, "2016-06-09"), (pub_only_c, "2016-06-09")]
    )
    assert rec.value == "2016-06-09"


def _stance(name: str, stance: str, article: str) -> ActorStance:
    return ActorStance(
        name=name, stance=stance, evidence=Evidence(article=article, start=0, end=1, text="x")
    )


def test_acronym_and_full_name_are_one_actor() -> None:
    """One report writes "TTP", another "Tehrik-i-Taliban Pakistan": one claimant, both cited."""
    got = reconcile_actors(
        [
            _stance("TTP", "claimed", "a"),
            _stance("Tehrik-i-Taliban Pakistan", "claimed", "b"),
            _stance("US", "denied", "c"),
        ]
    )
    claimed = [a for a in got if a.stance == "claimed"]
    assert [a.name for a in claimed] == ["Tehrik-i-Taliban Pakistan"]
    assert {e.article for e in claimed[0].evidence} == {"a", "b"}
    assert [a.name for a in got if a.stance == "denied"] == ["US"]


def test_a_suspects_shorter_name_is_the_same_person() -> None:
    got = reconcile_actors(
        [
            _stance("Brenton Tarrant", "suspected", "a"),
            _stance("Brenton Harrison Tarrant", "suspected", "b"),
            _stance("Mary Tarrant", "suspected", "c"),
        ]
    )
    assert sorted(a.name for a in got) == ["Brenton Harrison Tarrant", "Mary Tarrant"]


def test_a_surname_given_by_its_initial_is_the_same_person_r13() -> None:
    # German outlets print "Taleb A.", others "Taleb al-Abdulmohsen" (Magdeburg 2024); two
    # people the initial could stand for keep it apart
    got = reconcile_actors(
        [
            _stance("Taleb A.", "suspected", "a"),
            _stance("Taleb al-Abdulmohsen", "suspected", "b"),
        ]
    )
    assert [a.name for a in got] == ["Taleb al-Abdulmohsen"]
    two = reconcile_actors(
        [
            _stance("John S.", "suspected", "a"),
            _stance("John Smith", "suspected", "b"),
            _stance("John Stone", "suspected", "c"),
        ]
    )
    assert sorted(a.name for a in two) == ["John S.", "John Smith", "John Stone"]


def test_an_event_of_no_listed_type_is_an_incident_in_its_headline() -> None:
    from crosswire.model import Reconciled, ReconciledCount
    from crosswire.reconcile import _headline

    none = ReconciledCount(low=None, best=None, high=None, agreement="none", rule=None, reports=())
    place = Reconciled(
        value={"name": "Balasore", "country_code": "IN"}, agreement="single", reports=(), rule=None
    )
    day = Reconciled(value="2023-06-02", agreement="single", reports=(), rule=None)
    for value, kind in (
        ("other", "Incident"),
        (None, "Incident"),
        ("bombing/explosion", "Bombing"),
    ):
        typ = Reconciled(value=value, agreement="single", reports=(), rule=None)
        assert _headline(typ, place, day, none, none) == f"{kind} in Balasore, IN on 2023-06-02"


def test_a_later_steps_day_yields_to_an_earlier_event_day():
    # GVA dev 205866 shape: one report's only day is the arrest's ("Jacksonville police
    # arrested Kenneth Anderson on Sunday", basis later_step), another's best is the shot's
    # ("the gunshot was heard at about 9 p.m. Saturday") and the arrest second; the arrest
    # has more support, but a step comes after the event, so Saturday wins.
    arrest_only = (
        DateValue("2014-10-12", Evidence(article="a", start=0, end=1, text="x"), "later_step"),
    )
    shot = (
        DateValue("2014-10-11", Evidence(article="b", start=0, end=1, text="x"), "weekday"),
        DateValue("2014-10-12", Evidence(article="b", start=2, end=3, text="x"), "later_step"),
    )
    rec = reconcile_date([(arrest_only, "2014-10-14"), (shot, "2014-10-14")])
    assert rec.value == "2014-10-11"
    # ... not when the earlier day is far weaker (a report's fourth reading) ...
    weak = (
        DateValue("2014-10-12", Evidence(article="c", start=0, end=1, text="x"), "later_step"),
        DateValue("2014-09-30", Evidence(article="c", start=2, end=3, text="x"), "weekday"),
        DateValue("2014-09-29", Evidence(article="c", start=4, end=5, text="x"), "weekday"),
        DateValue("2014-10-10", Evidence(article="c", start=6, end=7, text="x"), "weekday"),
    )
    assert reconcile_date([(arrest_only, "2014-10-14"), (weak, "2014-10-14")]).value == "2014-10-12"
    # ... nor when some report ties the winning day to the event itself
    tied = (DateValue("2014-10-12", Evidence(article="d", start=0, end=1, text="x"), "weekday"),)
    assert (
        reconcile_date(
            [(arrest_only, "2014-10-14"), (shot, "2014-10-14"), (tied, "2014-10-14")]
        ).value
        == "2014-10-12"
    )


def test_a_report_of_the_country_or_state_agrees_with_the_town_in_it() -> None:
    """Jangebe 2021 probe: one report names the town, the other only "north-western Nigeria";
    they do not disagree. Another town of the same country does."""
    town = Place(name="Jangebe", evidence=Evidence(article="a", start=0, end=7, text="Jangebe"),
                 admin1="Zamfara", country_code="NG", lat=12.3, lon=6.4, score=0.9)
    country = Place(name="Nigeria", evidence=Evidence(article="b", start=0, end=7, text="Nigeria"),
                    country_code="NG", geonames_id=2328926, score=0.5)
    state = Place(name="Zamfara", evidence=Evidence(article="c", start=0, end=7, text="Zamfara"),
                  admin1="Zamfara", country_code="NG", lat=12.1, lon=6.2, score=0.4)
    other = Place(name="Gusau", evidence=Evidence(article="d", start=0, end=5, text="Gusau"),
                  admin1="Zamfara", country_code="NG", lat=12.2, lon=6.7, score=0.4)
    r = reconcile_place([[town], [country], [state]])
    assert (r.value["name"], r.agreement) == ("Jangebe", "consensus")
    assert reconcile_place([[town], [other]]).agreement == "conflict"


@pytest.mark.parametrize(
    ("unlisted_state", "listed", "expected"),
    [
        # GVA dev shape: "The home in Waynesville, Indiana" (a town the gazetteer lacks, no
        # point) against Louisville, Ky., which another report names: a town of its own
        ("Indiana", ("Louisville", "Kentucky"), "Waynesville"),
        # ... but beside a listed town of its own state it is a part or neighbour of it
        ("Ohio", ("Cincinnati", "Ohio"), "Cincinnati"),
    ],
)
def test_a_town_the_gazetteer_lacks_counts_as_a_town(unlisted_state, listed, expected) -> None:
    cands = [
        (_place("a", "Waynesville", 0.6, gid=None, lat=None, admin1=unlisted_state),
         _place("a", f"{unlisted_state}", 0.3, gid=None, lat=None, admin1=unlisted_state)),
        (_place("b", listed[0], 0.4, gid=7, admin1=listed[1]),),
    ]  # fmt: skip
    assert reconcile_place(cands).value["name"] == expected


def test_each_article_keeps_its_own_asserter_and_the_brief_says_whose_is_whose() -> None:
    """One outlet's "the army suspected Boko Haram" and another's unattributed "bore the
    hallmarks of Boko Haram" are one suspicion, but only the first is the army's (probe,
    2026-12-02: the brief had put both under "according to army")."""
    from dataclasses import replace

    from crosswire.render.markdown import _asserters

    got = reconcile_actors(
        [
            replace(_stance("Boko Haram", "suspected", "a3"), asserted_by="army"),
            _stance("Boko Haram", "suspected", "a1"),
            replace(_stance("Boko Haram", "blamed", "a2"), asserted_by="police"),
            replace(_stance("Boko Haram", "blamed", "a4"), asserted_by="police"),
        ]
    )
    suspected = next(a for a in got if a.stance == "suspected")
    assert suspected.asserted_by == "army"
    assert dict(suspected.sources) == {"a1": None, "a3": "army"}
    assert _asserters(suspected) == ", according to army [a3]; not attributed [a1]"
    blamed = next(a for a in got if a.stance == "blamed")
    assert _asserters(blamed) == ", according to police [a2, a4]"
    assert blamed.to_dict()["sources"] == [{"article": "a2", "asserted_by": "police"}, {"article": "a4", "asserted_by": "police"}]
    # a group's own denial beside another's account of it
    denied = reconcile_actors(
        [
            replace(_stance("Boko Haram", "denied", "a3"), asserted_by="Boko Haram"),
            replace(_stance("Boko Haram", "denied", "a5"), asserted_by="military sources"),
        ]
    )[0]
    assert _asserters(denied) == ", according to military sources [a5]; in its own words [a3]"
    # ... and beside a report that states it unattributed (the web view had told them apart,
    # the brief had not)
    own = reconcile_actors(
        [replace(_stance("Boko Haram", "denied", "a3"), asserted_by="Boko Haram"), _stance("Boko Haram", "denied", "a1")]
    )[0]
    assert _asserters(own) == ", in its own words [a3]; not attributed [a1]"
