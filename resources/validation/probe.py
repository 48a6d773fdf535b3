# Heddle: looks for inputs that tell two versions of a Python repository's code apart, in a validation run's sandbox.
#
# Usage: python3 probe.py CONFIG.json    (the working directory is the repository's root)
#
# Mode "record", run under the reference patch: runs the task's tests (pytest node ids) in this process with a profile
# hook that keeps the arguments, pickled, of each call into the functions holding the target lines, and, through
# probe_history.py beside this file, how the tests built the objects of calls into methods and the objects they passed;
# adds each method call made on an object its history builds again ("rebuilt"), and calls that change one argument (or
# one step of such a history) at a time; replays every call twice, each time in a fresh process, and drops the calls
# whose two results differ; and, through probe_tests.py beside this file, writes a pytest test for each call whose
# arguments and result have literal forms (an object's, built as the test built it). Mode "replay", run under another
# version (a mutant, an attempt): replays the calls a record printed, once, in a fresh process. Both print one line of
# JSON between "@@heddle-probe NONCE begin@@" and "@@heddle-probe NONCE end@@" on lines of their own (the code under
# test may print anything around them) and exit 0; they exit 2 only when CONFIG cannot be read. Two results are
# compared by their "returns", "raises" and "message", "timeout" and "state" (the arguments after the call, all of
# them, as one canonical text; on an object built again, which steps of its history raised and the other arguments);
# "shown" is for people, "incidental" marks the reference's raise that no raise statement of the target lines made, and
# a result with "error" is a call that could not be made, not compared. Standard library only; runs on the project's
# own interpreter.
import base64
import dis
import importlib
import importlib.util
import inspect
import itertools
import json
import os
import pickle
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.realpath(__file__))
PICKLE_LIMIT = 64 * 1024
PROTOCOL = 4  # read back by the same interpreter, but kept to a protocol every Python 3 still reads
CANON_DEPTH = 6
CANON_TEXT = 4000
SHOWN_TEXT = 300
ARGUMENT_TEXT = 80
GENERATOR_ITEMS = 1000
# Pickling a call's arguments costs time on every call into a target, kept or not: a function called this often stops
# being watched.
ATTEMPTS = 2000
ADDRESS = re.compile(r"0x[0-9a-fA-F]{6,}")
SUSPENDABLE = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR | inspect.CO_ITERABLE_COROUTINE
COMPARED = ("returns", "raises", "message", "timeout", "error", "state")


class _Timeout(BaseException):
    """Raised into a replayed call when its time is up; a BaseException, so that `except Exception` in the code under
    test does not swallow it."""


class _TooBig(Exception):
    pass


def cut(text, limit, marker="..."):
    return text if len(text) <= limit else text[:limit] + marker


def brief(error):
    try:
        return cut("%s: %s" % (type(error).__name__, ADDRESS.sub("0x?", str(error))), 200)
    except Exception:
        return type(error).__name__


def safe_repr(value, limit=ARGUMENT_TEXT):
    try:
        return cut(repr(value), limit)
    except _Timeout:
        raise
    except BaseException:
        return "<unrepresentable: %s>" % type(value).__name__


def plural(count, word):
    return "%d %s%s" % (count, word, "" if count == 1 else "s")


# --- describing values ------------------------------------------------------------------------------------------------

def canon(value):
    """The text results are compared by: floats to ten digits, containers element by element (a dict's and a set's in
    sorted order), an object with the default repr by its attributes, anything else by its repr with memory addresses
    masked."""
    text = _canon(value, 0, [CANON_TEXT])
    return cut(text, CANON_TEXT, "...<cut>")


def _leaf(text, left):
    left[0] -= len(text)
    return text


def _items(values, depth, left):
    found = []
    for value in values:
        if left[0] <= 0:  # the text will be cut anyway: a huge container is not walked to its end
            found.append("...")
            break
        found.append(_canon(value, depth + 1, left))
    return found


