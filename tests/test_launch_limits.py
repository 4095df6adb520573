"""What validates must launch: the one launch check (`flygen.isa.limits.launch_problems`, run by every planner
through `KernelPlan.check_limits`) and a property test that, for schema-legal configurations hypothesis draws,
`plan` succeeding implies the assembled code object's resources fit gfx950, allow the waves_per_eu the spec
asks for, and that its code is the size the plan's estimate said (flygen.plan.codesize, before the assembler).

The property test's oracle is written here again from the hardware facts, not by calling `launch_problems`:
a workgroup of W waves is resident on one CU with ceil(W/4) waves per SIMD (LLVM getWavesPerEUForWorkGroup),
the SIMD has 512 unified VGPRs per lane allocated in granules of 8, accum_offset is a multiple of 4 in [4, 256]
and at least the ArchVGPRs, at most 102 addressable SGPRs (+ VCC/FLAT_SCRATCH/XNACK), 160 KiB of LDS, no
scratch. It reads the values from the HSACO's kernel descriptor and metadata, i.e. what the loader sees."""
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from flygen.errors import PlanError, SpecErrors, SpecError
from flygen.isa import limits
from flygen.plan import plan as plan_kernel
from flygen.plan.codesize import estimate
from flygen.render import render
from flygen.spec.load import load_specs
from flygen.toolchain.codeobject import read_code_object


@pytest.mark.parametrize("waves,budget", [(1, 512), (4, 512), (5, 256), (8, 256), (9, 168), (12, 168),
                                          (13, 128), (16, 128)])
def test_vgpr_budget_per_workgroup_size(waves, budget):
    assert limits.vgpr_budget(waves) == budget     # 512 // ceil(W/4), down to a granule of 8


def _problems(**kw):
    base = dict(arch_vgprs=100, agprs=0, accum_offset=100, total_vgprs=100, sgprs=50, lds_bytes=0,
                workgroup_size=256)
    return limits.launch_problems(**{**base, **kw})


def test_launch_problems_each_limit_one_over():
    assert _problems() == []
    assert _problems(workgroup_size=512, total_vgprs=256, arch_vgprs=256, accum_offset=256) == []
    assert "exceed the 256" in _problems(workgroup_size=512, total_vgprs=257, arch_vgprs=128, agprs=128,
                                         accum_offset=129)[-1]
    assert _problems(workgroup_size=256, total_vgprs=512, arch_vgprs=256, agprs=256, accum_offset=256) == []
    assert _problems(sgprs=102) == [] and "SGPRs" in _problems(sgprs=103)[0]
    assert _problems(lds_bytes=163840) == [] and "LDS" in _problems(lds_bytes=163841)[0]
    assert "1025 work-items" in _problems(workgroup_size=1025)[0]
    assert "accum_offset" in _problems(agprs=8, accum_offset=98, total_vgprs=106)[0]


def _spec(tmp_path, body: str) -> Path:
    p = tmp_path / "k.yaml"
    p.write_text("target: gfx950\nkernels:\n" + body)
    return p


def test_issue_case_is_a_located_error_with_the_nearest_fit(tmp_path):
    # conv3d fp8, 8 waves x 256x256 (the issue case: 144 arch + 128 acc = 272 unified, over the 256 of a wave when
    # 2 waves share a SIMD) now plans with an A fragment ring (flygen.plan.conv3d.placements) within the budget;
    # 256x384 (192 accumulators per lane) cannot: located at the field the nearest fit changes
    kp = plan_kernel(load_specs([_spec(tmp_path, "  - {name: c8, family: conv3d, dtype: fp8, waves: 8, tile_m: 256, "
                                                 "tile_n: 256,\n     d: 4, h: 6, w: 6, c: 64, k: 256, t: 3, r: 3, "
                                                 "s: 3}\n")])[0])
    assert kp.regs.total_vgprs <= limits.vgpr_budget(8) and kp.occupancy()["waves_per_simd"] == 2
    p = _spec(tmp_path, "  - {name: c8, family: conv3d, dtype: fp8, waves: 8, tile_m: 256, tile_n: 384,\n"
                        "     d: 4, h: 6, w: 6, c: 64, k: 256, t: 3, r: 3, s: 3}\n")
    (ks,) = load_specs([p])
    with pytest.raises(PlanError) as e:
        plan_kernel(ks)
    msg = str(e.value)
    assert msg.startswith(f"{p}:3:") and "kernels[0].tile_n" in msg and "does not launch" in msg
    assert "nearest configuration that fits: tile_n: 192" in msg
    # the suggestion itself plans and launches
    plan_kernel(load_specs([_spec(tmp_path, "  - {name: c8, family: conv3d, dtype: fp8, waves: 8, tile_m: 256, "
                                            "tile_n: 192,\n     d: 4, h: 6, w: 6, c: 64, k: 256, t: 3, r: 3, s: 3}\n")])[0])


