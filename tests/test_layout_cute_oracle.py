"""flygen.layout against compiled CuTe C++: every case of tests/data/layout/cute_cpp.json (written by
tools/cute_oracle.py, which compiles each case with g++ against CUTLASS's CuTe headers, static integers
throughout, and records what the program printed, or "refused" where C++ does not compile) must give the same
function over the result's domain (or every sampled point of a large one) and the same shape:stride tree, and
flygen must raise LayoutError exactly where C++ refuses.

The data test needs neither g++ nor the headers; test_cpp_sample re-runs a few cases through the compiler when
both are there (CUTE_INCLUDE, CUDA_INCLUDE: see the tool's docstring) and skips otherwise."""
import json
import sys
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import cute_oracle as O  # noqa: E402

DOC = json.loads(O.DATA.read_text())
BY_OP = defaultdict(list)
for _c in DOC["cases"]:
    BY_OP[_c["op"]].append(_c)


def test_data_header():
    assert DOC["cutlass_commit"] == O.CUTLASS_COMMIT
    gen = DOC["generator"]
    assert gen["planned"] == gen["answered"] == len(DOC["cases"]) >= 20000, gen   # the whole plan, answered
    assert "g++" in DOC["compiler"] and "-O0" in DOC["compiler"]
    refused = sum("refused" in c["cpp"] for c in DOC["cases"])
    assert 0 < refused < len(DOC["cases"])
    for op in ("composition", "complement", "coalesce", "right_inverse", "left_inverse", "logical_divide",
               "zipped_divide", "tiled_divide", "flat_divide", "logical_product", "zipped_product",
               "tiled_product", "blocked_product", "raked_product", "crd2idx", "idx2crd", "swizzle",
               "tile_to_shape", "make_ordered_layout", "slice", "slice_and_offset", "make_layout", "flatten",
               "size", "cosize", "rank", "depth", "product"):
        assert len(BY_OP[op]) >= 4, op
    assert any(c["tag"] == "composed" for c in DOC["cases"])
    for op in ("slice", "slice_and_offset"):        # swizzled composed layouts sliced, kept and decayed
        got = [c["cpp"].get("printed", "") for c in BY_OP[op] if c["tag"] == "composed"]
        assert sum(" o " in p for p in got) >= 50 and sum(bool(p) and " o " not in p for p in got) >= 50, op


@pytest.mark.parametrize("op", sorted(BY_OP))
def test_agrees_with_cute_cpp(op):
    bad_fn, bad_st = [], []
    for c in BY_OP[op]:
        fn, st, got = O.judge(c)
        if not fn:
            bad_fn.append((c["id"], c["args"], c["cpp"], got))
        elif not st:
            bad_st.append((c["id"], c["args"], c["cpp"], got))
    n = len(BY_OP[op])
    assert not bad_fn, f"{len(bad_fn)}/{n} functional differences, e.g. {bad_fn[:3]}"
    assert not bad_st, f"{len(bad_st)}/{n} structural differences, e.g. {bad_st[:3]}"


def test_refusals_are_located():
    """Where C++ refuses, flygen's LayoutError says which operation and layouts."""
    for c in DOC["cases"]:
        if "refused" in c["cpp"] and c["op"] == "composition" and c["tag"] != "composed":
            got = O.flygen_result(c)
            assert "composition" in got["refused"] or "tiler" in got["refused"], got


def test_printed_structure_parser():
    t = "const char* type_name() [with T = cute::Layout<cute::tuple<cute::C<2>, cute::tuple<cute::C<3> > >, " \
        "cute::tuple<cute::C<1>, cute::tuple<cute::C<-2> > > >]"
    assert O.printed_of_type(t) == "(2,(3)):(1,(-2))"
    assert O.eval_layout((2, (3,)), (1, (4,)), 5) == 1 + 2 * 4


def test_cpp_sample():
    tc, why = O.Toolchain.find()
    if tc is None:
        pytest.skip(why)
    bad = O.sample(tc, 30)
    assert not bad, bad[:3]