def _attributes(value):
    found = {}
    state = getattr(value, "__dict__", None)
    if isinstance(state, dict):
        found.update(state)
    for klass in type(value).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        for name in [slots] if isinstance(slots, str) else slots:
            if name.startswith("__") and not name.endswith("__"):
                name = "_%s%s" % (klass.__name__.lstrip("_"), name)
            if name not in ("__dict__", "__weakref__") and name not in found:
                try:
                    found[name] = getattr(value, name)
                except AttributeError:
                    pass
    return sorted(found.items(), key=lambda item: str(item[0]))


def _canon(x, depth, left):
    if depth > CANON_DEPTH or left[0] <= 0:
        return "..."
    kind = type(x)
    try:
        if isinstance(x, float):
            return _leaf(format(float(x), ".10g"), left)
        if x is None or kind in (bool, int, str, bytes, complex):
            return _leaf(repr(x), left)
        if isinstance(x, (list, tuple)):
            items = _items(x, depth, left)
            if kind is list:
                return "[%s]" % ", ".join(items)
            if kind is tuple:
                return "(%s,)" % items[0] if len(items) == 1 else "(%s)" % ", ".join(items)
            fields = getattr(kind, "_fields", None)
            if isinstance(fields, tuple) and len(fields) == len(items):
                return "%s(%s)" % (kind.__name__, ", ".join("%s=%s" % pair for pair in zip(fields, items)))
            return "%s[%s]" % (kind.__name__, ", ".join(items))
        if isinstance(x, dict):
            pairs = []
            for key, value in x.items():
                if left[0] <= 0:
                    pairs.append("...")
                    break
                pairs.append("%s: %s" % (_canon(key, depth + 1, left), _canon(value, depth + 1, left)))
            if kind.__name__ != "OrderedDict":  # equal whatever the order their keys were added in
                pairs.sort(key=lambda pair: (pair == "...", pair))
            return ("{%s}" if kind is dict else kind.__name__ + "{%s}") % ", ".join(pairs)
        if isinstance(x, (set, frozenset)):
            items = ", ".join(sorted(_items(x, depth, left)))
            if kind is set:
                return "{%s}" % items if items else "set()"
            return "%s({%s})" % (kind.__name__, items)
        if kind.__repr__ is object.__repr__:
            return "%s(%s)" % (kind.__qualname__, ", ".join("%s=%s" % (name, _canon(value, depth + 1, left))
                                                           for name, value in _attributes(x)))
        return _leaf(ADDRESS.sub("0x?", repr(x)), left)
    except _Timeout:
        raise
    except BaseException:
        return "<undescribable: %s>" % kind.__name__


# --- recording the tests' calls ---------------------------------------------------------------------------------------

def resume_offset(code):
    """Where a generator's frame stands when it first runs; later 'call' events of the same frame are resumptions."""
    for instruction in dis.get_instructions(code):
        if instruction.opname == "RESUME":
            return instruction.offset
    return -1  # before Python 3.11 a frame that has not run yet stands at -1


