"""hourglass: the platform under the pipelines, in two layers.

- `hourglass.core`: settings, database, broker and its queue table, transactional send,
  periodic ticks decided in the database, retention loop, logging, the pipeline declaration;
- `hourglass.operator`: the operator's face (CLI, status, health, lookup, overrides, demo,
  web), which reads the registered pipelines (`actors.PIPELINES`).

The core imports neither the operator face nor any pipeline; test support is in `tests/`.
"""
