"""Pictures drawn by our own code: card faces and backs, court figures, the title's fans of cards.

Art depends on the toolkit and the engine's deck only, so any scene may draw a card.
"""
