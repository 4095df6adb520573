"""Atomics of every memory space against a per-lane reference written from AMD's CDNA4 pseudocode.

Every case: 16 lanes share each address (so the wave/lane application order shows in the returned values and, for
non-commutative or float ops, in memory), a mixed EXEC mask, and the returning and non-returning forms. The
reference below (REF) is written from the pseudocode (`tmp = MEM; MEM = f(tmp, DATA, DATA2); RETURN = tmp`), on
Python ints/floats, independent of flygen/emu/ops_atomic.py. Every snippet is assembled once with the real
assembler (gfx950), so no mnemonic or operand order here is one LLVM rejects.
"""
import math
import zlib

import numpy as np
import pytest

from flygen.emu import dispatch, ops_atomic
from flygen.emu.launch import run_snippet
from flygen.emu.memory import Device
from flygen.isa import dtypes
from flygen.isa.opcodes import classify

EXEC = 0xF3A5_5A0F_C3E1_7E36              # mixed mask: whole-collision groups partly on
LANES = [l for l in range(64) if EXEC >> l & 1]
SLOTS = 4                                   # address = lane % 4: 16 lanes per address


def _sx(x, n):
    return x - (1 << n) if x >> (n - 1) else x


def _f(x, n):
    return float(np.array([x], {32: np.uint32, 64: np.uint64}[n]).view({32: np.float32, 64: np.float64}[n])[0])


def _fbits(v, n):
    return int(np.array([v], {32: np.float32, 64: np.float64}[n]).view({32: np.uint32, 64: np.uint64}[n])[0])


def _add_f(t, a, b, n):
    # exact sum in float64 (operands in the test have close exponents), one rounding to the destination
    s = _f(t, n) + _f(a, n)
    return _fbits(s, n) if n == 64 else _fbits(np.float32(s), 32)


def _pk(fmt):
    def f(t, a, b, n):
        out = 0
        for sh in (0, 16):
            x = sum(dtypes.decode(np.array([(v >> sh) & 0xFFFF]), fmt)[0] for v in (t, a))    # exact in f64
            out |= int(dtypes.encode(np.array([x]), fmt, saturate=False)[0]) << sh
        return out
    return f


# kind -> new memory value from (tmp, DATA, DATA2, bits), per the pseudocode
REF = {
    "add": lambda t, a, b, n: (t + a) % (1 << n),
    "sub": lambda t, a, b, n: (t - a) % (1 << n),
    "rsub": lambda t, a, b, n: (a - t) % (1 << n),
    "inc": lambda t, a, b, n: 0 if t >= a else t + 1,
    "dec": lambda t, a, b, n: a if (t == 0 or t > a) else t - 1,
    "umin": lambda t, a, b, n: min(t, a),
    "umax": lambda t, a, b, n: max(t, a),
    "smin": lambda t, a, b, n: a if _sx(a, n) < _sx(t, n) else t,
    "smax": lambda t, a, b, n: a if _sx(a, n) > _sx(t, n) else t,
    "and": lambda t, a, b, n: t & a,
    "or": lambda t, a, b, n: t | a,
    "xor": lambda t, a, b, n: t ^ a,
    "mskor": lambda t, a, b, n: (t & (a ^ ((1 << n) - 1))) | b,
    "swap": lambda t, a, b, n: a,
    "cmpswap": lambda t, a, b, n: a if t == b else t,        # VMEM DATA = {src, cmp}
    "cmpst": lambda t, a, b, n: b if t == a else t,          # DS DATA = cmp, DATA2 = src
    "cmpst_f": lambda t, a, b, n: b if _f(t, n) == _f(a, n) else t,
    "add_f": _add_f,
    "min_f": lambda t, a, b, n: a if _f(a, n) < _f(t, n) else t,
    "max_f": lambda t, a, b, n: a if _f(a, n) > _f(t, n) else t,
    "pk_add_f16": _pk("f16"),
    "pk_add_bf16": _pk("bf16"),
}


def _pick(pool, rng, count):
    return [pool[i] for i in rng.integers(0, len(pool), count)]     # Python ints: 64-bit pools overflow numpy


