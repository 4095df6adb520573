"""Attention options beyond examples/attention.yaml: `kv_splits: auto` (the rule, the kernel it builds, its
located errors), and the pair it builds verifying on the emulator."""
import pytest

from flygen.build.pipeline import generate
from flygen.errors import SpecErrors
from flygen.spec.attention import MIN_SPLIT_TILES, SPLITS, kv_splits_auto
from flygen.check.verify import verify_one


def _build(tmp_path, body: str, name: str = "opts.yaml"):
    path = tmp_path / name
    path.write_text("target: gfx950\nkernels:\n" + body)
    return {b.plan.name: b for b in generate([path])}


# ---- kv_splits: auto -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("wgs,kt,want", [
    (1, 1000, 16),        # decode, one head: the largest split
    (8, 64, 16),          # 8 x 16 = 128 CUs, 64 / 16 = 4 tiles a split
    (8, 63, 16),          # ceil(63 / 16) = 4: still allowed
    (8, 48, 8),           # ceil(48 / 16) = 3 < 4
    (32, 400, 8),         # 32 x 8 = 256 CUs
    (33, 400, 4),         # 33 x 8 > 256
    (128, 400, 2),
    (129, 400, 1),        # 129 x 2 > 256: the grid already fills the CUs
    (1, 7, 2),            # ceil(7 / 2) = 4
    (1, 4, 1), (1, 8, 2), (1, 3, 1),
])
def test_auto_rule(wgs, kt, want):
    assert kv_splits_auto(wgs, kt) == want
    assert MIN_SPLIT_TILES == 4 and max(SPLITS) == 16


SPEC_AUTO = """  - {name: a_decode, family: attention, head_dim: 64, heads_q: 2, kv_splits: auto, kv_splits_batch: 2,
     kv_splits_seqlen_q: 1, kv_splits_seqlen_k: 300, lse: true}
  - {name: a_explicit, family: attention, head_dim: 64, heads_q: 2, kv_splits: 2, lse: true}
  - {name: a_full, family: attention, head_dim: 64, heads_q: 16, kv_splits: auto, kv_splits_batch: 8,
     kv_splits_seqlen_q: 2048, kv_splits_seqlen_k: 2048}
  - {name: a_plain, family: attention, head_dim: 64, heads_q: 16}
"""


@pytest.fixture(scope="module")
def auto_kernels(tmp_path_factory):
    return _build(tmp_path_factory.mktemp("auto"), SPEC_AUTO)


def test_auto_picks_splits_and_builds_the_pair(auto_kernels):
    # 2 batches x 2 heads x 1 q tile = 4 workgroups; ceil(300 / 32) = 10 KV tiles: 2 splits (5 tiles each;
    # 4 splits would leave ceil(10 / 4) = 3 < 4)
    k = auto_kernels["a_decode"]
    assert k.plan.split_k["splits"] == 2 and k.plan.split_k["reduce"] == "a_decode_combine"
    assert "a_decode_combine" in auto_kernels
    same = auto_kernels["a_explicit"]
    assert k.asm.replace("a_decode", "X") == same.asm.replace("a_explicit", "X")


def test_auto_on_a_full_grid_is_one_kernel(auto_kernels):
    # 8 x 16 x 16 q tiles = 2048 workgroups > 256 CUs: no split, the plain kernel
    k = auto_kernels["a_full"]
    assert k.plan.split_k is None and "a_full_combine" not in auto_kernels
    assert k.asm.replace("a_full", "X") == auto_kernels["a_plain"].asm.replace("a_plain", "X")


def test_auto_pair_verifies(auto_kernels):
    r = verify_one(auto_kernels["a_decode"], {"batch": 2, "seqlen_q": 3, "seqlen_k": 300}, seed=5)
    assert r["passed"], r
    assert r["hazards"] == [] and [x["kernel"] for x in r["then"]] == ["a_decode_combine"]


@pytest.mark.parametrize("body,where,msg", [
    ("  - {name: e1, family: attention, kv_splits: auto}\n", "kernels[0].kv_splits", "needs kv_splits_seqlen_k"),
    ("  - {name: e2, family: attention, kv_splits: 2, kv_splits_seqlen_k: 100}\n", "kernels[0].kv_splits",
     "are kv_splits: auto's problem"),
    ("  - {name: e3, family: attention, varlen: true, kv_splits: auto, kv_splits_seqlen_k: 100}\n",
     "kernels[0].kv_splits", "needs padded batches"),
    ("  - {name: e4, family: attention, kv_splits: 3}\n", "kernels[0].kv_splits", "auto"),
])
def test_auto_errors_are_located(tmp_path, body, where, msg):
    with pytest.raises(SpecErrors) as e:
        _build(tmp_path, body, "bad.yaml")
    text = str(e.value)
    assert "bad.yaml:3:" in text and where in text and msg in text, text


