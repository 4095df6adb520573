"""conv3d `x_layout: ncdhw` (FlyDSL's default conv layout, FlyDSL's route: a separate transpose kernel first):
the build adds NAME_x_ndhwc (family layout_transpose) that copies x [N, C, D*H*W] into the NDHWC workspace
x_ndhwc, the conv kernel reads that workspace, and verify / the runtime launch the pair from the manifest's
contract. The transpose's layouts are the compositions X_ncdhw o W, X_ndhwc o W (checked against numpy's
moveaxis on every element), the transpose alone is bit-exact (bf16 and fp8, 16-byte and narrower stores,
ragged pixel blocks, NaN bit patterns untouched, guard intact), the pairs verify against the float64 reference
on NCDHW x (bf16 and fp8, ragged M, padding, a partial launch); mutants (the fp8 odd bytes dropped, a channel
offset wrong in the pair) fail; split-K with ncdhw is a located
error; `flygen header` names the pair."""
import re
import tempfile

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import build, generate
from flygen.errors import FlygenError
from flygen.plan import layout_transpose as LT
from flygen.ref import conv3d as ref
from flygen.runtime.header import header_text
from flygen.runtime.run import check_case, run_check
from flygen.check.verify import emu_library, verify_one

from conv3d_support import mutate

TRANSPOSES = {
    "bf16_v8": (dict(dtype="bf16", n=2, c=64, pixels=300), "buffer_store_dwordx4"),    # P ragged vs 256
    "fp8_v16": (dict(dtype="fp8", n=3, c=48, pixels=45, block=64), "buffer_store_dwordx4"),
    "bf16_c3": (dict(dtype="bf16", n=2, c=3, pixels=70, block=64), "buffer_store_short"),  # V = 1
    "fp8_c6": (dict(dtype="fp8", n=1, c=6, pixels=130, block=64), "buffer_store_short"),   # V = 2 bytes
}
CONVS = {
    # P = 3*5*6 = 90, M = 180 ragged vs 128, padding on every axis, bias + relu, y NCDHW too
    "bf16": dict(dtype="bf16", n=2, d=3, h=5, w=6, c=64, k=80, t=1, r=3, s=3, padding=[1, 1, 1], bias=True,
                 activation="relu", y_layout="ncdhw"),
    # fp8 preshuffled w, C = 48 (channel tail), 3x3x1 taps, M = 135 ragged
    "fp8": dict(dtype="fp8", n=3, d=3, h=3, w=5, c=48, k=80, t=3, r=3, s=1, padding=[1, 1, 0],
                w_layout="preshuffled"),
}


@pytest.fixture(scope="module")
def spec_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_xin") / "x.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        *({"name": f"t_{n}", "family": "layout_transpose", **kw} for n, (kw, _) in TRANSPOSES.items()),
        *({"name": f"x_{n}", "family": "conv3d", "x_layout": "ncdhw", **kw} for n, kw in CONVS.items())]}))
    return path


@pytest.fixture(scope="module")
def built(spec_path):
    return {b.spec.name: b for b in generate([str(spec_path)])}


