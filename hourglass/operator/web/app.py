"""The web process's routes: the dashboard pages (server-rendered, refreshed live by
static/hourglass.js through `?fragment=1`), the operator's actions (pause and resume a
queue, the overrides, dead-letter replay and purge), the search and history pages, the
audit log, `/metrics`, `/healthz` and `/readyz`; with basic auth in two roles (the operator
acts, a viewer only looks), a CSRF token and a confirmation on every form, and a CSP that
allows only the process's own scripts and styles.
"""

import base64
import binascii
import contextlib
import logging
import re
import secrets
from collections.abc import AsyncIterator, Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import quote

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

from hourglass.core import audit, dead_letters, flow_limits, queue_pauses
from hourglass.core import settings as settings_module
from hourglass.core.database import db
from hourglass.core.errors import InvalidInput
from hourglass.core.pipelines import Pipeline
from hourglass.operator import health, lookup, overrides, status
from hourglass.operator.web import figures
from hourglass.operator.web.metrics import DatabaseFigures, build_registry

logger = logging.getLogger(__name__)

T = TypeVar("T")

HERE = Path(__file__).resolve().parent

#: Seconds between two live refreshes of a page.
REFRESH_SECONDS = 3

#: A path of this dashboard (what an action may send the operator back to): one leading
#: slash, no scheme or host (`//host`, `/\\host` are read as one), no control character.
LOCAL_PATH = re.compile(r"/(?![/\\])[\x21-\x7e]*")

#: The filters of a bulk replay or purge of dead letters, as the form names them.
BULK_FILTERS = ("queue", "actor", "older_than")

#: Paths anyone may read: a platform's probes carry no credentials.
OPEN_PATHS = ("/healthz", "/readyz")

CSRF_COOKIE = "hourglass_csrf"

#: Who may do what: the operator sees and acts, a viewer sees every page and acts on nothing.
OPERATOR, VIEWER = "operator", "viewer"

SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}


class AccessControl:
    """Basic auth on everything but OPEN_PATHS, in two roles: the operator's credentials
    act, the viewer's (when a viewer password is set) only see; without a password
    (loopback only) whoever reaches the process is the operator. `/metrics` also takes
    `Authorization: Bearer HOURGLASS_METRICS_TOKEN`. The request's `state.user` and
    `state.role` say who it is."""

    def __init__(self, app: ASGIApp, settings: settings_module.Settings) -> None:
        self.app = app
        self.accounts = {settings.web_user: (settings.web_password, OPERATOR)}
        if settings.web_viewer_password:
            self.accounts[settings.web_viewer_user] = (settings.web_viewer_password, VIEWER)
        self.password = settings.web_password
        self.metrics_token = settings.metrics_token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in OPEN_PATHS:
            await self.app(scope, receive, send)
            return
        identity = self._identity(scope)
        if identity is not None:
            scope.setdefault("state", {}).update(user=identity[0], role=identity[1])
            await self.app(scope, receive, send)
            return
        response = PlainTextResponse(
            "authentication required",
            status_code=401,
            headers={"www-authenticate": 'Basic realm="hourglass"'},
        )
        await response(scope, receive, send)

    def _identity(self, scope: Scope) -> tuple[str, str] | None:
        """(user, role) of the request's credentials, or None when they admit nobody."""
        authorization = Headers(scope=scope).get("authorization", "")
        scheme, _, credentials = authorization.partition(" ")
        if scope["path"] == "/metrics" and self.metrics_token and scheme.lower() == "bearer":
            if secrets.compare_digest(credentials.encode(), self.metrics_token.encode()):
                return "metrics", VIEWER
            return None
        if self.password is None:
            return "local", OPERATOR
        if scheme.lower() != "basic":
            return None
        try:
            user, _, password = base64.b64decode(credentials, validate=True).decode().partition(":")
        except (binascii.Error, UnicodeDecodeError):
            return None
        # Every account is compared, so that the time taken does not tell which user exists.
        found = None
        for name, (expected, role) in self.accounts.items():
            user_ok = secrets.compare_digest(user.encode(), name.encode())
            password_ok = secrets.compare_digest(password.encode(), (expected or "").encode())
            if user_ok and password_ok:
                found = (name, role)
        return found


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


