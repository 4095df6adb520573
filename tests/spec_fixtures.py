"""Module fixtures for a test file about one spec file's kernels (the run-time size tests share them): the
toolchain, the spec's kernels generated in memory, and a library built from it; and the check that a verify
result passed cleanly."""
from __future__ import annotations

import pytest

from flygen.build.pipeline import build, generate
from flygen.toolchain import find_toolchain


def spec_fixtures(spec: str):
    """(tc, built, lib) fixtures for `spec`: assign them at module level, `tc, built, lib = spec_fixtures(SPEC)`."""
    @pytest.fixture(scope="module", name="tc")
    def tc():
        return find_toolchain()

    @pytest.fixture(scope="module", name="built")
    def built():
        return {b.plan.name: b for b in generate([spec])}

    @pytest.fixture(scope="module", name="lib")
    def lib(tmp_path_factory):
        out = tmp_path_factory.mktemp("spec") / "lib"
        build([spec], out)
        return out

    return tc, built, lib


def assert_verified(r: dict) -> None:
    """A verify / run result that passed: no hazard, and every check without a mismatch, NaN mismatch or guard hit."""
    assert r["hazards"] == [], r["hazards"]
    for c in r["checks"]:
        assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert r["passed"]
