"""conv3d's `activation` (the shared records of flygen/activations.py, as gemm_preshuffle's and the split-K
reduce's `epilogue` read them): silu and gelu, whose chains need a temporary register and transcendental
hazard nops, verify on the emulator within the records' bounds in the rows epilogue (NDHWC and NCDHW y) and in
the split-K reduce; a record whose reference is not what its code computes fails verify.

conv3d's cases sum hundreds of products (values in the hundreds or thousands), so they sample each activation
mostly far from 0, where silu and gelu are close to relu: a gelu reference would pass silu's code here. The
chains' accuracy near 0 is tests/test_activations.py's (the same chain, run alone on the emulator); what this
test adds is the conv3d wiring (the value read from the accumulator, the temporary, the nops)."""
import json
import subprocess
import sys

SPEC = """target: gfx950
defaults: {family: conv3d, d: 3, h: 4, w: 4, c: 64, k: 80, t: 3, r: 3, s: 3, padding: [1, 1, 1]}
kernels:
  - {name: conv_silu, bias: true, activation: silu}
  - {name: conv_gelu_ncdhw, dtype: fp8, c: 128, activation: gelu, y_layout: ncdhw}
  - {name: conv_silu_split, split_k: 3, activation: silu}
  - {name: conv_wrong, activation: identity_coded_as_silu}
"""

RUN = r'''
import json, sys
import flygen.activations as A
# silu's code, declared as the identity (an exact record): negative sums come out near 0, not as themselves
A.ACTIVATIONS["identity_coded_as_silu"] = A.Activation("identity_coded_as_silu", A.ACTIVATIONS["silu"].ops, lambda v: v)
from flygen.check.verify import verify
rs = verify([sys.argv[1]])
print(json.dumps([[r["kernel"], r["passed"], r.get("hazards", [])] for r in rs]))
'''


def test_silu_and_gelu_verify_on_conv3d_and_a_wrong_chain_fails(tmp_path):
    spec = tmp_path / "act.yaml"
    spec.write_text(SPEC)
    out = subprocess.run([sys.executable, "-c", RUN, str(spec)], capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-2000:]
    got = {k: (ok, hz) for k, ok, hz in json.loads(out.stdout.strip().splitlines()[-1])}
    assert {k: ok for k, (ok, _) in got.items()} == {"conv_silu": True, "conv_gelu_ncdhw": True,
                                                     "conv_silu_split": True, "conv_silu_split_reduce": True,
                                                     "conv_wrong": False}, got
    assert not any(hz for k, (_, hz) in got.items() if k != "conv_wrong"), got