def _ok(r) -> bool:
    return r["passed"] and r["hazards"] == [] and all(
        c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"] for c in r["checks"])


@pytest.mark.parametrize("n, c, pixels, v, e", [(2, 64, 37, 8, 2), (3, 48, 45, 16, 1), (2, 3, 10, 1, 2),
                                                 (1, 6, 7, 2, 1)])
def test_layouts_are_the_composition_and_move_every_element_once(n, c, pixels, v, e):
    assert LT.vector(c, e) == v
    src, dst = LT.address_layouts(n, c, pixels, v, e)
    x = np.arange(n * c * pixels).reshape(n, c, pixels)                    # NCDHW element indices
    moved = np.moveaxis(x, 1, 2).reshape(-1)                               # NDHWC position -> NCDHW index
    t = LT.transpose_map(n, c, pixels)
    assert [t(int(i)) for i in moved] == list(range(moved.size))
    got_s, got_d = [], []
    for img in range(n):
        for cg in range(c // v):
            for p in range(pixels):
                for j in range(v):
                    got_s.append(src((p, cg, img), j) // e)
                    got_d.append(dst((p, cg, img), j) // e)
    assert sorted(got_s) == list(range(x.size)) and sorted(got_d) == list(range(x.size))
    assert all(moved[d] == s for s, d in zip(got_s, got_d))


@pytest.mark.parametrize("name", list(TRANSPOSES))
def test_transpose_is_bit_exact(built, tc, name):
    b, store = built[f"t_{name}"], TRANSPOSES[name][1]
    assert set(re.findall(r"^\s*(buffer_store_\w+)", b.asm, re.M)) == {store}
    assert not re.search(r"^\s*ds_", b.asm, re.M)                       # no LDS
    r = verify_one(b, seed=2, toolchain=tc)
    assert _ok(r), r["checks"]


@pytest.mark.parametrize("name", list(CONVS))
def test_pair_verifies_on_ncdhw_x(built, tc, name):
    b = built[f"x_{name}"]
    assert b.plan.split_k["launch"] == [f"x_{name}_x_ndhwc", f"x_{name}"]
    assert [a.name for a in b.plan.args][0] == "x_ndhwc"
    r = verify_one(b, seed=4, toolchain=tc)
    assert _ok(r) and r["checks"][0]["max_err_over_tol"] <= 1.0, r["checks"]
    assert [x["kernel"] for x in r["before"]] == [f"x_{name}_x_ndhwc"]


def test_partial_launch_verifies(built, tc):
    r = verify_one(built["x_fp8"], sizes={"m_tile0": 1}, seed=6, toolchain=tc)
    assert _ok(r) and r["grid"] == [2, 1, 1], r["checks"]          # M tiles 1 of 2 (M = 135)


def _pair_result(built, tc, conv, pre):
    """check_case on a library of the given (possibly mutated) pair."""
    with tempfile.TemporaryDirectory() as tmp:
        lib = emu_library([conv, pre], tmp, tc)
        case = ref.make_case(conv.spec.params, {}, np.random.default_rng(4))
        return check_case(lib, conv.plan.name, case)


def test_mutants_fail(built, tc):
    # fp8: the odd channels' bytes never merged into the store dwords
    bad = mutate(built["t_fp8_v16"], r"^\s*v_lshl_or_b32 .*\n")
    assert not verify_one(bad, seed=2, toolchain=tc)["passed"]
    # the pair (test_pair_verifies_on_ncdhw_x passes it unmutated), channel 1 read from channel 0's offset (stride P esize = 180 B for bf16 P = 90)
    conv, pre = built["x_bf16"], built["x_bf16_x_ndhwc"]
    assert not _pair_result(built, tc, conv, mutate(pre, r"offset:180(\s+// channel cg 8 \+ 1)", r"offset:0\1"))["passed"]


def test_runtime_runs_the_pair_and_header_names_it(spec_path, tmp_path):
    out = tmp_path / "lib"
    build([str(spec_path)], out, names=("x_fp8", "x_fp8_x_ndhwc"))   # -k NAME alone leaves out its pair
    r = run_check(out, "x_fp8", {"m_tile0": 1})
    assert r["passed"] and r["launched"] == ["x_fp8_x_ndhwc", "x_fp8"]
    h = header_text(out)
    assert '#define X_FP8_PRE_NAME "x_fp8_x_ndhwc"' in h and "NCDHW input (x transposed first)" in h
    assert "x_fp8_workspace_bytes" in h and "X_FP8_SPLIT_K" not in h


def test_split_k_with_ncdhw_is_located(tmp_path):
    path = tmp_path / "e.yaml"
    path.write_text("target: gfx950\nkernels:\n  - name: e\n    family: conv3d\n    d: 4\n    h: 4\n    w: 4\n"
                    "    c: 64\n    k: 64\n    t: 3\n    r: 3\n    s: 3\n    padding: [1, 1, 1]\n"
                    "    x_layout: ncdhw\n    split_k: 3\n")
    with pytest.raises(FlygenError, match=rf"^{re.escape(str(path))}:15:14: kernels\[0\]\.split_k: split-K and "
                                          r"x_layout ncdhw would need two workspaces"):
        generate([str(path)])
