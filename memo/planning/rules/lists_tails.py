"""Where and when a thing was bought, said after the items: not part of the last item.

"got the eggs and the milk on my way home", "picked up bread at the market this morning", "לקחתי חלב
וביצים בדרך הביתה", "קניתי את הטחינה היום בבוקר": the place and the time of a purchase say nothing about
which item it was, so they are cut before the items are split. Only phrases that plainly are a place, a
way or a time are cut; a preposition the reading does not know after the items ("the milk for grandma",
"הביצים אצל השכנה") may belong to the item or not, so it is reported as unsure and the caller asks.
"""

from __future__ import annotations

import re

from memo.planning.rules.lists_lexicon import HE_MODIFIERS, he_thing, is_product
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
_B = rf"(?<![\w{HE}])"
_EN_DAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?"
_EN_NUMBER = r"(?:an?|one|two|three|few|a\s+few|a\s+couple\s+of|couple\s+of|\d+)"
# Chains people name as where they bought something ("from super pharm", "at rami levy", "מרמי לוי"): names of
# two words, or of one the one-word place below would not take for a shop without "the".
_EN_CHAINS = (r"super[\s-]?pharm|rami\s+levy|shufersal|yochananof|osher\s+ad|tiv\s+taam|am[\s:]?pm|home\s+center"
              r"|ikea|costco|walmart|target|trader\s+joe'?s|whole\s+foods|cvs|walgreens|7[\s-]?eleven|aldi|lidl"
              r"|tesco|sainsbury'?s|kroger|safeway|home\s+depot|lowe'?s|best\s+buy|ace\s+hardware|office\s+depot"
              r"|dollar\s+(?:tree|general)|bed\s+bath\s+(?:and|&)\s+beyond")
_HE_CHAINS = (r"(?:סופר-?\s?פארם|רמי\s+לוי|שופרסל|יוחננוף|ויקטורי|אושר\s+עד|טיב\s+טעם|איקאה|הום\s+סנטר"
              r"|איי\s?אם\s?פי\s?אם|אייס|טמבור|הום\s+דיפו|KSP|מחסני\s+חשמל|שקם\s+אלקטריק|אופיס\s+דיפו|קרפור"
              r"|יינות\s+ביתן|חצי\s+חינם|מחסני\s+השוק|סופר\s+יודה|ניו\s+פארם|גוד\s+פארם|זארה|קסטרו|ACE)")
# One circumstance phrase (English), any of which may follow the items, in any order.
_EN_PHRASE = (
    rf"(?:at|from)\s+(?:the\s+)?(?:{_EN_CHAINS})(?:\s+(?:near|by|next\s+to)\s+(?:the\s+|my\s+|our\s+)?\w+)?|"
    r"on\s+(?:my|the|our|his|her|their)\s+way(?:\s+(?:home|back|here|there|over|in|out|to\s+work"
    r"|(?:to|from)\s+(?:the\s+)?\w+(?:\s+\w+)?))?"
    r"|(?:at|from)\s+(?:the\s+|a\s+|my\s+|our\s+)?\w+(?:'s)?(?:\s+(?:store|shop|market|mall|supermarket|pharmacy"
    r"|bakery|deli|counter|stand|place|station))?(?:\s+(?:near|by|next\s+to|across\s+from|close\s+to)\s+"
    r"(?:the\s+|my\s+|our\s+)?(?:work|office|home|school|house|station|gym|mall|beach))?"
    # the street the shop is on ("from the bakery on herzl", "at the market on main st")
    r"(?:\s+on\s+[a-z]+(?:\s+[a-z]+)?(?:\s+(?:st|street|ave|avenue|rd|road|blvd|boulevard))?)?"
    r"(?:\s+(?:downstairs|down\s+the\s+(?:road|street)|around\s+the\s+corner|round\s+the\s+corner|nearby"
    r"|in\s+the\s+neighbou?rhood))?"
    r"|in\s+town|downtown|on\s+the\s+way|while\s+(?:i\s+was\s+|we\s+were\s+)?out|when\s+i\s+was\s+out"
    r"|after\s+(?:work|school|the\s+gym|lunch|dinner|practice)|before\s+(?:work|school)|at\s+lunch(?:time)?"
    r"|today|tonight|yesterday(?:\s+(?:morning|afternoon|evening|night))?|this\s+(?:morning|afternoon|evening|week)"
    r"|(?:for|in)\s+(?:the\s+|our\s+|my\s+)?(?:(?:guest|customers'?|clients'?|staff|downstairs|upstairs)\s+)?"
    r"(?:salon|office|clinic|studio|shop|kitchen|kitchenette|bathroom|restroom|toilets?|lobby|reception|break\s+room"
    r"|waiting\s+room|storeroom)"
    r"|last\s+night|earlier(?:\s+today)?|just\s+now|already|too|as\s+well|finally|also|btw|(?:yet\s+|once\s+)?again"
    r"|in\s+the\s+end|after\s+all|eventually"
    rf"|{_EN_NUMBER}\s+(?:minutes?|mins?|hours?|hrs?|days?)\s+ago|on\s+{_EN_DAY}|for\s+(?:us|you|the\s+house|home)"
    r"|for\s+(?:shabbat|shabbos|shabbes|the\s+sabbath|yom\s+tov|the\s+(?:holiday|chag)|friday\s+night"
    r"|(?:rosh\s+hashana|rosh\s+hashanah|pesach|passover|sukkot|shavuot|hanukkah|chanukah|purim))"
)
_EN_TAIL = re.compile(rf"(?:[\s,]+(?:{_EN_PHRASE}))+[\s.!]*$", re.IGNORECASE)
# Shops and places one buys at, with a Hebrew "ב" (at) or "מ" (from) glued on ("בסופר", "מהשוק").
_HE_SHOP = (r"(?:ה)?(?:סופר-?פארם|סופר|מכולת|שוק|פארם|קניון|מרכול|חנות|ירקן|ירקנייה|מאפייה|קצביה|פיצוציה|סופרמרקט"
            r"|בית\s+(?:ה)?מרקחת|מרכז|עיר|קיוסק|תחנת\s+(?:ה)?דלק)")
