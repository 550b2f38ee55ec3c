"""The local stand-ins the demo and the tests play against: a client that drops a kept-alive
connection costs a debug line, never a traceback on the demo's terminal."""

import logging
import socket
import struct
from urllib.parse import urlsplit

import httpx

from actors.notifications.stand_in import NotificationReceiver
from tests.harness import wait_until


def test_a_client_resetting_a_kept_alive_connection_prints_no_traceback(caplog, capsys):
    caplog.set_level(logging.DEBUG, logger="hourglass.core.stand_ins")
    receiver = NotificationReceiver().start()
    try:
        address = urlsplit(receiver.url)
        client = socket.create_connection((address.hostname, address.port))
        client.sendall(b"POST /notifications HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
        assert client.recv(1024).startswith(b"HTTP/1.1 200")
        # Closed with a linger of 0 s: a reset, where the server waits for the next request.
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        client.close()
        wait_until(
            lambda: "client_dropped_connection" in caplog.text, timeout=5, message="the reset"
        )
        # The server still answers the next client.
        assert httpx.post(receiver.url, json={}, trust_env=False).status_code == 200
    finally:
        receiver.stop()
    assert "Traceback" not in capsys.readouterr().err
