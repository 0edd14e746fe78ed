"""Two or more speakers of one quote, joined by "and": "Police chief Ali Musa and Governor
Ahmed Bello said", "said Ali Musa and Ahmed Bello", "Bass and McDonnell said", "The Foreign
Ministers of Egypt and Jordan, Badr Abdelatty and Ayman Safadi, said".

A :class:`~crosswire.model.Quote` has one speaker, so words two people said together are two
Quotes over the same evidence, one per speaker, each with its own name, role and name
evidence (the quote is attributed to both: who said what). Before round 20 the first name
had kept the rest of the phrase as its role ("Police chief and Governor Ahmed Bello") and the
second person was lost.

The phrase is read from its words, not from the parse alone: the small model hangs the
conjuncts in several ways ("Ruto" as a modifier of "Mohamud", "McDonnell" tagged an
organisation). Each part between "and"s (and commas of a list) must end in a name: capitalised
proper nouns that are no title, no place or nationality, and at least one part a PERSON entity.
Used by :mod:`crosswire.extract.quote_subjects`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from crosswire.extract.quote_antecedents import ORG_NOUNS
from crosswire.extract.quote_cues import Speaker
from crosswire.extract.quote_roles import NAME_TITLES, PLACE_LABELS
from crosswire.nlp import ParsedArticle, Sentence
from crosswire.speakers import resolve_surname

# Most words one part of a joint subject may have, its role and name together ("Somali
# President Hassan Sheikh Mohamud": 5; "hostage families forum head Noam Peri": 6).
MAX_PART_WORDS = 8
# Most people one joint subject names (a list longer than this is a list of victims or
# signatories, not speakers of one quote).
MAX_SPEAKERS = 4
# Most words of a name the NER did not tag as a person ("McDonnell" as an organisation).
MAX_UNTAGGED_NAME = 3
_JOINERS = frozenset({"and", "&"})


@dataclass(frozen=True, slots=True)
class Part:
    """One person of a joint subject: the name's offsets and the role's (or None), relative
    to the sentence."""

    name_start: int
    name_end: int
    role_start: int | None
    role_end: int | None


def _name_run(toks, ents) -> int | None:
    """Index in ``toks`` where the trailing name starts, else None."""
    k = len(toks)
    while k > 0:
        t = toks[k - 1]
        low = t.text.lower().rstrip(".")
        named = t.pos_ == "PROPN" or t.ent_type_ == "PERSON"
        hyphen = t.text in ("-", "‐") and k < len(toks)
        if not (hyphen or (named and t.text[:1].isupper() and low not in NAME_TITLES)):
            break
        k -= 1
    if k == len(toks):
        return None
    run = toks[k:]
    if any(ents.get(t.i) in PLACE_LABELS for t in run) or any(t.text.lower() in ORG_NOUNS for t in run):
        return None
    if k and toks[k - 1].pos_ == "ADP":
        return None  # a title's complement ("Minister of Foreign Affairs and International Cooperation")
    if not any(ents.get(t.i) == "PERSON" for t in run) and not (len(run) <= MAX_UNTAGGED_NAME and all(t.text[:1].isupper() and not t.text.isupper() for t in run)):
        return None
    return k


def joint_parts(doc, first: int, last: int) -> tuple[list[Part], tuple[int, int] | None] | None:
    """The people of the subject phrase ``doc[first:last + 1]`` when it joins two or more
    names by "and", with the shared role set off before them ("The Foreign Ministers of
    Egypt and Jordan, Badr Abdelatty and Ayman Safadi"), else None.

    Returns:
        (the parts in order, the shared role's (start, end) relative to the sentence or None).
    """
    toks = [t for t in doc[first : last + 1] if not t.is_space]
    while toks and toks[-1].is_punct:
        toks.pop()
    if not any(t.lower_ in _JOINERS for t in toks):
        return None
    ents = {t.i: e.label_ for e in doc.ents for t in e}
    shared = None
    commas = [k for k, t in enumerate(toks) if t.text == ","]
    if commas:
        # a role set off before the names ("The Foreign Ministers of ..., A and B"): the
        # words before the first comma end in no name
        head_part, tail = toks[: commas[0]], toks[commas[0] + 1 :]
        if head_part and any(t.lower_ in _JOINERS for t in tail) and _name_run(head_part, ents) is None:
            shared = (head_part[0].idx, head_part[-1].idx + len(head_part[-1]))
            toks = tail
    # chunks between commas and joiners, each with whether a joiner stands before it
    chunks: list[tuple[bool, list]] = [(False, [])]
    for t in toks:
        if t.lower_ in _JOINERS or t.text == ",":
            if chunks[-1][1]:
                chunks.append((False, []))
            if t.lower_ in _JOINERS:
                chunks[-1] = (True, chunks[-1][1])
            continue
        chunks[-1][1].append(t)
    out: list[Part] = []
    any_person = False
    for joined, p in chunks:
        if not p:
            continue
        if len(p) > MAX_PART_WORDS:
            return None
        k = _name_run(p, ents)
        if k is None:
            # a role set off after the name before it ("Ali Musa, the police chief, and Ahmed
            # Bello, the state governor"); not after a joiner
            last_part = out[-1] if out else None
            if joined or last_part is None or last_part.role_start is not None or p[0].text[:1].isupper():
                return None
            out[-1] = Part(last_part.name_start, last_part.name_end, p[0].idx, p[-1].idx + len(p[-1]))
            continue
        run = p[k:]
        any_person = any_person or any(ents.get(t.i) == "PERSON" for t in run)
        role = (p[0].idx, p[k - 1].idx + len(p[k - 1])) if k else None
        out.append(Part(run[0].idx, run[-1].idx + len(run[-1]), *(role or (None, None))))
    if not 2 <= len(out) <= MAX_SPEAKERS:
        return None
    return (out, shared) if any_person else None


def joint_speaker(pa: ParsedArticle, sent: Sentence, doc, first: int, last: int) -> Speaker | None:
    """The first person of a joint subject ``doc[first:last + 1]`` with the others in its
    ``also`` (see :func:`joint_parts`), each name as the article writes it in full ("Bass
    and McDonnell said": Karen Bass, Jim McDonnell), else None."""
    found = joint_parts(doc, first, last)
    if found is None:
        return None
    parts, shared = found
    people = []
    for p in parts:
        ea, eb = sent.start + p.name_start, sent.start + p.name_end
        if p.role_start is not None and p.role_end is not None:
            role: str | None = pa.text[sent.start + p.role_start : sent.start + p.role_end]
        else:
            role = pa.text[sent.start + shared[0] : sent.start + shared[1]] if shared else None
        people.append(Speaker(resolve_surname(pa.text, pa.text[ea:eb], before=ea), role, ea, eb))
    return replace(people[0], also=tuple(people[1:]))


__all__ = ["MAX_PART_WORDS", "MAX_SPEAKERS", "Part", "joint_parts", "joint_speaker"]
