# Heddle: probe.py's record mode's own parts: the functions that hold the target lines, and what it makes of the calls
# it recorded: the calls that vary one argument of a recorded call at a time, and a pytest test for each stable call
# whose arguments and result have literal forms, to go into the file of the test that made the call. A method's test
# builds its object as the test that made the call did (probe_history.py), or from the object's own literal form; a
# static or class method's calls it on its class.
#
# Usage: loaded by probe.py from beside it, in record mode only (find_targets(...), make_calls(...), then
# write(...)); not run on its own.
#
# A test goes after the end of the test that made the call, indented as that test is, and calls the function through
# the test file's own imports where they bind it or its module (the imported modules are looked up in sys.modules,
# which holds what the tests imported), else imports it in its body; so do the classes its literal forms construct.
# Standard library only.
import ast
import base64
import dis
import inspect
import itertools
import json
import keyword
import os
import pickle
import re
import sys
import time
import tokenize
import types

PROTOCOL = 4  # as probe.py's
# Code objects a target line may sit in that cannot be called by name: the line counts for the function around them.
ANONYMOUS = frozenset(["<lambda>", "<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>"])
ARGUMENT_TEXT = 80
STAR_VARIED = 2  # the items of *args varied
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]{6,}(?=>)")
LITERAL_TEXT = 2000


# --- finding the target functions -------------------------------------------------------------------------------------

def lines_of(code):
    """The lines of code and of the code nested in it: a class body's own lines stop at its last method's header."""
    if hasattr(code, "co_lines"):
        found = [line for _, _, line in code.co_lines() if line is not None]
    else:
        found = [line for _, line in dis.findlinestarts(code)]
    for child in code.co_consts:
        if inspect.iscode(child):
            found += lines_of(child)
    return found + [code.co_firstlineno]


def qualified(parent, parent_name, child):
    name = getattr(child, "co_qualname", None)  # Python 3.11 on
    if name:
        return name
    if not parent_name:
        return child.co_name
    return parent_name + (".<locals>." if parent.co_flags & inspect.CO_OPTIMIZED else ".") + child.co_name


def innermost(code, name, line):
    for child in code.co_consts:
        if inspect.iscode(child) and child.co_name not in ANONYMOUS:
            lines = lines_of(child)
            if min(lines) <= line <= max(lines):
                return innermost(child, qualified(code, name, child), line)
    return code, name


def module_guess(path):
    """The module name the file would be imported under: its folders up to the first one that is not a package."""
    folder, base = os.path.split(path)
    names = [] if base == "__init__.py" else [base[:-3]]
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        folder, package = os.path.split(folder)
        names.insert(0, package)
    return ".".join(names)


def find_targets(probe, entries, root, notes):
    """The functions holding the target lines, each with what probe.py's Recorder keeps of its calls."""
    targets, by_key = [], {}
    for entry in entries:
        rel = str(entry.get("file", ""))
        path = os.path.realpath(os.path.join(root, rel))
        try:
            with open(path, "rb") as source:
                module = compile(source.read(), path, "exec", dont_inherit=True)
        except (OSError, SyntaxError, ValueError) as error:
            notes.append("%s could not be read: %s" % (rel, probe.brief(error)))
            continue
        outside = []
        for line in sorted(set(int(l) for l in entry.get("lines") or [])):
            code, name = innermost(module, "", line)
            if not code.co_flags & inspect.CO_OPTIMIZED:  # the module's own code or a class body
                outside.append(line)
                continue
            key = (path, code.co_firstlineno, code.co_name)
            if key not in by_key:
                by_key[key] = {"path": path, "file": rel, "qualname": name, "first_line": code.co_firstlineno,
                               "name": code.co_name, "lines": [], "module": module_guess(path), "calls": {},
                               "attempts": 0, "skipped": {}, "code": code, "resume": probe.resume_offset(code)}
                targets.append(by_key[key])
            by_key[key]["lines"].append(line)
        if outside:
            notes.append("%s: %s not inside a function (module or class level): skipped"
                         % (rel, "line %d is" % outside[0] if len(outside) == 1
                            else "lines %s are" % ", ".join(map(str, outside))))
    return targets


def safe_repr(value):
    try:
        text = ADDRESS.sub("", repr(value))
    except Exception:
        return "<unrepresentable: %s>" % type(value).__name__
    return text if len(text) <= ARGUMENT_TEXT else text[:ARGUMENT_TEXT] + "..."


