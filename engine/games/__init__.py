"""One package per game; each defines ``GAME``, an instance of engine.core.Game."""
