"""Meta and general round 34: what Memo can help with at some time of the user's life ("during a move? like besides
reminders"); whether what the user sends Memo is kept and who sees it ("את שומרת את ...? מי רואה את זה?"); whether
Memo reads PDF attachments, with a remark after; a setting named in English inside Hebrew ("ה-timezone שלך"); luck
asked for after what the day holds ("תחזיקי לי אצבעות"); and a workout told with its distance and pace.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, plan, reads_as


def _meta(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "meta" and not intent.missing, (text, intent)


def _chat(text: str) -> None:
    reads_as(text, "general", "respond")


# -- what Memo can help with, at some time of the user's life -------------------------------------------------------
@pytest.mark.parametrize("text", [
    "what can you actually help me with during a move? like besides reminders",
    "what can you help me with during the move",
    "what else can u do for me while i'm abroad?",
    "what can you really help with for my wedding? other than lists",
    "what can you actually do? like besides reminders",
    "במה את יכולה לעזור לי בזמן מעבר דירה? חוץ מתזכורות",
    "במה את בעצם יכולה לעזור לי לקראת החתונה?",
    "מה את יכולה לעשות בשבילי בזמן המילואים? כאילו חוץ מתזכורות",
])
def test_help_during_is_meta(text: str) -> None:
    _meta(text)


def test_help_me_remember_is_a_task() -> None:
    intent = reads_as("help me remember to pack the kitchen during the move", "database", "create")
    assert "pack the kitchen" in intent.args["text"]


# -- whether what the user sends is kept, and who sees it ----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "את שומרת את כל הקודים והמספרים שאני שולחת? מי עוד יכול לראות אותם?",
    "את שומרת את המידע הרפואי שלי איפשהו? מי רואה את זה?",
    "אתה שומר את הסיסמאות ששלחתי לך? מי עוד רואה אותן?",
    "את זוכרת את כל הכתובות שנתתי לך? זה מאובטח?",
    "do you store all the codes i send you? who else can see them?",
    "do you keep my medical info somewhere? who sees it?",
])
def test_privacy_of_what_is_kept(text: str) -> None:
    _meta(text)


def test_who_sees_a_drive_document_is_not_meta() -> None:
    not_read_as("מי עוד יכול לראות את המסמך בדרייב?", "meta")


def test_storing_a_code_is_still_a_note() -> None:
    intent = reads_as("תשמרי את הקוד של השער 4521", "second-brain", "store")
    assert "4521" in intent.args["text"]


# -- reading attachments --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "can you read PDF attachments? the contractor sends all his quotes as PDFs",
    "can u open pdf files? my landlord only sends those",
    "can you read attachments?",
    "את יודעת לקרוא קבצי PDF מצורפים? הקבלן שולח הכל ככה",
    "את יכולה לקרוא קבצים מצורפים?",
])
def test_reads_attachments_is_meta(text: str) -> None:
    _meta(text)


@pytest.mark.parametrize("text", ["read the PDF the contractor sent", "can you read the pdf attachment from dana?"])
def test_one_attachment_is_not_meta(text: str) -> None:
    not_read_as(text, "meta")


# -- a setting named in English inside Hebrew, with a remark after -------------------------------------------------
@pytest.mark.parametrize("text", [
    "איך אני משנה את ה-timezone שלך? אני טסה לברלין למרתון",
    "how do i change your timezone? flying to berlin for the marathon",
    "איך משנים את ה-settings? אני עוברת לגור בלונדון",
    "איך אני משנה את אזור הזמן שלך? אני בניו יורק השבוע",
    "איך משנים את ה-timezone?",
])
def test_how_to_change_a_setting_is_meta(text: str) -> None:
    _meta(text)


def test_changing_the_timezone_is_done() -> None:
    intent = reads_as("change my timezone to berlin", "meta", "update_settings")
    assert intent.args["timezone"] == "Europe/Berlin"


# -- luck asked for -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "בוקר טוב ☀️ היום אורזים את המטבח, תחזיקי לי אצבעות",
    "בוקר טוב, היום אני מתחילה עבודה חדשה, תחזיקי לי אצבעות 🤞",
    "תחזיק לי אצבעות, היום הראיון הגדול",
    "היי ממו! היום המבחן בנהיגה, תאחלי לי בהצלחה",
    "good morning! moving day today, wish me luck",
    "big interview today, keep your fingers crossed for me 🤞",
    "hey memo, first day at the new job. wish me luck!!",
    "תחזיקי לי אצבעות",
])
def test_luck_asked_is_chat(text: str) -> None:
    _chat(text)


def test_reminder_after_greeting_is_a_reminder() -> None:
    intent = reads_as("בוקר טוב, תזכירי לי לארוז את המטבח בעשר", "database", "create")
    assert intent.args["dueDate"].startswith("2026-11-22T10:00")


@pytest.mark.parametrize("text", [
    "wish me luck and remind me at 9 to leave",
    "תחזיקי לי אצבעות ותזכירי לי לצאת בשמונה",
])
def test_luck_with_a_request_is_not_chat(text: str) -> None:
    not_read_as(text, "general")


def test_reminder_to_wish_someone_luck() -> None:
    intent = reads_as("remind me to wish dana luck tomorrow", "database", "create")
    assert "dana" in intent.args["text"]


# -- a workout told -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "בוקר טוב ממו! עשיתי 12 קמ הבוקר בקצב 5:40 😅 הרגליים שלי מתות",
    'רצתי 10 ק"מ הבוקר, אני גמורה',
    "היי! שחיתי 2 קמ היום 💪",
    "good morning memo! ran 12k this morning at a 5:40 pace, my legs are dead",
    "swam 2km this morning, my arms are dead lol",
    "did 40 km on the bike today in 1:35 🚴",
])
def test_workout_told_is_chat(text: str) -> None:
    _chat(text)


@pytest.mark.parametrize("text", [
    "רצתי 10 קמ, תזכירי לי למתוח בשש",
    "ran 5k, add protein powder to the list",
    "רצתי 5 קמ הבוקר, צריך לקנות נעליים חדשות",
    "עשיתי 3 כביסות היום",
])
def test_workout_with_a_request_is_not_chat(text: str) -> None:
    not_read_as(text, "general")
