"""Everyday things people put on a list, in English and Hebrew: what `lists_words.py` splits items by.

People type "wood glue sandpaper and drywall screws" or "שמן קנולה רסק עגבניות פתיתים" without commas, and
a secretary reads the item boundaries from what the words are. Four kinds of words carry that knowledge:

* THINGS: a word that is a whole item by itself ("eggs", "sandpaper", "קוסקוס"). Two of them side by side
  are two items, unless the pair is a known compound (PAIRS).
* EN_MODIFIERS: English words that (almost) only stand before another word of the same item ("brown",
  "oat", "toilet", "phone"), so they attach to the next word.
* EN_HEADS: English words that end a compound ("sauce", "towels", "glue", "charger"), so they attach to a
  word before them that is not a whole item by itself.
* HE_HEADS / HE_MODIFIERS: Hebrew construct heads that take the next word ("שמן זית", "נייר טואלט") and
  adjectives that follow their noun ("גבינה צהובה", "סוכר חום").
* EN_PACKING / HE_PACKING: what one packs for a trip, which belongs on a packing list, not a shopping one.

The same words also say what looks like a product ("I bought the eggs" is about the shopping list, "I
picked up the kids" is not): `is_product`.
"""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"\S+", text))


# -- English ---------------------------------------------------------------------------------------------
EN_THINGS = _words("""
milk eggs egg bread butter cheese yogurt yoghurt cream rice pasta spaghetti flour sugar salt pepper oil vinegar
coffee tea juice water soda beer wine cereal oats oatmeal granola honey jam ketchup mayo mayonnaise mustard hummus
tahini pita pitas bagels bagel tortillas tortilla crackers cookies chips pretzels popcorn nuts almonds walnuts
peanuts cashews pistachios pecans hazelnuts macadamias raisins chocolate candy gum apples apple bananas banana
oranges orange lemons lemon
limes
lime grapes strawberries blueberries raspberries berries avocado avocados tomatoes tomato cucumbers cucumber
onions onion garlic potatoes potato carrots carrot lettuce spinach broccoli cauliflower peppers zucchini eggplant
mushrooms celery corn peas lentils chickpeas quinoa couscous noodles chicken beef meat fish salmon tuna turkey
sausages sausage bacon ham tofu shrimp cinnamon paprika cumin oregano basil parsley cilantro mint ginger vanilla
yeast cocoa margarine salsa pickles olives cornflakes muffins cake pizza sweetener syrup mango mangoes pineapple
watermelon melon peaches pears plums kiwi dates figs cherries beets cabbage kale leeks scallions squash pumpkin
cheddar mozzarella parmesan feta ricotta croissants buns rolls baguette donuts brownies marshmallows sprinkles
lemonade kombucha seltzer ramen dumplings sushi bagels steak mince applesauce pudding jello nutella
detergent bleach soap shampoo conditioner toothpaste deodorant sponges sponge napkins tissues foil batteries
lightbulbs candles matches sandpaper glue tape nails screws hammer screwdriver drill paint brushes bandaids
band-aids band-aid bandaid plasters ibuprofen advil tylenol aspirin paracetamol vitamins vitamin multivitamin
sunscreen razors floss diapers wipes silicone
lotion mouthwash towels towel toothbrush formula pacifier pacifiers
flashlight lighter cups plates forks spoons knives straws
bags lightbulb hangers mop broom bucket gloves masks vaseline tampons pads cotton q-tips tweezers scissors
stapler pens pencils notebook envelopes stamps ink
litter kibble
erasers eraser markers crayons ruler sharpener binder binders folders notebooks
nappies pull-ups bibs pastrami salami lox brie gouda provolone
sufganiyot sufganiyah latkes challah challot matzah matzo matzos matzot hamantaschen rugelach bourekas burekas
bamba bissli labneh labaneh schnitzel shakshuka falafel halva halvah jachnun malawach cottage tzfatit bulgarit
fruit fruits veggies vegetables snacks drinks sandwiches balloons decorations streamers
toner cartridge cartridges staples paperclips post-its highlighters capsules
cheerios oreos doritos cheetos pringles nesquik frosties kleenex pampers huggies lysol windex clorox febreze nescafe
faucet faucets pipes tiles grout cement plaster caulk primer hinges siphon siphons valves
hook hooks curtains padlock
plywood sealant
cola coke pepsi sprite fanta schweppes lemonade
fromage smetana kefir tvorog ryazhenka pelmeni blini kvass croissant brioche halloumi paneer ghee naan roti chapati
chapatis dal daal atta besan kimchi miso zaatar za'atar sumac freekeh crisps biscuits digestives crumpets
soil fertilizer fertiliser compost mulch seedlings planter planters
""")
# Words that stand before the word they describe ("brown sugar", "toilet paper", "phone charger").
EN_MODIFIERS = _words("""
brown white black red green yellow heavy whole sour sweet fresh frozen dried ground grated sliced shredded
organic light dark extra virgin low-fat lowfat nonfat skim fat-free gluten-free sugar-free decaf instant
olive oat soy almond coconut peanut sesame sunflower canola vegetable balsamic maple toilet dish laundry baking
ice cottage wood trash garbage wet hand kitchen aluminum aluminium plastic sandwich zip ziploc hair tooth
dental phone usb aa aaa duct masking super sea hot iced sparkling mineral greek plain vanilla strawberry
chocolate baby paper cake pancake bathing sleeping dishwasher fabric glass floor bathroom all-purpose
powdered granulated smoked roasted salted unsalted raw cherry grape string chili chilli curry taco pizza
birthday wrapping gift cling bubble parchment wax drywall
cat dog pet kitty puppy bird
loo kitchen cling washing-up baked
""")
# Words that end a compound and take the word before them ("tomato sauce", "drywall screws", "dish soap").
EN_HEADS = _words("""
sauce juice soup oil paper towels towel soap powder chips flakes beans crumbs sticks bars noodles glue screws
nails tape charger cable cables bags bag wipes tablets pods filters foil wrap spray cleaner detergent softener
brush brushes paste bulbs bulb syrup mix sprouts seeds pads liners bottles cups plates batteries sheets cubes
chops breast breasts thighs wings fillet fillets leaves dressing seasoning broth stock cream cheese milk butter
sugar yogurt bread rolls salt vinegar tea coffee cake cookies crackers pasta rice flour candles lights suit
case holder opener remover polish lotion gel wash rinse drops pills spread mints tortillas kit
food treats litter roll film liquid
bits ties hooks bolts washers anchors rings clips bands cord
""")
# Compounds of two words that are each a whole item too ("ice" aside): kept together wherever they meet.
EN_PAIRS = frozenset(tuple(p.split("+")) for p in re.findall(r"\S+", """
cream+cheese chicken+breast chicken+breasts chicken+soup chicken+wings chicken+thighs chicken+broth tomato+sauce
tomato+paste apple+juice orange+juice lemon+juice lime+juice peanut+butter paper+towels paper+towel toilet+paper
coffee+filters milk+chocolate chocolate+milk chocolate+chips garlic+powder onion+powder chili+powder baking+soda
baking+powder rice+cakes corn+flakes potato+chips tortilla+chips egg+noodles rice+noodles fish+sauce bread+crumbs
coconut+milk coconut+oil olive+oil sesame+oil sea+salt beef+broth sweet+potatoes sweet+potato green+beans
ice+cream sour+cream heavy+cream whipping+cream cream+cheese cottage+cheese goat+cheese string+cheese
apple+sauce cider+vinegar rice+vinegar wine+vinegar corn+tortillas flour+tortillas pita+chips soda+water
orange+marmalade maple+syrup brown+sugar hot+dogs hot+dog ground+beef ground+turkey egg+whites
"""))

