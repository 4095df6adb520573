"""MoE a16w4 (a_dtype bf16 x w_dtype fp4, issue 19): fp4 experts dequantised to bf16 in VGPRs by
v_cvt_scalef32_pk_bf16_fp4, bf16 MFMAs. Emulator verification of both stages on ragged routings (empty expert,
padding rows, unused blocks), the pipelined loop, MX output, the chain, subnormal weights (scale bytes 0 / 1),
negative controls (scale applied twice, scale of the wrong K block),
static counts and located errors."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.errors import FlygenError
from flygen.ref import moe as R

EX = Path(__file__).resolve().parents[1] / "examples" / "moe.yaml"


def _verify(name, tokens=37, seed=0):
    from flygen.check.verify import verify
    (r,) = verify([EX], names=(name,), sizes={"tokens": tokens}, seed=seed)
    return r


def _ok(r):
    assert r["passed"], (r["hazards"], [(c["arg"], c["mismatches"], c["first_bad"][:2]) for c in r["checks"]])
    assert r["hazards"] == [] and all(c["guard_ok"] for c in r["checks"])


def _mismatches(r):
    return sum(c["mismatches"] for c in r["checks"])


@pytest.mark.parametrize("name,tokens,seed", [("moe_s1_bf16", 37, 0), ("moe_s2_bf16", 37, 0),
                                              ("moe_s1_bf16", 1, 3), ("moe_s2_bf16", 5, 4)])
def test_verify_stages_on_ragged_routings(name, tokens, seed):
    """tokens 37: expert 3 empty, padding rows in valid blocks, blocks past num_valid_ids; 1 and 5 tokens: fewer
    rows than one block."""
    _ok(_verify(name, tokens, seed))


def test_verify_pipelined_loop_and_mx_output():
    """5 k-tiles through the double-buffered loop (the dequantisation reads the copy the loads filled), and
    stage 1 writing MX fp4 (codes + scales bit for bit against the f32 model in the a16w4 K order)."""
    _ok(_verify("moe_s1_bf16_pipe", 29, 1))
    r = _verify("moe_s1_bf16_to_fp4", 29, 1)
    _ok(r)
    assert [c["arg"] for c in r["checks"]] == ["out", "out_scale"]


def test_scale_applied_twice_is_caught(monkeypatch):
    """Negative control: a conversion that multiplies by the e8m0 scale twice (fp4 x s^2; the a16w4 kernel's
    only scaled instruction is v_cvt_scalef32_pk_bf16_fp4) fails stage 1."""
    from flygen.emu import ops_valu as V
    real = V._scale_of
    monkeypatch.setattr(V, "_scale_of", lambda bits: real(bits) ** 2)
    assert _mismatches(_verify("moe_s1_bf16", 29, 2)) > 0


def test_scale_of_the_wrong_block_is_caught(monkeypatch):
    """Negative control: the dequantisation reading the e8m0 byte of the other 128-K step (byte ^ 1: K block
    4(kk ^ 1) + g instead of 4 kk + g) fails stage 2."""
    from dataclasses import replace
    from flygen.plan.moe import mfmas as P
    real = P.dequant_items

    def wrong(bufs, g, rec, par, reads):
        return real(bufs, g, replace(rec, byte=rec.byte ^ 1), par, reads)
    monkeypatch.setattr(P, "dequant_items", wrong)
    assert _mismatches(_verify("moe_s2_bf16", 29, 2)) > 0


def _run(b, case):
    from flygen.asm.load import load_program
    from flygen.emu.launch import launch
    from flygen.emu.memory import Device
    from flygen.ref.compare import compare
    dev = Device()
    args = {k: dev.upload(np.ascontiguousarray(v)) if isinstance(v, np.ndarray) and v.ndim else v
            for k, v in case.args.items()}
    res = launch(load_program(b.asm).kernel(b.plan.name), grid=b.plan.grid(**case.sizes), block=b.plan.workgroup,
                 args=args, device=dev, hazards=True)
    assert [h for h in res.hazards if h.severity == "error"] == []
    outs = [dev.download(args[c.arg], c.dtype, (c.count + len(c.guard),)) for c in case.checks]
    return [compare(o, c) for o, c in zip(outs, case.checks)], outs


def test_subnormal_weights_from_scale_bytes_0_and_1():
    """Blocks with e8m0 0 (2^-127) and 1 give bf16-subnormal weights (0.5 * 2^-127 = 2^-128, ...): the kernel
    (conversion keeps them, the emulator's MFMA multiplies them) matches the float64 reference; the bound
    carries the products a flushing MFMA would drop (UNVERIFIED on gfx950), and a flushed reference lies
    inside it."""
    (b,) = generate([EX], names=("moe_s1_bf16",))
    p = b.spec.params
    rng = np.random.default_rng(5)
    r = R.random_routing(p, 29, rng, skip_expert=3)

    picked = []

    def hook(e, s):
        s = s.copy()
        pick = rng.random(s.shape) < 0.25
        s[pick] = rng.integers(0, 2, int(pick.sum()))
        picked.append(int(pick.sum()))
        return s
    case = R.stage1_case(p, r, rng, scale_hook=hook)
    (c,), _ = _run(b, case)
    assert sum(picked) > 0                                  # non-vacuous: blocks at 2^-127 / 2^-126 exist
    assert c.mismatches == 0 and c.guard_ok


def test_flushing_mfma_stays_inside_the_bound():
    """The contract's subnormal term: with scale bytes 0 in some blocks, the float64 result of flushing every
    subnormal operand (what an MFMA that flushes inputs computes, before f32 rounding) differs from the
    reference by at most subnormal_mag, which the bound adds -- and by more than gamma_K * mag alone covers."""
    rng = np.random.default_rng(7)
    rows = R.decode(R.encode(rng.standard_normal((8, 256)), "bf16", saturate=True), "bf16")
    codes = rng.integers(0, 16, (1, 16, 256)).astype(np.uint8)
    sc = np.full((1, 16, 8), 127, np.uint8)
    sc[0, :, 2] = 0                                         # one block per row at 2^-127: subnormal bf16 weights
    w = R.a16_weights(R.dequantize_mx(codes[0], sc[0], "fp4"))[None]
    exp = np.zeros(8, np.int64)
    sub = lambda x: (np.abs(x) < R.TINY_NORMAL) & (x != 0)
    assert sub(w).any()
    exact = R.expert_dot(rows, w, exp)
    flushed = R.expert_dot(np.where(sub(rows), 0.0, rows), np.where(sub(w), 0.0, w), exp)
    extra = R.subnormal_mag(rows, w, exp)
    assert (np.abs(flushed - exact) <= extra).all() and (extra > 0).any()
    # with all other blocks zero the flushed products are the whole dot product: gamma * mag alone is too small
    w2 = np.where(sub(w), w, 0.0)
    mag = R.expert_dot(rows, w2, exp, magnitude=True)
    lost = np.abs(R.expert_dot(rows, w2, exp))
    assert (lost > R._gamma(256) * mag).any() and (lost <= R.subnormal_mag(rows, w2, exp) + 1e-300).all()


def test_chain_hands_the_bf16_intermediate_over_as_is():
    from flygen.check.moe_chain import chains, verify_chain
    builds = {b.plan.name: b for b in generate([EX], names=("moe_s1_bf16", "moe_s2_bf16", "moe_s1_bf16_to_fp4"))}
    r = verify_chain(builds["moe_s1_bf16"], builds["moe_s2_bf16"], {"tokens": 29}, seed=3)
    assert r["passed"], [(c["arg"], c["mismatches"]) for c in r["checks"]]
    # an MX intermediate is not a bf16 stage 2's input
    assert not chains(builds["moe_s1_bf16_to_fp4"].spec.params, builds["moe_s2_bf16"].spec.params)


def test_static_counts_follow_the_tile():
    """Stage 2, 32 x 128 tile, tile_k 256 (hand values): per k-tile 2 k-steps x 2 n-atoms = 4 dequantisations of
    4 weight dwords (16 v_cvt_scalef32_pk_bf16_fp4 + 1 scale shift each) and 4 micro-steps x 2 m-atoms x 4 =
    32 bf16 MFMAs (the MX kernel: 8 scaled MFMAs); A: 2 m-atoms x 2 k-steps x 4 dwordx4 = 16 loads, no scale_a."""
    (b2,) = generate([EX], names=("moe_s2_bf16",))
    body = b2.asm.split("_loop:")[1].split("s_cbranch_scc1")[0] if "_loop:" in b2.asm else b2.asm
    assert len(re.findall(r"^\s+v_mfma_f32_16x16x32_bf16", body, re.M)) == 32
    assert len(re.findall(r"^\s+v_cvt_scalef32_pk_bf16_fp4", body, re.M)) == 64
    assert len(re.findall(r"^\s+v_l(sh|shr)[lr]?rev_b32 v\[v_wsc", body, re.M)) == 4
    assert len(re.findall(r"^\s+buffer_load_dwordx4 v\[v_afrag", body, re.M)) == 16
    assert "scale_a" not in [a.name for a in b2.plan.args] and "v_mfma_scale" not in b2.asm


def _spec(tmp_path, **params):
    base = {"hidden": 256, "inter": 256, "experts": 4, "topk": 2, "stage": 1, "a_dtype": "bf16"}
    base.update(params)
    text = "target: gfx950\nkernels:\n  - name: k\n    family: moe\n" + \
        "".join(f"    {k}: {v}\n" for k, v in base.items())
    p = tmp_path / "moe.yaml"
    p.write_text(text)
    return p


@pytest.mark.parametrize("params,msg", [
    ({"tile_m": 64, "tile_n": 256}, # located at the field its one-field change names
     r"moe\.yaml:\d+:\d+: kernels\[0\]\.(\w+) \(k\): needs \d+ ArchVGPRs.*fits: \1: \d+"),
    ({"w_dtype": "fp8"}, r"moe\.yaml:\d+:\d+: kernels\[0\]\.a_dtype.*must be fp8 with w_dtype: fp8"),   # a8w8 only
    ({"stage": 2, "inter_dtype": "fp4"}, r"inter_dtype.*only stage 1 writes"),
])
def test_unsupported_combinations_are_located(tmp_path, params, msg):
    with pytest.raises(FlygenError, match=msg):
        generate([_spec(tmp_path, **params)])
