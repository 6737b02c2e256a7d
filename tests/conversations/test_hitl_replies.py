"""Tests for reading a user's reply to a question Memo asked (yes/no, pick an option, free text)."""

import time

import pytest

from memo.conversations.hitl_replies import (
    Option,
    ParsedReply,
    calls_off,
    looks_like_answer,
    normalise,
    parse_choices,
    parse_reply,
    parse_yes_no,
)

TASKS = (
    Option("task:1", "Email the landlord — tomorrow 10:00"),
    Option("task:2", "Call Mom — Friday 18:00"),
    Option("task:3", "Call Dad — Friday 19:00"),
)
YES_NO_BUTTONS = (Option("yes", "Yes"), Option("no", "No"))

# ---------------------------------------------------------------------------
# normalise
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  YES!!  ", "yes"),
        ("Ok.", "ok"),
        ("really?", "really"),
        ("a   b\n\t c", "a b c"),
        ("\u200fכן\u200f", "כן"),
        ("\u202bלא\u202c", "לא"),
        ("\u2066בסדר\u2069", "בסדר"),
        ("\ufeffyes", "yes"),
        ("ye\u200bs", "yes"),
        ("שָׁלוֹם", "שלום"),
        ("כֵּן", "כן"),
        ("״כן״", "כן"),
        ("כן׳", "כן"),
        ("don\u2019t", "don't"),
        ("*yes*", "yes"),
        ("?", "?"),
        ("   ", ""),
    ],
)
def test_normalise_removes_noise_but_keeps_meaning(raw: str, expected: str) -> None:
    assert normalise(raw) == expected


def test_normalise_keeps_hebrew_letters_and_inner_punctuation() -> None:
    assert normalise("תזכיר לי, בבקשה, מחר!") == "תזכיר לי, בבקשה, מחר"


# ---------------------------------------------------------------------------
# yes / no
# ---------------------------------------------------------------------------

ENGLISH_YES = [
    "yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "k", "of course", "go ahead", "do it", "confirm",
    "confirmed", "correct", "right", "absolutely", "please do", "yes please", "Yes!", "OK.", "👍", "✅", "👌",
]
HEBREW_YES = [
    "כן", "כן כן", "בטח", "בטוח", "אוקיי", "אוקי", "אוקיי בבקשה", "סבבה", "יאללה", "נכון", "מאשר", "מאשרת",
    "תמשיך", "תמשיכי", "קדימה", "בסדר", "לגמרי", "ודאי", "בהחלט", "תעשה את זה", "כן בבקשה", "כן!",
]
ENGLISH_NO = [
    "no", "n", "nope", "nah", "cancel", "stop", "don't", "don\u2019t", "do not", "no thanks", "never mind",
    "nevermind", "❌", "👎", "No.", "NO!",
]
HEBREW_NO = [
    "לא", "לא תודה", "בטל", "תבטל", "תבטלי", "ביטול", "עזוב", "עזבי", "אל תעשה", "אל", "לא צריך", "שכח מזה",
    "לא!",
]


@pytest.mark.parametrize("reply", ENGLISH_YES)
def test_english_yes_words_mean_yes(reply: str) -> None:
    assert parse_yes_no(reply) is True


@pytest.mark.parametrize("reply", HEBREW_YES)
def test_hebrew_yes_words_mean_yes(reply: str) -> None:
    assert parse_yes_no(reply) is True


@pytest.mark.parametrize("reply", ENGLISH_NO)
def test_english_no_words_mean_no(reply: str) -> None:
    assert parse_yes_no(reply) is False


