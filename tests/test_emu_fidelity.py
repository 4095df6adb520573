"""The fidelity report: each executed instruction form is exact, modelled (assumption + source) or unverified,
and `verify` / `emulate` carry it, so a user sees what a PASS rests on."""
import json

import numpy as np
import pytest
from click.testing import CliRunner

from flygen.emu import fidelity as F
from flygen.asm.parse import parse_asm
from flygen.emu.launch import run_snippet


def _key(line):
    return F._key(parse_asm(line + "\ns_endpgm\n").instrs[0])


@pytest.mark.parametrize("line,level", [
    ("s_add_u32 s0, s1, s2", F.EXACT),
    ("v_and_b32 v0, v1, v2", F.EXACT),
    ("ds_read_b128 v[0:3], v4", F.EXACT),
    ("v_add_f32 v0, v1, v2", F.MODELLED),
    ("v_exp_f32 v0, v1", F.MODELLED),
    ("v_add_f32_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf", F.MODELLED),    # float op under DPP
    ("v_max_f32_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", F.MODELLED),
    ("v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf", F.EXACT),
    ("buffer_load_dword v1, v2, s[0:3], 0 offen", F.MODELLED),
    ("buffer_load_dword v2, s[0:3], 0 offen lds", F.MODELLED),
    ("buffer_load_dwordx4 v2, s[0:3], 0 offen lds", F.MODELLED),      # Triton cross-check (triton corpus)
    ("global_load_lds_dwordx4 v[0:1], off", F.MODELLED),
    ("buffer_load_dwordx3 v2, s[0:3], 0 offen lds", F.UNVERIFIED),    # no other compiler's code for 12 B
    ("global_load_lds_dwordx3 v[0:1], off", F.UNVERIFIED),
    ("buffer_load_ubyte v2, s[0:3], 0 offen lds", F.UNVERIFIED),      # slot 4 B: the other 3 bytes unstated
    ("buffer_load_sshort v2, s[0:3], 0 offen lds", F.UNVERIFIED),
    ("global_load_lds_ushort v[0:1], off", F.UNVERIFIED),
    ("buffer_load_ubyte v1, v2, s[0:3], 0 offen", F.MODELLED),         # to VGPRs: not an LDS DMA
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]", F.MODELLED),
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:19], v[0:3] cbsz:2", F.MODELLED),   # CK f6_pk_t + mx_mfma_op
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:17], v[0:3], v20, v21 cbsz:3 blgp:3", F.MODELLED),
    ("v_cvt_scalef32_pk_f32_fp8 v[0:1], v2, v3", F.MODELLED),
    ("v_cvt_scalef32_pk_fp4_f32 v0, v1, v2, v3 op_sel:[0,0,1,1]", F.MODELLED),   # CK test_mx_fp4 (divide, saturate)
    ("v_cvt_scalef32_pk_fp8_f32 v0, v1, v2, v3", F.MODELLED),     # settled by CK device tests (test_emu_scalef32.py)
    ("v_cvt_scalef32_pk_bf8_f32 v0, v1, v2, v3", F.MODELLED),
    ("v_cvt_scalef32_2xpk16_fp6_f32 v[0:5], v[6:21], v[22:37], v38", F.MODELLED),   # CK test_mx_fp6 device
    ("v_cvt_scalef32_2xpk16_bf6_f32 v[0:5], v[6:21], v[22:37], v38", F.MODELLED),   # CK test_mx_bf6 device
    ("v_cvt_scalef32_sr_pk32_fp6_f32 v[0:5], v[6:37], v38, v39", F.UNVERIFIED),    # stochastic rounding: no source
    ("v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[6:7], v[0:3]", F.MODELLED),        # CK xdlops_gemm.hpp layout
    ("ds_read_b64_tr_b16 v[0:1], v2", F.MODELLED),                    # Triton cross-check (triton corpus)
    ("ds_read_b64_tr_b8 v[0:1], v2 offset:512", F.MODELLED),
    ("ds_read_b64_tr_b4 v[0:1], v2", F.MODELLED),
    ("ds_read_b96_tr_b6 v[0:2], v3", F.UNVERIFIED),
    ("v_add_f32_dpp v1, v2, v3 row_bcast:31 row_mask:0xc", F.MODELLED),     # CDNA4 ISA DPP_CTRL table
    ("v_add_f32_dpp v1, v2, v3 row_bcast:31 row_mask:0xf bound_ctrl:1", F.UNVERIFIED),   # rows 0-1: no source
    ("v_add_f32_dpp v1, v2, v3 row_bcast:15 row_mask:0xa", F.MODELLED),
    ("v_add_f32_dpp v1, v2, v3 row_bcast:15 row_mask:0xf", F.UNVERIFIED),    # row 0: no source lane
    ("v_mov_b32_sdwa v1, v0 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:DWORD", F.MODELLED),
    ("v_mov_b32_sdwa v1, v0 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:DWORD", F.UNVERIFIED),  # reserved
    ("global_atomic_add_f32 v0, v1, s[0:1]", F.MODELLED),
])
def test_classification(line, level):
    lvl, why, src = F.classify(_key(line))
    assert lvl == level, (line, why)
    assert why and src


