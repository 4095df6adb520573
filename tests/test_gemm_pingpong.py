"""gemm_fp8 `schedule: pingpong` (8 waves, two groups of 4): emulator verify vs numpy on ragged shapes (M=300,
N=520, K 2..4 tiles, fp8/bf16/f16) with zero hazards; an independent happens-before model of the two group
streams (reads retire at their lgkmcnt wait, DMAs at their vmcnt wait, epochs = barriers executed); hand counts;
negative controls (a removed coordinating barrier is caught by the emulator or by the model)."""
import dataclasses
import re
from pathlib import Path

import pytest

from flygen.build.pipeline import generate
from flygen.errors import FlygenError
from flygen.plan.items import Wait
from flygen.check.verify import verify_one

SPEC = "tests/data/gemm_fp8/pingpong.yaml"
SHAPE = {"M": 300, "N": 520}
BUILT = {b.plan.name: b for b in generate([SPEC])}


def _kt(b):
    return b.plan.params["K"] // b.plan.params["tile_k"]


def unrolled(group) -> list:
    trips, first, loop, tail = group
    return list(first) + [it for _ in range(trips) for st in loop for it in st] + [it for st in tail for it in st]


def kind(it) -> str:
    """What an item is to the ordering model: barrier, ds (LDS read), dma (LDS DMA), wait, mfma, or other."""
    if isinstance(it, Wait):
        return "wait"
    op = getattr(it, "op", "")
    return ("barrier" if op == "s_barrier" else "ds" if op.startswith("ds_read") else
            "dma" if op.startswith("buffer_load") and "lds" in it.mods else "mfma" if op.startswith("v_mfma") else
            "other")


def note(it) -> str:
    return getattr(it, "note", None) or ""


