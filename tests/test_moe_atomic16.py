"""MoE stage 2 atomics into a 16-bit out (issue 19: FlyDSL test_moe_gemm_2stage's atomic mode writes bf16 / f16):
`out_dtype: bf16|f16` with `reduce: atomic` packs the lane's adjacent column pairs (c_store registers r0, r1 and
r2, r3) with v_cvt_pk_{bf16,f16}_f32 and adds them with buffer_atomic_pk_add_{bf16,f16}. Checked here: the
kernels on the emulator at ragged token counts with an empty expert (all within flygen.ref.moe.atomic16_bound,
guard rows untouched), every output element one of the 16-bit rounding chains the pseudocode allows (some order
of the token's terms, each add rounded to 16 bits), the bound against brute force over all orders, mutants of the
kernel (halves swapped, the wrong 16-bit format) and of the emulator rule (a truncating add) caught, static
instruction counts, and the located spec error."""
from __future__ import annotations

import itertools
import re
import tempfile

import ml_dtypes
import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.emu import ops_atomic
from flygen.errors import SpecErrors
from flygen.ref import moe as R
from flygen.spec.load import load_spec
from flygen.check.verify import emu_library, verify_one

SPEC = "examples/moe.yaml"
NAMES = ("moe_s2_fp4_atomic_bf16", "moe_s2_fp4_atomic_f16", "moe_s2_bf16_atomic_bf16", "moe_s2_fp4")
NP16 = {"bf16": ml_dtypes.bfloat16, "f16": np.float16}


@pytest.fixture(scope="module")
def kernels():
    return {b.plan.name: b for b in generate([SPEC], NAMES)}


@pytest.mark.parametrize("name, tokens", [("moe_s2_fp4_atomic_bf16", 37), ("moe_s2_fp4_atomic_f16", 5),
                                          ("moe_s2_bf16_atomic_bf16", 3)])
