#!/usr/bin/env python
"""Paired OFF/ON A/B runs of one toggle against a running Vigil service (``POST /v1/cua``).

    python scripts/ablate_v1_cua.py --toggle perceptual_verify --pairs 5 --task checkout_consent
    python scripts/ablate_v1_cua.py --toggle loop_adaptive --task pagination --serve

One warm-up request (not counted: the first run pays for the browser launch), then ``--pairs``
pairs; the order inside a pair alternates (OFF,ON then ON,OFF ...) so a drift in machine load
does not favour one arm. Each run's toggle goes in the request body, so the service's
environment is never touched and other clients are unaffected.

"Achieved" means the task really reached its goal: the task file's ``success`` check
(:mod:`vigil.success`), which the service evaluates on the final page of the run and returns
as ``achieved``. A task without one is judged with its own expectations
(``vigil.runner.check_expectations``) restricted to the goal — the ``termination_reason`` and
``final_path`` of its ``on`` arm — so both arms meet the same bar; failing that, the run's
``success`` (DONE accepted).

Flags: fewer ON successes than OFF, any ON error, ON median wall time above 1.5x OFF.
Exit status 0, or 1 with ``--fail-on-flags`` when a flag is raised; 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from vigil.client import ServiceError, VigilClient
from vigil.config import TOGGLES
from vigil.runner import RunResult, check_expectations

WALL_FLAG_RATIO = 1.5


def load_task(spec: str) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """``(task name or goal, request fields, task file)`` for a bundled name or a file."""
    from vigil.demo import load_task as load_bundled

    path = Path(spec)
    if path.suffix == ".json" and path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        fields: dict[str, Any] = {"brain": {"kind": "scripted", "steps": data["steps"]}}
        if data.get("success"):
            fields["success"] = data["success"]
        return str(data.get("task") or data.get("name") or path.stem), fields, data
    data = load_bundled(spec)
    return str(data.get("name", spec)), {}, data


def goal_expectations(task_file: dict[str, Any]) -> dict[str, Any] | None:
    on = (task_file.get("expect") or {}).get("on") or {}
    goal = {k: on[k] for k in ("termination_reason", "final_path") if k in on}
    return goal or None


def achieved(raw: dict[str, Any], goal: dict[str, Any] | None) -> bool:
    verdict = raw.get("achieved")
    if isinstance(verdict, dict):  # the task's success check, judged on the final page
        return bool(verdict.get("ok"))
    result = RunResult.from_dict(raw)
    if result.termination_reason == "error":
        return False
    if goal is None:
        return bool(result.success)
    return not check_expectations(result, goal)


def one_run(
    client: VigilClient,
    task: str,
    fields: dict[str, Any],
    toggle: str,
    on: bool,
    goal: dict[str, Any] | None,
) -> dict[str, Any]:
    t = time.perf_counter()
    try:
        raw = dict(client.run_cua_json(task, **fields, **{toggle: on}))
    except ServiceError as exc:
        return {
            "arm": "on" if on else "off",
            "error": str(exc),
            "achieved": False,
            "steps": 0,
            "warnings": 0,
            "loop": 0,
            "nudges": 0,
            "wall_s": time.perf_counter() - t,
        }
    return {
        "arm": "on" if on else "off",
        "error": raw.get("error") if raw.get("termination_reason") == "error" else None,
        "termination_reason": raw.get("termination_reason"),
        "achieved": achieved(raw, goal),
        "steps": len(raw.get("steps") or []),
        "warnings": int(raw.get("warnings") or 0),
        "loop": int(raw.get("termination_reason") == "loop"),
        "nudges": int(raw.get("nudges") or 0),
        "wall_s": time.perf_counter() - t,
    }


def aggregate(runs: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(runs)
    walls = [r["wall_s"] for r in runs]
    return {
        "runs": n,
        "achieved": sum(r["achieved"] for r in runs),
        "errors": sum(1 for r in runs if r["error"]),
        "steps": statistics.fmean(r["steps"] for r in runs) if n else 0.0,
        "warnings": statistics.fmean(r["warnings"] for r in runs) if n else 0.0,
        "loop_terminations": sum(r["loop"] for r in runs),
        "nudges": statistics.fmean(r["nudges"] for r in runs) if n else 0.0,
        "wall_median_s": statistics.median(walls) if walls else 0.0,
        "wall_mean_s": statistics.fmean(walls) if walls else 0.0,
    }


def flags(off: dict[str, Any], on: dict[str, Any]) -> list[str]:
    out = []
    if on["achieved"] < off["achieved"]:
        out.append(
            f"fewer ON successes ({on['achieved']}/{on['runs']} vs {off['achieved']}/{off['runs']})"
        )
    if on["errors"]:
        out.append(f"ON errors: {on['errors']}")
    if off["wall_median_s"] > 0 and on["wall_median_s"] > WALL_FLAG_RATIO * off["wall_median_s"]:
        ratio = on["wall_median_s"] / off["wall_median_s"]
        out.append(f"ON wall time {ratio:.2f}x OFF (> {WALL_FLAG_RATIO}x)")
    return out


def table(toggle: str, off: dict[str, Any], on: dict[str, Any]) -> str:
    rows = [
        (
            "task achieved",
            f"{off['achieved']}/{off['runs']}",
            f"{on['achieved']}/{on['runs']}",
            f"{on['achieved'] - off['achieved']:+d}",
        ),
        ("errors", str(off["errors"]), str(on["errors"]), f"{on['errors'] - off['errors']:+d}"),
        (
            "steps (mean)",
            f"{off['steps']:.2f}",
            f"{on['steps']:.2f}",
            f"{on['steps'] - off['steps']:+.2f}",
        ),
        (
            "warnings (mean)",
            f"{off['warnings']:.2f}",
            f"{on['warnings']:.2f}",
            f"{on['warnings'] - off['warnings']:+.2f}",
        ),
        (
            "loop terminations",
            str(off["loop_terminations"]),
            str(on["loop_terminations"]),
            f"{on['loop_terminations'] - off['loop_terminations']:+d}",
        ),
        (
            "loop nudges (mean)",
            f"{off['nudges']:.2f}",
            f"{on['nudges']:.2f}",
            f"{on['nudges'] - off['nudges']:+.2f}",
        ),
        (
            "wall median (s)",
            f"{off['wall_median_s']:.2f}",
            f"{on['wall_median_s']:.2f}",
            f"{on['wall_median_s'] - off['wall_median_s']:+.2f}",
        ),
    ]
    head = (f"{toggle}", "OFF", "ON", "ON-OFF")
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(4)]

    def line(r: tuple[str, ...]) -> str:
        return "  ".join(
            c.ljust(widths[i]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(r)
        )

    return "\n".join([line(head), line(tuple("-" * w for w in widths)), *(line(r) for r in rows)])


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(pool_size: int) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    cmd = [
        sys.executable,
        "-m",
        "vigil",
        "serve",
        "--demo",
        "--port",
        str(port),
        "--pool-size",
        str(pool_size),
    ]
    proc = subprocess.Popen(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=dict(os.environ)
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    with VigilClient(url, timeout=2) as probe:
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
                raise SystemExit(f"vigil serve exited with {proc.returncode}: {err[-2000:]}")
            try:
                probe.health()
                return proc, url
            except Exception:
                time.sleep(0.25)
    proc.terminate()
    raise SystemExit("vigil serve did not come up within 120 s")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--toggle", required=True, help=f"one of: {', '.join(TOGGLES)}")
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--url", default="http://127.0.0.1:8000")
    ap.add_argument(
        "--task", default="checkout_consent", help="bundled demo task name or a task file"
    )
    ap.add_argument(
        "--serve", action="store_true", help="start a local `vigil serve --demo` for the run"
    )
    ap.add_argument("--json", type=Path, help="also write the runs and aggregates here")
    ap.add_argument("--fail-on-flags", action="store_true")
    args = ap.parse_args(argv)
    toggle = args.toggle.strip().lower().replace("-", "_")
    if toggle not in TOGGLES:
        ap.error(f"unknown toggle {args.toggle!r}; one of: {', '.join(TOGGLES)}")
    if args.pairs < 1:
        ap.error("--pairs must be at least 1")
    try:
        task, fields, task_file = load_task(args.task)
    except (FileNotFoundError, KeyError, ValueError) as exc:
        ap.error(str(exc))
    goal = goal_expectations(task_file)
    proc = None
    url = args.url
    if args.serve:
        proc, url = start_server(pool_size=1)
        print(f"started vigil serve --demo at {url}")
    if "brain" in fields and task_file.get("start_path"):
        fields["start_url"] = url.rstrip("/") + "/" + str(task_file["start_path"]).lstrip("/")
    runs: list[dict[str, Any]] = []
    try:
        with VigilClient(url, timeout=30) as client:
            warm = one_run(client, task, fields, toggle, True, goal)
            ended = warm.get("termination_reason") or warm.get("error")
            print(f"warm-up: {ended} in {warm['wall_s']:.1f} s")
            for i in range(args.pairs):
                order = (False, True) if i % 2 == 0 else (True, False)
                for on in order:
                    run = one_run(client, task, fields, toggle, on, goal)
                    runs.append(run)
                    ended = run.get("termination_reason") or run["error"]
                    print(
                        f"pair {i + 1} {run['arm']:>3}: {ended}, achieved={run['achieved']}, "
                        f"steps={run['steps']}, warnings={run['warnings']}, {run['wall_s']:.1f} s"
                    )
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
    off = aggregate([r for r in runs if r["arm"] == "off"])
    on = aggregate([r for r in runs if r["arm"] == "on"])
    print()
    print(f"task {task!r}, toggle {toggle}, {args.pairs} pair(s)")
    print(table(toggle, off, on))
    raised = flags(off, on)
    for f in raised:
        print(f"FLAG: {f}")
    if not raised:
        print("no flags")
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "toggle": toggle,
                    "task": task,
                    "off": off,
                    "on": on,
                    "flags": raised,
                    "runs": runs,
                },
                indent=2,
            ),
            encoding="utf-8",
        )
    return 1 if raised and args.fail_on_flags else 0


if __name__ == "__main__":
    sys.exit(main())
