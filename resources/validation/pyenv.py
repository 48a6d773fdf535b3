# Heddle: makes a Python project's environment for one validation run, inside the run's sandbox.
#
# Usage: python3 pyenv.py CONFIG.json
#
# CONFIG names the workspace ("root"), the environment's folder ("env"), the install line and the commands before it
# ("install", "pre_install"), the version setuptools-scm is to read ("pretend_version"), the repository's top-level
# packages ("watch"), the paths to put on sys.path when the install fails ("fallback_paths"), the file the import hook
# appends to ("record"), the file this writes its result to ("result"), and optionally an environment kept from an
# earlier run to restore instead of installing ("cache_in") and the folder to keep this one in ("cache_out"). The environment is a virtual environment over the interpreter's own packages, the project is
# installed into it without network, without build isolation and without dependencies, and every console script
# the interpreter knows gets a launcher in the environment's bin folder, so that `pytest` runs with the
# environment's interpreter too. An import hook records where each watched package was imported from.
import json
import os
import shlex
import shutil
import subprocess
import sys
import time
import venv

PIP_FLAGS = ["--no-index", "--no-build-isolation", "--no-deps", "--disable-pip-version-check", "--no-input",
             "--no-cache-dir", "--no-warn-script-location"]

HOOK = '''# Written by Heddle for one validation run: records where the repository's packages are imported from.
import sys

WATCH = frozenset(%(watch)r)
RECORD = %(record)r
LIMIT = 1 << 20


def _origin(spec):
    if spec.origin and spec.origin != "namespace":
        return spec.origin
    locations = list(spec.submodule_search_locations or [])
    return locations[0] if locations else ""


class HeddleImports:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if path is not None or name not in WATCH:
            return None
        spec = None
        for finder in list(sys.meta_path):
            if finder is cls or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                break
        if spec is None:
            return None
        try:
            with open(RECORD, "a", encoding="utf-8") as record:
                if record.tell() < LIMIT:
                    record.write(name + "\\t" + _origin(spec) + "\\n")
        except OSError:
            pass
        return spec


def _install():
    # An editable install's finder (setuptools appends it) goes before the path finder, so that a copy of the
    # package elsewhere on sys.path cannot win over the repository's.
    editable = [f for f in sys.meta_path if str(getattr(f, "__module__", "")).startswith("__editable__")]
    for finder in editable:
        sys.meta_path.remove(finder)
    sys.meta_path[0:0] = [HeddleImports] + editable


_install()
'''

LAUNCHERS = r'''
import importlib.metadata as md
import os
import sys

bindir, python = sys.argv[1], sys.argv[2]
try:
    points = md.entry_points(group="console_scripts")
except TypeError:  # before 3.10
    points = md.entry_points().get("console_scripts", [])
seen = set()
for point in points:
    name = point.name
    if name in seen or not name or "/" in name or name.startswith("."):
        continue
    seen.add(name)
    path = os.path.join(bindir, name)
    if os.path.lexists(path):
        continue
    module, _, attribute = point.value.partition(":")
    attribute = attribute.split("[")[0].strip()
    with open(path, "w", encoding="utf-8") as launcher:
        launcher.write("#!%s\nimport importlib, sys\nsys.argv[0] = %r\nobject = importlib.import_module(%r)\n"
                       "for part in %r:\n    object = getattr(object, part)\nsys.exit(object())\n"
                       % (python, path, module.strip(), [p for p in attribute.split(".") if p]))
    os.chmod(path, 0o755)
'''


def site_packages(python):
    out = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         stdout=subprocess.PIPE, check=True, universal_newlines=True)
    return out.stdout.strip()


def install_command(line, python):
    """The install line run with the environment's interpreter, offline: pip's own flags for a pip install."""
    try:
        words = shlex.split(line)
    except ValueError:
        words = []
    for i in range(len(words) - 1):
        if words[i] in ("pip", "pip3") and words[i + 1] == "install":
            return [python, "-m", "pip", "install"] + PIP_FLAGS + words[i + 2:], False
    return line, True


# What an install wrote is kept when it is at most this large; a build of native extensions can be far larger.
CACHE_LIMIT = 256 << 20
NOT_KEPT = {".git", ".heddle", "__pycache__"}


def python_identity():
    return "%s %s" % (sys.version, os.path.realpath(sys.executable))


def files_below(top):
    """Relative path -> (size, modification time) of the regular files below top, but compiled bytecode."""
    found = {}
    stack = [""]
    while stack:
        rel = stack.pop()
        try:
            entries = os.scandir(os.path.join(top, rel) if rel else top)
        except OSError:
            continue
        with entries:
            for entry in entries:
                path = rel + "/" + entry.name if rel else entry.name
                if entry.is_dir(follow_symlinks=False):
                    if entry.name not in NOT_KEPT:
                        stack.append(path)
                elif entry.is_file(follow_symlinks=False) and not entry.name.endswith(".pyc"):
                    status = entry.stat(follow_symlinks=False)
                    found[path] = (status.st_size, status.st_mtime_ns)
    return found


def written(before, after):
    return sorted(path for path, stamp in after.items() if before.get(path) != stamp)