def _values(kind, n, rng, count):
    """Operand / initial memory values that exercise the op: small pools so compares hit, edge cases, floats."""
    if kind in ("cmpswap", "cmpst"):
        return [int(x) for x in rng.integers(0, 3, count)]
    if kind in ("inc", "dec"):
        return _pick([0, 1, 2, 3, 5, 7, (1 << n) - 1], rng, count)
    if kind in ("min_f", "max_f", "cmpst_f"):
        pool = [0.0, -0.0, 1.5, -2.25, 3.0, math.inf, -math.inf, math.nan, 1e-41 if n == 32 else 1e-310, 1.5]
        return [_fbits(float(x), n) for x in rng.choice(pool, count)]
    if kind == "add_f":
        return [_fbits(float(x), n) for x in rng.normal(0, 4, count) * (1 + 2.0 ** -20)]
    if kind.startswith("pk_add"):
        fmt = kind[7:]
        codes = dtypes.encode(rng.normal(0, 8, 2 * count), fmt, saturate=False).astype(np.uint32)
        return [int(lo) | int(hi) << 16 for lo, hi in codes.reshape(-1, 2)]
    pool = [0, 1, 2, 3, 0x55, (1 << (n - 1)) - 1, 1 << (n - 1), (1 << n) - 1, (1 << n) - 2]
    return _pick(pool, rng, count) if rng.random() < 0.5 else \
        [int(x) % (1 << n) for x in rng.integers(-(1 << 62), 1 << 62, count)]


def _r(base, n):
    return f"v{base}" if n == 1 else f"v[{base}:{base + n - 1}]"


def _put(st, base, vals, n):
    arr = np.array(vals, np.uint64)
    st.v[0, base] = (arr & 0xFFFFFFFF).astype(np.uint32)
    if n == 64:
        st.v[0, base + 1] = (arr >> np.uint64(32)).astype(np.uint32)


def _get(st, base, n):
    v = st.v[0, base].astype(np.uint64)
    if n == 64:
        v |= st.v[0, base + 1].astype(np.uint64) << np.uint64(32)
    return [int(x) for x in v]


# ---------------------------------------------------------------------------------------------
# the cases: (mnemonic, space, kind, bits, returns)

def _ds_cases():
    for stem, kind, types in ops_atomic._DS_ROWS:
        for t in types:
            n = 64 if t.endswith("64") else 32
            yield f"ds_{stem}_{t}", "ds", kind, n, False
            yield f"ds_{stem}_rtn_{t}", "ds", kind, n, True
    for t, n in (("b32", 32), ("b64", 64)):
        yield f"ds_wrxchg_rtn_{t}", "ds", "swap", n, True


def _vmem_cases():
    for sfx, kind, n in ops_atomic._VMEM_ROWS:
        for space in ("buffer", "global", "flat"):
            for rtn in (False, True):
                yield f"{space}_atomic_{sfx}", space, kind, n, rtn


CASES = list(_ds_cases()) + list(_vmem_cases())


def _snippet(mn, space, kind, n, rtn):
    w = n // 32
    if space == "ds":
        data = f"{_r(2, w)}, {_r(4, w)}" if kind in ops_atomic.TWO_DATA else _r(2, w)
        dst = f"{_r(6, w)}, " if rtn else ""
        return f"{mn} {dst}v1, {data} offset:8\ns_waitcnt lgkmcnt(0)"
    vd = _r(10, 2 * w if kind == "cmpswap" else w)
    sc = " sc0" if rtn else ""
    if space == "buffer":
        return f"{mn} {vd}, v1, s[8:11], 0 offen offset:8{sc}\ns_waitcnt vmcnt(0)"
    dst = f"{_r(6, w)}, " if rtn else ""
    if space == "global":
        return f"{mn} {dst}v1, {vd}, s[4:5] offset:8{sc}\ns_waitcnt vmcnt(0)"
    return f"{mn} {dst}v[14:15], {vd} offset:8{sc}\ns_waitcnt vmcnt(0)"


