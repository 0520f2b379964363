"""Finds data/ and sprites/ from a source checkout, an installed wheel or a PyInstaller bundle.

This is the one place that knows where files live; everything else calls :func:`resource_path`.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_KINDS = {"data": "_data", "sprites": "_sprites"}


@cache
def resource_root(kind: str) -> Path:
    """The folder holding ``kind`` ("data" or "sprites")."""
    if kind not in _KINDS:
        raise ValueError(f"unknown resource kind {kind!r}")
    package_dir = Path(__file__).resolve().parent
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller unpacks here
    if bundle:
        candidates.append(Path(bundle) / kind)
    candidates.append(package_dir / _KINDS[kind])  # installed wheel
    candidates.append(package_dir.parent / kind)  # source checkout / editable install
    for folder in candidates:
        if folder.is_dir():
            return folder
    raise FileNotFoundError(f"cannot find the {kind}/ folder; looked in: " + ", ".join(map(str, candidates)))


def resource_path(kind: str, *parts: str) -> Path:
    """Path of a file under data/ or sprites/, e.g. ``resource_path("data", "orc.yaml")``."""
    return resource_root(kind).joinpath(*parts)