@pytest.mark.parametrize("reply", HEBREW_NO)
def test_hebrew_no_words_mean_no(reply: str) -> None:
    assert parse_yes_no(reply) is False


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("ok thanks", True),
        ("Yes, thank you!", True),
        ("sure 🙏", True),
        ("כן תודה", True),
        ("בסדר, תודה רבה", True),
        ("no thank you", False),
        ("nope, thanks", False),
        ("לא, תודה", False),
    ],
)
def test_yes_or_no_with_a_courtesy_keeps_its_meaning(reply: str, expected: bool) -> None:
    assert parse_yes_no(reply) is expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("\u200fכן\u200f", True),
        ("\u202bכן\u202c", True),
        ("\u2067לא\u2069", False),
        ("כֵּן", True),
        ("לֹא", False),
        ("\u200fלֹא\u200f", False),
        ("\ufeffyes\u200e", True),
    ],
)
def test_bidi_marks_and_niqqud_do_not_hide_yes_or_no(reply: str, expected: bool) -> None:
    assert parse_yes_no(reply) is expected


@pytest.mark.parametrize(
    "reply",
    [
        "yes but move it to 5pm",
        "ok, and also remind me to call mom",
        "כן אבל תזיז לחמש",
        "yes no",
        "thanks",
        "please",
        "maybe",
        "בערך",
        "",
    ],
)
def test_a_yes_carrying_a_new_instruction_or_no_answer_is_not_a_plain_yes_or_no(reply: str) -> None:
    assert parse_yes_no(reply) is None


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("don't do it", False), ("אל תעשה את זה", False), ("תעשה את זה", True), ("do it", True)],
)
def test_negated_do_it_is_no_while_plain_do_it_is_yes(reply: str, expected: bool) -> None:
    assert parse_yes_no(reply) is expected


@pytest.mark.parametrize(("reply", "expected"), [("yesss", True), ("nooo", False), ("כןןן", True), ("לאאא", False)])
def test_stretched_yes_and_no_are_understood(reply: str, expected: bool) -> None:
    assert parse_yes_no(reply) is expected


@pytest.mark.parametrize(
    ("reply", "expected"), [("👍", True), ("👍🏽", True), ("👍👍", True), ("✅", True), ("❌", False)]
)
def test_emoji_only_reactions_answer_yes_or_no(reply: str, expected: bool) -> None:
    assert parse_yes_no(reply) is expected


# ---------------------------------------------------------------------------
# parse_choices
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("2", (2,)),
        ("#2", (2,)),
        ("2.", (2,)),
        ("2)", (2,)),
        ("option 2", (2,)),
        ("Option #2", (2,)),
        ("number 2", (2,)),
        ("מספר 2", (2,)),
        ("אפשרות 2", (2,)),
        ("\u200f2\u200f", (2,)),
        ("2️⃣", (2,)),
    ],
)
def test_a_single_number_in_any_common_form_picks_that_option(reply: str, expected: tuple[int, ...]) -> None:
    assert parse_choices(reply, 4) == expected


