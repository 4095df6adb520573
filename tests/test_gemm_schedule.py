"""flygen.plan.gemm_schedule: fragment slots across K tiles (checked by an independent register simulation),
lgkmcnt counts by hand, redundant-wait removal; and the pipelined gemm_fp8 loop (counts by hand)."""
import re

import pytest

from flygen.build.pipeline import generate
from flygen.plan.gemm_schedule import drop_redundant_waits, lgkm_needs, plan_fragments
from flygen.plan.items import Wait, instr


def _problem(rk, rm, rn):
    needs = {(q, mi, ni): (("a", mi, q), ("b", ni, q)) for q in range(rk) for mi in range(rm) for ni in range(rn)}
    frags = [("b", ni, q) for q in range(rk) for ni in range(rn)] + [("a", mi, q) for q in range(rk) for mi in range(rm)]
    return needs, frags


def _simulate(fs, needs, n_slots, tiles):
    """Run `tiles` K tiles on a model register file: slot -> (tile, fragment). Every MFMA must find its operands
    of its own tile; a read of tile t+1 may only replace a value no later MFMA of tile t needs; reads only after
    the barrier (MFMA index beta). Returns the smallest distance in MFMAs from a read to its first use."""
    regs = {fs.slot[0][f]: (0, f) for f in fs.slot[0]}
    issued = {}                                   # (tile, frag) -> global MFMA index at issue
    clock, best = 0, None
    for t in range(tiles):
        par = t % 2
        order = fs.order[par]
        remaining = {}
        for j, cell in enumerate(order):
            for f in needs[cell]:
                remaining[f] = j                  # last use in this tile
        for j in range(len(order) + 1):
            if t + 1 < tiles:
                for f, at in fs.read_at[par].items():
                    if at == j:
                        assert j >= fs.beta
                        s = fs.slot[1 - par][f]
                        if s in regs and regs[s][0] == t:
                            assert remaining[regs[s][1]] < j, f"slot {s} overwritten while still needed"
                        regs[s] = (t + 1, f)
                        issued[(t + 1, f)] = clock
            if j < len(order):
                for f in needs[order[j]]:
                    assert regs[fs.slot[par][f]] == (t, f), (t, j, f)
                    if (t, f) in issued:
                        d = clock - issued.pop((t, f))
                        best = d if best is None else min(best, d)
                clock += 1
    assert len(set(fs.slot[1].values())) == len(fs.slot[1]) and max(fs.slot[1].values()) < n_slots
    return best


@pytest.mark.parametrize("grid,spare,beta", [((1, 8, 4), 1, 8), ((1, 8, 8), 1, 16), ((2, 8, 4), 2, 16),
                                             ((1, 4, 4), 0, 4), ((1, 2, 3), 1, 1)])
def test_slots_hold_the_right_fragments_over_many_tiles(grid, spare, beta):
    needs, frags = _problem(*grid)
    fs = plan_fragments(grid, needs, frags, len(frags) + spare, beta)
    dist = _simulate(fs, needs, len(frags) + spare, tiles=5)
    assert dist is not None and dist >= 1          # no read is consumed by the MFMA right at its issue point


def test_no_spare_slot_still_pipelines():
    needs, frags = _problem(1, 8, 4)
    fs = plan_fragments((1, 8, 4), needs, frags, len(frags), 8)
    assert fs.min_slack >= 1
    assert _simulate(fs, needs, len(frags), tiles=4) >= 1


def test_lgkm_needs_by_hand():
    ds = lambda s: instr("ds_read_b128", "v[0:3]", "v4", writes=(s,))          # noqa: E731
    mf = lambda *s: instr("v_mfma_f32_16x16x128_f8f6f4", reads=s)              # noqa: E731
    stream = [ds(0), ds(1), ds(2), mf(0), mf(1), ds(0), mf(2), mf(0), Wait(lgkm=0), ds(3), mf(3)]
    # reads in flight 0,1,2: slot 0 needs lgkmcnt(2); slot 1 -> (1 left: only slot 2's read); then read 0 again:
    # in flight [2, 0]: slot 2 -> lgkmcnt(1); slot 0 -> lgkmcnt(0); after the explicit wait, slot 3 -> 0
    assert lgkm_needs(stream) == {3: 2, 4: 1, 6: 1, 7: 0, 10: 0}


def test_redundant_waits_dropped():
    w = lambda n: Wait(lgkm=n)                                                   # noqa: E731
    ds = instr("ds_read_b128", "v[0:3]", "v4")
    items = [w(3), ds, w(5), w(4), w(2), ds, ds, w(4), w(3)]
    kept = [it.lgkm for it in drop_redundant_waits(items) if isinstance(it, Wait)]
    assert kept == [3, 2, 3]        # 5 and 4 implied by 3 + 1 read; after 2 + 2 reads, 4 is implied, 3 is not


def _loop_ops(tmp_path, **kw):
    p = tmp_path / "g.yaml"
    extra = "".join(f"    {k}: {v}\n" for k, v in kw.items())
    p.write_text("target: gfx950\nkernels:\n  - name: g\n    family: gemm_fp8\n    dtype: fp8\n    K: 4096\n" + extra)
    (b,) = generate([str(p)])
    body = re.split(r"\n\s*s_cbranch_scc1 \S+_kloop\b", b.asm.split("_kloop:")[1])[0]   # up to the branch back
    return [ln.split()[0] for ln in body.splitlines() if ln.strip() and not ln.strip().startswith("//")], body, b


def test_pipelined_loop_8wave(tmp_path):
    ops, body, b = _loop_ops(tmp_path, waves=8)
    # per K tile (hand count): 32 MFMA, 24 ds_read_b128, 8 DMA + 8 M0 writes, 2 soffset adds, 1 barrier;
    # the rolled loop holds 2 tiles plus the 3-instruction counter/branch
    assert ops.count("v_mfma_f32_16x16x128_f8f6f4") == 64 and ops.count("ds_read_b128") == 48
    assert ops.count("s_barrier") == 2 and len(re.findall(r"lds$", body, re.M)) == 16
    # overlap: some ds_read of the next tile sits between two MFMAs (not all reads before the MFMAs)
    first_mfma = ops.index("v_mfma_f32_16x16x128_f8f6f4")
    last_mfma = len(ops) - 1 - ops[::-1].index("v_mfma_f32_16x16x128_f8f6f4")
    assert any(o == "ds_read_b128" for o in ops[first_mfma:last_mfma])
    assert b.plan.regs.total_vgprs <= 256
    assert len(ops) / 2 < 107                     # FlyDSL: 107 per K tile
