"""Module fixtures for a test file about one spec file's kernels (the run-time size tests share them): the
toolchain, the spec's kernels generated in memory, and a library built from it; the check that a verify
result passed cleanly; a kernel's rolled K loop; and the kernel Python select and the generated C selection
table choose for a problem."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from flygen.build.pipeline import build, generate
from flygen.errors import FlygenError
from flygen.runtime.select import Problem, select
from flygen.runtime.table import emit, table
from flygen.toolchain import find_toolchain


def spec_fixtures(spec: str):
    """(tc, built, lib) fixtures for `spec`: assign them at module level, `tc, built, lib = spec_fixtures(SPEC)`."""
    @pytest.fixture(scope="module", name="tc")
    def tc():
        return find_toolchain()

    @pytest.fixture(scope="module", name="built")
    def built():
        return {b.plan.name: b for b in generate([spec])}

    @pytest.fixture(scope="module", name="lib")
    def lib(tmp_path_factory):
        out = tmp_path_factory.mktemp("spec") / "lib"
        build([spec], out)
        return out

    return tc, built, lib


def assert_verified(r: dict) -> None:
    """A verify / run result that passed: no hazard, and every check without a mismatch, NaN mismatch or guard hit."""
    assert r["hazards"] == [], r["hazards"]
    for c in r["checks"]:
        assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert r["passed"]


CC = shutil.which("cc") or shutil.which("gcc")
_SELECT_MAIN = r"""
#include <stdio.h>
#include "flygen_select.h"
int main(void) {
    long long M, N, K;
    char dt[32];
    while (scanf("%lld %lld %lld %31s", &M, &N, &K, dt) == 4) printf("%d\n", flygen_select(M, N, K, dt));
    return 0;
}
"""


def python_choice(lib, shape) -> str | None:
    """flygen.runtime.select's kernel for an (M, N, K, dtype) problem, None when none fits."""
    try:
        return select(lib, Problem(*shape))["chosen"]
    except FlygenError:
        return None


def c_table_choices(lib, shapes, tmp_path) -> list:
    """The generated C selection table's kernel for each (M, N, K, dtype) problem (None: it returns -1), from a
    program compiled with `cc -std=c11 -Wall -Wextra -Werror -pedantic` against the emitted header."""
    emit(lib, "c", str(tmp_path / "flygen_select.h"))
    (tmp_path / "main.c").write_text(_SELECT_MAIN)
    exe = tmp_path / "sel"
    subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(tmp_path), "-o", str(exe),
                    str(tmp_path / "main.c")], check=True, capture_output=True, text=True)
    out = subprocess.run([str(exe)], input="".join(" ".join(map(str, s)) + "\n" for s in shapes), check=True,
                         capture_output=True, text=True).stdout.split()
    names = [r["name"] for r in table(lib)["kernels"]]
    return [None if int(i) < 0 else names[int(i)] for i in out]


def loop_body(b) -> list[str]:
    """The instructions of a generated kernel's rolled K loop (label to back branch), comments and the kernel's
    name stripped, so two kernels' loops compare instruction for instruction."""
    a = b.asm
    lab = re.search(r"^\.L(\w+loop):", a, re.M).group(1)
    i = a.index(f".L{lab}:")
    j = a.index(f"s_cbranch_scc1 .L{lab} ", i)
    return [ln.split("//")[0].strip().replace(b.plan.name, "NAME") for ln in a[i:j].splitlines()]