@pytest.mark.parametrize(
    "reply",
    ["2 3", "2,3", "2, 3", "2 and 3", "2 & 3", "2 ו-3", "2 ו3", "2 ו\u05be3", "3, 2", "2 3 3"],
)
def test_several_numbers_with_separators_pick_each_option_once_sorted(reply: str) -> None:
    assert parse_choices(reply, 4) == (2, 3)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("1-3", (1, 2, 3)),
        ("1 - 3", (1, 2, 3)),
        ("1–3", (1, 2, 3)),
        ("1 to 3", (1, 2, 3)),
        ("1 עד 3", (1, 2, 3)),
        ("מ-1 עד 3", (1, 2, 3)),
        ("3-1", (1, 2, 3)),
        ("2 to last", (2, 3, 4)),
        ("1-2 and 4", (1, 2, 4)),
    ],
)
def test_ranges_pick_every_option_between_their_ends(reply: str, expected: tuple[int, ...]) -> None:
    assert parse_choices(reply, 4) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("first", 1), ("the first", 1), ("the second", 2), ("second one", 2), ("the second one", 2), ("1st", 1),
        ("2nd", 2), ("3rd", 3), ("third", 3), ("fourth", 4), ("tenth", 10), ("one", 1), ("two", 2),
        ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7), ("eight", 8), ("nine", 9),
        ("ten", 10), ("option one", 1), ("number two", 2), ("First!", 1),
    ],
)
def test_english_ordinals_and_number_words_pick_that_option(reply: str, expected: int) -> None:
    assert parse_choices(reply, 10) == (expected,)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("הראשון", 1), ("הראשונה", 1), ("השני", 2), ("השנייה", 2), ("השניה", 2), ("השלישי", 3),
        ("השלישית", 3), ("הרביעי", 4), ("החמישי", 5), ("השישי", 6), ("השביעי", 7), ("השמיני", 8),
        ("התשיעי", 9), ("העשירי", 10), ("אחת", 1), ("אחד", 1), ("שתיים", 2), ("שניים", 2), ("שלוש", 3),
        ("שלושה", 3), ("ארבע", 4), ("חמש", 5), ("שש", 6), ("שבע", 7), ("שמונה", 8), ("תשע", 9), ("עשר", 10),
        ("את הראשון", 1), ("את השני", 2), ("\u200fהשני\u200f", 2), ("הַשֵּׁנִי", 2),
    ],
)
def test_hebrew_ordinals_and_number_words_pick_that_option(reply: str, expected: int) -> None:
    assert parse_choices(reply, 10) == (expected,)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("the first and the third", (1, 3)), ("הראשון והשלישי", (1, 3)), ("אחת ושתיים", (1, 2)), ("one, two", (1, 2))],
)
def test_ordinals_and_number_words_can_be_combined(reply: str, expected: tuple[int, ...]) -> None:
    assert parse_choices(reply, 4) == expected


@pytest.mark.parametrize("reply", ["last", "the last one", "last one", "האחרון", "האחרונה", "את האחרון"])
def test_last_picks_the_final_option(reply: str) -> None:
    assert parse_choices(reply, 5) == (5,)


@pytest.mark.parametrize("reply", ["both", "all", "all of them", "Both of them!", "everything"])
def test_english_both_and_all_select_every_option(reply: str) -> None:
    assert parse_choices(reply, 3) == (1, 2, 3)


@pytest.mark.parametrize("reply", ["שניהם", "שתיהן", "את שניהם", "כולם", "כולן", "את כולם", "הכל", "גם וגם"])
def test_hebrew_both_selects_every_option(reply: str) -> None:
    assert parse_choices(reply, 3) == (1, 2, 3)


@pytest.mark.parametrize(("reply", "expected"), [("7", (7,)), ("0", (0,)), ("2, 9", (2, 9)), ("2-5", (2, 3, 5))])
def test_parse_choices_reports_numbers_outside_the_list_so_the_caller_can_complain(
    reply: str, expected: tuple[int, ...]
) -> None:
    assert parse_choices(reply, 3) == expected


@pytest.mark.parametrize(
    "reply",
    [
        "2 tomorrow at 5", "delete 2", "remind me at 2", "2pm", "2:30", "1.5", "in 2 hours", "to 3", "1 to", "yes",
        "כן", "ב5", "the", "option", "", "🎉",
    ],
)
def test_text_with_words_beyond_a_choice_is_not_a_choice(reply: str) -> None:
    assert parse_choices(reply, 4) is None


def test_huge_range_is_bounded_by_the_option_count() -> None:
    assert parse_choices("1-999999999999", 3) == (1, 2, 3, 1_000_000)


# ---------------------------------------------------------------------------
# parse_reply: yes_no
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("reply", "kind"), [("Yes please", "yes"), ("\u200fכן\u200f", "yes"), ("לא תודה", "no")])
def test_yes_no_question_accepts_yes_and_no(reply: str, kind: str) -> None:
    result = parse_reply(reply, "yes_no")
    assert (result.valid, result.kind, result.error) == (True, kind, None)


def test_yes_no_question_rejects_a_new_instruction() -> None:
    result = parse_reply("yes but move it to 5pm", "yes_no")
    assert (result.valid, result.kind, result.error) == (False, "invalid", "not_yes_no")
    assert result.text == "yes but move it to 5pm"


