# Heddle: the objects of method calls, for probe.py's record mode. While the tests run, History keeps for each object a
# test built (its class's constructor called from a test's code) the public methods the tests' own code called on it,
# with their arguments pickled as the calls are, so that a test written for a later call into a target method can build
# the same object; so it does for the objects of the package's classes that tests pass to a target function, once one
# was passed. Forms gives a value's literal form, its repr when it reads back with ast.literal_eval or, for an object
# of a class of the package under test, when it is a constructor expression that evaluates to an equal value; and
# rebuild(), in the record's first replay, builds the object as the written test will and keeps the call's test only
# when that object is the recorded one and gives the same result. The same histories make the calls that other
# implementations are compared on: each recorded method call is also made on an object its history builds under the
# version replayed (build()), with the history varied (step_variations()). And the first replay notes with tracer(),
# defaults_used() and refused() which target lines each call runs and whether what it raised is a refusal they wrote.
#
# Usage: loaded by probe.py from beside it, in record mode, in its first replay and in any replay of calls on objects
# built again; not run on its own. An object whose history cannot be followed (made by the package's code, a copy,
# changed by a private method the tests call, with an argument that cannot be pickled, or more than STEPS calls) has
# none; what the hook cannot see (attributes set by the tests, changes by other code) the rebuild catches. Standard
# library only.
import ast
import base64
import importlib
import inspect
import itertools
import json
import linecache
import os
import pickle
import re
import sys
import types

STEPS = 20  # calls kept per object, its constructor's among them
OBJECTS = 5000  # objects followed at a time: those a test built are forgotten at its end
PASSED_CLASSES = 50  # classes followed because a test passed one of their objects to a target
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
        # Classes of the package under test whose objects a target was passed: followed from then on, so that the
        # objects later tests build of them have histories too.
        self.packages = {target["module"].split(".")[0] for target in targets}
        self.passed = set()

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
        """Whether the class holds a target method, or objects of it were passed to one."""
        if kind in self.passed:
            return True
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

    def arguments(self, frame, code, skip):
        """The histories of the call's arguments after the first skip, when a test's own code made the call:
        {position: (class, steps)}; an argument of a class of the package under test not yet followed is followed
        from now on."""
        if not self._from_test(frame):
            return None
        found = {}
        for position, name in enumerate(code.co_varnames[:code.co_argcount]):
            if position < skip:
                continue
            try:
                value = frame.f_locals.get(name)
            except Exception:
                continue
            entry = self.objects.get(id(value))
            if entry is not None and entry[0] is value:
                if not entry[3] and entry[2] and entry[2][0][0] == "__init__":
                    found[position] = (tuple(entry[1]), tuple(entry[2]))
                continue
            kind = type(value)
            if value is not None and not isinstance(value, type) and len(self.passed) < PASSED_CLASSES and \
                    str(getattr(kind, "__module__", "")).split(".")[0] in self.packages and not self.watched(kind):
                self.passed.add(kind)
                self.kinds.pop(kind, None)
        return found or None

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


def written(forms, history):
    """{'class', 'steps'}: the history with its arguments as literal forms; None when one has none."""
    steps = []
    for step, payload in history["steps"]:
        a, kw = pickle.loads(base64.b64decode(payload))
        texts, named = [forms.text(v) for v in a], {k: forms.text(v) for k, v in kw.items()}
        if None in texts or None in named.values():
            return None
        steps.append({"name": step, "args": texts, "kwargs": named, "raises": None})
    return {"class": history["class"], "steps": steps}


def made(probe, forms, built):
    """The object the written history builds, each step's raise noted in it; None when a step raises a type that
    cannot be imported."""
    module, qualname = built["class"]
    found = importlib.import_module(module)
    for part in qualname.split("."):
        found = getattr(found, part)
    steps = built["steps"]
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
                return None
    return obj


def passed_objects(probe, forms, histories, states):
    """{position: written history} for the arguments without a literal form whose histories build them again."""
    found = {}
    for position, history in (histories or {}).items():
        built = written(forms, history)
        if built is None:
            continue
        try:
            obj = made(probe, forms, built)
        except probe._Timeout:
            raise
        except Exception:
            continue
        if obj is not None and states.get(position) is not None and state(probe, obj) == states[position]:
            found[position] = built
    return found


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
    history = call.get("history")
    if lits["args"][0] is not None:
        built = {"literal": lits["args"][0]}
    elif not history:
        return {"problem": "a method whose object the tests' own calls do not show made (made by the package's "
                           "code, copied, kept from an earlier test, or changed by a private method)"}
    else:
        built = written(forms, history)
        if built is None:
            return {"problem": "a method whose object was built with arguments that have no literal form"}

    if "literal" in built:
        obj = forms.evaluate(built["literal"])
    else:
        obj = made(probe, forms, built)
        if obj is None:
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


# --- what the reference's first replay notes: the target lines a call runs, where what it raised came from --------

