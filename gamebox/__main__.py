"""`python -m gamebox` opens the GUI (same as the `gamebox` command)."""

from ui.app import main

raise SystemExit(main())
