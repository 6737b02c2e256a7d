"""The `gmail` capability: search, read, draft, send, reply, forward, label, archive, mark read and delete
the user's email (V1 gmailOperations, seed 003 §8.2), on the same Google account as the calendar.

Arguments come from the rules grammar (memo/planning/rules/gmail*.py) or an LLM step's constraints; Gmail
search syntax is built in memo/planning/gmail_query.py. Entity resolution (gmail_find.py) finds the email a
request means and the address a name stands for; the approval question for anything that leaves the
mailbox is asked after it, so it shows the recipients, the subject and the full text. The Gmail scope
(gmail.modify, "restricted") is asked for the first time Gmail is needed, with its own link.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal
from zoneinfo import ZoneInfo

from memo.google import gmail_find, gmail_ops, gmail_preview, mail_watch
from memo.google.gmail_texts import g
from memo.planning.capabilities.common import constraint_args, rules_args
from memo.planning.dsl import PlanStep
from memo.planning.gmail_query import ADDRESS, gmail_query
from memo.planning.registry import CapabilityHandler, EntityMatch, ExecContext, ExecutionResult, register_capability

if TYPE_CHECKING:
    from memo.planning.state import TurnState

# Anything that leaves the user's mailbox or destroys mail is confirmed first (DESIGN §7); label changes
# are confirmed when they touch more than one email.
HIGH_RISK = {"send", "reply", "forward", "delete"}
BULK = {"archive", "markRead", "label"}
FIELDS = ("to", "cc", "bcc", "subject", "body", "query", "messageId", "maxResults", "toNames", "labelName",
          "replyAll", "index", "all")
# What an LLM planner may call an operation, mapped to the seed's names (003 §8.2).
_ALIASES = {"draft": "compose", "write": "send", "email": "send", "getemails": "search", "list": "search",
            "find": "search", "get": "read", "respond": "reply", "answer": "reply", "trash": "delete",
            "mark_read": "markRead", "markasread": "markRead", "mark_as_read": "markRead"}
_UNAVAILABLE = {
    "en": "Gmail isn't connected to Memo, so I can't send, read or search email for you.",
    "he": "הג'ימייל לא מחובר ל-Memo, אז אין לי איך לשלוח, לקרוא או לחפש מיילים.",
}
_NOT_CONNECTED = {
    "en": "I couldn't do that: email isn't connected to Memo, so nothing was sent or read.",
    "he": "לא הצלחתי: המייל לא מחובר ל-Memo, כך ששום דבר לא נשלח ולא נקרא.",
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
    if out["operation"] in ("send", "compose") and "to" not in out:
        out["to"] = []
    return out


_DATE_TERM = re.compile(r"\b(after|before|newer|older):(\d{4})[/-](\d{1,2})[/-](\d{1,2})\b")


def epoch_dates(query: str, timezone: str) -> str:
    """after:/before: dates as epoch seconds of the user's local midnight: Gmail reads a date in Pacific time,
    so "after:2026/11/22" would start at 10:00 in Jerusalem and miss the morning's mail."""
    zone = ZoneInfo(timezone)

    def seconds(m: re.Match[str]) -> str:
        day = datetime(int(m[2]), int(m[3]), int(m[4]), tzinfo=zone)
        return f"{m[1]}:{int(day.timestamp())}"

    return _DATE_TERM.sub(seconds, query)


