"""``VigilClient``: the HTTP service behind the library's own call shapes.

A loop written against the library (``check_effect``, ``LoopDetector``, ``verify_before``,
``Monitor``, ``GymRunner``) can call a Vigil server instead with the same arguments: frames in
any form the library takes (PIL, numpy, PNG/JPEG bytes, base64, a path on *this* machine),
actions as :class:`~vigil.actions.Action`, a dict, a ``tool_use`` block or a ``computer_call``.
Verdicts come back as :class:`Verdict` — a dict with attribute access — so ``v.feedback``,
``v.effect_observed`` and ``v["warning"]`` all read as they do on the library's values;
``run_cua`` returns a real :class:`~vigil.runner.RunResult`.

Frames travel as multipart files: no base64 inflation. Bytes that already are PNG or JPEG
go as they are; anything else is encoded once (``frame_format``: PNG keeps every pixel,
JPEG is several times faster to encode and decode and the verifiers tolerate its noise).

Needs ``httpx`` (the ``server`` extra). ``import vigil`` never imports this module.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import httpx

from vigil.actions import Action
from vigil.errors import VigilError

if TYPE_CHECKING:
    from vigil.runner import RunResult

__all__ = ["ClientSession", "ServiceError", "ServiceUnreachable", "Verdict", "VigilClient"]

_PNG = b"\x89PNG\r\n\x1a\n"
_JPEG = b"\xff\xd8\xff"


class ServiceError(VigilError):
    """The server answered with an error; ``status``, ``kind``, ``field`` say which."""

    def __init__(self, status: int, kind: str, message: str, field: str | None, body: Any) -> None:
        super().__init__(f"HTTP {status} {kind}: {message}")
        self.status = status
        self.kind = kind
        self.field = field
        self.body = body
        self.retry_after: float | None = None


class ServiceUnreachable(ServiceError):
    """No answer at all: nothing listens at the address, the connection broke (a server
    killed mid-request), or the call outlived its timeout. ``status`` is 0 and ``kind``
    ``"unreachable"`` or ``"timeout"``; the httpx exception is the ``__cause__``.

    A :class:`ServiceError` (and a :class:`~vigil.errors.VigilError`), so one ``except``
    covers every failed call without importing httpx. After a timeout or a dropped
    connection the server may still have judged the call: a session ``check`` may have
    advanced the session.
    """

    def __init__(self, url: str, exc: httpx.TransportError) -> None:
        kind = "timeout" if isinstance(exc, httpx.TimeoutException) else "unreachable"
        what = "no answer in time" if kind == "timeout" else "no answer"
        detail = str(exc) or type(exc).__name__
        message = f"{what} from the Vigil service at {url} ({detail})"
        super().__init__(0, kind, message, None, None)
        self.args = (f"{kind}: {message}",)


class Verdict(dict[str, Any]):
    """A response as a dict whose keys also read as attributes (``v.feedback``)."""

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def _action_json(action: Action | Mapping[str, Any]) -> dict[str, Any]:
    return action.to_dict() if isinstance(action, Action) else dict(action)


class VigilClient:
    """A connection to a Vigil server. Use as a context manager, or call :meth:`close`.

    Args:
        base_url: the server, e.g. ``http://127.0.0.1:8000``.
        timeout: seconds for the stateless calls; ``run_cua`` waits ``run_timeout``.
        frame_format: how frames that are not already PNG/JPEG bytes are encoded.
        jpeg_quality: quality when ``frame_format`` is ``"jpeg"``.
        transport: an httpx transport (tests, custom TLS).
    """

    def __init__(
        self,
        base_url: str = "http://127.0.0.1:8000",
        *,
        timeout: float = 60.0,
        run_timeout: float = 600.0,
        frame_format: Literal["png", "jpeg"] = "png",
        jpeg_quality: int = 90,
        transport: httpx.BaseTransport | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        if frame_format not in ("png", "jpeg"):
            raise ValueError(f"frame_format must be 'png' or 'jpeg', got {frame_format!r}")
        if not base_url.startswith(("http://", "https://")):
            # Refused here: httpx would fail each call later, as if the server were down.
            raise ValueError(f"base_url must start with http:// or https://, got {base_url!r}")
        self.base_url = base_url.rstrip("/")
        self.frame_format = frame_format
        self.jpeg_quality = int(jpeg_quality)
        self.run_timeout = run_timeout
        self._http = httpx.Client(
            base_url=self.base_url, timeout=timeout, transport=transport, headers=headers
        )

    # -- lifecycle -------------------------------------------------------------------------------
    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> VigilClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- plumbing --------------------------------------------------------------------------------
    def encode_frame(self, frame: Any) -> bytes:
        """PNG/JPEG bytes for ``frame`` (as-is when it already is such bytes)."""
        if isinstance(frame, (bytes, bytearray, memoryview)):
            data = bytes(frame)
            if data.startswith(_PNG) or data.startswith(_JPEG):
                return data
        if isinstance(frame, str) and not frame.startswith("data:") and len(frame) < 4096:
            path = Path(frame).expanduser()
            if path.is_file():
                data = path.read_bytes()
                if data.startswith(_PNG) or data.startswith(_JPEG):
                    return data
        from vigil.frames import as_frame

        decoded = as_frame(frame)
        if self.frame_format == "jpeg":
            return decoded.to_jpeg(self.jpeg_quality)
        return decoded.to_png()

    def _post(
        self,
        path: str,
        fields: Mapping[str, Any],
        frames: Mapping[str, Any | Sequence[Any] | None] | None = None,
        *,
        timeout: float | None = None,
    ) -> Verdict:
        """JSON when there are no frames, multipart (frames as files) when there are."""
        present = {k: v for k, v in (frames or {}).items() if v is not None}
        kwargs: dict[str, Any] = {}
        if timeout is not None:
            kwargs["timeout"] = timeout
        clean = {k: v for k, v in fields.items() if v is not None}
        if not present:
            # Encoded here, NaN included: the server's 422 then names the field, as it does
            # for the same value sent in a multipart form (httpx would raise a bare ValueError).
            body = json.dumps(clean).encode()
            headers = {"content-type": "application/json"}
            response = self._send("POST", path, content=body, headers=headers, **kwargs)
        else:
            files: list[tuple[str, tuple[str, bytes, str]]] = []
            for name, value in present.items():
                items = value if isinstance(value, (list, tuple)) else [value]
                for i, item in enumerate(items):
                    data = self.encode_frame(item)
                    mime = "image/png" if data.startswith(_PNG) else "image/jpeg"
                    files.append((name, (f"{name}{i}", data, mime)))
            form = {
                k: json.dumps(v) if isinstance(v, (dict, list, bool)) else str(v)
                for k, v in clean.items()
            }
            response = self._send("POST", path, data=form, files=files, **kwargs)
        return self._answer(response)

    def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        """One request; a transport failure becomes :class:`ServiceUnreachable`."""
        try:
            return self._http.request(method, path, **kwargs)
        except httpx.TransportError as exc:
            raise ServiceUnreachable(f"{self.base_url}{path}", exc) from exc

    @staticmethod
    def _answer(response: httpx.Response) -> Verdict:
        """The verdict, or ServiceError. A body that is not a JSON object is an error even
        with a 200 (a proxy's HTML page, a server of another kind at that address): as a
        Verdict it would only fail later, as a missing ``feedback``."""
        try:
            body = response.json()
        except ValueError:
            body = None
        if not isinstance(body, dict):
            body = {"error": {"type": "not_json", "message": response.text[:500]}}
            if response.status_code < 400:
                message = f"the answer is not a Vigil verdict: {response.text[:200]!r}"
                raise ServiceError(response.status_code, "not_json", message, None, body)
        if response.status_code >= 400:
            err = body.get("error", {}) if isinstance(body, dict) else {}
            exc = ServiceError(
                response.status_code,
                str(err.get("type", "error")),
                str(err.get("message", response.reason_phrase)),
                err.get("field"),
                body,
            )
            retry = response.headers.get("retry-after")
            exc.retry_after = float(retry) if retry and retry.isdigit() else None
            raise exc
        return Verdict(body)

    # -- health ------------------------------------------------------------------------------------
    def health(self) -> Verdict:
        return self._answer(self._send("GET", "/healthz"))

    def ready(self) -> bool:
        """Whether the server is up and ready; False, not an exception, while it cannot be
        reached (a readiness probe is asked exactly when the server may not be up yet)."""
        try:
            return self._http.get("/readyz").status_code == 200
        except httpx.TransportError:
            return False

    # -- stateless checks ------------------------------------------------------------------------
    def hash(
        self,
        frame: Any,
        method: str = "phash",
        *,
        exact: bool = True,
        region: tuple[float, float, int] | None = None,
    ) -> str:
        """Hex of the frame's (or region's) 64-bit hash, like ``hash_frame(...).hex``."""
        fields: dict[str, Any] = {"method": method, "exact": exact}
        if region is not None:
            fields["region"] = {"x": region[0], "y": region[1], "size": region[2]}
        return str(self._post("/v1/hash", fields, {"frame": frame})["hash"])

    def verify_effect(
        self,
        pre: Any,
        post: Any,
        action: Action | Mapping[str, Any],
        *,
        idle: tuple[Any, Any] | None = None,
        samples: Sequence[Any] | None = None,
        hover_aware: bool = False,
        config: Mapping[str, Any] | None = None,
        reasoning: str | None = None,
    ) -> Verdict:
        """``check_effect(pre, post, action)`` on the server: the EffectCheck as a Verdict.
        ``reasoning`` as for :meth:`vigil.Monitor.check`."""
        fields = {
            "action": _action_json(action),
            "hover_aware": hover_aware,
            "reasoning": reasoning,
            "config": dict(config) if config else None,
        }
        frames = {"pre": pre, "post": post, "idle": list(idle) if idle else None}
        frames["samples"] = list(samples) if samples else None
        return self._post("/v1/verify/effect", fields, frames)

    def check_loop(
        self,
        actions: Sequence[Action | Mapping[str, Any] | tuple[Any, str | None, str | None]],
        *,
        window: int | None = None,
        viewport: tuple[int, int] | None = None,
        config: Mapping[str, Any] | None = None,
    ) -> Verdict:
        """The loop verdict over a history: each item an action or ``(action, url, hash)``."""
        samples = []
        for item in actions:
            if isinstance(item, tuple):
                act, url, frame_hash = item
                samples.append({"action": _action_json(act), "url": url, "frame_hash": frame_hash})
            else:
                samples.append({"action": _action_json(item)})
        fields = {
            "actions": samples,
            "window": window,
            "viewport": list(viewport) if viewport else None,
            "config": dict(config) if config else None,
        }
        return self._post("/v1/loop/check", fields)

    def verify_screen(
        self,
        frame: Any,
        expected: Sequence[Mapping[str, Any]],
        *,
        context: str = "",
        after: bool = False,
    ) -> Verdict:
        """``verify_before`` (or ``verify_after``) with the server's OCR."""
        fields = {"expected": [dict(e) for e in expected], "context": context, "after": after}
        return self._post("/v1/verify/screen", fields, {"frame": frame})

    def validate_cached_step(
        self,
        frame: Any,
        point: tuple[float, float] | None,
        representation: Mapping[str, Any] | str | None,
        *,
        threshold: int = 10,
        step_index: int | None = None,
        action_name: str = "left_click",
    ) -> Verdict:
        """Does the live frame around ``point`` still match a cached step's representation?"""
        fields = {
            "point": list(point) if point is not None else None,
            "representation": representation,
            "threshold": threshold,
            "step_index": step_index,
            "action_name": action_name,
        }
        return self._post("/v1/cache/validate", fields, {"frame": frame})

    # -- runs ------------------------------------------------------------------------------------
    def run_cua(self, task: str, **options: Any) -> RunResult:
        """Run ``task`` on the server → :class:`~vigil.runner.RunResult`, like
        ``GymRunner.run``. Options as :meth:`run_cua_json`."""
        from vigil.runner import RunResult

        return RunResult.from_dict(self.run_cua_json(task, **options))

    def run_cua_json(
        self,
        task: str,
        *,
        start_url: str | None = None,
        brain: Mapping[str, Any] | None = None,
        max_steps: int | None = None,
        settle_s: float | None = None,
        include_frames: bool = False,
        timeout: float | None = None,
        **toggles: bool | str,
    ) -> Verdict:
        """The raw ``/v1/cua`` response (with ``expectations`` for a demo task, and frames
        when ``include_frames``). ``toggles``: ``perceptual_verify=False`` and the like."""
        fields: dict[str, Any] = {
            "task": task,
            "start_url": start_url,
            "brain": dict(brain) if brain else None,
            "max_steps": max_steps,
            "settle_s": settle_s,
            "include_frames": include_frames or None,
            **toggles,
        }
        return self._post("/v1/cua", fields, timeout=timeout or self.run_timeout)

    # -- sessions --------------------------------------------------------------------------------
    def session(
        self,
        config: Mapping[str, Any] | None = None,
        viewport: tuple[int, int] | None = None,
    ) -> ClientSession:
        """A Monitor on the server; use as ``with client.session() as s:``."""
        fields = {"config": dict(config) if config else None}
        if viewport is not None:
            fields["viewport"] = list(viewport)  # type: ignore[assignment]
        info = self._post("/v1/sessions", fields)
        return ClientSession(self, str(info["session_id"]), info)


