"""svg.Memo: a drawing is made once per key, and a full memo starts again rather than growing."""

from __future__ import annotations

from pyengine.core import svg


def test_a_drawing_is_made_once_per_key_and_a_full_memo_starts_again() -> None:
    made: list[str] = []

    def draw(name: str) -> str:
        made.append(name)
        return f"<g>{name}</g>"

    memo = svg.Memo(limit=2)
    assert memo.get("a", draw, "a") == "<g>a</g>"
    assert memo.get("a", draw, "other") == "<g>a</g>"  # kept by its key: not drawn again
    memo.get("b", draw, "b")
    assert made == ["a", "b"]
    memo.get("c", draw, "c")  # the third drawing clears the two kept
    assert list(memo.drawn) == ["c"]
    memo.get("a", draw, "a")
    assert made == ["a", "b", "c", "a"]
    memo.clear()
    assert memo.drawn == {}
