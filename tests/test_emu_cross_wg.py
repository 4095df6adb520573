"""Cross-workgroup protocols, scalar stores/atomics and the bounds of one launch (issue #30 item 4, #26 item 6).

- splitk_counter (llc-style: tests/data/emu/foreign/splitk_counter.ll compiled by the wheel's LLVM 22): a split-K
  GEMM-like kernel reading A and B through stride-4, offen-only V#s (raw buffers per CDNA4 ISA §9.1.5.1; the last
  split's K tail reads 0 past the end) and adding its partial in workgroup order: split s spins on `turn == s`
  (an acquire load another workgroup's release store ends). With lowest-pc-first scheduling alone the spinner
  never let the producer run (a wave-instruction bound error).
- scalar_counter (hand-written, assembled by the wheel): `s_store_dword glc`, `s_atomic_dec glc` (the last
  workgroup is the one that saw 1), a scalar spin on a flag the last workgroup stores.
"""
import numpy as np
import pytest

import flygen.emu.launch as L
from flygen.asm.load import load_program
from flygen.asm.parse import parse_asm
from flygen.emu.launch import launch, run_snippet
from flygen.emu.memory import Device
from flygen.errors import EmulatorError
from pathlib import Path

DATA = Path(__file__).parent / "data" / "emu" / "foreign"


