"""Notes, chat and questions about Memo as busy parents and travellers write them: an emoji where the colon would be,
a note led by where it is kept ("שומרת פה:"), a booking reference named in English, someone's name asked with whose
they are and which one, a number kept with "remember her number", a price raised and a code changed by someone named,
general questions with a remark after them, glad news after thanks or a greeting, and what Memo can do beyond its
own tools.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, reads_as


# -- an idea with an emoji where the colon would be -----------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("idea for Noa's bday 🎂 science party in the garden with a slime station", "slime"),
    ("רעיון ליום ההולדת של נועה 🎂 מסיבת מדע בגינה", "מסיבת מדע"),
    ("idea for the anniversary 💡 dinner at the old place", "dinner"),
    ("idea for Ben's party: a treasure hunt", "treasure hunt"),
])
def test_idea_with_emoji_for_colon(text: str, kept: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert kept in intent.args["text"]


def test_near_miss_idea_asked_is_not_kept() -> None:
    not_read_as("idea for dinner 🍕?", "second-brain")


# -- a note led by where it is kept ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("שומרת פה: מספר הלוקר של איתי בבריכה הוא 112", "112"),
    ("שימי בזיכרון: ה-booking reference של המלון בברלין הוא XK7P2Q", "XK7P2Q"),
    ("רושם לעצמי - הקוד של השער 4411", "4411"),
    ("putting this here: the gate code is 4411", "4411"),
    ("put this in your memory: Lior's number is 052-7781234", "052-7781234"),
    ("for future reference: the plumber is Yossi", "Yossi"),
])
def test_note_led_by_where_it_is_kept(text: str, kept: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert kept in intent.args["text"] and ":" not in intent.args["text"][:3]


@pytest.mark.parametrize("text", ["שומרת פה על הילדים עד שש", "שימי בזיכרון: מה הקוד?"])
def test_near_miss_kept_here_without_a_note(text: str) -> None:
    not_read_as(text, "second-brain")


# -- a booking reference, named in English inside Hebrew ------------------------------------------------------------
@pytest.mark.parametrize(("text", "about"), [
    ("מה ה-booking reference של המלון בברלין?", "ברלין"),
    ("what's the booking reference for the Berlin hotel?", "Berlin"),
    ("מה הקוד של הדירה בברלין?", "ברלין"),
])
def test_booking_reference_asked(text: str, about: str) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert about in intent.args["query"]


# -- someone's name, asked with whose they are and which one --------------------------------------------------------
@pytest.mark.parametrize(("text", "about"), [
    ("what's the name of Ben's football coach again?", "coach"),
    ("the name of Dana's piano teacher, the one from the conservatory?", "teacher"),
    ("איך קוראים לחברה של נועה מהחוג, זאת שאמא שלה רופאה?", "נועה"),
    ("איך קוראים למאמן של איתי מהכדורגל?", "איתי"),
    ("מה השם של המורה של נועה מהחוג?", "נועה"),
    ("איך קראו לבייביסיטר של נועה, זאת מהקיץ?", "נועה"),
    ("what was the name of the girl from Noa's class, the one whose mom is a doctor?", "Noa"),
])
def test_name_of_someones_person(text: str, about: str) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert about in intent.args["query"]


@pytest.mark.parametrize("text", ["what's the name of the president of France?"])
def test_near_miss_name_of_an_office_is_general(text: str) -> None:
    reads_as(text, "general", "respond")


# -- a number kept with "remember her number" -----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("the new babysitter Lior - 052-7781234, remember her number", "Lior"),
    ("the plumber Yossi 0524417789, save his number", "Yossi"),
    ("הבייביסיטר החדשה ליאור - 052-7781234, תשמרי את המספר שלה", "ליאור"),
    ("Dana 054-1234567 keep her details pls", "Dana"),
])
def test_number_kept_with_her_number(text: str, kept: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert kept in intent.args["text"] and "remember" not in intent.args["text"]


def test_near_miss_her_number_alone_is_not_kept() -> None:
    not_acted("remember her number")


# -- a price raised, a code changed by someone named ----------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ("Lior raised her rate to 60 an hour, update that", "60"),
    ("the cleaner put her price up to 250", "250"),
    ("our landlord raised the rent to 5200, pls update", "5200"),
    ("ליאור העלתה את המחיר ל-60 לשעה, תעדכני", "60"),
    ("המנקה העלתה את התעריף שלה ל-250", "250"),
    ("the Lisbon host changed the door code, it's 2270 now instead of 8831", "2270"),
    ("our landlord changed the gate code, it's 4411 now", "4411"),
    ("the building manager finally reset the wifi password: its Sunny2026 now", "Sunny2026"),
])
def test_value_changed_by_someone(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert value in intent.args["text"] and "8831" not in intent.args["text"]


@pytest.mark.parametrize("text", ["they raised the bar", "the gym raised prices"])
def test_near_miss_raise_without_a_sum(text: str) -> None:
    not_read_as(text, "second-brain")


# -- general questions, with a remark after them --------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "מה נותנים מתנה לילד בן 6 ליום הולדת? budget like 100 shekel 🎂",
    "what do you get a 6 year old for his birthday?",
    "מה מביאים לארוחת שישי אצל חברים?",
    "מה ההפרש שעות בין ישראל לטוקיו בחורף?",
    "what's the time difference between israel and tokyo?",
    "do Israelis need a visa for Georgia? the country not the state lol",
    "האם ישראלים צריכים ויזה לגאורגיה?",
])
def test_world_question_with_remark(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "מה נותנים מתנה לילד בן 6? תזכירי לי לקנות מחר",  # a request after the question
    "מה נותנים לנועה ליום הולדת?",  # someone of the user's
])
def test_near_miss_world_question(text: str) -> None:
    not_read_as(text, "general")


# -- glad news after thanks or a greeting ---------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "בוקר טוב! עוד ארבעה ימים ואני על חוף בתאילנד 🌴",
    "thanks!! את אלופה, בלעדייך הייתי שוכחת את הדרכון בבית",
    "תודה! בלעדייך הייתי שוכחת להביא את הדרכון",
    "thanks!! without you i'd have totally forgotten the passport lol",
    "good morning! 3 more days and we're in Rome!!",
    "עוד שבועיים ואנחנו בחופש 🎉",
])
def test_glad_news_is_chat(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "עוד 4 ימים ואני בתאילנד, תזכירי לי לארוז",
    "3 more days and i'm in rome, remind me to pack",
    "בלעדייך הייתי שוכחת את הדרכון, תוסיפי דרכון לרשימה",
])
def test_near_miss_glad_news_with_a_request(text: str) -> None:
    not_read_as(text, "general")


# -- what Memo can do, beyond its own tools -------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "can you track my flight status too or just set reminders?",
    "do u also book restaurants or only do lists?",
    "could you order groceries as well, or just lists?",
    "את יכולה גם לעקוב אחרי הטיסה או רק תזכורות?",
    "אתה יודע להזמין מונית או שאתה רק מזכיר?",
    "את יכולה לקרוא מיילים גם מ-Outlook או רק מ-Gmail?",
    "אתה יכול לנהל יומן גם מאאוטלוק או רק מגוגל?",
    "איך אני מבטלת תזכורת קבועה שהגדרתי? לא מוצאת איך",
    "איך מוחקים רשימה שיצרתי?",
    "how do i cancel a recurring reminder i set? can't find how",
    "how do i delete a list that i made",
])
def test_question_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can you add milk or just remind me?",  # a verb Memo acts on: may be a request
    "can you track my flight status?",
])
def test_near_miss_not_about_memo(text: str) -> None:
    not_read_as(text, "meta")
