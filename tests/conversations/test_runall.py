"""`manage.py runall` (`make run`): the admin login it makes, and the layout it refuses to start."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from django.contrib.auth import authenticate
from django.core.management import call_command
from django.core.management.base import CommandError

from memo.conversations.management.commands import runall

pytestmark = pytest.mark.django_db


@pytest.fixture
def permissive_umask():
    """A umask that would leave new files readable by everyone."""
    previous = os.umask(0o000)
    yield
    os.umask(previous)


@pytest.fixture
def mode_spy(monkeypatch):
    """Records the mode a file had whenever its mode was changed: a file chmod-ed to 0600 after it was
    written had been readable by others until then."""
    seen: list[int] = []
    real_chmod = os.chmod

    def spying_chmod(path, mode, *args, **kwargs):
        if os.path.exists(path):
            seen.append(stat.S_IMODE(os.stat(path).st_mode))
        return real_chmod(path, mode, *args, **kwargs)

    monkeypatch.setattr(os, "chmod", spying_chmod)
    return seen


def test_the_admin_password_file_is_only_ever_readable_by_its_owner(tmp_path, permissive_umask, mode_spy):
    secret = tmp_path / "admin-password.txt"
    shown = runall.ensure_admin_login(secret)
    password = secret.read_text().strip()
    assert password in shown
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600
    assert all(mode == 0o600 for mode in mode_spy), f"the file was mode {oct(mode_spy[0])} before its chmod"
    assert authenticate(username="admin", password=password) is not None


def test_the_password_is_not_written_through_a_link_left_at_its_path(tmp_path, permissive_umask):
    readable = tmp_path / "readable-by-all.txt"
    readable.write_text("")
    secret = tmp_path / "admin-password.txt"
    secret.symlink_to(readable)
    runall.ensure_admin_login(secret)
    assert readable.read_text() == ""
    assert not secret.is_symlink() and stat.S_IMODE(secret.stat().st_mode) == 0o600


def test_an_existing_admin_keeps_its_password(tmp_path, django_user_model):
    django_user_model.objects.create_superuser("admin", "", "kept")
    secret: Path = tmp_path / "admin-password.txt"
    assert "changepassword" in runall.ensure_admin_login(secret)
    assert not secret.exists()


def test_a_layout_the_database_cannot_hold_is_refused_before_anything_starts(settings, monkeypatch):
    settings.WEB_CONCURRENCY, settings.DATABASE_POOL_MAX_SIZE = 40, 8
    started = []
    monkeypatch.setattr(runall.Command, "_start", lambda self, opts: started.append(opts) or [])
    monkeypatch.setattr(runall.Command, "_supervise", lambda self, procs: None)
    with pytest.raises(CommandError, match="WEB_CONCURRENCY"):
        call_command("runall")
    assert started == []
