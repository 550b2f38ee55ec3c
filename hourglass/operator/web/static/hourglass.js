// Live refresh: every few seconds, fetch this page's figures as an HTML fragment
// (?fragment=1, rendered and escaped by the server) and swap them in, without a reload.
"use strict";

(function () {
  const live = document.getElementById("live");
  const state = document.getElementById("refresh-state");
  if (!live || !live.dataset.refreshMs) {
    if (state) state.hidden = true;
    return;
  }
  const period = Number(live.dataset.refreshMs);

  function fragmentUrl() {
    const url = new URL(window.location.href);
    url.searchParams.set("fragment", "1");
    return url;
  }

  function show(text, stale) {
    state.textContent = text;
    state.classList.toggle("stale", stale);
  }

  // An operator half-way through an action (its confirmation ticked, or a value typed or
  // being typed, as a new limit) keeps her form.
  function formInUse() {
    const typing = Array.from(live.querySelectorAll("input:not([type=hidden]):not([type=checkbox])"))
      .some((input) => input.value !== "" || input === document.activeElement);
    return typing || live.querySelector("input[name=confirm]:checked") !== null;
  }

  async function refresh() {
    if (formInUse()) {
      show("paused while a form is filled in", false);
      window.setTimeout(refresh, period);
      return;
    }
    try {
      const response = await fetch(fragmentUrl(), { credentials: "same-origin", cache: "no-store" });
      if (response.ok) {
        const figures = await response.text();
        // Looked at again: she may have begun typing while the figures were on their way.
        if (formInUse()) {
          show("paused while a form is filled in", false);
        } else {
          live.innerHTML = figures;
          show("live · " + new Date().toLocaleTimeString(), false);
        }
      } else {
        show("stale: HTTP " + response.status, true);
      }
    } catch (error) {
      show("stale: web process unreachable", true);
    }
    window.setTimeout(refresh, period);
  }

  window.setTimeout(refresh, period);
})();
