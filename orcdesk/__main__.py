"""`python -m orcdesk` is the same as the `orcdesk` command."""
import sys

from orcdesk.cli import main

if __name__ == "__main__":
    sys.exit(main())
