"""tools/serve.py: MIME types the runtime needs, and hosting under a sub-path."""

from __future__ import annotations

import http.client
import socket
import struct
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.serve import normalize_prefix, serve_in_thread


def head(origin: str, path: str) -> http.client.HTTPResponse:
    parts = urlsplit(origin)
    connection = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port)
    connection.request("HEAD", path)
    return connection.getresponse()


@pytest.fixture
def site(tmp_path: Path) -> Path:
    for name in ("index.html", "a.wasm", "b.mjs", "c.json", "d.whl", "e.zip", "f.toml"):
        (tmp_path / name).write_text("x")
    return tmp_path


@pytest.mark.parametrize(
    ("name", "mime"),
    [
        ("a.wasm", "application/wasm"),
        ("b.mjs", "text/javascript"),
        ("c.json", "application/json"),
        ("d.whl", "application/zip"),
        ("e.zip", "application/zip"),
        ("f.toml", "application/toml"),
        ("index.html", "text/html"),
    ],
)
def test_runtime_files_get_their_mime_types(site: Path, name: str, mime: str) -> None:
    with serve_in_thread(site, prefix="/spacetable/") as origin:
        response = head(origin, f"/spacetable/{name}")
    assert response.status == 200
    assert response.getheader("Content-Type", "").split(";")[0] == mime
    assert response.getheader("Content-Length") == "1"


def test_only_the_prefix_is_served_and_the_root_redirects_to_it(site: Path) -> None:
    with serve_in_thread(site, prefix="spacetable") as origin:
        assert head(origin, "/index.html").status == 404
        assert head(origin, "/spacetablex/index.html").status == 404
        root = head(origin, "/")
        assert (root.status, root.getheader("Location")) == (301, "/spacetable/")
        assert head(origin, "/spacetable").getheader("Location") == "/spacetable/"
        assert head(origin, "/spacetable/").status == 200
        assert head(origin, "/spacetable/../../etc/hostname").status == 404  # never outside the folder


def test_prefixes_are_normalized() -> None:
    prefixes = ("", "/", "a", "/a", "a/", "/a/b/")
    assert [normalize_prefix(p) for p in prefixes] == ["/", "/", "/a/", "/a/", "/a/", "/a/b/"]


def test_a_browser_dropping_a_download_leaves_no_traceback_in_the_log(tmp_path: Path, capsys: Any) -> None:
    """A page that reloads mid-download resets the connection: no error report (it read as a
    failure in every CI log), while the server goes on serving."""
    (tmp_path / "big.wasm").write_bytes(b"\0" * 8_000_000)
    (tmp_path / "index.html").write_text("ok", encoding="utf-8")
    with serve_in_thread(tmp_path) as origin:
        host, port = origin.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port))) as dropped:
            dropped.sendall(b"GET /big.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
            dropped.recv(1024)
            dropped.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close with a reset
        time.sleep(0.5)  # the server's write fails now
        with urllib.request.urlopen(f"{origin}/index.html") as answer:
            assert answer.read() == b"ok"
    assert "Traceback" not in capsys.readouterr().err