def keep(folder, root, parts):
    """Copies what the install wrote (the environment's new files and the workspace's) into folder, with a manifest
    written last: an entry without one is incomplete and is never restored."""
    total = sum(os.path.getsize(os.path.join(base, rel)) for _, base, files in parts for rel in files)
    if total > CACHE_LIMIT:
        return
    manifest = {"python": python_identity(), "root": root}
    for name, base, files in parts:
        for rel in files:
            target = os.path.join(folder, name, rel)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(os.path.join(base, rel), target)
        manifest[name] = files
    with open(os.path.join(folder, "manifest.json"), "w", encoding="utf-8") as out:
        json.dump(manifest, out)


def restore(folder, root, env):
    """Writes a kept environment's files back, its workspace's path replaced by this one's in text files. False when
    the entry is incomplete, was made by another interpreter or names a path outside its folders."""
    try:
        with open(os.path.join(folder, "manifest.json"), encoding="utf-8") as source:
            manifest = json.load(source)
    except (OSError, ValueError):
        return False
    if not isinstance(manifest, dict) or manifest.get("python") != python_identity() or \
            not isinstance(manifest.get("root"), str):
        return False
    old, new = manifest["root"].encode(), root.encode()
    for name, base in (("env", env), ("workspace", root)):
        files = manifest.get(name)
        if not isinstance(files, list):
            return False
        for rel in files:
            if not isinstance(rel, str) or os.path.isabs(rel) or ".." in rel.split("/"):
                return False
            with open(os.path.join(folder, name, rel), "rb") as source:
                data = source.read()
            if b"\0" not in data:
                data = data.replace(old, new)
            target = os.path.join(base, rel)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(data)
            shutil.copymode(os.path.join(folder, name, rel), target)
    return True


def tail(text, lines=12):
    kept = [l for l in text.splitlines() if l.strip()]
    return "\n".join(kept[-lines:])


def install(config, env, result):
    """Installs the project into the fresh environment; returns the workspace's files as they were before it."""
    bindir = os.path.join(env, "bin")
    python = os.path.join(bindir, "python")
    site = site_packages(python)
    variables = dict(os.environ, VIRTUAL_ENV=env, PATH=bindir + os.pathsep + os.environ.get("PATH", ""),
                     PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
    if config.get("pretend_version"):  # the workspace has no git history for setuptools-scm to read
        variables.setdefault("SETUPTOOLS_SCM_PRETEND_VERSION", config["pretend_version"])
    variables.pop("PYTHONPATH", None)
    command, shell = install_command(result["install"], python)
    done = subprocess.run(command, shell=shell, env=variables, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True, errors="replace")
    result["installed"] = done.returncode == 0
    if not result["installed"]:
        result["error"] = tail(done.stdout)
        for path in config.get("fallback_paths") or []:
            if os.path.isdir(path):
                with open(os.path.join(site, "heddle-workspace.pth"), "w", encoding="utf-8") as pth:
                    pth.write(path + "\n")
                result["fallback"] = path
                break
    with open(os.path.join(site, "heddle_imports.py"), "w", encoding="utf-8") as hook:
        hook.write(HOOK % {"watch": sorted(config.get("watch") or []), "record": config["record"]})
    # Named to sort after an editable install's own .pth files, whose finders it moves.
    with open(os.path.join(site, "zzzz-heddle-imports.pth"), "w", encoding="utf-8") as pth:
        pth.write("import heddle_imports\n")
    subprocess.run([python, "-c", LAUNCHERS, bindir, python], env=variables, check=True)


def main():
    config = json.load(open(sys.argv[1], encoding="utf-8"))
    started = time.monotonic()
    env = config["env"]
    root = config.get("root") or os.path.dirname(os.path.dirname(env))
    result = {"python": sys.version.split()[0], "install": config.get("install") or "python -m pip install -e .",
              "install_from": config.get("install_from", ""),
              "installed": False, "fallback": "", "error": "", "cached": False}
    try:
        builder = venv.EnvBuilder(system_site_packages=True, with_pip=False, symlinks=True, clear=True)
        builder.create(env)
        variables = dict(os.environ, PIP_NO_INDEX="1")
        variables.pop("PYTHONPATH", None)
        for command in config.get("pre_install") or []:
            subprocess.run(command, shell=True, env=variables, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if config.get("cache_in"):
            try:
                result["cached"] = restore(config["cache_in"], root, env)
            except OSError as error:
                result["error"] = "the kept environment could not be restored: %s" % error
            if not result["cached"]:
                builder.create(env)  # whatever a failed restore wrote is cleared
            result["installed"] = result["cached"]
        if not result["cached"]:
            env_before, work_before = files_below(env), files_below(root)
            install(config, env, result)
            if result["installed"] and config.get("cache_out"):
                try:
                    keep(config["cache_out"], root, [("env", env, written(env_before, files_below(env))),
                                                     ("workspace", root, written(work_before, files_below(root)))])
                except OSError:
                    pass  # not kept: the next run installs again
        with open(config["activate"], "w", encoding="utf-8") as activate:
            activate.write("VIRTUAL_ENV=%s; PATH=%s:\"$PATH\"; export VIRTUAL_ENV PATH; unset PYTHONHOME\n"
                           % (shlex.quote(env), shlex.quote(os.path.join(env, "bin"))))
    except Exception as error:  # the run goes on without an environment; the result says why
        result["error"] = (result["error"] + "\n" if result["error"] else "") + "%s: %s" % (type(error).__name__,
                                                                                           error)
    result["ms"] = int((time.monotonic() - started) * 1000)
    with open(config["result"], "w", encoding="utf-8") as out:
        json.dump(result, out)


main()
