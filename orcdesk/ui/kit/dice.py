"""Three-dimensional looking dice, drawn in code: a small software renderer shared by every dice game.

A die is a rounded cube (flat faces, bevelled edges) seen by a camera that looks down on the table at an
angle, lit by one key light. Every visible polygon is shaded by its normal, so the rounded edges catch the
light, and the face pictures (Orlog's axe, arrow, helmet, shield and hand, or pips) are painted on the real
faces of the cube: a die shows its result on top and its true neighbouring faces on its sides.

    look = orlog_die_look(die_index=0, material="bone")        # the faces of Orlog die 1
    sprite = render_die(look, up=4, size=64)                    # face 4 on top, at rest
    screen.blit(sprite.surface, sprite.topleft_at((x, y)))      # (x, y) = centre of the die on screen
    frame = tumble_frame(look, up=4, size=64, t=0.3, seed=17)   # one frame of a roll, t in [0, 1]

Surfaces are cached: a resting die is rasterised once per (look, face, size, state, yaw); tumble frames are
quantised to ``TUMBLE_FRAMES`` steps. Every cache is bounded (``kit.cache``: what only earlier window sizes used is
let go), so a table can redraw every frame and a long session does not grow.

Faces of a die are listed in opposite pairs: indices (0, 1), (2, 3) and (4, 5) are opposite, which is how
``data/orlog.yaml`` lists the Orlog dice (right/left, top/bottom, front/back).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import pygame

from orcdesk.ui.kit.cache import SizeCache, sized_cache

# Local outward normals of the six faces, in the opposite-pair order documented above.
FACE_NORMALS = ((1, 0, 0), (-1, 0, 0), (0, 0, 1), (0, 0, -1), (0, -1, 0), (0, 1, 0))
ORLOG_FACES = ("axe", "arrow", "helmet", "shield", "hand")
PIP_FACES = tuple(f"pip{n}" for n in range(1, 7))
STATES = ("normal", "hovered", "kept", "dimmed", "highlighted")

TUMBLE_FRAMES = 30  # quantisation of the tumble's time parameter
TUMBLE_SECONDS = 1.0  # suggested duration of a roll animation
ROUNDING = 0.2  # edge radius, as a fraction of the half side
TILT = math.radians(32)  # camera angle from the vertical
LIGHT = (-0.45, 0.35, 0.82)  # towards the key light: left, far, above (world: x right, y far, z up)
SUPERSAMPLE = 3

# Materials: body colour, ink of the carved pictures, and the tint of the shaded underside.
MATERIALS = {
    "bone": {"body": (236, 224, 198), "ink": (58, 38, 26), "shade": (120, 96, 74)},
    "ash": {"body": (146, 104, 74), "ink": (246, 232, 205), "shade": (62, 40, 30)},
    "ivory": {"body": (244, 240, 230), "ink": (30, 30, 36), "shade": (120, 118, 126)},
    "red": {"body": (168, 42, 38), "ink": (250, 244, 232), "shade": (70, 14, 16)},
}
GOLD = (226, 178, 64)
GOLD_LIGHT = (255, 232, 150)
GOLD_DARK = (150, 104, 30)
STATE_GLOW = {
    "hovered": (255, 246, 210),
    "kept": (110, 200, 255),
    "highlighted": (255, 196, 60),
}


@dataclass(frozen=True)
class DieLook:
    """What a die looks like: its six faces (opposite pairs 0-1, 2-3, 4-5), which are gilded, its material."""

    faces: tuple[str, ...]
    gilded: tuple[bool, ...] = (False,) * 6
    material: str = "bone"

    def __post_init__(self) -> None:
        if len(self.faces) != 6 or len(self.gilded) != 6:
            raise ValueError("a die has exactly six faces")
        for face in self.faces:
            if face not in ORLOG_FACES and face not in PIP_FACES:
                raise ValueError(f"unknown die face {face!r}")
        if self.material not in MATERIALS:
            raise ValueError(f"unknown die material {self.material!r}; known: {', '.join(MATERIALS)}")

    def index_of(self, face: str, gilded: bool | None = None) -> int:
        """The first face index showing ``face`` (and with that gilding when given)."""
        for i, (f, g) in enumerate(zip(self.faces, self.gilded)):
            if f == face and (gilded is None or g == gilded):
                return i
        for i, f in enumerate(self.faces):
            if f == face:
                return i
        raise ValueError(f"this die has no {face!r} face")


def pip_die_look(material: str = "ivory") -> DieLook:
    """A common six-sided die: opposite faces add up to seven."""
    return DieLook(("pip3", "pip4", "pip1", "pip6", "pip2", "pip5"), (False,) * 6, material)


def die_look_from_faces(faces, material: str = "bone") -> DieLook:
    """A DieLook from a data list ``[[face, gilded], ...]`` (the shape of ``data/orlog.yaml``'s dice)."""
    return DieLook(tuple(str(f) for f, _ in faces), tuple(bool(g) for _, g in faces), material)


# ---------------------------------------------------------------------------------------------- 3D maths
def _norm(v):
    n = math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]) or 1.0
    return (v[0] / n, v[1] / n, v[2] / n)


