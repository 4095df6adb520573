"""moe stage 1 writing the MX intermediate (inter_dtype fp4/fp8): scale layout law vs the host's
mx_kernel_scales, spec errors, emulator runs bit-exact against flygen.ref.mx quantisation of the float64
intermediate (rounding-undecided values checked against both roundings), and the device-to-device chain
stage 1 -> stage 2 against the float64 reference; negative controls with wrong scale byte order."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from flygen.build.pipeline import generate
from flygen.errors import FlygenError
from flygen.isa.dtypes import decode
from flygen.isa.mx_scales import mx_scale_bytes, mx_scale_row_bytes
from flygen.plan.epilogue import mx as moe_mx
from flygen.ref import moe as R
from flygen.ref.gemm_preshuffle import mx_kernel_scales
from flygen.ref.mx import quantize_mx

EX = Path(__file__).resolve().parents[1] / "examples" / "moe.yaml"


@settings(max_examples=30, deadline=None)
@given(tiles=st.integers(1, 4), tk=st.sampled_from([128, 256, 512, 1024]), rows=st.integers(1, 5),
       seed=st.integers(0, 2 ** 16))
def test_scale_format_is_mx_kernel_scales(tiles, tk, rows, seed):
    """Law: the scale format fact (flygen.isa.mx_scales) puts scale (row, q) exactly where the host's loop-built
    layout does."""
    inter = tiles * tk
    s = np.random.default_rng(seed).integers(0, 255, (rows, inter // 32), dtype=np.uint8)
    flat = mx_kernel_scales(s, tk).reshape(-1)
    lay = mx_scale_bytes(inter, rows, tk)
    got = np.array([[flat[lay(q, r)] for q in range(inter // 32)] for r in range(rows)], np.uint8)
    assert np.array_equal(got, s)
    assert lay(0, 1) == len(flat) // rows


def test_scale_filler_by_hand():
    """tile_k 256 = 2 MFMA steps per scale dword: bytes 2, 3 of each of the 4 lane-group dwords are filler."""
    assert mx_scale_row_bytes(256, 256) == 16
    assert np.flatnonzero(R.scale_filler(256, 256)).tolist() == [2, 3, 6, 7, 10, 11, 14, 15]
    assert not R.scale_filler(512, 512).any()


def test_scale_positions_by_hand():
    """tile_k 256: 8 blocks per k-tile, 2 MFMA steps s of 4 lane groups g; block q = 8 kt + 4 s + g sits at
    byte 16 kt + 4 g + s of a 32-byte row (one dword per lane group, bytes 2, 3 filler)."""
    fact = mx_scale_bytes(512, 1, 256)
    pos, row = [fact(q, 0) for q in range(16)], mx_scale_row_bytes(512, 256)
    assert row == 32
    assert pos == [0, 4, 8, 12, 1, 5, 9, 13, 16, 20, 24, 28, 17, 21, 25, 29]


def test_scale_registers_follow_the_store_layout_value_order():
    """2 m-atoms x 2 blocks: value index of (m-atom i, block jb) is i + 2 jb (colexicographic), by hand."""
    reg = moe_mx.scale_regs(32, 64)
    assert [reg(i, jb) for jb in range(2) for i in range(2)] == [0, 1, 2, 3]
    assert moe_mx.scale_regs(64, 64)(3, 1) == 7


MX_WIDE = {"inter": 512, "tile_n": 256, "inter_tile_k": 256}


@pytest.mark.parametrize("tile_m", [16, 32, 64])
def test_scale_store_proof_rejects_the_row_major_register_order(tmp_path, monkeypatch, tile_m):
    """Negative control of the plan-time proof: the pre-fix order (i * blocks + jb) is refused with the
    first wrong byte when it differs from the layout's (tile_m >= 32), accepted where both agree (16). By
    hand: register 1 (m-atom 0, block 1; host byte 4 of row 0) went to value 1 = (m-atom 1, block 0) = row 16
    of 32-byte rows, byte 512."""
    from flygen.layout import Layout
    monkeypatch.setattr(moe_mx, "scale_regs", lambda tm, wn: Layout((tm // 16, wn // 32), (wn // 32, 1)))
    spec = _spec(tmp_path, tile_m=tile_m, **MX_WIDE)
    if tile_m == 16:
        generate([spec])
    else:
        with pytest.raises(FlygenError, match=r"stores the scale of m-atom 0, block 1 at byte 512; the scale format has it at 4"):
            generate([spec])


@pytest.mark.parametrize("tile_m", [16, 32, 64])
@pytest.mark.parametrize("tile_n", [128, 256, 512])
@pytest.mark.parametrize("tk2", [128, 256, 1024])
def test_scale_store_matches_host_layout_across_tiles(tile_m, tile_n, tk2):
    """The planner's scale store, lowered per lane, against mx_kernel_scales (via the proof) for inter 1024:
    1..8 workgroup columns, 1..4 blocks per wave, 1..4 m-atoms, 1..8 MFMA steps per stage-2 k-tile."""
    from flygen.isa.mfma import mfma_atom
    atom = mfma_atom("v_mfma_scale_f32_16x16x128_f8f6f4", "fp4", "fp4")
    key = moe_mx.block_groups(atom, 1024, tile_n, tile_m, 4)
    sst = moe_mx.scale_store(1024, tile_n, tile_m, 4, tk2)
    moe_mx.check_scale_store(sst, range(tile_m // 16 * tile_n // 128), key, mx_scale_row_bytes(1024, tk2),
                             1024, tile_n, tile_m, 4, tk2)


def test_scale_store_proof_rejects_a_wrong_row_stride(monkeypatch):
    """Negative control: a store layout whose rows are one byte too long misses the host's rows."""
    from flygen.errors import PlanError
    from flygen.isa.mfma import mfma_atom
    atom = mfma_atom("v_mfma_scale_f32_16x16x128_f8f6f4", "fp4", "fp4")
    key = moe_mx.block_groups(atom, 512, 256, 32, 4)
    sst = moe_mx.scale_store(512, 256, 32, 4, 256)
    moe_mx.check_scale_store(sst, range(4), key, 32, 512, 256, 32, 4, 256)      # the real one passes
    with pytest.raises(PlanError, match="row stride 33 B"):
        moe_mx.check_scale_store(sst, range(4), key, 33, 512, 256, 32, 4, 256)
    with pytest.raises(PlanError, match="cover the e8m0 registers"):
        moe_mx.check_scale_store(sst, range(3), key, 32, 512, 256, 32, 4, 256)


