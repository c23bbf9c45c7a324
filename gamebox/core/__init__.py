"""What every game shares: the contract, errors, events, seeded RNG, notation, records.

core imports nothing else of GameBox and no Qt.
"""
