"""Launch a kernel per the gfx950 kernel ABI and run all its waves together.

    prog = load_program("k.s"); kern = prog.kernel()
    dev = Device(); x = dev.upload(np_x); y = dev.alloc(nbytes)
    res = launch(kern, grid=(gx, gy, gz), block=(bx, by, bz), args={"x": x, "y": y, "n": 123}, device=dev)
    dev.download(y, np.float32, shape)

`grid` counts workgroups (not work-items). Waves of all workgroups run in one batch ([waves, regs, 64]
arrays); the scheduler runs the group of waves at the lowest program counter, so uniform control flow
costs one numpy operation per instruction for the whole grid, and divergent waves are grouped by PC.
"""
from __future__ import annotations

import struct
import time
from dataclasses import dataclass, field

import numpy as np

from flygen.asm.mods import Mods
from flygen.asm.parse import Kernel
from flygen.emu import fields
from flygen.emu.dispatch import TABLE, handler
from flygen.emu.hazards import Hazard, make_tracker
from flygen.emu.memory import Device, DeviceBuffer
from flygen.emu.state import EXEC, State, write_s64
from flygen.errors import EmulatorError
from flygen.isa.limits import LDS_BYTES

MAX_WAVE_INSTRUCTIONS = 2_000_000_000      # wave-instructions of one launch, all waves together
# Bounds of one launch, so an endless loop (a self-branch, a spin-wait nobody releases) ends with a message, not a
# hang. flygen's own kernels execute at most a few thousand instructions per wave at the tested sizes (measured
# 2026-12-01 on this machine: 2,475 for conv3d t_big, the largest of tests/test_conv3d_verify_big.py,
# test_gemm_fp8_verify.py, test_conv3d_big.py, test_gemm_splitk.py); a one-wave loop runs ~40k instructions/s here.
PER_WAVE_ENV, TIMEOUT_ENV, WAVES_ENV = ("FLYGEN_EMU_MAX_WAVE_INSTRUCTIONS", "FLYGEN_EMU_TIMEOUT",
                                         "FLYGEN_EMU_MAX_WAVES")
PER_WAVE_INSTRUCTIONS = 500_000            # instructions any one wave may execute (checked every 1024 steps)
TIMEOUT_SECONDS = 600.0                    # wall-clock seconds of one launch
MAX_WAVES = 1 << 21                        # waves one launch may run (the grid the emulator can hold in time)
GRID_EXTENT = 1 << 32                      # work-items per dimension: the dispatch packet's 32-bit grid_size fields
POISON_WORD = 0x7FC0DEAD       # a quiet NaN as f32; implausible as an integer
POISON_BYTE = 0xFF             # fp8/bf8 NaN, bf16/f16 NaN when paired
STATE_BUDGET = 1 << 30          # bytes of VGPR state per batch; larger grids run in workgroup chunks


@dataclass
class LaunchResult:
    instructions: int                       # wave-instructions executed
    hazards: list[Hazard]
    stats: dict = field(default_factory=dict)
    buffers: dict = field(default_factory=dict)   # arrays passed in args, uploaded for the caller
    state: object = field(default=None, repr=False)   # register state of the last batch (tests, debugging)
    timing: dict = field(default_factory=dict, repr=False)   # wall seconds: setup, execute (not in to_dict)
    executed: tuple = field(default=(), repr=False)   # the instructions that ran at least once, in program order
    descriptor: dict = field(default_factory=dict, repr=False)   # the kernel descriptor the run used

    def fidelity(self) -> dict:
        """flygen.emu.fidelity.report over the executed instructions: what this run's result rests on."""
        from flygen.emu.fidelity import report
        return report(self.executed, self.descriptor)

    def to_dict(self) -> dict:
        return {"instructions": self.instructions, "hazards": [h.to_dict() for h in self.hazards],
                "stats": self.stats, "fidelity": self.fidelity()}


class Ctx:
    """What a semantics function may touch: registers, device memory, hazard tracker."""
    __slots__ = ("st", "dev", "haz", "kernel")

    def __init__(self, st, dev, haz, kernel):
        self.st, self.dev, self.haz, self.kernel = st, dev, haz, kernel


