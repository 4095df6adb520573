"""`flygen verify --moe-chain` (flygen/check/moe_chain.py): routing -> stage 1 -> stage 2 on the emulator against the
float64 MoE from the inputs alone; pairs chain only when one routing and the hand-over fit both kernels."""
from __future__ import annotations

import numpy as np
import pytest
from click.testing import CliRunner

from flygen.build.pipeline import generate
from flygen.cli.main import cli
from flygen.check.moe_chain import chains, pairs, verify_chain
from flygen.ref import moe as R

EX = "examples/moe.yaml"


@pytest.fixture(scope="module")
def built():
    return {b.plan.name: b for b in generate([EX], names=("moe_s1_fp4", "moe_s2_fp4", "moe_s1_fp8_to_fp8",
                                                          "moe_s2_fp8", "moe_s2_fp4_k2"))}


def test_pairs_follow_the_hand_over_rule(built):
    got = {(a.plan.name, b.plan.name) for a, b in pairs(built.values())}
    assert ("moe_s1_fp4", "moe_s2_fp4") in got and ("moe_s1_fp8_to_fp8", "moe_s2_fp8") in got
    # an MX intermediate goes only to the stage 2 that reads its format and scale layout
    assert ("moe_s1_fp8_to_fp8", "moe_s2_fp4") not in got
    p1, p2 = built["moe_s1_fp4"].spec.params, built["moe_s2_fp4"].spec.params
    assert chains(p1, p2) and not chains({**p1, "tile_m": p1["tile_m"] * 2}, p2)
    assert not chains({**p1, "inter": p1["inter"] * 2}, p2) and not chains(p2, p1)


@pytest.mark.parametrize("s1,s2", [("moe_s1_fp4", "moe_s2_fp4"), ("moe_s1_fp8_to_fp8", "moe_s2_fp8")])
def test_chain_matches_the_float64_moe(built, s1, s2):
    r = verify_chain(built[s1], built[s2], {"tokens": 29}, seed=3)
    assert r["passed"], [(c["arg"], c["mismatches"], c["first_bad"][:2]) for c in r["checks"]]
    assert [c["arg"].split(".")[0] for c in r["checks"]][-1] == s2 and r["then"][0]["kernel"] == s1


def test_chain_fails_when_the_hand_over_is_wrong(built, monkeypatch):
    """Negative control: the host glue hands stage 2 an intermediate off by one e8m0 step (x2) -- stage 1
    alone still passes, the end-to-end check must not."""
    q = R.quantize_sorted
    monkeypatch.setattr(R, "quantize_sorted", lambda x, fmt: q(2 * np.asarray(x), fmt))
    r = verify_chain(built["moe_s1_fp4"], built["moe_s2_fp4"], {"tokens": 29}, seed=3)
    first, last = r["checks"][0], r["checks"][-1]
    assert first["mismatches"] == 0 and last["mismatches"] > 0 and not r["passed"]


def test_cli_moe_chain_and_its_errors(tmp_path):
    run = CliRunner().invoke
    db = str(tmp_path / "r.db")
    chain = ["verify", EX, "--moe-chain", "-k", "moe_s1_fp4", "-k", "moe_s2_fp4", "--shape", "tokens=5"]
    ok = run(cli, chain + ["--results", db])
    assert ok.exit_code == 0, ok.output
    assert ok.output.startswith("PASS moe_s1_fp4 -> moe_s2_fp4 (end to end vs the float64 MoE")
    # recorded as kind chain, keyed by both kernels: served on a re-run; the plain stage-2 case is not it
    again = run(cli, chain + ["--results", db])
    assert again.exit_code == 0 and "; stored result)" in again.output.splitlines()[0], again.output
    plain = run(cli, ["verify", EX, "-k", "moe_s2_fp4", "--shape", "tokens=5", "--results", db])
    assert plain.exit_code == 0 and "stored result" not in plain.output, plain.output
    rep = run(cli, ["report", db]).output.splitlines()
    assert [ln.split()[:4] for ln in rep[1:3]] == [["moe_s1_fp4", "->", "moe_s2_fp4", "[chain]"],
                                                   ["moe_s2_fp4", "1", "1", "0"]], rep
    bad = run(cli, ["verify", EX, "--moe-chain", "-k", "moe_s2_fp4"])
    assert bad.exit_code != 0 and "no stage-1 and stage-2 moe kernels that chain" in bad.output
    bad = run(cli, ["verify", EX, "--moe-chain", "--shard", "0/2"])
    assert bad.exit_code != 0 and "drop --shard" in bad.output
