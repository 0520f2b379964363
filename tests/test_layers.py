"""Dependencies point down: no import cycle in ``orcdesk``, each package imports only the layers below it, and
``orcdesk/core`` and the search library name no game.

The module graph is read from the source with ``ast``: every ``import`` and ``from ... import`` counts, at
module level, inside a function (a lazy import is still a dependency) or under ``if TYPE_CHECKING:`` (an import
for annotations only is still a module that must know the other: a circle through it is a circle).
``from package import name`` depends on ``package.name`` when that is a module, else on
``package``. Imports done by name at run time (the game registry, the scene registry) are not edges: that is
what lets a registry sit below what it finds.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

from orcdesk.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "orcdesk"

# From the bottom up; a module may import its own layer and those before it.
LAYERS = ("resources", "core", "search", "games", "ai", "app", "ui", "tools", "cli", "__main__")


def _module_name(path: Path) -> tuple[str, bool]:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    is_package = parts[-1] == "__init__"
    return ".".join(parts[:-1] if is_package else parts), is_package


@lru_cache(maxsize=1)
def module_graph() -> dict[str, set[str]]:
    """{module: the orcdesk modules it imports}."""
    files = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name, is_package = _module_name(path)
        files[name] = (path, is_package)

    def known(name: str) -> str | None:
        while name and name not in files:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        base = name if is_package else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                deps.update(
                    filter(None, (known(alias.name) for alias in node.names if alias.name.startswith("orcdesk")))
                )
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    origin = base
                    for _ in range(node.level - 1):
                        origin = origin.rpartition(".")[0]
                    target = f"{origin}.{node.module}" if node.module else origin
                else:
                    target = node.module or ""
                if not target.startswith("orcdesk"):
                    continue
                for alias in node.names:
                    sub = f"{target}.{alias.name}"
                    found = sub if sub in files else known(target)
                    if found:
                        deps.add(found)
        deps.discard(name)
        graph[name] = deps
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for dep in graph.get(node, ()):
            if dep not in index:
                visit(dep)
                low[node] = min(low[node], low[dep])
            elif dep in on_stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_no_import_cycle_in_orcdesk():
    graph = module_graph()
    cycles = import_cycles(graph)
    described = [
        "; ".join(f"{m} -> {', '.join(sorted(d for d in graph[m] if d in group))}" for m in group) for group in cycles
    ]
    assert not cycles, "import cycles:\n" + "\n".join(described)


def test_the_cycle_finder_finds_a_lazy_cycle():
    """The finder itself: a cycle closed by an import inside a function is found, a chain is not."""
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
    # the graph holds an import made inside a function (build_table imports the App when it runs)
    assert "orcdesk.ui.app" in module_graph()["orcdesk.ui.staging"]
    # and one made for annotations only (the worker names its agents under TYPE_CHECKING)
    assert "orcdesk.search.agents" in module_graph()["orcdesk.ai.worker"]


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "(root)"


def test_dependencies_point_down():
    rank = {layer: n for n, layer in enumerate(LAYERS)}
    upward = []
    for module, deps in module_graph().items():
        if _layer(module) not in rank:
            continue
        for dep in deps:
            if _layer(dep) in rank and rank[_layer(dep)] > rank[_layer(module)]:
                upward.append(f"{module} -> {dep}")
    assert not upward, (
        "imports that point up (layers, bottom first: " + " < ".join(LAYERS) + "):\n" + "\n".join(sorted(upward))
    )


def test_every_package_has_a_layer():
    packages = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    modules = {p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    assert (packages | modules) <= set(LAYERS), sorted((packages | modules) - set(LAYERS))


def _game_words() -> list[re.Pattern]:
    """Each registered game's id and name as whole words (``orc`` but not ``orcdesk``)."""
    words = set()
    for spec in GAMES.values():
        words.add(spec.id)
        words.add(spec.name)
        words.add(spec.id.replace("_", " "))
    return [re.compile(rf"(?<![A-Za-z0-9_]){re.escape(w)}(?![A-Za-z0-9_])", re.IGNORECASE) for w in sorted(words)]


def _naming_a_game(folder: Path) -> list[str]:
    found = []
    patterns = _game_words()
    for path in sorted(folder.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pattern in patterns:
                if pattern.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
                    break
    return found


def test_core_and_the_search_library_name_no_game():
    """The engine contract, the match driver and the search library are written for any game: none names a
    registered game's id or name, even in a comment (examples say "a game", "mygame")."""
    found = _naming_a_game(PACKAGE / "core") + _naming_a_game(PACKAGE / "search")
    assert not found, "game names in core or the search library:\n" + "\n".join(found)


def test_core_and_the_search_library_import_no_game():
    bad = [
        f"{m} -> {d}"
        for m, deps in module_graph().items()
        if _layer(m) in ("core", "search")
        for d in deps
        if _layer(d) not in ("core", "search", "resources")
    ]
    assert not bad, bad


def test_the_game_name_check_would_see_a_game():
    pattern_hits = [p for p in _game_words() if p.search("a comment about orc_wars's board")]
    assert pattern_hits and not any(p.search("import orcdesk.core") for p in _game_words())
