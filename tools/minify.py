"""Comments and needless whitespace out of our JavaScript and CSS, for the build (standard library only).

Not a real minifier: names and statements stay as written, only what the browser skips goes.
Both scanners step over strings (and JavaScript's template literals and regular expressions), so
a "//" or "/*" inside one is kept; each line keeps its line break, so no statement is joined to
the next (JavaScript inserts semicolons at line ends).
"""

from __future__ import annotations

import re

# After one of these (or at the start), a "/" in JavaScript opens a regular expression, not a division.
REGEX_BEFORE = set("(,=:[!&|?{};+-*%<>~^") | {""}
REGEX_WORDS = ("return", "typeof", "case", "do", "else", "in", "of", "void", "yield", "await")


def _skip_quoted(text: str, start: int) -> int:
    """The index after the string literal opening at `start` (its quote repeated, unescaped)."""
    quote, i = text[start], start + 1
    while i < len(text) and text[i] != quote:
        i += 2 if text[i] == "\\" else 1
    return i + 1


def _skip_regex(text: str, start: int) -> int:
    """The index after the regular expression literal opening at `start` (flags included)."""
    i, in_class = start + 1, False
    while i < len(text) and (in_class or text[i] != "/"):
        in_class = (in_class or text[i] == "[") and text[i] != "]"
        i += 2 if text[i] == "\\" else 1
    i += 1
    while i < len(text) and text[i].isalpha():
        i += 1
    return i


def _skip_template(text: str, start: int) -> int:
    """The index after the template literal opening at `start`, its ${...} parts scanned as code."""
    i = start + 1
    while i < len(text) and text[i] != "`":
        if text.startswith("${", i):
            i = _js_pieces(text, i + 2, stop="}")[1] + 1
            continue
        i += 2 if text[i] == "\\" else 1
    return i + 1


def _regex_allowed(pieces: list[tuple[bool, str]]) -> bool:
    """True if a "/" after the pieces written so far opens a regular expression."""
    code = "".join(text for _, text in pieces[-4:]).rstrip()
    return code[-1:] in REGEX_BEFORE or any(re.search(rf"\b{word}$", code) for word in REGEX_WORDS)


def _js_pieces(text: str, i: int, stop: str = "") -> tuple[list[tuple[bool, str]], int]:
    """JavaScript from `i` without its comments, up to `stop` at depth 0 (or the end), as pieces
    (True for a literal: a string, template or regular expression) and the index where it stopped."""
    pieces: list[tuple[bool, str]] = []
    depth = 0
    while i < len(text):
        char = text[i]
        if stop and char == stop and depth == 0:
            break
        depth += (char == "{") - (char == "}" and depth > 0)
        if text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else len(text)
        elif text.startswith("/*", i):
            end = text.index("*/", i + 2) + 2
            pieces.append((False, "\n" if "\n" in text[i:end] else " "))
            i = end
        else:
            end = _literal_end(text, i, pieces)
            pieces.append((end > i + 1, text[i:end]))
            i = end
    return pieces, i


def _literal_end(text: str, i: int, pieces: list[tuple[bool, str]]) -> int:
    """The index after the literal opening at `i`, or i + 1 if none does."""
    char = text[i]
    if char in "'\"":
        return _skip_quoted(text, i)
    if char == "`":
        return _skip_template(text, i)
    if char == "/" and _regex_allowed(pieces):
        return _skip_regex(text, i)
    return i + 1


def minify_js(text: str) -> str:
    """JavaScript without comments, indentation or blank lines (literals keep their text)."""
    pieces = _js_pieces(text, 0)[0]
    out = "".join(piece if literal else re.sub(r"[ \t]*\n\s*", "\n", piece) for literal, piece in _joined(pieces))
    return out.strip() + "\n"


def _joined(pieces: list[tuple[bool, str]]) -> list[tuple[bool, str]]:
    """Neighbouring code pieces as one (so whitespace runs across them are seen whole)."""
    joined: list[tuple[bool, str]] = []
    for literal, piece in pieces:
        if joined and not literal and not joined[-1][0]:
            joined[-1] = (False, joined[-1][1] + piece)
        else:
            joined.append((literal, piece))
    return joined


CSS_TOKEN = re.compile(r"""("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|(/\*.*?\*/)""", re.S)


def minify_css(text: str) -> str:
    """CSS without comments and without the whitespace around braces, semicolons and commas."""
    pieces: list[str] = []
    last = 0
    for found in CSS_TOKEN.finditer(text):
        pieces.append(_css_code(text[last : found.start()]))
        pieces.append(found.group(1) or " ")  # a comment between two words still separates them
        last = found.end()
    pieces.append(_css_code(text[last:]))
    return "".join(pieces).strip() + "\n"


def _css_code(code: str) -> str:
    """CSS outside strings and comments: whitespace runs as one space, none around { } ; ,"""
    return re.sub(r"\s*([{};,])\s*", r"\1", re.sub(r"\s+", " ", code))
