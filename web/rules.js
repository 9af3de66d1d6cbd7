// The rules page (rules.html, written by tools/rules_page.py; docs/embed.md): language switch
// (on <html lang>, which the page's boards follow: spacetable_web/rules_app.py draws them all in
// one Python runtime), the snippet preview's iframe (sized from its height messages, told the
// page's language) and the copy-paste snippet generator. Plain JavaScript, so the texts switch
// before the runtime has started.
(() => {
  "use strict";
  const LANGS = ["es", "en"];
  const root = document.documentElement;
  const ownOrigin = location.origin;
  const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

  // --- the language: ?lang=, then the app's setting, then the browser's -----------------------
  const storedLang = () => {
    try {
      return JSON.parse(localStorage.getItem("spacetable.v1.settings") || "{}").lang;
    } catch {
      return null;
    }
  };
  const base = (tag) => String(tag || "").split("-")[0].toLowerCase();
  const wanted = [new URLSearchParams(location.search).get("lang"), storedLang(), ...(navigator.languages || [navigator.language])];
  let lang = wanted.map(base).find((tag) => LANGS.includes(tag)) || "en";
  root.lang = lang;

  let strings = {};
  const t = (key) => (strings[lang] || {})[key] || (strings.en || {})[key] || key;

  // --- the embeds ------------------------------------------------------------------------------
  const ready = new WeakSet(); // iframes that announced spacetable:ready
  const frames = () => [...document.querySelectorAll("iframe")];
  const frameOf = (source) => frames().find((frame) => frame.contentWindow === source);
  const tell = (frame, message) => frame.contentWindow && frame.contentWindow.postMessage(message, ownOrigin);

  addEventListener("message", (event) => {
    if (event.origin !== ownOrigin) return;
    const message = event.data;
    const frame = frameOf(event.source);
    if (!frame || !message || typeof message !== "object" || typeof message.type !== "string") return;
    if (message.type === "spacetable:height" && Number.isFinite(message.height) && message.height > 0) {
      frame.style.height = `${Math.min(Math.round(message.height), 5000)}px`;
    } else if (message.type === "spacetable:ready") {
      ready.add(frame);
      frame.dataset.ready = "1";
      // The page's boards follow its language (a snippet's preview keeps the one it was made with).
      if (frame.dataset.scenario && message.lang !== lang) tell(frame, { type: "spacetable:set-language", lang });
    }
  });

  const withLang = (src, code) => {
    const url = new URL(src, location.href);
    url.searchParams.set("lang", code);
    return url.pathname.endsWith("/embed.html") ? `embed.html${url.search.replace(/%2F/gi, "/")}` : src;
  };

  // --- switching -------------------------------------------------------------------------------
  const applyLanguage = () => {
    root.lang = lang;
    document.title = t("page.title");
    for (const name of ["title", "aria-label", "label"]) {
      for (const el of document.querySelectorAll(`[data-${name}-${lang}]`)) {
        el.setAttribute(name, el.getAttribute(`data-${name}-${lang}`));
      }
    }
    for (const el of document.querySelectorAll(`[data-text-${lang}]`)) el.textContent = el.getAttribute(`data-text-${lang}`);
    for (const button of document.querySelectorAll("button[data-lang]")) {
      button.setAttribute("aria-pressed", String(button.dataset.lang === lang));
    }
    for (const frame of document.querySelectorAll("iframe[data-scenario]")) {
      if (ready.has(frame)) tell(frame, { type: "spacetable:set-language", lang });
    }
  };

  const setLanguage = (code) => {
    if (!LANGS.includes(code) || code === lang) return;
    lang = code;
    applyLanguage();
    const url = new URL(location.href);
    url.searchParams.set("lang", code);
    history.replaceState(history.state, "", url);
    const snippetLang = document.getElementById("snippet-lang");
    if (snippetLang && !snippetLang.dataset.touched) snippetLang.value = code;
    updateSnippet();
  };

  // --- the snippet generator -------------------------------------------------------------------
  const field = (id) => document.getElementById(id);
  const escapeHtml = (text) =>
    String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

  const snippetOptions = () => {
    const select = field("snippet-scenario");
    const option = select.selectedOptions[0] || select.options[0];
    const steps = Number(option.dataset.steps) || 0;
    const stepInput = field("snippet-step");
    stepInput.max = String(steps);
    let step = Math.trunc(Number(stepInput.value));
    step = Number.isFinite(step) ? Math.min(Math.max(step, 0), steps) : 0;
    const boardLang = field("snippet-lang").value;
    const raw = field("snippet-origin").value.trim();
    let origin = "";
    let originBad = false;
    if (raw) {
      try {
        origin = new URL(raw).origin.toLowerCase();
      } catch {
        origin = "";
      }
      originBad = !ORIGIN.test(origin);
      if (originBad) origin = "";
    }
    return {
      scenario: option.value,
      id: option.dataset.id || "board",
      title: option.getAttribute(`data-frame-title-${boardLang}`) || option.textContent,
      lang: boardLang,
      step,
      interactive: field("snippet-interactive").checked,
      origin,
      originBad,
    };
  };

  // The embed's absolute URL on this host (where rules.html is), with the chosen options.
  const snippetUrl = (o) => {
    const params = [`scenario=${encodeURIComponent(o.scenario).replace(/%2F/g, "/")}`, `lang=${o.lang}`];
    if (o.step > 0) params.push(`step=${o.step}`);
    if (o.interactive) params.push("interactive=1");
    if (o.origin) params.push(`origin=${encodeURIComponent(o.origin)}`);
    const url = new URL("embed.html", location.href);
    return `${url.origin}${url.pathname}?${params.join("&")}`;
  };

  const snippetCode = (o) => {
    const frameId = `spacetable-${o.id}`;
    const lines = [
      `<iframe id="${escapeHtml(frameId)}" src="${escapeHtml(snippetUrl(o))}"`,
      `        title="${escapeHtml(o.title)}" loading="lazy"`,
      `        style="width: 100%; height: 640px; border: 0"></iframe>`,
    ];
    if (o.origin) {
      // The embed tells allowed hosts its height; this fits the iframe to it.
      lines.push(
        "<script>",
        '  addEventListener("message", (event) => {',
        `    const board = document.getElementById(${JSON.stringify(frameId)});`,
        `    if (!board || event.origin !== ${JSON.stringify(ownOrigin)} || event.source !== board.contentWindow) return;`,
        '    if (event.data && event.data.type === "spacetable:height") board.style.height = `${event.data.height}px`;',
        "  });",
        "</script>",
      );
    }
    return lines.join("\n");
  };

  const status = (text) => {
    const box = field("snippet-status");
    if (box) box.textContent = text;
  };

  function updateSnippet() {
    const code = field("snippet-code");
    if (!code) return;
    const options = snippetOptions();
    code.value = snippetCode(options);
    code.dataset.src = snippetUrl(options);
    status(options.originBad ? t("origin.bad") : "");
  }

  const copySnippet = async () => {
    const code = field("snippet-code");
    try {
      await navigator.clipboard.writeText(code.value);
      status(t("copied"));
    } catch {
      code.focus();
      code.select();
      let done = false;
      try {
        done = document.execCommand("copy");
      } catch {
        done = false;
      }
      status(done ? t("copied") : t("copy.failed"));
    }
  };

  const previewSnippet = () => {
    const options = snippetOptions();
    const frame = document.createElement("iframe");
    frame.src = snippetUrl(options);
    frame.title = options.title;
    frame.style.height = "640px";
    frame.className = "embed-frame";
    field("snippet-preview-box").replaceChildren(frame);
  };

  // --- start -----------------------------------------------------------------------------------
  document.addEventListener("DOMContentLoaded", () => {
    try {
      strings = JSON.parse(document.getElementById("rules-strings").textContent);
    } catch {
      strings = {};
    }
    // The boards start in the page's language (the build writes the default one in their URLs).
    for (const frame of document.querySelectorAll("iframe[data-scenario]")) {
      const src = frame.getAttribute("src") || "";
      if (new URL(src, location.href).searchParams.get("lang") !== lang) frame.setAttribute("src", withLang(src, lang));
    }
    applyLanguage();
    for (const button of document.querySelectorAll("button[data-lang]")) {
      button.addEventListener("click", () => setLanguage(button.dataset.lang));
    }
    const form = field("snippet-form");
    if (form) {
      field("snippet-lang").value = lang;
      field("snippet-lang").addEventListener("change", (event) => (event.target.dataset.touched = "1"));
      form.addEventListener("input", updateSnippet);
      form.addEventListener("change", updateSnippet);
      form.addEventListener("submit", (event) => event.preventDefault());
      field("snippet-copy").addEventListener("click", copySnippet);
      field("snippet-preview").addEventListener("click", previewSnippet);
      updateSnippet();
    }
  });
})();
