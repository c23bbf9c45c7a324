"""The README's `gamebox-cli` examples work as written.

Every line of the README's code blocks that starts with `gamebox-cli` is run, in the order
the README gives them, in one empty folder (so `> pos.json` in one example feeds the next),
with this checkout's gamebox on the path. A line may end with `> FILE` and a `# comment`;
anything else a shell would do (pipes, `&&`, variables) is refused, so examples stay
copyable on every system.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
SHELL_SYNTAX = re.compile(r"[|&;<`$()]")


def code_blocks(text: str) -> list[str]:
    return re.findall(r"^```[^\n]*\n(.*?)^```", text, re.MULTILINE | re.DOTALL)


def cli_examples(text: str) -> list[str]:
    return [line.strip() for block in code_blocks(text) for line in block.splitlines()
            if line.strip().startswith("gamebox-cli ")]


def split_example(line: str) -> tuple[list[str], str | None]:
    """(arguments after gamebox-cli, file its output goes to)."""
    words = shlex.split(line, comments=True)
    unquoted = " ".join(shlex.split(line, comments=True, posix=False))
    outside_quotes = re.sub(r"\"[^\"]*\"|'[^']*'", "", unquoted)
    assert not SHELL_SYNTAX.search(outside_quotes), f"README example uses shell syntax beyond '> FILE': {line}"
    target = None
    if ">" in words:
        at = words.index(">")
        assert at == len(words) - 2, f"README example: '> FILE' must end the line: {line}"
        target = words[at + 1]
        words = words[:at]
    assert words[0] == "gamebox-cli"
    return words[1:], target


def test_the_readme_has_cli_examples() -> None:
    examples = cli_examples(README.read_text(encoding="utf-8"))
    assert len(examples) >= 4
    assert {split_example(line)[0][0] for line in examples} >= {"games", "new", "legal", "play"}


def test_example_parsing() -> None:
    text = "x\n```\ngamebox-cli new trio --seed 3 > pos.json   # a comment\nls\n```\n"
    assert cli_examples(text) == ["gamebox-cli new trio --seed 3 > pos.json   # a comment"]
    assert split_example(cli_examples(text)[0]) == (["new", "trio", "--seed", "3"], "pos.json")
    assert split_example('gamebox-cli play trio --moves "a; b"') == (["play", "trio", "--moves", "a; b"], None)
    with pytest.raises(AssertionError):
        split_example("gamebox-cli games | head")


def test_every_readme_cli_example_runs(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
           "PYTHONUTF8": "1"}
    for line in cli_examples(README.read_text(encoding="utf-8")):
        args, target = split_example(line)
        done = subprocess.run([sys.executable, "-m", "gamebox.cli", *args], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300, check=False)
        assert done.returncode == 0, f"README example failed: {line}\n{done.stderr}"
        assert done.stdout.strip(), f"README example printed nothing: {line}"
        if target is not None:
            (tmp_path / target).write_text(done.stdout, encoding="utf-8")
