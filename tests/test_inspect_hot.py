"""The inspector's steady-state ("hot") region for every kernel shape (flygen/inspect/loops.py): a rolled K loop
("loop"), K tiles without a loop -- split-K slices, 1-3 K tiles, prefetch + last tile, fully unrolled -- from
flygen's K-tile-0 mark to the last MFMA ("k-steps"), and the same code without its comments, as foreign code or a
disassembled HSACO is, from the first MFMA to the last ("mfma span").

Each region is checked against counts the inspector does not compute: the MFMAs a K tile needs per wave
(tile_m x tile_n x tile_k [x 2 for MoE stage 1's gate + up] / (waves x the MFMA's M x N x K), the tile and the
K-tile count read from the plan's own summary / params) times the K tiles the region covers, the global bytes of
those tiles, and a plain text scan of foreign listings."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import flygen.inspect.source as source
from flygen.build.pipeline import generate
from flygen.inspect import inspect, inspect_listing
from flygen.inspect.loops import Region

ROOT = Path(__file__).resolve().parents[1]
EX = ROOT / "examples"
TRITON = Path(__file__).parent / "data" / "emu" / "triton"
DATA = Path(__file__).parent / "data" / "inspect"

# (spec, kernel, shape class): every family; "loop" = a rolled K loop holds the MFMAs
CASES = [
    ("gemm_fp8", "gemm_fp8_8w_row_major", "loop"),
    ("gemm_preshuffle", "preshuffle_f16_none", "loop"),
    ("moe", "moe_s1_fp4", "loop"),
    ("conv3d_splitk", "conv3d_bf16_late_3x3x3_splitk_det", "loop"),
    ("gemm_fp8_splitk", "decode_fp8_k8192_splitk_det", "split"),          # split-K slice of 2 K tiles, no loop
    ("gemm_preshuffle_splitk", "decode_psk_fp8_k8192_splitk_det", "split"),
    ("gemm_preshuffle_splitk", "decode_psk_mx_fp4_k8192_splitk_det_bias", "split"),
    ("conv3d_splitk", "conv3d_fp8_late_3x3x3_splitk_det", "split"),
    ("gemm_preshuffle", "preshuffle_fp8_sync2", "few"),                   # 2 K tiles: prefetch + last tile
    ("gemm_preshuffle", "preshuffle_int8_none", "few"),
    ("conv3d", "conv3d_bf16_3x3x3_c3", "few"),                            # packed small C, 2 K tiles
    ("conv3d", "conv3d_fp8_1x1x1_k256", "few"),
    ("moe", "moe_s1_fp4_deep", "few"),                                    # MoE _deep: 2 k-tiles, no loop
    ("moe", "moe_s2_fp4_k2", "few"),
    ("conv3d", "conv3d_bf16_3x3x3_c12", "unrolled"),                      # 6 unrolled K tiles
]
# kernels whose K tiles are all fp8 / int8 A and B (1 byte) loaded in the K-tile steps: bytes are checked too
ONE_BYTE = {"decode_fp8_k8192_splitk_det", "decode_psk_fp8_k8192_splitk_det", "conv3d_fp8_late_3x3x3_splitk_det",
            "preshuffle_fp8_sync2", "preshuffle_int8_none", "conv3d_fp8_1x1x1_k256"}

_SHAPE = re.compile(r"v_(?:mfma|smfmac)_(?:scale_)?[a-z0-9]+_(\d+)x(\d+)x(\d+)")


@pytest.fixture(scope="module")
def built():
    out = {}
    for spec, name, _ in CASES:
        out[name] = generate([str(EX / f"{spec}.yaml")], (name,))[0]
    return out


def _report(text: str, name: str, wg: int) -> dict:
    """inspect_listing of an assembly text (no assembling for the code size: the region is what is tested)."""
    orig = source._assembled_code_bytes
    source._assembled_code_bytes = lambda t, n: None
    try:
        return inspect_listing(source.from_asm_text(text, name, name, workgroup=wg))
    finally:
        source._assembled_code_bytes = orig


def _strip_comments(text: str) -> str:
    return "\n".join(line.split("//")[0] if not line.lstrip().startswith(".") else line
                     for line in text.split("\n"))


def _geometry(plan) -> tuple[tuple[int, int, int], int]:
    """(tile_m, tile_n, tile_k), K tiles of one split -- from the plan's summary and params, not the listing."""
    s, p = " ".join(plan.summary), plan.params
    splits = plan.split_k["splits"] if plan.split_k else 1
    m = re.search(r"M-block (\d+) sorted rows x (\d+) columns per workgroup, (\d+) k-tiles of (\d+)", s)
    if m:                                               # MoE
        return (int(m[1]), int(m[2]), int(m[4])), int(m[3])
    tile = tuple(int(x) for x in re.search(r"tile (\d+) ?x ?(\d+) ?x ?(\d+)", s).groups())
    per_split = re.search(r"(\d+) k-tiles per split", s)
    if per_split:
        return tile, int(per_split[1])
    total = re.search(r"(\d+) (?:unrolled )?[kK][- ]tiles", s)
    if total:
        return tile, int(total[1]) // splits
    return tile, p["K"] // (tile[2] * splits)