def _dot(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _mat_vec(m, v):
    return (_dot(m[0], v), _dot(m[1], v), _dot(m[2], v))


def _mat_mul(a, b):
    cols = list(zip(*b))
    return tuple(tuple(_dot(row, col) for col in cols) for row in a)


def _axis_angle(axis, angle):
    x, y, z = _norm(axis)
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return (
        (t * x * x + c, t * x * y - s * z, t * x * z + s * y),
        (t * x * y + s * z, t * y * y + c, t * y * z - s * x),
        (t * x * z - s * y, t * y * z + s * x, t * z * z + c),
    )


def _face_up(i):
    """The direction of the top of a face's picture, in die coordinates."""
    return (0, 1, 0) if FACE_NORMALS[i][2] else (0, 0, 1)


def rest_rotation(up: int, yaw: float):
    """Rotation (rows) putting face ``up`` on top, its picture upright for the viewer, turned by ``yaw``."""
    n = FACE_NORMALS[up]
    u = _face_up(up)
    r = _cross(u, n)
    align = (r, u, n)  # rows: local -> world maps r to x, u to y, n to z
    c, s = math.cos(yaw), math.sin(yaw)
    spin = ((c, -s, 0), (s, c, 0), (0, 0, 1))
    return _mat_mul(spin, align)


# Camera: screen right = world x; screen up and towards-the-viewer come from the tilt.
_VIEW = (0.0, -math.sin(TILT), math.cos(TILT))
_SCREEN_UP = (0.0, math.cos(TILT), math.sin(TILT))
_LIGHT = _norm(LIGHT)
_HALF = _norm((_LIGHT[0] + _VIEW[0], _LIGHT[1] + _VIEW[1], _LIGHT[2] + _VIEW[2]))
_PERSPECTIVE = 9.0


def _project(p, scale, cx, cy):
    depth = _dot(p, _VIEW)
    k = scale * _PERSPECTIVE / (_PERSPECTIVE - depth)
    return (cx + p[0] * k, cy - _dot(p, _SCREEN_UP) * k)


@cache
def _mesh():
    """The rounded cube as (vertices, quads): quads are (face index, is_centre, 4 vertex ids, local normal).

    Points of the unit cube surface are pushed onto the rounded cube: clamp to the inner box, then go out
    by the edge radius along the clamped difference (the usual rounded-box construction). Vertices shared by
    neighbouring quads are stored once, so a frame transforms each of them once."""
    inner = 1 - ROUNDING
    grid = (-1.0, -(1 - ROUNDING * 0.45), -inner, inner, 1 - ROUNDING * 0.45, 1.0)
    ids: dict = {}
    verts: list = []

    def vertex(p):
        q = tuple(max(-inner, min(inner, c)) for c in p)
        d = _norm(tuple(p[k] - q[k] for k in range(3)))
        v = tuple(round(q[k] + ROUNDING * d[k], 9) for k in range(3))
        if v not in ids:
            ids[v] = len(verts)
            verts.append(v)
        return ids[v]

    quads = []
    for fi, n in enumerate(FACE_NORMALS):
        u = _face_up(fi)
        r = _cross(u, n)
        for a in range(5):
            for b in range(5):
                corners = []
                for da, db in ((0, 0), (1, 0), (1, 1), (0, 1)):
                    x, y = grid[a + da], grid[b + db]
                    corners.append(vertex(tuple(n[k] + r[k] * x + u[k] * y for k in range(3))))
                pts = [verts[i] for i in corners]
                e1 = tuple(pts[1][k] - pts[0][k] for k in range(3))
                e2 = tuple(pts[3][k] - pts[0][k] for k in range(3))
                normal = _norm(_cross(e1, e2)) if any(e1) and any(e2) else n
                # the mid-point's outward direction is a steadier normal on the curved strips
                mid = tuple(sum(p[k] for p in pts) / 4 for k in range(3))
                q = tuple(max(-inner, min(inner, c)) for c in mid)
                out = tuple(mid[k] - q[k] for k in range(3))
                if any(abs(c) > 1e-9 for c in out):
                    normal = _norm(out)
                quads.append((fi, a == 2 and b == 2, tuple(corners), n if a == 2 and b == 2 else normal))
    return tuple(verts), tuple(quads)


# ---------------------------------------------------------------------------------------------- face art
TEX = 192  # side of a face picture texture, in pixels


def _engraved(mask_surface: pygame.Surface, ink, light) -> pygame.Surface:
    """Carve a white mask into the face: a light lip below-right, the ink on top."""
    out = pygame.Surface(mask_surface.get_size(), pygame.SRCALPHA)
    lip = mask_surface.copy()
    lip.fill((*light, 150), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(lip, (2, 3))
    body = mask_surface.copy()
    body.fill((*ink, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(body, (0, 0))
    return out


def _smooth(draw, size=TEX, factor=2) -> pygame.Surface:
    """Draw at ``factor`` times the size, then scale down: antialiased vector shapes."""
    big = pygame.Surface((size * factor, size * factor), pygame.SRCALPHA)
    draw(big, size * factor / 100.0)
    return pygame.transform.smoothscale(big, (size, size))


def _poly(surf, k, pts, colour=(255, 255, 255)):
    pygame.draw.polygon(surf, colour, [(x * k, y * k) for x, y in pts])


def _draw_axe(s, k):
    w = (255, 255, 255)
    # haft: a long rod leaning right, with a knob at the foot
    _poly(s, k, [(22, 92), (33, 95), (53, 8), (42, 5)], w)
    pygame.draw.circle(s, w, (27 * k, 93 * k), 6.5 * k)
    # bearded blade: straight top, tall curved edge, the beard sweeping back to the haft (concave)
    _poly(
        s,
        k,
        [(44, 12), (66, 15), (80, 5), (89, 20), (92, 37), (88, 54), (79, 70), (71, 57), (61, 47), (50, 42), (45, 36)],
        w,
    )


def _draw_arrow(s, k):
    w = (255, 255, 255)
    _poly(s, k, [(17, 77), (23, 83), (76, 31), (70, 25)], w)  # shaft
    _poly(s, k, [(62, 22), (88, 12), (78, 38)], w)  # head
    for off in (0, 9):  # fletching
        _poly(s, k, [(24 + off, 72 - off), (10 + off, 70 - off), (16 + off, 64 - off), (28 + off, 66 - off)], w)
        _poly(s, k, [(28 + off, 76 - off), (30 + off, 90 - off), (36 + off, 84 - off), (34 + off, 72 - off)], w)


def _draw_helmet(s, k):
    """A Norse helmet seen from the front: a rounded dome with a raised crest, a riveted brow band, the nose
    guard, and mail hanging at both sides. The face under the band stays open: eye holes and cheek plates
    read as a skull."""
    w = (255, 255, 255)
    clear = (0, 0, 0, 0)
    dome = []
    for i in range(25):  # a dome barely pointed at the top, from the left end of the band to the right end
        a = math.pi * i / 24
        peak = (1 - abs(math.cos(a))) ** 6 * 4
        dome.append((50 - 33 * math.cos(a), 50 - 40 * math.sin(a) - peak))
    _poly(s, k, dome, w)
    # the crest: a ridge over the top of the dome, set off by two grooves
    for x in (45, 55):
        pygame.draw.line(s, clear, (x * k, 10 * k), (x * k, 45 * k), max(1, int(2.2 * k)))
    # mail hanging from the band on both sides, its hem scalloped, its rings shown by holes
    for x0, x1 in ((12, 31), (69, 88)):
        hem = [(x1 - (x1 - x0) * j / 4, 82 + (3 if j % 2 else 0)) for j in range(5)]
        _poly(s, k, [(x0, 52), (x1, 52), *hem], w)
        for row, y in enumerate((62, 70, 78)):
            for j in range(3):
                cx = x0 + (x1 - x0) * (j + 0.5 + 0.25 * (row % 2)) / 3.25
                pygame.draw.circle(s, clear, (cx * k, y * k), 1.9 * k)
    pygame.draw.rect(s, w, pygame.Rect(8 * k, 44 * k, 84 * k, 13 * k), border_radius=int(4 * k))  # brow band
    for x in (17, 31, 69, 83):  # rivets on the band
        pygame.draw.circle(s, clear, (x * k, 50.5 * k), 2.4 * k)
    _poly(s, k, [(42, 55), (58, 55), (55, 78), (50, 84), (45, 78)], w)  # nose guard


def _draw_shield(s, k):
    w = (255, 255, 255)
    clear = (0, 0, 0, 0)
    pygame.draw.circle(s, w, (50 * k, 50 * k), 40 * k)
    pygame.draw.circle(s, clear, (50 * k, 50 * k), 33 * k)
    pygame.draw.circle(s, w, (50 * k, 50 * k), 29 * k)
    for i in range(4):  # planks
        x = 50 + (i - 1.5) * 14
        pygame.draw.line(s, clear, ((x) * k, 20 * k), ((x) * k, 80 * k), max(1, int(2.2 * k)))
    pygame.draw.circle(s, clear, (50 * k, 50 * k), 12 * k)
    pygame.draw.circle(s, w, (50 * k, 50 * k), 9 * k)  # boss


def _draw_hand(s, k):
    w = (255, 255, 255)
    # palm
    pygame.draw.rect(s, w, pygame.Rect(27 * k, 44 * k, 46 * k, 40 * k), border_radius=int(12 * k))
    # four fingers, curled slightly (grabbing)
    for i, (x, top) in enumerate(((29, 22), (40, 14), (51, 13), (62, 20))):
        pygame.draw.rect(s, w, pygame.Rect(x * k, top * k, 10 * k, (58 - top) * k), border_radius=int(5 * k))
    # thumb
    _poly(s, k, [(28, 66), (14, 50), (12, 43), (18, 40), (32, 52), (36, 58)], w)
    pygame.draw.circle(s, w, (15 * k, 43 * k), 5 * k)
    # gaps between the fingers
    for x in (39.5, 50.5, 61.5):
        pygame.draw.line(s, (0, 0, 0, 0), (x * k, 18 * k), (x * k, 46 * k), max(1, int(1.4 * k)))


_PIP_SPOTS = {
    1: [(50, 50)],
    2: [(28, 28), (72, 72)],
    3: [(26, 26), (50, 50), (74, 74)],
    4: [(28, 28), (72, 28), (28, 72), (72, 72)],
    5: [(26, 26), (74, 26), (50, 50), (26, 74), (74, 74)],
    6: [(28, 24), (72, 24), (28, 50), (72, 50), (28, 76), (72, 76)],
}


def _draw_pips(n):
    def draw(s, k):
        radius = 11 if n == 1 else 9
        for x, y in _PIP_SPOTS[n]:
            pygame.draw.circle(s, (255, 255, 255), (x * k, y * k), radius * k)

    return draw


_ICONS = {
    "axe": _draw_axe,
    "arrow": _draw_arrow,
    "helmet": _draw_helmet,
    "shield": _draw_shield,
    "hand": _draw_hand,
    **{f"pip{n}": _draw_pips(n) for n in range(1, 7)},
}


def icon_mask(face: str, size: int = TEX) -> pygame.Surface:
    """The picture of a face as a white shape on transparency (for legends, cards, the game log)."""
    return _icon_mask(face, size)


@sized_cache(maxsize=64)
def _icon_mask(face: str, size: int) -> pygame.Surface:
    return _smooth(_ICONS[face], size)


def icon(face: str, size: int, colour) -> pygame.Surface:
    """A face picture in one colour, for flat UI (legends, log lines, favor cards)."""
    return _icon(face, size, tuple(colour))


@sized_cache(maxsize=256)
def _icon(face: str, size: int, colour) -> pygame.Surface:
    surf = _icon_mask(face, size).copy()
    surf.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


@cache  # one size (TEX) and a finite set: faces × gilded × materials
def face_texture(face: str, gilded: bool, material: str) -> pygame.Surface:
    """The full picture painted on one flat face: carved icon, plus the gold frame of a gilded face."""
    mat = MATERIALS[material]
    tex = pygame.Surface((TEX, TEX), pygame.SRCALPHA)
    light = tuple(min(255, int(c * 1.08 + 20)) for c in mat["body"])
    margin = int(TEX * (0.17 if gilded else 0.08))
    picture = pygame.transform.smoothscale(_icon_mask(face, TEX), (TEX - 2 * margin, TEX - 2 * margin))
    tex.blit(_engraved(picture, mat["ink"], light), (margin, margin))
    if gilded:
        tex.blit(_gold_frame(), (0, 0))
    return tex


@cache
def _gold_frame() -> pygame.Surface:
    """The gold border of a gilded face: a bevelled frame with a dashed inner line, like the game's dice."""

    def draw(s, k):
        outer = pygame.Rect(3 * k, 3 * k, 94 * k, 94 * k)
        pygame.draw.rect(s, GOLD_DARK, outer, width=int(8 * k), border_radius=int(12 * k))
        pygame.draw.rect(s, GOLD, outer.inflate(-2 * k, -2 * k), width=int(6 * k), border_radius=int(11 * k))
        pygame.draw.rect(s, GOLD_LIGHT, outer.inflate(-5 * k, -5 * k), width=int(2 * k), border_radius=int(10 * k))
        inner = outer.inflate(-20 * k, -20 * k)
        step = inner.width / 8
        for i in range(8):  # dashed inner line
            for side in range(4):
                a = inner.left + i * step + step * 0.2
                b = a + step * 0.6
                if side == 0:
                    pygame.draw.line(s, GOLD, (a, inner.top), (b, inner.top), int(2.5 * k))
                elif side == 1:
                    pygame.draw.line(s, GOLD, (a, inner.bottom), (b, inner.bottom), int(2.5 * k))
                elif side == 2:
                    y = inner.top + i * step + step * 0.2
                    pygame.draw.line(s, GOLD, (inner.left, y), (inner.left, y + step * 0.6), int(2.5 * k))
                else:
                    y = inner.top + i * step + step * 0.2
                    pygame.draw.line(s, GOLD, (inner.right, y), (inner.right, y + step * 0.6), int(2.5 * k))

    return _smooth(draw, TEX, 2)


# ---------------------------------------------------------------------------------------------- rasteriser
def _shade(colour, shade, n):
    """Colour of a surface with normal ``n``: ambient + Lambert from the key light + a soft specular."""
    lam = max(0.0, _dot(n, _LIGHT))
    fill = max(0.0, _dot(n, (0.6, -0.5, 0.3)))  # weak fill light from the right front
    spec = max(0.0, _dot(n, _HALF)) ** 40
    k = 0.42 + 0.55 * lam + 0.12 * fill
    out = []
    for c, s in zip(colour, shade):
        base = s + (c - s) * min(1.0, k)  # shadowed sides drift towards the material's warm shade
        if k > 1.0:
            base = c + (255 - c) * (k - 1.0) * 0.5
        out.append(max(0, min(255, int(base + 120 * spec))))
    return tuple(out), k, spec


def _affine_blit(dst, tex, origin, ax, ay):
    """Blit ``tex`` so that its centre lands at ``origin`` and its x/y half-axes map to vectors ax/ay.

    pygame has no affine warp, so the 2x2 map is split by SVD into rotate - scale - rotate."""
    w, h = tex.get_size()
    a, b = ax[0] / (w / 2), ay[0] / (h / 2)
    c, d = ax[1] / (w / 2), ay[1] / (h / 2)
    if a * d - b * c < 0:  # seen mirrored: flip the picture first
        tex = pygame.transform.flip(tex, True, False)
        a, c = -a, -c
    e, f = (a + d) / 2, (a - d) / 2
    g, hh = (c + b) / 2, (c - b) / 2
    q, r = math.hypot(e, hh), math.hypot(f, g)
    s1, s2 = q + r, q - r
    if s2 <= 0.02:
        return
    a1, a2 = math.atan2(g, f), math.atan2(hh, e)
    theta, phi = (a2 - a1) / 2, (a2 + a1) / 2
    # y points down on screen, so a matrix rotation by +angle is pygame's rotate by -angle
    img = pygame.transform.rotozoom(tex, -math.degrees(theta), 1.0)
    img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * s1)), max(1, round(img.get_height() * s2))))
    img = pygame.transform.rotozoom(img, -math.degrees(phi), 1.0)
    dst.blit(img, img.get_rect(center=(round(origin[0]), round(origin[1]))))


