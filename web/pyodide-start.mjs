// The app page's interpreter module (pyscript.toml `interpreter`): Pyodide's own, but started from
// a memory snapshot of our Python with the app's modules already imported when this build's
// snapshot is in the offline cache (docs/performance.md, "Starting from a memory snapshot").
//
// PyScript imports this module and calls loadPyodide({stderr, stdout, indexURL}); it also reads
// `version`. The build (tools/build.py) fills in the release id and the snapshot's file and size.
//   - A cold first visit starts normally: the snapshot (about 31 MB) is never downloaded then.
//   - Once the service worker is ready, the page asks it to copy runtime/snapshot-<build>.bin into
//     this release's cache in the background (sw.js, "cache-snapshot").
//   - A later start reads it from that cache (no network) and restores it; the snapshot carries its
//     stamp (sys._spacetable_snapshot = "<build> <pyodide version>"), checked after restoring.
//   - Anything wrong (wrong size, Pyodide refusing it, a stamp of another build or runtime, any
//     error) drops the cached snapshot and starts normally: the player sees no difference.
// <html data-snapshot>: "used" (restored), "fallback" (a cached snapshot was refused; normal
// start), "none" (no snapshot in the cache; normal start). Tests and the bench read it.
import * as pyodide from "./pyodide/pyodide.mjs";

const BUILD = "{{BUILD}}";
const SNAPSHOT = new URL("./{{SNAPSHOT}}", import.meta.url).href;
const SNAPSHOT_BYTES = {{SNAPSHOT_BYTES}};
const CACHE = `spacetable-${BUILD}`; // sw.js's cache of this release
const STAMP = `${BUILD} ${pyodide.version}`;
const INDEX_URL = new URL("./pyodide/", import.meta.url).href;

export const version = pyodide.version;

function mark(state) {
  if (globalThis.document) document.documentElement.dataset.snapshot = state;
}

async function cachedSnapshot() {
  if (!globalThis.caches || !(await caches.has(CACHE))) return null;
  const cache = await caches.open(CACHE);
  const response = await cache.match(SNAPSHOT);
  if (!response) return null;
  return { cache, data: new Uint8Array(await response.arrayBuffer()) };
}

async function fromSnapshot(options, data) {
  if (data.byteLength !== SNAPSHOT_BYTES) throw new Error(`snapshot of ${data.byteLength} bytes, expected ${SNAPSHOT_BYTES}`);
  const interpreter = await pyodide.loadPyodide({ ...options, _loadSnapshot: data });
  // The stamp first; then what must differ between starts: the snapshot froze the state of
  // `random` (game seeds, the tab's name in saves), so it is seeded afresh; and finalizeSetup put
  // "" on sys.path a second time.
  const stamp = interpreter.runPython(
    "import sys\ngetattr(sys, '_spacetable_snapshot', '')",
  );
  if (stamp !== STAMP) throw new Error(`snapshot stamp "${stamp}", expected "${STAMP}"`);
  interpreter.runPython("import random, sys\nrandom.seed()\nsys.path[:] = list(dict.fromkeys(sys.path))");
  return interpreter;
}

function firstLine(error) {
  return String((error && error.message) || error).split("\n")[0];
}

// A snapshot this browser refused is not fetched again for the same release (31 MB each visit).
const REFUSED_KEY = "spacetable.v1.snapshot-refused";

function refuse() {
  try {
    localStorage.setItem(REFUSED_KEY, BUILD);
  } catch {
    // no storage: the next start may fetch it once more
  }
}

function refused() {
  try {
    return localStorage.getItem(REFUSED_KEY) === BUILD;
  } catch {
    return false;
  }
}

function cacheLater() {
  // After a normal start: once the app runs and the service worker is ready, it copies the
  // snapshot into this release's cache in the background.
  if (!globalThis.navigator || !navigator.serviceWorker || !SNAPSHOT_BYTES || refused()) return;
  navigator.serviceWorker.ready
    .then((registration) => {
      if (registration.active) registration.active.postMessage({ type: "cache-snapshot" });
    })
    .catch(() => {});
}

export async function loadPyodide(options = {}) {
  options = { ...options, indexURL: INDEX_URL };
  let found = null;
  try {
    found = SNAPSHOT_BYTES ? await cachedSnapshot() : null;
  } catch (error) {
    console.warn("spacetable: cannot read the cached snapshot", error);
  }
  if (found) {
    try {
      const interpreter = await fromSnapshot(options, found.data);
      mark("used");
      return interpreter;
    } catch (error) {
      // One line, no traceback: a refused snapshot is no error of the app.
      console.warn("spacetable: the cached snapshot does not fit this runtime; normal start:", firstLine(error));
      mark("fallback");
      refuse();
      found.cache.delete(SNAPSHOT).catch(() => {});
    }
  } else {
    mark("none");
  }
  const interpreter = await pyodide.loadPyodide(options);
  cacheLater();
  return interpreter;
}
