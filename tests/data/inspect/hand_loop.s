// Hand-written listing (no kernel descriptor): an outer loop around an inner loop.
// Inner loop per iteration: 2 x 32x32x64 f8f6f4 fp4 MFMAs (cbsz:4 blgp:4, 8 passes each),
// 1 LDS-DMA buffer_load_dwordx4 (16 B/lane), 2 ds_read_b64_tr_b16 (8 B/lane), 1 wait, 1 barrier.
    s_mov_b32 s20, 0
.Louter:
    s_mov_b32 s21, 0
    buffer_load_dword v1, v0, s[4:7], 0 offen
.Linner:
    s_mov_b32 m0, s10
    s_nop 0
    buffer_load_dwordx4 v0, s[4:7], 0 offen lds
    ds_read_b64_tr_b16 v[4:5], v2
    ds_read_b64_tr_b16 v[6:7], v2 offset:512
    s_waitcnt vmcnt(0) lgkmcnt(0)
    s_barrier
    v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[8:11], v[12:15], a[0:15] cbsz:4 blgp:4
    v_mfma_f32_32x32x64_f8f6f4 a[16:31], v[8:11], v[12:15], a[16:31] cbsz:4 blgp:4
    s_add_u32 s21, s21, 1
    s_cmp_lt_u32 s21, 8
    s_cbranch_scc1 .Linner
    s_add_u32 s20, s20, 1
    s_cmp_lt_u32 s20, 4
    s_cbranch_scc1 .Louter
    s_endpgm
