"""The table: one scene that runs the frame contract, its model of what the viewer sees, its layout and drawing.

What a game adds to the table lives in :mod:`game.ui.games`, one package per game.
"""
