"""MX MoE 2-stage family: routing sort (hand example + laws), spec/plan errors, layout-derived gathers, and
emulator verification of both stages x both activation formats with negative controls."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from flygen.build.pipeline import generate
from flygen.errors import FlygenError
from flygen.ref import moe as R

EX = Path(__file__).resolve().parents[1] / "examples" / "moe.yaml"


# ---------------------------------------------------------------- routing
def test_moe_sort_by_hand():
    ids = np.array([[0, 2], [2, 1], [0, 2]])
    w = np.array([[0.5, 0.25], [0.125, 1.0], [2.0, 4.0]], np.float32)
    r = R.moe_sort(ids, w, experts=4, block_m=2)
    pad = 3 | (2 << 24)
    # expert 0: (t0,s0) (t2,s0); expert 1: (t1,s1) + pad; expert 2: (t0,s1) (t1,s0) (t2,s1) + pad; expert 3: none
    # blocks_max = ceil((3*2 + 4*(2-1)) / 2) = 5 -> 10 entries, the last block unused
    assert r.sorted_token_ids.tolist() == [0, 2, 1 | 1 << 24, pad, 0 | 1 << 24, 1, 2 | 1 << 24, pad, pad, pad]
    assert r.sorted_weights.tolist() == [0.5, 2.0, 1.0, 0.0, 0.25, 0.125, 4.0, 0.0, 0.0, 0.0]
    assert r.sorted_expert_ids.tolist() == [0, 1, 2, 2, -1]
    assert r.num_valid_ids == 8 and r.valid_blocks == 4


@pytest.mark.parametrize("ids,msg", [(np.array([[0, 4]]), "expert ids"), (np.array([0, 1]), r"\[tokens, topk\]")])
def test_moe_sort_errors(ids, msg):
    with pytest.raises(FlygenError, match=msg):
        R.moe_sort(ids, np.ones(ids.shape, np.float32), experts=4, block_m=16)


@settings(max_examples=40, deadline=None)
@given(tokens=st.integers(1, 40), experts=st.integers(1, 6), bm=st.sampled_from([1, 4, 16, 32]), data=st.data())
def test_moe_sort_laws(tokens, experts, bm, data):
    topk = data.draw(st.integers(1, experts))
    rng = np.random.default_rng(data.draw(st.integers(0, 2 ** 16)))
    ids = np.stack([rng.choice(experts, topk, replace=False) for _ in range(tokens)])
    w = rng.uniform(0, 1, ids.shape).astype(np.float32)
    r = R.moe_sort(ids, w, experts, bm)
    tok, exp, real = R.routed_rows(r)
    slot = r.sorted_token_ids[: r.num_valid_ids] >> 24
    # every (token, slot) exactly once, in a block of its expert, with its weight
    pairs = sorted(zip(tok[real].tolist(), slot[real].tolist()))
    assert pairs == [(t, s) for t in range(tokens) for s in range(topk)]
    assert (ids[tok[real], slot[real]] == exp[real]).all()
    assert (r.sorted_weights[: r.num_valid_ids][real] == w[tok[real], slot[real]]).all()
    # padding: sentinel token = tokens, weight 0, fewer than bm per expert; array sized for any routing
    assert (tok[~real] == tokens).all() and (r.sorted_weights[: r.num_valid_ids][~real] == 0).all()
    for e in range(experts):
        n = int((exp == e).sum())
        assert n % bm == 0 and n - int((exp[real] == e).sum()) < bm
    assert r.num_valid_ids % bm == 0 and len(r.sorted_token_ids) == R.blocks_max(tokens, topk, experts, bm) * bm
    assert len(r.sorted_token_ids) >= r.num_valid_ids


# ---------------------------------------------------------------- spec / plan
def _spec(tmp_path, **params):
    base = {"hidden": 256, "inter": 256, "experts": 4, "topk": 2, "stage": 1}
    base.update(params)
    text = "target: gfx950\nkernels:\n  - name: k\n    family: moe\n" + \
        "".join(f"    {k}: {v}\n" for k, v in base.items())
    p = tmp_path / "moe.yaml"
    p.write_text(text)
    return p


@pytest.mark.parametrize("params,msg", [
    ({"inter": 192}, r"inter.*multiple of tile_n"),
    ({"stage": 2, "inter": 192, "tile_n": 64}, r"inter.*multiple of tile_k"),
    ({"topk": 5}, r"topk.*must not exceed experts"),
    ({"tile_m": 24}, r"tile_m.*multiple of 16"),
    ({"a_dtype": "fp6"}, r"a_dtype.*must be one of"),
    ({"tile_m": 128, "tile_n": 256, "tile_k": 1024, "hidden": 1024, "a_dtype": "fp8"}, r"vmcnt|VGPR"),
    ({"a_stage": "lds", "tile_m": 16}, r":\d+:\d+: kernels\[0\]\.a_stage: lds: the A tile .* multiple of 4096"),
    ({"a_stage": "lds", "tile_k": 384, "hidden": 768}, r"a_stage.*power of two"),
    ({"a_stage": "lds", "a_dtype": "bf16"}, r"a_stage.*MX activations"),
    ({"a_stage": "smem"}, r"a_stage.*must be one of"),
])
def test_errors_name_the_field(tmp_path, params, msg):
    with pytest.raises(FlygenError, match=msg):
        generate([_spec(tmp_path, **params)])


def test_gather_bases_come_from_tokens_and_layout_strides(tmp_path):
    """Stage 1 fp4, hidden 256: A rows are 128 B and scale rows 16 B (1 k-tile x 1 dword x 16): each per-lane
    gather base is token * those strides (hand values); stage 2 out rows are hidden * 4 = 1024 B."""
    (b1,) = generate([_spec(tmp_path, stage=1)])
    assert "v_mul_u32_u24 v[v_arow+0], 0x80, v[v_token+0]" in b1.asm
    assert "v_mul_u32_u24 v[v_sarow+1], 0x10, v[v_token+1]" in b1.asm
    assert "v_and_b32 v[v_token+1], 0xffffff, v[v_token+1]" in b1.asm
    (b2,) = generate([_spec(tmp_path, stage=2)])
    assert "v_mul_u32_u24 v[v_orow+0], 0x400, v[v_token+0]" in b2.asm
    loop = b2.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    # tile 32 x 128 over 4 waves: 2 m-atoms x 2 n-atoms x 2 MFMA steps (tile_k 256)
    assert len(re.findall(r"^\s+v_mfma_scale", loop, re.M)) == 8
    assert len(re.findall(r"^\s+buffer_atomic_add_f32", b2.asm, re.M)) == 2 * 2 * 4


# ---------------------------------------------------------------- emulator
def _verify(name, tokens=37, seed=0):
    from flygen.check.verify import verify
    (r,) = verify([EX], names=(name,), sizes={"tokens": tokens}, seed=seed)
    return r


def _assert_pass(r):
    assert r["passed"], (r["hazards"], r["checks"])
    assert r["hazards"] == [] and all(c["guard_ok"] for c in r["checks"])


@pytest.mark.parametrize("stage", [1, 2])
@pytest.mark.parametrize("a", ["fp4", "fp8"])
def test_verify_stages(stage, a):
    _assert_pass(_verify(f"moe_s{stage}_{a}"))


def test_case_has_empty_expert_padding_and_unused_blocks():
    from flygen.spec.load import load_spec
    (ks,) = [k for k in load_spec(EX) if k.name == "moe_s2_fp4"]
    case = R.make_case(ks.params, {"tokens": 37}, np.random.default_rng(0))
    ids, eids = case.args["sorted_token_ids"], case.args["sorted_expert_ids"]
    nv = int(case.args["num_valid_ids"])
    assert 3 not in eids.tolist()                                   # expert 3 receives no tokens
    assert ((ids[:nv] & 0xFFFFFF) == 37).any()                      # padding rows inside valid blocks
    assert len(eids) * 32 > nv                                      # launched blocks past the valid ones
    assert case.checks[0].guard is not None and len(case.checks[0].guard) == R.GUARD_ROWS * 256


@pytest.mark.parametrize("name", ["moe_s1_fp4_deep", "moe_s2_fp8_deep", "moe_s2_fp4_k2"])
def test_verify_deep_k_and_tiles(name):
    """Several k-tiles through the rolled loop, 4 and 8 MFMA steps per k-tile (op_sel bytes, 2 scale dwords),
    tile_m 16 and 64, tile_n 64."""
    _assert_pass(_verify(name))


def test_verify_small_and_odd_token_counts():
    _assert_pass(_verify("moe_s1_fp4", tokens=1, seed=3))
    _assert_pass(_verify("moe_s2_fp8", tokens=5, seed=4))


def test_verify_catches_ignored_weights(monkeypatch):
    """Negative control: a kernel that ignores sorted_weights computes what this one computes with weights 1."""
    monkeypatch.setattr(R, "kernel_weights", lambda w: np.where(w != 0, np.float32(1), w).astype(np.float32))
    r = _verify("moe_s2_fp4")
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_verify_catches_unshuffled_weights(monkeypatch):
    """Negative control: row-major expert weights instead of the preshuffled bytes must fail stage 1."""
    monkeypatch.setattr(R, "preshuffle_b", lambda b: np.ascontiguousarray(b).reshape(-1).copy())
    r = _verify("moe_s1_fp8")
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_guard_catches_padding_rows_writing(monkeypatch):
    """Negative control: telling the stage-2 kernel there is one more token widens out's num_records by a row,
    so the padding rows' atomics (token = tokens) land in the guard region -- which the check must see (padding
    weights are 0 by the routing format, so they are set to 1 here to make the stray adds visible)."""
    make = R.make_case

    def wider(params, sizes, rng):
        case = make(params, sizes, rng)
        case.args["tokens"] = np.uint32(case.args["tokens"] + 1)
        pad = (case.args["sorted_token_ids"] & 0xFFFFFF) == sizes["tokens"]
        case.args["sorted_weights"] = np.where(pad, np.float32(1), case.args["sorted_weights"]).astype(np.float32)
        return case
    monkeypatch.setattr(R, "make_case", wider)
    r = _verify("moe_s2_fp4")
    assert not r["passed"] and not r["checks"][0]["guard_ok"]


def _run(b, case):
    """Run one case on the emulator (as flygen.check.verify does) and return (per-check results, outputs)."""
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


@pytest.mark.parametrize("a", ["fp4", "fp8"])
def test_two_stages_chain_on_one_routing(a):
    """Stage 1's emulated bf16 intermediate, quantised by the host glue, is stage 2's A: same routing arrays,
    same sorted row order; stage 2 is checked against the float64 reference over exactly that A."""
    builds = {b.plan.name: b for b in generate([EX], names=(f"moe_s1_{a}", f"moe_s2_{a}"))}
    b1, b2 = builds[f"moe_s1_{a}"], builds[f"moe_s2_{a}"]
    rng = np.random.default_rng(11)
    r = R.random_routing(b1.spec.params, 29, rng, skip_expert=1)
    (c1,), (o1,) = _run(b1, R.stage1_case(b1.spec.params, r, rng))
    assert c1.mismatches == 0 and c1.guard_ok
    inter = b1.spec.params["inter"]
    x = np.zeros((len(r.sorted_token_ids), inter))
    x[: r.num_valid_ids] = o1[: r.num_valid_ids * inter].astype(np.float64).reshape(-1, inter)
    _, _, real = R.routed_rows(r)
    assert (x[: r.num_valid_ids][~real] == 0).all()          # padding rows of the intermediate are exact zeros
    (c2,), _ = _run(b2, R.stage2_case(b2.spec.params, r, rng, a=R.quantize_sorted(x, a)))
    assert c2.mismatches == 0 and c2.guard_ok


# ---------------------------------------------------------------- software pipelining (issue 12)
def _plan_of(path, name="k"):
    from flygen.plan import plan
    from flygen.spec.load import load_spec
    (ks,) = [k for k in load_spec(path) if k.name == name]
    return plan(ks)


@pytest.mark.parametrize("params,tokens", [
    ({"stage": 1, "a_dtype": "fp8", "hidden": 384, "tile_k": 128}, 37),          # 3 k-tiles: 1 trip + last
    ({"stage": 2, "a_dtype": "fp4", "inter": 512, "tile_k": 128}, 5),            # 4: 1 trip + prefetch + last
    ({"stage": 2, "a_dtype": "fp8", "inter": 1280, "tile_m": 16, "tile_n": 64}, 37),   # 5: 2 trips + last
    ({"stage": 1, "a_dtype": "fp4", "hidden": 768, "inter_dtype": "fp8"}, 29),   # 3, MX intermediate out
])
def test_double_buffered_k_loop_verifies(tmp_path, params, tokens):
    """Deep K through the double-buffered loop (odd and even k-tile counts, loop trips 1 and 2, both stages,
    fp4 / fp8 activations, MX output) with padding rows and ragged token counts; the emulator's hazard check
    fails any MFMA that reads a fragment register whose load is not waited for."""
    from flygen.check.verify import verify
    path = _spec(tmp_path, **params)
    body = _plan_of(path).body
    nk = (params.get("hidden", 256) if params["stage"] == 1 else params.get("inter", 256)) // params.get("tile_k", 256)
    assert body.buffering == 2 and body.trips == (nk - 1) // 2 and body.pre
    (r,) = verify([path], sizes={"tokens": tokens}, seed=1)
    _assert_pass(r)


def test_loop_waits_are_tight_on_the_emulator():
    """Negative control for the wait placement: loosening one partial vmcnt wait of the pipelined loop by one
    (n -> n + 1 outstanding) makes the emulator report an MFMA reading a fragment whose load has not landed."""
    from flygen.check.verify import verify
    builds = generate([EX], names=("moe_s2_fp4_pipe",))
    asm = builds[0].asm
    head, loop = asm.split("_loop:\n", 1)
    m = re.search(r"s_waitcnt vmcnt\((\d+)\)", loop)
    assert m and int(m.group(1)) > 0
    bad = head + "_loop:\n" + loop[:m.start()] + f"s_waitcnt vmcnt({int(m.group(1)) + 1})" + loop[m.end():]
    case = R.make_case(builds[0].spec.params, {"tokens": 37}, np.random.default_rng(0))
    from flygen.asm.load import load_program
    from flygen.emu.launch import launch
    from flygen.emu.memory import Device
    dev = Device()
    args = {k: dev.upload(np.ascontiguousarray(v)) if isinstance(v, np.ndarray) and v.ndim else v
            for k, v in case.args.items()}
    b = builds[0]
    res = launch(load_program(bad).kernel(b.plan.name), grid=b.plan.grid(**case.sizes), block=b.plan.workgroup,
                 args=args, device=dev, hazards=True)
    assert any(h.severity == "error" and "not waited" in h.text for h in res.hazards), res.hazards[:3]
    (ok,) = verify([EX], names=("moe_s2_fp4_pipe",), sizes={"tokens": 37})
    _assert_pass(ok)


def test_prefetch_keeps_occupancy_or_rings(tmp_path):
    """Two fragment copies only where they fit: 32 x 128 keeps >= 2 waves/SIMD with them. A 64 x 256 stage 1
    (128 accumulators) is at 1 wave/SIMD even with one whole-k-tile copy; its A / W fragments become a ring
    of one k-step, which reaches 2 waves/SIMD (<= 128 ArchVGPRs beside the 128 AGPRs) and launches."""
    from flygen.isa import limits
    p = _plan_of(_spec(tmp_path, stage=1, hidden=1024))
    assert p.body.buffering == 2 and p.body.ring is None
    assert limits.waves_per_simd(p.regs.total_vgprs, p.regs.sgprs) >= 2
    p = _plan_of(_spec(tmp_path, stage=1, hidden=512, inter=512, tile_m=64, tile_n=256, inter_dtype="fp4"))
    assert p.body.buffering == 1 and p.body.ring == 1
    assert any("k-step ring of 1: whole-k-tile fragments allow 1 wave" in n for n in p.body.layout_notes)
    assert p.occupancy()["waves_per_simd"] == 2 and p.regs.arch_vgprs <= 128
    p.check_limits(2)


def _ring_mutant(asm: str) -> str:
    """Move the loop's first load that follows an MFMA (the first ring-slot refill) above that MFMA, so it
    overwrites registers the MFMA still has to read."""
    head, loop = asm.split("_loop:\n", 1)
    m = re.search(r"^(\s+v_mfma\S* [^\n]*\n)(\s+buffer_load_dwordx4 [^\n]*\n)", loop, re.M)
    assert m
    return head + "_loop:\n" + loop[:m.start()] + m.group(2) + m.group(1) + loop[m.end():]


def test_k_step_ring_a16w4_verifies(tmp_path):
    """a16w4 on the ring: 64 x 256 stage 2 with bf16 activations (one whole-k-tile copy: 1 wave/SIMD) rings one
    k-step, the dequantisation reads the weight slot (not the logical k-step register), 2 k-tiles, tokens 29."""
    from flygen.check.verify import verify
    path = _spec(tmp_path, stage=2, a_dtype="bf16", hidden=256, inter=512, tile_m=64, tile_n=256)
    p = _plan_of(path)
    assert p.body.ring == 1 and p.occupancy()["waves_per_simd"] == 2
    (r,) = verify([path], sizes={"tokens": 29}, seed=4)
    _assert_pass(r)


def test_k_step_ring_verifies_and_its_slot_order_matters(tmp_path):
    """The 64 x 256 stage 1 on a one-k-step ring, 2 k-tiles (the rolled loop refills the slots across the k-tile
    boundary), fp8 intermediate, ragged tokens with an empty expert: passes on the emulator with a clean hazard
    check. Negative control: the first refill moved above the MFMA that still reads its slot's previous k-step
    makes the emulator report that MFMA reading a register whose (new) load is in flight."""
    from flygen.check.verify import verify
    path = _spec(tmp_path, stage=1, hidden=512, inter=512, tile_m=64, tile_n=256, inter_dtype="fp8",
                 inter_tile_k=256)
    (r,) = verify([path], sizes={"tokens": 29}, seed=3)
    _assert_pass(r)
    (b,) = generate([path], names=("k",))
    assert b.plan.body.ring == 1 and b.plan.occupancy()["waves_per_simd"] == 2
    case = R.make_case(b.spec.params, {"tokens": 29}, np.random.default_rng(3))
    from flygen.asm.load import load_program
    from flygen.emu.launch import launch
    from flygen.emu.memory import Device
    dev = Device()
    args = {k: dev.upload(np.ascontiguousarray(v)) if isinstance(v, np.ndarray) and v.ndim else v
            for k, v in case.args.items()}
    res = launch(load_program(_ring_mutant(b.asm)).kernel(b.plan.name), grid=b.plan.grid(**case.sizes),
                 block=b.plan.workgroup, args=args, device=dev, hazards=True)
    assert any(h.severity == "error" and "not waited" in h.text for h in res.hazards), res.hazards[:3]


def test_single_tile_waits_release_mfmas_by_k_step():
    """One k-tile (no prefetch): the loads are issued in the order the MFMAs read them and the first MFMA does
    not wait for the whole tile (its wait leaves the later k-step's loads outstanding)."""
    (b,) = generate([EX], names=("moe_s1_fp4",))
    loop = b.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    waits = [int(n) for n in re.findall(r"s_waitcnt vmcnt\((\d+)\)", loop)]
    nloads = len(re.findall(r"^\s+buffer_load", loop, re.M))
    assert waits[0] > nloads // 3 and waits[-1] == 0 and waits == sorted(waits, reverse=True)


# ---------------------------------------------------------------- a_stage: lds (issue 12 item 3)
def _launch_asm(b, asm, tokens, seed):
    """Run `asm` (b's kernel, maybe edited) on one case; (hazards, per-check results)."""
    from flygen.asm.load import load_program
    from flygen.emu.launch import launch
    from flygen.emu.memory import Device
    from flygen.ref.compare import compare
    case = R.make_case(b.spec.params, {"tokens": tokens}, np.random.default_rng(seed))
    dev = Device()
    args = {k: dev.upload(np.ascontiguousarray(v)) if isinstance(v, np.ndarray) and v.ndim else v
            for k, v in case.args.items()}
    res = launch(load_program(asm).kernel(b.plan.name), grid=b.plan.grid(**case.sizes), block=b.plan.workgroup,
                 args=args, device=dev, hazards=True)
    outs = [dev.download(args[c.arg], c.dtype, (c.count + len(c.guard),)) for c in case.checks]
    return res.hazards, [compare(o, c) for o, c in zip(outs, case.checks)], outs


@pytest.mark.parametrize("params,tokens", [
    ({"stage": 1, "a_dtype": "fp4"}, 37),                                   # one k-tile, gathered rows
    ({"stage": 1, "a_dtype": "fp8", "hidden": 384, "tile_k": 128}, 29),     # 3 k-tiles: barrier before rewrite
    ({"stage": 2, "a_dtype": "fp8", "inter": 512}, 5),                      # stage 2, 2 k-tiles
])
def test_a_stage_lds_verifies(tmp_path, params, tokens):
    """A through LDS: one global copy of the A tile per workgroup (gathered rows for stage 1), s_barrier,
    swizzled ds_reads; passes on the emulator with no hazard (its LDS race checker included) and gives the
    same outputs bit for bit as the direct path (the MFMAs see the same registers in the same order)."""
    from flygen.check.verify import verify
    lds, direct = _spec(tmp_path, a_stage="lds", **params), tmp_path / "direct.yaml"
    direct.write_text(lds.read_text().replace("    a_stage: lds\n", ""))
    (r,) = verify([lds], sizes={"tokens": tokens}, seed=2)
    _assert_pass(r)
    (b,) = generate([lds], names=("k",))
    (bd,) = generate([direct], names=("k",))
    assert b.plan.lds_bytes > 0 and bd.plan.lds_bytes == 0 and "ds_read_b128" in b.asm
    _, _, got = _launch_asm(b, b.asm, tokens, 2)
    _, _, want = _launch_asm(bd, bd.asm, tokens, 2)
    assert all(np.array_equal(x.view(np.uint8), y.view(np.uint8)) for x, y in zip(got, want))


def test_a_stage_lds_barrier_and_swizzle_matter(tmp_path, monkeypatch):
    """Negative controls: without the s_barrier between the ds_writes and the ds_reads the emulator reports an
    LDS race; with the reads' swizzle dropped (ds_read offsets of the unswizzled tile) the outputs are wrong."""
    path = _spec(tmp_path, a_stage="lds", stage=2, a_dtype="fp4")
    (b,) = generate([path], names=("k",))
    asm = b.asm
    m = re.search(r"s_waitcnt lgkmcnt\(0\)[^\n]*\n(\s+s_barrier[^\n]*\n)", asm)
    assert m
    h, _, _ = _launch_asm(b, asm[:m.start(1)] + asm[m.end(1):], 5, 1)
    assert any(x.severity == "error" and x.kind == "lds_race" for x in h), h[:3]
    from flygen.plan.moe import activations as M
    real, calls = M.make_composed_layout, []

    def no_read_swizzle(swz, off, layout):       # the write (first) keeps the swizzle, the fragment read loses it
        calls.append(layout)
        return real(swz, off, layout) if len(calls) == 1 else layout
    monkeypatch.setattr(M, "make_composed_layout", no_read_swizzle)
    (bad,) = generate([path], names=("k",))
    assert len(calls) == 2 and bad.asm != asm
    _, res, _ = _launch_asm(bad, bad.asm, 5, 1)
    assert any(c.mismatches for c in res)
