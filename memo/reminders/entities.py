"""Entity resolution for tasks and lists: names to ids, over the user's own items only.

One clear match resolves; several close ones become a disambiguation question (numbered, with the
candidates as options); none is "not found", explained without a question.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rapidfuzz import fuzz

from memo.planning.registry import EntityMatch
from memo.reminders.models import Task, TaskList

if TYPE_CHECKING:
    from memo.planning.state import TurnState

# Operations that act on existing tasks and therefore need a target.
TASK_TARGETED = {"delete", "complete", "update", "get", "addSubtask"}
MULTI_TARGETED = {"delete", "complete", "update"}
LIST_TARGETED = {"get", "delete", "update", "addItem", "deleteItem", "toggleItem"}
MATCH_FLOOR = 70  # below this a task is not a candidate at all
CLEAR_MARGIN = 12  # the best must beat the runner-up by this much to be "the one"
_STOP = re.compile(r"\b(?:the|a|an|my|to|about|of|for|reminder|task|את|של|על|ה)\b", re.IGNORECASE)


def list_key(name: str) -> str:
    """'The Shopping List' / 'רשימת הקניות' / 'shopping' -> one key."""
    key = name.casefold().strip()
    key = re.sub(r"\b(?:the|my|our)\b|\blist\b|רשימת|רשימה|של", " ", key)
    key = re.sub(r"(?:^|\s)ה(?=[\u0590-\u05FF]{2,})", " ", key)  # Hebrew definite article
    return re.sub(r"\s+", " ", key).strip()


def _score(query: str, text: str) -> float:
    q, t = _STOP.sub(" ", query.casefold()).strip(), text.casefold()
    if not q:
        return 0.0
    return max(fuzz.partial_ratio(q, t), fuzz.token_set_ratio(q, t))


def task_label(task: Task, now, lang: str) -> str:
    from memo.reminders.humanize import when

    if task.due_at:
        return f"{task.text} — {when(task.due_at, now, lang)}"
    return task.text


def find(args: dict[str, Any], state: TurnState, guessed_list: bool = False) -> EntityMatch | None:
    if args.get("entity") == "list" or "listName" in args:
        return _find_list(args, state, guessed_list)
    return _find_task(args, state)


def _find_task(args: dict[str, Any], state: TurnState) -> EntityMatch | None:
    if args.get("operation") not in TASK_TARGETED:
        return None
    user_id = state.user.userId
    open_tasks = Task.objects.filter(user_id=user_id, completed_at__isnull=True, parent__isnull=True)
    ids = [str(i) for i in args.get("ids") or []]
    if ids:
        own = [f"task:{pk}" for pk in open_tasks.filter(pk__in=[_pk(i) for i in ids if _pk(i)])
               .values_list("pk", flat=True)]
        if own:
            return EntityMatch("resolved", args={**args, "ids": own})
        if not args.get("text"):
            return EntityMatch("not_found", args=args, entity="task", query="")
    query = str(args.get("text") or "").strip()
    if not query and args.get("dueTime"):
        return _find_by_hour(args, open_tasks, state)
    if not query:
        return EntityMatch("not_found", args=args, entity="task", query="")
    scored = sorted(((_score(query, t.text), t) for t in open_tasks.order_by("due_at", "id")[:500]),
                    key=lambda pair: -pair[0])
    scored = [(s, t) for s, t in scored if s >= MATCH_FLOOR]
    if not scored:
        return EntityMatch("not_found", args=args, entity="task", query=query)
    best = scored[0][0]
    close = [t for s, t in scored if best - s < CLEAR_MARGIN]
    if len(close) == 1:
        return EntityMatch("resolved", args={**args, "ids": [f"task:{close[0].pk}"]})
    now, lang = state.now_dt, state.lang
    # Deleting, completing or moving "both" is a natural answer; reading or nesting under one is not.
    multiple = args.get("operation") in MULTI_TARGETED
    return EntityMatch("ambiguous", args=args, entity="task", query=query, allow_multiple=multiple,
                       candidates=[{"id": f"task:{t.pk}", "label": task_label(t, now, lang)} for t in close[:10]])


def _find_by_hour(args: dict[str, Any], open_tasks: Any, state: TurnState) -> EntityMatch:
    """The open reminder due at one of `dueTime`'s local hours ("the midnight reminder": "00:00"); several at that
    hour are asked about, none is not found."""
    hours = {str(h) for h in (args["dueTime"] if isinstance(args["dueTime"], list) else [args["dueTime"]])}
    now, lang = state.now_dt, state.lang
    due = [t for t in open_tasks.filter(due_at__isnull=False).order_by("due_at", "id")[:500]
           if t.due_at.astimezone(now.tzinfo).strftime("%H:%M") in hours]
    if len(due) == 1:
        return EntityMatch("resolved", args={**args, "ids": [f"task:{due[0].pk}"]})
    if not due:
        return EntityMatch("not_found", args=args, entity="task", query=" / ".join(sorted(hours)))
    return EntityMatch("ambiguous", args=args, entity="task", query=" / ".join(sorted(hours)),
                       allow_multiple=args.get("operation") in MULTI_TARGETED,
                       candidates=[{"id": f"task:{t.pk}", "label": task_label(t, now, lang)} for t in due[:10]])


# What people call the list they shop from: "the shopping list" is their "groceries" or "סופר" list when that is
# the one they have. Only for reading and changing items: deleting a list goes by the name said.
SHOPPING_KEYS = frozenset({"shopping", "groceries", "grocery", "supermarket", "קניות", "סופר", "מכולת"})
ITEM_OPERATIONS = {"addItem", "deleteItem", "toggleItem", "get"}


def _find_list(args: dict[str, Any], state: TurnState, guessed: bool = False) -> EntityMatch | None:
    """`guessed`: the user named no list, and the planner took the one the items belong on (the shopping list
    for things one buys); the user's only list, or their shopping list by another name, is then the one."""
    operation = args.get("operation")
    if operation not in LIST_TARGETED or not args.get("listName"):
        return None
    key = list_key(str(args["listName"]))
    lists = list(TaskList.objects.filter(user_id=state.user.userId))
    exact = [lst for lst in lists if lst.key == key]
    if exact:
        return EntityMatch("resolved", args={**args, "ids": [f"list:{exact[0].pk}"]})
    scored = sorted(((fuzz.ratio(key, lst.key), lst) for lst in lists), key=lambda pair: -pair[0])
    if scored and scored[0][0] >= 85:
        return EntityMatch("resolved", args={**args, "ids": [f"list:{scored[0][1].pk}"]})
    if operation in ITEM_OPERATIONS:
        shops = [lst for lst in lists if lst.key in SHOPPING_KEYS] if key in SHOPPING_KEYS else []
        only = shops if len(shops) == 1 else lists if guessed and len(lists) == 1 else []
        if only:
            return EntityMatch("resolved", args={**args, "listName": only[0].name, "ids": [f"list:{only[0].pk}"]})
    if operation == "addItem":
        return EntityMatch("resolved", args=args)  # adding to a list that doesn't exist yet creates it
    return EntityMatch("not_found", args=args, entity="list", query=str(args["listName"]))


def _pk(ident: str) -> int | None:
    match = re.fullmatch(r"(?:task:|list:)?(\d+)", ident)
    return int(match.group(1)) if match else None
