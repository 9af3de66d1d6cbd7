// Spacetable loading screen: runs before PyScript and Python, so it is plain JavaScript.
//
// Stages (the #boot-stage data-stage attribute, docs/CONTRACTS.md):
//   download  the Python runtime (pyodide.asm.wasm) is downloading; the bar counts its bytes
//   start     Pyodide compiles and starts, PyScript unpacks our packages
//   engine    the interpreter is ready (py:ready) and the app's Python code is importing
//   ready     <html data-ready="1"> was set by the app; the loading screen hides
// Failures before "ready" show #boot-error and set <html data-boot-error="1">.
// window.spacetableBoot keeps what happened (stages, progress, wasm bytes, error) for tests.
(() => {
  "use strict";

  const STAGES = ["download", "start", "engine", "ready"];
  const FLOOR = { download: 0, start: 60, engine: 85, ready: 100 }; // progress when a stage begins
  const DOWNLOAD_SHARE = 60; // the wasm download fills the bar up to here
  const LANGUAGES = ["es", "en"];
  const root = document.documentElement;
  const boot = {
    stages: ["download"],
    progress: 0,
    wasmBytes: 0,
    wasmTotal: 0,
    error: null,
    serviceWorker: null, // null | "registering" | "registered" | "ready" | "failed"
    updateAvailable: false,
    persisted: null,
  };
  window.spacetableBoot = boot;

  // --- text ---------------------------------------------------------------------------
  const catalogs = readCatalogs();
  const lang = pickLanguage();

  function readCatalogs() {
    try {
      return JSON.parse(document.getElementById("boot-strings").textContent);
    } catch {
      return {};
    }
  }

  function savedLanguage() {
    try {
      return JSON.parse(localStorage.getItem("spacetable.v1.settings") || "{}").lang;
    } catch {
      return undefined;
    }
  }

  function pickLanguage() {
    const wanted = [savedLanguage(), ...(navigator.languages || [navigator.language])];
    for (const tag of wanted) {
      const base = String(tag || "").split("-")[0].toLowerCase();
      if (LANGUAGES.includes(base)) return base;
    }
    return "en";
  }

  function t(key) {
    return (catalogs[lang] || {})[key] || (catalogs.en || {})[key] || "";
  }

  function localize() {
    root.lang = lang;
    for (const el of document.querySelectorAll("#boot [data-i18n], #update [data-i18n]")) {
      const value = t(el.dataset.i18n);
      if (value) el.textContent = value;
    }
  }

  // --- screen -------------------------------------------------------------------------
  const $ = (id) => document.getElementById(id);

  function setProgress(value) {
    boot.progress = Math.max(boot.progress, Math.min(100, Math.round(value)));
    const bar = $("boot-progress");
    if (bar) bar.value = boot.progress;
  }

  function setStage(stage) {
    const current = boot.stages[boot.stages.length - 1];
    if (boot.error || STAGES.indexOf(stage) <= STAGES.indexOf(current)) return;
    boot.stages.push(stage);
    setProgress(FLOOR[stage]);
    const label = $("boot-stage");
    if (label) {
      label.dataset.stage = stage;
      label.dataset.i18n = `ui.boot.stage.${stage}`;
      label.textContent = t(label.dataset.i18n) || stage;
    }
    if (stage === "ready") $("boot").hidden = true;
  }

  function fail(detail) {
    if (boot.error || root.dataset.ready === "1") return;
    boot.error = String(detail || "unknown error").slice(0, 4000);
    root.dataset.bootError = "1";
    $("boot-error-detail").textContent = boot.error;
    $("boot-error").hidden = false;
    $("boot-progress").hidden = true;
  }

  // --- download progress: count the bytes of the wasm binary as they stream in ----------
  function counted(response) {
    if (!response || !response.body || !/\.wasm(\?|$)/.test(response.url)) return response;
    // Content-Length is the compressed size when the host gzips; then use the size the build saw.
    const length = Number(response.headers.get("Content-Length")) || 0;
    const expected = Number($("boot-progress").dataset.wasmBytes) || 0;
    boot.wasmTotal = response.headers.get("Content-Encoding") || !length ? expected : length;
    const stream = response.body.pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          boot.wasmBytes += chunk.byteLength;
          if (boot.wasmTotal) setProgress((DOWNLOAD_SHARE * Math.min(boot.wasmBytes, boot.wasmTotal)) / boot.wasmTotal);
          controller.enqueue(chunk);
        },
        flush() {
          setStage("start");
        },
      }),
    );
    const { status, statusText, headers } = response;
    return new Response(stream, { status, statusText, headers });
  }

  function wrapStreaming(name) {
    const original = WebAssembly[name];
    if (typeof original !== "function") return;
    WebAssembly[name] = async function (source, ...rest) {
      let response = await source;
      try {
        response = counted(response);
      } catch (error) {
        console.warn("spacetable: cannot count download progress", error);
      }
      return original.call(this, response, ...rest);
    };
  }

  // --- offline: the service worker (sw.js) keeps the whole site; a new release is offered ----
  // Registered once the app is ready, so its downloads never compete with the first start
  // (they are then mostly 304 revalidations of what the browser just fetched).
  let updating = false;

  function registerServiceWorker() {
    if (!("serviceWorker" in navigator) || boot.serviceWorker) return;
    boot.serviceWorker = "registering";
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (updating) location.reload(); // the accepted release took over: restart on it
    });
    navigator.serviceWorker
      .register("./sw.js")
      .then((registration) => {
        boot.serviceWorker = "registered";
        // The browser may have found a new release while the app was starting: it is then
        // already installing or waiting; otherwise look for one now.
        if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
        watchInstall(registration.installing);
        registration.addEventListener("updatefound", () => watchInstall(registration.installing));
        if (!registration.installing && !registration.waiting) registration.update().catch(() => {});
        navigator.serviceWorker.ready.then(() => {
          boot.serviceWorker = "ready";
          root.dataset.offlineReady = "1";
        });
        setInterval(() => registration.update().catch(() => {}), 30 * 60 * 1000);
      })
      .catch((error) => {
        boot.serviceWorker = "failed";
        console.warn("spacetable: no offline copy (service worker refused)", error);
      });
  }

  function watchInstall(worker) {
    if (!worker) return;
    const check = () => {
      // "installed" with a page already controlled = a complete new release waits for consent.
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    };
    worker.addEventListener("statechange", check);
    check();
  }

  function offerUpdate(worker) {
    const bar = $("update");
    if (!bar) return;
    boot.updateAvailable = true;
    bar.hidden = false;
    $("update-apply").onclick = () => {
      updating = true;
      $("update-apply").disabled = true;
      worker.postMessage({ type: "activate-update" });
    };
  }

  function keepStorage() {
    // Saves live in localStorage: ask the browser not to evict them under storage pressure.
    if (!navigator.storage || !navigator.storage.persist) return;
    navigator.storage
      .persist()
      .then((granted) => {
        boot.persisted = granted;
        root.dataset.storagePersisted = granted ? "1" : "0";
      })
      .catch(() => {});
  }

  // --- events -------------------------------------------------------------------------
  function watchReady() {
    const check = () => {
      if (root.dataset.ready !== "1") return;
      setStage("ready");
      registerServiceWorker();
      keepStorage();
    };
    new MutationObserver(check).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
    check();
  }

  function watchPyScriptErrors() {
    // PyScript's error plugin appends .py-error elements to <body> for Python errors.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.classList && node.classList.contains("py-error")) fail(node.textContent);
        }
      }
    }).observe(document.body, { childList: true });
  }

  function listen() {
    addEventListener("py:progress", ({ detail }) => {
      if (/^Loaded (Pyodide|interpreter)/.test(String(detail))) setStage("start");
    });
    document.addEventListener("py:ready", () => setStage("engine"));
    addEventListener("error", (event) => fail(event.message || event.error));
    addEventListener("unhandledrejection", (event) => fail(event.reason && (event.reason.message || event.reason)));
    $("boot-reload").addEventListener("click", () => location.reload());
  }

  // --- board marks: which targets are legal, and the one in the tab order -------------------
  // The app patches only the board layers that changed; the legal marks change on almost every
  // tap, so it applies them here instead of rewriting the map (the same result as Python's
  // views.decorate: data-legal="1" and the #legal-note description on legal targets, tabindex 0
  // on the first legal one, else on the first target, -1 on every other).
  // Only attributes that differ are written: each write makes the browser restyle the element.
  window.spacetableDecorate = (board, legalJson) => {
    if (!board) return;
    const legal = new Set(JSON.parse(legalJson));
    let stop = null;
    let first = null;
    for (const el of board.querySelectorAll("[data-target]")) {
      const isLegal = legal.has(el.getAttribute("data-target"));
      if (isLegal !== el.hasAttribute("data-legal")) {
        // A screen reader hears "can be played now" (#legal-note) on the legal targets only.
        if (isLegal) {
          el.setAttribute("data-legal", "1");
          el.setAttribute("aria-describedby", "legal-note");
        } else {
          el.removeAttribute("data-legal");
          el.removeAttribute("aria-describedby");
        }
      }
      if (!el.hasAttribute("tabindex")) continue;
      first = first || el;
      if (isLegal && !stop) stop = el;
    }
    stop = stop || first;
    for (const el of board.querySelectorAll('[data-target][tabindex="0"]')) {
      if (el !== stop) el.setAttribute("tabindex", "-1");
    }
    if (stop && stop.getAttribute("tabindex") !== "0") stop.setAttribute("tabindex", "0");
    window.spacetableRovers(board);
  };

  // The legal targets' extent on screen for the map's framing (app.py legal_extent):
  // [smallest side of one target, left, top, right, bottom] of the box around them, or null.
  window.spacetableLegalExtent = (board) => {
    let extent = null;
    for (const el of board.querySelectorAll('[data-legal="1"]')) {
      const b = el.getBoundingClientRect();
      const side = Math.min(b.width, b.height);
      extent = extent
        ? [Math.min(extent[0], side), Math.min(extent[1], b.left), Math.min(extent[2], b.top),
          Math.max(extent[3], b.right), Math.max(extent[4], b.bottom)]
        : [side, b.left, b.top, b.right, b.bottom];
    }
    return extent;
  };

  // --- keyed layers: a board layer marked data-keyed="1" is patched child by child -----------
  // The app sends [op, key, html, after] edits (spacetable_web/patch.py keyed_edits): "remove",
  // "replace" or "insert" (after the child keyed `after`, or first) the child with data-key=key.
  // Returns false when a child is not where the edits expect it; the app then rewrites the layer.
  window.spacetablePatchKeyed = (layer, editsJson) => {
    const edits = JSON.parse(editsJson);
    const byKey = new Map();
    for (const child of layer.children) byKey.set(child.getAttribute("data-key"), child);
    // Every new child is parsed at once, in the layer's own context (an SVG group or an HTML
    // list): one parse per patch instead of one per edit, each of which costs a parser's setup.
    const written = edits.filter(([op]) => op !== "remove");
    let fresh = [];
    if (written.length) {
      const holder = layer.cloneNode(false);
      holder.innerHTML = written.map(([, , html]) => html).join("");
      fresh = Array.from(holder.childNodes);
      if (fresh.length !== written.length || fresh.some((node) => node.nodeType !== 1)) return false;
    }
    let next = 0;
    for (const [op, key, , after] of edits) {
      const old = byKey.get(key);
      if (op === "insert") {
        const before = after ? byKey.get(after) : null;
        if (old || (after && !before)) return false;
        const node = fresh[next++];
        if (before) before.after(node);
        else layer.prepend(node);
        byKey.set(key, node);
        continue;
      }
      if (!old) return false;
      if (op === "replace") {
        const node = fresh[next++];
        old.replaceWith(node);
        byKey.set(key, node);
      } else {
        byKey.delete(key);
        old.remove();
      }
    }
    return true;
  };

  // --- rovers move square by square (Migration: Mars) ----------------------------------------
  // The board is a pure function of the state: a rover (`.rover[data-owner][data-square]`) is
  // drawn on its new square. Here it is walked there through the track squares between
  // (`[data-target="square:N"] rect`), STEP_MS each scaled by --motion-scale, unless motion is
  // reduced (setting, or the system's preference under "system"). While walking the rover
  // carries data-step (1..n) and data-at (the square it is on). The app calls this after every
  // board change; the squares seen last are remembered per <svg>, so a newly drawn board (another
  // table) only records where the rovers are.
  const STEP_MS = 120;
  const MAX_WALK = 16; // a roll plus fuel cells; longer moves (undo, calling the rover home) jump
  const roverSquares = new WeakMap();

  function motionReduced() {
    const motion = document.documentElement.dataset.motion;
    if (motion === "reduce" || motion === "full") return motion === "reduce";
    return matchMedia("(prefers-reduced-motion: reduce)").matches;
  }

  function squareCentre(svg, n) {
    const rect = svg.querySelector(`[data-target="square:${n}"] rect`);
    if (!rect) return null;
    const at = (name) => Number(rect.getAttribute(name));
    return [at("x") + at("width") / 2, at("y") + at("height") / 2];
  }

  function motionScale() {
    return Number(getComputedStyle(document.documentElement).getPropertyValue("--motion-scale")) || 1;
  }

  let walks = 0; // rovers walking now
  let stillWaiters = []; // called once no rover walks

  function walkEnded() {
    walks -= 1;
    if (walks > 0) return;
    const waiting = stillWaiters;
    stillWaiters = [];
    for (const resolve of waiting) resolve();
  }

  function walk(rover, svg, path) {
    const end = squareCentre(svg, path[path.length - 1]);
    const scale = motionScale();
    walks += 1;
    const place = (step) => {
      const at = squareCentre(svg, path[step]);
      if (!rover.isConnected || !at || !end || step === path.length - 1) {
        rover.removeAttribute("transform");
        rover.removeAttribute("data-step");
        rover.removeAttribute("data-at");
        walkEnded();
        return;
      }
      rover.setAttribute("transform", `translate(${at[0] - end[0]} ${at[1] - end[1]})`);
      rover.setAttribute("data-step", String(step));
      rover.setAttribute("data-at", String(path[step]));
      setTimeout(() => place(step + 1), STEP_MS * scale);
    };
    place(0);
  }

  window.spacetableRovers = (board) => {
    const svg = board && board.querySelector(":scope > svg");
    if (!svg) return;
    const rovers = svg.querySelectorAll(".rover[data-square]");
    const seen = roverSquares.get(svg) || new Map();
    const known = roverSquares.has(svg);
    roverSquares.set(svg, seen);
    if (!rovers.length) return; // a board without rovers: no need to count its squares each tap
    const squares = svg.querySelectorAll('[data-target^="square:"]').length;
    for (const rover of rovers) {
      const owner = rover.getAttribute("data-owner");
      const to = Number(rover.getAttribute("data-square"));
      const from = seen.get(owner);
      seen.set(owner, to);
      if (!known || from === undefined || from === to || !squares || motionReduced()) continue;
      const steps = (to - from + squares) % squares;
      if (steps > MAX_WALK) continue;
      // From the old square through each one entered, ending on the new one.
      walk(rover, svg, Array.from({ length: steps + 1 }, (_, i) => (from + i) % squares));
    }
  };

  // --- the move is seen before the hand-over card covers the table ---------------------------
  // In pass-and-play the app shows a move (rover walk, dice, meteor guide) before the hand-over
  // card hides the table; spacetableAfterMotion(callback) calls back once every rover walk and
  // every finite animation in #view has ended, plus a short pause to see where things stopped
  // (at once when nothing moves or motion is reduced; never later than MAX_SETTLE_MS, scaled).
  // The callback gets whether anything was moving.
  const SETTLE_PAUSE_MS = 600;
  const MAX_SETTLE_MS = 6000;

  function runningAnimations() {
    const view = document.getElementById("view");
    return document.getAnimations().filter((animation) => {
      const target = animation.effect && animation.effect.target;
      const timing = animation.effect && animation.effect.getComputedTiming();
      return view && target && view.contains(target) && animation.playState === "running" && timing &&
        Number.isFinite(timing.endTime);
    });
  }

  window.spacetableAfterMotion = (callback) => {
    const animations = runningAnimations();
    const moving = walks > 0 || animations.length > 0;
    const scale = motionScale();
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      callback(moving);
    };
    const still = walks > 0 ? new Promise((resolve) => stillWaiters.push(resolve)) : Promise.resolve();
    const ended = animations.map((animation) => animation.finished.catch(() => null));
    const pause = moving && !motionReduced() ? SETTLE_PAUSE_MS * scale : 0;
    Promise.all([still, ...ended]).then(() => setTimeout(once, pause));
    setTimeout(once, MAX_SETTLE_MS * scale);
  };

  // --- tablets: the screen stays on at a table (Wake Lock) ----------------------------------
  // Held while #app[data-screen="table"] is visible; the browser drops it when the tab hides, so
  // it is asked for again when the tab comes back. Browsers without the API (or that refuse it)
  // simply let the screen sleep. boot.wakeLock: "unsupported" | "released" | "held" | "refused".
  let wakeLock = null;
  let lockWanted = false;
  boot.wakeLock = "wakeLock" in navigator ? "released" : "unsupported";

  function atTable() {
    const app = $("app");
    return !!app && app.dataset.screen === "table" && document.visibilityState === "visible";
  }

  function syncWakeLock() {
    const wanted = atTable();
    if (wanted === lockWanted || !("wakeLock" in navigator)) return;
    lockWanted = wanted;
    if (!wanted) {
      if (wakeLock) wakeLock.release().catch(() => {});
      return;
    }
    navigator.wakeLock
      .request("screen")
      .then((lock) => {
        wakeLock = lock;
        boot.wakeLock = "held";
        lock.addEventListener("release", () => {
          if (wakeLock === lock) wakeLock = null;
          boot.wakeLock = "released";
        });
        if (!lockWanted) lock.release().catch(() => {}); // the table closed while asking
      })
      .catch(() => {
        boot.wakeLock = "refused";
      });
  }

  function watchTable() {
    const app = $("app");
    if (app) new MutationObserver(syncWakeLock).observe(app, { attributes: true, attributeFilter: ["data-screen"] });
    document.addEventListener("visibilitychange", syncWakeLock);
  }

  // --- the space card: what a board space is, and whether it can be played now -------------
  // A long press (touch), a hover (mouse) or the I key on a focused space opens #space-card:
  // Python writes its words (window.spacetableInspect(target), app.py: what the space is, then
  // "can be played now" or why not), and a crop of the board around the space is its pictogram.
  // The card is outside #app (a re-render never drops it) and closes on Escape, on the next tap,
  // when the pointer leaves the space, or when the board is drawn again.
  // Holding a control with a title instead (e.g. an unavailable build tool) puts the title in the
  // #notice live region, as hover shows it. The click that ends a long press does nothing, and
  // moving the finger (a scroll or a pan) cancels the press.
  const LONG_PRESS_MS = 500;
  const HOVER_MS = 350;
  const SPACE = "#board [data-target], #board [data-space]";
  let press = null;
  let pressShown = false;
  let hover = null; // { el, timer } while the mouse rests on a space
  let cardSpace = null; // the space the open card describes

  function spaceOf(node) {
    return node && node.closest ? node.closest(SPACE) : null;
  }

  function spaceCard() {
    let card = $("space-card");
    if (!card) {
      card = document.createElement("div");
      card.id = "space-card";
      card.className = "space-card";
      card.setAttribute("role", "status");
      card.setAttribute("aria-live", "polite");
      card.hidden = true;
      card.addEventListener("click", closeCard); // read: a tap on it puts it away
      document.body.appendChild(card);
    }
    return card;
  }

  function pictogram(el) {
    // The board's own drawing around the space, as an image (no duplicated targets or names).
    const svg = el.ownerSVGElement;
    if (!svg || !el.getBBox) return null;
    const box = el.getBBox();
    const side = Math.max(box.width, box.height, 1) * 1.5;
    const copy = svg.cloneNode(true);
    copy.setAttribute("viewBox", `${box.x + box.width / 2 - side / 2} ${box.y + box.height / 2 - side / 2} ${side} ${side}`);
    copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    copy.setAttribute("width", "96");
    copy.setAttribute("height", "96");
    copy.removeAttribute("style");
    const img = document.createElement("img");
    img.className = "space-picture";
    img.alt = "";
    img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(new XMLSerializer().serializeToString(copy));
    return img;
  }

  function openCard(el, how) {
    const target = el.getAttribute("data-target") || el.getAttribute("data-space");
    const inspect = window.spacetableInspect;
    const html = typeof inspect === "function" ? String(inspect(target) || "") : "";
    if (!html || !el.isConnected) return false;
    const card = spaceCard();
    card.innerHTML = `<div class="space-words">${html}</div>`;
    const picture = pictogram(el);
    if (picture) card.prepend(picture);
    card.dataset.target = target;
    card.dataset.how = how;
    card.hidden = false;
    cardSpace = el;
    placeCard(card, el.getBoundingClientRect());
    return true;
  }

  function placeCard(card, box) {
    // Beside the space: above it when there is room, else below; never off screen.
    const margin = 8;
    const width = card.offsetWidth;
    const height = card.offsetHeight;
    let left = Math.min(Math.max(margin, box.left + box.width / 2 - width / 2), innerWidth - width - margin);
    let top = box.top - height - margin;
    if (top < margin) top = Math.min(box.bottom + margin, innerHeight - height - margin);
    card.style.left = `${Math.max(margin, left)}px`;
    card.style.top = `${Math.max(margin, top)}px`;
  }

  function closeCard() {
    const card = $("space-card");
    if (card && !card.hidden) card.hidden = true;
    cardSpace = null;
  }

  function startPress(event) {
    pressShown = false;
    cancelPress();
    if (event.button > 0 || !event.target.closest) return;
    if (!event.target.closest("#space-card")) closeCard();
    const space = event.pointerType === "mouse" ? null : spaceOf(event.target);
    const el = space || event.target.closest("#app [title]");
    if (!el) return;
    const timer = setTimeout(() => (space ? showSpace(el) : showTitle(el)), LONG_PRESS_MS);
    press = { x: event.clientX, y: event.clientY, timer };
  }

  function movePress(event) {
    if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > 10) cancelPress();
  }

  function cancelPress() {
    if (press) clearTimeout(press.timer);
    press = null;
  }

  function showSpace(el) {
    press = null;
    pressShown = openCard(el, "press");
  }

  function showTitle(el) {
    press = null;
    const notice = $("notice");
    if (!notice || !el.isConnected) return;
    pressShown = true;
    notice.textContent = el.getAttribute("title");
    notice.dataset.kind = "info";
  }

  function hoverOver(event) {
    if (event.pointerType !== "mouse") return;
    const space = spaceOf(event.target);
    if (hover && hover.el === space) return;
    if (hover) clearTimeout(hover.timer);
    hover = null;
    if (cardSpace && cardSpace !== space && $("space-card").dataset.how === "hover") closeCard();
    if (!space) return;
    hover = { el: space, timer: setTimeout(() => openCard(space, "hover"), HOVER_MS) };
  }

  function keyCard(event) {
    if (event.key === "Escape" && cardSpace) {
      closeCard();
      return;
    }
    if (event.key !== "i" && event.key !== "I") return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const space = spaceOf(event.target);
    if (!space) return;
    event.preventDefault();
    if (cardSpace === space) closeCard();
    else openCard(space, "key");
  }

  function watchPresses() {
    addEventListener("pointerdown", startPress, true);
    addEventListener("pointermove", movePress, true);
    addEventListener("pointerup", cancelPress, true);
    addEventListener("pointercancel", cancelPress, true);
    addEventListener("pointerover", hoverOver, true);
    addEventListener("keydown", keyCard, true);
    addEventListener("scroll", closeCard, true);
    addEventListener(
      "click",
      (event) => {
        if (!pressShown) return;
        pressShown = false;
        event.stopPropagation();
        event.preventDefault();
      },
      true,
    );
    addEventListener("contextmenu", (event) => {
      if (pressShown || press) event.preventDefault();
    });
    // A redrawn board (a move, a hand-over) makes the card stale: it closes.
    const app = $("app");
    if (app) {
      new MutationObserver(() => {
        if (cardSpace && !cardSpace.isConnected) closeCard();
      }).observe(app, { childList: true, subtree: true });
      // A move (anyone's: a bot's too) makes it stale even where the space stays on the board: a
      // card saying a bot plays that seat must not stay over the next person's turn.
      let shownState = app.getAttribute("data-state-hash");
      new MutationObserver(() => {
        const now = app.getAttribute("data-state-hash");
        if (now !== shownState) closeCard();
        shownState = now;
      }).observe(app, { attributes: true, attributeFilter: ["data-state-hash"] });
    }
  }

  // A move previewed (Confirm, Cancel) or a menu opened in the status bar does not shrink the
  // board above or below it: in the stacked (portrait) layout the bar keeps the height it had
  // before and scrolls inside itself, so the board the player is looking at does not jump.
  let barHeight = 0;
  const SIDE_BY_SIDE = "(orientation: landscape) and (min-width: 700px)";
  function holdBar() {
    const bar = $("bar");
    if (!bar) return;
    const asking = bar.querySelector('[data-region="preview"]:not(:empty), [data-region="menu"]:not(:empty)');
    if (!asking || matchMedia(SIDE_BY_SIDE).matches) {
      if (bar.style.maxHeight) bar.style.maxHeight = "";
      barHeight = bar.getBoundingClientRect().height;
      return;
    }
    if (bar.style.maxHeight || !barHeight) return;
    bar.style.maxHeight = `${barHeight}px`;
    asking.scrollIntoView({ block: "nearest" });
  }
  function watchBar() {
    const app = $("app");
    if (app) new MutationObserver(holdBar).observe(app, { childList: true, subtree: true, characterData: true });
  }

  wrapStreaming("instantiateStreaming");
  wrapStreaming("compileStreaming");
  localize();
  listen();
  watchPyScriptErrors();
  watchReady();
  watchTable();
  watchPresses();
  watchBar();
})();
