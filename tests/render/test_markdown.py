"""The brief's field lines: which sources each value is cited to."""

from __future__ import annotations

import pytest

from crosswire.model import Evidence, Reconciled, Report
from crosswire.render.markdown import _field_line


def _report(value: str, article: str) -> Report:
    return Report(value, Evidence(article, 0, 6, "Monday"))


@pytest.mark.parametrize(
    ("reports", "cited"),
    [
        # Only the sources that give the chosen date are cited for it; the one that says
        # otherwise is listed under the disagreements instead.
        (
            (_report("2017-05-23", "a_bbc"), _report("2017-05-22", "reuters-1"), _report("2017-05-22", "b")),
            "[b, reuters-1]",
        ),
        # No report gives the value as such (a value built from several): cite them all.
        ((_report("x", "a"), _report("y", "b")), "[a, b]"),
    ],
)
def test_field_line_cites_the_sources_of_the_chosen_value(
    reports: tuple[Report, ...], cited: str
) -> None:
    chosen = "2017-05-22" if len(reports) == 3 else "z"
    line = _field_line("When", Reconciled(chosen, "conflict", reports), None)
    assert line.endswith(f"{chosen} {cited} (conflict).")


def test_field_line_without_a_value() -> None:
    assert _field_line("When", Reconciled(None, "none"), None) == "- **When**: not reported."


def test_events_without_facts_are_listed_not_rendered() -> None:
    from crosswire.model import Article
    from crosswire.pipeline import run
    from crosswire.render.markdown import render

    arts = [
        Article(id="fr", text="Un attentat à la bombe a tué 22 personnes lundi soir, selon la police."),
        Article(id="en", text="Two men were shot dead in Chicago on Tuesday, police said.", published="2017-05-24"),
    ]
    brief = render(run(arts))
    assert "## Articles that gave no facts" in brief
    assert brief.count("\n## ") == 2  # the Chicago event and the list; no empty section
    assert "fr" in brief.split("## Articles that gave no facts")[1]


def test_evidence_across_paragraphs_stays_on_its_line() -> None:
    # a sum of victims named in two paragraphs (a Chicago weekend round-up) cites text with
    # a paragraph break, which ended the list item and left the rest as a loose paragraph
    from crosswire.model import CountReport, ReconciledCount
    from crosswire.render.markdown import _count_line

    text = "a 24-year-old man was shot dead, police said.\n\nOn Sunday, a 6-year-old girl was shot and killed"
    report = CountReport("killed", 2, 2, 2, "exact", Evidence("rnd1", 10, 10 + len(text), text), note="sum of 2")
    lines = _count_line("Killed", ReconciledCount(2, 2, 2, "single", "conservative", (report,)))
    assert all("\n" not in line for line in lines)
    assert lines[-1].endswith("“a 24-year-old man was shot dead, police said. On Sunday, a 6-year-old girl was shot and killed” [rnd1]")


def test_a_place_no_report_names_says_so_in_the_brief_and_the_web_view() -> None:
    # a lone placeless report of an outlet in the shipped table (WLWT, Cincinnati): the brief
    # must not read as if the report named the city
    from crosswire.model import Article
    from crosswire.pipeline import run
    from crosswire.render import html, markdown

    art = Article(
        id="wlwt-1", url="https://www.wlwt.com/article/man-shot-overnight/12345", published="2016-05-02",
        title="Man shot overnight, police investigating",
        text="A man was shot early Sunday morning and taken to the hospital with injuries that are not "
        "life-threatening, police said. Officers found the victim on the sidewalk after reports of gunfire.",
    )  # fmt: skip
    result = run([art])
    brief = markdown.render(result)
    where = next(line for line in brief.splitlines() if line.startswith("- **Where**"))
    assert "Cincinnati" in where and "no report names a place" in where
    assert "no report names a place" in html.render(result)


def test_a_postal_town_says_which_named_place_it_stands_for() -> None:
    # "Isla Vista" is reported under its postal town, Goleta: the brief and the web view say
    # so beside the place, which no report names in those words
    from crosswire.model import Article
    from crosswire.pipeline import run
    from crosswire.render import html, markdown

    art = Article(
        id="iv", published="2025-03-08",
        text="A 24-year-old man was shot dead in Isla Vista late Friday, the Santa Barbara County Sheriff's "
        "Office said. Two other people were wounded.",
    )  # fmt: skip
    result = run([art])
    where = next(line for line in markdown.render(result).splitlines() if line.startswith("- **Where**"))
    assert where.startswith("- **Where**: Goleta, California") and "Isla Vista's postal town (USPS)" in where
    assert "Isla Vista&#x27;s postal town (USPS)" in html.render(result)


def test_abducted_figures_reach_the_brief_the_web_view_and_the_csv() -> None:
    # a school kidnapping in two reports: the record counts the abducted beside the dead,
    # and each output shows it; an event with no abduction shows no such line
    from crosswire.model import Article
    from crosswire.pipeline import run
    from crosswire.render import csv, html, markdown

    arts = [
        Article(
            id="h1", published="2025-03-08", title="Gunmen abduct 20 schoolchildren in Nigeria's Katsina state",
            text="Gunmen stormed a boarding school in Kankara in northwestern Nigeria's Katsina state on Friday "
            "night and kidnapped 20 pupils, killing a security guard, police said on Saturday.",
        ),
        Article(
            id="h2", published="2025-03-08",
            text="Armed men have abducted at least 25 students from a school in Kankara, in Nigeria's north-western "
            "state of Katsina, a local official said. One guard was shot dead during the raid late on Friday.",
        ),
    ]  # fmt: skip
    result = run(arts)
    (ev,) = result.events
    assert ev.abducted is not None and (ev.abducted.low, ev.abducted.best, ev.abducted.high) == (20, 20, 25)
    assert ev.headline.endswith("1 killed, 20 abducted")
    brief = markdown.render(result)
    line = next(x for x in brief.splitlines() if x.startswith("- **Abducted**"))
    assert line.startswith("- **Abducted**: 20 (low 20, high 25; conflict)")
    assert "kidnapped 20 pupils" in brief and "abducted at least 25 students" in brief
    assert "<th>Abducted</th>" in html.render(result) and 'data-f="abducted"' in html.render(result)
    rows = csv.render(result).splitlines()
    header, first = rows[0].split(","), rows[1].split(",")
    assert first[header.index("abducted_best")] == "20"
    calm = run([Article(id="k", published="2025-03-08", text="A bomb killed four people in Kabul on Friday, police said.")])
    assert "Abducted" not in markdown.render(calm) and "Abducted" not in html.render(calm)


def test_a_village_the_gazetteer_lacks_says_whose_coordinates_it_has() -> None:
    # (Kajuru Station, Kaduna 2025 probe) the record names the village with its province's
    # point; the brief and the web view must not pass that point off as the village's
    from crosswire.model import Article
    from crosswire.pipeline import run
    from crosswire.render import html, markdown

    art = Article(
        id="v", published="2025-04-14",
        text="KADUNA, Nigeria (AP) — Gunmen attacked Kajuru Station, a village in Kaduna state, killing at "
        "least 11 people on Sunday, police said.",
    )  # fmt: skip
    result = run([art])
    where = next(line for line in markdown.render(result).splitlines() if line.startswith("- **Where**"))
    assert where.startswith("- **Where**: Kajuru Station, Kaduna, NG") and "the coordinates are the province's" in where
    assert "the coordinates are the province&#x27;s" in html.render(result)
