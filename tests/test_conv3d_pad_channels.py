"""A C = 3 first layer (C not a multiple of one 16-byte chunk) runs as the C = 8 / 16 kernel on inputs
zero-padded with flygen.ref.conv3d.pad_channels; the outputs meet the error bound of the 3-channel
problem (the padded products are exact zeros), checked on the emulator against a float64 reference of
the unpadded convolution."""
import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device
from flygen.ref import conv3d as ref
from flygen.ref.gemm import np_type

LAYER = {"family": "conv3d", "n": 1, "d": 4, "h": 9, "w": 9, "c": 3, "k": 64, "t": 3, "r": 3, "s": 3,
         "stride": [1, 2, 2], "padding": [1, 1, 1], "dilation": [1, 1, 1], "bias": True, "activation": "relu",
         "w_layout": "row_major"}


@pytest.mark.parametrize("dtype,c_to", [("bf16", 8), ("fp8", 16)])
def test_c3_layer_through_the_padded_kernel(tmp_path, dtype, c_to):
    p = {**LAYER, "dtype": dtype}
    spec = tmp_path / "c3.yaml"
    spec.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": "first_layer", **{**p, "c": c_to}}]}))
    (b,) = generate([str(spec)])
    rng = np.random.default_rng(3)
    x, w, ws, xs, bias = ref.make_inputs(p, rng)                     # the real 3-channel layer
    acc, mag = ref.reference(x, w, p["stride"], p["padding"], p["dilation"])
    want, bound = ref.finish(acc, mag, 27 * 3, ref.col_scale(ws, xs), bias.astype(np.float64), "relu")
    xp, wp = ref.pad_channels(x, w, c_to)
    assert xp.shape[-1] == wp.shape[-1] == c_to and not xp[..., 3:].any() and not wp[..., 3:].any()
    do, ho, wo = ref.out_shape(p)
    count = do * ho * wo * p["k"]
    dev = Device()
    y = dev.upload(np.zeros(count, np_type("bf16")))
    args = {k: dev.upload(np.ascontiguousarray(v)) if isinstance(v, np.ndarray) and v.ndim else v
            for k, v in ref.kernel_args(b.spec.params, xp, wp, ws, xs, bias, np.zeros(1)).items() if k != "y"}
    res = launch(load_program(b.asm).kernel("first_layer"), grid=b.plan.grid(m_tile0=0), block=b.plan.workgroup,
                 args={**args, "y": y}, device=dev, hazards=True)
    got = dev.download(y, np_type("bf16"), (count,)).astype(np.float64)
    assert not [h for h in res.hazards if getattr(h, "severity", "error") == "error"]
    ratio = np.abs(got - want.reshape(-1)) / bound.reshape(-1)
    assert np.all(ratio <= 1.0), float(ratio.max())
    assert np.count_nonzero(want) > count // 4                 # relu leaves real values to compare


# -- the same route through `flygen verify --shape c_logical=N` ---------------------------------------------

SPEC = {"target": "gfx950", "kernels": [
    {"name": "first_bf16", **{**LAYER, "c": 8}, "dtype": "bf16"},
    {"name": "first_fp8", **{**LAYER, "c": 16}, "dtype": "fp8", "w_layout": "preshuffled"}]}


@pytest.fixture(scope="module")
def spec_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("c_logical") / "first.yaml"
    path.write_text(yaml.safe_dump(SPEC, sort_keys=False))
    return str(path)


def test_cli_verify_c_logical_runs_the_padded_kernel_on_the_unpadded_problem(spec_file):
    from click.testing import CliRunner
    from flygen.cli.main import cli
    run = CliRunner().invoke
    ok = run(cli, ["verify", spec_file, "--no-store", "-k", "first_bf16", "--shape", "c_logical=3"])
    assert ok.exit_code == 0, ok.output
    assert ok.output.startswith("PASS first_bf16 (x 1x4x9x9x3 (padded to 8 by pad_channels) w 64x3x3x3 bf16")
    ok = run(cli, ["verify", spec_file, "--no-store", "-k", "first_fp8", "--shape", "c_logical=12"])
    assert ok.exit_code == 0, ok.output
    assert "x 1x4x9x9x12 (padded to 16 by pad_channels)" in ok.output
    bad = run(cli, ["verify", spec_file, "--no-store", "-k", "first_bf16", "--shape", "c_logical=9"])
    assert bad.exit_code == 1
    assert "first.yaml:3:3: kernels[0]" in bad.output and "(first_bf16): runtime size c_logical must be at most the kernel's " \
        "c = 8, got 9" in bad.output


def test_c_logical_checks_the_padding_it_hands_the_kernel(spec_file, monkeypatch):
    """Negative control: padding that is not zeros (the extra channels of x and w 1.0; either alone would
    still multiply to zero) must fail: the reference is the unpadded 3-channel convolution."""
    from flygen.spec.load import load_specs
    from flygen.build.pipeline import generate_one
    from flygen.check.verify import verify_one
    b = generate_one(load_specs([spec_file])[0])
    good = verify_one(b, {"c_logical": 3}, seed=4)
    assert good["passed"], good["checks"]
    pad = ref.pad_channels

    def ones(x, w, c_to):
        xp, wp = pad(x, w, c_to)
        xp[..., x.shape[-1]:] = 1.0
        wp[..., w.shape[-1]:] = 1.0
        return xp, wp
    monkeypatch.setattr(ref, "pad_channels", ones)
    bad = verify_one(b, {"c_logical": 3}, seed=4)
    assert not bad["passed"] and bad["checks"][0]["mismatches"] > 0
