"""Why the disk refused a write, in a player's words (the system's own, "File exists" or
"Errno 17", read as if something had gone right)."""

from __future__ import annotations

import errno
from pathlib import Path

from gamebox.core.records import NotReadable

_REASONS: dict[int, str] = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "your share of the disk is used up",
    errno.EROFS: "the disk can only be read",
    errno.EACCES: "writing there is not allowed",  # after "GameBox could not write ...": no second GameBox
    errno.EPERM: "writing there is not allowed",
    errno.EEXIST: "a file stands where a folder should be",
    errno.ENOTDIR: "a file stands where a folder should be",
    errno.EISDIR: "a folder stands where a file should be",
    errno.ENAMETOOLONG: "the name is too long for the disk",
    errno.ENOENT: "its folder is missing",
    errno.EIO: "the disk reported an error",
}


def disk_reason(exc: BaseException) -> str:
    """Why a write failed, in plain words without a full stop ("the disk is full")."""
    if isinstance(exc, NotReadable):
        return "a folder, a pipe or a device has that name, not a file"
    code = getattr(exc, "errno", None)
    if not isinstance(code, int):
        return "the disk refused it"
    if code == errno.ENOENT and _folder_there(getattr(exc, "filename", None)):
        return "that folder takes no new files"  # (a system folder such as /proc: "missing" it was not)
    return _REASONS.get(code, "the disk refused it")


def _folder_there(name: object) -> bool:
    try:
        return isinstance(name, (str, Path)) and bool(str(name)) and Path(name).parent.is_dir()
    except OSError:
        return False


LONGEST_NAME = 60  # characters of a file's name a message shows (a 252-character one ran off the screen)


def file_name(name: str) -> str:
    """A file's name as a message shows it: a very long one loses its middle to an ellipsis."""
    if len(name) <= LONGEST_NAME:
        return name
    half = (LONGEST_NAME - 1) // 2
    return f"{name[:half]}…{name[-half:]}"
