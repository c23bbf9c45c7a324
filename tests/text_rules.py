"""What player-facing text must never hold: the one place for these patterns.

Used by every test that checks words a player reads (move log sentences, status lines,
refusal reasons, end screens, dialogs, rules pages). Rule ids (G5, S4...), move notation,
file paths and CLI commands belong in code, tests and docs/, never on the screen.
"""

from __future__ import annotations

import re

JARGON: dict[str, re.Pattern[str]] = {
    # decision and rule ids: "(S5)", "T3", "GameBox reading (G6)", "R8"
    "rule id": re.compile(r"\b[GSRKT]\d{1,2}\b"),
    "decision label": re.compile(r"GameBox reading", re.IGNORECASE),
    # move notation of the five games
    "card code": re.compile(r"\b[RBYG](?:1[0-5]|[1-9])\b"),
    "hyphenated card id": re.compile(
        r"\b(?:red|blue|yellow|green)-(?:[a-z]+)\b|\b(?:single|pair|three|four)-(?:red|blue|of)\b"),
    "pyramid spot": re.compile(r"@\s*\d+\.\d+"),
    "grid offset": re.compile(r"-?\d+\s*,\s*-?\d+\s+r\d|\bplace\s+-?\d|\br(?:90|180|270)\b"),
    "tap order": re.compile(r"\btap\s+\d(?:,\d)+"),
    "payment code": re.compile(r"\bpay\s+\d+(?:\.\d+)+"),
    "facing code": re.compile(r"\bface\s+[nesw]\b"),
    "notation verb": re.compile(r"^(?:play|tap|act|end|apple|robot|place|face|walk|take|leave|call|catch|"
                                r"bargain|draw|pass|flee|eat|declare)\s+\S", re.IGNORECASE),
    # files and commands
    "file path": re.compile(r"(?:[A-Za-z]:\\|~/|(?:/[\w.-]+){2,}|\b[\w-]+\.(?:json|py|md|txt|tmp)\b)"),
    "command line": re.compile(r"gamebox-cli|--[a-z][\w-]+|\bpython -m\b"),
    # seats are named, never numbered from zero
    "seat number": re.compile(r"\bseat\s*\d|\bPlayer 0\b"),
    # a seat named as the start of a sentence in the middle of one
    "capital You mid-sentence": re.compile(r"[;,a-z0-9)]\s+(?:You|Your)\b"),
    # a count of one with a plural noun or verb: "1 bananas", "1 Ground Gorilla need"
    "plural after one": re.compile(r"\b1 (?:[A-Z]\w+ )?(?:cards|apples|bananas|plays|counters|points|turns|moves"
                                   r"|Gorillas|players|boxes)\b"),
    # a count of none read as a figure in a sentence: "0 counters were gathered", "from 0 counters"
    "zero as a figure": re.compile(r"\b0 (?:Ground |TRIO )?(?:cards|apples|bananas|counters|Gorillas|boxes|turns|moves)\b"
                                   r"|\b0 from your\b|\byou hold 0\b|\b0 in hand\b"),
    "plural verb after one": re.compile(r"\b1 (?:[A-Z]\w+ )?[A-Za-z]+ (?:need|have|are|were)\b"),
    # a sentence after a full stop starts with a capital: "Careful. the deck is empty" read as a slip
    "small letter after a full stop": re.compile(r"[\w)\"”’]\.\s+[a-z]"),
    # "a 8", "an 7": the article as the number is said aloud ("an 8", "an 11", "a 7")
    "article before a number": re.compile(r"\b[Aa] (?:8\d*|11|18)\b|\b[Aa]n (?:[0-79]|1[02-79]|[2-79]\d)\b"),
    # a card's name lower-cased by str.capitalize(): "The yellow gorilla goes only..."
    "Gorilla card in small letters": re.compile(r"\b(?:red|blue|yellow|green) gorilla\b"),
    # code leaking through
    "code": re.compile(r"Traceback|\bNone\b|\bTrue\b|\bFalse\b|\{\w+\}|\w+Error\b|\bself\."),
}

# the notation verb pattern applies to whole sentences only, not to words inside them
_SENTENCE_ONLY = {"notation verb"}


def jargon_in(text: str, sentence: bool = True) -> list[str]:
    """The kinds of jargon found in `text` (empty when it reads as plain words)."""
    found = []
    for kind, pattern in JARGON.items():
        if kind in _SENTENCE_ONLY and not sentence:
            continue
        if pattern.search(text):
            found.append(f"{kind}: {pattern.search(text).group(0)!r}")  # type: ignore[union-attr]
    return found


def assert_plain(text: str, where: str, sentence: bool = True) -> None:
    problems = jargon_in(text, sentence)
    assert not problems, f"{where}: {text!r} does not read as plain words ({'; '.join(problems)})"
