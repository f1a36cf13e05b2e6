"""Lohai & Friends: five house card games against computer opponents."""


def __getattr__(name: str) -> str:
    """``game.__version__``, looked up on first use from the one number in ``pyproject.toml`` (:mod:`game.version`),
    so importing the engine alone reads no file."""
    if name == "__version__":
        from .version import version
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
