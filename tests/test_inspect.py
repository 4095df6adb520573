"""flygen inspect: counts against hand counts / an independent text scan of the listing, the cycle model
against hand arithmetic and the reference's peak rates, occupancy against gfx950-reference §6."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.inspect import inspect
from flygen.inspect.model import HBM_BYTES_PER_CLK_CU, model, peak_tflops
from flygen.inspect.resources import occupancy
from flygen.inspect.source import from_asm_text, objdump_to_asm
from flygen.isa.memops import memop

DATA = Path(__file__).parent / "data" / "inspect"
LLC = str(DATA / "llc_mfma_loop.s")


# ---- memory-op table: sizes from gfx950-reference §3 ----------------------------------------------
@pytest.mark.parametrize("op,lds,space,kind,nbytes", [
    ("buffer_load_dwordx4", False, "global", "load", 16),
    ("buffer_load_dwordx4", True, "lds_dma", "load", 16),
    ("global_load_lds_dwordx3", False, "lds_dma", "load", 12),
    ("buffer_load_ubyte", False, "global", "load", 1),
    ("buffer_store_short_d16_hi", False, "global", "store", 2),
    ("global_store_dwordx2", False, "global", "store", 8),
    ("buffer_atomic_pk_add_bf16", False, "global", "atomic", 4),
    ("ds_read_b128", False, "lds", "load", 16),
    ("ds_read2_b64", False, "lds", "load", 16),
    ("ds_read_b64_tr_b16", False, "lds", "load", 8),
    ("ds_read_b96_tr_b6", False, "lds", "load", 12),
    ("ds_write_b64", False, "lds", "store", 8),
    ("scratch_store_dword", False, "scratch", "store", 4),
    ("s_load_dwordx8", False, "scalar", "load", 32),
])
def test_memop_sizes(op, lds, space, kind, nbytes):
    m = memop(op, lds)
    assert (m.space, m.kind, m.bytes) == (space, kind, nbytes)


def test_memop_non_memory():
    assert memop("v_add_f32") is None and memop("s_waitcnt") is None


# ---- LLVM output: counts vs an independent scan of the text -----------------------------------------
def _scan_loop(path: Path, label: str) -> list[str]:
    """Mnemonics between `label:` and the branch back to it, by plain text scanning."""
    out, inside = [], False
    for line in path.read_text().splitlines():
        code = line.split(";")[0].split("//")[0].strip()
        if code.startswith(label + ":"):
            inside = True
            continue
        if inside and code and not code.startswith(".") and not code.endswith(":"):
            out.append(code.split()[0])
            if code.startswith("s_cbranch") and code.endswith(label):
                return out
    raise AssertionError("loop not found")


@pytest.mark.parametrize("kernel,label", [("mfma_loop", ".LBB0_1"), ("fp8_lds_loop", ".LBB1_1")])
def test_llc_loop_counts_match_text(kernel, label):
    ops = _scan_loop(DATA / "llc_mfma_loop.s", label)
    hot = inspect(LLC, kernel)["hot"]
    assert hot["kind"] == "loop"
    assert hot["instructions"] == len(ops)
    assert hot["mfma"] == sum(o.startswith("v_mfma") for o in ops)
    assert hot["waits"] == ops.count("s_waitcnt")
    assert hot["barriers"] == ops.count("s_barrier")
    sizes = {"global_load_dwordx4": 16, "ds_read_b128": 16, "ds_write_b128": 16}
    g = sum(64 * sizes[o] for o in ops if o.startswith("global_load"))
    lds = sum(64 * sizes[o] for o in ops if o.startswith("ds_"))
    assert hot["global_load_bytes"] == g
    assert hot["lds_read_bytes"] + hot["lds_write_bytes"] == lds


def test_llc_hand_counts():
    # hand count of tests/data/inspect/llc_mfma_loop.s
    r = inspect(LLC, "mfma_loop")
    h = r["hot"]
    assert (h["instructions"], h["mfma"], h["non_mfma_per_mfma"]) == (18, 2, 8.0)
    assert h["global_bytes_per_mfma"] == 2 * 16 * 64 / 2
    assert h["mfma_cycles"] == 2 * 16                      # 16x16x32 bf16: 4 passes
    res = r["resources"]
    assert (res["vgpr_arch"], res["agpr"], res["vgpr_unified"], res["sgpr"]) == (20, 8, 28, 18)
    assert r["occupancy"]["waves_per_simd"] == 8
    f = inspect(LLC, "fp8_lds_loop")
    assert f["hot"]["mfma_cycles"] == 32                  # fp8 16x16x128 f8f6f4: 8 passes
    assert f["hot"]["lds_bytes_per_mfma"] == (2 + 4) * 16 * 64
    assert f["resources"]["lds_bytes"] == 8192 and f["resources"]["workgroup_size"] == 256
    assert f["mix"]["mfma_ops"] == {"v_mfma_f32_16x16x128_f8f6f4 fp8xfp8": 1}


# ---- hand-written listings --------------------------------------------------------------------------
def test_nested_loops_and_fp4_mfma():
    r = inspect(str(DATA / "hand_loop.s"))
    assert [(lp["depth"], lp["instructions"]) for lp in r["loops"]] == [(1, 17), (2, 12)]
    h = r["hot"]
    assert (h["kind"], h["depth"], h["mfma"]) == ("loop", 2, 2)
    assert h["mfma_cycles"] == 2 * 8 * 4                  # fp4 32x32x64: 8 passes
    assert h["global_load_bytes"] == 16 * 64             # the LDS-DMA load reads global ...
    assert h["lds_write_bytes"] == 16 * 64               # ... and writes LDS
    assert h["lds_read_bytes"] == 2 * 8 * 64
    assert (h["waits"], h["barriers"], h["nop_wait_states"]) == (1, 1, 1)
    assert r["resources"]["agpr_used"] == 32


def test_unrolled_mfma_span():
    # no loop, no K-tile mark: first MFMA (line 7) to last MFMA (line 25); the 3-instruction prologue and the
    # store epilogue are left out (hand count of tests/data/inspect/hand_unrolled.s)
    r = inspect(str(DATA / "hand_unrolled.s"))
    h = r["hot"]
    assert h["kind"] == h["rule"] == "mfma span"
    assert (h["start_line"], h["end_line"], h["before"], h["after"]) == (7, 25, 3, 4)
    assert (h["instructions"], h["mfma"], h["non_mfma"]) == (19, 8, 11)
    assert h["lds_read_bytes"] == 4 * 1024 and h["global_load_bytes"] == 3 * 1024   # the 4th load is after


def test_dpp_is_counted_as_its_op():
    text = "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\ns_endpgm\n"
    lst = from_asm_text(text)
    assert [i.op for i in lst.instrs] == ["v_mov_b32", "s_endpgm"]


def test_objdump_branches_become_labels():
    listing = (
        "0000000000002000 <k>:\n"
        "\ts_mov_b32 s0, 0                 // 000000002000: BE800080\n"
        "\ts_add_u32 s0, s0, 1             // 000000002004: 80008100\n"
        "\ts_cmp_lt_u32 s0, 8              // 000000002008: BF0A8800\n"
        "\ts_cbranch_scc1 65533            // 00000000200C: BF85FFFD <k+0x4>\n"
        "\ts_endpgm                        // 000000002010: BF810000\n"
        "\ts_nop 0                         // 000000002014: BF800000\n")
    asm = objdump_to_asm(listing, 0x2000, 0x14)         # the padding nop is outside the symbol
    lst = from_asm_text(asm)
    assert [i.op for i in lst.instrs][-1] == "s_endpgm"
    # simm16 -3 from pc 0x2010 lands on 0x2004: the loop is s_add .. s_cbranch
    assert [(lp["instructions"]) for lp in inspect_text(asm)["loops"]] == [3]


def inspect_text(text):
    from flygen.inspect import inspect_listing
    return inspect_listing(from_asm_text(text))


# ---- occupancy (gfx950-reference §6 table and [llc] points) -----------------------------------------
def _res(vgpr, lds=0, wg=256, sgpr=20):
    return {"vgpr_unified": vgpr, "sgpr": sgpr, "lds_bytes": lds, "workgroup_size": wg}


@pytest.mark.parametrize("vgpr,waves", [(64, 8), (72, 7), (96, 5), (128, 4), (168, 3), (256, 2), (512, 1)])
def test_occupancy_vgpr_table(vgpr, waves):
    assert occupancy(_res(vgpr))["waves_per_simd"] == waves


@pytest.mark.parametrize("lds,waves", [(16384, 8), (32768, 5), (65536, 2), (81920, 2), (163840, 1)])
def test_occupancy_lds_points(lds, waves):
    assert occupancy(_res(32, lds))["waves_per_simd"] == waves


def test_occupancy_whole_workgroups():
    # 168 VGPRs allow 3 waves/SIMD; an 8-wave workgroup takes 2 per SIMD, so only one fits: 2 resident.
    o = occupancy(_res(168, wg=512))
    assert (o["waves_per_simd"], o["workgroups_per_cu"], o["limited_by"]) == (2, 1, "workgroup")
    # a 16-wave workgroup needs 4 waves/SIMD: it cannot launch with 3
    assert occupancy(_res(168, wg=1024))["waves_per_simd"] == 0
    assert occupancy(_res(20, sgpr=102))["by"]["sgpr"] == 7   # 96 + 6 reserved > 100


# ---- the cycle model ---------------------------------------------------------------------------------
def _stats(**kw):
    base = {"mfma": 2, "mfma_cycles": 64, "non_mfma": 10, "flops_per_wave": 2 * 2 * 16 * 16 * 128,
            "lds_read_bytes": 4096, "lds_write_bytes": 0, "global_load_bytes": 1024, "global_store_bytes": 0}
    return {**base, **kw}


def test_model_hand_arithmetic():
    assert HBM_BYTES_PER_CLK_CU == pytest.approx(8e12 / 256 / 2.4e9)
    m = model(_stats(), waves_per_simd=2)
    c = m["cycles_per_iteration_per_cu"]
    # 8 waves on the CU; mfma 2 x 64; issue 2 x 4 x 10; lds 8 x 4096 / 256; hbm 8 x 1024 / 13.0208
    assert c["mfma"] == 128 and c["issue"] == 80 and c["lds"] == 128
    assert c["hbm"] == pytest.approx(8 * 1024 / 13.0208333, abs=0.1)
    assert m["bound"] == "hbm" and m["modeled"] is True
    assert m["modeled_efficiency"] == pytest.approx(128 / 629.1456, abs=1e-4)


def test_model_mfma_bound_reaches_reference_peak():
    # two back-to-back fp8 16x16x128 MFMAs with traffic the pipes can hide: 100% and the fp8 peak
    # of gfx950-reference §1 (5033 TFLOPS), an independent figure.
    m = model(_stats(), waves_per_simd=2, reuse=8)
    assert m["bound"] == "mfma" and m["modeled_efficiency"] == 1.0
    assert m["modeled_tflops"] == pytest.approx(5033.2, abs=0.1)
    assert peak_tflops("fp8", "fp4") == pytest.approx(5033.2, abs=0.1)
    assert peak_tflops("bf16", "bf16") == pytest.approx(2516.6, abs=0.1)


def test_model_issue_bound():
    m = model(_stats(non_mfma=40, lds_read_bytes=0, global_load_bytes=0))
    assert m["bound"] == "issue" and m["modeled_efficiency"] == pytest.approx(64 / 160)


# ---- CLI ---------------------------------------------------------------------------------------------
def test_cli_text_json_vs_and_errors():
    run = CliRunner().invoke
    r = run(cli, ["inspect", LLC, "-k", "mfma_loop"])
    assert r.exit_code == 0 and "modeled" in r.output and "hot region  loop" in r.output
    r = run(cli, ["inspect", LLC, "-k", "fp8_lds_loop", "--json"])
    assert json.loads(r.output)["hot"]["mfma"] == 1
    r = run(cli, ["inspect", LLC, "-k", "mfma_loop", "--vs", LLC, "--vs-kernel", "fp8_lds_loop"])
    assert r.exit_code == 0 and re.search(r"kernel\s+mfma_loop\s+fp8_lds_loop", r.output)
    r = run(cli, ["inspect", LLC])
    assert r.exit_code != 0 and "pick one with --kernel" in r.output and "Traceback" not in r.output
    r = run(cli, ["inspect", str(DATA / "missing.s")])
    assert r.exit_code != 0 and "no such file" in r.output


# ---- HSACO route: same counts as the .s it was built from (flygen's own disassembler) -----------------
def test_hsaco_matches_asm(tmp_path):
    from flygen.toolchain import probe_toolchain
    tc = probe_toolchain()
    if tc.assembler is None or tc.linker is None:
        pytest.skip("needs an assembler and a linker -- not found")
    tc.assemble((DATA / "llc_mfma_loop.s").read_text(), tmp_path / "k.o")
    tc.link([tmp_path / "k.o"], tmp_path / "k.hsaco")
    for k in ("mfma_loop", "fp8_lds_loop"):
        a, h = inspect(LLC, k), inspect(str(tmp_path / "k.hsaco"), k)
        for key in ("instructions", "mfma", "mfma_cycles", "global_load_bytes", "lds_read_bytes", "waits"):
            assert a["hot"][key] == h["hot"][key], key
        assert a["mix"]["by_op"] == h["mix"]["by_op"]
        assert a["resources"]["lds_bytes"] == h["resources"]["lds_bytes"]
        assert a["occupancy"]["waves_per_simd"] == h["occupancy"]["waves_per_simd"]


def test_code_size_is_reported_and_checked_against_the_icache(tmp_path):
    """The .s route assembles to find the code size; it equals the HSACO's code bytes; a kernel over the
    64 KiB instruction cache says so."""
    from flygen.inspect import inspect as insp
    from flygen.inspect.report import format_text
    from flygen.toolchain import find_toolchain, read_code_object
    from flygen.isa import limits
    src = (Path(__file__).parent / "data" / "toolchain" / "gfx950-copy-kernel.s").read_text()
    tc = find_toolchain()
    tc.assemble(src, tmp_path / "k.o")
    tc.link([tmp_path / "k.o"], tmp_path / "k.hsaco")
    want = len(read_code_object(tmp_path / "k.hsaco").kernel("copy_dword").code)
    (tmp_path / "k.s").write_text(src)
    rep = insp(str(tmp_path / "k.s"))
    assert rep["resources"]["code_bytes"] == want > 0
    assert f"code {want} B (within the 64 KiB I-cache" in format_text(rep)
    n = limits.ICACHE_BYTES // 4 + 8                      # s_nop is 4 bytes
    big = src.replace("s_endpgm", "s_nop 0\n" * n + "        s_endpgm", 1)
    (tmp_path / "big.s").write_text(big)
    rep = insp(str(tmp_path / "big.s"))
    assert rep["resources"]["code_bytes"] == want + 4 * n
    assert "(over the 64 KiB I-cache" in format_text(rep)


_CORPUS = sorted((Path(__file__).parent / "data" / "emu").glob("*/*.s"))


@pytest.mark.parametrize("path", _CORPUS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_corpus_kernel_inspects_under_its_own_name(path):
    """Names that look like DPP modifiers (Triton's `row_sum`) stay names: the DPP stripping touches
    instructions only, not `.amdhsa_kernel row_sum` or the `row_sum:` label (it used to crash the parser)."""
    text = path.read_text()
    names = re.findall(r"^\s*\.amdhsa_kernel\s+(\S+)", text, re.M)
    assert names, path
    for name in names:
        assert from_asm_text(text, str(path), kernel=name).name == name
