"""One package a game: state, moves, rules, notation, setup data."""
