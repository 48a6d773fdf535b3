# Heddle: the objects of method calls, for probe.py's record mode. While the tests run, History keeps for each object a
# test built (its class's constructor called from a test's code) the public methods the tests' own code called on it,
# with their arguments pickled as the calls are, so that a test written for a later call into a target method can build
# the same object; Forms gives a value's literal form, its repr when it reads back with ast.literal_eval or, for an
# object of a class of the package under test, when it is a constructor expression that evaluates to an equal value;
# and rebuild(), in the record's first replay, builds the object as the written test will and keeps the call's test
# only when that object is the recorded one and gives the same result.
#
# Usage: loaded by probe.py from beside it, in record mode and in its first replay; not run on its own. An object whose
# history cannot be followed (made by the package's code, a copy, changed by a private method the tests call, with an
# argument that cannot be pickled, or more than STEPS calls) has none; what the hook cannot see (attributes set by the
# tests, changes by other code) the rebuild catches. Standard library only.
import ast
import base64
import importlib
import inspect
import itertools
import os
import pickle
import sys
import types

STEPS = 20  # calls kept per object, its constructor's among them
OBJECTS = 5000  # objects followed at a time: those a test built are forgotten at its end
REPR_TEXT = 4000
TYPES_WALKED = 1000
TEST_FOLDERS = frozenset(["tests", "test", "testing"])
EXPRESSION_NODES = (ast.Expression, ast.Constant, ast.Tuple, ast.List, ast.Dict, ast.Set, ast.Call, ast.keyword,
                    ast.Attribute, ast.Name, ast.Load, ast.UnaryOp, ast.USub, ast.UAdd, ast.BinOp, ast.Add, ast.Sub)


# --- recording, in the record process ---------------------------------------------------------------------------------

class History:
    """Fed by probe.py's profile hook: built() for every call of a code named __init__, called() for every call of a
    method of a class that owns a target method, once such a class has had an object built by a test."""

    def __init__(self, probe, recorder, targets, tests):
        self.probe, self.recorder = probe, recorder
        self.owners = {}  # id of a file's table of targets -> the qualified names of its target methods' classes
        for target in targets:
            qualname = target["qualname"]
            if "." in qualname and "<locals>" not in qualname:
                table = recorder.tables[target["path"]]
                self.owners.setdefault(id(table), set()).add(qualname.rsplit(".", 1)[0])
        self.tests = {os.path.realpath(os.path.join(recorder.root, test.split("::")[0])) for test in tests}
        self.objects = {}  # id(object) -> [the object, its class as [module, qualname], steps, broken, test]
        self.methods = {}  # id(code) -> (code, name, function) for the functions of the classes followed
        self.kinds, self.callers, self.resumes = {}, {}, {}

    def is_test(self, filename):
        """Whether code in the file is the tests' own: a test file, a conftest or a file in a tests folder, under the
        repository's root and holding no target."""
        found = self.callers.get(filename)
        if found is None:
            path = os.path.realpath(filename)
            rel = os.path.relpath(path, self.recorder.root)
            base = os.path.basename(path)
            found = filename.endswith(".py") and not rel.startswith("..") and self.recorder.table(filename) is None \
                and (path in self.tests or base.startswith("test_") or base.endswith("_test.py")
                     or base == "conftest.py" or bool(TEST_FOLDERS.intersection(rel.split(os.sep)[:-1])))
            self.callers[filename] = found
        return found

    def owns(self, kind):
        """Whether the class holds a target method."""
        path = getattr(sys.modules.get(kind.__module__), "__file__", None)
        table = self.recorder.table(path) if path else None
        return table is not None and kind.__qualname__ in self.owners.get(id(table), ())

    def watched(self, kind):
        """Whether the class or one of its bases holds a target method; its functions are then watched."""
        found = self.kinds.get(kind)
        if found is None:
            found = False
            try:
                if any(self.owns(base) for base in kind.__mro__):
                    for name in dir(kind):
                        value = inspect.getattr_static(kind, name, None)
                        if isinstance(value, types.FunctionType) and name != "__init__":
                            self.methods[id(value.__code__)] = (value.__code__, name, value)
                    found = True
            except Exception:
                found = False
            self.kinds[kind] = found
        return found

    def _first(self, frame, code):
        if not code.co_argcount:
            return None
        try:
            return frame.f_locals.get(code.co_varnames[0])
        except Exception:
            return None

    def _from_test(self, frame):
        caller = frame.f_back
        if caller is None:
            return False
        found = self.callers.get(caller.f_code.co_filename)
        return self.is_test(caller.f_code.co_filename) if found is None else found

    def built(self, frame, code):
        if len(self.objects) >= OBJECTS or not self._from_test(frame):
            return
        obj = self._first(frame, code)
        kind = type(obj)
        if not self.watched(kind) or getattr(getattr(kind, "__init__", None), "__code__", None) is not code:
            return  # another class's constructor, or a base class's called by a subclass's
        entry = [obj, [kind.__module__, kind.__qualname__], [], False, self.recorder.test]
        self.objects[id(obj)] = entry
        self._add(entry, "__init__", frame, code, kind.__init__)

    def called(self, frame, code):
        if not self.objects or not self._from_test(frame):
            return  # the object's own methods and other code: what they change, the rebuild checks
        if code.co_flags & self.probe.SUSPENDABLE:
            if id(code) not in self.resumes:
                self.resumes[id(code)] = (code, self.probe.resume_offset(code))
            if frame.f_lasti > self.resumes[id(code)][1]:
                return  # a generator resumed, not called
        obj = self._first(frame, code)
        entry = self.objects.get(id(obj))
        if entry is None or entry[0] is not obj or entry[3]:
            return
        _, name, function = self.methods[id(code)]
        if name.startswith("__") and name.endswith("__"):
            return  # len(), ==, repr() and the like: what they change, the rebuild checks
        if name.startswith("_"):
            entry[3] = True
            return
        self._add(entry, name, frame, code, function)

    def _add(self, entry, name, frame, code, function):
        if len(entry[2]) >= STEPS:
            entry[3] = True
            return
        try:
            args, kwargs = self.probe.bound(code, frame.f_locals)
            args, kwargs = list(args[1:]), dict(kwargs)
            # The arguments left to their defaults are left out, as the test left them: Inventory(), not
            # Inventory('store').
            defaults = function.__defaults__ or ()
            if len(args) == code.co_argcount - 1:
                while args and len(args) + 1 > code.co_argcount - len(defaults) and \
                        args[-1] is defaults[len(args) - code.co_argcount + len(defaults)]:
                    args.pop()
            for key, value in (function.__kwdefaults__ or {}).items():
                if key in kwargs and kwargs[key] is value:
                    del kwargs[key]
            sink = self.probe.Capped()
            pickle.Pickler(sink, self.probe.PROTOCOL).dump((tuple(args), kwargs))
        except Exception:
            entry[3] = True
            return
        entry[2].append((name, b"".join(sink.parts)))

    def of(self, frame, code):
        """The history of the call's first argument, when a test's own code made the call: (class, steps) or None."""
        if not self._from_test(frame):
            return None
        obj = self._first(frame, code)
        entry = self.objects.get(id(obj))
        if entry is None or entry[0] is not obj or entry[3] or not entry[2] or entry[2][0][0] != "__init__":
            return None
        return tuple(entry[1]), tuple(entry[2])

    def end_test(self, test):
        if test:
            for key in [key for key, entry in self.objects.items() if entry[4] == test]:
                del self.objects[key]


