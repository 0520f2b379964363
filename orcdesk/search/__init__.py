"""The search library: game-free agents and searches every game's AI builds on. It sits below the games and
imports only :mod:`orcdesk.core` (a test checks it), so a game's own search module may use it freely.

* :mod:`~orcdesk.search.agents`: ``Agent`` (choose / react / reaction delay), ``RandomAgent``,
  ``GreedyAgent``, ``Dilution`` (how a gentler level errs), ``DilutedGreedyAgent``, ``Reaction``;
* :mod:`~orcdesk.search.mcts`: information-set MCTS (``ismcts``, ``SearchAgent``), secret simultaneous
  choices by regret matching;
* :mod:`~orcdesk.search.flat`: flat Monte Carlo over determinizations;
* :mod:`~orcdesk.search.params`: the tree search's knobs (``SearchParams``).

The agent factories that pick a game's agent for a level (``data/ai.yaml``) are :mod:`orcdesk.ai`, above the
games.
"""
