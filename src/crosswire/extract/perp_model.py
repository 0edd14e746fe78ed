"""A learned scorer over perpetrator-organisation candidates in upper-case wire copy.

The rules of :mod:`crosswire.extract.perpetrators` tie an organisation to an act through
the parse, and gate whole reports with a lexical relevance test. Both are brittle on MUC-4
style wire copy: reports of clashes name the FMLN as the doer, and relevant reports name the
perpetrator in wordings outside the patterns. Here every organisation the report names is a
candidate; a logistic regression over hand-made features (what the rules said about it, how
often and where it is named, whether it stands next to a perpetrator noun or an attack word,
and how the report's lead reads) decides which ones the report presents as perpetrators.

The coefficients are trained on MUC-4 DEV and the dev-test reports TST1+TST2 by
``scripts/train_perp_model.py`` and shipped as ``crosswire/data/perp_model.json``; they are
applied here in plain Python (no scikit-learn at run time). Ordinary-case news keeps the
rules: the model never saw it.

Measured (perpetrator-organisation P / R / F1, ``crosswire eval muc4``): MUC-4 DEV nested
5-fold cross-validation (TST1+TST2 in every training part, never scored) 0.472 / 0.508 /
0.489, mean F1 over three outer fold orders 0.487 (0.489 / 0.484 / 0.486;
``scripts/train_perp_model.py --repeats 3``; one order's figure moves by about 0.01 with the
order alone). The rules: 0.438 / 0.412 / 0.425. With the rules of 2026-12-01 (aircraft, "from",
attempts, a group's front, victims of "the murder of", a country after "OF", no acronym at the
end of a longer name) the same nested CV gives 0.496 (0.491 / 0.492 / 0.506) against 0.486
(0.484 / 0.486 / 0.488) before them; the weights were not refitted (a refit gained 0.001
in-sample and took the CI gate's MUC-4 precision below its floor). With the names of the
eleventh round (a commando's "UNIT", "GROUP" or "GANG" after a proper name, a quoted name
before its head) 0.503 (0.499 / 0.502 / 0.508), weights again not refitted. With the roles of
the twelfth round (captors named by a release, "IMPLICATED IN", the group the doers are said to
belong to, every act verb a cue, a denied or planned act, "behind" only after a copula) 0.509
(0.510 / 0.502 / 0.513), and the weights refitted on them (C 0.1, threshold 0.2, relative 0.7;
the CI gate's MUC-4 sample unchanged at P / R 0.692 / 0.567); with the round's later rules
(texts ascribed, charges of other deeds, comma-set acronyms) 0.512 (0.510 / 0.513 / 0.513),
weights not refitted again.
``crosswire eval muc4 --split dev`` is in-sample for this model and overstates it.
"""

from __future__ import annotations

import bisect
import json
import logging
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from crosswire.extract import perp_lead
from crosswire.extract import perpetrators as rules
from crosswire.nlp import ParsedArticle, Sentence

log = logging.getLogger(__name__)

WEIGHTS_RESOURCE = "data/perp_model.json"

