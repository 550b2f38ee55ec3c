"""The platform core: what every pipeline runs on. It imports no pipeline and nothing of `hourglass.operator`."""
