"""Shards and merge: `build --shard I/N` on N machines + `flygen merge` = one build of the whole library, byte for
byte (every file, manifest.json included); bad shard sets are one located line per problem, OUT untouched."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import flygen.build.pipeline as fb
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.build.merge import merge
from flygen.build.shard import parse_shard, pick, shard_of

SPECS = ["examples/axpby.yaml", "examples/gemm_preshuffle_mx.yaml"]   # 14 kernels


def files(d: Path) -> dict:
    return {p.name: p.read_bytes() for p in sorted(d.iterdir())}


@pytest.fixture(scope="module")
def shards(tmp_path_factory):
    root = tmp_path_factory.mktemp("shards")
    whole = fb.build(SPECS, root / "whole", cache=False)
    for i in (1, 2, 3):
        fb.build(SPECS, root / f"s{i}", cache=False, shard=(i, 3))
    return root, whole


def test_shards_merged_equal_one_build_byte_for_byte(shards, tmp_path):
    root, whole = shards
    parts = [root / f"s{i}" for i in (1, 2, 3)]
    assert sum(len(json.loads((p / "manifest.json").read_text())["kernels"]) for p in parts) == 14
    res = merge(parts[::-1], tmp_path / "lib")            # the order the dirs are given in does not matter
    assert files(tmp_path / "lib") == files(root / "whole")
    assert res["kernels"] == whole["kernels"]


def test_partition_is_by_name_not_position():
    names = [f"k{i}" for i in range(300)]
    parts = [pick(names, (i, 4)) for i in (1, 2, 3, 4)]
    assert sorted(p for part in parts for p in part) == list(range(300))     # each kernel exactly once
    assert all(40 < len(part) < 110 for part in parts)                        # roughly balanced
    moved = ["new"] + names[::-1]                                             # added and reordered
    assert {n: shard_of(n, 4) for n in names} == {n: shard_of(n, 4) for n in moved[1:]}
    assert shard_of("axpby_f32_f32", 3) == shard_of("axpby_f32_f32", 3)


@pytest.mark.parametrize("text", ["0/3", "4/3", "1/0", "a/3", "3", "1/3/4", ""])
def test_bad_shard_is_one_line(text):
    with pytest.raises(FlygenError, match="--shard"):
        parse_shard(text)
    r = CliRunner().invoke(cli, ["build", SPECS[0], "--shard", text, "-o", "unused"])
    assert r.exit_code == 1 and r.output.count("\n") == 1 and r.output.startswith("error: --shard")


def _merge_errors(args) -> list[str]:
    r = CliRunner().invoke(cli, ["merge", *map(str, args)])
    assert r.exit_code == 1, r.output
    lines = r.output.splitlines()
    assert all(ln.startswith("error: ") for ln in lines), r.output
    return lines


def test_missing_overlapping_and_foreign_shards_are_errors_and_out_stays(shards, tmp_path):
    root, _ = shards
    out = tmp_path / "lib"
    out.mkdir()
    (out / "keep.txt").write_text("x")
    s1, s2, s3 = (root / f"s{i}" for i in (1, 2, 3))
    assert _merge_errors([s1, s3, "-o", out]) == [f"error: missing shard 2/3 (given: 1/3 in {s1}, 3/3 in {s3})"]
    assert _merge_errors([s1, s2, s3, s2, "-o", out]) == [f"error: {s2}: shard 2/3 is given twice (also {s2})"]
    assert _merge_errors([s1, root / "whole", "-o", out]) == \
        [f"error: {root / 'whole' / 'manifest.json'}: not a shard's manifest (built without --shard)"]
    assert _merge_errors([s1, tmp_path / "nothing", "-o", out]) == \
        [f"error: {tmp_path / 'nothing'}: no manifest.json (not a flygen build output)"]
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]
    assert not list(tmp_path.glob(".flygen-build-*"))


def _copy(src: Path, dst: Path) -> Path:
    import shutil
    shutil.copytree(src, dst)
    return dst


def test_mismatched_toolchain_code_or_specs_are_located(shards, tmp_path):
    root, _ = shards
    s1, s3 = root / "s1", root / "s3"
    s2 = _copy(root / "s2", tmp_path / "s2")
    m = json.loads((s2 / "manifest.json").read_text())
    m["shard"]["toolchain"]["link"][1] = "21.1.0"
    m["shard"]["code"] = "0" * 64
    (s2 / "manifest.json").write_text(fb.manifest_json(m))
    lines = _merge_errors([s1, s2, s3, "-o", tmp_path / "lib"])
    assert len(lines) == 2
    assert lines[0].startswith(f"error: {s2 / 'manifest.json'}: flygen code \"0000") and "differs from" in lines[0]
    assert lines[1].startswith(f"error: {s2 / 'manifest.json'}: toolchain {{") and "21.1.0" in lines[1]
    other = tmp_path / "other"
    fb.build(SPECS[:1], other, cache=False, shard=(2, 3))      # a shard of another kernel set
    lines = _merge_errors([s1, other, s3, "-o", tmp_path / "lib"])
    assert len(lines) == 2 and all(f"{other / 'manifest.json'}: " in ln for ln in lines)
    assert "kernel set" in lines[0] and "kernel count" in lines[1]


def test_a_damaged_file_is_named(shards, tmp_path):
    root, _ = shards
    s2 = _copy(root / "s2", tmp_path / "s2")
    name = json.loads((s2 / "manifest.json").read_text())["kernels"][0]["files"]["hsaco"]
    (s2 / name).write_bytes(b"not an elf")
    lines = _merge_errors([root / "s1", s2, root / "s3", "-o", tmp_path / "lib"])
    assert lines == [f"error: {s2 / name}: bytes differ from the sha256 in {s2 / 'manifest.json'} (damaged or edited)"]
    assert not (tmp_path / "lib").exists()


def test_cli_shards_and_merge(tmp_path):
    run = CliRunner().invoke
    for i in (1, 2):
        r = run(cli, ["build", SPECS[0], "--shard", f"{i}/2", "-o", str(tmp_path / f"p{i}")])
        assert r.exit_code == 0, r.output
        assert f"shard {i}/2: " in r.output and " of 6 kernels" in r.output
    r = run(cli, ["merge", str(tmp_path / "p1"), str(tmp_path / "p2"), "-o", str(tmp_path / "lib")])
    assert r.exit_code == 0 and "merged 2 shards: 6 kernels" in r.output, r.output
    assert run(cli, ["build", SPECS[0], "-o", str(tmp_path / "whole")]).exit_code == 0
    assert files(tmp_path / "lib") == files(tmp_path / "whole")
