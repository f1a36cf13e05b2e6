"""The pygame-ce front end: scenes on a stack, a table that animates engine events.

The UI drives the engine only through its public protocol (``legal_actions``,
``can``/``why_not``, ``apply`` and the events it returns); it never decides a
rule itself.  Importing this package does not open a window: :class:`App` does.
"""

from __future__ import annotations
