"""Pictures, the LDS bank model and the `flygen layout` commands."""
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.layout import Layout, Swizzle, make_composed_layout
from flygen.layout.draw import bank_conflicts, bank_svg, layout_svg, show_table, tv_svg


def test_bank_model_hand_counts():
    # ds_read_b128: 4 phases of 16 lanes (flygen.isa.lds: T0-3, T12-15, T20-23, T24-27 first); lane l at byte
    # 128*l -> dwords 32l..32l+3 -> banks {0..3} (even l) or {32..35} (odd l): each phase has 8 even and 8 odd
    # lanes -> 8 cycles per phase, 4 phases -> 32 cycles, 28 conflicts.
    rows = Layout(64, 128)
    r = bank_conflicts(rows, access_bytes=16, bytes_per_elem=1)
    assert (r["lanes_per_group"], r["cycles"], r["conflicts"]) == (16, 32, 28)
    # contiguous 16 B per lane: 16 lanes x 4 dwords = all 64 banks once
    assert bank_conflicts(Layout(64, 16), 16)["conflicts"] == 0
    # broadcast: every lane reads the same dword -> no conflict
    assert bank_conflicts(Layout(64, 0), 4)["conflicts"] == 0
    # b32 with stride 2 dwords: 64 lanes hit 32 even banks twice -> 2 cycles
    assert bank_conflicts(Layout(64, 2), 4, bytes_per_elem=4)["cycles"] == 2
    # the S<3,4,4> swizzle spreads the 128 B rows over all banks
    sw = make_composed_layout(Swizzle(3, 4, 4), 0, rows)
    assert bank_conflicts(sw, 16)["conflicts"] == 0
    # the phases are the timing model's table (flygen.isa.lds), not contiguous lanes. Lane i + 4j + 16k at byte
    # 16(i + j) + 256k: 16 contiguous lanes share 16 B slots only as identical dwords (broadcast, 0 conflicts),
    # but read phase 0 (T0-3, T12-15 of k = 0; T20-23, T24-27 of k = 1) puts rows 0 and 1 on the same banks
    from flygen.isa.lds import READ_B128_PHASES
    assert bank_conflicts(rows, 16)["phases"] == [list(p) for p in READ_B128_PHASES]
    mixed = Layout((4, 4, 4), (16, 16, 256))
    assert bank_conflicts(mixed, 16)["conflicts"] == 4
    assert bank_conflicts(mixed, 16, load=False)["conflicts"] == 0   # writes: contiguous 16-lane phases


def test_svgs_are_deterministic_and_labelled():
    lay = Layout((4, 8), (1, 4))
    a, b = layout_svg(lay), layout_svg(lay)
    assert a == b and a.startswith("<svg") and ">31<" in a
    t = tv_svg(Layout((4, 2), (1, 4)), (4, 2))
    assert "T3" in t and "V1" in t
    assert "conflict" in bank_svg(Layout(64, 128), 16)
    assert show_table(lay).splitlines()[2].split() == ["0", "0", "4", "8", "12", "16", "20", "24", "28"]


def test_cli(tmp_path):
    run = CliRunner().invoke
    r = run(cli, ["layout", "eval", "((16,4),(8,2)):((1,16),(64,512))", "((3,1),(2,1))"])
    assert r.exit_code == 0 and r.output.strip() == str(3 + 16 + 2 * 64 + 512)
    out = tmp_path / "l.svg"
    r = run(cli, ["layout", "draw", "S<3,4,4> o 0 o (16,128):(128,1)", "-o", str(out)])
    assert r.exit_code == 0 and out.read_text().startswith("<svg")
    r = run(cli, ["layout", "banks", "(64,1):(128,0)", "--json"])
    assert r.exit_code == 0 and '"conflicts": 28' in r.output
    r = run(cli, ["layout", "show", "(4,8"])
    assert r.exit_code != 0 and "error:" in r.output and "Traceback" not in r.output
