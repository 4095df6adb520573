"""The timing model's attention inputs (flygen.model.attention): the KV tiles each workgroup walks, the bytes it
requests, the L2 / HBM traffic of the plan's workgroup order, and the two-trace extrapolation. Every figure is
MODELED; the checks are against independent computations (the reference's visibility mask, the emulator's
trace of the kernel, a brute-force set of fetched lines), not against hardware."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from flygen.model import attention as ma
from flygen.model.run import _resolve, model_kernel
from flygen.plan.attention.geometry import geometry, kv_tiles
from flygen.ref.attention import visible
from flygen.spec.attention import KV_TILE

SPEC = "examples/attention.yaml"


def params(kernel="fa_bf16_d64", **over):
    return _resolve(SPEC, kernel, over)[2].spec.params


@pytest.mark.parametrize("left,right,splits", [(0, 0, 1), (0, 1, 1), (48, 16, 1), (0, 1, 4), (100, 0, 2), (0, 0, 2)])
def test_kv_tiles_are_the_least_tile_cover_of_the_keys_the_rows_see(left, right, splits):
    over = {"causal": True} if right == 1 else {k: v for k, v in (("window_left", left), ("window_right", right)) if v}
    if splits > 1:
        over["kv_splits"] = splits
    g = geometry(params(**over))
    for sq, sk in ((300, 300), (200, 520), (520, 200), (128, 33), (1, 64)):
        vis = visible(sq, sk, g.win_left, g.win_right)
        n = -(-(-(-sk // KV_TILE)) // g.splits)
        for qt, s in itertools.product(range(-(-sq // g.tile_q)), range(g.splits)):
            seen = vis[qt * g.tile_q:(qt + 1) * g.tile_q].any(axis=0)
            tiles = sorted({j // KV_TILE for j in np.flatnonzero(seen)} & set(range(s * n, (s + 1) * n)))
            first, end = kv_tiles(g, qt, sq, sk, s)
            if tiles:
                assert (first, end) == (tiles[0], tiles[-1] + 1), (sq, sk, qt, s)
            else:
                assert first == end, (sq, sk, qt, s)


@pytest.mark.parametrize("kernel,over,sizes,ids", [
    ("fa_bf16_d64_causal", {"heads_q": 2}, {"batch": 1, "seqlen_q": 384, "seqlen_k": 300}, [0, 1, 2, 5]),
    ("fa_bf16_d64_causal", {"heads_q": 2}, {"batch": 1, "seqlen_q": 384, "seqlen_k": 100}, [0, 2]),   # 0: no key
    ("fa_bf16_d64_w1_causal", {"heads_q": 2}, {"batch": 1, "seqlen_q": 100, "seqlen_k": 384}, [0, 3]),
    ("fa_bf16_d128", {"heads_q": 2, "wg_remap": "none"}, {"batch": 2, "seqlen_q": 200, "seqlen_k": 130}, [0, 3, 7]),
    ("fa_bf16_d128_window", {"heads_q": 8}, {"batch": 1, "seqlen_q": 256, "seqlen_k": 256}, [0, 1, 9]),
])
def test_requested_bytes_are_what_the_emulated_kernel_loads_and_stores(kernel, over, sizes, ids):
    """The model's per-workgroup bytes (its KV walk from the plan's law) against the trace of the kernel run on
    the emulator: the ISA's own trip count and its own loads and stores."""
    from flygen.emu.launch import launch
    from flygen.emu.memory import Device
    from flygen.emu.trace import Trace
    from flygen.isa.memops import memop
    from flygen.model.run import _args
    kern, _, b = _resolve(SPEC, kernel, over)
    grid = tuple(b.plan.grid(**sizes)) + (1,) * (3 - len(b.plan.grid(**sizes)))
    want = ma.requested_per_workgroup(b.spec.params, sizes, grid, ids)
    wpw = b.plan.threads // 64
    for wg, expect in zip(ids, want):
        dev = Device()
        kargs, _ = _args(kern, sizes, {}, dev)
        tr = Trace()
        launch(kern, grid, tuple(b.plan.workgroup), kargs, device=dev, hazards=False, poison=False, trace=tr,
               workgroups=[wg], lds_bytes=None)
        got = 0
        for ev in (e for s in tr.streams(kern.program.instrs)[:wpw] for e in s):
            ins = ev.ins
            if ev.lanes >= 0 and ins.cls is not None and ins.cls.cls in ("vmem", "lds_dma"):
                mo = memop(ins.op, bool(ins.mods.get("lds")))
                got += ev.lanes * (mo.bytes if mo else 0)
        assert got == expect, (kernel, wg)


