"""conv3d `y_layout: ncdhw` (PyTorch order, stores along M) on the emulator vs the float64 reference, with the
store width picked from the y layout (4, 2, 1 pixels per store by P = Do*Ho*Wo), ragged M, tiles spanning
images, partial launches; the layout against PyTorch's NCDHW index and the widths against brute force;
mutants (image rebase dropped, a narrower store, the channel stride wrong) fail; a y window over 2 GiB is a
located error (`x_layout: ncdhw`: tests/test_conv3d_x_ncdhw.py)."""
import re

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.errors import FlygenError, PlanError
from flygen.layout import Layout
from flygen.plan.conv3d.layouts import geometry, store_rows, y_layout, y_windows
from flygen.ref import conv3d as ref
from flygen.check.verify import verify_one

from conv3d_support import mutate

KERNELS = {
    # 1x3x3, P = 4*3*6 = 72 (4 | P: dwordx2 of 4 pixels), M = 144 ragged vs 128, the second tile starts in image 1
    "bf16_w4": (dict(dtype="bf16", n=2, d=4, h=5, w=6, c=64, k=80, t=1, r=3, s=3, stride=[1, 2, 1],
                     padding=[0, 1, 1], bias=True, activation="relu"), 4),
    # P = 3*3*6 = 54 (2 | P: one dword = 2 pixels), M = 162 ragged, tiles span 3 images
    "bf16_w2": (dict(dtype="bf16", n=3, d=3, h=3, w=6, c=64, k=64, t=1, r=3, s=3, padding=[0, 1, 1]), 2),
    # P = 45 (odd: one bf16 per store), fp8 preshuffled with channel tail, f32 bias, M = 135 ragged
    "fp8_w1": (dict(dtype="fp8", n=3, d=3, h=3, w=5, c=48, k=80, t=1, r=3, s=3, padding=[0, 1, 1],
                    w_layout="preshuffled", bias=True, bias_dtype="f32"), 1),
}
STORE = {4: "buffer_store_dwordx2", 2: "buffer_store_dword", 1: "buffer_store_short"}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_ncdhw") / "y.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": f"y_{n}", "family": "conv3d", "y_layout": "ncdhw", **kw} for n, (kw, _) in KERNELS.items()]}))
    return {b.spec.name[2:]: b for b in generate([str(path)])}


def _ok(r) -> bool:
    return r["passed"] and all(c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"]
                               for c in r["checks"])


@pytest.mark.parametrize("name", list(KERNELS))
def test_ncdhw_verifies_with_zero_hazards(built, tc, name):
    b, width = built[name], KERNELS[name][1]
    stores = set(re.findall(r"^\s*(buffer_store_\w+)", b.asm, re.M))
    assert stores == ({STORE[1], "buffer_store_short_d16_hi"} if width == 1 else {STORE[width]})
    r = verify_one(b, seed=5, toolchain=tc)
    assert r["hazards"] == [] and _ok(r) and r["checks"][0]["max_err_over_tol"] <= 1.0, r["checks"]


def test_partial_launch_leaves_earlier_rows(built, tc):
    # m_tile0 = 1: the pixels of tile 0 are scattered over every channel plane of image 0 / 1
    r = verify_one(built["bf16_w2"], sizes={"m_tile0": 1}, seed=3, toolchain=tc)
    assert _ok(r) and len(r["checks"]) == 2


@pytest.mark.parametrize("mut", [
    (r"^\s*v_subrev_u32 (v\[v_tmp\+2\]), s\[s_yimg\], \1.*$", ""),           # image relative to the V# base
    (r"buffer_store_dwordx2 v\[(v_frag\+\d+):v_frag\+\d+\]", r"buffer_store_dword v[\1]"),   # 2 of 4 pixels
    (r"(v_mul_u32_u24 v\[v_tmp\+5\]), 0x90,", r"\1, 0x8e,"),                   # channel stride 2P - 2
])
def test_mutants_fail(built, tc, mut):
    r = verify_one(mutate(built["bf16_w4"], *mut), seed=5, toolchain=tc)
    assert not _ok(r)


def test_y_layout_is_pytorch_ncdhw_and_widths_match_brute_force():
    for n, d, h, w in ((2, 4, 5, 6), (3, 3, 3, 6), (3, 3, 3, 5), (1, 2, 2, 2), (2, 1, 1, 3)):
        p = dict(n=n, d=d, h=h, w=w, c=16, k=7, t=1, r=1, s=1, stride=[1, 1, 1], padding=[0, 0, 0],
                 dilation=[1, 1, 1], dtype="bf16")
        g = geometry(p)
        P = d * h * w
        yl = y_layout(g, "ncdhw")
        m, k = np.meshgrid(np.arange(g.m), np.arange(g.k), indexing="ij")
        addr = np.vectorize(lambda a, b: yl(int(a), int(b)))(m, k)
        want = np.arange(g.m * g.k).reshape(n, g.k, d, h, w).transpose(0, 2, 3, 4, 1).reshape(g.m, g.k) * 2
        assert np.array_equal(addr, want)
        # widest w: every w-aligned run of w rows is w contiguous bf16 (brute force over the whole output)
        brute = max(x for x in (1, 2, 4) if all(addr[i + j, kk] == addr[i, kk] + 2 * j for i in range(0, g.m, x)
                                                for j in range(x) for kk in range(g.k) if i + x <= g.m))
        brute = brute if g.m % brute == 0 else 1
        assert store_rows(yl) == brute == max(x for x in (1, 2, 4) if P % x == 0)
        assert store_rows(y_layout(g, "ndhwc")) == 1                  # rows 2K bytes apart
    assert store_rows(Layout(((8, 2), 3), ((4, 64), 32))) == 1        # contiguous but 4-byte elements: no


def test_y_windows_cover_every_tile_row():
    p = dict(n=5, d=3, h=3, w=5, c=16, k=7, t=1, r=1, s=1, stride=[1, 1, 1], padding=[0, 0, 0],
             dilation=[1, 1, 1], dtype="bf16")
    g = geometry(p)
    yl, win = y_layout(g, "ncdhw"), y_windows(g, 64)
    for tile, (n0, wb) in enumerate(zip(win["n0"], win["window"])):
        base = int(n0) * int(yl[0].stride[1])      # the V# base: s_yimg x image bytes
        assert n0 == tile * 64 // 45 and yl(int(n0) * 45, 0) == base
        rows = range(tile * 64, min(tile * 64 + 64, g.m))
        offs = [yl(m, k) - base for m in rows for k in range(g.k)]
        assert min(offs) >= 0 and max(offs) + 2 <= wb


def _spec(tmp_path, text):
    path = tmp_path / "e.yaml"
    path.write_text("target: gfx950\nkernels:\n  - name: e\n    family: conv3d\n" + text)
    return str(path)


def test_y_window_over_2_gib_is_a_plan_error(tmp_path):
    # P = 255 x 255 = 65025 pixels, K = 8300: one image is 1.08 GB of y, a 128-row tile spans two (2.17 GB)
    path = _spec(tmp_path, "    n: 2\n    d: 1\n    h: 255\n    w: 255\n    c: 64\n    k: 8300\n"
                           "    y_layout: ncdhw\n")
    with pytest.raises(PlanError, match=rf"^{re.escape(path)}:3:5: kernels\[0\]\.tile_m \(e\): one M tile's NCDHW "
                                        r"y rows span 2158830000 B \(> 2 GiB\)"):
        generate([path])