def constants(path, lines):
    """The numbers and strings written on the target lines, which make good values to vary arguments to."""
    numbers, strings = [], []
    try:
        with open(path, "rb") as source:
            tokens = list(tokenize.tokenize(source.readline))
        with open(path, "rb") as source:
            tree = ast.parse(source.read())
    except (OSError, SyntaxError, ValueError, tokenize.TokenError):
        return numbers, strings
    # A docstring says what the code does; no caller passes it.
    docstrings = {node.body[0].lineno for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant) and isinstance(node.body[0].value.value, str)}
    for token in tokens:
        if token.start[0] in docstrings and token.type == tokenize.STRING:
            continue
        if token.start[0] in lines and token.type in (tokenize.NUMBER, tokenize.STRING):
            try:
                value = ast.literal_eval(token.string)
            except (ValueError, SyntaxError):
                continue  # an f-string
            found = numbers if token.type == tokenize.NUMBER else strings
            if type(value) in ((int, float) if found is numbers else (str,)) and value not in found:
                found.append(value)
    return numbers, strings


def variants(value, numbers, strings):
    kind = type(value)
    if kind is bool:
        return [not value]
    if kind is int:
        # Ten times over: past a stock, a cap or a limit that the tests' own numbers stay under.
        found = [0, 1, -1, value - 1, value + 1] + ([value * 10] if value else [])
        for number in numbers:
            if type(number) is int:
                found += [number, number - 1, number + 1]
        return found
    if kind is float:
        return [0.0, 1.0, -1.0, -value] + [float(number) for number in numbers]
    if kind is str:
        # Another case and blanks around it, for names compared loosely; the parts around a separator swapped, for
        # spans and pairs written as text.
        found = ["", value[:1], value.upper(), value.lower(), " %s " % value]
        for separator in "-,:/ ":
            head, sep, tail = value.partition(separator)
            if sep and head and tail:
                found.append(tail + sep + head)
        return [text for text in found if text != value] + strings
    if kind in (list, tuple):
        if not value:
            return []
        found = [kind(), kind(value[:1]), kind(value[::-1]), kind([value[0]] * max(2, len(value)))]
        return found + nested(value, numbers, strings)
    if kind is dict:
        return [{}, dict([next(iter(value.items()))])] if value else []
    if kind in (set, frozenset):
        return [kind()]
    return []


def nested(value, numbers, strings):
    """The list or tuple with one scalar inside its first item changed: order lines, (key, count) pairs."""
    first, found = value[0], []
    if type(first) not in (list, tuple) and not (isinstance(first, tuple) and hasattr(first, "_fields")):
        return found
    for j, item in enumerate(first[:4]):
        if type(item) not in (bool, int, float, str):
            continue
        for new in variants(item, numbers, strings)[:8]:
            items = list(first)
            items[j] = new
            try:
                inner = type(first)(*items) if hasattr(first, "_fields") else type(first)(items)
            except Exception:
                continue
            found.append(type(value)([inner] + list(value[1:])))
    return found


def is_method(module, qualname):
    """Whether the function's first argument is its object or class, which is never varied."""
    if "." not in qualname:
        return False
    owner = sys.modules.get(module)
    try:
        *path, last = qualname.split(".")
        for part in path:
            owner = inspect.getattr_static(owner, part)
        return inspect.isclass(owner) and not isinstance(inspect.getattr_static(owner, last), staticmethod)
    except AttributeError:
        return True


def call_text(qualname, method, args, kwargs):
    parts = [safe_repr(arg) for arg in args] + ["%s=%s" % (key, safe_repr(value)) for key, value in kwargs.items()]
    if method and args:
        first = args[0]
        owner = first.__name__ if isinstance(first, type) else "<%s>" % type(first).__name__
        if method == "property" and len(args) == 1 and not kwargs:  # read, not called
            return "%s.%s" % (owner, qualname.rsplit(".", 1)[-1])
        return "%s.%s(%s)" % (owner, qualname.rsplit(".", 1)[-1], ", ".join(parts[1:]))
    return "%s(%s)" % (qualname, ", ".join(parts))


def parameters(code):
    names = list(code.co_varnames[:code.co_argcount])
    star = code.co_varnames[code.co_argcount + code.co_kwonlyargcount] if code.co_flags & inspect.CO_VARARGS \
        else "args"
    return names, star