def _triple(x) -> tuple[int, int, int]:
    t = tuple(int(v) for v in (x if isinstance(x, (tuple, list)) else (x,)))
    if not 1 <= len(t) <= 3 or min(t) < 1:
        raise EmulatorError(f"grid/block must be 1-3 positive integers, got {x!r}")
    return t + (1,) * (3 - len(t))


def _limit(value, env: str, default, kind=int):
    """An explicit value, else the environment variable `env`, else `default` (a bad value is a clear error)."""
    import os
    if value is not None:
        return kind(value)
    text = os.environ.get(env)
    if text is None or text == "":
        return default
    try:
        v = kind(text)
    except ValueError:
        raise EmulatorError(f"{env}={text!r}: expected a {'number' if kind is float else 'whole number'}") from None
    if v <= 0:
        raise EmulatorError(f"{env}={text!r}: must be positive")
    return v


def _agprs_used(kern: Kernel) -> int:
    top = -1
    for ins in kern.program.instrs[kern.entry:kern.end]:
        for op in ins.operands:
            if op.kind == "a":
                top = max(top, op.idx + op.n - 1)
    return top + 1


def build_kernargs(kern: Kernel, args, dev: Device, grid, block) -> tuple[bytes, dict]:
    """Kernarg segment bytes from the metadata `.args` and the caller's values; hidden args filled in."""
    meta_args = kern.args
    size = int(kern.metadata.get(".kernarg_segment_size", kern.descriptor.get("kernarg_size", 0)))
    if not meta_args and args:
        raise EmulatorError(f"kernel {kern.name} has no .amdgpu_metadata .args; cannot place arguments")
    explicit = [a for a in meta_args if not str(a.get(".value_kind", "")).startswith("hidden_")]
    if isinstance(args, (list, tuple)):
        args = {str(a.get(".name", f"arg{k}")): v for k, (a, v) in enumerate(zip(explicit, args))}
    args = dict(args or {})
    seg = bytearray(max(size, max((int(a[".offset"]) + int(a[".size"]) for a in meta_args), default=0)))
    uploaded = {}
    hidden = {
        "hidden_block_count_x": grid[0], "hidden_block_count_y": grid[1], "hidden_block_count_z": grid[2],
        "hidden_group_size_x": block[0], "hidden_group_size_y": block[1], "hidden_group_size_z": block[2],
        "hidden_grid_dims": sum(1 for g, b in zip(grid, block) if g * b > 1) or 1,
    }
    used = set()
    for k, a in enumerate(meta_args):
        kind, off, sz = str(a.get(".value_kind")), int(a[".offset"]), int(a[".size"])
        if kind.startswith("hidden_"):
            val = hidden.get(kind, 0)
            seg[off:off + sz] = int(val).to_bytes(sz, "little")
            continue
        name = str(a.get(".name", f"arg{explicit.index(a)}"))
        if name not in args:
            raise EmulatorError(f"kernel {kern.name}: missing argument {name!r} "
                                f"(expects {[str(x.get('.name')) for x in explicit]})")
        used.add(name)
        val = args[name]
        if isinstance(val, np.ndarray) and val.ndim > 0:
            if kind != "global_buffer":
                raise EmulatorError(f"argument {name!r} is {kind}; an array needs a global_buffer argument")
            val = uploaded[name] = dev.upload(val)
        if isinstance(val, DeviceBuffer):
            raw = val.addr.to_bytes(8, "little")
        elif isinstance(val, (np.generic,)):
            raw = val.tobytes()
        elif isinstance(val, float):
            raw = struct.pack("<f" if sz == 4 else "<d", val)
        elif isinstance(val, (int, np.integer)):
            bits = 8 * sz   # the metadata gives no signedness: either reading must hold the value
            if not -(1 << (bits - 1)) <= int(val) < 1 << bits:
                raise EmulatorError(f"argument {name!r} is {sz} bytes: {int(val)} does not fit in {bits} bits "
                                    f"(from {-(1 << (bits - 1))} to {(1 << bits) - 1})")
            raw = (int(val) & ((1 << bits) - 1)).to_bytes(sz, "little")
        else:
            raise EmulatorError(f"argument {name!r}: cannot pass a {type(val).__name__}")
        if len(raw) != sz:
            raise EmulatorError(f"argument {name!r} is {len(raw)} bytes, the kernel expects {sz}")
        seg[off:off + sz] = raw
    extra = set(args) - used
    if extra:
        raise EmulatorError(f"kernel {kern.name} has no argument(s) {sorted(extra)}")
    return bytes(seg), uploaded


