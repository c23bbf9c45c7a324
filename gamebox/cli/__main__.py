"""python -m gamebox.cli: the same as the gamebox-cli command."""

import sys

from gamebox.cli import main

sys.exit(main())