def brute_force_fill(prm, sizes, grid, resident, xcds=8, cus=256):
    """Distinct K/V elements fetched per (pass, XCD) by set union, plus Q and O per workgroup: bytes."""
    g = geometry(prm)
    sq, sk = sizes["seqlen_q"], sizes["seqlen_k"]
    n = int(np.prod(grid))
    w = ma._walks(g, sq, sk, grid)
    q, o, _ = ma._requested(g, sq, w, lanes=False)
    seen = set()
    for i in range(n):
        if w.end[i] == w.first[i]:
            continue
        for j in range(w.first[i] * KV_TILE, min((w.end[i] + g.tiles_ahead) * KV_TILE, sk)):
            seen.add((i // (cus * resident), i % xcds, int(w.z[i]), int(w.head[i]) // g.group, j))
    return float(q.sum() + o.sum()) + len(seen) * 2 * g.d * g.esize


@pytest.mark.parametrize("kernel,over,sizes", [
    ("fa_bf16_d128", {"heads_q": 16, "wg_remap": "none"}, {"batch": 1, "seqlen_q": 4096, "seqlen_k": 2048}),
    ("fa_bf16_d128", {"heads_q": 16, "wg_remap": "xcd"}, {"batch": 1, "seqlen_q": 4096, "seqlen_k": 2048}),
    ("fa_bf16_d64_causal", {"heads_q": 8}, {"batch": 2, "seqlen_q": 1000, "seqlen_k": 1500}),
    ("fa_bf16_d128_gqa8", {}, {"batch": 3, "seqlen_q": 2048, "seqlen_k": 2048}),
])
def test_l2_fill_is_the_distinct_kv_lines_each_xcd_reads_per_pass(kernel, over, sizes):
    prm = params(kernel, **over)
    b = _resolve(SPEC, kernel, over)[2]
    grid = tuple(b.plan.grid(**sizes)) + (1,) * (3 - len(b.plan.grid(**sizes)))
    for resident in (1, 2):
        t = ma.traffic(prm, sizes, grid, resident)
        assert t.fill == pytest.approx(brute_force_fill(prm, sizes, grid, resident), rel=1e-12)
        assert t.hbm <= t.fill <= t.requested


def test_the_xcd_order_keeps_a_heads_keys_in_one_l2_and_the_stock_order_spreads_them():
    """seqlen_q 1024 = 8 q tiles of 128 rows: in the stock order (x = q tile) XCD x gets q tile x of every head,
    so no two workgroups of an XCD share a head and the L2 reuses nothing; with wg_remap xcd each XCD runs its
    own 8 heads' q tiles and fetches each head's K/V once per pass."""
    sizes = {"batch": 1, "seqlen_q": 1024, "seqlen_k": 1024}
    stock, xcd = (ma.traffic(params("fa_bf16_d128", heads_q=64, wg_remap=m), sizes,
                             (8, 64, 1) if m == "none" else (64, 8, 1), 2) for m in ("none", "xcd"))
    assert stock.requested == xcd.requested
    ahead = geometry(params("fa_bf16_d128", heads_q=64)).tiles_ahead
    past = 512 * ahead * 2 * KV_TILE * 128 * 2             # each workgroup's prefetch past seqlen_k: reads 0
    assert stock.fill == stock.requested - past             # every workgroup's K/V its own: no reuse
    kv = 64 * 1024 * 2 * 128 * 2                           # 64 heads' K and V once
    qo = 64 * 1024 * 128 * 2 * 2
    assert xcd.fill == qo + kv
    assert stock.hbm == xcd.hbm == qo + kv                  # Q, K, V (and O) fit the MALL: read once


def test_hbm_reads_each_kv_line_once_per_pass_when_the_operands_exceed_the_mall():
    sizes = {"batch": 1, "seqlen_q": 16384, "seqlen_k": 16384}
    prm = params("fa_bf16_d128", heads_q=64, wg_remap="none")
    t = ma.traffic(prm, sizes, (128, 64, 1), 2)
    # a pass = 512 workgroups = 4 heads' 128 q tiles: K/V of 4 heads once per pass, 16 passes, all 64 heads once
    kv = 64 * 16384 * 128 * 2 * 2
    qo = 64 * 16384 * 128 * 2 * 2
    assert t.hbm == qo + kv
    # each XCD's L2 fetches the K/V of the 4 heads its 64 workgroups of a pass read: 8 x the HBM's K/V
    assert t.fill == qo + 8 * kv
    assert "once per pass device-wide" in t.how


def test_profile_extrapolated_from_two_short_walks_matches_the_traced_long_walk():
    """fa_bf16_d64 (4 heads, 256 queries: 2 q tiles x 4 heads, 2 resident workgroups traced): the profile at 48
    KV tiles extrapolated from traces at 12 and 24 against the trace at 48 (the same law model_kernel applies
    at 64 / 128 -> the launch's walk)."""
    from flygen.emu.memory import Device
    from flygen.model.profile import extrapolate
    from flygen.model.run import _args, trace_profile
    kern, _, b = _resolve(SPEC, "fa_bf16_d64", {})
    grid = (2, 4, 1)

    def prof(trips):
        dev = Device()
        kargs, _ = _args(kern, {"batch": 1, "seqlen_q": 256, "seqlen_k": trips * KV_TILE}, {}, dev)
        return trace_profile(kern, grid, tuple(b.plan.workgroup), {"args": kargs, "dev": dev}, [0, 1])
    a, c, full = prof(12), prof(24), prof(48)
    ext = extrapolate(a, c, 12, 24, 48)
    for r in range(full.traced):
        for x, y in zip(ext.cycles[r], full.cycles[r]):
            assert x == pytest.approx(y, rel=0.01)
    assert ext.gbytes_per_wg == pytest.approx(full.gbytes_per_wg, rel=1e-9)
    assert ext.flops_per_wg == pytest.approx(full.flops_per_wg, rel=1e-9)
    with pytest.raises(ValueError):
        extrapolate(c, a, 24, 12, 48)


def test_causal_trace_points_give_one_q_tile_the_short_walks():
    sizes = {"batch": 1, "seqlen_q": 16384, "seqlen_k": 16384}
    for remap, grid, ids, traced in (("none", (128, 64, 1), [0, 256], [0, 256]),    # q tile 0 of heads 0, 2
                                     ("none", (128, 64, 1), [0, 1], [0, 128]),      # q tiles 0, 1 -> heads 0, 1
                                     ("xcd", (64, 128, 1), [0, 256], [0, 1])):      # q tiles 0, 4 -> q tile 0
        prm = params("fa_bf16_d128_causal", heads_q=64, wg_remap=remap)
        g = geometry(prm)
        (sa, ta), (sb, tb), trips, _, got = ma.trace_points(prm, sizes, grid, ids)
        assert got == traced
        for s, t in ((sa, ta), (sb, tb)):
            w = ma._walks(g, s["seqlen_q"], s["seqlen_k"], grid, got)
            assert list(w.end - w.first) == [t, t] and s["seqlen_q"] == 16384
        # the launch's mean walk: q tile i of 128 rows walks 4 (i + 1) tiles, i = 0..127
        assert trips == pytest.approx(np.mean([4 * (i + 1) for i in range(128)]))
    # a uniform walk short enough is traced as it is; a long one extrapolated to ceil(seqlen_k / 32)
    flat = params("fa_bf16_d128", heads_q=64)
    assert ma.trace_points(flat, {**sizes, "seqlen_k": 8192}, (128, 64, 1), [0, 256]) is None
    assert ma.trace_points(flat, sizes, (128, 64, 1), [0, 256])[2] == 512
    # a left window: walks of the window's length, traced as they are
    assert ma.trace_points(params("fa_bf16_d128_window", heads_q=64), sizes, (128, 64, 1), [0, 256]) is None


def test_model_kernel_reports_the_attention_order_and_the_extrapolation():
    r = model_kernel(SPEC, "fa_bf16_d64", sizes={"batch": 1, "seqlen_q": 256, "seqlen_k": 8224},
                     overrides={"heads_q": 4})
    assert "traced at 64 and 128 KV tiles and extrapolated linearly to 257" in r["traced_at"]
    assert r["bytes"]["traffic_model"].startswith("attention order")
    assert r["bytes"]["requested"] == pytest.approx(
        ma.requested_per_workgroup(params("fa_bf16_d64", heads_q=4), {"batch": 1, "seqlen_q": 256, "seqlen_k": 8224},
                                   (2, 4, 1), range(8)).sum())


def test_trace_at_extrapolates_a_foreign_kernels_loop_from_two_argument_values(tmp_path):
    """`flygen model FILE.s --trace-at seqlen_k=2048,4096`: the kernel as a bare .s (no plan, so no hooks) traced
    at two values of its by-value argument; its CU profile is the spec path's (the same two traces)."""
    from click.testing import CliRunner
    from flygen.cli.main import cli as cli_main
    from flygen.model.run import ModelError
    _, _, b = _resolve(SPEC, "fa_bf16_d64", {})
    s = tmp_path / "fa.s"
    s.write_text(b.asm)
    sizes = {"batch": 1, "seqlen_q": 256, "seqlen_k": 8224}
    spec = model_kernel(SPEC, "fa_bf16_d64", sizes=sizes)
    bare = model_kernel(str(s), grid=(2, 4, 1), block=(256, 1, 1), args={"seqlen_q": 256, "seqlen_k": 8224},
                        trace_arg=("seqlen_k", 2048, 4096))
    assert "seqlen_k = 2048 and 4096 and extrapolated linearly to 8224" in bare["traced_at"]
    assert bare["cu"]["cycles_resident"] == pytest.approx(spec["cu"]["cycles_resident"], rel=1e-3)
    with pytest.raises(ModelError, match="not a by-value argument"):
        model_kernel(str(s), grid=(2, 4, 1), block=(256, 1, 1), args={"seqlen_q": 256, "seqlen_k": 8224},
                     trace_arg=("q", 2048, 4096))
    r = CliRunner().invoke(cli_main, ["model", str(s), "--grid", "2,4,1", "--block", "256", "--arg",
                                      "seqlen_q=256,seqlen_k=8224", "--trace-at", "seqlen_k=4096,2048"])
    assert r.exit_code != 0 and "0 < A < B" in r.output and "Traceback" not in r.output
    # an argument that does not set the traced workgroups' trips (seqlen_q: workgroup 0's query tile walks the same
    # keys whatever the query length) is refused, not extrapolated into a meaningless figure
    with pytest.raises(ModelError, match="does not set the trips"):
        model_kernel(str(s), grid=(2, 4, 1), block=(256, 1, 1), args={"seqlen_q": 256, "seqlen_k": 2048},
                     trace_arg=("seqlen_q", 512, 1024))


def test_probed_footprint_of_the_bare_kernel_agrees_with_the_plans_traffic():
    """The same attention kernel two ways: as a bare .s, its L2 fill from the emulator's probe of the first
    pass (flygen.model.footprint: the lines each workgroup loads, weighted by the second loop iteration's mix),
    and from the plan's order (flygen.model.attention). The first iteration alone (Q, K / V and the prefetch)
    would overstate Q, which no workgroup shares: the steady iteration's weighting is what makes them agree."""
    from flygen.emu.memory import Device
    from flygen.model.footprint import probe
    from flygen.model.run import _args
    over = {"heads_q": 16}
    sizes = {"batch": 1, "seqlen_q": 4096, "seqlen_k": 2048}
    kern, _, b = _resolve(SPEC, "fa_bf16_d64", over)
    grid = (32, 16, 1)
    dev = Device()
    kargs, bufs = _args(kern, sizes, {}, dev)
    resident = 2
    fp = probe(kern, grid, tuple(b.plan.workgroup), kargs, dev, bufs, range(256 * resident))
    t = ma.traffic(b.spec.params, sizes, grid, resident)
    per_wg = t.requested / (32 * 16)
    steady, first_only = t.requested * fp.fill_factor(per_wg), t.requested * fp.fill_factor()
    assert steady == pytest.approx(t.fill, rel=0.15)
    assert first_only > 1.5 * t.fill
