"""Speaker names: expanding a surname to the full name, and the speaker-match rule used to
score quote attribution against gold annotations (PolNeAR).

The match rule (``speaker_matches``), stated for docs/EVALUATION.md:

* Both strings are reduced to *content words*: lower-cased word tokens, without possessive
  "'s", determiners, honorifics/titles (Mr., Dr., President ...) and function words.
* **Gold is a pronoun** (he, she, him, her, I, we, they, it): the pronoun's referent is taken
  to be the *last name mention before the pronoun*: the predicted speaker matches when its
  head word (last content word, e.g. the surname) occurs in the text before ``gold_start``
  within ``PRONOUN_WINDOW`` characters and no other candidate is checked (a lenient,
  annotation-free stand-in for coreference; the window covers the two or three previous
  paragraphs, where news pronouns find their antecedent).
* **Otherwise** the predicted speaker matches when the head words agree: the predicted head
  equals the gold head, or the predicted head occurs among the gold content words other than
  a possessor ("Robby Mook" matches "Clinton campaign manager Robby Mook" and "Robby Mook,
  Clinton's campaign manager", but "Clinton" does not match "Clinton's campaign manager").
"""

from __future__ import annotations

import re

# Characters before a pronoun Source in which its antecedent is looked for: about three
# news paragraphs (PolNeAR dev paragraphs average ~300 characters).
PRONOUN_WINDOW = 1000

_TITLES = frozenset(
    """mr mrs ms miss dr prof sir madam president sen senator rep gov governor gen general
    lt col maj capt brig adm secretary minister mayor judge rev pope king queen prince
    the a an his her their its our""".split()
)
# Titles that never begin a full name ("Prosecutor Francois Molins" for "Molins"), beyond
# _TITLES (which the match rule drops too, so it stays as the scoring rule states it).
_MORE_TITLES = frozenset(
    """prosecutor commissioner chief inspector superintendent constable sergeant sgt
    detective officer spokesman spokeswoman deputy lieutenant colonel major captain
    commander ambassador premier chairman director sheriff marshal trooper coroner witness
    eyewitness survivor""".split()
)
_DETERMINERS = frozenset("the a an his her their its our".split())
_SPOKES = frozenset("spokesperson spokesman spokeswoman ambassador premier".split())
_PRONOUNS = frozenset("he she him her i we they it me us them you".split())
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’\-]*")


def _content_words(s: str) -> list[tuple[str, bool]]:
    """(word, is_possessor) pairs of ``s`` without titles and determiners."""
    out: list[tuple[str, bool]] = []
    words = list(_TOKEN.finditer(s))
    for i, m in enumerate(words):
        w = m.group().lower().replace("’", "'")
        poss = w.endswith("'s")
        w = w[:-2] if poss else w.rstrip("'")
        # a title is dropped before a name, kept as the head ("the mayor", "Mr. King") and
        # where the name ends at a comma ("Charlie King, a prominent New York Democrat")
        ends = i == len(words) - 1 or re.search(r"[,()]", s[m.end() : words[i + 1].start()]) is not None
        if w and (w not in _TITLES or (ends and w not in _DETERMINERS)):
            out.append((w, poss))
    return out


def speaker_matches(predicted: str, gold: str, *, text: str, gold_start: int) -> bool:
    """Whether a predicted speaker names the same source as a gold Source span.

    Args:
        predicted: the predicted speaker ("Matthew Miller").
        gold: the gold Source text ("he", "State Department spokesman Matthew Miller").
        text: the document text (for pronoun Sources).
        gold_start: offset of the gold Source in ``text``.

    Returns:
        True when they match under the rule in the module docstring.
    """
    pred = _content_words(predicted)
    if not pred:
        return False
    head = pred[-1][0]
    g = gold.strip().lower()
    if g in _PRONOUNS:
        window = text[max(0, gold_start - PRONOUN_WINDOW) : gold_start]
        return re.search(r"\b" + re.escape(head) + r"\b", window, re.I) is not None
    gw = _content_words(gold)
    if not gw:
        return False
    if gw[-1][0] == head:
        return True
    return any(w == head and not poss for w, poss in gw)


