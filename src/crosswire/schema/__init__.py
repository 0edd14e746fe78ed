"""The JSON Schema of events.json, and validation against it."""

from __future__ import annotations

import json
from functools import lru_cache
from importlib.resources import files
from typing import Any


@lru_cache(maxsize=1)
def events_schema() -> dict[str, Any]:
    return json.loads(files("crosswire.schema").joinpath("events.schema.json").read_text("utf-8"))


def validate_events(document: dict[str, Any]) -> None:
    """Validate an events.json document.

    Raises:
        jsonschema.ValidationError: naming the first place that breaks the contract.
    """
    import jsonschema

    jsonschema.validate(document, events_schema())