# ---- verify at a shape past the 32-bit limits: the located limit error, not out of memory -------------------

def test_verify_past_the_size_limits_names_the_limit_not_memory():
    from flygen.errors import FlygenError
    from flygen.check.verify import verify
    with pytest.raises(FlygenError) as e:     # 4096 x 65536 x 8 heads x 64 x 2 B of Q: 2^38 B, past 32 bits
        verify(["examples/attention.yaml"], ["fa_bf16_d64"], {"batch": 4096, "seqlen_q": 65536, "seqlen_k": 65536})
    text = str(e.value)
    assert text.startswith("examples/attention.yaml:") and "fa_bf16_d64" in text
    assert "32-bit" in text and "buffer q" in text and "out of memory" not in text, text


# ---- fp8 P scale (p_scale) -------------------------------------------------------------------------------------

SPEC_PSCALE = """  - {name: p448, family: attention, dtype: fp8, head_dim: 64, heads_q: 2, causal: true, lse: true, p_scale: 448}
  - {name: p1, family: attention, dtype: fp8, head_dim: 64, heads_q: 2, lse: true, p_scale: 1}
  - {name: p256, family: attention, dtype: fp8, head_dim: 64, heads_q: 2, lse: true, p_scale: 256}
  - {name: pdef, family: attention, dtype: fp8, head_dim: 64, heads_q: 2, lse: true}
"""


@pytest.fixture(scope="module")
def pscale_kernels(tmp_path_factory):
    return _build(tmp_path_factory.mktemp("pscale"), SPEC_PSCALE)


@pytest.mark.parametrize("name", ["p448", "p1"])
def test_p_scale_verifies(pscale_kernels, name):
    r = verify_one(pscale_kernels[name], {"batch": 1, "seqlen_q": 40, "seqlen_k": 100}, seed=11)
    assert r["passed"], r
    assert r["hazards"] == []


def test_p_scale_256_is_the_default_kernel_and_448_folds_its_log2(pscale_kernels):
    import numpy as np
    assert pscale_kernels["p256"].asm.replace("p256", "X") == pscale_kernels["pdef"].asm.replace("pdef", "X")
    t = int(np.float32(np.log2(448.0)).view(np.uint32))
    assert hex(t) in pscale_kernels["p448"].asm and hex(int(np.float32(-np.log2(448.0)).view(np.uint32))) in \
        pscale_kernels["p448"].asm


def test_p_scale_lse_correction_is_needed(pscale_kernels):
    """The LSE must subtract log2(448), not the default's 8: a kernel that subtracts 8 fails."""
    import dataclasses
    import numpy as np
    b = pscale_kernels["p448"]
    neg = hex(int(np.float32(-np.log2(448.0)).view(np.uint32)))
    assert b.asm.count(neg) == 1
    bad = dataclasses.replace(b, asm=b.asm.replace(neg, hex(int(np.float32(-8.0).view(np.uint32)))))
    r = verify_one(bad, {"batch": 1, "seqlen_q": 40, "seqlen_k": 100}, seed=11)
    assert not r["passed"]


@pytest.mark.parametrize("body,msg", [
    ("  - {name: e5, family: attention, p_scale: 448}\n", "is fp8's"),
    ("  - {name: e6, family: attention, dtype: fp8, p_scale: 500}\n", "must be in [1, 448]"),
    ("  - {name: e7, family: attention, dtype: fp8, p_scale: 0.5}\n", "must be in [1, 448]"),
])
def test_p_scale_errors_are_located(tmp_path, body, msg):
    with pytest.raises(SpecErrors) as e:
        _build(tmp_path, body, "bad.yaml")
    assert "bad.yaml:3:" in str(e.value) and "kernels[0].p_scale" in str(e.value) and msg in str(e.value), str(e.value)


# ---- ALiBi (alibi: true, alibi_slopes [heads_q] f32) ----------------------------------------------------------

