"""Dead letters of any actor: made the way a worker makes them (claim, fail through the
Retries middleware, nack), then listed, replayed and purged — also through the real CLI."""

import json
import subprocess
from datetime import timedelta

import pytest
from dramatiq.middleware import Retries
from dramatiq_postgres.utils import make_pool

import actors  # noqa: F401  (the broker)
from actors.recommendation import member_visited
from actors.review_stats import recompute_item_type_stats
from hourglass.core.broker import HourglassBroker, broker
from hourglass.core.database import database_url
from hourglass.core.dead_letters import (
    RecordLastError,
    list_dead_letters,
    parse_age,
    purge_dead_letters,
    replay_dead_letters,
    traceback_summary,
)
from hourglass.core.errors import InvalidInput
from models import db
from tests.harness import BIN, PROJECT_ROOT, scalar, wait_until


@pytest.fixture
def claiming_broker():
    """A second broker on the database to claim and nack with, as a worker's would; it
    listens for no NOTIFY, so no thread outlives the test. One a test: the tests' cleaning
    moves the ring's sequence back, under a broker that has claimed from it."""
    pool = make_pool(database_url(), maxconn=2)
    yield HourglassBroker(pool=pool, results=False, listen=False)
    pool.close()


@pytest.fixture
def dead_letter(claiming_broker):
    def make(actor, *args, error=None):
        """Send, claim, fail past the last retry and nack one message, as a worker would."""
        message = broker.enqueue(actor.message(*args))
        proxy, consumer = claim(claiming_broker, message.queue_name)
        proxy.options["max_retries"] = 0
        try:
            raise error or RuntimeError(
                "the recommender is down\nDETAIL: member 42 alice@example.com"
            )
        except Exception as exc:
            for middleware in (RecordLastError(), Retries()):  # the order emit_after calls them
                middleware.after_process_message(broker, proxy, exception=exc)
        assert proxy.failed
        consumer.nack(proxy)
        consumer.close()
        return message.message_id

    return make


def claim(claiming_broker, queue_name):
    consumer = claiming_broker.consume(queue_name, timeout=100)
    return wait_until(lambda: next(consumer), message="a message to be claimed"), consumer


def row(message_id):
    return db.execute_sql(
        "SELECT queue_name, state::text, message FROM hourglass.message WHERE message_id = %s",
        (message_id,),
    ).fetchone()


