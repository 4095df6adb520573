"""`flygen verify --big`: a conv3d kernel whose input (4.6 GB, > 4 GiB) is never allocated -- each representative
M tile is launched alone through the runtime with only its x window materialised (flygen.ref.conv3d_big,
flygen.check.conv3d_big)."""
import dataclasses
import re
import tempfile

import numpy as np
import pytest
import yaml
from click.testing import CliRunner

from flygen.build.pipeline import generate_one
from flygen.cli.main import cli
from flygen.check.conv3d_big import verify_big
from flygen.errors import FlygenError
from flygen.ref import conv3d_big as B
from flygen.ref.conv3d import m_tiles, out_shape
from flygen.runtime.sparse import SparseBuffer
from flygen.spec.load import load_specs

# 3x1x1 with depth padding: 3 K tiles per M tile, windows of 2-3 slices of 32 KiB
BIG = {"name": "big_t3", "family": "conv3d", "dtype": "bf16", "n": 1, "d": 140000, "h": 16, "w": 16, "c": 64,
       "k": 64, "t": 3, "r": 1, "s": 1, "padding": [1, 0, 0], "bias": True, "tile_m": 128, "tile_n": 64}
SMALL = {"name": "small", "family": "conv3d", "dtype": "bf16", "n": 1, "d": 4, "h": 8, "w": 8, "c": 8, "k": 16,
         "t": 1, "r": 1, "s": 1}


@pytest.fixture(scope="module")
def spec_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("big") / "big.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [BIG, SMALL]}, sort_keys=False))
    return str(path)


@pytest.fixture(scope="module")
def big(spec_file):
    return generate_one(load_specs([spec_file])[0])


def test_tiles_are_the_first_the_boundary_crossers_and_the_last(big):
    p = big.spec.params
    sb, tiles = B.slice_bytes(p), m_tiles(p)
    picks = dict(B.pick_tiles(p))
    assert 0 in picks and tiles - 1 in picks
    for j in (1, 2):                          # 2^31 and 2^32 lie inside the 4.6 GB x
        b = j * B.BOUNDARY
        cross = [t for t in picks if B.window(p, t)[0] * sb < b < B.window(p, t)[1] * sb]
        assert len(cross) == 2, (j, cross)
        f, l_ = min(cross), max(cross)
        assert B.window(p, f - 1)[1] * sb <= b and B.window(p, l_ + 1)[0] * sb >= b   # the extreme crossers
        assert l_ + 1 in picks and "carry" in picks[l_ + 1] if j == 2 else l_ + 1 in picks


