import logging
import warnings

from orcdesk.app import logs


def test_rotating_log_file(tmp_path, capsys):
    path = logs.setup_logging(tmp_path, max_bytes=2000, backups=2)
    try:
        assert path == tmp_path / "orcdesk.log" and logs.log_path() == path
        log = logs.get_logger("test")
        assert log.name == "orcdesk.test"
        for i in range(200):
            log.info("line %d with some padding to fill the file quickly", i)
        names = sorted(p.name for p in tmp_path.iterdir())
        assert names == ["orcdesk.log", "orcdesk.log.1", "orcdesk.log.2"]
        assert "line 199" in path.read_text()
        assert all(p.stat().st_size <= 2000 for p in tmp_path.iterdir())
        warnings.warn("a library grumbles")
        assert "a library grumbles" in path.read_text()
        out = capsys.readouterr()
        assert out.out == "" and out.err == "", "nothing on the console"
    finally:
        logs.setup_logging(tmp_path / "other")


def test_setup_twice_keeps_one_handler(tmp_path):
    logs.setup_logging(tmp_path / "a")
    logs.setup_logging(tmp_path / "b")
    handlers = [h for h in logging.getLogger("orcdesk").handlers if isinstance(h, logging.FileHandler)]
    assert len(handlers) == 1 and handlers[0].baseFilename == str(tmp_path / "b" / "orcdesk.log")


def test_unwritable_folder_does_not_stop_the_app(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert logs.setup_logging(blocker / "logs") is None
    logs.get_logger("x").error("goes nowhere")
    assert logs.log_path() is None
