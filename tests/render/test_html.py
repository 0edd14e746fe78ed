"""The side-by-side page: text escaped, evidence highlighted, nothing lost."""

from __future__ import annotations

import html as htmllib
import re

from crosswire.model import Article
from crosswire.render.html import _highlight, render


def test_highlight_marks_spans_and_escapes() -> None:
    text = 'At least 84 <people> were "killed" & 284 hurt'
    out = _highlight(text, [(0, 11, "fatalities"), (37, 40, "injuries")])
    assert '<mark data-f="fatalities" title="fatalities">At least 84</mark>' in out
    assert "&lt;people&gt;" in out
    assert htmllib.unescape(re.sub(r"<[^>]+>", "", out)) == text


def test_overlapping_spans_keep_text_whole_and_the_shorter_shows() -> None:
    text = "The group claimed the bombing that killed 84 people."
    out = _highlight(text, [(0, 52, "actor"), (35, 51, "fatalities")])
    assert htmllib.unescape(re.sub(r"<[^>]+>", "", out)) == text
    assert '<mark data-f="fatalities" title="fatalities">killed 84 people</mark>' in out


def test_headline_evidence_is_marked_in_the_title() -> None:
    from crosswire.pipeline import run

    art = Article(id="a", text="Subscribe to continue reading.", title="2 dead in Fresno house party shooting", published="2017-03-05")
    result = run([art])
    page = render(result)
    assert '<mark data-f="fatalities" title="fatalities">2 dead</mark>' in page
