"""An AI helper process exits when the app that started it dies (issue 13 §6: after a force-quit, three AI
processes were left behind each time)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

APP = """
import sys, time
import orcdesk.ai


class SlowAgent:
    # a search that would run for a minute, asking should_stop as real searches do
    def should_stop(self):
        return False

    def choose(self, state, seat):
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not self.should_stop():
            time.sleep(0.01)
        return state.legal_actions(seat)[0]


if __name__ == "__mp_main__":  # in the helper process (spawn imports this file under that name)
    orcdesk.ai.make_agent = lambda kind, game_id, seed=0: SlowAgent()

if __name__ == "__main__":
    from orcdesk.ai.worker import Thinker
    from orcdesk.games import get_game
    thinker = Thinker("orc")
    if sys.argv[1] == "busy":  # searching when the app dies
        state = get_game("orc").state_class().new(2, 1)
        thinker.start(state, state.to_act()[0], "hard")
    print(thinker._process.pid, flush=True)
    time.sleep(120)
"""


def alive(pid: int) -> bool:
    """Running (a zombie waiting for a reaper counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX; Windows uses the same parent check")
@pytest.mark.parametrize("mode", ["idle", "busy"])
def test_worker_exits_within_seconds_when_the_app_is_killed(mode, tmp_path):
    script = tmp_path / "app.py"
    script.write_text(APP)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    app = subprocess.Popen([sys.executable, str(script), mode], stdout=subprocess.PIPE, env=env, text=True)
    try:
        worker = int(app.stdout.readline())
        time.sleep(0.5)
        assert alive(worker)
    finally:
        app.kill()
        app.wait()
    deadline = time.monotonic() + 5.0
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    still = alive(worker)
    if still:
        os.kill(worker, signal.SIGKILL)
    assert not still, "the AI process outlived the app"
