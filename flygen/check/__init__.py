"""The check room, above flygen.build: kernels built by the pipeline, run on the emulator and compared with the
references, and what is kept of it.

`verify` (build, emulate, compare; verify, iter_verify, run_case), `moe_chain` (`verify --moe-chain`: a MoE
end to end), `conv3d_big` (`verify --big`: inputs over 2 GB), `results` (the SQLite store of verify results),
`report` (a library's verify state from that store), `cluster` (the Dask executor handed to build and verify;
it sits here, the upper room, because it runs both). This __init__ imports nothing.
"""
