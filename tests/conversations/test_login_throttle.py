"""Admin login throttling: five wrong passwords in a row lock that username from that address for 15 minutes."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.contrib.auth.models import User as Staff
from django.test import Client
from django.urls import reverse
from django.utils import timezone

pytestmark = pytest.mark.django_db
PASSWORD = "correct horse battery"


@pytest.fixture
def staff(settings):
    # A fast hasher: these tests check many passwords, and the throttle does not depend on the hash.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    return Staff.objects.create_user("boss", password=PASSWORD, is_staff=True, is_superuser=True)


def attempt(client: Client, password: str, ip: str = "203.0.113.7"):
    return client.post(reverse("admin:login"), {"username": "boss", "password": password, "next": "/admin/"},
                       REMOTE_ADDR=ip)


def signed_in(response) -> bool:
    return response.status_code == 302 and response["Location"] == "/admin/"


def test_the_right_password_after_five_wrong_ones_is_refused(client, staff):
    for _ in range(4):
        refused = attempt(client, "wrong")
        assert refused.status_code == 200 and "Please enter the correct username" in refused.content.decode()
    assert attempt(client, "wrong").status_code == 429  # the fifth failure locks
    sixth = attempt(client, PASSWORD)
    assert sixth.status_code == 429 and "too many login attempts" in sixth.content.decode()
    assert client.get("/admin/").status_code == 302  # still not signed in


def test_the_lock_ends_after_fifteen_minutes(client, staff):
    with time_machine.travel(timezone.now(), tick=False) as clock:
        for _ in range(5):
            attempt(client, "wrong")
        clock.shift(timedelta(minutes=14))
        assert attempt(client, PASSWORD).status_code == 429
        clock.shift(timedelta(minutes=16))
        assert signed_in(attempt(client, PASSWORD))


def test_a_successful_login_starts_the_count_again(staff):
    for _ in range(2):
        for _ in range(4):
            assert attempt(Client(), "wrong").status_code == 200
        assert signed_in(attempt(Client(), PASSWORD))


def test_the_lock_is_for_that_username_from_that_address_only(client, staff):
    for _ in range(5):
        attempt(client, "wrong", ip="203.0.113.7")
    assert attempt(Client(), PASSWORD, ip="203.0.113.7").status_code == 429
    assert signed_in(attempt(Client(), PASSWORD, ip="198.51.100.20"))


def test_the_test_clients_login_and_force_login_are_not_throttled(client, staff):
    for _ in range(6):
        assert not client.login(username="boss", password="wrong")
    assert client.login(username="boss", password=PASSWORD)
    other = Client()
    other.force_login(staff)
    assert other.get("/admin/").status_code == 200
