"""The collection dispatcher's CLI commands: `hourglass sources` (register, list, enable and
disable job sources) and `hourglass flags` (the feature flags). The CLI connects the database
before it runs one."""

from actors.collection import sources
from hourglass.core import audit
from models.collection import SOURCE_FORMATS, SOURCE_KINDS


def add_commands(commands) -> None:
    """`hourglass sources ...` and `hourglass flags ...` (nested parsers take the CLI's parser class)."""
    sources_parser = commands.add_parser("sources", help="the collection dispatcher's job sources")
    source_commands = sources_parser.add_subparsers(dest="sources_command", required=True)
    add = source_commands.add_parser(
        "add", help="register a job source (enabled unless --disabled)"
    )
    add.add_argument("name")
    add.add_argument("--format", required=True, choices=SOURCE_FORMATS)
    add.add_argument(
        "--url", required=True, help="base URL (greenhouse/lever API root, or the feed's URL)"
    )
    add.add_argument("--board", help="greenhouse board token or lever company slug")
    add.add_argument("--company", help="the company of a greenhouse or lever board")
    add.add_argument("--kind", choices=SOURCE_KINDS, help="checked against the format if given")
    add.add_argument(
        "--throttle",
        type=float,
        default=1.0,
        help="seconds between two requests (default: %(default)s)",
    )
    add.add_argument(
        "--page-size", type=int, default=100, help="postings per page (default: %(default)s)"
    )
    add.add_argument("--disabled", action="store_true", help="register it disabled")
    source_commands.add_parser("list", help="every source and its settings")
    for verb in ("enable", "disable"):
        source_commands.add_parser(verb, help=f"{verb} a source by name").add_argument("name")

    flags_parser = commands.add_parser("flags", help="feature flags")
    flag_commands = flags_parser.add_subparsers(dest="flags_command", required=True)
    flag_set = flag_commands.add_parser("set", help="turn a flag on or off")
    flag_set.add_argument("name")
    flag_set.add_argument("value", choices=["on", "off"])
    flag_commands.add_parser("list", help="every known flag and its state")


def sources_command(args) -> None:
    if args.sources_command == "add":
        source_id = sources.add_source(
            args.name,
            args.format,
            args.url,
            board=args.board,
            company=args.company,
            kind=args.kind,
            throttle_seconds=args.throttle,
            page_size=args.page_size,
            enabled=not args.disabled,
        )
        print(f"source {args.name} added (id {source_id})")
    elif args.sources_command == "list":
        rows = sources.list_sources()
        for row in rows:
            state = "enabled" if row["enabled"] else "disabled"
            owner = row["company"] or "(aggregator)"
            print(
                f"{row['name']:<24} {row['format']:<10} {state:<8} {owner:<20} throttle={row['throttle_ms']}ms "
                f"page_size={row['page_size']} {row['base_url']}"
                + (f" board={row['board']}" if row["board"] else "")
            )
        if not rows:
            print("(no sources)")
    else:
        operator = audit.Operator.at_the_terminal()
        with audit.acting(operator, f"source.{args.sources_command}", f"source {args.name}"):
            sources.set_source_enabled(args.name, args.sources_command == "enable")
        print(f"source {args.name} {args.sources_command}d")


def flags_command(args) -> None:
    if args.flags_command == "set":
        operator = audit.Operator.at_the_terminal()
        with audit.acting(operator, "flag.set", f"flag {args.name}") as outcome:
            sources.set_flag(args.name, args.value == "on")
            outcome.text = args.value
        print(f"flag {args.name} {args.value}")
    else:
        for name, enabled, updated_at in sources.list_flags():
            print(
                f"{name:<40} {'on' if enabled else 'off':<4} "
                + (f"set {updated_at.isoformat()}" if updated_at else "never set")
            )
