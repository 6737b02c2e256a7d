"""The channels that feed conversations: where messages come in from and replies go out to.

Each channel turns what an outside system delivers into stored messages of a thread, and delivers the
outbox rows of its threads back. The clients of the outside systems themselves (HTTP, auth, retries,
payload parsing) live in `memo.integrations`; the console and the web chat read the outbox directly.

- ``whatsapp``: the WhatsApp Cloud API channel (webhook, intake, media, receipts, delivery).
"""
