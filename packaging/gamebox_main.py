"""Entry script of the frozen app: the same `ui.app:main` as the `gamebox` gui-script in pyproject."""

from __future__ import annotations

import sys

from ui.app import main

if __name__ == "__main__":
    sys.exit(main())