def test_typing_the_number_of_a_yes_button_counts_as_yes() -> None:
    assert parse_reply("1", "yes_no", YES_NO_BUTTONS).kind == "yes"
    assert parse_reply("2", "yes_no", YES_NO_BUTTONS).kind == "no"


def test_emoji_that_is_not_a_reaction_is_not_a_yes_no_answer() -> None:
    result = parse_reply("🎉", "yes_no")
    assert (result.valid, result.error, result.text) == (False, "not_yes_no", "🎉")


# ---------------------------------------------------------------------------
# parse_reply: single and multi choice
# ---------------------------------------------------------------------------


def test_single_choice_number_returns_position_and_option_id() -> None:
    assert parse_reply("2", "single_choice", TASKS) == ParsedReply(
        valid=True, kind="choice", choices=(2,), option_ids=("task:2",), text="2"
    )


@pytest.mark.parametrize("reply", ["the second", "השני", "#2", "option two"])
def test_single_choice_accepts_ordinals_in_both_languages(reply: str) -> None:
    result = parse_reply(reply, "single_choice", TASKS)
    assert (result.valid, result.option_ids) == (True, ("task:2",))


@pytest.mark.parametrize("reply", ["2 and 3", "1-2", "both", "all", "שניהם", "כולם"])
def test_single_choice_with_several_options_asks_for_one_only(reply: str) -> None:
    result = parse_reply(reply, "single_choice", TASKS)
    assert (result.valid, result.kind, result.error) == (False, "invalid", "one_only")


@pytest.mark.parametrize("reply", ["4", "0", "the fifth", "השביעי"])
def test_single_choice_out_of_range_is_reported(reply: str) -> None:
    result = parse_reply(reply, "single_choice", TASKS)
    assert (result.valid, result.error) == (False, "out_of_range")


def test_both_on_a_single_option_list_is_that_option() -> None:
    result = parse_reply("both", "single_choice", TASKS[:1])
    assert (result.valid, result.option_ids) == (True, ("task:1",))


def test_multi_choice_returns_every_picked_option_in_order() -> None:
    result = parse_reply("3, 1", "multi_choice", TASKS)
    assert (result.valid, result.choices, result.option_ids) == (True, (1, 3), ("task:1", "task:3"))


@pytest.mark.parametrize("reply", ["both", "all of them", "שניהם", "את כולם", "1-3"])
def test_multi_choice_all_words_select_every_option(reply: str) -> None:
    result = parse_reply(reply, "multi_choice", TASKS)
    assert (result.valid, result.option_ids) == (True, ("task:1", "task:2", "task:3"))


@pytest.mark.parametrize("reply", ["1, 5", "2-4", "0"])
def test_multi_choice_with_any_number_out_of_range_is_rejected(reply: str) -> None:
    result = parse_reply(reply, "multi_choice", TASKS)
    assert (result.valid, result.error) == (False, "out_of_range")


@pytest.mark.parametrize("expected_input", ["single_choice", "multi_choice"])
def test_a_new_request_is_not_a_choice(expected_input: str) -> None:
    result = parse_reply("remind me tomorrow at 2", expected_input, TASKS)
    assert (result.valid, result.error) == (False, "not_a_choice")


# ---------------------------------------------------------------------------
# parse_reply: label matching
# ---------------------------------------------------------------------------


def test_typing_a_label_exactly_picks_it_ignoring_case_and_dashes() -> None:
    result = parse_reply("call dad - friday 19:00", "single_choice", TASKS)
    assert (result.valid, result.option_ids) == (True, ("task:3",))


def test_typing_a_hebrew_label_exactly_picks_it() -> None:
    options = (Option("a", "להתקשר לאמא"), Option("b", "לקנות חלב"))
    result = parse_reply("\u200fלקנות חלב\u200f", "single_choice", options)
    assert (result.valid, result.option_ids) == (True, ("b",))


def test_a_label_with_a_typo_is_matched_fuzzily() -> None:
    result = parse_reply("Email the landlrd — tomorrow 10:00", "single_choice", TASKS)
    assert (result.valid, result.option_ids) == (True, ("task:1",))


