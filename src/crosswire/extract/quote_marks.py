"""Quotation marks: the quoted stretches of a text, paragraph by paragraph.

Curly and straight double marks (a quote left open at a paragraph end continues when the
next paragraph opens with a mark, the news convention), and single ones: British-style
curly ‘...’ and straight '...', told from apostrophes by the punctuation around them, in a
paragraph with no double marks or outside its double-quoted stretches ('"We heard bang,
bang," said a vendor. 'It was chaos,' he added.'). Guillemets and German low marks, as
copy quoting French, German or Scandinavian words keeps them (« ... », »...«, „...“), are
read as English marks of the same length (:func:`english_marks`). Who said each stretch
is :mod:`crosswire.extract.quotes`' business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

OPEN = "“"
CLOSE = "”"


@dataclass(frozen=True, slots=True)
class Seg:
    """A quoted stretch: ``start``/``end`` exclude the marks; ``open_at``/``close_at`` are
    the mark offsets (``close_at`` is None when the paragraph ended first)."""

    start: int
    end: int
    open_at: int
    close_at: int | None
    para: int
    continues: bool  # opens a paragraph that continues the previous paragraph's quote


def paragraphs(text: str) -> list[tuple[int, int]]:
    out, pos = [], 0
    for m in re.finditer(r"\n", text):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(text)))
    return [(a, b) for a, b in out if text[a:b].strip()]


# Foreign opening marks and the marks that close them: French guillemets, German low quotes
# (closed by “, or by ” in Polish and Hungarian copy), and their single forms; German and
# Danish books turn guillemets round (»Ja«).
_PAIRS = {"«": "»", "„": "“”", "‹": "›", "‚": "‘’"}
_REVERSED = {"»": "«", "›": "‹"}
_FOREIGN = re.compile("[«»„‹›‚]")


def english_marks(text: str) -> str:
    """``text`` with foreign quotation marks written as English curly ones, offsets kept
    (every mark is one character): « Ce choix » and »Ce choix« become “ Ce choix ” and
    “Ce choix”, „Ich habe nicht nachgedacht“ becomes “Ich habe nicht nachgedacht”; a
    text with none comes back as it is."""
    if not _FOREIGN.search(text):
        return text
    out = list(text)
    for a, b in paragraphs(text):
        first = _FOREIGN.search(text, a, b)
        if first is None:
            continue
        pairs = _PAIRS
        if first.group() in _REVERSED and _REVERSED[first.group()] in text[first.end() : b]:
            pairs = _REVERSED
        i = a
        while i < b:
            closers = pairs.get(text[i])
            end = None if closers is None else next((k for k in range(i + 1, b) if text[k] in closers), None)
            if end is not None:
                out[i], out[end] = ("“", "”") if text[i] in "«»„" else ("‘", "’")
                i = end
            i += 1
    return "".join(out)


# A nickname in marks between a forename and a surname: 'Memphis Police Chief Cerelyn "CJ"
# Davis said' (Memphis 2024 probe report: its marks had paired with the quote's, and the
# quote after them was lost). Its marks are no quotation marks.
_NICKNAME = re.compile(r"\b[A-Z][a-z]{1,20} (?P<open>[\"“])[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*)?(?P<close>[\"”]) (?=[A-Z][a-z])")


def nickname_marks(text: str) -> set[int]:
    """Offsets of the marks around a nickname inside a name."""
    return {i for m in _NICKNAME.finditer(text) for i in (m.start("open"), m.start("close"))}


def find_quote_spans(text: str) -> list[Seg]:
    """Quotation-mark pairs of ``text``, paragraph by paragraph."""
    segs: list[Seg] = []
    nick = nickname_marks(text)
    prev_open_end = False
    paras = paragraphs(text)
    for pi, (a, b) in enumerate(paras):
        open_at: int | None = None
        depth = 0
        first = True
        if not _DOUBLE_MARK.search(text, a, b) and "‘" in text[a:b]:
            # British style: single curly marks, in a paragraph with no double ones (where
            # they would be a quote within a quote).
            mine = _single_quoted(text, a, b, pi)
            segs += _run_on_single(text, mine, paras, pi, continued=prev_open_end)
            prev_open_end = bool(segs) and segs[-1].para == pi and segs[-1].close_at is None
            continue
        if not _DOUBLE_MARK.search(text, a, b) and "'" in text[a:b]:
            # ... and straight single marks ("'No group has claimed the attack,' he said")
            mine = _single_quoted(text, a, b, pi, opening=_STRAIGHT_OPEN, closing=_STRAIGHT_CLOSE)
            segs += _run_on_single(text, mine, paras, pi, continued=prev_open_end, opening=_STRAIGHT_OPEN, closing=_STRAIGHT_CLOSE)
            if segs and segs[-1].para == pi and segs[-1].close_at is None:
                prev_open_end = True
                continue
        for i in range(a, b):
            c = text[i]
            if c not in "\"“”" or i in nick:
                continue
            if c == '"':
                before = text[i - 1] if i > a else " "
                is_open = open_at is None and (before.isspace() or before in "([{—–-/:,")
                c = OPEN if is_open or open_at is None and i == a else CLOSE
            if c == OPEN:
                if open_at is None:
                    open_at, depth = i, 0
                elif text[i] == "“" and text[open_at] == "“":
                    depth += 1  # a quote within the quote in the same curly marks ('what he calls “hell” than')
            elif open_at is not None and depth and text[i] == "”":
                depth -= 1
            elif open_at is not None:
                if i > open_at + 1:
                    cont = first and prev_open_end and open_at == a + len(text[a:b]) - len(text[a:b].lstrip())
                    segs.append(Seg(open_at + 1, i, open_at, i, pi, cont))
                    first = False
                open_at = None
        stripped_b = a + len(text[a:b].rstrip())
        if open_at is not None and stripped_b > open_at + 1:
            cont = first and prev_open_end and text[a:b].lstrip()[:1] in "\"“"
            segs.append(Seg(open_at + 1, stripped_b, open_at, None, pi, cont))
            prev_open_end = True
        else:
            prev_open_end = False
        if _DOUBLE_MARK.search(text, a, b):
            # single marks outside the double-quoted stretches are quotes of their own
            # ('"We heard bang, bang," said a vendor. 'It was chaos,' he added.'); inside
            # one they are a quote within the quote
            doubles = [(s.open_at, s.close_at if s.close_at is not None else b) for s in segs if s.para == pi]
            singles = _single_quoted(text, a, b, pi) + _single_quoted(
                text, a, b, pi, opening=_STRAIGHT_OPEN, closing=_STRAIGHT_CLOSE
            )
            outside = [s for s in singles if not any(da <= s.end and s.open_at <= db for da, db in doubles)]
            # ... and one that holds double-quoted stretches is the quote, British style, they
            # the quotes within it ('‘They told us “stay inside” and then the shooting started,’')
            holding = [s for s in singles if s.close_at is not None and all(
                s.open_at < da and db <= s.close_at or db < s.open_at or da > s.close_at for da, db in doubles
            ) and any(s.open_at < da and db <= s.close_at for da, db in doubles)]
            if holding:
                segs = [d for d in segs if not any(h.open_at < d.open_at and (d.close_at or b) <= (h.close_at or b) for h in holding)]
                outside += holding
            if outside:
                mine = [s for s in segs if s.para == pi] + outside
                segs = [s for s in segs if s.para != pi] + sorted(mine, key=lambda s: s.open_at)
    return segs


_DOUBLE_MARK = re.compile("[\"“”]")
# A single opening mark starts the paragraph or follows a space or opening punctuation.
_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s(\[—–:]))‘")
# A closing ’ is told from an apostrophe ("victim’s", "don’t", "the victims’ families") by
# what is around it: punctuation before it (",’ said"), punctuation or the paragraph end
# after it, or a speech verb right after it ("’ said the minister").
# (and a straight mark after the quote's own punctuation: copy that mixes the two styles,
# "said: ‘We are treating this as a targeted attack.' Officers"; round 20)
_SINGLE_CLOSE = re.compile(
    r"(?<=[,.!?…])'(?=\s|$)|(?<=[,.!?…—–-])’|’(?=\s*(?:[,.;:!?)—–]|$))|’(?=\s+(?:said|says|told|added|asked|wrote|"
    r"according)\b)"
)


# Straight single marks: an opening one starts the paragraph or follows a space and comes
# before a word; a closing one follows the quote's own punctuation (",' he said", ".'"),
# never a letter ("the victims' families", "Daesh's"), unless the sentence's punctuation
# follows the mark, British style ("said the news was 'horrendous and deeply shocking'.").
_STRAIGHT_OPEN = re.compile(r"(?:^|(?<=[\s(\[—–:]))'(?=\w)")
# (or a curly one there: "'We lost everything,’ she said"; round 20)
# (and one ending a headline: "Zelensky: 'Russia will pay for the strike'")
_STRAIGHT_CLOSE = re.compile(r"(?<=[,.!?…])['’](?=\s|$)|(?<=\w)'(?=[ \t]*(?:\n|$))|(?<=\w)'(?=[.,;:!?](?:\s|$))")


# A single closing mark inside a sentence, told from an apostrophe: after a word that does
# not end in "s" (not "the victims’ families") and before a lower-case word ("‘an act of
# pure evil’ that would"; probe of round 19, where British mid-sentence quotes were lost).
_INNER_CLOSE = re.compile(r"(?<=[^\Ws])['’](?=[ \t]+[a-z])")


def _single_quoted(
    text: str, a: int, b: int, para: int, *, opening: re.Pattern[str] = _SINGLE_OPEN,
    closing: re.Pattern[str] = _SINGLE_CLOSE,
) -> list[Seg]:
    """‘...’ pairs (or the straight marks ``opening``/``closing`` find) of the paragraph
    ``text[a:b]``; an opening mark never closed (a quote running on, or a stray mark)
    gives nothing."""
    out: list[Seg] = []
    pos = a
    while True:
        m = opening.search(text, pos, b)
        if m is None:
            return out
        close = closing.search(text, m.end(), b)
        # (or, before it, a mark after a word and before the sentence's next lower-case word:
        # "described the attack as ‘an act of pure evil’ that would not divide the city")
        inner = _INNER_CLOSE.search(text, m.end(), close.start() if close else b)
        if inner is not None and text[inner.start()] == text[m.start()].replace("‘", "’") and not opening.search(
            text, m.end(), inner.start()
        ):
            close = inner
        if close is None:
            return out
        end = close.start()  # (every closing pattern matches the mark alone)
        if end > m.end():
            out.append(Seg(m.end(), end, m.start(), end, para, False))
        pos = end + 1




def _run_on_single(
    text: str, segs: list[Seg], paras: list[tuple[int, int]], pi: int, *, continued: bool,
    opening: re.Pattern[str] = _SINGLE_OPEN, closing: re.Pattern[str] = _SINGLE_CLOSE,
) -> list[Seg]:
    """The single-marked quotes ``segs`` of paragraph ``pi`` with the news convention for a
    quote running over paragraphs, British style: the first one opening the paragraph
    ``continued`` the quote left open before, and a mark left open at the paragraph end, the
    next paragraph opening with the same mark, runs on to the end (probe of 2026-12-02,
    where "Chief Constable Ian Hopkins said: ‘This is ...\n\n‘Our thoughts ...’" had lost
    the first paragraph)."""
    a, b = paras[pi]
    lead = a + len(text[a:b]) - len(text[a:b].lstrip())
    out = [Seg(x.start, x.end, x.open_at, x.close_at, x.para, True) if continued and x.open_at == lead else x for x in segs]
    if pi + 1 >= len(paras):
        return out
    pos = out[-1].close_at + 1 if out and out[-1].close_at is not None else a
    last = None
    for m in opening.finditer(text, pos, b):
        if closing.search(text, m.end(), b) is None:
            last = m
            break
    nxt = text[paras[pi + 1][0] : paras[pi + 1][1]].lstrip()
    if last is None or nxt[:1] != text[last.start()] or opening.match(nxt) is None:
        return out
    end = a + len(text[a:b].rstrip())
    cont = continued and last.start() == lead
    return [*out, Seg(last.end(), end, last.start(), None, pi, cont)]


# Function words a title of a show, book or episode keeps in lower case.
_TITLE_SMALL = frozenset("a an the and or of in on at for to with by from".split())
# Words before the opening mark of a title ("on CNN's 'State of the Union'", "episode of").
# ("known as 'The Butcher of Kandahar'", "dubbed 'Operation Iron Shield'": a name)
_TITLE_BEFORE = re.compile(
    r"(?:\bon|\bof|['’]s|\bin|\btitled|\bentitled|\bknown\s+as|\bdubbed|\bnicknamed|\bnamed)\s*$", re.IGNORECASE
)
# A title is short.
MAX_TITLE_WORDS = 7


def is_title(text: str, seg: Seg) -> bool:
    """The marks hold a title, not words said: every word capitalised but function words,
    after "on", "of" or a possessive ("Pence said on CNN's 'State of the Union.'", "On
    Tuesday's episode of 'The Steve Harvey Morning Show,' ...")."""
    words = re.findall(r"[\w’'-]+", text[seg.start : seg.end])
    if not words or len(words) > MAX_TITLE_WORDS or not words[0][:1].isupper():
        return False
    if not all(w[:1].isupper() or w.lower() in _TITLE_SMALL for w in words):
        return False
    return _TITLE_BEFORE.search(text, max(0, seg.open_at - 16), seg.open_at) is not None


def is_clause(text: str, seg: Seg) -> bool:
    """The quote stands as a clause: it opens a paragraph/sentence or follows ':' or ','."""
    before = text[max(0, seg.open_at - 4) : seg.open_at]
    if "\n" in before and not before.rsplit("\n", 1)[1].strip():
        return True
    return not before.strip() or bool(re.search(r"[:,.!?—–―-][\"”’]?\s*$", before))


def paragraph_is_quote(text: str, seg: Seg, quoted: list[tuple[int, int]]) -> bool:
    """The paragraph of ``seg`` holds nothing but quotations."""
    a, b = paragraphs(text)[seg.para]
    rest = text[a:b]
    for qs, qe in quoted:
        if a <= qs and qe <= b + 1:
            # (a quote left open at the paragraph end spans one past it: the newline)
            rest = rest.replace(text[qs : min(qe, b)], " ")
    return not re.search(r"\w", rest)


def ends_clause(text: str, seg: Seg) -> bool:
    """The quote ends a clause: punctuation inside the marks or a comma/dash after them."""
    inside = text[seg.start : seg.end].rstrip()
    after = text[(seg.close_at or seg.end) + 1 : (seg.close_at or seg.end) + 3].lstrip(" ")
    return inside[-1:] in (",", ".", "?", "!", "…", "—") or after[:1] in (",", "—", "–", "―", "\n", "")


def only_cue_between(text: str, a: Seg, b: Seg, *, max_words: int) -> bool:
    """Between two quotes of a paragraph there is at most a short cue ("X said.")."""
    between = text[(a.close_at or a.end) + 1 : b.open_at]
    return len(re.findall(r"[\w’'-]+", between)) <= max_words


def same_paragraph(text: str, a: int, b: int) -> bool:
    return "\n" not in text[a:b]


__all__ = [
    "MAX_TITLE_WORDS",
    "Seg",
    "ends_clause",
    "english_marks",
    "find_quote_spans",
    "is_clause",
    "is_title",
    "only_cue_between",
    "paragraph_is_quote",
    "paragraphs",
    "same_paragraph",
]