def _sgpr_layout(kd) -> tuple[dict, int]:
    """SGPR index of each preloaded value, per the descriptor's enables (reference §5.3)."""
    bare = not kd
    pos, where = 0, {}
    for key, n in (("dispatch_ptr", 2), ("queue_ptr", 2), ("kernarg_segment_ptr", 2), ("dispatch_id", 2),
                   ("private_segment_size", 1)):
        on = kd.get(f"user_sgpr_{key}", 1 if (bare and key == "kernarg_segment_ptr") else 0)
        if on:
            where[key] = pos
            pos += n
    preload = int(kd.get("user_sgpr_kernarg_preload_length", 0))
    if preload:
        where["kernarg_preload"] = pos
        pos += preload
    pos = max(pos, int(kd.get("user_sgpr_count", pos)))
    for key, default in (("workgroup_id_x", 1), ("workgroup_id_y", 0), ("workgroup_id_z", 0),
                         ("workgroup_info", 0)):
        if kd.get(f"system_sgpr_{key}", default):
            where[key] = pos
            pos += 1
    if kd.get("enable_private_segment", 0):
        where["private_wave_offset"] = pos
        pos += 1
    return where, pos


def launch(kern: Kernel, grid, block, args=None, device: Device | None = None, hazards: bool = True,
           waive=(), max_instructions: int = MAX_WAVE_INSTRUCTIONS, lds_bytes: int | None = None,
           init=None, poison: bool = True, trace=None, workgroups=None, max_wave_instructions: int | None = None,
           timeout: float | None = None) -> LaunchResult:
    """Run `kern` over `grid` workgroups of `block` work-items. See the module docstring.

    `trace`: an object with `start(st, wgs, wpw)` and `step(ctx, ins, p, w)` (flygen.emu.trace.Trace), called
    before every instruction; None (the default) costs one test per step. `workgroups`: run only these
    global workgroup ids (as if the rest of the grid ran elsewhere; the timing model traces one CU's share).

    `poison`: registers and LDS start as a quiet-NaN pattern (POISON_WORD / POISON_BYTE), not zero, since
    hardware leaves them undefined; only the ABI-initialised registers (kernarg pointer, workgroup ids,
    work-item ids in v0, EXEC) hold defined values.

    `lds_bytes` overrides the descriptor's LDS size; `init(state)` runs after the ABI register setup
    (tests use it to preset registers).

    Bounds (each an error naming its knob): `max_wave_instructions` per wave (default $FLYGEN_EMU_MAX_WAVE_INSTRUCTIONS
    or PER_WAVE_INSTRUCTIONS), `timeout` wall-clock seconds (default $FLYGEN_EMU_TIMEOUT or TIMEOUT_SECONDS), at
    most $FLYGEN_EMU_MAX_WAVES (MAX_WAVES) waves, and grid x block below 2^32 per dimension."""
    t0 = time.perf_counter()
    grid, block = _triple(grid), _triple(block)
    per_wave = _limit(max_wave_instructions, PER_WAVE_ENV, PER_WAVE_INSTRUCTIONS)
    timeout = _limit(timeout, TIMEOUT_ENV, TIMEOUT_SECONDS, float)
    for g, b in zip(grid, block):
        if g * b >= GRID_EXTENT:
            raise EmulatorError(f"grid {grid} x block {block}: {g * b} work-items in one dimension; a dispatch packet "
                                f"holds each extent in 32 bits (below 2^32)")
    wpw0 = -(-block[0] * block[1] * block[2] // 64)
    n_run = (grid[0] * grid[1] * grid[2] if workgroups is None else len(workgroups)) * wpw0
    max_waves = _limit(None, WAVES_ENV, MAX_WAVES)
    if n_run > max_waves:
        raise EmulatorError(f"grid {grid} x block {block} runs {n_run} waves; the emulator runs at most {max_waves} in "
                            f"one launch (set {WAVES_ENV} to allow more)")
    limits = (per_wave, t0 + timeout, timeout)
    dev = device or Device()
    threads = block[0] * block[1] * block[2]
    if threads > 1024:
        raise EmulatorError(f"workgroup of {threads} work-items exceeds 1024")
    lds_bytes = kern.lds_bytes if lds_bytes is None else int(lds_bytes)
    if lds_bytes > LDS_BYTES:
        raise EmulatorError(f"kernel {kern.name} asks for {lds_bytes} B of LDS; gfx950 has {LDS_BYTES}")
    kernarg, uploaded = build_kernargs(kern, args, dev, grid, block)
    karg_buf = dev.alloc(max(len(kernarg), 64), align=64)
    dev.write(karg_buf.addr, kernarg)
    packet = bytearray(64)
    struct.pack_into("<HHHHHHIIIIIQQ", packet, 0, 0, sum(1 for g in grid if g > 1) or 1, *block, 0,
                     grid[0] * block[0], grid[1] * block[1], grid[2] * block[2], 0, lds_bytes, 0, karg_buf.addr)
    pkt_buf = dev.alloc(64, align=64)
    dev.write(pkt_buf.addr, bytes(packet))
    # semantics bound once per instruction; unknown instructions fail before anything runs
    fns = {p: _special.get(ins.op) or handler(ins)
           for p, ins in enumerate(kern.program.instrs[kern.entry:kern.end], kern.entry)}
    for p, ins in enumerate(kern.program.instrs[kern.entry:kern.end], kern.entry):
        if ins.op not in _special:
            fns[p] = _checked(fns, p, fns[p])

    wpw = -(-threads // 64)
    n_wg = grid[0] * grid[1] * grid[2]
    agprs = _agprs_used(kern)
    per_wave = (256 + agprs) * 256 + 1024 + (lds_bytes + 4 if hazards else 0)   # + hazards' LDS read table
    chunk = max(1, min(n_wg, STATE_BUDGET // (per_wave * wpw)))
    tracker = make_tracker(hazards, waive)
    total = 0
    state = None
    timing = {"setup": time.perf_counter() - t0, "execute": 0.0}
    seen: set[int] = set()
    ids = np.arange(n_wg) if workgroups is None else np.asarray(workgroups, np.int64)
    if ids.size and (ids.min() < 0 or ids.max() >= n_wg):
        raise EmulatorError(f"workgroups {ids.tolist()} outside the grid of {n_wg}")
    for first in range(0, len(ids), chunk):
        wgs = ids[first:first + chunk]
        n, state = _run_batch(kern, dev, tracker, wgs, grid, block, wpw, agprs, lds_bytes, karg_buf, pkt_buf,
                              kernarg, max_instructions - total, init, timing, fns, poison, seen, trace,
                              limits + (chunk if chunk < len(ids) else 0,))
        total += n
    stats = {"waves": len(ids) * wpw, "workgroups": len(ids), "waves_per_workgroup": wpw,
             "batches": -(-len(ids) // chunk), "resident_bytes": dev.resident_bytes}
    code = kern.program.instrs
    return LaunchResult(total, tracker.report(), stats, uploaded, state, timing, tuple(code[p] for p in sorted(seen)),
                        dict(kern.descriptor or {}))


def _run_batch(kern, dev, tracker, wgs, grid, block, wpw, agprs, lds_bytes, karg_buf, pkt_buf, kernarg,
               budget, init=None, timing=None, fns=None, poison=True, seen=None, trace=None,
               limits=None) -> tuple[int, State]:
    t0 = time.perf_counter()
    n_wg = len(wgs)
    W = n_wg * wpw
    st = State(W, agprs, lds_bytes, n_wg, np.repeat(np.arange(n_wg), wpw))
    if poison:
        # Hardware does not clear registers or LDS at wave launch: start from a quiet-NaN pattern so a kernel
        # that reads a register (e.g. an accumulator) or LDS before writing it fails verification.
        st.v[:] = POISON_WORD
        st.s[:] = POISON_WORD                            # EXEC and the ABI SGPRs are written below
        st.lds[:] = POISON_BYTE
    kd = kern.descriptor
    where, _ = _sgpr_layout(kd)
    gid = wgs[st.wg]                                      # global workgroup id of each wave
    wg_xyz = (gid % grid[0], (gid // grid[0]) % grid[1], gid // (grid[0] * grid[1]))
    if "dispatch_ptr" in where:
        write_s64(st, slice(None), where["dispatch_ptr"], np.full(W, pkt_buf.addr, np.uint64))
    if "kernarg_segment_ptr" in where:
        write_s64(st, slice(None), where["kernarg_segment_ptr"], np.full(W, karg_buf.addr, np.uint64))
    if "kernarg_preload" in where:
        n = int(kd.get("user_sgpr_kernarg_preload_length", 0))
        off = int(kd.get("user_sgpr_kernarg_preload_offset", 0))
        words = np.frombuffer(kernarg[off * 4:off * 4 + 4 * n].ljust(4 * n, b"\0"), np.uint32)
        st.s[:, where["kernarg_preload"]:where["kernarg_preload"] + n] = words
    for k, key in enumerate(("workgroup_id_x", "workgroup_id_y", "workgroup_id_z")):
        if key in where:
            st.s[:, where[key]] = wg_xyz[k]
    # v0: packed work-item ids (x [9:0], y [19:10], z [29:20]); lanes past the block size start with EXEC off
    t = (np.arange(W) % wpw)[:, None] * 64 + np.arange(64)[None, :]
    tx, ty, tz = t % block[0], (t // block[0]) % block[1], t // (block[0] * block[1])
    st.v[:, 0] = (tx | (ty << 10) | (tz << 20)).astype(np.uint32)
    live = t < block[0] * block[1] * block[2]
    write_s64(st, slice(None), EXEC, (live.astype(np.uint64) << np.arange(64, dtype=np.uint64)).sum(1, dtype=np.uint64))
    st.pc[:] = kern.entry
    if init is not None:
        init(st)

    ctx = Ctx(st, dev, tracker, kern)
    tracker.start_batch(st, wpw)
    if trace is not None:
        trace.start(st, wgs, wpw)
    t1 = time.perf_counter()
    code = kern.program.instrs
    if fns is None:
        fns = {p: _special.get(ins.op) or handler(ins)
               for p, ins in enumerate(code[kern.entry:kern.end], kern.entry)}
    executed = steps = 0
    per_wave, deadline, timeout, batch = limits or (PER_WAVE_INSTRUCTIONS, float("inf"), 0.0, 0)
    counts = np.zeros(W, np.int64)     # instructions each wave executed
    # Fairness across waves (cross-workgroup protocols: a wave spinning on a flag another workgroup stores): a group
    # that takes a backward branch while other waves can run yields until every runnable wave has yielded,
    # finished or reached a barrier. Lowest-pc-first alone would keep the spinner at its low pc forever.
    yielded = np.zeros(W, bool)
    all_w = slice(None)
    uniform = -1        # >= 0: every wave is unfinished, runnable and at this pc (skips the PC reductions)
    while True:
        if uniform >= 0:
            p, w, cnt = uniform, all_w, W
        else:
            runnable = ~st.done & ~st.at_barrier & ~yielded
            if not runnable.any():
                if yielded.any():
                    yielded[:] = False
                    continue
                if (st.at_barrier & ~st.done).any():
                    raise EmulatorError("deadlock: waves wait at s_barrier for waves that never arrive")
                break
            p = int(st.pc[runnable].min())
            sel = runnable & (st.pc == p)
            cnt = int(sel.sum())
            w = all_w if cnt == W else np.flatnonzero(sel)
        fn = fns.get(p)
        if fn is None:
            raise EmulatorError(f"kernel {kern.name}: execution ran past its code (no s_endpgm?)")
        ins = code[p]
        if seen is not None:
            seen.add(p)
        if trace is not None:
            trace.step(ctx, ins, p, w)
        st.pc[w] = p + 1
        tracker.before(w, ins)
        fn(ctx, ins, w)
        tracker.after(w, ins)
        executed += cnt
        steps += 1
        counts[w] += 1
        if ins.op in _CONTROL and cnt < W:
            back = st.pc[w] <= p
            if np.any(back):
                others = ~st.done & ~st.at_barrier      # yielded ones too: then this group yields, all reset
                others[w] = False
                if others.any():
                    yielded[np.asarray(np.arange(W)[w])[back]] = True
        if executed > budget:
            raise EmulatorError(f"more than {budget} wave-instructions executed; infinite loop? (at line {ins.line})")
        if not steps & 1023:
            _check_limits(kern, ins, counts, per_wave, deadline, timeout, batch)
        # straight-line code run by the whole batch leaves the whole batch at the next instruction
        uniform = p + 1 if cnt == W and ins.op not in _CONTROL else -1
    tracker.end_batch()
    if timing is not None:
        timing["setup"] += t1 - t0
        timing["execute"] += time.perf_counter() - t1
    return executed, st


def _checked(fns, p, fn):
    """The first execution of instruction p records which modifiers its semantics read (flygen/emu/fields.py):
    one present but unread is an error, not silently ignored. Later executions call `fn` directly."""
    def first(ctx, ins, w):
        mods = ins.mods
        if not isinstance(mods, Mods):
            fns[p] = fn
            return fn(ctx, ins, w)
        read: set = set()
        mods.recording = read
        try:
            fn(ctx, ins, w)
        finally:
            mods.recording = None
        fields.check(ins, read)
        fns[p] = fn
    return first


def _check_limits(kern, ins, counts, per_wave, deadline, timeout, batch):
    hint = (f" Workgroups run in batches of {batch} here (the emulator's state budget): a wave waiting on a store "
            f"of a workgroup in a later batch never sees it." if batch else "")
    if counts.max(initial=0) > per_wave:
        raise EmulatorError(f"kernel {kern.name}: a wave executed more than {per_wave} instructions (now at line "
                            f"{ins.line}: {ins.text}): an endless loop, or a spin-wait on memory no wave writes?{hint} "
                            f"Raise the bound with --max-instructions or {PER_WAVE_ENV}")
    if time.perf_counter() > deadline:
        raise EmulatorError(f"kernel {kern.name}: emulation ran longer than {timeout:g} s (now at line {ins.line}: "
                            f"{ins.text}).{hint} Raise the limit with --timeout or {TIMEOUT_ENV}")


def _release(ctx):
    st = ctx.st
    W = st.W
    wpw = W // st.lds.shape[0]
    arrived = (st.at_barrier | st.done).reshape(-1, wpw).all(axis=1) & st.at_barrier.reshape(-1, wpw).any(axis=1)
    if arrived.any():
        waves = np.flatnonzero(np.repeat(arrived, wpw))
        st.at_barrier[waves] = False
        ctx.haz.barrier(waves)


def _barrier(ctx, ins, w):
    ctx.st.at_barrier[w] = True
    _release(ctx)


def _endpgm(ctx, ins, w):
    ctx.st.done[w] = True
    _release(ctx)


def _waitcnt(ctx, ins, w):
    ctx.haz.waitcnt(w, ins)


_special = {"s_barrier": _barrier, "s_endpgm": _endpgm, "s_waitcnt": _waitcnt}
# instructions that change a wave's pc, done or barrier state beyond pc + 1
_CONTROL = {"s_barrier", "s_endpgm", "s_branch", "s_setpc_b64", "s_swappc_b64", "s_getpc_b64", "s_trap",
            "s_setkill", "s_sleep"} | {k for k in TABLE if k.startswith("s_cbranch")}


def run_snippet(text: str, waves: int = 1, init=None, device: Device | None = None, lds_bytes: int = 0,
                hazards: bool = True, waive=(), poison: bool = False) -> LaunchResult:
    """Run bare instructions (an `s_endpgm` is appended) on `waves` waves of one workgroup; `init(state)`
    presets registers. The result's `.state` holds the final registers. Unlike `launch`, registers start at
    zero unless `poison` (instruction unit tests compute their expectations from a clean state)."""
    from flygen.asm.parse import parse_asm
    kern = parse_asm(text + "\ns_endpgm\n").kernel()
    return launch(kern, (1,), (64 * waves,), None, device=device, hazards=hazards, waive=waive, poison=poison,
                  lds_bytes=lds_bytes, init=init)
