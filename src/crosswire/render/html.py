"""``report.html``: a self-contained page showing each event's sources side by side.

Every evidence span is highlighted in its article's text (or its headline, for figures
read from the title), labelled with the field it supports, so an editor can see at a glance which outlet says what. No scripts, no network:
it opens from disk.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from crosswire.model import EventRecord, Evidence
from crosswire.pipeline import RunResult
from crosswire.reconcile.fields import coords_note, where_note

# Articles longer than this many characters are shown whole but scroll in their column.
COLUMN_HEIGHT_PX = 520

_CSS = """
body{font:15px/1.45 system-ui,sans-serif;margin:1.5rem;color:#222;background:#fafafa}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2.2rem;border-top:2px solid #ccc;padding-top:1rem}
table.facts{border-collapse:collapse;margin:.6rem 0}
table.facts td,table.facts th{border:1px solid #ddd;padding:.25rem .5rem;vertical-align:top;text-align:left}
.agree-conflict{color:#b00020;font-weight:600}.agree-consensus{color:#1b5e20}
.agree-majority{color:#33691e}.agree-single,.agree-none{color:#666}
.sources{display:flex;gap:.8rem;overflow-x:auto;align-items:flex-start}
.src{flex:1 0 22rem;max-width:34rem;background:#fff;border:1px solid #ddd;padding:.6rem;
 max-height:%dpx;overflow-y:auto;white-space:pre-wrap}
.src h3{font-size:.95rem;margin:.1rem 0 .5rem}
mark{padding:0 .1rem;border-radius:2px}mark[data-f=fatalities]{background:#ffcdd2}
mark[data-f=injuries]{background:#ffe0b2}mark[data-f=abducted]{background:#b2dfdb}mark[data-f=date]{background:#c8e6c9}
mark[data-f=location]{background:#bbdefb}mark[data-f=actor]{background:#e1bee7}
mark[data-f=quote]{background:#fff9c4}mark[data-f=event_type]{background:#d7ccc8}
.conflicts li{color:#b00020}
""" % COLUMN_HEIGHT_PX  # noqa: UP031 - CSS braces would need doubling in an f-string


def _marks(ev: EventRecord) -> dict[tuple[str, str], list[tuple[int, int, str]]]:
    """Spans to highlight per (article, evidence field: "text" or "title")."""
    spans: dict[tuple[str, str], list[tuple[int, int, str]]] = {}

    def add(field: str, evidence: Iterable[Evidence]) -> None:
        for e in evidence:
            spans.setdefault((e.article, e.field), []).append((e.start, e.end, field))

    add("event_type", (r.evidence for r in ev.event_type.reports))
    add("date", (r.evidence for r in ev.date.reports))
    add("location", (r.evidence for r in ev.location.reports))
    add("fatalities", (r.evidence for r in ev.fatalities.reports))
    add("injuries", (r.evidence for r in ev.injuries.reports))
    if ev.abducted is not None:
        add("abducted", (r.evidence for r in ev.abducted.reports))
    for a in ev.actors:
        add("actor", a.evidence)
    for q in ev.quotes:
        add("quote", q.evidence)
    return spans


def _highlight(text: str, spans: list[tuple[int, int, str]]) -> str:
    """Escape ``text`` and wrap spans in <mark>. Where spans nest, the shorter one shows
    (a count inside an actor's sentence stays visible as a count)."""
    owner: list[str | None] = [None] * len(text)
    for start, end, field in sorted(spans, key=lambda s: (-(s[1] - s[0]), s)):
        for i in range(max(0, start), min(end, len(text))):
            owner[i] = field
    out: list[str] = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and owner[j] == owner[i]:
            j += 1
        chunk = html.escape(text[i:j])
        kind = owner[i]
        out.append(f'<mark data-f="{kind}" title="{kind}">{chunk}</mark>' if kind else chunk)
        i = j
    return "".join(out)


def _row(label: str, value: object, agreement: str, detail: str = "") -> str:
    return (
        f"<tr><th>{label}</th><td>{html.escape(str(value))}</td>"
        f'<td class="agree-{agreement}">{agreement}</td><td>{html.escape(detail)}</td></tr>'
    )


def _where_detail(ev: EventRecord) -> str:
    """The place's coordinates, and its rule where no report names it in those words (an
    outlet's home, a postal town)."""
    loc = ev.location.value if isinstance(ev.location.value, dict) else {}
    detail = f"{loc.get('lat')}, {loc.get('lon')}"
    if coords := coords_note(loc):  # a village the gazetteer lacks: not its own point
        detail += f" ({coords})"
    note = where_note(ev.location.rule)
    return f"{detail}; {note}" if note else detail


def render_event(ev: EventRecord, result: RunResult) -> str:
    arts = {a.id: a for a in result.articles}
    loc = ev.location.value if isinstance(ev.location.value, dict) else {}
    where = ", ".join(str(loc[k]) for k in ("name", "admin1", "country_code") if loc.get(k)) if loc else None
    rows = [
        _row("What", ev.event_type.value, ev.event_type.agreement),
        _row("When", ev.date.value, ev.date.agreement),
        _row("Where", where, ev.location.agreement, _where_detail(ev) if loc else ""),
        _row("Killed", ev.fatalities.best, ev.fatalities.agreement, f"low {ev.fatalities.low}, high {ev.fatalities.high}; {ev.fatalities.rule}"),
        _row("Injured", ev.injuries.best, ev.injuries.agreement, f"low {ev.injuries.low}, high {ev.injuries.high}; {ev.injuries.rule}"),
    ]
    if (ab := ev.abducted) is not None and ab.reports:  # (a row only where a report tells any)
        rows.append(_row("Abducted", ab.best, ab.agreement, f"low {ab.low}, high {ab.high}; {ab.rule}"))
    for a in ev.actors:
        own = {by for _, by in a.sources}
        if len(own) > 1:  # each article's own asserter where they differ
            said = {None: "not attributed", a.name: "in its own words"}
            by = "; ".join(f"{said.get(who) or f'according to {who}'} ({art})" for art, who in a.sources)
        else:
            by = f"according to {a.asserted_by}" if a.asserted_by else ""
        n = len({e.article for e in a.evidence})
        rows.append(_row(a.stance.capitalize(), a.name, "single" if n == 1 else "consensus", f"{by}; {n} source(s)".strip("; ")))
    parts = [f"<h2>{html.escape(ev.headline)}</h2>", f"<p><code>{ev.id}</code></p>"]
    parts.append('<table class="facts">' + "".join(rows) + "</table>")
    if ev.conflicts:
        parts.append('<ul class="conflicts">' + "".join(f"<li>{html.escape(c.summary)}</li>" for c in ev.conflicts) + "</ul>")
    marks = _marks(ev)
    cols = []
    for aid in ev.articles:
        art = arts[aid]
        meta = " · ".join(x for x in (art.outlet, art.credit, art.published) if x)
        dup = f" (copy of {result.duplicates[aid]})" if aid in result.duplicates else ""
        cols.append(
            f'<div class="src"><h3>{html.escape(aid)}{html.escape(dup)}<br><small>'
            f'{_highlight(art.title or "", marks.get((aid, "title"), []))} '
            f"{html.escape(meta)}</small></h3>{_highlight(art.text, marks.get((aid, 'text'), []))}</div>"
        )
    parts.append('<div class="sources">' + "".join(cols) + "</div>")
    return "\n".join(parts)


def render(result: RunResult) -> str:
    body = "\n".join(render_event(ev, result) for ev in result.events)
    return (
        '<!doctype html><html lang=en><meta charset=utf-8><meta name=generator content="crosswire">'
        # (no script may run, whatever an article's text smuggles past the escaping; the
        # page needs none, and nothing from the network)
        "<meta http-equiv=Content-Security-Policy content=\"default-src 'none'; style-src 'unsafe-inline'\">"
        "<title>crosswire</title>"
        f"<style>{_CSS}</style><h1>crosswire: {len(result.events)} event(s), policy "
        f"{html.escape(result.policy)}</h1>{body}</html>\n"
    )
