"""One record per activation (flygen/activations.py): the f32 chain a kernel emits for it, run on the emulator,
lands within the record's own error bound of the record's float64 reference; and every family that takes an
activation reads its names from the record (the spec choices, the epilogue's chains)."""
import numpy as np
import pytest

from flygen.activations import ACTIVATIONS, epilogues, of_epilogue
from flygen.emu.launch import run_snippet
from flygen.plan.epilogue.values import ACTIVATIONS as CHAINS, activation_lines
from flygen.render import environment
from flygen.spec.gemm_fp8 import SCHEMA as FP8
from flygen.spec.gemm_preshuffle import SCHEMA as PRESHUFFLE
from flygen.spec.gemm_splitk_reduce import SCHEMA as REDUCE

# 64 lanes of inputs: the wide range, small values, and the far negatives where 2^z leaves the normal range
V = np.concatenate([np.linspace(-20, 20, 48), [-100.0, -90.0, -88.5, -30.0, -6.5, -1e-3, 0.0, 1e-3,
                                                 0.5, 3.0, 60.0, 85.0, -7.0, -5.0, 1e-30, -1e-30]]).astype(np.float32)


def _emit(name):
    items = activation_lines(name, "v1", "v2")
    text = environment().from_string('{% import "_items.s.j2" as I %}{{ I.each(items) }}').render(items=items)
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


@pytest.mark.parametrize("name", sorted(ACTIVATIONS))
def test_the_emitted_chain_is_within_the_records_bound_of_its_reference(name):
    act = ACTIVATIONS[name]

    def init(st):
        st.v[0, 1] = V.view(np.uint32)
    res = run_snippet(_emit(name), init=init)
    assert not [h for h in res.hazards if h.severity == "error"]
    got = res.state.v[0, 1].astype(np.uint32).view(np.float32).astype(np.float64)
    v = V.astype(np.float64)
    want = act.reference(v)
    err = act.f32_err(v, want)
    assert np.all(np.abs(got - want) <= err), [(float(a), float(b), float(c)) for a, b, c in
                                               zip(v, got, want) if abs(b - c) > act.f32_err(np.array([a]), np.array([c]))[0]][:3]
    if act.exact:
        assert np.array_equal(got, want)


@pytest.mark.parametrize("name", sorted(ACTIVATIONS))
def test_the_numpy_f32_model_of_each_chain_is_the_emulated_chain_within_its_bound(name):
    """Activation.f32_model (the chain in numpy float32, flygen.ref.moe's intermediate) against the chain the
    kernels emit, run on the emulator: equal for an exact chain, within the record's bound of each other (both
    are within it of the reference) otherwise, and the same as the reference where the record is exact."""
    act = ACTIVATIONS[name]

    def init(st):
        st.v[0, 1] = V.view(np.uint32)
    got = run_snippet(_emit(name), init=init).state.v[0, 1].astype(np.uint32).view(np.float32).astype(np.float64)
    model = act.f32_model(V).astype(np.float64)
    v = V.astype(np.float64)
    assert np.all(np.abs(model - act.reference(v)) <= act.f32_err(v, act.reference(v)))
    assert np.all(np.abs(model - got) <= 2 * act.f32_err(v, act.reference(v)))
    if act.exact:
        assert np.array_equal(model, got)


def test_the_bound_is_not_vacuous():
    """A wrong chain fails: silu's reference against gelu's emitted code exceeds silu's bound somewhere."""
    def init(st):
        st.v[0, 1] = V.view(np.uint32)
    got = run_snippet(_emit("gelu"), init=init).state.v[0, 1].astype(np.uint32).view(np.float32).astype(np.float64)
    silu = ACTIVATIONS["silu"]
    v = V.astype(np.float64)
    assert np.any(np.abs(got - silu.reference(v)) > silu.f32_err(v, silu.reference(v)))


