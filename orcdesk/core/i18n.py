"""User-visible strings: one catalogue per language, the folder data/i18n/<lang>/.

The catalogue is split in one file per area (``app.yaml``, ``rules.yaml``, one per game …) so that work on
one game never edits another's strings; the file name is the first part of the key: ``app.yaml`` holds the
``app.*`` keys. Every language has the same files and the same keys (a test checks it).

    from orcdesk.core.i18n import t
    t("menu.play")                          # "Play"
    t("app.table.thinking", who="North")    # str.format fields

Keys are dotted paths into the YAML. Keys built at run time (``t(f"app.level.{level}")``) must start with one
of ``DYNAMIC_PREFIXES`` (or of a game's ``dynamic_strings``) so the catalogue test knows they are used. A
missing key shows as ``⟨key⟩`` rather than crashing a frame, and the catalogue test catches it.
"""

from __future__ import annotations

from orcdesk.core.data import load_yaml
from orcdesk.resources import resource_path

LANGUAGES = {"en": "English", "fr": "Français"}
DEFAULT_LANGUAGE = "en"
# Key prefixes that code builds at run time; every key below them counts as used. A game's own prefixes are
# in its plug-in spec (``dynamic_strings``; orcdesk.games.dynamic_string_prefixes gathers them).
DYNAMIC_PREFIXES: tuple[str, ...] = (
    "app.game.",
    "app.seat_kind.",
    "app.level.",  # orcdesk.ui.tables: an AI opponent's level in its name, "Grum (hard)"
    "common.notice.",  # orcdesk.app services return Notice(key, fields)
    "tutorial.notice.",  # orcdesk.app.tutorial_progress returns them too
    "common.undo.",  # the match driver's reasons why Undo is not possible
    "common.stats.col.",
    "settings.speed.",
    "rules.",  # rule pages are listed from the catalogue (orcdesk/ui/scenes/rules.py)
    "saga.line.",  # orcdesk.ui.scenes.saga: each saga opponent's start and end lines, notices from app/saga.py
    "saga.notice.",
    "opponents.style.",  # a named opponent's play style (data/opponents.yaml)
)

_language = DEFAULT_LANGUAGE
_flat_cache: dict[str, dict[str, str]] = {}


def flatten(tree: dict, prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in tree.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(flatten(value, path + "."))
        else:
            flat[path] = str(value)
    return flat


def catalogue_files(lang: str) -> list[str]:
    folder = resource_path("data", "i18n", lang)
    return sorted(p.stem for p in folder.glob("*.yaml"))


def catalogue(lang: str) -> dict[str, str]:
    if lang not in _flat_cache:
        flat: dict[str, str] = {}
        for area in catalogue_files(lang):
            flat.update(flatten(load_yaml(f"i18n/{lang}/{area}.yaml"), area + "."))
        _flat_cache[lang] = flat
    return _flat_cache[lang]


def set_language(lang: str) -> None:
    global _language
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    _language = lang


def language() -> str:
    return _language


def plural_form(lang: str, n) -> str:
    """ "one" or "other": English uses the singular for 1 only, French for 0 and 1."""
    try:
        n = abs(float(n))
    except (TypeError, ValueError):
        return "other"
    return "one" if (n <= 1 if lang == "fr" else n == 1) else "other"


def _lookup(lang: str, key: str, fields: dict) -> str | None:
    table = catalogue(lang)
    text = table.get(key)
    if text is None and "n" in fields and f"{key}.other" in table:  # a key with plural forms
        text = table.get(f"{key}.{plural_form(lang, fields['n'])}", table[f"{key}.other"])
    return text


def has(key: str) -> bool:
    """Does the current language (or the default one) word ``key``?"""
    return key in catalogue(_language) or key in catalogue(DEFAULT_LANGUAGE)


def t(key: str, **fields) -> str:
    """The text of ``key`` in the current language. A key may have plural forms (sub-keys ``one`` and
    ``other``), chosen by the field ``n``."""
    text = _lookup(_language, key, fields)
    if text is None:
        text = _lookup(DEFAULT_LANGUAGE, key, fields)
    if text is None:
        return f"⟨{key}⟩"
    return text.format(**fields) if fields else text


def word(reason, seat_name=None) -> str:
    """A refusal (:class:`orcdesk.core.contract.Reason`) as a sentence in the current language.

    Its fields are worded first, by the conventions of the contract: a value that is itself a catalogue key
    (a string with a dot that the catalogue holds) is translated, a field named ``seat`` becomes the seat's
    name (``seat_name(seat)``, the table's names; without it "Player N"), and any other value is shown as it
    is. The sentence starts with a capital letter even when a worded field opens it."""
    fields = {}
    for name, value in reason.fields.items():
        if name == "seat" and isinstance(value, int):
            value = seat_name(value) if seat_name is not None else t("common.refuse.player", n=value + 1)
        elif isinstance(value, str) and "." in value and _is_key(value):
            value = t(value)
        fields[name] = value
    return sentence(t(reason.key, **fields))


def sentence(text: str) -> str:
    """``text`` opening with a capital letter, the rest as it is: a sentence built from words that may come
    from mid-sentence (a name with its article, "le joueur 2…")."""
    return text[:1].upper() + text[1:]


def _is_key(text: str) -> bool:
    table = catalogue(DEFAULT_LANGUAGE)
    return text in table or f"{text}.other" in table