def test_verifies_with_routing_at_ragged_token_counts(kernels, tc, name, tokens):
    r = verify_one(kernels[name], {"tokens": tokens}, seed=3, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert "empty" in r["case"] and "packed atomics" in r["case"]          # experts 4 > topk: one expert idle
    (out,) = r["checks"]
    assert out["count"] == tokens * 256 and out["guard_ok"] and 0 < out["max_err_over_tol"] <= 1.0


PAIR_SPEC = """target: gfx950
defaults: {{hidden: 256, inter: 256, experts: 4, topk: {topk}, tile_m: 32, tile_n: 128, tile_k: 256, stage: 2,
           a_dtype: fp4, w_dtype: fp4, out_dtype: {odt}}}
kernels:
  - name: t_atomic
    family: moe
  - name: t_rows
    family: moe
    reduce: rows
"""


def _terms_and_out(tmp_path, tc, odt, topk, tokens, seed):
    """(out0 [tokens, hidden], the device's f32 terms [tokens, topk, hidden], device out [tokens, hidden]): the
    16-bit atomic kernel t_atomic and the rows kernel t_rows of the same configuration run on the same inputs;
    t_rows stores each routed row's f32 term fl32(w * acc) to ws[token * topk + slot] (the same MFMAs and
    epilogue multiply as t_atomic's), so the atomic adds' operands are known exactly."""
    p = tmp_path / "pair.yaml"
    p.write_text(PAIR_SPEC.format(topk=topk, odt=odt))
    ka, kr = generate([str(p)], ("t_atomic", "t_rows"))
    case = R.make_case(ka.spec.params, {"tokens": tokens}, np.random.default_rng(seed))
    hidden = ka.spec.params["hidden"]
    with tempfile.TemporaryDirectory() as tmp:
        lib = emu_library([ka, kr], tmp, tc)
        args = {k: (v.copy() if isinstance(v, np.ndarray) and v.ndim else v) for k, v in case.args.items()}
        lib["t_atomic"](**{**case.sizes, **args})
        ws = np.full((tokens * topk + topk + 1) * hidden, np.nan, np.float32)
        rows = {a.name: args[a.name] for a in lib["t_rows"].info.args if a.name in args}
        lib["t_rows"](**{**case.sizes, **rows, "ws": ws})
    terms = ws[: tokens * topk * hidden].astype(np.float64).reshape(tokens, topk, hidden)
    assert not np.isnan(terms).any()                  # every (token, slot) row was written
    got = np.asarray(args["out"][: tokens * hidden], np.float64).reshape(tokens, hidden)
    return np.asarray(case.extra["out0"], np.float64), terms, got


def _reach(out0, terms, odt, add):
    """[orders, tokens, hidden]: s = out0, then s = add(s, RNE_16(term)) over each permutation of the slots."""
    dt = NP16[odt]
    d = terms.astype(np.float32).astype(dt).astype(np.float64)       # v_cvt_pk_*_f32 of the f32 term (RNE)
    reach = []
    for perm in itertools.permutations(range(terms.shape[1])):
        s = out0
        for j in perm:
            s = add(s, d[:, j], dt)
        reach.append(s)
    return np.stack(reach)


def _rne16(s, d, dt):            # the pseudocode's tmp.X + src.X: exact sum (f64), one rounding to X
    return (s + d).astype(np.float32).astype(dt).astype(np.float64)


def _once(s, d, dt):             # a broken model: the adds kept exact, nothing rounded until the end
    return s + d


@pytest.mark.parametrize("odt, topk, tokens", [("bf16", 2, 37), ("f16", 3, 5)])
def test_every_value_is_a_16bit_rounding_chain_in_some_order(tmp_path, tc, odt, topk, tokens):
    out0, terms, got = _terms_and_out(tmp_path, tc, odt, topk, tokens, seed=5)
    assert (_reach(out0, terms, odt, _rne16) == got[None]).any(axis=0).all()
    # the check can fail: rounding only at the end (no per-add 16-bit rounding) misses some of the values
    once = _reach(out0, terms, odt, _once).astype(np.float32).astype(NP16[odt]).astype(np.float64)
    assert not (once == got[None]).any(axis=0).all()


def test_truncating_emulator_add_is_caught(tmp_path, tc, monkeypatch):
    """Mutant of the emulator rule: each bf16 half summed in f32 then truncated (round toward zero) instead of
    RNE. The chain model sees it (the order-free bound alone allows a few half-ulps per add)."""
    def trunc(t, a, b, n):
        out = 0
        for sh in (0, 16):
            x = np.array([(t >> sh) & 0xFFFF, (a >> sh) & 0xFFFF], np.uint16).view(ml_dtypes.bfloat16)
            s = np.float32(np.float32(x[0]) + np.float32(x[1]))
            out |= int((s.view(np.uint32) >> 16) & 0xFFFF) << sh
        return out
    monkeypatch.setitem(ops_atomic.KINDS, "pk_add_bf16", trunc)
    out0, terms, got = _terms_and_out(tmp_path, tc, "bf16", 2, 37, seed=5)
    assert not (_reach(out0, terms, "bf16", _rne16) == got[None]).any(axis=0).all()


def _mutate(b, pattern, repl):
    import dataclasses
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("name, pattern, repl", [
    # the pair's halves swapped: column 4q + 1's value added at column 4q
    ("moe_s2_fp4_atomic_bf16", r"v_cvt_pk_bf16_f32 (v\[v_pk(?:\+\d+)?\]), (v\[v_x(?:\+\d+)?\]), (v\[v_x\+\d+\])",
     r"v_cvt_pk_bf16_f32 \1, \3, \2"),
    # f16 pairs added as bf16
    ("moe_s2_fp4_atomic_f16", r"buffer_atomic_pk_add_f16", "buffer_atomic_pk_add_bf16"),
])
def test_a_wrong_pair_is_caught(kernels, tc, name, pattern, repl):
    bad = _mutate(kernels[name], pattern, repl)
    r = verify_one(bad, {"tokens": 5}, seed=3, toolchain=tc)
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


@pytest.mark.parametrize("odt", ["bf16", "f16"])
def test_bound_covers_every_order_by_brute_force(odt):
    """atomic16_bound against all orders of 3 terms (+ out0), each add rounded to 16 bits, terms near ties
    and of mixed signs and magnitudes; the bound is not vacuous: it is within 6 half-ulps of the magnitude."""
    rng = np.random.default_rng(0)
    dt, tokens, hidden, k = NP16[odt], 64, 32, 3
    out0 = rng.standard_normal((tokens, hidden)).astype(dt)
    terms = rng.standard_normal((tokens * k, hidden)) * np.ldexp(1.0, rng.integers(-6, 7, (tokens * k, 1)))
    err = np.abs(terms) * 2.0 ** -23
    tok = np.repeat(np.arange(tokens), k)
    bound = R.atomic16_bound(out0, terms, err, tok, tokens, odt)
    want = np.asarray(out0, np.float64) + terms.reshape(tokens, k, hidden).sum(1)
    t3 = terms.reshape(tokens, k, hidden)
    worst = np.zeros_like(want)
    for sign in (-1, 1):             # the f32 term at either end of its bound
        y = (t3 + sign * err.reshape(tokens, k, hidden)).astype(np.float32).astype(dt).astype(np.float64)
        for perm in itertools.permutations(range(k)):
            s = np.asarray(out0, np.float64)
            for j in perm:
                s = _rne16(s, y[:, j], dt)
            worst = np.maximum(worst, np.abs(s - want))
    assert (worst <= bound).all()
    mag = np.abs(np.asarray(out0, np.float64)) + np.abs(t3).sum(1)
    assert (bound <= 6 * R.half_ulp(mag * (1 + 2.0 ** -6), odt) + 9 * 2.0 ** R.MBITS_EMIN[odt][1] + 1e-300).all()
    # and it can fail: without the per-add term (conversion error only) some order exceeds it
    c = err.reshape(tokens, k, hidden).sum(1) + R.half_ulp(np.abs(t3) + err.reshape(tokens, k, hidden), odt).sum(1)
    assert (worst > c).any()


def test_static_counts_pair_the_columns(kernels):
    """Static: per lane and atom, 2 packed 16-bit atomics (one per adjacent column pair) where the f32 kernel
    issues 4 buffer_atomic_add_f32; the same number of converts as atomics."""
    a16, a32 = kernels["moe_s2_fp4_atomic_bf16"].asm, kernels["moe_s2_fp4"].asm
    n16, n32 = len(re.findall(r"^\s*buffer_atomic_pk_add_bf16 ", a16, re.M)), \
        len(re.findall(r"^\s*buffer_atomic_add_f32 ", a32, re.M))
    assert n32 > 0 and 2 * n16 == n32 and "buffer_atomic_add_f32" not in a16
    assert len(re.findall(r"^\s*v_cvt_pk_bf16_f32 v\[v_pk", a16, re.M)) == n16
    assert kernels["moe_s2_fp4_atomic_bf16"].plan.args[-3].dtype == "bf16"      # out, then the two scalars


def test_out_dtype_on_stage_1_is_located(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: x\n    family: moe\n    hidden: 256\n    inter: 256\n"
                 "    experts: 4\n    stage: 1\n    out_dtype: bf16\n")
    with pytest.raises(SpecErrors) as e:
        load_spec(p)
    text = str(e.value)
    assert "kernels[0].out_dtype" in text and "only stage 2 writes out" in text and f"{p}:" in text, text
