"""Preshuffle GEMM with DeepSeek-V3 block scales (scale: block128, issue #19 parity): the scale read layouts
against the accumulator lane map, located spec errors, the loop's per-K-block scaling (static), end-to-end
emulator verification (ragged M, bf16 / fp16 out, bias, async A, tile_n 64 / 256, the acc_agpr placement) and
two mutants that read a wrong K block's scale (both must fail verification)."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

import flygen.plan.gemm_preshuffle as G
import flygen.plan.gemm_preshuffle.descriptors as GD
from flygen.build.pipeline import generate
from flygen.errors import SpecErrors
from flygen.isa.mfma import dense_mfma
from flygen.layout import Layout
from flygen.plan import preshuffle_layouts as PL
from flygen.ref import gemm_preshuffle as R
from flygen.spec.load import load_spec

EX = Path(__file__).resolve().parents[1] / "examples" / "gemm_preshuffle_blockscale.yaml"
ATOM = dense_mfma("fp8")


def _spec(tmp_path, **params) -> Path:
    base = {"family": "gemm_preshuffle", "in_dtype": "fp8", "scale": "block128", "N": 256, "K": 512,
            "tile_m": 64, "tile_n": 128, "tile_k": 128}
    base.update(params)
    body = "\n".join(f"    {k}: {v}" for k, v in base.items())
    p = tmp_path / "s.yaml"
    p.write_text(f"target: gfx950\nkernels:\n  - name: k\n{body}\n")
    return p


def _verify(name, m):
    from flygen.check.verify import verify
    (r,) = verify([EX], names=(name,), sizes={"M": m})
    return r


# ---------------------------------------------------------------- layouts
@pytest.mark.parametrize("tm,tn,ks", [(64, 128, 1), (32, 64, 2), (128, 256, 2), (16, 512, 1)])
def test_scale_layouts_follow_the_accumulator_lanes(tm, tn, ks):
    """Every (thread, k step, atom) of block_scale_a / block_scale_b addresses the scale of the row / the
    128-column block that the same thread's accumulators of that atom hold (c_store, the C store's layout)."""
    kb = 8
    la, lb = PL.block_scale_a(ATOM, tm, 4, kb, ks), PL.block_scale_b(ATOM, tn, 4, kb, ks)
    rows = PL.c_store(ATOM, tn, tn, tm, 4, 0, 1, "ij")        # byte = row with row_bytes 1
    cols = PL.c_store(ATOM, tn, tn, tm, 4, 1, 0, "rj")        # byte = column with col_bytes 1
    nm, nn = tm // 16, tn // 4 // 16
    for t in range(0, 256, 7):
        for s in range(ks):
            for i in range(nm):
                assert la((t, (s, i))) == 4 * kb * rows((t, (i, 0))) + 4 * s
            for j in range(nn):
                blocks = {cols((t, (r, j))) // 128 for r in range(4)}
                assert len(blocks) == 1                           # an atom's 4 columns: one scale block
                assert lb((t, (s, j))) == 4 * kb * blocks.pop() + 4 * s


def test_reference_equals_per_row_when_scales_are_constant_over_k():
    """block_scales with every K block's scale equal to the row / column block's is the per-row product."""
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((5, 256)), rng.standard_normal((200, 256))
    sa, sb, t, mag = R.block_scales(a, b, np.random.default_rng(4))
    sa[:] = sa[:, :1]
    sb[:] = sb[:, :1]
    # recompute with the flattened scales through the same routine: a generator that replays them
    class Replay:
        def __init__(self):
            self.q = [sa, sb]

        def uniform(self, lo, hi, shape):
            return self.q.pop(0)
    _, _, t2, _ = R.block_scales(a, b, Replay())
    row = sa[:, 0].astype(np.float64)[:, None] * np.repeat(sb[:, 0].astype(np.float64), 128)[None, :200]
    assert np.allclose(t2, (a @ b.T) * row, rtol=1e-12, atol=1e-12)


# ---------------------------------------------------------------- spec errors
@pytest.mark.parametrize("params,field,msg", [
    ({"in_dtype": "int8"}, "scale", "in_dtype fp8 only"),
    ({"split_k": 2, "K": 512}, "split_k", "with split-K is not built"),
    ({"tile_n": 192, "N": 384}, "tile_n", "a multiple of 128 or a divisor"),
])
def test_errors_are_located(tmp_path, params, field, msg):
    p = _spec(tmp_path, **params)
    with pytest.raises(SpecErrors) as e:
        load_spec(p)
    text = str(e.value)
    assert f"kernels[0].{field}" in text and msg in text and f"{p}:" in text, text


# ---------------------------------------------------------------- static
@pytest.mark.parametrize("tk", [128, 256])
def test_loop_scales_each_k_block(tmp_path, tk):
    """Per k-tile: every MFMA starts from C = 0 into the block accumulators, each K block is followed by one
    v_mul (sa x sb) and 4 v_fma_f32 per atom, the scale loads ride with the B loads, and the epilogue has no
    scale multiplies (the per-row kernel of the same tile has none of the loop ops and 2 per value after)."""
    (b,) = generate([_spec(tmp_path, K=2048, tile_k=tk)])
    nm, nn, ks = 4, 2, tk // 128
    loop = b.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    ops = [ln.split()[0] for ln in loop.splitlines() if ln.strip() and not ln.strip().startswith("//")]
    mfmas = [ln for ln in loop.splitlines() if "v_mfma" in ln]
    assert len(mfmas) == 2 * ks * nm * nn and all(ln.split("//")[0].rstrip().endswith(", 0") for ln in mfmas)
    assert ops.count("v_fma_f32") == 2 * ks * nm * nn * 4
    assert ops.count("v_mul_f32") == 2 * ks * nm * nn
    # scale loads per k-tile: nm x ks scale_a dwords + one scale_b per k step (the wave's columns: one block)
    assert ops.count("buffer_load_dword") == 2 * ks * (nm + 1)
    epi = b.asm.split("epilogue:")[1]
    assert "v_mul_f32" not in epi.split("s_endpgm")[0]
    (row,) = generate([_spec(tmp_path, K=2048, tile_k=tk, scale="rows")])
    rloop = row.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    assert "v_fma_f32" not in rloop and "v_mul_f32" in row.asm.split("epilogue:")[1]


def test_acc_agpr_placement_when_vgpr_acc_does_not_fit():
    """128 x 256: acc + block acc in ArchVGPRs would need 392; the acc_agpr placement plans and passes the launch
    check, with v_accvgpr_read / v_fma_f32 / v_accvgpr_write around each scaled value."""
    ks = {k.name: k for k in load_spec(EX)}["preshuffle_fp8_block128_128x256_acc_agpr"]
    p = G.plan(ks)
    p.check_limits()
    with pytest.raises(Exception, match="ArchVGPRs"):
        G._plan(ks, {"b_agpr": True, "a_ring": 0, "b_single": False})
    assert p.regs["a_acc"].file == "a"


def test_a_ring_placement_carries_the_block_scaling():
    """128 x 128 x 256 fits first with an A fragment ring (the ring stream); its loop still scales every K block
    (2 k-tiles x 2 steps x 16 atoms of 1 v_mul + 4 v_fma_f32), each step's right after its MFMAs."""
    from flygen.errors import RegisterLimit
    ks = {k.name: k for k in load_spec(EX)}["preshuffle_fp8_block128_128x128x256_ring"]
    for place in G.placements(ks.params):
        try:
            G._plan(ks, place)
            break
        except RegisterLimit:
            continue
    assert place["a_ring"] and not place.get("acc_agpr")
    (b,) = generate([EX], names=("preshuffle_fp8_block128_128x128x256_ring",))
    body = b.asm.split("s_endpgm")[0].split("prologue: k-tile 0")[1]           # K 512: k-tiles 0 and 1, no loop
    ops = [ln.split()[0] for ln in body.splitlines() if ln.strip() and not ln.strip().startswith("//")]
    assert ops.count("v_fma_f32") == 2 * 2 * 16 * 4 and ops.count("v_mul_f32") == 2 * 2 * 16
    steps = [i for i, o in enumerate(ops) if o.startswith("v_mfma")]
    first_fma = ops.index("v_fma_f32")
    assert sum(i < first_fma for i in steps) == 16        # step 0's 16 MFMAs, then its scaling


