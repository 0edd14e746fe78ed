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
