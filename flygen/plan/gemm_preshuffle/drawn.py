"""gemm_preshuffle: the layouts its addresses come from, recorded for `flygen plan` / `--draw` (not read by the
program). Each is built by the same preshuffle_layouts function the planner lowers (a_copy, a_fragment, b_fragment,
c_store), at tile scale so it fits the drawing cap: TV layouts map into a workgroup tile's element index, and the
preshuffled B layout is restricted to one workgroup's (tile_n, k-tile) block."""
from __future__ import annotations

from flygen.layout import Layout
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.kernel import PlanLayout
from flygen.spec.gemm_preshuffle import THREADS, WAVES_N


def b_tile(g) -> Layout | None:
    """The preshuffled B byte layout (PL.b_preshuffle, over the whole of B) on one workgroup's (n, K byte) block:
    the same strides, tile_n x one k-tile of bytes; None when the k-tile is not whole 64-byte K groups. K: runtime:
    the fixed part (PL.b_preshuffle_parts; the 16-column block pitch 16 Kbytes is a run-time stride, drawn as 0)."""
    lb = PL.b_preshuffle_parts(g.nl, g.tkb)[0] if g.rt else PL.b_preshuffle(g.nl, g.kb_bytes)
    if g.tkb % 64 or g.tn % 16:
        return None
    return Layout(((16, g.tn // 16), (16, 4, g.tkb // 64)), lb.stride)


def layouts(g, swz, a_read_bytes: int) -> tuple:
    """A: copy TV, LDS tile (swizzled), fragment TV and the banks of its first ds_read; B: the preshuffled tile and
    the fragment-load TV; C: the store TV. Tiles are drawn K byte (or n) down, m across."""
    frag = PL.a_fragment(g.tm, g.P, g.runs_a, g.ksteps, g.stages, g.TB)
    out = [PlanLayout("a_copy", PL.a_copy(g.tm, g.P, THREADS), "tv", (g.P, g.tm),
                      note=f"(thread, (byte, value)) -> A tile byte m*{g.P} + k of its {'LDS-DMA' if g.async_a else 'global'} copy"),
           PlanLayout("lds_a_tile", PL.composed(swz, Layout((g.tm, g.P), (g.P, 1))),
                      note=f"(row, K byte) -> LDS byte of A stage 0 ({swz})"),
           PlanLayout("a_fragment", PL.a_fragment(g.tm, g.P, g.runs_a, g.ksteps, 1, g.TB), "tv", (g.P, g.tm),
                      note="(lane, (byte, run, m-atom, k step)) -> A tile byte of a wave's fragments (every wave "
                           "reads the same A)" + (f"; rows padded to {g.P} B: bytes {g.R}..{g.P - 1} of a row are not "
                                                  "read" if g.P != g.R else "")),
           PlanLayout("a_fragment_banks", PL.composed(swz, frag), kind="banks", access_bytes=a_read_bytes,
                      elem_bytes=1, note=f"a wave's first ds_read_b{8 * a_read_bytes} of A over the 64 LDS banks")]
    bt = b_tile(g)
    if bt is not None:
        out.append(PlanLayout("b_preshuffled_tile", bt,
                              note="(n, K byte) -> byte offset in preshuffled B of one workgroup's k-tile "
                                   "([N/16][K bytes/16][16 n][16 B])"))
    ident = Layout((g.tn, g.tkb), (1, g.tn))
    out += [PlanLayout("b_fragment", PL.b_fragment(ident, g.tn, g.tn, WAVES_N, g.runs_b, g.ksteps), "tv",
                       (g.tn, g.tkb), note="(thread, (byte, run, n-atom, k step)) -> (n, K byte) of B in one k-tile"),
            PlanLayout("c_store", PL.c_store(g.atom, g.tn, g.tn, g.tm, WAVES_N, 1, g.tn), "tv", (g.tn, g.tm),
                       note="(thread, (reg, m-atom, n-atom)) -> (n, m) of the workgroup's C tile")]
    return tuple(out)
