"""`general`: greetings, thanks, and questions or writing requests that need no tool.

Small talk comes in pieces ("hahaha thank u sooo much ur the best", "nighty night memo, talk tmrw",
"thanks אחותי saved my life today"): the message is small talk when it is made of small-talk pieces only
(greetings, thanks, praise, goodbyes, "how are you", laughter, the user calling Memo "memo"/"אחי").
One word outside them ("thanks, add milk") and it is not, so no request hides behind a greeting.
A greeting before a question ("morning! how many tablespoons in a cup", "היי מה קורה? מה זה מע"מ") is
read as the question.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_SMALL_TALK = re.compile(
    r"^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening|night)|thanks|thank you|thx|ty|cheers|great|cool"
    r"|awesome|perfect|nice|ok thanks|okay thanks|thanks a lot|thank you so much|bye|goodbye|see you|how are you"
    r"|how'?s it going|what'?s up|sup|lol|haha+|good job|well done|you'?re the best|love you|ok|okay|k|👍|👌|😊|🙂"
    r"|שלום|היי|הי|אהלן|בוקר טוב|ערב טוב|לילה טוב|צהריים טובים|תודה|תודה רבה|תודה לך|מעולה|אחלה|סבבה תודה"
    r"|יופי|מה נשמע|מה שלומך|מה קורה|ביי|להתראות|חח+|😂|🙏|❤️|אוקיי|אוקי|סבבה|מגניב|כל הכבוד|את אלופה|אתה אלוף"
    r"|תודה אלופה|תודה אלוף|תודה יקירה|לילה טוב לך|שבוע טוב|שבת שלום|חג שמח"
    r"|(?:good|gut|a\s+gut)\s+(?:shabbos|shabbes|shabbat)|shabbat\s+shalom|shavua\s+tov|chag\s+sameach)\s*[!.?]*\s*$",
    re.IGNORECASE)

# The pieces small talk is made of. Greetings and "how are you" may also open a question (_OPENERS).
_YOU = r"(?:yo+u+|u+|ya+|yu)"
_YOURE = r"(?:you'?re|youre|ur|you\s+are|u\s+r|u\s+are)"
# Who or what saved the day, in thanks: "you", "that reminder", "the heads up" ("that reminder literally saved me").
# The reminder may be named by its hour, before or after: "that quarter to 6 reminder", "the reminder at 7:30".
_BY_HOUR = (r"(?:(?:(?:quarter|half|ten|twenty|five)\s+(?:to|past)\s+|half\s+)?\d{1,2}(?:[:.]\d{2})?"
            r"\s*(?:am|pm|a\.m\.|p\.m\.)?"
            r"|(?:quarter|half)\s+(?:to|past)\s+\w+|noon|midnight|morning|evening|night)")
_SAVER = (r"(?:yo+u+|u+|ya+|yu|it|that|this|(?:the|that|this|your|ur)\s+(?:" + _BY_HOUR + r"\s+)?(?:reminders?|nudge"
          r"|heads[\s-]+up|tip|ping|alert|message|text|list|summary|brief)(?:\s+(?:at|for|from)\s+" + _BY_HOUR + r")?)")
_BY_FAR = r"(?:literally|really|totally|honestly|actually|just|seriously|def(?:initely)?|truly|100%)"
_SO = (r"(?:(?:so+|really|actually|honestly|literally|truly|seriously|such|very|the|rather|quite|extremely|incredibly"
       r"|terribly|completely|totally|somewhat)\s+)*")
_GREETINGS = (
    # Asking after Memo itself, before the shorter "איך את" below: "נו איך את מרגישה היום", "how r u feeling",
    # "did you sleep well", "are you tired today", "את עייפה?".
    rf"איך\s+(?:את|אתה)\s+מרגיש(?:ה)?|how\s+(?:are|r)\s+{_YOU}\s+feeling|how\s+do\s+{_YOU}\s+feel"
    rf"|did\s+{_YOU}\s+(?:sleep\s+well|miss\s+me|have\s+a\s+(?:good|nice|great)\s+(?:day|night|weekend))"
    rf"|(?:are|r)\s+{_YOU}\s+(?:ok|okay|alright|tired|happy|bored|busy|sad|awake|sleepy|in\s+a\s+good\s+mood)"
    r"|(?:את|אתה)\s+(?:עייפה|עייף|בסדר|שמחה|שמח|עסוקה|עסוק|משועממת|משועמם|ערה|ער)|ישנת\s+טוב|התגעגעת(?:\s+אליי)?"
    # Hebrew greetings written in Latin letters: "boker tov memo", "ma nishma".
    r"|boker\s+tov|erev\s+tov|la[iy]?la\s+tov|lila\s+tov|shavua\s+tov|shab+at\s+shalom|ma\s+nishma|ma\s+kore"
    r"|ma\s+hamatzav|ahlan|shalom"
    r"|h+i+|hello+|hey+|heya|hiya|yo|howdy|good\s+(?:morning|afternoon|evening|day)|morning|evening|gm|(?:hey\s+)?there"
    rf"|how\s+(?:are|r)\s+{_YOU}(?:\s+(?:doing|today|doin))*|how'?s\s+(?:it\s+going|(?:your|ur|the)\s+(?:day|morning"
    r"|evening|week|weekend)(?:\s+(?:going|been))?|life|everything|things)(?:\s+today)?|hows\s+(?:it\s+going|(?:your|ur)"
    rf"\s+(?:day|morning|evening|week|weekend)(?:\s+(?:going|been))?|life|things)|what'?s\s+up|whats\s+up|wassup|sup"
    rf"|how\s+(?:have|'ve)\s+{_YOU}\s+been|how\s+{_YOU}\s+doin[g']?"
    # "how was ur weekend", "how was the holiday", "איך היה הסופ"ש", "איך עבר עלייך השבוע": asking after their time.
    r"|how\s+(?:was|were|is)\s+(?:your|ur|yr|the)\s+(?:day|morning|evening|night|week|weekend|holiday|holidays"
    r"|vacation|trip|shabbat|sabbath)(?:\s+(?:off|so\s+far))?"
    r"|איך\s+(?:היה|הייתה|היתה|עבר|עברה|עובר)\s+(?:(?:עלייך|עליך)\s+)?(?:ה)?(?:יום|בוקר|ערב|לילה|שבוע|סופ\"?ש|סוף\s+ה?שבוע"
    r"|שבת|חג|חופש)(?:\s+(?:שלך|שלכם))?"
    r"|היי+|הי|שלום|אהלן|הלו|בוקר\s+טוב|בוקר\s+אור|ערב\s+טוב|צהריים\s+טובים|צהרים\s+טובים|מה\s+נשמע|מה\s+שלומך"
    r"|מה\s+שלומך\s+היום|מה\s+קורה|מה\s+המצב|מה\s+העניינים|מה\s+איתך|מה\s+הולך|איך\s+את|איך\s+אתה|איך\s+הולך"
    r"|איך\s+עובר\s+(?:עלייך|עליך)\s+היום|איך\s+(?:היה|עובר)\s+(?:היום|הבוקר)\s+שלך")
_PIECES = (
    _GREETINGS
    # "today was so long", "this week has been brutal": the day said as the subject (before "today" alone below).
    + r"|(?:today|this\s+week|the\s+day|my\s+day|this\s+morning|the\s+shift|my\s+shift)\s+(?:was|has\s+been|is|'s)\s+"
    r"(?:so\s+|really\s+|super\s+|soo+\s+|such\s+a\s+)?(?:long|rough|tough|hard|crazy|awful|exhausting|insane|hectic"
    r"|brutal|draining|stressful|horrible|terrible)"
    + rf"|thanks+|thank\s+{_YOU}|thx|thnx|tnx|tx|ty|tysm|cheers|appreciate\s+(?:it|that)|much\s+appreciated"
    r"|many\s+thanks|thanks\s+a\s+(?:lot|ton|million|bunch)|(?:so+|very)\s+much|a\s+lot"
    rf"|{_YOURE}\s+{_SO}(?:the\s+)?(?:best|amazing|awesome|great|a\s+star|star|a\s+lifesaver|lifesaver|a\s+legend|legend"
    r"|the\s+man|helpful|useful|a\s+genius|genius|brilliant|incredible|the\s+goat|goat|sweet|wonderful|perfect|fantastic"
    rf"|a\s+gem|gem|the\s+greatest|a\s+rockstar|smart|cute|funny|hilarious)|{_SO}(?:great|good|nice|awesome|amazing)"
    rf"\s+(?:job|work)|well\s+done|(?:{_SAVER}\s+)?(?:{_BY_FAR}\s+)?saved\s+(?:my|the|our)\s+(?:life|day|ass|butt|bacon"
    rf"|morning|evening|week|night|weekend|lives)|{_SAVER}\s+(?:{_BY_FAR}\s+)?saved\s+(?:me|us)"
    r"(?:\s+(?:today|again|yesterday|this\s+morning|last\s+night|tonight|big\s+time))?"
    rf"|love\s+{_YOU}|love\s+it|{_YOU}\s+rock|nailed\s+it|lifesaver|legend"
    r"|bye+|bye\s+bye|goodbye|good\s*night|nighty?\s+night|g'?night|nite|night|gn|sleep\s+well|sweet\s+dreams"
    rf"|see\s+{_YOU}(?:\s+(?:later|tomorrow|tmrw|tmr|soon|around))?"
    # "to" may be left out by those writing in a second language: "speak you tomorrow", "talk you later".
    rf"|(?:talk|speak)\s+(?:(?:to\s+|with\s+|2\s+)?{_YOU}\s+)?(?:later|tomorrow"
    r"|tmrw|tmr|soon)|ttyl|cya|later|take\s+care|have\s+a\s+(?:good|great|nice|lovely)\s+(?:day|night|evening|weekend"
    r"|one)|lol+|lmao|rofl|ha(?:ha)+h?|he(?:he)+|xd|omg|wow|cool|nice|great|awesome|perfect|sweet|ok+|okay|k+|alright"
    r"|all\s+right|amazing|oh|ah|aw+|yay|woo+|today|tonight"
    r"|memo|buddy|bro|dude|mate|man|my\s+friend|friend|dear|babe|girl|sis|good\s+luck|בהצלחה"
    r"|toda(?:\s+raba)?|sababa|yalla|achi|motek|c?hag\s+sameach"
    # Exclamations of world English and of Israeli slang, before a day told about: "strewth what a day", "blimey",
    # "eish", "wallah".
    r"|strewth|crikey|blimey|bloody\s+hell|jeez|geez|gosh|oh\s+my\s+(?:god|gosh)|eish|yoh|arre(?:\s+yaar)?"
    r"|wallah|walla|yikes|oy(?:\s+vey)?"
    # A new week or day wished: "יאללה שבוע חדש", "happy monday", "שבוע מוצלח לך".
    r"|שבוע\s+(?:חדש|מוצלח|נפלא|מעולה)(?:\s+ו?(?:טוב|מוצלח|נפלא|מעולה))?(?:\s+(?:לך|לכולם|לנו))?"
    r"|(?:happy|great|good)\s+(?:new\s+)?(?:week|monday|sunday|friday|weekend)|new\s+week|נו+"
    r"|תודה+|תודה\s+רבה|תודות|תנקס|תודה\s+ענקית|מלא\s+תודה|רבה|ממש|מלא|ענקית|את\s+אלופה|אתה\s+אלוף|אלופה|אלוף"
    r"|(?:יא\s+)?(?:תותחית|תותח|מלכה|גבר|אלופה|אלוף|גאונה|גאון|מהממת|מאמי|חמודה|חמוד)|אין\s+(?:עלייך|עליך|כמוך|כמוך)"
    r"|את\s+מדהימה|אתה\s+מדהים|מדהימה|מדהים|(?:את|אתה)\s+הכי\s+(?:טובה|טוב)|הכי\s+(?:טובה|טוב)|כל\s+הכבוד"
    r"|הצלת\s+(?:אותי|לי\s+את\s+(?:היום|החיים|התחת))"
    # The day the user was spared, in slang: "סגרת לי את הבוקר", "סידרת לי את היום", "you sorted my whole morning".
    # Not asked ("סגרת לי את הבוקר?" may ask about the calendar).
    r"|(?:הצלת|סגרת|סידרת|עשית)\s+לי\s+את\s+(?:כל\s+)?ה(?:בוקר|יום|ערב|שבוע|צהריים)(?:\s+כולו)?(?!\s*\?)"
    # Order made in the user's mess: "עשית לי סדר בבלגן של החשבונות", "סידרת לי את הבלגן בניירת", "you sorted out
    # my whole paperwork mess". Not asked ("סידרת את הרשימה?" asks whether a list was done).
    r"|(?:עשית|עשיתם)\s+(?:לי\s+)?סדר(?:\s+(?:ב|ל)?ה?(?:בלגן|ראש|חיים|כאוס|ניירת|חשבונות|טפסים|מסמכים)"
    r"(?:\s+של\s+ה?[\u05D0-\u05EA]+)?)?(?!\s*\?)"
    r"|(?:סידרת|סידרתם)\s+לי\s+את\s+ה(?:בלגן|ראש|חיים|כאוס)(?:\s+(?:של|ב)\s*ה?[\u05D0-\u05EA]+)?(?!\s*\?)"
    rf"|{_YOU}\s+(?:(?:totally|really|just)\s+)?(?:sorted\s+out|sorted|cleaned\s+up|fixed)\s+(?:my|the)\s+"
    r"(?:whole\s+|entire\s+)?(?:[\w-]+\s+)?(?:mess|chaos|head|life)(?!\s*\?)"
    rf"|{_YOU}\s+(?:(?:totally|really|just)\s+)?(?:saved|sorted(?:\s+out)?|fixed)\s+my\s+(?:whole\s+|entire\s+)?"
    r"(?:day|morning|evening|week|afternoon)(?!\s*\?)"
    # What saved the user: "התזכורת ממש הצילה אותי היום", "זה הציל לי את החיים".
    # The reminder named by its hour: "התזכורת של שש", "התזכורת של רבע לשש", "התזכורת של 7:30".
    r"|(?:ה(?:תזכורת|תזכורות|הודעה|רשימה|סיכום)(?:\s+של\s+(?:\d{1,2}(?:[:.]\d{2})?|[\u05D0-\u05EA]+(?:\s+(?:ו|ל)[\u05D0-\u05EA]+)?))?"
    r"|זה|זאת)\s+(?:(?:ממש|פשוט|באמת|לגמרי)\s+)?(?:הצילה|הציל|הצילו)"
    r"\s+(?:אותי|אותנו|לי\s+את\s+(?:היום|החיים|התחת|הבוקר))"
    r"|עזרת\s+לי(?:\s+מלא|\s+ממש)?|חח+|סבבה|אחלה(?:\s+עבודה)?|יופי|מעולה|מגניב"
    # Saving the user, said in the present: "את מצילה חיים", "אתה מציל אותי", "you save lives", "ur an angel".
    r"|(?:(?:את|אתה)\s+)?(?:(?:ממש|פשוט|באמת)\s+)*(?:מצילה|מציל)\s+(?:חיים|אותי|לי\s+את\s+(?:החיים|היום|התחת))|מצילת\s+חיים"
    r"|(?:את|אתה)\s+(?:ממש\s+)?(?:מלאך|מלאכית)|מלאך|מלאכית"
    rf"|{_YOU}\s+(?:literally\s+|really\s+|just\s+)?save\s+(?:lives|my\s+life|me)|{_YOURE}\s+{_SO}(?:an\s+)?angel"
    r"|אוקיי|אוקי|אוק|בסדר|נהדר|מושלם|וואו|קיבלתי|הבנתי|אש|אדיר|סגרנו|סגור|טוב|לילה\s+טוב|חלומות\s+פז|יום\s+טוב"
    r"|המשך\s+יום\s+טוב|ערב\s+נעים|שבוע\s+טוב|שבת\s+שלום|חג\s+שמח|סופ\"?ש\s+נעים|ביי|להתראות|נדבר(?:\s+(?:מחר|אחר\s+כך"
    r"|אח\"?כ|בקרוב))?|נתראה|היום|הלילה|אחי|אחותי|אחיי|מותק|נשמה|יקירה|יקירי|חבר|ממו|אהובה")
# Praise in a word Memo is told it is ("וואו איזה יעילה את", "את ממש מצחיקה", "you're so efficient", "so quick"),
# in both genders, and how the user feels ("אני כזה עייף היום אין לי כוח לכלום", "ugh i'm so tired today"):
# a friendly reply, nothing to do. Not "i'm done" (a task finished, said after its reminder).
_PRAISE_EN = (r"efficient|fast|quick|speedy|clever|kind|lovely|adorable|impressive|reliable|organi[sz]ed|on\s+it"
              r"|on\s+point|the\s+best\s+assistant|a\s+good\s+(?:bot|assistant)|good\s+at\s+this")
_PRAISE_HE = (r"יעילה|יעיל|מהירה|מהיר|זריזה|זריז|חכמה|חכם|מצחיקה|מצחיק|מקסימה|מקסים|נחמדה|נחמד|מושלמת|מושלם|גאונית|מלך"
              r"|מוכשרת|מוכשר|מגניבה|שווה|מתוקה|מתוק|טובה|חמודה|חמוד|מהממת|מהמם|תותחית|אלופה|אלוף|מדהימה|מדהים"
              r"|מעולה")
_FEEL_EN = (r"tired|exhausted|sleepy|bored|sad|stressed(?:\s+out)?|anxious|sick|ill|down|happy|excited|cranky|grumpy"
            r"|overwhelmed|burnt?\s+out|drained|wiped(?:\s+out)?|fed\s+up|lonely|upset|in\s+a\s+(?:bad"
            r"|good|great)\s+mood|nervous|worried|scared|terrified|freaking\s+out|stressing(?:\s+out)?|panicking"
            r"|frustrated|annoyed|depressed|miserable|homesick|heartbroken|proud|relieved|thrilled"
            # Worn out, in slang: "im so dead", "i'm fried", "totally wrecked" (never "done": a task finished).
            r"|dead|fried|toast|wrecked|shattered|knackered|beat|zonked")
_FEEL_HE = (r"עייף|עייפה|גמור|גמורה|הרוס|הרוסה|מפורק|מפורקת|לחוץ|לחוצה|עצוב|עצובה|חולה|משועמם|משועממת|שמח|שמחה"
            r"|מבואס|מבואסת|מדוכא|מדוכאת|עצבני|עצבנית|מותש|מותשת|סחוט|סחוטה|בלחץ|בדיכאון|ברוגע|במצב\s+רוח\s+(?:רע|טוב)"
            r"|מודאג|מודאגת|דואג|דואגת|חושש|חוששת|מפחד|מפחדת|מתוח|מתוחה|בחרדה|בפאניקה|נלחץ|נלחצת|מתרגש|מתרגשת"
            r"|מתוסכל|מתוסכלת|מאושר|מאושרת|גאה|נרגש|נרגשת|מוקל|הקלה")
# What the worry is about, with when it is ("anxious about my exam tomorrow", "לחוצה מהראיון מחר"): read only right
# after a feeling, so "ok about the meeting tomorrow" or "remind me about my exam tomorrow" is not small talk.
_WORRY_EN = (r"exams?|tests?|quiz|finals|midterms?|interview|presentation|surgery|operation|appointment|flight"
             r"|results|deadline|date|meeting|speech|performance|recital|game|match|trip|move|wedding|day")
_WORRY_HE = (r"מבחן|מבחנים|בחינה|בחינות|ראיון|מצגת|ניתוח|טיסה|תוצאות|דדליין|הגשה|פגישה|הופעה|משחק|מעבר|חתונה|בדיקה"
             r"|בדיקות|טסט|נאום")
_WHEN_EN = (r"(?:tomorrow|tmrw|tmr|tonight|today|later|this\s+(?:week|weekend|afternoon|evening)|next\s+week"
            r"|on\s+(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?)")
_WHEN_HE = r"(?:מחר|היום|הערב|מחרתיים|השבוע|בשבוע\s+הבא|ב?יום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי))"
_WORRIED_BY_EN = (rf"about\s+(?:(?:my|the|this|our|tomorrow'?s|tmrw'?s|that|big)\s+)+(?:{_WORRY_EN})"
                  rf"(?:\s+{_WHEN_EN})?(?:\s+at\s+\d{{1,2}}(?::\d\d)?(?:\s*(?:am|pm))?)?")
_WORRIED_BY_HE = (rf"(?:מ|לקראת\s+|בגלל\s+)ה(?:{_WORRY_HE})(?:\s+(?:שלי|שלנו))?(?:\s+{_WHEN_HE})?"
                  r"(?:\s+ב-?\d{1,2}(?::\d\d)?)?")
# A shift, a drive or a year told about, in the feminine: "איזה משמרת מתישה הייתה לי", "איזו נסיעה ארוכה".
_F_DAY = r"משמרת|תורנות|נסיעה|תקופה|שנה|עבודה"
_F_VERDICT = (r"ארוכה|קשה|מטורפת|מעייפת|מתישה|גרועה|מבאסת|עמוסה|הזויה|משוגעת|מלחיצה|נוראית|מעולה|טובה|מדהימה|מוצלחת"
              r"|מסריחה|סיוטית")
_F_DAY_BEFORE = r"(?:הייתה|היתה)\s+(?:לי\s+)?|עברה\s+עליי\s+|(?:איזה|איזו)\s+"
_PIECES += (
    # Help told in the present: "את באמת עוזרת לי המון", "you really help me so much".
    r"|(?:(?:את|אתה)\s+)?(?:(?:באמת|ממש|כל\s+כך|תמיד)\s+)*(?:עוזרת|עוזר)\s+לי(?:\s+(?:המון|מלא|ממש|מאוד|כל\s+כך"
    r"|בטירוף|בכל\s+דבר))*|באמת|המון"
    rf"|{_YOU}\s+(?:(?:really|truly|always|honestly)\s+)*help(?:s)?\s+(?:me\s+)?(?:so\s+much|a\s+lot|loads|tons|big\s+time)"
    # Why it is good night: "לילה טוב מחר מוקדם", "gn, early start tomorrow". Never small talk alone (_FILLER_ONLY).
    r"|(?:(?:יש\s+לי|אני)\s+)?(?:מחר\s+(?:(?:קמה|קם|קמים|מתחילה|מתחיל|משכימה|משכים)\s+)?מוקדם|קמה\s+מוקדם\s+מחר"
    r"|קם\s+מוקדם\s+מחר)|(?:(?:i\s+)?(?:have|got)\s+(?:an?\s+)?|an?\s+)?early\s+(?:start|morning|day|shift)"
    r"(?:\s+tomorrow)?|(?:(?:i'?m|im|i\s+am)\s+)?up\s+early\s+(?:tomorrow|tmrw|tmr)"
    rf"|(?:{_YOURE}\s+)?{_SO}(?:{_PRAISE_EN})|that\s+was\s+{_SO}(?:fast|quick|easy|helpful|funny)"
    rf"|(?:(?:את|אתה)\s+)?(?:(?:ממש|כזאת|כזו|כזה|כל\s+כך|הכי|איזה|איזו|מה\s+זה|ממש\s+ממש)\s+)*(?:{_PRAISE_HE})"
    r"(?:\s+(?:את|אתה))?(?:\s+(?:ממש|רצח|אש))?"
    rf"|(?:(?:i'?m|im|i\s+am|i(?=\s+(?:so|really|very|soo+)\s)|feeling|i\s+feel|i'?m\s+feeling|ugh|so)\s+)+(?:{_SO}|kinda\s+|a\s+bit\s+|super\s+|pretty"
    rf"\s+)*(?:{_FEEL_EN})(?:\s+{_WORRIED_BY_EN})?|what\s+a\s+(?:long\s+|crazy\s+|rough\s+|tough\s+|great\s+)?(?:day|week|morning|night)"
    r"(?:\s+(?:i|we)(?:'ve|\s+have)?\s+had|\s+it'?s\s+been)?|ugh+"
    rf"|long\s+day|rough\s+(?:day|week)|(?:אני\s+)?(?:(?:כזה|כזאת|ממש|מאוד|כל\s+כך|די|נורא|סופר|קצת|מת|מתה)\s+)*"
    rf"(?:{_FEEL_HE})(?:\s+(?:מאוד|ממש|היום|לגמרי|רצח))*(?:\s+{_WORRIED_BY_HE})?"
    r"|אין\s+לי\s+(?:כוח|כח|אנרגיה)(?:\s+(?:לכלום|לשום\s+דבר|להיום|היום|לזה|לאף\s+אחד))?|משעמם\s+לי|עצוב\s+לי"
    r"|קשה\s+לי\s+היום|(?:איזה|איזו)\s+(?:יום|בוקר|ערב|לילה|שבוע)(?:\s+(?:ארוך|קשה|מטורף|מעייף|מעולה|טוב))?(?:\s+(?:היה\s+לי|עבר\s+עליי))?|יום\s+(?:ארוך|קשה|מטורף|מעייף)"
    r"|יאללה|יאלה|וואלה|אוף+|פפ+"
    # Why they feel so, in a word: "i'm so stressed about work", "אני ממש לחוצה מהעבודה".
    r"|(?:about|with|from|because\s+of)\s+(?:work|school|uni|my\s+job|the\s+job|the\s+kids|my\s+kids|everything|life"
    r"|exams?|the\s+exam|money|this\s+week)|מ(?:ה)?(?:עבודה|לימודים|ילדים|כל|הכל|חיים|מבחן|מבחנים|שבוע)"
    # A day or work that wears them out: "this week is killing me", "my back is killing me", "השבוע הזה הורג אותי".
    r"|(?:(?:this|the|my|today)\s+)?(?:week|day|month|semester|job|work|boss|heat|traffic|commute|back|head|feet"
    r"|kids|exams?|life|today)(?:\s+(?:is|are|has\s+been|have\s+been|'s))?\s+(?:literally\s+|really\s+|so\s+)?(?:killing|destroying"
    r"|draining|exhausting)\s+me"
    # "the kids are driving me crazy today", "the traffic is driving me nuts".
    r"|(?:(?:the|my|these|this)\s+)?(?:kids|boss|neighbors|neighbours|traffic|noise|work|week|clients?|customers?)"
    r"(?:\s+(?:is|are|'re|'s))?\s+(?:literally\s+|really\s+|so\s+)?driving\s+me\s+(?:crazy|nuts|insane|mad|up\s+the\s+wall)"
    r"(?:\s+today)?|(?:ה)?(?:שבוע|יום|חודש|עבודה|בוס|חום|פקקים|גב|ראש|ילדים|מבחנים)(?:\s+(?:הזה|הזאת|הזו))?"
    r"\s+(?:הורג|הורגת|הורגים|גומר|גומרת|גומרים|מוציא|מוציאה)\s+אותי(?:\s+את\s+הנשמה)?"
    # Praise for the work: "אחלה עבודה", "nice work", "עבודה טובה", "יפה מאוד".
    r"|(?:nice|great|good|awesome|amazing|excellent|fantastic|lovely)\s+work|(?:אחלה|יופי\s+של|איזו|כזאת)\s+עבודה"
    r"|עבודה\s+(?:טובה|יפה|מצוינת|מעולה|נהדרת|מדהימה)(?:\s+מאוד)?|יפה(?:\s+מאוד)?"
    # A day told about: "had a long day", "it's been a rough week", "היום היה יום קשה", "איזה שבוע מטורף".
    r"|(?:(?:i\s+)?had\s+(?:such\s+)?(?:an?|the)\s+|it'?s\s+been\s+(?:such\s+)?an?\s+|such\s+an?\s+|what\s+an?\s+)?"
    r"(?:long|rough|tough|crazy|hard|busy|great|good|bad|terrible|exhausting|shitty|worst|best|longest|craziest"
    r"|hardest|busiest|weirdest|horrible|awful|insane|hectic|stressful)\s+(?:day|week|morning|night|shift)"
    r"|(?:היה\s+(?:לי\s+)?|עבר\s+עליי\s+|איזה\s+)?(?:יום|שבוע|בוקר|לילה|ערב)\s+(?:ארוך|קשה|מטורף|מעייף|מעולה|טוב|גרוע"
    r"|מבאס|עמוס|חרא|מדהים|מתיש|הזוי|משוגע|מלחיץ|נוראי|נורא)(?:\s+(?:היה\s+לי|עבר\s+(?:עליי|עלי)|היה))?(?:\s+היום)?"
    # The same of a shift or a drive, in the feminine: "איזה משמרת מתישה הייתה לי", "הייתה לי תורנות קשה".
    rf"|(?:{_F_DAY_BEFORE})?(?:{_F_DAY})\s+(?:{_F_VERDICT})(?:\s+(?:הייתה\s+לי|היתה\s+לי|עברה\s+(?:עליי|עלי)|הייתה|היתה))?"
    r"(?:\s+היום)?"
    # Loving it, apologies and never-minds: "חחח אהבתי", "i love you memo", "sorry my bad", "עזבי לא משנה".
    # What the thanks are for: "thx for the reminder yesterday", "תודה על העזרה", "it really helped", "עזר לי מאוד".
    r"|(?:for|על)\s+(?:the\s+|that\s+|this\s+|your\s+|ur\s+|all\s+(?:the\s+|your\s+)?|ה-?)?(?:reminders?|help|heads[\s-]+up"
    r"|nudges?|tips?|info|update|everything|reminding\s+me|remembering|תזכורות|תזכורת|עזרה|עדכון|הכל|הכול|מידע|טיפ"
    # The day itself: "תודה על היום", "תודה על השבוע" ("thanks for today" may still ask for today's plan).
    r"|יום|שבוע)"
    r"(?:\s+(?:yesterday|today|this\s+morning|last\s+night|earlier|before|אתמול|היום|הבוקר|מקודם|מאתמול))?"
    rf"|(?:(?:it|that|this|{_YOU})\s+)?(?:really\s+|totally\s+|so\s+|def(?:initely)?\s+)?helped(?:\s+(?:me|a\s+lot|so\s+much"
    r"|big\s+time|lots|a\s+ton|loads))*|(?:זה\s+)?(?:ממש\s+|מאוד\s+)?(?:עזר|עזרה|עזרת)(?:\s+(?:לי|לנו))?(?:\s+(?:מאוד"
    r"|ממש|מלא|בטירוף))*|(?:ש)?הזכרת\s+לי"
    rf"|אהבתי|אוהבת\s+אותך|אוהב\s+אותך|i\s+love\s+{_YOU}|sorry|my\s+bad|never\s*mind|nvm|oops|no\s+worries|np"
    r"|all\s+good|סליחה|טעות\s+שלי|טעות|טעיתי|עזבי|עזוב|לא\s+משנה|אופס|הכל\s+טוב|אין\s+בעיה"
    # Asking what Memo is, for fun: "are you a robot", "do you have feelings", "את בן אדם אמיתי".
    rf"|are\s+{_YOU}\s+(?:a\s+)?(?:real|human|robot|bot|an?\s+ai|ai|person|alive|real\s+person|a\s+real\s+person)"
    rf"(?:\s+or\s+(?:a\s+)?(?:real|human|robot|bot|an?\s+ai|ai|person|real\s+person))?"
    rf"|do\s+{_YOU}\s+(?:have\s+(?:feelings|emotions|a\s+(?:name|family|boyfriend|girlfriend|life))|(?:ever\s+)?sleep"
    r"|dream|eat|get\s+tired)|(?:את|אתה)\s+(?:בן\s+אדם|בת\s+אדם|רובוט|רובוטית|בוט|אנושי|אנושית|אמיתי|אמיתית)"
    r"(?:\s+(?:אמיתי|אמיתית|או\s+(?:רובוט|רובוטית|בוט|בן\s+אדם|בת\s+אדם)))?|יש\s+לך\s+(?:רגשות|חבר|חברה|משפחה)"
    r"|(?:את|אתה)\s+(?:ישנה|ישן|אוכלת|אוכל|מתעייפת|מתעייף)\s+(?:פעם|אי\s+פעם|בכלל)?"
    # About Memo's day and work: "what are you up to today", "מה את עושה היום", "do you like your job".
    rf"|what\s+(?:are|r)\s+{_YOU}\s+(?:up\s+to|doing)(?:\s+(?:today|tonight|now|right\s+now))?"
    r"|מה\s+(?:את|אתה)\s+עוש(?:ה|ים)\s+(?:היום|עכשיו|הערב)"
    rf"|do\s+{_YOU}\s+(?:like|love|enjoy|hate)\s+(?:your|ur)\s+(?:job|work)"
    r"|(?:את|אתה)\s+(?:אוהבת|אוהב|נהנית|נהנה)\s+(?:את\s+)?(?:ה)?עבודה\s+(?:שלך|הזאת|הזו)"
    # A story about to be told: "guess what memo", "את לא תאמיני מה קרה היום".
    r"|guess\s+what|(?:you\s+won'?t|u\s+wont|you\s+will\s+never)\s+believe\s+(?:what\s+happened|this|it)"
    r"|(?:את\s+|אתה\s+)?לא\s+(?:תאמיני|תאמין)(?:\s+מה\s+(?:קרה|היה))?|(?:ת)?נחשי\s+מה|(?:ת)?נחש\s+מה|ניחשת\s+מה"
    # Annoyed with Memo: "you're useless today", "את לא מבינה כלום". A friendly reply; nothing to act on.
    rf"|{_YOURE}\s+{_SO}(?:useless|stupid|dumb|annoying|so\s+slow|slow|terrible|the\s+worst)"
    r"|(?:את|אתה)\s+(?:ממש\s+|כזאת\s+|כזה\s+)?(?:לא\s+(?:מבינה|מבין)\s+(?:כלום|שום\s+דבר)|גרועה|גרוע|מעצבנת|מעצבן"
    r"|איטית|איטי|טיפשה|טיפש)"
    # How often, after thanks or praise: "את מצילה לי את החיים כל יום", "you help me every single day".
    r"|every\s+(?:single\s+)?day|all\s+the\s+time|always|כל\s+יום|כל\s+הזמן|תמיד"
    # The day ahead told about: "tomorrow another crazy day with the kids", "מחר עוד יום ארוך בעבודה".
    r"|(?:tomorrow|tmrw|tmr|today)\s+(?:is\s+|will\s+be\s+|gonna\s+be\s+)?(?:another|one\s+more|a|an)\s+(?:long|crazy"
    r"|busy|hard|tough|rough|hectic|insane|exhausting|big|full)\s+day"
    r"|(?:מחר|היום)\s+(?:עוד\s+|יהיה\s+)?יום\s+(?:ארוך|קשה|מטורף|עמוס|מעייף|משוגע|מלחיץ)|(?:עם|בלי)\s+ה?ילדים|בעבודה"
    # Why they are tired: "the baby not sleep all the night", "the kids kept me up", "התינוקת לא ישנה כל הלילה".
    r"|(?:the|my|our)\s+(?:baby|babies|kids?|toddler|son|daughter|little\s+one|twins|dog|neighbou?rs?)\s+(?:didn'?t|did\s+not"
    r"|not|doesn'?t|won'?t|wouldn'?t|never|barely|hardly)\s+(?:sleep|slept|let\s+(?:me|us)\s+sleep|stop(?:ped)?\s+crying)"
    r"(?:\s+(?:all|the\s+whole|whole)\s+(?:the\s+)?night|\s+at\s+all|\s+last\s+night)?"
    r"|(?:the|my|our)\s+(?:baby|kids?|toddler|son|daughter|little\s+one|twins|dog)\s+kept\s+(?:me|us)\s+(?:up|awake)"
    r"(?:\s+all\s+night)?"
    r"|ה?(?:תינוק|תינוקת|קטן|קטנה|קטנים|ילדים|ילד|ילדה|תאומים|כלב)(?:\s+(?:שלי|שלנו))?\s+(?:לא|בקושי)\s+(?:ישן|ישנה|ישנו"
    r"|נרדם|נרדמה|נרדמו|נתן|נתנה|נתנו)(?:\s+(?:לי|לנו)\s+לישון)?(?:\s+(?:כל\s+ה?לילה|בלילה|בכלל|אתמול))?"
    # The user's own night: "לא ישנתי כל הלילה", "i didnt sleep all night", "couldn't sleep at all".
    r"|(?:i\s+)?(?:didn'?t|did\s+not|couldn'?t|could\s+not|barely|hardly)\s+(?:sleep|slept)(?:\s+(?:a\s+wink|all\s+night"
    r"|at\s+all|last\s+night|the\s+whole\s+night|well))*|(?:אני\s+)?(?:לא|בקושי)\s+(?:ישנתי|נרדמתי|הצלחתי\s+לישון"
    r"|עצמתי\s+עין)(?:\s+(?:כל\s+ה?לילה|בלילה|בכלל|אתמול|טוב|הלילה))*"
    # Thanks insisted on: "תודה!! לא, באמת, ...", "thanks, no really". Alone (_FILLER_ONLY) it answers a question.
    r"|(?:no|nah|לא)[\s,]+(?:really|seriously|honestly|באמת|ברצינות)"
)
_PIECES += (
    # Closing the conversation, as formal writers do: "that is all for today, goodbye and have a pleasant day", "זה הכל
    # להיום, להתראות ויום נעים". "and" only joins two such pieces (alone it is no small talk: _FILLER_ONLY).
    r"|(?:that'?s|that\s+is|that\s+will\s+be|that'?ll\s+be)\s+all(?:\s+for\s+(?:today|now|tonight|the\s+day))?"
    r"|(?:זהו|זהו\s+זה|זה\s+הכל|זה\s+הכול|סיימנו)(?:\s+(?:להיום|לעכשיו|בינתיים))?"
    r"|have\s+a\s+(?:(?:very|really)\s+)?(?:pleasant|wonderful|blessed|beautiful|fantastic|lovely|nice|good|great|productive"
    r"|relaxing|peaceful)\s+(?:day|evening|night|weekend|week|one|shabbat|holiday)"
    r"|(?:המשך\s+)?(?:יום|ערב|שבוע|סופ\"?ש|לילה|חג)\s+(?:נעים|נעימה|נפלא|מקסים|מוצלח|טוב|שקט|רגוע)(?:\s+(?:לך|לכם))?"
    # "שלום רב": the formal greeting ("רב" alone greets no one: _FILLER_ONLY).
    r"|and|&|רב"
    # Thanks as formal writers put it: "it is greatly appreciated", "i really appreciate your help", "אני מעריכה את זה".
    r"|(?:(?:it|that|this)\s+is\s+|it'?s\s+|that'?s\s+)?(?:(?:very|greatly|truly|really|so)\s+)+appreciated"
    r"|(?:i\s+)?(?:(?:really|truly|greatly|do)\s+)?appreciate\s+(?:it|that|this|(?:all\s+)?your\s+help|everything"
    r"|all\s+(?:you\s+do|your\s+work))(?:\s+(?:very\s+much|so\s+much|a\s+lot))?"
    r"|(?:אני\s+)?(?:ממש\s+|מאוד\s+)?(?:מעריכה|מעריך)\s+(?:את\s+זה|את\s+העזרה(?:\s+שלך)?|את\s+כל\s+מה\s+ש(?:את|אתה)\s+"
    r"(?:עושה|עושים))(?:\s+מאוד)?"
    # Endearments said with the thanks: "תודה רבה יקירתי", "thank you darling".
    r"|יקירתי|יקרה(?:\s+שלי)?|יקירה\s+שלי|darling|sweetie|honey|dearest|my\s+dear|queen|king|legend|champ|hero"
    # Thanks said as a question with no answer: "i don't know what i'd do without you", "אני לא יודעת מה הייתי עושה
    # בלעדייך".
    rf"|(?:i\s+)?(?:(?:honestly|really|truly)\s+)?(?:don'?t|do\s+not)\s+know\s+what\s+i\s*(?:'d|would)\s+do\s+without"
    rf"\s+{_YOU}|what\s+would\s+i\s+do\s+without\s+{_YOU}|(?:i\s+)?could(?:n'?t|\s+not)\s+(?:have\s+)?do(?:ne)?\s+it"
    rf"\s+without\s+{_YOU}"
    r"|(?:אני\s+)?(?:(?:באמת|ממש)\s+)?(?:לא\s+(?:יודעת|יודע)\s+)?מה\s+(?:הייתי\s+עושה|אני\s+אעשה|אעשה)\s+(?:בלעדי(?:ך|יך|ייך)"
    r"|בליך)"
)
_PIECE = re.compile(rf"(?:{_PIECES})(?![\w\u05D0-\u05EA'])", re.IGNORECASE)
# "תגידי, מה זה מע"מ", "tell me, how far is the moon": "say" before a question only opens it.
# An apology for asking only opens the question: "סלח לי על השאלה, מי היה...", "sorry to bother you, how far is...".
_OPENER = re.compile(rf"(?:{_GREETINGS}|memo|ממו|אחי|אחותי|ok+|okay|אוקיי|אוקי|(?:תגיד|תגידי|תגידו)(?:\s+לי)?"
                     r"|tell\s+me(?=\s*,)|(?:סלח|סלחי|תסלח|תסלחי)\s+לי(?:\s+על\s+ה(?:שאלה|הפרעה|נדנוד))?"
                     r"|סליחה(?:\s+על\s+ה(?:שאלה|הפרעה|נדנוד)|\s+שאני\s+(?:שואל|שואלת|מפריע|מפריעה))?"
                     r"|(?:sorry|excuse\s+me|pardon(?:\s+me)?)(?:\s+(?:to\s+bother\s+you|for\s+(?:the\s+)?(?:bother"
                     # "שאלה כללית", "general question", "שאלה לא קשורה": the question is about the world, not Memo.
                     r"|(?:silly|dumb|stupid|random)\s+question|asking)))?|שאלה(?:\s+(?:קטנה|מהירה|זריזה|קצרה|טיפשית|כללית"
                     r"|לא\s+קשורה|אחרת|תמימה))?|quick\s+question"
                     # "quick q whats the capital of peru", "random q: how far is the moon": "q" is a question.
                     r"|(?:quick|random|silly|dumb|small|general|unrelated|off[\s-]?topic)\s+q(?:s|uestion)?)"
                     r"(?![\w\u05D0-\u05EA'])", re.IGNORECASE)
# Between pieces: spaces, punctuation, emoji and emoticons.
_GAP = re.compile(r"(?:[\s,.!?;:\-~()*]|[\U0001F000-\U0001FAFF\u2600-\u27BF\u2764\ufe0f\u200d]|[:;]-?[()DPp])*")
# Words that are never small talk on their own, so a message with only these is not ("today").
# "יאללה" alone may as well say "go ahead" to what came before; "טעות" alone may say Memo got something wrong.
_FILLER_ONLY = re.compile(r"(?:and|&|רב|today|tonight|היום|הלילה|memo|ממו|ממש|מלא|a\s+lot|(?:so+|very)\s+much"
                          r"|יאללה|יאלה"
                          r"|באמת|המון|(?:no|nah|לא)[\s,]+(?:really|seriously|honestly|באמת|ברצינות)|(?:(?:יש\s+לי|אני)\s+)?(?:מחר\s+.*מוקדם|קמה?\s+מוקדם\s+מחר)|.*\bearly\b.*"
                          r"|yalla|queen|king|legend|champ|hero|נו+|every\s+(?:single\s+)?day|all\s+the\s+time|always|כל\s+יום|כל\s+הזמן|תמיד|בעבודה"
                          r"|(?:עם|בלי)\s+ה?ילדים"
                          r"|וואלה|so|טעות|טעיתי|oops|אופס|(?:about|with|from|because\s+of|for|על)\s.+|עזרה|מה?(?:עבודה|לימודים|ילדים|כל|הכל|חיים|מבחן"
                          r"|מבחנים|שבוע))$", re.I)


def _pieces(text: str, piece: re.Pattern[str]) -> tuple[int, list[str]]:
    """How far `text` is made of `piece`s from its start, and the pieces read."""
    pos, found = _GAP.match(text).end(), []  # type: ignore[union-attr]
    while pos < len(text):
        m = piece.match(text, pos)
        if (m is None or m.end() == pos) and found and text.startswith("ו", pos):
            m = piece.match(text, pos + 1)  # "לילה טוב ותודה על הכל": "and" glued to the next piece
        if m is None or m.end() == pos:
            break
        found.append(m.group(0))
        pos = _GAP.match(text, m.end()).end()  # type: ignore[union-attr]
    return pos, found


def is_small_talk(text: str) -> bool:
    """Whether the whole message is greetings, thanks, praise, goodbyes and the like."""
    if _SMALL_TALK.match(text):
        return True
    end, found = _pieces(text, _PIECE)
    return end >= len(text) and any(not _FILLER_ONLY.match(p) for p in found)


@grammar
def small_talk(ctx: RuleContext) -> Intent | None:
    if is_small_talk(ctx.text):
        return Intent("general", "respond", {"operation": "respond", "kind": "small_talk"}, 0.9,
                      intent_type="conversation")
    return None


_ASK = re.compile(
    r"^(?:write|compose|draft a poem|tell me (?:a|about|something)|explain|what is|what are|what'?s the|who is|who was"
    r"|who are|what'?s an?(?=\s)"  # "what's a normal heart rate for a child": said as "what is a ..." is
    r"|why|how (?:do|does|can|to|many|much|long|far)|when (?:is|was|did)|where is|translate|summari[sz]e|define"
    r"|give me (?:ideas|an idea|a tip|advice|a recipe)|recommend|suggest|can you (?:write|explain|tell)|tell me a joke"
    r"|what'?s the (?:weather|time|date)|who (?:won|wrote|invented|made|were|did)|what time is it"
    r"|what'?s the difference|what is the difference"
    # Asking for a recommendation: "can u recommend a good book", "את יכולה להמליץ על סרט טוב לערב", "יש לך המלצה
    # למסעדה". Not "can you suggest a time for the meeting": a time is the calendar's.
    r"|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?:recommend|suggest)(?!\s+(?:a\s+|another\s+)?(?:time"
    r"|slot|date|day|hour)s?\b)|any\s+(?:good\s+)?(?:recommendations|recs|suggestions)\s+for"
    r"|(?:(?:את|אתה)\s+)?(?:יכולה|יכול|תוכלי|תוכל)\s+(?:בבקשה\s+)?(?:להמליץ|להציע)(?!\s+(?:לי\s+)?(?:על\s+)?(?:זמן|שעה"
    r"|מועד|תאריך|יום))|יש\s+לך\s+(?:המלצה|המלצות|רעיון|רעיונות)(?=\s+(?:ל|על))"
    r"|תכתוב|תכתבי|כתוב|כתבי|תסביר|תסבירי|הסבר|מה זה|מה הוא|מה היא|מי זה|מי היה|מי היא|למה|איך|כמה|מתי היה"
    r"|איפה נמצא|תתרגם|תתרגמי|תרגם|תסכם|תסכמי|תן לי רעיון|תני לי רעיון|תן לי רעיונות|תני לי רעיונות|תמליץ|תמליצי"
    r"|מה ההבדל|מה ההבדלים|תספר לי|תספרי לי|ספר לי|ספרי לי"
    # Asking for a tip: "יש לך טיפ איך להירגע", "any tips for falling asleep", "do you have advice on how to focus".
    r"|(?:(?:האם\s+)?יש\s+לך|תן\s+לי|תני\s+לי)\s+(?:איזה\s+|איזשהו\s+|אולי\s+)?(?:טיפ|טיפים|עצה|עצות)(?=\s+(?:ל|על|איך|מה|נגד)"
    r"|\s*\??$)|(?:do\s+(?:you|u)\s+have|got|have\s+(?:you|u)\s+got|any)\s+(?:a\s+|any\s+|some\s+)?(?:good\s+)?"
    r"(?:tips?|advice|pointers)(?=\s+(?:for|on|about|to|how)\b|\s*\??$)"
    # Who made or did something known, and when it happened: "מי כתב את הנסיך הקטן", "who discovered penicillin",
    # "מתי הומצא הטלפון". Not "מי כתב לי" / "who called me": the user's own mail and calls.
    # Who holds an office: "whos the pm of canada rn", "who's the current president of france", "מי ראש הממשלה
    # של קנדה". Offices only: "who's the plumber we used" is the user's own note.
    r"|who'?s\s+the\s+(?:current\s+|new\s+)?(?:pm|prime\s+minister|president|king|queen|mayor|chancellor|pope"
    r"|ceo|governor|foreign\s+minister|finance\s+minister|defen[cs]e\s+minister|head\s+of\s+state)\s+(?:of|in)\b"
    r"|מי\s+(?:זה\s+|זאת\s+)?(?:ה)?(?:ראש\s+(?:ה)?ממשלה|נשיא|נשיאת|נשיאה|מלך|מלכת|מלכה|ראש\s+(?:ה)?עיר|קנצלר|אפיפיור"
    r"|שר\s+(?:ה)?(?:חוץ|אוצר|ביטחון))(?:\s+(?:של|ב)|\s+(?=[\u05D0-\u05EA]))"
    r"|who\s+(?:discovered|painted|directed|founded|built|sang|sings|composed|created|designed|killed|owns|played"
    r"|starred|first)(?!\s+(?:me|us)\b)"
    r"|מי\s+(?:כתב|כתבה|כתבו|המציא|המציאה|גילה|גילתה|ביים|שר|שרה|צייר|ציירה|בנה|הקים|הקימה|ייסד|ייסדה|ניצח|ניצחה"
    r"|זכה|זכתה|חיבר|הלחין|גילם|גילמה|שיחק|שיחקה|רצח|המציאו|בנו|היה\s+הראשון|הייתה\s+הראשונה)"
    r"(?!\s+(?:לי|אליי|אלי|לנו|אלינו|אותי|אותנו)(?![\u05D0-\u05EA]))"
    # The weather, which no tool of Memo's knows: "is it gonna rain today", "will it be cold tmrw", "יירד גשם מחר".
    r"|(?:is|will|does)\s+it\s+(?:(?:going\s+to|gonna|gunna|goin\s+to|gona|supposed\s+to|look\s+like\s+it'?s\s+going"
    r"\s+to)\s+)?(?:rain|snow|storm|hail|pour|be\s+(?:hot|cold|sunny|rainy|windy|warm|nice|cloudy|chilly|freezing|humid))"
    r"|(?:how'?s|hows|how\s+is)\s+the\s+weather|weather\s+(?:today|tomorrow|tmrw|forecast|this\s+week)"
    r"|(?:האם\s+)?(?:י?ירד|ירדו|יהיה|יהיו|תהיה)\s+(?:(?:היום|מחר|הערב|בסופ\"?ש|השבוע)\s+)?(?:גשם|גשמים|שלג|ברד|חם|קר|שרב"
    r"|חמסין|סערה)|(?:מה\s+(?:עם\s+)?|מה\s+ה)?(?:ה)?מזג\s+(?:ה)?אוויר|(?:מה\s+)?(?:ה)?תחזית"
    # Whether something heard is so: "is it true the shops close early on friday", "האם זה נכון שדבורים ישנות".
    # Not about the user's own things ("is it true my meeting moved" is the calendar's).
    r"|is\s+it\s+true(?!\s+(?:that\s+)?(?:my|our|i|we|i'?m|you|u)\b)|is\s+that\s+true"
    r"|(?:האם\s+)?(?:זה\s+)?נכון\s+(?=ש(?!ל(?:י|נו|ך)(?![\u05D0-\u05EA])|אני|אנחנו))"
    # Arithmetic on a bill: "what's a 15% tip on 340 shekels", "how much is 20% of 85", "כמה זה 15 אחוז מ-340".
    r"|(?:what'?s|whats|what\s+is|how\s+much\s+is|calculate)\s+(?:an?\s+)?\d+(?:\.\d+)?\s*(?:%|percent)\s*\w+"
    r"|(?:what'?s|whats|what\s+is|how\s+much\s+is)\s+\d+(?:\.\d+)?\s*(?:\+|-|\*|/|x|plus|minus|times|divided\s+by)(?=\s*\d)"
    # The sum alone is the question: "15% of 280?", "20 אחוז מ-85" (the number after it is left as what is asked).
    r"|\d+(?:\.\d+)?\s*(?:%|percent|אחוז)\s+(?:of(?=\s)|(?=מ-?\s*\d))(?=\s*(?:מ-?)?\s*[$₪€£]?\d+(?:[.,]\d+)?"
    r"(?:\s*(?:₪|ש\"ח|shekels?|nis))?\s*\?*\s*$)"
    r"|(?:כמה\s+(?:זה|יוצא|יהיה)|תחשב|תחשבי|חשב|חשבי)\s+(?:לי\s+)?(?:טיפ\s+(?:של\s+)?)?\d+(?:\.\d+)?\s*(?:%|אחוז)"
    r"|convert\s+(?=\d)|(?:תמיר|תמירי|המר|תמיר\s+לי|תמירי\s+לי)\s+(?=\d)|מה\s+(?:עיר\s+)?הבירה|מה\s+(?:ה)?(?:אוכלוסייה|מרחק|גובה"
    r"|משמעות|פירוש|הגדרה)\s+(?:של|בין|מ)|what'?s\s+the\s+meaning|what\s+does\s+\S+\s+mean"
    r"|מתי\s+(?:נולד|נולדה|נולדו|מת|מתה|נפטר|נפטרה|הומצא|הומצאה|הומצאו|נבנה|נבנתה|נוסד|נוסדה|קם|קמה|פרצה|נגמרה"
    r"|הסתיימה|התחילה|קרה|קרתה)"
    # The year of something known: "באיזו שנה קמה המדינה", "in what year did the war end". Not the user's own
    # ("what year did we buy the car", "באיזו שנה נולד אבא שלי"): those are kept notes.
    r"|(?:ב)?(?:איזה|איזו)\s+שנה\s+(?:נולד|נולדה|מת|מתה|נפטר|נפטרה|הומצא|הומצאה|נבנה|נבנתה|נוסד|נוסדה|קם|קמה|פרצה"
    r"|נגמרה|הסתיימה|התחילה|קרה|קרתה|היה|הייתה)(?![^?]*(?<![\u05D0-\u05EA])(?:שלי|שלנו|שלך|אני|אנחנו)(?![\u05D0-\u05EA]))"
    r"|(?:in\s+)?(?:what|which)\s+year\s+(?:did|was|were)\s+(?!(?:i|we|you|u|my|our|your)\b)"
    r"(?![^?]*\b(?:my|our|we|i|me|us)\b))\b",
    re.IGNORECASE)
# A question to Memo about itself ("yo what are your skills bro"): not general knowledge, so a greeting
# before it is not read past.
_ABOUT_MEMO = re.compile(r"\b(?:you|your|u|ur|yourself)\b|(?<![\u05D0-\u05EA])(?:אתה|שלך|אותך)(?![\u05D0-\u05EA])",
                         re.IGNORECASE)
# "מה זה היה", "what is that": a question about something said before, with nothing of its own to answer.
_ONLY_POINTING = re.compile(r"^(?:that|this|it|זה|זאת|היה|הייתה|היתה|עכשיו|בעצם|again|now|then|שוב|כאן|פה)?$",
                            re.IGNORECASE)
# "מה זה היה ההוא שאמרתי לך פעם", "what was that thing i told you once": pointing at something said before, too.
_POINTING_WORDS = re.compile(r"(?<![\w\u05D0-\u05EA])(?:that|this|it|זה|זאת|היה|הייתה|היתה|עכשיו|בעצם|again|now|then"
                             r"|שוב|כאן|פה|ההוא|ההיא|הדבר|(?:the\s+)?thing|once|before|ever|ש?(?:אמרתי|סיפרתי|הזכרתי)"
                             r"(?:\s+לך)?(?:\s+(?:לזכור|לשמור|לרשום))?|to\s+(?:remember|save|note|keep)|(?:(?:that|which)\s+)?i\s+(?:told\s+(?:you|u)|said|mentioned)(?:\s+to\s+(?:you|u))?"
                             r"|(?:אי\s+)?פעם|u+m+|u+h+|e+r+m+|h+m+|אמ{2,}|אהמ+)(?![\w\u05D0-\u05EA])|[?!.\s]+",
                             re.IGNORECASE)


# A child's question passed on: "my son is asking me why the sky is blue", "הבת שלי שואלת למה הים מלוח". Only the
# why and how of the world: "my son asked when his appointment is" is about the user's own things.
_RELAYED = re.compile(
    r"^(?:my|our)\s+(?:son|daughter|kid|kids|child|children|boy|girl|little\s+one|toddler|niece|nephew)\s+(?:is\s+|are\s+"
    r"|keeps\s+|keep\s+)?(?:asking|asked|asks|ask|wants\s+to\s+know|wanted\s+to\s+know)\s+(?:me\s+|us\s+)?(?=(?:why|how)\s)"
    r"|^ה?(?:בן|בת|ילד|ילדה|ילדים|קטן|קטנה|קטנים)(?:\s+(?:שלי|שלנו))?\s+(?:שואל|שואלת|שואלים|שאל|שאלה|שאלו|רוצה\s+לדעת"
    r"|רוצים\s+לדעת)\s+(?:אותי\s+|אותנו\s+)?(?=(?:למה|איך|מדוע)\s)", re.IGNORECASE)
_PERSONAL_WORDS = re.compile(
    r"\b(?:my|our|his|her|their|he|she|we|us|me|i|you|u)\b"
    r"|(?<![\u05D0-\u05EA])(?:שלי|שלנו|שלו|שלה|שלך|לי|לנו|לו|לה|אני|אנחנו|הוא|היא)(?![\u05D0-\u05EA])", re.IGNORECASE)
# "... and i honestly have no idea lol help", "... ואין לי מושג": that the user does not know, after the question.
_RELAY_TAIL = re.compile(r"\s*(?:,|\band\b|ו(?=אין|אני))\s*(?:i|אני)?\s*(?:honestly\s+|really\s+)?(?:have\s+no\s+idea"
                         r"|don'?t\s+know|dunno|אין\s+לי\s+מושג|לא\s+יודעת?).*$", re.IGNORECASE)


@grammar
def question(ctx: RuleContext) -> Intent | None:
    text = ctx.text
    relayed = _RELAYED.match(text)
    if relayed:
        asked = _RELAY_TAIL.sub("", text[relayed.end():])
        if _PERSONAL_WORDS.search(asked):
            return None  # "my son asked why his teacher called": the user's own life, not general knowledge
        text = asked
    m = _ASK.match(text)
    if m is None:
        start, found = _pieces(text, _OPENER)  # "morning! how many ...", "היי מה קורה? מה זה ..."
        text = text[start:]
        m = _ASK.match(text) if found and not _ABOUT_MEMO.search(text) else None
        if m is None:
            return None
    if _ONLY_POINTING.match(_POINTING_WORDS.sub("", text[m.end():])):
        return None  # "מה זה היה": what "that" is, only what came before can say
    from memo.planning.rules.notes_recall import asks_after
    from memo.planning.rules.other_channels import posts_elsewhere
    from memo.planning.rules.second_language import WRITE_ON_A_CLOCK

    if WRITE_ON_A_CLOCK.match(text):
        return None  # "write me every 20 minutes until…": a reminder on a clock, nothing to compose

    if asks_after(text) or posts_elsewhere(text):  # or "תכתבי בקבוצת ההורים ש...": a post Memo cannot make (asked)
        return None  # "איך קוראים לרופא ההוא, תקבעי לי אליו תור": a request follows the question
    # Lower than any tool grammar: "what is on my shopping list" must stay a list question.
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, 0.72,
                  intent_type="conversation")


# "what about him", "and that one?", "מה עם ההוא", "מה איתה", "נו?": a pointer back at something, with nothing of
# its own to act on. Read only so that nothing guesses at it (the nearest small-talk examples would answer
# "what about him" with a greeting): below the confidence floor, the LLM reads it with the conversation,
# or the user is asked what they mean. Not "מה איתך" / "what's up" (small talk, read above).
_POINTER = (r"(?:him|her|them|it|that|this|those|these|that\s+one|this\s+one|the\s+other\s+(?:one|thing)|the\s+thing"
            r"|that\s+thing|the\s+rest)")
_POINTER_HE = r"(?:ההוא|ההיא|ההם|ההן|הזה|הזאת|זה|זאת|הדבר\s+ההוא|הדבר\s+הזה|השני|השנייה|השאר|הדבר\s+השני)"
# When it was says no more of what it is ("that thing from yesterday", "הדבר ההוא מאתמול").
_WHEN_IT_WAS = (r"(?:\s+(?:from\s+)?(?:yesterday|earlier|before|this\s+morning|last\s+(?:week|night)|the\s+other\s+day)"
                r"|\s+(?:מאתמול|מקודם|מהבוקר|משלשום|מהשבוע\s+שעבר))?")
_ONLY_POINTER = re.compile(
    rf"^(?:and|so|ok|okay|well|but)?\s*,?\s*(?:what\s+about|how\s+about|and)\s+{_POINTER}{_WHEN_IT_WAS}\s*[?!.]*$"
    r"|^(?:and|so|nu|well)\s*[?!.]+$|^(?:so|nu|and)\s*$"
    rf"|^(?:ו)?(?:מה\s+עם|ומה\s+עם|ו)\s*{_POINTER_HE}{_WHEN_IT_WAS}\s*[?!.]*$"
    r"|^(?:ו)?מה\s+(?:איתו|איתה|איתם|איתן)\s*[?!.]*$"
    r"|^(?:נו|אז|ו)\s*[?!.]*$",
    re.IGNORECASE)


# "what was the thing i told you to remember", "מה היה הדבר ההוא שאמרתי לך": a question about something said before
# that names nothing of it. Read here, low, so that nothing guesses at it.
_SAID_BEFORE = re.compile(r"\b(?:told|said|mentioned)\b|(?<![\u05D0-\u05EA])ש?(?:אמרתי|סיפרתי|הזכרתי)"
                          r"(?![\u05D0-\u05EA])", re.IGNORECASE)
_WHAT_WAS = re.compile(r"^(?:what|whats|what's)(?:\s+(?:was|is|were))?\b|^מה(?![\u05D0-\u05EA])", re.IGNORECASE)


def _asks_what_was_said(text: str) -> bool:
    m = _WHAT_WAS.match(text) if _SAID_BEFORE.search(text) else None
    return m is not None and bool(_ONLY_POINTING.match(_POINTING_WORDS.sub("", text[m.end():])))


@grammar
def only_pointing(ctx: RuleContext) -> Intent | None:
    if _ONLY_POINTER.match(ctx.text.strip()) or _asks_what_was_said(ctx.text.strip()):
        return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, 0.3,
                      intent_type="conversation")
    return None
