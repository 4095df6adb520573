"""Spec fuzzing in CI (issue 18): for every family, generated specs (valid-looking, edge values, mutations, YAML
oddities; bench/spec_cases.py) run through `flygen validate` in-process: never a traceback, never past the time
limit, every error line at SPEC:LINE:COL inside the file; a sample of the specs that validate also builds.

Derandomized (hypothesis's fixed seed, no example database), so CI runs the same cases every time; the long run
is `python bench/fuzz_specs.py` (docs/bench.md).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import fuzz_specs  # noqa: E402
import spec_cases  # noqa: E402

EXAMPLES = {"elementwise": 60, "gemm_fp8": 60, "gemm_preshuffle": 60, "conv3d": 60, "moe": 60,
            "gemm_splitk_reduce": 40, "layout_transpose": 40, "attention": 40, "attention_combine": 20}
TIMEOUT = 20.0


@pytest.fixture(scope="module")
def work(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


def _check(case: spec_cases.Case, work: Path, build: bool = False) -> dict:
    row = fuzz_specs.run_case(case, work, build, TIMEOUT, 120.0)
    assert row["class"] in fuzz_specs.OK or row["class"] == "built", (
        f"{row['class']}: {row['detail']}\n{case.kind} [{case.what}]\n"
        + case.text.decode("utf-8", "backslashreplace")[:3000])
    return row


def test_every_family_has_cases():
    assert set(EXAMPLES) == set(spec_cases.FAMILY_NAMES)


@pytest.mark.parametrize("family", sorted(EXAMPLES))
def test_validate_never_crashes_hangs_or_reports_unlocated(work, family):
    @settings(max_examples=EXAMPLES[family], derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(rng=st.randoms(use_true_random=False), kind=st.sampled_from(spec_cases.KINDS))
    def run(rng, kind):
        _check(spec_cases.make_case(rng, family, kind), work)
    run()


@pytest.mark.parametrize("family", sorted(EXAMPLES))
def test_boundary_values_of_every_int_field(work, family):
    """Every int field of the family at 0, -1, its bounds +-1 and 2^31, 2^32, 2^63, 2^64, in a shipped kernel."""
    cases = [c for c in spec_cases.edge_cases(boundary_only=True) if c[0] == family]
    assert cases or not spec_cases._int_fields(family)
    for fam, key, value in cases:
        _check(spec_cases.case_edge(random.Random(f"ci-edge:{key}:{value}"), fam, key, value, where="kernel"), work)


@pytest.mark.parametrize("family", sorted(EXAMPLES))
def test_specs_that_validate_build(work, family):
    """The first two generated valid-looking specs of the family that validate also build (and build as many
    kernels as validate planned)."""
    built = 0
    for i in range(40):
        case = spec_cases.case_valid(random.Random(f"ci-build:{family}:{i}"), family)
        row = _check(case, work, build=True)
        built += row["build"] is not None
        if built == 2:
            break
    assert built == 2, f"fewer than 2 of 40 valid-looking {family} specs validated"
