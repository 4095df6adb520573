"""`flygen select --measured FILE.csv`: a measured time beats the model for its kernel and shape (exact, or linear
in M where the table says so), the C table embeds the measurements and agrees with Python, bad tables are located
errors. Times in these tables are made up for the test (nothing here was measured on a GPU)."""
from __future__ import annotations

import shutil
import subprocess

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.runtime.measured import MeasuredError, read_measured
from flygen.runtime.select import Problem, select
from flygen.runtime.table import emit, table
from runtime_support import build_library

CC = shutil.which("cc") or shutil.which("gcc")


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return build_library(tmp_path_factory.mktemp("rtlib") / "lib")


def _csv(tmp_path, text, name="m.csv"):
    p = tmp_path / name
    p.write_text(text)
    return p


def test_a_measurement_beats_the_model_and_changes_the_choice(lib, tmp_path):
    prob = Problem(300, 128, 512, "fp8")
    modeled = select(lib, prob)
    other = next(f["kernel"] for f in modeled["fits"] if f["kernel"] != modeled["chosen"])
    fastest = min(f["cost"]["modeled_us"] for f in modeled["fits"])
    row = f"300,128,512,{other},{fastest / 2},1.0,MI355X\n"
    m = read_measured(_csv(tmp_path, "M,N,K,kernelName,us,TFLOPS,machine\n" + row + row))   # repeats: the median
    r = select(lib, prob, measured=m)
    assert r["chosen"] == other != modeled["chosen"]
    assert "measured" in r["why"][1] and "MI355X" in r["why"][1]
    c = r["fits"][0]["cost"]
    assert c["measured"] and c["measured_us"] == pytest.approx(fastest / 2, abs=1e-3)
    # a measurement saying the model's choice is slow moves it below the others
    slow = read_measured(_csv(tmp_path, f"M,N,K,kernel,us\n300,128,512,{modeled['chosen']},1e6\n", "slow.csv"))
    assert select(lib, prob, measured=slow)["fits"][-1]["kernel"] == modeled["chosen"]
    # another shape has no measurement: the model decides as before
    assert select(lib, Problem(301, 128, 512, "fp8"), measured=m)["chosen"] == select(
        lib, Problem(301, 128, 512, "fp8"))["chosen"]


def test_interpolation_across_m_only_where_the_table_says_so(lib, tmp_path):
    prob = Problem(300, 128, 512, "fp8")
    other = next(f["kernel"] for f in select(lib, prob)["fits"][1:])
    rows = f"M,N,K,kernel,us,interp\n256,128,512,{other},1.0,{{i}}\n512,128,512,{other},3.0,{{i}}\n"
    lin = read_measured(_csv(tmp_path, rows.format(i="linear"), "lin.csv"))
    c = next(f["cost"] for f in select(lib, prob, measured=lin)["fits"] if f["kernel"] == other)
    assert c["measured"] and c["measured_us"] == pytest.approx(1.0 + 2.0 * 44 / 256, abs=1e-3)
    assert "linear in M between M=256 and M=512" in c["measured_how"]
    exact_only = read_measured(_csv(tmp_path, rows.format(i="none"), "none.csv"))
    c = next(f["cost"] for f in select(lib, prob, measured=exact_only)["fits"] if f["kernel"] == other)
    assert not c.get("measured")
    # no extrapolation beyond the measured M
    assert lin.lookup(other, (), 600, 128, 512) is None


def test_kernel_named_by_its_hsaco_sha256(lib, tmp_path):
    from flygen.runtime.library import read_manifest
    prob = Problem(300, 128, 512, "fp8")
    other = next(f["kernel"] for f in select(lib, prob)["fits"][1:])
    k = next(k for k in read_manifest(lib)[1] if k.name == other)
    m = read_measured(_csv(tmp_path, f"M,N,K,spec_hash,us\n300,128,512,{k.sha256['hsaco'][:16]},0.001\n"))
    assert select(lib, prob, measured=m)["chosen"] == other


