"""Trajectory cache: record a successful run, replay it while the screen still matches.

``format`` is the file (the reference's 0.3 layout plus Vigil's evidence), ``represent``
captures and validates a step's region, ``record`` turns a run into a cache, ``store``
keeps caches in SQLite or a JSON directory. The replaying brain is
:class:`vigil.brains.cached.CachedBrain`. ``record`` is imported from its module (it needs
the runner, which sits above this package's other modules).
"""

from vigil.cache.format import (
    CACHE_FORMAT_VERSION,
    CachedStep,
    CacheFailure,
    CacheFile,
    CacheMetadata,
    StepEvidence,
    VisualValidationSettings,
    invalidation_reason,
    load_trajectory,
    save_trajectory,
    substitute_parameters,
)
from vigil.cache.represent import (
    StepValidation,
    VisualRepresentation,
    capture_representation,
    validate_step,
)
from vigil.cache.store import (
    CacheSummary,
    JsonDirectoryStore,
    TrajectoryStore,
    copy_store,
    open_store,
)

__all__ = [
    "CACHE_FORMAT_VERSION",
    "CacheFailure",
    "CacheFile",
    "CacheMetadata",
    "CacheSummary",
    "CachedStep",
    "JsonDirectoryStore",
    "StepEvidence",
    "StepValidation",
    "TrajectoryStore",
    "VisualRepresentation",
    "VisualValidationSettings",
    "capture_representation",
    "copy_store",
    "invalidation_reason",
    "load_trajectory",
    "open_store",
    "save_trajectory",
    "substitute_parameters",
    "validate_step",
]
