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


def test_quiet_stderr_hides_c_level_writes_and_restores_fd_2(capfd):
    import os

    with sound.quiet_stderr():
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
    os.write(2, b"after\n")
    assert capfd.readouterr().err == "after\n"


def test_start_up_prints_nothing_whatever_the_audio_device(tmp_path):
    """No SDL_AUDIODRIVER: SDL tries the real devices (on a machine without a sound card ALSA used to print
    eight lines); the window's first frame comes and nothing reaches the console but the probe line."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(
        SDL_VIDEODRIVER="dummy",
        ORCDESK_STARTUP_PROBE="1",
        ORCDESK_HOME=str(tmp_path),
        PYTHONPATH=str(Path(__file__).resolve().parents[1]),
    )
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)  # the app hides pygame's banner itself
    proc = subprocess.run([sys.executable, "-m", "orcdesk"], env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert proc.stderr == ""
    assert proc.stdout.startswith("ORCDESK_FIRST_FRAME ") and len(proc.stdout.splitlines()) == 1