def _body_scale(size: int) -> float:
    return size / 2.55  # the resting die's silhouette is about ``size`` pixels wide


@sized_cache(maxsize=160)  # a long session: 512 pictures here were a good part of the memory it grew by
def _face_texture_at(face: str, gilded: bool, material: str, px: int) -> pygame.Surface:
    """A face picture pre-scaled near the size it is drawn at (warping a small picture is much faster)."""
    return pygame.transform.smoothscale(face_texture(face, gilded, material), (px, px))


def _rasterise(look: DieLook, rot, size: int, supersample: int) -> pygame.Surface:
    """The die alone (no shadow) at orientation ``rot``, centred in a square of 1.6 * size."""
    ss = supersample
    side = int(size * 1.6) * ss
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    scale = _body_scale(size) * ss
    cx = cy = side / 2
    mat = MATERIALS[look.material]
    body, shade = mat["body"], mat["shade"]
    verts, quads = _mesh()
    (r00, r01, r02), (r10, r11, r12), (r20, r21, r22) = rot
    vx, vy, vz = _VIEW
    ux, uy, uz = _SCREEN_UP
    screen: list = [None] * len(verts)
    centres = []
    for fi, centre, corners, n in quads:
        nx = r00 * n[0] + r01 * n[1] + r02 * n[2]
        ny = r10 * n[0] + r11 * n[1] + r12 * n[2]
        nz = r20 * n[0] + r21 * n[1] + r22 * n[2]
        facing = nx * vx + ny * vy + nz * vz
        if facing <= 0.0:
            continue  # back face of a convex solid: hidden
        pts = []
        for i in corners:
            p = screen[i]
            if p is None:
                x, y, z = verts[i]
                wx = r00 * x + r01 * y + r02 * z
                wy = r10 * x + r11 * y + r12 * z
                wz = r20 * x + r21 * y + r22 * z
                k = scale * _PERSPECTIVE / (_PERSPECTIVE - (wx * vx + wy * vy + wz * vz))
                p = screen[i] = (cx + wx * k, cy - (wx * ux + wy * uy + wz * uz) * k)
            pts.append(p)
        colour, light, spec = _shade(body, shade, (nx, ny, nz))
        pygame.draw.polygon(surf, colour, pts)
        if centre:
            centres.append((fi, pts, light, spec, facing))
    for fi, pts, light, spec, facing in centres:
        if facing < 0.12:
            continue  # nearly edge-on: the picture would be a smear
        edge = math.dist(pts[0], pts[1])
        px = max(8, min(TEX, int(edge * 1.15)))
        tex = _face_texture_at(look.faces[fi], look.gilded[fi], look.material, px).copy()
        level = max(0, min(255, int(255 * min(1.0, light))))
        tex.fill((level, level, level, 255), special_flags=pygame.BLEND_RGBA_MULT)
        if spec > 0.02:
            glint = int(110 * spec)
            tex.fill((glint, glint, glint, 0), special_flags=pygame.BLEND_RGBA_ADD)
        origin = ((pts[0][0] + pts[2][0]) / 2, (pts[0][1] + pts[2][1]) / 2)
        # the flat part spans [-inner, inner]; the texture covers it edge to edge
        ax = ((pts[1][0] - pts[0][0] + pts[2][0] - pts[3][0]) / 4, (pts[1][1] - pts[0][1] + pts[2][1] - pts[3][1]) / 4)
        ay = ((pts[0][0] - pts[3][0] + pts[1][0] - pts[2][0]) / 4, (pts[0][1] - pts[3][1] + pts[1][1] - pts[2][1]) / 4)
        _affine_blit(surf, tex, origin, ax, ay)
    return surf


