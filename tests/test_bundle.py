"""Many kernels per assembler run (flygen.toolchain.bundle) and the batch path that uses it
(flygen.build.batch.compile_chunk) give each kernel the bytes the plain route gives it alone (assembler
+ ld.lld): every example kernel, a sample of the GEMM library, and sources built to trip the
bundle (a kernel using another kernel's .set symbol, .set redefinitions, sources outside the subset).
The calibration switches the fast paths off when they disagree with the real tools."""
from __future__ import annotations

from pathlib import Path

import pytest

import flygen.build.batch as fb
from flygen.build.pipeline import generate
from flygen.errors import ToolchainError
from flygen.toolchain import AssemblerError, find_toolchain
from flygen.toolchain import bundle
from flygen.toolchain.shlink import comment_of

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))
HEADER = '        .amdgcn_target "amdgcn-amd-amdhsa--gfx950"\n        .amdhsa_code_object_version 6\n'


@pytest.fixture(scope="module")
def tc():
    return fb.batch_toolchain(find_toolchain())


@pytest.fixture(autouse=True)
def _fresh_calibration(monkeypatch):
    monkeypatch.setattr(fb, "_CALIBRATED", {})
    monkeypatch.delenv("FLYGEN_FAST_TOOLCHAIN", raising=False)
    monkeypatch.delenv("FLYGEN_TOOLCHAIN_CHECK", raising=False)


def plain(tc, items, work: Path) -> list[bytes]:
    """Each source assembled and linked alone by the real tools."""
    out = []
    for name, text in items:
        tc.assemble(text, work / "one.o", source_name=f"{name}.s")
        tc.link([work / "one.o"], work / "one.hsaco")
        out.append((work / "one.hsaco").read_bytes())
    return out


def comment(tc, tmp_path, items) -> str:
    return comment_of(plain(tc, items[:1], tmp_path)[0])


def kernel(name: str, body: str, sets: str = "") -> str:
    return HEADER + sets + f"""        .text
        .globl  {name}
        .p2align 8
        .type   {name},@function
{name}:
{body}
        s_endpgm
.L{name}_end:
        .size   {name}, .L{name}_end-{name}
        .rodata
        .p2align 6
        .amdhsa_kernel {name}
                .amdhsa_next_free_vgpr 8
                .amdhsa_next_free_sgpr 8
                .amdhsa_accum_offset 8
        .end_amdhsa_kernel
        .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx950
amdhsa.kernels:
  - .name: {name}
    .symbol: {name}.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 8
    .max_flat_workgroup_size: 64
    .args:
      - {{ .name: y, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
        .end_amdgpu_metadata
"""


@pytest.mark.parametrize("spec", EXAMPLES, ids=lambda p: p.stem)
def test_bundles_of_example_kernels_equal_the_plain_route(tc, tmp_path, spec):
    items = [(b.plan.name, b.asm) for b in generate([spec])]
    want = plain(tc, items, tmp_path)
    got = fb._bundled(tc, items, tmp_path, "gfx950", comment_of(want[0])) if len(items) > 1 else [None]
    assert len(items) == 1 or all(h is not None for h in got)   # every shipped kernel fits the subset
    assert [g for g in got if g is not None] == [w for g, w in zip(got, want) if g is not None]


def test_gemm_library_sample_through_compile_chunk(tc, tmp_path):
    items = [(b.plan.name, b.asm) for b in generate([ROOT / "bench" / "library_gemm.yaml"])][::23]
    want = plain(tc, items, tmp_path)
    for c in range(0, len(items), fb.CHUNK):
        assert fb.compile_chunk(tc, items[c:c + fb.CHUNK], tmp_path) == want[c:c + fb.CHUNK]
    assert list(fb._CALIBRATED.values())[0]["bundles"] is True    # bundles were used, not just calibrated


def test_set_redefinitions_and_negative_values(tc, tmp_path):
    sets = ("        .set s_a, 3\n        .set v_b, 2\n        .set s_c, 1\n        .set s_a, 5\n"
            "        .set s_neg, -7\n        .set v_b, 1\n")
    items = [("r0", kernel("r0", "        v_mov_b32 v[v_b], s[s_a]\n        s_mov_b32 s1, s_neg", sets)),
             ("r1", kernel("r1", "        s_mov_b32 s[s_a], 1", "        .set s_a, 4\n"))]
    want = plain(tc, items, tmp_path)
    assert fb._bundled(tc, items, tmp_path, "gfx950", comment_of(want[0])) == want


def test_a_kernel_using_another_kernels_set_symbol_is_not_bundled(tc, tmp_path):
    """Alone, `b` does not assemble (v_x undefined); in a bundle after `a` it must not pick up a's v_x."""
    a = kernel("a", "        v_mov_b32 v[v_x], 0", "        .set v_x, 3\n")
    b_reg = kernel("b", "        v_mov_b32 v[v_x], 0")          # register use: an assembly error
    b_imm = kernel("b", "        s_mov_b32 s0, v_x")            # immediate use: a relocation
    c = comment(tc, tmp_path, [("a", a)])
    for b in (b_reg, b_imm):
        assert fb._bundled(tc, [("a", a), ("b", b)], tmp_path, "gfx950", c)[1] is None
    with pytest.raises(AssemblerError) as e:
        fb.compile_chunk(tc, [("a", a), ("b", b_reg)], tmp_path)
    assert e.value.source_name == "b.s"


