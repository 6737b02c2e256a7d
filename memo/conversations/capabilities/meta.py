"""The `meta` capability: "what can you do?", answered from what this installation has configured; the
user's own settings changed from chat (timezone, morning-brief hour: rules/settings.py); and questions about
those settings ("what time do you send the morning brief", "how do I change the language") answered with
the user's current settings and how to change each (rules/meta_questions.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memo.planning.capabilities.common import constraint_args, rules_args
from memo.planning.dsl import PlanStep
from memo.planning.registry import (
    CapabilityHandler,
    ExecContext,
    ExecutionResult,
    capabilities,
    register_capability,
)

if TYPE_CHECKING:
    from memo.planning.state import TurnState

_INTRO = {
    "en": "I'm Memo, your personal secretary. Here's what I can do for you:",
    "he": "אני Memo, המזכירה האישית שלך. זה מה שאני יכולה לעשות בשבילך:",
}
_NOTHING = {
    "en": "Right now I can only explain myself — more abilities are on their way.",
    "he": "כרגע אני יכולה רק להסביר מה אני עושה — עוד יכולות בדרך.",
}


class MetaCapability(CapabilityHandler):
    name = "meta"
    side_effects = False

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        if step.action == "update_settings":
            args = rules_args(step, state, self.name) or constraint_args(step, "update_settings", SETTINGS_FIELDS)
            return {**args, "operation": "update_settings", "language": state.lang}
        if step.action == "show_settings":
            return {"operation": "show_settings", "language": state.lang}
        return {"operation": "describe", "language": state.lang}

    def operation(self, name: str) -> str:
        return "describe" if name == "describe_capabilities" else name

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        if args.get("operation") == "update_settings":
            return update_settings(args, ctx)
        if args.get("operation") == "show_settings":
            return show_settings(args, ctx)
        lang = "he" if args.get("language", ctx.language) == "he" else "en"
        # By name: the same order whichever app registered its capability first.
        handlers = sorted(capabilities().values(), key=lambda h: h.name)
        lines = [line for h in handlers if h.name != "meta" and (line := h.describe(lang))]
        text = "\n".join([_INTRO[lang], *(f"• {line}" for line in lines)]) if lines else _NOTHING[lang]
        return ExecutionResult(ok=True, summary=text, data={"lines": len(lines)})

    def describe(self, language: str) -> str | None:
        return None


# --- settings from chat ------------------------------------------------------------------------------
# Setting a value is idempotent, so it needs no ledger (side_effects stays False): running it twice
# leaves the same settings.
SETTINGS_FIELDS = ("timezone", "timezoneQuery", "morningBriefHour", "ask")
_SETTINGS_TEXT = {
    "timezone_set": {"en": "Done — your timezone is now {zone} (it's {time} there).",
                     "he": "עודכן — אזור הזמן שלך עכשיו {zone} (השעה שם {time})."},
    "timezone_unknown": {"en": "I don't know which timezone \"{query}\" is in. Try a city, e.g. \"change my timezone "
                               "to London\", or a zone name like Europe/London.",
                         "he": "לא הצלחתי לזהות את אזור הזמן של \"{query}\". אפשר לנסות שם של עיר, למשל \"שנה את אזור "
                               "הזמן ללונדון\", או שם אזור כמו Europe/London."},
    "timezone_ask": {"en": "Which city or timezone should I use? E.g. \"change my timezone to London\".",
                     "he": "לאיזו עיר או אזור זמן לעבור? למשל \"שנה את אזור הזמן ללונדון\"."},
    "brief_set": {"en": "I'll send your morning brief at {hour:02d}:00 ({zone}) on days with something on your list.",
                  "he": "אשלח לך סיכום בוקר ב-{hour:02d}:00 ({zone}) בימים שיש בהם משהו ברשימה."},
    "brief_off": {"en": "OK — no more morning briefs. Say \"send the morning brief at 7\" to turn it back on.",
                  "he": "בסדר — לא אשלח יותר סיכום בוקר. אפשר לכתוב \"תשלחי לי סיכום בוקר ב-7\" כדי להחזיר."},
    "brief_ask": {"en": "At what hour should I send the morning brief? E.g. \"send the morning brief at 7\".",
                  "he": "באיזו שעה לשלוח את סיכום הבוקר? למשל \"תשלחי לי סיכום בוקר ב-7\"."},
}


_SHOW_TEXT = {
    "head": {"en": "Your settings:", "he": "ההגדרות שלך:"},
    "brief_at": {"en": "• Morning brief: {hour:02d}:00 — to change it: \"send the morning brief at 8\"; to stop it: "
                       "\"stop the morning brief\".",
                 "he": "• סיכום בוקר: {hour:02d}:00 — לשינוי: \"תשלחי לי סיכום בוקר ב-8\"; להפסקה: \"תפסיקי את "
                       "סיכום הבוקר\"."},
    "brief_off": {"en": "• Morning brief: off — to turn it on: \"send the morning brief at 7\".",
                  "he": "• סיכום בוקר: כבוי — להפעלה: \"תשלחי לי סיכום בוקר ב-7\"."},
    "zone": {"en": "• Timezone: {zone} (it's {time} there) — to change it: \"change my timezone to London\".",
             "he": "• אזור זמן: {zone} (השעה שם {time}) — לשינוי: \"שנה את אזור הזמן ללונדון\"."},
    "language": {"en": "• Language: I answer in the language you write to me in — write in Hebrew and I'll answer "
                       "in Hebrew.",
                 "he": "• שפה: אני עונה בשפה שבה כותבים לי — כתבו באנגלית ואענה באנגלית."},
}


def show_settings(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    """The user's settings as they stand, each with the words that change it."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    from memo.conversations.models import User

    lang = "he" if args.get("language", ctx.language) == "he" else "en"
    user = User.objects.filter(pk=ctx.user_id).first() if ctx.user_id else None
    if user is None:
        return ExecutionResult(ok=False, error="NO_USER")
    try:
        local = ctx.now.astimezone(ZoneInfo(user.timezone)).strftime("%H:%M")
    except (ZoneInfoNotFoundError, ValueError):
        local = "?"
    hour = user.morning_brief_hour
    lines = [_SHOW_TEXT["head"][lang],
             _SHOW_TEXT["brief_off"][lang] if hour is None else _SHOW_TEXT["brief_at"][lang].format(hour=hour),
             _SHOW_TEXT["zone"][lang].format(zone=user.timezone, time=local),
             _SHOW_TEXT["language"][lang]]
    return ExecutionResult(ok=True, summary="\n".join(lines),
                           data={"morningBriefHour": hour, "timezone": user.timezone})


