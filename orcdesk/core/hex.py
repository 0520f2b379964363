"""Hex-grid maths for board games on hexes: axial coordinates, pointy-top hexes. Pure Python, no pygame.

A hex is a plain ``(q, r)`` tuple of ints (``Hex``), not a class: game states stay JSON-friendly, hexes hash
and compare fast, and they sort deterministically. The third cube coordinate is implicit: ``s = -q - r``.

Screen convention (used by ``to_pixel``): x grows to the right, y grows *down*, so ``r`` grows towards the
bottom of the screen. "Counter-clockwise" below means counter-clockwise as seen on screen.

The six directions, in the fixed order of ``DIRECTIONS`` (index: name, offset)::

    0 east (+1, 0)   1 north-east (+1, -1)   2 north-west (0, -1)
    3 west (-1, 0)   4 south-west (-1, +1)   5 south-east (0, +1)

Every function that walks neighbours does so in this order, so searches break ties the same way on every run
(AI replays and saved games rely on that). Formulas follow the well-known axial/cube treatment of hex grids
(as in Amit Patel's "Hexagonal Grids" notes); the code is our own.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable

Hex = tuple[int, int]
Point = tuple[float, float]

ORIGIN: Hex = (0, 0)
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES: tuple[str, ...] = ("east", "north-east", "north-west", "west", "south-west", "south-east")

_SQRT3 = math.sqrt(3.0)
# Nudge added to both ends of a line so that points lying exactly on an edge between two hexes round the same
# way every time. The three cube components differ (and sum to 0), so no two coordinates tie after the nudge;
# its negation rounds every such point to the *other* hex of the pair (used by line_of_sight).
_NUDGE = (1e-6, 2e-6, -3e-6)


# --- arithmetic -----------------------------------------------------------------------------------------


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def scale(h: Hex, k: int) -> Hex:
    return (h[0] * k, h[1] * k)


def neighbours(h: Hex) -> list[Hex]:
    """The six adjacent hexes, in DIRECTIONS order."""
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def rotate(h: Hex, steps: int) -> Hex:
    """Rotate ``h`` about the origin by ``steps`` × 60°, counter-clockwise on screen (negative: clockwise).

    ``rotate(DIRECTIONS[i], 1) == DIRECTIONS[(i + 1) % 6]``. To rotate about another centre c, use
    ``add(c, rotate(sub(h, c), steps))``.
    """
    q, r = h
    for _ in range(steps % 6):
        # In cube terms (q, r, s) -> (-s, -q, -r): one 60° turn counter-clockwise.
        q, r = q + r, -q
    return (q, r)


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes on an open grid."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def adjacent(a: Hex, b: Hex) -> bool:
    return distance(a, b) == 1


# --- areas ----------------------------------------------------------------------------------------------


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly ``radius`` steps from ``center`` (6 × radius of them; [center] for radius 0).

    Order: starts ``radius`` steps east of the centre and walks counter-clockwise, so the list is
    deterministic.
    """
    if radius < 0:
        return []
    if radius == 0:
        return [center]
    out = []
    h = add(center, scale(DIRECTIONS[0], radius))
    # From the east corner the ring's first side runs towards the north-east corner, i.e. along DIRECTIONS[2].
    for side in range(6):
        step = DIRECTIONS[(side + 2) % 6]
        for _ in range(radius):
            out.append(h)
            h = add(h, step)
    return out


def within(center: Hex, radius: int) -> list[Hex]:
    """Every hex at most ``radius`` steps from ``center`` (1 + 3·radius·(radius+1) of them), sorted.

    ``within(c, 2)`` is one 19-hex tile.
    """
    cq, cr = center
    out = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.append((cq + dq, cr + dr))
    return out


def hex_round(fq: float, fr: float) -> Hex:
    """The hex containing fractional axial coordinates (cube rounding: round all three, then fix the one that
    moved most so that q + r + s stays 0)."""
    fs = -fq - fr
    # Half-up rounding rather than Python's round(): banker's rounding would make exact ties depend on
    # whether the integer part is even, i.e. on where the board sits.
    q, r, s = math.floor(fq + 0.5), math.floor(fr + 0.5), math.floor(fs + 0.5)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


# --- lines and sight ------------------------------------------------------------------------------------


