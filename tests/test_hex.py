"""Hex-grid maths (orcdesk.core.hex): pure functions, checked by examples and by hypothesis."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from orcdesk.core import hex as hx

coords = st.integers(min_value=-40, max_value=40)
hexes = st.tuples(coords, coords)


def test_core_hex_does_not_import_pygame():
    import inspect

    assert "import pygame" not in inspect.getsource(hx)


# --- directions, neighbours, rotation --------------------------------------------------------------------


def test_directions_start_east_and_go_counter_clockwise_on_screen():
    assert hx.DIRECTIONS[0] == (1, 0)
    angles = []
    for d in hx.DIRECTIONS:
        x, y = hx.to_pixel(d, 1.0)
        angles.append(math.degrees(math.atan2(-y, x)) % 360)  # -y: screen y grows down
    assert [round(a) for a in angles] == [0, 60, 120, 180, 240, 300]


def test_neighbours_are_the_six_hexes_at_distance_one_in_direction_order():
    h = (3, -2)
    ns = hx.neighbours(h)
    assert ns == [hx.add(h, d) for d in hx.DIRECTIONS]
    assert all(hx.distance(h, n) == 1 for n in ns)
    assert sorted(ns) == sorted(hx.ring(h, 1))


def test_add_sub_scale():
    assert hx.add((1, 2), (3, -5)) == (4, -3)
    assert hx.sub((1, 2), (3, -5)) == (-2, 7)
    assert hx.scale((2, -1), 3) == (6, -3)


def test_rotate_one_step_moves_to_the_next_direction():
    for i, d in enumerate(hx.DIRECTIONS):
        assert hx.rotate(d, 1) == hx.DIRECTIONS[(i + 1) % 6]
        assert hx.rotate(d, -1) == hx.DIRECTIONS[(i - 1) % 6]


@given(hexes, st.integers(min_value=-12, max_value=12))
def test_rotate_keeps_distance_and_six_steps_is_identity(h, k):
    assert hx.rotate(h, 6) == h
    assert hx.distance(hx.rotate(h, k), (0, 0)) == hx.distance(h, (0, 0))
    assert hx.rotate(hx.rotate(h, k), -k) == h


# --- distance -------------------------------------------------------------------------------------------


def test_distance_examples():
    assert hx.distance((0, 0), (0, 0)) == 0
    assert hx.distance((0, 0), (3, 0)) == 3
    assert hx.distance((0, 0), (2, -2)) == 2
    assert hx.distance((0, 0), (2, 2)) == 4
    assert hx.distance((-1, 3), (2, -1)) == 4


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert hx.distance(a, b) == hx.distance(b, a) >= 0
    assert (hx.distance(a, b) == 0) == (a == b)
    assert hx.distance(a, c) <= hx.distance(a, b) + hx.distance(b, c)


# --- rings and areas ------------------------------------------------------------------------------------


def test_ring_sizes_and_members():
    c = (2, -1)
    assert hx.ring(c, 0) == [c]
    assert len(hx.ring(c, 1)) == 6
    assert len(hx.ring(c, 2)) == 12
    assert len(set(hx.ring(c, 3))) == 18
    assert all(hx.distance(c, h) == 2 for h in hx.ring(c, 2))
    assert hx.ring(c, 2)[0] == (4, -1)  # starts east of the centre
    walk = hx.ring(c, 2)
    assert all(hx.distance(walk[i], walk[i - 1]) == 1 for i in range(len(walk)))


def test_within_two_is_a_nineteen_hex_tile():
    tile = hx.within((5, 5), 2)
    assert len(tile) == 19 == len(set(tile))
    assert tile == sorted(tile)
    assert set(tile) == {h for r in range(3) for h in hx.ring((5, 5), r)}
    assert len(hx.within((0, 0), 0)) == 1 and len(hx.within((0, 0), 1)) == 7


def test_hex_round_picks_the_containing_hex():
    assert hx.hex_round(0.1, -0.2) == (0, 0)
    assert hx.hex_round(0.9, 0.05) == (1, 0)
    assert hx.hex_round(2.4, -1.3) == (2, -1)


# --- lines and line of sight ----------------------------------------------------------------------------


@given(hexes, hexes)
def test_line_runs_from_end_to_end_through_adjacent_hexes(a, b):
    ln = hx.line(a, b)
    assert ln[0] == a and ln[-1] == b
    assert len(ln) == hx.distance(a, b) + 1
    assert all(hx.distance(ln[i], ln[i + 1]) == 1 for i in range(len(ln) - 1))
    assert hx.line(b, a) == ln[::-1]


def test_line_straight_along_a_direction():
    assert hx.line((0, 0), (3, 0)) == [(0, 0), (1, 0), (2, 0), (3, 0)]
    assert hx.line((0, 0), (0, 0)) == [(0, 0)]


def test_line_of_sight_blocked_by_a_tree_in_between():
    trees = {(2, 0)}
    assert not hx.line_of_sight((0, 0), (4, 0), trees.__contains__)
    assert not hx.line_of_sight((4, 0), (0, 0), trees.__contains__)


def test_line_of_sight_not_blocked_by_a_tree_beside_the_line():
    trees = {(2, -1), (1, 1)}
    assert hx.line_of_sight((0, 0), (4, 0), trees.__contains__)


def test_end_hexes_never_block_and_adjacent_hexes_always_see():
    everything = lambda h: True  # noqa: E731
    assert hx.line_of_sight((0, 0), (1, 0), everything)
    assert hx.line_of_sight((0, 0), (0, 0), everything)
    assert not hx.line_of_sight((0, 0), (2, 0), everything)
    walls = {(0, 0), (3, 0)}
    assert hx.line_of_sight((0, 0), (3, 0), walls.__contains__)


def test_edge_grazing_sight_passes_when_either_side_of_the_edge_is_clear():
    # From (0, 0) to (1, 1) the line runs exactly along the edge between (1, 0) and (0, 1).
    a, b = (0, 0), (1, 1)
    assert hx.line_of_sight(a, b, {(1, 0)}.__contains__)
    assert hx.line_of_sight(a, b, {(0, 1)}.__contains__)
    assert not hx.line_of_sight(a, b, {(1, 0), (0, 1)}.__contains__)
    # Longer grazing line, (0, 0) -> (2, 2): it runs along the edges (1,0)|(0,1) and (2,1)|(1,2) and truly
    # crosses (1, 1). Trees on the same side of both edges leave the other side's line clear; trees on
    # opposite sides block both nudged lines.
    assert hx.line_of_sight((0, 0), (2, 2), {(1, 0), (2, 1)}.__contains__)
    assert not hx.line_of_sight((0, 0), (2, 2), {(1, 0), (1, 2)}.__contains__)
    assert not hx.line_of_sight((0, 0), (2, 2), {(1, 1)}.__contains__)


@given(hexes, hexes, st.frozensets(st.tuples(st.integers(-5, 5), st.integers(-5, 5)), max_size=20))
def test_line_of_sight_is_symmetric(a, b, trees):
    blocks = trees.__contains__
    assert hx.line_of_sight(a, b, blocks) == hx.line_of_sight(b, a, blocks)


# --- movement -------------------------------------------------------------------------------------------


def _board(radius=4, blocked=()):
    blocked = set(blocked)
    return lambda h: hx.distance(h, (0, 0)) <= radius and h not in blocked


def test_reachable_on_open_ground_is_the_area_within_steps():
    got = hx.reachable((0, 0), 2, _board())
    assert set(got) == set(hx.within((0, 0), 2))
    assert all(got[h] == hx.distance(h, (0, 0)) for h in got)
    assert got[(0, 0)] == 0


def test_reachable_goes_around_a_wall_of_trees():
    # A wall of trees east of the start, from (1, -2) down to (1, 1): (2, 0) is 2 steps away as the crow
    # flies but the walk has to go round the end of the wall.
    wall = {(1, -2), (1, -1), (1, 0), (1, 1)}
    got = hx.reachable((0, 0), 3, _board(blocked=wall))
    assert not wall & set(got)
    assert (2, 0) not in got
    assert got[(0, 1)] == 1 and got[(0, 2)] == 2 and got[(1, 2)] == 3
    assert hx.reachable((0, 0), 5, _board(blocked=wall))[(2, 0)] == 5


def test_reachable_stop_hexes_are_entered_but_not_left():
    zone = {(1, 0)}
    got = hx.reachable((0, 0), 3, _board(), stop=zone.__contains__)
    assert got[(1, 0)] == 1
    assert got[(2, 0)] == 3  # reached the long way round, not through the zone
    # Starting inside a stop hex does not pin the figure.
    assert len(hx.reachable((1, 0), 1, _board(), stop=zone.__contains__)) == 7


def test_path_around_obstacles_is_shortest_and_deterministic():
    wall = {(1, -2), (1, -1), (1, 0), (1, 1)}
    passable = _board(blocked=wall)
    p = hx.path((0, 0), (2, 0), passable)
    assert p is not None and p[-1] == (2, 0) and (0, 0) not in p
    assert len(p) == 5
    assert not wall & set(p)
    walk = [(0, 0)] + p
    assert all(hx.distance(walk[i], walk[i + 1]) == 1 for i in range(len(p)))
    assert hx.path((0, 0), (2, 0), passable) == p
    # Straight line on open ground: ties go to the earliest direction.
    assert hx.path((0, 0), (2, 0), _board()) == [(1, 0), (2, 0)]
    assert hx.path((0, 0), (0, 0), _board()) == []


def test_path_none_when_the_goal_is_enclosed_or_blocked():
    goal = (2, 0)
    ring = set(hx.ring(goal, 1))
    assert hx.path((0, 0), goal, _board(blocked=ring)) is None
    assert hx.path((0, 0), goal, _board(blocked={goal})) is None


def test_path_respects_max_steps():
    wall = {(1, -2), (1, -1), (1, 0), (1, 1)}
    passable = _board(blocked=wall)
    assert hx.path((0, 0), (2, 0), passable, max_steps=4) is None
    assert len(hx.path((0, 0), (2, 0), passable, max_steps=5)) == 5
    # A bounded search terminates even on an endless open plane.
    assert hx.path((0, 0), (9, 9), lambda h: h != (9, 9), max_steps=3) is None


@given(hexes, st.integers(0, 4), st.frozensets(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), max_size=25))
def test_path_length_matches_reachable(goal_offset, steps, trees):
    passable = _board(blocked=trees)
    goal = (goal_offset[0] % 5 - 2, goal_offset[1] % 5 - 2)
    reach = hx.reachable((0, 0), 100, passable)  # more steps than the board has hexes
    p = hx.path((0, 0), goal, passable)
    if goal == (0, 0):
        assert p == []
    elif goal in reach:
        assert p is not None and len(p) == reach[goal]
    else:
        assert p is None


def test_connected_groups_split_and_join():
    a = [(0, 0), (1, 0), (1, -1)]
    b = [(5, 5), (5, 6)]
    assert hx.connected_groups(b + a) == [sorted(a), sorted(b)]
    assert hx.connected_groups([]) == []
    assert hx.connected_groups([(3, 3)]) == [[(3, 3)]]
    # A bridge of hexes joins the two groups into one.
    bridge = hx.line((1, 0), (5, 5))
    joined = hx.connected_groups(a + b + bridge)
    assert len(joined) == 1 and set(joined[0]) == set(a + b + bridge)


@given(st.lists(hexes, max_size=30))
def test_connected_groups_do_not_depend_on_input_order(hs):
    groups = hx.connected_groups(hs)
    assert groups == hx.connected_groups(list(reversed(hs)))
    assert sorted(h for g in groups for h in g) == sorted(set(hs))
    assert [g[0] for g in groups] == sorted(g[0] for g in groups)


# --- pixels ---------------------------------------------------------------------------------------------


@given(hexes, st.floats(min_value=4, max_value=120))
def test_pixel_round_trip(h, size):
    x, y = hx.to_pixel(h, size)
    assert hx.from_pixel(x, y, size) == h
    # Anywhere well inside the hex (within the inscribed circle) maps back to it too.
    for cx, cy in hx.corners(h, size):
        assert hx.from_pixel(x + (cx - x) * 0.8, y + (cy - y) * 0.8, size) == h


def test_corners_are_on_the_circumcircle_and_shared_with_neighbours():
    size = 10.0
    cs = hx.corners((0, 0), size)
    assert len(cs) == 6
    assert all(math.isclose(math.hypot(x, y), size) for x, y in cs)
    assert cs[0][0] > 0 > cs[0][1]  # first corner upper right
    east = hx.corners((1, 0), size)
    shared = {(round(x, 6), round(y, 6)) for x, y in cs} & {(round(x, 6), round(y, 6)) for x, y in east}
    assert len(shared) == 2
    assert hx.to_pixel((1, 0), size) == (size * math.sqrt(3), 0.0)
