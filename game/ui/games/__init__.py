"""What each game adds to the shared table, one package per game (named as the registry names the game)."""
