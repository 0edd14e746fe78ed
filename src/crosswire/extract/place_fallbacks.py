"""Places that stand where the article's mentions resolve to no known town, and the Place a
resolved mention becomes. A US dateline's town the gazetteer lacks, written with its state
("KINLOCH, Mo. (KMOV) -"), or a town written with its state in an event sentence that the
gazetteer lists only in other states, stands with that state; an article that names no
place at all gets its outlet's home market. :func:`place` builds the
:class:`~crosswire.model.Place` with its evidence and score for
:mod:`crosswire.extract.location` (split out of location.py, unchanged).
"""

from __future__ import annotations

import dataclasses
import re

from crosswire import geo
from crosswire.extract.place_resolve import (
    Context,
    Mention,
    candidates,
    pick,
    region_filter,
)
from crosswire.extract.place_title import outlet_mentions
from crosswire.model import Evidence, Place
from crosswire.nlp import ParsedArticle

# A place taken from the outlet's name in the title: no evidence that it is the scene.
OUTLET_HOME_SCORE = 0.0
# Score is the place's share of all mention weight, squashed to 0..1 by this cap.
SCORE_CAP = 6.0
# Words of a county's or township's name (no town's): "Star Township", "Halifax Co.".
UNIT_WORDS = re.compile(r"(?i)\b(?:county|co\.?|parish|borough|township|twp\.?|town of|village of)(?:\b|$)")


def unlisted_dateline_town(
    pa: ParsedArticle, mentions: list[tuple[Mention, bool]], cands: list[list[geo.Candidate]]
) -> list[Place]:
    """A US dateline's town the gazetteer lacks, written with its state ("KINLOCH, Mo.
    (KMOV) -", "IRA, Vt. (AP) -"), for an article no known town or county resolves in: the
    reporter names the town and its state, so both stand (no GeoNames id, no point). Not a
    county's or township's name (those are units the gazetteer knows by other names)."""
    for (mention, _), cs in zip(mentions, cands, strict=True):
        if mention.kind != "dateline" or cs or UNIT_WORDS.search(mention.name):
            continue
        country, state = region_filter(mention.region)
        if country not in (None, "US") and not geo.country_code(mention.name) and not geo.admin1_lookup(mention.name):
            # abroad, the town with its country ("UTHAI SAWAN, Thailand (Reuters) -"): the
            # town and the country stand
            cand = geo.Candidate(name=mention.name.strip(" .,").title(), kind="city", country_code=country)
            return [place(pa, mention, cand, min(1.0, mention.weight / SCORE_CAP))]
        if country != "US" or state is None or geo.us_state(mention.name):
            continue
        cand = geo.Candidate(name=mention.name.strip(" .,"), kind="city", country_code="US",
                             admin1_code=state, admin1=geo.admin1_name("US", state))  # fmt: skip
        return [place(pa, mention, cand, min(1.0, mention.weight / SCORE_CAP))]
    return []


def unlisted_town_of_state(pa: ParsedArticle, mention: Mention, events: frozenset[int]) -> geo.Candidate | None:
    """A town written with its US state in an event sentence that the gazetteer lists only
    in other states ("The home in Waynesville, Indiana, where four people were found
    killed": Waynesville, Ind. is unincorporated, GeoNames has the N.C., Mo. and Ohio
    ones): the writer names the town and its state, so both stand (no GeoNames id, no
    point), as for a dateline's (see :func:`unlisted_dateline_town`)."""
    if mention.kind != "city_state" or UNIT_WORDS.search(mention.name) or geo.us_state(mention.name):
        return None
    sent = pa.sentence_at(mention.start)
    country, state = region_filter(mention.region)
    if sent is None or sent.index not in events or country != "US" or state is None:
        return None
    return geo.Candidate(name=mention.name.strip(" .,"), kind="city", country_code="US",
                         admin1_code=state, admin1=geo.admin1_name("US", state))  # fmt: skip


def outlet_home(pa: ParsedArticle, ctx: Context, hints: list[geo.Candidate]) -> list[Place]:
    """The outlet's home market from its page title ("... - KTBS.com - Shreveport, LA"),
    for an article that names no place at all: a local station's story is most often in
    its market. Score 0: it never outvotes a place another report names (reconciliation
    gives a place of score 0 no first-rank bonus)."""
    for mention in outlet_mentions(pa.article.title):
        cand = pick(mention, candidates(mention, ctx, loose=False), ctx, anchors=[],
                    counties=[], hints=hints)  # fmt: skip
        if cand is not None:
            return [place(pa, mention, cand, OUTLET_HOME_SCORE)]
    return []


def place(pa: ParsedArticle, mention: Mention, cand: geo.Candidate, score: float) -> Place:
    """The :class:`~crosswire.model.Place` of ``mention`` resolved to ``cand``: its evidence
    (in the title for a headline's mention), a province's or state's point, ``score`` rounded."""
    if mention.kind.startswith("title"):
        title = pa.article.title or ""
        evidence = Evidence(article=pa.article.id, start=mention.start, end=mention.end,
                            text=title[mention.start : mention.end], field="title")  # fmt: skip
    else:
        evidence = pa.evidence(mention.start, mention.end)
    if cand.kind == "admin1" and cand.lat is None:
        # a province or state alone: a point inside it, so that maps and the grouping's
        # distances have something (geo.admin1_point: the mean of its places)
        point = geo.admin1_point(cand.country_code, cand.admin1_code)
        if point is not None:
            cand = dataclasses.replace(cand, lat=point[0], lon=point[1])
    return Place(
        name=cand.name,
        evidence=evidence,
        admin1=cand.admin1,
        country_code=cand.country_code,
        lat=cand.lat,
        lon=cand.lon,
        geonames_id=cand.geonames_id,
        score=round(score, 3),
    )