# The Sabbath or feast a purchase was for ("קניתי את הדגים לשבת"): when it is for, not which thing it is.
_HE_FEAST = r"ל(?:שבת|חג|ראש\s+השנה|פסח|סוכות|שבועות|חנוכה|פורים|ארוחת\s+(?:שישי|שבת|החג|ערב\s+חג))"
_HE_TIME = (rf"(?:{_HE_FEAST}|שוב|עוד\s+פעם"
            r"|היום|אתמול|שלשום|הבוקר|הערב|מקודם|קודם|עכשיו|כבר|גם|סוף\s+סוף|בסוף|לבסוף|בסופו\s+של\s+דבר|בבוקר|בצהריים|בצהרים|בערב|בלילה"
            r"|אחה\"צ|אחר\s+הצהריים|אחרי\s+(?:ה)?(?:עבודה|צהריים|גן|אימון)|לפני\s+(?:שעה|שעתיים|רגע|כמה\s+(?:דקות|שעות)"
            r"|חצי\s+שעה|\d+\s+(?:דקות|שעות)))")
# Where at home it was found ("מצאתי סוללות במגירה"): a place too.
_HE_HOME = r"(?:ה)?(?:בית|מגירה|ארון|מחסן|מקרר|מקפיא|מזווה|מטבח|אוטו|רכב|תיק|בוידעם|ארונית)"
# Where the shop is ("בסופר ליד העבודה", "at the store near work"): part of the place, not of the item.
# Also where it is said without a place ("במכולת למטה", "בסופר השכונתי", "at the shop downstairs").
_HE_NEAR = (r"(?:\s+(?:(?:ליד|שליד|על\s+יד|מול|שמול|קרוב\s+ל|שקרוב\s+ל)\s*\S+(?:\s+של\s+\S+)?"
            r"|למטה|למעלה|בפינה|שבפינה|בשכונה|שבשכונה|השכונתי|השכונתית|הקרוב|הקרובה|שלנו|שלמטה))?")
# The room or premises a thing is for or missing in ("המרכך לסלון", "אין סבון בשירותים של הלקוחות", "paper towels
# for the office"): where it goes, not which thing it is. Only rooms and places of work, since "מרכך לכביסה" or
# "סבון לכלים" name the thing itself.
_HE_ROOM = (r"(?:ה)?(?:סלון|משרד|קליניקה|מרפאה|מספרה|סטודיו|עסק|חנות|מטבח|מטבחון|שירותים|מקלחת|אמבטיה|חדר\s+(?:ה)?\S+"
            r"|לובי|קבלה|דלפק|מחסן|גן|כיתה|חדר)(?:\s+של\s+(?:ה)?\S+)?")
_HE_PHRASE = (rf"(?:ל|ב){_HE_ROOM}|בדרך(?:\s+(?:הביתה|חזרה|לעבודה|מהעבודה|לגן|מהגן|ל\S+|מ\S+))?"
              rf"|(?:ב|מ|מה){_HE_SHOP}(?:\s+של\s+\S+)?{_HE_NEAR}"
              rf"|(?:ב|מ)-?{_HE_CHAINS}{_HE_NEAR}"
              rf"|(?:ב|מ|מה){_HE_HOME}"
              rf"|{_HE_TIME}")
