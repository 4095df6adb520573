"""gemm_fp8 options on the emulator vs the float64 reference (flygen/ref/gemm.py): fp16 C (`out_dtype: fp16`, RNE
v_cvt_pk_f16_f32, wide and narrow epilogues, split-K reduce), OCP e5m2 operands (`dtype: bf8`, f8f6f4 cbsz/blgp 1)
and mixed e4m3 x e5m2 (`b_dtype`) in both orders, ragged M and N; each with a mutant that must be caught."""
import dataclasses
import re

import pytest

from flygen.build.pipeline import generate
from flygen.spec.load import load_specs
from flygen.check.verify import verify_one

SPEC = "tests/data/gemm_fp8/options.yaml"
SMALL = {"M": 40, "N": 70}             # one partial tile (mutants)


def _ragged(b):
    """Two M and two N tiles, the last of each partial (N % 4 != 0 also takes the per-element C path)."""
    p = b.spec.params
    return {"M": p["tile_m"] + 44, "N": p["tile_n"] + 37}


@pytest.fixture(scope="module")
def built():
    return {b.plan.name: b for b in generate([SPEC])}


def _mutate(b, pattern, repl):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


def _ok(r):
    assert r["hazards"] == [], r["hazards"]
    for c in r["checks"]:
        assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert r["passed"]


def _caught(r):
    c = r["checks"][0]
    return not r["passed"] and (c["mismatches"] > 0 or c["nan_mismatch"] > 0)


# (kernel, the MFMA modifiers it must issue, the C convert): swapped operands (wide C) put B in the MFMA's A slot
CASES = [("o_fp8_8w_fp16", "cbsz:0 blgp:0", "v_cvt_pk_f16_f32"),
         ("o_bf8_4w", "cbsz:1 blgp:1", "v_cvt_pk_bf16_f32"),
         ("o_fp8_bf8_4w_narrow_fp16", "cbsz:0 blgp:1", "v_cvt_pk_f16_f32"),      # narrow: A fp8 in A, B bf8 in B
         ("o_bf8_fp8_8w_preshuffled", "cbsz:0 blgp:1", "v_cvt_pk_bf16_f32")]     # wide: B fp8 in A, A bf8 in B


@pytest.mark.parametrize("name,mods,cvt", CASES)
def test_option_verifies_ragged(name, mods, cvt, built, tc):
    b = built[name]
    assert set(re.findall(r"_f8f6f4 .*(cbsz:\d blgp:\d)", b.asm)) == {mods}
    assert set(re.findall(r"v_cvt_pk_b?f16_f32", b.asm)) == {cvt}
    _ok(verify_one(b, _ragged(b), seed=3, toolchain=tc))


def test_fp16_split_k(built, tc):
    r = verify_one(built["o_fp8_4w_fp16_splitk"], {"M": 70, "N": 100}, seed=3, toolchain=tc)
    _ok(r)
    assert r["then"] and "f16(" in built["o_fp8_4w_fp16_splitk"].plan.split_k["order"]


@pytest.mark.parametrize("name,pattern,repl", [
    ("o_fp8_8w_fp16", r"v_cvt_pk_f16_f32", "v_cvt_pk_bf16_f32"),                  # bf16 bits in an fp16 C
    ("o_fp8_bf8_4w_narrow_fp16", r"v_cvt_pk_f16_f32", "v_cvt_pk_bf16_f32"),       # the same in the rows epilogue
    ("o_bf8_4w", r"cbsz:1 blgp:1", "cbsz:0 blgp:0"),                              # e5m2 bytes decoded as e4m3
    ("o_bf8_fp8_8w_preshuffled", r"cbsz:0 blgp:1", "cbsz:1 blgp:0"),              # formats not swapped with operands
    ("o_fp8_bf8_4w_narrow_fp16", r"cbsz:0 blgp:1", "cbsz:1 blgp:0"),
])
def test_mutant_is_caught(name, pattern, repl, built, tc):
    assert _caught(verify_one(_mutate(built[name], pattern, repl), SMALL, seed=3, toolchain=tc))


def test_b_dtype_needs_an_8_bit_dtype(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_fp8\n    dtype: bf16\n    tile_k: 64\n"
                 "    K: 128\n    b_dtype: bf8\n")
    with pytest.raises(Exception) as e:
        load_specs([str(p)])
    assert "b_dtype" in str(e.value) and "bad.yaml" in str(e.value)
