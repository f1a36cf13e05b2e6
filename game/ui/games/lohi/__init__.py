"""Lo-Hi at the table: sets and runs shed onto one pile, the deck, higher or lower."""
