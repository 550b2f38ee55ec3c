"""The `web` process: the operator's dashboard, `/metrics`, `/healthz` and `/readyz`, on
Starlette with Jinja2 templates served by uvicorn (`hourglass web`)."""
