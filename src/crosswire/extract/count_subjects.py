"""The victims before a casualty word: the walk back from "were killed" to its subject.

"Four people were shot", "Two police officers and a civilian died", "The victim, Destiny
Henderson, was taken to ...", "Between 20 and 30 people were killed", "a 13-year-old girl
who was shot", "Both were killed", "No one was injured". :func:`np_before` walks back over
auxiliaries and adverbs, asides (ages, "including ...", dashes) and place phrases, splits
the noun phrase on "and" and commas, and counts each item with
:func:`crosswire.extract.count_items.item_count`. (The victims *after* an active verb are
:mod:`crosswire.extract.count_objects`'; the rules that call both are in
:mod:`crosswire.extract.counts`.)
"""

from __future__ import annotations

import re

from crosswire.extract.count_clauses import (
    DETERMINERS,
    INCLUDED_BY,
    OBJECT_VERBS,
    PASSIVE_AUX,
    TOLL_PREPS,
    TOLL_VERBS,
    after_first_join,
)
from crosswire.extract.count_deaths import VICTIM_OF_RE
from crosswire.extract.count_items import item_count
from crosswire.extract.count_objects import GROUP_HEADS
from crosswire.extract.count_objects import STOP_WORDS as _STOP
from crosswire.extract.count_phrases import (
    ABOARD_RE,
    AGE_APPOSITIVE,
    INCLUDING_APPOSITIVE,
    ONE_OF_N,
    OTHER_CASUALTY_HEADS,
    blank_word_ages,
)
from crosswire.extract.count_vocab import AUX as _AUX
from crosswire.extract.count_vocab import NP_OK as _NP_OK
from crosswire.extract.count_vocab import PLACE_WORDS as _PLACE_WORDS
from crosswire.extract.count_vocab import POLICE_HEADS as _POLICE_HEADS
from crosswire.extract.numbers import QUANTITY_RE
from crosswire.extract.victims import (
    AGE_DECADE_RE,
    ANIMALS,
    CLAUSE_VERBS,
    DASH_ASIDE_RE,
    PLURAL_PEOPLE,
    bare_person,
    person_head,
    skip_appositive,
    skip_place_phrase,
)

# A figure with thousands separators ("1,200") is one token, not a list "1, 200".
TOKEN_RE = re.compile(r"\d{1,3}(?:,\d{3})+\b|[A-Za-z0-9][\w'’.-]*[\w]|[A-Za-z0-9]|[,;:&()\"“”—–]|(?<=\s)-(?=\s)")


def _named(item: list[re.Match[str]]) -> bool:
    """Whether a listed item is a person's name, an age after it allowed ("David Dutch, 57")."""
    words = [t.group() for t in item if not t.group().isdigit()]
    return len(words) >= 2 and all(w[:1].isupper() for w in words)


def blank(text: str, pattern: re.Pattern[str]) -> str:
    """``text`` with matches of ``pattern`` replaced by spaces (offsets unchanged)."""
    return pattern.sub(lambda m: " " * len(m.group()), text)


# An acronym in brackets after the name it shortens: "Eight security personnel of the
# District Reserve Guard (DRG) and a civilian driver were killed" (probe: the bracket ended
# the walk back at the driver, 1 for 9). Only when its letters are the name's initials: a
# bracket after a name in another language ('University Students (AEU)', MUC-4 dev) still
# ends the walk.
_ACRONYM_ASIDE_RE = re.compile(r"(?P<name>(?:[A-Z][\w'’-]*\s+(?:(?:of|the|and|for)\s+)*){1,5}?)\((?P<acr>[A-Z]{2,6})\)")


def blank_acronyms(text: str) -> str:
    """``text`` with a bracketed acronym after the words it abbreviates blanked."""

    def sub(m: re.Match[str]) -> str:
        initials = "".join(w[0] for w in m.group("name").split() if w[0].isupper())
        return m.group() if not initials.endswith(m.group("acr")) else m.group("name") + " " * (m.end() - m.end("name"))

    return _ACRONYM_ASIDE_RE.sub(sub, text)


