"""Reconcile categorical fields (event type, date, location) and actor stances."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from crosswire.model import ActorStance, Evidence, Reconciled, ReconciledActor, Report
from crosswire.reconcile.agreement import agreement_of


def reconcile_field(
    reports: Sequence[tuple[Hashable, Any, Evidence]],
    *,
    duplicates: Mapping[str, str] | None = None,
    tie_break: Callable[[Hashable], Any] = str,
    what: str = "value",
) -> Reconciled:
    """The value most independent sources give, with every source's report.

    Args:
        reports: ``(key, value, evidence)`` per source, at most one per article; ``key``
            decides which values are the same (a GeoNames id for places).
        duplicates: article ids that copy another; their reports are listed but not counted.
        tie_break: among values with equal support, the one with the smallest key wins.
        what: the field's name in the rule text.

    Returns:
        A :class:`Reconciled` whose ``rule`` says how the value was chosen.
    """
    dup = duplicates or {}
    ordered = sorted(reports, key=lambda r: (r[2].article, r[2].start))
    votes: Counter[Hashable] = Counter(k for k, _, ev in ordered if ev.article not in dup)
    if not votes:
        votes = Counter(k for k, _, _ in ordered)
    if not votes:
        return Reconciled(value=None, agreement="none", reports=(), rule=None)
    best_key = min(votes, key=lambda k: (-votes[k], tie_break(k)))
    value = next(v for k, v, _ in ordered if k == best_key)
    n_src = sum(votes.values())
    rule = f"most sources: {votes[best_key]} of {n_src}"
    if sum(1 for c in votes.values() if c == votes[best_key]) > 1:
        rule += f"; tie broken by {what}"
    return Reconciled(
        value=value,
        agreement=agreement_of(votes),
        reports=tuple(Report(value=v, evidence=ev) for _, v, ev in ordered),
        rule=rule,
    )


def _norm_name(name: str) -> str:
    return " ".join(name.lower().replace(".", "").split())


def reconcile_actors(
    stances: Sequence[ActorStance],
) -> tuple[ReconciledActor, ...]:
    """One entry per (actor, stance), with who asserted it and evidence from every source.

    ``asserted_by`` is the assertion's most frequent source name (ties: alphabetical).
    """
    groups: dict[tuple[str, str], list[ActorStance]] = {}
    for s in stances:
        groups.setdefault((_norm_name(s.name), s.stance), []).append(s)
    out: list[ReconciledActor] = []
    for (_, stance), members in groups.items():
        members.sort(key=lambda s: (s.evidence.article, s.evidence.start))
        names = Counter(s.name for s in members)
        name = min(names, key=lambda n: (-names[n], n))
        asserters = Counter(s.asserted_by for s in members if s.asserted_by)
        asserted = min(asserters, key=lambda n: (-asserters[n], n)) if asserters else None
        evidence = tuple(dict.fromkeys(s.evidence for s in members))
        out.append(ReconciledActor(name=name, stance=stance, asserted_by=asserted, evidence=evidence))
    stance_order = {"claimed": 0, "suspected": 1, "blamed": 2, "denied": 3}
    out.sort(key=lambda a: (stance_order.get(a.stance, 9), a.name))
    return tuple(out)
