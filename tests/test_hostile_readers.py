"""Issue 26, readers of untrusted bytes: malformed manifests through header / run / select / select --emit c, and
corrupt ELFs through read_code_object / inspect / emulate, end in one `error:` line, never a traceback or a
hang (flygen.build.manifest, flygen.toolchain.codeobject, cli.common)."""
from __future__ import annotations

import copy
import json
import random
import shutil
import struct
from pathlib import Path

import msgpack
import pytest
from click.testing import CliRunner

import flygen.build.pipeline as fb
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.toolchain.codeobject import read_code_object

REPO = Path(__file__).resolve().parent.parent
SPECS = [str(REPO / "examples" / "axpby.yaml")]
NAME = "axpby_f32_f32"


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    out = tmp_path_factory.mktemp("hostile") / "lib"
    fb.build(SPECS, out, names=(NAME,), jobs=1)
    return out


def _one_line_error(r) -> str:
    assert r.exit_code != 0, r.output
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output
    lines = [x for x in r.output.splitlines() if x.startswith("error:")]
    assert lines and all(len(x) <= 2100 for x in lines), r.output[:500]
    assert len(lines) == 1 or lines[0].startswith("error: no kernel fits"), r.output[:500]   # select's list
    return lines[0]


# --- manifests ------------------------------------------------------------------------------------------

BIG = 10 ** 400
VALUES = [None, True, "x", -1, BIG, 1.5, [], {}, [1], {"a": 1}, "e */ int evil3; /*", "a\n#define X 1"]


def _deep(n: int):
    v = 0
    for _ in range(n):
        v = [v]
    return v


def _paths(v, path=()):
    """Every path into the kernel entry (dict keys and list indices), leaves and inner nodes alike."""
    yield path
    if isinstance(v, dict):
        for k, x in v.items():
            yield from _paths(x, path + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v[:3]):
            yield from _paths(x, path + (i,))


def _mutants(entry: dict):
    """(id, entry) pairs: each path set to each hostile value, deleted, and a few deep or huge shapes."""
    out = []
    for p in _paths(entry):
        if not p:
            continue
        for i, v in enumerate(VALUES):
            e = copy.deepcopy(entry)
            ref = e
            for k in p[:-1]:
                ref = ref[k]
            ref[p[-1]] = v
            out.append((f"{'.'.join(map(str, p))}={i}", e))
        e = copy.deepcopy(entry)
        ref = e
        for k in p[:-1]:
            ref = ref[k]
        if isinstance(ref, dict):
            del ref[p[-1]]
            out.append((f"{'.'.join(map(str, p))}=del", e))
    for extra in ({"workgroup_size": [1]}, {"workgroup_size": [1024, 1024, 1]}, {"parameters": {"a": _deep(100)}},
                  {"grid": {"exprs": ["1+" * 3000 + "1", "1", "1"], "sizes": []}},
                  {"grid": {"exprs": ["(" * 300 + "n" + ")" * 300, "1", "1"], "sizes": ["n"]}},
                  {"split_k": {"splits": 2, "mode": "x", "reduce": "int", "workspace": {}, "launch": [], "order": ""}},
                  {"name": "int"}, {"name": "_start"}, {"args": entry["args"] * 2}):
        out.append((f"extra-{next(iter(extra))}", {**copy.deepcopy(entry), **extra}))
    return out


def _bad_dir(lib: Path, tmp: Path, doc) -> Path:
    d = tmp / "bad"
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(lib, d)
    raw = doc if isinstance(doc, (bytes, str)) else json.dumps(doc)
    (d / "manifest.json").write_bytes(raw.encode() if isinstance(raw, str) else raw)
    return d


def test_manifest_mutants_never_traceback(lib, tmp_path):
    """Every field of a real manifest entry set to each hostile value (or removed): header, select, select --emit c
    and run each refuse in one line or succeed; header output never carries an injected line. 1,100+ runs."""
    m = json.loads((lib / "manifest.json").read_text())
    runner = CliRunner()
    cases = _mutants(m["kernels"][0])
    rng = random.Random(26)
    commands = [["header", "{d}", "-o", "{h}"], ["select", "{d}", "--emit", "c", "-o", "{h}"],
                ["select", "{d}", "--shape", "M=64,N=64,K=64"], ["run", "{d}", "-k", NAME, "--shape", "n=100"]]
    ran = 0
    for cid, entry in cases:
        d = _bad_dir(lib, tmp_path, {**m, "kernels": [entry]})
        for cmd in commands if rng.random() < 0.35 else commands[:1]:
            args = [a.format(d=d, h=tmp_path / "out.h") for a in cmd]
            r = runner.invoke(cli, args)
            ran += 1
            if r.exit_code == 0:
                if cmd[0] == "header":
                    text = (tmp_path / "out.h").read_text()
                    assert "*/ int evil3" not in text and "\n#define X 1" not in text, cid   # inert in a comment
                continue
            if cmd[0] == "run" and r.exit_code == 1 and "FAIL" in r.output and "error:" not in r.output:
                continue      # a mutant the kernel still runs with, failing the check: a result, not a crash
            try:
                _one_line_error(r)
            except AssertionError as e:
                raise AssertionError(f"{cid}: {' '.join(cmd[:1])}: {e}") from None
    assert ran > 1000


