// Byte-compiles Python packages with the site's own Pyodide, so the browser imports them
// without compiling (Pyodide's CPython version differs from the one building the site).
//
//   node tools/compile_pyc.mjs <pyodide dir> <folder>...
//
// Writes __pycache__/<module>.cpython-3XX.pyc beside each .py under each folder (one Pyodide
// for all of them: booting it is most of the time). The .pyc files are
// "unchecked hash" ones: the import system trusts them without comparing timestamps, which
// unzipping in the browser does not preserve; the build always writes them fresh. Module and
// function docstrings are left out of the bytecode (the sources keep them): fewer bytes to ship.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, ...folders] = process.argv.slice(2);
if (!pyodideDir || folders.length === 0) {
  console.error("usage: node tools/compile_pyc.mjs <pyodide dir> <folder>...");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
// A fixed hash seed: frozenset constants are marshalled in hash order, and builds must be reproducible.
const pyodide = await loadPyodide({ indexURL, env: { PYTHONHASHSEED: "0" } });
folders.forEach((folder, index) => {
  pyodide.FS.mkdirTree(`/work/${index}`);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(folder) }, `/work/${index}`);
});
pyodide.runPython(`
import ast
import importlib.util
from importlib._bootstrap_external import _code_to_hash_pyc
from pathlib import Path

DOCUMENTED = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)


def strip_docstrings(tree):
    """Drop module and function docstrings: a fifth of the bytecode, read by no code in the browser.

    A class's docstring becomes one space: a dataclass without one computes a signature for __doc__
    at import, and nothing in a page reads a class's text."""
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body and isinstance(node.body[0], ast.Expr):
            value = node.body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                rest = node.body[1:]
                node.body = rest or [ast.copy_location(ast.Pass(), node.body[0])]
        elif isinstance(node, ast.ClassDef) and node.body and isinstance(node.body[0], ast.Expr):
            value = node.body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                value.value = " "
    return tree


for mount in sorted(Path("/work").iterdir()):
    for path in sorted(mount.rglob("*.py")):
        source = path.read_bytes()
        name = str(Path("/work") / path.relative_to(mount))  # as named before the folders were batched
        tree = strip_docstrings(ast.parse(source, name))
        code = compile(tree, name, "exec", dont_inherit=True)
        target = Path(importlib.util.cache_from_source(str(path)))
        target.parent.mkdir(exist_ok=True)
        data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        target.write_bytes(bytes(data))
`);
