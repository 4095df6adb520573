"""bench/model_check.py: the check table's schema and sources, and the summary arithmetic on a tiny synthetic
table (no model runs here: the figures themselves are in docs/model.md "Check set")."""
import importlib.util
import math
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def mc():
    spec = importlib.util.spec_from_file_location("model_check_bench", ROOT / "bench" / "model_check.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("kind, sources", [
    ("gemm", {"FlyDSL#780", "FlyDSL#1007", "aiter a6w4_flydsl_tuned_gemm.csv"}),
    ("attention", {"FlyDSL#919"}),
])
def test_table_schema_and_sources(mc, kind, sources):
    rows = mc.read_rows(kind=kind)          # read_rows validates every row (schema, numbers, sources)
    assert len(rows) >= 8
    for r in rows:
        assert r["commit"] in r["url"] or r["path"] == "(commit message)", r["line"]
        spec, kernel, sizes, over = mc.flygen_target(r)
        assert (ROOT / spec).is_file() and kernel and sizes
    assert {r["source"] for r in rows} == sources
    assert len({(r["config"], r["shape"], r["source"]) for r in rows}) == len(rows)   # no row twice


def test_table_is_not_the_calibration_set(mc):
    from flygen.model.calibrate import csv_path, read_rows
    calib = csv_path()
    if calib is None:
        pytest.skip("no calibration.csv (FLYGEN_CALIBRATION_CSV or ../shared/perf/ beside the repository)")
    fitted = {(r["M"], r["N"], r["K"], r["published_tflops"]) for r in read_rows(calib)}
    assert fitted
    assert not fitted & {(r["M"], r["N"], r["K"], r["published_tflops"]) for r in mc.read_rows()}


@pytest.mark.parametrize("edit, message", [
    (lambda f: f.replace("927959cd98efada6eb6e4f19eb76bfed8a643246", "927959cd", 1), "40-hex"),
    (lambda f: f.replace("https://github.com/ROCm/FlyDSL/pull/780", "http://example.com/x", 1), "GitHub address"),
    (lambda f: f.replace("source,url", "src,url", 1), "header"),
    (lambda f: f.replace(",277.67,15.226,", ",300.0,15.226,", 1), "implies"),
])
def test_bad_rows_are_located(mc, tmp_path, edit, message):
    bad = tmp_path / "bad.csv"
    bad.write_text(edit(mc.DATA.read_text()))
    with pytest.raises(mc.DataError, match=message) as e:
        mc.read_rows(bad)
    assert str(e.value).startswith(f"{bad}:")


def _row(src, cfg, M, pub, mod):
    return {"source": src, "config": ("gemm", cfg), "shape": (M, 8192, 8192), "published": pub, "modeled": mod}


def test_summary_arithmetic(mc):
    rows = [
        _row("s", "a", 128, 100.0, 110.0),   # 1.10
        _row("s", "b", 128, 200.0, 150.0),   # 0.75: edge of +-25 %; pair (a, b) at M=128 ordered
        _row("s", "a", 256, 300.0, 400.0),   # 1.333; shape pair (a@128, a@256) ordered
        _row("s", "b", 256, 300.0, 160.0),   # 0.533; published tie with a@256: not counted; b shape pair ordered
        _row("t", "a", 128, 100.0, 90.0),    # 0.90; other source: pairs with nothing
        _row("s", "a", 512, 250.0, 500.0),   # 2.0; a@512 vs a@256: published lower, modeled higher: wrong
    ]
    s = mc.summary(rows)
    ratios = sorted([1.1, 0.75, 4 / 3, 160 / 300, 0.9, 2.0])
    assert s["rows"] == 6
    assert math.isclose(s["median_ratio"], (ratios[2] + ratios[3]) / 2)          # even count: mean of the middle two
    assert s["within_25"] == 3 and s["within_15"] == 2                           # 0.75, 0.9, 1.1 / 0.9, 1.1
    assert (s["config_pairs"], s["config_ordered"], s["config_published_ties"]) == (1, 1, 1)
    # shape pairs of source s: a128-a256 ok, a128-a512 ok, a256-a512 wrong, b128-b256 ok
    assert (s["shape_pairs"], s["shape_ordered"]) == (4, 3)
    met = mc.targets_met(s)
    assert met == {"median_in_0.85_1.15": True, "75pct_within_25": False, "90pct_pairs_ordered": False}


def test_modeled_tie_is_not_ordered(mc):
    s = mc.summary([_row("s", "a", 128, 100.0, 50.0), _row("s", "b", 128, 120.0, 50.0)])
    assert (s["config_pairs"], s["config_ordered"]) == (1, 0)
    assert s["median_ratio"] == pytest.approx((50 / 120 + 50 / 100) / 2)


def test_attention_work_convention(mc):
    r = {"kind": "attention", "batch": 1, "heads_q": 64, "seqlen_q": 16384, "seqlen_k": 16384, "head_dim": 128}
    assert mc.work({**r, "causal": 0}) == 4.0 * 64 * 16384 ** 2 * 128
    assert mc.work({**r, "causal": 1}) == 2.0 * 64 * 16384 ** 2 * 128
    assert mc.work({"kind": "gemm", "M": 3, "N": 5, "K": 7}) == 210.0