_CLAIM = re.compile(r"\b(?:CLAIM\w*|ADMIT\w*)\b[^.]*\bRESPONSIB|\bRESPONSIB\w*\b[^.]*\bCLAIM", re.I)
_ACCUSE = re.compile(r"\b(?:BLAM\w*|ACCUS\w*|HELD RESPONSIBLE|HOLDS? RESPONSIBLE|ATTRIBUT\w*|IMPLICAT\w*|DENOUNC\w*)\b", re.I)
_DENY = re.compile(r"\b(?:DENIE[SD]|DENY|DENYING|REJECT\w*)\b", re.I)
# Heads of state forces: the gold codes them only for massacres and death-squad killings.
_STATE_HEADS = frozenset(["army", "armed", "forces", "military", "police", "guard", "government", "regime", "battalion", "brigade", "detachment", "corps", "troops", "soldiers"])
# State forces (and death squads) are coded as perpetrators when the report ties them to
# violence against civilians ("SOLDIERS MASSACRED PEASANTS", "ACCUSING THE ARMY OF
# MURDERING THE PRIESTS"): a sentence naming them with an act of repression and a civilian
# target. Nested-CV F1 on MUC-4 DEV, mean over 3 fold orders, 0.462 -> 0.468 (most of the
# dropped gold fillers were state forces).
_STATE_ACT_HEADS = _STATE_HEADS | {"squad", "squads"}
_REPRESSION = re.compile(
    r"\b(?:MASSACR\w*|MURDER\w*|KILL\w*|ASSASSINAT\w*|TORTUR\w*|BOMB\w*|SHOT|CAPTUR\w*|ARREST\w*|"
    r"DISAPPEAR\w*|KIDNAP\w*|ABDUCT\w*)\b",
    re.I,
)
_ACRONYM_NAME = re.compile(r"^[A-Z0-9\-]{2,8}$")
# Words before a mention that make it the perpetrators' group ("TERRORISTS OF THE FMLN").
_PERP_BEFORE = re.compile(r"\b(?:" + "|".join(sorted(rules.PERP_NOUNS)) + r")\s+(?:OF|FROM)\s+(?:THE\s+)?$", re.I)
_PERP_AFTER = re.compile(r"^(?:\s*[\[(][^\])]{1,80}[\])])?\s+(?:URBAN\s+)?(?:" + "|".join(sorted(rules.PERP_NOUNS)) + r")\b", re.I)
# Characters before/after a mention searched for the perpetrator nouns above.
PERP_WINDOW = 40
# Words either side of a mention that become context features ("b:by", "a:terrorists"):
# three covers "KIDNAPPED BY TERRORISTS OF THE FMLN" and "FMLN URBAN COMMANDOS DYNAMITED".
CONTEXT_WORDS = 3
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'\-]*")
# A mention as the target or the victim's affiliation ("THE ARENA HEADQUARTERS", "LEADERS OF
# THE CHRISTIAN DEMOCRATIC PARTY", "THE ATTACK AGAINST THE NATIONAL POLICE"): the share of a
# candidate's mentions so placed is the feature victim_share. Nested-CV F1 on MUC-4 DEV,
# mean over 3 fold orders, 0.4838 -> 0.4865 (every order up).
_VICTIM_AFTER = re.compile(
    r"^(?:\s*[\[(][^\])]{1,80}[\])])?\s+(?:HEADQUARTERS|OFFICES?|LEADERS?|LEADERSHIP|CANDIDATES?|MAYORS?|"
    r"DEPUT(?:Y|IES)|SECRETARY|PRESIDENT|ACTIVISTS?|OFFICIALS?|COUNCILM[AE]N|POLITICIANS?|SYMPATHIZERS?|"
    r"FOUNDER|DIRECTOR|BUILDING|OFFICE)\b",
    re.I,
)
_VICTIM_BEFORE = re.compile(
    r"\b(?:AGAINST|LEADERS? OF|OFFICIALS? OF|CANDIDATE OF|HEADQUARTERS OF|OFFICES? OF|SECRETARY(?: GENERAL)? OF|"
    r"PRESIDENT OF|FOUNDER OF|ACTIVISTS? OF|SYMPATHIZERS? OF)\s+(?:THE\s+)?$",
    re.I,
)


@dataclass(slots=True)
class Candidate:
    """One organisation the report names, with its features and what the rules said."""

    key: str
    name: str
    first: Sentence
    roles: list[tuple[str, Sentence]] = field(default_factory=list)
    features: dict[str, float] = field(default_factory=dict)


def _log(n: float) -> float:
    return math.log1p(n)


