"""Lowering: base(t) + imm(v) against the layout for every thread, and the printed VALU/SALU code run
through a tiny reference interpreter of those opcodes (written here from the ISA semantics)."""
import re

import numpy as np
import pytest

from flygen.errors import LayoutError
from flygen.isa.mfma import mfma_atom
from flygen.layout import Layout, Swizzle, composition, make_composed_layout, make_ordered_layout
from flygen.layout import expr as E
from flygen.layout.emit import emit_salu, emit_valu
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_copy, make_tiled_mma

M32 = 0xFFFFFFFF


def _val(tok, regs):
    tok = tok.strip()
    if re.fullmatch(r"-?(0x[0-9a-f]+|\d+)", tok):
        return np.uint64(int(tok, 0) & M32)
    return regs[tok]


def run(lines, regs):
    """Interpret gfx9 VALU/SALU lines over numpy uint64 lane vectors (values kept to 32 bits)."""
    inline_ok = lambda t: not re.fullmatch(r"-?(0x[0-9a-f]+|\d+)", t.strip()) or -16 <= int(t, 0) <= 64
    vop3 = {"v_bfe_u32", "v_lshl_or_b32", "v_and_or_b32", "v_lshl_add_u32", "v_mul_lo_u32", "v_mad_u32_u24",
            "v_or3_b32"}
    for line in lines:
        op, rest = line.split(None, 1)
        d, *srcs = [x.strip() for x in rest.split(",")]
        if op in vop3:
            assert all(inline_ok(s) for s in srcs), f"literal in VOP3: {line}"
        if op.startswith("v_") and op not in vop3 and len(srcs) == 2:
            assert not re.fullmatch(r"-?(0x[0-9a-f]+|\d+)", srcs[1]), f"constant in VOP2 src1: {line}"
        a = [_val(s, regs) for s in srcs]
        sh = lambda x: x & np.uint64(31)
        if op in ("v_mov_b32", "s_mov_b32"):
            r = a[0]
        elif op == "v_lshlrev_b32":
            r = a[1] << sh(a[0])
        elif op == "v_lshrrev_b32":
            r = a[1] >> sh(a[0])
        elif op == "s_lshl_b32":
            r = a[0] << sh(a[1])
        elif op == "s_lshr_b32":
            r = a[0] >> sh(a[1])
        elif op in ("v_and_b32", "s_and_b32"):
            r = a[0] & a[1]
        elif op in ("v_or_b32", "s_or_b32"):
            r = a[0] | a[1]
        elif op in ("v_xor_b32", "s_xor_b32"):
            r = a[0] ^ a[1]
        elif op in ("v_add_u32", "s_add_u32"):
            r = a[0] + a[1]
        elif op == "v_mul_u32_u24":
            r = (a[0] & np.uint64(0xFFFFFF)) * (a[1] & np.uint64(0xFFFFFF))
        elif op in ("v_mul_lo_u32", "s_mul_i32"):
            r = a[0] * a[1]
        elif op == "v_mad_u32_u24":
            r = (a[0] & np.uint64(0xFFFFFF)) * (a[1] & np.uint64(0xFFFFFF)) + a[2]
        elif op == "v_bfe_u32":
            r = (a[0] >> sh(a[1])) & ((np.uint64(1) << (a[2] & np.uint64(31))) - np.uint64(1))
        elif op == "s_bfe_u32":
            off, w = a[1] & np.uint64(31), (a[1] >> np.uint64(16)) & np.uint64(127)
            r = (a[0] >> off) & ((np.uint64(1) << w) - np.uint64(1))
        elif op == "v_lshl_or_b32":
            r = ((a[0] << sh(a[1])) & np.uint64(M32)) | a[2]
        elif op == "v_lshl_add_u32":
            r = ((a[0] << sh(a[1])) & np.uint64(M32)) + a[2]
        elif op == "v_and_or_b32":
            r = (a[0] & a[1]) | a[2]
        elif op == "v_or3_b32":
            r = a[0] | a[1] | a[2]
        elif (m := re.fullmatch(r"s_lshl([1-4])_add_u32", op)):
            r = ((a[0] << np.uint64(int(m.group(1)))) & np.uint64(M32)) + a[1]
        else:
            raise AssertionError(f"unknown opcode {op}")
        regs[d] = np.asarray(r, dtype=np.uint64) & np.uint64(M32)
    return regs


def reference(layout, n_t):
    """layout(t, v) by the algebra's own evaluator, one coordinate at a time (independent of lower)."""
    outer = layout.outer if hasattr(layout, "outer") else layout
    nv = 1
    for m in outer.modes()[1:]:
        nv *= int(np.prod([x for x in _flat(m.shape)]))
    return np.array([[layout(t + n_t * v) if False else layout((t, _vcrd(outer, v))) for v in range(nv)]
                     for t in range(n_t)], dtype=np.int64)


