"""The chat page in a real browser: Debian's chromium driven by Playwright, against Django's live server and
the real Celery worker, signed in through the admin login form as a newcomer with `make run`'s login is.
A test tool's own browser download does not work offline, so the system chromium is used (`.ci/run`
installs it); without it this test fails, saying how to install it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from playwright import sync_api

CHROMIUM = Path("/usr/bin/chromium")
# As root chromium needs --no-sandbox; the rest keep it from dialling out or doing work a test never needs.
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--disable-sync", "--disable-quic", "--disable-dev-shm-usage"]

pytestmark = pytest.mark.worker


@pytest.fixture
def page():
    assert CHROMIUM.exists(), "Debian's chromium is not installed: apt-get install chromium (.ci/run does)"
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=FLAGS)
        try:
            context = browser.new_context(locale="en-US", timezone_id="Asia/Jerusalem")
            yield context.new_page()
        finally:
            browser.close()


@pytest.fixture
def admin_login(worker):
    """The login `make run` makes: a superuser, so it holds the chat-as-any-phone permission.

    Requested before `page`: Playwright's sync API runs an event loop, and Django refuses database calls
    from a thread with one running.
    """
    get_user_model().objects.create_superuser("admin", "", "pw-123456789")
    return "admin", "pw-123456789"


def open_signed_in(page, url: str, login: tuple[str, str]) -> None:
    """Open the chat page as a visitor does: sent to the admin login first, then back to the page."""
    page.goto(url)
    sync_api.expect(page).to_have_url(re.compile(r"/admin/login/\?next="))
    page.fill("#id_username", login[0])
    page.fill("#id_password", login[1])
    page.click("input[type=submit]")
    sync_api.expect(page.locator("#composer")).to_be_visible()
    # The page's script handles sending once its Send button is enabled (typing before would be lost).
    sync_api.expect(page.locator("#send")).to_be_enabled()


def test_a_reminder_request_typed_in_the_page_gets_its_reply(worker, live_server, admin_login, page):
    expect = sync_api.expect
    open_signed_in(page, f"{live_server.url}/?phone=%2B972501117788", admin_login)
    expect(page).to_have_url(f"{live_server.url}/?phone=%2B972501117788")  # the login led back to the page
    expect(page.locator("#phone")).to_have_value("+972501117788")

    page.fill("#text", "remind me tomorrow at 9 to call mom")
    page.press("#text", "Enter")

    expect(page.locator(".msg.from-user", has_text="remind me tomorrow at 9 to call mom")).to_be_visible()
    reply = page.locator(".msg.from-memo", has_text="Reminder set")
    expect(reply).to_be_visible(timeout=30_000)
    expect(reply).to_contain_text("call mom")
    expect(page.locator(".msg.from-memo").first).to_contain_text("I'm Memo")  # the first-time welcome


def test_tapping_an_option_button_answers_the_question(worker, live_server, admin_login, page):
    expect = sync_api.expect
    open_signed_in(page, f"{live_server.url}/?phone=%2B972501117799", admin_login)

    page.fill("#text", "delete all my tasks")
    page.press("#text", "Enter")
    no_button = page.locator(".msg.from-memo .options button", has_text="No")
    expect(no_button).to_be_visible(timeout=30_000)
    no_button.click()

    expect(page.locator(".msg.from-memo", has_text="won't do it")).to_be_visible(timeout=30_000)
