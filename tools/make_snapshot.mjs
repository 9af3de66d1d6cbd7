// A Pyodide memory snapshot of the app page's Python after its modules are imported: the build
// writes it (tools/build.py, runtime/snapshot-<build>.bin) and the app's interpreter module
// (web/pyodide-start.mjs) starts from it on a warm visit. docs/performance.md, "Starting from a
// memory snapshot".
//
//   node tools/make_snapshot.mjs <pyodide dir> <out file> <stamp> <zip>...
//
// Unpacks the zips (exactly those the page unpacks at start) into /home/pyodide, the folder PyScript
// unpacks them into, and imports every module in them that touches no browser object: `js`,
// `pyodide_js` and `pyscript` are refused during the snapshot (a snapshot may hold no JS object), so a
// module importing them (the app's entry, its DOM glue) is left to the page, which imports it after
// PyScript's own start. `sys._spacetable_snapshot` = <stamp> is left in the snapshot: the page checks
// it after restoring. Prints {bytes, pyodide, modules} as JSON.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, out, stamp, ...zips] = process.argv.slice(2);
if (!pyodideDir || !out || !stamp || !zips.length) {
  console.error("usage: node tools/make_snapshot.mjs <pyodide dir> <out file> <stamp> <zip>...");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
const names = [];
for (const zip of zips) {
  const data = new Uint8Array(readFileSync(zip));
  pyodide.unpackArchive(data, "zip", { extractDir: "/home/pyodide" });
  names.push(...pyodide.runPython("import zipfile, io\nlambda b: zipfile.ZipFile(io.BytesIO(bytes(b))).namelist()")(data).toJs());
}
const imported = pyodide.runPython(`
import importlib, importlib.abc, os, sys

os.chdir("/home/pyodide")
BROWSER = ("js", "pyodide_js", "pyscript")


class NoBrowser(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BROWSER:
            raise ImportError(f"{name}: no browser object in a snapshot")
        return None


def module_name(path):
    stem = path.rsplit(".", 1)[0]
    parts = stem.split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


blocker = NoBrowser()
sys.meta_path.insert(0, blocker)
names = ${JSON.stringify(names)}
modules = sorted({module_name(n) for n in names if n.endswith((".py", ".pyc")) and "__pycache__" not in n})
done = []
for name in modules:
    try:
        importlib.import_module(name)
        done.append(name)
    except ImportError:
        pass
sys.meta_path.remove(blocker)
importlib.invalidate_caches()
sys._spacetable_snapshot = ${JSON.stringify(stamp)}
done
`).toJs();
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(JSON.stringify({ bytes: snapshot.length, pyodide: pyodide.version, modules: imported.length }));
