"""Bytes to text: byte-order marks, encodings, binary files and stray control bytes.

:func:`decode_bytes` turns a file's bytes into text or says, in :class:`UnreadableError`,
why it cannot and what to do: UTF-8 first, a UTF-8/16/32 byte-order mark honoured and
dropped, lines of UTF-8 and cp1252 mixed in one file each read as written, other encodings
detected with charset-normalizer (ties go to the western
encodings news sites use); a file with NUL bytes or many control characters is binary,
while a few stray control bytes in real text become spaces, so every offset still points
at the character it did. Used by :mod:`crosswire.ingest`.
"""

from __future__ import annotations

import codecs
from typing import Any

# Share of control characters (other than tab/newline/CR/form feed) above which decoded
# bytes are binary, not text. Real text has none; 1 % leaves room for stray bytes.
MAX_CONTROL_SHARE = 0.01
# Fewer control characters than this are stray bytes however short the text ("Three people
# were killed\x00 in a shooting" is one sentence with one NUL, not a binary file).
MIN_BINARY_CONTROLS = 3
# How much of a file the binary check and charset detection look at.
SNIFF_BYTES = 65_536

# Encodings preferred when charset-normalizer finds several equally clean decodings.
WESTERN_ENCODINGS = ("cp1252", "latin_1", "iso8859_15")
# Chaos (charset-normalizer's mess ratio, 0..1) within which two decodings count as a tie;
# its own results differ by >= 0.05 when one decoding is really worse (latin1.txt fixture).
ENCODING_CHAOS_TIE = 0.01

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_CONTROL = frozenset(chr(c) for c in range(32)) - {"\t", "\n", "\r", "\f", "\v"} | {"\x7f"}


class UnreadableError(Exception):
    """A file's content cannot become an article; the message says why and what to do."""


def _looks_binary(text: str) -> bool:
    sample = text[:SNIFF_BYTES]
    if not sample:
        return False
    n = sum(ch in _CONTROL for ch in sample)
    return n >= MIN_BINARY_CONTROLS and n / len(sample) > MAX_CONTROL_SHARE


def blank_controls(text: str) -> str:
    """Stray control characters as spaces: same length, so offsets into the file's text
    still hold, and no NUL reaches the parser or the outputs."""
    if not any(ch in _CONTROL for ch in text):
        return text
    return "".join(" " if ch in _CONTROL else ch for ch in text)


def no_surrogates(text: str) -> str:
    """``text`` with each lone surrogate replaced by one character, so that it can be
    written as UTF-8: a byte Python kept undecoded (a file name or standard input that is
    not UTF-8, ``\\udce9``) as the cp1252 character it stands for, any other (a ``\\ud800``
    escape in scraped JSON) as U+FFFD. Same length: offsets into the text still hold."""
    if not any("\ud800" <= ch <= "\udfff" for ch in text):
        return text
    return "".join(_unsurrogate(ch) if "\ud800" <= ch <= "\udfff" else ch for ch in text)


def _unsurrogate(ch: str) -> str:
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:  # surrogateescape's stand-in for one undecodable byte
        return decode_line(bytes([code - 0xDC00]))[0]
    return "\ufffd"


