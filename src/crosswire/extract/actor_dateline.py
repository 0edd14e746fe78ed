"""Wire datelines in actor extraction: "KABUL, Afghanistan (AP) -" opens a lead with capitals
spaCy reads as an organisation and, lacking a verb of its own, as the subject of the lead's
verb. These helpers find where the dateline ends, the lead's real subject, and names that
only the dateline holds. Used by :mod:`crosswire.extract.actors`.
"""

from __future__ import annotations

import re

from crosswire.nlp import Sentence

# A wire dateline opening the text: "KABUL, Afghanistan (AP) -", "BEIRUT (Reuters) --",
# "ISLAMABAD/NEW DELHI, April 24 (Reuters) -". spaCy reads its capitals as an organisation
# and, with no verb of its own, as the subject of the lead's verb.
_DATELINE = re.compile(
    r"\A\s*[A-Z][A-Z.'’ /-]{1,40}(?:,[^\n()—–]{1,40}?)?\s*(?:\([^()\n]{1,40}\)\s*)?(?:--|—|–|-)\s"
)


def dateline_end_of(text: str) -> int:
    """Where a wire dateline opening ``text`` ends (0: none)."""
    m = _DATELINE.match(text)
    return m.end() if m else 0


def only_in_dateline(name: str, text: str, sent: Sentence, dateline_end: int) -> bool:
    """True when ``name`` occurs in ``sent`` (as written) only inside the dateline."""
    starts = [m.start() for m in re.finditer(re.escape(name), text[sent.start : sent.end])]
    return bool(starts) and all(sent.start + a < dateline_end for a in starts)


def across_dateline(name: str, text: str, dateline_end: int) -> bool:
    """Whether a name runs on from a wire dateline's words into the lead ("DHAKA, Bangladesh
    (AP) — Bangladeshi commandos" read as one name)."""
    if not dateline_end:
        return False
    words = set(re.findall(r"[A-Za-z]+", text[:dateline_end]))
    parts = name.split()
    return len(parts) > 1 and parts[0] in words


def past_dateline(subj, sent: Sentence, dateline_end: int):
    """The real subject when spaCy made a wire dateline the subject ("MOGADISHU, Aug 20
    (Reuters) - Al Shabaab militants stormed ...": the dateline, with the militants as its
    apposition, or a second subject of the verb: "ISLAMABAD/NEW DELHI, April 24 (Reuters) -
    Pakistan denied"): the apposition or subject after the dateline, else no subject."""
    after = [c for c in subj.children if c.dep_ == "appos" and sent.start + c.idx >= dateline_end]
    after += [
        c for c in subj.head.children if c.dep_ in ("nsubj", "nsubjpass") and c.i > subj.i and sent.start + c.idx >= dateline_end
    ]
    # (not a pronoun hung on it too: "QUETTA (Reuters) - Islamic State and ... Lashkar-e-Jhangvi,
    # both claimed")
    after = [c for c in after if c.pos_ != "PRON"] or after
    return after[-1] if after else None


__all__ = ["across_dateline", "dateline_end_of", "only_in_dateline", "past_dateline"]
