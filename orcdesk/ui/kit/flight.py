"""Cards in the air: one animation for every table's "a card goes from here to there".

    flights = Flights()
    flights.launch(queue, face=lambda w, h: card_face(...), src=hand_rect, dst=pile_rect,
                   lift=u * 4, hide=("hand", 17))   # pushed on the table's AnimQueue, plays in turn
    ...in draw:  flights.draw(surface)                # after the table, before the overlays
    ...anywhere: flights.hidden                       # keys of cards not to draw at home while they fly

A flight eases along an arc (``lift`` pixels above the straight line at mid-way), grows or shrinks from the
source size to the destination size, may turn by ``turn`` degrees, and rises a little at mid-flight (a card's
shadow grows). ``src``/``dst`` may be rects or callables returning rects, evaluated when the flight starts (the
layout may have changed meanwhile: a window resize, a hand that grew). ``face(w, h)`` draws the card at a size:
it is asked for the landing size only and scaled in flight, so a cached face stays one surface per card.

A flight plays in turn on the table's queue, or, with ``ambient=True``, at once beside it (a real-time table:
the dealt card flies while the players keep acting). ``card=False`` flies a token (a shield, a banner): its
face is blitted as drawn, with no card frame or shadow.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Union

import pygame

from orcdesk.ui.kit import anim, cards

RectSource = Union[pygame.Rect, Callable[[], pygame.Rect]]


def _rect(source: RectSource) -> pygame.Rect:
    return pygame.Rect(source() if callable(source) else source)


@dataclass
class Flight:
    face: Callable[[int, int], pygame.Surface]
    src: pygame.Rect
    dst: pygame.Rect
    lift: float = 0.0
    turn: float = 0.0
    hide: Hashable | None = None
    f: float = 0.0
    shadow: float = 2.0  # extra shadow lift at mid-flight, in pixels
    card: bool = True  # drawn as a card (frame, shadow); False: a token blitted as its face draws it

    def rect(self) -> pygame.Rect:
        """Where the card is now."""
        x, y = anim.arc_point(self.src.center, self.dst.center, self.f, self.lift)
        r = pygame.Rect(
            0,
            0,
            max(4, int(anim.lerp(self.src.w, self.dst.w, self.f))),
            max(4, int(anim.lerp(self.src.h, self.dst.h, self.f))),
        )
        r.center = (int(x), int(y))
        return r

    def angle(self) -> float:
        return self.turn * self.f


@dataclass
class Flights:
    """The cards in the air on one table, and the keys of the ones hidden at home meanwhile."""

    active: list[Flight] = field(default_factory=list)
    hidden: set = field(default_factory=set)

    def launch(
        self,
        queue: anim.AnimQueue,
        face,
        src: RectSource,
        dst: RectSource,
        duration: float = 0.4,
        lift: float = 0.0,
        turn: float = 0.0,
        hide: Hashable | None = None,
        ease=anim.ease_in_out_cubic,
        on_done: Callable[[], None] | None = None,
        shadow: float = 2.0,
        ambient: bool = False,
        card: bool = True,
    ) -> Flight:
        """Queue one flight; it starts when the queue reaches it (``ambient``: at once, beside the queue)."""
        flight = Flight(
            face, pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0), lift, turn, hide, shadow=shadow, card=card
        )

        def start() -> None:
            if flight in self.active:
                return  # an ambient flight starts at launch, not again on its first frame
            flight.src, flight.dst = _rect(src), _rect(dst)
            if hide is not None:
                self.hidden.add(hide)
            self.active.append(flight)

        def step(f: float) -> None:
            flight.f = f

        def done() -> None:
            if flight in self.active:
                self.active.remove(flight)
            self.hidden.discard(hide)
            if on_done is not None:
                on_done()

        tween = anim.Tween(duration, step, ease, on_done=done, on_start=start)
        if ambient:
            start()  # in the air from this frame on, whatever the queue is playing
            queue.add_ambient(tween)
        else:
            queue.push(tween)
        return flight

    def __bool__(self) -> bool:
        """Something is in the air (the table draws at full rate meanwhile)."""
        return bool(self.active)

    def clear(self) -> None:
        self.active.clear()
        self.hidden.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.active:
            r = flight.rect()
            # the face at its landing size, scaled on the way: one cached face per card, not one per frame's
            # size (a cache keyed by every in-between size filled memory with card pictures)
            face = flight.face(flight.dst.w, flight.dst.h)
            if flight.card:
                cards.draw_card(surface, r, face, angle=flight.angle(), lift=anim.pulse(flight.f) * flight.shadow)
            else:
                surface.blit(face, face.get_rect(center=r.center))


__all__ = ["Flight", "Flights"]
