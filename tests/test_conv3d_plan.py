"""conv3d planning: gA against the convolution index formula, padding taps and validity masks by hand, the
per-tile x window against brute force, located spec errors, plan errors, host layout helpers and the reference
against naive loops."""
import dataclasses
import itertools
import re

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.errors import FlygenError, PlanError
from flygen.layout import Layout
from flygen.plan.conv3d import config as conv3d_config      # the config stage reads the tail machinery
from flygen.plan.conv3d.layouts import channel_tail, checked_taps, gA, geometry, taps, tile_windows, w_kmode
from flygen.ref.conv3d import from_torch_input, from_torch_weight, pad_taps, reference, to_torch_output

P = dict(dtype="bf16", n=2, d=5, h=6, w=7, c=64, k=80, t=3, r=3, s=3, stride=[1, 2, 1], padding=[1, 1, 1],
         dilation=[1, 1, 2], bias=False, activation="none")


def _geo(**kw):
    return geometry({**P, **kw})


def test_gA_is_the_convolution_index():
    g = _geo()
    lay, off = gA(g)
    (do_, ho, wo), (D, H, W), C = g.out, g.dims, g.c
    for m in range(0, g.m, 7):
        n, rest = divmod(m, do_ * ho * wo)
        od, rest = divmod(rest, ho * wo)
        oh, ow = divmod(rest, wo)
        for kb in range(0, g.kgemm_bytes, 34):
            tap, cb = divmod(kb, C * 2)
            t, rs = divmod(tap, 9)
            r, s = divmod(rs, 3)
            di, hi, wi = od * 1 - 1 + t, oh * 2 - 1 + r, ow * 1 - 1 + 2 * s
            want = (((n * D + di) * H + hi) * W + wi) * C * 2 + cb      # (may be out of the volume: padding)
            assert lay(m, kb) + off == want, (m, kb)


def test_checked_taps_by_hand():
    # d: D=5 pad 1 stride 1 T=3: t=0 reaches -1, t=2 reaches 5; h: H=6 pad 1 stride 2 Ho=3: only r=0 reaches -1
    # (r=2 reaches at most 2*2-1+2 = 5 < 6); w: W=7 pad 1 dil 2 Wo=5: s=0 reaches -1, s=2 (coord 4) reaches 7
    assert checked_taps(_geo()) == ((0, 0, 0), (0, 2, 1), (1, 0, 2), (2, 0, 3), (2, 4, 4))
    assert checked_taps(_geo(t=1, r=1, s=1, padding=[0, 0, 0], stride=[1, 1, 1], dilation=[1, 1, 1])) == ()


def test_tap_table_two_tiles_per_tap():
    # c = 128 bf16 = 256 B: two K tiles per tap, the second 128 B further; masks from the bits above
    ts = taps(_geo(c=128))
    assert len(ts) == 54
    assert [t.offset for t in ts[:4]] == [0, 128, 2 * 256, 2 * 256 + 128]      # s = 1 is dilation 2 pixels on
    assert ts[0].coords == (0, 0, 0) and ts[0].mask == 0b01101               # d t=0, h r=0, w s=0
    assert ts[2].coords == (0, 0, 2) and ts[2].mask == 0b00101               # w coord 2 is never padding
    assert ts[53].coords == (2, 2, 4) and ts[53].mask == 0b10010             # d t=2, w s=2


@pytest.mark.parametrize("kw,bm", [({}, 64), ({"stride": [2, 2, 2]}, 128), ({"padding": [3, 0, 0], "t": 2}, 64),
                                   ({"n": 3, "d": 2, "h": 3, "w": 3, "t": 1, "r": 1, "s": 1,
                                     "padding": [0, 0, 0], "dilation": [1, 1, 1], "stride": [1, 1, 1]}, 64)])
