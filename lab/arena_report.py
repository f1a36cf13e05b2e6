"""What an arena run (:mod:`lab.arena`) shows: the edge over the peer, and where the points go.

Kept apart from the arena so it reads plain records and needs no OpenSpiel:
a run written with ``--records`` is reported on again, and the test suite
checks the sums on made-up plays.

The edge is our score minus the mean of the peer seats' in the same hand,
averaged first over the four seatings of a deal (they share the cards, so they
are not independent) and then over deals, with Student's t interval over the
deals.  Oh Hell's English scoring pays a point a trick plus 10 for a made bid,
so the edge splits exactly into what made bids bring and what tricks bring;
the rest of the report breaks the bids down further (missed over or under, by
hand size, by place in the bidding, and against the peer's own bids with the
very same cards).
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.sim import percentile

from .stats import Interval, t_interval

BONUS = 10
"""Points for a made bid on top of a point a trick: English scoring and OpenSpiel's default alike."""

SIZES = ((1, 3), (4, 6), (7, 9), (10, 12))
"""Hand sizes grouped for the breakdown: OpenSpiel deals 1 to 12 cards to four players."""

BIDS = ((0, 0), (1, 1), (2, 2), (3, 12))
"""Bids grouped for the breakdown."""


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat's hand: whether it was ours, its bid, the tricks it took, its score, and its place in the
    bidding (0 bids first, the last place is the hooked dealer)."""

    ours: bool
    bid: int
    took: int
    score: int
    order: int

    @property
    def made(self) -> bool:
        return self.bid == self.took


@dataclass(frozen=True, slots=True)
class Timing:
    """One decision that had a choice: whose, in which phase (``bid`` or ``play``), how long it took, and for
    ours the points our search expected from the hand with the action it chose (``None`` without a search)."""

    ours: bool
    phase: str
    ms: float
    expected: float | None = None


@dataclass(frozen=True, slots=True)
class Play:
    """One deal played once, ours in ``our_seat``."""

    deal: int
    our_seat: int
    tricks: int
    seats: tuple[Seat, ...]
    timings: tuple[Timing, ...]

    def edge(self) -> float:
        """Our score minus the peer seats' mean."""
        theirs = [s.score for s in self.seats if not s.ours]
        return self.seats[self.our_seat].score - statistics.fmean(theirs)

    def record(self) -> dict[str, Any]:
        """As one JSON object (a line of a ``--records`` file)."""
        return {"deal": self.deal, "our_seat": self.our_seat, "tricks": self.tricks,
                "seats": [[s.bid, s.took, s.score, s.order] for s in self.seats],
                "timings": [[int(t.ours), t.phase, round(t.ms, 3)]
                            + ([] if t.expected is None else [round(t.expected, 3)]) for t in self.timings]}

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> Play:
        """The play :meth:`record` wrote.

        >>> play = Play(3, 1, 2, (Seat(False, 1, 1, 11, 2), Seat(True, 0, 1, 1, 3)), (Timing(True, "bid", 5.0, 8.5),))
        >>> Play.from_record(play.record()) == play
        True
        """
        seat = data["our_seat"]
        seats = tuple(Seat(k == seat, *values) for k, values in enumerate(data["seats"]))
        timings = tuple(Timing(bool(row[0]), row[1], row[2], row[3] if len(row) > 3 else None)
                        for row in data["timings"])
        return cls(data["deal"], seat, data["tricks"], seats, timings)


def complete_deals(plays: Iterable[Play], players: int) -> dict[int, list[Play]]:
    """The deals played once in every seat; a run cut short leaves its last deal out."""
    deals: dict[int, list[Play]] = defaultdict(list)
    for play in plays:
        deals[play.deal].append(play)
    return {deal: group for deal, group in sorted(deals.items()) if len(group) == players}


def edge(deals: Mapping[int, Sequence[Play]]) -> Interval:
    """The edge per hand with its 95 % interval over deals.

    >>> a = Play(0, 0, 1, (Seat(True, 1, 1, 11, 0), Seat(False, 0, 0, 10, 1)), ())
    >>> b = Play(0, 1, 1, (Seat(False, 1, 0, 0, 0), Seat(True, 1, 1, 11, 1)), ())
    >>> edge({0: [a, b]}).mean
    6.0
    """
    return t_interval([statistics.fmean(p.edge() for p in group) for group in deals.values()])