def _splitk(K, S, **kw):
    ks = -(-K // S)
    rng = np.random.default_rng(K)
    a = rng.standard_normal((16, K)).astype(np.float32)
    b = rng.standard_normal((K, 64)).astype(np.float32)
    dev = Device()
    res = launch(load_program(str(DATA / "splitk_counter.s")).kernel(), (1, S, 1), (64,),
                 {"a": a, "b": b, "c": np.zeros((16, 64), np.float32), "turn": np.zeros(1, np.int32), "K": K,
                  "kslice": ks}, device=dev, **kw)
    want = np.zeros((16, 64), np.float32)
    for s in range(S):                      # the kernel's order: k ascending within a split, splits in turn order
        part = np.zeros((16, 64), np.float32)
        for k in range(s * ks, min(K, (s + 1) * ks)):
            part = (part + a[:, k:k + 1] * b[k:k + 1, :]).astype(np.float32)
        want = (want + part).astype(np.float32)
    return res, dev.download(res.buffers["c"], np.float32, (16, 64)), want, dev.download(res.buffers["turn"], np.int32)


@pytest.mark.parametrize("K,S", [(40, 3), (64, 4), (7, 1)])
def test_splitk_counter_protocol_in_workgroup_order(K, S):
    res, c, want, turn = _splitk(K, S)
    assert [h for h in res.hazards if h.severity == "error"] == []
    assert np.array_equal(c, want)               # bit for bit: the order is the protocol's
    assert turn[0] == S
    # K = 40 over 3 splits of 14: the last split's k = 40, 41 read past A's and B's num_records -> 0
    assert any(h.kind == "oob_load" for h in res.hazards) == (S * -(-K // S) > K)


def test_spin_on_a_later_batch_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(L, "STATE_BUDGET", 1)            # one workgroup per batch: split 1 waits for nobody
    with pytest.raises(EmulatorError, match=r"batches of 1 here .* never sees it\. Raise the bound with "
                                            r"--max-instructions or FLYGEN_EMU_MAX_WAVE_INSTRUCTIONS"):
        _splitk(64, 2, max_wave_instructions=5000)


def _scalar(n, x=7):
    dev = Device()
    res = launch(load_program(str(DATA / "scalar_counter.s")).kernel(), (n,), (64,),
                 {"ws": np.zeros(n, np.uint32), "counter": np.array([n], np.uint32), "total": np.zeros(1, np.uint32),
                  "flag": np.zeros(1, np.uint32), "seen": np.zeros(n, np.uint32), "x": x, "n": n}, device=dev)
    return res, {k: dev.download(res.buffers[k], np.uint32) for k in ("ws", "counter", "total", "flag", "seen")}


@pytest.mark.parametrize("n", [1, 2, 5, 33])
def test_scalar_counter_protocol(n):
    res, m = _scalar(n)
    assert res.hazards == []
    total = 7 * n * (n + 1) // 2
    assert m["ws"].tolist() == [7 * (g + 1) for g in range(n)]
    assert m["counter"][0] == 0 and m["total"][0] == total and m["flag"][0] == 1
    # every workgroup but the last (the highest id: waves run in id order through the dec) saw the total
    assert m["seen"].tolist() == [total] * (n - 1) + [0]


def _smem(text, words):
    dev = Device()
    buf = dev.upload(np.array(words, np.uint32))

    def init(st):
        st.s[:, 0] = buf.addr & 0xFFFFFFFF
        st.s[:, 1] = buf.addr >> 32
        st.s[:, 4:8] = [5, 6, 7, 8]
    res = run_snippet(text + "\ns_waitcnt lgkmcnt(0)", init=init, device=dev)
    return res.state, dev.download(buf, np.uint32)


def test_scalar_stores():
    _, mem = _smem("s_store_dword s4, s[0:1], 0x4 glc", [0] * 8)
    assert mem.tolist() == [0, 5, 0, 0, 0, 0, 0, 0]
    _, mem = _smem("s_store_dwordx4 s[4:7], s[0:1], 0x10", [0] * 8)
    assert mem.tolist() == [0, 0, 0, 0, 5, 6, 7, 8]
    _, mem = _smem("s_mov_b32 s9, 8\ns_store_dwordx2 s[4:5], s[0:1], s9", [0] * 8)
    assert mem.tolist() == [0, 0, 5, 6, 0, 0, 0, 0]


# (mnemonic, memory before, data s4.., memory after, returned) from the CDNA4 pseudocode of each op (the same
# KINDS table as the VMEM/DS atomics): dec = (tmp == 0 || tmp > src) ? src : tmp - 1; inc = tmp >= src ? 0 : tmp + 1
@pytest.mark.parametrize("op, before, after", [
    ("s_atomic_dec s4, s[0:1], 0x0 glc", 3, 2), ("s_atomic_dec s4, s[0:1], 0x0 glc", 0, 5),
    ("s_atomic_dec s4, s[0:1], 0x0 glc", 9, 5), ("s_atomic_inc s4, s[0:1], 0x0 glc", 4, 5),
    ("s_atomic_inc s4, s[0:1], 0x0 glc", 5, 0), ("s_atomic_add s4, s[0:1], 0x0 glc", 10, 15),
    ("s_atomic_sub s4, s[0:1], 0x0 glc", 10, 5), ("s_atomic_swap s4, s[0:1], 0x0 glc", 10, 5),
    ("s_atomic_cmpswap s[4:5], s[0:1], 0x0 glc", 6, 5), ("s_atomic_cmpswap s[4:5], s[0:1], 0x0 glc", 7, 7),
    ("s_atomic_umax s4, s[0:1], 0x0 glc", 3, 5), ("s_atomic_and s4, s[0:1], 0x0 glc", 6, 4),
])
def test_scalar_atomics_return_the_old_value_with_glc(op, before, after):
    st, mem = _smem(op, [before, 99])
    assert mem.tolist() == [after, 99]
    assert int(st.s[0, 4]) == before
    st, mem = _smem(op.replace(" glc", ""), [before, 99])   # no glc: memory changes, s4 keeps its data
    assert mem.tolist() == [after, 99] and int(st.s[0, 4]) == 5


def test_scalar_atomic_x2():
    dev = Device()
    buf = dev.upload(np.array([0xFFFFFFFF, 1], np.uint32))

    def init(st):
        st.s[:, 0], st.s[:, 1] = buf.addr & 0xFFFFFFFF, buf.addr >> 32
        st.s[:, 4], st.s[:, 5] = 1, 0
    res = run_snippet("s_atomic_add_x2 s[4:5], s[0:1], 0x0 glc\ns_waitcnt lgkmcnt(0)", init=init, device=dev)
    assert dev.download(buf, np.uint32).tolist() == [0, 2]           # carry into the high dword
    assert [int(res.state.s[0, 4]), int(res.state.s[0, 5])] == [0xFFFFFFFF, 1]


def test_every_scalar_atomic_mnemonic_assembles_for_gfx950(tmp_path):
    from flygen.emu.dispatch import TABLE
    from flygen.toolchain import find_toolchain
    tc = find_toolchain()
    if tc.assembler is None:
        pytest.skip("no assembler (the ziglang wheel's clang -cc1as)")
    ops = sorted(k for k in TABLE if k.startswith(("s_atomic_", "s_store_")))
    assert len(ops) == 29
    lines = []
    for op in ops:
        n = (2 if op.endswith("_x2") else 1) * (2 if "cmpswap" in op else 1)
        n = {"s_store_dword": 1, "s_store_dwordx2": 2, "s_store_dwordx4": 4}.get(op, n)
        lines.append(f"{op} {'s4' if n == 1 else f's[4:{3 + n}]'}, s[0:1], 0x0 glc")
    tc.assemble("\n".join(lines) + "\n", tmp_path / "k.o")      # raises with the assembler's message if not


def test_self_branch_stops_at_the_per_wave_bound():
    with pytest.raises(EmulatorError, match=r"a wave executed more than 3000 instructions .*s_branch a.* "
                                            r"--max-instructions or FLYGEN_EMU_MAX_WAVE_INSTRUCTIONS"):
        launch(parse_asm("a:\ns_branch a\ns_endpgm\n").kernel(), (1,), (64,), max_wave_instructions=3000)


def test_wall_clock_bound_names_its_knob(monkeypatch):
    monkeypatch.setenv("FLYGEN_EMU_TIMEOUT", "0.2")
    with pytest.raises(EmulatorError, match=r"ran longer than 0\.2 s .*--timeout or FLYGEN_EMU_TIMEOUT"):
        launch(parse_asm("a:\ns_branch a\ns_endpgm\n").kernel(), (1,), (64,))
    monkeypatch.setenv("FLYGEN_EMU_TIMEOUT", "soon")
    with pytest.raises(EmulatorError, match=r"FLYGEN_EMU_TIMEOUT='soon': expected a number"):
        launch(parse_asm("s_endpgm\n").kernel(), (1,), (64,))


def test_grids_beyond_what_the_emulator_holds_are_refused_at_once():
    k = parse_asm("s_endpgm\n").kernel()
    with pytest.raises(EmulatorError, match=r"runs 100000000 waves; the emulator runs at most 2097152 .*"
                                            r"FLYGEN_EMU_MAX_WAVES"):
        launch(k, (1, 1, 100000000), (64,))
    with pytest.raises(EmulatorError, match=r"below 2\^32"):
        launch(k, (1 << 26,), (64,), workgroups=[0])


def test_cli_emulate_bounds(tmp_path):
    from click.testing import CliRunner
    from cli.main import cli
    src = tmp_path / "spin.s"
    src.write_text("spin:\na:\ns_branch a\ns_endpgm\n")
    r = CliRunner().invoke(cli, ["emulate", str(src), "--grid", "1", "--block", "64", "--max-instructions", "2000"])
    assert r.exit_code == 2 and "more than 2000 instructions" in r.output and "Traceback" not in r.output
    r = CliRunner().invoke(cli, ["emulate", str(src), "--grid", "1", "--block", "64", "--timeout", "0.1"])
    assert r.exit_code == 2 and "ran longer than 0.1 s" in r.output


def _all_scalar_atomics():
    from flygen.emu import ops_atomic
    return sorted(mn for mn in ops_atomic.OPS if mn.startswith("s_atomic_"))


@pytest.mark.parametrize("mn", _all_scalar_atomics())
def test_scalar_atomic_equals_its_global_twin(mn):
    """Every s_atomic_* mnemonic against global_atomic_* of the same op on the same memory and data (the op
    semantics are checked case by case for the VMEM forms in tests/test_emu_atomics.py): memory after, and with
    glc/sc0 the returned pre-op value; two data sets, so that every op changes memory in one of them."""
    bits = 64 if mn.endswith("_x2") else 32
    ndw = bits // 32 * (2 if "cmpswap" in mn else 1)
    mem0 = [0x80000005, 0x7, 0xFFFFFFF0, 0x3]
    sets = ([0x2, 0x3], [0xFFFFFFFE, 0xFFFFFFFF], [0x80000000, 0x7FFFFFFF])
    if "cmpswap" in mn:          # {src, cmp}: the second compares equal
        sets = ([0x2, 0x3], [0x2, 0x80000005]) if bits == 32 else ([2, 3, 2, 3], [2, 3, 0x80000005, 0x7])
    twin = "global_atomic_" + mn[len("s_atomic_"):]

    def run(text, regfile, data):
        dev = Device()
        buf = dev.upload(np.array(mem0, np.uint32))

        def init(st):
            st.s[:, 0], st.s[:, 1] = buf.addr & 0xFFFFFFFF, buf.addr >> 32
            st.s[:, 4:4 + ndw] = data
            st.v[:, 4:4 + ndw] = np.array(data, np.uint32)[None, :, None]
            st.v[:, 1] = 0
        res = run_snippet(text + "\ns_waitcnt vmcnt(0) lgkmcnt(0)", init=init, device=dev)
        regs = res.state.s[0, 4:4 + bits // 32] if regfile == "s" else res.state.v[0, 10:10 + bits // 32, 0]
        return dev.download(buf, np.uint32).tolist(), [int(x) for x in regs]

    sreg = "s4" if ndw == 1 else f"s[4:{3 + ndw}]"
    vreg = "v4" if ndw == 1 else f"v[4:{3 + ndw}]"
    vdst = "v10" if bits == 32 else "v[10:11]"
    changed = False
    for data in sets:
        data = data[:ndw]
        s_mem, s_ret = run(f"{mn} {sreg}, s[0:1], 0x0 glc", "s", data)
        g_mem, g_ret = run(f"s_mov_b64 exec, 1\n{twin} {vdst}, v1, {vreg}, s[0:1] sc0", "v", data)   # one access
        assert s_mem == g_mem
        assert s_ret == g_ret == mem0[:bits // 32]
        changed |= s_mem != mem0
    assert changed


def test_aiter_flydsl_style_m0_and_mask_timing_is_not_an_error():
    """tests/data/emu/foreign/mask_m0.s (hand-written, assembled by the wheel): M0 written directly before each
    buffer_load ... lds, a stride-4 offen-only V#, v_cndmask_b32_e64 one wait state after its v_cmp. Correct
    results; the two timings LLVM pads are `llvm_stricter` warnings (flygen/isa/hazards.py m0_lds_dma_mubuf,
    valu_sgpr_mask), no error (the old rules reported m0_lds_dma and valu_sgpr errors here)."""
    x = np.arange(128, dtype=np.float32) + 1
    dev = Device()
    res = launch(load_program(str(DATA / "mask_m0.s")).kernel(), (1,), (64,),
                 {"x": x, "out": np.zeros(64, np.float32), "n": 100, "lim": 20}, device=dev)
    got = dev.download(res.buffers["out"], np.float32)
    xx, t = np.where(np.arange(128) < 100, x, 0), np.arange(64)
    assert np.array_equal(got, np.where(t < 20, xx[:64], 0) + xx[64:])
    assert sorted((h.kind, h.severity) for h in res.hazards if h.severity != "info") == \
        [("llvm_stricter", "warning")] * 3


def test_emulate_argument_sizes_are_checked(monkeypatch):
    from flygen.emu.run import parse_value
    with pytest.raises(EmulatorError, match=r"is 40000000000 bytes; an emulated argument holds at most 4294967296 "
                                            r"\(set FLYGEN_EMU_MAX_ARG_BYTES"):
        parse_value("zeros:float32:100000x100000")
    monkeypatch.setenv("FLYGEN_EMU_MAX_ARG_BYTES", "1024")
    assert parse_value("zeros:float32:256").nbytes == 1024
    with pytest.raises(EmulatorError, match="1028 bytes"):
        parse_value("zeros:float32:257")


def test_scalar_store_without_writeback_is_reported():
    """LLVM (SIInsertWaitcnts) puts s_dcache_wb before s_endpgm whenever a function has scalar stores: the scalar
    cache must be written back. The model's memory is written at once, so the missing write-back is an error
    (smem_store_unflushed) rather than a pass; with s_dcache_wb after the last store it is clean."""
    def kinds(text):
        dev = Device()
        buf = dev.upload(np.zeros(4, np.uint32))

        def init(st):
            st.s[:, 0], st.s[:, 1] = buf.addr & 0xFFFFFFFF, buf.addr >> 32
        return {h.kind for h in run_snippet(text, init=init, device=dev).hazards if h.severity == "error"}
    assert kinds("s_store_dword s4, s[0:1], 0x0\ns_waitcnt lgkmcnt(0)") == {"smem_store_unflushed"}
    assert kinds("s_store_dword s4, s[0:1], 0x0\ns_dcache_wb\ns_waitcnt lgkmcnt(0)") == set()
    assert kinds("s_dcache_wb\ns_store_dword s4, s[0:1], 0x0\ns_waitcnt lgkmcnt(0)") == {"smem_store_unflushed"}
