"""The WSGI application (memo/wsgi.py) as a web server runs it, DEBUG off: the admin arrives styled."""

from __future__ import annotations

import re
from wsgiref.util import setup_testing_defaults

import pytest
from django.core.wsgi import get_wsgi_application

pytestmark = pytest.mark.django_db


def get(app, path: str) -> tuple[str, dict[str, str], bytes]:
    environ = {"PATH_INFO": path, "REQUEST_METHOD": "GET", "HTTP_HOST": "localhost"}
    setup_testing_defaults(environ)
    started: dict = {}

    def start_response(status, headers, exc_info=None):
        started.update(status=status, headers={k.lower(): v for k, v in headers})

    body = b"".join(app(environ, start_response))
    return started["status"], started["headers"], body


@pytest.fixture
def app(settings, tmp_path):
    """What memo/wsgi.py builds, before `collectstatic` ever ran (an empty STATIC_ROOT), DEBUG off."""
    settings.DEBUG = False
    settings.STATIC_ROOT = tmp_path
    return get_wsgi_application()


def test_the_admin_login_page_links_stylesheets_that_are_served(app):
    status, _, page = get(app, "/admin/login/")
    assert status.startswith("200")
    stylesheets = re.findall(r'<link rel="stylesheet" href="([^"]+\.css)"', page.decode())
    assert "/static/admin/css/base.css" in stylesheets
    for href in stylesheets:
        status, headers, css = get(app, href)
        assert status.startswith("200"), href
        assert headers["content-type"].startswith("text/css"), href
        assert css.strip(), href

