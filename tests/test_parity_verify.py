"""Configurations the reference project (FlyDSL) runs that no example kernel covers (tests/data/parity/
flydsl_configs.yaml: its decode / benchmark preshuffle tiles, the a8w4 MoE stage 1 with an fp4 intermediate,
BM 128 MoE, conv cases), verified on the emulator against the numpy references with ragged M / tokens and zero
hazards. tools/parity_check.py cites these kernels for its rows (their key fields are checked there)."""
from pathlib import Path

import numpy as np
import pytest

from flygen.spec.load import load_specs
from flygen.check.verify import verify

SPEC = Path(__file__).resolve().parent / "data" / "parity" / "flydsl_configs.yaml"
FAMILY = {k.name: k.family for k in load_specs([SPEC])}
NAMES = list(FAMILY)
SIZES = {"gemm_preshuffle": {"M": 33}, "moe": {"tokens": 37}, "gemm_splitk_reduce": {"tokens": 37}, "conv3d": {}}


def _verify(name):
    (r,) = verify([SPEC], names=(name,), sizes=SIZES[FAMILY[name]], seed=7)
    return r


@pytest.mark.parametrize("name", NAMES)
def test_flydsl_configuration_verifies(name):
    r = _verify(name)
    assert r["passed"] and r["hazards"] == [], (r["hazards"], r["checks"])
    assert r["checks"] and all(c["guard_ok"] and c["mismatches"] == 0 for c in r["checks"])


def test_a_broken_operand_layout_fails_at_the_decode_tile(monkeypatch):
    """Negative control at FlyDSL's decode tile 16x64x512: B handed over row-major instead of preshuffled
    must fail the comparison (the check above can fail)."""
    from flygen.ref import gemm_preshuffle as R
    monkeypatch.setattr(R, "preshuffle_b", lambda b: np.ascontiguousarray(b).reshape(-1).copy())
    r = _verify("flydsl_ps_fp8_16x64x512")
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0
