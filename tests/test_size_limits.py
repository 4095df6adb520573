"""Run-time size limits of 32-bit buffer addressing (flygen/plan/size_limits.py, the manifest's `limits`): per
family a size just inside and just outside each limit, the bound computed here from the family's layout by hand
(row bytes x rows, tile pitch, ...), never read back from the planner's expression; a mutant limit without one
term is caught; the launch paths (Kernel call, run_split_k, flygen run / verify) and the C header's
NAME_check_sizes refuse before any case is made. No kernel runs at the huge sizes."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from flygen.build.pipeline import build, generate
from flygen.errors import FlygenError
from flygen.isa.mx_scales import mx_scale_row_bytes
from flygen.runtime.library import check_sizes

ROOT = Path(__file__).resolve().parents[1]
EX = ROOT / "examples"
OFF, U32 = 1 << 32, (1 << 32) - 1
_PLANS: dict = {}


def plan(spec: str, name: str):
    if (spec, name) not in _PLANS:
        _PLANS[(spec, name)] = next(b for b in generate([str(EX / spec)], (name,)) if b.plan.name == name)
    return _PLANS[(spec, name)]


def limit(b, buffer: str, kind: str, reads: str) -> dict:
    """The plan's one limit of `buffer` / `kind` that reads size `reads`."""
    from flygen.runtime import expr
    got = [x for x in b.plan.size_limits if x["buffer"] == buffer and x["kind"] == kind
           and reads in expr.names(x["reach"])]
    assert len(got) == 1, (b.plan.name, buffer, kind, b.plan.size_limits)
    return got[0]


def boundary_holds(name: str, lim: dict, size: str, most: int, others: dict) -> bool:
    """`lim` accepts size = most and refuses most + 1 (naming the kernel, the buffer and `at most size=most`)."""
    try:
        check_sizes(name, [lim], {**others, size: most})
    except FlygenError:
        return False
    try:
        check_sizes(name, [lim], {**others, size: most + 1})
    except FlygenError as e:
        t = str(e)
        return name in t and f"buffer {lim['buffer']}" in t and f"{size}={most + 1}" in t and f"at most {size}={most}" in t
    return False


def largest(f, bound: int) -> int:
    """The largest v >= 1 with f(v) <= bound, for f non-decreasing (the test's own formula, not the planner's)."""
    lo, hi = 0, 1
    while f(hi) <= bound:
        lo, hi = hi, hi * 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if f(mid) <= bound else (lo, mid)
    return lo


