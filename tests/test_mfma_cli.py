"""`flygen isa mfma` CLI: thin wrapper over the atom table."""
import json

from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.isa.mfma import F64 as F64_ROWS
from flygen.isa.mfma import lane_map, mfma_atom


def run(*args):
    return CliRunner().invoke(cli, ["isa", "mfma", *args])


def test_list_json_has_every_atom():
    r = run("--list", "--json")
    assert r.exit_code == 0
    rows = json.loads(r.output)
    # 114 gfx950 atoms (f8f6f4 and scaled forms per format pair, dense, gfx942-style fp8/bf8) + the 20 gfx942
    # MFMAs gfx950 keeps (flygen/isa/mfma.py GFX942) + the 2 f64 MFMAs (F64: 16x16x4, 4x4x4 4b) + the 28 SMFMACs
    from flygen.isa.mfma import F64, GFX942, SMFMAC
    assert len(GFX942) == 20 and len(F64) == 2 and len(SMFMAC) == 28
    assert len(rows) == 114 + len(GFX942) + len(F64) + len(SMFMAC) == 164
    assert {x["mnemonic"] for x in rows} >= set(GFX942) | set(F64) | set(SMFMAC)
    sm = next(x for x in rows if x["mnemonic"] == "v_smfmac_f32_32x32x64_fp8_bf8")
    assert (sm["a_regs"], sm["b_regs"], sm["c_regs"], sm["passes"], sm["sparse"], sm["idx_bits"]) == \
        (4, 8, 16, 8, True, 32)
    f64 = next(x for x in rows if x["mnemonic"] == "v_mfma_f64_4x4x4_4b_f64")
    assert (f64["a_fmt"], f64["acc"], f64["passes"], f64["blocks"], f64["c_regs"]) == ("f64", "f64", 4, 4, 2)
    text = run("--list").output
    assert "v_mfma_f64_16x16x4_f64" in text and "f64 x f64" in text
    assert {"mnemonic": "v_mfma_f32_32x32x64_f8f6f4", "a_fmt": "fp4", "b_fmt": "fp6", "passes": 8}.items() <= \
        next(x for x in rows if x["mnemonic"] == "v_mfma_f32_32x32x64_f8f6f4" and x["a_fmt"] == "fp4"
             and x["b_fmt"] == "fp6").items()


def test_f64_atoms_by_name():
    for mn, (m, n, k, passes, blocks) in F64_ROWS.items():
        r = run(mn, "--json")
        assert r.exit_code == 0, r.output
        d = json.loads(r.output)
        assert (d["acc"], d["a_regs"], d["c_regs"], d["passes"], d["blocks"]) == ("f64", 2, m * n * blocks // 32,
                                                                                passes, blocks)
        assert (d["c"][0]["width"], d["a"][0]["width"]) == (64, 64)


def test_detail_json_entries_follow_the_table():
    r = run("v_mfma_scale_f32_16x16x128_f8f6f4", "--a-fmt", "fp8", "--b-fmt", "fp4", "--json")
    assert r.exit_code == 0
    d = json.loads(r.output)
    assert (d["cbsz"], d["blgp"], d["passes"], d["cycles"]) == (0, 4, 8, 32)
    at = mfma_atom("v_mfma_scale_f32_16x16x128_f8f6f4", "fp8", "fp4")
    e = d["a"][17 * 32 + 20]                      # lane 17, byte 20 = reg 5 bits 0..7
    assert (e["lane"], e["reg"], e["bit"], e["width"]) == (17, 5, 0, 8)
    assert (e["i"], e["k"]) == tuple(lane_map(at, "a")[17, 20]) == (1, 64 + 16 + 4)
    assert d["scale_b"][40] == {"lane": 40, "j": 8, "kblock": 2}


def test_text_output_and_errors():
    r = run("v_mfma_f32_16x16x32_bf16")
    assert r.exit_code == 0 and "passes 4 (16 cycles)" in r.output
    r = run("v_mfma_bogus")
    assert r.exit_code != 0 and "unknown MFMA" in r.output and "Traceback" not in r.output
