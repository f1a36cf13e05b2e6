"""Confidence intervals for small samples, so "A beats B" is a measurement with its error bar.

Student's t interval needs the t distribution's quantiles; the standard
library has the normal one only, so the quantile is found here by bisection on
the t CDF (through the regularized incomplete beta function) instead of adding
a dependency for one function.  Used by :mod:`lab.tournament`.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

MIN_UNITS = 5
"""Fewer units than this never count as clear, whatever their interval."""


@dataclass(frozen=True, slots=True)
class Interval:
    """A mean with its two-sided confidence interval; infinite when one unit cannot show spread."""

    mean: float
    low: float
    high: float
    n: int

    @property
    def clear(self) -> bool:
        """Whether zero lies outside the interval, from enough units to trust the spread.

        With a handful of units, identical outcomes give a zero-width interval
        that says nothing (three Koira units that all came out the same).
        """
        return self.n >= MIN_UNITS and (self.low > 0 or self.high < 0)


def t_interval(values: Sequence[float], confidence: float = 0.95) -> Interval:
    """Student's t interval for the mean of independent values.

    >>> i = t_interval([1, 2, 3, 4, 5]); round(i.low, 3), i.mean, round(i.high, 3)
    (1.037, 3.0, 4.963)
    """
    n = len(values)
    if n == 0:
        return Interval(math.nan, math.nan, math.nan, 0)
    mean = statistics.fmean(values)
    if n == 1:
        return Interval(mean, -math.inf, math.inf, 1)
    half = t_quantile(0.5 + confidence / 2, n - 1) * statistics.stdev(values) / math.sqrt(n)
    return Interval(mean, mean - half, mean + half, n)


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom, by bisection on the CDF.

    >>> round(t_quantile(0.975, 1), 3), round(t_quantile(0.975, 9), 4), round(t_quantile(0.975, 30), 4)
    (12.706, 2.2622, 2.0423)
    """
    if p < 0.5:
        return -t_quantile(1 - p, df)
    low, high = 0.0, 1e6
    for _ in range(200):
        middle = (low + high) / 2
        low, high = (middle, high) if t_cdf(middle, df) < p else (low, middle)
    return (low + high) / 2


def t_cdf(t: float, df: int) -> float:
    tail = 0.5 * _incomplete_beta(df / 2, 0.5, df / (df + t * t))
    return 1 - tail if t > 0 else tail


def _incomplete_beta(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b) (Numerical Recipes, continued fraction)."""
    if x <= 0 or x >= 1:
        return max(0.0, min(1.0, x))
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _beta_fraction(a, b, x) / a
    return 1 - front * _beta_fraction(b, a, 1 - x) / b


def _beta_fraction(a: float, b: float, x: float) -> float:
    tiny = 1e-300
    c, d = 1.0, 1 - (a + b) * x / (a + 1)
    d = 1 / (d if abs(d) > tiny else tiny)
    result = d
    for m in range(1, 300):
        for numerator in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                          -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1 + numerator * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + numerator / c
            c = c if abs(c) > tiny else tiny
            result *= c * d
        if abs(c * d - 1) < 1e-15:
            break
    return result


def ratio_interval(parts: Sequence[float], wholes: Sequence[float], confidence: float = 0.95,
                   resamples: int = 4000, seed: int = 1) -> Interval:
    """The ratio of two means measured on the same units (what share of ``wholes`` the ``parts`` are), with a
    percentile bootstrap interval that resamples the units in pairs: a ratio's spread is lopsided, so no
    t interval fits it.  Resamples whose whole comes to zero are left out; fewer than two units have none.

    >>> i = ratio_interval([1, 2, 1, 2], [2, 4, 2, 4]); i.mean, i.low, i.high
    (0.5, 0.5, 0.5)
    """
    n = len(parts)
    if n != len(wholes):
        raise ValueError("parts and wholes must come from the same units")
    whole = statistics.fmean(wholes) if n else 0.0
    mean = statistics.fmean(parts) / whole if n and whole else math.nan
    if n < 2:
        return Interval(mean, -math.inf, math.inf, n)
    rng = random.Random(seed)
    ratios = []
    for _ in range(resamples):
        picks = [rng.randrange(n) for _ in range(n)]
        bottom = sum(wholes[i] for i in picks)
        if bottom:
            ratios.append(sum(parts[i] for i in picks) / bottom)
    ratios.sort()
    if not ratios:
        return Interval(mean, -math.inf, math.inf, n)
    tail = (1 - confidence) / 2
    return Interval(mean, ratios[int(tail * (len(ratios) - 1))], ratios[int((1 - tail) * (len(ratios) - 1))], n)