_HE_TAIL = re.compile(rf"(?:[\s,]+(?:{_HE_PHRASE}){_E})+[\s.!]*$")
# After the cut, a preposition still inside the items may start a circumstance this module does not know
# ("the milk for grandma", "bread at 7-eleven's", "החלב אצל השכנה"), or belong to the item ("cream for the
# cake"): only the user can say.
_UNSURE = re.compile(rf"\s(?:at|on|from|in|for|near|while|during|when|after|before|by|via){_E}"
                     rf"|{_B}(?:אצל|ליד|בשביל|עבור|בזמן|כש\S+|אחרי|לפני){_E}", re.IGNORECASE)
# A Hebrew word after the first with "ב" (at, in) or "מה" (from the) glued on, which the lexicon does not know
# as part of an item ("חיתולים בסופר-פארם", "חלב מהמקרר"), unlike "גבינה בולגרית" or "חטיף במבה".
# Not "בקבוק" (a bottle), a container that starts with the letter: "6 בקבוקי מים" is one item.
_HE_PLACE_WORD = re.compile(rf"^(?:ב(?!קבוק)|מה)[{HE}]")


def cut_tail(raw: str) -> tuple[str, str]:
    """The items without the place and time said after them, and the cut-off tail ("" when none)."""
    text = raw.rstrip()
    for _ in range(3):  # "bread at the market this morning": an English place after a Hebrew time, or so
        before = text
        for tail in (_EN_TAIL, _HE_TAIL):
            match = tail.search(text)
            if match and match.start() > 0:
                text = text[:match.start()].rstrip(" ,")
        if text == before:
            break
    return text, raw[len(text):].strip(" ,")


def unsure_tail(items: list[str]) -> bool:
    """Whether an item still holds a preposition that may be a circumstance rather than part of its name."""
    for item in items:
        if _UNSURE.search(f" {item}"):
            return True
        later = item.split()[1:]
        if any(_HE_PLACE_WORD.match(w) and not he_thing(w) and w not in HE_MODIFIERS for w in later):
            return True
    return False


# When it was bought, said right after the verb ("קניתי היום את העגבניות", "got this morning the milk"): said
# again at the end, where `cut_tail` finds it, so it is never read as a time to act at or as part of an item.
_WHEN_FIRST = re.compile(r"^(?P<when>(?:היום|הבוקר|אתמול|מקודם|בבוקר|today|this\s+morning|yesterday|earlier)"
                         r"(?:\s+(?:בבוקר|בערב|בצהריים|בצהרים))?)\s*,?\s+(?P<rest>\S.*)$", re.IGNORECASE)


def when_last(raw: str) -> str:
    """The items of a report with the time of the purchase moved after them."""
    match = _WHEN_FIRST.match(raw.strip())
    return f"{match.group('rest')} {match.group('when')}" if match else raw


# What a Hebrew item is bought for, glued on with "ל" after it: a dish being made or a meal ("שוקולד צ'יפס
# לעוגה", "שמנת לפשטידה"). The list holds the thing; a person it is for ("שמפו לילדים", "ספר לדני") or a kind of
# product ("מרכך לכביסה", "סבון לכלים", "יין לקידוש", which is sweet wine) stays, being no dish.
_HE_DISH = re.compile(r"\s+ל(?:ה)?(?:עוגה|עוגת\s+\S+|עוגות|עוגיות|פשטידה|פשטידות|סלט|סלטים|מרק|פיצה|פאי|קיש|לזניה"
                      r"|ארוחה|ארוחת\s+(?:ערב|שישי|שבת|צהריים|בוקר)|מנגל|על\s+האש|אפייה|בישול|רוטב|ממולאים"
                      r"|שקשוקה|חמין|צ'ולנט|קינוח|קינוחים|מאפה|מאפים|חלות)$")


# The same in English, after "for" ("cream for the cake", "tomatoes for the salad", "buns for the bbq"), so an
# item reads the same in either language. Never a person or a kind of product ("shampoo for the kids", "food for
# the cat"), which name which thing to buy.
_EN_DISH = re.compile(r"\s+for\s+(?:the\s+|a\s+|my\s+|our\s+|tonight'?s\s+|tomorrow'?s\s+)?(?:cake|cakes|cookies"
                      r"|salad|salads|soup|pizza|pie|quiche|lasagna|lasagne|dinner|lunch|breakfast|brunch|bbq|barbecue"
                      r"|barbeque|baking|sauce|dessert|desserts|stew|roast|curry|shakshuka|shabbat\s+dinner"
                      r"|friday\s+dinner|sandwiches|smoothies|pancakes|muffins|brownies)$", re.IGNORECASE)


def without_dish(item: str) -> str:
    """An item without the dish it is for, when what is left is a thing one buys."""
    match = _HE_DISH.search(item) or _EN_DISH.search(item)
    return item[:match.start()] if match and match.start() > 0 and is_product(item[:match.start()]) else item
