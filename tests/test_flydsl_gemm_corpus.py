"""FlyDSL's own gfx950 preshuffle GEMMs in both A paths (an optional corpus outside the repository,
$FLYGEN_FLYDSL_CORPUS/gemm/*.s, compiled by FlyDSL 0.4.2's compiler: an independent producer; code built from fetched
sources is not committed here, and these tests skip without it; docs/model.md §8 reads them): the corpus is the one
whose digests are below, LLVM 22 assembles it, and the A-load structure docs/model.md describes is what the code's
own `s_waitcnt vmcnt` counting gives. The `ptr:BYTES` argument test needs no corpus."""
from __future__ import annotations

import hashlib
import re
from collections import Counter
from types import SimpleNamespace

import pytest

import flydsl_corpus
from flygen.emu.memory import Device
from flygen.model.run import ModelError, _args

DATA = flydsl_corpus.folder("gemm")
# The sha256 each file had when FlyDSL compiled it (fp8_*: kernels/gemm/preshuffle_gemm.py at 11c4174d; fp4_*:
# kernels/gemm/mxfp4_preshuffle.py at 927959cd, FlyDSL PR #780): other bytes are not the corpus docs/model.md reads.
DIGESTS = {
    "fp4_64x128x256_async": "70ae47465d7ca34ef97efdebe8bba28737a3b5f0040a3aeb644460584a669245",
    "fp4_64x128x256_sync": "5fdaa219f01791b67cb1fbc80b4f6523d06a619cd840b2aa5b752f05de0f0138",
    "fp4_64x256x256_async": "80ae0ee3873234b7bddafd88a4b85cc9ec0728d15f6e942bbd0b0a5d24877afc",
    "fp4_64x256x256_sync": "26a548ebcec054d6f854cb9ae6d3d92921af9e84b863550ba4f2a7d643e15ae9",
    "fp8_128x128x128_async": "e363ca304bdd940863ae4af895e0765501b32936b96df6c9013ae3dd7d64b97e",
    "fp8_128x128x128_sync": "f6e51c84b6ece9c963d48afb38abb74ff1d7c2930729a4aace818b6e167f164b",
    "fp8_64x64x256_async": "e757a997b3795af05a8b828766c0dd167cb6d14454600171615a05cf3efc2cd3",
    "fp8_64x64x256_sync": "5a2b08962baa3aa9116e4d60ec0a69353dccc4b6378e00c6da5d34a6ec88e719",
}
_MISSING = flydsl_corpus.missing("gemm", DIGESTS)
NEEDS_CORPUS = pytest.mark.skipif(_MISSING is not None, reason=str(_MISSING))
FILES = [DATA / f"{n}.s" for n in sorted(DIGESTS)] if _MISSING is None else []


def a_loads(text: str):
    """Walk the code in order with the in-order vmcnt counter: per A load (an LDS-DMA `buffer_load ... lds`, or a
    `buffer_load` whose destination a `ds_write_b128` stores), how many MFMAs the wave issues between the load and
    the `s_waitcnt vmcnt` that retires it (its latency's overlap within the wave), and how many A loads are still
    outstanding at each `s_barrier`."""
    lines = [ln.split(";")[0].strip() for ln in text.splitlines()]
    stored = {int(m.group(1)) for ln in lines if (m := re.match(r"ds_write_b128 v\d+, v\[(\d+):", ln))}
    pending, mfma, overlap, at_barrier = [], 0, Counter(), []
    for ln in lines:
        if ln.startswith("v_mfma"):
            mfma += 1
        m = re.match(r"buffer_load_dword\w*\s+(?:v\[(\d+):\d+\]|v\d+)", ln)
        if m:
            pending.append((ln.endswith(" lds") or (m.group(1) is not None and int(m.group(1)) in stored), mfma))
            continue
        m = re.search(r"s_waitcnt.*vmcnt\((\d+)\)", ln)
        if m:
            while len(pending) > int(m.group(1)):
                is_a, at = pending.pop(0)
                if is_a:
                    overlap[mfma - at] += 1
        if ln.startswith("s_barrier"):
            at_barrier.append(sum(is_a for is_a, _ in pending))
    return overlap, at_barrier


@NEEDS_CORPUS
def test_corpus_is_the_compiled_one():
    for name, digest in DIGESTS.items():
        assert hashlib.sha256((DATA / f"{name}.s").read_bytes()).hexdigest() == digest, name


@NEEDS_CORPUS
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_path_structure(path):
    text = path.read_text()
    overlap, at_barrier = a_loads(text)
    dma = path.stem.endswith("_async")
    n_dma = len(re.findall(r"buffer_load_dwordx4 .* lds$", text, re.M))
    assert (n_dma > 0) == dma and (("ds_write" in text) != dma)
    # both paths: every A load is retired before the next barrier -- A is prefetched one K-tile ahead, not deeper
    assert max(at_barrier) == 0
    # the loop's A loads (the prologue's retire with 0 MFMAs in all eight): fp8 -- the tile's MFMAs overlap A in
    # both paths; PR #780's fp4 sync waits for A before its first MFMA (ds_write at the top), its DMA at the end
    tm, tn, tk = map(int, re.search(r"_(\d+)x(\d+)x(\d+)_", path.name).groups())
    per_tile = tm * tn // 4 // (16 * 16) * (tk // 128)       # 16x16x128 MFMAs per K-tile per wave (4 waves)
    expect = 0 if (path.stem.startswith("fp4_") and not dma) else per_tile
    assert max(overlap) == expect


@NEEDS_CORPUS
def test_llvm_assembles_the_corpus(tmp_path):
    flydsl_corpus.assemble_each(FILES, tmp_path)


def test_model_ptr_argument_allocates_a_buffer():
    """`flygen model --arg NAME=ptr:BYTES`: a 64-bit by-value argument (FlyDSL's fx.Pointer) gets a buffer's
    address and the buffer counts for the footprint probe; a 32-bit one is a located error."""
    kern = SimpleNamespace(name="k", args=[{".value_kind": "global_buffer", ".size": 8},
                                           {".value_kind": "by_value", ".size": 8},
                                           {".value_kind": "by_value", ".size": 4}])
    dev = Device()
    args, bufs = _args(kern, {}, {"arg0": 4096, "arg1": "ptr:65536", "arg2": 7}, dev)
    assert sorted(bufs) == ["arg0", "arg1"] and bufs["arg1"].nbytes == 65536
    assert int(args["arg1"]) == bufs["arg1"].addr and bufs["arg1"].addr != bufs["arg0"].addr
    assert int(args["arg2"]) == 7
    with pytest.raises(ModelError, match="arg2.*64-bit"):
        _args(kern, {}, {"arg0": 4096, "arg1": 8, "arg2": "ptr:64"}, Device())
