"""Build pipeline: HSACO is a gfx950 AMDGPU ELF, read-back matches the plan, rebuilds are byte-identical,
a failing build leaves the output directory untouched."""
import hashlib
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from flygen.build.pipeline import build, generate
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.toolchain import read_code_object

EXAMPLE = "examples/axpby.yaml"


def tree_digest(d: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(d.iterdir())}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("out")
    res = build([EXAMPLE], out)
    return out, res


def test_hsaco_is_gfx950_and_matches_plan(built):
    out, res = built
    plans = {b.plan.name: b.plan for b in generate([EXAMPLE])}
    assert {k["name"] for k in res["kernels"]} == set(plans)
    for k in res["kernels"]:
        co = read_code_object(out / k["files"]["hsaco"])
        assert co.mach == "gfx950" and co.e_flags == 0x54F and co.e_type == "ET_DYN"
        assert co.metadata["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx950"
        p = plans[k["name"]]
        kinfo = co.kernel(p.name)
        md = kinfo.metadata
        assert [(a[".name"], a[".offset"], a[".size"], a[".value_kind"]) for a in md[".args"]] == \
               [(a.name, a.offset, a.size, a.kind) for a in p.args]
        assert md[".kernarg_segment_size"] == p.kernarg_size == kinfo.descriptor["kernarg_size"]
        assert md[".max_flat_workgroup_size"] == p.threads
        assert kinfo.descriptor["group_segment_fixed_size"] == p.lds_bytes
        assert kinfo.descriptor["accum_offset"] == p.regs.accum_offset
        # the descriptor stores VGPRs in granules of 8: the decoded count covers the plan's
        assert p.regs.total_vgprs <= kinfo.descriptor["next_free_vgpr"] < p.regs.total_vgprs + 8
        assert md[".sgpr_count"] == p.regs.next_free_sgpr + 6
        # the manifest records sha256 of the files actually written
        assert k["sha256"]["hsaco"] == hashlib.sha256((out / k["files"]["hsaco"]).read_bytes()).hexdigest()
        assert k["sha256"]["asm"] == hashlib.sha256((out / k["files"]["asm"]).read_bytes()).hexdigest()
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["kernels"] == json.loads(json.dumps(res["kernels"]))


def test_rebuild_is_byte_identical(built, tmp_path):
    out, _ = built
    build([EXAMPLE], tmp_path / "again")
    assert tree_digest(out) == tree_digest(tmp_path / "again")


def test_failed_build_leaves_output_untouched(built, tmp_path):
    out, _ = built
    target = tmp_path / "out"
    shutil.copytree(out, target)
    before = tree_digest(target)
    bad = tmp_path / "bad.yaml"
    bad.write_text(Path(EXAMPLE).read_text().replace("vector: 4", "vector: 3"))
    with pytest.raises(FlygenError):
        build([bad], target)
    assert tree_digest(target) == before
    assert not list(tmp_path.glob(".flygen-build-*"))


def test_assembler_failure_is_reported_with_line_and_template(monkeypatch, tmp_path):
    import flygen.build.pipeline as fb
    real = fb.render

    def broken(plan):
        return real(plan).replace("s_endpgm", "s_endpgm_bogus", 1)
    monkeypatch.setattr(fb, "render", broken)
    out = tmp_path / "o"
    out.mkdir()
    (out / "keep.txt").write_text("x")
    with pytest.raises(FlygenError) as ei:
        build([EXAMPLE], out, names=("axpby_f32_f32",), cache=False)
    msg = str(ei.value)
    assert "axpby_f32_f32.s:" in msg and "s_endpgm_bogus" in msg and "kernel.s.j2" in msg
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]


def test_cli_build_prints_where_files_went(tmp_path):
    r = CliRunner().invoke(cli, ["build", EXAMPLE, "-o", str(tmp_path / "o"), "-k", "axpby_bf16_f16"])
    assert r.exit_code == 0, r.output
    assert f"{tmp_path}/o/axpby_bf16_f16.hsaco" in r.output and "manifest:" in r.output


def _sorted_everywhere(pairs):
    keys = [k for k, _ in pairs]
    assert keys == sorted(keys), keys
    return dict(pairs)


def test_manifest_is_sorted_json_one_kernel_per_line(built):
    out, res = built
    text = (out / "manifest.json").read_text()
    parsed = json.loads(text, object_pairs_hook=_sorted_everywhere)   # sorted keys at every level
    assert parsed["kernels"] == json.loads(json.dumps(res["kernels"])) and parsed["target"] == "gfx950"
    lines = text.splitlines()
    start = lines.index('"kernels": [')
    body = lines[start + 1:start + 1 + len(res["kernels"])]
    assert [json.loads(line.rstrip(",")) for line in body] == parsed["kernels"]
    assert lines[start + 1 + len(res["kernels"])].startswith("]")


def test_manifest_json_edge_cases():
    from flygen.build.pipeline import manifest_json
    assert json.loads(manifest_json({"target": "x", "flygen": "1", "kernels": []})) == \
        {"flygen": "1", "kernels": [], "target": "x"}
    two = {"kernels": [{"b": 1, "a": [2, {"d": None, "c": "é"}]}, {"z": 0}], "flygen": "1"}
    text = manifest_json(two)
    assert json.loads(text, object_pairs_hook=_sorted_everywhere) == two and text.isascii()
    assert text == manifest_json(two) and text.endswith("}\n")