def test_the_start_of_exactly_one_label_picks_it() -> None:
    result = parse_reply("call mom", "multi_choice", TASKS)
    assert (result.valid, result.option_ids) == (True, ("task:2",))


@pytest.mark.parametrize(
    ("reply", "options"),
    [
        ("call mam", (Option("a", "Call mom"), Option("b", "Call mum"))),
        ("call", TASKS),
        ("Call mom", (Option("a", "Call mom"), Option("b", "call MOM"))),
    ],
)
def test_an_ambiguous_label_match_picks_nothing(reply: str, options: tuple[Option, ...]) -> None:
    result = parse_reply(reply, "single_choice", options)
    assert (result.valid, result.error, result.option_ids) == (False, "not_a_choice", ())


def test_a_short_no_does_not_fuzzily_pick_a_label_that_starts_with_it() -> None:
    options = (Option("a", "Notify Dana"), Option("b", "Book the dentist"))
    result = parse_reply("no", "single_choice", options)
    assert result.option_ids == () and result.kind == "no"  # "no" to "which one?" is "none of them"


# ---------------------------------------------------------------------------
# parse_reply: interactive replies
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("expected_input", ["single_choice", "multi_choice", "free_text"])
def test_tapped_option_id_wins_over_the_text(expected_input: str) -> None:
    result = parse_reply("Call Dad", expected_input, TASKS, interactive_id="task:1")
    assert (result.valid, result.kind, result.choices, result.option_ids) == (True, "choice", (1,), ("task:1",))


@pytest.mark.parametrize(("interactive_id", "kind"), [("yes", "yes"), ("no", "no"), ("YES", "yes")])
def test_yes_and_no_buttons_answer_a_yes_no_question(interactive_id: str, kind: str) -> None:
    result = parse_reply("", "yes_no", interactive_id=interactive_id)
    assert (result.valid, result.kind) == (True, kind)


def test_yes_no_button_with_its_own_id_is_read_from_its_label() -> None:
    options = (Option("send:7", "Yes, send it"), Option("keep:7", "No - keep it"))
    assert parse_reply("", "yes_no", options, interactive_id="send:7").kind == "yes"
    assert parse_reply("", "yes_no", options, interactive_id="keep:7").kind == "no"


def test_an_unknown_button_id_falls_back_to_reading_the_text() -> None:
    result = parse_reply("3", "single_choice", TASKS, interactive_id="task:99")
    assert (result.valid, result.option_ids) == (True, ("task:3",))


def test_a_stale_button_with_no_text_is_not_understood_rather_than_empty() -> None:
    result = parse_reply("", "single_choice", TASKS, interactive_id="task:99")
    assert (result.valid, result.error) == (False, "not_a_choice")


# ---------------------------------------------------------------------------
# parse_reply: free text, empty and huge input
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "text"), [("Buy MILK!", "buy milk"), ("לקנות חלב", "לקנות חלב"), ("?", "?"), ("🎉", "🎉")]
)
def test_free_text_accepts_any_non_empty_reply_normalised(reply: str, text: str) -> None:
    assert parse_reply(reply, "free_text") == ParsedReply(valid=True, kind="text", text=text)


@pytest.mark.parametrize("expected_input", ["yes_no", "single_choice", "multi_choice", "free_text"])
@pytest.mark.parametrize("reply", ["", "   ", "\u200f\u200e", "\n\t"])
def test_empty_reply_is_rejected_as_empty(reply: str, expected_input: str) -> None:
    result = parse_reply(reply, expected_input, TASKS)
    assert (result.valid, result.kind, result.error, result.text) == (False, "invalid", "empty", "")


