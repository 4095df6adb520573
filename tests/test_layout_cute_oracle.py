"""flygen.layout against CuTe: every case of tests/data/layout/cute_oracle.json (written by tools/cute_oracle.py
from CUTLASS's pycute, nvidia-cutlass 4.2.0.0) must give the same function over the result's domain (or the
same refusal) and the same printed shape:stride, full mode structure included.

Where pycute differs from CuTe C++ the file's "cpp_overrides" give C++'s result and the rule (C++ source line
read, why pycute differs); the tool only records an override whose difference it checked to be of the rule's
kind. docs/layout.md lists the rules. pycute is not needed here: the test reads the file."""
import json
import sys
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import cute_oracle as O  # noqa: E402

DOC = json.loads(O.CORPUS.read_text())
OVERRIDES = {o["id"]: o for o in DOC["cpp_overrides"]}
BY_OP = defaultdict(list)
for _c in DOC["cases"]:
    BY_OP[_c["op"]].append(_c)
FLYGEN = O.Impl("flygen")


def test_corpus_header():
    assert DOC["pycute"].startswith("nvidia-cutlass 4.2.0.0")
    assert "044405ce" in DOC["cpp_reference"]
    assert len(DOC["cases"]) >= 10000
    for op, cases in BY_OP.items():                   # hundreds of random cases per operation
        assert len(cases) >= 300, op
    for o in DOC["cpp_overrides"]:
        assert o["rules"] and all(r in DOC["rules"] for r in o["rules"]), o


def test_rules_are_documented():
    doc = (ROOT / "docs" / "layout.md").read_text()
    for rule, r in DOC["rules"].items():
        assert f"`{rule}`" in doc, rule
        assert "044405ce" in r["cpp_source"]


@pytest.mark.parametrize("op", sorted(BY_OP))
def test_agrees_with_cute(op):
    bad_fn, bad_st = [], []
    for c in BY_OP[op]:
        want = OVERRIDES[c["id"]]["cpp"] if c["id"] in OVERRIDES else c["pycute"]
        got = FLYGEN.run(c)
        got.pop("msg", None)
        fn, st = O.agree(want, got)
        if not fn:
            bad_fn.append((c["id"], c["args"], want, got))
        elif not st:
            bad_st.append((c["id"], c["args"], want, got))
    n = len(BY_OP[op])
    assert not bad_fn, f"{len(bad_fn)}/{n} functional differences, e.g. {bad_fn[:3]}"
    assert not bad_st, f"{len(bad_st)}/{n} structural differences, e.g. {bad_st[:3]}"


def test_named_cases_of_issue_17():
    """The cases issue 17 names, with C++'s answers spelled out (derived by hand from layout.hpp)."""
    from flygen.layout import (Layout, coalesce, complement, logical_divide, parse_layout as P, tiled_divide,
                               zipped_divide)
    s = lambda x: f"{x.shape}:{x.stride}"          # noqa: E731 -- Python tuples: 1-tuples show as (6,)
    assert s(logical_divide(P("2:0"), P("2:2"))) == "(2, 2):(0, 0)"
    assert s(logical_divide(P("5:1"), P("5:12"))) == "(5, 12):(12, 1)"
    assert s(logical_divide(P("3:2"), P("(1,3):(32,16)"))) == "((1, 3), 16):((64, 32), 2)"
    assert s(zipped_divide(P("4:1"), [P("4:1")])) == "((4,), (1,)):((1,), (0,))"
    # C++ zip2_by treats the None mode as a terminal: the kept mode (4,8) splits into tile 4 and rest 8
    assert s(tiled_divide(P("((4,8),4):((1,12),0)"), [None, P("(2,2):(2,1)")])) == \
        "((4, (2, 2)), 8, 1):((1, (0, 0)), 12, 0)"
    assert s(coalesce(Layout((6,), (1,)), (1,))) == "(6,):(1,)"
    assert s(coalesce(Layout(((6,), (1,)), ((1,), (0,))), (1, 1))) == "(6, 1):(1, 0)"
    assert s(complement(P("4:0"), 1)) == "1:0"
    assert s(complement(P("(4,6):(1,4)"), 24)) == "1:0"
