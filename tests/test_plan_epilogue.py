"""flygen.plan.epilogue: the pieces shared by the epilogues of gemm_fp8 (narrow, wide, split-K), conv3d, gemm_preshuffle
and moe, printed through the item macro table (templates/_items.s.j2) and compared with hand-written lines."""
import numpy as np

from flygen.layout import Layout
from flygen.plan.epilogue.lanes import column_masks, lower_c
from flygen.plan.epilogue.stores import masked_element_stores, masked_row_stores
from flygen.plan.epilogue.values import f32_value, pack, value_lines, widen_half
from flygen.plan.regs import RegAlloc
from flygen.render import environment


def P(items) -> list[str]:
    """The lines the template prints for `items` (typed instruction items), indentation stripped."""
    text = environment().from_string('{% import "_items.s.j2" as I %}{{ I.each(items) }}').render(items=items)
    return [line.strip() for line in text.splitlines() if line.strip()]


def test_f32_value_agpr_chain_reads_then_feeds_each_op_the_previous_result():
    lines, out = f32_value("a[3]", "v[9]", "agpr", [("v_mul_f32", "v[1]"), ("v_max_f32", "0")])
    assert P(lines) == ["v_accvgpr_read_b32 v[9], a[3]", "v_mul_f32 v[9], v[1], v[9]", "v_max_f32 v[9], 0, v[9]"]
    assert out == "v[9]"


def test_f32_value_vgpr_without_ops_is_the_accumulator_itself():
    assert f32_value("v[40]", "v[9]", "vgpr", []) == ([], "v[40]")
    items, out = f32_value("v[40]", "v[9]", "vgpr", [("v_add_f32", "v[2]")])
    assert (P(items), out) == (["v_add_f32 v[9], v[2], v[40]"], "v[9]")


def test_pack_bf16_pairs_consecutive_values():
    assert P(pack(["v[0]", "v[1]"], ["v[4]", "v[5]", "v[6]", "v[7]"])) == [
        "v_cvt_pk_bf16_f32 v[0], v[4], v[5]", "v_cvt_pk_bf16_f32 v[1], v[6], v[7]"]


def test_masked_row_stores_odd_rows_store_the_high_half_under_each_repeat_mask():
    ra = RegAlloc()
    mask = ra.s("s_mask", 4, align=2)
    got = P(masked_row_stores(1, ["v[8]", "v[10]"], "v[3]", "s[4:7]", mask, [0, 16]))
    assert got == ["s_mov_b64 exec, s[s_mask+0:s_mask+1]", "buffer_store_short_d16_hi v[8], v[3], s[4:7], 0 offen offset:0",
                   "s_mov_b64 exec, s[s_mask+2:s_mask+3]", "buffer_store_short_d16_hi v[10], v[3], s[4:7], 0 offen offset:32",
                   "s_mov_b64 exec, -1"]
    assert P(masked_row_stores(0, ["v[8]"], "v[3]", "s[4:7]", mask, [5]))[1].startswith("buffer_store_short v[8]")


def test_masked_element_stores_one_masked_store_per_column_at_its_byte_offset():
    """The per-element fallback of the swapped epilogue (bf16 halves and f32 alike): column col + r at byte
    elem_bytes * (col + r), each under its own v_cmp mask, EXEC restored after every store."""
    ra = RegAlloc()
    mask = ra.s("s_mask", 2, align=2)
    got = P(masked_element_stores([("buffer_store_short", "v[8]"), ("buffer_store_short_d16_hi", "v[8]")], 36, 2,
                                  "v[1]", "v[6]", "v[5]", "s[4:7]", mask))
    m = "s[s_mask+0:s_mask+1]"
    assert got == ["v_add_u32 v[6], 36, v[1]", f"v_cmp_gt_u32_e64 {m}, s[s_nrem], v[6]", f"s_mov_b64 exec, {m}",
                   "buffer_store_short v[8], v[5], s[4:7], 0 offen offset:72", "s_mov_b64 exec, -1",
                   "v_add_u32 v[6], 37, v[1]", f"v_cmp_gt_u32_e64 {m}, s[s_nrem], v[6]", f"s_mov_b64 exec, {m}",
                   "buffer_store_short_d16_hi v[8], v[5], s[4:7], 0 offen offset:74", "s_mov_b64 exec, -1"]
    f32 = P(masked_element_stores([("buffer_atomic_add_f32", "v[9]")], 4, 4, "v[1]", "v[6]", "v[5]", "s[8:11]", mask))
    assert f32[3] == "buffer_atomic_add_f32 v[9], v[5], s[8:11], 0 offen offset:16"


