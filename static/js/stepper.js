/* Instead: the stepper's keys, focus, announcements and rule popovers.
 *
 * Everything here is an enhancement: without JavaScript the options are plain
 * form buttons, "back" is a link and rule numbers link to the rule's page.
 */
(function () {
  "use strict";

  // Typing in a field must never pick an option.
  function isTyping(target) {
    if (!target || !target.closest) return false;
    return Boolean(target.closest("input, textarea, select, [contenteditable='true']"));
  }

  // Digits pick the option with that number; "u" undoes the last choice.
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    var stepper = document.getElementById("stepper");
    if (!stepper) return;
    var button = null;
    if (/^[1-9]$/.test(event.key)) {
      button = stepper.querySelector("[data-option-key='" + event.key + "']");
    } else if (event.key === "u" || event.key === "U") {
      button = stepper.querySelector("[data-action='back']");
    }
    if (button) {
      event.preventDefault();
      button.click();
    }
  });

  // After a step is swapped in: move focus to it and announce it.
  document.addEventListener("htmx:afterSettle", function (event) {
    var stepper = document.getElementById("stepper");
    if (!stepper || !stepper.contains(event.detail.elt) && event.detail.elt !== stepper) return;
    // The options a long question's fold found: the same step, the focus stays in its field.
    if (event.detail.target && event.detail.target.id === "other-found") return;
    var heading = stepper.querySelector("[data-step-focus]");
    if (heading) heading.focus();
    // The links above the stepper follow its procedure (the address was just pushed).
    var procedure = new URLSearchParams(window.location.search).get("p");
    if (procedure) {
      document.querySelectorAll("a[data-link]").forEach(function (link) {
        var url = new URL(link.href, window.location.href);
        url.searchParams.set("p", procedure);
        link.href = url.pathname + url.search;
      });
    }
    var live = document.getElementById("stepper-live");
    var announce = stepper.querySelector("[data-announce]");
    if (live && announce) live.textContent = announce.getAttribute("data-announce");
  });

  // The way in (judge/start.html): after a swap, focus the new row or the first field in
  // error, scrolling only as far as needed so the page never jumps.
  function focusMarked(root) {
    var target = root.querySelector("[data-focus]");
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "nearest" });
  }
  // The full builder too: the new row, or the first field in error of the row marked.
  document.addEventListener("htmx:afterSettle", function (event) {
    ["start", "builder"].forEach(function (id) {
      var form = document.getElementById(id);
      if (!form || !(event.detail.elt === form || form.contains(event.detail.elt))) return;
      var marked = form.querySelector("[data-focus]");
      var invalid = marked && marked.querySelector(".is-invalid");
      if (invalid && id === "builder") {
        invalid.focus({ preventScroll: true });
        invalid.scrollIntoView({ block: "nearest" });
      } else {
        focusMarked(form);
      }
    });
  });
  document.addEventListener("DOMContentLoaded", function () {
    var form = document.getElementById("start");
    if (form && form.querySelector(".is-invalid, .invalid-feedback, [role='alert']")) focusMarked(form);
  });

  // A long question's fold (every creature type): the field asks the server for the
  // options whose name holds what is typed (hx-get on the field). Enter never picks the
  // form's first option: it searches, and picks the option found when only one is.
  document.addEventListener("keydown", function (event) {
    var field = event.target.closest ? event.target.closest("[data-filter-input]") : null;
    if (!field || event.key !== "Enter") return;
    event.preventDefault();
    field.setAttribute("data-enter", "");
    if (window.htmx) window.htmx.trigger(field, "search");
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    var list = event.detail.target;
    if (!list || list.id !== "other-found") return;
    var field = document.querySelector("[data-filter-input][data-enter]");
    if (!field) return;
    field.removeAttribute("data-enter");
    var found = list.querySelectorAll("[data-option]");
    if (found.length === 1) found[0].click();
  });

  // A 400 answer carries a form with its errors (or the error to show): swap it in.
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.xhr.status === 400) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });
  // With DEBUG on, django-htmx's script writes any 400 answer over the whole document
  // (the bare form, without the page around it): it never hears of one, caught on its
  // way down to the document, so it is swapped in above as without DEBUG.
  window.addEventListener(
    "htmx:beforeOnLoad",
    function (event) {
      if (event.detail.xhr.status === 400) event.stopPropagation();
    },
    true
  );

  // "Resolve" leaves the table for the stepper: the table's address first becomes the one
  // holding everything resolved (the event just filled in too), so Back comes back to it.
  document.addEventListener("htmx:beforeOnLoad", function (event) {
    var xhr = event.detail.xhr;
    var table = xhr.getResponseHeader("Instead-Table-Address");
    if (table && xhr.getResponseHeader("HX-Redirect")) {
      window.history.replaceState(window.history.state, "", table);
    }
  });

  // Coming back to the table, the browser may tick again what was ticked when it was left
  // (the kind of event just resolved, now in the list): the page shows what it holds.
  window.addEventListener("pageshow", function (event) {
    if (!document.querySelector("[data-start-form]")) return;
    // Kept whole in memory, the page is as it was left, not what its address now holds.
    if (event.persisted) return window.location.reload();
    document.querySelectorAll("[data-start-form] input[type=radio], [data-start-form] input[type=checkbox]")
      .forEach(function (input) {
        if (input.checked !== input.defaultChecked) input.checked = input.defaultChecked;
      });
  });

  // Rule numbers: a popover with the rule's text in the procedure's release.
  var ruleCache = {};

  // "Rule 616.1c (2025-09-19)": the release is the address's first part after /rules/.
  function ruleTitle(link) {
    var parts = (link.getAttribute("href") || "").split("/").filter(Boolean);
    var release = parts.length >= 3 ? " (" + parts[1] + ")" : "";
    return "Rule " + link.textContent + release;
  }

  function showRule(link, html) {
    var bootstrap = window.bootstrap;
    if (!bootstrap || !bootstrap.Popover) return false;
    // A fresh popover each time: showing one instance again once its first show has
    // finished makes Bootstrap hide it (its hover state counts a second show as a leave).
    var previous = bootstrap.Popover.getInstance(link);
    if (previous) previous.dispose();
    var popover = new bootstrap.Popover(link, {
      html: true,
      sanitize: true,
      // The rule partial is an <article> of our own server's escaped text.
      allowList: Object.assign({}, bootstrap.Popover.Default.allowList, {
        article: ["class", "id"],
        section: ["class"],
        button: ["type", "class", "aria-label"],
      }),
      trigger: "manual",
      placement: "auto",
      // A close button: on a phone the rule's text may cover what was tapped around it.
      template:
        '<div class="popover" role="tooltip"><div class="popover-arrow"></div>' +
        '<button type="button" class="btn-close popover-close" aria-label="Close the rule"></button>' +
        '<h3 class="popover-header"></h3><div class="popover-body"></div></div>',
      title: ruleTitle(link),
      content: html,
    });
    popover.show();
    return true;
  }

  function hideOtherPopovers(except) {
    var bootstrap = window.bootstrap;
    if (!bootstrap || !bootstrap.Popover) return;
    document.querySelectorAll("a.rule-ref").forEach(function (link) {
      if (link === except) return;
      if (link.getAttribute("aria-expanded") === "true") link.setAttribute("aria-expanded", "false");
      var popover = bootstrap.Popover.getInstance(link);
      if (popover) popover.hide();
    });
  }

  document.addEventListener("click", function (event) {
    var close = event.target.closest ? event.target.closest(".popover-close") : null;
    if (close) {
      var open = document.querySelector('a.rule-ref[aria-expanded="true"]');
      hideOtherPopovers(null);
      if (open) open.focus();
      return;
    }
    var link = event.target.closest ? event.target.closest("a.rule-ref") : null;
    if (!link) {
      if (!(event.target.closest && event.target.closest(".popover"))) hideOtherPopovers(null);
      return;
    }
    if (!window.bootstrap || !window.bootstrap.Popover) return; // follow the link
    event.preventDefault();
    hideOtherPopovers(link);
    var existing = window.bootstrap.Popover.getInstance(link);
    if (existing && link.getAttribute("aria-expanded") === "true") {
      existing.hide();
      link.setAttribute("aria-expanded", "false");
      return;
    }
    link.setAttribute("aria-expanded", "true");
    var url = link.getAttribute("href");
    if (ruleCache[url] !== undefined) {
      showRule(link, ruleCache[url]);
      return;
    }
    showRule(link, "Loading…");
    fetch(url, { headers: { "HX-Request": "true" } })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then(function (html) {
        var text = html.trim() ? html : "Text not loaded.";
        ruleCache[url] = text;
        if (link.getAttribute("aria-expanded") === "true") showRule(link, text);
      })
      .catch(function () {
        ruleCache[url] = "Text not loaded.";
        if (link.getAttribute("aria-expanded") === "true") showRule(link, "Text not loaded.");
      });
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") hideOtherPopovers(null);
  });
})();