def test_window_is_what_the_outputs_read():
    # brute force over every output pixel and tap of a small strided, dilated, padded problem spanning images
    p = {"dtype": "bf16", "n": 3, "d": 7, "h": 3, "w": 2, "c": 8, "t": 3, "r": 1, "s": 1, "stride": [2, 1, 1],
         "padding": [2, 0, 0], "dilation": [2, 1, 1], "tile_m": 16, "k": 16}
    do, ho, wo = out_shape(p)
    for tile in range(m_tiles(p)):
        m0, m1 = B.rows(p, tile)
        q = {n * p["d"] + o * 2 - 2 + t * 2 for m in range(m0, m1)
             for n, o in [divmod(m // (ho * wo), do)] for t in range(3) if 0 <= o * 2 - 2 + t * 2 < p["d"]}
        assert B.window(p, tile) == ((min(q), max(q) + 1) if q else (0, 0)), tile


def test_cli_big_passes_and_says_which_tiles_and_why(spec_file, tmp_path):
    db = str(tmp_path / "r.db")
    out = CliRunner().invoke(cli, ["verify", spec_file, "-k", "big_t3", "--big", "--results", db])
    assert out.exit_code == 0, out.output
    assert out.output.startswith("PASS big_t3 (--big: x 4587520000 B (1x140000x16x16x64 bf16), 8 of 280000 M tiles")
    lines = [ln for ln in out.output.splitlines() if ln.startswith("  tile ")]
    assert len(lines) == 8
    assert lines[0] == "  tile 0: rows [0, 128), x bytes [0, 65536): first tile (V# base = x)"
    assert "crosses 1·2^31" in lines[1] and "carry into the high word" in lines[6] and "last tile" in lines[7]
    materialised = int(re.search(r"at most (\d+) B materialised", out.output).group(1))
    assert materialised < 256 << 10           # a tile's x window and y rows, not the 4.6 GB tensor
    # recorded as kind big (flygen.check.results): served on a re-run, tagged by `flygen report`
    again = CliRunner().invoke(cli, ["verify", spec_file, "-k", "big_t3", "--big", "--results", db])
    assert again.exit_code == 0 and again.output.splitlines()[0].endswith("; stored result)"), again.output
    assert again.output.splitlines()[1:] == out.output.splitlines()[1:]
    rep = CliRunner().invoke(cli, ["report", db])
    assert rep.output.splitlines()[1].split() == ["big_t3", "[big]", "1", "1", "0", "0"], rep.output


def test_big_catches_a_dropped_carry_on_exactly_the_tiles_past_4_gib(big):
    asm, n = re.subn(r"^(\s*s_addc_u32 s\[s_tmp\+4\], s\[s_args\+1\]), s\[s_tmp\+3\]", r"\1, 0", big.asm, flags=re.M)
    assert n == 1
    r = verify_big(dataclasses.replace(big, asm=asm))
    assert not r["passed"]
    failed = {t["tile"] for t in r["tiles"] if not t["passed"]}
    assert failed and failed == {t["tile"] for t in r["tiles"] if t["x_bytes"][0] >= 2 * B.BOUNDARY}


def test_a_read_outside_the_materialised_window_fails(big):
    """The bytes of x outside a tile's window are 0xFF (NaN): hand the kernel a window one slice short and the
    outputs that read the missing slice must fail."""
    from flygen.runtime.run import check_case
    from flygen.check.verify import emu_library
    p = big.spec.params
    tile = next(t for t, why in B.pick_tiles(p) if "starts at or past 1·2^31" in why)
    case = B.tile_case(p, tile, 0)
    x = case.args["x"]
    case.args["x"] = SparseBuffer(x.nbytes, x.offset + B.slice_bytes(p), x.data[1:].copy(), x.fill)
    with tempfile.TemporaryDirectory() as tmp:
        lib = emu_library([big], tmp)
        r = check_case(lib, big.plan.name, case, grid=(1, 1, 1))
        assert not r["passed"] and r["checks"][0]["nan_mismatch"] > 0
        with pytest.raises(FlygenError, match=rf"grid \[2, 1, 1\] is not a part of its grid \[1, {280000 - tile}, 1\]"):
            lib[big.plan.name](grid=(2, 1, 1), **{**case.sizes, **case.args})

        class Other:                          # a backend that cannot place sparse buffers (e.g. hip)
            name = "other"
        with pytest.raises(FlygenError, match="'x' is a SparseBuffer, which only the emulator backend places"):
            lib[big.plan.name](Other(), grid=(1, 1, 1), **{**case.sizes, **case.args})


def test_cli_big_errors_are_located(spec_file):
    run = CliRunner().invoke
    out = run(cli, ["verify", spec_file, "-k", "small", "--big"])
    assert out.exit_code == 1
    text = open(spec_file).read().splitlines()
    line = next(i for i, ln in enumerate(text, 1) if ln.endswith("name: small"))   # where kernels[1] starts
    col = text[line - 1].index("name") + 1
    assert out.output == (f"error: {spec_file}:{line}:{col}: kernels[1] (small): --big: x is {4 * 8 * 8 * 8 * 2} "
                          "bytes (n·d·h·w·c·esize), not over 2 GB (2^31 = 2147483648); verify it without --big\n")
    out = run(cli, ["verify", "examples/gemm_fp8.yaml", "-k", "gemm_fp8_8w_row_major", "--big"])
    assert out.exit_code == 1 and "examples/gemm_fp8.yaml:7:5: kernels[0] (gemm_fp8_8w_row_major): --big verifies " \
        "conv3d kernels whose input is over 2 GB; this is a gemm_fp8 kernel" in out.output
    out = run(cli, ["verify", spec_file, "-k", "big_t3", "--big", "--shape", "m_tile0=3", "-j", "2"])
    assert out.exit_code != 0 and "drop --shape, -j" in out.output


def test_compare_rel_err_ignores_elements_expected_nan():
    # the rows a launch does not own are expected NaN (sentinel); they must not turn max rel err into NaN
    from flygen.ref.case import Check
    from flygen.ref.compare import compare
    got = np.array([np.nan, np.nan, 1.5, 2.0])
    r = compare(got, Check(arg="y", dtype=np.float64, count=4, expected=np.array([np.nan, np.nan, 1.0, 2.0]),
                           atol=np.array([0.0, 0.0, 1.0, 1.0])))
    assert r.max_rel_err == 0.5 and r.mismatches == 0 and r.nan_mismatch == 0