SPEC_ALIBI = """  - {name: al_c, family: attention, head_dim: 64, heads_q: 2, alibi: true, causal: true}
  - {name: al_n, family: attention, dtype: f16, head_dim: 128, heads_q: 2, heads_kv: 1, alibi: true, lse: true}
  - {name: al_split, family: attention, head_dim: 64, heads_q: 2, alibi: true, kv_splits: 2, lse: true}
  - {name: al_varlen, family: attention, head_dim: 64, heads_q: 2, alibi: true, causal: true, varlen: true}
  - {name: al_win, family: attention, head_dim: 64, heads_q: 2, alibi: true, window_left: 20, window_right: 9}
  - {name: al_off, family: attention, head_dim: 64, heads_q: 2, causal: true}
"""


@pytest.fixture(scope="module")
def alibi_kernels(tmp_path_factory):
    return _build(tmp_path_factory.mktemp("alibi"), SPEC_ALIBI)


ALIBI_CASES = [("al_c", 1, 17, 129), ("al_c", 1, 129, 17), ("al_n", 1, 17, 129), ("al_n", 1, 129, 17),
               ("al_split", 1, 17, 129), ("al_varlen", 3, 40, 129), ("al_win", 1, 129, 17)]


@pytest.mark.parametrize("name,batch,sq,sk", ALIBI_CASES)
def test_alibi_verifies(alibi_kernels, name, batch, sq, sk):
    r = verify_one(alibi_kernels[name], {"batch": batch, "seqlen_q": sq, "seqlen_k": sk}, seed=sq + sk)
    assert r["passed"], r
    assert r["hazards"] == []
    assert "alibi_slopes" in [a.name for a in alibi_kernels[name].plan.args]


def test_alibi_reference_is_flydsl_convention():
    """-slope |i + sk - sq - j|: 0 on the diagonal, -slope per key either side of it (bottom-right aligned)."""
    import numpy as np
    from flygen.ref.attention import alibi_bias, alibi_slopes
    b = alibi_bias(np.array([0.5, 0.25]), 2, 4)               # off = 2: row 0's diagonal is key 2
    assert b[0, 0].tolist() == [-1.0, -0.5, 0.0, -0.5] and b[1, 1].tolist() == [-0.75, -0.5, -0.25, 0.0]
    s = alibi_slopes(8)
    assert s[0] == 0.5 and s[-1] == 2.0 ** -8 and len(set(s.tolist())) == 8


def _mutant(b, old: str, new: str):
    import dataclasses
    assert b.asm.count(old) == 1, old
    return dataclasses.replace(b, asm=b.asm.replace(old, new))


@pytest.mark.parametrize("mut", ["sign", "head0", "none"])
@pytest.mark.parametrize("name,sq,sk", [("al_c", 17, 129), ("al_n", 129, 17)])
def test_alibi_mutants_fail(alibi_kernels, mut, name, sq, sk):
    """Slope sign flipped (f32(+1 / scale)), every head reading head 0's slope, the term dropped: each fails."""
    import numpy as np
    b = alibi_kernels[name]
    scale = 1 / np.sqrt(b.plan.params["head_dim"])
    bits = lambda x: hex(int(np.float32(x).view(np.uint32)))
    if mut == "sign":
        bad = _mutant(b, f"v[v_ns], {bits(-1 / scale)}", f"v[v_ns], {bits(1 / scale)}")
    elif mut == "head0":
        bad = _mutant(b, "s_lshl_b32 s[s_t0], s[s_head], 2  // alibi_slopes", "s_mov_b32 s[s_t0], 0  // alibi_slopes")
    else:
        bad = _mutant(b, "v_mul_f32 v[v_ns], s[s_slope], v[v_ns]", "v_mov_b32 v[v_ns], 0")
    assert verify_one(b, {"batch": 1, "seqlen_q": sq, "seqlen_k": sk}, seed=1)["passed"]
    r = verify_one(bad, {"batch": 1, "seqlen_q": sq, "seqlen_k": sk}, seed=1)
    assert not r["passed"]


def test_alibi_off_is_the_plain_kernel(alibi_kernels, tmp_path):
    """alibi: false (the default) emits nothing of it."""
    assert "slope" not in alibi_kernels["al_off"].asm.lower() and "alibi" not in alibi_kernels["al_off"].asm.lower()


def test_alibi_fp8_is_a_located_error(tmp_path):
    with pytest.raises(SpecErrors) as e:
        _build(tmp_path, "  - {name: e8, family: attention, dtype: fp8, alibi: true}\n", "bad.yaml")
    text = str(e.value)
    assert "bad.yaml:3:" in text and "kernels[0].alibi" in text and "bf16 / f16" in text, text


