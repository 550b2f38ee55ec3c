"""The web process's routes: the dashboard pages (server-rendered, refreshed live by
static/hourglass.js through `?fragment=1`), dead-letter replay and purge, `/metrics`,
`/healthz` and `/readyz`; with basic auth, a CSRF token on every form and a CSP that
allows only the process's own scripts and styles.
"""

import base64
import binascii
import contextlib
import logging
import secrets
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from jinja2 import Environment, FileSystemLoader, select_autoescape
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData, Headers
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from hourglass import dead_letters, health, status
from hourglass import settings as settings_module
from hourglass.errors import InvalidInput
from hourglass.web import figures
from hourglass.web.metrics import DatabaseFigures, build_registry
from models import db

logger = logging.getLogger(__name__)

T = TypeVar("T")

HERE = Path(__file__).resolve().parent

#: Seconds between two live refreshes of a page.
REFRESH_SECONDS = 3

#: Paths anyone may read: a platform's probes carry no credentials.
OPEN_PATHS = ("/healthz", "/readyz")

CSRF_COOKIE = "hourglass_csrf"

SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}

#: Dashboard pages: path, template name, title, figures function.
PAGES = {
    "/": ("overview", "Overview", figures.overview),
    "/recommendation": ("recommendation", "Recommendation", figures.recommendation),
    "/collection": ("collection", "Collection", figures.collection),
    "/notifications": ("notifications", "Notifications", figures.notifications),
    "/review-stats": ("review_stats", "Review statistics", figures.review_stats),
}


class AccessControl:
    """Basic auth on everything but OPEN_PATHS (none without a password: loopback only);
    `/metrics` also takes `Authorization: Bearer HOURGLASS_METRICS_TOKEN`."""

    def __init__(
        self, app: ASGIApp, user: str, password: str | None, metrics_token: str | None
    ) -> None:
        self.app = app
        self.user = user
        self.password = password
        self.metrics_token = metrics_token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in OPEN_PATHS or self._allowed(scope):
            await self.app(scope, receive, send)
            return
        response = PlainTextResponse(
            "authentication required",
            status_code=401,
            headers={"www-authenticate": 'Basic realm="hourglass"'},
        )
        await response(scope, receive, send)

    def _allowed(self, scope: Scope) -> bool:
        authorization = Headers(scope=scope).get("authorization", "")
        scheme, _, credentials = authorization.partition(" ")
        if scope["path"] == "/metrics" and self.metrics_token and scheme.lower() == "bearer":
            return secrets.compare_digest(credentials.encode(), self.metrics_token.encode())
        if self.password is None:
            return True
        if scheme.lower() != "basic":
            return False
        try:
            user, _, password = base64.b64decode(credentials, validate=True).decode().partition(":")
        except (binascii.Error, UnicodeDecodeError):
            return False
        user_ok = secrets.compare_digest(user.encode(), self.user.encode())
        return secrets.compare_digest(password.encode(), self.password.encode()) and user_ok


