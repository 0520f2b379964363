"""Two file habits every service shares: write atomically, and set a bad file aside instead of crashing."""
from __future__ import annotations

import os
import tempfile
import time
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


def read_yaml(path: Path):
    """Plain ``safe_load`` of a file; raises OSError or yaml.YAMLError."""
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=_Loader)  # noqa: S506 - a SafeLoader


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
