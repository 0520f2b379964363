"""The Orc Wars board: the scenario's tiles baked by the shared hex board view (forest side and cavern side each
with their own look, both on one map when a scenario mixes them), the figures as tokens, the reach / path /
target overlays, moves walked hex by hex, and the small map preview of the setup screen.
"""

from __future__ import annotations

import math

import pygame

from orcdesk.core import hex as hx
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import CLEAR, DATA, ENTRY, TERRAINS, TREE, UNDER, WALL
from orcdesk.games.orc_wars.data import board as board_of
from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.hexboard import BoardView
from orcdesk.ui.kit.text import blit_text, fit_size
from orcdesk.ui.tables.orc_wars import art
from orcdesk.ui.tables.orc_wars.panels import squads_in
from orcdesk.ui.tables.orc_wars.terrain import paint


class MixedBoardView(BoardView):
    """A BoardView whose tiles may lie on different sides: the main side is baked for the whole map, and each
    other side is baked for its own tiles by a helper view that follows the main view's pan and zoom."""

    def __init__(self, terrain: dict, sides: dict, rect: pygame.Rect, tiles: list, seed: int = 7) -> None:
        counts: dict = {}
        for h in terrain:
            counts[sides[h]] = counts.get(sides[h], 0) + 1
        main = max(counts, key=lambda s: (counts[s], s))
        super().__init__(terrain, main, rect, tiles=tiles, seed=seed, painter=paint)
        self.others = []
        for side in sorted(counts):
            if side == main:
                continue
            sub = {h: k for h, k in terrain.items() if sides[h] == side}
            sub_tiles = [[h for h in tile if h in sub] for tile in tiles]
            self.others.append(
                BoardView(sub, side, rect, tiles=[tl for tl in sub_tiles if tl], seed=seed + 1, painter=paint)
            )

    def _sync(self, other: BoardView) -> None:
        g, o = self.grid, other.grid
        o.size, o.origin, o.zoom, o.pan = g.size, g.origin, g.zoom, g.pan
        other._zoomed_at = self._zoomed_at
        other.rect = self.rect

    def _blit_terrain(self, surface) -> None:
        super()._blit_terrain(surface)
        for other in self.others:
            self._sync(other)
            other._blit_terrain(surface)

    @property
    def waiting_for_bake(self) -> bool:
        if super().waiting_for_bake:
            return True
        for other in self.others:
            self._sync(other)
            if other.waiting_for_bake:
                return True
        return False


def terrain_of(scenario: str) -> tuple[dict, dict, list]:
    """(world hex -> terrain word, world hex -> side, tiles as lists of world hexes) of a scenario's map."""
    b = board_of(scenario)
    terrain, sides = {}, {}
    tiles: list = [[] for _ in b.centres]
    for i, h in enumerate(b.hexes):
        k = b.terrain[i]
        terrain[h] = TERRAINS[k] if k != ENTRY else "clear"
        side = b.tiles[b.tile_of[i]][1]
        sides[h] = side
        tiles[b.tile_of[i]].append(h)
    return terrain, sides, tiles


