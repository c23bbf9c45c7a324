"""Where the card in hand may go (S5), kept up to date move by move instead of rescanning.

The table is held as bit masks per column: bit `y + OFF` of `occ[x + OFF]` is set when box
(x, y) is on the table, of `blk[x + OFF]` when a mango counter or a pawn lies there (only
columns that hold something are keys; both masks share one integer per column). A card's top-left may go on (x, y) when its 2x2 window
touches a box and covers no counter and no pawn, so the open spots of window column u are

    touch = occ[u] | occ[u + 1];  touch |= touch >> 1
    block = blk[u] | blk[u + 1];  block |= block >> 1
    open  = touch & ~block

A card, a counter or a pawn changes at most three window columns, so a move recomputes those
columns only. Each column keeps its placements as a tuple of shared `Place` moves (every
rotation of every open spot, top to bottom). The list of legal
placements is the concatenation of the columns: the same moves, in the same order (x, then y,
then rotation), as a full rescan of the table gives (tests/games/sifaka/test_sifaka_fast.py).

Coordinates stay within +-LIMIT: 48 terrain cards, each covering a box already down, cannot
reach farther from the Hut square (the position reader refuses anything else).
"""

from __future__ import annotations

from collections.abc import Iterable

from gamebox.games.sifaka.deck import ROTATIONS
from gamebox.games.sifaka.moves import Place

Cell = tuple[int, int]
OFF = 64  # column index = x + OFF, bit = y + OFF
LIMIT = 60  # every box of a position has -LIMIT <= x, y < LIMIT
HIGH = 2 * OFF  # a column's blocked boxes sit this many bits above its occupied ones
LOW = (1 << HIGH) - 1
_MAX_CACHE = 200_000

_places: dict[Cell, tuple[Place, ...]] = {}
_chunks: dict[int, tuple[Place, ...]] = {}  # (column, byte number, byte) -> its placements
_columns: dict[int, tuple[Place, ...]] = {}  # (mask, column) -> the column's placements


def places_at(x: int, y: int) -> tuple[Place, ...]:
    """The four placements with top-left (x, y), one per rotation (shared objects)."""
    found = _places.get((x, y))
    if found is None:
        found = _places[(x, y)] = tuple(Place(x, y, r) for r in ROTATIONS)
    return found


def _chunk(u: int, k: int, byte: int) -> tuple[Place, ...]:
    key = (u << 12) | (k << 8) | byte
    found = _chunks.get(key)
    if found is None:
        out: list[Place] = []
        for bit in range(8):
            if byte >> bit & 1:
                out += places_at(u - OFF, 8 * k + bit - OFF)
        found = _chunks[key] = tuple(out)
    return found


def column_places(u: int, mask: int) -> tuple[Place, ...]:
    """Every placement of window column u whose spot bit is set in mask, top to bottom."""
    key = (mask << 7) | u
    found = _columns.get(key)
    if found is not None:
        return found
    out: tuple[Place, ...] = ()
    rest = mask
    while rest:
        k = (rest & -rest).bit_length() - 1 >> 3
        out += _chunk(u, k, rest >> 8 * k & 255)
        rest &= ~(255 << 8 * k)
    if len(_columns) > _MAX_CACHE:
        _columns.clear()
    _columns[key] = out
    return out


def in_range(x: int, y: int) -> bool:
    return -LIMIT <= x < LIMIT and -LIMIT <= y < LIMIT


class SpotIndex:
    """The open spots of one table (immutable once built: `changed` makes a new one).

    Sparse: only columns holding something are keys. `bits[u]` holds column u's occupancy in
    its low HIGH bits and its blocked boxes above them, so one OR of two columns combines both;
    `cols[w]` holds window column w's open spot mask and its placements."""

    __slots__ = ("bits", "cols", "order")

    def __init__(self, bits: dict[int, int], cols: dict[int, tuple[int, tuple[Place, ...]]],
                 order: tuple[int, ...] | None = None) -> None:
        self.bits = bits
        self.cols = cols  # window column -> (open spot mask, its placements); no empty ones
        self.order = tuple(sorted(cols)) if order is None else order  # the keys of cols, sorted

    @staticmethod
    def build(boxes: Iterable[Cell], blocked: Iterable[Cell]) -> SpotIndex:
        """From the boxes on the table and those holding a mango counter or a pawn."""
        bits: dict[int, int] = {}
        for x, y in boxes:
            bits[x + OFF] = bits.get(x + OFF, 0) | 1 << (y + OFF)
        for x, y in blocked:
            bits[x + OFF] = bits.get(x + OFF, 0) | 1 << (y + OFF + HIGH)
        return _with_columns(bits, {}, {w for c in bits for w in (c - 1, c)})

    def changed(self, card: Cell | None, blocks: Iterable[tuple[Cell, bool]]) -> SpotIndex:
        """The index after a card went down with its top-left on `card` (or None) and the
        given boxes became blocked (True: a counter or a pawn came) or free (False)."""
        bits = self.bits
        copied = False
        dirty: list[int] = []
        if card is not None:  # window column w reads columns w and w + 1
            u, new = card[0] + OFF, 3 << (card[1] + OFF)
            left, right = bits.get(u, 0), bits.get(u + 1, 0)
            if left | new != left or right | new != right:
                bits, copied = bits.copy(), True
                bits[u], bits[u + 1] = left | new, right | new
                dirty.append(u)
                if left | new != left:
                    dirty.append(u - 1)
                if right | new != right:
                    dirty.append(u + 1)
        for (x, y), on in blocks:
            u, bit = x + OFF, 1 << (y + OFF + HIGH)
            had = bits.get(u, 0)
            if bool(had & bit) == on:
                continue
            if not copied:
                bits, copied = bits.copy(), True
            bits[u] = had ^ bit
            dirty += (u - 1, u)
        if not dirty:
            return self
        return _with_columns(bits, self.cols.copy(), set(dirty), self.order)

    def is_open(self, x: int, y: int) -> bool:
        found = self.cols.get(x + OFF)
        return found is not None and in_range(x, y) and bool(found[0] >> (y + OFF) & 1)

    def placements(self) -> list[Place]:
        """Every legal placement (x, then y, then rotation)."""
        cols = self.cols
        out: list[Place] = []
        for u in self.order:
            out += cols[u][1]
        return out

    def spots(self) -> list[Cell]:
        """Every open top-left box, sorted by x then y."""
        return [(p.x, p.y) for p in self.placements()[::len(ROTATIONS)]]


def _with_columns(bits: dict[int, int], cols: dict[int, tuple[int, tuple[Place, ...]]],
                  dirty: set[int], order: tuple[int, ...] | None = None) -> SpotIndex:
    """A new index whose window columns `dirty` are recomputed (cols is its own copy; `order`
    the sorted columns before, kept when no column opens or closes)."""
    get = bits.get
    for u in dirty:
        both = get(u, 0) | get(u + 1, 0)
        touch = both & LOW
        block = both >> HIGH
        mask = (touch | touch >> 1) & ~(block | block >> 1)
        old = cols.get(u)
        if mask:
            if old is None:
                order = None  # a column opens
            if old is None or old[0] != mask:
                cols[u] = (mask, _columns.get((mask << 7) | u) or column_places(u, mask))
        elif old is not None:
            del cols[u]
            order = None  # a column closes
    return SpotIndex(bits, cols, order)
