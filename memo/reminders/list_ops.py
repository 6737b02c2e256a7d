"""Executors for V1's listOperations: named checklists with items."""

from __future__ import annotations

from typing import Any

from django.db.models import Max
from rapidfuzz import fuzz

from memo.planning.registry import ExecContext, ExecutionResult
from memo.reminders.entities import list_key
from memo.reminders.models import ListItem, TaskList
from memo.reminders.texts import join, r

ITEM_MATCH_FLOOR = 80


def _list(args: dict[str, Any], ctx: ExecContext) -> TaskList | None:
    ids = [int(str(i).split(":")[-1]) for i in args.get("ids") or [] if str(i).split(":")[-1].isdigit()]
    if ids:
        return TaskList.objects.filter(user_id=ctx.user_id, pk__in=ids).first()
    name = str(args.get("listName") or "").strip()
    return TaskList.objects.filter(user_id=ctx.user_id, key=list_key(name)).first() if name else None


def _items(args: dict[str, Any]) -> list[str]:
    raw = args.get("items") or ([args["item"]] if args.get("item") else [])
    return [str(i.get("text") if isinstance(i, dict) else i).strip()[:300] for i in raw if i]


def _get_or_create(name: str, ctx: ExecContext) -> TaskList:
    lst, _ = TaskList.objects.get_or_create(user_id=ctx.user_id, key=list_key(name) or name.casefold(),
                                            defaults={"name": name.strip()[:120] or "list"})
    return lst


def _append(lst: TaskList, items: list[str]) -> None:
    start = (lst.items.aggregate(m=Max("position"))["m"] or 0) + 1
    ListItem.objects.bulk_create([ListItem(list=lst, text=t, position=start + i) for i, t in enumerate(items)])


def create(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    name = str(args.get("listName") or "").strip()
    if not name:
        return ExecutionResult(ok=False, error="MISSING_NAME")
    lst = _get_or_create(name, ctx)
    _append(lst, _items(args))
    return ExecutionResult(ok=True, summary=r("list_created", ctx.language, name=lst.name),
                           external_ids=[f"list:{lst.pk}"])


def add_item(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    items = _items(args)
    lst = _list(args, ctx) or (_get_or_create(str(args.get("listName")), ctx) if args.get("listName") else None)
    if lst is None or not items:
        return ExecutionResult(ok=False, error="NOT_FOUND" if lst is None else "MISSING_ITEMS")
    _append(lst, items)
    count = lst.items.filter(checked=False).count()
    key = "items_added_one" if count == 1 else "items_added"
    return ExecutionResult(ok=True, summary=r(key, ctx.language, items=join(items, ctx.language),
                                               name=lst.name, count=count),
                           data={"listId": lst.pk, "count": count}, external_ids=[f"list:{lst.pk}"])


def get(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lst = _list(args, ctx)
    if lst is None:
        return ExecutionResult(ok=False, error="NOT_FOUND")
    items = list(lst.items.all())
    if not items:
        return ExecutionResult(ok=True, summary=r("list_empty", ctx.language, name=lst.name),
                               external_ids=[f"list:{lst.pk}"])
    lines = "\n".join(f"{i}. {'✔️ ' if it.checked else ''}{it.text}" for i, it in enumerate(items, 1))
    return ExecutionResult(ok=True, summary=r("list_items", ctx.language, name=lst.name, lines=lines),
                           data={"count": len(items)}, external_ids=[f"list:{lst.pk}"])


def get_all(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lists = list(TaskList.objects.filter(user_id=ctx.user_id).order_by("name"))
    if not lists:
        return ExecutionResult(ok=True, summary=r("no_lists", ctx.language))
    lines = "\n".join(f"• {lst.name} ({lst.items.filter(checked=False).count()})" for lst in lists)
    return ExecutionResult(ok=True, summary=r("lists", ctx.language, lines=lines), data={"count": len(lists)})


def _match_items(lst: TaskList, wanted: list[str]) -> tuple[list[ListItem], list[str]]:
    items, found, missing = list(lst.items.all()), [], []
    for text in wanted:
        scored = sorted(((fuzz.WRatio(text.casefold(), it.text.casefold()), it) for it in items if it not in found),
                        key=lambda pair: -pair[0])
        if scored and scored[0][0] >= ITEM_MATCH_FLOOR:
            found.append(scored[0][1])
        else:
            missing.append(text)
    return found, missing


def delete_item(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lst = _list(args, ctx)
    if lst is None:
        return ExecutionResult(ok=False, error="NOT_FOUND")
    found, missing = _match_items(lst, _items(args))
    ListItem.objects.filter(pk__in=[it.pk for it in found]).delete()
    parts = []
    if found:
        parts.append(r("items_removed", ctx.language, items=join([it.text for it in found], ctx.language),
                       name=lst.name))
    if missing:
        parts.append(r("items_not_on_list", ctx.language, items=join(missing, ctx.language), name=lst.name))
    return ExecutionResult(ok=bool(found), summary=" ".join(parts), error="" if found else "NOT_FOUND",
                           external_ids=[f"list:{lst.pk}"])


def toggle_item(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lst = _list(args, ctx)
    if lst is None:
        return ExecutionResult(ok=False, error="NOT_FOUND")
    found, _ = _match_items(lst, _items(args))
    for item in found:
        ListItem.objects.filter(pk=item.pk).update(checked=not item.checked)
    return ExecutionResult(ok=bool(found), error="" if found else "NOT_FOUND",
                           summary=r("item_toggled", ctx.language, items=join([i.text for i in found], ctx.language)))


def delete(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lst = _list(args, ctx)
    if lst is None:
        return ExecutionResult(ok=False, error="NOT_FOUND")
    name = lst.name
    lst.delete()
    return ExecutionResult(ok=True, summary=r("list_deleted", ctx.language, name=name))


def update(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lst = _list(args, ctx)
    new_name = str((args.get("updateFields") or {}).get("listName") or args.get("newName") or "").strip()
    if lst is None or not new_name:
        return ExecutionResult(ok=False, error="NOT_FOUND" if lst is None else "MISSING_NAME")
    TaskList.objects.filter(pk=lst.pk).update(name=new_name[:120], key=list_key(new_name))
    return ExecutionResult(ok=True, summary=r("list_renamed", ctx.language, name=new_name))