def test_column_masks_compare_each_repeat_column_against_s_nrem():
    ra = RegAlloc()
    v_tmp, s_mask = ra.v("v_tmp", 3), ra.s("s_mask", 4, align=2)
    got = column_masks("y", ("var", "tid"), [0, 16], v_tmp, s_mask)
    assert got[0].startswith("// y columns of this lane")
    assert got[-4:] == ["v_add_u32 v[v_tmp+1], 0, v[v_tmp+0]", "v_cmp_gt_u32_e64 s[s_mask+0:s_mask+1], s[s_nrem], v[v_tmp+1]",
                        "v_add_u32 v[v_tmp+1], 16, v[v_tmp+0]", "v_cmp_gt_u32_e64 s[s_mask+2:s_mask+3], s[s_nrem], v[v_tmp+1]"]


def test_lower_c_immediates_are_indexed_register_m_repeat_n_repeat():
    # col = tid % 4 + 4 * (value index i); values (register r, M repeat, N repeat) flattened column-major:
    # i = r + 2 mi + 4 ni for shape (2, 2, 3), so the immediate at [r, mi, ni] is 4 (r + 2 mi + 4 ni).
    proj = {"col": Layout((4, 12), (1, 4))}
    base, imms = lower_c(proj, 4, (2, 2, 3))
    r, mi, ni = np.meshgrid(np.arange(2), np.arange(2), np.arange(3), indexing="ij")
    assert (imms["col"] == 4 * (r + 2 * mi + 4 * ni)).all()
    assert "col" in base


def test_value_lines_i32_then_ops_in_order_then_activation_in_place():
    got = P(value_lines("v[4]", [("v_mul_f32", "v[1]"), ("v_add_f32", "v[2]")], "bias_relu", "v[9]", i32=True))
    assert got == ["v_cvt_f32_i32 v[4], v[4]", "v_mul_f32 v[4], v[1], v[4]", "v_add_f32 v[4], v[2], v[4]",
                   "v_max_f32 v[4], 0, v[4]"]
    assert value_lines("v[4]", []) == []


def test_value_lines_transcendentals_get_their_wait_states():
    got = P(value_lines("v[4]", [], "bias_silu", "v[9]"))
    assert got[:2] == ["v_mul_f32 v[9], 0xbfb8aa3b, v[4]", "v_exp_f32 v[9], v[9]"]     # -log2(e) as f32 bits
    assert got[2].startswith("s_nop") and got[-1] == "v_mul_f32 v[4], v[4], v[9]"


def test_pack_f16_and_widen_halves():
    assert P(pack(["v[0]"], ["v[4]", "v[5]"], "f16")) == ["v_cvt_pk_f16_f32 v[0], v[4], v[5]"]
    assert P(widen_half("v[1]", "v[7]", "bf16", 0)) == ["v_lshlrev_b32 v[1], 16, v[7]"]
    assert P(widen_half("v[1]", "v[7]", "bf16", 1)) == ["v_and_b32 v[1], 0xffff0000, v[7]"]
    assert P(widen_half("v[1]", "v[7]", "f16", 1))[0].startswith("v_cvt_f32_f16_sdwa v[1], v[7]")