def _per_tile(b, op: str) -> int:
    """MFMAs one wave issues per K tile."""
    (tm, tn, tk), _ = _geometry(b.plan)
    m, n, k = (int(x) for x in _SHAPE.match(op).groups())
    gates = 2 if b.plan.params.get("stage") == 1 else 1      # MoE stage 1: gate and up halves of W
    waves = b.plan.threads // 64
    assert (tm * tn * tk * gates) % (waves * m * n * k) == 0
    return tm * tn * tk * gates // (waves * m * n * k)


def check(b, rep: dict, shape: str) -> None:
    """The region of `rep` (an inspect report of kernel `b`) against the plan's own counts."""
    h, total = rep["hot"], rep["mix"]["mfma"]
    op = next(iter(h["mfma_ops"])).split()[0]
    per_tile = _per_tile(b, op)
    (tm, tn, tk), tiles = _geometry(b.plan)
    assert h["rule"] == h["kind"]
    if shape == "loop":
        assert h["kind"] == "loop"
        assert h["mfma"] % per_tile == 0 and per_tile <= h["mfma"] <= total      # whole K tiles per trip
    else:
        assert h["kind"] in ("k-steps", "mfma span")
        assert h["mfma"] == per_tile * tiles == total                           # every K tile of the slice
        assert rep["hot"]["before"] > 0 and rep["hot"]["after"] > 0             # setup and epilogue left out
        if h["kind"] == "k-steps" and b.plan.name in ONE_BYTE:
            waves = b.plan.threads // 64
            assert h["global_load_bytes"] * waves == tiles * (tm + tn) * tk     # A and B of every K tile


@pytest.mark.parametrize("spec,name,shape", CASES, ids=[c[1] for c in CASES])
def test_region_matches_the_plan(built, spec, name, shape):
    b = built[name]
    rep = _report(b.asm, name, b.plan.threads)
    check(b, rep, shape)
    if shape != "loop":
        assert rep["hot"]["kind"] == "k-steps"
        # the same code without comments (foreign code, a disassembled HSACO): the first-to-last MFMA span,
        # the same MFMAs; it starts later (tile 0's prefetch is before the first MFMA) and ends at the same MFMA
        bare = _report(_strip_comments(b.asm), name, b.plan.threads)
        check(b, bare, shape)
        assert bare["hot"]["kind"] == "mfma span"
        assert bare["hot"]["before"] > rep["hot"]["before"] and bare["hot"]["after"] == rep["hot"]["after"]
        assert bare["hot"]["global_load_bytes"] < rep["hot"]["global_load_bytes"] or \
            bare["hot"]["lds_read_bytes"] < rep["hot"]["lds_read_bytes"]


def test_a_mutant_region_is_caught(built):
    """The checks fail for the regions the old rule chose (the steady-state period: 3-5 instructions of
    back-to-back MFMAs) and for an MFMA span that drops the tile-0 prefetch while claiming "k-steps"."""
    b = built["preshuffle_fp8_sync2"]
    lst = source.from_asm_text(b.asm, b.plan.name, b.plan.name, workgroup=b.plan.threads)
    rep = inspect_listing(lst)
    from flygen.inspect import report
    mpos = [i for i, x in enumerate(lst.instrs) if report._is_mfma(x)]
    check(b, rep, "few")
    for mutant in (Region(mpos[0], mpos[0] + 4, "k-steps"),       # the old period: 5 instrs, 4 MFMAs
                   Region(mpos[0], mpos[-1], "k-steps")):         # tile 0's prefetch dropped
        bad = {**rep, "hot": report._region(lst, mutant)}
        with pytest.raises(AssertionError):
            check(b, bad, "few")