class GmailCapability(CapabilityHandler):
    name = "gmail"
    # A send is a draft noted on the ledger, then drafts.send (404 = sent already); label changes are
    # idempotent: a claimed step whose worker died is run again and finishes what the first run began.
    rerunnable = True
    approve_after_lookup = True

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        args = rules_args(step, state, self.name)
        if args is None:
            args = constraint_args(step, self.operation(step.action), FIELDS)
            target = step.constraints.get("target")
            if not args.get("query") and isinstance(target, str) and target.strip():
                # "the email from Dana about the budget" -> from:Dana budget (the words themselves otherwise)
                args["query"] = gmail_query(target, state.now_dt) or target.strip()
        args = normalise(args)
        if args.get("query"):
            args["query"] = epoch_dates(str(args["query"]), state.user.timezone)
        if args.get("index") and not args.get("messageId"):
            # "read 2": the emails listed last, in the order shown (the executor may need them later).
            args["listedIds"] = gmail_find.listed_ids(state.latestActions)
        return args

    def operation(self, name: str) -> str:
        return _ALIASES.get(name.strip().lower(), name.strip())

    def risk(self, step: PlanStep, args: dict[str, Any] | None) -> Literal["low", "medium", "high"]:
        args = args or (step.constraints.get("args") if isinstance(step.constraints.get("args"), dict) else {})
        operation = self.operation(str(args.get("operation") or step.action))
        if operation in HIGH_RISK:
            return "high"
        if operation in BULK and (args.get("all") or len(args.get("messageIds") or []) > 1):
            return "high"  # more than one email changes at once: ask first
        return "low"

    def summarize_step(self, step: PlanStep, language: str) -> str:
        """What an approval names before the lookup (the plan command's question): operation and recipients."""
        lang = _lang(language)
        given = step.constraints.get("args")
        args = normalise(given if isinstance(given, dict) else {**step.constraints, **step.changes,
                                                               "operation": step.action})
        op = self.operation(str(args.get("operation") or step.action))
        to = ", ".join(args.get("to") or args.get("toNames") or [])
        body = str(args.get("body") or "")
        quote = f": “{body[:80]}{'…' if len(body) > 80 else ''}”" if body else ""
        if op in ("send", "compose", "forward"):
            verb = {"send": ("send an email", "לשלוח מייל"), "compose": ("save an email draft", "לשמור טיוטת מייל"),
                    "forward": ("forward the email", "להעביר את המייל")}[op]
            target = (f" to {to}" if lang == "en" else f" ל-{to}") if to else ""
            return f"{verb[0 if lang == 'en' else 1]}{target}{quote}"
        if op == "reply":
            who = re.search(r"from:\"?([^\"\s]+(?:\s[^\"\s]+)?)\"?", str(args.get("query") or ""))
            if lang == "he":
                return f"להשיב למייל {'של ' + who.group(1) if who else 'האחרון'}{quote}"
            return f"reply to {who.group(1) + chr(39) + 's' if who else 'the latest'} email{quote}"
        if op == "delete":
            return "להעביר את המייל לפח" if lang == "he" else "move the email to the trash"
        if op in BULK:
            return {"archive": ("archive the emails", "להעביר את המיילים לארכיון"),
                    "markRead": ("mark the emails as read", "לסמן את המיילים כנקראו"),
                    "label": ("label the emails", "לתייג את המיילים")}[op][0 if lang == "en" else 1]
        return "לחפש במייל" if lang == "he" else "search your email"

    def summarize(self, step: PlanStep, args: dict[str, Any] | None, language: str) -> str:
        """After the lookup: everything that will leave (recipients, subject, the full text), or which emails
        change."""
        if not args or not (args.get("messageIds") or args.get("operation") in ("send", "compose")):
            return self.summarize_step(step, language)
        return gmail_preview.describe(args, _lang(language))

    def find_entities(self, step: PlanStep, args: dict[str, Any], state: TurnState) -> EntityMatch | None:
        client = gmail_ops.client_for(state.user.userId)
        if client is None:
            return None  # the executor says it is not connected
        if args.get("operation") == "reply":
            args = {**args, "ownAddress": gmail_ops.own_address(client, state.user.userId)}
        if args.get("toSelf"):  # "email me the list": the account's own address
            own = gmail_ops.own_address(client, state.user.userId)
            args = {**args, "to": [*(args.get("to") or []), own] if own else args.get("to") or []}
        return gmail_find.safe_find(client, args, _lang(state.lang))

    def apply_selection(self, args: dict[str, Any], match: dict[str, Any], option_ids: list[str]) -> dict[str, Any]:
        return gmail_find.apply_selection(args, option_ids)

    def waits_outside(self, step: PlanStep) -> bool:
        return True  # every operation talks to Google (a look, a change, a connect link's revoke)

    def requires_connection(self, step: PlanStep) -> bool:
        return True

    def unavailable_reply_for(self, state: TurnState) -> str:
        from memo.integrations.google import is_configured

        if not is_configured() or not state.user.userId:
            return self.unavailable_reply(state.lang)
        return g("connect_first", _lang(state.lang), link=gmail_ops.link(state.user.userId))

    def describe(self, language: str) -> str | None:
        from memo.integrations.google import is_configured

        if not is_configured():
            return None  # only what this installation can really do
        if language == "he":
            return "Gmail: חיפוש וקריאה של מיילים, טיוטות, שליחה, תשובה והעברה (תמיד אחרי אישור שלך), ארכיון ותוויות"
        return ("Gmail: search and read email, drafts, send, reply and forward (always after your yes), "
                "archive and labels")

    def available(self, state: TurnState) -> bool:
        return bool(state.user.capabilities.get("gmail"))

    def unavailable_reply(self, language: str) -> str:
        return _UNAVAILABLE[_lang(language)]

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        from memo.integrations.google import is_configured

        if not is_configured():
            return ExecutionResult(ok=False, error="NOT_CONNECTED", summary=_NOT_CONNECTED[_lang(ctx.language)],
                                   data={"operation": args.get("operation", "")})
        if args.get("operation") in ("watch", "unwatch"):
            return mail_watch.execute(args, ctx)
        return gmail_ops.execute(args, ctx)


register_capability(GmailCapability())