# A name word, or an abbreviation ("Jr.", "Mr."); a longer word with a full stop ends a
# sentence ("... Trump Tower. Clinton said" is no "Trump Tower. Clinton").
# (accented letters too: "Jean-François Ricard", "Élisabeth Borne")
_NAME_PART = r"(?:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zA-ZÀ-ÖØ-öø-ž'’\-]+(?![\w.])|(?:[A-Z]\.){2,3}|[A-Z][a-z]{0,2}\.)"

# Words after a name that make it part of a place's or an institution's name ("near Edward
# Waters University": no person Edward Waters, whom a later "Waters said" could be).
_NAMED_AFTER = frozenset(
    """university college school academy institute hospital clinic center centre street
    st avenue ave road rd boulevard blvd drive lane highway bridge park square stadium arena
    hall church chapel cathedral mosque synagogue temple airport station library museum
    foundation company corporation corp inc ltd group building tower mall plaza county""".split()
)


# A line without a full stop whose words are this share capitalised (of at least 5) is a
# title-case headline.
HEADLINE_CAPS_SHARE = 0.7


def _headline_line(text: str, at: int) -> bool:
    a = text.rfind("\n", 0, at) + 1
    b = text.find("\n", at)
    line = text[a : b if b >= 0 else len(text)].strip()
    if line[-1:] in ".!?\"”":
        return False  # a sentence ("Secretary of State Mike Pompeo blamed Iran.")
    words = re.findall(r"[A-Za-z][\w'’-]*", line)
    return len(words) >= 5 and sum(w[0].isupper() for w in words) >= HEADLINE_CAPS_SHARE * len(words)


# A given name and a nickname in marks right before a surname ("Cerelyn “C.J.” ").
_NICKNAME_BEFORE = re.compile(r"\b([A-Z][a-z]+) [\"“][A-Z][\w.'’-]{0,12}[\"”] $")


def resolve_surname(text: str, name: str, *, before: int) -> str:
    """The fuller form of a one-word name from an earlier mention ("Miller" -> "Matthew
    Miller" when "Matthew Miller" occurs before offset ``before``); ``name`` otherwise."""
    particle = _SURNAME_PARTICLE.match(name.strip())
    rest = name.strip()[particle.end() :] if particle else name.strip()
    if " " in rest or not rest[:1].isupper():
        return name
    if particle is not None:
        return _particled_surname(text, name.strip(), particle.group(), rest, before=before)
    # (an Arabic article joined to the surname: "Haider al-Abadi" for "Abadi")
    nick = _NICKNAME_BEFORE.search(text, max(0, before - 40), max(0, before))
    if nick and nick.group(1).lower() not in _TITLES | _MORE_TITLES:
        return f"{nick.group(1)} {name}"  # "Cerelyn “C.J.” Davis", where the parser took "Davis"
    # the nickname of a name given in full before ("Jokowi said" after 'President Joko "Jokowi"
    # Widodo')
    called = re.search(r"\b([A-Z][a-z]+) [\"“]" + re.escape(name) + r"[\"”] ([A-Z][\w'’-]+)", text[: max(0, before)])
    if called and called.group(1).lower() not in _TITLES | _MORE_TITLES:
        return f"{called.group(1)} {called.group(2)}"
    pat = re.compile(r"\b((?:" + _NAME_PART + r" ){1,2})((?:al|el|ul|ad|ash|as|az)-)?" + re.escape(name) + r"\b")
    for m in pat.finditer(text, 0, max(0, before)):
        if _headline_line(text, m.start()):
            continue  # "Gold Star Mom Corners Obama On ...": capitals of a headline, no given name
        nxt = re.match(r"[ \t]+([A-Z][a-z]+)\b", text[m.end() : m.end() + 30])
        if nxt and nxt.group(1).lower() in _NAMED_AFTER:
            continue  # "Edward Waters University": an institution's name, no person
        first = m.group(1).split()
        # (nor a possessor: "Hamas's Abu Obeida" gives no "Hamas's Abu Obeida" for "Obeida";
        # probe of 2026-12-02)
        titles = [k for k, w in enumerate(first) if w.lower().rstrip(".") in _TITLES | _MORE_TITLES or w.endswith(("'s", "’s"))]
        # (the words of a title phrase too: "Prime Minister Prayut" gives no "Prime Prayut")
        first = first[titles[-1] + 1 :] if titles else first
        if len(first) == 2 and text[max(0, m.start() - 3) : m.start()] == "of ":
            first = first[1:]  # "Secretary of State Mike Pompeo": "State" ends the title
        if first:
            return " ".join(first + [(m.group(2) or "") + name])
    # Family name first (Korean, Chinese, Hungarian... "Choi Seong-beom", "President Yoon
    # Suk Yeol"): the given names follow. Only where they cannot be another name's start: a
    # hyphenated given name, or a title right before the family name.
    after = re.compile(
        r"(?:\b(?P<title>" + _TITLE_WORDS + r")\.?[ \t]+)?\b" + re.escape(name)
        + r"(?P<given>(?:[ \t]+[A-Z][a-z]+(?:-[a-z]+)*){1,2})\b(?![ \t]+[A-Z])"
    )
    for m in after.finditer(text, 0, max(0, before)):
        given = m.group("given")
        if m.group("title") or re.search(r"[A-Z][a-z]+-[a-z]", given):
            return name + given.replace("\t", " ")
    return name


