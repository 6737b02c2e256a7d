"""What the user pays and was charged, asked about: questions only their own notes answer ("how much do we pay the
cleaner", "how much was the deposit", "כמה אני משלם על השכירות"). Read by notes_recall's personal questions.
"""

from __future__ import annotations

import re

# What the user pays someone, as a habit: "how much do we pay the cleaner", "כמה אנחנו משלמים למנקה". Paying someone of
# theirs, not a price in general ("how much do we pay in taxes" has no one paid).
_WE_PAY = re.compile(r"\b(?:we|i)\s+(?:usually\s+)?(?:pay|owe|tip|give)\s+(?:to\s+)?(?:the|our|my)\s+\w+"
                     r"|(?<![\u05D0-\u05EA])(?:אנחנו|אני)\s+(?:בדרך\s+כלל\s+)?(?:משלמים|משלם|משלמת|חייבים|חייב|חייבת|נותנים"
                     r"|נותן|נותנת)\s+ל(?:ה)?[\u05D0-\u05EA]{2,}", re.IGNORECASE)


# What the user paid or was quoted, asked in the past with "the": "how much was the deposit", "what were the fees",
# "כמה היה הפיקדון", "כמה עלה התיקון". Such sums are the user's own dealings; "how much was the first iphone" is not
# one, as it names no dealing.
_DEALING_EN = (r"deposit|rent|bill|invoice|fine|quote|estimate|fee|fees|repair|repairs|tuition|down\s+payment|advance"
               r"|ticket|tickets|refund|insurance|premium|installment|instalment|tip|ride|taxi|plumber|electrician"
               r"|babysitter|cleaner|mechanic|vet|dentist|deal|offer|loan|mortgage|payment|charge|total")
_DEALING_HE = (r"הפיקדון|הפקדון|המקדמה|השכירות|שכר\s+הדירה|החשבון|החשבונית|הקנס|ההצעה|הצעת\s+המחיר|התיקון|התיקונים"
               r"|האגרה|שכר\s+הלימוד|הכרטיסים|הכרטיס|ההחזר|הביטוח|התשלום|התשלומים|ההלוואה|המשכנתא|הטיפ|המונית"
               r"|האינסטלטור|החשמלאי|הבייביסיטר|המנקה|המוסכניק|הווטרינר|רופא\s+השיניים|העסקה|ההנחה")
# What the user pays for one of their dealings, as a habit: "how much do i pay for the rent exactly", "כמה אני משלם
# בדיוק על השכירות". Only those dealings: "how much do we pay for a coffee in rome" is general.
_PAY_FOR = re.compile(
    rf"\b(?:we|i)\s+(?:usually\s+|actually\s+)?pay\s+(?:exactly\s+)?(?:for|on)\s+(?:the|our|my)\s+(?:\w+\s+)?(?:{_DEALING_EN})\b"
    rf"|(?<![\u05D0-\u05EA])(?:אנחנו|אני)\s+(?:(?:בדרך\s+כלל|בדיוק|בעצם)\s+)?(?:משלמים|משלם|משלמת)\s+(?:(?:בדיוק|בחודש"
    rf"|כל\s+חודש)\s+)?(?:על|עבור)\s+(?:{_DEALING_HE})(?![\u05D0-\u05EA])",
    re.IGNORECASE)
_PAID_THE = re.compile(
    rf"^(?:how\s+much\s+(?:was|were|did|had)|what\s+(?:was|were))\s+(?:the|that)\s+(?:\w+\s+)?(?:{_DEALING_EN})\b"
    rf"|^כמה\s+(?:היה|היתה|הייתה|היו|עלה|עלתה|עלו|יצא|יצאה|יצאו)\s+(?:לנו\s+|לי\s+)?(?:{_DEALING_HE})(?![\u05D0-\u05EA])",
    re.IGNORECASE)
