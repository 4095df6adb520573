"""flygen's gfx950 disassembler (flygen.asm.disasm) against LLVM 22, instruction by instruction.

- Every .s of tests/data (LLVM-, Triton- and hand-written kernels, the per-encoding corpus tests/data/disasm/
  corpus.s): assembled by the ziglang wheel, disassembled by flygen, compared with LLVM 22's own text in the
  committed listings tests/data/disasm/llvm/*.txt (tools/disasm_check.py --write-listings) after the
  normalisation of docs/disassembler.md; the listings are regenerated and compared too.
- A sample of the example specs' and bench specs' kernels (one per spec file; the full sweep is
  `python tools/disasm_check.py`), compared with LLVM's text computed now.
- Round trip: flygen's text assembles back to the same bytes.
- llvm-objdump (gfx950-capable, LLVM >= 20), when present: the same text as flygen's.
- Bytes that are no instruction: one located error, and random words never raise anything else.
"""
from __future__ import annotations

import os
import struct
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from flygen.asm.disasm import DisassemblyError, decode_at, disassemble, to_asm
from flygen.errors import FlygenError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import disasm_check as dc  # noqa: E402

SOURCES = dc.data_sources()
_POOL = ThreadPoolExecutor(max_workers=os.cpu_count() or 2)


def _objects(texts: list[str]) -> list[bytes]:
    return list(_POOL.map(dc.object_text, texts))


@pytest.fixture(scope="module")
def data_code():
    """Each tests/data source's object .text bytes (assembled by the wheel)."""
    return dict(zip(SOURCES, _objects([p.read_text() for p in SOURCES])))


def _committed(src: Path):
    """The committed LLVM rows of `src`, or None when it has no listing or changed since (then LLVM's text is
    computed now: a source another change adds or edits is still checked; --write-listings commits it)."""
    import hashlib
    path = dc.listing_path(src)
    if not path.exists():
        return None
    sha, rows = dc.read_listing(path)
    return rows if sha == hashlib.sha256(src.read_bytes()).hexdigest() else None


def test_most_data_sources_have_a_committed_listing():
    have = [p for p in SOURCES if _committed(p) is not None]
    assert len(have) >= 50 and len(have) >= 0.8 * len(SOURCES), \
        f"only {len(have)} of {len(SOURCES)} listings current: run `python tools/disasm_check.py --write-listings`"


def test_disassembly_matches_llvm_22_on_every_data_source(data_code):
    failures, total = [], 0
    committed = {p: _committed(p) for p in SOURCES}
    live = dict(zip([p for p, r in committed.items() if r is None],
                    _POOL.map(lambda p: dc.llvm_rows(p.read_text()), [p for p, r in committed.items() if r is None])))
    for src in SOURCES:
        rows = committed[src] if committed[src] is not None else live[src]
        n, bad = dc.compare(src.read_text(), src.name, rows=rows, code=data_code[src])
        assert n == len(rows) > 0
        total += n
        failures += bad
    assert not failures, "\n".join(failures[:20])
    assert total > 15000          # the corpora hold about 19k instructions


def test_committed_listings_are_llvm_22s_own_text():
    """Regenerate each current listing with the wheel's assembler and compare with the committed file."""
    srcs = [p for p in SOURCES if _committed(p) is not None]
    fresh = list(_POOL.map(lambda p: dc.format_listing(p, dc.llvm_rows(p.read_text())), srcs))
    stale = [p.name for p, text in zip(srcs, fresh) if dc.listing_path(p).read_text() != text]
    assert not stale, f"listings differ from LLVM's output now: {stale}"


def test_round_trip_gives_the_same_bytes(data_code):
    again = _objects([".text\n" + to_asm(code, "k") for code in data_code.values()])
    bad = [p.name for (p, code), a in zip(data_code.items(), again) if a != code]
    assert not bad, f"disassemble -> assemble changed the bytes of {bad}"