@pytest.mark.parametrize(
    ("expected_input", "valid", "error"),
    [
        ("yes_no", False, "not_yes_no"),
        ("single_choice", False, "not_a_choice"),
        ("multi_choice", False, "not_a_choice"),
        ("free_text", True, None),
    ],
)
@pytest.mark.parametrize("reply", ["yes " * 2500, "2 " * 5000, "9" * 10_000, "שלום עולם " * 1000])
def test_a_ten_thousand_character_reply_is_handled_quickly(
    reply: str, expected_input: str, valid: bool, error: str | None
) -> None:
    started = time.perf_counter()
    result = parse_reply(reply, expected_input, TASKS)
    assert time.perf_counter() - started < 1.0
    assert (result.valid, result.error) == (valid, error)
    assert not looks_like_answer(reply)


def test_unknown_expected_input_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="expected_input"):
        parse_reply("yes", "maybe")  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# looks_like_answer
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "yes", "no", "ok thanks", "כן", "לא תודה", "סבבה", "👍", "❌", "2", "#2", "2, 3", "1-3", "the second",
        "השני", "האחרון", "both", "all of them", "שניהם", "כולם", "option 2", "מספר 3",
    ],
)
def test_a_bare_yes_no_or_choice_looks_like_an_answer(message: str) -> None:
    assert looks_like_answer(message) is True


@pytest.mark.parametrize(
    "message",
    [
        "remind me at 2", "delete 2 tasks", "what's on tomorrow", "what's on tomorrow?", "תזכיר לי מחר ב-2",
        "מה יש לי מחר", "yes but move it to 5pm", "thanks", "hi", "🎉", "2:30", "2026", "0541234567", "0", "",
    ],
)
def test_a_real_request_does_not_look_like_an_answer(message: str) -> None:
    assert looks_like_answer(message) is False


@pytest.mark.parametrize("reply", ["none of them", "neither", "None.", "no", "never mind", "cancel",
                                   "אף אחד", "אף אחת מהן", "לא אלה", "לא", "עזוב"])
@pytest.mark.parametrize("expected", ["single_choice", "multi_choice"])
def test_none_of_them_to_a_which_one_question_chooses_nothing(reply: str, expected: str) -> None:
    parsed = parse_reply(reply, expected, TASKS)
    assert parsed.valid and parsed.kind == "no" and parsed.option_ids == ()


def test_an_option_named_like_a_refusal_is_still_chosen_by_its_label() -> None:
    options = (Option("task:1", "Cancel the gym"), Option("task:2", "Call the bank"))
    assert parse_reply("cancel the gym", "single_choice", options).option_ids == ("task:1",)


@pytest.mark.parametrize(("reply", "expected"), [("never mind", True), ("forget it!", True), ("עזוב", True),
                                                 ("לא משנה", True), ("no", False), ("tomorrow", False),
                                                 ("לא", False)])
def test_calling_off_a_question_needs_more_than_a_bare_no(reply: str, expected: bool) -> None:
    assert calls_off(reply) is expected


@pytest.mark.parametrize(("reply", "chosen"), [
    ("the one about the landlord", "task:1"),
    ("the dad one", "task:3"),
    ("i meant mom", "task:2"),
    ("the one with the landlord pls", "task:1"),
])
def test_an_option_can_be_chosen_by_describing_it(reply: str, chosen: str) -> None:
    result = parse_reply(reply, "single_choice", TASKS)
    assert result.valid and result.option_ids == (chosen,)


def test_a_hebrew_description_names_its_option_through_prefix_letters() -> None:
    options = (Option("e:1", "פגישה עם רופא השיניים — יום שני 10:00"), Option("e:2", "פגישה עם אבי — יום שלישי 12:00"))
    assert parse_reply("זה של רופא השיניים", "single_choice", options).option_ids == ("e:1",)
    assert parse_reply("הפגישה עם אבי", "single_choice", options).option_ids == ("e:2",)
    assert parse_reply("לרופא", "single_choice", options).option_ids == ("e:1",)


@pytest.mark.parametrize("reply", ["the friday one", "not the landlord one", "the one about the boiler"])
def test_a_description_that_fits_several_options_or_none_or_says_not_is_not_a_choice(reply: str) -> None:
    assert not parse_reply(reply, "single_choice", TASKS).valid