# ---------------------------------------------------------------- emulator
CASES = [("preshuffle_fp8_block128_bf16", 33), ("preshuffle_fp8_block128_f16", 1),
         ("preshuffle_fp8_block128_k256_bias", 200), ("preshuffle_fp8_block128_n64_async", 77),
         ("preshuffle_fp8_block128_128x256_acc_agpr", 150), ("preshuffle_fp8_block128_128x128x256_ring", 140)]


@pytest.mark.parametrize("name,m", CASES)
def test_verify_ragged_m(name, m):
    r = _verify(name, m)
    assert r["passed"], r["checks"]
    assert r["hazards"] == []
    assert all(c["guard_ok"] for c in r["checks"])


def test_mutant_scale_b_k_block_never_advances(monkeypatch):
    """Mutant: scale_b's soffset does not step with the k-tile (every k-tile reads K block 0's B scale)."""
    orig = GD.block_soffsets

    def mutant(g):
        out = orig(g)
        out[1] = dataclasses.replace(out[1], step=0)
        return out
    monkeypatch.setattr(GD, "block_soffsets", mutant)
    r = _verify("preshuffle_fp8_block128_bf16", 33)
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_mutant_scale_a_wrong_k_step(monkeypatch):
    """Mutant: scale_a's k-step stride 0 (step 1 of a 2-step k-tile reads step 0's K block scale)."""
    orig = PL.block_scale_a

    def mutant(*a):
        lay = orig(*a)
        return Layout(lay.shape, (lay.stride[0], (0, lay.stride[1][1])))
    monkeypatch.setattr(PL, "block_scale_a", mutant)
    r = _verify("preshuffle_fp8_block128_k256_bias", 33)
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0
