"""How many favor tokens a player will hold when the favor it is choosing resolves (the favor chooser's lit tiers).

Pure: it reads the observation (all dice are kept and shown during the favor choice, and the game's options are
public) and follows the engine's resolution order (orcdesk/games/orlog/engine.py, ``_build_queue``):

* a pre-combat favor (priority 1-5) is paid before combat: the pile now, plus the gilded faces when the option
  ``gilded_tokens_before_prefavors`` (default) collects them first;
* a post-combat favor (Thor, Idunn, Odin) is paid after the steals: the pile, plus the gilded faces, plus the
  tokens one's hands steal, less those the opponent's hands steal (coin holder steals first, each hand takes one
  token while the victim has one; ``token_cap`` caps every gain).

The opponent's favor is secret while one chooses, so the estimate assumes it changes nothing (no Loki ban,
no Skuld or Tyr destroying tokens, no Var...). Nothing here uses pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from orcdesk.games.orlog.engine import favor_priority


@dataclass(frozen=True)
class TokenForecast:
    """Tokens at the moment a favor resolves, and where they come from."""

    have: int  # the pile now
    gilded: int  # gilded faces collected before the favor
    stolen: int  # taken by one's hands before the favor
    lost: int  # taken by the opponent's hands before the favor
    total: int  # what the favor can spend


def _gilded(player: dict) -> int:
    return sum(1 for d in player["dice"] if d["face"] and d["gilded"] and not d["banned"])


def _hands(player: dict) -> int:
    return sum(1 for d in player["dice"] if d["face"] == "hand" and not d["banned"])


def forecast(obs: dict, seat: int, post_combat: bool, options: dict) -> TokenForecast:
    """Tokens ``seat`` holds when its favor resolves: before combat, or after the steals (``post_combat``)."""
    players = obs["players"]
    cap = options.get("token_cap")
    tokens = [p["tokens"] for p in players]
    have = tokens[seat]
    gained = [0, 0]

    def gain(s: int, n: int) -> None:
        total = tokens[s] + n
        if cap is not None:
            total = min(cap, total)
        gained[s] += total - tokens[s]
        tokens[s] = total

    if not post_combat:
        if options.get("gilded_tokens_before_prefavors", True):
            gain(seat, _gilded(players[seat]))
        return TokenForecast(have, gained[seat], 0, 0, tokens[seat])
    coin = obs["coin"] if obs.get("coin") is not None else 0
    for s in (coin, 1 - coin):
        gain(s, _gilded(players[s]))
    gilded = gained[seat]
    stolen = lost = 0
    for thief in (coin, 1 - coin):  # the coin holder steals first
        victim = 1 - thief
        n = min(_hands(players[thief]), tokens[victim])
        if not n:
            continue
        tokens[victim] -= n
        before = tokens[thief]
        gain(thief, n)
        if thief == seat:
            stolen += tokens[thief] - before
        else:
            lost += n
    return TokenForecast(have, gilded, stolen, lost, tokens[seat])


def favor_forecasts(obs: dict, seat: int) -> dict[str, TokenForecast]:
    """The forecast for each of ``seat``'s gods, from ``seat``'s observation ``obs`` (by the god's priority with
    the game's options: pre- or post-combat)."""
    options = obs["options"]
    gods = obs["players"][seat]["gods"] or []
    out = {}
    for god in gods:
        out[god] = forecast(obs, seat, favor_priority(god, options) > 5, options)
    return out