# ---- kv_stages: auto -------------------------------------------------------------------------------------------

def test_kv_stages_auto_rule():
    from flygen.isa import limits
    from flygen.plan.attention.geometry import stages_auto
    st = 8704                           # a d64 bf16 stage (K + V tile with the DMA block pitch)
    # 1 wave, 132 VGPRs: the registers allow 3 waves per SIMD; 2 stages (17 KB) keep only 2 (9 workgroups per CU
    # / 4 SIMDs), more stages fewer: no count keeps 3, so the fewest
    assert limits.occupancy(136, 40, 0, 64)["waves_per_simd"] == 3
    assert stages_auto(136, 40, st, 64) == 2
    # 4 waves, 212 VGPRs: 2 waves per SIMD by registers; 4 stages (2 x 17 KB x 2 = 70 KB) still fit 2 workgroups
    assert stages_auto(212, 40, 17280, 256) == 4
    # 4 waves, 64 VGPRs: 8 waves per SIMD by registers = 8 workgroups of 4 waves per CU: 160 KB / 8 = 20 KB each,
    # 2 stages of 8704 B (17 KB) fit, 3 do not: 2
    assert limits.occupancy(64, 40, 0, 256)["waves_per_simd"] == 8
    assert stages_auto(64, 40, st, 256) == 2
    # 1 wave, 512 VGPRs: 1 wave per SIMD; 4 stages (35 KB) leave 4 workgroups = 1 wave per SIMD: 4
    assert stages_auto(512, 40, st, 64) == 4


SPEC_STAGES = """  - {name: s_auto1, family: attention, head_dim: 64, heads_q: 2, waves: 1, causal: true, kv_stages: auto}
  - {name: s_two1, family: attention, head_dim: 64, heads_q: 2, waves: 1, causal: true, kv_stages: 2}
  - {name: s_auto4, family: attention, head_dim: 128, heads_q: 2, kv_stages: auto}
  - {name: s_four4, family: attention, head_dim: 128, heads_q: 2, kv_stages: 4}
"""


@pytest.fixture(scope="module")
def stage_kernels(tmp_path_factory):
    return _build(tmp_path_factory.mktemp("stages"), SPEC_STAGES)


def test_kv_stages_auto_builds_the_chosen_kernel(stage_kernels):
    from flygen.isa import limits
    from flygen.plan.attention.geometry import stages_auto
    for auto, fixed, want in (("s_auto1", "s_two1", 2), ("s_auto4", "s_four4", 4)):
        p = stage_kernels[auto].plan
        stage = stage_kernels[fixed].plan.lds_bytes // want
        assert stages_auto(p.regs.total_vgprs, p.regs.next_free_sgpr + limits.SGPR_RESERVED, stage, p.threads) == want
        assert f"({want} stages filled by LDS DMA)" in " ".join(p.summary)
        assert stage_kernels[auto].asm.replace(auto, "X") == stage_kernels[fixed].asm.replace(fixed, "X")


def test_kv_stages_auto_verifies(stage_kernels):
    r = verify_one(stage_kernels["s_auto1"], {"batch": 1, "seqlen_q": 40, "seqlen_k": 129}, seed=3)
    assert r["passed"], r
    assert r["hazards"] == []


def test_kv_stages_docs_table_is_computed():
    """docs/attention.md's "kv_stages: auto" table is bench/attention_kv_stages.py's output, row for row."""
    import contextlib
    import importlib.util
    import io
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("kv_stages_bench", root / "bench" / "attention_kv_stages.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        mod.main()
    table = out.getvalue()
    assert table.count("\n") > 10 and "| fa_bf16_d64_w1_swa_dma4 | 1 | 64 | 132 | 4 | 4 | 2 | 2 / 1 / 1 |" in table
    assert table in (root / "docs" / "attention.md").read_text()


def test_docs_kernel_count_is_the_examples():
    """docs/attention.md's opening count of examples/attention.yaml's kernels is the spec's, as loaded."""
    import re
    from pathlib import Path
    from flygen.spec.load import load_specs
    root = Path(__file__).resolve().parent.parent
    ks = load_specs([str(root / "examples" / "attention.yaml")])
    m = re.search(r"holds (\d+) kernels \(\+ (\d+) generated NAME_combine\)", (root / "docs" / "attention.md").read_text())
    assert m, "docs/attention.md names no kernel count"
    assert (int(m[1]), int(m[2])) == (sum(k.family == "attention" for k in ks),
                                      sum(k.family == "attention_combine" for k in ks))
