"""conv3d K loop forms as (heading, items) blocks in program order: the counted loop, the rolled form (a loop
over each tap's channel blocks) and the tap loop (one tap's steps serve every tap). They take the step
builders as functions, so they know nothing of registers."""
from __future__ import annotations

from flygen.plan.items import Label, instr, loop_close, texts
from flygen.plan.kernel import loop_trips
from flygen.spec.conv3d import k_blocks, rolled_trips


def counted_loop(heading: str, end_heading: str, counter: str, trips: int, why: str, name: str,
                 body: list) -> list:
    """Blocks of a counted loop: set `counter` to `trips` (a plan value, `why` says which), the label, the
    body blocks, then decrement and branch back while non-zero."""
    loop_trips(trips, "k_loop", heading)
    return [(heading, (instr("s_mov_b32", f"s[{counter}]", trips, note=f"plan: {why}"), Label(name))),
            *body,
            (end_heading, loop_close(f"s[{counter}]", name, end_heading.removeprefix("end of the ")))]


def plan_rolled(step, dma_items, advance, tap_list, label: str, p: dict) -> tuple:
    """The rolled K loop: ((heading, items), ...) blocks in program order.

    Step kt consumes K tile kt (LDS stage kt % 2) and issues tile kt+1. Per tap (K tiles kt0 .. kt0+nb-1, the
    nb = Cp / 128 blocks of its padded channel run), the steps issuing blocks 1 .. nb-2 do the same thing every
    time: DMA with the tap's voffsets (v_aoff, set when block 0 was issued: the padding masks depend only on the
    tap) and the soffsets s_koff_a (x, gA's channel mode) / s_koff_b (w, w_kmode), then both advance by one
    block of those layouts (the same value for every such step: asserted). They form a loop of
    rolled_trips(nb) trips x 2 steps (LDS stages kt0 % 2 and the other one, so stages stay compile-time). An odd
    leftover, the step issuing block nb-1 (the channel tail, if any: v_xtail / v_wtail, or the last full block
    followed by a jump to the next tap) and the step issuing the next tap's block 0 (new voffsets and masks,
    s_koff_a back to 0) are peeled.
    """
    taps, nb, _ = k_blocks(p)
    trips = loop_trips(rolled_trips(nb), "k_loop",
                       f"rolled: channel-block loop trips per tap (({nb} K tiles - 2) // 2)")
    out = []
    for tau in range(taps):
        kt0 = tau * nb
        uniform = [advance(kt0 + j) for j in range(1, nb - 1)]    # after issuing block j, to block j+1
        assert trips >= 1 and all(a == uniform[0] for a in uniform), "rolled loop: non-uniform K advance"
        tap = tap_list[kt0 + 1]                                    # a full block of this tap: same voffsets

        def issue(kt: int):
            _, pairs = dma_items(tap, 1 - kt % 2)                  # the tap's voffset registers, no VALU
            return None, pairs, advance(kt + 1)

        where = tap.note.split(" channels")[0]
        out += counted_loop(
            f"{where}: loop over its channel blocks, {trips} trips x 2 (K tiles {kt0} .. {kt0 + 2 * trips - 1})",
            f"end of the loop of tap {tau}", "s_loop", trips, f"({nb} blocks per tap - 2) // 2 trips",
            f"{label}_tap{tau}_kloop",
            [(f"K tile {kt0} + 2i + {kt - kt0} (LDS stage {kt % 2}), issuing channel block {kt - kt0 + 1} + 2i",
              step(kt, issue(kt), what=f"the tap's channel block {kt - kt0} + 2i")) for kt in (kt0, kt0 + 1)])
        for kt in range(kt0 + 2 * trips, kt0 + nb):
            if kt + 1 < kt0 + nb - 1:                              # odd leftover step of the loop
                out.append((f"K tile {kt} (LDS stage {kt % 2}), peeled loop step", step(kt, issue(kt))))
            else:
                out.append((f"K tile {kt} (LDS stage {kt % 2})", step(kt)))
    return tuple(out)


