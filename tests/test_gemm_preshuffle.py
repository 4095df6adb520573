"""Preshuffle GEMM family: layouts vs the host preshuffle, MX scale layout, spec errors, resources, and
end-to-end emulator verification (every in_dtype x epilogue, both A paths, both LDS stagings, every MX pair)."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.errors import FlygenError
from flygen.plan import preshuffle_layouts as PL
from flygen.ref import gemm_preshuffle as R
from flygen.ref.gemm import preshuffle_b

EX = Path(__file__).resolve().parents[1] / "examples"


def _spec(tmp_path, **params) -> Path:
    base = {"family": "gemm_preshuffle", "name": "k", "N": 128, "K": 256}
    base.update(params)
    body = "\n".join(f"    {k}: {v}" for k, v in base.items() if k != "name")
    p = tmp_path / "s.yaml"
    p.write_text(f"target: gfx950\nkernels:\n  - name: {base['name']}\n{body}\n")
    return p


# ---------------------------------------------------------------- layouts
@pytest.mark.parametrize("n,kb", [(16, 64), (48, 128), (128, 512)])
def test_b_layout_matches_host_preshuffle(n, kb):
    """The planner's B layout (bytes) addresses exactly where ref.gemm.preshuffle_b (numpy) put each byte."""
    b = np.random.default_rng(1).integers(0, 256, (n, kb), dtype=np.uint8)
    flat = preshuffle_b(b)
    lb = PL.b_preshuffle(n, kb)
    nn, kk = np.meshgrid(np.arange(n), np.arange(kb), indexing="ij")
    offs = np.vectorize(lambda i, k: lb((i, k)))(nn, kk)
    assert np.array_equal(flat[offs], b)


