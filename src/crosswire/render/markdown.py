"""``report.md``: a readable brief per event in which every statement cites its articles."""

from __future__ import annotations

from collections.abc import Iterable

from crosswire.model import EventRecord, Evidence, Reconciled, ReconciledActor, ReconciledCount
from crosswire.pipeline import RunResult
from crosswire.reconcile.fields import coords_note, where_note

_STANCE_TITLES = {
    "claimed": "Claimed responsibility",
    "suspected": "Suspected",
    "blamed": "Blamed",
    "denied": "Denied involvement",
}
# Quotes in the brief are cut to this many characters; events.json keeps them whole.
QUOTE_CHARS = 400


def _inline(text: str) -> str:
    """``text`` on one line: evidence that spans paragraphs would end a list item or a
    block quote at its line break."""
    return " ".join(text.split())


def _cite(evidence: Iterable[Evidence]) -> str:
    ids = sorted({e.article for e in evidence})
    return "[" + ", ".join(ids) + "]" if ids else "[no source]"


def _asserters(a: ReconciledActor) -> str:
    """Who asserts an actor's stance, with the articles that say so: one asserter for all
    ("Boko Haram, according to army [a1, a3]"), or each article's own where they differ
    ("according to army [a3]; not attributed [a1]")."""
    by_article = dict(a.sources)
    if len(set(by_article.values())) <= 1:
        whose = f", according to {a.asserted_by}" if a.asserted_by and a.asserted_by != a.name else ""
        return f"{whose} {_cite(a.evidence)}"
    groups: dict[str | None, list[str]] = {}
    for art, who in sorted(by_article.items(), key=lambda kv: (kv[1] is None, kv[1] == a.name, kv[1] or "", kv[0])):
        groups.setdefault(who, []).append(art)
    said = {None: "not attributed", a.name: "in its own words"}
    parts = [said.get(who) or f"according to {who}" for who in groups]
    parts = [f"{p} [" + ", ".join(arts) + "]" for p, arts in zip(parts, groups.values(), strict=True)]
    return ", " + "; ".join(parts)


def _field_line(label: str, field: Reconciled, shown: str | None) -> str:
    if field.value is None:
        return f"- **{label}**: not reported."
    # Cite the sources that give the chosen value; the others are listed where the
    # sources disagree.
    agree = [r.evidence for r in field.reports if r.value == field.value]
    ev = agree or [r.evidence for r in field.reports]
    return f"- **{label}**: {shown or field.value} {_cite(ev)} ({field.agreement})."


def _count_line(label: str, c: ReconciledCount) -> list[str]:
    if c.best is None and not c.reports:
        return [f"- **{label}**: no figure reported."]
    lines = [
        f"- **{label}**: {c.best if c.best is not None else 'unknown'} "
        f"(low {c.low}, high {c.high}; {c.agreement}) {_cite(r.evidence for r in c.reports)}. "
        f"Rule: {c.rule}."
    ]
    for r in c.reports:
        qual = "" if r.qualifier == "exact" else f", {r.qualifier.replace('_', ' ')}"
        if r.qualifier == "range" and r.max is not None:
            qual = f", range {r.min}-{r.max}"
        per = f", per {r.attributed_to}" if r.attributed_to else ""
        flag = ", perpetrator's own figure" if r.perpetrator_sourced else ""
        where = ", headline" if r.evidence.field == "title" else ""
        note = f" ({_inline(r.note)})" if r.note else ""
        lines.append(f"  - {r.value}{qual}{per}{flag}{note}: “{_inline(r.evidence.text)}” [{r.evidence.article}{where}]")
    return lines


