"""Koira at the table: collecting tricks in phase one, shedding sequences in phase two."""
