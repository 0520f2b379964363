"""Orlog: engine, greedy policy and search agent."""
