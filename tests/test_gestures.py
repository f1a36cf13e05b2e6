"""The table's one gesture machine, on its own: press, click, drag, drop and cancel as values.

Pure: no pygame, no scene.  The UI tests drive the same machine through real
mouse events; these pin down its rules where they are easy to see.
"""

from __future__ import annotations

import subprocess
import sys

from game.ui.table.gestures import DRAG_START, Cancel, Click, DragMove, DragStart, Drop, Gestures, Press


def test_the_machine_needs_no_pygame() -> None:
    code = "import sys, game.ui.table.gestures; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_press_reports_its_target_and_position() -> None:
    gestures: Gestures[str] = Gestures()
    assert gestures.press("card", (10, 20)) == Press("card", (10, 20), False)
    assert gestures.held and gestures.target == "card" and not gestures.dragging


def test_motion_below_the_threshold_is_still_a_click() -> None:
    gestures: Gestures[str] = Gestures()
    gestures.press("card", (100, 100))
    assert gestures.motion((100 + DRAG_START - 1, 100)) is None
    assert gestures.motion((103, 104)) is None  # 5 px away: under 6
    assert gestures.release((103, 104)) == Click("card", (103, 104))
    assert not gestures.held


def test_crossing_the_threshold_starts_a_drag_exactly_once() -> None:
    gestures: Gestures[str] = Gestures()
    gestures.press("pile", (0, 0))
    assert gestures.motion((2, 2)) is None
    assert gestures.motion((DRAG_START, 0)) == DragStart("pile", (0, 0), (DRAG_START, 0))
    assert gestures.dragging
    assert gestures.motion((30, 40)) == DragMove("pile", (30, 40))
    assert gestures.motion((0, 1)) == DragMove("pile", (0, 1))  # back near the start: still a drag
    assert gestures.pos == (0, 1) and gestures.start == (0, 0)


def test_a_drop_reports_the_release_position() -> None:
    gestures: Gestures[int] = Gestures()
    gestures.press(7, (50, 50))
    gestures.motion((80, 90))
    assert gestures.release((200, 210)) == Drop(7, (200, 210))
    assert not gestures.held and not gestures.dragging


def test_the_threshold_is_a_distance_not_a_sum_of_steps() -> None:
    gestures: Gestures[str] = Gestures(threshold=10)
    gestures.press("deck", (0, 0))
    assert gestures.motion((6, 7)) is None  # 9.2 px
    assert isinstance(gestures.motion((6, 8)), DragStart)  # 10 px


def test_a_cancel_ends_the_gesture_and_says_whether_it_was_a_drag() -> None:
    gestures: Gestures[str] = Gestures()
    gestures.press("card", (0, 0))
    assert gestures.cancel() == Cancel("card", False)
    assert gestures.release((0, 0)) is None
    gestures.press("card", (0, 0))
    gestures.motion((50, 0))
    assert gestures.cancel() == Cancel("card", True)
    assert gestures.motion((60, 0)) is None and gestures.release((60, 0)) is None
    assert gestures.cancel() is None


def test_nothing_pressed_means_nothing_happens() -> None:
    gestures: Gestures[str] = Gestures()
    assert gestures.motion((100, 100)) is None
    assert gestures.release((100, 100)) is None


def test_a_new_press_forgets_one_whose_release_was_lost() -> None:
    gestures: Gestures[str] = Gestures()
    gestures.press("stock", (0, 0))
    gestures.motion((40, 0))
    gestures.press("card", (5, 5))
    assert not gestures.dragging
    assert gestures.release((5, 5)) == Click("card", (5, 5))


def test_a_double_click_is_carried_by_its_second_press() -> None:
    """The timing lives in the intent mapper, which every scene shares; the press passes the flag on."""
    gestures: Gestures[str] = Gestures()
    assert gestures.press("card", (1, 1), double=True).double
    assert not gestures.press("card", (1, 1)).double
