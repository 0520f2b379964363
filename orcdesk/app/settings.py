"""Player settings, kept in ``settings.yaml`` in the user config folder.

    settings, notices = load_settings()      # never raises: a bad file is set aside, defaults are used
    settings = settings.replace(volume=40)
    save_settings(settings)                  # atomic: temp file + os.replace

A file that cannot be read or parsed is renamed ``settings.yaml.bad-<time>`` and every setting takes its
default; a readable file with some wrong values keeps its good values, defaults the wrong ones, and is also set
aside (so the player can see what was wrong). Unknown keys are ignored: a newer orcdesk may add some.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from orcdesk.app import paths
from orcdesk.app.files import first_line, read_user_yaml, set_aside, write_yaml
from orcdesk.app.notice import Notice

FILE_NAME = "settings.yaml"
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
# Multiplier applied to every animation's duration (AI moves included); 0 means "jump to the end".
ANIMATION_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
AI_LEVELS = ("easy", "normal", "hard")
LANGUAGE_CODES = ("en", "fr")
MIN_WINDOW = (640, 400)  # as orcdesk.ui.app.MIN_SIZE
MAX_WINDOW = (7680, 4320)


@dataclass(frozen=True)
class Settings:
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    animation_speed: str = "normal"
    sound: bool = True
    volume: int = 70  # percent
    language: str = "en"
    colour_blind: bool = False  # symbols and patterns besides colours
    ai_level: str = "normal"  # default level of AI seats in the setup scene

    def replace(self, **changes) -> Settings:
        """A copy with ``changes``; raises ValueError for an unknown name or a wrong value."""
        for name, value in changes.items():
            problem = _check(name, value)
            if problem:
                raise ValueError(f"setting {name!r}: {problem}")
        return replace(self, **{k: _normal(k, v) for k, v in changes.items()})

    @property
    def animation_factor(self) -> float:
        return ANIMATION_FACTORS[self.animation_speed]

    @property
    def volume_fraction(self) -> float:
        """0.0 .. 1.0, and 0 when the sound is off."""
        return self.volume / 100.0 if self.sound else 0.0

    def to_dict(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


FIELD_NAMES = tuple(f.name for f in fields(Settings))


def _check(name: str, value) -> str | None:
    """None if ``value`` is fine for setting ``name``, else what is wrong (in English, for the log)."""
    if name not in FIELD_NAMES:
        return "no such setting"
    if name in ("fullscreen", "sound", "colour_blind"):
        return None if isinstance(value, bool) else "expected true or false"
    if name == "window_size":
        if (
            not isinstance(value, (list, tuple))
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            return "expected [width, height]"
        if not all(lo <= v <= hi for v, lo, hi in zip(value, MIN_WINDOW, MAX_WINDOW)):
            return f"expected between {MIN_WINDOW} and {MAX_WINDOW}"
        return None
    if name == "volume":
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
        return None if ok else "expected a whole number from 0 to 100"
    allowed = {"animation_speed": ANIMATION_SPEEDS, "language": LANGUAGE_CODES, "ai_level": AI_LEVELS}[name]
    return None if value in allowed else f"expected one of {', '.join(allowed)}"


def _normal(name: str, value):
    return tuple(value) if name == "window_size" else value


def settings_path(folder: Path | None = None) -> Path:
    return Path(folder if folder is not None else paths.config_dir()) / FILE_NAME


def settings_from_dict(data) -> tuple[Settings, list[str]]:
    """Settings from a parsed file, and the list of problems ("field: what is wrong") with it."""
    if not isinstance(data, dict):
        return Settings(), ["the file does not hold a mapping"]
    good, problems = {}, []
    for name in FIELD_NAMES:
        if name in data:
            problem = _check(name, data[name])
            if problem:
                problems.append(f"{name}: {problem}")
            else:
                good[name] = _normal(name, data[name])
    return Settings(**good), problems


def load_settings(folder: Path | None = None) -> tuple[Settings, list[Notice]]:
    """The saved settings (defaults when there is no file). Never raises."""
    path = settings_path(folder)
    if not path.exists():
        return Settings(), []
    try:
        settings, problems = settings_from_dict(read_user_yaml(path))
    except Exception as exc:  # noqa: BLE001 - UserFileError, or anything a hostile file provokes: defaults
        settings, problems = Settings(), [f"cannot read: {first_line(exc)}"]
    if not problems:
        return settings, []
    moved = set_aside(path)
    return settings, [Notice("common.notice.settings_bad", {"path": str(moved or path), "reason": "; ".join(problems)})]


def save_settings(settings: Settings, folder: Path | None = None) -> Path:
    path = settings_path(folder)
    write_yaml(path, settings.to_dict(), header="# orcdesk settings (edited from the Settings screen)\n")
    return path
