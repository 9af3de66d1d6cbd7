// Byte-compiles Python packages with the site's own Pyodide, so the browser imports them
// without compiling (Pyodide's CPython version differs from the one building the site).
//
//   node tools/compile_pyc.mjs <pyodide dir> <folder>
//
// Writes __pycache__/<module>.cpython-3XX.pyc beside each .py under <folder>. The .pyc files are
// "unchecked hash" ones: the import system trusts them without comparing timestamps, which
// unzipping in the browser does not preserve; the build always writes them fresh.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, folder] = process.argv.slice(2);
if (!pyodideDir || !folder) {
  console.error("usage: node tools/compile_pyc.mjs <pyodide dir> <folder>");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
// A fixed hash seed: frozenset constants are marshalled in hash order, and builds must be reproducible.
const pyodide = await loadPyodide({ indexURL, env: { PYTHONHASHSEED: "0" } });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(folder) }, "/work");
pyodide.runPython(`
import compileall
import py_compile

ok = compileall.compile_dir(
    "/work", quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
)
if not ok:
    raise SystemExit("byte-compiling failed")
`);
