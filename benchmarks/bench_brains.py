"""Brain benchmark: what a model brain itself costs per decision, the model's time excluded.

Each brain (Anthropic computer use, OpenAI computer use, chat completions) decides a run of
steps on a real 1280x800 screenshot against its local stub model server, through its real
SDK. Per decision:

* **brain CPU** = CPU time of the deciding thread (``time.thread_time``) over one decision:
  encoding the screenshot, building the turn (the conversation for Anthropic), the SDK's
  serialisation and parsing, mapping the answer to an Action. The stub runs on its own
  thread and waiting for a core is not CPU time, so this figure holds on a busy machine.
* **wall minus stub** = the decision's wall time minus the time the stub spent on the
  request (``StubRequest.handled_ms``): the same work plus scheduling waits.
* **bare SDK** (the reference, same run) = the same SDK call with a request body built
  beforehand (no encoding, no Vigil logic), minus the stub's time: the floor any client of
  that SDK pays.
* **encode** = the screenshot alone to base64 JPEG (q85), the largest part of the overhead.

Target: brain CPU ≤ 15 ms per step at 1280x800 (median). Figures are recorded in
``benchmarks/results.json`` under ``bench_brains``.

Run: ``.venv/bin/python benchmarks/bench_brains.py [--steps 40]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path
from typing import Any

from _results import record
from vigil import Action, Frame, Observation
from vigil._chat import encode_frame
from vigil.brains.anthropic_cu import AnthropicComputerUseBrain
from vigil.brains.openai_compat import OpenAICompatibleBrain
from vigil.brains.openai_cua import OpenAIComputerUseBrain
from vigil.stubs import AnthropicStub, ChatCompletionsStub, OpenAIResponsesStub

SCREEN = Path(__file__).parent / "screen" / "admin_1280_light_large.png"
TARGET_MS = 15.0
WARN = "clicked at (352, 441) (no visible change); WARNING: high-risk action had no observed effect"


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def make(protocol: str, steps: int) -> tuple[Any, Any]:
    answers = [Action.click(100 + i, 200, f"step {i}") for i in range(steps + 10)]
    if protocol == "anthropic":
        stub: Any = AnthropicStub(answers).start()
        brain: Any = AnthropicComputerUseBrain("bench", api_key="k", base_url=stub.base_url)
    elif protocol == "openai-cua":
        stub = OpenAIResponsesStub(answers).start()
        brain = OpenAIComputerUseBrain("bench", api_key="k", base_url=stub.base_url)
    else:
        stub = ChatCompletionsStub(answers).start()
        brain = OpenAICompatibleBrain(stub.base_url, "bench", "k")
    return stub, brain


def bare_call(protocol: str, brain: Any, stub: Any) -> float:
    """One SDK call with the body the brain last sent, prebuilt: ms minus the stub's time."""
    body = dict(stub.last.body)
    if protocol == "anthropic":
        headers = {"anthropic-beta": stub.last.headers["anthropic-beta"]}
        t = time.perf_counter()
        brain.client.messages.with_raw_response.create(**body, extra_headers=headers).parse()
    elif protocol == "openai-cua":
        t = time.perf_counter()
        brain.client.responses.with_raw_response.create(**body).parse()
    else:
        t = time.perf_counter()
        brain.client.chat.completions.with_raw_response.create(**body).parse()
    return (time.perf_counter() - t) * 1000.0 - float(stub.last.handled_ms or 0.0)


def bench(protocol: str, frame: Frame, steps: int) -> dict[str, Any]:
    stub, brain = make(protocol, steps)
    overhead: list[float] = []
    cpu: list[float] = []
    bare: list[float] = []
    stub_ms: list[float] = []
    try:
        for i in range(steps):
            obs = Observation(
                frame=frame,
                task="Buy the blue mug",
                step_index=i,
                feedback=WARN if i else "",
                screen_size=frame.size,
                url="http://127.0.0.1/shop.html",
            )
            t, c = time.perf_counter(), time.thread_time()
            brain.decide(obs)
            wall = (time.perf_counter() - t) * 1000.0
            cpu_ms = (time.thread_time() - c) * 1000.0
            served = float(stub.last.handled_ms or 0.0)
            if i >= 3:  # the first calls warm the SDK's connection pool and model caches
                overhead.append(wall - served)
                cpu.append(cpu_ms)
                stub_ms.append(served)
            if i >= 3 and i % 2 == 0:
                stub.push(Action.click(1, 1))
                bare.append(bare_call(protocol, brain, stub))
    finally:
        brain.close()
        stub.close()
    med, ref = statistics.median(overhead), statistics.median(bare)
    cpu_med = statistics.median(cpu)
    return {
        "steps": len(overhead),
        "brain_cpu_ms": round(cpu_med, 2),
        "brain_overhead_ms": round(med, 2),
        "brain_overhead_p90_ms": round(pct(overhead, 0.9), 2),
        "bare_sdk_ms": round(ref, 2),
        "overhead_vs_bare_ratio": round(med / ref, 2) if ref > 0 else None,
        "stub_ms": round(statistics.median(stub_ms), 2),
        "target": f"brain CPU time <= {TARGET_MS:g} ms per step at 1280x800",
        "met": cpu_med <= TARGET_MS,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=40)
    args = parser.parse_args()
    frame = Frame(SCREEN)
    assert frame.size == (1280, 800), frame.size
    enc, enc_cpu = [], []
    for _ in range(30):
        t, c = time.perf_counter(), time.thread_time()
        encode_frame(frame)
        enc.append((time.perf_counter() - t) * 1000.0)
        enc_cpu.append((time.thread_time() - c) * 1000.0)
    encode = {
        "encode_jpeg_ms": round(statistics.median(enc), 2),
        "encode_jpeg_cpu_ms": round(statistics.median(enc_cpu), 2),
        "size": "1280x800",
        "load_average_1min": round(os.getloadavg()[0], 1),
    }
    record("bench_brains", "encode", encode)
    print(
        f"encode 1280x800 JPEG q85: {encode['encode_jpeg_ms']:.2f} ms "
        f"(CPU {encode['encode_jpeg_cpu_ms']:.2f} ms) · load average {encode['load_average_1min']}"
    )
    for protocol in ("anthropic", "openai-cua", "chat"):
        figures = bench(protocol, frame, args.steps)
        record("bench_brains", protocol, figures)
        print(
            f"{protocol:11s} brain CPU {figures['brain_cpu_ms']:6.2f} ms · wall minus stub "
            f"{figures['brain_overhead_ms']:6.2f} ms "
            f"(p90 {figures['brain_overhead_p90_ms']:.2f}) · bare SDK {figures['bare_sdk_ms']:.2f}"
            f" ms · ratio {figures['overhead_vs_bare_ratio']} · stub {figures['stub_ms']:.2f} ms"
            f" · target met: {figures['met']}"
        )


if __name__ == "__main__":
    main()