def render_event(ev: EventRecord) -> str:
    out = [f"## {ev.headline}", ""]
    out.append(f"Event `{ev.id}`, from {len(ev.articles)} article(s): {', '.join(ev.articles)}.")
    out.append("")
    loc = ev.location.value if isinstance(ev.location.value, dict) else None
    where = None
    if loc:
        parts = [loc.get("name"), loc.get("admin1"), loc.get("country_code")]
        where = ", ".join(str(p) for p in parts if p)
        if loc.get("lat") is not None:
            where += f" ({loc['lat']:.4f}, {loc['lon']:.4f})"
            if note := coords_note(loc):  # a village the gazetteer lacks: not its own point
                where += f", {note}"
    out.append(_field_line("What", ev.event_type, None))
    out.append(_field_line("When", ev.date, None))
    where_line = _field_line("Where", ev.location, where)
    if ev.location.value is not None and (note := where_note(ev.location.rule)):
        # the place is no report's words (an outlet's home market, a postal town): say so
        # where it is read
        where_line = f"{where_line[:-1]}; {note}."
    out.append(where_line)
    out += _count_line("Killed", ev.fatalities)
    out += _count_line("Injured", ev.injuries)
    if ev.abducted is not None and ev.abducted.reports:  # (a line only where a report tells any)
        out += _count_line("Abducted", ev.abducted)
    for stance, title in _STANCE_TITLES.items():
        actors = [a for a in ev.actors if a.stance == stance]
        for a in actors:
            out.append(f"- **{title}**: {a.name}{_asserters(a)}.")
    if ev.conflicts:
        out += ["", "### Where the sources disagree", ""]
        for c in ev.conflicts:
            out.append(f"- {c.summary}.")
    if ev.shared_passages:
        out += ["", "### Passages several outlets carry", ""]
        for p in ev.shared_passages:
            copies = ", ".join(sorted({c.article for c in p.copies}))
            how = {"credit": "credited to it", "attribution": "attributed to it", "earliest": "published first", "tie": "same day; no claim who copied"}[p.basis]
            out.append(f"- “{_inline(p.text)}” first in {p.source.article} ({how}), also in {copies}.")
    if ev.quotes:
        out += ["", "### Who said what", ""]
        for q in ev.quotes:
            who = q.speaker or "unattributed"
            if q.speaker_role:
                who += f" ({q.speaker_role})"
            text = _inline(q.text)
            text = text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 1] + "…"
            wordings = len({e.text for e in q.evidence})
            note = f"; {wordings} wordings" if wordings > 1 else ""
            out.append(f"> “{text}”  \n> — {who} {_cite(q.evidence)}{note}")
            out.append("")
    out.append("")
    return "\n".join(out)


def has_facts(ev: EventRecord) -> bool:
    """Whether the event has any reconciled value (a page in another language, a blank page
    or a menu makes an event of its own with none)."""
    return any(
        f.value is not None for f in (ev.event_type, ev.date, ev.location)
    ) or bool(ev.fatalities.reports or ev.injuries.reports or (ev.abducted and ev.abducted.reports) or ev.actors or ev.quotes)


def render(result: RunResult) -> str:
    ok = sum(1 for a in result.articles if a.status == "ok")
    skipped = [a for a in result.articles if a.status != "ok"]
    head = [
        "# crosswire brief",
        "",
        f"{ok} article(s) read, {len(skipped)} skipped; {len(result.events)} event(s); "
        f"count policy `{result.policy}`. Article ids in brackets cite the sources of each line.",
        "",
    ]
    foreign = [a for a in result.articles if a.status == "ok" and a.language not in (None, "en")]
    if foreign:
        langs = ", ".join(sorted({str(a.language) for a in foreign}))
        head += [
            f"Not in English ({langs}): {', '.join(a.id for a in foreign)}. crosswire's "
            "extractors read English; these articles are grouped, but yield no facts.",
            "",
        ]
    body = [render_event(ev) for ev in result.events if has_facts(ev)]
    tail: list[str] = []
    bare = [ev for ev in result.events if not has_facts(ev)]
    if bare:
        # a section of "not reported" lines per such event would bury the real ones
        tail = ["## Articles that gave no facts", ""]
        tail += [f"- Event `{ev.id}`: {', '.join(ev.articles)}" for ev in bare]
        tail.append("")
    if skipped:
        tail += ["## Skipped inputs", ""]
        tail += [f"- {a.id} ({a.source_path}): {a.error}" for a in skipped]
        tail.append("")
    return _inert("\n".join(head + body + tail))


def _inert(markdown: str) -> str:
    """The brief with the markup an article's words could carry made plain text: a ``<``
    (a quoted "<script>", an id with a tag in it) and a link's ``](`` escaped, which the
    brief's own markup never uses. A Markdown viewer that passes HTML through (pandoc) had
    run a quote's script, and shown a quoted ``[text](javascript:...)`` as a link."""
    return markdown.replace("<", "\\<").replace("](", "]\\(")
