import os

import pytest

from orcdesk.app import files
from orcdesk.app.settings import ANIMATION_FACTORS, Settings, load_settings, save_settings, settings_path


def test_defaults_when_no_file(tmp_path):
    settings, notices = load_settings(tmp_path)
    assert settings == Settings() and notices == []
    assert settings.language == "en" and settings.animation_speed == "normal" and settings.ai_level == "normal"


def test_round_trip(tmp_path):
    chosen = Settings().replace(
        fullscreen=True,
        window_size=[1600, 900],
        animation_speed="off",
        sound=False,
        volume=35,
        language="fr",
        colour_blind=True,
        ai_level="hard",
    )
    save_settings(chosen, tmp_path)
    loaded, notices = load_settings(tmp_path)
    assert notices == [] and loaded == chosen
    assert loaded.window_size == (1600, 900)
    assert loaded.animation_factor == ANIMATION_FACTORS["off"] == 0.0
    assert loaded.volume_fraction == 0.0  # sound off
    assert Settings(volume=50).volume_fraction == 0.5


def test_replace_refuses_bad_values():
    with pytest.raises(ValueError, match="volume"):
        Settings().replace(volume=101)
    with pytest.raises(ValueError, match="language"):
        Settings().replace(language="de")
    with pytest.raises(ValueError, match="no such setting"):
        Settings().replace(colour="red")
    with pytest.raises(ValueError, match="window_size"):
        Settings().replace(window_size=(10, 10))


def test_write_is_atomic_temp_then_replace(tmp_path, monkeypatch):
    save_settings(Settings(volume=10), tmp_path)
    calls = []
    real_replace = os.replace

    def spy(src, dst):
        calls.append((src, dst))
        assert os.path.dirname(src) == os.path.dirname(str(dst)), "temp file must sit in the target folder"
        return real_replace(src, dst)

    monkeypatch.setattr(files.os, "replace", spy)
    save_settings(Settings(volume=20), tmp_path)
    assert len(calls) == 1 and str(calls[0][1]) == str(settings_path(tmp_path))
    assert load_settings(tmp_path)[0].volume == 20
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"], "no temp file left behind"


def test_failed_write_keeps_old_file(tmp_path, monkeypatch):
    save_settings(Settings(volume=10), tmp_path)

    def boom(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", boom)
    with pytest.raises(OSError):
        save_settings(Settings(volume=99), tmp_path)
    monkeypatch.undo()
    assert load_settings(tmp_path)[0].volume == 10
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]


@pytest.mark.parametrize(
    "content",
    [
        "fullscreen: [unclosed\n",  # not YAML
        "- just\n- a list\n",  # not a mapping
        b"\xff\xfe\x00garbage",  # not UTF-8
    ],
)
def test_unreadable_file_is_set_aside_and_defaults_used(tmp_path, content):
    path = settings_path(tmp_path)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    settings, notices = load_settings(tmp_path)
    assert settings == Settings()
    assert len(notices) == 1 and notices[0].key == "common.notice.settings_bad"
    assert not path.exists()
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("settings.yaml.bad-")]
    assert len(aside) == 1 and notices[0].fields["path"] == str(aside[0])
    # the next start is clean
    assert load_settings(tmp_path) == (Settings(), [])


def test_invalid_values_keep_the_good_ones(tmp_path):
    settings_path(tmp_path).write_text("language: fr\nvolume: 300\nanimation_speed: warp\nfuture_key: 1\n")
    settings, notices = load_settings(tmp_path)
    assert settings.language == "fr" and settings.volume == Settings().volume
    assert settings.animation_speed == "normal"
    reason = notices[0].fields["reason"]
    assert "volume" in reason and "animation_speed" in reason and "future_key" not in reason


def test_unknown_keys_alone_are_fine(tmp_path):
    settings_path(tmp_path).write_text("language: fr\nsomething_new: true\n")
    settings, notices = load_settings(tmp_path)
    assert settings.language == "fr" and notices == []
    assert settings_path(tmp_path).exists()


def test_default_folder_follows_orcdesk_home(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    path = save_settings(Settings(volume=5))
    assert path == tmp_path / "config" / "settings.yaml"
    assert load_settings()[0].volume == 5


def test_platformdirs_folder_when_no_override(monkeypatch):
    import platformdirs

    from orcdesk.app import paths

    monkeypatch.delenv("ORCDESK_HOME", raising=False)
    assert str(paths.config_dir()) == platformdirs.user_config_dir("orcdesk", appauthor=False)
    assert str(paths.data_dir()) == platformdirs.user_data_dir("orcdesk", appauthor=False)
    assert str(paths.log_dir()) == platformdirs.user_log_dir("orcdesk", appauthor=False)
