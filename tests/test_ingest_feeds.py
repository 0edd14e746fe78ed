"""Feed ingest (RSS 2.0, RSS 1.0, Atom): items as articles, HTML made plain, broken and
non-feed XML skipped with the reason, entity declarations refused, compressed feeds,
folders, and the command line."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import crosswire.ingest
from crosswire.cli import main
from crosswire.ingest import KNOWN_SUFFIXES, read_inputs
from crosswire.ingest_feeds import FEED_SUFFIXES, read_feed
from crosswire.model import Article
from crosswire.normalize import normalize

RSS_TWO_ITEMS = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"
     xmlns:content="http://purl.org/rss/1.0/modules/content/"
     xmlns:dc="http://purl.org/dc/elements/1.1/"
     xmlns:atom="http://www.w3.org/2005/Atom"
     xmlns:media="http://search.yahoo.com/mrss/">
<channel>
  <title>Sahel Monitor - World</title>
  <atom:link href="https://www.sahelmonitor.example/feed/world.xml" rel="self" type="application/rss+xml"/>
  <link>https://www.sahelmonitor.example/world</link>
  <description>World news</description>
  <lastBuildDate>Mon, 12 Aug 2024 09:00:00 GMT</lastBuildDate>
  <item>
    <title>Gunmen kill 21 in attack on Burkina Faso market town</title>
    <link>https://www.sahelmonitor.example/world/2024/08/10/burkina-market-attack</link>
    <guid isPermaLink="false">sahel-2024-08-10-0412</guid>
    <dc:creator>Staff reporter</dc:creator>
    <pubDate>Sat, 10 Aug 2024 18:42:00 +0000</pubDate>
    <media:content url="https://www.sahelmonitor.example/img/market.jpg" medium="image"/>
    <description>Armed men attacked a weekly market in northern Burkina Faso.</description>
    <content:encoded><![CDATA[<p><strong>OUAGADOUGOU (Reuters)</strong> - Gunmen killed at least 21 people
in an attack on a market in the town of Djibo in northern Burkina Faso on Friday, a
local official said.</p>
<figure><img src="https://www.sahelmonitor.example/img/market.jpg"/></figure>
<p>&ldquo;They arrived on motorbikes and opened fire on the traders,&rdquo; the official said,
asking not to be named.</p>]]></content:encoded>
  </item>
  <item>
    <title>Army says 12 soldiers killed in ambush near Mali border</title>
    <link>https://www.sahelmonitor.example/world/2024/08/11/ambush</link>
    <guid isPermaLink="false">sahel-2024-08-11-0077</guid>
    <pubDate>Sun, 11 Aug 2024 07:05:00 +0000</pubDate>
    <content:encoded><![CDATA[<p>NIAMEY (AFP) - Twelve soldiers were killed when their convoy was ambushed near the
border with Mali, Niger's defence ministry said on Saturday.</p>
<p>The ministry said 15 attackers were also killed.</p>]]></content:encoded>
  </item>
</channel>
</rss>
"""

ATOM_FEED = """<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <title>Coastal Herald</title>
  <link rel="self" href="https://coastalherald.example/feeds/atom.xml"/>
  <link rel="alternate" href="https://coastalherald.example/"/>
  <id>tag:coastalherald.example,2024:feed</id>
  <updated>2024-03-23T08:00:00Z</updated>
  <entry>
    <title type="html">Ferry capsizes off Mozambique coast &amp;#8212; 94 dead</title>
    <link rel="related" href="https://coastalherald.example/live"/>
    <link rel="alternate" type="text/html" href="https://coastalherald.example/2024/04/08/ferry"/>
    <id>tag:coastalherald.example,2024:ferry-0408</id>
    <published>2024-04-08T06:30:00+02:00</published>
    <updated>2024-04-09T10:00:00+02:00</updated>
    <content type="html">&lt;p&gt;At least 94 people died when a converted fishing boat sank off the
coast of Nampula province on Sunday, the provincial secretary of state said.&lt;/p&gt;
&lt;p&gt;Five survivors were found.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Rescuers search for missing after ferry sinking</title>
    <link href="/2024/04/09/ferry-search"/>
    <id>tag:coastalherald.example,2024:ferry-0409</id>
    <updated>2024-04-09T12:00:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Rescuers searched on
Monday for <em>dozens</em> of people still missing.</p><p>Officials said 26 were unaccounted for.</p></div></content>
  </entry>
  <entry>
    <title>Opinion: why ferries keep sinking</title>
    <id>tag:coastalherald.example,2024:op-0410</id>
    <updated>2024-04-10T12:00:00Z</updated>
    <summary type="text">Overloading is to blame in most sinkings, and &lt;b&gt; is not a tag here.</summary>
  </entry>
</feed>
"""