# A quoted speaker's name and the comma of an apposition right before a noun phrase.
SPEAKER_APPOSITION_RE = re.compile(
    r"(?:\bsaid|\bsays|\btold\s+[\w.'’ -]{1,40}?|\baccording\s+to|\badded|\brecalled|\bexplained)\s+"
    r"(?:[A-Z][\w'’.-]*\s+){0,4}[A-Z][\w'’.-]*,\s*$"
)
# How far before the noun phrase the speaker's name is looked for.
SPEAKER_WINDOW = 100


# Generic heads of a group whose members a comma may list after it ("the two other teens,
# one female and one male"): not "men", "women", which lists add to ("two men, a woman").
APPOSITION_HEADS = frozenset(
    {"others", "people", "persons", "victims", "teens", "teenagers", "children", "kids", "individuals", "adults",
     "youths", "juveniles"}
)


# A group, then after a comma the people it consists of: "Two children, a 5-year-old and a
# 6-year-old, were injured", "Two children, a five year and a six year old were injured". The
# aside names the group's members (its "and" ended the walk back at the comma, and nothing or
# only the last member was counted); the group's figure is the count. Only after a generic
# group (:data:`APPOSITION_HEADS`): "Two men, a woman and a boy were wounded" is four.
# (a member is a noun phrase: no verb of its own, "Two victims, a 22-year-old man was shot ...")
_LISTED = r"(?:an?|one|two|three|four|five|six|\d+)\s+(?:(?!\b(?:was|were|is|are|had|has|have)\b)[^,;:.()]){1,40}?"
LISTED_ASIDE_RE = re.compile(
    r"(?P<group>\b(?:" + "|".join(sorted(APPOSITION_HEADS)) + r"))\s*,\s*" + _LISTED + r"\s+and\s+" + _LISTED
    + r"\s*,?\s*(?=(?:were|are|was|had|have|both|all)\b)",
    re.IGNORECASE,
)


# "The three other teens survived but were also hit and injured by gunfire" (GVA dev): the
# "Neither ... or / nor" before the last item the walk reached: a zero of everyone listed.
NEITHER_BEFORE_RE = re.compile(r"\bneither\b[^.;:!?]{0,80}?\b(?:or|nor)\s+$", re.IGNORECASE)
# survival between the subject and its passive verb (it ended the walk back: no subject).
SURVIVED_BUT_RE = re.compile(r"\b(?:survived|lived)\s+but\s+(?=(?:were|was)\b)", re.IGNORECASE)
# A report's hedge between the subject and its verb: "30 are believed to have been killed",
# and before a death without object "Twenty-one people are known to have died" (probe round
# 17: "to" had ended the walk back). Not before an active verb: "Williams is believed to have
# shot" names the shooter (GVA dev).
_HEDGE = r"\b(?:known|believed|thought|said|reported|feared|understood|confirmed)\s+to\s+have"
TO_HAVE_BEEN_RE = re.compile(_HEDGE + r"\s+been\s*$", re.IGNORECASE)
TO_HAVE_RE = re.compile(_HEDGE + r"\s*$", re.IGNORECASE)
# What befell the same victims before their death, coordinated with it: "Eleven coal miners
# were abducted and killed", "11 miners abducted, killed" (probe: "abducted" had ended the
# walk back, and no figure was read).
BEFORE_DEATH_RE = re.compile(
    r"(?:\b(?:abducted|kidnapped|seized|tortured|taken\s+hostage)\s*(?:,\s*and|,|and)\s+"
    r"(?:(?:later|then|subsequently|brutally|summarily)\s+)?)+$",
    re.IGNORECASE,
)


# Crime nouns that qualify "victim" ("a shooting victim", "two stabbing victims").
_VICTIM_KINDS = frozenset(["shooting", "stabbing", "gunshot"])


