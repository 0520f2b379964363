"""``orcdesk review FILE [--seat N] [--json]``: a review of a game record, printed. The reviewer itself is
orcdesk.ai.review (the window runs it too, in a helper process).
"""

from __future__ import annotations

import json

from orcdesk.ai.review import Review, review_record
from orcdesk.core.match import Record


def format_review(review: Review) -> str:
    lines = [
        f"{review.game}: {review.decisions} decisions of seat(s) {', '.join(map(str, review.seats))}, "
        f"{review.mistakes} mistakes, {review.blunders} blunders ({review.seconds:.1f} s)"
    ]
    for m in review.marks:
        cost = f"-{m.points_lost:g} points" if m.points_lost is not None else f"-{m.loss * 100:.0f} % win chance"
        lines.append(
            f"move {m.move + 1:>3}  seat {m.seat}  {m.kind:<8} played {m.played!r} "
            f"({m.value_played * 100:.0f} %), better {m.best!r} ({m.value_best * 100:.0f} %): {cost}"
        )
    return "\n".join(lines)


def run_review(record: Record, seat: int | None = None, as_json: bool = False) -> int:
    review = review_record(record, None if seat is None else [seat])
    print(json.dumps(review.to_json()) if as_json else format_review(review))
    return 0


__all__ = ["format_review", "run_review"]