def update_settings(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    """Apply a settings change to the user and say what changed, in their language."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    from memo.conversations.models import User

    lang = "he" if args.get("language", ctx.language) == "he" else "en"
    user = User.objects.filter(pk=ctx.user_id).first() if ctx.user_id else None
    if user is None:
        return ExecutionResult(ok=False, error="NO_USER")
    lines, changed = [], {}
    if args.get("timezone"):
        try:
            zone = ZoneInfo(str(args["timezone"]))
        except (ZoneInfoNotFoundError, ValueError):
            zone = None
        if zone is None:
            lines.append(_SETTINGS_TEXT["timezone_unknown"][lang].format(query=args["timezone"]))
        else:
            changed["timezone"] = str(args["timezone"])
            local = ctx.now.astimezone(zone).strftime("%H:%M")
            lines.append(_SETTINGS_TEXT["timezone_set"][lang].format(zone=changed["timezone"], time=local))
    elif args.get("timezoneQuery"):
        lines.append(_SETTINGS_TEXT["timezone_unknown"][lang].format(query=args["timezoneQuery"]))
    if "morningBriefHour" in args:
        hour = args["morningBriefHour"]
        if hour is None:
            changed["morning_brief_hour"] = None
            lines.append(_SETTINGS_TEXT["brief_off"][lang])
        elif isinstance(hour, int) and 0 <= hour <= 23:
            changed["morning_brief_hour"] = hour
            zone_name = changed.get("timezone", user.timezone)
            lines.append(_SETTINGS_TEXT["brief_set"][lang].format(hour=hour, zone=zone_name))
    if not lines:
        key = "brief_ask" if args.get("ask") == "morningBriefHour" else "timezone_ask"
        lines.append(_SETTINGS_TEXT[key][lang])
    if changed:
        User.objects.filter(pk=user.pk).update(**changed)
    return ExecutionResult(ok=True, summary="\n".join(lines), data={"changed": sorted(changed)})


register_capability(MetaCapability())
