"""Verifiers: did the action do anything (effect), is the agent stuck (loops), is the
expected element on screen (screen), may the agent stop (done gate)."""
