"""Cues that name a quote's speaker away from the usual "X said" frame.

* a nickname in marks inside a name ('Police Chief Cerelyn “C.J.” Davis told CNN') is no
  quotation mark that ends the cue window;
* a person described, then named in a relative clause ("A witness who gave only his
  surname, Chen, told Reuters") is the named person, the description the role;
* a paragraph that is one quotation, named in the next paragraph's opening ('"...".' /
  'That was Brandy Robinson, who was bowling ...');
* "it" after a sentence whose subject is an organisation, whatever its verb ("The Chinese
  embassy in Islamabad strongly condemned the attack. '...,' it said in a statement").

Used by :mod:`crosswire.extract.quotes`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from crosswire.extract.quote_antecedents import ORG_NOUNS
from crosswire.extract.quote_roles import earlier_role, title_before
from crosswire.nlp import ParsedArticle, Sentence


@dataclass(frozen=True, slots=True)
class Speaker:
    """A quote's speaker: the name, the role, where the name is; ``also``, the others who
    said the words with them ("Ali Musa and Ahmed Bello said": Bello, for Musa)."""

    name: str
    role: str | None
    start: int
    end: int
    also: tuple[Speaker, ...] = ()


def with_earlier_role(text: str, speaker: Speaker) -> Speaker:
    """``speaker`` with the role an earlier (or this) mention of the name gives: a speaker
    found by pronoun or surname ("Diab said") was introduced with a title before."""
    role = earlier_role(text, speaker.name, speaker.end)
    return speaker if role is None else replace(speaker, role=role)


# The head of a passive perception verb whose subject speaks ("Nichols can be heard saying:").
PERCEIVED = frozenset("heard seen filmed recorded".split())

# A short quoted nickname between a given name and a surname.
_NICKNAME = re.compile(r"(\b[A-Z][a-z]+) [\"“]([A-Z][\w.'’-]{0,12})[\"”] (?=[A-Z][a-z])")

_NAME = r"[A-Z][\w'’.-]+(?:[ \t][A-Z][\w'’.-]+){1,3}"

# "A witness who gave only his surname, Chen," / "who identified herself only as Fatima" /
# "The man, who gave his name as Henri,"
_RELATIVE_NAME = re.compile(
    # (after another relative clause: "A resident who fled to Pemba, who asked to be identified
    # only as Amade,")
    r"(?:\s+who\s+[^,;.\n\"“”]{1,40}?(?=,))?"
    r",?\s+who\s+(?:gave|identified\s+(?:him|her)self|asked\s+to\s+be\s+identified)\s+"
    r"(?:only\s+)?(?:(?:his|her|their)\s+)?(?:(?:(?:first|last|family|given|sur)\s?)?name,?\s+)?"
    r"(?:only\s+)?(?:as\s+)?([A-Z][\w'’-]+(?:[ \t][A-Z][\w'’-]+){0,2})\b"
)

# A paragraph that opens with a speech verb after a quote left on a comma.
# ("said Interim Police Chief ...", "a pupil who escaped told the BBC.", "Milic added.")
_CUE_OPENS = re.compile(
    r"[ \t\xa0]*\n\s*((?:said|says|added|told|wrote|explained)\b|[a-z]"
    r"|[A-Z][\w'’-]*(?:[ \t][A-Z][\w'’.-]*){0,4}[ \t]+(?:said|says|added|told|wrote|explained)\b)"
)
# Words after a closing mark that open a clause of their own, no cue of the quote ("and": a
# verb coordinated with the clause that holds the quote, '... was "a war crime," and called
# on the world to act', whose subject is the clause's; round 20).
NEW_CLAUSE = re.compile(r"\s*[,;]?\s*(?:while|whereas|but|and)\b")

# The next paragraph opens by naming who spoke the quote above it ("That was how Ibrahim Sow,
# a herder, described the raid": round 20).
_NAMED_AFTER = re.compile(
    r"[ \t\xa0]*\n\s*(?:That|This|Those|These)\s+(?:was|were|is|are)\s+(?:the\s+words\s+of\s+|how\s+)?"
    r"(" + _NAME + r")(?=[,.;]|\s+(?:who|speaking|recalling|describing|described|recalled|put\s+it|remembered)\b)"
)


def blank_nicknames(window: str) -> str:
    """``window`` with the marks of a nickname inside a name blanked ('Cerelyn “C.J.” Davis')."""
    return _NICKNAME.sub(lambda m: f"{m.group(1)}  {m.group(2)}  ", window)


def after_nickname(text: str, at: int) -> int | None:
    """Where the name goes on past a nickname that ``at`` (a sentence end) falls in
    ('Chief Cerelyn “C.J.” Davis told CNN', split after "C.J."), else None."""
    for m in _NICKNAME.finditer(text, max(0, at - 40), at + 20):
        if m.start() < at <= m.end():
            return m.end()
    return None


def cue_next_paragraph(text: str, close_at: int) -> int | None:
    """Where the cue starts when a quote ends its paragraph on a comma and the next
    paragraph opens with a speech verb ('"He was shooting to kill,"' / 'said Interim Police
    Chief Jacquelyn Gwinn-Villaroel, describing ...'), else None."""
    if text[close_at - 1 : close_at] != ",":
        return None
    m = _CUE_OPENS.match(text, close_at + 1)
    return m.start(1) if m else None


def past_nickname(text: str, speaker: Speaker) -> Speaker | None:
    """The whole name when ``speaker`` is the nickname in marks inside it ('said Police Chief
    Cerelyn "C.J." Davis at a news conference': the sentence splitter ends a sentence after
    "C.J.", and the speaker had been "C.J."; probe of round 19): the forename and the surname,
    the title before them the role. None when ``speaker`` is no such nickname."""
    for m in _NICKNAME.finditer(text, max(0, speaker.start - 40), min(len(text), speaker.end + 40)):
        if m.start(2) <= speaker.start < m.end(2):
            surname = re.match(r"[A-Z][\w'’-]+", text[m.end() :])
            if surname is None:
                return None
            end = m.end() + surname.end()
            return Speaker(f"{m.group(1)} {surname.group()}", title_before(text, m.start(1)), m.start(1), end)
    return None


def named_in_relative(text: str, name: str, end: int) -> tuple[str, int, int] | None:
    """(role, start, end) of the name a relative clause right after the description
    ``name`` ending at ``end`` gives ("A witness who gave only his surname, Chen, told
    Reuters" is Chen, role "witness")."""
    # ("One shopkeeper, who gave his name only as Ahmed, said": probe of round 19)
    # (and after the verb: "said a woman who identified herself only as Fatima"; round 20)
    desc = re.match(r"(?:[Aa]|[Aa]n|[Tt]he|[Oo]ne)\s+([a-z][\w\s'’-]*)$", name)
    m = _RELATIVE_NAME.match(text, end) if desc else None
    return (desc.group(1), *m.span(1)) if desc and m else None


def named_after_paragraph(text: str, close_at: int) -> tuple[int, int] | None:
    """(start, end) of the name that opens the paragraph after the quote closing at
    ``close_at`` ('"I heard a bang ..."' / 'That was Brandy Robinson, who ...')."""
    after = close_at + 1
    while after < len(text) and text[after] in ".,!?":
        after += 1
    m = _NAMED_AFTER.match(text, after)
    return m.span(1) if m else None


def org_subject_before(pa: ParsedArticle, sent: Sentence) -> tuple[int, int] | None:
    """(start, end) of the organisation that is the subject of the sentence just before
    ``sent`` ("The Chinese embassy in Islamabad strongly condemned the attack."), for "it"."""
    if sent.index == 0:
        return None
    prev = pa.sentences[sent.index - 1]
    if "\n" in pa.text[prev.end : sent.start].strip(" \t"):
        return None  # (not across a paragraph)
    doc = pa.parse_one(prev)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    subj = next((c for c in root.children if c.dep_ == "nsubj"), None) if root is not None else None
    if subj is None or subj.lower_ not in ORG_NOUNS or subj.tag_ == "NNS":
        return None
    mods = [c for c in subj.children if c.i < subj.i and c.dep_ in ("amod", "compound", "poss")]
    if not mods:
        return None  # a bare "The ministry" is left to the speech cues before
    first = min(x.i for m in mods for x in m.subtree)
    return prev.start + doc[first].idx, prev.start + subj.idx + len(subj)


__all__ = [
    "NEW_CLAUSE",
    "PERCEIVED",
    "Speaker",
    "after_nickname",
    "blank_nicknames",
    "cue_next_paragraph",
    "named_after_paragraph",
    "named_in_relative",
    "org_subject_before",
    "with_earlier_role",
]