def defaulted(module, qualname):
    """The names of the function's parameters that have default values."""
    found = sys.modules.get(module)
    try:
        for part in qualname.split("."):
            found = inspect.getattr_static(found, part)
        found = getattr(found, "__func__", None) or getattr(found, "fget", None) or getattr(found, "func", found)
        return {p.name for p in inspect.signature(inspect.unwrap(found)).parameters.values()
                if p.default is not inspect.Parameter.empty}
    except (AttributeError, TypeError, ValueError):
        return set()


def variations(call, target, numbers, strings, offset=0):
    """(label, arguments) for each call that changes one argument of call to another value, and for each that leaves
    out arguments that have default values, as a caller may. offset: how many of the parameters the call's arguments
    leave out at the front (a method's object, when the call is made on an object built again)."""
    args, kwargs = call["_args"]
    names, star = parameters(target["code"])
    names = names[offset:]
    found = []
    for i, value in enumerate(args):
        if i == 0 and call["_method"] and not offset:
            continue
        if i >= len(names) + STAR_VARIED:
            break  # *args: its first few only, whatever the test passed
        label = names[i] if i < len(names) else "%s[%d]" % (star, i - len(names))
        for new in variants(value, numbers, strings):
            found.append(("%s=%s" % (label, safe_repr(new)), (args[:i] + (new,) + args[i + 1:], kwargs)))
    for key, value in kwargs.items():
        for new in variants(value, numbers, strings):
            found.append(("%s=%s" % (key, safe_repr(new)), (args, dict(kwargs, **{key: new}))))
    defaults = target.setdefault("_defaulted", defaulted(target["module"], target["qualname"]))
    end = len(args)
    while end and end <= len(names) and names[end - 1] in defaults:
        end -= 1
        found.insert(0, ("without %s" % ", ".join(names[end:len(args)]), (args[:end], kwargs)))
    for key in kwargs:
        if key in defaults:
            found.insert(0, ("without %s" % key, (args, {k: v for k, v in kwargs.items() if k != key})))
    return found


def _steps_text(kind, steps, method, read, args, kwargs):
    """obj = Kind(...); obj.step(...); obj.method(...)"""
    var = _snake(kind.__name__)
    texts = []
    for number, (name, (a, kw)) in enumerate(steps):
        parts = ", ".join([safe_repr(v) for v in a] + ["%s=%s" % (k, safe_repr(v)) for k, v in kw.items()])
        texts.append("%s = %s(%s)" % (var, kind.__name__, parts) if not number else "%s.%s(%s)" % (var, name, parts))
    parts = ", ".join([safe_repr(v) for v in args] + ["%s=%s" % (k, safe_repr(v)) for k, v in kwargs.items()])
    texts.append("%s.%s%s" % (var, method, "" if read else "(%s)" % parts))
    return "; ".join(texts)