def candidates(pa: ParsedArticle) -> list[Candidate]:
    """Every organisation the report names, keyed by its output name (lower-cased), with
    its feature vector (``Candidate.features``) for :func:`score`."""
    acr = rules._acronyms(pa)
    per_sent, alias = rules.mention_table(pa, list(pa.sentences), acr)
    if not per_sent:
        return []
    cue = [(s, ms) for s, ms in per_sent if rules._CUE.search(pa.analysis_text, s.start, s.end)]
    roles = rules.rule_roles(pa, cue)
    text = pa.text
    lead = perp_lead.lead(text)
    body = text.find(perp_lead.BODY_MARK, 0, perp_lead.HEADER_CHARS)
    body = body + len(perp_lead.BODY_MARK) if body >= 0 else 0
    lead_end = body + perp_lead.LEAD_CHARS
    year = rules._report_year(pa)
    doc_f = {
        "relevant": float(perp_lead.relevant_lead(text)),
        "lead_attack": _log(len(perp_lead.LEAD_ATTACK.findall(lead))),
        "lead_civilian": _log(len(perp_lead.LEAD_CIVILIAN.findall(lead))),
        "lead_clash": _log(len(perp_lead.LEAD_CLASH.findall(lead))),
        "lead_politics": _log(len(perp_lead.LEAD_POLITICS.findall(lead))),
        "lead_unnamed": _log(len(perp_lead.UNNAMED_DOERS.findall(lead))),
        "doc_roles": float(bool(roles)),
    }
    # (the lead's own words as features were tried: they overfit DEV, CV F1 0.447 -> 0.436)
    words = [(m.start(), m.end(), m.group().lower()) for m in _TOKEN.finditer(text)]
    starts = [w[0] for w in words]
    cands: dict[str, Candidate] = {}
    stats: dict[str, dict[str, float]] = {}
    total = 0
    for s, ms in per_sent:
        stext = pa.analysis_text[s.start : s.end]
        attack = bool(perp_lead.LEAD_ATTACK.search(stext))
        claim = bool(_CLAIM.search(stext))
        accuse = bool(_ACCUSE.search(stext))
        deny = bool(_DENY.search(stext))
        bg = rules.background(pa, s, year)
        repression = bool(_REPRESSION.search(stext)) and bool(perp_lead.LEAD_CIVILIAN.search(stext))
        for mt in ms:
            name = rules.output_name(mt, alias)
            key = name.lower()
            if not key:
                continue
            total += 1
            c = cands.get(key)
            if c is None:
                c = cands[key] = Candidate(key=key, name=name, first=s)
                parts = key.split()
                stats[key] = {
                    "first_pos": mt.start / max(1, len(text)),
                    "generic": float(mt.generic),
                    "acronym": float(bool(_ACRONYM_NAME.match(name.upper())) and " " not in name),
                    "n_words": _log(len(parts)),
                    "state": float(any(w in _STATE_HEADS for w in parts)),
                    # "M-16", "AK-47": weapons written like acronyms
                    "has_digit": float(any(ch.isdigit() for ch in key)),
                    "bg_only": 1.0,
                }
            f = stats[key]
            f["n_ment"] = f.get("n_ment", 0.0) + 1
            f["in_lead"] = max(f.get("in_lead", 0.0), float(mt.start < lead_end))
            f["first_sent"] = max(f.get("first_sent", 0.0), float(s.start <= body + 1 or s.index <= 1))
            f["attack_sent"] = f.get("attack_sent", 0.0) + attack
            f["claim_sent"] = max(f.get("claim_sent", 0.0), float(claim))
            f["accuse_sent"] = max(f.get("accuse_sent", 0.0), float(accuse))
            f["deny_sent"] = max(f.get("deny_sent", 0.0), float(deny))
            if not bg:
                f["bg_only"] = 0.0
            if repression and any(w in _STATE_ACT_HEADS for w in key.split()):
                f["state_civ_act"] = f.get("state_civ_act", 0.0) + 1
            before = text[max(0, mt.start - PERP_WINDOW) : mt.start]
            after = text[mt.end : mt.end + PERP_WINDOW + 40]
            if _PERP_BEFORE.search(before) or _PERP_AFTER.match(after):
                f["perp_noun"] = f.get("perp_noun", 0.0) + 1
            if _VICTIM_BEFORE.search(before) or _VICTIM_AFTER.match(after):
                f["victim_ctx"] = f.get("victim_ctx", 0.0) + 1
            lo = bisect.bisect_left(starts, mt.start)
            hi = bisect.bisect_left(starts, mt.end)
            for _, _, w in words[max(0, lo - CONTEXT_WORDS) : lo]:
                f["b:" + w] = 1.0
            for _, _, w in words[hi : hi + CONTEXT_WORDS]:
                f["a:" + w] = 1.0
    for mt, st, s in roles:
        key = rules.output_name(mt, alias).lower()
        c = cands.get(key)
        if c is None:
            continue
        c.roles.append((st, s))
        f = stats[key]
        f["r_" + st] = 1.0
        f["r_count"] = f.get("r_count", 0.0) + 1
        if mt.start < lead_end:
            f["r_lead"] = 1.0
    top = max(stats[k]["n_ment"] for k in stats)
    fallback = {n.lower() for n, _, _ in rules._fallback(pa, acr, alias)} if not roles else set()
    for key, c in cands.items():
        f = stats[key]
        n = f["n_ment"]
        r_any = float(f.get("r_count", 0.0) > 0)
        feats = dict(doc_f)
        feats.update(
            {
                "bias": 1.0,
                "n_ment": _log(n),
                "share": n / total,
                "top_freq": float(n == top),
                "first_pos": f["first_pos"],
                "in_lead": f.get("in_lead", 0.0),
                "first_sent": f.get("first_sent", 0.0),
                "generic": f["generic"],
                "acronym": f["acronym"],
                "n_words": f["n_words"],
                "state": f["state"],
                "has_digit": f["has_digit"],
                "bg_only": f["bg_only"],
                "attack_share": f.get("attack_sent", 0.0) / n,
                "claim_sent": f.get("claim_sent", 0.0),
                "accuse_sent": f.get("accuse_sent", 0.0),
                "deny_sent": f.get("deny_sent", 0.0),
                "perp_noun": _log(f.get("perp_noun", 0.0)),
                "r_any": r_any,
                "r_suspected": f.get("r_suspected", 0.0),
                "r_claimed": f.get("r_claimed", 0.0),
                "r_blamed": f.get("r_blamed", 0.0),
                "r_denied": f.get("r_denied", 0.0),
                "r_count": _log(f.get("r_count", 0.0)),
                "r_lead": f.get("r_lead", 0.0),
                "fallback": float(key in fallback),
                "rel_x_r_any": doc_f["relevant"] * r_any,
                "rel_x_top": doc_f["relevant"] * float(n == top),
                "rel_x_perp_noun": doc_f["relevant"] * float(f.get("perp_noun", 0.0) > 0),
                "state_x_r_any": f["state"] * r_any,
                "state_civ_act": _log(f.get("state_civ_act", 0.0)),
            }
        )
        feats["victim_share"] = f.get("victim_ctx", 0.0) / n
        feats.update({k: v for k, v in f.items() if k[:2] in ("b:", "a:")})
        c.features = feats
    return list(cands.values())


