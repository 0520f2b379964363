"""Orcs & Trolls (2-4 players): rules engine (engine.py), card data (cards.py), greedy player (greedy.py)."""
