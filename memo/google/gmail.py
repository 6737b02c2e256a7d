"""The `gmail` capability: send, reply, forward, search and read the user's email (V1 gmailOperations).

Planning is complete (rules and LLM steps resolve to V1 arguments, and sending, replying or forwarding
always asks first); the Gmail API itself is not wired yet, so `execute` answers NOT_CONNECTED honestly
instead of pretending. When the Gmail client lands, only `execute` changes.

Gmail's search syntax ("from:dana budget after:2026/11/22") is built in memo/planning/gmail_query.py,
shared with the grammar.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Literal

from memo.planning.capabilities.common import constraint_args, rules_args
from memo.planning.dsl import PlanStep
from memo.planning.gmail_query import ADDRESS, gmail_query
from memo.planning.registry import CapabilityHandler, ExecContext, ExecutionResult, register_capability

if TYPE_CHECKING:
    from memo.planning.state import TurnState

# Anything that leaves the user's mailbox or destroys mail is confirmed first (DESIGN §7).
HIGH_RISK = {"send", "reply", "forward", "delete", "trash"}
FIELDS = ("to", "cc", "bcc", "subject", "body", "query", "messageId", "maxResults", "toNames")
# What an LLM planner may call an operation, mapped to the seed's names (003 §8.2).
_ALIASES = {"compose": "draft", "write": "send", "email": "send", "getemails": "search", "list": "search",
            "find": "search", "get": "read", "respond": "reply", "answer": "reply"}
_UNAVAILABLE = {
    "en": "Gmail isn't connected to Memo yet, so I can't send, read or search email for you.",
    "he": "הג'ימייל עוד לא מחובר ל-Memo, אז אין לי איך לשלוח, לקרוא או לחפש מיילים.",
}
_NOT_CONNECTED = {
    "en": "I couldn't do that: email isn't connected to Memo yet, so nothing was sent or read.",
    "he": "לא הצלחתי: המייל עוד לא מחובר ל-Memo, כך ששום דבר לא נשלח ולא נקרא.",
}


def _lang(language: str | None) -> str:
    return "he" if language == "he" else "en"


def normalise(args: dict[str, Any]) -> dict[str, Any]:
    """V1 shapes whatever the planner wrote: `to` a list of addresses, a known operation name."""
    out = dict(args)
    op = str(out.get("operation") or "").strip()
    out["operation"] = _ALIASES.get(op.lower(), op)
    to = out.get("to")
    if isinstance(to, str):
        to = [to]
    if isinstance(to, list):
        given = [str(t).strip() for t in to if str(t).strip()]
        out["to"] = [a for t in given for a in ADDRESS.findall(t)]
        names = [t for t in given if not ADDRESS.search(t)]
        if names:  # "Dana": an address book lookup's job, never a guessed address
            out.setdefault("toNames", names)
    if out["operation"] in ("send", "draft") and "to" not in out:
        out["to"] = []
    return out


class GmailCapability(CapabilityHandler):
    name = "gmail"

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        args = rules_args(step, state, self.name)
        if args is None:
            args = constraint_args(step, step.action, FIELDS)
            target = step.constraints.get("target")
            if not args.get("query") and isinstance(target, str) and target.strip():
                # "the email from Dana about the budget" -> from:Dana budget (the words themselves otherwise)
                args["query"] = gmail_query(target, state.now_dt) or target.strip()
        return normalise(args)

    def operation(self, name: str) -> str:
        return _ALIASES.get(name.strip().lower(), name.strip())

    def risk(self, step: PlanStep, args: dict[str, Any] | None) -> Literal["low", "medium", "high"]:
        operation = normalise({"operation": (args or {}).get("operation") or step.action})["operation"]
        return "high" if operation in HIGH_RISK else "low"

    def summarize_step(self, step: PlanStep, language: str) -> str:
        """What the approval question names: the recipients and the start of the message."""
        lang = _lang(language)
        given = step.constraints.get("args")
        args = normalise(given if isinstance(given, dict) else {**step.constraints, **step.changes,
                                                               "operation": step.action})
        op = args.get("operation") or step.action
        to = ", ".join(args.get("to") or args.get("toNames") or [])
        body = str(args.get("body") or "")
        quote = f": “{body[:80]}{'…' if len(body) > 80 else ''}”" if body else ""
        if op in ("send", "draft", "forward"):
            verb = {"send": ("send an email", "לשלוח מייל"), "draft": ("save an email draft", "לשמור טיוטת מייל"),
                    "forward": ("forward the email", "להעביר את המייל")}[op]
            target = (f" to {to}" if lang == "en" else f" ל-{to}") if to else ""
            return f"{verb[0 if lang == 'en' else 1]}{target}{quote}"
        if op == "reply":
            who = re.search(r"from:\"?([^\"\s]+(?:\s[^\"\s]+)?)\"?", str(args.get("query") or ""))
            if lang == "he":
                return f"להשיב למייל {'של ' + who.group(1) if who else 'האחרון'}{quote}"
            return f"reply to {who.group(1) + chr(39) + 's' if who else 'the latest'} email{quote}"
        if op in ("delete", "trash"):
            return "למחוק את המייל" if lang == "he" else "delete the email"
        return "לחפש במייל" if lang == "he" else "search your email"

    def describe(self, language: str) -> str | None:
        # Only what this installation can really do: Gmail execution is not built yet (see execute()), so
        # "what can you do?" does not offer it.
        return None

    def available(self, state: TurnState) -> bool:
        return bool(state.user.capabilities.get("gmail"))

    def unavailable_reply(self, language: str) -> str:
        return _UNAVAILABLE[_lang(language)]

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        # The Gmail API client (OAuth tokens per user, send/reply/search/read) comes later; until then
        # every operation fails visibly, and the reply says so instead of claiming a sent email.
        lang = _lang(args.get("language") or ctx.language)
        return ExecutionResult(ok=False, error="NOT_CONNECTED", summary=_NOT_CONNECTED[lang],
                               data={"operation": args.get("operation", "")})


register_capability(GmailCapability())