def test_new_and_existing_output_dirs_get_the_same_files(built, tmp_path):
    out, _ = built
    fresh = tmp_path / "a" / "b" / "new"            # does not exist: the staging dir is renamed to it
    build([EXAMPLE], fresh)
    (tmp_path / "plain").mkdir()
    assert fresh.stat().st_mode == (tmp_path / "plain").stat().st_mode   # not a private temp dir's 0700
    old = tmp_path / "old"                         # exists: files moved in one by one, others kept
    old.mkdir()
    (old / "keep.txt").write_text("x")
    (old / "manifest.json").write_text("{}")
    build([EXAMPLE], old)
    assert tree_digest(fresh) == tree_digest(out)
    assert tree_digest(old) == {**tree_digest(out), "keep.txt": hashlib.sha256(b"x").hexdigest()}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a", "old", "plain"]   # no staging dir left


def test_same_kernel_name_from_two_spec_files_is_an_error(tmp_path):
    twin = tmp_path / "twin.yaml"
    twin.write_text(Path(EXAMPLE).read_text())
    with pytest.raises(FlygenError, match=rf"^{twin}:7:11: kernels\[0\]\.name: duplicate kernel name 'axpby_\w+' "
                       rf"\(also {EXAMPLE}:7:11: kernels\[0\]\)"):      # located at both (flygen.spec.load)
        build([EXAMPLE, twin], tmp_path / "o")
    assert not (tmp_path / "o").exists()


def test_warm_rebuild_into_the_same_dir_keeps_every_file(built, tmp_path):
    """The second build's staged files are links to the same blobs as the first's outputs (rename(2)
    between two links of one inode does nothing): the outputs must still all be there and right."""
    out, _ = built
    build([EXAMPLE], tmp_path / "o")
    build([EXAMPLE], tmp_path / "o")
    assert tree_digest(tmp_path / "o") == tree_digest(out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["o"]


def test_plan_errors_are_located_at_the_spec_field(tmp_path):
    spec = tmp_path / "big.yaml"
    # fp8 256x256x256 with one LDS stage still does not fit (two stages plan since the register placements of the
    # MI355X tiles work: docs/gemm_preshuffle.md)
    spec.write_text("target: gfx950\nkernels:\n  - name: big_tile\n    family: gemm_preshuffle\n    in_dtype: fp8\n"
                    "    N: 512\n    K: 512\n    tile_m: 256\n    tile_n: 256\n    tile_k: 256\n    lds_stage: 1\n")
    r = CliRunner().invoke(cli, ["build", str(spec), "-o", str(tmp_path / "o")])
    assert r.exit_code == 1 and "Traceback" not in r.output
    # line 8, column 13 is the value of tile_m; the message names the kernel and the limit
    assert f"error: {spec}:8:13: kernels[0].tile_m (big_tile): needs" in r.output and "ArchVGPRs, limit 256" in r.output
    # the message ends with the nearest one-field change that fits (flygen.plan._NEIGHBOURS probed), which then
    # plans, or says that none of them does
    import re
    m = re.search(r"; nearest configuration that fits: (\w+): (\d+)$", r.output.strip())
    if m:
        fixed = spec.read_text().replace(f"    {m.group(1)}: ", f"    {m.group(1)}: {m.group(2)}  # ", 1)
        (tmp_path / "fixed.yaml").write_text(fixed)
        ok = CliRunner().invoke(cli, ["validate", str(tmp_path / "fixed.yaml")])
        assert ok.exit_code == 0, ok.output
    else:
        assert r.output.strip().endswith("; no one-field change of tile_n, tile_m, tile_k fits"), r.output
    assert not (tmp_path / "o").exists()


def test_output_path_that_is_not_a_directory_is_a_clear_error(tmp_path):
    """Checked before anything is built: one line naming the path, exit 1, nothing changed."""
    from click.testing import CliRunner
    from flygen.cli.main import cli
    f = tmp_path / "afile"
    f.write_text("keep")
    for out in (f, f / "sub"):
        r = CliRunner().invoke(cli, ["build", "examples/axpby.yaml", "-o", str(out)])
        assert r.exit_code == 1 and "Traceback" not in r.output, r.output
        assert str(f) in r.output and "error: " in r.output
    assert f.read_text() == "keep" and sorted(p.name for p in tmp_path.iterdir()) == ["afile"]


def test_build_k_name_brings_the_kernels_it_launches_with(tmp_path):
    """`-k NAME` of a split-K GEMM builds its NAME_reduce too (the manifest's split_k contract names it: a
    library without it could not run NAME); `-k NAME_reduce` alone stays just that kernel."""
    spec = Path(__file__).resolve().parents[1] / "examples" / "gemm_preshuffle_splitk.yaml"
    name = "decode_psk_fp8_k8192_splitk_det"
    res = build([spec], tmp_path / "a", names=(name,), cache=False)
    assert sorted(k["name"] for k in res["kernels"]) == [name, f"{name}_reduce"]
    res = build([spec], tmp_path / "b", names=(f"{name}_reduce",), cache=False)
    assert [k["name"] for k in res["kernels"]] == [f"{name}_reduce"]
