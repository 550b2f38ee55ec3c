"""The queue store: every statement on messages, for both lanes (docs/architecture.md)."""
