// A Pyodide memory snapshot taken after our modules are imported (bench/run.py, step "snapshot";
// docs/performance.md). Not part of the site: the app boots through PyScript, which cannot start
// Pyodide from a snapshot, so the bench measures what a snapshot would give before anyone ships one.
//
//   node tools/make_snapshot.mjs <pyodide dir> <site py/ dir> <out file>
//
// Unpacks the home page's start zips (core-*, home-*), imports the modules the home page needs that do
// not touch the browser (no JS object may be held in a snapshot), then writes the wasm memory.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, pyDir, out] = process.argv.slice(2);
if (!pyodideDir || !pyDir || !out) {
  console.error("usage: node tools/make_snapshot.mjs <pyodide dir> <site py/ dir> <out file>");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
for (const name of readdirSync(pyDir).filter((n) => /^(core|home)-[0-9a-f]+\.zip$/.test(n)).sort()) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(path.join(pyDir, name))), "zip", { extractDir: "/home/pyodide" });
}
pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide")
import spacetable_web.controller, spacetable_web.views, spacetable_web.storage
from pyengine.core.registry import all_metas
all_metas()
`);
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(JSON.stringify({ bytes: snapshot.length, pyodide: pyodide.version }));