# -- Hebrew ----------------------------------------------------------------------------------------------
HE_THINGS = _words("""
חלב ביצים ביצה לחם חמאה גבינה גבינות קוטג' שמנת יוגורט יוגורטים אורז פסטה ספגטי קמח סוכר מלח פלפל שמן חומץ
קפה תה מיץ מים סודה בירה יין דגנים קורנפלקס גרנולה דבש ריבה קטשופ מיונז חרדל חומוס טחינה פיתות פיתה לחמניות
לחמנייה בייגלה בייגלס קרקרים עוגיות ביסלי במבה צ'יפס אגוזים שקדים בוטנים קשיו פיסטוקים פקאנים פקאן צימוקים שוקולד
ממתקים
מסטיק גלידה תפוחים תפוח בננות בננה תפוזים תפוז לימונים לימון ענבים תותים אבוקדו עגבניות עגבנייה עגבניה
מלפפונים מלפפון בצל בצלים שום גזר חסה תרד ברוקולי כרובית פלפלים קישואים חצילים חציל פטריות סלרי תירס אפונה
שעועית עדשים קינואה קוסקוס פתיתים אטריות עוף בשר דג דגים סלמון טונה הודו נקניקיות נקניק טופו שרימפס
קינמון פפריקה כמון אורגנו בזיליקום פטרוזיליה כוסברה נענע ג'ינג'ר וניל שמרים קקאו מרגרינה חמוצים זיתים קולה
ספרייט שוקו מלבי פודינג חלבה רוגלך בורקס קרואסונים עוגה פיצה שניצל שניצלים קבב המבורגר צלעות כבד פרגיות
מנגו אננס אבטיח מלון אפרסקים אגסים שזיפים קיווי תמרים תאנים דובדבנים סלק כרוב קייל כרישה בטטה דלעת ליים
שמפו מרכך סבון אקונומיקה מגבונים טישו מפיות סקוטש ספוג ספוגים סוללות נורות נרות גפרורים אקמול אדוויל נורופן
ויטמינים פלסטרים תחבושות דאודורנט חיתולים מסקינטייפ דבק מסמרים ברגים פנס מימייה אוהל מברגה פטיש צבע מברשות
סיליקון סכו"ם כוסות צלחות מזלגות כפות סכינים קשים מגבות מגבת משחה קונדישנר
תחליב ג'ל מגלחים קיסמים שקיות נייר לק אצטון קרם מטליות סבונים טמפונים
חלה חלות ירקות פירות
טיטולים מטרנה סימילאק נוטרילון תמ"ל מוצץ מוצצים דייסה מחית פסטרמה סלמי קבנוס פריכיות ביסקוויטים וופלים
טורטיות טורטייה לאפות בולגרית צפתית מוצרלה פרמזן ריקוטה לבנה שמיר נענע צנוניות גמבה תפו"א ניילון סנו
אלומיניום דאודורנטים פדים קונדומים אופטלגין
סופגניות סופגנייה לביבות מצות מצה ג'חנון מלאווח שקשוקה פלאפל חלווה
כריכים כריך סנדוויצ'ים סנדוויץ' טוסטים פריטטה קציצות
קפיר סמטנה גרצ'קה גרצקה כוסמת טבורוג ריאז'נקה פלמני זעתר סומק בורגול פריקה
מחברות מחברת עפרונות עפרון מחק מחקים עטים טושים צבעי מספריים סרגל מחדד קלסר קלסרים
טונר דיו מחסנית סיכות מהדקים מרקרים פוסטיטים קפסולות פילטרים
צ'יריוס דוריטוס תפוצ'יפס פרינגלס קרמבו אפרופו נוטלה נסקפה
כפפות כפפה מסכות ברז ברזים סיפון סיפונים צינור צינורות אריחים קרמיקה מלט טיט גבס צירים דיבלים פריימר
ווים וו קולבים קולב מקדחה מטאטא מגב דלי מפצל מפצלים מאריך אטמים אזיקונים קרניז מסור צבת
דשן קומפוסט שתילים עציץ עציצים
""")
# Construct heads ("שמן זית", "נייר טואלט", "אבקת כביסה"): they take the word after them.
HE_HEADS = _words("""
שמן נייר אבקת חומר מי מיץ רסק גבינת משחת מברשת שקית נוזל תפוחי פתיתי חטיף חטיפי רוטב ממרח דגני קופסת חבילת
בקבוק בקבוקי קרטון קילו ליטר זוג תבנית חמאת חזה כרעי פחית אריזת מרכך תרסיס שקי שק תלושי קבלות קבלת כרטיסי בגד
בגדי נעלי כבל סרט ציפוי שקדי אגוזי גרעיני טחינת ממתק פירורי קוביות ציר רוטבי
אוכל מזון חול חטיפים
""")
# Two known things that, side by side, name one product ("עוגיות שוקולד צ'יפס", "חלב שקדים"), as EN_PAIRS do.
HE_PAIRS = frozenset(tuple(p.split("+")) for p in re.findall(r"\S+", """
עוגיות+שוקולד שוקולד+צ'יפס עוגיות+חמאה חלב+שקדים חלב+שוקו שוקולד+חלב מיץ+תפוזים מיץ+תפוחים שמן+זית פתיתי+שוקולד
ממרח+שוקולד גלידת+שוקולד עוגת+שוקולד עוגת+גבינה קרם+לחות נייר+כסף
"""))
# Adjectives and the like that follow their noun ("גבינה צהובה", "סוכר חום", "לחם מלא").
HE_MODIFIERS = _words("""
צהובה צהוב לבנה לבן לבנים מלא מלאה מלאים טרי טריה טריים טריות קפוא קפואה קפואים קפואות גדול גדולה גדולים קטן
קטנה קטנים ירוק ירוקה ירוקים אדום אדומה אדומים שחור שחורה שחורים מתוקה מתוק מתוקים חמוץ חמוצים מלוח מלוחים דל
דלת רזה רזים מגורדת מגורד טחון טחונה טחונים מרוסק מרוסקות אורגני אורגנית כבושים חריף חריפה ביתי ביתית קלוי
קלויים יבש יבשה יבשים מריר חלבי בשרי פרוס פרוסה טבעוני טבעונית חום חומה חומים טורקי טורקית שקוף שקופה לחים
לחות שרי בולגרית בולגרי צרפתי צרפתית איטלקי יווני יוונית מעושן מעושנת מבושל רך רכה קשה קשים נטול ללא
סויה שקדים שיבולת זית קנולה חמניות אדמה טואלט אפייה כביסה כלים שיניים הגנה חלבון אנרגיה כלים רצפות
זבל כסף
""")

