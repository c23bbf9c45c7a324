"""One validating reader for everything GameBox reads: JSON text from files, positions, saves
and settings, and the numbers inside them. Nothing a file holds may raise anything but a
RecordError (or a clear default), and a refusal names the first thing wrong in words.

- `load_json(data)`: bytes or text to JSON, strictly UTF-8, bounded nesting and number size.
- `want_int`, `want_str`, `want_list`, `want_bool`, `want_choice`: typed fields with ranges.
- `ascii_int(text, what)`: a number typed by a person: plain ASCII digits only ("²", "٣" refused).
- `check_components(found, expected, name)`: every component present exactly as the setup deals.
- `show(value)`: a value quoted in a refusal, cut short.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from typing import Any, Callable, Sequence, TypeVar

from gamebox.core.errors import RecordError

MAX_DEPTH = 64  # a GameBox file nests a few levels; anything deeper is damage
MAX_INT_DIGITS = 30  # seeds are at most 19 digits; nothing we keep needs more
MAX_TEXT_BYTES = 32 * 1024 * 1024

_INT = re.compile(r"[+-]?[0-9]+\Z")
T = TypeVar("T")


class HugeNumber(float):
    """A JSON number with more digits than anything GameBox keeps: read as a value that every
    typed check refuses (so a settings field falls back to its default and a position is
    refused with a clear reason), never as a crash of int()'s 4,300-digit limit."""

    digits: int = 0

    def __repr__(self) -> str:
        return f"a number of {self.digits} digits" if self.digits else "a number too large to use"


def _huge(digits: int) -> HugeNumber:
    value = HugeNumber("inf")
    value.digits = digits
    return value


def _parse_int(text: str) -> int | HugeNumber:
    digits = len(text.lstrip("+-"))
    return _huge(digits) if digits > MAX_INT_DIGITS else int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    return value if math.isfinite(value) else _huge(0)


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)  # a JSON string (or one cut off)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def _depth_ok(text: str) -> bool:
    """Whether brackets nest at most MAX_DEPTH deep (strings skipped); json's own recursion
    would otherwise overflow the stack on a file nested 100,000 deep. The brackets outside
    strings are kept and their innermost pairs taken away, a level a pass (the regex and
    `str.replace` run at C speed: a loop over every character of a 31 MB file held the window
    for seconds). When a pass takes away less than half of what is left (deep nesting, brackets
    that do not pair), the brackets are counted one by one instead: passes over a file nested
    63 deep took four times as long as the count."""
    brackets = left = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(MAX_DEPTH):
        if not left:
            return True
        shorter = left.replace("[]", "").replace("{}", "")
        if 2 * len(shorter) > len(left):
            break  # little went (deep nesting, brackets that do not pair): counted one by one below
        left = shorter
    if not left:
        return True
    depth = 0
    for ch in brackets:
        if ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return False
        else:
            depth -= 1
    return True


def load_json(data: bytes | str, what: str = "the file") -> Any:
    """Parse JSON from bytes (strict UTF-8) or text; RecordError when it is not UTF-8, not JSON,
    nested deeper than MAX_DEPTH or larger than MAX_TEXT_BYTES. NaN, Infinity, 1e999 and numbers
    of more than MAX_INT_DIGITS digits are read as non-finite floats (HugeNumber for the huge
    ones): every `want_*` check refuses them, so callers default or refuse that one field."""
    if isinstance(data, (bytes, bytearray)):
        if len(data) > MAX_TEXT_BYTES:
            raise RecordError(f"{what} is far too large to be a GameBox file")
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError(f"{what} is not text in UTF-8: it may be damaged or not a GameBox file") from None
    else:
        text = data
    if text.startswith("\ufeff"):
        text = text[1:]
    if len(text) > MAX_TEXT_BYTES:
        raise RecordError(f"{what} is far too large to be a GameBox file")
    if not text.strip():
        raise RecordError(f"{what} is empty", plain="it is empty")
    if not _depth_ok(text):
        raise RecordError(f"{what} nests deeper than any GameBox file: it may be damaged")
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{what} is not valid JSON (line {exc.lineno}): it may be damaged") from None
    except (ValueError, RecursionError):
        raise RecordError(f"{what} is not valid JSON: it may be damaged") from None


