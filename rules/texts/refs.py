"""Rule references in a rule's text ("see rule 614.15", "rules 419.1b-c"), made into links.

Pure Python, no Django: the caller says where each number links to.

>>> linkify("See rule 614.15 & rule 101.", url_for=lambda n: f"/r/{n}/")
'See rule <a href="/r/614.15/">614.15</a> &amp; rule <a href="/r/101/">101</a>.'
>>> linkify("A 1/3 creature with 100 counters", url_for=lambda n: f"/r/{n}/")
'A 1/3 creature with 100 counters'
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

#: A dotted rule number anywhere, or a bare section number right after "rule(s)".
REFERENCE = re.compile(
    r"(?<![\w.])(?P<dotted>\d{3}\.\d+[a-z]?)(?![\w])"
    r"|(?<=\brule )(?P<bare>\d{3})(?![\w.]\w)"
    r"|(?<=\brules )(?P<bare2>\d{3})(?![\w.]\w)",
    re.IGNORECASE,
)


def references(text: str) -> list[str]:
    """The rule numbers a text refers to, in order, without repeats.

    >>> references("as in rule 616.1a-f, see rule 616 and 616.1a")
    ['616.1a', '616']
    """
    seen: dict[str, None] = {}
    for match in REFERENCE.finditer(text):
        seen.setdefault(match["dotted"] or match["bare"] or match["bare2"], None)
    return list(seen)


def linkify(
    text: str,
    *,
    url_for: Callable[[str], str | None],
    is_stored: Callable[[str], bool] = lambda number: True,
) -> str:
    """``text`` as HTML, each rule number it cites a link where ``url_for`` gives one.

    A link to a number ``is_stored`` denies is marked as such (class
    ``rule-link-missing``): it leads to a page that says how to add the text.

    >>> linkify("see rule 101.4", url_for=lambda n: f"/r/{n}/", is_stored=lambda n: False)
    'see rule <a class="rule-link-missing" title="Not stored yet" href="/r/101.4/">101.4</a>'
    """
    parts: list[str] = []
    position = 0
    for match in REFERENCE.finditer(text):
        number = match["dotted"] or match["bare"] or match["bare2"]
        url = url_for(number)
        if url is None:
            continue
        parts.append(html.escape(text[position : match.start()]))
        marker = "" if is_stored(number) else ' class="rule-link-missing" title="Not stored yet"'
        parts.append(f'<a{marker} href="{html.escape(url)}">{html.escape(number)}</a>')
        position = match.end()
    parts.append(html.escape(text[position:]))
    return "".join(parts)
