// Hand-written fully unrolled stream: a 3-instruction prologue, then the period
//   [mfma, ds_read_b128, v_add_u32] [mfma, buffer_load_dwordx4]
// four times (the 4th ends in the epilogue: s_waitcnt, buffer_store_dwordx4, s_endpgm).
    s_load_dwordx4 s[4:7], s[0:1], 0x0
    v_mov_b32 v1, 0
    s_waitcnt lgkmcnt(0)
    v_mfma_f32_16x16x32_bf16 a[0:3], v[4:7], v[8:11], a[0:3]
    ds_read_b128 v[4:7], v1
    v_add_u32 v1, 64, v1
    v_mfma_f32_16x16x32_bf16 a[0:3], v[8:11], v[4:7], a[0:3]
    buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen
    v_mfma_f32_16x16x32_bf16 a[0:3], v[4:7], v[8:11], a[0:3]
    ds_read_b128 v[4:7], v1
    v_add_u32 v1, 64, v1
    v_mfma_f32_16x16x32_bf16 a[0:3], v[8:11], v[4:7], a[0:3]
    buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen
    v_mfma_f32_16x16x32_bf16 a[0:3], v[4:7], v[8:11], a[0:3]
    ds_read_b128 v[4:7], v1
    v_add_u32 v1, 64, v1
    v_mfma_f32_16x16x32_bf16 a[0:3], v[8:11], v[4:7], a[0:3]
    buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen
    v_mfma_f32_16x16x32_bf16 a[0:3], v[4:7], v[8:11], a[0:3]
    ds_read_b128 v[4:7], v1
    v_add_u32 v1, 64, v1
    v_mfma_f32_16x16x32_bf16 a[0:3], v[8:11], v[4:7], a[0:3]
    buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen
    s_waitcnt vmcnt(0)
    buffer_store_dwordx4 v[12:15], v0, s[4:7], 0 offen
    s_endpgm