def tracer(cover, hit):
    """Notes the target lines a call executes, as "file:line"; code outside the target files runs untraced."""
    files = {}

    def local(frame, event, arg):
        if event == "line":
            entry = files.get(frame.f_code.co_filename)
            if entry and frame.f_lineno in entry[1]:
                hit.add("%s:%d" % (entry[0], frame.f_lineno))
        return local

    def top(frame, event, arg):
        name = frame.f_code.co_filename
        if name not in files:
            files[name] = cover.get(os.path.realpath(name))
        return local if files[name] else None

    return top


def refused(error, cover):
    """Whether the exception is a refusal the target lines wrote: a raise statement on one of them, not an error an
    operation ran into (a KeyError of a lookup, a TypeError) nor one raised by code the task did not change."""
    tb = getattr(error, "__traceback__", None)
    if tb is None:
        return True  # nothing says where: counted as the code's own
    while tb.tb_next is not None:
        tb = tb.tb_next
    filename = tb.tb_frame.f_code.co_filename
    entry = cover.get(os.path.realpath(filename))
    return bool(entry) and tb.tb_lineno in entry[1] and \
        re.match(r"\s*raise\b", linecache.getline(filename, tb.tb_lineno)) is not None


def defaults_used(function, args, kwargs, cover, hit):
    """A call that leaves a parameter to its default runs the header line that defines it, in a sense: notes the
    function's header lines among the target lines then."""
    code = getattr(function, "__code__", None)
    entry = cover.get(os.path.realpath(code.co_filename)) if code else None
    if not entry:
        return
    names = code.co_varnames[:code.co_argcount]
    left = [name for name in names[len(args):] if name not in kwargs]
    left += [name for name in (getattr(function, "__kwdefaults__", None) or {}) if name not in kwargs]
    if not left:
        return
    body = min((line for _, _, line in code.co_lines() if line and line > code.co_firstlineno),
               default=code.co_firstlineno + 1)
    hit.update("%s:%d" % (entry[0], line) for line in range(code.co_firstlineno, body) if line in entry[1])


# --- calls on objects built again from their histories ----------------------------------------------------------------
# A recorded method call whose object has a history is also made on an object that the steps of that history build
# under the version replayed: another implementation of the class then keeps its state as it likes, and what is
# compared is only what the method returns or raises, its arguments' state and which of the steps raised. The
# history's steps are varied too, one argument of one step at a time (a value another step used first, so that two
# objects tie on it; then the values an argument is varied to), and once in reverse order.

SLOT_VALUES = 8  # values tried per argument of a step
POOL = 40  # values of the history that other arguments may take


def steps_of(history):
    """[(name, (args, kwargs))] of a history as make_calls keeps it, its payloads read back."""
    return [(name, pickle.loads(base64.b64decode(payload))) for name, payload in history["steps"]]


def encoded(kind, steps, protocol):
    return {"class": list(kind), "steps": [[name, base64.b64encode(pickle.dumps(step, protocol)).decode("ascii")]
                                           for name, step in steps]}


def build(history, items):
    """The object the history's steps build under the code importable now, and for each step after the constructor
    whether it raised."""
    module, qualname = history["class"]
    kind = importlib.import_module(module)
    for part in qualname.split("."):
        kind = getattr(kind, part)
    steps = steps_of(history)
    args, kwargs = steps[0][1]
    obj = kind(*args, **kwargs)
    raised = []
    for name, (args, kwargs) in steps[1:]:
        try:
            value = getattr(obj, name)(*args, **kwargs)
            if inspect.isgenerator(value):
                list(itertools.islice(value, items))
            raised.append(False)
        except Exception:
            raised.append(True)
    return obj, raised


def _scalars(value, found, depth, probe):
    if len(found) >= POOL or depth > 3:
        return
    if type(value) in (int, float, str):
        if value not in found:
            found.append(value)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in list(value)[:20]:
            _scalars(item, found, depth + 1, probe)
    elif isinstance(value, dict):
        for item in list(value.items())[:20]:
            _scalars(item, found, depth + 1, probe)
    elif value is not None and not isinstance(value, (bool, bytes, type)):
        for _, item in probe._attributes(value)[:20]:
            _scalars(item, found, depth + 1, probe)


def pool(probe, values):
    """The numbers and texts of values, in the order they come: the constructor's, each step's, the call's own."""
    found = []
    for value in values:
        _scalars(value, found, 0, probe)
    return found