def test_every_family_reads_the_records():
    assert set(epilogues()) == {"none", "bias"} | {f"bias_{a}" for a in ACTIVATIONS}
    assert PRESHUFFLE["epilogue"].choices == epilogues() == FP8["epilogue"].choices
    assert set(REDUCE["epilogue"].choices) == set(epilogues()) | set(ACTIVATIONS)
    for name, act in ACTIVATIONS.items():
        assert CHAINS[name] == CHAINS[f"bias_{name}"] == act.ops
        assert of_epilogue(f"bias_{name}") is act is of_epilogue(name)
    assert of_epilogue("none") is None and of_epilogue("bias") is None


REGISTER = r'''
import json, sys
import flygen.activations as A
# a made-up activation, registered as adding one would be (one record): y = -v, exact in f32
A.ACTIVATIONS["neg"] = A.Activation("neg", (("v_sub_f32", "{x}", "0", "{x}"),), lambda v: -v)
# and one whose emitted chain does not compute its reference (no ops): verify must fail it
A.ACTIVATIONS["bad"] = A.Activation("bad", (), lambda v: -v)
from flygen.check.verify import verify
rs = verify([sys.argv[1]], sizes={"M": 37}) + verify([sys.argv[2]])
rs += verify([sys.argv[3]], sizes={"M": 37, "N": 100})
print(json.dumps([[r["kernel"], r["passed"], r.get("then", [{}])[0].get("kernel")] for r in rs]))
'''
NEG_SPEC = """target: gfx950
defaults: {family: gemm_preshuffle, N: 128, tile_m: 32, tile_n: 64, tile_k: 128, K: 512}
kernels:
  - name: neg_whole
    epilogue: bias_neg
  - name: neg_split
    split_k: 2
    epilogue: bias_neg
    out_dtype: f16
  - name: bad_whole
    epilogue: bias_bad
"""
CONV_SPEC = """target: gfx950
defaults: {family: conv3d, d: 3, h: 4, w: 4, c: 64, k: 80, t: 3, r: 3, s: 3, padding: [1, 1, 1], activation: neg}
kernels:
  - {name: conv_neg, bias: true}
  - {name: conv_neg_split, split_k: 3}
"""
FP8_SPEC = """target: gfx950
defaults: {family: gemm_fp8, K: 512, waves: 4, tile_m: 64, tile_n: 64, split_k: 2}
kernels:
  - {name: fp8_neg_split, epilogue: bias_neg}
  - {name: fp8_bad_split, epilogue: bias_bad}
"""


def test_a_registered_activation_reaches_the_gemm_kernels_and_the_split_k_reduce(tmp_path):
    """One record is all a new activation needs: registered before the families load, the preshuffle GEMM,
    the split-K reduce (`epilogue: bias_neg`), gemm_fp8's split-K (`epilogue: bias_neg`, applied by its reduce)
    and conv3d (`activation: neg`, whole and split-K) accept it, emit its chain and verify against its reference;
    a record whose chain is not its reference fails (preshuffle whole, gemm_fp8 split-K pair)."""
    import json
    import subprocess
    import sys
    spec, conv, fp8 = tmp_path / "neg.yaml", tmp_path / "conv.yaml", tmp_path / "fp8.yaml"
    spec.write_text(NEG_SPEC)
    conv.write_text(CONV_SPEC)
    fp8.write_text(FP8_SPEC)
    out = subprocess.run([sys.executable, "-c", REGISTER, str(spec), str(conv), str(fp8)], capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got == [["neg_whole", True, None], ["neg_split", True, "neg_split_reduce"], ["neg_split_reduce", True, None],
                   ["bad_whole", False, None], ["conv_neg", True, None],
                   ["conv_neg_split", True, "conv_neg_split_reduce"], ["conv_neg_split_reduce", True, None],
                   ["fp8_neg_split", True, "fp8_neg_split_reduce"], ["fp8_neg_split_reduce", True, None],
                   ["fp8_bad_split", False, "fp8_bad_split_reduce"], ["fp8_bad_split_reduce", False, None]], got
