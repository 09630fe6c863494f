"""The bundled evaluation suites (demo, lab) and the lab generator."""
