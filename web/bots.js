// Spacetable's computer players, page side (plain JavaScript, loaded by index.html).
//
// window.spacetableBots drives the bot worker (bot-worker.js, a module Worker with its own
// Pyodide); the app's Python (spacetable_web/botplay.py) calls it:
//   start()                  -> Promise, resolved once the worker is ready; rejected if it cannot
//                               start (no Worker, a load error, no answer in BOOT_TIMEOUT_MS)
//   prepare(game)            start() without a promise (boots the worker while a person plays) and
//                            has it load `game`'s zip, so the first decision waits for neither
//   think(id, request)       -> Promise of the reply JSON text, null if cancelled; rejected with
//                               "worker: ..." if the worker broke, with the bot's error otherwise
//   hurry(id), cancel(id)    play now (best so far) / forget the decision
//   loadedGames              [{game, at}] zips loaded by prepare(game) (tests read it)
//   state                    "idle" | "starting" | "ready" | "failed"; failure: why it failed
//   beginThinking(mode, seat) -> token; endThinking(token)   the intervals tests measure
//   nextFrame()              -> Promise resolved after the next paint (at most 100 ms)
// Measurements for tests and the bench:
//   window.spacetableLongTasks      [{start, duration}] every main-thread task over 50 ms (PerformanceObserver "longtask")
//   window.spacetableBotThinking    [{start, end, mode, seat}] when a bot was thinking (mode "worker" | "page")
//   window.spacetableLongestWhileThinking(mode?) -> ms of the longest task overlapping a thinking interval
(() => {
  "use strict";

  const BOOT_TIMEOUT_MS = 120000; // a busy 2-core machine boots Pyodide in 5-20 s
  const longTasks = [];
  const thinking = [];
  window.spacetableLongTasks = longTasks;
  window.spacetableBotThinking = thinking;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // browsers without the Long Tasks API: nothing is measured
  }

  window.spacetableLongestWhileThinking = (mode) => {
    let longest = 0;
    for (const span of thinking) {
      if (mode && span.mode !== mode) continue;
      const end = span.end === null ? performance.now() : span.end;
      for (const task of longTasks) {
        if (task.start < end && task.start + task.duration > span.start) longest = Math.max(longest, task.duration);
      }
    }
    return longest;
  };

  let worker = null;
  const preparedGames = new Set();
  const loadedGames = []; // [{game, at}] zips the worker loaded ahead of a decision (prepare)
  let state = "idle";
  let failure = "";
  let starting = null;
  const pending = new Map(); // id -> {resolve, reject}
  const hurried = new Set(); // ids told to hurry before their think message went out

  function fail(reason) {
    if (state === "failed") return;
    state = "failed";
    failure = String(reason || "unknown");
    console.warn(`spacetable: the bot worker is not available (${failure}); bots think on the page`);
    if (worker) worker.terminate();
    worker = null;
    for (const { reject } of pending.values()) reject(new Error(`worker: ${failure}`));
    pending.clear();
  }

  function start() {
    if (starting) return starting;
    state = "starting";
    starting = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        fail("no answer from the worker");
        reject(new Error(`worker: ${failure}`));
      }, BOOT_TIMEOUT_MS);
      const stop = (reason) => {
        clearTimeout(timer);
        fail(reason);
        reject(new Error(`worker: ${failure}`));
      };
      try {
        const build = document.documentElement.dataset.build || "";
        worker = new Worker(`./bot-worker.js?v=${build}`, { type: "module", name: "spacetable-bots" });
      } catch (error) {
        stop((error && error.message) || error);
        return;
      }
      worker.onerror = (event) => {
        event.preventDefault();
        stop(event.message || "the worker script failed");
      };
      worker.onmessageerror = () => stop("a message could not be read");
      worker.onmessage = ({ data }) => {
        if (data.type === "ready") {
          clearTimeout(timer);
          state = "ready";
          resolve();
        } else if (data.type === "loaded") {
          loadedGames.push({ game: String(data.game), at: performance.now() });
        } else if (data.type === "failed") {
          stop(data.message);
        } else if (data.type === "result" || data.type === "error") {
          const waiter = pending.get(data.id);
          if (!waiter) return;
          pending.delete(data.id);
          if (data.type === "result") waiter.resolve(data.reply);
          else waiter.reject(new Error(data.message));
        }
      };
    });
    starting.catch(() => {});
    return starting;
  }


  function prepare(game) {
    start().then(
      () => {
        // The game's zip, fetched, unpacked and imported in the worker: 0.7 s of a first decision.
        if (!game || preparedGames.has(game) || !worker) return;
        preparedGames.add(game);
        worker.postMessage({ type: "load", game: String(game) });
      },
      () => {}, // failures show when a bot first needs the worker
    );
  }

  function think(id, request) {
    if (state === "failed" || !worker) return Promise.reject(new Error(`worker: ${failure || "not started"}`));
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ type: "think", id, request, hurry: hurried.has(id) });
      hurried.delete(id);
    });
  }

  function hurry(id) {
    if (pending.has(id) && worker) worker.postMessage({ type: "hurry", id });
    else hurried.add(id);
  }

  function cancel(id) {
    hurried.delete(id);
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    if (worker) worker.postMessage({ type: "cancel", id });
    waiter.resolve(null);
  }

  function nextFrame() {
    // After the next paint (or 100 ms, for tabs that do not paint): lets the page show what changed.
    return new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    });
  }

  function beginThinking(mode, seat) {
    thinking.push({ start: performance.now(), end: null, mode: String(mode), seat: Number(seat) });
    return thinking.length;
  }

  function endThinking(token) {
    const span = thinking[Number(token) - 1];
    if (span && span.end === null) span.end = performance.now();
  }

  window.spacetableBots = {
    get state() {
      return state;
    },
    get failure() {
      return failure;
    },
    get loadedGames() {
      return loadedGames.slice();
    },
    start,
    prepare,
    think,
    hurry,
    cancel,
    beginThinking,
    endThinking,
    nextFrame,
  };
})();
