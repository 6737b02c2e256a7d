"""A small Hebrew <-> English glossary of what people keep in a second brain, for full-text matching.

Why it exists: the offline embedding model (multilingual-e5-small) finds a note across languages only
some of the time — "איפה המפתח הרזרבי?" scores 0.70 against "The spare house key is under the pot",
below unrelated notes. Full-text search cannot cross languages at all. Expanding the *question's*
words with their translation ("מפתח" -> key) gives the lexical side of hybrid search a cross-lingual
match for the everyday vocabulary of personal notes (home, car, health, family, money, travel, codes).

It is used at query time only (notes are indexed as written), it is deliberately general rather
than tuned to any test set, and with OpenAI embeddings (much stronger across languages) it is an
extra rather than a necessity. Each line is one concept: English words | Hebrew words, written the
way `text.terms` normalises them (lower case, no niqqud; plural forms may be left out because
`text.terms` also indexes singular-ish stems).
"""

from __future__ import annotations

_CONCEPTS = """
code passcode pin combination | קוד קודן
password | סיסמה סיסמא סיסמת
wifi wi-fi internet router | ויפי וויפי וייפיי אינטרנט ראוטר נתב
username login user | משתמש
gate | שער
door | דלת
key keys | מפתח מפתחות
spare backup extra | רזרבי ספייר נוסף רזרבה
lock padlock | מנעול
alarm | אזעקה
intercom buzzer | אינטרקום
locker | לוקר ארונית
safe | כספת
storage storeroom | מחסן
park parked parking garage lot | חניה חנייה חניון חניתי
floor level | קומה
spot space | מקום
row | שורה
seat chair | מושב כיסא
car vehicle | רכב אוטו מכונית
bike bicycle | אופניים אופנוע
tire tyre tires | צמיג צמיגים
insurance policy | ביטוח פוליסה
license plate | רישיון לוחית
service garage mechanic | טיפול מוסך מכונאי
wash | שטיפה
fuel gas petrol | דלק
phone mobile cell | טלפון נייד פלאפון
number | מספר
address street | כתובת רחוב
email mail | מייל דואל
name | שם
birthday | הולדת יומולדת
anniversary wedding | נישואין חתונה
mom mother mum | אמא אם
dad father | אבא אב
grandma grandmother | סבתא
grandpa grandfather | סבא
sister | אחות
brother | אח
wife | אשה אישה
husband | בעל
son | בן
daughter | בת
kids children child | ילדים ילד ילדה
baby | תינוק
friend | חבר חברה
neighbor neighbour | שכן שכנה
boss manager | מנהל בוס
colleague coworker | עמית
landlord | משכיר בעהב
rent | שכירות
apartment flat | דירה
house home | בית
building | בניין
office work | משרד עבודה
school | ביהס לימודים
class lesson | שיעור
teacher | מורה
doctor dr physician | רופא רופאה דר
dentist | שיניים
vet veterinarian | וטרינר
clinic | מרפאה
hospital | חולים
pharmacy | מרקחת
medicine pill pills medication meds | תרופה כדור כדורים
blood | דם
pressure | לחץ
type | סוג
vitamin | ויטמין
allergy allergic | אלרגיה אלרגי
vaccine vaccines vaccination | חיסון חיסונים
cat | חתול
dog | כלב
plumber | אינסטלטור שרברב
electrician | חשמלאי
boiler heater | דוד
electricity electric power panel | חשמל לוח
water | מים
meter | מונה מד
bill bills invoice | חשבונית
bank | בנק
account | חשבון
branch | סניף
pension | פנסיה
tax taxes | מס מסים
accountant | רואה רוהח
salary | משכורת
money | כסף
price cost paid charged | מחיר עלות שילמתי
id identity | זהות תז
passport | דרכון
visa | ויזה
flight plane | טיסה מטוס
booking reservation reference | הזמנה אסמכתא
hotel | מלון
trip travel vacation holiday | טיול נסיעה חופשה חופש
airport | תעופה נתבג
ticket tickets | כרטיס כרטיסים
theater theatre | תיאטרון
movie cinema film | סרט קולנוע
concert show | הופעה
restaurant | מסעדה
pizza pizzeria | פיצה פיצריה
coffee | קפה
recipe | מתכון
cake | עוגה
chocolate | שוקולד
soup | מרק
eggs egg | ביצים ביצה
sugar | סוכר
bread | לחם
milk | חלב
book | ספר
read reading | לקרוא קריאה
gift present | מתנה
idea | רעיון
thought | מחשבה
learned | לקח
size | מידה מידת
shoe shoes | נעל נעליים
shirt | חולצה
glasses sunglasses | משקפיים משקפי
wallet | ארנק
bag | תיק
drawer | מגירה
closet wardrobe dresser | ארון שידה
garden | גינה
plant plants flowers orchid | צמח צמחים עציץ עציצים פרחים סחלב
water watering | להשקות משקים השקיה
tomato tomatoes | עגבניה עגבניות
roof | גג
kitchen | מטבח
printer | מדפסת
toner ink | טונר דיו
laptop computer | מחשב לפטופ
warranty guarantee | אחריות
yoga | יוגה
gym | חדר כושר
run running | ריצה
sleep | שינה
morning mornings | בוקר
evening | ערב
night | לילה
week weekly | שבוע
month monthly | חודש
year | שנה
today | היום
tomorrow | מחר
sunday | ראשון
monday | שני
tuesday | שלישי
wednesday | רביעי
thursday | חמישי
friday | שישי
saturday | שבת
january | ינואר
february | פברואר
march | מרץ
april | אפריל
may | מאי
june | יוני
july | יולי
august | אוגוסט
september | ספטמבר
october | אוקטובר
november | נובמבר
december | דצמבר
expire expires expiry | תוקף פג
closed | סגור סגורה
open | פתוח פתוחה
"""


def concepts() -> list[tuple[list[str], list[str]]]:
    """(English words, Hebrew words) per concept, as written above."""
    out = []
    for line in _CONCEPTS.strip().splitlines():
        english, _, hebrew = line.partition("|")
        out.append((english.split(), hebrew.split()))
    return out
