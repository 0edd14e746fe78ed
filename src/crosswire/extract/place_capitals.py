"""National capitals, for "the Belgian capital" and the like: a lede that names the scene by
its country's capital ("Tuesday's bombings in the Belgian capital") names that city.
"""

from __future__ import annotations

import re

from crosswire import geo

# ISO country code -> the capital as the bundled GeoNames snapshot names it (each checked to
# resolve in its country; tests/extract/test_place_capitals.py).
CAPITALS: dict[str, str] = {
    "AF": "Kabul", "DZ": "Algiers", "AM": "Yerevan", "AU": "Canberra", "AT": "Vienna", "AZ": "Baku",
    "BD": "Dhaka", "BY": "Minsk", "BE": "Brussels", "BR": "Brasilia", "BF": "Ouagadougou",
    "CM": "Yaounde", "CA": "Ottawa", "CF": "Bangui", "TD": "N'Djamena", "CL": "Santiago", "CN": "Beijing",
    "CO": "Bogota", "CD": "Kinshasa", "CU": "Havana", "CZ": "Prague", "DK": "Copenhagen", "EG": "Cairo",
    "ET": "Addis Ababa", "FI": "Helsinki", "FR": "Paris", "GE": "Tbilisi", "DE": "Berlin", "GH": "Accra",
    "GR": "Athens", "HT": "Port-au-Prince", "HU": "Budapest", "IN": "New Delhi", "ID": "Jakarta",
    "IR": "Tehran", "IQ": "Baghdad", "IE": "Dublin", "IL": "Jerusalem", "IT": "Rome", "JP": "Tokyo",
    "JO": "Amman", "KZ": "Astana", "KE": "Nairobi", "KG": "Bishkek", "LB": "Beirut", "LY": "Tripoli",
    "ML": "Bamako", "MX": "Mexico City", "MA": "Rabat", "MZ": "Maputo", "MM": "Nay Pyi Taw",
    "NP": "Kathmandu", "NL": "Amsterdam", "NZ": "Wellington", "NE": "Niamey", "NG": "Abuja",
    "NO": "Oslo", "PK": "Islamabad", "PH": "Manila", "PL": "Warsaw", "PT": "Lisbon", "RU": "Moscow",
    "SA": "Riyadh", "RS": "Belgrade", "SO": "Mogadishu", "ZA": "Pretoria", "KR": "Seoul", "SS": "Juba",
    "ES": "Madrid", "LK": "Colombo", "SD": "Khartoum", "SE": "Stockholm", "CH": "Bern", "SY": "Damascus",
    "TJ": "Dushanbe", "TZ": "Dodoma", "TH": "Bangkok", "TN": "Tunis", "TR": "Ankara", "UG": "Kampala",
    "UA": "Kyiv", "GB": "London", "UZ": "Tashkent", "VE": "Caracas", "YE": "Sanaa", "ZW": "Harare",
}  # fmt: skip
# "in the Belgian capital" (not "the Libyan capital's Tajoura suburb", nor "the capital of").
CAPITAL_OF_DEMONYM = re.compile(
    r"\b(?:in|on|at|across|hit|struck|rocked)[ \t]+the[ \t]+(?P<dem>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)[ \t]+"
    r"capital\b(?!['’]s|[ \t]+(?:of|city|region|district|territory)\b)"
)


def capital_mentions(text: str) -> list[tuple[int, int, str, str]]:
    """``(start, end, capital, country code)`` of each "in the <Demonym> capital"; the span
    covers "<Demonym> capital"."""
    out = []
    for m in CAPITAL_OF_DEMONYM.finditer(text):
        cc = geo.DEMONYMS.get(m.group("dem").lower())
        if cc and cc in CAPITALS:
            out.append((m.start("dem"), m.end(), CAPITALS[cc], cc))
    return out
