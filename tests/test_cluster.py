"""Cluster executor (flygen.check.cluster) on a Dask LocalCluster of 2 worker processes: builds and verifies equal the
local ones byte for byte, a worker killed mid-run loses no result, a failing kernel is reported with its spec
location. Skipped only where Dask distributed is not installed (the `test` extra installs it)."""
from __future__ import annotations

import json
import os
import signal

import pytest

distributed = pytest.importorskip("distributed")

import flygen.build.pipeline as fb          # noqa: E402
import flygen.check.verify as fv         # noqa: E402
from flygen.check.cluster import Cluster   # noqa: E402
from flygen.errors import FlygenError   # noqa: E402

SPECS = ["examples/axpby.yaml", "examples/gemm_preshuffle_mx.yaml"]   # 14 kernels: 2 tasks
VERIFY = dict(names=("axpby_f32_f32", "axpby_f32_bf16", "axpby_bf16_f16", "axpby_bf16_bf16"), sizes={"n": 300_000})


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None, silence_logs=40) as c, \
            distributed.Client(c.scheduler_address, set_as_default=False) as client:
        yield c.scheduler_address, client


@pytest.fixture(scope="module")
def local_verify():
    return fv.verify([SPECS[0]], **VERIFY)


def files(d) -> dict:
    return {p.name: p.read_bytes() for p in sorted(d.iterdir())}


def test_cluster_build_equals_local_build(cluster, tmp_path):
    addr, _ = cluster
    local = fb.build(SPECS, tmp_path / "local", cache=False)
    remote = fb.build(SPECS, tmp_path / "remote", cache=False, executor=Cluster(addr))
    assert files(tmp_path / "local") == files(tmp_path / "remote")
    assert remote["kernels"] == local["kernels"] and len(remote["kernels"]) == 14
    # the client fills its cache from the workers' bytes: a warm local build serves them unchanged
    fb.build(SPECS, tmp_path / "fill", executor=Cluster(addr))
    fb.build(SPECS, tmp_path / "warm")
    assert files(tmp_path / "warm") == files(tmp_path / "local")


def test_cluster_verify_equals_local_verify(cluster, local_verify):
    addr, _ = cluster
    remote = fv.verify([SPECS[0]], **VERIFY, executor=Cluster(addr))
    assert json.dumps(remote, sort_keys=True) == json.dumps(local_verify, sort_keys=True)
    assert all(r["passed"] for r in remote)


def test_a_worker_killed_mid_run_loses_no_result(cluster, local_verify):
    addr, client = cluster
    killed = []

    def kill_a_busy_worker(n, total, failed=0, stored=False):   # called on the client as results arrive: kill a worker running a case
        if killed:
            return
        busy = [w for w, keys in client.processing().items() if keys]
        assert busy, "no case was running when the first result arrived"
        pid = client.run(os.getpid, workers=busy[:1])[busy[0]]
        os.kill(pid, signal.SIGKILL)
        killed.append((busy[0], pid))
    remote = fv.verify([SPECS[0]], **VERIFY, executor=Cluster(addr), progress=kill_a_busy_worker)
    assert killed
    assert json.dumps(remote, sort_keys=True) == json.dumps(local_verify, sort_keys=True)
    client.wait_for_workers(2, timeout=60)      # the nanny restarted it


def test_a_failing_kernel_is_reported_with_its_spec_location(cluster, tmp_path):
    addr, _ = cluster
    bad = tmp_path / "bad.yaml"
    bad.write_text("target: gfx950\nkernels:\n  - name: big_tile\n    family: gemm_fp8\n    dtype: fp8\n"
                   "    K: 4096\n    waves: 4\n    tile_m: 256\n    tile_n: 256\n    acc: vgpr\n")
    with pytest.raises(FlygenError, match=rf"^{bad}:10:10: kernels\[0\]\.acc \(big_tile\): needs \d+ ArchVGPRs.*nearest configuration that fits: acc: agpr"):   # located at the field the hint changes
        fb.build([SPECS[0], str(bad)], tmp_path / "o", cache=False, executor=Cluster(addr))
    assert not (tmp_path / "o").exists()
    with pytest.raises(FlygenError, match=r"^examples/axpby.yaml:\d+:\d+: kernels\[0\] \(axpby_f32_f32\): "
                                          r".*runtime size n must be an integer >= 1"):
        fv.verify([SPECS[0]], names=("axpby_f32_f32",), sizes={"n": 0}, executor=Cluster(addr))


def test_no_scheduler_is_one_line(monkeypatch):
    import flygen.check.cluster
    monkeypatch.setattr(flygen.check.cluster, "CONNECT_TIMEOUT_S", 2)
    with pytest.raises(FlygenError, match=r"^--scheduler tcp://127.0.0.1:9: cannot connect: "):
        fv.verify([SPECS[0]], names=("axpby_f32_f32",), executor=Cluster("tcp://127.0.0.1:9"))
