"""The shared card flight: queued, arcs from source to destination, hides the card at home while it flies."""

import pygame
import pytest

from orcdesk.ui.kit import anim
from orcdesk.ui.kit.flight import Flights


@pytest.fixture(autouse=True)
def normal_speed():
    """Other tests may have left the global animation speed at 0 (everything instant)."""
    before = anim.SPEED
    anim.set_speed(1.0)
    yield
    anim.set_speed(before)


def test_a_flight_goes_from_source_to_destination_along_an_arc_and_hides_its_card_meanwhile():
    pygame.init()
    queue, flights = anim.AnimQueue(), Flights()
    src, dst = pygame.Rect(0, 0, 40, 60), pygame.Rect(400, 200, 80, 120)
    later = {"dst": dst}
    done = []
    flights.launch(
        queue,
        lambda w, h: pygame.Surface((w, h)),
        src,
        lambda: later["dst"],
        duration=1.0,
        lift=50,
        hide=("hand", 3),
        on_done=lambda: done.append(1),
    )
    assert not flights.active  # not started until the queue reaches it
    later["dst"] = dst.move(10, 0)  # the layout moved before take-off: the flight uses the new place
    queue.update(0.5)
    (flight,) = flights.active
    assert ("hand", 3) in flights.hidden
    mid = flight.rect()
    straight_y = (src.centery + later["dst"].centery) / 2
    assert mid.centery < straight_y - 20, "the card rises on an arc"
    assert src.w < mid.w < later["dst"].w
    surface = pygame.Surface((640, 480))
    flights.draw(surface)
    queue.update(0.6)
    assert not flights.active and not flights.hidden and done == [1]
    assert flight.rect().center == later["dst"].center


def test_finish_all_lands_every_flight():
    queue, flights = anim.AnimQueue(), Flights()
    for i in range(3):
        flights.launch(
            queue, lambda w, h: pygame.Surface((w, h)), pygame.Rect(0, 0, 10, 10), pygame.Rect(100, 0, 10, 10), hide=i
        )
    queue.finish_all()
    assert not flights.active and not flights.hidden


def test_the_face_is_drawn_at_its_landing_size_only():
    queue, flights = anim.AnimQueue(), Flights()
    sizes = set()

    def face(w, h):
        sizes.add((w, h))
        return pygame.Surface((w, h))

    flights.launch(queue, face, pygame.Rect(0, 0, 20, 30), pygame.Rect(300, 0, 60, 90), duration=1.0)
    surface = pygame.Surface((400, 200))
    for _ in range(9):
        queue.update(0.1)
        flights.draw(surface)
    assert sizes == {(60, 90)}, "one face size: a face cache keyed by size would fill with every in-between size"


def test_an_ambient_token_flight_starts_at_once_beside_a_busy_queue():
    """Real time: a dealt card or a shield flies while the queue plays something else, and a token is blitted
    as its face draws it (no card frame)."""
    pygame.init()
    queue, flights = anim.AnimQueue(), Flights()
    queue.push(anim.Wait(5.0))  # the table is busy with something long
    token = pygame.Surface((20, 20))
    token.fill((250, 0, 0))
    landed = []
    flights.launch(
        queue,
        lambda w, h: token,
        pygame.Rect(0, 0, 20, 20),
        pygame.Rect(200, 0, 20, 20),
        duration=0.5,
        ambient=True,
        card=False,
        on_done=lambda: landed.append(1),
    )
    assert len(flights.active) == 1 and flights, "an ambient flight is in the air from launch"
    queue.update(0.25)
    surface = pygame.Surface((240, 40))
    flights.draw(surface)
    x = flights.active[0].rect().centerx
    assert 60 < x < 140 and surface.get_at((x, 10))[:3] == (250, 0, 0)
    queue.update(0.3)
    assert landed == [1] and not flights and queue.busy, "it landed while the long step still plays"
