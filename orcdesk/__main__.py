"""`python -m orcdesk` is the same as the `orcdesk` command (and the entry of the PyInstaller build)."""

import multiprocessing
import sys

from orcdesk.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the frozen app starts AI worker processes through this same entry
    sys.exit(main())
