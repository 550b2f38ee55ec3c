"""The operator's face: CLI, status, health, lookup, overrides, demo and web, over the
core and the registered pipelines."""
