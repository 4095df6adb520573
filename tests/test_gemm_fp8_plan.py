"""gemm_fp8 planning: the layout-derived LDS DMA image and fragment reads checked against hand formulas and the
MFMA lane table; spec errors; resources; hot-loop counts of the 256x256x128 8-wave kernel (hand-derived)."""
import re
from pathlib import Path

import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.errors import FlygenError, PlanError
from flygen.isa.mfma import lane_map, mfma_atom
from flygen.layout import expr as E
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_mma
from flygen.plan.gemm_layouts import dma_plan, fragment_layout
from flygen.ref.gemm import preshuffle_b


def hand_swizzle(x):
    """Swizzle(3,4,4) written out: bits 8..10 xor onto bits 4..6."""
    return x ^ ((x >> 4) & 0x70)


def simulate_dma(d, glob: np.ndarray, threads: int, lds_bytes: int) -> np.ndarray:
    """Run the lowered DMA addresses by the LDS-DMA rule (lane t of a wave writes M0 + 16 t), stage 0."""
    lds = np.zeros(lds_bytes, np.uint8)
    tid = np.arange(threads)
    x = np.asarray(E.evaluate(d.swz.bases[0], {"tid": tid}), np.int64)
    for i in range(d.instrs):
        src = np.asarray(E.evaluate(d.src.bases[d.src.base_of[i]], {"x": x}), np.int64) + d.src.imms[i]
        m0 = np.asarray(E.evaluate(d.m0.bases[d.m0.base_of[i]], {"wave": tid // 64}), np.int64) + d.m0.imms[i]
        dst = m0 + 16 * (tid % 64)
        for b in range(16):
            lds[dst + b] = glob[src + b]
    return lds


@pytest.mark.parametrize("rows,threads,kbytes,pre", [(256, 512, 256, False), (128, 256, 384, False),
                                                     (256, 512, 512, True), (64, 256, 128, True)])
def test_dma_lds_image_is_the_swizzled_tile(rows, threads, kbytes, pre):
    rng = np.random.default_rng(rows + kbytes)
    op = rng.integers(0, 256, (rows, kbytes), dtype=np.uint8)          # operand bytes, rows x Kbytes
    glob = preshuffle_b(op, "fp8") if pre else op.reshape(-1)
    d = dma_plan(rows, kbytes, pre, threads, 0, rows * 128, 2)
    lds = simulate_dma(d, glob, threads, rows * 128)
    r, c = np.meshgrid(np.arange(rows), np.arange(128), indexing="ij")
    assert np.array_equal(lds[hand_swizzle(r * 128 + c)], op[:, :128])  # K tile 0


@pytest.mark.parametrize("mn,fmt,esize,tile_k,waves,tile", [
    ("v_mfma_f32_16x16x128_f8f6f4", "fp8", 1, 128, (2, 4), (256, 256)),
    ("v_mfma_f32_16x16x32_bf16", None, 2, 64, (2, 2), (128, 64)),
])
def test_fragment_reads_match_the_mfma_lane_table(mn, fmt, esize, tile_k, waves, tile):
    atom = mfma_atom(mn, fmt, fmt) if fmt else mfma_atom(mn)
    tm, tn = tile
    mma = make_tiled_mma(atom, waves, tile=(tm, tn, tile_k))
    rm, rn, rk = mma.reps
    threads = 64 * waves[0] * waves[1]
    rng = np.random.default_rng(5)
    for which, rows, reps, tv in (("a", tm, rm, mma.tv_A()), ("b", tn, rn, mma.tv_B())):
        tile_bytes = rng.integers(0, 256, (rows, 128), dtype=np.uint8)
        lds = np.zeros(2 * rows * 128, np.uint8)
        r, c = np.meshgrid(np.arange(rows), np.arange(128), indexing="ij")
        lds[hand_swizzle(r * 128 + c)] = tile_bytes                      # stage 0 filled by hand
        lo = lower(fragment_layout(tv, rows, tile_k, esize, 0, rows * 128, 2), {"tid": threads}, max_imm=65535)
        nch = atom.a_regs // 4
        ik = lane_map(atom, which)                                         # [64, values, 2] = (row, k)
        per = 16 // esize
        for t in range(0, threads, 37):
            lane, wave = t % 64, t // 64
            wrow = (wave % waves[0]) if which == "a" else (wave // waves[0])
            for rep in range(reps):
                for q in range(rk):
                    for ch in range(nch):
                        v = np.ravel_multi_index((ch, rep, q, 0), (nch, reps, rk, 2), order="F")
                        addr = int(E.evaluate(lo.bases[lo.base_of[v]], {"tid": np.array([t])})[0]) + lo.imms[v]
                        got = lds[addr:addr + 16]
                        vals = ik[lane, ch * per:(ch + 1) * per]
                        row = wrow * (rows // waves[0 if which == "a" else 1]) + rep * 16 + vals[:, 0]
                        kb = (q * atom.k + vals[:, 1]) * esize
                        want = np.stack([tile_bytes[row, kb + b] for b in range(esize)], axis=1).reshape(-1)
                        assert np.array_equal(got, want), (which, t, rep, q, ch)


def _spec(tmp_path, **kw):
    p = {"name": "g", "family": "gemm_fp8", "K": 256, **kw}
    body = "\n".join(f"    {k}: {v}" for k, v in p.items() if k != "name")
    f = Path(tmp_path, "s.yaml")
    f.write_text(f"target: gfx950\nkernels:\n  - name: {p['name']}\n{body}\n")
    return str(f)


@pytest.mark.parametrize("kw,where", [({"waves": 8, "tile_m": 192}, "tile_m"),
                                      ({"dtype": "bf16"}, "tile_k"),
                                      ({"K": 200}, "K"),
                                      ({"waves": 4, "tile_n": 96}, "tile_n")])
def test_spec_errors_name_the_field(tmp_path, kw, where):
    with pytest.raises(FlygenError, match=rf"kernels\[0\]\.{where}"):
        generate([_spec(tmp_path, **kw)])


def test_lds_overflow_is_a_plan_error(tmp_path):
    with pytest.raises(PlanError, match="LDS"):
        generate([_spec(tmp_path, waves=4, tile_m=512, tile_n=256)])


def test_resources_8wave_and_4wave(tmp_path):
    (b8,) = generate([_spec(tmp_path, waves=8)])
    assert b8.plan.regs.acc_vgprs == 0 and b8.plan.regs.total_vgprs <= 256      # 2 waves/SIMD, no AGPRs
    assert b8.plan.lds_bytes == 2 * (256 + 256) * 128
    (b4,) = generate([_spec(tmp_path, waves=4)])
    assert b4.plan.regs.acc_vgprs == 256 and b4.plan.regs.total_vgprs <= 512    # 256 accumulators in AGPRs
    assert ".amdhsa_private_segment_fixed_size 0" in b4.asm                     # nothing spilled:
    assert not re.search(r"^\s*(scratch_|buffer_store_dword )", b4.asm, re.M)  # no scratch traffic


def test_hot_loop_counts_256x256x128_8wave(tmp_path):
    (b,) = generate([_spec(tmp_path, waves=8, K=4096)])
    lines = b.asm.splitlines()
    start = next(i for i, l in enumerate(lines) if re.match(r"^\.L\w+_kloop:", l))
    end = next(i for i, l in enumerate(lines) if i > start and re.match(r"^\s*s_cbranch_scc1 \.L\w+_kloop\b", l))
    ops = [l.split()[0] for l in lines[start + 1:end + 1] if l.strip() and not l.strip().startswith("//")]
    # hand count per K tile: per wave 128 x 64 of C = 8 x 4 MFMAs; A 8 x 32 B + B 4 x 32 B = 24 ds_read_b128;
    # A + B = 2 x 256 rows x 128 B = 64 KiB / (512 lanes x 16 B) = 8 LDS DMAs. The rolled loop holds 2 K tiles.
    assert ops.count("v_mfma_f32_16x16x128_f8f6f4") == 64
    assert ops.count("ds_read_b128") == 48
    assert sum(1 for l in lines[start:end] if "buffer_load_dwordx4" in l and l.rstrip().endswith("lds")) == 16
    assert not any(o.startswith("v_") and not o.startswith("v_mfma") for o in ops)   # no VALU in the hot loop
    assert len(ops) / 2 < 107                                                          # FlyDSL: 107 per K tile


@pytest.mark.parametrize("kbytes", [16, 48, 256])
def test_dma_source_offsets_never_use_the_instruction_offset(kbytes):
    """An LDS DMA adds its instruction offset to the LDS address too, so every per-round source offset
    must live in the voffset base: immediates all 0, even where rows are closer than 128 B (conv3d w
    with small C), where a 12-bit immediate would otherwise fit."""
    d = dma_plan(64, kbytes, False, 256, 0, 64 * 128, 2)
    assert not np.any(np.asarray(d.src.imms))