# A particle that opens an Arabic, Persian, Pashto or Moorish family name or patronymic
# ("bin Salman", "Ibn Saud", "Abu Zaid", "Ould Cheikh", "al-Adala", "Al-Sudani"): the name
# a report uses after giving it in full ("Mohammed bin Salman"). Probe of 2026-12-02, where
# such surnames had stayed as they were, and "Al-Sudani" missed "Mohammed Shia al-Sudani".
# ("el", "dan", "van" with a space are left out: "El Bakraoui" names two brothers, "Dan" is
# an English given name.)
_SURNAME_PARTICLE = re.compile(r"(?i:bin|ibn|bint|ould|abu)[ \t]+|(?i:al|el|ul|ad|ash|as|az)-")


def _particled_surname(text: str, name: str, particle: str, rest: str, *, before: int) -> str:
    """The fuller form of a surname that opens with a particle, ``name`` otherwise: the
    given names before its last mention in full before ``before`` (the particle's case as
    written there: "Al-Sudani" for "Mohammed Shia al-Sudani")."""
    joined = particle.endswith("-")
    part = re.escape(particle.rstrip("- \t"))
    pat = re.compile(
        r"\b((?:" + _NAME_PART + r" ){1,2})((?i:" + part + r")" + ("-" if joined else r"[ \t]+") + r")"
        + re.escape(rest) + r"\b"
    )
    for m in pat.finditer(text, 0, max(0, before)):
        if _headline_line(text, m.start()):
            continue
        first = m.group(1).split()
        # (no title, nor a possessor: "Hamas's Abu Obeida" is no given name "Hamas's")
        cut = [k for k, w in enumerate(first) if w.lower().rstrip(".") in _TITLES | _MORE_TITLES or w.endswith(("'s", "’s"))]
        first = first[cut[-1] + 1 :] if cut else first
        if first:
            return " ".join(first) + " " + m.group(2) + rest
    return name


# Role titles (not honorifics: "Mr. Trump Tower" is no name) before a family name, capital
# or not ("Foreign Ministry spokesperson Mao Ning" for "Mao told").
_TITLE_WORDS = "(?i:" + "|".join(
    sorted((t for t in _TITLES - _DETERMINERS - {"miss", "madam", "sir", "mrs"} | _SPOKES
            if len(t) > 2), key=len, reverse=True)  # fmt: skip
) + ")"


__all__ = ["PRONOUN_WINDOW", "resolve_surname", "speaker_matches"]