@pytest.mark.parametrize("mn,space,kind,n,rtn", CASES, ids=[f"{c[0]}{'-rtn' if c[4] else ''}" for c in CASES])
def test_atomic_vs_pseudocode(mn, space, kind, n, rtn):
    rng = np.random.default_rng(zlib.crc32(f"{mn}{rtn}".encode()))
    nb, ut = n // 8, {32: np.uint32, 64: np.uint64}[n]
    mem0 = _values(kind, n, rng, SLOTS)
    d0, d1 = _values(kind, n, rng, 64), _values(kind, n, rng, 64)
    # memory: 8 bytes of padding, then the SLOTS values (the instructions carry offset:8)
    dev = Device()
    buf = dev.upload(np.array([0] * (8 // nb) + mem0, ut))
    slot_off = (np.arange(64) % SLOTS * nb).astype(np.uint64)

    def init(st):
        st.s[0, 126], st.s[0, 127] = EXEC & 0xFFFFFFFF, EXEC >> 32
        st.v[0, 1] = slot_off.astype(np.uint32)
        st.s[0, 4], st.s[0, 5] = buf.addr & 0xFFFFFFFF, buf.addr >> 32
        # buffer: num_records covers slots 0-2; slot 3 is out of range (dropped, returns 0)
        st.s[0, 8], st.s[0, 9], st.s[0, 10], st.s[0, 11] = \
            buf.addr & 0xFFFFFFFF, (buf.addr >> 32) & 0xFFFF, 8 + 3 * nb, 0x00020000
        flat = np.uint64(buf.addr) + slot_off
        st.v[0, 14] = (flat & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        st.v[0, 15] = (flat >> np.uint64(32)).astype(np.uint32)
        if space == "ds":
            for s, v in enumerate(mem0):
                st.lds[0, 8 + s * nb:8 + (s + 1) * nb] = np.array([v], np.uint64).view(np.uint8)[:nb]
            _put(st, 2, d0, n)
            _put(st, 4, d1, n)
        else:
            _put(st, 10, d0, n)
            _put(st, 10 + n // 32, d1, n)
        _put(st, 6, [0xDEAD] * 64, n)

    res = run_snippet(_snippet(mn, space, kind, n, rtn), init=init, device=dev, lds_bytes=256)
    mem, want_ret = list(mem0), {}
    for lane in LANES:                      # one wave: lane order
        s = lane % SLOTS
        if space == "buffer" and s == 3:
            want_ret[lane] = 0
            continue
        want_ret[lane] = mem[s]
        mem[s] = REF[kind](mem[s], d0[lane], d1[lane], n)
    st = res.state
    if space == "ds":
        got_mem = [int(np.ascontiguousarray(st.lds[0, 8 + s * nb:8 + (s + 1) * nb]).view(ut)[0]) for s in range(SLOTS)]
    else:
        got_mem = [int(x) for x in dev.download(buf, ut)[8 // nb:]]
    assert got_mem == mem, [hex(x) for x in got_mem + mem]
    ret_reg = 10 if space == "buffer" else 6
    got_ret = _get(st, ret_reg, n)
    before = d0 if space == "buffer" else [0xDEAD] * 64
    for lane in range(64):
        if rtn and lane in want_ret:
            assert got_ret[lane] == want_ret[lane], (lane, hex(got_ret[lane]), hex(want_ret[lane]))
        else:                               # inactive lanes, and no return: register untouched
            assert got_ret[lane] == before[lane], lane
    assert not [h for h in res.hazards if h.severity == "error"], res.hazards


def _wrx2_cases():
    for t, n in (("b32", 32), ("b64", 64)):
        for st64 in (False, True):
            for offs in ((1, 3), (2, 2)):
                yield f"ds_wrxchg2{'st64' if st64 else ''}_rtn_{t}", n, st64, offs


@pytest.mark.parametrize("mn,n,st64,offs", list(_wrx2_cases()))
def test_ds_wrxchg2_vs_pseudocode(mn, n, st64, offs):
    """Both old values are read before either write; offsets overlap other lanes' addresses (k + 3 = k' + 1)."""
    nb = n // 8
    unit = nb * (64 if st64 else 1)
    w = n // 32
    rng = np.random.default_rng(7)
    d0 = [int(x) for x in rng.integers(0, 1 << 30, 64)]
    d1 = [int(x) for x in rng.integers(0, 1 << 30, 64)]
    mem0 = [int(x) for x in rng.integers(0, 1 << 30, 8)]

    def init(st):
        st.s[0, 126], st.s[0, 127] = EXEC & 0xFFFFFFFF, EXEC >> 32
        st.v[0, 1] = (np.arange(64) % SLOTS * unit).astype(np.uint32)
        for s, v in enumerate(mem0):
            st.lds[0, s * unit:s * unit + nb] = np.array([v], np.uint64).view(np.uint8)[:nb]
        _put(st, 2, d0, n)
        _put(st, 4, d1, n)

    text = f"{mn} {_r(6, 2 * w)}, v1, {_r(2, w)}, {_r(4, w)} offset0:{offs[0]} offset1:{offs[1]}\ns_waitcnt lgkmcnt(0)"
    res = run_snippet(text, init=init, lds_bytes=8 * unit)
    mem = list(mem0)
    ret = {}
    for lane in LANES:
        a, b = lane % SLOTS + offs[0], lane % SLOTS + offs[1]
        t1, t2 = mem[a], mem[b]
        mem[a], mem[b] = d0[lane], d1[lane]
        ret[lane] = (t1, t2)
    got = [int(np.ascontiguousarray(res.state.lds[0, s * unit:s * unit + nb]).view(
        {32: np.uint32, 64: np.uint64}[n])[0]) for s in range(8)]
    assert got == mem
    r1, r2 = _get(res.state, 6, n), _get(res.state, 6 + w, n)
    for lane in LANES:
        assert (r1[lane], r2[lane]) == ret[lane], lane


def test_lane_order_across_waves_and_float_rounding():
    """Two waves of one workgroup, every lane adding to one f32: the model applies wave 0's lanes, then wave 1's.
    The addends make the f32 sum order-dependent, so the exact bits pin the order."""
    vals = np.float32(1.0) + np.arange(128, dtype=np.float32) * np.float32(2.0 ** -22)
    vals[::2] = np.float32(2.0 ** 24)

    def init(st):
        st.v[:, 1] = 0
        st.v[:, 2] = vals.reshape(2, 64).view(np.uint32)
    res = run_snippet("ds_add_rtn_f32 v3, v1, v2\ns_waitcnt lgkmcnt(0)", waves=2, init=init, lds_bytes=64,
                      waive=("lds_race",))
    acc, pre = np.float32(0), []
    for x in vals:
        pre.append(acc)
        acc = np.float32(acc + x)
    assert res.state.lds[0, :4].view(np.float32)[0] == acc
    assert np.array_equal(res.state.v[:, 3].reshape(-1).view(np.float32), np.array(pre, np.float32))


def test_flat_atomic_outside_device_memory_is_a_clear_error():
    from flygen.errors import EmulatorError

    def init(st):
        st.v[0, 14] = 0x1000                 # an LDS-aperture-like small address: not device memory
    with pytest.raises(EmulatorError, match="apertures are not modelled"):
        run_snippet("flat_atomic_add v[14:15], v2", init=init)


def test_misaligned_atomic_is_an_error():
    from flygen.errors import EmulatorError

    def init(st):
        st.v[0, 1] = 2
    with pytest.raises(EmulatorError, match="misaligned"):
        run_snippet("ds_add_u32 v1, v2", init=init, lds_bytes=64)


def test_every_atomic_is_classified_listed_and_tested():
    # the scalar forms (s_atomic_*) are checked against their global_atomic_* twin, mnemonic by mnemonic, in
    # tests/test_emu_cross_wg.py (the semantics are the same KINDS rows, checked here through CASES)
    scalar = {mn for mn in ops_atomic.OPS if mn.startswith("s_atomic_")}
    assert {f"global_atomic_{mn[len('s_atomic_'):]}" for mn in scalar} <= {c[0] for c in CASES}
    tested = {c[0] for c in CASES} | {c[0] for c in _wrx2_cases()} | scalar
    assert tested == set(ops_atomic.OPS)
    listed = set(dispatch.supported())
    for mn in ops_atomic.OPS:
        assert mn in listed
        c = classify(mn)
        assert c is not None and c.store, mn
        if mn.startswith("ds_"):
            assert (c.cls, c.counter, c.load) == ("ds", "lgkmcnt", "_rtn_" in mn), mn
        elif mn.startswith("s_"):
            assert (c.cls, c.counter) == ("smem", "lgkmcnt"), mn
        else:
            assert (c.cls, c.counter) == ("vmem", "vmcnt"), mn


def test_snippets_assemble_with_llvm(tmp_path):
    from flygen.errors import FlygenError
    from flygen.toolchain.tools import find_toolchain
    try:
        tc = find_toolchain()
    except FlygenError as exc:
        pytest.skip(f"no assembler: {exc}")
    lines = [_snippet(*c) for c in CASES]
    lines += [f"{mn} {_r(6, n // 16)}, v1, {_r(2, n // 32)}, {_r(4, n // 32)} offset0:{o[0]} offset1:{o[1]}"
              for mn, n, _, o in _wrx2_cases()]
    tc.assemble("\n".join(lines) + "\n", tmp_path / "atomics.o")