def _spec(tmp_path, **params):
    base = {"hidden": 256, "inter": 256, "experts": 4, "topk": 2, "stage": 1, "inter_dtype": "fp4"}
    base.update(params)
    p = tmp_path / "moe.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: k\n    family: moe\n" +
                 "".join(f"    {k}: {v}\n" for k, v in base.items()))
    return p


@pytest.mark.parametrize("params,msg", [
    ({"tile_n": 64}, r"tile_n.*multiple of 128"),
    ({"inter_tile_k": 512}, r"inter_tile_k.*must divide inter"),
    ({"stage": 2}, r"inter_dtype.*only stage 1"),
])
def test_errors_name_the_field(tmp_path, params, msg):
    with pytest.raises(FlygenError, match=msg):
        generate([_spec(tmp_path, **params)])


def test_e8m0_rule_in_the_code(tmp_path):
    """fp4 emax_elem = 2, fp8 = 8 (OCP); fp8 clamps to 448 * 2^(X-127): bits 0x43e00000 - 127 << 23."""
    (b4,) = generate([_spec(tmp_path)])
    assert "v_subrev_u32 v[v_e8m0+0], 2, v[v_e8m0+0]" in b4.asm and "v_med3_f32" not in b4.asm
    (b8,) = generate([_spec(tmp_path, inter_dtype="fp8")])
    assert "v_subrev_u32 v[v_e8m0+0], 8, v[v_e8m0+0]" in b8.asm
    assert f"v_add_u32 v[v_lim], {hex(0x43E00000 - (127 << 23))}, v[v_scale_f32]" in b8.asm


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
    assert [h for h in res.hazards if h.severity != "info"] == []      # info: padding rows reading 0
    outs = [dev.download(args[c.arg], c.dtype, (c.count + len(c.guard),)) for c in case.checks]
    return [compare(o, c) for o, c in zip(outs, case.checks)], outs


def _unpack(codes: np.ndarray, fmt: str, rows: int) -> np.ndarray:
    c = codes.reshape(rows, -1)
    if fmt == "fp4":
        return np.stack([c & 0xF, c >> 4], axis=2).reshape(rows, -1)
    return c


