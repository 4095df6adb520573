"""Build speed parts: batched assembling gives the same bytes as one-at-a-time; the content-hash cache
round-trips, rejects damaged entries and keys on everything that changes the output."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from flygen.batch import assemble_and_link
from flygen.cache import Cache, kernel_key
from flygen.spec.load import KernelSpec
from flygen.toolchain import probe_toolchain, route_toolchain

COPY = (Path(__file__).parent / "data" / "toolchain" / "gfx950-copy-kernel.s").read_text()


def _kernels(n):
    return [(f"copy{i}", COPY.replace("copy_dword", f"copy{i}")) for i in range(n)]


def _toolchains():
    out = []
    for route in ("ziglang", "system"):
        tc = route_toolchain(route)
        if tc.assembler is not None and tc.linker is not None:
            out.append(pytest.param(tc, id=f"{route}-{tc.assembler.style}"))
    return out or [pytest.param(None, marks=pytest.mark.skip(reason="no assembler+linker route found"))]


@pytest.mark.parametrize("tc", _toolchains())
def test_batched_equals_single(tc, tmp_path):
    items = _kernels(5)
    progress = []
    assemble_and_link(tc, items, tmp_path, jobs=2, progress=progress.append)
    assert sum(progress) == len(items)
    for name, text in items:
        tc.assemble(text, tmp_path / "one.o")
        tc.link([tmp_path / "one.o"], tmp_path / "one.hsaco")
        assert (tmp_path / f"{name}.hsaco").read_bytes() == (tmp_path / "one.hsaco").read_bytes(), name


def test_batch_error_names_the_line(tmp_path):
    from flygen.toolchain import AssemblerError
    tc = probe_toolchain()
    if tc.assembler is None:
        pytest.skip("no assembler found")
    items = _kernels(2) + [("bad", COPY.replace("s_endpgm", "s_endpgm_bogus"))]
    with pytest.raises(AssemblerError) as e:
        assemble_and_link(tc, items, tmp_path, jobs=1)
    assert "s_endpgm_bogus" in str(e.value) or "invalid instruction" in str(e.value)


def _ks(**params):
    return KernelSpec("k", "elementwise", {"op": "axpby", "block": 256, **params}, "a.yaml", 0)


def test_cache_roundtrip_and_damage(tmp_path):
    c = Cache(tmp_path)
    asm, hsaco = b"asm text\n", b"\x7fELF..."
    entry = {"name": "k", "sha256": {"asm": hashlib.sha256(asm).hexdigest(),
                                     "hsaco": hashlib.sha256(hsaco).hexdigest()}}
    assert c.get("ab" * 32) is None
    c.put("ab" * 32, asm, hsaco, entry)
    assert c.get("ab" * 32) == (asm, hsaco, entry)
    path = tmp_path / "v2" / "ab" / ("ab" * 32)
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]   # one file per entry, no temp left
    good = path.read_bytes()
    path.write_bytes(good[:-1] + bytes([good[-1] ^ 1]))   # one flipped bit in the .hsaco bytes
    assert c.get("ab" * 32) is None          # recorded sha256 no longer matches: a miss, not a wrong file
    path.write_bytes(good[:-3])
    assert c.get("ab" * 32) is None          # truncated
    path.write_bytes(b"junk")
    assert c.get("ab" * 32) is None


def test_cache_key_depends_on_inputs():
    tc_a = {"assemble": ("system", "/x/llvm-mc", "22.1.8", "mc"), "link": ("system", "/x/ld.lld", "22.1.8", "lld")}
    tc_b = {**tc_a, "link": ("ziglang", "/z/zig", "22.1.8", "lld")}
    base = kernel_key(_ks(), tc_a)
    assert base == kernel_key(_ks(), tc_a)                      # deterministic
    assert base != kernel_key(_ks(block=512), tc_a)             # plan-relevant parameter
    assert base != kernel_key(_ks(), tc_b)                      # toolchain identity
    moved = KernelSpec("k", "elementwise", _ks().params, "elsewhere.yaml", 3)
    assert base == kernel_key(moved, tc_a)                      # the spec's location is not output


def test_warm_build_is_identical_and_skips_plan_render_and_toolchain(tmp_path, monkeypatch):
    import flygen.build as fb
    build_dir = lambda d: {p.name: p.read_bytes() for p in sorted(d.iterdir())}  # noqa: E731
    fb.build(["examples/axpby.yaml"], tmp_path / "cold")

    def boom(*a, **k):
        raise AssertionError("a cached kernel was regenerated")
    monkeypatch.setattr(fb, "plan_kernel", boom)
    monkeypatch.setattr(fb, "render", boom)
    monkeypatch.setattr(fb, "compile_chunk", boom)
    fb.build(["examples/axpby.yaml"], tmp_path / "warm")
    assert build_dir(tmp_path / "cold") == build_dir(tmp_path / "warm")
    with pytest.raises(AssertionError):                         # --no-cache really rebuilds
        fb.build(["examples/axpby.yaml"], tmp_path / "nocache", cache=False)
