import array

import pygame
import pytest

from orcdesk.app.settings import Settings
from orcdesk.ui import sound


def test_every_effect_is_distinct_audible_and_short():
    effects = {name: sound.samples(name) for name in sound.EFFECTS}
    for name, mono in effects.items():
        seconds = len(mono) / sound.RATE
        assert 0.02 <= seconds <= 1.5, name
        peak = max(abs(v) for v in mono)
        assert 0.7 < peak <= 0.8001, name
        assert abs(mono[-1]) < 0.01, f"{name} ends with a click"
    assert len({len(m) for m in effects.values()}) == len(effects)
    with pytest.raises(ValueError):
        sound.samples("trumpet")


@pytest.mark.parametrize("size, code, per", [(-16, "h", 2), (32, "f", 4), (8, "B", 1), (-32, "i", 4)])
def test_packing_follows_the_mixer_format(size, code, per):
    mono = sound.samples("click")
    data = sound.to_bytes(mono, sound.RATE, size, 2)
    assert len(data) == len(mono) * 2 * per
    values = array.array(code, data)
    assert values[0] == values[1]  # both channels the same


def test_resampled_to_the_mixer_rate():
    mono = sound.samples("card")
    assert len(sound.to_bytes(mono, sound.RATE * 2, -16, 1)) == pytest.approx(len(mono) * 2 * 2, abs=4)


def test_plays_through_the_mixer():
    player = sound.SoundPlayer(Settings(volume=30))
    assert player.available  # SDL's dummy audio driver opens
    player.play("dice")
    assert player._sounds["dice"].get_volume() == pytest.approx(0.3, abs=0.01)
    player.apply(Settings(sound=False))
    player.play("win")
    assert "win" not in player._sounds  # sound off: nothing even built


def test_no_audio_device_is_silent(monkeypatch, capfd):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = sound.SoundPlayer(Settings())
    assert not player.available
    for name in sound.EFFECTS:
        player.play(name)
    player.warm_up()
    out = capfd.readouterr()
    assert out.out == "" and out.err == ""


def test_events_choose_the_effect():
    from orcdesk.ui.services import sound_for
    assert sound_for([{"type": "play"}, {"type": "draw"}]) == "card"
    assert sound_for([{"type": "draw"}, {"type": "battle"}]) == "battle"
    assert sound_for([{"type": "roll", "barrier": True}]) == "dice"
    assert sound_for([{"type": "turn"}]) is None