def _glow(body: pygame.Surface, colour, radius: int) -> pygame.Surface:
    mask = pygame.mask.from_surface(body, 30)
    glow = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    glow = pygame.transform.gaussian_blur(glow, radius)
    return glow


@sized_cache(maxsize=32)
def _shadow(size: int, lift: float) -> pygame.Surface:
    """A soft contact shadow: tight and dark on the table, wider and lighter when the die is lifted."""
    side = int(size * 1.6)
    s = pygame.Surface((side, side), pygame.SRCALPHA)
    w = size * (0.92 + 0.25 * lift)
    h = size * (0.62 + 0.15 * lift)
    alpha = int(150 - 70 * lift)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (side / 2 + size * (0.08 + 0.12 * lift), side / 2 + size * 0.3)
    pygame.draw.ellipse(s, (0, 0, 0, alpha), rect)
    return pygame.transform.gaussian_blur(s, max(1, int(size * (0.07 + 0.1 * lift))))


@dataclass
class DieSprite:
    """A rendered die: blit ``surface`` at ``topleft_at(centre)``; ``centre`` is where the die rests."""

    surface: pygame.Surface
    anchor: tuple[int, int]  # the die's resting centre inside ``surface``

    def topleft_at(self, centre) -> tuple[int, int]:
        return (round(centre[0] - self.anchor[0]), round(centre[1] - self.anchor[1]))

    def draw(self, target: pygame.Surface, centre) -> None:
        target.blit(self.surface, self.topleft_at(centre))


