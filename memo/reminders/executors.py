"""The database capability's executor: one V1 operation -> one function (tasks or lists)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from memo.planning.registry import ExecContext, ExecutionResult
from memo.reminders import humanize, list_ops, task_ops
from memo.reminders.models import Task
from memo.reminders.texts import r

Op = Callable[[dict[str, Any], ExecContext], ExecutionResult]


def get_all_tasks(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    """Open tasks, grouped the way a person reads them: overdue, today, coming up, recurring, no date."""
    filters, lang, now = args.get("filters") or {}, ctx.language, ctx.now
    tasks = task_ops.due_within(
        Task.objects.filter(user_id=ctx.user_id, completed_at__isnull=True, parent__isnull=True), filters)
    # "get" of one named task ("when is the passport reminder"): the resolver matched its text to ids; show those.
    pks = [int(str(i).split(":")[-1]) for i in args.get("ids") or [] if str(i).split(":")[-1].isdigit()]
    if args.get("operation") == "get" and pks:
        tasks = tasks.filter(pk__in=pks)
    if filters.get("overdue"):
        tasks = tasks.filter(due_at__lt=now, recurrence__isnull=True)
    tasks = list(tasks.order_by("due_at", "id")[:200])
    window = f" ({filters['window']})" if filters.get("window") else ""
    # Asked of the calendar, answered from the tasks: say so, so nobody thinks their calendar is empty.
    preface = [r("calendar_not_connected_tasks", lang)] if filters.get("calendarNotConnected") else []
    if not tasks:
        if filters.get("quietWhenEmpty"):  # beside the calendar's answer: no tasks needs no line of its own
            return ExecutionResult(ok=True, summary="", data={"count": 0})
        return ExecutionResult(ok=True, summary="\n".join([*preface, r("no_tasks", lang, window=window)]),
                               data={"count": 0})
    groups: dict[str, list[tuple[str, str]]] = {"overdue": [], "today": [], "upcoming": [], "recurring": [],
                                                "no_date": []}
    end_of_today = (now + timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    for task in tasks:
        task_id = f"task:{task.pk}"
        if task.recurrence:
            groups["recurring"].append((f"{task.text} — {task_ops.rule_text(task.recurrence, lang)}"
                                        if task.recurrence["type"] != "nudge" else task.text, task_id))
        elif task.due_at is None:
            groups["no_date"].append((task.text, task_id))
        else:
            label = f"{task.text} — {humanize.when(task.due_at, now, lang)}"
            key = "overdue" if task.due_at < now else ("today" if task.due_at < end_of_today else "upcoming")
            groups[key].append((label, task_id))
    lines = [*preface, r("tasks_header", lang, window=window)]
    numbered: list[str] = []  # ids in the order the user sees the numbers ("delete 2" refers to these)
    for key, items in groups.items():
        if items:
            lines.append(f"*{r(key, lang)}*")
            for label, task_id in items:
                numbered.append(task_id)
                lines.append(f"{len(numbered)}. {label}")
    return ExecutionResult(ok=True, summary="\n".join(lines), data={"count": len(tasks)}, external_ids=numbered)


TASK_OPS: dict[str, Op] = {
    "create": task_ops.create, "createMultiple": task_ops.create_multiple, "get": get_all_tasks,
    "getAll": get_all_tasks, "update": task_ops.update, "updateMultiple": task_ops.update,
    "delete": task_ops.delete, "deleteMultiple": task_ops.delete, "deleteAll": task_ops.delete_all,
    "updateAll": task_ops.update_all, "complete": task_ops.complete, "completeAll": task_ops.complete_all,
    "addSubtask": task_ops.add_subtask,
}
LIST_OPS: dict[str, Op] = {
    "create": list_ops.create, "createMultiple": list_ops.create, "get": list_ops.get, "getAll": list_ops.get_all,
    "update": list_ops.update, "updateMultiple": list_ops.update, "delete": list_ops.delete,
    "deleteMultiple": list_ops.delete, "addItem": list_ops.add_item, "toggleItem": list_ops.toggle_item,
    "deleteItem": list_ops.delete_item,
}


def is_list_operation(args: dict[str, Any]) -> bool:
    return args.get("entity") == "list" or "listName" in args


def execute(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    table = LIST_OPS if is_list_operation(args) else TASK_OPS
    op = table.get(str(args.get("operation")))
    if op is None:
        return ExecutionResult(ok=False, error="UNKNOWN_OPERATION")
    return op(args, ctx)
