"""A kernel whose code exceeds the 64 KiB instruction cache (limits.ICACHE_BYTES) builds with a located warning;
the manifest records every kernel's code bytes (the .text size of its symbol in the HSACO). `flygen validate`
warns the same, before the assembler, from the plan's code-size estimate (flygen.plan.codesize), which is
those bytes exactly."""
import json

from click.testing import CliRunner

from flygen.build.pipeline import build
from flygen.plan import plan
from flygen.plan.codesize import estimate
from flygen.spec.load import load_specs
from flygen.isa import limits
from flygen.toolchain import read_code_object

SPEC = """target: gfx950
kernels:
  - name: conv_unrolled_{c}
    family: conv3d
    dtype: bf16
    d: 4
    h: 6
    w: 6
    k: 64
    t: 3
    r: 3
    s: 3
    padding: [1, 1, 1]
    k_loop: unrolled
    sweep:
      c: [16, 512]
"""


def test_code_over_the_icache_warns_at_its_spec_field(tmp_path):
    spec = tmp_path / "k.yaml"
    spec.write_text(SPEC)
    res = build([spec], tmp_path / "out", cache=False)
    sizes = {k["name"]: k["code_bytes"] for k in res["kernels"]}
    for name, n in sizes.items():       # what the manifest says is the symbol's code in the HSACO
        co = read_code_object((tmp_path / "out" / f"{name}.hsaco").read_bytes())
        assert len(co.kernel(name).code) == n
    assert sizes["conv_unrolled_16"] < limits.ICACHE_BYTES < sizes["conv_unrolled_512"]
    for ks in load_specs([spec]):                                     # the estimate validate warns with
        assert estimate(plan(ks)) == sizes[ks.name]
    (w,) = res["warnings"]
    assert w.startswith(f"{spec}:14:13: kernels[0].k_loop (conv_unrolled_512): code ") and "instruction cache" in w
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert "warnings" not in manifest and manifest["kernels"][1]["code_bytes"] == sizes["conv_unrolled_512"]


def test_cli_prints_the_warning_on_stderr(tmp_path):
    from flygen.cli.main import cli
    spec = tmp_path / "k.yaml"
    spec.write_text(SPEC.replace("c: [16, 512]", "c: [512]"))
    out = CliRunner().invoke(cli, ["build", str(spec), "-o", str(tmp_path / "o"), "--no-cache"])
    assert out.exit_code == 0, out.output
    assert "warning:" in out.stderr and "instruction cache" in out.stderr


def test_validate_warns_from_the_estimate_at_the_field(tmp_path):
    from flygen.cli.main import cli
    spec = tmp_path / "k.yaml"
    spec.write_text(SPEC + "  - {name: conv_auto, family: conv3d, dtype: bf16, d: 4, h: 6, w: 6, k: 64, c: 512, "
                           "t: 3, r: 3, s: 3, padding: [1, 1, 1]}\n")
    out = CliRunner().invoke(cli, ["validate", str(spec)])
    assert out.exit_code == 0 and out.stdout.startswith("ok: 3 kernel(s)"), out.output
    warns = [ln for ln in out.stderr.splitlines() if ln.startswith("warning:")]
    (ks,) = [k for k in load_specs([spec]) if k.name == "conv_unrolled_512"]
    n = estimate(plan(ks))
    assert warns == [f"warning: {spec}:14:13: kernels[0].k_loop (conv_unrolled_512): estimated code {n} B exceeds "
                     f"the {limits.ICACHE_BYTES} B instruction cache shared by 2 CUs (a rolled K loop or a smaller "
                     "tile keeps it inside; flygen inspect shows the hot loop)"]
    assert n > limits.ICACHE_BYTES          # the same C with k_loop: auto (the tap loop) gives no warning