# -- packing (both languages) ---------------------------------------------------------------------------
# What people pack for a trip: a list of its own ("swimsuit's packed" ticks it on the packing list).
EN_PACKING = _words("""
swimsuit swimsuits bathing-suit sunglasses sunscreen charger chargers passport passports toothbrush hat hats
jacket jackets socks shoes sandals pajamas umbrella camera headphones earphones tent flashlight towel towels
shorts flipflops flip-flops sweater hoodie underwear leggings sneakers boots scarf adapter laptop tickets
""")
HE_PACKING = _words("""
בגד בגדי מגבת מגבות משקפי כובע מעיל גרביים נעליים סנדלים פיג'מה מצלמה אוזניות דרכון דרכונים מטען כפכפים
חולצה חולצות מכנסיים סוודר אוהל פנס מימייה שק
מטענים כובעים מעילים משקפיים פיג'מות מצלמות דרכונים תחתונים גופיות שמלה שמלות סוודרים נעלי כפכף
""")

_EN_FUNCTION = _words("of for with to from in on at by the a an my our some any this that these those than as")


def en_plural(word: str) -> bool:
    """ "eggs", "tomatoes": a plural, which rarely stands before another noun of the same item."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))


def _en(word: str) -> str:
    return word.casefold().strip(".,!?")


def en_thing(word: str) -> bool:
    """A whole item by itself, singular or plural ("egg"/"eggs", "tomatoes")."""
    w = _en(word)
    things = EN_THINGS | EN_PACKING
    return w in things or (w.endswith("s") and w[:-1] in things) or (w.endswith("es") and w[:-2] in things)


def he_bare(word: str) -> str:
    """The Hebrew word without a leading definite article ("החלב" -> "חלב") when that is a known word."""
    if word.startswith("ה") and len(word) > 3 and (word[1:] in HE_THINGS or word[1:] in HE_HEADS
                                                   or word[1:] in HE_PACKING):
        return word[1:]
    return word


def he_thing(word: str) -> bool:
    bare = he_bare(word)
    return bare in HE_THINGS or bare in HE_PACKING


def _item_words(item: str) -> list[str]:
    return re.findall(r"[\w'\"-]+", item)


# Lists whose items are titles or people ("movies", "bar mitzvah guests", "ספרים לקרוא"): their items keep
# an English "the" ("the lion king", "the shapiros"), which on a shopping list is only the article. Topics to
# study are named the same way ("the holocaust", "the french revolution").
_TITLES_OR_PEOPLE = re.compile(
    r"(?<![\w\u0590-\u05FF])(?:movies?|films?|shows?|series|tv|books?|reading|songs?|music|albums?|playlist|podcasts?"
    r"|topics?|subjects?|chapters?|syllabus|bagrut|revision|study|studying|exams?|test\s+material"
    r"|games?|bands?|watch\s*list|watchlist|guests?|invitees?|invites?|people|names?|contacts?|friends?|family"
    r"|(?:ה)?(?:סרטים|סרט|ספרים|ספר|סדרות|סדרה|שירים|שיר|אלבומים|פודקאסטים|משחקים|להקות|אורחים|מוזמנים|הזמנות"
    r"|אנשים|שמות|חברים|משפחה)|לצפייה|לקרוא|לראות|לשמוע)(?![\w\u0590-\u05FF])", re.IGNORECASE)


# Lists of works only (not people): a title may hold an "and" of its own ("Pride and Prejudice").
_TITLES = re.compile(
    r"(?<![\w\u0590-\u05FF])(?:movies?|films?|shows?|series|tv|books?|reading|songs?|music|albums?|playlist|podcasts?"
    r"|games?|watch\s*list|watchlist|(?:ה)?(?:סרטים|סרט|ספרים|ספר|סדרות|סדרה|שירים|שיר|אלבומים|פודקאסטים|משחקים)"
    r"|לצפייה|לקרוא|לראות|לשמוע)(?![\w\u0590-\u05FF])", re.IGNORECASE)


def titles_only(list_name: str) -> bool:
    """Whether a list's name says it holds titles of works (books, movies, songs), whose names may hold "and"."""
    return bool(list_name) and bool(_TITLES.search(list_name))


