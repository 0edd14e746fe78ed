"""The CI quality gate: fixed dev samples scored against floors in tests/eval_baseline.json.

Needs ../shared/corpora (skips without it). Takes about two minutes on 2 cores. Floors only
go up: ``python -m crosswire.eval.gate --write-baseline`` (see docs/EVALUATION.md).
"""

from __future__ import annotations

import pytest

from crosswire.eval.gate import (
    BASELINE_FILE,
    GATE_RUNS,
    GATED_METRICS,
    Failure,
    check_sha,
    compare,
    measure,
    raised_floors,
    read_baseline,
    write_baseline,
)


def test_compare_flags_only_drops_below_floor():
    floors = {"killed_exact": 0.6, "date_exact": 0.5}
    assert compare("gva", {"killed_exact": 0.6, "date_exact": 0.7}, floors) == []
    assert compare("gva", {"killed_exact": 0.59, "date_exact": 0.7}, floors) == [
        Failure("gva", "killed_exact", 0.59, 0.6)
    ]


def test_raised_floors_never_lower():
    old = {"a": 0.8, "b": 0.1}
    new = raised_floors(old, {"a": 0.5, "b": 0.5}, ("a", "b"))
    assert new["a"] == 0.8  # measured lower: the floor stays
    assert new["b"] == pytest.approx(0.48)  # measured higher: raised to measured - margin


def test_write_baseline_keeps_the_note(tmp_path):
    # why a floor was once lowered by hand stays on record when floors are raised
    p = tmp_path / "baseline.json"
    p.write_text('{"corpora": {}, "note": "Lowered on 2026-11-30: muc4 recall, because ..."}')
    data = write_baseline(tmp_path, corpora=(), path=p)
    assert data["note"].startswith("Lowered on 2026-11-30")


def test_baseline_file_covers_every_gate_run():
    data = read_baseline()
    for corpus in GATE_RUNS:
        entry = data["corpora"].get(corpus)
        assert entry, f"{BASELINE_FILE} has no floors for {corpus}"
        assert set(entry["floors"]) == set(GATED_METRICS[corpus])
        assert entry["options"] == GATE_RUNS[corpus], "gate sample changed: re-measure the floors"


@pytest.mark.corpus
@pytest.mark.slow
@pytest.mark.parametrize("corpus", list(GATE_RUNS))
def test_gate(corpus, corpora):
    entry = read_baseline()["corpora"][corpus]
    msg = check_sha(corpus, corpora, entry)
    if msg:
        pytest.fail(msg)
    result = measure(corpus, corpora)
    failures = compare(corpus, result, entry["floors"])
    assert not failures, "; ".join(map(str, failures))