def plan_taps(step, dma_items, advance, tap_walk, tap_list, label: str, p: dict, g, taps: int | None = None) -> tuple:
    """The tap loop (k_loop: taps): ((heading, items), ...) blocks in program order.

    Everything that differs between filter taps is in SGPRs: s_xtap (gA's tap mode at the tap's block 0, the
    sum of the (t, r, s) counters times gA's tap-mode strides), s_tmask (the validity bits the tap needs,
    conv3d.layouts.tap_loop_checks) and the soffsets s_koff_a (gA's channel mode) / s_koff_b (w_kmode), whose
    128-byte advances and end-of-tap jump are the same for every tap (asserted). So one tap's K tile steps
    serve every tap: the step consuming a tap's last block walks the counters (tap_walk) and recomputes the
    voffsets v_aoff = v_rel + s_xtap with the run-time padding select; the other steps reuse v_aoff (the tail
    block: v_xtail + s_xtap). Inside a tap the channel blocks are unrolled (nb <= 3) or the rolled form's
    channel-block loop (nb >= 4). The loop body is U taps, U = 1 (nb even) or 2 (nb odd) so that its K tile
    count is even and LDS stages stay compile-time; it runs (T*R*S - 1) // U trips (every tap of the loop
    issues a next tap); the remaining 1 or 2 taps are peeled, the very last step issues nothing.
    Headings end in "(x N)": how often the block runs. `taps`: the taps this kernel's loop runs (split-K: T*R*S / S,
    from the split's first tap, whose state the prologue sets; default all).
    """
    P, nb, _ = k_blocks(p)
    P = taps or P
    KT = P * nb
    trips = rolled_trips(nb)
    U = 1 if nb % 2 == 0 else 2
    L = (P - 1) // U
    assert all(advance(kt) == advance(kt % nb) for kt in range(KT - 1)), "tap loop: tap-dependent K advance"
    assert all(t.tail == tap_list[t.kt % nb].tail for t in tap_list), "tap loop: tap-dependent channel tail"

    def issue(kt: int):
        stage = 1 - kt % 2
        if (kt + 1) % nb:                                          # next block of the same tap
            nxt = tap_list[kt + 1]
            lines, pairs = dma_items(nxt, stage)
            return (lines if nxt.tail else None), pairs, advance(kt + 1)
        lines, pairs = dma_items(tap_list[kt + 1], stage)          # block 0 of the next tap
        return texts(tap_walk()) + lines, pairs, advance(kt + 1)

    def tap_steps(kt0: int, name: str, last: bool, mult: int) -> list:
        out, rest = [], range(kt0, kt0 + nb)
        if trips >= 1:
            uniform = [advance(kt0 + j) for j in range(1, nb - 1)]
            assert all(a == uniform[0] for a in uniform), "tap loop: non-uniform K advance inside a tap"
            out += counted_loop(
                f"channel-block loop of the tap: {trips} trips x 2 (x {mult})",
                f"end of the channel-block loop (x {mult})", "s_loop", trips,
                f"({nb} blocks per tap - 2) // 2 trips", name,
                [(f"tap block {kt - kt0} + 2i (LDS stage {kt % 2}), issuing block {kt - kt0 + 1} + 2i "
                  f"(x {mult * trips})", step(kt, issue(kt), what=f"the tap's block {kt - kt0} + 2i"))
                 for kt in (kt0, kt0 + 1)])
            rest = range(kt0 + 2 * trips, kt0 + nb)
        for kt in rest:
            j = kt - kt0
            if last and kt == KT - 1:
                out.append((f"tap block {j} (LDS stage {kt % 2}), the last K tile (x 1)", step(kt)))
            else:
                what = f"block {j + 1}" if j + 1 < nb else "block 0 of the next tap"
                out.append((f"tap block {j} (LDS stage {kt % 2}), issuing {what} (x {mult})",
                            step(kt, issue(kt), what=f"the tap's block {j}")))
        return out

    out = []
    if L >= 1:
        out += counted_loop(
            f"loop over filter taps: {L} trips x {U} tap{'s' if U > 1 else ''} (taps 0 .. {L * U - 1}) (x 1)",
            f"end of the tap loop (x {L})", "s_tloop", L, f"(T*R*S - 1) // {U} trips", f"{label}_taploop",
            [blk for u in range(U) for blk in tap_steps(u * nb, f"{label}_tl{u}_kloop", False, L)])
    for tau in range(L * U, P):
        out.append((f"peeled filter tap {tau} (x 1)", ()))
        out += tap_steps(tau * nb, f"{label}_tap{tau}_kloop", tau == P - 1, 1)
    return tuple(out)
