"""Speech: the table and the menus spoken aloud, for a player who cannot see the screen.

A pygame window has no accessibility tree, so the app speaks for itself.  Three
small parts, none of which imports pygame: :mod:`.words` builds every spoken
sentence (in one place, so the wording is tested and translated together),
:mod:`.queue` orders them by priority and cuts off what a newer line makes
stale, and :mod:`.voices` sends them to a screen reader when one runs, to the
system's own voice otherwise, or to a recording for the tests.
"""
