// Spacetable's bot worker: a module Worker running its own Pyodide with the engine, so bots think
// off the page's main thread. Started by bots.js (window.spacetableBots); docs/bots.md.
//
// The build (tools/build.py) fills in the package zips (the same files the app unpacks) and each
// game's zip, fetched when that game's bot first thinks (as the page does when it opens it). Every URL
// is relative to this script, so the site works from any sub-path; nothing is fetched off-origin.
// No SharedArrayBuffer and no synchronous calls: plain postMessage, so no special headers.
//
// Messages in:  {type: "think", id, request, hurry}   request: thinking.think_request() JSON text, or
//                                                     coachwork.coach_request() (a hint, a review: the coach)
//               {type: "hurry", id}                   stop thinking, answer with the best so far
//               {type: "cancel", id}                  stop thinking, answer nothing
//               {type: "load", game}                  fetch and unpack a game's zip now (a table with
//                                                     a bot or hints opened), not at its first decision
// Messages out: {type: "ready"} once Python and the engine are loaded; {type: "loaded", game} after a
//               "load"; {type: "failed", message}
//               if they cannot be; {type: "result", id, reply} (reply: thinking.reply_text(), JSON text
//               {action | choices | review, iterations, ms}); {type: "error", id, message} if the bot raised.
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";

const ZIPS = {{ZIPS}};
const GAME_ZIPS = {{GAME_ZIPS}}; // game id -> zip name under py/
const HERE = new URL("./", import.meta.url);
const SITE_DIR = "/home/pyodide/spacetable";
const SLICE_SECONDS = 0.05; // thinking between looks at the message queue (hurry, cancel)

const jobs = new Map(); // id -> {hurry, cancelled}

// Yield to the event loop without setTimeout's 4 ms clamp, so messages are read between slices.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()();
const yieldNow = () =>
  new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });

async function unpack(pyodide, name) {
  const response = await fetch(new URL(`py/${name}`, HERE));
  if (!response.ok) throw new Error(`py/${name}: HTTP ${response.status}`);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: SITE_DIR });
}

async function boot() {
  const pyodide = await loadPyodide({ indexURL: new URL("runtime/pyodide/", HERE).href });
  for (const name of ZIPS) await unpack(pyodide, name);
  pyodide.runPython(`import sys\nsys.path.insert(0, "${SITE_DIR}")`);
  const thinking = pyodide.pyimport("spacetable_web.thinking");
  return { pyodide, thinking, thinker: thinking.Thinker(), games: new Map() };
}

// The game a request plays ("" if the request names none we ship).
function gameOf(request) {
  try {
    return String(JSON.parse(JSON.parse(request).save).game || ""); // the save is JSON text in the request
  } catch {
    return "";
  }
}

// A game's zip, fetched and unpacked once (a promise per game).
function loadGame(py, game) {
  if (!Object.hasOwn(GAME_ZIPS, game)) return Promise.resolve();
  if (!py.games.has(game)) {
    const loading = unpack(py.pyodide, GAME_ZIPS[game]).then(() => py.pyodide.runPython("import importlib\nimportlib.invalidate_caches()"));
    loading.catch(() => py.games.delete(game)); // a later request tries again
    py.games.set(game, loading);
  }
  return py.games.get(game);
}

const ready = boot();
ready.then(
  () => postMessage({ type: "ready" }),
  (error) => postMessage({ type: "failed", message: String((error && error.message) || error) }),
);

async function think(id, request, hurry) {
  const job = { hurry, cancelled: false };
  jobs.set(id, job);
  const started = performance.now();
  let search = null;
  try {
    const py = await ready;
    await loadGame(py, gameOf(request));
    if (job.cancelled) return;
    search = py.thinker.begin(request);
    while (!search.done && !job.hurry && !job.cancelled) {
      py.thinking.step_for(search, SLICE_SECONDS);
      await yieldNow();
    }
    if (job.cancelled) return;
    const reply = py.thinking.reply_text(search, Math.round(performance.now() - started));
    postMessage({ type: "result", id, reply });
  } catch (error) {
    console.error(String((error && error.message) || error));
    postMessage({ type: "error", id, message: String((error && error.message) || error).slice(-2000) });
  } finally {
    jobs.delete(id);
    if (search && search.destroy) search.destroy();
  }
}

self.onmessage = ({ data }) => {
  if (!data) return;
  const job = jobs.get(data.id);
  if (data.type === "think") think(data.id, data.request, !!data.hurry);
  else if (data.type === "load") {
    const game = String(data.game || "");
    ready
      .then((py) => loadGame(py, game))
      .then(() => postMessage({ type: "loaded", game }))
      .catch(() => {}); // a failure shows at the first decision, which tries again
  }
  else if (data.type === "hurry" && job) job.hurry = true;
  else if (data.type === "cancel" && job) job.cancelled = true;
};
