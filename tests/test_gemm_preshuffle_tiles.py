"""Preshuffle GEMM tiles FlyDSL runs on MI355X (issue 12 item 2, issue 19): they plan with 0 spills / 0 scratch
inside the launch limits, through register placements (epilogue overlay of dead loop registers, B fragments in
AGPRs), and verify on the emulator with ragged M."""
from __future__ import annotations

from pathlib import Path

import pytest

from flygen.build.pipeline import generate
from flygen.spec.load import load_specs

from test_gemm_preshuffle import _assert_pass, _spec, _verify

TILES = Path(__file__).resolve().parents[1] / "examples" / "gemm_preshuffle_tiles.yaml"
TILE_M = {ks.name: ks.params["tile_m"] for ks in load_specs([TILES])}


@pytest.mark.parametrize("name", sorted(TILE_M))
def test_tiles_verify_ragged_m(name):
    """M = one tile plus a ragged part: the second workgroup row has rows >= M (never read or written)."""
    _assert_pass(_verify(TILES, name, TILE_M[name] + 44))


def _cells(r):
    return set(range(r.index, r.index + r.count))


@pytest.mark.parametrize("a_path", ["sync", "async"])
def test_fp8_256x256_epilogue_overlays_a_fragments(tmp_path, a_path):
    """256 accumulators fill the AGPRs; the epilogue's VGPRs lie inside v_afrag (dead after the last MFMA) and the
    loop's own VGPRs do not overlap. bias_gelu at fp16 out: the epilogue with the most registers."""
    b = generate([_spec(tmp_path, N=256, K=256, tile_m=256, tile_n=256, a_path=a_path, epilogue="bias_gelu",
                        out_dtype="f16")])[0]
    regs = b.plan.regs
    assert regs.acc_vgprs == 256 and regs.arch_vgprs <= 256 and regs.total_vgprs <= 512
    af = regs["v_afrag"]
    inside = [r for r in regs.regs if r.file == "v" and r is not af and _cells(r) & _cells(af)]
    assert {r.name for r in inside} >= {"v_x", "v_u", "v_pk", "v_bias", "v_esc_a", "v_esc_b", "v_cb0"}
    assert all(_cells(r) <= _cells(af) for r in inside)
    loop = [r for r in regs.regs if r.file == "v" and r not in inside]
    cells = [c for r in loop for c in _cells(r)]
    assert len(cells) == len(set(cells))


def test_16bit_128x256x128_b_fragments_in_agprs(tmp_path):
    """B double buffer (128 registers) in AGPRs beside the 128 accumulators; loaded there by buffer_load and read
    there by the MFMAs; kernels that fit ArchVGPRs keep B in VGPRs (128x256x64)."""
    b = generate([_spec(tmp_path, in_dtype="bf16", N=256, K=256, tile_m=128, tile_n=256, tile_k=128)])[0]
    regs = b.plan.regs
    assert regs["a_bfrag"].count == 128 and regs.acc_vgprs == 256
    assert "buffer_load_dwordx4 a[a_bfrag" in b.asm and ", a[a_bfrag+" in b.asm
    b64 = generate([_spec(tmp_path, in_dtype="bf16", N=256, K=256, tile_m=128, tile_n=256, tile_k=64)])[0]
    assert b64.plan.regs["v_bfrag"].file == "v"


def test_bf16_tile_k_256_a_fragment_ring(tmp_path):
    """128x128x256 bf16: 64 A fragment units of 4 VGPRs per k-tile; a ring of 32 (128 VGPRs) with the B double
    buffer in AGPRs. Inside the loop, A reads sit between MFMAs (each right after the MFMA that frees its slot)
    and no read targets a slot an MFMA after it still reads before the wait that covers it (emulator-checked by
    test_tiles_verify_ragged_m)."""
    b = generate([_spec(tmp_path, in_dtype="bf16", N=128, K=1024, tile_m=128, tile_n=128, tile_k=256)])[0]
    regs = b.plan.regs
    assert regs["v_afrag"].count == 128 and regs["a_bfrag"].count == 128 and regs.arch_vgprs <= 256
    loop = b.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    ops = [ln.split()[0] for ln in loop.splitlines() if ln.strip() and not ln.strip().startswith("//")]
    mf = [i for i, o in enumerate(ops) if o.startswith("v_mfma")]
    assert len(mf) == 2 * 64 * 2
    # per k-tile 32 reads ride in its MFMA stream; between the two k-tiles' streams: the second's first 32
    assert ops[mf[0]:mf[-1]].count("ds_read_b128") == 32 + 32 + 32


@pytest.mark.parametrize("tile_k,pitch", [(128, 128), (256, 256)])
def test_mx_fp6_tile_m_64_copies_and_async_pitch(tmp_path, tile_k, pitch):
    """fp6 A rows (96 / 192 B): sync at tile_m 64 copies 8-byte pieces when 16-byte chunks do not divide among
    the threads; async pads LDS rows to the next power of two (LDS = stages x 64 x pitch)."""
    common = dict(in_dtype="mx", mx_a="fp6", N=128, K=512, tile_m=64, tile_n=128, tile_k=tile_k)
    sync = generate([_spec(tmp_path, **common)])[0]
    piece = "dwordx2" if tile_k == 128 else "dwordx4"
    assert f"buffer_load_{piece} v[v_astage" in sync.asm and sync.plan.lds_bytes == 2 * 64 * tile_k * 6 // 8
    asy = generate([_spec(tmp_path, a_path="async", **common)])[0]
    assert asy.plan.lds_bytes == 2 * 64 * pitch and " lds" in asy.asm


def test_bf16_128x256x256_single_b_buffer(tmp_path):
    """128x256x256 bf16: one B buffer (128 AGPRs beside 128 accumulators); in the loop every B load comes after
    the MFMA that frees its registers (the emulator's scoreboard checks the overwrite and the reads,
    test_tiles_verify_ragged_m) and the MFMAs wait for B with vmcnt inside the stream, not one block wait."""
    b = generate([_spec(tmp_path, in_dtype="bf16", N=256, K=1024, tile_m=128, tile_n=256, tile_k=256)])[0]
    regs = b.plan.regs
    assert regs["a_bfrag"].count == 128 and regs.acc_vgprs == 256 and regs.arch_vgprs <= 256
    loop = b.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    assert loop.count("this MFMA's B fragment landed") >= 8


@pytest.mark.parametrize("params", [
    dict(in_dtype="fp8", tile_m=256, epilogue="bias_gelu", out_dtype="f16"),          # largest epilogue overlay
    dict(in_dtype="int8", tile_m=256, epilogue="bias_silu"),                          # i32 accumulators
    dict(in_dtype="bf16", tile_m=256, a_path="async"),                                 # 256 acc AGPRs + A ring
    dict(in_dtype="fp8", tile_m=256, tile_k=256, epilogue="bias"),                     # fp8 ring, 2 k steps
], ids=["fp8_gelu", "int8_silu", "bf16_256_async", "fp8_k256"])
def test_more_256x256_tiles_verify(tmp_path, params):
    """More 256x256 tiles (lds_stage 2), 4 k-tiles, ragged M, through the placements above."""
    p = {"N": 256, "tile_n": 256, "tile_k": 128, **params}
    p["K"] = 4 * p["tile_k"]
    path = _spec(tmp_path, **p)
    _assert_pass(_verify(path, "k", p["tile_m"] + 44))
