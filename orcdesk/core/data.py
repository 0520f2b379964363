"""Loading YAML data files with errors that name the file, the line and the field.

``load_yaml(name)`` reads ``data/<name>`` with ``yaml.safe_load`` semantics, but every mapping it returns is a
:class:`YamlMap` that remembers the line of each key, so validation code can say *where* a value is wrong:

    cfg = load_yaml("mygame.yaml")
    colours = cfg.need("colours", list)          # DataError: data/mygame.yaml, line 3, field 'colours': ...
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from orcdesk.core.contract import shown as _shown
from orcdesk.resources import resource_path


class DataError(ValueError):
    """A data file that is missing, unreadable or wrong. Names file, line and field."""

    def __init__(self, file: str, line: int | None, field: str, message: str) -> None:
        where = file + (f", line {line}" if line else "") + (f", field '{field}'" if field else "")
        super().__init__(f"{where}: {message}")
        self.file, self.line, self.field = file, line, field


class YamlMap(dict):
    """A dict from YAML that knows its file, its own line and the line of each key."""

    file: str = "?"
    line: int | None = None
    path: str = ""
    key_lines: dict

    def where(self, key: str | None = None) -> int | None:
        if key is not None and key in getattr(self, "key_lines", {}):
            return self.key_lines[key]
        return self.line

    def field_name(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else str(key)

    def error(self, key: str | None, message: str) -> DataError:
        return DataError(self.file, self.where(key), self.field_name(key) if key else self.path, message)

    def need(self, key: str, kind: type | tuple = object, default: Any = ...) -> Any:
        """The value of ``key``, checked to be of ``kind``; missing without default is an error."""
        if key not in self:
            if default is not ...:
                return default
            raise self.error(None, f"missing field '{self.field_name(key)}'")
        value = self[key]
        if kind is not object:
            kinds = kind if isinstance(kind, tuple) else (kind,)
            if isinstance(value, bool) and bool not in kinds:
                ok = False
            else:
                ok = isinstance(value, kinds)
            if not ok:
                names = " or ".join(k.__name__ for k in kinds)
                raise self.error(key, f"expected {names}, found {type(value).__name__} {value!r}")
        return value

    def choice(self, key: str, allowed, default: Any = ...) -> Any:
        value = self.need(key, object, default)
        if value not in allowed:
            raise self.error(key, f"{value!r} is not one of {sorted(map(str, allowed))}")
        return value


# libyaml's C parser when PyYAML has it (several times faster: it decides startup time), else pure Python.
_SafeBase = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _LineLoader(_SafeBase):  # type: ignore[misc, valid-type]
    """SafeLoader whose mappings are YamlMaps carrying line numbers."""

    def construct_yaml_map(self, node):
        data = YamlMap()
        yield data
        data.line = node.start_mark.line + 1
        data.key_lines = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                data.key_lines[key] = key_node.start_mark.line + 1
            except TypeError:
                pass
        data.update(self.construct_mapping(node, deep=True))


_LineLoader.add_constructor("tag:yaml.org,2002:map", _LineLoader.construct_yaml_map)


def _stamp(value: Any, file: str, path: str) -> None:
    """Give every nested YamlMap its file name and dotted path (for error messages)."""
    if isinstance(value, YamlMap):
        value.file, value.path = file, path
        for key, child in value.items():
            _stamp(child, file, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            _stamp(child, file, f"{path}[{i}]")


def parse_yaml(text: str, file: str = "<string>") -> Any:
    try:
        value = yaml.load(text, Loader=_LineLoader)  # noqa: S506 - _LineLoader is a (C)SafeLoader
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise DataError(file, line, "", f"not valid YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise DataError(file, None, "", f"not valid YAML: {exc}") from None
    _stamp(value, file, "")
    return value


def load_yaml_file(path: Path, label: str | None = None) -> Any:
    label = label or str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(label, None, "", f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise DataError(label, None, "", f"not UTF-8 text (byte {exc.start})") from None
    return parse_yaml(text, label)


@cache
def load_yaml(name: str) -> Any:
    """Load ``data/<name>`` (cached: treat the result as read-only)."""
    value = load_yaml_file(resource_path("data", name), f"data/{name}")
    if not isinstance(value, YamlMap):
        raise DataError(f"data/{name}", 1, "", "the file must hold a mapping at the top")
    return value


def game_options(spec: YamlMap, given: dict | None) -> dict:
    """Resolve a game's options: ``spec`` is the ``options`` mapping of its YAML file, where each option has a
    ``default`` and optionally ``choices``. Unknown names and values outside ``choices`` raise ValueError."""
    resolved = {}
    for name, entry in spec.items():
        if not isinstance(entry, dict) or "default" not in entry:
            raise spec.error(name, "each option needs a 'default'")
        resolved[name] = entry["default"]
    if given is not None and not isinstance(given, Mapping):
        raise ValueError("options: a mapping of option names to values")
    for name, value in (given or {}).items():
        if not isinstance(name, str) or name not in resolved:
            known = ", ".join(sorted(resolved)) or "none"
            raise ValueError(f"unknown option {_shown(name)}; known: {known}")
        choices = spec[name].get("choices")
        if choices is not None:
            # the same type as well as equal: 1 is not true, and true is not 1
            if not any(type(value) is type(choice) and value == choice for choice in choices):
                raise ValueError(f"option {name!r} must be one of {choices}, not {_shown(value)}")
        elif not _same_kind(value, resolved[name]):
            raise ValueError(f"option {name!r} must be {_kind_words(resolved[name])}, not {_shown(value)}")
        resolved[name] = value
    return resolved


MAX_FREE_NUMBER = 1_000_000  # an option with no listed choices takes a whole number from 1 up to this


def _same_kind(value: Any, default: Any) -> bool:
    if default is None:  # an option that is off unless given (its game checks the value's shape)
        return True
    if type(default) is int:
        return type(value) is int and 1 <= value <= MAX_FREE_NUMBER
    return type(value) is type(default)


def _kind_words(default: Any) -> str:
    if type(default) is int:
        return f"a whole number from 1 to {MAX_FREE_NUMBER}"
    return f"a {type(default).__name__}"


def setup_choices(spec: YamlMap) -> list[tuple[str, list]]:
    """The options a player chooses on the setup screen: those marked ``setup: true`` in the ``options``
    mapping, each with its choices, the default first (the rest keep their order in the file)."""
    rows = []
    for name, entry in spec.items():
        if not isinstance(entry, dict) or entry.get("setup") is not True:
            continue
        default = entry["default"]
        choices = list(entry.get("choices") or [default])
        rows.append((name, [default] + [c for c in choices if c != default]))
    return rows


def seat_setup_choices(spec: YamlMap, seat: int) -> list[tuple[str, str, list]]:
    """The choices of one seat on the setup screen (say a hero's role and deck): the options marked
    ``setup: seat`` with ``seat: <seat>``, as (name, words, choices), the default first. ``words`` names the
    catalogue keys shared by the seats (``<game>.option.<words>_<value>``; default: the option's name)."""
    rows = []
    for name, entry in spec.items():
        if isinstance(entry, dict) and entry.get("setup") == "seat" and entry.get("seat") == seat:
            default = entry["default"]
            choices = list(entry.get("choices") or [default])
            rows.append((name, entry.get("words", name), [default] + [c for c in choices if c != default]))
    return rows


def option_offered(spec: YamlMap, name: str, value, players: int) -> bool:
    """Whether option ``name`` may take ``value`` in a game of ``players``: an option may list, under
    ``players``, the player counts some of its choices are for (``players: {prisoner: [2]}``)."""
    entry = spec.get(name)
    limits = entry.get("players") if isinstance(entry, dict) else None
    return not limits or value not in limits or players in limits[value]


def options_for_players(spec: YamlMap, given: dict | None, players: int) -> dict:
    """``given`` with, for every option whose default is not offered at ``players`` and that ``given`` leaves
    out, the first choice that is (an option ``given`` sets to a value not offered is left for the game to
    refuse)."""
    out = dict(given or {})
    for name, entry in spec.items():
        if name in out or not isinstance(entry, dict) or option_offered(spec, name, entry.get("default"), players):
            continue
        out[name] = next(c for c in entry.get("choices") or [] if option_offered(spec, name, c, players))
    return out
