"""Laus at the table: looking at the skat or passing, and laying two cards away into it."""
