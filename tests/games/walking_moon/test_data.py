"""The components: the deck, the dice, the action cards and tokens, and that every card can be crossed."""

from pyengine.core.sideview import SAFE, Terrain, step_patterns, walk
from pyengine.games.walking_moon import data


def moves(terrain: Terrain, start: tuple[int, int], safe_only: bool = True) -> set[tuple[int, int]]:
    """Squares one die of any colour can take an astronaut to (without an accident: skulls aside)."""
    ends = set()
    for colour, faces in data.FACES.items():
        for face in {f.rstrip("k") for f in faces}:
            for pattern in step_patterns(int(face), data.STEP_KIND[colour]):
                result = walk(terrain, start, pattern)
                if result.outcome == SAFE or not safe_only:
                    ends.add(result.end)
    return ends


def segment(card: str) -> Terrain:
    """The card between two connector squares (and one more, for moves past the goal)."""
    return Terrain.join([data.CONNECTOR, data.TERRAINS[card], data.CONNECTOR, data.CONNECTOR])


def reachable(terrain: Terrain, start: tuple[int, int], safe_only: bool) -> set[tuple[int, int]]:
    """Every square a chain of jumps can reach from start (stopping at the goal column)."""
    goal = data.CARD_WIDTH + 1
    seen, queue = {start}, [start]
    for square in queue:
        if square[0] >= goal:
            continue
        for end in moves(terrain, square, safe_only):
            if end not in seen:
                seen.add(end)
                queue.append(end)
    return seen


def crossable(card: str, start: tuple[int, int] = (0, 0), safe_only: bool = True) -> bool:
    """True if a chain of jumps leads from start to the connector after the card."""
    return any(s[0] >= data.CARD_WIDTH + 1 for s in reachable(segment(card), start, safe_only))


def test_the_box_holds_77_moon_cards_with_5_hard_ones() -> None:
    deck = data.deck()
    assert len(deck) == 77
    assert sum(1 for c in deck if c in data.HARD_CARDS) == 5


def test_every_moon_card_can_be_crossed_without_an_accident() -> None:
    assert [c for c in data.MOON_CARDS if not crossable(c)] == []


def test_no_square_an_astronaut_can_reach_is_a_dead_end() -> None:
    for card in data.MOON_CARDS:
        terrain = segment(card)
        traps = [s for s in reachable(terrain, (0, 0), safe_only=False) if not crossable(card, s, safe_only=False)]
        assert traps == [], card


def test_every_card_has_the_size_of_the_board_area_and_sputniks_on_open_squares() -> None:
    for card, terrain in data.TERRAINS.items():
        assert (terrain.width, terrain.height) == (data.CARD_WIDTH, data.CARD_HEIGHT), card
        assert all(terrain.is_open(s) for s in data.SPUTNIKS[card]), card


def test_the_deck_has_every_kind_of_terrain() -> None:
    cells = "".join("".join(t.rows()) for t in data.TERRAINS.values())
    assert all(kind in cells for kind in "#ox.th")


def test_six_dice_two_of_each_colour_white_only_ones_and_twos_black_with_a_skull() -> None:
    assert sorted(data.DICE) == ["black", "black", "blue", "blue", "white", "white"]
    assert set(data.FACES["white"]) == {"1", "2"}
    assert any(f.endswith("k") for f in data.FACES["black"])
    assert "3" in data.FACES["blue"]
    assert all(len(faces) == 6 for faces in data.FACES.values())


def test_24_action_cards_of_8_kinds_and_7_special_tokens() -> None:
    assert len(data.ACTIONS) * data.COPIES_OF_ACTION == 24
    assert len(data.SPECIALS) == 7 and data.TOKEN_SQUARES == 4