def _scales_of(sbytes: np.ndarray, rows: int, inter: int, tk2: int) -> np.ndarray:
    lay = mx_scale_bytes(inter, rows, tk2)
    return np.array([[sbytes[lay(q, r)] for q in range(inter // 32)] for r in range(rows)], np.uint8)


def _stage1(name, tokens, seed, skip=1):
    (b,) = generate([EX], names=(name,))
    rng = np.random.default_rng(seed)
    r = R.random_routing(b.spec.params, tokens, rng, skip_expert=skip)
    case = R.stage1_case(b.spec.params, r, rng)
    return b, r, case, _run(b, case)


@pytest.mark.parametrize("name", ["moe_s1_fp4_to_fp4", "moe_s1_fp8_to_fp8", "moe_s1_fp4_to_fp8",
                                  "moe_s1_fp4_to_fp8_wide", "moe_s1_fp4_to_fp4_m32_wide",
                                  "moe_s1_fp4_to_fp8_m64_wide"])
def test_stage1_mx_matches_host_quantisation(name):
    """Codes and e8m0 bytes equal flygen.ref.mx's quantisation of the float64 intermediate; where the f32
    error bound leaves the rounding undecided the device must give one of the two roundings; padding rows
    give scale 0 and zero codes; filler bytes and rows past num_valid_ids untouched (the checks' guards)."""
    b, r, case, (res, outs) = _stage1(name, 29, 5)
    assert all(c.mismatches == 0 and c.guard_ok for c in res), res
    p = b.spec.params
    fmt, inter, nv = p["inter_dtype"], p["inter"], r.num_valid_ids
    h, e_h = case.extra["h32"], case.extra["e32"]
    got_c = _unpack(outs[0][: case.checks[0].count], fmt, nv)
    got_s = _scales_of(outs[1], nv, inter, p["inter_tile_k"])
    want_c, want_s = quantize_mx(h, fmt)
    x_lo, x_hi, amb, blk = R.mx_ambiguity(h, e_h, fmt, np.ones(h.shape, bool))
    assert amb.mean() < 1e-3                               # bit-exact almost everywhere
    assert np.array_equal(got_s[~blk], want_s[~blk]) and ((got_s == x_lo) | (got_s == x_hi)).all()
    assert np.array_equal(got_c[~amb], want_c[~amb])
    for rr, k in zip(*np.nonzero(amb)):                    # undecided: one of the admissible roundings
        step = np.ldexp(1.0, int(got_s[rr, k // 32]) - 127)
        lo, hi = quantize_mx_one(h[rr, k] - e_h[rr, k], step, fmt), quantize_mx_one(h[rr, k] + e_h[rr, k], step, fmt)
        assert min(lo, hi) <= decode(got_c[rr, k], fmt) * step <= max(lo, hi)     # (a zero of either sign)
    # the float64 intermediate: device values within the format-derived bound (hardware-safe check)
    step = np.repeat(np.ldexp(1.0, got_s.astype(np.int64) - 127), 32, 1)
    assert (np.abs(decode(got_c, fmt) * step - case.extra["h"]) <= R.mx_quant_bound(
        case.extra["h"], case.extra["e_h"], fmt)).all()
    _, _, real = R.routed_rows(r)
    assert (got_s[~real] == 0).all() and (decode(got_c[~real], fmt) == 0).all()
    assert real.sum() < nv                                 # the case has padding rows


def quantize_mx_one(x: float, step: float, fmt: str) -> float:
    from flygen.isa.dtypes import encode
    return float(decode(encode(np.array([x / step]), fmt, saturate=True), fmt)[0]) * step


def _swap_dword_bytes(b: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(b.reshape(-1, 4)[:, ::-1]).reshape(-1)


def test_stage1_check_catches_wrong_scale_byte_order(monkeypatch):
    """Negative control: a reference expecting the scale bytes reversed within each dword must fail."""
    ks = R.mx_kernel_scales
    monkeypatch.setattr(R, "mx_kernel_scales", lambda s, tk: _swap_dword_bytes(ks(s, tk)).reshape(len(s), -1))
    _, _, _, (res, _) = _stage1("moe_s1_fp4_to_fp4", 29, 5)
    assert res[1].mismatches > 0


@pytest.mark.parametrize("s1,s2", [("moe_s1_fp4_to_fp4", "moe_s2_fp4"), ("moe_s1_fp8_to_fp8", "moe_s2_fp8")])
def test_chain_device_to_device(s1, s2):
    """Stage 1 writes the MX intermediate, stage 2 reads those very bytes (codes and scales, filler included)
    on the same routing; out is checked against float64 silu(g) * u through W2 with the format-derived bound:
    MX quantisation (half an element ulp at the worse admissible scale, or saturation) + stage-1 f32 error +
    stage-2 accumulation and atomics. Negative control: scale bytes reversed within each dword must fail."""
    (b2,) = generate([EX], names=(s2,))
    b1, r, case, (res, outs) = _stage1(s1, 29, 7, skip=2)
    assert all(c.mismatches == 0 for c in res)
    p1 = b1.spec.params
    assert p1["inter_tile_k"] == b2.spec.params["tile_k"] and p1["inter_dtype"] == b2.spec.params["a_dtype"]
    S, nv, inter = len(r.sorted_token_ids), r.num_valid_ids, p1["inter"]
    h = np.zeros((S, inter))
    h[:nv] = case.extra["h"]
    err = np.zeros((S, inter))
    err[:nv] = R.mx_quant_bound(case.extra["h"], case.extra["e_h"], p1["inter_dtype"])
    codes, scales = outs[0], outs[1]
    for sb, ok in ((scales, True), (_swap_dword_bytes(scales), False)):
        c2 = R.stage2_case(b2.spec.params, r, np.random.default_rng(3), a=(codes, None, None), scale_bytes=sb,
                           a_ref=h, a_err=err)
        (chk,), _ = _run(b2, c2)
        assert (chk.mismatches == 0 and chk.guard_ok) == ok, chk
