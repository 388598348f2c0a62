"""After the game (issue 34): the recap on the TV, the history of finished games and their statistics."""