def _sample_kernels() -> list[tuple[str, str]]:
    from flygen.build.pipeline import generate
    from flygen.spec.load import load_specs
    out = []
    for f in sorted((ROOT / "examples").glob("*.yaml")) + sorted((ROOT / "bench").glob("library*.yaml")):
        names = [k.name for k in load_specs([f])]
        name = names[len(names) // 2]            # one kernel per spec file; tools/disasm_check.py sweeps them all
        (b,) = [b for b in generate([f], (name,)) if b.plan.name == name]
        out.append((f"{f.name}:{name}", b.asm))
    return out


def test_example_and_bench_kernels_match_llvm_22_and_round_trip():
    kernels = _sample_kernels()
    assert len(kernels) >= 14
    texts = [t for _, t in kernels]
    codes = _objects(texts)
    rows = list(_POOL.map(dc.llvm_rows, texts))
    again = _objects([".text\n" + to_asm(c, "k") for c in codes])
    failures = []
    for (name, text), code, r, a in zip(kernels, codes, rows, again):
        n, bad = dc.compare(text, name, rows=r, code=code)
        failures += bad + ([f"{name}: round trip changed the bytes"] if a != code else [])
        assert n > 20
    assert not failures, "\n".join(failures[:20])


def _objdump():
    from flygen.toolchain import probe_toolchain
    return probe_toolchain().disassembler


@pytest.mark.skipif(_objdump() is None, reason="no gfx950-capable llvm-objdump (LLVM >= 20) found: "
                                               "cross-check against llvm-objdump skipped")
def test_same_text_as_llvm_objdump(tmp_path):
    from flygen.asm.parse import parse_asm
    from flygen.toolchain import find_toolchain, read_code_object
    from flygen.toolchain.listing import disassembly_to_asm
    tc = find_toolchain()
    for src in SOURCES[:8] + [ROOT / "tests" / "data" / "disasm" / "corpus.s"]:
        obj, hsaco = tmp_path / "k.o", tmp_path / "k.hsaco"
        tc.assemble(dc.normalise_source(src.read_text()), obj)
        tc.link([obj], hsaco)
        co = read_code_object(hsaco)
        listing = tc.disassemble(hsaco)
        for k in co.kernels:
            if not k.code:
                continue
            theirs = parse_asm(disassembly_to_asm(listing, k.code_offset, len(k.code), symbols=False)).instrs
            mine = parse_asm(to_asm(k.code, base=k.code_offset)).instrs
            assert [(i.mnemonic, i.operands, dict(i.mods), i.target) for i in mine] == \
                   [(i.mnemonic, i.operands, dict(i.mods), i.target) for i in theirs], src.name


# ---- undecodable bytes ---------------------------------------------------------------------------------
@pytest.mark.parametrize("data, offset, why", [
    (bytes.fromhex("000080bf") + bytes.fromhex("ffffffff"), 4, "no gfx950 format"),       # s_nop 0, then junk
    (bytes.fromhex("0000fcbf"), 0, "no SOPP instruction with opcode 124"),
    (bytes.fromhex("ff000080"), 0, "literal constant cut off"),                             # s_add_u32 with 255
    (bytes.fromhex("00000000d8"), 4, "partial instruction word"),
    (bytes.fromhex("000000dc"), 0, "FLAT instruction cut off"),
])
def test_undecodable_bytes_name_the_offset_and_bytes(data, offset, why):
    with pytest.raises(DisassemblyError) as e:
        disassemble(data)
    assert e.value.offset == offset and why in str(e.value)
    assert f"offset {offset:#x}" in str(e.value) and data[offset:offset + 4].hex(" ")[:5] in str(e.value)
    assert isinstance(e.value, FlygenError)


def test_a_branch_out_of_the_code_is_a_located_error():
    with pytest.raises(DisassemblyError, match=r"offset 0x0 .*branch target 0x404"):
        to_asm(bytes.fromhex("0001 82bf".replace(" ", "")))          # s_branch +256 dwords


@settings(max_examples=400, deadline=None, derandomize=True, database=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**32 - 1))
def test_random_words_decode_or_raise_the_located_error(word, literal):
    data = struct.pack("<QI", word, literal)
    try:
        d = decode_at(data, 0)
    except DisassemblyError as e:
        assert e.offset == 0 and "cannot disassemble" in str(e)
    else:
        assert d.size in (4, 8, 12, 16) and d.text


def test_many_random_words_decode_or_raise_the_located_error():
    """Hypothesis above shrinks failures; this covers many more words (a fixed seed: the same every run)."""
    import random
    rng = random.Random(29)
    for _ in range(40000):
        data = rng.getrandbits(128).to_bytes(16, "little")
        try:
            decode_at(data, 0)
        except DisassemblyError as e:
            assert e.offset == 0


def test_ten_thousand_instructions_well_under_a_second():
    code = dc.object_text((ROOT / "tests" / "data" / "emu" / "triton" / "attention_fwd.s").read_text())
    code = code * (10000 // len(disassemble(code)) + 1)
    t = time.perf_counter()
    n = len(disassemble(code))
    dt = time.perf_counter() - t
    assert n >= 10000 and dt < 1.0, f"{n} instructions in {dt:.2f} s"


def test_the_code_size_table_agrees_with_the_opcode_table():
    """flygen.isa.encoding's format lists (code-size estimates) name the instructions gfx950_ops (generated from
    LLVM 22) has in those formats: SOPP and SOPK all, the 32-bit VOP1/VOP2 forms all but the constant-K ones
    (v_fmamk/v_fmaak, always 8 B) and v_screen_partition_4se_b32. encoding's s_call_b64 and s_cbranch_i_fork
    take a label, which the generator's probes do not write."""
    from flygen.isa import encoding as E
    from flygen.isa.gfx950_ops import OPS

    def names(fmt):
        return {mn[:-4] if mn.endswith("_e32") else mn for mn, _ in OPS[fmt].values()}
    assert E.SOPP <= names("SOPP") and names("SOPP") - E.SOPP == {"s_endpgm_ordered_ps_done"}
    assert (E.SOPK | E.SOPK_LITERAL) - names("SOPK") == {"s_call_b64", "s_cbranch_i_fork"}
    assert names("SOPK") <= E.SOPK | E.SOPK_LITERAL
    e32 = names("VOP1") | names("VOP2")
    assert set(E.E32) <= e32 and e32 - set(E.E32) == {"v_fmamk_f32", "v_fmaak_f32", "v_screen_partition_4se_b32"}
