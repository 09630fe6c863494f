"""Arms of a sweep: every on/off combination of the toggles under test (2^k of them).

An arm's name lists its toggles in the order the matrix gave them,
``perceptual_verify=off,loop_adaptive=on``, so a results table reads without a legend and
the same matrix always names its arms the same way (resume depends on it). Toggles outside
the matrix keep the base config's value (the CLI's is ``RunConfig.from_env()``).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from vigil.config import TOGGLES, RunConfig
from vigil.errors import ConfigError

__all__ = ["Arm", "arm_name", "expand_arms", "parse_matrix", "toggle_pairs"]

#: More toggles than this would be 2^k arms nobody can afford to run or read.
MAX_TOGGLES = 5


@dataclass(frozen=True, slots=True)
class Arm:
    """One combination: ``settings`` maps each matrix toggle to on/off."""

    name: str
    settings: tuple[tuple[str, bool], ...]

    def config(self, base: RunConfig) -> RunConfig:
        return base.with_overrides(**dict(self.settings))

    @classmethod
    def from_name(cls, name: str) -> Arm:
        """The arm an :func:`arm_name` names (``"base"``: no matrix toggles)."""
        if name == "base":
            return cls(name, ())
        settings = []
        for part in name.split(","):
            toggle, _, value = part.partition("=")
            if value not in ("on", "off"):
                raise ConfigError(f"not an arm name: {name!r}")
            settings.append((toggle, value == "on"))
        return cls(name, tuple(settings))

    @property
    def short(self) -> str:
        """A compact label for narrow tables: ``pv+ la-``."""
        return (
            " ".join(
                "".join(w[0] for w in name.split("_")) + ("+" if on else "-")
                for name, on in self.settings
            )
            or "base"
        )


def arm_name(settings: Iterable[tuple[str, bool]]) -> str:
    return ",".join(f"{n}={'on' if v else 'off'}" for n, v in settings) or "base"


def parse_matrix(text: str | Sequence[str] | None) -> tuple[str, ...]:
    """``"perceptual_verify,loop_adaptive"`` → the toggle names, checked and de-duplicated
    (a repeat is an error, not silently dropped: it usually means a different one was meant)."""
    if text is None:
        return ()
    items = text.split(",") if isinstance(text, str) else list(text)
    names = [i.strip().lower().replace("-", "_") for i in items if i.strip()]
    for name in names:
        if name not in TOGGLES:
            raise ConfigError(f"unknown toggle {name!r} in --matrix; toggles: {', '.join(TOGGLES)}")
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise ConfigError(f"--matrix names {dupes[0]!r} twice")
    if len(names) > MAX_TOGGLES:
        raise ConfigError(f"--matrix takes at most {MAX_TOGGLES} toggles ({2**MAX_TOGGLES} arms)")
    return tuple(names)


def expand_arms(toggles: Sequence[str]) -> list[Arm]:
    """All 2^k combinations, all-off first, the last toggle varying fastest."""
    arms = []
    for values in itertools.product((False, True), repeat=len(toggles)):
        settings = tuple(zip(toggles, values, strict=True))
        arms.append(Arm(arm_name(settings), settings))
    return arms


def toggle_pairs(arms: Sequence[Arm]) -> list[tuple[str, Arm, Arm]]:
    """Paired comparisons: for each toggle, every (off, on) pair of arms that differ in that
    toggle only; then all-off vs all-on when that pair is not already listed."""
    by_settings: Mapping[tuple[tuple[str, bool], ...], Arm] = {a.settings: a for a in arms}
    out: list[tuple[str, Arm, Arm]] = []
    for arm in arms:
        for i, (name, on) in enumerate(arm.settings):
            if on:
                continue
            flipped = (*arm.settings[:i], (name, True), *arm.settings[i + 1 :])
            partner = by_settings.get(flipped)
            if partner is not None:
                out.append((name, arm, partner))
    if len(arms) > 2:
        out.append(("all", arms[0], arms[-1]))
    return out