class Board:
    """The scenario's map on the table: the hex view (pan, zoom, hover), where each board index is on screen, the
    figures walking and the flashes, the zoom buttons."""

    def __init__(self, scenario: str) -> None:
        self.hexes = board_of(scenario).hexes
        self.hex_index = board_of(scenario).index
        terrain, sides, tiles = terrain_of(scenario)
        self.view = MixedBoardView(terrain, sides, pygame.Rect(0, 0, 640, 480), tiles)
        self.walking: dict = {}  # figure key -> (list of world hexes walked, progress 0..1)
        self.flashes: list = []  # (world hex, colour, progress)
        self.R: dict = {}

    def fit(self, R: dict | None = None) -> None:
        """Frame the whole map in the board rect, filling it (the view's own fit keeps a wide margin)."""
        self.R = R or self.R
        view = self.view
        rect = self.R["board"]
        view.fit(rect)
        box = view.grid.bounds(view.terrain)
        pad = self.R["u"] * 0.6
        f = min((rect.w - 2 * pad) / max(1, box.w), (rect.h - 2 * pad) / max(1, box.h))
        if f > 1.0:
            view.zoom_by(f, box.center)
            box = view.grid.bounds(view.terrain)
            view.pan_by(rect.centerx - box.centerx, rect.centery - box.centery)

    def zoom_rects(self) -> dict:
        """The small zoom buttons in the board's top-left corner (the maps leave their corners empty)."""
        u = self.R["u"]
        b = self.R["board"]
        size = int(u * 4.2)
        out = {}
        for i, name in enumerate(("in", "out", "fit")):
            w = size if name != "fit" else int(size * 1.6)
            x = b.x + int(u) + i * (size + int(u * 0.6))
            out[name] = pygame.Rect(x, b.y + int(u), w, size)
        return out

    def zoom_click(self, pos, cover=None) -> bool:
        """Press the zoom button at ``pos``, if any (not under ``cover``, a rect drawn over the board)."""
        if cover is not None and cover.collidepoint(pos):
            return False
        for name, r in self.zoom_rects().items():
            if r.collidepoint(pos):
                if name == "fit":
                    self.fit()
                else:
                    self.view.zoom_by(self.view.WHEEL_STEP ** (2 if name == "in" else -2))
                return True
        return False

    def draw_zoom_buttons(self, surface, pointer) -> None:
        from orcdesk.core.i18n import t

        u = self.R["u"]
        for name, r in self.zoom_rects().items():
            hovered = r.collidepoint(pointer)
            draw.panel(
                surface,
                r,
                fill=(70, 50, 36) if hovered else (44, 32, 26),
                edge=theme.BRASS if hovered else theme.BRASS_DARK,
                radius=int(u * 0.8),
                alpha=235,
                shadow=False,
                edge_px=1,
            )
            label = {"in": "+", "out": "-", "fit": t("orc_wars.ui.fit")}[name]
            blit_text(
                surface,
                label,
                fit_size(label, int(r.h * (0.8 if name != "fit" else 0.5)), r.w - 4, True),
                theme.TEXT,
                center=r.center,
                bold=True,
            )

    def hex_point(self, i: int) -> tuple[int, int]:
        x, y = self.view.grid.center(self.hexes[i])
        return int(round(x)), int(round(y))

    def hex_region_rect(self, i: int) -> pygame.Rect:
        s = self.view.grid.scale
        x, y = self.hex_point(i)
        return pygame.Rect(int(x - s * 0.87), int(y - s), int(s * 1.74), int(s * 2))

    def hex_visible(self, i: int) -> bool:
        x, y = self.hex_point(i)
        return self.view.rect.collidepoint(x, y)

    # ------------------------------------------------------------------ pieces
    @staticmethod
    def pieces(obs: dict) -> list[tuple]:
        """(key, board index, draw kind, info) of everything standing on the board."""
        out = []
        for tok in obs["tokens"]:
            if tok["face_down"] and tok["hex"] is not None:
                out.append((("token", tok["token"]), tok["hex"], "token", tok["value"]))
        for tr in obs["treasures"]:
            if tr["hex"] is not None and tr["hex"] >= 0:
                out.append((("chest", tr["treasure"]), tr["hex"], "chest", tr))
        for i, h in enumerate(obs["boars"]):
            if h >= 0:
                out.append((("boar", i), h, "boar", i))
        for f in obs["figures"]:
            out.append((("fig", f["slot"]), f["hex"], "orc", f))
        if obs["king"]["alive"] and obs["king"]["hex"] >= 0:
            out.append((("fig", E.KING), obs["king"]["hex"], "king", None))
        for elf in obs["elves"]:
            if elf["alive"] and elf["hex"] >= 0:
                out.append((("fig", 25 + elf["seat"]), elf["hex"], "elf", elf))
        return out

    def draw_pieces(self, surface, grid, tv, clickable) -> None:
        """The figures, tokens and chests (``tv``: the frame's TableView; ``clickable``: figures that can act)."""
        obs = tv.obs
        s = grid.scale
        radius = max(5, int(s * 0.72))
        items = []
        for key, h, kind, info in self.pieces(obs):
            pos = grid.center(self.hexes[h])
            walk = self.walking.get(key)
            if walk is not None:
                pos = self._walk_point(grid, walk)
            items.append((pos[1], key, pos, kind, info))
        items.sort(key=lambda it: (it[3] != "chest", it[0]))
        sel = tv.choices.selected_figure() if tv.live else None
        squad = set(tv.choices.squad_of(sel)) if sel is not None and sel < E.N_SLOTS else set()
        pulse = tv.pulse(4.0)
        clickable = clickable if tv.live else ()
        for _, key, (x, y), kind, info in items:
            x, y = round(x), round(y)
            if kind == "token":
                img = art.squad_token(int(radius * 0.92), info)
            elif kind == "chest":
                img = art.chest_token(int(radius * 0.72))
                if any(it[1] != key and it[2] == (x, y) for it in items):
                    img = art.chest_token(int(radius * 0.5))
                    surface.blit(img, img.get_rect(center=(x + radius * 0.7, y - radius * 0.75)))
                    continue
            elif kind == "boar":
                img = art.boar_token(radius)
            elif kind == "orc":
                img = art.orc_token(info["type"], info["clan"], radius)
            elif kind == "king":
                img = art.king_token(int(radius * 1.08))
            else:
                img = art.elf_token(info["role"], info["seat"], int(radius * 1.02))
            fig = key[1] if key[0] == "fig" else None
            if fig is not None and (fig == sel or fig in squad):
                r = radius * (1.32 if fig == sel else 1.18)
                pygame.draw.circle(surface, theme.INK, (x, y), r + 2, max(3, int(s * 0.1)))
                pygame.draw.circle(
                    surface,
                    theme.HILITE if fig == sel else theme.HILITE_SOFT,
                    (x, y),
                    r,
                    max(2, int(s * (0.09 if fig == sel else 0.05))),
                )
            elif fig is not None and fig in clickable:
                a = 120 + int(120 * pulse)
                ring = pygame.Surface((int(radius * 3), int(radius * 3)), pygame.SRCALPHA)
                c = ring.get_width() // 2
                pygame.draw.circle(ring, (*theme.HILITE, a), (c, c), int(radius * 1.25), max(2, int(s * 0.07)))
                surface.blit(ring, ring.get_rect(center=(x, y)))
            surface.blit(img, img.get_rect(center=(x, y)))
            if kind == "orc" and info.get("imprisoned"):
                self._draw_chains(surface, x, y, radius)
            if kind == "elf":
                self._draw_wound_track(surface, x, y, radius, info)
        for h, colour, f in self.flashes:
            x, y = grid.center(self.hexes[h])
            rr = s * (0.6 + 0.8 * f)
            a = int(255 * (1 - f))
            ring = pygame.Surface((int(rr * 2 + 8), int(rr * 2 + 8)), pygame.SRCALPHA)
            c = ring.get_width() // 2
            pygame.draw.circle(ring, (*colour, a), (c, c), rr, max(3, int(s * 0.18)))
            surface.blit(ring, ring.get_rect(center=(round(x), round(y))))

    def _walk_point(self, grid, walk):
        path, f = walk
        if len(path) < 2:
            return grid.center(path[-1])
        pos = f * (len(path) - 1)
        i = min(len(path) - 2, int(pos))
        a, b = grid.center(path[i]), grid.center(path[i + 1])
        k = pos - i
        return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - math.sin(k * math.pi) * grid.scale * 0.15)

    def _draw_chains(self, surface, x, y, radius) -> None:
        w = max(2, radius // 5)
        col = (150, 150, 160)
        for dx in (-0.45, 0.45):
            pygame.draw.line(
                surface, theme.INK, (x + radius * dx, y - radius * 0.95), (x + radius * dx, y + radius * 0.95), w + 2
            )
            pygame.draw.line(
                surface, col, (x + radius * dx, y - radius * 0.95), (x + radius * dx, y + radius * 0.95), w
            )

    def _draw_wound_track(self, surface, x, y, radius, elf) -> None:
        total = DATA.heroes[elf["role"]]["wounds"]
        r = max(2, int(radius * 0.24))
        gap = r * 2 + max(1, r // 2)
        x0 = x - gap * (total - 1) / 2
        yy = y + radius * 1.22
        back = pygame.Rect(0, 0, int(gap * total + r), int(r * 2.6))
        back.center = (x, int(yy))
        pygame.draw.rect(surface, theme.INK, back, border_radius=back.h // 2)
        for k in range(total):
            c = (int(x0 + k * gap), int(yy))
            if k < elf["wounds"]:
                pygame.draw.circle(surface, theme.DANGER, c, r)
            else:
                pygame.draw.circle(surface, (70, 60, 52), c, r)
                pygame.draw.circle(surface, theme.PARCHMENT_DARK, c, r, 1)

    # ------------------------------------------------------------------ animations
    def animate_move(self, queue, e: dict) -> None:
        fig = e["figure"]
        path = [e["from"]] + list(e.get("path") or [e["to"]])
        if path[0] == path[-1] and len(path) == 1:
            return
        world = [self.hexes[h] for h in path]
        key = ("fig", fig)

        def step(f):
            self.walking[key] = (world, f)

        def done():
            self.walking.pop(key, None)

        queue.push(anim.Tween(0.16 * max(1, len(world) - 1), step, anim.ease_in_out_quad, on_done=done))

    def animate_flash(self, queue, h: int, colour) -> None:
        if h is None or h < 0:
            queue.push(anim.Wait(0.2))
            return
        item = [h, colour, 0.0]

        def start():
            self.flashes.append(item)

        def step(f):
            item[2] = f

        def done():
            if item in self.flashes:
                self.flashes.remove(item)

        queue.push(anim.Tween(0.55, step, anim.ease_out_cubic, on_done=done, on_start=start))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface, tv, path: list, clickable, pointer, hover, previews: dict) -> None:
        """The map and what stands on it; when a human may act, the reach, the targets, the walk to the hovered
        hex (``path``) and the hovered target of the armed card (``hover``: its region, ``previews``: words)."""
        view = self.view
        view.figures = lambda surf, grid: self.draw_pieces(surf, grid, tv, clickable)
        live = tv.live
        view.reach = {self.hexes[i] for i in tv.choices.reach_hexes()} if live else set()
        view.targets = {self.hexes[i] for i in tv.choices.target_hexes()} if live else set()
        view.path = path if live else []
        frame = self.R["board"].inflate(int(self.R["u"] * 0.6), int(self.R["u"] * 0.6))
        surface.blit(_board_well(frame.w, frame.h, int(self.R["u"] * 1.5)), frame)
        view.draw(surface)
        self.draw_zoom_buttons(surface, pointer)
        if live:
            self.draw_target_preview(surface, tv, hover, previews)

    def piece_tip(self, obs: dict, names) -> str:
        """Words for the piece under the pointer (shown when it is not a target of yours)."""
        from orcdesk.core.i18n import t
        from orcdesk.ui.tables.orc_wars.words import role_name

        h = self.view.hover_hex
        if h is None or h not in self.hex_index:
            return ""
        i = self.hex_index[h]
        for key, hh, kind, info in self.pieces(obs):
            if hh != i:
                continue
            if kind == "orc":
                sq = [f for f in squads_in(obs, info["clan"]) if info["slot"] in f][0]
                kinds = [f["type"] for f in obs["figures"] if f["slot"] in sq]
                pile = obs["clan_piles"][info["clan"]]
                parts = []
                for a in range(3):
                    value = DATA.figure_value * kinds.count(a)
                    if value:
                        spent = sum(E.T_COST[c] for c in pile if E.T_ATTR[c] == a)
                        parts.append(f"{'BMX'[a]} {max(0, value - spent)}/{value}")
                text = t(
                    "orc_wars.tip.orc",
                    what=names.fig_words(info["slot"], info["type"]),
                    n=len(sq),
                    points=" · ".join(parts),
                )
                if info.get("imprisoned"):
                    text += " " + t("orc_wars.tip.prisoner")
                return text
            if kind == "elf":
                return t(
                    "orc_wars.tip.elf",
                    role=role_name(info["role"]),
                    who=names.seat(info["seat"]),
                    n=info["wounds"],
                    of=DATA.heroes[info["role"]]["wounds"],
                )
            if kind == "king":
                return t("orc_wars.tip.king", n=DATA.king["wounds"])
            if kind == "boar":
                return t("orc_wars.tip.boar")
            if kind == "token":
                return t("orc_wars.tip.token") if info is None else t("orc_wars.tip.token_value", n=info)
            if kind == "chest":
                return t("orc_wars.tip.chest")
        return ""

    def draw_target_preview(self, surface, tv, reg, previews: dict) -> None:
        """The hovered target of the armed card: a line from the attacker and what the card does to it."""
        u = self.R["u"]
        hovered = (
            reg.target[1] if reg is not None and isinstance(reg.target, tuple) and reg.target[0] == "tgt" else None
        )
        if reg is None or hovered is None or not reg.legal:
            return
        src = None  # the line of the attack, from the attacker to the target
        seat, choices = tv.choices.seat, tv.choices
        if seat is not None and seat != 0:
            src = choices.fig_hex(E.KING + seat)
        elif seat == 0 and choices.obs["unit"] == 5:
            src = choices.fig_hex(E.KING)
        dst = choices.fig_hex(hovered)
        if src is not None and dst is not None and src != dst:
            a, b = self.hex_point(src), self.hex_point(dst)
            pygame.draw.line(surface, theme.INK, a, b, max(3, int(u * 0.7)))
            pygame.draw.line(surface, theme.DANGER, a, b, max(1, int(u * 0.35)))
        text = previews.get(reg.target[1], "")
        if not text:
            return
        u = self.R["u"]
        x, y = reg.click_point()
        size = int(u * 2.3)
        from orcdesk.ui.kit.text import text_width

        w = min(int(u * 44), text_width(text, size, True) + int(u * 3))
        size = fit_size(text, size, w - int(u * 2), True)
        r = pygame.Rect(0, 0, w, int(size * 1.7))
        r.midtop = (x, y + int(self.view.grid.scale * 1.05))
        r.clamp_ip(self.R["board"])
        draw.panel(surface, r, fill=(60, 20, 16), edge=theme.DANGER, radius=r.h // 3, alpha=235)
        blit_text(surface, text, size, theme.TEXT, center=r.center, bold=True, shadow=True)


@sized_cache(maxsize=4)
def _board_well(w: int, h: int, radius: int) -> pygame.Surface:
    """The darker well the map lies in."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (10, 8, 6, 70), s.get_rect(), border_radius=radius)
    return s


# ------------------------------------------------------------------------------------------- setup preview
_TERRAIN_COLORS = {
    "forest": {
        CLEAR: (96, 132, 64),
        TREE: (30, 70, 38),
        UNDER: (70, 104, 50),
        WALL: (110, 110, 100),
        ENTRY: (96, 132, 64),
    },
    "cavern": {
        CLEAR: (112, 100, 90),
        WALL: (60, 54, 50),
        UNDER: (120, 88, 84),
        TREE: (60, 54, 50),
        ENTRY: (112, 100, 90),
    },
}


@sized_cache(maxsize=16)
def map_preview(scenario: str, w: int, h: int) -> pygame.Surface:
    """A small picture of a scenario's map: terrain, the King, prisoners, squad tokens, treasures, boars and
    the elves' starting tiles."""
    sc = DATA.scenarios[scenario]
    b = board_of(scenario)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    xs = [hx.to_pixel(hh, 1.0) for hh in b.hexes]
    minx = min(p[0] for p in xs) - 1
    maxx = max(p[0] for p in xs) + 1
    miny = min(p[1] for p in xs) - 1.1
    maxy = max(p[1] for p in xs) + 1.1
    size = min(w / (maxx - minx), h / (maxy - miny))
    ox = (w - (maxx - minx) * size) / 2 - minx * size
    oy = (h - (maxy - miny) * size) / 2 - miny * size
    starts = set(sc["elves_positions"])
    for i, hh in enumerate(b.hexes):
        side = b.tiles[b.tile_of[i]][1]
        col = _TERRAIN_COLORS[side][b.terrain[i]]
        if b.tile_of[i] in starts and b.terrain[i] not in (TREE, WALL):
            col = theme.lerp_color(col, theme.SEAT_COLORS[1], 0.35)
        pts = [(ox + x, oy + y) for x, y in hx.corners(hh, size)]
        pygame.draw.polygon(s, col, pts)
        pygame.draw.polygon(s, theme.shade(col, 0.7), pts, 1)
    # tile seams
    for i, hh in enumerate(b.hexes):
        for n in hx.neighbours(hh):
            j = b.index.get(n)
            if j is not None and b.tile_of[j] != b.tile_of[i]:
                a = [(ox + x, oy + y) for x, y in hx.corners(hh, size)]
                d = hx.DIRECTIONS.index(hx.sub(n, hh))
                c0, c1 = ((0, 1), (5, 0), (4, 5), (3, 4), (2, 3), (1, 2))[d]
                pygame.draw.line(s, (30, 24, 18), a[c0], a[c1], max(1, int(size * 0.18)))

    def at(hh):
        x, y = hx.to_pixel(hh, size)
        return (ox + x, oy + y)

    r = max(3, int(size * 0.62))
    centre = b.centres[0]
    if sc["prisoners"]:
        for ph, kind in zip(sc["prisoners"]["hexes"], sc["prisoners"]["types"]):
            img = art.orc_token(kind, sc["prisoners"]["clan"], r)
            s.blit(img, img.get_rect(center=at(hx.add(centre, ph))))
    if sc["king"] == "centre":
        img = art.king_token(int(r * 1.15))
        s.blit(img, img.get_rect(center=at(centre)))
    if sc["boars"]:
        for c in b.centres:
            img = art.boar_token(r)
            s.blit(img, img.get_rect(center=at(c)))
    for pos, n in sc["tokens"].items():
        c = b.centres[pos]
        spots = [hx.add(c, d) for d in ((1, -1), (-1, 1), (1, 0), (-1, 0))]
        for k in range(n):
            img = art.squad_token(int(r * 0.9), None)
            s.blit(img, img.get_rect(center=at(spots[k % 4])))
    for pos, n in sc["treasures"].items():
        c = b.centres[pos]
        for k in range(n):
            img = art.chest_token(int(r * 0.8))
            s.blit(img, img.get_rect(center=at(hx.add(c, ((0, 1), (0, -1))[k % 2]))))
    return s


__all__ = ["Board", "MixedBoardView", "map_preview", "terrain_of"]
