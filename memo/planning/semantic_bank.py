"""The labelled example messages the semantic layer compares a message with, in both languages.

Each label is "capability:kind". Only some labels are acted on (`ROUTED` in semantic.py): the ones whose
plan needs no slots a grammar must read (a friendly reply, a notes search with the message as its query,
a note with the message as its text). The other labels are here so that a request for a reminder, a list,
the calendar or mail that no grammar read is recognised as such and asked about, never mistaken for
small talk or a note. Write examples as people write on WhatsApp; keep each label varied in shape.
"""

from __future__ import annotations

EXAMPLES: dict[str, tuple[str, ...]] = {
    "general:small_talk": (
        "thanks a lot", "thank you so much you're amazing", "ty!!", "thx buddy", "appreciate it",
        "you're a star", "love you memo", "good job", "well done thanks", "perfect thanks",
        "hi", "hello there", "hey memo", "good morning", "good evening", "good night", "night night",
        "bye", "see you later", "talk tomorrow", "how are you", "how's it going", "what's up",
        "are you there?", "lol", "haha that's funny", "ok cool", "awesome", "great news", "tell me a joke",
        "i'm bored", "you're so helpful honestly", "sorry my bad", "never mind", "all good",
        "תודה", "תודה רבה", "תודה ענקית את אלופה", "תודה אחי", "מעולה תודה", "יא מלכה", "אין עלייך",
        "את תותחית", "אתה גבר", "היי", "שלום", "בוקר טוב", "ערב טוב", "לילה טוב", "ביי", "נדבר מחר",
        "מה נשמע", "מה שלומך", "מה קורה", "איך את", "חחח", "סבבה", "אחלה", "יופי", "מגניב",
        "ספרי לי בדיחה", "משעמם לי", "סליחה טעיתי", "לא משנה", "הכל טוב", "שבת שלום", "שבוע טוב",
    ),
    "general:question": (
        "how many grams in a kilo", "what's the capital of australia", "how do i boil an egg",
        "how long to cook rice", "what's the difference between a virus and bacteria",
        "why is the sky blue", "how far is the moon", "what temperature do you bake cookies at",
        "how do you say thank you in french", "what does vat mean", "who wrote harry potter",
        "what's a good name for a puppy", "how much water should i drink a day",
        "convert 5 miles to km", "what's 15 percent of 80", "give me an idea for dinner",
        "כמה גרם יש בכוס סוכר", "מה עיר הבירה של קנדה", "איך מכינים שקשוקה", "כמה זמן מבשלים פסטה",
        "מה ההבדל בין שמרים לאבקת אפייה", "למה השמיים כחולים", "מי כתב את הארי פוטר",
        "איך אומרים תודה ביפנית", "מה זה אינפלציה", "כמה קלוריות יש בבננה", "תני לי רעיון לארוחת ערב",
        "כמה זה 20 אחוז מ 150", "מה ההבדל בין מזגן אינוורטר לרגיל", "איך מורידים כתם קפה מחולצה",
    ),
    "meta:describe_capabilities": (
        "what can you do", "what are you able to do", "help", "how do you work", "what do you do exactly",
        "what else can you help with", "can you do more than reminders", "show me what you can do",
        "who are you", "what is memo", "how do i use you",
        "מה את יודעת לעשות", "מה אתה יכול לעשות", "עזרה", "איך את עובדת", "במה את יכולה לעזור",
        "מה עוד את יודעת", "מי את", "מה זה ממו", "איך משתמשים בך",
    ),
    "second-brain:search": (
        "what's the wifi password", "what was the alarm code", "when is mom's birthday",
        "what's my passport number", "who was the guy who fixed the boiler", "what's the plumber's number",
        "what did i write about the vacation", "what was that book my friend recommended",
        "which hotel did we stay at in paris", "where did i park", "how much did i pay for the tires",
        "what size shoes does my son wear", "what was that idea i had about the business",
        "remind me what the lawyer said", "do you remember the name of that restaurant",
        "what's the account number for the electric company", "what did i save about the car",
        "names of my neighbors kids", "what's the code for the building door", "did i note the doctor's name",
        "מה הסיסמה של הוויפי", "מה הקוד של האזעקה", "מתי יום ההולדת של אחותי", "מה מספר הדרכון שלי",
        "מי היה הטכנאי שתיקן את המזגן", "מה הטלפון של השרברב", "מה כתבתי על החופשה",
        "איך קראו לספר שהמליצו לי", "באיזה מלון היינו באילת", "איפה חניתי", "כמה שילמתי על הצמיגים",
        "איזה מידה הבן שלי", "מה היה הרעיון שלי לעסק", "מה אמר עורך הדין", "איך קוראים למסעדה ההיא",
        "מה מספר הלקוח שלי בבזק", "מה שמרתי על האוטו", "מה הקוד של הדלת בבניין", "רשמתי איפשהו את שם הרופא?",
    ),
    "second-brain:store": (
        "remember that the gate code is 4512", "save this: the dentist is dr cohen",
        "note that my car insurance renews in march", "write down that dana likes white wine",
        "keep this for me: passport number 12345678", "idea: a podcast about cooking with kids",
        "for the record the boiler technician is avi", "jot down that we owe the neighbors 200",
        "remember my locker number is 17", "please remember that i'm allergic to penicillin",
        "store this note: parking is on level -2", "the wifi password is sunshine22, save it",
        "תזכרי שהקוד של השער 4512", "תשמרי: רופא השיניים הוא דר כהן", "תרשום שהביטוח של הרכב מתחדש במרץ",
        "תרשמי שדנה אוהבת יין לבן", "תשמור לי את זה: מספר דרכון 12345678", "רעיון: פודקאסט על בישול עם ילדים",
        "לידיעתך הטכנאי של הדוד זה אבי", "תרשום שאנחנו חייבים לשכנים 200", "תזכור שמספר הלוקר שלי 17",
        "שמור פתק: החניה בקומה מינוס 2", "הסיסמה של הוויפי היא sunshine22 תשמרי",
    ),
    # Recognised so as never to be taken for the labels above; the grammars or a question handle them.
    "database:task": (
        "remind me to call the bank", "remind me tomorrow at 8 to take the pills", "don't let me forget the keys",
        "i need to renew my license", "nag me until i pay the bill", "what do i have to do today",
        "mark the report as done", "delete the reminder about the dentist", "move my reminder to 6",
        "תזכיר לי להתקשר לבנק", "תזכירי לי מחר בשמונה לקחת כדורים", "אל תתן לי לשכוח את המפתחות",
        "אני צריך לחדש רישיון", "תציק לי עד שאשלם את החשבון", "מה יש לי לעשות היום", "סיימתי את הדוח",
        "תמחק את התזכורת של רופא השיניים", "תזיז את התזכורת לשש",
    ),
    "database:list": (
        "add milk to the shopping list", "put eggs and bread on the list", "what's on my grocery list",
        "i got the tomatoes", "remove the cheese from the list", "new list for the camping trip",
        "we're out of coffee", "tick off the batteries",
        "תוסיף חלב לרשימת הקניות", "תכניסי ביצים ולחם לרשימה", "מה יש ברשימת הקניות", "קניתי עגבניות",
        "תוריד את הגבינה מהרשימה", "רשימה חדשה לקמפינג", "נגמר הקפה", "תסמן את הסוללות",
    ),
    "calendar:event": (
        "set a meeting with dan tomorrow at 3", "what's on my calendar this week", "am i free on friday",
        "cancel the meeting with the accountant", "move my dentist appointment to monday",
        "book yoga every tuesday at 7", "any meetings today",
        "תקבע פגישה עם דן מחר בשלוש", "מה יש לי ביומן השבוע", "אני פנוי ביום שישי",
        "תבטל את הפגישה עם רואה החשבון", "תזיז את התור לרופא ליום שני", "יש לי פגישות היום",
    ),
    "gmail:mail": (
        "any new emails", "find the email from the bank", "read the last mail from avi",
        "reply to dana that i'll be late", "send an email to my boss", "archive the newsletter",
        "יש מיילים חדשים", "תמצאי את המייל מהבנק", "תקריא את המייל האחרון מאבי", "תעני לדנה שאאחר",
        "תשלח מייל לבוס", "תעביר לארכיון את הניוזלטר",
    ),
}