def test_b_layout_element_form_from_issue():
    """The issue's element layout ((16,N/16),(kp,4,k0)):((kp,k0*64*kp),(1,16*kp,64*kp)) times element bytes equals
    our byte layout (16-bit: kp = 8, so element k -> bytes 2k)."""
    n, k = 32, 128
    kp, k0 = 8, k * 2 // 64
    from flygen.layout import Layout
    el = Layout(((16, n // 16), (kp, 4, k0)), ((kp, k0 * 64 * kp), (1, 16 * kp, 64 * kp)))
    lb = PL.b_preshuffle(n, 2 * k)
    for i in range(0, n, 5):
        for kk in range(0, k, 7):
            assert 2 * el((i, kk)) == lb((i, 2 * kk))


def test_mx_kernel_scales_by_hand():
    # K = 512 with tile_k 256: 2 k-tiles, 2 MFMA steps each (D = 1 dword, bytes 2, 3 unused -> 127).
    s = np.arange(16, dtype=np.uint8)[None, :]            # one row, block kb has code kb
    got = R.mx_kernel_scales(s, 256).reshape(2, 1, 4, 4)  # [k-tile][d][g][b]
    # k-tile 0, step 0 lane group g -> block g; step 1 -> block 4 + g
    assert got[0, 0, :, 0].tolist() == [0, 1, 2, 3]
    assert got[0, 0, :, 1].tolist() == [4, 5, 6, 7]
    assert got[1, 0, :, 0].tolist() == [8, 9, 10, 11]
    assert got[1, 0, :, 1].tolist() == [12, 13, 14, 15]
    assert (got[:, :, :, 2:] == 127).all()


# ---------------------------------------------------------------- spec / plan errors
@pytest.mark.parametrize("params,msg", [
    ({"tile_k": 64}, "at least one MFMA K"),
    ({"K": 320}, "multiple of tile_k"),
    ({"tile_m": 16}, "16-byte chunks"),
    ({"N": 96}, "multiple of tile_n"),
    ({"in_dtype": "mx", "mx_a": "fp6", "tile_m": 32}, "8-byte chunks"),     # 96 B rows: 3072 B / 256 threads
])
def test_errors_name_the_field(tmp_path, params, msg):
    with pytest.raises(FlygenError, match=msg):
        generate([_spec(tmp_path, **params)])


@pytest.mark.parametrize("tile_n", [128, 256])
def test_resources_no_acc_moves_in_loop(tmp_path, tile_n):
    """128x128x128 and 128x256x128 fp8 fit the register file (no scratch exists in flygen kernels) and the
    K loop contains no v_accvgpr moves (MFMAs accumulate in AGPRs in place)."""
    b = generate([_spec(tmp_path, N=256, tile_n=tile_n, K=512)])[0]
    assert b.plan.regs.arch_vgprs <= 256 and b.plan.regs.total_vgprs <= 512
    loop = b.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    assert "v_accvgpr" not in loop
    assert len(re.findall(r"^\s+v_mfma", loop, re.M)) == 2 * 8 * tile_n // 64


# ---------------------------------------------------------------- emulator
def _verify(path, name, m):
    from flygen.check.verify import verify
    (r,) = verify([path], names=(name,), sizes={"M": m})
    return r


def _assert_pass(r):
    assert r["passed"], (r["hazards"], r["checks"])
    assert r["hazards"] == []
    assert all(c["guard_ok"] for c in r["checks"])


DENSE = [(f"preshuffle_{d}_{e}", m) for i, d in enumerate(("fp8", "int8", "f16", "bf16"))
         for j, (e, m) in enumerate(zip(("none", "bias", "bias_relu", "bias_silu", "bias_gelu"),
                                        np.roll([1, 33, 200, 33, 1], i)))]


@pytest.mark.parametrize("name,m", DENSE)
def test_verify_dtype_epilogue(name, m):
    _assert_pass(_verify(EX / "gemm_preshuffle.yaml", name, int(m)))


@pytest.mark.parametrize("name", ["preshuffle_fp8_sync_s1", "preshuffle_fp8_sync_s2", "preshuffle_fp8_async_s1",
                                  "preshuffle_fp8_async_s2", "preshuffle_fp8_big_256"])
def test_verify_a_paths_and_stages(name):
    _assert_pass(_verify(EX / "gemm_preshuffle_paths.yaml", name, 200))


@pytest.mark.parametrize("a", ["fp4", "fp6", "bf6", "fp8"])
@pytest.mark.parametrize("b", ["fp4", "fp8"])
def test_verify_mx_pairs(a, b):
    _assert_pass(_verify(EX / "gemm_preshuffle_mx.yaml", f"preshuffle_mx_{a}_{b}", 33))


def test_verify_catches_unshuffled_b(monkeypatch):
    """Negative control: handing the kernel row-major B instead of the preshuffled bytes must fail."""
    monkeypatch.setattr(R, "preshuffle_b", lambda b: np.ascontiguousarray(b).reshape(-1).copy())
    r = _verify(EX / "gemm_preshuffle.yaml", "preshuffle_fp8_none", 33)
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_loop_interleaves_b_loads_and_raises_priority(tmp_path):
    """lds_stage 2: inside the loop, MFMA clusters sit between s_setprio 1 and 0, B loads of the next k-tile
    come between MFMAs, and the first MFMA waits on part of the A reads (lgkmcnt > 0), not all of them."""
    b = generate([_spec(tmp_path, N=256, K=512)])[0]
    loop = b.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    ops = [ln.split()[0] for ln in loop.splitlines() if ln.strip() and not ln.strip().startswith("//")]
    assert ops.count("s_setprio") == 4
    mf = [i for i, o in enumerate(ops) if o.startswith("v_mfma")]
    between = ops[mf[0]:mf[-1]]
    assert "buffer_load_dwordx4" in between
    first_wait = next(ln for ln in loop.splitlines() if "lgkmcnt(" in ln and "A fragment" in ln)
    assert "lgkmcnt(0)" not in first_wait


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
@pytest.mark.parametrize("m", [1, 33, 200])
def test_verify_16bit_tile_k_128(dtype, m):
    """16-bit A at 128x128x128 (128 A fragment VGPRs) fits because the epilogue reuses the A staging VGPRs."""
    _assert_pass(_verify(EX / "gemm_preshuffle_paths.yaml", f"preshuffle_{dtype}_k128", m))


def test_16bit_tile_k_128_epilogue_reuses_a_staging(tmp_path):
    """Fits 256 arch VGPRs only through the reuse: every epilogue VGPR lies inside v_astage (dead after the
    last ds_write drains), none inside the loop's live fragment buffers, and no other arch VGPR overlaps."""
    b = generate([_spec(tmp_path, in_dtype="f16", tile_k=128, K=512, epilogue="bias_silu")])[0]
    regs = b.plan.regs
    assert regs.arch_vgprs <= 256
    st = regs["v_astage"]
    epi = [r for r in regs.regs if r.file == "v" and r.index >= st.index and r.name != "v_astage"
           and r.index < st.index + st.count]
    assert {r.name for r in epi} >= {"v_x", "v_u", "v_pk", "v_bias", "v_bias_raw", "v_cb0"}
    assert all(r.index + r.count <= st.index + st.count for r in epi)
    loop = [r for r in regs.regs if r.file == "v" and r not in epi and r.name != "v_astage"]
    cells = [c for r in loop for c in range(r.index, r.index + r.count)]
    assert len(cells) == len(set(cells))
    assert not set(cells) & set(range(st.index, st.index + st.count))