def test_report_groups_executed_forms_only():
    res = run_snippet("v_mov_b32 v1, 1.0\ns_cmp_eq_u32 s0, 1\ns_cbranch_scc1 .Lskip\nv_exp_f32 v2, v1\n"
                      ".Lskip:\nv_add_f32 v3, v1, v1")
    rep = res.fidelity()
    forms = {lvl: [f for g in rep[lvl] for f in g["forms"]] for lvl in F.LEVELS}
    assert "v_exp_f32" in forms[F.MODELLED]          # s0 = 0: the branch is not taken, the exp runs
    assert "v_add_f32" in forms[F.MODELLED] and "v_mov_b32" in forms[F.EXACT]
    res = run_snippet("s_mov_b32 s0, 1\ns_cmp_eq_u32 s0, 1\ns_cbranch_scc1 .Lskip\nv_exp_f32 v2, v1\n"
                      ".Lskip:\nv_add_f32 v3, v1, v1")
    forms = [f for g in res.fidelity()[F.MODELLED] for f in g["forms"]]
    assert "v_exp_f32" not in forms                   # never executed, not reported
    text = "\n".join(F.lines(res.fidelity(), detail=True))
    assert "exact" in text and "v_add_f32" in text


def test_emulate_json_carries_fidelity(tmp_path):
    from flygen.cli.main import cli
    src = tmp_path / "k.s"
    src.write_text("v_mov_b32 v1, 1.0\nv_sqrt_f32 v2, v1\ns_endpgm\n")
    out = CliRunner().invoke(cli, ["emulate", str(src), "--grid", "1", "--block", "64", "--json"])
    assert out.exit_code == 0, out.output
    rep = json.loads(out.output)["fidelity"]
    assert any("v_sqrt_f32" in g["forms"] for g in rep[F.MODELLED])
    out = CliRunner().invoke(cli, ["emulate", str(src), "--grid", "1", "--block", "64"])
    assert "fidelity: 2 instruction forms exact, 1 modelled" in out.output and "v_sqrt_f32" not in out.output
    out = CliRunner().invoke(cli, ["emulate", str(src), "--grid", "1", "--block", "64", "--fidelity"])
    assert "modelled: v_sqrt_f32" in out.output


def test_a_kernel_that_flushes_f32_denormals_makes_f32_math_unverified():
    instrs = parse_asm("v_add_f32 v0, v1, v2\nv_mov_b32 v3, v0\ns_endpgm\n").instrs
    keep = F.report(instrs, {"float_denorm_mode_32": 3})
    flush = F.report(instrs, {"float_denorm_mode_32": 0})
    assert [g["forms"] for g in keep[F.MODELLED]] == [["v_add_f32"]] and keep[F.UNVERIFIED] == []
    assert [g["forms"] for g in flush[F.UNVERIFIED]] == [["v_add_f32"]]
    assert "float_denorm_mode_32 = 0" in flush[F.UNVERIFIED][0]["assumption"]


def test_scaled_fp4_down_convert_matches_ck_device_test():
    # CK test/data_type/test_mx_fp4.cpp DeviceScaledConvert (gfx950 device path = v_cvt_scalef32_pk_fp4_f32 with
    # the scale passed unchanged): {1, -4} / 2 -> {0.5, -2} (codes 0x1, 0xC); 256 / 0.5 -> +6 (0x7, saturated);
    # -256 / 0.5 -> -6 (0xF); 20 / 4 = 5 -> 4 (0x6, RNE tie to even). Scale operand: f32 2.0 / 0.5 / 4.0.
    st = run_snippet("v_mov_b32 v1, 1.0\nv_mov_b32 v2, -4.0\nv_mov_b32 v3, 2.0\n"
                     "v_cvt_scalef32_pk_fp4_f32 v10, v1, v2, v3\n"
                     "v_mov_b32 v1, 0x43800000\nv_mov_b32 v2, 0xc3800000\nv_mov_b32 v3, 0.5\n"
                     "v_cvt_scalef32_pk_fp4_f32 v10, v1, v2, v3 op_sel:[0,0,1,0]\n"
                     "v_mov_b32 v1, 0x41a00000\nv_mov_b32 v2, 0x41a00000\nv_mov_b32 v3, 4.0\n"
                     "v_cvt_scalef32_pk_fp4_f32 v10, v1, v2, v3 op_sel:[0,0,0,1]").state
    assert int(st.v[0, 10, 0]) == 0x0066F7C1