def _compose(look, rot, size, state, lift, supersample=SUPERSAMPLE) -> DieSprite:
    body_big = _rasterise(look, rot, size, supersample)
    side = int(size * 1.6)
    body = pygame.transform.smoothscale(body_big, (side, side))
    if state == "dimmed":
        body = pygame.transform.grayscale(body)
        body.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    raise_px = int(lift * size * 0.22)
    pad = max(4, size // 6) + raise_px
    out = pygame.Surface((side + 2 * pad, side + 2 * pad), pygame.SRCALPHA)
    out.blit(_shadow(size, round(min(1.0, lift), 1)), (pad, pad))
    glow_colour = STATE_GLOW.get(state)
    if glow_colour:
        glow = _glow(body, glow_colour, max(2, size // 14))
        for _ in range(3 if state != "hovered" else 1):
            out.blit(glow, (pad, pad - raise_px))
    out.blit(body, (pad, pad - raise_px))
    if pygame.display.get_surface() is not None:
        out = out.convert_alpha()  # the display's pixel format blits several times faster
    return DieSprite(out, (pad + side // 2, pad + side // 2))


_CACHE_LIMIT = 300  # sprites in each cache; 600 each was most of what a long session with Orlog grew by
# ... and a count alone is no bound when sprites grow with the window: 228 resting dice held 30 MB at 1920×1080
_CACHE_BYTES = 16 << 20
_REST_CACHE = SizeCache("dice.render_die", _CACHE_LIMIT, _CACHE_BYTES)
_TUMBLE_CACHE = SizeCache("dice.tumble_frame", _CACHE_LIMIT, _CACHE_BYTES)


def _cached(cache: SizeCache, key, make):
    hit = cache.get(key)
    return hit if hit is not None else cache.put(key, make())


def render_die(look: DieLook, up: int, size: int, state: str = "normal", yaw: float = 18.0) -> DieSprite:
    """A die at rest with face ``up`` on top. ``yaw`` (degrees, rounded to 3) turns it on the table.

    States: normal, hovered (lifted, soft light rim), kept (blue rim), dimmed (grey), highlighted (gold glow)."""
    if state not in STATES:
        raise ValueError(f"unknown die state {state!r}; known: {', '.join(STATES)}")
    if not 0 <= up < 6:
        raise ValueError(f"face index {up} is not 0..5")
    yaw_q = int(round(yaw / 3.0) * 3)
    key = (look, up, size, state, yaw_q)

    def make():
        lift = 1.0 if state == "hovered" else 0.0
        return _compose(look, rest_rotation(up, math.radians(yaw_q)), size, state, lift)

    return _cached(_REST_CACHE, key, make)


def _hash01(seed: int, salt: int) -> float:
    x = (seed * 0x9E3779B97F4A7C15 + salt * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    x ^= x >> 31
    x = (x * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    x ^= x >> 29
    return (x & 0xFFFFFF) / float(0x1000000)


def tumble_pose(t: float, seed: int, throw: float | None = None):
    """Where a rolling die is at time t in [0, 1]: (extra rotation angle, axis, height, slide dx, slide dy).

    The die is thrown in from a random side, bounces with decaying hops, spins around a random axis and
    slows down onto its resting pose (angle 0 at t = 1). Heights and slides are in die half-sides."""
    t = max(0.0, min(1.0, t))
    axis = _norm((_hash01(seed, 1) - 0.5, _hash01(seed, 2) - 0.5, _hash01(seed, 3) * 0.6 - 0.3))
    turns = 1.5 + 1.5 * _hash01(seed, 4)
    ease = 1 - (1 - t) ** 3
    angle = (1 - ease) * turns * 2 * math.pi
    # hops: three bounces, each lower and shorter
    bounces = ((0.0, 0.42, 1.5), (0.42, 0.72, 0.6), (0.72, 0.9, 0.18))
    height = 0.0
    for a, b, peak in bounces:
        if a <= t < b:
            x = (t - a) / (b - a)
            height = peak * 4 * x * (1 - x)
    # where the die comes from: a given side (radians, 0 = right, pi/2 = towards the viewer) give or take
    # 35 degrees, or anywhere
    spread = (_hash01(seed, 5) - 0.5) * math.radians(70)
    direction = throw + spread if throw is not None else _hash01(seed, 5) * 2 * math.pi
    slide = 2.6 * (1 - ease)
    return angle, axis, height, slide * math.cos(direction), slide * math.sin(direction) * 0.6


def tumble_frame(
    look: DieLook, up: int, size: int, t: float, seed: int, yaw: float = 18.0, throw: float | None = None
) -> tuple[DieSprite, tuple[int, int]]:
    """One frame of a roll that lands on face ``up``: the sprite and its offset (pixels) from the resting centre.

    ``t`` runs from 0 (thrown) to 1 (settled, identical to ``render_die``); the same seed gives the same roll.
    ``throw`` (radians on screen, pi/2 = from below) says which side the die is thrown from."""
    frame = int(round(max(0.0, min(1.0, t)) * TUMBLE_FRAMES))
    if frame >= TUMBLE_FRAMES:
        return render_die(look, up, size, "normal", yaw), (0, 0)
    yaw_q = int(round(yaw / 3.0) * 3)
    angle, axis, height, dx, dy = tumble_pose(frame / TUMBLE_FRAMES, seed, throw)
    key = (look, up, size, seed % 997, yaw_q, frame)

    def make():
        rot = _mat_mul(_axis_angle(axis, angle), rest_rotation(up, math.radians(yaw_q)))
        # fast spinning frames hide aliasing: rasterise them cheaper, the settling ones finer
        return _compose(look, rot, size, "normal", height, supersample=1 if frame < TUMBLE_FRAMES * 0.6 else 2)

    sprite = _cached(_TUMBLE_CACHE, key, make)
    scale = _body_scale(size)
    offset = (round(dx * scale), round(dy * scale))
    return sprite, offset


def clear_caches() -> None:
    _REST_CACHE.clear()
    _TUMBLE_CACHE.clear()