# ---- foreign code: Triton's AMD backend and LLVM output -------------------------------------------------------
def _scan(path: Path, kernel: str) -> list[tuple[int, str]]:
    """(line, mnemonic) of the kernel's instructions by plain text scanning."""
    out, inside = [], False
    for n, line in enumerate(path.read_text().splitlines(), 1):
        code = line.split(";")[0].split("//")[0].strip()
        if code.startswith(kernel + ":"):
            inside = True
            continue
        if inside and code.startswith("s_endpgm"):
            out.append((n, "s_endpgm"))
            return out
        if inside and code and not code.startswith(".") and not code.endswith(":"):
            out.append((n, code.split()[0]))
    raise AssertionError("kernel not found")


FOREIGN = sorted(p.stem for p in TRITON.glob("*.s") if "v_mfma" in p.read_text())


@pytest.mark.parametrize("stem", FOREIGN)
def test_foreign_regions(stem):
    import json
    info = json.loads((TRITON / f"{stem}.json").read_text())
    path = TRITON / f"{stem}.s"
    rep = inspect(str(path), info["kernel"])
    h = rep["hot"]
    ops = _scan(path, info["kernel"])
    assert h["kind"] in ("loop", "mfma span")                       # no flygen marks in foreign code
    if h["kind"] == "mfma span":
        mlines = [n for n, o in ops if o.startswith("v_mfma")]
        assert (h["start_line"], h["end_line"]) == (mlines[0], mlines[-1])
        assert h["mfma"] == len(mlines) == rep["mix"]["mfma"]
        assert h["instructions"] == sum(1 for n, _ in ops if mlines[0] <= n <= mlines[-1])
    else:
        inside = [o for n, o in ops if h["start_line"] <= n <= h["end_line"]]
        assert h["mfma"] == sum(o.startswith("v_mfma") for o in inside) > 0
        assert h["instructions"] == len(inside)


def test_hand_mark_moves_the_start():
    """A K-tile-0 mark in hand-written text makes the region "k-steps" from the mark; a mark after the first
    MFMA is ignored (the region never starts after its first MFMA)."""
    text = (DATA / "hand_unrolled.s").read_text()
    lines = text.split("\n")
    marked = "\n".join(lines[:4] + ["    // ---- K tile 0 -> LDS stage 0"] + lines[4:])
    h = inspect_listing(source.from_asm_text(marked))["hot"]
    assert (h["kind"], h["before"], h["start_line"]) == ("k-steps", 1, 6)
    late = "\n".join(lines[:7] + ["    // k-tile 0 -> copy 0"] + lines[7:])
    assert inspect_listing(source.from_asm_text(late))["hot"]["kind"] == "mfma span"


def test_hsaco_region_from_its_proven_source(tmp_path):
    """A built HSACO disassembles without comments; the .s beside it (rebuilding to the same bytes) gives the
    K-tile-0 mark, so the HSACO's region is the .s's: same rule, same counts."""
    from flygen.build.pipeline import build
    from flygen.toolchain import probe_toolchain
    tc = probe_toolchain()
    if tc.assembler is None or tc.linker is None:
        pytest.skip("needs an assembler and a linker -- not found")
    name = "moe_s2_fp4_k2"
    build([str(EX / "moe.yaml")], tmp_path, names=(name,))
    a, h = inspect(str(tmp_path / f"{name}.s")), inspect(str(tmp_path / f"{name}.hsaco"))
    assert h["hot"]["kind"] == a["hot"]["kind"] == "k-steps"
    for key in ("instructions", "mfma", "before", "after", "global_load_bytes", "waits"):
        assert h["hot"][key] == a["hot"][key], key
    text = (tmp_path / f"{name}.s").read_text()
    (tmp_path / f"{name}.s").write_text(text.replace("s_endpgm", "s_nop 0\n        s_endpgm", 1))
    # the .s no longer rebuilds to the HSACO's bytes: its mark is not taken, the region is the MFMA span
    assert inspect(str(tmp_path / f"{name}.hsaco"))["hot"]["kind"] == "mfma span"
