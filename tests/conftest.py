"""Every test run keeps the app's files (saves, settings) in a throwaway folder, never the user's."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest

from game.store import HOME_ENV

os.environ["LANGUAGE"] = "en"  # the app follows a Finnish system into Finnish; tests read English unless they choose


@pytest.fixture(autouse=True, scope="session")
def _app_home(tmp_path_factory: pytest.TempPathFactory) -> None:
    os.environ[HOME_ENV] = str(tmp_path_factory.mktemp("app-home"))


@pytest.fixture(autouse=True)
def _usual_look() -> Iterator[None]:
    """A test that turned on high contrast, large print or Finnish (through an app's settings) leaves the usual look
    for the next one: the look in use is the drawing module's, shared by every app in the process."""
    yield
    theme = sys.modules.get("game.ui.toolkit.theme")
    if theme is not None:
        theme.use(high_contrast=False, large_print=False)
    catalogue = sys.modules.get("game.catalogue")
    if catalogue is not None:  # and English, whatever language the test chose
        catalogue.use("en")
