"""``events.json``: the output contract (docs/output.md, schema/events.schema.json)."""

from __future__ import annotations

import json
from typing import Any

from crosswire import __version__
from crosswire.pipeline import RunResult


def to_document(result: RunResult) -> dict[str, Any]:
    """The events.json document as a dict (articles and events in a fixed order)."""
    event_of = result.event_of()
    articles = []
    for a in result.articles:
        articles.append(
            {
                "id": a.id,
                "source_path": a.source_path,
                "title": a.title,
                "url": a.url,
                "outlet": a.outlet,
                "credit": a.credit,
                "published": a.published,
                "published_inferred": a.published_inferred,
                "language": a.language,
                "status": a.status,
                "error": a.error,
                "duplicate_of": result.duplicates.get(a.id),
                "event": event_of.get(a.id),
            }
        )
    return {
        "crosswire_version": __version__,
        "policy": result.policy,
        "articles": articles,
        "events": [ev.to_dict() for ev in result.events],
    }


def render(result: RunResult) -> str:
    return json.dumps(to_document(result), ensure_ascii=False, indent=2) + "\n"