def test_tile_window_covers_every_valid_read(kw, bm):
    g = _geo(**kw)
    win = tile_windows(g, bm)
    lay, off = gA(g)
    (do_, ho, wo), (D, H, W) = g.out, g.dims
    slice_b = g.pitches[0]
    for tile in range(len(win["qb"])):
        lo = int(win["qb"][tile]) * slice_b
        hi = lo + int(win["window"][tile])
        for m in range(tile * bm, min(g.m, tile * bm + bm)):
            n, rest = divmod(m, do_ * ho * wo)
            od, rest = divmod(rest, ho * wo)
            oh, ow = divmod(rest, wo)
            for t, r, s in itertools.product(*(range(f) for f in g.filt)):
                di = od * g.stride[0] - g.pad[0] + t * g.dil[0]
                hi_ = oh * g.stride[1] - g.pad[1] + r * g.dil[1]
                wi = ow * g.stride[2] - g.pad[2] + s * g.dil[2]
                if 0 <= di < D and 0 <= hi_ < H and 0 <= wi < W:
                    a = (((n * D + di) * H + hi_) * W + wi) * g.cb
                    assert lo <= a and a + g.cb <= hi, (tile, m, t, r, s)


def _spec(tmp_path, **kw):
    path = tmp_path / "c.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "c", "family": "conv3d",
                                                                      **{**P, **kw}}]}))
    return str(path)


@pytest.mark.parametrize("kw,where", [({"c": 3, "w_layout": "preshuffled"}, "w_layout"),
                                      ({"dtype": "fp8", "c": 42, "k_loop": "rolled"}, "k_loop"),
                                      ({"tile_m": 80}, "tile_m"), ({"tile_n": 80}, "tile_n"),
                                      ({"stride": [1, 2]}, "stride"), ({"padding": [0, -1, 0]}, "padding"),
                                      ({"d": 1, "padding": [0, 0, 0]}, "d"), ({"waves": 6}, "waves"),
                                      ({"c": 192, "t": 7, "r": 7, "s": 7, "dilation": [1, 1, 1], "k_loop": "unrolled"},
                                       "c"),
                                      ({"c": 192, "k_loop": "rolled"}, "k_loop"),
                                      ({"c": 64 * 64, "t": 7, "r": 7, "s": 7, "dilation": [1, 1, 1], "k_loop": "rolled"},
                                       "t")])
def test_spec_errors_name_the_field(tmp_path, kw, where):
    with pytest.raises(FlygenError, match=rf"kernels\[0\]\.{where}"):
        generate([_spec(tmp_path, **kw)])


def test_window_over_2_gib_is_a_plan_error(tmp_path):
    # one input slice = 1024 * 1024 * 1024 B: a 128-pixel tile at padding 1 spans 3 slices
    with pytest.raises(PlanError, match="window"):
        generate([_spec(tmp_path, n=1, d=4, h=1024, w=1024, c=512, k=64, t=3, r=1, s=1, stride=[1, 1, 1],
                        padding=[1, 0, 0], dilation=[1, 1, 1])])


def test_lds_overflow_is_a_plan_error(tmp_path):
    with pytest.raises(PlanError, match="LDS"):
        generate([_spec(tmp_path, waves=4, tile_m=512, tile_n=256)])


def test_unpadded_1x1x1_has_no_validity_code(tmp_path):
    (b,) = generate([_spec(tmp_path, t=1, r=1, s=1, padding=[0, 0, 0], dilation=[1, 1, 1])])
    assert "v_cndmask_b32 v[v_aoff" not in b.asm and "v_sent" not in b.asm
    (b,) = generate([_spec(tmp_path)])
    # taps (t, r, s) = (1, 1, 1) and (1, 2, 1) never touch padding (d coord 1, h coords 1-2, w coord 2 are safe);
    # the other 25 select per DMA round (4 rounds)
    assert b.asm.count("v_cndmask_b32 v[v_aoff") == 25 * 4