def decode_bytes(data: bytes) -> tuple[str, str]:
    """``(text, encoding)`` for the bytes of a text file.

    UTF-8 first (the byte-order mark, if any, is dropped), then a UTF-16/32 byte-order
    mark, then lines of UTF-8 mixed with cp1252 ones (each read as written), then
    charset-normalizer's best guess.

    Raises:
        UnreadableError: empty or binary content, or no encoding fits.
    """
    if not data:
        raise UnreadableError("the file is empty: nothing to read")
    for bom, enc in _BOMS:
        if data.startswith(bom):
            try:
                text = data.decode(enc)
            except UnicodeDecodeError as e:
                raise UnreadableError(
                    f"starts with a {enc} byte-order mark but is not {enc} ({e.reason})"
                ) from e
            return _checked(text, enc)
    if (unmarked := utf16_unmarked(data)) is not None:
        # UTF-16 saved without its byte-order mark (some Windows exports): its NUL bytes
        # are no sign of a binary file
        try:
            return _checked(data.decode(unmarked), unmarked)
        except UnicodeDecodeError:
            pass
    try:
        return _checked(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        pass
    if b"\x00" in data[:SNIFF_BYTES]:
        raise UnreadableError("binary content (NUL bytes): give a text, HTML or JSONL file")
    if (mixed := _mixed(data)) is not None:
        return _checked(*mixed)
    from charset_normalizer import from_bytes

    try:
        best = _best_guess(from_bytes(data))
    except Exception as e:  # the detector is third-party code: never let it stop a run
        raise UnreadableError(f"could not detect the text encoding ({e}): save it as UTF-8") from e
    if best is None:
        raise UnreadableError("binary content or an unknown text encoding: save it as UTF-8 text")
    try:
        text = data.decode(best.encoding)
    except (UnicodeDecodeError, LookupError) as e:
        raise UnreadableError(f"could not decode as {best.encoding}: save it as UTF-8 text") from e
    return _checked(text, best.encoding)


def bom_encoding(head: bytes) -> str | None:
    """The encoding a byte-order mark at the start of ``head`` names (None without one)."""
    return next((enc for bom, enc in _BOMS if head.startswith(bom)), None)


# Share of the high (or low) bytes of the first characters that are NUL in UTF-16 text
# without a byte-order mark: any Latin-script text has nearly all of them NUL, binary data
# and UTF-8 text nearly none.
UTF16_NUL_SHARE = 0.9
UTF16_SNIFF_CHARS = 256


def utf16_unmarked(head: bytes) -> str | None:
    """``"utf-16-le"``/``"utf-16-be"`` when ``head`` looks like UTF-16 text with no
    byte-order mark (every other byte NUL, the rest not), else None."""
    sample = head[: 2 * UTF16_SNIFF_CHARS]
    pairs = len(sample) // 2
    if pairs < 2:
        return None
    even, odd = sample[0 : 2 * pairs : 2], sample[1 : 2 * pairs : 2]
    for zeros, chars, enc in ((odd, even, "utf-16-le"), (even, odd, "utf-16-be")):
        if zeros.count(0) >= UTF16_NUL_SHARE * pairs and chars.count(0) == 0:
            return enc
    return None


def decode_line(data: bytes) -> tuple[str, str]:
    """``(text, encoding)`` of one line of a file whose lines may differ in encoding: UTF-8,
    else the Western code page news sites use (cp1252; Latin-1 for the five bytes cp1252
    leaves undefined), which decodes any bytes: nothing of the line is lost."""
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252"), "cp1252"
    except UnicodeDecodeError:
        return data.decode("latin_1"), "latin_1"


def _mixed(data: bytes) -> tuple[str, str] | None:
    """Lines of UTF-8 and of a Western code page in one file (a text pasted together from
    two sources): each line decoded as it was written, or None when no line is UTF-8 beyond
    ASCII (then the file has one encoding, which the detector finds)."""
    lines = data.split(b"\n")
    decoded = [decode_line(line) for line in lines]
    utf8 = any(enc == "utf-8" and not line.isascii() for line, (_, enc) in zip(lines, decoded, strict=True))
    if not utf8:
        return None
    other = sorted({enc for _, enc in decoded if enc != "utf-8"})
    return "\n".join(t for t, _ in decoded), "utf-8+" + "+".join(other)


def _best_guess(results: Any) -> Any:
    """charset-normalizer's best match, with Western code pages winning ties.

    Short Spanish or French text decodes equally cleanly as cp1250 and cp1252 (the detector
    calls it a tie); news in our languages is far more often Western, and browsers read
    "latin-1" as cp1252 too.
    """
    matches = list(results)
    if not matches:
        return None
    best = matches[0]
    for m in matches:
        if m.encoding in WESTERN_ENCODINGS and m.chaos <= best.chaos + ENCODING_CHAOS_TIE:
            return m
    return best


def checked_text(text: str) -> str:
    """``text`` with stray control characters blanked (:func:`blank_controls`).

    Raises:
        UnreadableError: binary content, or only white space.
    """
    return _checked(text, "")[0]


def _checked(text: str, encoding: str) -> tuple[str, str]:
    if _looks_binary(text):
        raise UnreadableError(
            "binary content (control characters): give a text, HTML or JSONL file"
        )
    text = blank_controls(text)
    if not text.strip():
        raise UnreadableError("the file holds only white space: nothing to read")
    return text, encoding
