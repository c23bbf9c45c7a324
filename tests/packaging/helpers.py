"""Load the packaging scripts (packaging/ is not a Python package: its name would shadow PyPI's)."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    """Import packaging/<name>.py under the module name `gamebox_packaging_<name>`."""
    module_name = f"gamebox_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


def version() -> str:
    match = re.search(
        r'^__version__\s*=\s*"([^"]+)"', (ROOT / "gamebox" / "__init__.py").read_text(), re.MULTILINE
    )
    assert match
    return match.group(1)