class Capped:
    def __init__(self):
        self.parts, self.size = [], 0

    def write(self, data):
        self.size += len(data)
        if self.size > PICKLE_LIMIT:
            raise _TooBig("bigger than %d KB" % (PICKLE_LIMIT // 1024))
        self.parts.append(bytes(data))
        return len(data)


def bound(code, names):
    """The call's positional arguments and keyword arguments, from the frame's locals as the call bound them."""
    count, varnames = code.co_argcount, code.co_varnames
    at = count + code.co_kwonlyargcount
    args = [names[name] for name in varnames[:count]]
    kwargs = {name: names[name] for name in varnames[count:at]}
    if code.co_flags & inspect.CO_VARARGS:
        args.extend(names[varnames[at]])
        at += 1
    if code.co_flags & inspect.CO_VARKEYWORDS:
        kwargs.update(names[varnames[at]])
    return tuple(args), kwargs


class Recorder:
    def __init__(self, targets, root, limit, history, tests):
        self.root, self.limit = root, limit
        self.tables = {}
        for target in targets:
            self.tables.setdefault(target["path"], {})[(target["first_line"], target["name"])] = target
        self.by_filename, self.decided = {}, {}
        self.test, self.paths, self.stopped = "", [], False
        # How the tests built and changed the objects of target methods, for the tests written for those calls.
        self.history = history.History(sys.modules[__name__], self, targets, tests)

    def table(self, filename):
        if filename not in self.by_filename:
            found = self.tables.get(os.path.realpath(filename))
            if found is None:  # installed elsewhere than the repository (site-packages, a build folder)
                slashed = "/" + filename.replace(os.sep, "/")
                for path, table in self.tables.items():
                    rel = os.path.relpath(path, self.root).replace(os.sep, "/")
                    parts = rel.split("/")
                    if slashed.endswith("/" + rel) or (parts[0] in ("src", "lib") and len(parts) > 1
                                                       and slashed.endswith("/" + "/".join(parts[1:]))):
                        found = table
            self.by_filename[filename] = found
        return self.by_filename[filename]

    def decide(self, code):
        table = self.table(code.co_filename)
        target = table.get((code.co_firstlineno, code.co_name)) if table else None
        return False if target is None else target

    def profiler(self):
        decided, decide, capture = self.decided, self.decide, self.capture
        built, called, methods = self.history.built, self.history.called, self.history.methods

        def hook(frame, event, arg):
            if event != "call":
                return
            code = frame.f_code
            # Keyed by id: hashing a code object hashes its constants, on every call. The entry holds the code
            # object, so that its id cannot go to another one.
            entry = decided.get(id(code))
            if entry is None:
                entry = decided[id(code)] = (code, decide(code), code.co_name == "__init__")
            if entry[1] is not False:
                capture(entry[1], frame, code)
            if entry[2]:
                built(frame, code)
            elif id(code) in methods:  # after the capture: a call's object's history stops before the call
                called(frame, code)
        return hook

    def stop(self, code):
        self.decided[id(code)] = (code, False, code.co_name == "__init__")

    def skip(self, target, reason, detail=""):
        count, first = target["skipped"].get(reason, (0, detail))
        target["skipped"][reason] = (count + 1, first)

    def capture(self, target, frame, code):
        if code.co_flags & SUSPENDABLE and frame.f_lasti > target["resume"]:
            return
        target["attempts"] += 1
        if target["attempts"] > ATTEMPTS:
            self.stop(code)
            return
        if "<locals>" in target["qualname"] or "<lambda>" in target["qualname"]:
            self.skip(target, "defined inside another function, it cannot be called by name")
            return
        try:
            sink = Capped()
            pickle.Pickler(sink, PROTOCOL).dump(bound(code, frame.f_locals))
        except Exception as error:
            self.skip(target, "their arguments could not be pickled", brief(error))
            return
        data = b"".join(sink.parts)
        known = target["calls"].get(data)
        if known is None or (known[2] is None and known[3] is None):
            method = "." in target["qualname"]
            history = self.history.of(frame, code) if method else None
            passed = self.history.arguments(frame, code, 1 if method else 0)
            if known is None or history is not None or passed is not None:
                target["calls"][data] = (self.test, frame.f_globals.get("__name__") or target["module"], history,
                                         passed)
            if len(target["calls"]) >= self.limit:
                self.stop(code)

    def enter(self, item):
        nodeid = item.nodeid
        path = str(getattr(item, "path", None) or item.fspath)
        rest = nodeid.split("::", 1)[1] if "::" in nodeid else ""
        rel = os.path.relpath(path, self.root).replace(os.sep, "/")
        self.test = rel + ("::" + rest if rest else "")
        for entry in sys.path:
            full = os.path.realpath(entry or self.root)
            if full == self.root or full.startswith(self.root + os.sep):
                rel = os.path.relpath(full, self.root)
                if rel not in self.paths:
                    self.paths.append(rel)


def run_tests(tests, recorder, root, stop_at, hard_stop, notes):
    try:
        import pytest
    except ImportError as error:
        notes.append("pytest could not be imported (%s): no test ran" % brief(error))
        return -1

    class Watch:
        @pytest.hookimpl(hookwrapper=True)
        def pytest_runtest_protocol(self, item, nextitem):
            if time.monotonic() > stop_at and not item.session.shouldstop:
                item.session.shouldstop = "the probe's time for the tests is up"
                recorder.stopped = True
            recorder.enter(item)
            yield
            recorder.history.end_test(recorder.test)
            recorder.test = ""

    def interrupt(signum, frame):
        raise KeyboardInterrupt("the probe's time for the tests is up")

    # A test that never ends is interrupted as by ^C, which pytest ends its session on, reporting what ran.
    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, max(hard_stop - time.monotonic(), 1.0))
    sys.setprofile(recorder.profiler())
    try:
        return int(pytest.main(list(tests) + ["-q", "-p", "no:cacheprovider"], plugins=[Watch()]))
    except BaseException as error:
        notes.append("pytest stopped: %s" % brief(error))
        return -1
    finally:
        sys.setprofile(None)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        os.chdir(root)


# --- replaying calls --------------------------------------------------------------------------------------------------

def resolve(module, qualname, line):
    try:
        found = importlib.import_module(module)
        for part in qualname.split("."):
            found = inspect.getattr_static(found, part)
        if isinstance(found, (staticmethod, classmethod)):
            found = found.__func__
        if isinstance(found, property):
            accessors = [f for f in (found.fget, found.fset, found.fdel) if f is not None]
            found = next((f for f in accessors if getattr(getattr(inspect.unwrap(f), "__code__", None),
                                                          "co_firstlineno", None) == line), found.fget)
        found = getattr(found, "func", found) if type(found).__name__ == "cached_property" else found
        found = inspect.unwrap(found)
        if isinstance(found, (staticmethod, classmethod)):
            found = found.__func__
        if not callable(found):
            raise TypeError("%s is not callable" % type(found).__name__)
        return found, ""
    except BaseException as error:
        return None, "could not resolve %s:%s (%s)" % (module, qualname, brief(error))


def bounded(thunk, seconds):
    """('returns', value), ('raises', error) or ('timeout', None) for thunk() run under an interval timer."""
    expired = []

    def alarm(signum, frame):
        expired.append(True)
        raise _Timeout()

    previous = signal.signal(signal.SIGALRM, alarm)
    try:
        try:
            signal.setitimer(signal.ITIMER_REAL, seconds)
            outcome = ("returns", thunk())
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except _Timeout:
        outcome = ("timeout", None)
    except BaseException as error:  # SystemExit and KeyboardInterrupt from the code are results too
        outcome = ("raises", error)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return ("timeout", None) if expired else outcome


def type_path(kind):
    return "%s.%s" % (kind.__module__, kind.__qualname__)


def importable(kind):
    try:
        found = importlib.import_module(kind.__module__)
        for part in kind.__qualname__.split("."):
            found = getattr(found, part)
        return [kind.__module__, kind.__qualname__] if found is kind else None
    except BaseException:
        return None


def perform(function, payload, seconds, literals, cover=None, call=None, packages=()):
    try:
        args, kwargs = pickle.loads(base64.b64decode(payload))
    except BaseException as error:
        return {"error": "could not unpickle the arguments (%s)" % brief(error)}
    raised = None  # a call on an object built again: which steps of its history raised
    if call and call.get("rebuild"):
        made, built = bounded(lambda: sibling("probe_history").build(call["rebuild"], GENERATOR_ITEMS), seconds)
        if made == "timeout":
            return {"timeout": True}
        if made == "raises":
            if isinstance(built, (pickle.UnpicklingError, ImportError, AttributeError)):
                return {"error": "its object could not be built (%s)" % brief(built)}
            return {"raises": type_path(type(built)), "message": "building its object: %s" % brief(built)[:300],
                    "state": canon([])}
        args, raised = (built[0],) + tuple(args), built[1]
    values = list(args) + list(kwargs.values())
    if literals:
        before = [canon(value) for value in values]
        forms = literals.Forms(sys.modules[__name__], packages)
        lits = {"args": [forms.text(arg) for arg in args], "kwargs": {k: forms.text(v) for k, v in kwargs.items()}}
        itself = literals.state(sys.modules[__name__], args[0]) if args else None
        passed = {int(p): literals.state(sys.modules[__name__], args[int(p)])
                  for p in (call or {}).get("passed") or {} if int(p) < len(args) and lits["args"][int(p)] is None}

    shape = []

    def run():
        value = function(*args, **kwargs)
        if inspect.isgenerator(value):
            shape.append("generator")
            return list(itertools.islice(value, GENERATOR_ITEMS))
        if inspect.iscoroutine(value) or inspect.isasyncgen(value):
            shape.append("coroutine")
            getattr(value, "close", lambda: None)()
        return value

    hit = set()
    cover = cover if literals else None  # what the reference's first replay notes, with probe_history.py's help
    if cover:
        literals.defaults_used(function, args, kwargs, cover, hit)
        sys.settrace(literals.tracer(cover, hit))
    try:
        kind, value = bounded(run, seconds)
    finally:
        if cover:
            sys.settrace(None)
    if kind == "timeout":
        return {"timeout": True}
    if shape == ["coroutine"]:
        return {"error": "returned a coroutine or an async generator, which is not compared"}

    def describe():
        if kind == "returns":
            result = {"returns": canon(value), "shown": safe_repr(value, SHOWN_TEXT)}
        else:
            try:
                message = ADDRESS.sub("0x?", str(value))[:300]
            except Exception:
                message = "<undescribable: %s>" % type(value).__name__
            result = {"raises": type_path(type(value)), "message": message}
            if cover and not literals.refused(value, cover):
                result["incidental"] = True
        # The object built again is not compared: another implementation keeps its state otherwise.
        result["state"] = canon(values) if raised is None else canon([raised] + values[1:])
        if cover:
            result["hit"] = sorted(hit)
        if literals:
            lits["changed"] = [i for i, (a, value) in enumerate(zip(before, values)) if a != canon(value)]
            lits["after"] = [forms.text(v) for v in values]
            # A generator's items are compared as a list, but one cut at GENERATOR_ITEMS may never end.
            whole = not shape or len(value) < GENERATOR_ITEMS
            lits["returns"] = forms.text(value) if kind == "returns" and whole else None
            lits["generator"] = bool(shape)
            lits["raises"] = importable(type(value)) if kind == "raises" else None
            result["_literal"] = lits
        return result

    done, result = bounded(describe, seconds)
    if done != "returns":
        return {"error": "the result could not be described (%s)" % done}
    if literals and args:  # a method's object built as its test will build it, or why it cannot be
        lits["first"] = importable(args[0] if isinstance(args[0], type) else type(args[0]))
        made, lits["object"] = bounded(lambda: literals.rebuild(sys.modules[__name__], forms, call or {}, args, kwargs,
                                                                lits, result, itself), seconds)
        if made != "returns":
            lits["object"] = {"problem": "a method whose object could not be rebuilt (%s)"
                                         % (brief(lits["object"]) if made == "raises" else made)}
    if literals and passed:  # the objects passed that have no literal form, built as the test built them
        histories = {int(p): h for p, h in call["passed"].items() if int(p) in passed}
        made, found = bounded(lambda: literals.passed_objects(sys.modules[__name__], forms, histories, passed),
                              seconds)
        lits["passed"] = {str(p): built for p, built in found.items()} if made == "returns" else {}
    if literals:
        lits["classes"] = forms.classes
    return result


def use_paths(root, paths):
    """The repository's root first on sys.path, as `python -m pytest` has it, with the folders the tests put there; the
    folder of this script (inside the workspace, as Heddle places it) is taken off, so that neither its files shadow
    the repository's modules nor the replays get it."""
    if sys.path and os.path.realpath(sys.path[0] or ".") == HERE:
        del sys.path[0]
    for path in reversed([root] + [os.path.join(root, p) for p in paths]):
        if path not in sys.path:
            sys.path.insert(0, path)


def child(config):
    """One replay process: writes a line before each call and one with its result, for the parent to watch."""
    deadline = time.monotonic() + float(config["seconds"])
    use_paths(os.getcwd(), config.get("sys_path") or [])
    out = open(config["out"], "a", encoding="utf-8")
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 1)
    os.dup2(null, 2)
    sys.stdout = sys.stderr = open(os.devnull, "w")
    resolved, packages = {}, set(config.get("packages") or [])
    try:  # the literal forms and the objects of method calls, for the tests a record writes
        literals = sibling("probe_history") if config.get("literals") else None
    except Exception:
        literals = None
    cover = {os.path.realpath(path): (relative, frozenset(lines))
             for path, (relative, lines) in (config.get("cover") or {}).items()}
    for call in config["calls"]:
        if time.monotonic() > deadline:
            break
        key = (call["module"], call["qualname"], call.get("line"))
        if key not in resolved:
            resolved[key] = resolve(*key)
        function, problem = resolved[key]
        out.write(json.dumps({"start": call["id"]}) + "\n")
        out.flush()
        result = {"error": problem} if problem else perform(function, call["payload"], float(config["call_timeout"]),
                                                            literals, cover, call, packages)
        out.write(json.dumps({"id": call["id"], "result": result}) + "\n")
        out.flush()
    out.write(json.dumps({"end": True}) + "\n")
    out.close()
    os._exit(0)  # neither threads the code left running nor its exit handlers hold the parent up


