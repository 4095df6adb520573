"""FlyDSL's own gfx950 flash-attention kernels (an optional corpus outside the repository,
$FLYGEN_FLYDSL_CORPUS/attention, compiled by FlyDSL's compiler: an independent producer; skipped without it) read by `flygen inspect`: the figures docs/attention.md quotes are the inspector's, and LLVM
22 assembles every file."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from flygen.inspect import inspect

import flydsl_attention_case as C
import flydsl_corpus

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted(C.DATA.glob("*.s")) if C.corpus_missing() is None else []
pytestmark = pytest.mark.skipif(C.corpus_missing() is not None, reason=str(C.corpus_missing()))


def _doc_rows() -> dict:
    """{kernel: (vgprs, sgprs, occupancy, instrs, mfma, non-mfma per mfma, lds)} of docs/attention.md's FlyDSL table."""
    text = (ROOT / "docs" / "attention.md").read_text()
    table = text[text.index("| FlyDSL kernel |"):]
    rows = {}
    for line in table.splitlines()[2:]:
        if not line.startswith("| `"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        name = re.match(r"`([^`]+)`", cells[0]).group(1)
        instrs, mfma, per = (x.strip() for x in cells[4].split("/"))
        rows[name] = (int(cells[1]), int(cells[2]), int(cells[3]), int(instrs), int(mfma), float(per),
                      int(cells[6].split()[0]))
    return rows


def test_corpus_is_there():
    assert [p.stem for p in FILES] == ["fa_bf16_d128", "fa_bf16_d128_causal", "fa_bf16_d64", "fa_fp8_d128"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_docs_figures_are_the_inspectors(path):
    r = inspect(str(path))
    res, hot, occ = r["resources"], r["hot"], r["occupancy"]
    got = (res["vgpr_allocated"], res["sgpr"], occ["waves_per_simd"], hot["instructions"], hot["mfma"],
           hot["non_mfma_per_mfma"], res["lds_bytes"])
    assert got == _doc_rows()[path.stem]
    assert not res["spills"] and res["scratch_bytes"] == 0


def test_llvm_assembles_the_corpus(tmp_path):
    flydsl_corpus.assemble_each(FILES, tmp_path)
