"""Build speed parts: batched assembling gives the same bytes as one-at-a-time; the content-hash cache
round-trips, rejects damaged entries and keys on everything that changes the output."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from flygen.build.batch import assemble_and_link
from flygen.build.cache import Cache, kernel_key
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


def _entry(asm, hsaco, name="k"):
    """A manifest entry of the shape the cache checks (flygen.build.manifest.check_entry): one u32 argument."""
    return {"name": name, "symbol": f"{name}.kd", "family": "elementwise",
            "files": {"asm": f"{name}.s", "hsaco": f"{name}.hsaco"},
            "sha256": {"asm": hashlib.sha256(asm).hexdigest(), "hsaco": hashlib.sha256(hsaco).hexdigest()},
            "args": [{"name": "n", "offset": 0, "size": 4, "kind": "by_value", "dtype": "u32"}],
            "kernarg_size": 8, "workgroup_size": [64, 1, 1], "grid": {"exprs": ["ceil_div(n, 64)", "1", "1"],
                                                                    "sizes": ["n"], "unit": "workgroups"},
            "resources": {"vgpr_count": 1, "agpr_count": 0, "sgpr_count": 8, "lds_bytes": 0}}


def test_cache_roundtrip_and_damage(tmp_path):
    c = Cache(tmp_path)
    asm, hsaco = b"asm text\n", b"\x7fELF..."
    entry = _entry(asm, hsaco)
    key = "ab" * 32
    assert c.get(key) is None
    c.put(key, asm, hsaco, entry)
    assert c.get(key) == (asm, hsaco, entry)
    leftovers = [p.name for p in tmp_path.rglob("*.tmp")]
    assert leftovers == []                   # every file renamed into place
    blob = Path(c.blob_path(entry["sha256"]["hsaco"]))
    assert blob.read_bytes() == hsaco and blob.stat().st_mode & 0o222 == 0   # read-only blob
    good = blob.read_bytes()
    blob.chmod(0o644)
    blob.write_bytes(good[:-1] + bytes([good[-1] ^ 1]))   # one flipped bit in the .hsaco blob
    assert c.get(key) is None                # its sha256 no longer matches: a miss, not a wrong file
    blob.write_bytes(good[:-3])
    assert c.get(key) is None                # truncated
    blob.unlink()
    assert c.get(key) is None                # missing
    c.put(key, asm, hsaco, entry)            # put restores the missing blob
    assert c.get(key) == (asm, hsaco, entry)
    Path(c.entry_path(key)).write_bytes(b"junk")
    assert c.get(key) is None                # damaged entry
    Path(c.entry_path(key)).write_text('{"sha256": 3}')
    assert c.get(key) is None


def test_restore_links_read_only_blobs_or_writes_copies(tmp_path, monkeypatch):
    c = Cache(tmp_path / "cache", links=True)
    asm, hsaco = b"a" * 1000, b"h" * 300
    c.put("cd" * 32, asm, hsaco, _entry(asm, hsaco, "kern"))
    (tmp_path / "d1").mkdir()
    assert c.restore("cd" * 32, str(tmp_path / "d1"))["name"] == "kern"
    for f, data in (("kern.s", asm), ("kern.hsaco", hsaco)):
        st = (tmp_path / "d1" / f).stat()
        blob = Path(c.blob_path(hashlib.sha256(data).hexdigest())).stat()
        assert (tmp_path / "d1" / f).read_bytes() == data
        assert (st.st_ino, st.st_dev) == (blob.st_ino, blob.st_dev) and st.st_nlink == 2   # a hard link
    assert c.restore("ef" * 32, str(tmp_path / "d1")) is None                           # a miss places nothing
    assert sorted(p.name for p in (tmp_path / "d1").iterdir()) == ["kern.hsaco", "kern.s"]

    def no_links(src, dst):
        raise OSError(18, "Invalid cross-device link")
    monkeypatch.setattr("os.link", no_links)
    (tmp_path / "d2").mkdir()
    c.restore("cd" * 32, str(tmp_path / "d2"))
    assert (tmp_path / "d2" / "kern.s").read_bytes() == asm and (tmp_path / "d2" / "kern.hsaco").read_bytes() == hsaco
    assert (tmp_path / "d2" / "kern.s").stat().st_nlink == 1                           # a copy


def test_output_edited_through_its_link_is_not_served_again(tmp_path, monkeypatch):
    """An output restored from the cache shares its inode with the blob: an in-place edit damages the
    blob, which the next lookup detects (sha256) and rebuilds, replacing the blob."""
    import flygen.build.pipeline as fb
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "cache"))   # this test damages a blob
    monkeypatch.setenv("FLYGEN_CACHE_LINKS", "1")
    spec, name = "examples/axpby.yaml", ("axpby_f32_f32",)
    fb.build([spec], tmp_path / "cold", names=name)
    fb.build([spec], tmp_path / "warm", names=name)
    want = (tmp_path / "cold" / "axpby_f32_f32.s").read_bytes()
    edited = tmp_path / "warm" / "axpby_f32_f32.s"
    assert edited.stat().st_nlink >= 2
    edited.chmod(0o644)
    with open(edited, "r+b") as f:       # an in-place write, as editors do for multiply linked files
        f.write(b"// edited")
    again = fb.build([spec], tmp_path / "again", names=name)
    assert (tmp_path / "again" / "axpby_f32_f32.s").read_bytes() == want
    assert again["kernels"][0]["sha256"]["asm"] == hashlib.sha256(want).hexdigest()
    assert (tmp_path / "again" / "axpby_f32_f32.s").stat().st_nlink >= 2                 # linked to the new blob


def test_default_outputs_are_private_writable_copies(tmp_path, monkeypatch):
    """Without FLYGEN_CACHE_LINKS a warm build writes ordinary files: editing one touches nothing else."""
    import flygen.build.pipeline as fb
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("FLYGEN_CACHE_LINKS", raising=False)
    spec, name = "examples/axpby.yaml", ("axpby_f32_f32",)
    fb.build([spec], tmp_path / "cold", names=name)
    fb.build([spec], tmp_path / "warm", names=name)
    for d in ("cold", "warm"):
        f = tmp_path / d / "axpby_f32_f32.s"
        assert f.stat().st_nlink == 1 and os.access(f, os.W_OK)
    (tmp_path / "warm" / "axpby_f32_f32.s").write_text("edited")
    fb.build([spec], tmp_path / "again", names=name)
    assert (tmp_path / "again" / "axpby_f32_f32.s").read_bytes() == (tmp_path / "cold" / "axpby_f32_f32.s").read_bytes()


def test_unwritable_cache_still_builds(tmp_path, monkeypatch):
    import flygen.build.cache as fc
    import flygen.build.pipeline as fb

    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(fc, "_write_atomic", full)
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "cache"))
    res = fb.build(["examples/axpby.yaml"], tmp_path / "o", names=("axpby_f32_f32",), jobs=1)
    k = res["kernels"][0]
    for role in ("asm", "hsaco"):
        data = (tmp_path / "o" / k["files"][role]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == k["sha256"][role] and len(data) > 100
        assert (tmp_path / "o" / k["files"][role]).stat().st_nlink == 1   # no blob to link: written
    assert not list((tmp_path / "cache").rglob("*"))


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
    import flygen.build.pipeline as fb
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


def test_rebuild_into_the_same_dir_keeps_identical_outputs_and_replaces_the_rest(tmp_path):
    """A warm rebuild into an existing output dir creates no file for outputs that already hold the
    right bytes (same inode), and rewrites one that was edited, truncated or replaced by a symlink."""
    import flygen.build.pipeline as fb
    out = tmp_path / "out"
    fb.build(["examples/axpby.yaml"], out)
    before = {p.name: (p.stat().st_ino, p.read_bytes()) for p in out.iterdir()}
    names = sorted(n for n in before if n.endswith((".s", ".hsaco")))
    edited, truncated, linked = names[0], names[1], names[2]
    (out / edited).write_bytes(before[edited][1].replace(b"s_endpgm", b"s_nop 0 "))
    (out / truncated).write_bytes(before[truncated][1][:10])
    (tmp_path / "elsewhere").write_bytes(before[linked][1])
    (out / linked).unlink()
    (out / linked).symlink_to(tmp_path / "elsewhere")
    fb.build(["examples/axpby.yaml"], out)
    after = {p.name: (p.stat().st_ino, p.read_bytes()) for p in out.iterdir()}
    assert {n: b for n, (_, b) in after.items()} == {n: b for n, (_, b) in before.items()}
    assert not (out / linked).is_symlink()
    for n in names[3:]:
        assert after[n][0] == before[n][0], n            # untouched: the same file
    assert after["manifest.json"][0] != before["manifest.json"][0]   # the manifest is always new


def test_temp_files_of_killed_writers_are_removed_and_no_others(tmp_path):
    """A build's worker SIGKILLed mid-put leaves NAME.PID.TOKEN.tmp (flygen.build.cache._write_atomic); the build
    removes the temp files of the PIDs it killed, and leaves a live writer's alone."""
    from flygen.build.cache import Cache
    cache = Cache(tmp_path)
    entries, blobs = Path(cache.entry_path("ab" + "0" * 62)).parent, Path(cache.blob_path("cd" + "0" * 62)).parent
    entries.mkdir(parents=True)
    blobs.mkdir(parents=True)
    dead = [entries / f"ab{'0' * 62}.4242.0badf00d.tmp", blobs / f"cd{'0' * 62}.4242.12345678.tmp"]
    live = [entries / f"ab{'1' * 62}.4243.0badf00d.tmp", entries / f"ab{'2' * 62}"]
    for p in dead + live:
        p.write_bytes(b"x")
    assert cache.remove_temp_of([4242]) == 2
    assert not any(p.exists() for p in dead) and all(p.exists() for p in live)