class ClientSession:
    """The remote twin of :class:`~vigil.monitor.Monitor`: observe, check, done, summary."""

    def __init__(self, client: VigilClient, session_id: str, info: Mapping[str, Any]) -> None:
        self.client = client
        self.id = session_id
        self.info = dict(info)
        self._closed = False

    def observe(self, frame: Any, url: str | None = None) -> Verdict:
        return self.client._post(f"/v1/sessions/{self.id}/observe", {"url": url}, {"frame": frame})

    def check(
        self,
        action: Action | Mapping[str, Any],
        pre: Any,
        post: Any,
        *,
        url: str | None = None,
        samples: Sequence[Any] | None = None,
        hover_aware: bool = False,
        context: str = "",
        reasoning: str | None = None,
    ) -> Verdict:
        """The StepVerdict as a Verdict: ``feedback`` is the text for the model; ``reasoning``
        as for :meth:`vigil.Monitor.check`."""
        fields = {
            "action": _action_json(action),
            "url": url,
            "hover_aware": hover_aware,
            "reasoning": reasoning,
            "context": context or None,
        }
        frames = {"pre": pre, "post": post, "samples": list(samples) if samples else None}
        return self.client._post(f"/v1/sessions/{self.id}/check", fields, frames)

    def done(self, frame: Any = None) -> Verdict:
        return self.client._post(f"/v1/sessions/{self.id}/done", {}, {"frame": frame})

    def summary(self) -> Verdict:
        got = self.client._answer(self.client._send("GET", f"/v1/sessions/{self.id}"))
        return Verdict(got["summary"])

    def close(self) -> Verdict | None:
        """Delete the session; returns its final summary (None when already closed)."""
        if self._closed:
            return None
        self._closed = True
        got = self.client._answer(self.client._send("DELETE", f"/v1/sessions/{self.id}"))
        return Verdict(got["summary"])

    def __enter__(self) -> ClientSession:
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.close()
        except ServiceError as err:
            if err.status != 404:  # an expired session is already gone
                raise