def ordering_violations(streams, kt: int) -> list:
    """Happens-before model of LDS stage reuse, written independently of the planner.

    Each wave's stream is walked with its own counters: ds reads and LDS DMAs queue up, `s_waitcnt
    lgkmcnt(n)` / `vmcnt(n)` retire all but the newest n, and the epoch is the number of s_barriers passed.
    Tile j's DMAs are the j-th batch of a wave's DMAs (every wave issues the same count per tile), tile j's
    reads the j-th batch of its reads. Laws, across every pair of groups (stage of tile j = j % 2):
      read of tile j at epoch e   needs every DMA of tile j retired at an epoch < e
      DMA of tile j at epoch e    needs every read of tile j-2 retired at an epoch < e
    and every group passes the same number of barriers (else a barrier pairs with the wrong one)."""
    logs = []
    for items in streams:
        n_dma = sum(kind(it) == "dma" for it in items) // kt
        n_rd = sum(kind(it) == "ds" for it in items) // kt
        ep, q = 0, {"vm": [], "lgkm": []}
        ev = {"dma": [], "ds": []}                      # [tile, issue epoch, retire epoch]
        for it in items:
            k = kind(it)
            if k == "barrier":
                ep += 1
            elif k in ("dma", "ds"):
                rec = [len(ev[k]) // (n_dma if k == "dma" else n_rd), ep, None]
                ev[k].append(rec)
                q["vm" if k == "dma" else "lgkm"].append(rec)
            elif k == "wait":
                for cnt in ("vm", "lgkm"):
                    n = getattr(it, cnt)
                    if n is not None:
                        keep = len(q[cnt]) - n
                        for rec in q[cnt][:max(keep, 0)]:
                            rec[2] = ep
                        q[cnt] = q[cnt][max(keep, 0):]
        logs.append((ep, ev))
    bad = []
    if len({ep for ep, _ in logs}) != 1:
        bad.append(f"barrier counts differ: {[ep for ep, _ in logs]}")
    for g, (_, ev) in enumerate(logs):
        for tile, e, _ in ev["ds"]:
            for h, (_, ev2) in enumerate(logs):
                if any(t2 == tile and (r is None or r >= e) for t2, _, r in ev2["dma"]):
                    bad.append(f"group {g} reads tile {tile} at epoch {e} before group {h}'s DMA of it retired")
        for tile, e, _ in ev["dma"]:
            for h, (_, ev2) in enumerate(logs):
                if any(t2 == tile - 2 and (r is None or r >= e) for t2, _, r in ev2["ds"]):
                    bad.append(f"group {g} DMAs tile {tile} at epoch {e} over group {h}'s unretired reads")
    return sorted(set(bad))


@pytest.mark.parametrize("name", sorted(BUILT))
def test_verify_passes_with_zero_hazards(name, tc):
    r = verify_one(BUILT[name], SHAPE, seed=3, toolchain=tc)
    (c,) = r["checks"]
    assert r["hazards"] == []
    assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert r["passed"]


@pytest.mark.parametrize("name", sorted(BUILT))
def test_group_streams_obey_the_ordering_laws(name):
    b = BUILT[name]
    streams = [unrolled(g) for g in b.plan.body.groups]
    assert ordering_violations(streams, _kt(b)) == []
    # both groups: 2 barriers per K tile (hand: B0 + 2 per tile - the dropped last one, group 1 + its stagger)
    assert [sum(kind(it) == "barrier" for it in s) for s in streams] == [2 * _kt(b)] * 2


def _drop(group, pred):
    """The group with the first item matching pred removed (searching first, then loop steps, then tail)."""
    trips, first, loop, tail = group
    for where in ("first", "loop", "tail"):
        segs = {"first": [first], "loop": list(loop), "tail": list(tail)}[where]
        for si, seg in enumerate(segs):
            for i, it in enumerate(seg):
                if pred(it):
                    new = tuple(seg[:i]) + tuple(seg[i + 1:])
                    if where == "first":
                        return trips, new, loop, tail
                    if where == "loop":
                        return trips, first, tuple(new if j == si else s for j, s in enumerate(loop)), tail
                    return trips, first, loop, tuple(new if j == si else s for j, s in enumerate(tail))
    raise AssertionError("nothing to drop")


@pytest.mark.parametrize("group,pred", [
    (1, lambda it: kind(it) == "barrier" and "stage 0 read by both groups" in note(it)),
    (0, lambda it: kind(it) == "barrier" and "group 0 done reading stage 0" in note(it)),
    (0, lambda it: kind(it) == "wait" and (it.vm, it.lgkm) == (None, 0) and "reads of stage" in note(it)),
    (0, lambda it: kind(it) == "wait" and (it.vm, it.lgkm) == (0, None) and "stage" in note(it)),
    (1, lambda it: kind(it) == "wait" and it.lgkm == 0 and it.vm is not None),
])
def test_the_model_catches_a_missing_barrier_or_wait(group, pred):
    b = BUILT["pp_fp8_k512"]
    groups = list(b.plan.body.groups)
    groups[group] = _drop(groups[group], pred)
    bad = ordering_violations([unrolled(g) for g in groups], _kt(b))
    assert [v for v in bad if not v.startswith("barrier counts")], bad    # an actual LDS race, not just the count


@pytest.mark.parametrize("pred", [lambda it: kind(it) == "barrier" and note(it).startswith("B1"),
                                  lambda it: kind(it) == "barrier" and "swap phases" in note(it)])
def test_phase_barriers_only_schedule(pred):
    # the stagger barrier and group 1's phase-swap barrier order no LDS access (each memory phase retires its
    # reads before its barrier): without one, the groups run in lockstep -- race-free, the barrier count off
    b = BUILT["pp_fp8_k512"]
    groups = list(b.plan.body.groups)
    groups[1] = _drop(groups[1], pred)
    assert ordering_violations([unrolled(g) for g in groups], _kt(b)) == ["barrier counts differ: [8, 7]"]


def _mutate(b, pattern):
    asm, n = re.subn(pattern, "", b.asm, count=1, flags=re.M)
    assert n == 1, pattern
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("pattern", [
    r"^\s*s_barrier  // next tile in LDS stage 1; stage 0 read by both groups: free$",   # group 1, in the loop
    r"^\s*s_barrier  // next tile in LDS stage 1; group 0 done reading stage 0$",        # group 0, in the loop
])
def test_without_a_coordinating_barrier_the_emulator_reports_a_hazard(pattern, tc):
    r = verify_one(_mutate(BUILT["pp_fp8_k512"], pattern), SHAPE, seed=3, toolchain=tc)
    assert any("lds_race" in str(h) or "lds_dma_unwaited" in str(h) for h in r["hazards"]), r["hazards"][:3]


def test_hot_loop_counts_and_registers():
    b = BUILT["pp_fp8_k512"]
    trips, _, loop, _ = b.plan.body.groups[0]
    assert trips == 1 and len(loop) == 2
    for g in b.plan.body.groups:
        for st in g[2]:
            kinds = [kind(it) for it in st]
            # hand count per K tile and wave: 128 x 64 of C = 8 x 4 MFMAs; 12 fragments x 2 ds_read_b128;
            # (256 + 256) rows x 128 B / (512 lanes x 16 B) = 8 LDS DMAs; 2 barriers
            assert [kinds.count(k) for k in ("mfma", "ds", "dma", "barrier")] == [32, 24, 8, 2]
    # fragments: one slot each, no spares (12 x 8 registers), the rest as in the pipelined kernel
    m = re.search(r"\.set v_frag, (\d+)  // v\[(\d+):(\d+)\]", b.asm)
    assert m and int(m.group(3)) - int(m.group(2)) + 1 == 12 * 8
    assert b.plan.regs.total_vgprs <= 256 and b.plan.regs.acc_vgprs == 0


def _spec(tmp_path, **kw):
    p = {"family": "gemm_fp8", "K": 256, **kw}
    body = "\n".join(f"    {k}: {v}" for k, v in p.items())
    f = Path(tmp_path, "s.yaml")
    f.write_text(f"target: gfx950\nkernels:\n  - name: g\n{body}\n")
    return str(f)


def test_pingpong_needs_8_waves(tmp_path):
    with pytest.raises(FlygenError, match=r"kernels\[0\]\.schedule"):
        generate([_spec(tmp_path, waves=4, tile_m=128, tile_n=128, schedule="pingpong")])


def test_pipelined_stays_the_default(tmp_path):
    (b,) = generate([_spec(tmp_path)])
    assert b.plan.params["schedule"] == "pipelined" and "s_cmp_ge_u32 s[s_wave]" not in b.asm
