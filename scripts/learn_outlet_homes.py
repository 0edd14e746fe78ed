"""Learn the shipped outlet-homes table (crosswire.outlet_table) from GVA dev.

    .venv/bin/python scripts/learn_outlet_homes.py [--out src/crosswire/data/outlet_homes.json]

Rows: every GVA dev incident with a GVA record, its state and city_or_county, and the
outlets (host names of its articles' URLs) that reported it, each once. An outlet's home
state is the state of at least MIN_REPORTS of its incidents and at least MIN_SHARE of them;
its home town, the city_or_county (the part before a parenthesis, or a "(county)") of at
least MIN_REPORTS and MIN_SHARE of its incidents in that state. National outlets (CNN, the AP's pages, Fox
News) report from everywhere and get none. Only dev is read; test is never touched.

Settings (2-fold cross-validation over dev incidents, the table learned on one half and
the other half scored with gold grouping, the run's own homes learned over all dev
articles as `crosswire eval gva` does): see docs/EVALUATION.md ("The seventeenth round").
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from crosswire.eval import gva
from crosswire.eval.corpora import find_corpora
from crosswire.outlets import outlet_of

# An outlet's home: at least this many of its dev incidents in one state ...
MIN_REPORTS = 2
# ... and at least this share of them (more than any other state by construction).
MIN_SHARE = 0.75


def _town(city: str) -> str | None:
    """GVA's city_or_county as the table writes it: "Cincinnati (Westwood)" -> "Cincinnati",
    "Polk (county)" stays (a county)."""
    city = city.strip()
    if not city:
        return None
    if city.lower().endswith("(county)"):
        return city
    return city.split("(")[0].strip() or None


def learn(
    incidents: Iterable[gva.Incident], *, reports: int = MIN_REPORTS, share: float = MIN_SHARE
) -> dict[str, list[str | None]]:
    """Outlet host -> [home state, home town or None], from the incidents' gold records."""
    states: dict[str, Counter[str]] = {}
    towns: dict[tuple[str, str], Counter[str]] = {}
    for inc in incidents:
        if not inc.state:
            continue
        # each outlet counted once an incident: its three stories of one shooting are one
        # place, not three
        for outlet in sorted({o for art in inc.articles if (o := outlet_of(art)) is not None}):
            states.setdefault(outlet, Counter())[inc.state] += 1
            town = _town(inc.city or "")
            if town:
                towns.setdefault((outlet, inc.state), Counter())[town] += 1
    out: dict[str, list[str | None]] = {}
    for outlet, counts in sorted(states.items()):
        state, n = min(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        if n < reports or n < share * sum(counts.values()):
            continue
        named = towns.get((outlet, state), Counter())
        town, m = min(named.items(), key=lambda kv: (-kv[1], kv[0])) if named else (None, 0)
        out[outlet] = [state, town if m >= reports and m >= share * n else None]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--out", type=Path, default=Path("src/crosswire/data/outlet_homes.json"))
    args = ap.parse_args()
    incidents = gva.load(find_corpora(None), "dev")
    table = learn(incidents)
    doc = {
        "about": "Outlet host -> [home state, home town or null], learned from GVA dev by scripts/learn_outlet_homes.py",
        "min_reports": MIN_REPORTS,
        "min_share": MIN_SHARE,
        "outlets": table,
    }
    # one outlet a line, so a retrained table diffs by outlet
    head = json.dumps({k: v for k, v in doc.items() if k != "outlets"}, sort_keys=True)[:-1]
    rows = ",\n".join(f"{json.dumps(h)}: {json.dumps(v)}" for h, v in sorted(table.items()))
    args.out.write_text(f'{head}, "outlets": {{\n{rows}\n}}}}\n', encoding="utf-8")
    print(
        f"{len(table)} outlets, {sum(1 for v in table.values() if v[1])} with a town -> {args.out}"
    )


if __name__ == "__main__":
    main()
