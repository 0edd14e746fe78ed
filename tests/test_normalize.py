"""Normalize: outlet, wire credit, publication date, language; never alters text."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.ingest import read_inputs
from crosswire.model import Article
from crosswire.normalize import find_credit, guess_language, normalize, outlet_from_url


@pytest.mark.parametrize(
    ("url", "outlet"),
    [
        ("http://www.wral.com/four-people-shot/13334346/", "wral.com"),
        (
            "http://web.archive.org/web/20151030223013/http://www.wral.com/four-people-shot-behind-church-in-rocky-mount/13334346/",
            "wral.com",
        ),
        ("http://web.archive.org/web/20141108120159/http://www.wkrn.com:80/story/24568412/x", "wkrn.com"),
        ("https://web.archive.org/web/20160101000000id_/https://m.cnn.com/2016/a", "cnn.com"),
        ("https://chicago.suntimes.com/news/x", "chicago.suntimes.com"),
        ("https://news.yahoo.com/x", "news.yahoo.com"),
        ("HTTPS://WWW.Reuters.COM/world/", "reuters.com"),
        ("wral.com/news/local", "wral.com"),
        ("not a url", None),
        ("http://", None),
        ("", None),
    ],
)
def test_outlet_from_url(url: str, outlet: str | None) -> None:
    assert outlet_from_url(url) == outlet


@pytest.mark.parametrize(
    ("text", "credit"),
    [
        # Datelines (PolNeAR dev, Kerman example, MUC-4 dev).
        ("WASHINGTON (AP) — The Latest on the U.S. presidential race (all times EDT):", "AP"),
        ("HEMPSTEAD, N.Y., Sept. 26 (UPI) — Green Party presidential candidate Jill Stein was escorted off.", "UPI"),
        ("BEIJING, Jan. 3 (Xinhua) -- Two explosions killed at least 95 people.", "Xinhua"),
        ("WASHINGTON (Reuters) - U.S. President Barack Obama sought on Wednesday to ease worries.", "Reuters"),
        ("SAN SALVADOR, 19 APR 89 (ACAN-EFE) -- [TEXT] SALVADORAN PRESIDENT-ELECT ALFREDO CRISTIANI", "ACAN-EFE"),
        ("LIMA, 5 JAN 90 (AFP) -- [TEXT] A BOMB EXPLODED", "AFP"),
        ("(CNN)A gunman opened fire at a nightclub early Sunday.", None),  # no dash: CNN's own
        ("ATLANTA (CNN) -- A gunman opened fire at a nightclub early Sunday.", "CNN"),
        ("NEW YORK, Jan. 3, 2024 /PRNewswire/ -- Acme Corp. announced", "PR Newswire"),
        # Sign-offs.
        ("He was buried in his hometown of Kerman.\n\n(Xinhua)\n", "Xinhua"),
        ("Protesters gathered in the square on Friday, witnesses said. — AFP", "AFP"),
        ("The talks resumed.\n(Reporting by Jane Doe; Editing by John Roe)", "Reuters"),
        ("Police are investigating.\n\nCopyright 2014 The Associated Press. All rights reserved.", "AP"),
        # Bylines.
        ("By JOHN DOE, Associated Press\n\nA gunman killed two people.", "AP"),
        ("Associated Press writer Jane Doe in Chicago contributed to this report.", "AP"),
        # Agencies merely cited in the body are not credits.
        ("The first blast was about 700 meters from the tomb, according to the official IRNA news agency.", None),
        ("Washington believes ISIS carried out the attack, two sources told Reuters on Wednesday.", None),
        ("Agence France-Presse (AFP) reported that dozens were killed in the blast.", None),
        ("THE ARMED FORCES PRESS COMMITTEE (COPREFA) -- REPORTED", None),
        ("", None),
    ],
)
def test_find_credit(text: str, credit: str | None) -> None:
    assert find_credit(text) == credit


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "Two explosions near the burial site of Iran's slain general Qassem Soleimani killed "
            "at least 95 people and wounded more than 210 others Wednesday, local media reported.",
            "en",
        ),
        (
            "THE ARCE BATTALION COMMAND HAS REPORTED THAT ABOUT 50 PEASANTS OF VARIOUS AGES HAVE "
            "BEEN KIDNAPPED BY TERRORISTS OF THE FARABUNDO MARTI NATIONAL LIBERATION FRONT",
            "en",
        ),
        (
            "Dos explosiones cerca de la tumba del general iraní mataron a por lo menos 84 personas "
            "y dejaron más de 200 heridos, según los medios locales.",
            "es",
        ),
        (
            "Deux explosions près de la tombe du général iranien ont fait au moins 84 morts et plus "
            "de 200 blessés, selon les médias locaux.",
            "fr",
        ),
        (
            "Un attentat à la bombe a tué 22 personnes à Manchester lundi soir, selon la police.",
            "fr",
        ),
        ("Kerman 84", None),
    ],
)
def test_guess_language(text: str, lang: str | None) -> None:
    assert guess_language(text) == lang


def test_kerman_examples_infer_publication_date(example_dir: Path) -> None:
    arts = [normalize(a) for a in read_inputs([str(example_dir)])]
    assert [a.published for a in arts] == ["2024-01-03"] * 3
    assert all(a.published_inferred for a in arts)
    assert arts[0].credit == "Xinhua"
    assert all(a.language == "en" for a in arts)


@pytest.mark.parametrize(
    ("given_date", "expected"),
    [
        ("2014-01-28", "2014-01-28"),
        ("2016-05-04T12:00:00Z", "2016-05-04"),
        ("January 27, 2014", "2014-01-27"),
        ("Tue, 28 Jan 2014 20:18:00 -0500", "2014-01-28"),
        ("20140128", "2014-01-28"),
    ],
)
def test_metadata_date_is_normalised_not_inferred(given_date: str, expected: str) -> None:
    art = normalize(Article(id="x", text="Police said on Wednesday (January 3) that ...", published=given_date))
    assert art.published == expected
    assert art.published_inferred is False


def test_unreadable_metadata_date_falls_back_to_the_text() -> None:
    art = normalize(
        Article(id="x", text="SAN SALVADOR, 3 JAN 90 -- [TEXT] A BOMB EXPLODED.", published="soon")
    )
    assert (art.published, art.published_inferred) == ("1990-01-03", True)


def test_no_date_clue_leaves_published_empty() -> None:
    art = normalize(Article(id="x", text="A gunman shot two people on Tuesday, police said."))
    assert art.published is None and art.published_inferred is False


def test_given_values_win_and_text_is_untouched() -> None:
    src = Article(
        id="x",
        text="WASHINGTON (AP) — Officials said.\n",
        url="http://www.wral.com/a",
        outlet="WRAL",
        credit="Reuters",
        language="en",
    )
    out = normalize(src)
    assert (out.outlet, out.credit, out.text) == ("WRAL", "Reuters", src.text)
    assert normalize(replace(src, outlet=None)).outlet == "wral.com"


def test_skipped_articles_pass_through() -> None:
    art = Article(id="x", text="", status="skipped", error="the file is empty")
    assert normalize(art) is art


def test_gva_dev_articles_keep_metadata_and_get_outlets(corpora: Path) -> None:
    import gzip
    import json

    seen = 0
    with gzip.open(corpora / "gva" / "gva_incidents.jsonl.gz", "rt") as fh:
        for line in fh:
            inc = json.loads(line)
            if inc["split"] != "dev":
                continue
            for doc in inc["docs"]:
                art = normalize(
                    Article(id=doc["doc_id"], text=doc["text"], url=doc["url"], published=doc["dct"])
                )
                assert art.published == doc["dct"] and not art.published_inferred
                assert art.outlet and "archive.org" not in art.outlet
                assert art.text == doc["text"]
                seen += 1
            if seen >= 60:
                return


@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=400), url=st.one_of(st.none(), st.text(max_size=60)))
def test_normalize_never_raises_and_never_changes_text(text: str, url: str | None) -> None:
    art = Article(id="h", text=text, url=url)
    out = normalize(art)
    assert out.text == text
    assert out.published is None or len(out.published) == 10


@settings(max_examples=150, deadline=None)
@given(
    text=st.lists(
        st.sampled_from(
            [
                "Wednesday (January 3)",
                "Jan. 3, 2020",
                "fourth anniversary",
                "four years since",
                "SAN SALVADOR, 3 JAN 90 --",
                "Posted: ",
                " 2024 ",
                "(AP) —",
                "\n",
                "Feb. 29, 2020",
                "99th anniversary",
                "31 SEP 89",
            ]
        ),
        max_size=8,
    ).map("".join)
)
def test_normalize_never_raises_on_date_like_text(text: str) -> None:
    out = normalize(Article(id="h", text=text))
    assert out.text == text
