"""Small promises of the CLI (issue 31's frictions): verify ends with a totals line in a pipe too, --shard says
it counts from 1."""
from pathlib import Path

from click.testing import CliRunner

from flygen.cli.main import cli

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "axpby.yaml"


def test_verify_prints_totals_when_piped():
    r = CliRunner().invoke(cli, ["verify", str(EXAMPLE), "-k", "axpby_f32_f32", "--no-store"])
    assert r.exit_code == 0, r.output
    lines = r.output.strip().splitlines()
    assert lines[0].startswith("PASS axpby_f32_f32 ") and lines[-1] == "1 passed, 0 failed"


def test_shard_help_says_it_counts_from_one():
    for cmd in ("build", "verify"):
        r = CliRunner().invoke(cli, [cmd, "--help"])
        assert r.exit_code == 0 and "counted from 1" in " ".join(r.output.split()), cmd