def sides(plays: Iterable[Play]) -> tuple[list[Seat], list[Seat]]:
    """Our seats and the peer's, over every play."""
    ours: list[Seat] = []
    theirs: list[Seat] = []
    for play in plays:
        for seat in play.seats:
            (ours if seat.ours else theirs).append(seat)
    return ours, theirs


def share(seats: Sequence[Seat], test: Callable[[Seat], bool] = lambda s: s.made) -> float:
    """The share of ``seats`` that pass ``test`` (made their bid, unless told otherwise); NaN for none."""
    return sum(1 for s in seats if test(s)) / len(seats) if seats else float("nan")


def mean(values: Iterable[float]) -> float:
    listed = list(values)
    return statistics.fmean(listed) if listed else float("nan")


def timing_line(timings: Sequence[Timing], ours: bool) -> str:
    times = [t.ms for t in timings if t.ours == ours]
    if not times:
        return "no decisions"
    return f"mean {mean(times):.0f} ms, p95 {percentile(times, 0.95):.0f} ms over {len(times):,} decisions"


def misses(seats: Sequence[Seat]) -> str:
    """How the missed bids went: took more (over) or fewer (under) than bid, and by how many tricks."""
    missed = [s for s in seats if not s.made]
    over = sum(1 for s in missed if s.took > s.bid)
    off = mean(abs(s.took - s.bid) for s in missed)
    return (f"{len(missed)} missed of {len(seats)}: {over} took more than bid, {len(missed) - over} fewer; "
            f"{off:.2f} tricks off on average")


def pairs(deals: Mapping[int, Sequence[Play]]) -> Iterator[tuple[Seat, list[Seat]]]:
    """Each seat of each deal as we held it, with the peer's hands of the very same cards in the very same seat.

    Each seat of each deal is held once by us and, in the other seatings, by the peer (the others at the
    table differ, though: one of them is ours).
    """
    for group in deals.values():
        for seat in range(len(group[0].seats)):
            mine = next(p.seats[seat] for p in group if p.our_seat == seat)
            yield mine, [p.seats[seat] for p in group if p.our_seat != seat]


def same_cards(deals: Mapping[int, Sequence[Play]]) -> tuple[float, float, float]:
    """Our bid, tricks and made share minus the peer's with the very same cards: how differently the two bid
    and take with one hand."""
    bids, took, made = [], [], []
    for mine, peer in pairs(deals):
        bids.append(mine.bid - mean(s.bid for s in peer))
        took.append(mine.took - mean(s.took for s in peer))
        made.append(int(mine.made) - share(peer))
    return mean(bids), mean(took), mean(made)


@dataclass(frozen=True, slots=True)
class BidPairs:
    """The hands of one seat of one deal held by us and by the peer, where our bid stood to the peer's as named.

    ``edge`` is our score minus the peer's over these pairs; weighted by their share, the three kinds add up
    to the whole edge, so they say how much of it the bids cost and how much the play with equal bids.
    """

    name: str
    count: int
    share: float
    ours_made: float
    peer_made: float
    edge: float
    ours_off: float
    peer_off: float


def by_bid(deals: Mapping[int, Sequence[Play]]) -> list[BidPairs]:
    """Same cards, same seat: the pairs where we bid the same as the peer, more, or less."""
    kinds: dict[str, list[tuple[Seat, Seat]]] = {"the same bid": [], "ours higher": [], "ours lower": []}
    for mine, peer in pairs(deals):
        for other in peer:
            name = "the same bid" if mine.bid == other.bid else "ours higher" if mine.bid > other.bid else "ours lower"
            kinds[name].append((mine, other))
    total = sum(len(found) for found in kinds.values())
    return [BidPairs(name, len(found), len(found) / total if total else float("nan"),
                     share([m for m, _ in found]), share([o for _, o in found]),
                     mean(m.score - o.score for m, o in found),
                     mean(m.took - m.bid for m, _ in found), mean(o.took - o.bid for _, o in found))
            for name, found in kinds.items()]


