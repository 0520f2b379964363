"""A message for the player from a service (a file set aside, a save from a newer version...).

Services stay free of wording: they return a catalogue key and its fields, and the UI shows
``t(notice.key, **notice.fields)``. Keys are under ``common.notice.`` (data/i18n/<lang>/common.yaml).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Notice:
    key: str
    fields: dict = field(default_factory=dict)

    def text(self) -> str:
        from orcdesk.core.i18n import t

        return t(self.key, **self.fields)