def create_app(
    settings: settings_module.Settings | None = None, pipelines: Sequence[Pipeline] | None = None
) -> Starlette:
    """The web process's app over `pipelines` (default: `actors.PIPELINES`): the overview
    page, then each pipeline's page at `/<slug>`, in the navigation in that order."""
    settings = settings or settings_module.load()
    if pipelines is None:
        from actors import PIPELINES

        pipelines = PIPELINES
    paged = [(p, declared) for p in pipelines if (declared := p.page) is not None]
    # A pipeline's page extends the dashboard's base.html: one loader over both folders.
    templates = Environment(
        loader=FileSystemLoader(
            [HERE / "templates", *(declared.templates for _, declared in paged)]
        ),
        autoescape=select_autoescape(["html"]),
    )
    templates.filters["age"] = format_age
    templates.filters["figure"] = format_figure
    registry = build_registry(DatabaseFigures(pipelines))
    finished = figures.FinishedMessages()
    # The navigation: (path, title) of each page.
    navigation = [("/", "Overview"), *((f"/{p.slug}", declared.title) for p, declared in paged)]
    # The search box's hint: a key of each kind the pipelines declare, then a message id.
    search_hint = ", ".join(
        [
            *(
                f"{kind} {found.example}"
                for kind, found in lookup.kinds(pipelines).items()
                if kind != "message"
            ),
            "message id",
        ]
    )

    def render(
        request: Request, template: str, context: dict, status_code: int = 200, refresh: bool = True
    ) -> HTMLResponse:
        token = request.cookies.get(CSRF_COOKIE) or secrets.token_urlsafe(32)
        body = templates.get_template(template).render(
            **context,
            can_act=request.state.role == OPERATOR,
            user=request.state.user,
            csrf_token=token,
            refresh=refresh,
            refresh_ms=REFRESH_SECONDS * 1000,
            path=request.url.path,
            pages=navigation,
            search_hint=search_hint,
        )
        response = HTMLResponse(body, status_code=status_code)
        response.set_cookie(CSRF_COOKIE, token, httponly=True, samesite="strict", path="/")
        return response

    def page(path: str, name: str, title: str, read: Callable[[], dict]) -> Route:
        """A page: `<name>.html`, or `<name>_live.html` for a live refresh, given `read()`."""

        def read_page() -> dict:
            with db.connection_context():
                return read()

        async def endpoint(request: Request) -> Response:
            data = await run_in_threadpool(read_page)
            fragment = request.query_params.get("fragment") == "1"
            template = f"{name}_live.html" if fragment else f"{name}.html"
            return render(request, template, {"data": data, "title": title})

        return Route(path, endpoint, name=name)

    def overview() -> dict:
        return {**figures.overview(pipelines), "finished_per_minute": finished.per_minute()}

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

    def refused(request: Request, exc: InvalidInput, back: str) -> HTMLResponse:
        """An action that could not be taken: the reason, and nothing changed (409)."""
        context = {"title": "Not done", "reason": str(exc), "back": back}
        return render(request, "refused.html", context, 409, refresh=False)

    async def act(request: Request, back: str, action: Callable[[audit.Operator], Any]) -> Response:
        """Run an operator's action (checked form first); back to `back`, or its refusal."""
        await _checked_form(request)
        operator = audit.Operator(request.state.user, "web")
        try:
            await run_in_threadpool(_with_db, action, operator)
        except InvalidInput as exc:
            return refused(request, exc, back)
        return RedirectResponse(back, status_code=303)

    async def dead_letter_replay(request: Request) -> Response:
        message_id = request.path_params["message_id"]

        def replay(operator: audit.Operator) -> None:
            with audit.acting(operator, "dlq.replay", message_id) as outcome:
                dead_letters.replay_dead_letters([message_id])
                outcome.text = "replayed 1"

        return await act(request, "/dead-letters", replay)

    async def dead_letter_bulk(request: Request) -> Response:
        verb = request.path_params["verb"]
        if verb not in ("replay", "purge"):
            raise HTTPException(404)
        form = await _checked_form(request)
        filters = {name: str(form.get(name) or "").strip() or None for name in BULK_FILTERS}
        return await act(
            request,
            "/dead-letters",
            lambda operator: dead_letters.bulk_action(verb, operator, **filters),
        )

    async def queue_pause(request: Request) -> Response:
        queue_name, verb = request.path_params["queue"], request.path_params["verb"]
        if verb not in ("pause", "resume"):
            raise HTTPException(404)
        change = queue_pauses.pause if verb == "pause" else queue_pauses.resume
        return await act(request, "/", lambda operator: change([queue_name], operator))

    async def limit_set(request: Request) -> Response:
        actor_name = request.path_params["actor"]
        form = await _checked_form(request)
        given = {}
        for name in ("concurrency", "per_second"):
            text = str(form.get(name) or "").strip()
            if text:
                try:
                    given[name] = flow_limits.parse_limit(text)
                except InvalidInput as exc:
                    return refused(request, exc, "/")
        if not given:
            return refused(request, InvalidInput("give a limit at once, a second, or both"), "/")
        return await act(
            request, "/", lambda operator: flow_limits.set_limit(actor_name, operator, **given)
        )

    async def override(request: Request) -> Response:
        verb, key = request.path_params["verb"], request.path_params["key"]
        back = str((await request.form()).get("back") or "/")
        if not LOCAL_PATH.fullmatch(back):
            back = "/"  # only a page of this dashboard
        return await act(
            request, back, lambda operator: overrides.act(verb, key, operator, pipelines)
        )

    async def search(request: Request) -> Response:
        try:
            kind, key = lookup.parse_search(request.query_params.get("q", ""), pipelines)
        except InvalidInput as exc:
            return refused(request, exc, "/")
        return RedirectResponse(f"/show/{kind}/{quote(key, safe='')}", status_code=303)

    async def show(request: Request) -> Response:
        kind, text = request.path_params["kind"], request.path_params["key"]
        try:
            key, history = await run_in_threadpool(_with_db, lookup.find, kind, text, pipelines)
        except InvalidInput as exc:
            not_found = {"title": "Not found", "reason": str(exc), "back": "/"}
            return render(request, "refused.html", not_found, 404, refresh=False)
        context = {"title": f"{kind} {key}", "history": history}
        return render(request, "history.html", context, refresh=False)

    async def audit_log(request: Request) -> Response:
        actions = await run_in_threadpool(_with_db, audit.recent_actions)
        return render(request, "audit.html", {"title": "Audit log", "actions": actions})

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
        page("/", "overview", "Overview", overview),
        *(page(f"/{p.slug}", p.name, declared.title, declared.figures) for p, declared in paged),
        Route("/dead-letters", dead_letter_list),
        Route("/dead-letters/{message_id}", dead_letter_detail),
        Route("/dead-letters/{message_id}/replay", dead_letter_replay, methods=["POST"]),
        Route("/dead-letters-{verb:str}", dead_letter_bulk, methods=["POST"]),
        Route("/queues/{queue}/{verb:str}", queue_pause, methods=["POST"]),
        Route("/limits/{actor}", limit_set, methods=["POST"]),
        Route("/act/{verb}/{key:path}", override, methods=["POST"]),
        Route("/search", search),
        Route("/show/{kind}/{key:path}", show),
        Route("/audit", audit_log),
        Route("/metrics", metrics),
        Route("/healthz", healthz),
        Route("/readyz", readyz),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(AccessControl, settings=settings)
    return app


async def _checked_form(request: Request) -> FormData:
    """The POSTed form, when the operator sent it, its CSRF token matches the cookie and it
    is confirmed."""
    if request.state.role != OPERATOR:
        raise HTTPException(403, "a viewer cannot act: log in as the operator")
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
