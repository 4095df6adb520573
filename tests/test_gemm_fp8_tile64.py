"""gemm_fp8 with 4 waves and a 64 x 64 fp8 tile: 4 LDS DMAs per K tile but only 3 MFMAs after the barrier
(was "internal: 1 DMAs left over"). The surplus DMA is issued behind its own M0 wait state; verified on the
emulator against numpy (ragged M and N, odd and even K-tile counts, both B layouts), with negative controls."""
import dataclasses
import re

import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.check.verify import verify_one

SHAPE = {"M": 100, "N": 130}          # 2 x 3 tiles, the last row and column of tiles ragged


def _built(tmp_path, k, b_layout):
    spec = {"target": "gfx950", "kernels": [{"name": f"t64_k{k}_{b_layout}", "family": "gemm_fp8", "dtype": "fp8",
                                             "waves": 4, "tile_m": 64, "tile_n": 64, "K": k, "b_layout": b_layout}]}
    path = tmp_path / "t64.yaml"
    path.write_text(yaml.safe_dump(spec))
    return generate([str(path)])[0]


def _loop_and_tail(asm):
    """(text before the main loop, text from the loop label on): only the pipelined steps carry the surplus DMA."""
    i = re.search(r"^\S*_kloop:", asm, flags=re.M).start()
    return asm[:i], asm[i:]


@pytest.mark.parametrize("k,b_layout", [(384, "row_major"), (512, "preshuffled"), (512, "row_major")])
def test_64x64_fp8_4_waves_verifies(tmp_path, tc, k, b_layout):
    b = _built(tmp_path, k, b_layout)
    r = verify_one(b, SHAPE, seed=3, toolchain=tc)
    (c,) = r["checks"]
    assert r["hazards"] == []
    assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert r["passed"] and r["grid"] == [3, 2, 1]


def test_each_k_step_issues_all_four_dmas(tmp_path):
    # 64 rows x 128 B per operand = 2 rounds of 256 lanes x 16 B: A and B -> 4 LDS DMAs per K tile (by hand)
    _, body = _loop_and_tail(_built(tmp_path, 512, "row_major").asm)
    steps = re.split(r"// K tile in stage \d|// tail step \d", body)[1:]
    # k = 512: 4 K tiles; loop = 1 pair of steps (tiles 0, 1 -> DMA tiles 2, 3), tail: tile 2, 3 without DMA
    dmas = [len(re.findall(r"^\s*buffer_load_dwordx4 .* lds", s, flags=re.M)) for s in steps]
    assert dmas == [4, 4, 0, 0]


def test_dropping_the_surplus_dma_is_caught(tmp_path, tc):
    b = _built(tmp_path, 512, "row_major")
    head, body = _loop_and_tail(b.asm)
    body, n = re.subn(r"(s_nop 0\s*// M0 -> LDS DMA\n)\s*buffer_load_dwordx4 [^\n]* lds[^\n]*\n", r"\1", body)
    assert n == 2                     # one surplus DMA per pipelined step (loop steps of both parities)
    c = verify_one(dataclasses.replace(b, asm=head + body), SHAPE, seed=3, toolchain=tc)["checks"][0]
    assert c["mismatches"] > 0


def test_surplus_dma_without_its_wait_state_is_an_llvm_stricter_warning(tmp_path, tc):
    # with no MFMA between the M0 write and the surplus DMA, the s_nop is the wait state LLVM puts there
    b = _built(tmp_path, 512, "row_major")
    head, body = _loop_and_tail(b.asm)
    body, n = re.subn(r"\s*s_nop 0\s*// M0 -> LDS DMA\n", "\n", body)
    assert n == 2
    r = verify_one(dataclasses.replace(b, asm=head + body), SHAPE, seed=3, toolchain=tc)
    # CDNA4 ISA asks no wait state between an SALU M0 write and a MUBUF `buffer_load ... lds`; LLVM inserts 1
    # (flygen/isa/hazards.py m0_lds_dma_mubuf): without the s_nop each such DMA is an llvm_stricter warning
    m0 = [w for w in r["warnings"] if "llvm_stricter" in w and "SALU write of M0" in w and " lds " in w]
    assert len(m0) == n and r["hazards"] == [], (r["hazards"], r["warnings"])
    with_nop = verify_one(b, SHAPE, seed=3, toolchain=tc)
    assert not [w for w in with_nop["warnings"] if "llvm_stricter" in w], with_nop["warnings"]
