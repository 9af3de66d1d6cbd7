// The site's python_stdlib.zip: only the standard library the site can import, byte-compiled by the
// site's own Pyodide (docs/performance.md, "A trimmed, compiled standard library").
//
//   node tools/trim_stdlib.mjs <pyodide dir> <out zip> <roots json>
//
// <roots json> names a file holding {"roots": [module, ...], "whole": [package, ...]}: the modules
// our code (and PyScript's) imports (tools/build.py finds them), and packages kept whole. Kept: the
// modules Pyodide imports while it boots, the roots, and every module those import, at any depth
// and inside functions too (a lazy `import tokenize` in linecache is read from its source), so a
// rarely taken path finds its module. Each kept module is written as an unchecked-hash .pyc beside
// where its source was (zipimport reads sourceless .pyc): Pyodide's own zip holds sources, which it
// compiles at every start. Prints {modules, left_out, bytes, source_bytes} as JSON (left_out: what a
// kept module imports inside a function and the zip lacks, by module).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, out, rootsFile] = process.argv.slice(2);
if (!pyodideDir || !out || !rootsFile) {
  console.error("usage: node tools/trim_stdlib.mjs <pyodide dir> <out zip> <roots json>");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
// A fixed hash seed: frozenset constants are marshalled in hash order, and builds must be reproducible.
const pyodide = await loadPyodide({ indexURL, env: { PYTHONHASHSEED: "0" } });
const outDir = path.resolve(path.dirname(out));
pyodide.FS.mkdirTree("/out");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: outDir }, "/out");
pyodide.globals.set("ROOTS_JSON", readFileSync(rootsFile, "utf8"));
pyodide.globals.set("OUT", `/out/${path.basename(out)}`);
const report = pyodide.runPython(`
import ast
import importlib.util
import json
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

STDLIB = next(p for p in sys.path if p.endswith(".zip"))
DATE = (1980, 1, 1, 0, 0, 0)
source_zip = zipfile.ZipFile(STDLIB)
FILES = {info.filename: info for info in source_zip.infolist()}


def source_path(module):
    """The zip path of a module's source, or None (a built-in, a C module, or no such module)."""
    stem = module.replace(".", "/")
    for candidate in (f"{stem}/__init__.py", f"{stem}.py"):
        if candidate in FILES:
            return candidate
    return None


def literal_imports(tree):
    """importlib.import_module("x") and __import__("x") with a written name."""
    for node in run_at_import(tree):
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                yield node.args[0].value


def run_at_import(tree):
    """The nodes a module runs when imported: all but the insides of functions (a lazy import in a
    function is kept only when a root names it, or Pyodide's boot loaded it)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and not run_as_script(node):
            stack.extend(ast.iter_child_nodes(node))


def run_as_script(node):
    """An \`if __name__ == "__main__":\` block (a module's self-test: doctest, pdb, unittest)."""
    test = getattr(node, "test", None) if isinstance(node, ast.If) else None
    return isinstance(test, ast.Compare) and getattr(test.left, "id", "") == "__name__"


def imported_by(module, path):
    """Every module a module imports when it is imported, absolute names."""
    tree = ast.parse(source_zip.read(path), path)
    package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
    for node in run_at_import(tree):
        yield from names_imported(node, package)
    yield from literal_imports(tree)


def names_imported(node, package):
    """The absolute names one import statement imports (\`from m import x\`: m and m.x); none for
    any other node."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            parts = package.split(".")
            parent = ".".join(parts[: len(parts) - node.level + 1])
            base = f"{parent}.{base}" if base else parent
        yield base
        yield from (f"{base}.{alias.name}" for alias in node.names if alias.name != "*")


def closure(roots, whole):
    """The modules to keep: the roots, their packages, and what they import, to the end."""
    wanted = set(roots) | set(sys.modules)
    for package in whole:
        prefix = package.replace(".", "/") + "/"
        wanted |= {name[:-3].replace("/", ".").removesuffix(".__init__") for name in FILES if name.startswith(prefix) and name.endswith(".py")}
    kept, queue = {}, sorted(wanted)
    while queue:
        module = queue.pop()
        parts = module.split(".")
        for depth in range(1, len(parts) + 1):
            name = ".".join(parts[:depth])
            if name in kept:
                continue
            path = source_path(name)
            kept[name] = path
            if path is not None:
                queue.extend(imported_by(name, path))
    return {name: path for name, path in kept.items() if path is not None}


def lazily_imported(module, path):
    """The modules a module imports only inside its functions."""
    tree = ast.parse(source_zip.read(path), path)
    package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
    at_import = set(map(id, run_at_import(tree)))
    scripts = {id(n) for block in ast.walk(tree) if run_as_script(block) for n in ast.walk(block)}
    for node in ast.walk(tree):
        if id(node) not in at_import and id(node) not in scripts:
            yield from names_imported(node, package)


def left_out(kept):
    """The standard-library modules a kept module imports inside a function and the zip lacks: the
    build checks each is declared not needed (tools/build.py LEFT_OUT)."""
    missing = {}
    for module, path in kept.items():
        for name in lazily_imported(module, path):
            if name not in kept and source_path(name) is not None:
                missing.setdefault(name, set()).add(module)
    return {name: sorted(users) for name, users in sorted(missing.items())}


def compiled(path):
    """An unchecked-hash .pyc of the module's source, named as the source would have been run."""
    source = source_zip.read(path)
    code = compile(source, f"{STDLIB}/{path}", "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def write(kept):
    """The zip: a directory entry per package folder, then each module's .pyc, sorted."""
    folders = sorted({p.rsplit("/", 1)[0] + "/" for p in kept.values() if "/" in p})
    with zipfile.ZipFile(OUT, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zipped:
        for folder in folders:
            zipped.writestr(zipfile.ZipInfo(folder, DATE), b"")
        for path in sorted(kept.values()):
            zipped.writestr(zipfile.ZipInfo(path[:-3] + ".pyc", DATE), compiled(path), zipfile.ZIP_DEFLATED, 9)


wanted = json.loads(ROOTS_JSON)
kept = closure(wanted["roots"], wanted["whole"])
write(kept)
json.dumps({"modules": sorted(kept), "left_out": left_out(kept), "source_bytes": sum(FILES[p].file_size for p in kept.values())})
`);
const result = JSON.parse(report);
result.bytes = readFileSync(out).length;
console.log(JSON.stringify(result));
