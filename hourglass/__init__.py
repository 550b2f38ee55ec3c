"""hourglass: the platform under the four pipelines (settings, database, broker, CLI)."""