@pytest.mark.parametrize("body,field,fit", [
    # gemm_fp8: the LDS check in the planner (2 stages of (256 + 512) rows of 128 B)
    ("{name: c, family: gemm_fp8, dtype: bf16, waves: 4, tile_m: 256, tile_n: 512, tile_k: 64, K: 512}",
     "tile_n", "256"),
    # conv3d: its LDS check
    ("{name: d, family: conv3d, dtype: bf16, waves: 4, tile_m: 256, tile_n: 512, d: 4, h: 6, w: 6, c: 64, k: 512, "
     "t: 3, r: 3, s: 3}", "tile_n", "256"),
    # gemm_preshuffle: accumulators past the AccVGPRs in every register placement
    ("{name: b, family: gemm_preshuffle, N: 512, K: 1024, tile_m: 256, tile_n: 512, tile_k: 128, in_dtype: bf16}",
     "tile_n", "256"),
])
def test_resource_errors_name_the_nearest_fit(tmp_path, body, field, fit):
    """A planner's own resource errors (LDS, registers: flygen.errors.ResourceLimit) carry the nearest one-field
    change like a launch-check failure, located at that field; the suggestion plans."""
    p = _spec(tmp_path, f"  - {body}\n")
    with pytest.raises(PlanError) as e:
        plan_kernel(load_specs([p])[0])
    msg = str(e.value)
    assert f"kernels[0].{field} (" in msg and msg.endswith(f"; nearest configuration that fits: {field}: {fit}")
    plan_kernel(load_specs([_spec(tmp_path, "  - " + body.replace(f"{field}: 512", f"{field}: {fit}") + "\n")])[0])


def test_gemm_fp8_8_waves_agpr_spares_come_out_of_the_launch_budget(tmp_path):
    # was 264 unified (2 spare fragment slots counted against 256 ArchVGPRs only); now the spares fit the budget
    p = _spec(tmp_path, "  - {name: big, family: gemm_fp8, dtype: fp8, waves: 8, tile_m: 256, tile_n: 256,\n"
                        "     acc: agpr, K: 512}\n")
    kp = plan_kernel(load_specs([p])[0])
    assert kp.regs.acc_vgprs == 128 and kp.regs.total_vgprs <= limits.vgpr_budget(8)
    from flygen.check.verify import verify
    (r,) = verify([p], sizes={"M": 300, "N": 300})
    assert r["passed"], r


