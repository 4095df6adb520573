"""flygen.runtime: load a built library, launch kernels on the emulator backend with arguments checked against
the manifest, and `flygen run` (the library-level verify)."""
from __future__ import annotations

import importlib

import numpy as np
import pytest
from click.testing import CliRunner

import flygen.runtime as rt
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.runtime.library import pack_kernargs
from flygen.ref.compare import compare
from flygen.families import FAMILIES
from runtime_support import build_library


@pytest.fixture(scope="module")
def lib_dir(tmp_path_factory):
    return build_library(tmp_path_factory.mktemp("rtlib") / "lib")


@pytest.fixture(scope="module")
def lib(lib_dir):
    return rt.load(lib_dir)


def _case(k, sizes):
    ref = importlib.import_module(FAMILIES[k.info.family].ref)
    return ref.make_case(k.info.params, sizes, np.random.default_rng(1))


# one kernel per family and path in the library, ragged shapes where the kernel takes them
RUNS = [("axpby_bf16_f16", {"n": 1000}), ("axpby_f32_f32", {"n": 4100}),
        ("gemm_fp8_8w_row_major", {"M": 300, "N": 520}), ("gemm_fp8_4w_preshuffled", {"M": 33, "N": 70}),
        ("gemm_bf16_4w_row_major", {"M": 129, "N": 65}), ("preshuffle_fp8_sync_s2", {"M": 200}),
        ("preshuffle_fp8_async_s1", {"M": 77}), ("preshuffle_fp8_big_256", {"M": 130}),
        ("preshuffle_bf16_k128", {"M": 50})]


@pytest.mark.parametrize("name,sizes", RUNS, ids=[r[0] for r in RUNS])
def test_runtime_matches_reference(lib, name, sizes):
    k = lib[name]
    case = _case(k, sizes)
    res = k(**{**case.sizes, **case.args})          # outputs are written back into the numpy arrays
    assert res.backend == "emu" and res.grid == k.info.grid(**case.sizes)
    assert not [h for h in res.details["hazards"] if getattr(h, "severity", "error") == "error"]
    for c in case.checks:
        n = c.count + (len(c.guard) if c.guard is not None else 0)
        r = compare(case.args[c.arg].reshape(-1).view(np.uint8).view(c.dtype)[:n], c)
        assert r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0, r


class Recorder:
    """A backend that launches nothing: records what a HIP backend would be handed."""
    name = "recorder"

    def run(self, k, buffers, scalars, pack, grid, block):
        addrs = {n: 0x7F00_0000_0000 + 0x1000_0000 * i for i, n in enumerate(buffers)}
        self.seen = (k.name, dict(buffers), dict(scalars), pack(addrs), addrs, grid, block)
        return {}


def test_backend_gets_the_manifest_packing(lib):
    k = lib["gemm_fp8_8w_row_major"]
    case = _case(k, {"M": 300, "N": 520})
    be = Recorder()
    res = k(backend=be, **{**case.sizes, **case.args})
    name, bufs, scalars, kernarg, addrs, grid, block = be.seen
    assert grid == (3, 2, 1) == res.grid and block == (512, 1, 1)
    assert set(bufs) == {"a", "b", "scale_a", "scale_b", "c"} and scalars == {"m": 300, "n": 520}
    assert len(kernarg) == 48 and kernarg == pack_kernargs(k.info, {**addrs, "m": 300, "n": 520})
    assert kernarg[32:40] == addrs["c"].to_bytes(8, "little")
    assert kernarg[40:48] == (300).to_bytes(4, "little") + (520).to_bytes(4, "little")


def test_grid_size_and_argument_are_one_value(lib):
    k = lib["gemm_fp8_8w_row_major"]
    case = _case(k, {"M": 300, "N": 520})
    be = Recorder()
    args = {n: v for n, v in case.args.items() if n not in ("m", "n")}
    k(backend=be, M=300, N=520, **args)                  # m, n from M, N
    assert be.seen[2] == {"m": 300, "n": 520}
    k(backend=be, m=300, n=520, **args)                  # M, N from m, n
    assert be.seen[5] == (3, 2, 1)
    with pytest.raises(FlygenError, match="M=301 but m=300"):
        k(backend=be, M=301, m=300, n=520, **args)