class SecurityHeaders:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] += [
                    (k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()
                ]
            await send(message)

        await self.app(scope, receive, send_with_headers)


def create_app(settings: settings_module.Settings | None = None) -> Starlette:
    settings = settings or settings_module.load()
    templates = Environment(
        loader=FileSystemLoader(HERE / "templates"), autoescape=select_autoescape(["html"])
    )
    templates.filters["age"] = format_age
    templates.filters["figure"] = format_figure
    registry = build_registry(DatabaseFigures())
    finished = figures.FinishedMessages()

    def render(
        request: Request, template: str, context: dict, status_code: int = 200, refresh: bool = True
    ) -> HTMLResponse:
        token = request.cookies.get(CSRF_COOKIE) or secrets.token_urlsafe(32)
        body = templates.get_template(template).render(
            **context,
            csrf_token=token,
            refresh=refresh,
            refresh_ms=REFRESH_SECONDS * 1000,
            path=request.url.path,
            pages=PAGES,
        )
        response = HTMLResponse(body, status_code=status_code)
        response.set_cookie(CSRF_COOKIE, token, httponly=True, samesite="strict", path="/")
        return response

    def page(path: str) -> Route:
        name, title, read = PAGES[path]

        def read_page() -> dict:
            with db.connection_context():
                data = read()
            if name == "overview":
                data["finished_per_minute"] = finished.per_minute()
            return data

        async def endpoint(request: Request) -> Response:
            data = await run_in_threadpool(read_page)
            fragment = request.query_params.get("fragment") == "1"
            template = f"{name}_live.html" if fragment else f"{name}.html"
            return render(request, template, {"data": data, "title": title})

        return Route(path, endpoint, name=name)

    async def dead_letter_list(request: Request) -> Response:
        queue = request.query_params.get("queue") or None
        letters, now = await run_in_threadpool(_with_db, _dead_letters_now, queue)
        fragment = request.query_params.get("fragment") == "1"
        template = "dead_letters_live.html" if fragment else "dead_letters.html"
        context = {"letters": letters, "now": now, "queue": queue or "", "title": "Dead letters"}
        return render(request, template, context)

    async def dead_letter_detail(request: Request) -> Response:
        message_id = request.path_params["message_id"]
        try:
            found = await run_in_threadpool(_with_db, dead_letters.dead_letter_detail, message_id)
        except InvalidInput:
            found = None
        if found is None:
            return render(
                request,
                "not_found.html",
                {"title": "Not a dead letter", "message_id": message_id},
                404,
                False,
            )
        letter, frames = found
        return render(
            request,
            "dead_letter.html",
            {"letter": letter, "frames": frames, "title": "Dead letter"},
            refresh=False,
        )

    async def dead_letter_replay(request: Request) -> Response:
        await _checked_form(request)
        message_id = request.path_params["message_id"]
        try:
            await run_in_threadpool(_with_db, dead_letters.replay_dead_letters, [message_id])
        except InvalidInput as exc:
            return PlainTextResponse(str(exc), status_code=409)
        logger.info("event=dead_letter_replayed message_id=%s via=web", message_id)
        return RedirectResponse("/dead-letters", status_code=303)

    async def dead_letter_purge(request: Request) -> Response:
        form = await _checked_form(request)
        older_than = form.get("older_than") or None
        queue = form.get("queue") or None
        try:
            age = dead_letters.parse_age(older_than) if older_than else None
        except InvalidInput as exc:
            return PlainTextResponse(str(exc), status_code=400)
        purged = await run_in_threadpool(
            _with_db, dead_letters.purge_dead_letters, older_than=age, queue=queue
        )
        logger.info(
            "event=dead_letters_purged count=%s queue=%s older_than=%s via=web",
            purged,
            queue,
            older_than,
        )
        return RedirectResponse("/dead-letters", status_code=303)

    async def metrics(request: Request) -> Response:
        body = await run_in_threadpool(generate_latest, registry)
        return Response(body, media_type=CONTENT_TYPE_LATEST)

    async def healthz(request: Request) -> Response:
        return JSONResponse({"status": "ok"})

    async def readyz(request: Request) -> Response:
        checks = await run_in_threadpool(health.readiness, settings)
        ready = all(check.ok for check in checks)
        return JSONResponse(
            {"ready": ready, "checks": [check.as_json() for check in checks]},
            status_code=200 if ready else 503,
        )

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        finished.start()
        yield
        finished.stop()

    routes = [
        *(page(path) for path in PAGES),
        Route("/dead-letters", dead_letter_list),
        Route("/dead-letters/{message_id}", dead_letter_detail),
        Route("/dead-letters/{message_id}/replay", dead_letter_replay, methods=["POST"]),
        Route("/dead-letters-purge", dead_letter_purge, methods=["POST"]),
        Route("/metrics", metrics),
        Route("/healthz", healthz),
        Route("/readyz", readyz),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(
        AccessControl,
        user=settings.web_user,
        password=settings.web_password,
        metrics_token=settings.metrics_token,
    )
    return app


async def _checked_form(request: Request) -> FormData:
    """The POSTed form, when its CSRF token matches the cookie and it is confirmed."""
    form = await request.form()
    cookie = request.cookies.get(CSRF_COOKIE, "")
    token = str(form.get("csrf_token", ""))
    if not cookie or not secrets.compare_digest(cookie.encode(), token.encode()):
        raise HTTPException(
            403, "the form's CSRF token does not match: reload the page and try again"
        )
    if form.get("confirm") != "yes":
        raise HTTPException(400, "tick the confirmation box first")
    return form


def _dead_letters_now(queue: str | None) -> tuple[list, datetime]:
    return dead_letters.list_dead_letters(queue=queue), db.now()


def _with_db(function: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    with db.connection_context():
        return function(*args, **kwargs)


def format_age(seconds: float | None) -> str:
    """12s, 4m 05s, 3h 02m, 2d 04h: an age as people read it."""
    if seconds is None:
        return "-"
    seconds = int(max(seconds, 0))
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m {seconds % 60:02d}s"
    if seconds < 86400:
        return f"{seconds // 3600}h {seconds % 3600 // 60:02d}m"
    return f"{seconds // 86400}d {seconds % 86400 // 3600:02d}h"


def format_figure(value: int) -> str:
    """A count as shown: `~N` for a planner's estimate."""
    return status.figure(value)