def test_bad_tables_are_located_errors(tmp_path):
    with pytest.raises(MeasuredError, match=r"m\.csv:1: no column for us"):
        read_measured(_csv(tmp_path, "M,N,K,kernel\n1,2,3,x\n"))
    with pytest.raises(MeasuredError, match=r"m\.csv:3: column us: 'fast' is not a number"):
        read_measured(_csv(tmp_path, "# comment\nM,N,K,kernel,us\n1,2,3,x,fast\n"))
    with pytest.raises(MeasuredError, match=r"m\.csv:2: column M: 0 is not in"):
        read_measured(_csv(tmp_path, "M,N,K,kernel,us\n0,2,3,x,1\n"))
    with pytest.raises(MeasuredError, match="several machines"):
        read_measured(_csv(tmp_path, "M,N,K,kernel,us,machine\n1,2,3,x,1,a\n1,2,3,x,1,b\n"))
    assert read_measured(_csv(tmp_path, "M,N,K,kernel,us,machine\n1,2,3,x,1,a\n1,2,3,x,5,b\n"), "b").lookup(
        "x", (), 1, 2, 3)["us"] == 5
    with pytest.raises(MeasuredError, match="interp"):
        read_measured(_csv(tmp_path, "M,N,K,kernel,us,interp\n1,2,3,x,1,cubic\n"))
    out = CliRunner().invoke(cli, ["select", str(tmp_path), "--shape", "M=1,N=2,K=3", "--measured",
                                   str(_csv(tmp_path, "M,N,K\n"))])
    assert out.exit_code != 0 and "no column for kernel, us" in out.output and "Traceback" not in out.output


MAIN = r"""
#include <stdio.h>
#include "flygen_select.h"
int main(void) {
    long long M, N, K;
    while (scanf("%lld %lld %lld", &M, &N, &K) == 3) printf("%d\n", flygen_select(M, N, K, "fp8"));
    return 0;
}
"""


@pytest.mark.skipif(CC is None, reason="no C compiler")
def test_c_table_embeds_measurements_and_agrees_with_python(lib, tmp_path):
    names = [r["name"] for r in table(lib)["kernels"]]
    pre = [n for n in names if n.startswith("preshuffle_fp8_") and "big" not in n]
    rows = ["M,N,K,kernel,us,interp"]
    rows += [f"256,128,512,{pre[1]},0.5,linear", f"1024,128,512,{pre[1]},2.0,linear", f"300,128,512,{pre[2]},0.2,none",
             f"77,128,512,{pre[3]},0.0001,none", f"4096,4096,4096,gemm_fp8_4w_row_major,1.0,none"]
    csv = _csv(tmp_path, "\n".join(rows) + "\n")
    m = read_measured(csv)
    emit(lib, "c", str(tmp_path / "flygen_select.h"), measured=m)
    assert "flygen_select_measured_" in (tmp_path / "flygen_select.h").read_text()
    (tmp_path / "main.c").write_text(MAIN)
    exe = tmp_path / "sel"
    subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(tmp_path), "-o", str(exe),
                    str(tmp_path / "main.c")], check=True, capture_output=True, text=True)
    shapes = [(mm, 128, 512) for mm in (1, 77, 128, 255, 256, 300, 600, 1024, 1025, 4096)] + [(4096, 4096, 4096)]
    out = subprocess.run([str(exe)], input="".join(f"{a} {b} {c}\n" for a, b, c in shapes), check=True,
                         capture_output=True, text=True).stdout.split()
    got = [names[int(i)] if int(i) >= 0 else None for i in out]
    want = [select(lib, Problem(a, b, c, "fp8"), measured=m)["chosen"] for a, b, c in shapes]
    assert got == want
    assert want[shapes.index((300, 128, 512))] == pre[2] and want[shapes.index((77, 128, 512))] == pre[3]
    assert want[-1] == "gemm_fp8_4w_row_major"
    out = CliRunner().invoke(cli, ["select", str(lib), "--emit", "json", "-o", str(tmp_path / "t.json"),
                                   "--measured", str(csv)])
    assert out.exit_code == 0, out.output
