// The web chat: send messages and option taps to /api/chat/messages, poll it for Memo's answers.
// No framework: a list of bubbles rebuilt incrementally; text is always set with textContent.
(function () {
  "use strict";
  const app = document.getElementById("app");
  const api = app.dataset.api;
  const pollMs = parseInt(app.dataset.pollMs, 10) || 1000;
  const list = document.getElementById("messages");
  const phoneInput = document.getElementById("phone");
  const textInput = document.getElementById("text");
  const statusLine = document.getElementById("status");
  const errorBox = document.getElementById("error");
  let phone = localStorage.getItem("memo.phone") || phoneInput.value;
  let cursor = null; // last outbound id seen; null until the history is loaded
  let generation = 0; // bumps when the phone changes, so late answers for the old number are dropped
  let inFlight = false;
  let seen = new Set(); // "memo:12" / "user:7": bubbles already shown
  phoneInput.value = phone;

  // The API refuses a signed-in post without the CSRF token. The cookie is read first because it is the
  // freshest (signing in again elsewhere rotates it); the token rendered into the page covers setups that
  // keep it out of reach of scripts (CSRF_COOKIE_HTTPONLY, CSRF_USE_SESSIONS).
  function csrfToken() {
    const match = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/);
    return match ? decodeURIComponent(match[1]) : (app.dataset.csrf || "");
  }

  function problem(data) {
    if (data.phone) return data.phone.join(" ");
    if (data.detail) return data.detail;
    return data.text ? data.text.join(" ") : "Something went wrong.";
  }

  function showError(text) {
    errorBox.textContent = text;
    errorBox.hidden = !text;
  }

  function timeOf(iso) {
    const d = iso ? new Date(iso) : new Date();
    return d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  }

  function bubble(message) {
    const el = document.createElement("div");
    const sender = message.sender || message.from;
    el.className = "msg from-" + sender + (message.kind === "proactive" ? " proactive" : "");
    el.dir = "auto";
    el.dataset.id = message.id;
    el.dataset.kind = message.kind || "";
    const body = document.createElement("span");
    body.className = "text";
    body.textContent = message.text;
    el.appendChild(body);
    if (message.options && message.options.length) {
      const row = document.createElement("div");
      row.className = "options";
      message.options.forEach(function (option) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = option.label || option.id;
        button.dataset.optionId = option.id;
        button.addEventListener("click", function () {
          row.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
          send(option.label || option.id, option.id);
        });
        row.appendChild(button);
      });
      el.appendChild(row);
    }
    const time = document.createElement("span");
    time.className = "time";
    time.textContent = timeOf(message.at);
    el.appendChild(time);
    list.appendChild(el);
    list.scrollTop = list.scrollHeight;
  }

  function setBusy(busy) {
    statusLine.textContent = busy ? "typing…" : "online";
  }

  async function poll() {
    if (inFlight) return;
    inFlight = true;
    const mine = generation;
    const query = new URLSearchParams({ phone: phone });
    if (cursor !== null) query.set("after", String(cursor));
    try {
      const response = await fetch(api + "?" + query.toString(), { headers: { Accept: "application/json" } });
      const data = await response.json();
      if (mine !== generation) return;
      if (!response.ok) {
        showError(problem(data));
        return;
      }
      showError("");
      data.messages.forEach(function (message) {
        const key = (message.sender || message.from) + ":" + message.id;
        if (seen.has(key)) return;
        seen.add(key);
        bubble(message);
      });
      cursor = data.cursor;
      setBusy(data.busy);
    } catch (err) {
      showError("Can't reach Memo — is `make run` still running?");
    } finally {
      inFlight = false;
    }
  }

  function openPhone(value) {
    phone = value;
    localStorage.setItem("memo.phone", phone);
    generation += 1;
    cursor = null;
    seen = new Set();
    list.textContent = "";
    inFlight = false;
    poll();
  }

  async function send(text, interactiveId) {
    if (!text && !interactiveId) return;
    bubble({ id: "local", from: "user", text: text, kind: interactiveId ? "interactive" : "text", options: [] });
    setBusy(true);
    const response = await fetch(api, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": csrfToken() },
      body: JSON.stringify({ phone: phone, text: text, interactiveId: interactiveId || "" }),
    });
    if (!response.ok) {
      const data = await response.json().catch(function () { return {}; });
      showError(problem(data));
    }
  }

  document.getElementById("composer").addEventListener("submit", function (event) {
    event.preventDefault();
    const text = textInput.value.trim();
    textInput.value = "";
    if (phoneInput.value.trim() && phoneInput.value.trim() !== phone) openPhone(phoneInput.value.trim());
    send(text, "");
  });

  document.getElementById("phone-form").addEventListener("submit", function (event) {
    event.preventDefault();
    openPhone(phoneInput.value.trim());
  });

  // Ready: until now the buttons were disabled, so an early Enter could not reload the page and lose the text.
  document.getElementById("send").disabled = false;
  document.getElementById("phone-open").disabled = false;
  app.dataset.ready = "true";
  poll();
  setInterval(poll, pollMs);
})();