def titles_or_people(list_name: str) -> bool:
    """Whether a list's name says it holds titles or people, not things one buys."""
    return bool(list_name) and bool(_TITLES_OR_PEOPLE.search(list_name))


def is_product(item: str) -> bool:
    """Whether an item reads as something one buys: one of its words is a known grocery, household,
    pharmacy or hardware thing (not only a thing one packs, see `is_packing`)."""
    for word in _item_words(item):
        w = _en(word)
        bare = he_bare(word)
        if (w in EN_THINGS or (w.endswith("s") and w[:-1] in EN_THINGS) or w in EN_HEADS or bare in HE_THINGS
                or bare in HE_HEADS):
            return True
    return False


def is_packing(item: str) -> bool:
    """Whether an item reads as something one packs for a trip ("swimsuit", "passport", "מטען")."""
    for word in _item_words(item):
        w = _en(word)
        if w in EN_PACKING or (w.endswith("s") and w[:-1] in EN_PACKING) or he_bare(word) in HE_PACKING:
            return True
    return False


def en_function_word(word: str) -> bool:
    return _en(word) in _EN_FUNCTION


# "x3", "3x": a count written the way people mark how many ("avocado x3").
_COUNT = re.compile(r"^(?:\d+(?:[.,]\d+)?%?|[x×]\d+|\d+[x×]|a|an|some|few|couple|dozen|kg|kilo|liter|litre|pack|box"
                    r"|bag|bottle|can|jar"
                    r"|קילו|ליטר|חבילה|חבילת|חבילות|שקית|בקבוק|בקבוקי|קופסה|קופסת|קופסאות|מארז|חצי|זוג|שני|שתי|שלושה"
                    r"|שלוש|קרטון|קרטוני|פחית|פחיות|מגש"
                    # weights and volumes, glued to the number or not ("750ml", "200 gr", "2 ק\"ג"), and the size
                    # of the pack ("1 big bag"): how much, never what
                    r"|\d+(?:[.,]\d+)?(?:ml|l|g|gr|kg|cl|oz|lb|lbs)|ml|g|gr|grams?|half|big|small|large|family"
                    r"|ק\"ג|קג|גרם|גר'?|מ\"ל|מל)$", re.IGNORECASE)