# --- literal forms, in the replay process -----------------------------------------------------------------------------

def same(a, b):
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return len(a) == len(b) and all(same(ka, kb) and same(va, vb)
                                        for (ka, va), (kb, vb) in zip(a.items(), b.items()))
    return a == b


def heads(tree):
    """The names an expression calls (Item for Item(...), Outer for Outer.Inner(...)), or None when it holds anything
    but literals and such calls."""
    found, called = set(), set()
    for node in ast.walk(tree):
        if not isinstance(node, EXPRESSION_NODES):
            return None
        if isinstance(node, ast.Call):
            func = node.func
            while isinstance(func, ast.Attribute):
                func = func.value
            if not isinstance(func, ast.Name):
                return None
            called.add(id(func))
        elif isinstance(node, ast.Name):
            found.add((node.id, id(node)))
        elif isinstance(node, ast.Attribute) and not isinstance(node.value, (ast.Name, ast.Attribute)):
            return None
    if any(key not in called for _, key in found):
        return None  # a name not called: a constant of some module, not a literal
    return {name for name, _ in found}


class Forms:
    """Literal forms of one call's values; classes gathers, by the name its texts call them, the classes they use."""

    def __init__(self, probe, packages):
        self.probe, self.packages = probe, packages
        self.classes, self.space = {}, {}

    def text(self, value):
        try:
            text = repr(value)
            if same(ast.literal_eval(text), value):
                return text
        except self.probe._Timeout:
            raise
        except BaseException:
            pass
        return self.constructed(value)

    def constructed(self, value):
        try:
            text = repr(value)
            if len(text) > REPR_TEXT:
                return None
            tree = ast.parse(text, mode="eval")
            names = heads(tree)
            if not names:
                return None
            space, paths = self.namespace(value)
            if not names <= set(space):
                return None
            back = eval(compile(tree, "<repr>", "eval"), {"__builtins__": {}}, dict(space))
            if not same(back, value) or self.probe.canon(back) != self.probe.canon(value):
                return None
        except self.probe._Timeout:
            raise
        except BaseException:
            return None
        for name in names:
            self.classes[name], self.space[name] = paths[name], space[name]
        return text

    def namespace(self, value):
        """The classes of the package under test that the value and the values in it are of, by their first name."""
        kinds, left = set(), [TYPES_WALKED]
        self._walk(value, kinds, 0, left)
        space, paths, clashing = {}, {}, set()
        for kind in kinds:
            module = getattr(kind, "__module__", None) or ""
            if module.split(".")[0] not in self.packages or not self.probe.importable(kind):
                continue
            head = kind.__qualname__.split(".")[0]
            found = getattr(sys.modules.get(module), head, None)
            if head in space and space[head] is not found:
                clashing.add(head)
            space[head], paths[head] = found, [module, head]
        for head in clashing:
            del space[head]
        return space, paths

    def _walk(self, value, kinds, depth, left):
        if depth > self.probe.CANON_DEPTH or left[0] <= 0:
            return
        left[0] -= 1
        kinds.add(type(value))
        if value is None or isinstance(value, (str, bytes, int, float, complex)):
            return
        if isinstance(value, dict):
            items = itertools.chain(value.keys(), value.values())
        elif isinstance(value, (list, tuple, set, frozenset)):
            items = value
        else:
            items = (item for _, item in self.probe._attributes(value))
        for item in items:
            self._walk(item, kinds, depth + 1, left)

    def evaluate(self, text):
        try:
            return ast.literal_eval(text)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            pass
        return eval(compile(ast.parse(text, mode="eval"), "<literal>", "eval"), {"__builtins__": {}}, dict(self.space))


