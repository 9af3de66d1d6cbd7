"""The order the two test workers take the suite in: the browser tests first, the longest first, then
the unit tests, so the run ends on many short tests instead of one worker finishing a two-minute
browser game while the other waits (the suite's duration is its slower worker's)."""

from __future__ import annotations

import pytest

# The slowest tests' files (measured with --durations; docs/performance.md), longest first.
SLOW_FIRST = (
    "e2e/test_wm_table.py",
    "e2e/test_artemis_table.py",
    "e2e/test_mm_table.py",
    "e2e/test_snapshot.py",
    "e2e/test_settings_a11y.py",
    "e2e/test_keyboard.py",
    "e2e/test_bots_browser.py",
    "e2e/test_tfm_table.py",
    "e2e/test_pwa.py",
    "tests/test_conformance.py",
    "tests/test_build.py",
    "tests/web/test_table_words.py",
    "tests/test_visibility.py",
)


def rank(item: pytest.Item) -> tuple[int, int]:
    """Browser tests before unit tests; within each, the slow files first, in SLOW_FIRST's order."""
    path = item.nodeid.split("::", 1)[0]
    slow = SLOW_FIRST.index(path) if path in SLOW_FIRST else len(SLOW_FIRST)
    return (0 if path.startswith("e2e/") else 1, slow)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Reorder the collected tests (a stable sort: each file keeps its own order)."""
    items.sort(key=rank)
