"""GameBox views: PySide6 widgets and one QGraphicsScene per game."""