def _parameter_names(function, skip):
    try:
        names = [p.name for p in inspect.signature(function).parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        return []
    return names[skip:]


def object_variants(forms, value, vary):
    """(field, value) for the object built by its constructor expression with one literal argument changed; only
    values the constructor accepts."""
    text = forms.constructed(value)
    if not text:
        return []
    tree = ast.parse(text, mode="eval")
    call = tree.body
    if not isinstance(call, ast.Call):
        return []
    names = _parameter_names(forms.space.get(text.split("(")[0].split(".")[0]), 0)  # a class's: no self
    slots = [(names[i] if i < len(names) else "arg%d" % i, node, call.args, i) for i, node in enumerate(call.args)]
    slots += [(k.arg, k.value, k, None) for k in call.keywords if k.arg]
    found = []
    for field, node, holder, index in slots:
        if not isinstance(node, ast.Constant) or type(node.value) not in (int, float, str):
            continue
        for new in vary(node.value):
            replacement = ast.Constant(new)
            if index is None:
                holder.value = replacement
            else:
                holder[index] = replacement
            try:
                made = forms.evaluate(ast.unparse(tree))
                if type(made) is type(value):
                    found.append((field, made))
            except forms.probe._Timeout:
                raise
            except Exception:
                pass
            if index is None:
                holder.value = node
            else:
                holder[index] = node
    return found


def step_variations(probe, forms, kind, steps, vary):
    """(label, steps) for each history with one argument of one step changed, taken in turns across the arguments, and
    the history with the steps after the constructor in reverse order."""
    owner = kind
    slots = []
    for s, (name, (args, kwargs)) in enumerate(steps):
        where = kind.__name__ if not s else "%s#%d" % (name, s)
        function = owner.__init__ if not s else getattr(owner, name, None)
        names = _parameter_names(function, 1) if function is not None else []
        places = [(names[j] if j < len(names) else "arg%d" % j, j, value)
                  for j, value in enumerate(args[:len(names) + 2])]  # of *args, the first two
        places += [(key, key, value) for key, value in kwargs.items()]
        for label, place, value in places:
            if type(value) in (bool, int, float, str, list, tuple, dict, set, frozenset) or value is None:
                fields = [[("%s %s=%s" % (where, label, probe.safe_repr(new)), new) for new in vary(value)]]
            else:  # an object passed: each of its constructor's arguments is varied on its own
                fields = {}
                for field, new in object_variants(forms, value, vary):
                    fields.setdefault(field, []).append(
                        ("%s %s.%s=%s" % (where, label, field, probe.safe_repr(getattr(new, field, "?"))), new))
                fields = list(fields.values())
            for found in fields:
                slot = []
                for text, new in found[:SLOT_VALUES]:
                    if type(place) is int:
                        changed = (args[:place] + (new,) + args[place + 1:], kwargs)
                    else:
                        changed = (args, dict(kwargs, **{place: new}))
                    slot.append((text, steps[:s] + [(name, changed)] + steps[s + 1:]))
                if slot:
                    slots.append(slot)
    found = []
    if len(steps) > 2:
        found.append(("steps in reverse order", steps[:1] + steps[:0:-1]))
    for rank in range(SLOT_VALUES):
        found += [slot[rank] for slot in slots if rank < len(slot)]
    return found


def rebuilt_call(probe, call, history, args):
    """The recorded method call made on an object its history builds again, for comparing other implementations."""
    try:
        module, qualname = history["class"]
        kind = sys.modules[module]
        for part in qualname.split("."):
            kind = getattr(kind, part)
        steps = steps_of(history)
    except Exception:
        return None
    if not steps or steps[0][0] != "__init__":
        return None
    rest = (tuple(args[0][1:]), args[1])
    data = pickle.dumps(rest, probe.PROTOCOL)
    return dict(call, origin="recorded", bound=False, rebuilt=True, rebuild=history, _steps=steps, _kind=kind,
                _args=rest, payload=base64.b64encode(data).decode("ascii"))


def rebuilt_variations(probe, call, target, numbers, strings, varied_histories, variants, variations):
    """The varied calls of a call on an object built again: its own arguments varied (by variations(), with variants()
    of probe_tests.py), and its object's history when no call before it had the same history varied."""
    kind, steps = call["_kind"], call["_steps"]
    args, kwargs = call["_args"]
    known = pool(probe, [value for _, step in steps for value in step[0] + tuple(step[1].values())] +
                        list(args) + list(kwargs.values()))

    def vary(value):
        found = [v for v in known if type(v) is type(value) and v != value] + variants(value, numbers, strings)
        unique = []
        for v in found:
            if v != value and not any(type(u) is type(v) and u == v for u in unique):
                unique.append(v)
        return unique

    own = variations(call, target, numbers, strings, offset=1)
    history = []
    key = json.dumps(call["rebuild"])
    if key not in varied_histories:
        varied_histories.add(key)
        forms = Forms(probe, {target["module"].split(".")[0]})
        history = [(label, (steps, (args, kwargs))) for label, steps in
                   step_variations(probe, forms, kind, steps, vary)]
    mixed = [item for pair in itertools.zip_longest([(l, (steps, a)) for l, a in own], history) for item in pair
             if item is not None]
    return [("rebuilt", label, new_steps, arguments) for label, (new_steps, arguments) in mixed]
