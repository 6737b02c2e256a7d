"""The two public pages of the Google connection; the signed link (and then the OAuth state) is the
authentication, so there is no Django login here.

`connect` checks the link and sends the browser to Google, leaving the state in a cookie of this browser;
`callback` finishes only when Google sends back that same browser (someone else's sign-in, forwarded here,
is refused). Both answer with a small page in the user's language when something is wrong.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from memo.google import services
from memo.google.texts import t

STATE_COOKIE = "memo_google_state"
_STATUS = {"link_invalid": 400, "link_expired": 410, "link_used": 410, "not_configured": 503}


def _page(request: HttpRequest, *, ok: bool, lang: str, lines: list[str], status: int = 200) -> HttpResponse:
    context = {"ok": ok, "lang": "he" if lang == "he" else "en", "lines": lines,
               "title": t("page_title_ok" if ok else "page_title_failed", lang), "hint": t("browser_hint", lang)}
    return render(request, "google/page.html", context, status=status)


@require_GET
@never_cache
def connect(request: HttpRequest, token: str) -> HttpResponse:
    try:
        url = services.start_connect(token)
    except services.ConnectError as exc:
        text = t(exc.reason, exc.language, minutes=settings.GOOGLE_CONNECT_LINK_MINUTES)
        return _page(request, ok=False, lang=exc.language, lines=[text], status=_STATUS.get(exc.reason, 400))
    state = parse_qs(urlsplit(url).query).get("state", [""])[0]
    response = HttpResponseRedirect(url)
    response.set_cookie(STATE_COOKIE, state, max_age=settings.GOOGLE_CONNECT_LINK_MINUTES * 60, path="/google/",
                        httponly=True, samesite="Lax", secure=settings.MEMO_PUBLIC_URL.startswith("https:"))
    return response


@require_GET
@never_cache
def callback(request: HttpRequest) -> HttpResponse:
    result = services.finish_connect(request.GET.get("state", ""), request.GET.get("code"),
                                     request.GET.get("error"), browser_state=request.COOKIES.get(STATE_COOKIE))
    if result.ok:
        response = _page(request, ok=True, lang=result.language,
                         lines=[t("page_connected", result.language), result.message])
    else:
        response = _page(request, ok=False, lang=result.language, lines=[t(result.reason, result.language)],
                         status=400)
    if result.ok or result.reason in ("state_used", "state_expired"):
        response.delete_cookie(STATE_COOKIE, path="/google/", samesite="Lax")
    return response
