"""How note text is prepared for search (memo/notes/text.py): Hebrew prefixes, stems, translations, chunks."""

from __future__ import annotations

from memo.notes import text as T


def test_hebrew_prefixes_and_endings_are_indexed_with_the_bare_word():
    terms = set(T.index_terms("חניתי בחניון עזריאלי, השער והמפתחות"))
    assert {"חניונ", "שער", "מפתח", "חני"} <= terms  # final letters unified (ן -> נ)


def test_english_words_are_lightly_stemmed_on_both_sides():
    assert {"park", "key"} <= set(T.index_terms("I parked the car; the keys are inside"))
    assert T.query_concepts("where did I park?")[0].lexemes & set(T.index_terms("I parked on level 3"))


def test_question_words_are_dropped_in_both_languages():
    assert [c.word for c in T.query_concepts("what's the gate code?")] == ["gate", "code"]
    assert [c.word for c in T.query_concepts("ומה הקוד של השער?")] == ["הקוד", "השער"]


def test_a_hebrew_question_word_is_translated_to_match_an_english_note():
    concepts = T.query_concepts("איפה המפתח הרזרבי?")
    note = frozenset(T.index_terms("The spare house key is under the blue flower pot"))
    assert T.coverage(concepts, note) == 1.0


def test_generic_words_weigh_half_so_one_specific_word_decides():
    concepts = T.query_concepts("what's the garage phone number?")
    assert T.coverage(concepts, frozenset(T.index_terms("Dr. Levi the dentist's phone is 03-5551234"))) < 0.5


def test_fingerprint_ignores_case_punctuation_niqqud_and_spacing():
    assert T.fingerprint("The gate code is 4821") == T.fingerprint("  the GATE code is 4821!! ")
    assert T.fingerprint("שָׁלוֹם עולם") == T.fingerprint("שלום  עולם")
    assert T.fingerprint("The gate code is 4821") != T.fingerprint("The gate code is 4822")


def test_short_note_is_one_chunk_and_long_one_is_cut_at_sentences():
    assert T.chunks("The gate code is 4821") == ["The gate code is 4821"]
    assert T.chunks("   ") == []
    text = " ".join(f"Sentence number {i} is about nothing much at all." for i in range(400))
    pieces = T.chunks(text)
    assert all(len(p) <= T.CHUNK_CHARS for p in pieces)
    assert all(p.endswith(".") for p in pieces)  # never cut inside a sentence when sentences fit
    assert " ".join(pieces) == text


def test_a_blob_without_spaces_is_still_cut_to_size():
    pieces = T.chunks("x" * 2_000)
    assert [len(p) for p in pieces] == [700, 700, 600]


def test_focus_quotes_the_sentences_that_match():
    passage = " ".join(["Filler about tiles and paint."] * 20) + " The plumber's number is 052-7771234. " + \
        " ".join(["More filler about budgets."] * 10)
    quoted = T.focus(passage, T.query_concepts("plumber's number"), 120)
    assert "052-7771234" in quoted and len(quoted) <= 122 and quoted.startswith("…")
