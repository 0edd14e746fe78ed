"""Page debris around a date mention: what dates the page or another story, not the event.

Photo captions, embedded tweets, wire datelines, "Posted"/"Updated" stamps, a video's air
date, live-blog update stamps, video-playlist lines and links to other stories. Split out of
:mod:`crosswire.extract.date_context`, which weighs a mention by these and by its words.
"""

from __future__ import annotations

import re

from crosswire.extract.place_forms import TIME_ZONE as _TIME_ZONE

# Photo captions ("..., Dec. 31, 2016. Mark Vergari/lohud", "... June 17, 2016, in Orlando,
# Fla. (AP Photo/...)", "(Photo: WFAA)"), embedded tweets ("— Jess Janner (@JessicaJanner)
# January 26, 2016") and wire datelines ("CHATTANOOGA, Tenn., July 18 (Reuters) -").
_CAPTION_AFTER = re.compile(
    r"^[^\n]{0,70}?(?:\((?:AP |Reuters |AFP )?Photo\b|\bPhoto:|\bPhoto by\b|/lohud\b|"
    r"\bGetty Images\b|\bStaff Photo\b)",
    re.IGNORECASE,
)

# A link to another story: "RELATED: ...", "[OTHER NEWS: ...]", "READ MORE: ...".
RELATED_LINK_RE = re.compile(
    r"\s*\[?\s*(?:RELATED|OTHER NEWS|MORE|READ MORE|READ ALSO|ALSO READ|SEE ALSO|WATCH|"
    r"PREVIOUSLY|RELATED STORY|RELATED STORIES)\b\s*:"
)

_TWEET_BEFORE = re.compile(r"\(@\w+\)\s*$")

WIRE_DATELINE_AFTER_RE = re.compile(
    r"^\s*\((?:Reuters|AP|AFP|UPI|Xinhua|IANS|PTI|dpa|Anadolu|"
    # agencies of other countries, in their English services ("Maputo, 11 May (Lusa) -")
    r"Lusa|EFE|ANSA|TASS|Interfax|Sputnik|Bernama|Yonhap|Kyodo|ANI|APP|IRNA|KUNA|WAM|SPA|NNA|"
    r"Prensa\s+Latina|Europa\s+Press)\)\s*[-–—]"
)

STAMP_RE = re.compile(
    r"(posted|updated?|published|last modified|created|print|e-?mail)\b[^\n]{0,25}$"
    # a video's air date: "Watch the video below from WFTV, broadcast Jan. 27, 2015."
    r"|\b(?:broadcast|aired)\s+(?:on\s+)?$",
    re.IGNORECASE,
)
# ("BREAKING (Thursday, 4:02 p.m.): Lily has been taken off life support": the time of an
# update, like "UPDATE (5:30 p.m.):", dropped like a playlist's; a bare "BREAKING:" opens a
# sentence of news)
BREAKING_STAMP_RE = re.compile(r"\bbreaking\s*\(\s*$", re.IGNORECASE)
# ... and a live blog's stamp ("Saturday 1:15 p.m. UPDATE\n\nA heavy police presence could be
# seen"): when the update was posted, the next day's as often as the event's
UPDATE_STAMP_AFTER_RE = re.compile(
    r",?[ \t]*\d{1,2}:\d\d[ \t]*[ap]\.?m\.?[ \t]*(?:[A-Z]{2,4}[ \t]+)?update\b", re.IGNORECASE
)

# A line of a video playlist beside the story ("0:50 Pursuit suspect weeps Pause", or the
# running time on a line of its own above the title, "1:45\n\n'You just get there,' injured
# officer says in aftermath of Friday's shooting"): another story's title (GVA dev pages of
# McClatchy and Tribune sites). Its dates are dropped (weight 0): a page's only weekday there
# would otherwise date the report.
PLAYLIST_LINE_RE = re.compile(
    r"\s*\d{1,2}:\d\d(?!\s*[ap]\.?m\b)(?!\s*(?-i:" + _TIME_ZONE + r"))(?:\s|$)", re.IGNORECASE
)
PLAYLIST_PREV_RE = re.compile(r"(?:^|\n)\s*\d{1,2}:\d\d\s*\n\s*$")

def is_caption_or_stamp(text: str, start: int, end: int) -> bool:
    """A photo caption's, embedded tweet's or wire dateline's date: when the picture was
    taken or the copy filed, not when the event happened."""
    return bool(
        _CAPTION_AFTER.search(text[end : end + 80])
        or _TWEET_BEFORE.search(text[max(0, start - 40) : start])
        or WIRE_DATELINE_AFTER_RE.match(text[end : end + 20])
    )
