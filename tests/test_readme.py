"""The README stays true: its command excerpts are what the tools print now, and CI runs its quick start."""
import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tool():
    spec = importlib.util.spec_from_file_location("readme_excerpts", ROOT / "tools" / "readme_excerpts.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_inspect_and_verify_excerpts_match_the_tools():
    tool = _tool()
    readme = (ROOT / "README.md").read_text()
    assert tool.readme_section(readme) == tool.section(), "README drifted: run python tools/readme_excerpts.py"


def test_ci_runs_the_quick_start_verbatim():
    readme = (ROOT / "README.md").read_text()
    quick = re.search(r"## Quick start\n(.*?)\n## ", readme, flags=re.S).group(1)
    commands = re.findall(r"```bash\n(.+?)\n```", quick)
    assert len(commands) == 2
    ci = (ROOT / ".ci" / "run").read_text()
    for cmd in commands:
        assert cmd in ci