def np_before(
    text: str, lo: int, hi: int, *, need_aux: bool = False, surnames: frozenset[str] = frozenset(), bare: bool = False,
    relative: bool = False, others_zero: bool = False,
) -> tuple[int, int, int | None, str, int, bool] | None:
    """The victim figure of the noun phrase ending at ``hi`` (after auxiliaries).

    ``relative``: the verb takes no object ("died"), so "who" right before it joins its
    subject ("a boy who died"). ``others_zero``: "no one else", "no other people" is a zero
    (of the hurt; of the dead it would deny the death the sentence before told).

    Returns (value, min, max, qualifier, start, is_zero) or None.
    """
    seg = text[lo:hi]
    for pattern in (AGE_APPOSITIVE, INCLUDING_APPOSITIVE, AGE_DECADE_RE, DASH_ASIDE_RE, VICTIM_OF_RE, ABOARD_RE):
        seg = blank(seg, pattern)
    seg = blank_acronyms(seg)
    seg = blank(seg, TO_HAVE_RE if relative else TO_HAVE_BEEN_RE)
    seg = blank_word_ages(blank(blank(seg, SURVIVED_BUT_RE), BEFORE_DEATH_RE))
    seg = LISTED_ASIDE_RE.sub(lambda m: m.group("group") + " " * (m.end() - m.end("group")), seg)
    toks = list(TOKEN_RE.finditer(seg))
    i = len(toks) - 1
    skipped = 0
    both = None
    while i >= 0 and (toks[i].group().lower() in _AUX or toks[i].group().lower().endswith("ly")):
        if toks[i].group().lower() == "both":
            both = toks[i]
        i -= 1
        skipped += 1
    # "a 13-year-old girl who was shot": the relative pronoun joins the victim to the verb.
    if (skipped or relative) and i >= 0 and toks[i].group().lower() in {"who", "that"}:
        i -= 1
    if i >= 0:
        i = skip_place_phrase([t.group() for t in toks], i)
    if both is None and i >= 0 and toks[i].group() == ",":
        # "Jesus Rios, a 17-year-old Latino male, died": the subject is before the aside.
        i = skip_appositive([t.group() for t in toks], i)
    if i < 0 or toks[i].group() in {",", "&", ";", ":"} or toks[i].group().lower() == "and":
        # "Both were killed", "..., and both were wounded"
        return (2, 2, 2, "exact", lo + both.start(), False) if both is not None else None
    if need_aux and not skipped:
        return None
    np: list[re.Match[str]] = []
    while i >= 0:
        w = toks[i].group().lower()
        # a dash opens an aside: "shot four people — one fatally" (the walk from "fatally"
        # stops at the dash)
        if w in {";", ":", "(", ")", '"', "“", "”", "—", "–", "-"}:
            break
        # "received 47 bodies and 130 wounded": the dead are no more of the wounded
        if w in OTHER_CASUALTY_HEADS:
            break
        # "Two police officers and a civilian died": "police" before a person word is part
        # of the noun phrase, not "police said" ending it.
        # "More than 30 police were hurt": a figure right before it makes "police" the people.
        police_noun = w == "police" and (
            (bool(np) and np[-1].group().lower() in _POLICE_HEADS)
            or (not np and i > 0 and QUANTITY_RE.fullmatch(toks[i - 1].group()) is not None)
        )
        # "a shooting victim had been dropped off for treatment and later died": the crime
        # before "victim(s)" names the kind of victim, not a clause of its own
        victim_kind = w in _VICTIM_KINDS and bool(np) and np[-1].group().lower() in {"victim", "victims"}
        if ((w in _STOP and w not in _NP_OK) or w in CLAUSE_VERBS) and not police_noun and not victim_kind:
            break
        np.append(toks[i])
        i -= 1
        if len(np) > 14:
            break
    np.reverse()
    # "climbed to 59, including the gunman, and 527 people were injured", "killed 5 people
    # and 10 others were injured": the walk stopped at a word whose own list (its object)
    # the first ", and" closes (or "and", after a verb); the subject is what follows it.
    stop = toks[i].group().lower() if i >= 0 else ""
    # (an active verb only: after "were shot" no object follows, "All five men were shot,
    # Mackey and Ishmael Haywood, 20, died" is two dead)
    # (nor an adjective, "The wounded victims, two women and a man, were taken ...", nor a
    # headline's verb without its auxiliary, "2 cops shot, suspect and bystander killed")
    active = (
        stop in OBJECT_VERBS
        and not bare
        and not (i > 0 and toks[i - 1].group().lower() in PASSIVE_AUX | DETERMINERS)
        and bool(np)
        and np[0].group() not in {",", ";", ":"}
    )
    toll_object = stop in TOLL_PREPS and i > 0 and toks[i - 1].group().lower() in TOLL_VERBS
    if stop in INCLUDED_BY or active or toll_object:
        np = after_first_join(np, bare_and=active or toll_object)
    # a headline's toll and the next figure after a bare comma: "death toll rises to five, 11
    # injured" (Zaporizhzhia 2023 probe: 16 injured)
    if toll_object and any(t.group() == "," for t in np) and not any(t.group().lower() == "and" for t in np):
        np = np[next(k for k, t in enumerate(np) if t.group() == ",") + 1 :]
    words = [t.group().lower() for t in np]
    if not np:
        return (2, 2, 2, "exact", lo + both.start(), False) if both is not None else None
    # "A 13-month-old boy and 20-year-old man were both shot": two, however the NP reads.
    if both is not None:
        return 2, 2, 2, "exact", lo + np[0].start(), False
    one_of = ONE_OF_N.search(seg, np[0].start())
    if one_of:
        np = [t for t in np if t.start() >= one_of.end()]
        if not np:
            return None
    # "Neither the driver or the other passenger was injured": the walk stopped at "or"
    neither = stop in {"or", "nor"} and NEITHER_BEFORE_RE.search(seg, 0, np[0].start()) is not None
    # "Sunday, no one was seriously hurt", "..., and nobody was injured": the zero that ends
    # the noun phrase is its subject (the walk runs past a comma, "and" or a blanked aside;
    # it had read "one" as 1)
    zero_at = next(
        (k for k in range(len(words)) if words[k:] in (["no", "one"], ["no", "one", "else"], ["nobody"], ["nobody", "else"])),
        None,
    )
    if zero_at is not None and zero_at > 0:
        if words[-1] == "else" and not others_zero:
            return None
        return 0, 0, 0, "exact", lo + np[zero_at].start(), True
    if neither or words[0] in {"no", "nobody", "none"} or (len(words) > 1 and words[:2] == ["no", "one"]):
        # "No one else was killed" beside a death: no zero of the dead. Of the hurt it is one
        # ("Ten people were killed. No other people were hurt": none injured), when asked.
        if any(w in {"else", "other", "others", "further", "additional", "more"} for w in words) and not others_zero:
            return None
        return 0, 0, 0, "exact", lo + np[0].start(), True
    # Split into items on "and" / "," / "&"; drop a leading clause cut by a comma that is
    # not a coordination (keep only the trailing items).
    items: list[list[re.Match[str]]] = [[]]
    seps: list[str] = []  # the separator after each item but the last
    for t in np:
        # "Between 20 and 30 people": one range, not a list of two groups
        # (the walk may have run past a word "between" does not end: ", saying between 100
        # and 200 people may have died" had been 200 to 300)
        ranged = t.group().lower() == "and" and (
            (len(items[-1]) >= 2 and items[-1][-2].group().lower() == "between")
            # "One hundred and fifty people": one number
            or (bool(items[-1]) and items[-1][-1].group().lower() in {"hundred", "thousand"})
        )
        if t.group().lower() in {"and", ",", "&"} and not ranged:
            if items[-1]:
                seps.append(t.group().lower())
            items.append([])
        else:
            items[-1].append(t)
    items = [it for it in items if it]
    seps = seps[: max(0, len(items) - 1)]
    # Without "and", commas set off an apposition, not a list: "The victim, Destiny
    # Henderson, was taken to ..." is one person.
    # (In headlines a comma joins people: "Toddler, Man Killed in New Jersey Shooting",
    # "Eight DRG jawans, driver killed in IED blast": a counted group is people too.)
    if not any(t.group().lower() in {"and", "&"} for t in np) and not (
        bare and all(person_head(it) or QUANTITY_RE.fullmatch(it[0].group()) for it in items)
    ):
        items = items[-1:]
    # "said Ibrahim Sheikh, a resident who was wounded in the attack": one person described
    # as a speaker, not a count of the event's wounded
    head = items[-1][0]
    if head.group().lower() in {"a", "an"} and SPEAKER_APPOSITION_RE.search(
        text, max(0, lo + head.start() - SPEAKER_WINDOW), lo + head.start()
    ):
        return None
    # "Three herders and 40 cows were killed": the animals after the people are no victims
    while len(items) >= 2 and items[-1][-1].group().lower() in ANIMALS:
        items, seps = items[:-1], seps[:-1]
    counted = [item_count(seg, it, surnames, bare=bare, ordinal=relative) for it in items]
    # "Thirty-two students and faculty members were killed": a bare plural after a counted
    # group shares its figure (Virginia Tech 2007 probe: no figure at all)
    if len(items) >= 2 and counted[-1] is None and seps[-1:] == ["and"] and _shares_figure(items[-1], counted[-2]):
        items, counted = items[:-1], counted[:-1]
    # "a mother and son", "a man, woman and 6-year-old boy": one article for the whole list.
    if counted[0] is not None and counted[0][0] == 1 and items[0][0].group().lower() in {"a", "an", "the"}:
        counted = [
            c if c is not None or not bare_person(it) else (1, 1, 1, "exact", it[0].start())
            for it, c in zip(items, counted, strict=True)
        ]
    # The last item must be a counted victim; earlier ones add up while they count too,
    # except before a partitive ("two children, one of them fatally": one, not three).
    total: list[tuple[int, int, int | None, str, int]] = []
    for it, c in zip(reversed(items), reversed(counted), strict=True):
        if c is None or (total and it[-1].group().lower() in _PLACE_WORDS):
            break
        if total and it is items[0] and stop in _PLACE_PREPS and it[0].group()[:1].isupper() and not c[0] > 1:
            # "killed in a stampede at a temple in Andhra Pradesh, and dozens were injured":
            # the name after the preposition that ended the walk is the place
            break
        if total and len(it) > 2 and [t.group().lower() for t in it[1:3]] in (["of", "them"], ["of", "whom"]):
            # "Twenty-six people were killed, four of them police officers, and 58 injured":
            # a part of the group before, not more of the hurt (probe round 17: 62)
            break
        total.append(c)
        if len(it) > 1 and it[1].group().lower() == "of":
            break
    if not total:
        return None
    total.reverse()
    # "Three others, an 18-year-old woman and two men, ages 21 and 22, were wounded": a
    # group of generic people, then after a comma the people it consists of (as many as it
    # counts) is one group told twice, not two
    first = len(items) - len(total)
    if (
        len(total) >= 2 and first < len(seps) and seps[first] == ","
        and items[first][-1].group().lower() in APPOSITION_HEADS
        and total[0][0] == sum(c[0] for c in total[1:]) and total[0][3] == "exact"
        # each listed item a person ("one female", "two men"); "two female victims, one 18
        # years old, and a 20-year-old man" describes one of the group, then adds a man
        and all(person_head(it) for it in items[first + 1 :])
    ) or (
        # "Two other men, David Dutch, 57, and James Copenhaver, 74, were critically injured":
        # the people a counted group names, one by one, are the group told twice
        len(total) >= 3 and first < len(seps) and seps[first] == ","
        and total[0][0] == len(total) - 1 and total[0][3] == "exact"
        and items[first][-1].group().lower() in PLURAL_PEOPLE
        and all(_named(it) for it in items[first + 1 :])
    ):
        total = total[:1]
    value = sum(c[0] for c in total)
    vmin = sum(c[1] for c in total)
    vmax = None if any(c[2] is None for c in total) else sum(c[2] for c in total)  # type: ignore[misc]
    # a vague item makes the sum vague: "Gladney and several injured" is no precise 11
    qual = total[0][3] if len(total) == 1 else (
        "exact" if all(c[3] == "exact" for c in total) else "vague" if any(c[3] == "vague" for c in total) else "about"
    )
    return value, vmin, vmax, qual, lo + total[0][4], False


# Prepositions of place: a name right after one is where, not who (battery, nineteenth round).
_PLACE_PREPS = frozenset({"in", "at", "near", "outside", "across", "inside"})


# Plural heads a figure before "and" may govern too ("32 students and faculty members").
_SHARED_HEADS = GROUP_HEADS | {"staff", "faculty", "crew", "officials"}


def _shares_figure(item: list[re.Match[str]], before: tuple[int, int, int | None, str, int] | None) -> bool:
    """Whether ``item`` is a bare plural of people (no figure, no determiner, at most three
    lower-case words) after a counted group of two or more (``before``)."""
    words = [t.group() for t in item]
    return (
        before is not None and before[0] >= 2 and len(words) <= 3
        and all(w.isalpha() and w.islower() for w in words)
        and words[-1] in _SHARED_HEADS and words[0] not in {"the", "a", "an", "his", "her", "their", "other", "others"}
    )