def bid_lines(deals: Mapping[int, Sequence[Play]]) -> list[str]:
    """The pairs of :func:`by_bid` as the report prints them.

    >>> a = Play(0, 0, 1, (Seat(True, 1, 1, 11, 0), Seat(False, 0, 0, 10, 1)), ())
    >>> b = Play(0, 1, 1, (Seat(False, 0, 0, 10, 0), Seat(True, 1, 1, 11, 1)), ())
    >>> bid_lines({0: [a, b]})[2].split(":")[0].strip()
    'ours higher, 2 pairs (100 %)'
    """
    lines = ["  same cards, same seat, by how our bid stood to ISMCTS's (bids made, ours / ISMCTS; our points "
             "minus theirs; tricks over the bid, ours / ISMCTS):"]
    for row in by_bid(deals):
        lines.append(f"    {row.name}, {row.count} pairs ({percent(row.share)}): made {percent(row.ours_made)} / "
                     f"{percent(row.peer_made)}; {signed(row.edge)} points; off {signed(row.ours_off)} / "
                     f"{signed(row.peer_off)}")
    return lines


def percent(value: float) -> str:
    """A share as the docs write it, or a dash where there was nothing to count.

    >>> percent(0.614), percent(float("nan"))
    ('61 %', '—')
    """
    return "—" if value != value else f"{value * 100:.0f} %"


def signed(value: float) -> str:
    return "—" if value != value else f"{value:+.2f}"


def place_name(place: int, players: int) -> str:
    """A place in the bidding in words.

    >>> place_name(0, 4), place_name(3, 4)
    ('bids first', 'the dealer, hooked')
    """
    if place == players - 1:
        return "the dealer, hooked"
    words = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")
    return f"bids {words[place]}" if place < len(words) else f"bids {place + 1}th"


def breakdown(plays: Sequence[Play], players: int) -> list[str]:
    """Bids made by hand size and by place in the bidding, ours against the peer's."""
    lines = ["  bids made by hand size (ours / ISMCTS, hands of ours):"]
    for low, high in SIZES:
        group = [p for p in plays if low <= p.tricks <= high]
        ours, theirs = sides(group)
        lines.append(f"    {low}-{high} cards: {percent(share(ours))} / {percent(share(theirs))} ({len(ours)}), "
                     f"edge {signed(mean(p.edge() for p in group))}")
    lines.append("  bids made by place in the bidding (ours / ISMCTS):")
    ours, theirs = sides(plays)
    for place in range(players):
        lines.append(f"    {place_name(place, players)}: {percent(share([s for s in ours if s.order == place]))} / "
                     f"{percent(share([s for s in theirs if s.order == place]))}")
    lines.append("  by the bid (share of bids, made; ours / ISMCTS):")
    for low, high in BIDS:
        ranged = [s for s in ours if low <= s.bid <= high], [s for s in theirs if low <= s.bid <= high]
        name = f"{low}" if low == high else f"{low} or more"
        lines.append(f"    {name}: {percent(len(ranged[0]) / len(ours))}, made {percent(share(ranged[0]))} / "
                     f"{percent(len(ranged[1]) / len(theirs))}, made {percent(share(ranged[1]))}")
    return lines


def foresight(plays: Sequence[Play]) -> list[str]:
    """What our search expected from its bid against what the hand then scored, by the bid: a search that
    expects more than it makes is misled by its own play-outs.

    >>> play = Play(0, 0, 1, (Seat(True, 0, 1, 1, 0), Seat(False, 1, 0, 0, 1)), (Timing(True, "bid", 5.0, 8.0),))
    >>> foresight([play])[1].strip()
    'bid 0: expected 8.00 points, scored 1.00, made 0 % (1 bids)'
    """
    found: dict[str, list[tuple[float, Seat]]] = defaultdict(list)
    for play in plays:
        bid_ = next((t for t in play.timings if t.ours and t.phase == "bid" and t.expected is not None), None)
        if bid_ is not None and bid_.expected is not None:
            seat = play.seats[play.our_seat]
            found["bid 0" if seat.bid == 0 else "bid 1" if seat.bid == 1 else "bid 2 or more"].append(
                (bid_.expected, seat))
    if not found:
        return []
    lines = ["  our search's foresight at its bid (points it expected, points the hand scored):"]
    for name in ("bid 0", "bid 1", "bid 2 or more"):
        rows = found.get(name, [])
        if rows:
            lines.append(f"    {name}: expected {mean(e for e, _ in rows):.2f} points, scored "
                         f"{mean(s.score for _, s in rows):.2f}, made {percent(share([s for _, s in rows]))} "
                         f"({len(rows)} bids)")
    return lines