@pytest.mark.parametrize("doc", [
    b"", b"{", b"[]", b"null", b'{"kernels": 5}', b'{"kernels": [5]}', b"\xff\xfe", b"[" * 100000 + b"]" * 100000,
    b'{"kernels": [], "x": ' + b"9" * 100000 + b"}", json.dumps({"kernels": [{"name": "a"}] * 3}).encode(),
], ids=["empty", "open", "list", "null", "kernels-int", "kernel-int", "not-utf8", "deep", "huge-int", "dup"])
def test_malformed_manifest_files(lib, tmp_path, doc):
    d = _bad_dir(lib, tmp_path, doc)
    for cmd in (["header", str(d), "-o", str(tmp_path / "x.h")], ["select", str(d), "--emit", "c"],
                ["select", str(d), "--shape", "M=1,N=1,K=1"], ["run", str(d), "-k", NAME]):
        line = _one_line_error(CliRunner().invoke(cli, cmd))
        assert "manifest.json" in line


def test_the_header_escapes_what_the_schema_lets_through(lib, tmp_path):
    """Strings the schema allows (notes, orders, buffer names in comments) still cannot end a comment or start a
    preprocessor line in the header."""
    m = json.loads((lib / "manifest.json").read_text())
    e = m["kernels"][0]
    e["limits"][0]["note"] = "x */ int evil4; /* \n#define EVIL 1 ??/"
    e["limits"][0]["buffer"] = "b */ int evil5; /*"
    d = _bad_dir(lib, tmp_path, m)
    r = CliRunner().invoke(cli, ["header", str(d), "-o", str(tmp_path / "x.h")])
    assert r.exit_code == 0, r.output
    text = (tmp_path / "x.h").read_text()
    assert "*/ int evil" not in text and "\n#define EVIL" not in text and "??/" not in text


# --- corrupt ELFs -----------------------------------------------------------------------------------------

