"""The string catalogues: English and French complete, every key used, every used key present.

Code asks for strings with ``t("area.key")``, and engines refuse moves with ``Reason("area.key", ...)`` that the
table words later; this test reads the source of orcdesk/ for those literal keys.
Keys that code builds at run time must start with one of ``DYNAMIC_PREFIXES`` (i18n.py).
"""

from __future__ import annotations

import functools
import io
import re
import string
import tokenize
from pathlib import Path

import pytest

from orcdesk.core.i18n import DEFAULT_LANGUAGE, LANGUAGES, catalogue, catalogue_files, sentence, t
from orcdesk.core.i18n import DYNAMIC_PREFIXES as CORE_PREFIXES
from orcdesk.games import dynamic_string_prefixes

# the app's own run-time prefixes and every game's (its spec's dynamic_strings and setup options)
DYNAMIC_PREFIXES = CORE_PREFIXES + dynamic_string_prefixes()

SOURCE = Path(__file__).resolve().parents[1] / "orcdesk"
KEY = re.compile(r"[A-Za-z0-9_.\-]+")


def _calls(text: str):
    """(literal start of the key, is it complete, line) for every ``t(<string>...`` or ``Reason(<string>...``
    call in real code.

    Read with ``tokenize`` so that examples inside docstrings and comments do not count. A key followed by
    ``+`` or written as an f-string is built at run time: only its literal start is known."""
    tokens = [
        tok
        for tok in tokenize.generate_tokens(io.StringIO(text).readline)
        if tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT)
    ]
    fstring_start = getattr(tokenize, "FSTRING_START", None)
    for i in range(len(tokens) - 3):
        name, paren, arg = tokens[i], tokens[i + 1], tokens[i + 2]
        if not (name.type == tokenize.NAME and name.string in ("t", "Reason") and paren.string == "("):
            continue
        if i and tokens[i - 1].string == "def":
            continue
        if arg.type == tokenize.STRING:
            literal = arg.string
            prefix = literal[: len(literal) - len(literal.lstrip("rRbBuUfF"))]
            body = literal[len(prefix) :].strip("\"'")
            if "f" in prefix.lower():
                yield body.split("{", 1)[0], False, arg.start[0]
            elif KEY.fullmatch(body):
                complete = tokens[i + 3].string != "+"
                yield body, complete, arg.start[0]
        elif fstring_start is not None and arg.type == fstring_start:
            middle = tokens[i + 3]
            yield (middle.string if middle.type == tokenize.FSTRING_MIDDLE else ""), False, arg.start[0]


