"""Gettext PO files: reading, writing, and compiling to the .mo form `gettext` reads.

Pure standard library, so the engine can compile a catalog on import when no .mo was built (in
tests and development) and the build can compile them for the browser (tools/build.py).
"""

from __future__ import annotations

import ast
import re
import struct
from dataclasses import dataclass, field

PLURAL_FORMS = {"en": "nplurals=2; plural=(n != 1);", "es": "nplurals=2; plural=(n != 1);"}
_MO_MAGIC = 0x950412DE
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")\s*$")


class PoError(ValueError):
    """A PO file that cannot be read; the message names the line."""


@dataclass(frozen=True)
class Entry:
    """One message: its key (msgid), the plural key if it has plural forms, and its text(s)."""

    msgid: str
    msgstr: tuple[str, ...]
    msgid_plural: str | None = None
    msgctxt: str | None = None
    fuzzy: bool = False
    comments: tuple[str, ...] = ()  # whole comment lines ("#. ...", "#: ..."), kept as written

    @property
    def is_plural(self) -> bool:
        """Whether the entry has one text per plural form (msgstr[n])."""
        return self.msgid_plural is not None


@dataclass(frozen=True)
class Catalog:
    """A PO file: its header fields (the msgid "" entry) and its messages in file order."""

    headers: dict[str, str]
    entries: tuple[Entry, ...]

    def by_key(self) -> dict[str, Entry]:
        """The messages by msgid (and context: "ctxt\\x04msgid", as gettext keys them)."""
        return {_mo_key(entry): entry for entry in self.entries}


def parse_po(text: str) -> Catalog:
    """Read a PO file's text."""
    blocks: list[_Block] = []
    current = _Block()
    last: str | None = None
    for number, raw in enumerate(text.split("\n"), start=1):  # not splitlines: \x0c, \u2028 are text
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if "msgid" in current.fields:  # a comment starts the next entry
                blocks.append(current)
                current, last = _Block(), None
            current.comments.append(line)
            continue
        if line.startswith('"'):
            if last is None:
                raise PoError(f"line {number}: text outside an entry")
            current.fields[last] += _unquote(line, number)
            continue
        match = _KEYWORD.match(line)
        if match is None:
            raise PoError(f"line {number}: not a PO line: {line[:60]}")
        keyword, index, quoted = match.groups()
        if keyword in ("msgctxt", "msgid") and "msgid" in current.fields:  # the next entry, without comments
            blocks.append(current)
            current = _Block()
        last = f"msgstr[{index}]" if index is not None else keyword
        current.fields[last] = _unquote(quoted, number)
    blocks.append(current)
    entries = [block.entry() for block in blocks if "msgid" in block.fields]
    header = next((e for e in entries if e.msgid == "" and e.msgctxt is None), None)
    headers = _headers(header.msgstr[0]) if header else {}
    return Catalog(headers, tuple(e for e in entries if e is not header))


@dataclass
class _Block:
    """An entry being read: its comment lines and its keywords' texts ("msgid", "msgstr[0]", ...)."""

    comments: list[str] = field(default_factory=list)
    fields: dict[str, str] = field(default_factory=dict)

    def entry(self) -> Entry:
        """The entry read."""
        forms = sorted((int(k[7:-1]), v) for k, v in self.fields.items() if k.startswith("msgstr["))
        return Entry(
            msgid=self.fields["msgid"],
            msgstr=tuple(v for _, v in forms) if forms else (self.fields.get("msgstr", ""),),
            msgid_plural=self.fields.get("msgid_plural"),
            msgctxt=self.fields.get("msgctxt"),
            fuzzy=any(c.startswith("#,") and "fuzzy" in c for c in self.comments),
            comments=tuple(c for c in self.comments if not c.startswith("#,")),
        )


def _unquote(quoted: str, number: int) -> str:
    """A PO string literal's text (C escapes)."""
    if len(quoted) < 2 or not (quoted.startswith('"') and quoted.endswith('"')):
        raise PoError(f"line {number}: badly quoted text")
    try:
        value = ast.literal_eval(quoted)  # PO's escapes are a subset of Python's
    except (ValueError, SyntaxError) as error:
        raise PoError(f"line {number}: badly quoted text") from error
    return str(value)


def _headers(text: str) -> dict[str, str]:
    fields = (line.partition(":") for line in text.splitlines() if ":" in line)
    return {name.strip(): value.strip() for name, _, value in fields}


def _quote(text: str) -> str:
    return '"' + "".join(_ESCAPES.get(ch, ch) for ch in text) + '"'


def _po_string(keyword: str, text: str) -> list[str]:
    """`keyword "text"`, or a multi-line text split after each newline as msgmerge writes it."""
    if "\n" not in text.rstrip("\n"):
        return [f"{keyword} {_quote(text)}"]
    return [f'{keyword} ""', *(_quote(part) for part in re.findall(r"[^\n]*\n|[^\n]+", text))]


def write_po(catalog: Catalog) -> str:
    """A PO file's text: the header, then every message in order, one blank line between."""
    header = "".join(f"{name}: {value}\n" for name, value in catalog.headers.items())
    blocks = [_po_block(Entry("", (header,)))]
    blocks += [_po_block(entry) for entry in catalog.entries]
    return "\n".join(blocks)


def _po_block(entry: Entry) -> str:
    lines = [*entry.comments]
    if entry.fuzzy:
        lines.append("#, fuzzy")
    if entry.msgctxt is not None:
        lines += _po_string("msgctxt", entry.msgctxt)
    lines += _po_string("msgid", entry.msgid)
    if entry.msgid_plural is None:
        lines += _po_string("msgstr", entry.msgstr[0])
    else:
        lines += _po_string("msgid_plural", entry.msgid_plural)
        for index, form in enumerate(entry.msgstr):
            lines += _po_string(f"msgstr[{index}]", form)
    return "\n".join(lines) + "\n"


def header_fields(lang: str) -> dict[str, str]:
    """The header of a catalog in a language: UTF-8 and the language's plural rule."""
    return {
        "Project-Id-Version": "Spacetable",
        "Language": lang,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": PLURAL_FORMS[lang],
    }


def compile_mo(catalog: Catalog) -> bytes:
    """The catalog as a GNU .mo file (what `msgfmt` writes; fuzzy messages left out, as msgfmt does)."""
    header = "".join(f"{name}: {value}\n" for name, value in catalog.headers.items())
    pairs = {"": header}
    for entry in catalog.entries:
        if not entry.fuzzy:
            source = _mo_key(entry) + ("\0" + entry.msgid_plural if entry.msgid_plural is not None else "")
            pairs[source] = "\0".join(entry.msgstr)
    keys = sorted(pairs, key=lambda k: k.encode("utf-8"))
    ids = [k.encode("utf-8") for k in keys]
    strs = [pairs[k].encode("utf-8") for k in keys]
    table_start = 7 * 4
    data_start = table_start + 2 * 8 * len(keys)
    offsets: list[int] = []
    blob = b""
    for chunk in (*ids, *strs):
        offsets += [len(chunk), data_start + len(blob)]
        blob += chunk + b"\0"
    head = struct.pack("<7I", _MO_MAGIC, 0, len(keys), table_start, table_start + 8 * len(keys), 0, data_start)
    return head + struct.pack(f"<{len(offsets)}I", *offsets) + blob


def _mo_key(entry: Entry) -> str:
    return entry.msgid if entry.msgctxt is None else f"{entry.msgctxt}\x04{entry.msgid}"