def paired(new: Sequence[Play], old: Sequence[Play], players: int) -> Interval:
    """New run's edge minus an old run's, deal by deal over the deals both played in full (same seed, same
    cards), with Student's t interval over those deals: the honest way to tell whether a change helped.

    >>> a = Play(0, 0, 1, (Seat(True, 1, 1, 11, 0), Seat(False, 0, 0, 10, 1)), ())
    >>> b = Play(0, 0, 1, (Seat(True, 1, 0, 0, 0), Seat(False, 0, 0, 10, 1)), ())
    >>> paired([a], [b], 1).mean
    11.0
    """
    ours, theirs = complete_deals(new, players), complete_deals(old, players)
    return t_interval([statistics.fmean(p.edge() for p in ours[deal]) - statistics.fmean(p.edge() for p in theirs[deal])
                       for deal in ours if deal in theirs])


def paired_line(new: Sequence[Play], old: Sequence[Play], players: int) -> str:
    """:func:`paired` in words, as ``--against`` prints it."""
    change = paired(new, old, players)
    return (f"  against the other run, same deals ({change.n}): edge {change.mean:+.2f} points a hand "
            f"(95 % paired over deals: {change.low:+.2f} to {change.high:+.2f})")


def report(label: str, seed: int, plays: Sequence[Play], players: int) -> str:
    """The run's summary and where the points go, as printed by ``python -m lab.arena``."""
    deals = complete_deals(plays, players)
    counted = [p for group in deals.values() for p in group]
    ours, theirs = sides(counted)
    interval = edge(deals)
    timings = [t for p in counted for t in p.timings]
    bonus = BONUS * share(ours), BONUS * share(theirs)
    tricks = mean(s.took for s in ours), mean(s.took for s in theirs)
    bid_more, took_more, made_more = same_cards(deals)
    lines = [
        f"{label}, OpenSpiel oh_hell with {players} players, seed {seed}",
        f"  {len(deals)} duplicate deals, {len(counted)} hands",
        f"  edge per hand vs the mean ISMCTS seat: {interval.mean:+.2f} points "
        f"(95 % over deals: {interval.low:+.2f} to {interval.high:+.2f})",
        f"  points a hand: ours {mean(s.score for s in ours):.2f}, ISMCTS {mean(s.score for s in theirs):.2f}",
        f"  bids made: ours {percent(share(ours))}, ISMCTS {percent(share(theirs))}",
        f"  our decisions: {timing_line(timings, True)}",
        f"  ISMCTS decisions: {timing_line(timings, False)}",
        "where the points go (a point a trick, 10 more for a made bid):",
        f"  from made bids: ours {bonus[0]:.2f}, ISMCTS {bonus[1]:.2f} a hand ({bonus[0] - bonus[1]:+.2f})",
        f"  from tricks: ours {tricks[0]:.2f}, ISMCTS {tricks[1]:.2f} a hand ({tricks[0] - tricks[1]:+.2f})",
        f"  ours: {misses(ours)}",
        f"  ISMCTS: {misses(theirs)}",
        f"  mean bid minus tricks taken: ours {mean(s.bid - s.took for s in ours):+.2f}, "
        f"ISMCTS {mean(s.bid - s.took for s in theirs):+.2f}",
        f"  same cards, same seat, ours minus ISMCTS: bid {bid_more:+.2f}, tricks {took_more:+.2f}, "
        f"made {made_more * 100:+.0f} percentage points",
        *bid_lines(deals),
        *breakdown(counted, players),
        *foresight(counted),
    ]
    return "\n".join(lines)