def _oracle_fits(kd: dict, md: dict) -> list[str]:
    wg = md[".max_flat_workgroup_size"]
    waves = -(-wg // 64)
    per_simd = -(-waves // 4)
    bad = []
    if kd["next_free_vgpr"] * per_simd > 512:          # next_free_vgpr is already granule-aligned (8)
        bad.append(f"vgpr {kd['next_free_vgpr']} x {per_simd} waves/SIMD > 512")
    if md.get(".agpr_count", 0):
        acc = kd["accum_offset"]
        if acc % 4 or not 4 <= acc <= 256 or acc > kd["next_free_vgpr"]:
            bad.append(f"accum_offset {acc}")
    if md.get(".sgpr_count", 0) > 102 + 6:
        bad.append(f"sgpr_count {md['.sgpr_count']}")
    if kd["group_segment_fixed_size"] > 163840:
        bad.append(f"lds {kd['group_segment_fixed_size']}")
    if kd["private_segment_fixed_size"] or wg > 1024:
        bad.append("scratch or workgroup size")
    return bad


_TOOLCHAIN = None


def _assemble(text: str) -> bytes:
    global _TOOLCHAIN
    from flygen.toolchain.tools import find_toolchain
    _TOOLCHAIN = _TOOLCHAIN or find_toolchain()
    with tempfile.TemporaryDirectory() as d:
        obj, hsaco = Path(d) / "k.o", Path(d) / "k.hsaco"
        _TOOLCHAIN.assemble(text, obj)
        _TOOLCHAIN.link([obj], hsaco)
        return hsaco.read_bytes()


def _entry(d: dict) -> str:
    return "  - {" + ", ".join(f"{k}: {v}" for k, v in d.items()) + "}\n"


FAMILIES = {
    "gemm_fp8": st.fixed_dictionaries({
        "dtype": st.sampled_from(["fp8", "bf16"]), "waves": st.sampled_from([4, 8]),
        "mm": st.integers(1, 4), "nn": st.integers(1, 4), "acc": st.sampled_from(["auto", "vgpr", "agpr"]),
        "schedule": st.sampled_from(["pipelined", "pingpong"])}),
    "conv3d": st.fixed_dictionaries({
        "dtype": st.sampled_from(["bf16", "fp8"]), "waves": st.sampled_from([4, 8]),
        "mm": st.integers(1, 4), "nn": st.integers(1, 4), "acc": st.sampled_from(["auto", "vgpr", "agpr"]),
        "k_loop": st.sampled_from(["auto", "unrolled", "taps"])}),
    "gemm_preshuffle": st.fixed_dictionaries({
        "in_dtype": st.sampled_from(["fp8", "int8", "f16", "bf16", "mx"]),
        "tile_m": st.sampled_from([16, 32, 64, 128, 256]), "tile_n": st.sampled_from([64, 128, 256]),
        "tile_k": st.sampled_from([64, 128, 256]), "lds_stage": st.sampled_from([1, 2]),
        "a_path": st.sampled_from(["sync", "async"])}),
    "moe": st.fixed_dictionaries({
        "stage": st.sampled_from([1, 2]), "a_dtype": st.sampled_from(["fp4", "fp8"]),
        "tile_m": st.sampled_from([16, 32, 64, 128]), "tile_n": st.sampled_from([64, 128, 256]),
        "tile_k": st.sampled_from([128, 256, 512])}),
}


# configurations at the register edge (plan without the launch check to 260-280 unified VGPRs on 8 waves)
EDGES = {
    "gemm_fp8": {"dtype": "fp8", "waves": 8, "mm": 2, "nn": 1, "acc": "agpr", "schedule": "pipelined"},
    "conv3d": {"dtype": "fp8", "waves": 8, "mm": 2, "nn": 1, "acc": "auto", "k_loop": "auto"},
}
WAVES_PER_EU = st.sampled_from([1, 1, 2, 3, 4])          # the occupancy a spec may ask for (spec/launch.py)


def _params(family: str, d: dict) -> dict:
    if family == "gemm_fp8":
        um, un = {8: (128, 256), 4: (64, 64)}[d["waves"]]
        return {"dtype": d["dtype"], "waves": d["waves"], "tile_m": um * d["mm"], "tile_n": un * d["nn"],
                "tile_k": 128 if d["dtype"] == "fp8" else 64, "acc": d["acc"], "schedule": d["schedule"],
                "K": 1024}
    if family == "conv3d":
        um, un = {8: (128, 256), 4: (64, 64)}[d["waves"]]
        return {"dtype": d["dtype"], "waves": d["waves"], "tile_m": um * d["mm"], "tile_n": un * d["nn"],
                "acc": d["acc"], "k_loop": d["k_loop"], "d": 4, "h": 6, "w": 6, "c": 64, "k": 256, "t": 3, "r": 3,
                "s": 3,
                "padding": "[1, 1, 1]"}
    if family == "gemm_preshuffle":
        return {**d, "N": 1024, "K": 1024}
    return {**d, "hidden": 1024, "inter": 512, "experts": 4, "inter_tile_k": 256}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_what_plans_launches(family, tmp_path_factory):
    tmp = tmp_path_factory.mktemp(family)
    seen = {"planned": 0}

    @settings(max_examples=25, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.filter_too_much])
    @given(FAMILIES[family], WAVES_PER_EU)
    @example(EDGES.get(family, {}), 1)
    def check(draw, waves_per_eu):
        if not draw:
            return
        p = tmp / "k.yaml"
        p.write_text("target: gfx950\nkernels:\n" + _entry({"name": "k", "family": family,
                                                              **_params(family, draw), "waves_per_eu": waves_per_eu}))
        try:
            (ks,) = load_specs([p])
            kp = plan_kernel(ks)
        except (SpecError, SpecErrors, PlanError):
            return
        seen["planned"] += 1
        co = read_code_object(_assemble(render(kp)))
        k = co.kernels[0]
        assert _oracle_fits(k.descriptor, k.metadata) == [], (draw, k.descriptor, k.metadata)
        # the occupancy the plan promises (waves_per_eu is checked against it) is the code object's
        declared = limits.occupancy(k.descriptor["next_free_vgpr"], k.metadata[".sgpr_count"],
                                    k.descriptor["group_segment_fixed_size"], k.metadata[".max_flat_workgroup_size"])
        assert kp.occupancy() == declared, (draw, kp.occupancy(), declared)
        assert declared["waves_per_simd"] >= waves_per_eu, (draw, waves_per_eu, declared)
        seen["eu"] = max(seen.get("eu", 1), waves_per_eu)
        # the code-size estimate the planner chose k_loop by (and `flygen validate` warns with) is the code's size
        assert estimate(kp) == len(k.code), (draw, estimate(kp), len(k.code))

    check()
    assert seen["planned"] > 0 and seen.get("eu", 1) > 1   # configurations that plan, some asking waves_per_eu > 1


def test_inspect_reports_a_listing_that_does_not_launch(tmp_path):
    from flygen.build.pipeline import generate
    from flygen.inspect.report import format_text, inspect
    (b,) = generate(["examples/gemm_fp8.yaml"], names=("gemm_fp8_8w_row_major",))
    good = tmp_path / "good.s"
    good.write_text(b.asm)
    rep = inspect(str(good))
    assert rep["launch"] == [] and "DOES NOT LAUNCH" not in format_text(rep)
    # the same code declaring 260 VGPRs (no AGPRs, so 260 ArchVGPRs): over 256 arch, and over 256 unified with
    # 2 waves per SIMD
    assert ".amdhsa_next_free_vgpr 252" in b.asm
    bad = tmp_path / "bad.s"
    bad.write_text(b.asm.replace(".amdhsa_next_free_vgpr 252", ".amdhsa_next_free_vgpr 260"))
    rep = inspect(str(bad))
    assert rep["launch"][0] == "260 ArchVGPRs exceed 256" and "exceed the 256 a wave can have" in rep["launch"][1]
    assert "DOES NOT LAUNCH" in format_text(rep)
