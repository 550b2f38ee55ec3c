"""`hourglass`: the operator's command line.

Every expected failure (bad arguments, bad configuration, unreachable database) prints one
line on stderr and exits non-zero; the database is started or reached only by the commands
that need it, after the arguments are known to be good.
"""

import argparse
import ipaddress
import json
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import peewee
import psycopg

from hourglass.core import logs, tracing
from hourglass.core import settings as settings_module
from hourglass.core.errors import HourglassError
from hourglass.operator import lookup
from hourglass.operator.overrides import by_verb

if TYPE_CHECKING:  # imported by the commands that use it: a command loads only what it needs
    from hourglass.core.database import HourglassDatabase
    from hourglass.core.pipelines import Pipeline

#: Exit code of every expected failure.
EXIT_FAILURE = 2

#: periodiq's arguments for hourglass: the broker's preparation, then the actors.
PERIODIQ_ARGUMENTS = ["hourglass.operator.periodiq_process:prepare", "actors"]


class OneLineParser(argparse.ArgumentParser):
    def error(self, message) -> NoReturn:
        self.exit(EXIT_FAILURE, f"{self.prog}: {message} (see --help)\n")


def build_parser(pipelines: Iterable["Pipeline"]) -> argparse.ArgumentParser:
    parser = OneLineParser(prog="hourglass", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    commands.add_parser(
        "migrate", help="apply pending migrations (safe to run twice, or twice at once)"
    )

    status = commands.add_parser("status", help="queue depth and each pipeline's counts")
    status.add_argument("--json", action="store_true", help="print one JSON document")

    database = commands.add_parser("db", help="the database in use")
    database_commands = database.add_subparsers(
        dest="db_command", required=True, parser_class=OneLineParser
    )
    database_commands.add_parser(
        "url",
        help="print the database URL (starts the embedded one if needed, and leaves it running)",
    )
    database_commands.add_parser(
        "stop", help="stop the embedded PostgreSQL (its users lose their connections)"
    )

    dlq = commands.add_parser(
        "dlq", help="dead letters: messages of any actor that ran out of retries"
    )
    dlq_commands = dlq.add_subparsers(dest="dlq_command", required=True, parser_class=OneLineParser)
    dlq_list = dlq_commands.add_parser(
        "list", help="id, queue, actor, when, retries and last error (newest first)"
    )
    dlq_list.add_argument("--queue", help="only this queue")
    dlq_list.add_argument(
        "--limit", type=int, default=100, help="show at most this many (default: %(default)s)"
    )
    dlq_list.add_argument("--json", action="store_true", help="print one JSON document")
    dlq_replay = dlq_commands.add_parser(
        "replay", help="put dead letters back on their queues, retries reset"
    )
    dlq_replay.add_argument("ids", nargs="*", metavar="ID", help="message ids to replay")
    dlq_replay.add_argument(
        "--all", action="store_true", help="replay every dead letter (of --queue, if given)"
    )
    dlq_purge = dlq_commands.add_parser("purge", help="delete dead letters")
    for bulk, scope in ((dlq_replay, "with --all: only"), (dlq_purge, "only")):
        bulk.add_argument("--queue", help=f"{scope} this queue")
        bulk.add_argument("--actor", help=f"{scope} this actor's")
        bulk.add_argument(
            "--older-than",
            metavar="AGE",
            help=f"{scope} those rejected at least AGE ago (90s, 15m, 12h, 7d)",
        )

    prune = commands.add_parser(
        "prune", help="delete finished rows older than their retention (see docs/scaling.md)"
    )
    prune.add_argument("--dry-run", action="store_true", help="only count what would be deleted")

    for pipeline in pipelines:
        if pipeline.commands is not None:
            pipeline.commands.add(commands)
    _add_operator_commands(commands, pipelines)

    commands.add_parser("web", help="the dashboard, /metrics, /healthz and /readyz on $PORT")
    commands.add_parser("health", help="readiness checks (database, migrations, scheduler, queues)")

    commands.add_parser("scheduler", help="run periodiq, as the Procfile's scheduler line does")

    demo = commands.add_parser("demo", help="generate demo traffic and show the pipelines moving")
    demo.add_argument(
        "--members", type=int, default=50, help="members visiting (default: %(default)s)"
    )
    demo.add_argument(
        "--seconds", type=float, default=None, help="stop after this long (default: never)"
    )
    return parser


def _add_operator_commands(commands, pipelines: Iterable["Pipeline"]) -> None:
    for verb, help_text in (
        ("pause", "stop starting messages of these queues (running ones finish; none is lost)"),
        ("resume", "start the messages of these paused queues again"),
    ):
        commands.add_parser(verb, help=help_text).add_argument(
            "queues", nargs="+", metavar="QUEUE", help="queue names, as `hourglass status` lists"
        )
    for verb, override in by_verb(pipelines).items():
        kinds = commands.add_parser(verb, help=override.help).add_subparsers(
            dest="kind", required=True, parser_class=OneLineParser
        )
        kinds.add_parser(override.kind, help=override.help).add_argument(
            "id", metavar=override.metavar
        )
    limits = commands.add_parser(
        "limits", help="flow limits: each limited actor's limit, running, started, waiting"
    )
    limits.add_argument("--json", action="store_true", help="print one JSON document")
    limits_commands = limits.add_subparsers(dest="limits_command", parser_class=OneLineParser)
    limit_set = limits_commands.add_parser(
        "set", help="change an actor's limit at run time (the fleet follows within seconds)"
    )
    limit_set.add_argument("actor", metavar="ACTOR", help="an actor `hourglass limits` lists")
    for option, what in (
        ("--concurrency", "messages running at once"),
        ("--per-second", "started a second"),
    ):
        limit_set.add_argument(
            option,
            type=limit_value,
            default=argparse.SUPPRESS,  # not given: left as it is
            metavar="N|none|declared",
            help=f"{what}, fleet-wide (per key if the actor's limit is): a number, none"
            " (no limit), or declared (the actor's own again)",
        )
    show = commands.add_parser("show", help="everything hourglass did for one thing, newest first")
    show.add_argument("kind", choices=list(lookup.kinds(pipelines)))
    show.add_argument("id", metavar="ID", help="its key: an id, a name, a message id")
    show.add_argument("--json", action="store_true", help="print one JSON document")
    audit = commands.add_parser("audit", help="operator actions, newest first")
    audit.add_argument(
        "--limit", type=int, default=100, help="show at most this many (default: %(default)s)"
    )
    audit.add_argument("--json", action="store_true", help="print one JSON document")


def limit_value(text: str) -> int | None:
    """A limit as `hourglass limits set` takes it (hourglass.core.flow_limits.parse_limit)."""
    from hourglass.core.flow_limits import parse_limit

    try:
        return parse_limit(text)
    except HourglassError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def main(argv=None) -> int:
    try:
        # The pipelines bring commands of their own; importing them builds (not connects)
        # the broker, from the settings, so a bad setting is reported below.
        from actors import PIPELINES
    except HourglassError as exc:
        print(f"hourglass: {exc}", file=sys.stderr)
        return EXIT_FAILURE
    args = build_parser(PIPELINES).parse_args(argv)
    try:
        settings = settings_module.load()
        logs.configure(settings)
        tracing.configure(settings)
        return _command(PIPELINES, args.command)(args) or 0
    except HourglassError as exc:
        print(f"hourglass: {exc}", file=sys.stderr)
    except (peewee.OperationalError, peewee.InterfaceError, psycopg.OperationalError) as exc:
        from hourglass.core.database import error_line

        print(
            f"hourglass: database error: {error_line(exc, settings_module.load().database_url)}",
            file=sys.stderr,
        )
    except KeyboardInterrupt:
        return 130
    return EXIT_FAILURE


def _connected_db() -> "HourglassDatabase":
    """The models' database, connected, after checking the server answers at all."""
    from hourglass.core.database import check_reachable, database_url, db

    check_reachable(database_url())
    db.connect(reuse_if_open=True)
    return db


def migrate_command(args) -> None:
    from hourglass.core.migrate import apply_migrations

    applied = apply_migrations(_connected_db())
    print(
        f"applied {len(applied)} migration(s)"
        + (f": {', '.join(applied)}" if applied else ", up to date")
    )


def status_command(args) -> None:
    from actors import PIPELINES
    from hourglass.operator.status import collect_status, render_status

    report = collect_status(_connected_db(), PIPELINES)
    print(json.dumps(report, indent=2, default=str) if args.json else render_status(report))


def db_command(args) -> None:
    from hourglass.core.database import check_reachable, database_url, stop_embedded

    if args.db_command == "stop":
        print(
            "embedded PostgreSQL stopped"
            if stop_embedded()
            else "embedded PostgreSQL was not running"
        )
        return
    # The one place a URL is printed whole: it is handed to other commands. An embedded
    # server started here keeps running after this process exits, for them.
    url = database_url(keep_running=True)
    check_reachable(url)
    print(url)


def _load_actors() -> None:
    """Import every actor and run their boot checks, as a worker process does at start."""
    import actors  # noqa: F401
    from hourglass.core.actor_boot import boot_actors
    from hourglass.core.broker import get_broker

    boot_actors(get_broker())


def scheduler_command(args) -> None:
    """periodiq's own process, as the Procfile runs it (this command stays for deployments
    that still name it)."""
    periodiq = str(Path(sys.executable).with_name("periodiq"))
    os.execv(periodiq, [periodiq, *PERIODIQ_ARGUMENTS])


def web_command(args: argparse.Namespace) -> None:
    import uvicorn

    from hourglass.operator.web.app import create_app

    settings = settings_module.load()
    if not settings.web_password and not _is_loopback(settings.web_host):
        raise HourglassError(
            f"HOURGLASS_WEB_PASSWORD is not set: refusing to listen on {settings.web_host} "
            "(set a password, or HOURGLASS_WEB_HOST=127.0.0.1)"
        )
    # log_config=None: uvicorn's lines go through this process's logging (text or JSON).
    app = create_app(settings)
    uvicorn.run(app, host=settings.web_host, port=settings.web_port, log_config=None)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def health_command(args: argparse.Namespace) -> int:
    from hourglass.operator.health import readiness

    checks = readiness()
    for check in checks:
        print(f"{check.name:<11} {'ok' if check.ok else 'FAIL':<4}  {check.detail}")
    return 0 if all(check.ok for check in checks) else 1


def dlq_command(args) -> None:
    return {"list": dlq_list, "replay": dlq_replay, "purge": dlq_purge}[args.dlq_command](args)


def dlq_list(args) -> None:
    from hourglass.core import dead_letters

    if args.limit < 1:
        raise HourglassError("dlq list: --limit must be at least 1")
    _connected_db()
    letters = dead_letters.list_dead_letters(queue=args.queue, limit=args.limit)
    print(
        json.dumps([d.as_json() for d in letters], indent=2)
        if args.json
        else dead_letters.render(letters)
    )


def dlq_replay(args) -> None:
    from hourglass.core import audit, dead_letters

    if bool(args.ids) == args.all:
        raise HourglassError("dlq replay: give message ids or --all, not both or neither")
    if args.ids and (args.queue or args.actor or args.older_than):
        raise HourglassError("dlq replay: --queue, --actor and --older-than go with --all")
    _connected_db()
    operator = audit.Operator.at_the_terminal()
    if args.all:
        replayed = dead_letters.bulk_action(
            "replay", operator, args.queue, args.actor, args.older_than
        )
    else:
        with audit.acting(operator, "dlq.replay", " ".join(args.ids)) as outcome:
            replayed = len(dead_letters.replay_dead_letters(args.ids))
            outcome.text = f"replayed {replayed}"
    print(f"replayed {replayed} dead letter(s)")


def dlq_purge(args) -> None:
    from hourglass.core import audit, dead_letters

    _connected_db()
    operator = audit.Operator.at_the_terminal()
    purged = dead_letters.bulk_action("purge", operator, args.queue, args.actor, args.older_than)
    print(f"purged {purged} dead letter(s)")


def pause_command(args) -> None:
    import actors  # noqa: F401  (declares every actor's queue: those one may pause)
    from hourglass.core import audit, queue_pauses

    _connected_db()
    verb = queue_pauses.pause if args.command == "pause" else queue_pauses.resume
    changed = verb(args.queues, audit.Operator.at_the_terminal())
    unchanged = [name for name in args.queues if name not in changed]
    print(
        f"{args.command}d: {', '.join(changed) or 'none'}"
        + (f" (unchanged: {', '.join(unchanged)})" if unchanged else "")
    )


def override_command(args) -> None:
    """retry, rerun, resend, cancel: the pipeline's own action, audited there."""
    from hourglass.core import audit
    from hourglass.operator.overrides import act

    _connected_db()
    _load_actors()
    from actors import PIPELINES

    act(args.command, args.id, audit.Operator.at_the_terminal(), PIPELINES)
    print(f"{args.command} {args.kind} {args.id}: done")


def limits_command(args) -> None:
    from hourglass.core import audit, flow_limits

    _connected_db()
    if args.limits_command == "set":
        given = {
            name: getattr(args, name) for name in ("concurrency", "per_second") if name in args
        }
        if not given:
            raise HourglassError("limits set: give --concurrency, --per-second or both")
        limit = flow_limits.set_limit(args.actor, audit.Operator.at_the_terminal(), **given)
        print(f"{args.actor}: {limit.describe()}")
        return
    in_use = flow_limits.limits_in_use()
    print(
        json.dumps([u.as_json() for u in in_use], indent=2)
        if args.json
        else flow_limits.render(in_use)
    )


def show_command(args) -> None:
    _connected_db()
    from actors import PIPELINES

    key, history = lookup.find(args.kind, args.id, PIPELINES)
    if args.json:
        events = [{**vars(e), "at": e.at.isoformat() if e.at else None} for e in history.events]
        print(
            json.dumps(
                {"kind": args.kind, "key": key, "facts": history.facts, "events": events},
                indent=2,
                default=str,
            )
        )
    else:
        print(lookup.render(args.kind, key, history))


def audit_command(args) -> None:
    from hourglass.core import audit

    if args.limit < 1:
        raise HourglassError("audit: --limit must be at least 1")
    _connected_db()
    actions = audit.recent_actions(args.limit)
    print(
        json.dumps([a.as_json() for a in actions], indent=2) if args.json else audit.render(actions)
    )


def prune_command(args) -> None:
    from actors import PIPELINES
    from hourglass.core import retention

    _connected_db()
    steps = retention.targets(PIPELINES)
    if args.dry_run:
        for rows, count in retention.prunable_rows(steps).items():
            print(f"would delete {count:>10}  {rows}")
        return
    for rows, count in retention.prune(steps).items():
        print(f"deleted {count:>10}  {rows}")


def _command(pipelines: Iterable["Pipeline"], name: str) -> Callable[[Any], int | None]:
    """The platform's command `name`, an override's verb, or a pipeline's command (run once
    the database is connected)."""
    if name in COMMANDS:
        return COMMANDS[name]
    if name in by_verb(pipelines):
        return override_command
    (run,) = (p.commands.run[name] for p in pipelines if p.commands and name in p.commands.run)

    def connected_then_run(args: argparse.Namespace) -> None:
        _connected_db()
        run(args)

    return connected_then_run


def demo_command(args) -> None:
    from hourglass.operator.demo import run_demo

    _load_actors()
    run_demo(_connected_db(), members=args.members, seconds=args.seconds)


COMMANDS = {
    "migrate": migrate_command,
    "status": status_command,
    "db": db_command,
    "scheduler": scheduler_command,
    "demo": demo_command,
    "dlq": dlq_command,
    "web": web_command,
    "health": health_command,
    "prune": prune_command,
    "pause": pause_command,
    "resume": pause_command,
    "audit": audit_command,
    "show": show_command,
    "limits": limits_command,
}


if __name__ == "__main__":
    sys.exit(main())
