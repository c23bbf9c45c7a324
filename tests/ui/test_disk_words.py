"""Why a write failed, in words that read after "GameBox could not write this game to the disk:"."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from ui.disk_words import _REASONS, disk_reason


@pytest.mark.parametrize("code", sorted(_REASONS))
def test_every_reason_reads_after_gamebox_could_not_write(code: int) -> None:
    reason = disk_reason(OSError(code, "system words"))
    assert "GameBox" not in reason and "system words" not in reason and not reason.endswith(".")


def test_a_folder_that_is_there_is_not_called_missing(tmp_path: Path) -> None:
    there = OSError(errno.ENOENT, "No such file or directory", str(tmp_path / "game.json"))
    assert disk_reason(there) == "that folder takes no new files"
    gone = OSError(errno.ENOENT, "No such file or directory", str(tmp_path / "gone" / "game.json"))
    assert disk_reason(gone) == "its folder is missing"
    assert disk_reason(OSError(errno.ENOENT, "No such file or directory")) == "its folder is missing"
    assert disk_reason(ValueError("odd")) == "the disk refused it"


def test_a_save_is_not_written_over_a_pipe(tmp_path: Path) -> None:
    """Save as over a named pipe replaced it with the save and said "Saved"."""
    import os

    from gamebox.core.records import NotReadable
    from gamebox.registry import get_info
    from gamebox.session import GameSession
    from ui.files import write_save

    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    info = get_info("trio")
    session = GameSession(info, info.make_config(2), 3, ["human", "computer"])
    with pytest.raises(NotReadable) as caught:
        write_save(pipe, session.to_record())
    assert disk_reason(caught.value) == "a folder, a pipe or a device has that name, not a file"
    assert pipe.is_fifo()
    plain = tmp_path / "plain.json"
    write_save(plain, session.to_record())
    write_save(plain, session.to_record())  # a file there already is written over
    assert plain.is_file()
