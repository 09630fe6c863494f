"""``python -m vigil`` is the ``vigil`` command."""

from vigil.cli import main

main()
