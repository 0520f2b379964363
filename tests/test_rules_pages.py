"""The rules screens say what the engines do, in both languages, and show every line (issue 13 §5)."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core import i18n
from orcdesk.core.data import load_yaml
from orcdesk.games import GAMES
from orcdesk.ui.scenes.rules import layout_text, rule_pages


@pytest.fixture(params=["en", "fr"])
def lang(request):
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


def all_text(game: str, options: dict | None = None) -> str:
    return "\n".join(f"{title}\n{text}" for title, text in rule_pages(game, options))


WORDS = {  # per game and language: the phrases that carry each rule the engine plays
    "orc": {
        "en": (
            "two cards if the 1-orc end",
            "one card if the 2-orc end",
            "discard a card and draw one",
            "The player with one card starts and chooses the end of the row where the box stands",
            "one card and play first, or two cards and play second",
            "A side with no card counts 0",
            "the battle nearest the box comes first",
            "toward the box",
            "the tribe freezes",
            "a draw still owed is lost",
            "the orcs of that colour on the cards still in his hand",
            "Played and discarded cards score nothing",
            "the winner of the tribe next to the box",
            "the game is a draw",
        ),
        "fr": (
            "deux cartes si le bout à 1 orc",
            "une seule si c'est le bout à 2 orcs",
            "défaussez une carte et piochez-en une",
            "Celui qui a une seule carte commence et choisit à quel bout de la rangée se pose la boîte",
            "une carte et jouer en premier, ou deux cartes et jouer en second",
            "Un côté sans carte compte 0",
            "la bataille la plus proche de la boîte passe d'abord",
            "du côté de la boîte",
            "la tribu gèle",
            "une carte encore due est perdue",
            "les orcs de cette couleur sur les cartes encore dans sa main",
            "Les cartes jouées ou écartées ne rapportent rien",
            "le vainqueur de la tribu collée à la boîte",
            "la partie est nulle",
        ),
    },
    "orlog": {
        "en": (
            "15 health stones",
            "3 of the 20 gods, secretly",
            "A coin is tossed",
            "two axes, an arrow, a helmet, a shield and a hand",
            "golden border",
            "up to three times each",
            "The third roll is kept as it falls",
            "costs nothing",
            "The golden faces earn their tokens",
            "by priority (lowest number first)",
            "each axe not stopped by a helmet",
            "Each hand steals one token",
            "the coin changes hands",
            "N of the arrows the shields would stop get through",
            "even if it has already acted",
            "paid even when it finds nothing",
        ),
        "fr": (
            "15 pierres de vie",
            "3 des 20 dieux, en secret",
            "On tire la pièce",
            "deux haches, une flèche, un casque, un bouclier et une main",
            "contour doré",
            "jusqu'à trois fois chacun",
            "Le troisième lancer est gardé tel quel",
            "ne coûte rien",
            "Les faces dorées rapportent leurs jetons",
            "par priorité (le plus petit nombre d'abord)",
            "chaque hache non arrêtée par un casque",
            "Chaque main vole un jeton",
            "la pièce change de main",
            "N des flèches que les boucliers arrêteraient passent",
            "même si elle a déjà agi",
            "payée même si elle ne trouve rien",
        ),
    },
    "orcs_trolls": {
        "en": (
            "you may throw a trial at a rival's pack",
            "not in the first round",
            "A. Trials",
            "B. ",
            "C. ",
            "D. ",
            "E. ",
            "F. Escapes",
            "G. ",
            "H. ",
            "I. ",
            "Roll three dice and keep the two lowest",
            "6 or more passes",
            "swimmers ignore the river",
            "frog marker",
            "Witch's house",
            "Trap: a trapped member",
            "Dangerous position: the member is in danger",
            "6 or more frees it, less eliminates it",
            "There are 9 markers",
            "below 0 the orc dies with its treasures",
            "0 to 2 it lives but drops its treasures",
            "3 or 4 it keeps everything",
            "5 or more kills the enemy",
            "an elf only attacks orcs holding",
            "one of its treasures to one of your trolls",
            "The Life potion",
            "On 1 the troll eats the orc; on 2 or 3 the troll walks away",
            "still have 21 when your next turn",
            "draw 1 extra card (3 players) or 2 (4 players)",
            "A trial may be thrown at any rival",
            "offered to the rivals from your left, clockwise",
            "Each player drafts 8 orcs (3 players) or 6",
            "12 each at 2 players, 8 at 3, 6 at 4",
            "Phase A: trials",
            "Phase C: attacks",
        ),
        "fr": (
            "vous pouvez lancer une épreuve sur la meute d'un rival",
            "pas au premier tour de table",
            "A. Épreuves",
            "B. ",
            "C. ",
            "D. ",
            "E. ",
            "F. Évasions",
            "G. ",
            "H. ",
            "I. ",
            "Lancez trois dés et gardez les deux plus faibles",
            "6 ou plus réussit",
            "les nageurs ignorent la rivière",
            "marqueur grenouille",
            "Maison de la sorcière",
            "Piège : un membre piégé",
            "Position périlleuse : le membre est en danger",
            "6 ou plus le libère, moins l'élimine",
            "Il y a 9 marqueurs",
            "sous 0, l'orque meurt avec ses trésors",
            "de 0 à 2, il vit mais lâche ses trésors",
            "3 ou 4, il garde tout",
            "5 ou plus tue l'ennemi",
            "un elfe n'attaque que les orques qui portent",
            "un de ses trésors à l'un de vos trolls",
            "La Potion de vie",
            "Sur 1, le troll dévore l'orque ; sur 2 ou 3, le troll s'en va",
            "si vous les avez encore au début de votre tour suivant",
            "vous piochez 1 carte de plus (3 joueurs) ou 2 (4 joueurs)",
            "Une épreuve peut viser n'importe quel rival",
            "proposée aux rivaux à partir de votre gauche",
            "Chacun choisit 8 orques (3 joueurs) ou 6",
            "12 chacun à 2 joueurs, 8 à 3, 6 à 4",
            "Phase A : les épreuves",
            "Phase C : les attaques",
        ),
    },
}


@pytest.mark.parametrize("game", sorted(WORDS))
def test_the_key_rules_are_said_in_both_languages(game, lang):
    text = all_text(game)
    missing = [phrase for phrase in WORDS[game][lang] if phrase not in text]
    assert not missing, f"{game} ({lang}) never says: {missing}"


def test_every_page_is_whole_and_filled(lang):
    """Every page has a title and a text, every {reference} is filled, every key exists."""
    for game in GAMES:
        for title, text in rule_pages(game):
            assert title.strip() and len(text.strip()) > 80, (game, title)
            for piece in (title, text):
                assert "{" not in piece and "⟨" not in piece, f"{game}: unfilled field or missing key in {piece[:60]!r}"


def test_the_numbers_on_the_pages_are_the_engines():
    orc = load_yaml("orc.yaml")
    assert (orc["draws"]["single_end_play"], orc["draws"]["double_end_play"], orc["draws"]["discard"]) == (2, 1, 1)
    assert (orc["hands"]["first_player"], orc["hands"]["second_player"], orc["pile_size"]) == (1, 2, 4)
    orlog = load_yaml("orlog.yaml")
    assert (
        orlog["health_start"],
        orlog["health_max"],
        orlog["tokens_start"],
        orlog["rolls_per_round"],
        orlog["gods_per_player"],
        len(orlog["favors"]),
    ) == (15, 15, 0, 3, 3, 20)
    assert all(
        sorted(f for f, _ in die) == ["arrow", "axe", "axe", "hand", "helmet", "shield"]
        and sum(g for _, g in die) == 2
        and not any(g for f, g in die if f == "axe")
        for die in orlog["dice"]
    )
    ot = load_yaml("orcs_trolls.yaml")
    assert (ot["win_vp"], ot["hand_size"], ot["trial_target"], ot["markers"]) == (21, 9, 6, 9)
    assert ot["extra_draws"] == {2: 0, 3: 1, 4: 2}
    assert (ot["seduction"]["killed_at_most"], ot["seduction"]["leaves_at_most"]) == (1, 3)
    assert (ot["combat"]["dies_at_most"], ot["combat"]["loses_at_most"], ot["combat"]["kills_at_least"]) == (-1, 2, 5)
    assert len(ot["orcs"]) == 24 and [24 // n for n in (2, 3, 4)] == [12, 8, 6]
    text = all_text("orcs_trolls", {"max_rounds": 40})
    assert "40 rounds" in text and "150" not in text  # the round limit follows the game's option


def _favour_lines(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.startswith("• ") and " · " in line]


@pytest.mark.parametrize("options", [None, {"odin_priority": 3, "tyr_priority": 1}])
def test_the_favour_reference_lists_the_20_gods_with_the_priorities_of_the_data(lang, options):
    from orcdesk.games.orlog.engine import OrlogState

    data = load_yaml("orlog.yaml")["favors"]
    state = OrlogState.new(2, 1, options)
    prio = {g: entry["priority"] for g, entry in data.items()}
    prio["odin"] = state.options["odin_priority"]
    prio["tyr"] = state.options["tyr_priority"]
    page = next(text for title, text in rule_pages("orlog", options) if "20" in title)
    lines = _favour_lines(page)
    assert len(lines) == 20
    seen = []
    for god, entry in data.items():
        name = i18n.t(f"orlog.god.{god}.name")
        line = next(line for line in lines if f" · {name} (" in line)
        assert line.startswith(f"• {prio[god]} · {name} ("), line
        assert " / ".join(str(cost) for cost, _ in entry["tiers"]) in line, line
        assert i18n.t(f"orlog.god.{god}.text") in line
        seen.append(line)
    order = [int(line[2:].split(" · ")[0]) for line in lines]
    assert order == sorted(order), "the favours are listed in the order they resolve"
    before, after = page.index(i18n.t("rules.ref.orlog.before")[3:]), page.index(i18n.t("rules.ref.orlog.after")[3:])
    for line in lines:  # priorities 1-5 act before combat, 6-7 after
        assert (page.index(line) < after) == (int(line[2:].split(" · ")[0]) <= 5) and page.index(line) > before


def test_the_card_reference_lists_every_card_type_with_its_copies(lang):
    from orcdesk.games.orcs_trolls.cards import CARDS, ORC, TROLL

    text = all_text("orcs_trolls")
    copies: dict[str, int] = {}
    for c in range(CARDS.n_cards):
        if CARDS.kind[c] not in (ORC, TROLL):
            copies[CARDS.key[c]] = copies.get(CARDS.key[c], 0) + 1
    assert len(copies) == 30
    for key, n in copies.items():
        entry = f"• {i18n.t(f'orcs_trolls.card.{key}.name')} ×{n}"
        assert entry in text and i18n.t(f"orcs_trolls.card.{key}.text") in text, entry
    for trait in ("strength", "swimming", "agility", "charisma"):
        assert i18n.t(f"orcs_trolls.trait.{trait}.text") in text


def test_marks_lay_out_as_headings_and_list_items():
    pygame.font.init()
    lines, height = layout_text("## Head\nPlain text\n• an item long enough to wrap onto a second line", 20, 200)
    assert lines[0].bold and lines[0].text == "Head"
    items = [line for line in lines if line.x > 0]
    assert items and items[0].bullet and not any(line.bullet for line in items[1:]) and len(items) >= 2
    assert height >= lines[-1].y + lines[-1].height


# ---------------------------------------------------------------------------------------------- the screen
@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    from orcdesk.ui.app import App

    app = App(size=(1280, 720))
    yield app
    i18n.set_language("en")


def _open(app, size, game, from_menu=False):
    """The rules screen of ``game`` as a table opens it, or from the menu (a row of game buttons above)."""
    from orcdesk.ui.scenes.rules import RulesScene

    app.resize(size)
    scene = RulesScene(app, None if from_menu else game)
    app.stack.push(scene)
    scene.on_resize(size)
    if from_menu:
        scene.choose(game)
    return scene


@pytest.mark.parametrize("size, from_menu", [((1024, 600), False), ((1024, 600), True), ((1920, 1080), False)])
def test_every_page_shows_every_line_whole(app, size, from_menu, lang):
    """Every line of every page of every game is drawn whole in the text column, at once or by scrolling."""
    for game in GAMES:
        scene = _open(app, size, game, from_menu)
        for page in range(len(rule_pages(game))):
            scene.page = page
            scene._sync()
            scene.draw(app.screen)
            seen = set(scene.shown_lines)
            steps = 0
            while scene.scroll < scene.max_scroll:
                scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
                scene.draw(app.screen)
                seen |= scene.shown_lines
                steps += 1
                assert steps < 200
            assert seen == set(range(scene.line_count)), (
                f"{game} page {page + 1} at {size}: lines {sorted(set(range(scene.line_count)) - seen)} never shown whole"
            )
            assert scene.line_count > 2
        app.stack.pop()


def test_a_long_page_scrolls_with_the_wheel_and_keys_and_a_new_page_starts_at_the_top(app):
    scene = _open(app, (1024, 600), "orlog")
    scene.page = next(i for i, (title, _) in enumerate(rule_pages("orlog")) if "20" in title)
    scene._sync()
    scene.draw(app.screen)
    assert scene.max_scroll > 0 and scene.scroll == 0
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert scene.scroll > 0
    first = scene.scroll
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    assert scene.scroll > first
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    scene.draw(app.screen)
    assert scene.scroll == scene.max_scroll and scene.line_count - 1 in scene.shown_lines
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert scene.scroll == 0
    scene.scroll = scene.max_scroll
    scene.turn(-1)
    assert scene.scroll == 0


def test_every_rules_page_of_every_game_has_its_picture():
    """Each table draws the picture beside each of its rules pages (TableScene.rules_picture, its rules_art)."""
    pygame.init()
    for game_id, info in GAMES.items():
        for page in range(len(rule_pages(game_id))):
            picture = info.table_class().rules_picture(page, 400, 300)
            assert picture is not None and picture.get_size() == (400, 300), (game_id, page)
            assert picture.get_bounding_rect().w > 40, f"{game_id} page {page}: the picture is empty"
