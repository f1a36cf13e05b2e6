"""Every test run keeps the app's files (saves, settings) in a throwaway folder, never the user's."""

from __future__ import annotations

import os

import pytest

from game.store import HOME_ENV

os.environ["LANGUAGE"] = "en"  # the app follows a Finnish system into Finnish; tests read English unless they choose


@pytest.fixture(autouse=True, scope="session")
def _app_home(tmp_path_factory: pytest.TempPathFactory) -> None:
    os.environ[HOME_ENV] = str(tmp_path_factory.mktemp("app-home"))
