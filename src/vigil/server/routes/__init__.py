"""The service's routes, one module per family; each exposes ``router``."""