@pytest.mark.parametrize("change", [
    ("        .text\n", "        .data\n        .long 1\n        .text\n"),
    ("        .set v_x, 3\n", "        .set v_x, 1+2\n"),
    ("{name}:\n", "{name}:\nhelper:\n"),
    ("        .text\n", "        .macro m\n        .endm\n        .text\n"),
    (".kernarg_segment_size: 8", ".kernarg_segment_size: 8\n    .uses_dynamic_stack: yes"),
    (".kernarg_segment_size: 8", ".kernarg_segment_size: 0x8"),
    ("                .amdhsa_next_free_vgpr 8", "                .amdhsa_next_free_vgpr v_x+5"),
], ids=["data", "set-expr", "label", "macro", "yaml-yes", "yaml-hex", "kd-expr"])
def test_sources_outside_the_subset_are_left_to_the_plain_route(tc, tmp_path, change):
    src = kernel("k", "        v_mov_b32 v[v_x], 0", "        .set v_x, 3\n")
    old, new = (s.replace("{name}", "k") for s in change)
    assert old in src
    assert bundle.parse(src.replace(old, new, 1), 0) is None
    assert bundle.parse(src, 0) is not None


def test_calibration_turns_the_fast_paths_off_when_they_disagree(tc, tmp_path, monkeypatch):
    items = [(b.plan.name, b.asm) for b in generate([ROOT / "examples" / "axpby.yaml"])]
    want = plain(tc, items, tmp_path)
    monkeypatch.setattr(fb, "link_shared", lambda obj, comment: b"not an hsaco")
    assert fb.compile_chunk(tc, items, tmp_path) == want
    assert list(fb._CALIBRATED.values()) == [{"comment": None, "bundles": False}]


def test_check_mode_fails_a_build_whose_fast_bytes_differ(tc, tmp_path, monkeypatch):
    items = [(b.plan.name, b.asm) for b in generate([ROOT / "examples" / "axpby.yaml"])]
    assert fb.compile_chunk(tc, items, tmp_path) == plain(tc, items, tmp_path)   # calibrated: fast on
    monkeypatch.setenv("FLYGEN_TOOLCHAIN_CHECK", "1")
    assert fb.compile_chunk(tc, items, tmp_path)                                  # checks pass
    real = fb.link_shared
    monkeypatch.setattr(fb, "link_shared", lambda obj, c: (real(obj, c) or b"")[:-1] + b"\1")
    with pytest.raises(ToolchainError, match="in-process link differs"):
        fb.compile_chunk(tc, items, tmp_path)


def test_fast_toolchain_off_uses_the_real_linker(tc, tmp_path, monkeypatch):
    items = [(b.plan.name, b.asm) for b in generate([ROOT / "examples" / "axpby.yaml"])]
    monkeypatch.setenv("FLYGEN_FAST_TOOLCHAIN", "0")
    monkeypatch.setattr(fb, "link_shared", lambda *a: pytest.fail("in-process linker used"))
    assert fb.compile_chunk(tc, items, tmp_path) == plain(tc, items, tmp_path)


def test_a_single_kernel_chunk_runs_no_bundle(tc, tmp_path, monkeypatch):
    items = [(b.plan.name, b.asm) for b in generate([ROOT / "examples" / "axpby.yaml"])][:1]
    monkeypatch.setattr(fb, "_bundled", lambda *a: pytest.fail("bundled a single kernel"))
    assert fb.compile_chunk(tc, items, tmp_path) == plain(tc, items, tmp_path)
    assert list(fb._CALIBRATED.values())[0]["bundles"] is None          # still to be tried


def test_bundle_calibration_waits_for_a_kernel_inside_the_subset(tc, tmp_path):
    """The first kernel (the calibration reference) cannot be bundled: bundles stay untried, not off."""
    odd = kernel("odd", "        v_mov_b32 v[v_x], 0", "        .set v_x, 1+2\n")
    items = [("odd", odd)] + [(b.plan.name, b.asm) for b in generate([ROOT / "examples" / "axpby.yaml"])][:2]
    assert fb.compile_chunk(tc, items, tmp_path) == plain(tc, items, tmp_path)
    assert list(fb._CALIBRATED.values())[0]["bundles"] is None
    more = [(b.plan.name, b.asm) for b in generate([ROOT / "examples" / "axpby.yaml"])][2:5]
    assert fb.compile_chunk(tc, more, tmp_path) == plain(tc, more, tmp_path)
    assert list(fb._CALIBRATED.values())[0]["bundles"] is True