def _line(a: Hex, b: Hex, sign: int) -> list[Hex]:
    n = distance(a, b)
    if n == 0:
        return [a]
    eq, er = _NUDGE[0] * sign, _NUDGE[1] * sign
    aq, ar = a[0] + eq, a[1] + er
    bq, br = b[0] + eq, b[1] + er
    out = []
    for i in range(n + 1):
        t = i / n
        out.append(hex_round(aq + (bq - aq) * t, ar + (br - ar) * t))
    return out


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight line from the centre of ``a`` to the centre of ``b`` passes through, ``a`` and
    ``b`` included: ``distance(a, b) + 1`` hexes, each adjacent to the next.

    Where the line runs exactly along an edge between two hexes, both ends are nudged by a tiny fixed
    epsilon so the tie always resolves the same way (see ``line_of_sight`` for how sight treats those edges).
    """
    return _line(a, b, +1)


def line_of_sight(a: Hex, b: Hex, blocks: Callable[[Hex], bool]) -> bool:
    """True when a figure on ``a`` can see ``b``: no hex strictly between them blocks.

    The end hexes themselves never block (a figure sees the tree or wall it targets), and adjacent hexes (or
    ``a == b``) always see each other.

    Edge-grazing rule: a line that runs exactly along the edge between two hexes could be said to pass through
    either of them. We draw the line twice, once nudged by +epsilon and once by -epsilon (the two nudges fall
    on opposite sides of every such edge), and sight passes if *either* line is clear. So a line grazing a
    tree with clear ground on the other side of the edge is not blocked; it is blocked only where both sides
    block (or where a hex the line truly crosses blocks).
    """
    if distance(a, b) <= 1:
        return True
    return any(not any(blocks(h) for h in _line(a, b, sign)[1:-1]) for sign in (+1, -1))


# --- movement -------------------------------------------------------------------------------------------


def reachable(
    start: Hex, steps: int, passable: Callable[[Hex], bool], stop: Callable[[Hex], bool] | None = None
) -> dict[Hex, int]:
    """Every hex reachable from ``start`` in at most ``steps`` moves, mapped to its fewest moves.

    A move enters an adjacent hex for which ``passable`` is true (the start itself is never tested). A hex for
    which ``stop`` is true may be entered but not left in the same move (an enemy's zone, a bog): it appears
    in the result but the search does not go on from it. ``stop`` is not applied to the start: a figure that
    begins its move in such a hex may leave it. The start is in the result with 0.
    """
    dist = {start: 0}
    frontier = deque([start])
    while frontier:
        h = frontier.popleft()
        d = dist[h]
        if d >= steps or (stop is not None and h != start and stop(h)):
            continue
        for n in neighbours(h):
            if n not in dist and passable(n):
                dist[n] = d + 1
                frontier.append(n)
    return dist


def path(start: Hex, goal: Hex, passable: Callable[[Hex], bool], max_steps: int | None = None) -> list[Hex] | None:
    """A shortest path from ``start`` to ``goal`` through passable hexes: the hexes entered, start excluded,
    goal included (``[]`` when start == goal). None when there is none (or none within ``max_steps``).

    Every hex entered, the goal included, must be passable; the start need not be. Ties between equally short
    paths break deterministically: each step goes to the first neighbour in DIRECTIONS order that still lies
    on a shortest path.

    The search spreads from the goal, so it ends when the goal's passable region is exhausted: ``passable``
    must describe a finite area (true only for hexes on the board), or ``max_steps`` must be given.
    """
    if start == goal:
        return []
    if not passable(goal):
        return None
    to_goal = _distances_to(goal, start, passable, max_steps)
    if start not in to_goal:
        return None
    out = []
    h = start
    while h != goal:
        d = to_goal[h]
        h = next(n for n in neighbours(h) if to_goal.get(n) == d - 1)
        out.append(h)
    return out


def _distances_to(goal: Hex, start: Hex, passable: Callable[[Hex], bool], max_steps: int | None) -> dict[Hex, int]:
    """Breadth-first distances *to* ``goal`` over passable hexes, stopping as soon as ``start`` is found (by
    then the whole layer nearer the goal is known, which is all ``path`` needs)."""
    dist = {goal: 0}
    frontier = deque([goal])
    while frontier:
        h = frontier.popleft()
        d = dist[h]
        if max_steps is not None and d >= max_steps:
            continue
        for n in neighbours(h):
            if n in dist:
                continue
            if n == start:
                dist[n] = d + 1
                return dist
            if passable(n):
                dist[n] = d + 1
                frontier.append(n)
    return dist


def connected_groups(hexes: Iterable[Hex]) -> list[list[Hex]]:
    """Split ``hexes`` into groups joined by adjacency. Each group is sorted and the groups are ordered by
    their smallest member, so the result does not depend on the input order."""
    left = set(hexes)
    groups = []
    for seed in sorted(left):
        if seed not in left:
            continue
        left.discard(seed)
        group, todo = [seed], [seed]
        while todo:
            for n in neighbours(todo.pop()):
                if n in left:
                    left.discard(n)
                    group.append(n)
                    todo.append(n)
        groups.append(sorted(group))
    return groups


# --- pixels ---------------------------------------------------------------------------------------------


def to_pixel(h: Hex, size: float) -> Point:
    """Centre of ``h`` in pixels, for pointy-top hexes of circumradius ``size`` with hex (0, 0) at (0, 0).
    Hexes are ``sqrt(3) * size`` wide and rows are ``1.5 * size`` apart."""
    q, r = h
    return (size * _SQRT3 * (q + r / 2.0), size * 1.5 * r)


def from_pixel(x: float, y: float, size: float) -> Hex:
    """The hex containing pixel (x, y): the inverse of ``to_pixel``, then cube rounding (which is exact for
    regular hexes: every point maps to the hex whose polygon contains it)."""
    fq = (_SQRT3 / 3.0 * x - y / 3.0) / size
    fr = (2.0 / 3.0 * y) / size
    return hex_round(fq, fr)


def corners(h: Hex, size: float) -> list[Point]:
    """The six corners of ``h``, starting at the upper-right one (30° above east) and going clockwise on
    screen: upper right, lower right, bottom, lower left, upper left, top."""
    cx, cy = to_pixel(h, size)
    out = []
    for i in range(6):
        angle = math.radians(60 * i - 30)
        out.append((cx + size * math.cos(angle), cy + size * math.sin(angle)))
    return out
