"""The verbs of the list requests, in English and in every person and gender of the Hebrew ones.

Shared by the list grammars and by `lists_context.list_core`, which drops a word said before a request
("nvm", "בעצם") only when one of these verbs follows it.

Slang for adding ("throw eggs on the list", "chuck it on the list", "תזרוק אוכל לחתולים לרשימה", "תדחפי חלב
לרשימה") means adding only when a list is named: without one, "throw the milk" or "תזרוק את החלב" may well
be throwing it away, so the grammars that read a command with no list use the plain verbs alone.
"""

from __future__ import annotations

import re

# "put away", "throw away/out": tidying or the bin, never a list.
_NOT_AWAY = r"(?!\s+(?:away|out)\b)"
V_ADD_PLAIN = (r"(?:add|ad|put|append|include|write(?:\s+down)?|jot(?:\s+down)?|place|also\s+add)" + _NOT_AWAY)
V_SLANG = r"(?:throw|toss|chuck|pop|stick|slap|shove|bung)" + _NOT_AWAY
V_ADD = rf"(?:{V_ADD_PLAIN}|{V_SLANG})"
# Every person and gender of the Hebrew verbs, imperative and future, and the infinitive after "אפשר".
HV_ADD_PLAIN = (r"(?:תוסיף|תוסיפי|תוסיפו|הוסף|הוסיפי|הוסיפו|תכניס|תכניסי|תכניסו|הכנס|הכניסי|הכניסו|תרשום|תרשמי"
                r"|תרשמו|רשום|רשמי|רשמו|תשים|תשימי|תשימו|שים|שימי|שימו|תכתוב|תכתבי|תכתבו|כתוב|כתבי|לרשום|להוסיף"
                r"|להכניס|לשים|לכתוב)")
# Not the imperative "דחוף", which is also "urgent".
HV_SLANG = r"(?:תזרוק|תזרקי|תזרקו|זרוק|זרקי|תדחוף|תדחפי|תדחפו|תדחף)"
HV_ADD = rf"(?:{HV_ADD_PLAIN}|{HV_SLANG})"
HV_REMOVE = (r"(?:תמחוק|תמחק|תמחקי|תמחקו|מחק|מחקי|מחקו|תוריד|תורידי|תורידו|הורד|הורידי|הורידו|הסר|הסירי|תסיר|תסירי"
             r"|תעיף|תעיפי|תעיפו|תבטל|תבטלי|בטל|בטלי|למחוק|להוריד|להסיר|לבטל)")
# A tick is written "וי", the letter V or a check-mark emoji ("תסמני V", "תעשה וי על החלב", "תשים ✓").
_CHECK_MARK = r"(?:וי|[Vv]|✓|✔️?|✅|☑️?)(?![\w\u05D0-\u05EA])"
HV_TICK = (rf"(?:(?:סמן|סמני|סמנו|תסמן|תסמני|תסמנו|לסמן)(?:\s+{_CHECK_MARK})?"
           rf"|(?:תעשה|תעשי|תעשו|עשה|עשי|לעשות|תשים|תשימי|תשימו|שים|שימי|לשים)\s+{_CHECK_MARK})(?:\s+(?:על|ליד))?")
# Any verb to add, in either language: people write "add לרשימת סופר: ..." and "תוסיף milk to the list".
ANY_ADD = rf"(?:{HV_ADD}|(?i:{V_ADD}))"
EN_CHANGE = r"(?:remove|delete|take|drop|erase|scratch|strike|cross|tick|check|mark)"
SLANG = rf"^(?:also\s+)?(?i:{V_SLANG})|^(?:גם\s+)?{HV_SLANG}"
# Taking a tick back ("uncheck the milk", "תבטלי את הסימון של החלב", "תורידי את הוי מהחלב"): toggleItem again.
EN_UNTICK = r"(?:uncheck|untick|unmark|un-check|un-tick)"
HV_UNTICK = (r"(?:תבטל|תבטלי|בטל|בטלי|תוריד|תורידי|הורד|הורידי|תסיר|תסירי|הסר|הסירי)\s+(?:את\s+)?(?:ה)?(?:סימון|וי)"
             r"\s+(?:של\s+|על\s+|ליד\s+|מעל\s+|מ(?=ה))")
# Asking to see a list, every person and gender.
HV_SEE = r"(?:תראה|תראי|הראה|הראי|תציג|תציגי|הצג|תשלח|תשלחי|שלח|שלחי|תקריא|תקריאי|תפתח|תפתחי)"
# A request where the items would be ("the packing list for eilat - show me", "רשימת קניות: תמחקי אותה").
COMMAND_ITEMS = re.compile(
    rf"^(?:(?:pls|please|can\s+(?:you|u)|just)\s+)?(?:show|send|read|open|display|view|delete|remove|clear|erase"
    rf"|share|print|rename|check)(?:\s+(?:me|us|it|out|over|back|that|this|the\s+list|all|everything))*"
    rf"(?:\s+(?:pls|please|thanks|thx|now|rn))?[\s.!?]*$"
    rf"|^(?:{HV_SEE}|{HV_REMOVE}|תנקה|תנקי|תשתף|תשתפי)(?:\s+(?:לי|לנו|אותה|אותו|את\s+זה|את\s+הכל|הכל))*"
    rf"(?:\s+(?:בבקשה|עכשיו|pls|please))?[\s.!?]*$", re.IGNORECASE)
