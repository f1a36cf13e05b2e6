"""Lohai at the table: the special cards played by hand (Giver, Taker, Mover, Shaker) and the won piles."""
