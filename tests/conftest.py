"""Test-wide settings: builds never touch the user's cache."""
import pytest


@pytest.fixture(autouse=True, scope="session")
def _private_build_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("FLYGEN_CACHE", str(tmp_path_factory.mktemp("flygen-cache")))
    yield
    mp.undo()


@pytest.fixture(scope="module")
def tc():
    """The toolchain the tests build with (the `ziglang` wheel's LLVM unless FLYGEN_* says otherwise)."""
    from flygen.toolchain import find_toolchain
    return find_toolchain()
