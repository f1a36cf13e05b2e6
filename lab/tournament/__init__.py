"""Seeded computer-only tournaments, in four parts: the plan, the play, the journal, the report.

``python -m lab.tournament`` (:mod:`.run`) plays the plan (:mod:`.plan`) that the journal (:mod:`.journal`)
does not hold yet and writes ``docs/ai.md`` from every play (:mod:`.report`).
"""