def read_new(path, position):
    try:
        with open(path, "rb") as source:
            source.seek(position[0])
            data = source.read()
    except OSError:
        return []
    end = data.rfind(b"\n")
    if end < 0:
        return []
    position[0] += end + 1
    return [json.loads(line) for line in data[:end].split(b"\n") if line.strip()]


def replay(calls, root, paths, seconds, deadline, seed, literals, lines, cover=None):
    """Replays calls in fresh processes (a new one after a call that hangs or kills its process): id -> result, and the
    calls left for want of time."""
    results, pending = {}, list(calls)
    grace = seconds + 5  # the call's own timer fires first; this is for code that swallows it or blocks signals
    while pending and deadline - time.monotonic() > 1.0:
        folder = tempfile.mkdtemp(prefix="heddle-probe-")
        try:
            out, config = os.path.join(folder, "results.jsonl"), os.path.join(folder, "replay.json")
            entries = []
            for call in pending:
                module, qualname = call["function"].split(":", 1)
                entries.append({"id": call["id"], "module": module, "qualname": qualname, "payload": call["payload"],
                                "line": lines.get(call["function"]), "rebuild": call.get("rebuild"),
                                "history": literals and (call.get("rebuild") or call.get("_history")),
                                "passed": literals and call.get("_passed")})
            with open(config, "w", encoding="utf-8") as handle:
                # The process stops by itself a little before it would be killed.
                json.dump({"mode": "_replay", "out": out, "call_timeout": seconds, "literals": literals, "cover": cover,
                           "seconds": deadline - time.monotonic() - 0.5, "sys_path": paths, "calls": entries,
                           "packages": sorted({c["function"].split(":")[0].split(".")[0] for c in pending})}, handle)
            process = subprocess.Popen([sys.executable, os.path.abspath(__file__), config], cwd=root,
                                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, env=dict(os.environ, PYTHONHASHSEED=seed))
            current, since, position, killed, clean = None, 0.0, [0], False, False
            while True:
                ended = process.poll() is not None
                for record in read_new(out, position):
                    if "end" in record:
                        clean = True
                    elif "start" in record:
                        current, since = record["start"], time.monotonic()
                    else:
                        results[record["id"]], current = record["result"], None
                if ended:
                    break
                now = time.monotonic()
                if (current is not None and now - since > grace) or now > deadline:
                    process.kill()
                    process.wait()
                    killed = True
                    if current is not None and now - since > grace:
                        results[current], current = {"timeout": True}, None
                    break
                time.sleep(0.02)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        left = [c for c in pending if c["id"] not in results]
        if clean:  # whatever is left, the process left for want of time
            return results, left
        if not killed and left:  # the process ended by itself during a call, or before one (in an import)
            first = current if current is not None else left[0]["id"]
            results[first] = {"error": "the replay process ended %s this call (exit status %s)"
                                       % ("during" if current is not None else "before", process.returncode)}
            left = [c for c in left if c["id"] != first]
        pending = left
    return results, pending