def make_calls(targets, max_calls, deadline, notes, probe=None):
    """The recorded calls, then the varied ones, taken in turns across calls so that a small max_calls still varies
    every recorded call a little."""
    recorded, seen = [], {}
    for target in targets:
        seen[id(target)] = set(target["calls"])
        for data, (test, module, history, passed) in target["calls"].items():
            target["module"] = module
            try:
                args = pickle.loads(data)
            except Exception as error:
                notes.append("a recorded call into %s could not be read back: %s: %s"
                             % (target["qualname"], type(error).__name__, error))
                continue
            method = is_method(module, target["qualname"])
            method = "property" if method and _member(module, target["qualname"]) == "property" else method
            recorded.append({"function": "%s:%s" % (module, target["qualname"]), "origin": "recorded",
                             "test": test, "varies": "",
                             "text": call_text(target["qualname"], method, *args),
                             "payload": base64.b64encode(data).decode("ascii"),
                             "_target": target, "_args": args, "_method": method,
                             # Called on an object of the reference's own making: another implementation keeps its
                             # state otherwise, so only the reference's mutants are compared on it.
                             "bound": bool(method) and bool(args[0]) and not isinstance(args[0][0], type),
                             # How the test built the call's object: its class, then each call on it, named.
                             "_history": {"class": list(history[0]), "steps": [
                                 [name, base64.b64encode(step).decode("ascii")] for name, step in history[1]]}
                             if history else None,
                             # How the test built the objects it passed, by their positions.
                             "_passed": {str(position): {"class": list(kind), "steps": [
                                 [name, base64.b64encode(step).decode("ascii")] for name, step in steps]}
                                 for position, (kind, steps) in passed.items()} if passed else None})
            if recorded[-1]["bound"] and recorded[-1]["_history"] and probe is not None:
                rebuilt = probe.sibling("probe_history").rebuilt_call(probe, recorded[-1], recorded[-1]["_history"],
                                                                      args)
                if rebuilt:
                    rebuilt["text"] = _steps_text(rebuilt["_kind"], rebuilt["_steps"],
                                                  rebuilt["function"].rsplit(".", 1)[-1], method == "property",
                                                  *rebuilt["_args"])
                    recorded.append(rebuilt)
                    seen[id(target)].add(base64.b64decode(rebuilt["payload"]) +
                                         json.dumps(rebuilt["rebuild"]).encode("utf-8"))
    # The calls the tests made first, then the same on objects built again; a third of max_calls is kept for the
    # varied ones.
    order = []
    for rebuilt in (False, True):
        turns = [[c for c in recorded if c["_target"] is target and bool(c.get("rebuilt")) == rebuilt]
                 for target in targets]
        order += [c for c in itertools.chain.from_iterable(itertools.zip_longest(*turns)) if c is not None]
    keep = max(1, max_calls - max_calls // 3) if len(order) > max_calls else max_calls
    calls = order[:keep]
    if len(calls) < len(recorded):
        notes.append("%d recorded call(s) left out: max_calls is %d, and a third of it is kept for varied calls"
                     % (len(recorded) - len(calls), max_calls))
    lists, varied_histories = [], set()
    for call in calls:
        target = call["_target"]
        if "_constants" not in target:
            target["_constants"] = constants(target["path"], set(target["lines"]))
        if call.get("rebuilt"):
            lists.append((call, probe.sibling("probe_history").rebuilt_variations(
                probe, call, target, *target["_constants"], varied_histories, variants, variations)))
        else:
            lists.append((call, variations(call, target, *target["_constants"])))
    for rank in itertools.count():
        if len(calls) >= max_calls or time.monotonic() > deadline or not any(rank < len(l) for _, l in lists):
            if time.monotonic() > deadline:
                notes.append("out of time while varying the calls: fewer varied calls than there could be")
            break
        for origin, found in lists:
            if rank >= len(found) or len(calls) >= max_calls:
                continue
            target = origin["_target"]
            if origin.get("rebuilt"):
                _, label, steps, args = found[rank]
                history = probe.sibling("probe_history").encoded(origin["rebuild"]["class"], steps, PROTOCOL)
                data = pickle.dumps(args, PROTOCOL)
                key = data + json.dumps(history).encode("utf-8")
                more = dict(rebuild=history, _history=history, _steps=steps,
                            text=_steps_text(origin["_kind"], steps, origin["function"].rsplit(".", 1)[-1],
                                             origin["_method"] == "property", *args))
            else:
                label, args = found[rank]
                key = data = pickle.dumps(args, PROTOCOL)
                more = dict(text=call_text(target["qualname"], origin["_method"], *args))
                if origin.get("_passed"):  # an object passed is still the one its history builds when not varied
                    kept = {position: history for position, history in origin["_passed"].items()
                            if int(position) < len(args[0]) and int(position) < len(origin["_args"][0])
                            and args[0][int(position)] is origin["_args"][0][int(position)]}
                    more["_passed"] = kept or None
            if key in seen[id(target)]:
                continue
            seen[id(target)].add(key)
            calls.append(dict(origin, origin="varied", varies=label, payload=base64.b64encode(data).decode("ascii"),
                              _args=args, _origin=origin, **more))
    for number, call in enumerate(calls, 1):
        call["id"] = "c%d" % number
    return calls


def _outcome(result):
    return "returns" if "returns" in (result or {}) else "raises" if "raises" in (result or {}) else None


def deeper(calls, results, limit, notes):
    """Calls one step further from the varied calls that took another path than the calls they vary (one raised where
    the other returned, or the other way round): each of their other arguments varied in turn, since a boundary found
    is where a second change tells versions apart (release('', 3) refused; then release('', 1), at the default)."""
    seen = {(c["function"], c["payload"], json.dumps(c.get("rebuild"))) for c in calls}
    found, per_call = [], max(2, limit // 10)
    for call in calls:
        origin = call.get("_origin")
        if len(found) >= limit or origin is None or call.get("rebuilt") != origin.get("rebuilt"):
            continue
        if _outcome(results.get(call["id"])) in (None, _outcome(results.get(origin["id"]))):
            continue
        target, varied = call["_target"], call["varies"].split("=", 1)[0]
        more = 0
        for label, args in variations(call, target, *target["_constants"], offset=1 if call.get("rebuilt") else 0):
            if label.split("=", 1)[0] == varied or more >= per_call or len(found) >= limit:
                continue
            payload = base64.b64encode(pickle.dumps(args, PROTOCOL)).decode("ascii")
            key = (call["function"], payload, json.dumps(call.get("rebuild")))
            if key in seen:
                continue
            seen.add(key)
            more += 1
            if call.get("rebuilt"):
                text = _steps_text(call["_kind"], call["_steps"], call["function"].rsplit(".", 1)[-1],
                                   call["_method"] == "property", *args)
            else:
                text = call_text(target["qualname"], call["_method"], *args)
            found.append(dict(call, varies="%s, %s" % (call["varies"], label), payload=payload, _args=args,
                              text=text))
    for number, call in enumerate(found, len(calls) + 1):
        call["id"] = "c%d" % number
    if found:
        notes.append("%d call(s) one step further from varied calls that took another path" % len(found))
    return found



def _statements(body):
    """A module's statements, with those inside its top-level if and try blocks, where imports often are."""
    for node in body:
        yield node
        if isinstance(node, ast.If) or type(node).__name__ in ("Try", "TryStar"):
            for field in ("body", "orelse", "finalbody"):
                yield from _statements(getattr(node, field, None) or [])
            for handler in getattr(node, "handlers", None) or []:
                yield from _statements(handler.body)


def _identifier(text):
    text = text.replace("''", " empty ").replace('""', " empty ").replace("-", " minus ")
    return re.sub(r"[^0-9A-Za-z]+", "_", text).strip("_").lower()[:40]


def _approx(text):
    """Whether the literal's numbers are better compared with pytest.approx: a float, or a flat list, tuple or dict of
    numbers with a float among them."""
    try:
        value = ast.literal_eval(text)
    except (ValueError, TypeError, SyntaxError):
        return False  # a constructor's
    if type(value) is float:
        return True
    if isinstance(value, dict):
        value = list(value.values())
    return isinstance(value, (list, tuple)) and any(type(v) is float for v in value) and \
        all(type(v) in (int, float) for v in value)


class TestFile:
    def __init__(self, path):
        with open(path, encoding="utf-8") as source:
            self.text = source.read()
        self.tree = ast.parse(self.text)
        self.lines = self.text.splitlines()
        self.names = set()
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self.names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                self.names.add(node.id)
        self.imports = []  # (the name or dotted path the statement makes usable, module, imported name or None)
        for node in _statements(self.tree.body):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    self.imports.append((alias.asname or alias.name, alias.name, None))
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                for alias in node.names:
                    self.imports.append((alias.asname or alias.name, node.module, alias.name))
        self.has_pytest = ("pytest", "pytest", None) in self.imports

    def reference(self, module, qualname):
        """The shortest expression the file's imports give for module:qualname, or '' when they bind neither."""
        top, _, rest = qualname.partition(".")
        rest = "." + rest if rest else ""
        home = sys.modules.get(module)
        wanted = getattr(home, top, None) if home is not None else None
        found = []
        for local, source, name in self.imports:
            if name == "*":
                if source == module or (wanted is not None and getattr(sys.modules.get(source), top, None) is wanted):
                    found.append(top + rest)
                continue
            if name is None:
                bound = sys.modules.get(source)
            else:
                bound = getattr(sys.modules.get(source), name, None)
                bound = sys.modules.get(source + "." + name) if bound is None else bound
            dotted = source if name is None else source + "." + name
            if (wanted is not None and bound is wanted) or (bound is None and name == top and source == module):
                found.append(local + rest)
            elif (home is not None and bound is home) or (bound is None and dotted == module):
                found.append(local + "." + qualname)
            elif isinstance(bound, types.ModuleType) and wanted is not None and getattr(bound, top, None) is wanted:
                found.append(local + "." + qualname)  # re-exported by a package
        return min(found, key=len) if found else ""

    def locate(self, classes, function):
        """(the line to insert after, the indentation, whether in a class) for the named test; the end of the file,
        at module level, when the file does not define it (an inherited or generated test)."""
        scope = self.tree
        for name in classes:
            scope = next((n for n in scope.body if isinstance(n, ast.ClassDef) and n.name == name), None)
            if scope is None:
                return len(self.lines), "", False
        node = next((n for n in scope.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                     and n.name == function), None)
        if node is None:
            return len(self.lines), "", False
        return node.end_lineno, self.lines[node.lineno - 1][:node.col_offset], bool(classes)

    def unique(self, name):
        found, n = name, 1
        while found in self.names:
            n += 1
            found = "%s_%d" % (name, n)
        self.names.add(found)
        return found


def _expression(test_file, imports, module, qualname):
    if module == "builtins" and "." not in qualname:
        return qualname
    found = test_file.reference(module, qualname)
    if found:
        return found
    imports.append("from %s import %s" % (module, qualname.split(".")[0]))
    return qualname


def _member(module, qualname):
    """'function', 'static', 'class', 'method' or 'property': what the called function is; None when its class cannot
    be looked up."""
    if "." not in qualname:
        return "function"
    owner = sys.modules.get(module)
    try:
        *path, last = qualname.split(".")
        for part in path:
            owner = inspect.getattr_static(owner, part)
        if not inspect.isclass(owner):
            return None
        found = inspect.getattr_static(owner, last)
    except AttributeError:
        return None
    if type(found).__name__ == "cached_property":
        return "property"
    return {staticmethod: "static", classmethod: "class", property: "property"}.get(type(found), "method")


def _snake(name):
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()
    text = re.sub(r"\W+", "_", text).strip("_")
    return text if text.isidentifier() and not keyword.iskeyword(text) else "obj"


def _names(text):
    """The names a literal form uses: the classes its constructors call; none for what ast.literal_eval reads."""
    try:
        ast.literal_eval(text)
        return set()
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return {node.id for node in ast.walk(ast.parse(text, mode="eval")) if isinstance(node, ast.Name)}


def _renamed(text, names):
    """The literal form with the classes it calls named as the test file binds them: Item(...) as stock.Item(...)."""
    if all(names.get(name, name) == name for name in _names(text)):
        return text
    spots = [(node.col_offset, getattr(node, "end_col_offset", None), names[node.id])
             for node in ast.walk(ast.parse(text, mode="eval")) if isinstance(node, ast.Name)
             and names.get(node.id, node.id) != node.id]
    if "\n" in text or any(end is None for _, end, _ in spots):
        raise ValueError("a literal form over several lines")
    data = text.encode("utf-8")  # the offsets count bytes
    for start, end, new in sorted(spots, reverse=True):
        data = data[:start] + new.encode("utf-8") + data[end:]
    return data.decode("utf-8")


def _arguments(texts, named):
    return ", ".join(list(texts) + ["%s=%s" % (key, text) for key, text in named.items()])


def _object(built):
    """Why the call's object cannot be written, or ''; and the texts its building uses."""
    if not built:
        return "a method whose object could not be rebuilt", []
    if "problem" in built:
        return built["problem"], []
    if "literal" in built:
        return "", [built["literal"]]
    texts = []
    for step in built["steps"]:
        if any(not key.isidentifier() or keyword.iskeyword(key) for key in step["kwargs"]):
            return "a keyword argument's name is not a Python name", []
        texts += step["args"] + list(step["kwargs"].values())
    return "", texts


def _built_lines(body, var, maker, steps, names):
    """The lines that build an object as its history did: its constructor, then each call, a raise expected."""
    lines = []
    for number, step in enumerate(steps):
        arguments = _arguments([_renamed(t, names) for t in step["args"]],
                               {k: _renamed(t, names) for k, t in step["kwargs"].items()})
        if not number:
            lines.append("%s%s = %s(%s)" % (body, var, maker, arguments))
        elif step["raised"]:
            lines += ["%swith pytest.raises(%s):" % (body, step["raised"]),
                      "%s    %s.%s(%s)" % (body, var, step["name"], arguments)]
        else:
            lines.append("%s%s.%s(%s)" % (body, var, step["name"], arguments))
    return lines


def _one(call, result, lits, root, files, cases):
    """Writes the test into call, or says why there is none."""
    module, qualname = call["function"].split(":", 1)
    if not result or not lits or not ("returns" in result or "raises" in result):
        return "it timed out or could not be made"
    kind = _member(module, qualname)
    if kind is None:
        return "its class could not be looked up"
    short = qualname.rsplit(".", 1)[-1]
    if kind != "function" and short.startswith("__") and not short.endswith("__"):
        return "a private method, whose name is mangled"
    first = 1 if kind in ("class", "method", "property") else 0  # the object or class, not a literal
    built, built_texts = None, []
    if kind in ("method", "property"):
        built = lits.get("object")
        problem, built_texts = _object(built)
        if problem:
            return problem
    if kind == "class" and not lits.get("first"):
        return "a class method whose class cannot be imported by its name"
    args, kwargs = lits["args"][first:], lits["kwargs"]
    # Objects passed without a literal form, built as the test built them: (position, written history).
    passed = [(i, (lits.get("passed") or {})[str(i)]) for i, text in enumerate(lits["args"])
              if i >= first and text is None and str(i) in (lits.get("passed") or {})]
    for _, history in passed:
        problem, more = _object(history)
        if problem:
            return problem
        built_texts = built_texts + more
    if None in [text for i, text in enumerate(args, first) if i not in dict(passed)] or None in kwargs.values():
        return "an argument has no literal form"
    if any(not key.isidentifier() or keyword.iskeyword(key) for key in kwargs):
        return "a keyword argument's name is not a Python name"
    if "returns" in result and lits.get("returns") is None:
        return "its result has no literal form"
    if "raises" in result and not lits.get("raises"):
        return "the type it raises cannot be imported by its name"
    changed = [i for i in lits["changed"] if i >= first and lits["after"][i] is not None]
    texts = [t for t in args if t is not None] + list(kwargs.values()) + [lits.get("returns") or ""] + built_texts
    if sum(len(text) for text in texts + [lits["after"][i] for i in changed]) > LITERAL_TEXT:
        return "its arguments and result are too long to write out"
    path, _, rest = call["test"].partition("::")
    if not path.endswith(".py") or not rest:
        return "no test of a Python file made the call"
    if path not in files:
        try:
            files[path] = TestFile(os.path.join(root, path))
        except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
            files[path] = None
    test_file = files[path]
    if test_file is None:
        return "the test's file could not be read"
    *classes, function = rest.split("::")
    after, indent, in_class = test_file.locate(classes, re.sub(r"\[.*\]$", "", function))

    imports, names = [], {}
    for head in sorted(set().union(*[_names(text) for text in texts if text] +
                                   [_names(lits["after"][i]) for i in changed])):
        found = (lits.get("classes") or {}).get(head)
        if not found:
            return "a literal form calls a class that cannot be imported by its name"
        names[head] = test_file.reference(*found)
        if not names[head]:
            imports.append("from %s import %s" % tuple(found))
            names[head] = head
    if kind in ("function", "static"):
        callee = _expression(test_file, imports, module, qualname)
    elif kind == "class":
        callee = "%s.%s" % (_expression(test_file, imports, *lits["first"]), short)
    else:
        callee = _expression(test_file, imports, *built["class"]) if "class" in built else ""
    histories = ([built] if built and "steps" in built else []) + [history for _, history in passed]
    for history in histories:
        for step in history["steps"][1:]:
            step["raised"] = _expression(test_file, imports, *step["raises"]) if step["raises"] else ""
    makers = {i: _expression(test_file, imports, *history["class"]) for i, history in passed}
    raised = _expression(test_file, imports, *lits["raises"]) if "raises" in result else ""
    uses_approx = ("returns" in result and _approx(lits["returns"])) or any(_approx(lits["after"][i]) for i in changed)
    if ("raises" in result or uses_approx or any(step.get("raised") for h in histories for step in h["steps"])) \
            and not test_file.has_pytest:
        imports.append("import pytest")
    if call["varies"]:
        base = ("test_%s_%s" if call["varies"].startswith("without ") else "test_%s_with_%s") % (
            short, _identifier(call["varies"]))
        doc = "What the reference gives for %s, which the other tests leave open."
    else:
        cases[(path, qualname)] = cases.get((path, qualname), 0) + 1
        base = "test_%s_case_%d" % (short.strip("_"), cases[(path, qualname)])
        doc = "What the reference gives for %s, a call " + call["test"].rpartition("::")[2] + " makes."
    name = test_file.unique(base.rstrip("_"))
    taken = {text.split(".")[0] for text in [callee, raised] + list(names.values()) + list(names)} | \
        {"pytest", name, "self"} | {step.get("raised", "").split(".")[0] for h in histories for step in h["steps"]} | \
        {maker.split(".")[0] for maker in makers.values()}
    var = ""
    if built:
        var = _snake(((built.get("class") or lits.get("first") or ["", "obj"])[1]).split(".")[-1])
        while var in taken:
            var += "_"
        taken.add(var)
    made = {}  # position -> the variable an object passed is built in
    for i, history in passed:
        made[i] = _snake(history["class"][1].split(".")[-1])
        while made[i] in taken:
            made[i] += "_"
        taken.add(made[i])

    code = call["_target"]["code"]
    params = list(code.co_varnames[:code.co_argcount])
    binds, parts = [], []
    for i, text in enumerate(args + list(kwargs.values()), first):
        key = None if i - first < len(args) else list(kwargs)[i - first - len(args)]
        label = (params[i] if i < len(params) else "") if key is None else key
        text = made[i] if i in made else _renamed(text, names)
        if label and i in changed and i not in made:
            var_arg = label
            while var_arg in taken:
                var_arg += "_arg"
            taken.add(var_arg)
            binds.append((var_arg, text, _renamed(lits["after"][i], names)))
            text = var_arg
        parts.append(text if key is None else "%s=%s" % (key, text))

    body = indent + ("\t" if "\t" in indent else "    ")
    invocation = "%s.%s" % (var, short) if kind == "property" else \
        "%s(%s)" % ("%s.%s" % (var, short) if built else callee, ", ".join(parts))
    # The call as the test makes it, on the objects it builds; as recorded when it builds none.
    shown = invocation if built or passed else call["text"]
    shown = shown if len(shown) <= 150 else shown[:150] + "..."
    doc = (doc % shown).replace("\\", "\\\\").replace('"', '\\"')
    lines = ["%sdef %s(%s):" % (indent, name, "self" if in_class else ""), '%s"""%s"""' % (body, doc)]
    lines += [body + line for line in imports]
    for i, history in passed:
        lines += _built_lines(body, made[i], makers[i], history["steps"], names)
    if built and "literal" in built:
        lines.append("%s%s = %s" % (body, var, _renamed(built["literal"], names)))
    elif built:
        lines += _built_lines(body, var, callee, built["steps"], names)
    lines += ["%s%s = %s" % (body, var_arg, before) for var_arg, before, _ in binds]
    if built or passed:  # for people: the call as the test makes it, objects and all, rather than their reprs
        text = "; ".join([line.strip() for line in lines[2 + len(imports):]] + [invocation])
        text = re.sub(r"with pytest\.raises\(([\w.]+)\):; ([^;]+)", r"\2 raises \1", text)
        call["shown"] = text if len(text) <= 400 else text[:400] + "..."
    if lits.get("generator"):
        invocation = "list(%s)" % invocation
    if "raises" in result:
        lines += ["%swith pytest.raises(%s):" % (body, raised), "%s    %s" % (body, invocation)]
    elif lits["returns"] == "None":
        lines.append("%sassert %s is None" % (body, invocation))
    elif _approx(lits["returns"]):
        lines.append("%sassert %s == pytest.approx(%s)" % (body, invocation, lits["returns"]))
    else:
        lines.append("%sassert %s == %s" % (body, invocation, _renamed(lits["returns"], names)))
    for var_arg, _, state in binds:
        lines.append("%sassert %s == %s" % (body, var_arg, "pytest.approx(%s)" % state if _approx(state) else state))
    # No blank lines around it: whoever inserts it sets it off as the file's own tests are.
    call.update(test_source="\n".join(lines) + "\n", test_file=path, insert_after_line=after, test_name=name)
    return ""


def write(calls, results, literals, root, notes):
    """Adds test_source, test_file, insert_after_line and test_name to the calls that get a test; the notes say how
    many got none and why."""
    files, cases, skipped = {}, {}, {}
    for call in calls:
        try:
            reason = _one(call, results.get(call["id"]), literals.get(call["id"]), root, files, cases)
        except (KeyError, IndexError, ValueError, SyntaxError) as error:
            reason = "the test could not be put together (%s)" % type(error).__name__
        if reason:
            skipped[reason] = skipped.get(reason, 0) + 1
    for reason, count in sorted(skipped.items()):
        notes.append("no test written for %d call%s: %s" % (count, "" if count == 1 else "s", reason))
