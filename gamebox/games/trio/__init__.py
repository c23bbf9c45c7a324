"""TRIO: the two-player column game (rules completed by GameBox, DECISIONS.md T1-T7)."""