def sibling(name, loaded={}):
    """A script Heddle places beside this one, loaded from its file (once): its folder is not on sys.path."""
    if name not in loaded:
        spec = importlib.util.spec_from_file_location("_heddle_" + name, os.path.join(HERE, name + ".py"))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        loaded[name] = module
    return loaded[name]


# --- the two modes ----------------------------------------------------------------------------------------------------

def comparable(result):
    return {key: result[key] for key in COMPARED if key in result}


def record(config, root, deadline, notes):
    report = {"python": sys.version.split()[0], "pytest_exit": -1, "functions": [], "calls": [], "results": {},
              "unstable": [], "sys_path": [], "notes": notes}
    started = time.monotonic()
    try:
        derive, history = sibling("probe_tests"), sibling("probe_history")
    except Exception as error:
        notes.append("probe_tests.py or probe_history.py beside the probe could not be loaded: %s" % brief(error))
        return report
    targets = derive.find_targets(sys.modules[__name__], config.get("targets") or [], root, notes)
    if not targets:
        notes.append("no target line is inside a function: nothing to record")
        return report
    recorder = Recorder(targets, os.path.realpath(root), int(config.get("max_recorded", 20)), history,
                        config.get("tests") or [])
    if config.get("tests"):
        report["pytest_exit"] = run_tests(config["tests"], recorder, root, started + (deadline - started) / 2,
                                          started + (deadline - started) * 0.75, notes)
        if recorder.stopped:
            notes.append("half the budget went on the tests: pytest was stopped before the last of them")
        elif report["pytest_exit"] == 2 and time.monotonic() > started + (deadline - started) * 0.75:
            notes.append("three quarters of the budget went on the tests: pytest was interrupted in one of them")
    else:
        notes.append("no tests to run: nothing to record")
    report["sys_path"] = recorder.paths
    for target in targets:
        for reason, (count, detail) in target["skipped"].items():
            notes.append("%s into %s:%s not kept: %s%s" % (plural(count, "call"), target["module"],
                                                          target["qualname"], reason, " (%s)" % detail if detail
                                                          else ""))
    calls = derive.make_calls(targets, int(config.get("max_calls", 300)), deadline, notes, sys.modules[__name__])
    report["functions"] = [{"function": "%s:%s" % (t["module"], t["qualname"]), "file": t["file"],
                            "first_line": t["first_line"], "recorded": len(t["calls"])} for t in targets]
    if not calls:
        notes.append("no call into the target functions was recorded")
        return report
    lines = {f["function"]: f["first_line"] for f in report["functions"]}
    seconds = float(config.get("call_timeout", 2.0))
    middle = time.monotonic() + (deadline - time.monotonic()) / 2
    # The reference's own replay notes which target lines each call runs: a mutant of a line no call reaches is not
    # shown equivalent by calls that agree.
    cover = {os.path.realpath(os.path.join(root, t["file"])): (t["file"], t["lines"])
             for t in config.get("targets") or [] if isinstance(t, dict) and t.get("file")}
    first, _ = replay(calls, root, recorder.paths, seconds, middle, "0", True, lines, cover)
    further = derive.deeper([c for c in calls if c["id"] in first], first, max(10, len(calls) // 5), notes)
    if further:
        more, _ = replay(further, root, recorder.paths, seconds, middle + (deadline - middle) / 3, "0", True, lines,
                         cover)
        first.update(more)
        calls += further
    done = [call for call in calls if call["id"] in first]
    # Another hash seed for the second replay: a result that depends on the order of a set of strings is not stable.
    second, _ = replay(done, root, recorder.paths, seconds, deadline, "1", False, lines)
    if len(calls) > len(done) or any(call["id"] not in second for call in done):
        notes.append("out of time: %s could not be replayed twice and are left out"
                     % plural(len(calls) - len([c for c in done if c["id"] in second]), "call"))
    stable = []
    for call in done:
        if call["id"] not in second:
            continue
        if comparable(first[call["id"]]) != comparable(second[call["id"]]):
            report["unstable"].append(call["id"])
        else:
            stable.append(call)
    literals = {key: result.pop("_literal", None) for key, result in first.items()}
    try:
        derive.write(stable, first, literals, root, notes)
    except Exception as error:
        notes.append("the tests could not be written: %s" % brief(error))
    for call in stable:
        report["calls"].append({key: value for key, value in call.items() if not key.startswith("_")})
        report["results"][call["id"]] = first[call["id"]]
    return report


def replay_mode(config, root, deadline, notes):
    report = {"python": sys.version.split()[0], "results": {}, "notes": notes}
    with open(config["calls"], encoding="utf-8") as source:
        recorded = json.load(source)
    lines = {f["function"]: f["first_line"] for f in recorded.get("functions") or []}
    results, left = replay(recorded.get("calls") or [], root, recorded.get("sys_path") or [],
                           float(config.get("call_timeout", 2.0)), deadline, "0", False, lines)
    if left:
        notes.append("out of time: %s not replayed" % plural(len(left), "call"))
    report["results"] = {call["id"]: results[call["id"]] for call in recorded.get("calls") or []
                         if call["id"] in results}
    return report


def main():
    try:
        with open(sys.argv[1], encoding="utf-8") as source:
            config = json.load(source)
        mode = config["mode"]
        if mode == "_replay":
            child(config)
        if mode not in ("record", "replay"):
            raise ValueError("unknown mode %r" % mode)
    except (IndexError, OSError, ValueError, KeyError, TypeError) as error:
        sys.stderr.write("probe.py: the config cannot be read: %s\n" % error)
        return 2
    output = os.dup(1)  # the tests' code may redirect or close stdout; the framed output goes to the real one
    root = os.getcwd()
    use_paths(root, [])
    deadline = time.monotonic() + float(config.get("budget", 120))
    notes = []
    try:
        report = (record if mode == "record" else replay_mode)(config, root, deadline, notes)
    except BaseException as error:  # the framed output still says what happened
        report = {"python": sys.version.split()[0], "results": {}, "notes": notes + ["the probe failed: %s"
                                                                                      % brief(error)]}
    nonce = str(config.get("nonce", ""))
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass
    # The newline first: the code under test may have left a line unfinished.
    text = "\n@@heddle-probe %s begin@@\n%s\n@@heddle-probe %s end@@\n" % (nonce, json.dumps(report), nonce)
    data = text.encode("utf-8")
    while data:
        data = data[os.write(output, data):]
    # Threads the tests left running would hold the interpreter's exit up.
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
