"""Grouping features: page debris left out of the text a report is compared by."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crosswire.group import group_events
from crosswire.grouping.features import (
    LineSketch,
    body_is_another_story,
    count_matrices,
    headlines_disagree,
    line_keys,
    strip_boilerplate,
    title_counts,
)
from crosswire.model import Article

_EMPTY_SKETCH = LineSketch()  # 32 MB: one for all tests that count nothing into it

# Lines of scraped video playlists on GVA dev pages (McClatchy sites).
PLAYLIST = (
    "0:43 Homeless man found dead in Parkland; suspect arrested Pause\n\n"
    "1:47 'I miss the one thing that completes my every day,' says wife of shooting victim\n\n"
    "0:24 Police investigate scene of shooting in southwest Fresno Pause\n\n"
)


@pytest.mark.parametrize(
    ("line", "dropped", "why"),
    [
        ("0:50 Pursuit suspect weeps Pause", True, "clip length then clip title"),
        ("1:47 “I miss the one thing that completes my every day,” says wife", True,
         "a clip title may open with a quotation mark"),
        ("10:30 p.m. Police said the man was shot in the chest outside his home.", False,
         "a clock time opening a sentence is the story"),
        ("3:00 P.M. ET: Two suspects are at large and being sought by police.", False,
         "an update stamp is the story"),
        ("A 15-year-old boy was shot in the leg on Elm Street at 10:30 Friday night.", False,
         "a time inside a line"),
    ],
)
def test_video_playlist_lines_are_dropped(line: str, dropped: bool, why: str) -> None:
    text = line + "\nPolice said a 15-year-old boy was shot in the leg on Elm Street on Friday."
    kept = strip_boilerplate(text, line_keys(text), _EMPTY_SKETCH)
    assert (line not in kept) == dropped, why
    assert "Elm Street on Friday" in kept


def test_a_page_of_playlist_lines_only_is_read_by_its_headline() -> None:
    arts = [Article(id="a", text=PLAYLIST, title="Boy, 13, shot near JBLM has died")]
    words, _, _ = count_matrices(arts, LineSketch())
    title_only, _, _ = count_matrices(
        [Article(id="b", text="", title="Boy, 13, shot near JBLM has died")], LineSketch()
    )
    assert words.nnz > 0 and (words != title_only).nnz == 0


@pytest.mark.parametrize(
    ("title", "account"),
    [
        ("Denver Police Dept. on Twitter", True),
        ("Montgomery Co Police on Twitter", True),
        ("Man shot on Facebook Live stream in Chicago", False),
        ("6-year-old Atlanta girl shot in the head, killed", False),
    ],
)
def test_social_media_account_titles_are_no_headline(title: str, account: bool) -> None:
    assert (title_counts([Article(id="a", text="", title=title)]).nnz == 0) == account


TWITTER = (
    "Add a location to your Tweets\n\nWhen you tweet with a location, Twitter stores that location. "
    "You can switch location on/off before each Tweet and always have the option to delete your "
    "location history."
)


def test_tweet_pages_of_different_accounts_stay_apart() -> None:
    # GVA dev: five embedded tweets of five incidents used to form one event by their titles.
    titles = ("Denver Police Dept. on Twitter", "TSA on Twitter", "ATCEMS on Twitter",
              "Montgomery Co Police on Twitter", "Megan Cruz on Twitter")
    arts = [Article(id=f"t{k}", text=TWITTER, title=t, published=f"2016-06-{k + 1:02d}")
            for k, t in enumerate(titles)]
    assert group_events(arts, {}) == tuple((a.id,) for a in arts)


@given(st.text(max_size=300))
def test_strip_boilerplate_never_raises_and_keeps_only_input_lines(text: str) -> None:
    kept = strip_boilerplate(text, line_keys(text), _EMPTY_SKETCH)
    assert all(line in text for line in kept.split("\n"))


@pytest.mark.parametrize(
    ("title", "body", "another", "why"),
    [
        ("Deadly gunfire followed reported argument at party", "3 of 3 Premium Clicks used this month",
         True, "a metered-paywall notice"),
        ("Police arrest suspect in teen’s fatal shooting at eatery",
         "Akron is targeting a “problem bar” on what’s become the city’s deadliest street corner.",
         True, "a sidebar teaser of another story"),
        ("Gang-activity suspected in Thursday night shooting in Columbus",
         "Two of the four victims are ‘validated gang members’", False,
         "a hyphenated headline word is two words"),
        ("Boy, 13, shot near JBLM has died",
         "A 13-year-old boy who was shot near Joint Base Lewis-McChord has died, police said.",
         False, "the story repeats the headline's words"),
        ("Teen shot", "Already a subscriber? Click on the button below.", False,
         "too short a headline to judge by"),
    ],
)
def test_a_body_sharing_no_word_with_its_headline_is_another_story(
    title: str, body: str, another: bool, why: str
) -> None:
    assert body_is_another_story(title, body) == another, why


@given(st.text(max_size=200), st.text(max_size=200))
def test_body_is_another_story_never_raises(title: str, body: str) -> None:
    assert isinstance(body_is_another_story(title, body), bool)


@pytest.mark.parametrize(
    ("a", "b", "disagree", "why"),
    [
        ("Megan Cruz on Twitter", "Montgomery Co Police on Twitter", True, "two accounts' tweet pages"),
        ("Stories don't match up after 5-year-old boy is injured",
         "6-year-old boy injured in Lower 9th Ward shooting", True, "two incidents' headlines"),
        ("New Jersey Shooting Leaves Tot, Man Dead: Prosecutor",
         "Toddler, Man Killed in New Jersey Shooting: Prosecutor", False, "one wire story, two headlines"),
        ("Woman fatally shot in Caledonia hunting accident",
         "Woman fatally shot in Caledonia hunting accident", False, "the same headline"),
        (None, "Woman fatally shot in Caledonia hunting accident", False, "no headline to judge by"),
    ],
)
def test_near_duplicates_under_different_headlines_are_not_copies(a, b, disagree, why) -> None:
    assert headlines_disagree(a, b) == disagree, why


def test_tweet_pages_marked_as_copies_stay_apart() -> None:
    # dedup links pages whose whole text is the same tweet embed; their titles name two accounts.
    titles = ("Megan Cruz on Twitter", "Montgomery Co Police on Twitter", "TSA on Twitter",
              "ATCEMS on Twitter")
    tweets = [Article(id=f"t{k}", text=TWITTER, title=t, published=f"2016-0{k + 5}-06")
              for k, t in enumerate(titles)]
    copies = {f"t{k}": "t0" for k in range(1, len(titles))}
    assert group_events(tweets, {}, duplicates=copies) == tuple((a.id,) for a in tweets)
    story = "A woman was fatally shot in a hunting accident in Caledonia on Sunday, deputies said."
    c = Article(id="c", text=story, title="Woman fatally shot in Caledonia hunting accident")
    d = Article(id="d", text=story, title="Woman fatally shot in Caledonia hunting accident")
    assert group_events([c, d], {}, duplicates={"d": "c"}) == (("c", "d"),)


def test_headline_only_pages_are_flagged() -> None:
    flags: list[bool] = []
    arts = [
        Article(id="a", text=PLAYLIST, title="Boy, 13, shot near JBLM has died"),
        Article(id="b", text="A 13-year-old boy who was shot near Joint Base Lewis-McChord has died, "
                "police said on Monday; a 17-year-old was arrested.", title="Boy, 13, shot near JBLM has died"),
        Article(id="c", text="", title=None),
    ]
    count_matrices(arts, LineSketch(), headline_only=flags)
    assert flags == [True, False, False]


def test_wire_copy_in_capitals_joins_the_same_story_in_mixed_case_r13() -> None:
    # Gwoza 2024: an AFP follow-up in capitals shared no word and no name with the first report
    # (its words matched no lower-case pattern), so the two stayed two events.
    first = Article(
        id="a", title="Suicide bombers kill 18 in Gwoza", published="2024-06-30",
        text="At least 18 people were killed and 42 others injured on Saturday when suspected female "
        "suicide bombers attacked a wedding, a funeral and a hospital in Gwoza, Borno State, the "
        "state emergency management agency said. Barkindo Saidu, director-general of the Borno "
        "State Emergency Management Agency, said the dead included children.",
    )
    wire = Article(
        id="b", title="NIGERIA-ATTACK-TOLL", published="2024-07-01",
        text="MAIDUGURI, NIGERIA, JULY 1 (AFP) -- THE DEATH TOLL FROM SATURDAY'S SUICIDE BOMBINGS IN "
        "THE NORTHEASTERN NIGERIAN TOWN OF GWOZA HAS RISEN TO 32, A LOCAL MILITIA LEADER SAID "
        "MONDAY. THE BOMBINGS TARGETED A WEDDING, A FUNERAL AND A HOSPITAL IN BORNO STATE.",
    )
    words, names, _ = count_matrices([first, wire])
    assert words[1].nnz > 0 and names[1].nnz > 0
    assert words[0].multiply(words[1]).nnz > 0 and names[0].multiply(names[1]).nnz > 0


@pytest.mark.parametrize(
    ("basis", "later"),
    [("later_step", True), ("publication", True), ("weekday", False), ("explicit", False)],
)
def test_a_report_dated_by_a_later_step_or_its_publication_tells_of_an_event_on_or_before(basis: str, later: bool) -> None:
    """A first date that is only a later step's day, or the publication date of a report whose
    text dates nothing, makes the report one of an event on that day or before."""
    from crosswire.grouping.features import article_features
    from crosswire.model import DateValue, Evidence, Extraction

    art = Article(id="a", text="Morocco arrested three men over the cafe bombing.", published="2011-05-06")
    ex = Extraction(article_id="a", dates=(DateValue("2011-05-06", Evidence("a", 0, 0, ""), basis=basis),))
    assert article_features(art, ex).later_only is later
