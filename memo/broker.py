"""The Redis transport Memo's Celery uses: kombu's own, with one client object per channel.

kombu's Redis channel builds a new `redis.Redis` for every publish, acknowledgement and unacked-index
update (`Channel.conn_or_acquire` → `_create_client`). With redis-py 8 each construction sets up its
response-callback tables: ~0.2 ms of CPU, about three times per task, and a Memo turn is ~14 tasks.
A Redis client is thread-safe and only wraps the channel's connection pool, so keeping one per channel
sends the same commands over the same connections; only the repeated set-up goes.
"""

from __future__ import annotations

from kombu.transport import TRANSPORT_ALIASES
from kombu.transport import redis as kombu_redis


class Channel(kombu_redis.Channel):
    _shared_client = None

    def _create_client(self, asynchronous: bool = False):
        if asynchronous:  # the consumer's BRPOP client: kombu creates it once per channel already
            return super()._create_client(asynchronous=True)
        if self._shared_client is None:
            self._shared_client = super()._create_client()
        return self._shared_client


class Transport(kombu_redis.Transport):
    Channel = Channel


def install() -> None:
    """Make redis:// (and redis+socket://, rediss://) broker URLs use this transport. Idempotent."""
    for scheme in ("redis", "rediss"):
        TRANSPORT_ALIASES[scheme] = f"{__name__}:Transport"
