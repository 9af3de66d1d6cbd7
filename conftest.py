"""The order the two test workers take the suite in. `make test` runs xdist with --maxschedchunk 2:
each worker takes the next two tests when it is nearly done, so both work to the end (by default
xdist hands each worker a quarter of the suite at once: one worker got every browser test and ran
them alone for 15 minutes while the other had finished). Browser and unit tests alternate, so each
worker mixes pages that wait on timers with computing, and the longest of each kind go first, so the
run ends on short tests."""

from __future__ import annotations

from itertools import chain, zip_longest

import pytest

# The slowest tests' files (measured with --durations; docs/performance.md), longest first.
SLOW_FIRST = (
    "e2e/test_wm_table.py",
    "e2e/test_artemis_table.py",
    "e2e/test_mm_table.py",
    "e2e/test_pwa.py",
    "e2e/test_play.py",
    "e2e/test_pyodide_conformance.py",
    "e2e/test_settings_a11y.py",
    "e2e/test_tfm_table.py",
    "e2e/test_snapshot.py",
    "e2e/test_bots_browser.py",
    "tests/test_build.py",
    "tests/test_conformance.py",
    "tests/web/test_table_words.py",
    "tests/test_visibility.py",
)


def rank(item: pytest.Item) -> int:
    """The slow files first, in SLOW_FIRST's order; the others after them."""
    path = item.nodeid.split("::", 1)[0]
    return SLOW_FIRST.index(path) if path in SLOW_FIRST else len(SLOW_FIRST)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Browser and unit tests alternately, each kind slow files first (stable: a file keeps its order)."""
    browser = sorted((i for i in items if i.nodeid.startswith("e2e/")), key=rank)
    unit = sorted((i for i in items if not i.nodeid.startswith("e2e/")), key=rank)
    items[:] = [i for i in chain.from_iterable(zip_longest(browser, unit)) if i is not None]
