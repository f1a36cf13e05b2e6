"""Oh Hell at the table: the plain trick table, with the bids in its words."""
