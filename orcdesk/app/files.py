"""The file habits every service shares: write atomically, read a user file defensively, and set a bad file
aside instead of crashing.

A user file (settings, a save, statistics, a game record) may have been edited, truncated, or written to hurt:
:class:`UserYaml` reads one through the parser's events, never past a size no real file of that kind reaches,
refusing YAML aliases and anchors (a 415-byte "billion laughs" otherwise expands to gigabytes), tags other than
plain scalars, deep nesting and numbers Python will not convert; every such refusal is a :class:`UserFileError`
with a short message. Messages never quote more than a few dozen characters of what the file holds
(:func:`short`)."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import yaml

_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def atomic_write_text(path: Path, text: str, durable: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old file or the new one, never half of one.

    The text goes to a temporary file in the same folder (so the final rename stays on one file system), is
    flushed, and then replaces the target in one step (``os.replace`` is atomic on POSIX and Windows).
    ``durable`` also waits for the disk (fsync), which guards against a power cut too but can take tens of
    milliseconds on a busy disk: autosaves, written after every move, skip it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            if durable:
                os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def dump_yaml(data) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=None)


def write_yaml(path: Path, data, header: str = "") -> None:
    atomic_write_text(path, header + dump_yaml(data))


class UserFileError(ValueError):
    """A user file that cannot be used; the message says why in a short line."""


class NotAMapping(UserFileError):
    """The file parses but holds no mapping at the top (plain text, a list...)."""


SMALL_FILE_BYTES = 256 * 1024  # settings and statistics: a few kB in real use
MAX_DEPTH = 32  # no orcdesk file nests deeper than 4
_PLAIN_TAGS = {"tag:yaml.org,2002:" + name: name for name in ("str", "int", "float", "bool", "null", "timestamp")}


def short(value, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters: user values go into messages only this way (a value read
    from a file may be megabytes long, or an integer Python refuses to print)."""
    try:
        text = repr(value) if not isinstance(value, str) else repr(value[: limit + 1])
    except Exception:  # noqa: BLE001 - e.g. ValueError for an integer of more than 4300 digits
        return f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def first_line(exc: BaseException, limit: int = 160) -> str:
    """An exception's message in one line of at most ``limit`` characters."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


class UserYaml:
    """One user file, parsed event by event into plain values (dict, list, str, int, float, bool, None).

        data = UserYaml(path, max_bytes).document()
        for key, value in UserYaml(path, max_bytes).mapping_items(lazy={"moves"}): ...

    ``mapping_items`` reads a top-level mapping one key at a time and gives the value of a key in ``lazy`` that
    holds a list as an iterator over its items, read as they are asked for: a reader that refuses the first bad
    item never builds the others. ``progress(fraction)`` is called now and then while items are read."""

    def __init__(self, path: Path, max_bytes: int, progress: Callable[[float], None] | None = None) -> None:
        try:
            with open(path, "rb") as f:
                raw = f.read(max_bytes + 1)
        except OSError as exc:
            raise UserFileError(f"cannot be read ({first_line(exc)})") from None
        if len(raw) > max_bytes:
            raise UserFileError(f"larger than {max_bytes // 1024} kB, which no orcdesk file of this kind reaches")
        try:
            self.text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise UserFileError("not UTF-8 text") from None
        self.loader = _Loader(self.text)
        self.progress = progress

    def document(self):
        """The whole file as plain values (None for an empty file)."""
        try:
            self._expect(yaml.StreamStartEvent)
            if self._check(yaml.StreamEndEvent):
                return None
            self._expect(yaml.DocumentStartEvent)
            value = self._value(0)
            self._expect(yaml.DocumentEndEvent)
            if not self._check(yaml.StreamEndEvent):
                raise UserFileError("more than one YAML document")
            return value
        finally:
            self.loader.dispose()

    def mapping_items(self, lazy=frozenset()) -> Iterator[tuple[object, object]]:
        """The top-level mapping's (key, value) pairs in file order; see the class docstring."""
        try:
            self._expect(yaml.StreamStartEvent)
            if self._check(yaml.StreamEndEvent):
                raise NotAMapping("an empty file")
            self._expect(yaml.DocumentStartEvent)
            self._refuse_reuse(self._peek())
            if not self._check(yaml.MappingStartEvent):
                self._value(0)  # a file that does not even parse says so first
                raise NotAMapping("no mapping at the top")
            self.loader.get_event()
            while not self._check(yaml.MappingEndEvent):
                key = self._key(1)
                if key in lazy and self._check(yaml.SequenceStartEvent):
                    self._refuse_reuse(self._peek())
                    self.loader.get_event()
                    items = self._items(2)
                    yield key, items
                    for _ in items:  # whatever the caller did not read
                        pass
                else:
                    yield key, self._value(2)
            self.loader.get_event()
            self._expect(yaml.DocumentEndEvent)
            if not self._check(yaml.StreamEndEvent):
                raise UserFileError("more than one YAML document")
        finally:
            self.loader.dispose()

    # ------------------------------------------------------------------ events to values
    def _peek(self):
        try:
            return self.loader.peek_event()
        except yaml.YAMLError as exc:
            mark, problem = getattr(exc, "problem_mark", None), getattr(exc, "problem", None)
            where = f"line {mark.line + 1}: " if mark is not None else ""
            raise UserFileError(f"{where}not valid YAML ({problem or first_line(exc, 100)})") from None

    def _check(self, kind) -> bool:
        return isinstance(self._peek(), kind)

    def _next(self):
        event = self._peek()
        self.loader.get_event()
        return event

    def _expect(self, kind) -> None:
        event = self._next()
        if not isinstance(event, kind):
            raise UserFileError(f"line {event.start_mark.line + 1}: unexpected {type(event).__name__[:-5].lower()}")

    def _refuse_reuse(self, event) -> None:
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
            raise UserFileError(
                f"line {event.start_mark.line + 1}: YAML anchors and aliases (&, *) are not allowed in orcdesk files"
            )

    def _items(self, depth: int) -> Iterator[object]:
        count = 0
        while not self._check(yaml.SequenceEndEvent):
            yield self._value(depth)
            count += 1
            if self.progress is not None and count % 500 == 0:
                self.progress(self._peek().start_mark.index / max(1, len(self.text)))
        self.loader.get_event()

    def _key(self, depth: int):
        key = self._value(depth)
        if isinstance(key, (list, dict)):
            raise UserFileError(f"line {self._peek().start_mark.line + 1}: a key that is not a plain value")
        return key

    def _value(self, depth: int):
        event = self._peek()
        self._refuse_reuse(event)
        if depth > MAX_DEPTH:
            raise UserFileError(f"line {event.start_mark.line + 1}: nested deeper than {MAX_DEPTH} levels")
        self.loader.get_event()
        if isinstance(event, yaml.ScalarEvent):
            return self._scalar(event)
        if event.tag not in (None, "!", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"):
            raise UserFileError(
                f"line {event.start_mark.line + 1}: the tag {short(event.tag)} is not allowed in orcdesk files"
            )
        if isinstance(event, yaml.SequenceStartEvent):
            return list(self._items(depth + 1))
        if isinstance(event, yaml.MappingStartEvent):
            mapping = {}
            while not self._check(yaml.MappingEndEvent):
                key = self._key(depth + 1)
                mapping[key] = self._value(depth + 1)
            self.loader.get_event()
            return mapping
        raise UserFileError(f"line {event.start_mark.line + 1}: unexpected {type(event).__name__[:-5].lower()}")

    def _scalar(self, event):
        line = event.start_mark.line + 1
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        kind = _PLAIN_TAGS.get(tag)
        if kind is None:
            raise UserFileError(f"line {line}: the tag {short(tag)} is not allowed in orcdesk files")
        if kind in ("str", "timestamp"):  # a date stays the text it is written as
            return event.value
        node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark)
        try:
            return self.loader.yaml_constructors[tag](self.loader, node)
        except (ValueError, yaml.YAMLError):  # e.g. an integer of more than 4300 digits
            raise UserFileError(f"line {line}: {short(event.value, 24)} is not a usable {kind}") from None


def read_user_yaml(path: Path, max_bytes: int = SMALL_FILE_BYTES):
    """A user file as plain values; raises UserFileError (see :class:`UserYaml`)."""
    return UserYaml(path, max_bytes).document()


def set_aside(path: Path, reason: str = "bad") -> Path | None:
    """Rename a file we cannot use to ``<name>.<reason>-<timestamp>`` next to it; return the new path.

    Keeping the file (rather than deleting it) lets a user or a bug report recover it. Returns None if even the
    rename fails (read-only folder): the caller goes on with defaults anyway."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{reason}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{reason}-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