def ascii_int(text: str, what: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number typed by a person or read from notation: optional sign, ASCII digits only,
    at most MAX_INT_DIGITS of them. Raises RecordError (a ValueError) naming `what`."""
    stripped = text.strip() if isinstance(text, str) else ""
    shown = repr(text) if len(repr(text)) <= 40 else repr(text)[:36] + "...'"  # (5,000 digits made a 5,107-character line)
    if not _INT.match(stripped):
        raise RecordError(f"{what} must be a whole number written with the digits 0-9, not {shown}")
    digits = stripped.lstrip("+-").lstrip("0") or "0"  # leading zeros are no part of its size
    if len(digits) > MAX_INT_DIGITS:  # written right, but far too large
        raise RecordError(f"{what} must be a whole number of at most {MAX_INT_DIGITS} digits, not {shown}")
    value = -int(digits) if stripped.startswith("-") else int(digits)
    _in_range(value, what, low, high)
    return value


def _in_range(value: int, what: str, low: int | None, high: int | None) -> None:
    if (low is not None and value < low) or (high is not None and value > high):
        if low is not None and high is not None:
            raise RecordError(f"{what} must be from {low} to {high}, not {value}")
        if low is not None:
            raise RecordError(f"{what} must be at least {low}, not {value}")
        raise RecordError(f"{what} must be at most {high}, not {value}")


def want_int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    """A JSON whole number (never a bool, nor a float such as -1.0, NaN or a huge number)
    within [low, high]."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{what} must be a whole number, not {_show(value)}")
    _in_range(value, what, low, high)
    return value


def want_float(value: Any, what: str, low: float, high: float) -> float:
    """A finite JSON number (int or float, never a bool) within [low, high]."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise RecordError(f"{what} must be a number, not {_show(value)}")
    if not low <= value <= high:
        raise RecordError(f"{what} must be from {low} to {high}, not {value}")
    return float(value)


def want_bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"{what} must be true or false, not {_show(value)}")
    return value


def want_str(value: Any, what: str, max_len: int = 200) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{what} must be a text, not {_show(value)}")
    if len(value) > max_len:
        raise RecordError(f"{what} is too long ({len(value)} characters)")
    return value


def want_choice(value: Any, what: str, choices: Sequence[T]) -> T:
    for choice in choices:
        if value == choice and type(value) is type(choice):
            return choice
    shown = ", ".join(json_shown(c) for c in choices[:8])
    raise RecordError(f"{what} must be one of {shown}, not {_show(value)}")


def want_list(value: Any, what: str, max_len: int | None = None, min_len: int = 0) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list, not {_show(value)}")
    if max_len is not None and len(value) > max_len:
        raise RecordError(f"{what}: {len(value)} entries, at most {max_len} are possible")
    if len(value) < min_len:
        raise RecordError(f"{what}: {len(value)} entries, at least {min_len} are needed")
    return value


def want_dict(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(f"{what} must be an object, not {json_shown(value)}")
    return value


def json_shown(value: Any, limit: int = 40) -> str:
    """A value of a JSON file as the file writes it (null, [], true, "1"): Python's None, [] and
    True read as a program's words in a refusal."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError, RecursionError):  # not a JSON value
        text = repr(value)
    return _cut(text, limit)


def field(data: dict[str, Any], key: str, what: str | None = None) -> Any:
    """data[key], or RecordError naming the missing field."""
    if key not in data:
        raise RecordError(f"the position has no {what or key}")
    return data[key]


def check_components(found: Counter[str], expected: Counter[str],
                     name: Callable[[str], str] = str) -> None:
    """Every component exactly as many times as the setup deals: RecordError names the first
    one missing, extra or unknown (in sorted order, so the message is stable)."""
    for key in sorted(set(found) | set(expected), key=str):
        have, want = found.get(key, 0), expected.get(key, 0)
        if have == want:
            continue
        label = name(key)
        if want == 0:
            raise RecordError(f"the position holds {label}, which is not part of this game")
        if have == 0:
            raise RecordError(f"the position is missing {label}")
        raise RecordError(f"the position holds {label} {have} times; the game has {want}")


def show(value: Any, limit: int = 40) -> str:
    """A value as a refusal quotes it: its repr, cut to `limit` characters."""
    return _cut(repr(value), limit)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def show_plain(value: Any, limit: int = 24) -> str:
    """A value as a player reads it back in a refusal: a text in curly quotes (cut when long),
    yes/no for a truth value, a number as written, anything else by what it is (a file's null,
    list or NaN had read "None", "[16]", "{'a': 1}", "nan")."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and not math.isfinite(value):  # (a HugeNumber too)
        return "a number too large to use" if value == value else "something that is not a number"
    kinds = {type(None): "nothing", list: "a list of values", dict: "a group of named values"}
    if type(value) in kinds:
        return kinds[type(value)]
    text = value if isinstance(value, str) else str(value)
    text = text if len(text) <= limit else text[:limit - 1] + "…"
    return f"“{text}”" if isinstance(value, str) else text


_show = json_shown  # the checks above quote a file's values as the file writes them