@functools.cache
def _scan() -> tuple[dict[str, str], dict[str, str]]:
    """Literal keys used in orcdesk/ and the literal starts of keys built at run time, each with a place."""
    literal, built = {}, {}
    for path in sorted(SOURCE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for key, complete, line in _calls(text):
            where = f"{path.relative_to(SOURCE.parent).as_posix()}:{line}"
            (literal if complete else built).setdefault(key, where)
    return literal, built


def _used_literals() -> dict[str, str]:
    return _scan()[0]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_language_has_the_same_files_and_keys():
    files = {lang: catalogue_files(lang) for lang in LANGUAGES}
    for lang in LANGUAGES:
        assert files[lang] == files[DEFAULT_LANGUAGE], f"{lang} catalogue files differ from {DEFAULT_LANGUAGE}"
    reference = set(catalogue(DEFAULT_LANGUAGE))
    for lang in LANGUAGES:
        keys = set(catalogue(lang))
        assert not reference - keys, f"missing in {lang}: {sorted(reference - keys)}"
        assert not keys - reference, f"missing in {DEFAULT_LANGUAGE}: {sorted(keys - reference)}"


def test_translations_keep_the_same_fields_and_are_not_empty():
    reference = catalogue(DEFAULT_LANGUAGE)
    for lang in LANGUAGES:
        for key, text in catalogue(lang).items():
            assert text.strip(), f"{lang}: {key} is empty"
            assert _fields(text) == _fields(reference[key]), f"{lang}: {key} has other {{fields}} than English"


def test_every_key_used_in_code_exists():
    known = set(catalogue(DEFAULT_LANGUAGE))
    missing = {
        key: where for key, where in _used_literals().items() if key not in known and f"{key}.other" not in known
    }  # plural keys: key.one / key.other
    assert not missing, "keys used in code but missing from the catalogues: " + ", ".join(
        f"{k} ({w})" for k, w in sorted(missing.items())
    )


def test_keys_built_at_run_time_use_a_declared_prefix():
    bad = [
        f"{start!r} ({where})"
        for start, where in sorted(_scan()[1].items())
        if not start or not any(start.startswith(p) for p in DYNAMIC_PREFIXES)
    ]
    assert not bad, "keys built at run time whose start is not in DYNAMIC_PREFIXES: " + ", ".join(bad)


def _plural_base(key: str) -> str:
    """``orc.prompt.draw.one`` -> ``orc.prompt.draw`` (code asks for the key, t() picks the form)."""
    base, _, form = key.rpartition(".")
    return base if form in ("one", "other") else key


def test_every_catalogue_key_is_used():
    used = set(_used_literals())
    unused = sorted(
        key
        for key in catalogue(DEFAULT_LANGUAGE)
        if _plural_base(key) not in used and not key.startswith(DYNAMIC_PREFIXES)
    )
    assert not unused, f"{len(unused)} catalogue keys no code uses (delete them or use them): {unused}"


def test_the_scanner_sees_what_it_should():
    sample = (
        'def f(w, c, r):\n'
        '    """Docstring example: t("doc.example") is not a use."""\n'
        '    x = t("menu.play")  # t("comment.key") is not a use either\n'
        '    y = i18n.t(\'orc.log.play\', who=w)\n'
        '    z = t(f"orc.colour.{c}")\n'
        '    v = t("orc.reason." + r)\n'
        '    return not_t("a.b")\n'
        '    w = Reason("orc.refuse.tribe_won", {"tribe": k})\n'
    )
    found = list(_calls(sample))
    assert [(k, c) for k, c, _ in found] == [
        ("menu.play", True),
        ("orc.log.play", True),
        ("orc.colour.", False),
        ("orc.reason.", False),
        ("orc.refuse.tribe_won", True),
    ]


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_lookup_and_missing_key(lang):
    from orcdesk.core import i18n

    try:
        i18n.set_language(lang)
        assert t("app.title") == catalogue(lang)["app.title"]
        assert t("no.such.key") == "⟨no.such.key⟩"
    finally:
        i18n.set_language(DEFAULT_LANGUAGE)


@pytest.mark.parametrize(
    "lang,n,form",
    [("en", 1, "one"), ("en", 0, "other"), ("en", 2, "other"), ("fr", 0, "one"), ("fr", 1, "one"), ("fr", 2, "other")],
)
def test_plural_forms_follow_each_language(lang, n, form):
    from orcdesk.core.i18n import plural_form, set_language

    assert plural_form(lang, n) == form
    set_language(lang)
    try:
        assert t("orlog.event.keep", who="X", n=n) == catalogue(lang)[f"orlog.event.keep.{form}"].format(who="X", n=n)
    finally:
        set_language(DEFAULT_LANGUAGE)


def test_every_setup_option_is_worded():
    """Options a game's YAML marks ``setup: true`` appear on the setup screen: each one and each value needs words."""
    from orcdesk.games import GAMES
    from orcdesk.ui.tables import option_key

    for lang in LANGUAGES:
        known = catalogue(lang)
        for game_id, info in GAMES.items():
            for name, values in info.setup_choices():
                for key in [option_key(game_id, name)] + [option_key(game_id, name, v) for v in values]:
                    assert key in known, f"{lang}: {key} is missing"


@pytest.mark.parametrize(
    "text, expected",
    [("le Roi orc joue", "Le Roi orc joue"), ("élan", "Élan"), ("Déjà", "Déjà"), ("", ""), ("x", "X")],
)
def test_sentence_capitalises_only_the_first_letter(text, expected):
    assert sentence(text) == expected


# Marks of the other language inside a catalogue: its quotation marks, and the French names of cards and game
# terms that an English text must translate (the game's own French title and the orcs' names stay French).
OTHER_LANGUAGE = {
    "en": ("«", "»", "début des recrutements", "recrutement", "aide de jeu"),
    "fr": ("“", "”"),
}


@pytest.mark.parametrize("lang", sorted(OTHER_LANGUAGE))
def test_no_catalogue_holds_text_of_the_other_language(lang):
    found = [
        f"{key}: {mark!r}"
        for key, text in catalogue(lang).items()
        for mark in OTHER_LANGUAGE[lang]
        if mark in str(text).lower()
    ]
    assert not found, f"{lang} catalogue holds text of another language: {found}"