def _elf_mutants(raw: bytes):
    """Truncations, flipped header and section-header fields (huge sizes and offsets, bad indices), a garbage
    or wrongly shaped metadata note; deterministic."""
    out = [("empty", b""), ("magic", raw[:4]), ("header", raw[:40])]
    out += [(f"trunc{n}", raw[:n]) for n in (64, 200, len(raw) // 2, len(raw) - 1)]
    shoff, shentsize, shnum, shstrndx = struct.unpack_from("<QxxxxxxxxxxHHH", raw, 0x28)[0], \
        *struct.unpack_from("<HHH", raw, 0x3A)
    for field_off, fmt, vals in ((0x28, "<Q", [len(raw) + 5, 2 ** 63]), (0x3A, "<H", [0, 1, 0xFFFF]),
                                 (0x3C, "<H", [0xFFFF, shnum + 40]), (0x3E, "<H", [0xFFFF, shnum])):
        for v in vals:
            b = bytearray(raw)
            struct.pack_into(fmt, b, field_off, v)
            out.append((f"ehdr{field_off:x}={v}", bytes(b)))
    for i in range(shnum):
        base = shoff + i * shentsize
        for rel, fmt, v in ((0x18, "<Q", 2 ** 62), (0x20, "<Q", 2 ** 62), (0x20, "<Q", 7), (0x28, "<I", 0xFFFF),
                            (0x00, "<I", 0xFFFFFF)):
            b = bytearray(raw)
            struct.pack_into(fmt, b, base + rel, v)
            out.append((f"shdr{i}+{rel:x}={v}", bytes(b)))
    rng = random.Random(5)
    for n in range(40):
        b = bytearray(raw)
        for _ in range(8):
            b[rng.randrange(len(b))] = rng.randrange(256)
        out.append((f"noise{n}", bytes(b)))
    note = raw.find(b"AMDGPU\0\0")
    if note > 0:
        desc_at = note + 8
        descsz = struct.unpack_from("<I", raw, note - 12 + 4)[0]
        for tag, payload in (("garbage", b"\xc1" * descsz), ("list", msgpack.packb([1, 2])),
                             ("kernels-int", msgpack.packb({"amdhsa.kernels": 5})),
                             ("kernel-str", msgpack.packb({"amdhsa.kernels": ["x"]})),
                             ("args-int", msgpack.packb({"amdhsa.kernels": [{".symbol": "a.kd", ".args": 3}]}))):
            b = bytearray(raw)
            p = payload[:descsz].ljust(descsz, b"\xc1")
            b[desc_at:desc_at + descsz] = p
            out.append((f"note-{tag}", bytes(b)))
    return out


def test_corrupt_elfs_are_one_clear_error(lib, tmp_path):
    raw = (lib / f"{NAME}.hsaco").read_bytes()
    read_code_object(raw)   # the original reads
    runner = CliRunner()
    rng = random.Random(7)
    n = 0
    for cid, data in _elf_mutants(raw):
        try:
            read_code_object(data)
        except FlygenError as e:
            assert "\n" not in str(e), cid
        except Exception as e:   # noqa: BLE001 - the point of the test
            raise AssertionError(f"{cid}: {type(e).__name__}: {e}") from None
        if rng.random() < 0.25:   # through the commands too (a sample: each emulate costs a disassembly)
            f = tmp_path / "bad.hsaco"
            f.write_bytes(data)
            for cmd in (["inspect", str(f)], ["emulate", str(f), "--grid", "1,1,1", "--block", "64,1,1"]):
                r = runner.invoke(cli, cmd)
                if r.exit_code != 0:
                    try:
                        _one_line_error(r)
                    except AssertionError as e:
                        raise AssertionError(f"{cid}: {cmd[0]}: {e}") from None
                n += 1
    assert n > 10


# --- .npy arguments ---------------------------------------------------------------------------------------

def _npy_mutants(tmp: Path):
    import numpy as np
    good = tmp / "good.npy"
    np.save(good, np.ones(1024, np.float32))
    raw = good.read_bytes()
    head = raw[10:128].replace(b"(1024,), }", b"(1099511627776,), }").ljust(118)[:118]   # 4 TiB claimed
    out = {"truncated": raw[:100], "header-only": raw[:128], "magic": b"\x93NUMPZ" + raw[6:], "empty": b"",
           "huge-shape": raw[:10] + head + raw[128:]}
    np.save(tmp / "obj.npy", np.array([object()], dtype=object), allow_pickle=True)
    out["object"] = (tmp / "obj.npy").read_bytes()
    np.save(tmp / "rec.npy", np.zeros(4, dtype=[("a", "<i4"), ("b", "<f8")]))
    out["structured"] = (tmp / "rec.npy").read_bytes()
    np.save(tmp / "str.npy", np.array(["abc", "de"]))
    out["unicode"] = (tmp / "str.npy").read_bytes()
    np.save(tmp / "scalar.npy", np.float32(1.0))
    out["0-d"] = (tmp / "scalar.npy").read_bytes()
    np.save(tmp / "big.npy", np.zeros((2, 3), np.complex128))
    out["complex"] = (tmp / "big.npy").read_bytes()
    return out


def test_hostile_npy_arguments(lib, tmp_path):
    runner = CliRunner()
    asm = lib / f"{NAME}.s"
    for cid, data in _npy_mutants(tmp_path).items():
        f = tmp_path / f"{cid}.npy"
        f.write_bytes(data)
        r = runner.invoke(cli, ["emulate", str(asm), "--grid", "1,1,1", "--block", "256,1,1", "--arg", f"x={f}",
                                "--arg", "y=zeros:f32:1024", "--arg", "alpha=1.0", "--arg", "beta=1.0",
                                "--arg", "n=1024"])
        if r.exit_code != 0:
            try:
                _one_line_error(r)
            except AssertionError as e:
                raise AssertionError(f"{cid}: {e}") from None


def test_a_fifo_in_the_library_does_not_hang_a_reader(lib, tmp_path):
    import os
    d = tmp_path / "fifo"
    shutil.copytree(lib, d)
    (d / f"{NAME}.s").unlink()
    os.mkfifo(d / f"{NAME}.s")
    line = _one_line_error(CliRunner().invoke(cli, ["header", str(d), "-o", str(tmp_path / "x.h")]))
    assert "not a regular file" in line
    (d / "manifest.json").rename(d / "m.json")
    os.mkfifo(d / "manifest.json")
    line = _one_line_error(CliRunner().invoke(cli, ["header", str(d), "-o", str(tmp_path / "x.h")]))
    assert "not a regular file" in line
