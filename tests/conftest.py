"""Test-wide settings: builds never touch the user's cache."""
import pytest


@pytest.fixture(autouse=True, scope="session")
def _private_build_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("FLYGEN_CACHE", str(tmp_path_factory.mktemp("flygen-cache")))
    yield
    mp.undo()
