"""The lab: the developers' tools for measuring the computer players, kept apart from the app.

Nothing here ships: the wheel and the frozen app carry ``game`` alone (``tests/test_lab_apart.py`` checks
both).  The lab imports the app's engine and bots; the app never imports the lab.

- :mod:`lab.tournament`: levels against each other, game by game; writes ``docs/ai.md``
  (``plan``, ``run``, ``report``, and the ``journal`` of every play, stamped by :mod:`lab.behaviour`)
- :mod:`lab.arena`: our levels against OpenSpiel's ISMCTS (the ``[peer]`` extra), with its bridge and report;
  how it plays and how the two rule sets differ: ``lab/arena.md``
- :mod:`lab.probe`: one decision judged by many play-outs, level against level
- :mod:`lab.belief`: how well a seat's sampled worlds place the opponents' hidden cards, plain against read
- :mod:`lab.rollout_duel`: one search against itself rolling out otherwise, or seeing every hand
- :mod:`lab.bench`: the speed budgets (engine, search, the table's frames, start-up)
- :mod:`lab.judging`: the one judge asked twice (how often it agrees with itself) and the hint's time to answer
- :mod:`lab.trace`: a seeded hand as text, for the golden traces
- :mod:`lab.measures`, :mod:`lab.stats`: what counts as doing well in each game; intervals for small samples
- ``lab/experiments/``: the dated notes of what was tried on the bots, one file per experiment
"""