# --- rebuilding the object, in the replay process ---------------------------------------------------------------------

def state(probe, obj):
    """What an object built again must show as the recorded one did: its canonical text and its attributes'."""
    try:
        return probe.canon(obj), probe.canon(probe._attributes(obj))
    except probe._Timeout:
        raise
    except BaseException:
        return None


def member(module, qualname):
    """('method', 'property', 'class' or 'static', name) for a function of a class, None for a plain function."""
    if "." not in qualname:
        return None
    owner = importlib.import_module(module)
    *path, name = qualname.split(".")
    for part in path:
        owner = inspect.getattr_static(owner, part)
    if not inspect.isclass(owner):
        return None
    found = inspect.getattr_static(owner, name)
    kind = {staticmethod: "static", classmethod: "class", property: "property"}.get(type(found), "method")
    return "property" if type(found).__name__ == "cached_property" else kind, name


def rebuild(probe, forms, call, args, kwargs, lits, result, before):
    """What lits["object"] says of a method call: how the written test builds the call's object ('literal', its text,
    or 'history', its constructor's and methods' arguments as texts, with what each raised) and the call's result on
    it; or {'problem': why there is no test}. Only when the object so built is the recorded one and gives the same."""
    found = member(call["module"], call["qualname"]) if "." in call.get("qualname", "") else None
    if found is None or found[0] in ("static", "class"):
        return None
    kind, name = found
    if kind == "property" and (len(args) != 1 or kwargs):
        return {"problem": "a property's setter or deleter"}
    rest = lits["args"][1:] + list(lits["kwargs"].values())
    if None in rest:
        return {"problem": "an argument has no literal form"}
    history, steps = call.get("history"), []
    if lits["args"][0] is not None:
        built = {"literal": lits["args"][0]}
    elif not history:
        return {"problem": "a method whose object the tests' own calls do not show made (made by the package's "
                           "code, copied, kept from an earlier test, or changed by a private method)"}
    else:
        for step, payload in history["steps"]:
            a, kw = pickle.loads(base64.b64decode(payload))
            texts, named = [forms.text(v) for v in a], {k: forms.text(v) for k, v in kw.items()}
            if None in texts or None in named.values():
                return {"problem": "a method whose object was built with arguments that have no literal form"}
            steps.append({"name": step, "args": texts, "kwargs": named, "raises": None})
        built = {"class": history["class"], "steps": steps}

    if "literal" in built:
        obj = forms.evaluate(built["literal"])
    else:
        module, qualname = built["class"]
        found = importlib.import_module(module)
        for part in qualname.split("."):
            found = getattr(found, part)
        first = steps[0]
        obj = found(*map(forms.evaluate, first["args"]), **{k: forms.evaluate(v) for k, v in first["kwargs"].items()})
        for step in steps[1:]:
            values = [forms.evaluate(text) for text in step["args"]]
            named = {k: forms.evaluate(v) for k, v in step["kwargs"].items()}
            try:
                getattr(obj, step["name"])(*values, **named)
            except Exception as error:
                step["raises"] = probe.importable(type(error))
                if not step["raises"]:
                    return {"problem": "a method whose object's history raises a type that cannot be imported"}
    if before is None or state(probe, obj) != before:
        return {"problem": "a method whose object, built as the tests built it, is not the recorded one"}
    values = [forms.evaluate(text) for text in lits["args"][1:]]
    named = {k: forms.evaluate(v) for k, v in lits["kwargs"].items()}
    try:
        value = getattr(obj, name) if kind == "property" else getattr(obj, name)(*values, **named)
        if inspect.isgenerator(value):
            value = list(itertools.islice(value, probe.GENERATOR_ITEMS))
        same_result = "returns" in result and forms.text(value) == lits.get("returns")
    except probe._Timeout:
        raise
    except BaseException as error:
        same_result = "raises" in result and probe.type_path(type(error)) == result["raises"]
    if not same_result or probe.canon(values + list(named.values())) != probe.canon(list(args[1:]) +
                                                                                   list(kwargs.values())):
        return {"problem": "a method whose object, built as the tests built it, gives another result"}
    built["kind"] = kind
    return built