def test_torch_layout_helpers():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 3, 4, 5, 6))          # N C D H W
    w = rng.standard_normal((7, 3, 2, 3, 4))          # K C T R S
    xn = from_torch_input(x)
    assert xn.shape == (2, 4, 5, 6, 3) and xn[1, 2, 3, 4, 2] == x[1, 2, 2, 3, 4]
    wk = from_torch_weight(w)
    assert wk.shape == (7, 2 * 3 * 4 * 3)
    assert wk[5, ((1 * 3 + 2) * 4 + 3) * 3 + 1] == w[5, 1, 1, 2, 3]     # row k: (t, r, s, c) tap-major
    assert np.array_equal(to_torch_output(xn), x)


def test_reference_against_naive_loops():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 4, 5, 3, 3))
    w = rng.standard_normal((2, 2, 3, 2, 3))
    st, pd, dl = (2, 1, 1), (1, 1, 0), (1, 2, 1)
    acc, mag = reference(x, w, st, pd, dl)
    out = acc.shape[1:4]
    for n, od, oh, ow, k in itertools.product(range(2), *(range(o) for o in out), range(2)):
        tot = ab = 0.0
        for t, r, s, c in itertools.product(range(2), range(3), range(2), range(3)):
            di, hi, wi = od * st[0] - pd[0] + t * dl[0], oh * st[1] - pd[1] + r * dl[1], ow * st[2] - pd[2] + s * dl[2]
            if 0 <= di < 4 and 0 <= hi < 5 and 0 <= wi < 3:
                tot += x[n, di, hi, wi, c] * w[k, t, r, s, c]
                ab += abs(x[n, di, hi, wi, c] * w[k, t, r, s, c])
        assert np.isclose(acc[n, od, oh, ow, k], tot) and np.isclose(mag[n, od, oh, ow, k], ab)
    # output extent from the formula: (4 + 2 - 1 - 1)//2 + 1 = 3, (5 + 2 - 4 - 1)//1 + 1 = 3, (3 - 1 - 1) + 1 = 2
    assert out == (3, 3, 2)


# ---- channel tail: C * esize not a multiple of 128 (C a multiple of 8 bf16 / 16 fp8)

def test_gA_padded_channel_mode_is_the_convolution_index():
    # C = 24 bf16: 48 B of channels per tap, padded to Cp = 128 B in the GEMM's K
    g = _geo(c=24)
    assert (g.cb, g.cp, g.kgemm_bytes, g.k_tiles, channel_tail(g)) == (48, 128, 27 * 128, 27, 48)
    lay, off = gA(g)
    (do_, ho, wo), (D, H, W) = g.out, g.dims
    for m in range(0, g.m, 7):
        n, rest = divmod(m, do_ * ho * wo)
        od, rest = divmod(rest, ho * wo)
        oh, ow = divmod(rest, wo)
        for kb in range(0, g.kgemm_bytes, 16):
            tap, cb = divmod(kb, 128)
            if cb >= 48:
                continue                            # channel tail: never read (selected out)
            t, rs = divmod(tap, 9)
            r, s = divmod(rs, 3)
            di, hi, wi = od - 1 + t, oh * 2 - 1 + r, ow - 1 + 2 * s
            assert lay(m, kb) + off == (((n * D + di) * H + hi) * W + wi) * 48 + cb, (m, kb)


def test_tap_table_and_w_k_mode_with_a_channel_tail():
    # C = 96 bf16 = 192 B per tap: a full tile, then a 64-byte tail tile; row-major w keeps taps 192 B apart
    g = _geo(c=96)
    ts = taps(g)
    assert len(ts) == 54 and channel_tail(g) == 64
    assert [t.tail for t in ts[:4]] == [False, True, False, True]
    assert [t.offset for t in ts[:4]] == [0, 128, 2 * 192, 2 * 192 + 128]     # s = 1 is 2 pixels on (dilation)
    wk = w_kmode(g, False)
    assert [int(wk(128 * kt)) for kt in range(5)] == [0, 128, 192, 320, 384]
    assert [int(w_kmode(g, True)(128 * kt)) for kt in range(3)] == [0, 128, 256]
    assert g.w_row_bytes(False) == 27 * 192 and g.w_row_bytes(True) == 27 * 256
    # aligned C: no tail tiles, and the row-major K mode is the identity
    g = _geo(c=128)
    assert channel_tail(g) == 0 and not any(t.tail for t in taps(g))
    assert [int(w_kmode(g, False)(128 * kt)) for kt in range(5)] == [0, 128, 256, 384, 512]


