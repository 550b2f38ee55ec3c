"""The dashboard's search finds a message's stored result and error (through the operator's
look-up, hourglass.operator.lookup), once the message's queue row is gone."""

import dramatiq

import actors  # noqa: F401  (the broker)
from hourglass.core.broker import get_broker


def stored(result=None, error=None) -> str:
    message: dramatiq.Message = dramatiq.Message(
        queue_name="quotes", actor_name="price_quote", args=(17,), kwargs={}, options={}
    )
    backend = get_broker().get_results_backend()
    if error is None:
        backend.store_result(message, result, 60_000)
    else:
        backend.store_exception(message, error, 60_000)
    return message.message_id


def test_the_search_for_a_message_id_shows_its_result_or_its_error(web):
    page = web.get(f"/search?q={stored(result={'total': 42.5})}", follow_redirects=True)
    assert page.status_code == 200
    assert "result stored" in page.text and "42.5" in page.text
    page = web.get(f"/search?q={stored(error=LookupError('no such order'))}", follow_redirects=True)
    assert "error stored" in page.text
    assert "actor raised LookupError: no such order" in page.text
