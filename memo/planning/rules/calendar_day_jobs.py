"""A day's work cancelled: "cancel thursday's boiler job at Katz they postponed", "call off tomorrow's install for the
Cohens", "scrap friday's delivery to Angel - moved", "תבטלי את העבודה של חמישי אצל כץ", "בטל את ההתקנה אצל כהן ביום
שני".

A small business's calendar holds jobs, installs, repairs and deliveries, words `calendar.has_event_noun` does not
count as events (they are as often a to-do: "finish the job"). Said with a day of their own ("thursday's", "של
חמישי", "ביום שני") and a cancel verb, they are the slot in the calendar that day, and the user is asked to approve
the delete as any event's. The task grammars read "cancel thursday's job" as a reminder to cancel, which the
message's own "cancel" then made them doubt. A reminder, task, note or list named is theirs, never taken here; so
is the job with no day ("cancel the boiler job at Katz"), which stays the task delete it was.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, words
from memo.planning.rules.calendar_changes import _delete_intent, _target, _without_reason

_DAY_EN = (r"today|tonight|tomorrow|tomorow|tmrw|tmr|monday|mon|tuesday|tues|tue|wednesday|wed|thursday|thurs|thur"
           r"|thu|friday|fri|saturday|sat|sunday|sun")
_DAY_HE = r"ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|מחר|היום"
_VERB_EN = r"cancel|call\s+off|scrap|scratch|drop|delete|remove|kill|clear"
_VERB_HE = r"תבטל|תבטלי|בטל|בטלי|לבטל|תמחק|תמחקי|מחק|מחקי|למחוק|תוריד|תורידי"
_POLITE = r"(?:(?:pls|please|plz|can\s+you|could\s+you|u\s+can|just|בבקשה|תוכל|תוכלי|אפשר)\s+)*"
# "cancel thursday's boiler job ...": the day's own, its possessive before the job.
_DAYS_JOB_EN = re.compile(rf"^{_POLITE}(?:{_VERB_EN})\s+(?P<day>{_DAY_EN})['’]s\s+(?P<what>\S.*)$", re.I)
# "תבטלי את העבודה של חמישי אצל כץ", "בטל את ההתקנה אצל כהן ביום שני": the job, its day said with it.
_JOB_HE = re.compile(rf"^{_POLITE}(?:{_VERB_HE})\s+(?:לי\s+)?(?:את\s+)?(?P<what>ה\S+.*?)$")
_HE_DAY = re.compile(rf"(?:(?<!\S)של|(?<!\S)ב|(?<!\S)ב-)\s*(?:יום\s+)?(?:{_DAY_HE})(?!\S)|(?<!\S)(?:מחר|היום)(?!\S)")
# The work a tradesman or a shop books a customer for.
JOB = words(r"jobs?|gigs?|install(?:ation)?s?|repairs?|servic(?:e|ing)|fittings?|inspections?|surveys?|estimates?"
             r"|quotes?|site\s+visits?|deliver(?:y|ies)|pick-?ups?|drop-?offs?|shoots?|call-?outs?|consult(?:ation)?s?"
             r"|cleanings?|clean-?ups?|tastings?|walk-?throughs?|viewings?|showings?|measur(?:e|ing)|measurements?"
             r"|bookings?|shifts?|(?:ה)?(?:עבודה|התקנה|תיקון|שירות|משלוח|איסוף|מדידה|הובלה|צילום|ניקיון|בדיקה"
             r"|הערכה|הצעת\s+מחיר|משמרת)")
# Memo's own things, and mail: the task, list and mail grammars read them.
_NOT_EVENT = words(r"reminders?|tasks?|to-?dos?|notes?|lists?|alarms?|nudges?|e-?mails?|mails?|messages?|texts?"
                   r"|(?:ה)?(?:תזכורת|תזכורות|משימה|משימות|רשימה|רשימת|פתק|מייל|הודעה)")
# Why it goes, after the job: "they postponed", "bc the part didn't come", "- moved", ", הלקוח ביטל".
_WHY = re.compile(r"\s*(?:[,;.!]+|\s-+)\s*\S.*$|\s+(?:they|he|she|client|customer|bc|b/c|because|cause|cuz|since"
                  r"|as|coz|postponed|moved|cancel+ed|הם|היא|הוא|הלקוח|הלקוחה|כי|בגלל|נדחה|נדחתה|בוטל|בוטלה)(?!\S).*$",
                  re.I)


@grammar
def cancel_days_job(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip().rstrip(" .!")
    if _NOT_EVENT.search(text):
        return None
    english = _DAYS_JOB_EN.match(text)
    if english is not None:
        what = _WHY.sub("", english["what"]).strip()
        named = f"{what} on {english['day']}"
    else:
        hebrew = _JOB_HE.match(text)
        if hebrew is None or not _HE_DAY.search(hebrew["what"]):
            return None
        what = named = _WHY.sub("", hebrew["what"]).strip()
    if not JOB.search(what):
        return None
    target = _target(ctx, _without_reason(named, ctx.now), slot=True)
    if target is None or not target["searchCriteria"].get("summary") or "timeMin" not in target["searchCriteria"]:
        return None  # no name or no day read: which event is not said
    intent = _delete_intent(target)
    intent.decided_by = "grammar calendar_day_jobs.cancel_days_job"
    return intent
