"""Orc (2 players): rules engine and greedy policy."""