def _write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    p = tmp_path / name
    if isinstance(content, str):
        p.write_text(content, encoding="utf-8")
    else:
        p.write_bytes(content)
    return p


def _read(path: Path) -> list[Article]:
    return list(read_inputs([str(path)]))


def _item(body: str, *, guid: str = "g1") -> str:
    """One RSS 2.0 item in a minimal feed."""
    return (
        '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>'
        f"<link>https://news.example/</link><item><title>A report</title><guid>{guid}</guid>"
        f"<link>https://news.example/a</link>{body}</item></channel></rss>"
    )


def test_feed_suffixes_are_known_to_ingest() -> None:
    assert FEED_SUFFIXES <= KNOWN_SUFFIXES
    assert {".xml", ".rss", ".atom"} <= FEED_SUFFIXES


def test_rss_items_with_content_encoded_are_articles(tmp_path: Path) -> None:
    arts = _read(_write(tmp_path, "sahel.xml", RSS_TWO_ITEMS))
    assert [a.id for a in arts] == ["sahel-2024-08-10-0412", "sahel-2024-08-11-0077"]
    first, second = arts
    assert first.status == "ok" and first.source_path == str(tmp_path / "sahel.xml")
    assert first.title == "Gunmen kill 21 in attack on Burkina Faso market town"
    assert first.url == "https://www.sahelmonitor.example/world/2024/08/10/burkina-market-attack"
    # content:encoded beats the teaser in description; tags gone, entities decoded,
    # one paragraph a line
    assert first.text.startswith("OUAGADOUGOU (Reuters) - Gunmen killed at least 21 people")
    assert "<" not in first.text and "&ldquo;" not in first.text
    assert "\n“They arrived on motorbikes and opened fire on the traders,” the official said" in first.text
    assert second.text.endswith("The ministry said 15 attackers were also killed.")
    norm = [normalize(a) for a in arts]
    # RFC 822 dates; the link's host is the outlet, as for every input with a URL
    assert [(a.published, a.published_inferred) for a in norm] == [("2024-08-10", False), ("2024-08-11", False)]
    assert [a.outlet for a in norm] == ["sahelmonitor.example"] * 2
    assert [a.credit for a in norm] == ["Reuters", "AFP"]


def test_same_feed_gives_same_ids_every_run(tmp_path: Path) -> None:
    body = RSS_TWO_ITEMS.replace("<guid", "<x").replace("</guid>", "</x>")
    p = _write(tmp_path, "world.rss", body)
    runs = [[a.id for a in _read(p)] for _ in range(2)]
    assert runs[0] == runs[1] == ["world-1", "world-2"]


def test_atom_entries_html_xhtml_and_text_content(tmp_path: Path) -> None:
    arts = _read(_write(tmp_path, "herald.atom", ATOM_FEED))
    assert [a.status for a in arts] == ["ok"] * 3
    ferry, search, op = arts
    assert ferry.id == "tag:coastalherald.example,2024:ferry-0408"
    assert ferry.title == "Ferry capsizes off Mozambique coast — 94 dead"
    assert ferry.url == "https://coastalherald.example/2024/04/08/ferry"  # rel=alternate, not related
    assert ferry.text == (
        "At least 94 people died when a converted fishing boat sank off the coast of Nampula "
        "province on Sunday, the provincial secretary of state said.\nFive survivors were found."
    )
    assert normalize(ferry).published == "2024-04-08"  # published beats updated
    # XHTML content; a relative link resolved against the feed's own page
    assert search.text == "Rescuers searched on Monday for dozens of people still missing.\nOfficials said 26 were unaccounted for."
    assert search.url == "https://coastalherald.example/2024/04/09/ferry-search"
    # type="text" is taken as written; with no link the feed's site is the outlet
    assert op.text == "Overloading is to blame in most sinkings, and <b> is not a tag here."
    assert op.url is None and op.outlet == "coastalherald.example"


def test_description_with_escaped_html_is_made_plain(tmp_path: Path) -> None:
    feed = _item(
        "<pubDate>Tue, 02 Jul 2024 11:00:00 GMT</pubDate><description>&lt;p&gt;Police said three "
        "people were killed &amp;amp; five injured in the shooting at a &lt;a href=&quot;https://news."
        "example/tag/dallas&quot;&gt;Dallas&lt;/a&gt; park.&lt;/p&gt;&lt;p&gt;The victims&amp;#8217; "
        "names were not released.&lt;/p&gt;</description>"
    )
    (art,) = _read(_write(tmp_path, "desc.xml", feed))
    assert art.text == (
        "Police said three people were killed & five injured in the shooting at a Dallas park.\n"
        "The victims’ names were not released."
    )