# A kind or origin said after its food, the order of Arabic, Hebrew and Russian ("rice basmati", "cheese
# bulgarian"): the food is still the first word.
_EN_KINDS_AFTER = _words("""
basmati jasmine bulgarian bulgarit greek turkish russian arabic arab iraqi yemeni persian israeli italian french
swiss dutch feta white black red green brown whole fresh frozen light diet zero
""")


# A to-do said in the words of one ("need to replace the batteries", "gotta fix the faucet"): an errand, whatever
# thing it names last.
_ERRAND_START = re.compile(r"^(?:need|needs|gotta|got\s+to|have\s+to|has\s+to|must|should|to|fix|repair|replace"
                           r"|change|install|call|book|renew|return|exchange|mend|check)\b", re.IGNORECASE)


def is_grocery(item: str) -> bool:
    """Whether an item is plainly a thing one buys, judged by the word that says what it is: the last English
    word ("oat milk", "aluminum foil", not "oil change"), the first Hebrew one after a quantity ("שמן זית",
    "2 קילו עגבניות"). Stricter than `is_product`: it decides where an item goes when no list is named."""
    words = [w for w in _item_words(item) if not _COUNT.match(w)]
    if not words or _ERRAND_START.match(item.strip()):
        return False
    hebrew = [w for w in words if re.search(r"[\u0590-\u05FF]", w)]
    if hebrew and len(hebrew) < len(words):
        return False  # a name in two scripts: nothing says what its head is
    if hebrew:
        bare = he_bare(words[0])
        return bare in HE_THINGS or bare in HE_HEADS
    if len(words) > 1 and _en(words[0]) == "of":
        words = words[1:]  # "half kilo of cheese": what the amount is of
    while len(words) > 1 and _en(words[-1]) in _EN_KINDS_AFTER and _en(words[0]) in EN_THINGS:
        words = words[:-1]  # "rice basmati", "cheese bulgarian": the kind after the food
    last = _en(words[-1])
    if last in EN_THINGS or (last.endswith("s") and last[:-1] in EN_THINGS) or (last.endswith("es")
                                                                                and last[:-2] in EN_THINGS):
        return True
    # A compound's head ("dish soap", "coffee filters") only with a grocery word before it: "court case" is none.
    return last in EN_HEADS and any(_en(w) in EN_THINGS or _en(w) in EN_MODIFIERS for w in words[:-1])
