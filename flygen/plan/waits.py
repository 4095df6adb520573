"""Wait placement for an in-order memory counter (lgkmcnt for LDS reads, vmcnt for buffer loads): one pass,
used by every family that waits for part of what it issued (gemm_fp8 / ping-pong via gemm_schedule, conv3d,
gemm_preshuffle).

`s_waitcnt lgkmcnt(n)` stalls until at most n of the wave's counted operations are outstanding. Operations of
one kind (DS reads only, or buffer loads only) complete in issue order, so after it every operation but the
newest n issued has landed.
"""
from __future__ import annotations

from flygen.isa import limits
from flygen.plan.items import events


def wait_counts(events, cap: int = limits.LGKMCNT_MAX) -> dict:
    """{index of a use in `events`: (n, newest)} -- the `s_waitcnt ...cnt(n)` to place right before that use;
    uses absent from the result need none. `newest` is the issue position (0-based among the issued
    operations) of the newest operation the use reads.

    events: ("issue", key) an operation that fills `key` (a later issue of the same key replaces it),
    ("fill", keys) one operation that fills every key of `keys` (none: it only counts), ("use", keys) an instruction reading those keys, ("wait", n) a wait already in the stream, None (ignored).

    Law: in issue order, with ops landed = those before the last wait's horizon, a use gets a wait iff the
    newest issue of some key it reads may still be outstanding, and then n = min(number of operations issued
    after that newest one, cap): the weakest wait that covers the use (n + 1 would leave it outstanding),
    made stronger only when the count does not fit the counter field (cap = limits.LGKMCNT_MAX or
    limits.VMCNT_MAX). A placed wait is remembered, so a later use already covered by it gets none."""
    out, issued, newest, landed = {}, 0, {}, 0        # ops [0, landed) have certainly completed
    for i, ev in enumerate(events):
        if ev is None:
            continue
        kind, arg = ev
        if kind in ("issue", "fill"):
            for key in (arg,) if kind == "issue" else arg:
                newest[key] = issued
            issued += 1
        elif kind == "wait":
            landed = max(landed, issued - arg)
        elif kind == "use":
            pos = [newest[k] for k in arg if k in newest and newest[k] >= landed]
            if pos:
                n = min(issued - 1 - max(pos), cap)
                out[i] = (n, max(pos))
                landed = issued - n
    return out


def covering(groups, used: int, cap: int = limits.VMCNT_MAX) -> int:
    """n of the weakest `s_waitcnt ...cnt(n)` that covers every operation of `groups[used]`, after issuing
    `groups[i]` operations of each group in order (nothing landed yet): wait_counts on that stream. Used where
    a schedule waits at a fixed point for a whole group (a k-tile's loads, a tile's DMA rounds)."""
    ev = [("issue", (g, j)) for g, n in enumerate(groups) for j in range(n)]
    ev.append(("use", tuple((used, j) for j in range(groups[used]))))
    got = wait_counts(ev, cap).get(len(ev) - 1)
    return got[0] if got else min(sum(groups[used + 1:]), cap)


def stream_waits(prefix, stream, counter: str, cap: int = limits.LGKMCNT_MAX) -> dict:
    """{index in `stream`: (n, newest)}: wait_counts over flygen.plan.items.events of the typed items `prefix`
    (issued before the stream) then `stream`, for `counter` ("lgkmcnt" | "vmcnt"), keyed by position in the
    stream: the `s_waitcnt` to place right before that item (conv3d's K-tile step, gemm_preshuffle's MFMA
    streams)."""
    got = wait_counts(events(list(prefix) + list(stream), counter), cap)
    return {i - len(prefix): v for i, v in got.items() if i >= len(prefix)}
