"""Press-conference transcripts: turns labelled with who speaks, without quotation marks.

    Q: Who was behind the attack?
    A: The investigation is under way. We will share the results with the public.

    KAREN WEBB: He was known to police, but he was not on any terror watch list.

A block of labelled paragraphs is a transcript when a question turn ("Q:", "QUESTION:",
"REPORTER:") is answered by the next paragraph's turn. Each answer is a direct quotation:
a name label ("KAREN WEBB:", "MR. KIRBY:") names its speaker, written as the article names
them elsewhere; "A:" is the person the article introduces as answering, the person named
in the paragraph before the block that introduces the answers ("The Ministry of Interior's
spokesman, Abdul Nafy Takor, answered questions") or right after it ("That was Min Seung-ki, head of vascular surgery, ...").
Questions are the reporters' and are not returned. A lone label outside such a block (a
dateline "GWADAR:", "Editor's note:") is no turn. Used by :mod:`crosswire.extract.quotes`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from crosswire.extract.quote_marks import paragraphs
from crosswire.extract.quote_roles import NAME_TITLES, earlier_role
from crosswire.speakers import resolve_surname

# A turn's label: a question or answer mark, or a name in capitals (with a courtesy title).
_TURN = re.compile(
    r"[ \t]*(?P<label>Q|A|QUESTION|ANSWER|REPORTER|JOURNALIST|INTERVIEWER"
    r"|(?:(?:MR|MRS|MS|DR|GEN|COL|ADM)\.?[ \t]+)?[A-Z][A-Z'’-]+(?:[ \t]+[A-Z][A-Z'’-]+){0,3})[ \t]*:[ \t]+(?=\S)"
)
# ... or, in a block with a question, a name in title case ("Kirby:", "Governor Newsom:"), and
# a dotted question or answer mark ("Q. ..." / "A. ..."); round 20.
_MIXED_TURN = re.compile(
    r"[ \t]*(?P<label>(?:Q|A)(?=\.)|[A-Z][a-z][\w'’-]*(?:[ \t]+(?:al-|el-)?[A-Z][\w'’-]+){0,2})[ \t]*[:.][ \t]+(?=\S)"
)
_QUESTION = frozenset("Q QUESTION REPORTER JOURNALIST INTERVIEWER".split())
_ANSWER = frozenset("A ANSWER".split())
# A person named in the paragraph before the block, or in a "That was X" paragraph after it.
_NAME = r"[A-Z][\w'’.-]+(?:[ \t]+[A-Z][\w'’.-]+){1,3}"
_NAMED_AFTER = re.compile(r"\s*(?:That|This)\s+(?:was|is)\s+(" + _NAME + r")")
# Words of a paragraph that introduces someone answering questions.
_ANSWERING = re.compile(
    r"(?i)\b(?:answer\w*|questions?|interview\w*|brief\w*|(?:press|news)\s+conference|spoke|speaking|"
    r"told\s+reporters|asked|transcript)\b"
)
_COURTESY = re.compile(r"^(?:MR|MRS|MS|DR|GEN|COL|ADM)\.?[ \t]+")


@dataclass(frozen=True, slots=True)
class Turn:
    """An answer of a transcript: its words (``start``/``end``) and who spoke them, with
    where that name is written (``name_start``/``name_end``, the label or a mention)."""

    start: int
    end: int
    speaker: str
    role: str | None
    name_start: int
    name_end: int


def _labelled(text: str) -> list[tuple[int, int, str, int]]:
    """(paragraph start, end, label, words start) of every paragraph opening with a label."""
    out = []
    for a, b in paragraphs(text):
        m = _TURN.match(text, a, b)
        if m is None or text[m.end()] in "\"“'‘":
            m = _MIXED_TURN.match(text, a, b)
            # (a mixed-case label ends with a colon, a dotted one is a Q or an A only)
            if m is None or text[m.end()] in "\"“'‘" or text[m.start("label") + len(m.group("label"))] == "." and m.group("label") not in ("Q", "A"):
                continue
            out.append((a, b, m.group("label"), m.end()))
            continue
        out.append((a, b, m.group("label"), m.end()))
    return out


def _answerer(text: str, first: int, last_end: int, persons: list[tuple[int, int]]) -> tuple[str, int, int] | None:
    """Who answers the "A:" turns of the block from ``first`` to ``last_end``: a name right
    after it ("That was X"), else the last person named before it."""
    after = _NAMED_AFTER.match(text, last_end)
    if after is not None:
        start, name = after.start(1), after.group(1)
        # (not its titles: "That was Police Superintendent Joao Ferreira"; round 20)
        while (title := re.match(r"([\w.]+)\s+(?=[A-Z])", name)) and title.group(1).lower().rstrip(".") in NAME_TITLES:
            start, name = start + title.end(), name[title.end() :]
        return name, start, after.end(1)
    lead = [(a, b) for a, b in paragraphs(text) if b <= first]
    if not lead or not _ANSWERING.search(text, *lead[-1]):
        return None  # (a paragraph that does not introduce the answers: a quote of someone else)
    before = [p for p in persons if lead[-1][0] <= p[0] and p[1] <= lead[-1][1]]
    if before:
        a, b = before[-1]
        return text[a:b], a, b
    return None


def _name_of(text: str, label: str, at: int) -> tuple[str, int, int]:
    """The name a capitals label stands for, as the text writes it elsewhere ("KAREN WEBB:"
    -> "Karen Webb"; "MR. KIRBY:" -> "John Kirby" after an earlier "John Kirby")."""
    bare = _COURTESY.sub("", label)
    words = bare.split()
    while len(words) > 1 and words[0].lower().rstrip(".") in NAME_TITLES:
        words = words[1:]  # ("Governor Newsom:")
    bare = bare[bare.rfind(words[0]) :] if words else bare
    title = " ".join(w.capitalize() if w.isupper() else w for w in bare.split())
    title = re.sub(r"-(\w)", lambda m: "-" + m.group(1).upper(), title)
    mention = re.search(r"\b" + re.escape(title) + r"\b", text, re.IGNORECASE)
    name = text[mention.start() : mention.end()] if mention else title
    if " " not in name:
        name = resolve_surname(text, name, before=len(text))
    start = at + label.find(bare)
    return name, start, start + len(bare)


def transcript_turns(text: str, persons: Callable[[], list[tuple[int, int]]]) -> list[Turn]:
    """The answers of the transcript blocks of ``text``, in text order.

    Args:
        text: the article text.
        persons: gives (start, end) of the PERSON names of the text, in text order (who an
            "A:" turn is, when the article introduces the one answering); called only when
            the text holds a transcript.

    Returns:
        One :class:`Turn` per answer whose speaker is known.
    """
    turns = _labelled(text)
    if not any(label in _QUESTION or text[a:b].rstrip().endswith("?") for a, b, label, _ in turns):
        return []
    # blocks: consecutive labelled paragraphs (nothing else between them)
    blocks: list[list[tuple[int, int, str, int]]] = []
    for t in turns:
        if blocks and not text[blocks[-1][-1][1] : t[0]].strip():
            blocks[-1].append(t)
        else:
            blocks.append([t])
    out: list[Turn] = []
    for block in blocks:
        labels = [label for _, _, label, _ in block]
        # (an interviewer named by the outlet, "AL JAZEERA: Will you ...?": a label all of
        # whose turns ask, beside another label)
        asking = {q for q in labels if q in _QUESTION or len(set(labels)) > 1 and all(
            text[a:b].rstrip().endswith("?") for a, b, label, _ in block if label == q)}
        if not any(q in asking and k + 1 < len(labels) and labels[k + 1] not in asking for k, q in enumerate(labels)):
            continue  # no question answered: a lone label ("GWADAR: ...") is no transcript
        answerer = _answerer(text, block[0][0], block[-1][1], persons())
        for a, b, label, words in block:
            if label in asking:
                continue
            if label in _ANSWER:
                if answerer is None:
                    continue
                name, ns, ne = answerer
            else:
                name, ns, ne = _name_of(text, label, a + text[a:b].find(label))
            end = a + len(text[a:b].rstrip())
            out.append(Turn(words, end, name, earlier_role(text, name, len(text)), ns, ne))
    return out


__all__ = ["Turn", "transcript_turns"]
