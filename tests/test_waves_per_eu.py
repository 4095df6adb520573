"""`waves_per_eu` (flygen/spec/launch.py): the occupancy a spec asks for is checked against the plan, with a
located error naming the resource that limits it; the occupancy rule itself on hand-computed cases (§6)."""
from __future__ import annotations

import re

import pytest

from flygen.build.pipeline import generate
from flygen.errors import SpecErrors, PlanError
from flygen.isa import limits


@pytest.mark.parametrize("vgprs,sgprs,lds,wg,waves", [
    (128, 40, 0, 256, 4),          # 512 / 128
    (129, 40, 0, 256, 3),          # 136 allocated (granule 8): 512 // 136
    (64, 40, 0, 64, 8),            # capped at 8
    (64, 40, 65536, 256, 2),       # LDS: 2 workgroups of 4 waves on 4 SIMDs
    (64, 40, 40960, 256, 4),       # LDS: 4 workgroups
    (256, 40, 0, 512, 2),          # 8 waves of 256: 2 per SIMD
    (168, 40, 0, 512, 2),          # 3 fit a SIMD, but one 8-wave workgroup per CU takes 2 of them
])
def test_occupancy_hand_computed(vgprs, sgprs, lds, wg, waves):
    assert limits.occupancy(vgprs, sgprs, lds, wg)["waves_per_simd"] == waves


def _spec(tmp_path, extra: str):
    p = tmp_path / "w.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: w\n    family: gemm_preshuffle\n    in_dtype: fp8\n"
                 "    N: 256\n    K: 256\n    tile_m: 64\n    tile_n: 128\n    tile_k: 128\n" + extra)
    return p


def test_waves_per_eu_met_plans_and_one_more_is_a_located_error(tmp_path):
    (b,) = generate([_spec(tmp_path, "")])
    have = b.plan.occupancy()["waves_per_simd"]
    assert 1 <= have < limits.WAVES_PER_SIMD_MAX
    generate([_spec(tmp_path, f"    waves_per_eu: {have}\n")])
    with pytest.raises((SpecErrors, PlanError)) as e:
        generate([_spec(tmp_path, f"    waves_per_eu: {have + 1}\n")])
    msg = str(e.value)
    assert f"waves_per_eu {have + 1} asked, the plan allows {have} waves per SIMD" in msg, msg
    # located at the field the nearest fit changes (tile_n is on line 9), and that fit does plan
    m = re.search(r"w\.yaml:(\d+):\d+: kernels\[0\]\.(\w+) \(w\): .*nearest configuration that fits: (\w+): (\d+)$", msg)
    assert m and m.group(2) == m.group(3), msg
    field, value = m.group(3), int(m.group(4))
    assert int(m.group(1)) == {"tile_m": 8, "tile_n": 9, "tile_k": 10}[field]
    body = _spec(tmp_path, f"    waves_per_eu: {have + 1}\n").read_text()
    _spec(tmp_path, "").write_text(re.sub(rf"{field}: \d+", f"{field}: {value}", body))
    (fit,) = generate([tmp_path / "w.yaml"])
    assert fit.plan.occupancy()["waves_per_simd"] >= have + 1


def test_waves_per_eu_out_of_range_is_a_schema_error(tmp_path):
    with pytest.raises(SpecErrors, match=r"w.yaml:11:\d+: kernels\[0\].waves_per_eu: must be in 1..8"):
        generate([_spec(tmp_path, "    waves_per_eu: 9\n")])


def test_no_one_field_fit_is_located_at_waves_per_eu(tmp_path):
    """An 8-wave 256x256 fp8 GEMM holds ~256 unified VGPRs: 2 waves/SIMD, and no one-field change of the
    nearest-fit list reaches 3 -- the error sits on the knob itself."""
    p = tmp_path / "g.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: g\n    family: gemm_fp8\n    K: 512\n    waves_per_eu: 3\n")
    with pytest.raises((SpecErrors, PlanError), match=r"g\.yaml:6:\d+: kernels\[0\]\.waves_per_eu \(g\): "
                                                      r"waves_per_eu 3 asked, the plan allows 2 waves per SIMD"):
        generate([p])