def test_cdata_description_and_plain_description(tmp_path: Path) -> None:
    cdata = _item(
        "<description><![CDATA[\n   <p>Flash floods killed 40 people in the province of "
        "Baghlan on Friday, officials said.</p>\n  ]]></description>"
    )
    (art,) = _read(_write(tmp_path, "cdata.xml", cdata))
    assert art.text == "Flash floods killed 40 people in the province of Baghlan on Friday, officials said."
    plain = _item("<description>\n    A landslide buried 12 homes, and 5 &lt; 9 rescuers\n    </description>")
    (art,) = _read(_write(tmp_path, "plain.xml", plain))
    assert art.text == "A landslide buried 12 homes, and 5 < 9 rescuers"


def test_item_without_text_is_skipped_with_reason_and_others_read(tmp_path: Path) -> None:
    feed = RSS_TWO_ITEMS.replace(
        "<item>",
        "<item><title>Live: Sahel updates</title><link>https://www.sahelmonitor.example/live</link>"
        "<guid>live-1</guid><description>  </description></item>\n<item>",
        1,
    )
    arts = _read(_write(tmp_path, "sahel.xml", feed))
    assert [a.status for a in arts] == ["skipped", "ok", "ok"]
    skipped = arts[0]
    assert skipped.id == "live-1" and skipped.text == ""
    assert "'Live: Sahel updates' has no text" in skipped.error
    assert "https://www.sahelmonitor.example/live" in skipped.error


def test_broken_feed_is_one_skipped_entry_naming_the_parse_error(tmp_path: Path) -> None:
    cut = RSS_TWO_ITEMS[: RSS_TWO_ITEMS.index("<title>Army says")]
    arts = _read(_write(tmp_path, "cut.xml", cut))
    assert len(arts) == 1
    assert arts[0].status == "skipped" and arts[0].id == "cut"
    assert arts[0].source_path == str(tmp_path / "cut.xml")
    assert "not well-formed XML" in arts[0].error and "line" in arts[0].error
    (bad,) = _read(_write(tmp_path, "amp.rss", _item("<description>Smith & Sons</description>")))
    assert bad.status == "skipped" and "not well-formed (invalid token)" in bad.error


def test_xml_that_is_not_a_feed_is_skipped_with_reason(tmp_path: Path) -> None:
    sitemap = (
        '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
        "<url><loc>https://news.example/a</loc></url></urlset>"
    )
    (art,) = _read(_write(tmp_path, "sitemap.xml", sitemap))
    assert art.status == "skipped" and art.id == "sitemap"
    assert "not an RSS or Atom feed" in art.error and "<urlset>" in art.error
    (empty,) = _read(_write(tmp_path, "empty.rss", '<rss version="2.0"><channel><title>T</title></channel></rss>'))
    assert empty.status == "skipped" and "holds no <item>" in empty.error


@pytest.mark.parametrize(
    "doctype",
    [
        # billion laughs: nested entities
        '<!DOCTYPE rss [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
        # an external entity reading a local file
        '<!DOCTYPE rss [<!ENTITY a SYSTEM "file:///etc/passwd">]>',
    ],
)
def test_entity_declarations_are_refused_not_expanded(tmp_path: Path, doctype: str) -> None:
    feed = f'<?xml version="1.0"?>{doctype}' + _item("<description>&a; and more text</description>").split("?>", 1)[1]
    (art,) = _read(_write(tmp_path, "evil.xml", feed))
    assert art.status == "skipped" and "declares its own entity 'a'" in art.error
    assert "root:" not in (art.error or "")


def test_rss091_dtd_html_entities_are_read(tmp_path: Path) -> None:
    feed = (
        '<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD '
        'RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">\n'
        '<rss version="0.91"><channel><title>Diario</title><link>https://diario.example/</link>'
        "<item><title>Sismo en Per&uacute;</title><link>https://diario.example/sismo</link>"
        "<description>Un sismo de magnitud 7,2 dej&oacute;&nbsp;dos muertos en Arequipa.</description>"
        "</item></channel></rss>"
    )
    (art,) = _read(_write(tmp_path, "diario.rss", feed.encode("latin-1")))
    assert art.title == "Sismo en Perú"
    assert art.text == "Un sismo de magnitud 7,2 dejó\xa0dos muertos en Arequipa."
    assert art.id == "diario-1"