def _flat(s):
    return [x for y in s for x in _flat(y)] if isinstance(s, tuple) else [s]


def _vcrd(outer, v):
    from flygen.layout import idx2crd
    rest = outer.modes()[1:]
    shape = tuple(m.shape for m in rest)
    c = idx2crd(v, shape)
    return c[0] if len(rest) == 1 else c


def check(layout, runtime, src_regs, scalar=False):
    low = lower(layout, runtime)
    names = list(runtime)
    n_t = int(np.prod(list(runtime.values())))
    t = np.arange(n_t)
    env, regs = {}, {}
    scale = 1
    for name in names:
        env[name] = (t // scale) % runtime[name]
        regs[src_regs[name]] = env[name].astype(np.uint64)
        scale *= runtime[name]
    ref = reference(layout, n_t)
    count = 0
    for bi, b in enumerate(low.bases):
        base = np.broadcast_to(E.evaluate(b, env), (n_t,)).astype(np.int64)
        emit = emit_salu if scalar else emit_valu
        lines = emit(b, "d", src_regs, [f"t{i}" for i in range(8)])
        count += len(lines)
        out = run(lines, dict(regs))
        assert np.array_equal(np.broadcast_to(out["d"], (n_t,)).astype(np.int64), base), lines
        for v in range(ref.shape[1]):
            if low.base_of[v] == bi:
                assert np.array_equal(base + low.imms[v], ref[:, v])
    assert all(0 <= i <= 65535 for i in low.imms)
    return low, count


SA = make_composed_layout(Swizzle(3, 4, 4), 0, make_ordered_layout((128, 128), (1, 0)))
COPY = make_tiled_copy(Layout((32, 8), (8, 1)), Layout((1, 16)))   # 256 threads x 16 B over 32x128 fp8


def test_g2s_copy_plain_row_major():
    low, n = check(COPY.tv(Layout((128, 128), (128, 1))), {"tid": 256}, {"tid": "v0"})
    assert len(low.bases) == 1 and n <= 1   # (tid >> 3)*128 + (tid & 7)*16 == tid << 4
    assert low.imms[:17] == tuple(range(16)) + (4096,)


def test_swizzled_lds_copy_one_base_and_few_instructions():
    low, n = check(COPY.tv(SA), {"tid": 256}, {"tid": "v0"})
    assert len(low.bases) == 1 and n <= 3


def test_padded_lds_uses_multiply():
    low, n = check(COPY.tv(Layout((128, 128), (136, 1))), {"tid": 256}, {"tid": "v0"})
    assert n <= 4


def test_swizzle_mixing_value_bits_needs_several_bases():
    # per-lane rows of a swizzled tile, values walk the 16 B chunks that the swizzle permutes
    lay = make_composed_layout(Swizzle(3, 4, 4), 0, Layout((64, (16, 8)), (128, (1, 16))))
    low, _ = check(lay, {"lane": 64}, {"lane": "v0"})
    assert len(low.bases) == 8          # each 16 B chunk sees its own xor pattern


@pytest.mark.parametrize("mn", ["v_mfma_f32_16x16x32_bf16", "v_mfma_f32_32x32x16_bf16"])
def test_mma_partitions_lane_and_wave(mn):
    mma = make_tiled_mma(mfma_atom(mn), (2, 2), tile=(128, 128, 64))
    for tv in (mma.tv_A(), mma.tv_B(), composition(Layout((128, 128), (128, 1)), mma.tv_C())):
        check(tv, {"lane": 64, "wave": 4}, {"lane": "v0", "wave": "v1"})


def test_salu_wave_offset():
    lay = Layout((4, 2), (8192, 64))        # wave -> 8 KiB slab, value -> 64 B
    low, n = check(lay, {"wave": 4}, {"wave": "s0"}, scalar=True)
    assert n == 1 and low.imms == (0, 64)


def test_non_power_of_two_thread_mode_is_rejected():
    with pytest.raises(LayoutError):
        lower(Layout((3, 4), (4, 1)), {"tid": 12})


def test_constant_folding():
    t = E.var("t", 64)
    assert E.and_(E.shl(t, 4), 0x3F0) == E.shl(t, 4)            # mask covers every possible bit
    assert E.shr(E.and_(t, 7), 3) == E.ZERO                     # bits shifted out
    assert E.xor(E.shl(t, 6), E.const(5)) == ("or", E.shl(t, 6), E.const(5))
    assert E.add(E.add(t, E.const(64)), E.const(64)) == ("or", t, E.const(128))
    assert E.mul(t, 16) == E.shl(t, 4)
