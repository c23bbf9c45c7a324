"""Entry script of the frozen `gamebox-cli`: `gamebox.cli:main`, the same as the console script."""

from __future__ import annotations

import sys

from gamebox.cli import main

if __name__ == "__main__":
    sys.exit(main())
