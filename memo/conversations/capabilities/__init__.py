"""The capabilities conversations owns: `general` (talk and questions that need no tool, answered from the
user's notes when they can) and `meta` (what Memo can do, and the user's settings from chat).

Each module registers its handler with memo.planning.registry when imported (ConversationsConfig.ready).
"""
