"""A small static server for the built site, optionally under a sub-path (stdlib only).

    python tools/serve.py [--dir dist] [--port 8000] [--prefix /spacetable/]

Serves the right MIME types for .mjs, .wasm, .json, .whl, .zip and .toml, answers 404 outside
the prefix (as a real sub-path host would) and redirects "/" to the prefix.
"""

from __future__ import annotations

import argparse
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".toml": "application/toml; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
}


def normalize_prefix(prefix: str) -> str:
    """The prefix with one leading and one trailing slash ("spacetable" -> "/spacetable/")."""
    inner = prefix.strip("/")
    return f"/{inner}/" if inner else "/"


class SiteHandler(SimpleHTTPRequestHandler):
    """Serves `directory` at `prefix`; everything else is 404 (or a redirect to the prefix)."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}  # noqa: RUF012 (the base class reads it per instance)

    def __init__(self, *args: Any, prefix: str = "/", quiet: bool = False, **kwargs: Any) -> None:
        self.prefix = prefix
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def do_GET(self) -> None:
        if self._route():
            super().do_GET()

    def do_HEAD(self) -> None:
        if self._route():
            super().do_HEAD()

    def _route(self) -> bool:
        """True to serve the file; otherwise a redirect or 404 has been sent."""
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path in ("/", self.prefix.rstrip("/")) and self.prefix != "/":
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return False
        if not path.startswith(self.prefix):
            self.send_error(HTTPStatus.NOT_FOUND)
            return False
        return True

    def translate_path(self, path: str) -> str:
        # Only called for paths _route() accepted, so they start with the prefix.
        return super().translate_path("/" + path[len(self.prefix) :])

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    """A threading server that stays quiet when a browser drops a download it no longer wants."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A page that navigates, reloads or closes mid-download resets the connection: normal for
        # a browser, not a server fault, and its traceback in a test log reads like a failure.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, host: str, port: int, prefix: str = "/", quiet: bool = False) -> ThreadingHTTPServer:
    """A server bound to (host, port); port 0 picks a free one."""
    handler = partial(SiteHandler, directory=str(directory), prefix=normalize_prefix(prefix), quiet=quiet)
    return SiteServer((host, port), handler)


def origin_of(server: ThreadingHTTPServer) -> str:
    """The server's origin, e.g. http://127.0.0.1:8000."""
    host, port = server.server_address[:2]
    return f"http://{host!s}:{port}"


@contextmanager
def serve_in_thread(directory: Path, prefix: str = "/", host: str = "127.0.0.1") -> Iterator[str]:
    """Serve a directory on a free port in a background thread; yields the origin."""
    server = make_server(directory, host, 0, prefix, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield origin_of(server)
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def main(argv: list[str] | None = None) -> None:
    """Serve until interrupted."""
    parser = argparse.ArgumentParser(description="Serve the built Spacetable site.")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist", help="directory to serve (default: dist)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /spacetable/")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        parser.error(f"{args.dir}/index.html not found: run `python tools/build.py` first")
    server = make_server(args.dir, args.host, args.port, args.prefix)
    print(f"Spacetable: {origin_of(server)}{normalize_prefix(args.prefix)}  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
