"""The scenes around the table: title, new game, settings, statistics, rules, pause, score sheet, resume, selftest.

A scene opens the table through :mod:`game.ui.table.factory` and never reaches into it.
"""
