"""What the actor rules of :mod:`crosswire.extract.actors` share while they read one
article: the stances found so far (:class:`Findings`, whose ``add`` canonicalises each name
and keeps one record per actor, stance and sentence) and the token they look at with its
subject (:class:`TokenView`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from crosswire import geo
from crosswire.extract.actor_bodies import the_army
from crosswire.extract.actor_clauses import (
    ALLEGATION_BEFORE,
)
from crosswire.extract.actor_dateline import (
    dateline_end_of,
    only_in_dateline,
)
from crosswire.extract.actor_names import (
    article_aliases,
    as_country,
    known_name,
    own_voice,
    qualified_group,
    run_by_group,
)
from crosswire.extract.actor_refs import (
    described_group,
    sentence_index,
)
from crosswire.extract.actor_spans import (
    canonical,
    no_actor,
)
from crosswire.extract.actor_words import (
    PRONOUNS,
    RAMMING,
)
from crosswire.model import ActorStance
from crosswire.nlp import ParsedArticle, Sentence

# The group's own voice, unnamed ("a spokesman for the group", "the group's spokesman").
_GROUPS_VOICE = re.compile(
    r"(?i)(?:an?\s+|the\s+)?(?:(?:spokes(?:man|woman|person)|commander|leader)\s+for\s+the\s+(?:group|militants|movement|organi[sz]ation)"
    r"|(?:group|movement|organi[sz]ation)['’]s\s+(?:spokes(?:man|woman|person)|commander|leader))"
)
# A phrase owned by a pronoun names no one ("its forces").
_OWNED_BY_PRONOUN = re.compile(r"(?i)(?:its|their|his|her)\s")
# A state's name the NER ran on into its ministry ("Saudi Foreign" of "Saudi Foreign Minister").
_MINISTRY_CUT = re.compile(r"(.+?)\s+(?:Foreign|Interior|Defen[cs]e|Home|Information|Justice|Finance)")


class Findings:
    """The stances found in one article so far, and what the rules know of the article."""

    def __init__(self, pa: ParsedArticle) -> None:
        self.pa = pa
        self.dateline_end = 0 if pa.uppercase else dateline_end_of(pa.text)
        self.aliases = article_aliases(pa.text) if not pa.uppercase else {}
        # a vehicle driven into people: its driver is the attacker ("The driver ... was shot dead
        # by police. He was identified as Mohamed Lahouaiej-Bouhlel": Nice 2016)
        self.rammed = not pa.uppercase and bool(RAMMING.search(pa.text))
        self.out: list[ActorStance] = []
        self.seen: set[tuple[str, str, int]] = set()
        self.off_claims: set[int] = set()  # sentences whose denial disowns a claim about something else
        self.unclaimed: set[int] = set()  # sentences that say a claim was not made
        self.doer_sents: set[int] = set()  # sentences whose main subject is the attack's doer

    def add(self, name: str, stance: str, sent: Sentence, by: str | None) -> None:
        """Record that ``name`` takes ``stance`` in ``sent`` as ``by`` says, under its
        canonical name, once per (actor, stance, sentence)."""
        if not self.pa.uppercase and no_actor(name):
            return  # "The Charger was believed to have been involved", "the K-9"
        if sent.start < self.dateline_end and only_in_dateline(name, self.pa.text, sent, self.dateline_end):
            # a place of the wire dateline that the parse hung on the lead's subject
            # ("MOGADISHU, Somalia (AP) — Extremists detonated a bomb ..., police said")
            return
        if not self.pa.uppercase and (m := _MINISTRY_CUT.fullmatch(name)) and geo.country_code(as_country(m.group(1))):
            name = m.group(1)  # "Saudi Foreign Minister Adel al-Jubeir": the NER's "Saudi Foreign" is the state
        if not self.pa.uppercase:  # wire copy's names are scored as written (MUC-4 fillers)
            name = as_country(self.aliases.get(name, known_name(canonical(name))))
            name = qualified_group(name) or run_by_group(name) or name  # "the Iran-backed Hezbollah group"
            name = described_group(name, self.pa, sent, self.out) or name  # "the Lebanese group" after Hezbollah
            by = ALLEGATION_BEFORE.sub("", by) if by else by  # "a charge Ukraine dismissed"
            if by and by.count("(") > by.count(")"):
                by = by[: by.rfind("(")].strip()  # "Kurdistan Workers Party (PKK": its name
            if by and len(by.strip(" .-")) < 2:
                by = None  # a letter cut from a name ("IS-K, the group's affiliate": "K")
            by = as_country(self.aliases.get(by, known_name(by))) if by else by
            by = (described_group(by, self.pa, sent, self.out) or qualified_group(by) or run_by_group(by) or by) if by else by  # "the PKK terrorist organization", "the Hamas-run health ministry"
        if by and by.lower() in ("it", "they"):
            # "Russia's Defence Ministry said its forces had struck a meeting of commanders.
            # It accused Kyiv of using civilians as a human shield" (Sumy 2025): the one who
            # spoke in the sentence before, else no one named ("according to It")
            by = next((a.asserted_by for a in reversed(self.out) if a.asserted_by
                       and sentence_index(self.pa, a.evidence.start) == sent.index - 1), None)
        elif by and (by.lower() in PRONOUNS or _OWNED_BY_PRONOUN.match(by)):
            by = None  # (no one named: "its forces")
        elif by and not self.pa.uppercase and by.lower() in ("army", "military", "armed forces"):
            # "The army accused the RSF ...": the one national army the article names
            by = the_army("the " + by, self.pa.text) or by
        if by and stance in ("claimed", "denied") and _GROUPS_VOICE.fullmatch(by):
            by = name  # "a spokesman for the group later distanced it from the attack": the group's own word
        if by == name and stance in ("blamed", "suspected"):
            return  # "Russia ... that Russia was involved" is no accusation
        if by and stance in ("blamed", "suspected") and own_voice(name, by):
            # "The Islamic State's Amaq news agency said the attack was carried out by an
            # Islamic State fighter": the group speaking of its own deed claims it
            stance, by = "claimed", name
        key = (name, stance, sent.index)
        if key in self.seen:
            return
        self.seen.add(key)
        self.out.append(ActorStance(name=name, stance=stance, evidence=self.pa.evidence(sent.start, sent.end), asserted_by=by))


@dataclass(frozen=True, slots=True)
class TokenView:
    """One token of a candidate sentence and what the rules read around it."""

    sent: Sentence
    doc: Any  # the sentence's spaCy parse
    low: str  # the sentence's analysis text, lower-cased
    tok: Any  # the spaCy token
    w: str  # its text, lower-cased
    subj: Any  # its subject (a token), or None
    subj_actors: list[tuple[str, int, int]]  # the actors the subject names
    claimants: list[tuple[str, int, int]]  # who claims, when the token is a claim verb
    subj_name: str | None  # who the subject is (the speaker for "they", "it", evidence)
    evidence_says: bool  # the subject is evidence ("early indications suggested X ...")