def test_latin1_bytes_in_a_feed_declaring_utf8_are_detected(tmp_path: Path) -> None:
    feed = _item("<description>Le maire de Saint-\u00c9tienne a d\u00e9clar\u00e9 que deux personnes sont mortes.</description>")
    (art,) = _read(_write(tmp_path, "fr.xml", feed.encode("cp1252")))
    assert art.status == "ok" and "Saint-Étienne a déclaré" in art.text


def test_aggregator_source_and_feedburner_origlink(tmp_path: Path) -> None:
    feed = (
        '<rss version="2.0" xmlns:feedburner="http://rssnamespace.org/feedburner/ext/1.0"><channel>'
        "<title>Aggregated</title><link>https://news.aggregator.example/</link>"
        "<item><title>Quake kills 3</title><link>https://news.aggregator.example/rss/articles/CBMi</link>"
        '<source url="https://www.reuters.com">Reuters</source><description>A quake killed 3.</description></item>'
        "<item><title>Fire kills 2</title><link>https://feeds.feedburner.com/~r/x/~3/abc/</link>"
        "<feedburner:origLink>https://www.localpaper.example/news/fire</feedburner:origLink>"
        "<description>A fire killed 2.</description></item>"
        "<item><title>Storm</title><source>Coastal Herald</source><description>A storm hit.</description></item>"
        "</channel></rss>"
    )
    quake, fire, storm = (normalize(a) for a in _read(_write(tmp_path, "agg.xml", feed)))
    assert quake.outlet == "reuters.com"
    assert fire.url == "https://www.localpaper.example/news/fire" and fire.outlet == "localpaper.example"
    assert storm.outlet == "Coastal Herald"


def test_rss1_rdf_items(tmp_path: Path) -> None:
    feed = (
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" '
        'xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="https://wire.example/"><title>Wire</title>'
        "<link>https://wire.example/</link></channel>"
        '<item rdf:about="https://wire.example/a"><title>Blast</title><link>https://wire.example/a</link>'
        "<description>A blast killed 7 people.</description><dc:date>2023-05-04T10:00:00Z</dc:date></item></rdf:RDF>"
    )
    (art,) = _read(_write(tmp_path, "wire.rdf.xml", feed))
    assert (art.id, art.text, art.published) == ("https://wire.example/a", "A blast killed 7 people.", "2023-05-04T10:00:00Z")


def test_deeply_nested_markup_skips_only_its_item() -> None:
    deep = "<div>" * 3000 + "Deep text here." + "</div>" * 3000
    feed = f"<rss><channel><item><description>{deep}</description></item><item><description>Two hurt.</description></item></channel></rss>"
    arts = list(read_feed(feed.encode("utf-8"), stem="deep", source_path="deep.xml"))
    assert [a.status for a in arts] == ["skipped", "ok"]
    assert "nested too deeply" in (arts[0].error or "") and arts[1].text == "Two hurt."


def test_compressed_feed_and_folder_walk(tmp_path: Path) -> None:
    folder = tmp_path / "news"
    folder.mkdir()
    (folder / "sahel.xml.gz").write_bytes(gzip.compress(RSS_TWO_ITEMS.encode("utf-8")))
    _write(folder, "herald.atom", ATOM_FEED)
    _write(folder, "note.txt", "Police said two people were hurt.")
    arts = list(read_inputs([str(folder)]))
    assert [a.source_path for a in arts] == [str(folder / n) for n in ["herald.atom"] * 3 + ["note.txt"] + ["sahel.xml.gz"] * 2]
    assert all(a.status == "ok" for a in arts)
    assert arts[-2].text.startswith("OUAGADOUGOU (Reuters)")


def test_feed_over_the_size_limit_is_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(crosswire.ingest, "MAX_FILE_BYTES", 1_000)
    (art,) = _read(_write(tmp_path, "big.xml", RSS_TWO_ITEMS))
    assert art.status == "skipped" and "limit" in art.error


def test_cli_ingest_reads_a_feed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = _write(tmp_path, "sahel.xml", RSS_TWO_ITEMS)
    assert main(["ingest", str(p)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines() if x.strip()]
    assert [d["id"] for d in lines] == ["sahel-2024-08-10-0412", "sahel-2024-08-11-0077"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=st.text(max_size=300), where=st.sampled_from(["description", "title", "pubDate", "guid"]))
def test_read_feed_never_raises_on_any_item_text(body: str, where: str) -> None:
    from xml.sax.saxutils import escape

    feed = _item(f"<description>text</description><{where}>{escape(body)}</{where}>", guid="g")
    for art in read_feed(feed.encode("utf-8", "surrogatepass"), stem="s", source_path="s.xml"):
        assert art.status in ("ok", "skipped")
        assert art.text.strip() or art.error
