"""conv3d with a 4.6 GB input (> 4 GiB: the rebased V# base needs the carry into the high address word).

The emulator's device memory is sparse, so only the input slices the launched tiles read are written: the last
three M tiles (m_tile0 = tiles - 3) of a 1 x 140000 x 16 x 16 x 64 bf16 volume, 3x3x3 filter, padding 1.
Their outputs are checked against a float64 reference over the same three slices (padded by hand), and the
y rows before them must stay untouched."""
import dataclasses
import re
import tempfile
from pathlib import Path

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device
from flygen.ref.conv3d import conv_padded, finish
from flygen.ref.gemm import np_type
from flygen.toolchain import find_toolchain

P = {"family": "conv3d", "dtype": "bf16", "n": 1, "d": 140000, "h": 16, "w": 16, "c": 64, "k": 80,
     "t": 3, "r": 3, "s": 3, "padding": [1, 1, 1], "bias": True}
BM = 128
TAIL_TILES = 3
SENT = np.uint16(0x7FC1)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_big") / "big.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "t_big", **P}]}))
    (b,) = generate([str(path)])
    tc = find_toolchain()
    with tempfile.TemporaryDirectory() as tmp:   # the emulated text must also assemble and link
        tc.assemble(b.asm, Path(tmp, "k.o"), source_name="t_big.s")
        tc.link([Path(tmp, "k.o")], Path(tmp, "k.hsaco"))
    return b


def _run(b, seed=11):
    d, h, w, c, k = P["d"], P["h"], P["w"], P["c"], P["k"]
    slice_b = h * w * c * 2
    total = d * slice_b
    assert total > 4 << 30
    m_all = d * h * w                                   # stride 1, padding 1: Do, Ho, Wo = D, H, W
    tiles = -(-m_all // BM)
    m_tile0 = tiles - TAIL_TILES
    m_a = m_tile0 * BM
    do_a = m_a // (h * w)
    d_lo = do_a - 1                                     # first input slice the launched tiles read
    rng = np.random.default_rng(seed)
    bf = np_type("bf16")
    xs = (rng.standard_normal((1, d - d_lo, h, w, c)) * 2).astype(bf)
    wt = (rng.standard_normal((k, 3, 3, 3, c)) * 2).astype(bf)
    bias = (rng.standard_normal(k) * 4).astype(bf)

    dev = Device()
    xbuf = dev.alloc(total)
    dev.write(xbuf.addr + d_lo * slice_b, xs)
    ybuf = dev.alloc(m_all * k * 2)
    guard_rows = 64
    dev.write(ybuf.addr + (m_a - guard_rows) * k * 2, np.full(guard_rows * k, SENT, np.uint16))
    kern = load_program(b.asm).kernel(b.plan.name)
    args = {"x": xbuf, "w": dev.upload(np.ascontiguousarray(wt.reshape(k, -1))), "bias": dev.upload(bias),
            "y": ybuf, "m_tile0": np.uint32(m_tile0)}
    grid = b.plan.grid(m_tile0=m_tile0)
    assert grid[1] == TAIL_TILES
    res = launch(kern, grid=grid, block=b.plan.workgroup, args=args, device=dev, hazards=True)
    got = dev.read(ybuf.addr + m_a * k * 2, (m_all - m_a) * k * 2).view(bf).astype(np.float64)
    guard = dev.read(ybuf.addr + (m_a - guard_rows) * k * 2, guard_rows * k * 2).view(np.uint16)

    # reference over the same slices: no depth padding in front (real data), one zero slice behind
    xp = np.pad(xs.astype(np.float64), [(0, 0), (0, 1), (1, 1), (1, 1), (0, 0)])
    acc, mag = conv_padded(xp, wt, (1, 1, 1), (1, 1, 1), (d - d_lo - 1, h, w))
    want, bound = finish(acc, mag, 27 * c, None, bias.astype(np.float64), "none")
    rows = slice(m_a - (d_lo + 1) * h * w, None)        # output slice j of xp is global slice d_lo + 1 + j
    want, bound = want.reshape(-1, k)[rows], bound.reshape(-1, k)[rows]
    return res, got.reshape(-1, k), want, bound, guard, dev


def test_input_over_4_gib_matches_reference(built):
    res, got, want, bound, guard, dev = _run(built)
    assert [h for h in res.hazards if getattr(h, "severity", "error") == "error"] == []
    assert got.shape == want.shape == (TAIL_TILES * BM - (-(P["d"] * 256) % BM), P["k"])
    err = np.abs(got - want)
    assert (err <= bound).all(), float((err / bound).max())
    assert (guard == SENT).all()
    assert dev.resident_bytes < 64 << 20                 # sparse: nowhere near the 4.6 GB tensor


def test_without_the_address_carry_the_big_tile_reads_the_wrong_place(built):
    # drop the carry of qb*HWCb's high word into the V# base: the tile then reads 4 GiB too low (zeros)
    asm, n = re.subn(r"^(\s*s_addc_u32 s\[s_tmp\+4\], s\[s_args\+1\]), s\[s_tmp\+3\]", r"\1, 0", built.asm, flags=re.M)
    assert n == 1
    _, got, want, bound, _, _ = _run(dataclasses.replace(built, asm=asm))
    assert (np.abs(got - want) > bound).any()
