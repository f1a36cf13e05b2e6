"""The GitHub workflows: valid against GitHub's own workflow schema, and doing what the release needs.

The schema check is ``check-jsonschema --builtin-schema vendor.github-workflows``: the schema is vendored inside
check-jsonschema (a ``[dev]`` extra), so it runs offline.  Where check-jsonschema is not installed (an older
environment made before it joined the extras) the check is skipped, except under CI (``CI`` set, as on GitHub's
runners and in ``make test``'s fresh venv it is installed), where a missing checker fails.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
CI = WORKFLOWS / "ci.yml"
RELEASE = WORKFLOWS / "release.yml"


def schema_check(*files: Path) -> subprocess.CompletedProcess[str]:
    """check-jsonschema on ``files`` with GitHub's workflow schema (offline: the schema is built in)."""
    if importlib.util.find_spec("check_jsonschema") is None:
        if os.environ.get("CI"):
            pytest.fail("check-jsonschema is a [dev] extra: install the extras (make test does)")
        pytest.skip("check-jsonschema not installed in this environment (pip install -e '.[dev]')")
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           *map(str, files)], capture_output=True, text=True, timeout=120)


def load(path: Path) -> dict[Any, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def triggers(workflow: dict[Any, Any]) -> dict[str, Any]:
    """The ``on:`` table (YAML 1.1 reads the bare key ``on`` as ``True``)."""
    found = workflow.get("on", workflow.get(True))
    assert isinstance(found, dict)
    return found


def scripts(job: dict[str, Any]) -> str:
    """Every ``run:`` of a job, as one text."""
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_both_workflows_match_githubs_schema() -> None:
    checked = schema_check(CI, RELEASE)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_schema_check_refuses_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text(RELEASE.read_text(encoding="utf-8").replace("runs-on:", "run-on:", 1), encoding="utf-8")
    checked = schema_check(broken)
    assert checked.returncode != 0 and "run-on" in checked.stdout


def test_ci_runs_the_suite_on_every_push_on_three_systems() -> None:
    workflow = load(CI)
    assert "push" in triggers(workflow)
    job = workflow["jobs"]["test"]
    systems = job["strategy"]["matrix"]["os"]
    assert {name.split("-")[0] for name in systems} == {"ubuntu", "windows", "macos"}
    assert ".ci/run\n" in scripts(job) + "\n" and ".ci/run-windows" in scripts(job)


def test_the_release_builds_checks_and_packages_on_each_system() -> None:
    workflow = load(RELEASE)
    on = triggers(workflow)
    assert on["push"]["tags"] == ["v*"] and "workflow_dispatch" in on
    build = workflow["jobs"]["build"]
    runners = {entry["target"]: entry["os"] for entry in build["strategy"]["matrix"]["include"]}
    assert runners == {"linux-x86_64": "ubuntu-22.04", "windows-x64": "windows-2022", "macos-arm64": "macos-14",
                       "macos-x86_64": "macos-15-intel"}
    run = scripts(build)
    for needed in ("make test", ".ci/run-windows", "make dist", "PyInstaller", "packaging/windows.py",
                   "packaging/macos.sh", "/usr/bin/lohai-friends"):
        assert needed in run, needed
    assert run.count("packaging/smoke.py") == 4, "each build's app is started before it is packaged"
    release = workflow["jobs"]["release"]
    assert release["needs"] == "build" and release["permissions"] == {"contents": "write"}
    assert "refs/tags/v" in release["if"]


def test_windows_ci_runs_the_makefiles_test_steps() -> None:
    """.ci/run-windows writes out ``make test`` for a machine without make; the two must not drift apart."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = re.search(r"^test: .*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert recipe is not None
    windows = (ROOT / ".ci" / "run-windows").read_text(encoding="utf-8").splitlines()
    for line in recipe.group(1).splitlines():
        assert line.strip().replace("$(PY)", "$PY") in windows, line


def test_make_install_silences_the_editable_note() -> None:
    """``make play``'s install step: setuptools's "Editable installation." note (printed through pip on every
    install) is filtered by its words alone, and the install stays the default editable one (no
    ``editable_mode``, which would change how the venv finds the checkout's ``game``)."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = [line for line in makefile.splitlines() if "pip install" in line and " -e " in line]
    assert installs, "the Makefile installs the checkout editable"
    for line in installs:
        assert "PYTHONWARNINGS='ignore:Editable installation:UserWarning'" in line, line
        assert "editable_mode" not in line, line