def test_pad_taps():
    w = np.arange(2 * 3 * 8, dtype=np.float32).astype(np.dtype("float32")).reshape(2, 24)   # 3 taps, C = 8 (f32)
    p = pad_taps(w, 3, fill=-1)
    assert p.shape == (2, 3 * 32)                     # 32 B of channels -> 128 B = 32 f32 per tap
    assert np.array_equal(p.reshape(2, 3, 32)[:, :, :8], w.reshape(2, 3, 8))
    assert np.all(p.reshape(2, 3, 32)[:, :, 8:] == -1)
    w = np.ones((4, 2 * 32), np.float32)              # 128 B per tap: identity
    assert np.array_equal(pad_taps(w, 2), w)


def test_unaligned_c_error_is_located_at_c(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("target: gfx950\nkernels:\n  - name: c\n    family: conv3d\n    dtype: fp8\n    d: 4\n"
                    "    h: 4\n    w: 4\n    k: 64\n    c: 1020\n    t: 7\n    r: 7\n    s: 7\n")
    # C * esize not a multiple of 16 takes the packed small-C path (tests/test_conv3d_smallc.py): unrolled only
    with pytest.raises(FlygenError, match=rf"^{re.escape(str(path))}:10:8: kernels\[0\]\.c: T\*R\*S\*C = 2734 "
                                          rf"packed K tiles"):
        generate([str(path)])


def test_tail_code_only_for_unaligned_c(tmp_path):
    # aligned C: no tail registers or selects, uniform K advance; unaligned: one compare in the prologue,
    # per DMA round one select for x and one per w base, and the tail tiles read them
    (b,) = generate([_spec(tmp_path, c=64)])
    assert "tail" not in b.asm and set(re.findall(r"s_add_u32 s\[s_koff_b\], s\[s_koff_b\], (\d+)", b.asm)) == {"128"}
    (b,) = generate([_spec(tmp_path, c=24)])
    assert b.asm.count("v_cmp_gt_u32 vcc, 48, v[v_abyte]") == 1
    assert len(re.findall(r"v_cndmask_b32 v\[v_xtail\+\d\], v\[v_sent\], v\[v_rel\+\d\], vcc", b.asm)) == 4
    assert re.findall(r"s_add_u32 s\[s_koff_b\], s\[s_koff_b\], (\d+)", b.asm) == ["48"] * 27   # one tile per tap


def test_aligned_c_asm_is_unchanged_by_the_tail_machinery(tmp_path, monkeypatch):
    # every example kernel with C * esize a multiple of 128: its asm must equal the asm rendered with the channel
    # tail forced off (no tail bytes or tiles, w K mode = identity); forcing it off for C = 24 does change it
    def convs():        # the conv kernels of the examples (not the NCDHW example's x transpose companion)
        return [b for b in generate(["examples/conv3d.yaml"]) if b.spec.family == "conv3d"]
    examples = convs()
    unaligned = generate([_spec(tmp_path, c=24)])
    monkeypatch.setattr(conv3d_config, "channel_tail", lambda g: 0)
    monkeypatch.setattr(conv3d_config, "w_kmode", lambda g, pre: Layout(g.kgemm_bytes, 1))
    monkeypatch.setattr(conv3d_config, "taps", lambda g: tuple(dataclasses.replace(t, tail=False) for t in taps(g)))
    aligned = 0
    for b, off in zip(examples, convs(), strict=True):
        if geometry(b.spec.params).cb % 128 == 0:
            assert b.asm == off.asm, b.plan.name
            aligned += 1
    assert aligned >= 5
    assert unaligned[0].asm != generate([_spec(tmp_path, c=24)])[0].asm
