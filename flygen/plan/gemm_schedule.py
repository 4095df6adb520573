"""Software pipelining of MFMA fragments across K tiles: register slots, MFMA orders and read points.

A K tile's MFMAs consume fragments (A rep, B rep, k step), each `R` registers, held in `slots` of R
registers. While tile t runs its MFMAs, the fragments of tile t+1 are read from LDS into slots whose tile-t
content is dead (its last MFMA issued) -- no full second copy of the fragments is needed. Reads of tile
t+1 may start only after tile t's barrier, which sits before MFMA `beta` of tile t (tile t+1 landed in
LDS in every wave, and every wave finished reading tile t's stage so the next DMA may overwrite it).

Slot maps alternate between two parities (even tiles: fragment i in slot i; odd tiles: a bijection found
here), so a rolled loop over pairs of tiles repeats exactly. The bijection maximises the smallest slack
(in MFMAs) between a read's issue and the point it must have landed, in both directions at once:
edge (odd fragment f, slot s) is allowed iff f can be read into s while the even tile runs AND the even
fragment living in s can be read back into s while the odd tile runs. Bottleneck perfect matching.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product

import numpy as np

from flygen.isa import limits
from flygen.plan.items import Wait, events
from flygen.plan.waits import wait_counts

INF = 1 << 30


@dataclass(frozen=True)
class FragmentSchedule:
    order: tuple        # per parity: MFMA indices in issue order
    slot: tuple         # per parity: {fragment key: slot}
    read_at: tuple      # per parity p: {fragment key of the NEXT tile: issue before MFMA j of a parity-p tile}
    beta: int
    min_slack: int      # MFMAs between a read's issue and its deadline, worst case (steady state)


def _uses(order, needs):
    first, last = {}, {}
    for j, i in enumerate(order):
        for f in needs[i]:
            first.setdefault(f, j)
            last[f] = j
    return first, last


def _match(adj: list) -> list | None:
    """Perfect matching rows -> cols (Kuhn); adj[r] lists row r's allowed columns in increasing order.
    None if there is none. Deterministic: the same relation always gives the same matching."""
    n = len(adj)
    col_of, row_of = [-1] * n, [-1] * n

    def augment(r, seen):
        for c in adj[r]:
            if not seen[c]:
                seen[c] = True
                if row_of[c] < 0 or augment(row_of[c], seen):
                    row_of[c], col_of[r] = r, c
                    return True
        return False

    for r in range(n):
        if not adj[r] or not augment(r, [False] * n):
            return None
    return col_of


def _bottleneck(w: np.ndarray) -> tuple:
    """(t, matching): the largest t with a perfect matching inside w >= t, and Kuhn's matching at that t.
    Feasibility only grows as t falls, so a binary search over w's distinct values finds the same t (and,
    the relation being the same, the same matching) as trying every value from the top."""
    ts = np.unique(w)                            # ascending; ts[0] (every edge) always has a matching

    def adj_at(t):                               # row r's columns with w >= t, increasing
        rows, cols = np.nonzero(w >= t)
        ends = np.searchsorted(rows, np.arange(1, len(w) + 1)).tolist()
        cols = cols.tolist()
        return [cols[a:b] for a, b in zip([0] + ends[:-1], ends)]

    lo, hi, best = 0, len(ts) - 1, None
    while lo <= hi:
        mid = (lo + hi) // 2
        m = _match(adj_at(ts[mid]))
        if m is None:
            hi = mid - 1
        else:
            lo, best = mid + 1, (int(ts[mid]), m)
    return best


def _pair(order_e, order_o, needs, frags, n_slots, beta):
    """Best odd slot map for given orders: (min slack, total slack, {frag: slot}, read points)."""
    T = len(order_e)
    use_e, last_e = _uses(order_e, needs)
    use_o, last_o = _uses(order_o, needs)
    keys = list(frags) + [None] * (n_slots - len(frags))         # None = a spare slot
    occ_e = keys                                                   # even: key i in slot i

    def slack(reader_use, writer_last, k_new, k_old):
        # k_new is read into the slot while a tile that holds k_old runs
        if k_new is None:
            return INF, 0
        at = max(beta, writer_last[k_old] + 1 if k_old is not None else 0)
        return (T - at) + min(reader_use[k_new], beta), at

    # w[r][c] = min(slack of odd key r read into slot c during an even tile, slack of slot c's even key read
    # back during an odd tile holding key r); both terms separate into a row part plus a column part
    nf = len(frags)
    real = np.arange(n_slots) < nf
    first_o = np.array([min(use_o[f], beta) for f in frags] + [0] * (n_slots - nf))
    first_e = np.array([min(use_e[f], beta) for f in frags] + [0] * (n_slots - nf))
    free_e = np.array([max(beta, last_e[f] + 1) for f in frags] + [beta] * (n_slots - nf))   # slot c free (even)
    free_o = np.array([max(beta, last_o[f] + 1) for f in frags] + [beta] * (n_slots - nf))   # key r's slot free
    s1 = np.where(real[:, None], T - free_e[None, :] + first_o[:, None], INF)
    s2 = np.where(real[None, :], T - free_o[:, None] + first_e[None, :], INF)
    w = np.minimum(s1, s2)
    t, m = _bottleneck(w)
    slot_o = {f: m[r] for r, f in enumerate(keys) if f is not None}
    occ_o = [None] * n_slots
    for f, c in slot_o.items():
        occ_o[c] = f
    read_e = {f: slack(use_o, last_e, f, occ_e[slot_o[f]])[1] for f in frags}   # odd frags read in even tiles
    read_o = {f: slack(use_e, last_o, f, occ_o[i])[1] for i, f in enumerate(frags)}
    total = int(np.minimum(w[np.arange(n_slots), m], T + beta).sum())
    return t, total, slot_o, read_e, read_o


def mfma_orders(grid: tuple) -> list:
    """Candidate issue orders of a (k steps, M reps, N reps) MFMA grid: k outermost (accumulation order),
    M-major or N-major inside, each axis forward or reversed. Entries are (q, mi, ni) triples."""
    rk, rm, rn = grid
    out = []
    for inner_n, rev_m, rev_n in product((True, False), (False, True), (False, True)):
        ms = range(rm - 1, -1, -1) if rev_m else range(rm)
        ns = range(rn - 1, -1, -1) if rev_n else range(rn)
        out.append([(q, mi, ni) for q in range(rk) for mi in ms for ni in ns] if inner_n else
                   [(q, mi, ni) for q in range(rk) for ni in ns for mi in ms])
    return out


def plan_fragments(grid: tuple, needs: dict, frags: list, n_slots: int, beta: int) -> FragmentSchedule:
    """Choose the two MFMA orders and the odd slot map with the largest worst-case read slack.

    grid: (rk, rm, rn); needs: {(q, mi, ni): (fragment keys)}; frags: fragment keys (even slot = index).
    Pure in its arguments, so solved once per configuration (kernels differing only in B layout, setprio,
    K... share it); the caller gets its own copies of the dicts.
    """
    fs = _plan_fragments(tuple(grid), tuple(sorted(needs.items())), tuple(frags), n_slots, beta)
    return FragmentSchedule(order=fs.order, slot=tuple(dict(d) for d in fs.slot),
                            read_at=tuple(dict(d) for d in fs.read_at), beta=fs.beta, min_slack=fs.min_slack)


@lru_cache(maxsize=256)
def _plan_fragments(grid: tuple, needs_items: tuple, frags: tuple, n_slots: int, beta: int) -> FragmentSchedule:
    needs = dict(needs_items)
    cands = mfma_orders(grid)
    idx = {c: i for i, c in enumerate(sorted(needs))}
    nd = {idx[c]: v for c, v in needs.items()}
    best = None
    for ie, oe in enumerate(cands):
        for io, oo in enumerate(cands):
            ne = [idx[c] for c in oe]
            no = [idx[c] for c in oo]
            t, total, slot_o, read_e, read_o = _pair(ne, no, nd, frags, n_slots, beta)
            key = (t, total, -ie, -io)
            if best is None or key > best[0]:
                best = (key, oe, oo, slot_o, read_e, read_o)
    (t, _, _, _), oe, oo, slot_o, read_e, read_o = best
    slot_e = {f: i for i, f in enumerate(frags)}
    return FragmentSchedule(order=(tuple(oe), tuple(oo)), slot=(slot_e, slot_o), read_at=(read_e, read_o),
                            beta=beta, min_slack=t)


def lgkm_needs(stream: list, lgkm_max: int = limits.LGKMCNT_MAX) -> dict:
    """{index of an MFMA item: n} -- the `s_waitcnt lgkmcnt(n)` it needs first (absent: none needed).

    stream: typed items (flygen.plan.items): a ds read fills its `writes` (its fragment slot), an MFMA uses its
    `reads` (slots), a Wait with lgkm counts; anything else is ignored. The counts are
    flygen.plan.waits.wait_counts over items.events (its docstring states the law)."""
    return {i: n for i, (n, _) in wait_counts(events(stream, "lgkmcnt"), lgkm_max).items()}


def drop_redundant_waits(items: list) -> list:
    """Remove `lgkmcnt(n)` waits already implied: a wait lgkmcnt(m) followed by k reads leaves at most m + k
    outstanding, so a later lgkmcnt(n) with n >= m + k waits for nothing."""
    out, bound = [], None
    for it in items:
        if getattr(it, "counter", None) == "lgkmcnt" and bound is not None:
            bound += 1
        elif isinstance(it, Wait) and it.lgkm is not None:
            if bound is not None and it.lgkm >= bound and it.vm is None:
                continue
            bound = it.lgkm if bound is None else min(bound, it.lgkm)
        out.append(it)
    return out


def with_lgkm_waits(first: list, loop: list, tail: list) -> tuple:
    """Insert the computed `s_waitcnt lgkmcnt(n)` before every MFMA that needs it, in a prologue segment,
    the steps of a rolled loop and the steps after it. The needs are computed on the stream first + loop +
    loop + tail (the loop entered from the prologue, and entered from itself), and the stronger of the two
    kept for each item of the loop, so the rolled body is right on every trip. Returns (first, loop, tail)."""
    copies = [first] + list(loop) + list(loop) + list(tail)
    need = lgkm_needs([it for seg in copies for it in seg])
    bounds = np.cumsum([0] + [len(s) for s in copies])

    def placed(seg_ids) -> list:
        out = []
        for i, it in enumerate(copies[seg_ids[0]]):
            w = [need[bounds[s] + i] for s in seg_ids if bounds[s] + i in need]
            if w:
                out.append(Wait(lgkm=min(w), note="fragments of this MFMA landed"))
            out.append(it)
        return drop_redundant_waits(out)

    n = len(loop)
    return (placed([0]), [placed([1 + i, 1 + n + i]) for i in range(n)],
            [placed([1 + 2 * n + i]) for i in range(len(tail))])