@lru_cache(maxsize=1)
def load_weights() -> dict[str, Any] | None:
    """The shipped model (``weights``: feature -> coefficient, ``threshold``), or None."""
    try:
        raw = resources.files("crosswire").joinpath(WEIGHTS_RESOURCE).read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        log.warning("perpetrator model %s missing: falling back to the rules", WEIGHTS_RESOURCE)
        return None
    return json.loads(raw)


def score(features: dict[str, float], weights: dict[str, float]) -> float:
    """The model's probability that the candidate is a perpetrator organisation."""
    z = sum(weights.get(k, 0.0) * v for k, v in features.items())
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))


def default_stance(c: Candidate, pa: ParsedArticle) -> tuple[str, Sentence]:
    """The stance of a candidate the rules said nothing about: claimed when its first
    sentence claims responsibility, else suspected (wire copy states doers as fact)."""
    return ("claimed" if c.features.get("claim_sent") and _CLAIM.search(pa.analysis_text, c.first.start, c.first.end) else "suspected", c.first)


def select(pa: ParsedArticle, cands: list[Candidate], model: dict[str, Any]) -> list[tuple[str, str, Sentence]]:
    """(name, stance, sentence) for the candidates the model accepts: the rules' stances
    where they gave one, else suspected (claimed in a claim sentence) at the first mention."""
    weights, threshold = model["weights"], float(model["threshold"])
    relative = float(model.get("relative", 0.0))
    probs = [score(c.features, weights) for c in cands]
    top = max(probs, default=0.0)
    out: list[tuple[str, str, Sentence]] = []
    for c, p in zip(cands, probs, strict=True):
        # a report rarely names two perpetrator groups: a runner-up must come close to the
        # best candidate ("relative", trained with the threshold)
        if p < threshold or p < relative * top:
            continue
        roles = c.roles or [default_stance(c, pa)]
        out.extend((c.name, st, s) for st, s in roles)
    return out


def extract_scored(pa: ParsedArticle) -> list[tuple[str, str, Sentence]]:
    """Perpetrator organisations of upper-case wire copy chosen by the learned scorer; the
    rules (:func:`perpetrators.extract_perpetrators`) elsewhere or without shipped weights."""
    model = load_weights() if pa.uppercase else None
    if model is None:
        return rules.extract_perpetrators(pa)
    return select(pa, candidates(pa), model)


__all__ = ["Candidate", "candidates", "default_stance", "extract_scored", "load_weights", "score", "select"]