@pytest.mark.parametrize("change,message", [
    (lambda a: a.update(c=a["c"].astype(np.float32)), "argument 'c' is a bf16 buffer; got a float32 array"),
    (lambda a: a.update(a=np.asfortranarray(a["a"].reshape(300, -1))), "'a' must be a C-contiguous"),
    (lambda a: a.update(scale_a=3), "'scale_a' is a f32 buffer given as device memory \\(an int address\\): backend recorder takes host memory"),
    (lambda a: a.pop("scale_b"), "missing scale_b"),
    (lambda a: a.update(bias=np.zeros(4)), "no argument or runtime size bias"),
    (lambda a: a.update(scalea=a.pop("scale_a")), r"no argument or runtime size scalea .*; nearest: scalea -> scale_a$"),
    (lambda a: a.update(m=1 << 32, M=1 << 32), "'m' is u32: 4294967296 is outside"),
    (lambda a: a.update(m=2.5, M=2.5), "runtime size M must be an integer|'m' is u32"),
])
def test_bad_arguments_are_named(lib, change, message):
    k = lib["gemm_fp8_8w_row_major"]
    case = _case(k, {"M": 300, "N": 520})
    args = {**case.sizes, **case.args}
    args.pop("m"), args.pop("n")
    change(args)
    with pytest.raises(FlygenError, match=message):
        k(backend=Recorder(), **args)


def test_empty_grid_is_refused(lib):
    k = lib["preshuffle_fp8_sync_s2"]
    with pytest.raises(FlygenError, match=r"grid y = ceil_div\(M, 128\) = 0 for M=0; a launch needs 1 to 2\^32-1 "
                                          r"workgroups per dimension; nearest: M=1$"):
        k.info.grid(M=0)
    with pytest.raises(FlygenError, match=r"= 4294967296 for M=549755813888; .*; nearest: M=549755813760$"):
        k.info.grid(M=1 << 39)                       # one past 2^32-1 workgroups of 128 rows: the largest that fits
    assert k.info.grid(M=549755813760)[1] == 0xFFFFFFFF


def test_partial_grid_refusal_names_the_nearest(lib):
    k = lib["axpby_f32_f32"]
    with pytest.raises(FlygenError, match=r"grid \[5, 1, 1\] is not a part of its grid \[1, 1, 1\]; nearest: "
                                          r"grid=\[1, 1, 1\]"):
        k(grid=(5, 1, 1), x=np.zeros(300, np.float32), y=np.zeros(300, np.float32), alpha=1.0, beta=1.0, n=300)


def test_library_errors(lib_dir, tmp_path):
    with pytest.raises(FlygenError, match="no kernel 'nope'"):
        rt.load(lib_dir)["nope"]
    with pytest.raises(FlygenError, match="no manifest"):
        rt.load(tmp_path)
    with pytest.raises(FlygenError, match="backend 'cuda': this runtime has emu, hip"):
        rt.load(lib_dir, backend="cuda")["axpby_f32_f32"](x=np.zeros(4, np.float32), y=np.zeros(4, np.float32),
                                                          alpha=1.0, beta=1.0, n=4)


def test_cli_run(lib_dir):
    r = CliRunner().invoke(cli, ["run", str(lib_dir), "-k", "gemm_fp8_8w_row_major", "--shape", "M=300,N=520"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("PASS gemm_fp8_8w_row_major on emu (M=300 N=520 K=4096")
    assert "grid [3, 2, 1]" in r.output and "mismatches 0" in r.output
    r = CliRunner().invoke(cli, ["run", str(lib_dir), "-k", "preshuffle_fp8_sync_s2", "--shape", "m=5"])
    assert r.exit_code == 1 and "--shape m: not a runtime size of preshuffle_fp8_sync_s2" in r.output
