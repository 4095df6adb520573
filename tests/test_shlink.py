"""The in-process linker (flygen.toolchain.shlink) writes the bytes ld.lld writes: every example kernel,
a sample of the GEMM library, and generated corner cases (page-boundary layouts, many kernels per
object, local labels, no metadata note) are linked both ways and compared byte for byte. Objects
outside its scope are refused (None), never linked differently."""
from __future__ import annotations

from pathlib import Path

import pytest

from flygen.build.pipeline import generate
from flygen.toolchain.elfobj import read_relobject
from flygen.toolchain.shlink import MAX_PAGE, comment_of, link_shared

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))


def both(tc, tmp: Path, text: str) -> tuple[bytes, bytes | None]:
    """(ld.lld's HSACO, shlink's HSACO or None) for one assembly source."""
    tc.assemble(text, tmp / "k.o")
    tc.link([tmp / "k.o"], tmp / "k.hsaco")
    ref = (tmp / "k.hsaco").read_bytes()
    comment = comment_of(ref)
    assert comment and comment.startswith("Linker: ") and "LLD" in comment
    return ref, link_shared(read_relobject((tmp / "k.o").read_bytes()), comment)


def kernel(name: str, nops: int, sets: int = 2, label: bool = False, meta: bool = True,
           size: bool = True, header: bool = True) -> str:
    lines = ['.amdgcn_target "amdgcn-amd-amdhsa--gfx950"', ".amdhsa_code_object_version 6"] if header else []
    lines += [f".set s_x{i}, {i}" for i in range(sets)]
    lines += [".text", f".globl {name}", ".p2align 8", f".type {name},@function", f"{name}:"]
    lines += ["  s_nop 0"] * nops
    lines += [f"{name}_mid:", "  s_nop 1"] if label else []
    lines += ["  s_endpgm", f".L{name}_end:"]
    lines += [f".size {name}, .L{name}_end-{name}"] if size else []
    lines += [".rodata", ".p2align 6", f".amdhsa_kernel {name}", "  .amdhsa_next_free_vgpr 1",
              "  .amdhsa_next_free_sgpr 1", "  .amdhsa_accum_offset 4", ".end_amdhsa_kernel"]
    if meta:
        lines += [".amdgpu_metadata", "---", "amdhsa.version: [ 1, 2 ]",
                  "amdhsa.target: amdgcn-amd-amdhsa--gfx950", "amdhsa.kernels:", f"  - .name: {name}",
                  f"    .symbol: {name}.kd", "    .kernarg_segment_size: 0", "    .group_segment_fixed_size: 0",
                  "    .private_segment_fixed_size: 0", "    .kernarg_segment_align: 4",
                  "    .wavefront_size: 64", "    .sgpr_count: 1", "    .vgpr_count: 1",
                  "    .max_flat_workgroup_size: 64", "...", ".end_amdgpu_metadata"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("spec", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_kernel_links_byte_identical(tc, tmp_path, spec):
    built = generate([spec])
    assert built
    for b in built:
        ref, mine = both(tc, tmp_path, b.asm)
        assert mine is not None, b.plan.name
        assert mine == ref, b.plan.name


def test_gemm_library_sample_links_byte_identical(tc, tmp_path):
    built = generate([ROOT / "bench" / "library_gemm.yaml"])
    sample = built[::27]
    assert len(sample) >= 20
    for b in sample:
        ref, mine = both(tc, tmp_path, b.asm)
        assert mine == ref, b.plan.name


@pytest.mark.parametrize("kw", [dict(nops=0), dict(nops=5, label=True), dict(nops=3, meta=False),
                                dict(nops=3, size=False), dict(nops=2000, sets=0), dict(nops=1, sets=40)],
                         ids=["min", "label", "no-note", "no-size", "big", "many-sets"])
def test_corner_cases_link_byte_identical(tc, tmp_path, kw):
    ref, mine = both(tc, tmp_path, kernel("k", **kw))
    assert mine == ref


def test_relro_padding_of_zero_bytes(tc, tmp_path):
    """.dynamic ending exactly on a page: lld keeps an empty .relro_padding; so must we. The nop count
    is solved from the layout of a first link, then both linkers agree on the result."""
    ref, _ = both(tc, tmp_path, kernel("k", nops=0))
    from flygen.toolchain.elfobj import EHDR, SHDR
    e = EHDR.unpack_from(ref)
    text = next(h for h in (SHDR.unpack_from(ref, e[6] + i * SHDR.size) for i in range(e[12]))
                if h[2] & 0x4)
    for n in range(MAX_PAGE):
        end = text[3] + 4 + 4 * n
        dyn = -(-(-(-end // MAX_PAGE) * MAX_PAGE + end % MAX_PAGE) // 8) * 8
        if (dyn + 0x70) % MAX_PAGE == 0:
            break
    ref, mine = both(tc, tmp_path, kernel("k", nops=n))
    assert mine == ref


@pytest.mark.parametrize("count", [2, 5, 12])
def test_many_kernels_in_one_object(tc, tmp_path, count):
    """More exported symbols: several .gnu.hash buckets and bloom words, bucket-sorted .dynsym."""
    text = "".join(kernel(f"kern_{i}", nops=i, meta=False, header=i == 0) for i in range(count))
    ref, mine = both(tc, tmp_path, text)
    assert mine == ref


@pytest.mark.parametrize("extra", [".data\n.long 1\n", ".text\ns_mov_b32 s0, undefined_symbol\n",
                                   ".rodata\n.quad undefined_symbol\n"],
                         ids=["data-section", "text-reloc", "undefined"])
def test_objects_outside_scope_are_refused(tc, tmp_path, extra):
    tc.assemble(kernel("k", nops=1) + extra, tmp_path / "k.o")
    assert link_shared(read_relobject((tmp_path / "k.o").read_bytes()), "Linker: LLD 22.1.8") is None