def cases():
    """(spec, kernel, buffer, kind, size, largest fitting value, other sizes), bounds written from the layouts."""
    out = []
    # MoE stage 1, fp8 A: row = hidden bytes; a padding row (token = tokens) reads row `tokens`, so
    # (tokens + 1) x hidden <= 2^32; num_records = tokens x hidden <= 2^32 - 1; scale_a rows of the e8m0 scale
    # layout's row bytes (one e8m0 per 32, padded per tile_k: flygen.isa.mx_scales)
    p = plan("moe.yaml", "moe_s1_fp8").spec.params
    h = p["hidden"]
    out += [("moe.yaml", "moe_s1_fp8", "A", "offset", "tokens", OFF // h - 1, {}),
            ("moe.yaml", "moe_s1_fp8", "A", "records", "tokens", U32 // h, {}),
            ("moe.yaml", "moe_s1_fp8", "scale_a", "offset", "tokens", OFF // mx_scale_row_bytes(h, p["tile_k"]) - 1, {})]
    # stage 1 output: bf16 rows of inter x 2 B in sorted order, blocks of tile_m rows run to the block's end
    inter, tm = p["inter"], p["tile_m"]
    out.append(("moe.yaml", "moe_s1_fp8", "out", "offset", "num_valid_ids", OFF // (2 * inter) // tm * tm, {}))
    # MoE stage 2: out f32 rows of hidden x 4 B, padding rows' atomics at row tokens: (tokens + 1) x 4 hidden <= 2^32;
    # fp4 A rows of inter / 2 B in sorted order
    p = plan("moe.yaml", "moe_s2_fp4").spec.params
    out += [("moe.yaml", "moe_s2_fp4", "out", "offset", "tokens", OFF // (4 * p["hidden"]) - 1, {}),
            ("moe.yaml", "moe_s2_fp4", "A", "offset", "num_valid_ids", OFF // (p["inter"] // 2) // tm * tm, {})]
    # stage 2 row scales: f32 per (token, slot), the padding row reads entry tokens x topk + topk
    p = plan("moe.yaml", "moe_s2_fp8_rowscale").spec.params
    k = p["topk"]
    out.append(("moe.yaml", "moe_s2_fp8_rowscale", "scale_row", "offset", "tokens",
                largest(lambda t: 4 * (t * k + k + 1), OFF), {}))
    # gemm_fp8: C bf16 rebased to its tile, voffset = row x 2N + 2 col for rows < tile_m, cols < tile_n
    p = plan("gemm_fp8.yaml", "gemm_fp8_8w_row_major").spec.params
    bm, bn = p["tile_m"], p["tile_n"]
    out += [("gemm_fp8.yaml", "gemm_fp8_8w_row_major", "c", "offset", "N", (OFF - 2 * bn) // (2 * (bm - 1)), {}),
            ("gemm_fp8.yaml", "gemm_fp8_8w_row_major", "c", "records", "N", U32 // (2 * bm), {"M": 10 ** 6})]
    # gemm_fp8 split-K deterministic: the slice row z M + m0 of the last split's last tile is 32-bit
    b = plan("gemm_fp8_splitk.yaml", "decode_fp8_k8192_splitk_det")
    S, bm = b.plan.split_k["splits"], b.spec.params["tile_m"]
    out.append(("gemm_fp8_splitk.yaml", "decode_fp8_k8192_splitk_det", "ws", "index", "M",
                largest(lambda m: (S - 1) * m + (-(-m // bm) - 1) * bm, U32), {}))
    # gemm_preshuffle: ragged A rows of K bytes (fp8), records (M - m0) x K at m0 = 0; C rows of N x 2 B
    p = plan("gemm_preshuffle.yaml", "preshuffle_fp8_sync2").spec.params
    out += [("gemm_preshuffle.yaml", "preshuffle_fp8_sync2", "A", "records", "M", U32 // p["K"], {}),
            ("gemm_preshuffle.yaml", "preshuffle_fp8_sync2", "C", "records", "M", U32 // (2 * p["N"]), {})]
    # split-K reduce: the workspace row stride 4 N B is one 32-bit SGPR
    out.append(("gemm_fp8_splitk.yaml", "decode_fp8_k8192_splitk_det_reduce", "ws", "index", "N", U32 // 4, {}))
    # elementwise: tile = block x vector elements per workgroup; the last workgroup's tile spans ceil(n / tile)
    # tiles of 4 B f32 elements; records n x 4
    p = plan("axpby.yaml", "axpby_f32_f32").spec.params
    tile = p["block"] * p["vector"]
    out += [("axpby.yaml", "axpby_f32_f32", "y", "offset", "n", OFF // (4 * tile) * tile, {}),
            ("axpby.yaml", "axpby_f32_f32", "x", "records", "n", U32 // 4, {})]
    # conv3d: M = n x d x h x w output pixels (stride 1, padding 1 keeps the size), tiles of tile_m; the last
    # launched tile's first pixel must stay within the pixel divisions' range tiles x tile_m - 1
    p = plan("conv3d.yaml", "conv3d_bf16_3x3x3_c128_k128").spec.params
    mtiles = -(-(p["n"] * p["d"] * p["h"] * p["w"]) // p["tile_m"])
    out.append(("conv3d.yaml", "conv3d_bf16_3x3x3_c128_k128", "x", "index", "m_tile0", mtiles - 1, {}))
    return out


CASES = cases()


@pytest.mark.parametrize("spec,name,buffer,kind,size,most,others", CASES,
                         ids=[f"{c[1]}-{c[2]}-{c[3]}-{c[4]}" for c in CASES])
def test_each_limit_just_inside_and_just_outside(spec, name, buffer, kind, size, most, others):
    b = plan(spec, name)
    lim = limit(b, buffer, kind, size)
    assert boundary_holds(name, lim, size, most, others), (lim, most)


def test_a_limit_without_one_term_is_caught():
    """Mutants: the MoE A limit without the padding row's term (`+ hidden`), the gemm C limit without the columns
    term, the conv3d limit without m_tile0: each passes a size the layout says must be refused (or the reverse)."""
    b = plan("moe.yaml", "moe_s1_fp8")
    lim = limit(b, "A", "offset", "tokens")
    h = b.spec.params["hidden"]
    assert boundary_holds(b.plan.name, lim, "tokens", OFF // h - 1, {})
    mutant = {**lim, "reach": lim["reach"].rsplit(" + ", 1)[0]}          # the padding row's + row bytes dropped
    assert mutant["reach"] != lim["reach"]
    assert not boundary_holds(b.plan.name, mutant, "tokens", OFF // h - 1, {})
    g = plan("gemm_fp8.yaml", "gemm_fp8_8w_row_major")
    lim = limit(g, "c", "offset", "N")
    bm, bn = g.spec.params["tile_m"], g.spec.params["tile_n"]
    mutant = {**lim, "reach": lim["reach"].rsplit(" + ", 1)[0]}
    assert not boundary_holds(g.plan.name, mutant, "N", (OFF - 2 * bn) // (2 * (bm - 1)), {})


def test_every_family_records_its_limits_and_they_read_runtime_sizes():
    """Each family's plan records limits over names that are its grid sizes or by-value arguments (what the
    runtime and the header can evaluate)."""
    from flygen.runtime import expr
    for spec, name, *_ in CASES:
        b = plan(spec, name)
        known = set(b.plan.grid.sizes) | {a.name for a in b.plan.args if a.kind == "by_value"}
        assert b.plan.size_limits, name
        for lim in b.plan.size_limits:
            assert set(expr.names(lim["reach"])) <= known, (name, lim)
            assert lim["limit"] in (OFF, U32) or lim["kind"] == "index", lim


def test_launch_run_verify_and_header_refuse(tmp_path):
    """One built library (axpby): the manifest carries the limits, a Kernel call / flygen run / flygen verify
    refuse n past the bound before any case or launch (tiny arrays would otherwise launch), and the header's
    axpby_check_sizes returns 0 / -1 at the bound and past it."""
    from flygen.runtime.launch import load
    from flygen.runtime.run import run_check
    from flygen.check.verify import _verify_one
    name = "axpby_f32_f32"
    build([str(EX / "axpby.yaml")], tmp_path, names=(name,), cache=False)
    lib = load(tmp_path)
    k = lib[name]
    assert k.info.limits and all(x["buffer"] in ("x", "y") for x in k.info.limits)
    tile = plan("axpby.yaml", name).spec.params["block"] * plan("axpby.yaml", name).spec.params["vector"]
    most = min(U32 // 4, OFF // (4 * tile) * tile)
    tiny = {"x": np.zeros(4, np.float32), "y": np.zeros(4, np.float32), "alpha": 1.0, "beta": 1.0}
    with pytest.raises(FlygenError, match=f"{name}: buffer x .*at most n={most}"):
        k(**tiny, n=most + 1)
    with pytest.raises(FlygenError, match=f"n={most + 1}"):
        run_check(tmp_path, name, {"n": most + 1})
    with pytest.raises(FlygenError, match=f"at most n={most}"):
        _verify_one(plan("axpby.yaml", name), {"n": most + 1}, 0, (), None)
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("needs cc for the header check")
    from flygen.runtime.header import write_header
    write_header(tmp_path)
    src = tmp_path / "t.c"
    src.write_text('#include <stdio.h>\n#include "flygen_kernels.h"\nint main(void) {\n'
                   f'    printf("%d %d %d\\n", {name}_check_sizes(1), {name}_check_sizes({most}), '
                   f'{name}_check_sizes({most + 1}));\n    return 0;\n}}\n')
    exe = tmp_path / "t"
    subprocess.run([cc, "-std=c11", "-Wall", "-Wextra", "-Werror", "-I", str(tmp_path), str(src), "-o", str(exe)],
                   check=True, capture_output=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.split() == ["0", "0", "-1"]
