"""The toolkit every scene stands on: the frame loop and scene stack, intents, tweens, widgets, theme, sound, settings.

Nothing here knows a game or a table; the scenes, the table and the per-game parts depend on it, never the reverse.
"""
