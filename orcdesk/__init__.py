"""orcdesk: a desktop table for five orc-themed tabletop games, with AI opponents."""

__version__ = "0.1.0"
