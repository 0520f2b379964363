"""Orlog: a favor tier the expected tokens may not pay stays a choice, but says it may fizzle (issue 13 §5)."""

from orcdesk.ui.tables.orlog.art import god_info
from tests.ui_driver import orlog_table_at_favor


def test_unaffordable_tiers_warn_and_affordable_ones_do_not():
    app, table = orlog_table_at_favor(1)
    tiers = [r for r in table.hit_regions() if r.target[0] == "tier"]
    assert tiers
    for region in tiers:
        _, god, tier = region.target
        cost = god_info(god)["tiers"][tier - 1][0]
        tokens = table.expected_tokens(god)  # each god its own: Thor, Idunn and Odin come after the steals
        assert region.legal, "an unaffordable tier is still a choice"
        assert bool(region.tooltip) == (cost > tokens), (god, tier, cost, tokens, region.tooltip)