def hourglass(*args):
    return subprocess.run(
        [str(BIN / "hourglass"), *args],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_dead_letter_is_listed_with_its_last_error_and_none_of_its_arguments(dead_letter):
    message_id = dead_letter(member_visited, 424242)
    [letter] = list_dead_letters()
    assert (letter.message_id, letter.queue_name, letter.actor_name, letter.retries) == (
        message_id,
        "recommendation",
        "member_visited",
        1,
    )
    assert letter.error == "RuntimeError: the recommender is down"
    assert "424242" not in json.dumps(letter.as_json())


def test_a_message_aborted_without_retries_still_says_why(dead_letter):
    message_id = dead_letter(
        recompute_item_type_stats, "PORRIDGE", error=InvalidInput("item_type must be one of …")
    )
    [letter] = list_dead_letters()
    assert letter.message_id == message_id and letter.retries == 0
    assert letter.error == "InvalidInput: item_type must be one of …"


def test_without_a_recorded_error_the_retries_traceback_names_the_exception():
    traceback_text = (
        "Traceback (most recent call last):\n"
        '  File "actors/x.py", line 3, in run\n'
        "    fail()\n"
        'psycopg.errors.CheckViolation: new row violates check constraint "c"\n'
        "DETAIL: Failing row contains (42, alice).\n"
    )
    assert (
        traceback_summary(traceback_text)
        == 'psycopg.errors.CheckViolation: new row violates check constraint "c"'
    )
    assert traceback_summary(None) is None


def test_replay_puts_a_dead_letter_back_on_its_queue_as_a_fresh_attempt(
    dead_letter, claiming_broker
):
    message_id = dead_letter(member_visited, 7)
    assert replay_dead_letters([message_id]) == [message_id]
    queue_name, state, message = row(message_id)
    assert (queue_name, state, message["queue_name"]) == (
        "recommendation",
        "queued",
        "recommendation",
    )
    assert not {"retries", "traceback", "last_error", "requeue_timestamp"} & set(message["options"])
    assert message["args"] == [7]
    claimed, consumer = claim(claiming_broker, "recommendation")
    consumer.close()
    assert claimed.message_id == message_id and list_dead_letters() == []


def test_replaying_an_id_that_is_not_a_dead_letter_replays_nothing(dead_letter):
    dead = dead_letter(member_visited, 1)
    live = broker.enqueue(member_visited.message(2)).message_id
    for ids in ([dead, live], [dead, "00000000-0000-0000-0000-000000000000"]):
        with pytest.raises(InvalidInput, match="not a dead letter"):
            replay_dead_letters(ids)
    with pytest.raises(InvalidInput, match="is not a message id"):
        replay_dead_letters(["42"])
    assert row(dead)[1] == "rejected" and row(live)[1] == "queued"


def test_replay_all_of_one_queue_leaves_the_other_queues_dead_letters(dead_letter):
    dead_letter(member_visited, 1)
    dead_letter(member_visited, 2)
    other = dead_letter(recompute_item_type_stats, "SOUP")
    assert len(replay_dead_letters(replay_all=True, queue="recommendation")) == 2
    assert [letter.message_id for letter in list_dead_letters()] == [other]


def test_purge_deletes_dead_letters_only_past_the_given_age(dead_letter):
    old = dead_letter(member_visited, 1)
    recent = dead_letter(member_visited, 2)
    live = broker.enqueue(member_visited.message(3)).message_id
    db.execute_sql(
        "UPDATE dramatiq.queue SET mtime = now() - interval '3 days' WHERE message_id = %s", (old,)
    )
    assert purge_dead_letters(older_than=parse_age("2d")) == 1
    assert row(old) is None and row(recent) is not None
    assert purge_dead_letters() == 1
    assert scalar("SELECT count(*) FROM hourglass.message") == 1 and row(live)[1] == "queued"


@pytest.mark.parametrize(
    "text, seconds", [("90", 90), ("90s", 90), ("15m", 900), ("1.5h", 5400), ("7d", 604800)]
)
def test_an_age_reads_as_seconds_or_with_a_unit(text, seconds):
    assert parse_age(text) == timedelta(seconds=seconds)


@pytest.mark.parametrize("text", ["", "-5m", "3 weeks", "7w", "d"])
def test_a_bad_age_is_refused(text):
    with pytest.raises(InvalidInput):
        parse_age(text)


def test_the_cli_lists_replays_and_purges(dead_letter):
    message_id = dead_letter(member_visited, 5)
    listed = hourglass("dlq", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    assert [letter["message_id"] for letter in json.loads(listed.stdout)] == [message_id]
    assert hourglass("dlq", "replay", "--all").stdout.strip() == "replayed 1 dead letter(s)"
    dead_letter(member_visited, 6)
    assert (
        hourglass("dlq", "purge", "--older-than", "1h").stdout.strip() == "purged 0 dead letter(s)"
    )
    assert hourglass("dlq", "purge").stdout.strip() == "purged 1 dead letter(s)"


@pytest.mark.parametrize(
    "args, error",
    [
        (["replay"], "give message ids or --all"),
        (["replay", "not-a-uuid"], "is not a message id"),
        (["replay", "00000000-0000-0000-0000-000000000000"], "not a dead letter"),
        (["purge", "--older-than", "3 weeks"], "is not a number of seconds"),
        (["list", "--limit", "0"], "--limit must be at least 1"),
    ],
)
def test_bad_dlq_arguments_print_one_line_and_exit_2(args, error):
    result = hourglass("dlq", *args)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and error in result.stderr
