# Heddle: what probe.py's record mode makes of the calls it recorded: the calls that vary one argument of a recorded
# call at a time, and a pytest test for each stable call into a plain function whose arguments and result read back as
# literals, to go into the file of the test that made the call.
#
# Usage: loaded by probe.py from beside it, in record mode only (calls(...), then write(...)); not run on its own.
#
# A test goes after the end of the test that made the call, indented as that test is, and calls the function through
# the test file's own imports where they bind it or its module (the imported modules are looked up in sys.modules,
# which holds what the tests imported), else imports it in its body. Standard library only.
import ast
import base64
import inspect
import itertools
import keyword
import os
import pickle
import re
import sys
import time
import tokenize
import types

PROTOCOL = 4  # as probe.py's
ARGUMENT_TEXT = 80
LITERAL_TEXT = 2000


def safe_repr(value):
    try:
        text = repr(value)
    except Exception:
        return "<unrepresentable: %s>" % type(value).__name__
    return text if len(text) <= ARGUMENT_TEXT else text[:ARGUMENT_TEXT] + "..."


def constants(path, lines):
    """The numbers and strings written on the target lines, which make good values to vary arguments to."""
    numbers, strings = [], []
    try:
        with open(path, "rb") as source:
            tokens = list(tokenize.tokenize(source.readline))
    except (OSError, SyntaxError, tokenize.TokenError):
        return numbers, strings
    for token in tokens:
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
        found = [0, 1, -1, value - 1, value + 1]
        for number in numbers:
            if type(number) is int:
                found += [number, number - 1, number + 1]
        return found
    if kind is float:
        return [0.0, 1.0, -1.0, -value] + [float(number) for number in numbers]
    if kind is str:
        return ["", value[:1]] + strings
    if kind in (list, tuple):
        if not value:
            return []
        return [kind(), kind(value[:1]), kind(value[::-1]), kind([value[0]] * max(2, len(value)))]
    if kind is dict:
        return [{}, dict([next(iter(value.items()))])] if value else []
    if kind in (set, frozenset):
        return [kind()]
    return []


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
        return "%s.%s(%s)" % (owner, qualname.rsplit(".", 1)[-1], ", ".join(parts[1:]))
    return "%s(%s)" % (qualname, ", ".join(parts))


def parameters(code):
    names = list(code.co_varnames[:code.co_argcount])
    star = code.co_varnames[code.co_argcount + code.co_kwonlyargcount] if code.co_flags & inspect.CO_VARARGS \
        else "args"
    return names, star


def variations(call, target, numbers, strings):
    """(label, arguments) for each call that changes one argument of call to another value."""
    args, kwargs = call["_args"]
    names, star = parameters(target["code"])
    found = []
    for i, value in enumerate(args):
        if i == 0 and call["_method"]:
            continue
        label = names[i] if i < len(names) else "%s[%d]" % (star, i - len(names))
        for new in variants(value, numbers, strings):
            found.append(("%s=%s" % (label, safe_repr(new)), (args[:i] + (new,) + args[i + 1:], kwargs)))
    for key, value in kwargs.items():
        for new in variants(value, numbers, strings):
            found.append(("%s=%s" % (key, safe_repr(new)), (args, dict(kwargs, **{key: new}))))
    return found


def make_calls(targets, max_calls, deadline, notes):
    """The recorded calls, then the varied ones, taken in turns across calls so that a small max_calls still varies
    every recorded call a little."""
    recorded, seen = [], {}
    for target in targets:
        seen[id(target)] = set(target["calls"])
        for data, (test, module) in target["calls"].items():
            target["module"] = module
            try:
                args = pickle.loads(data)
            except Exception as error:
                notes.append("a recorded call into %s could not be read back: %s: %s"
                             % (target["qualname"], type(error).__name__, error))
                continue
            method = is_method(module, target["qualname"])
            recorded.append({"function": "%s:%s" % (module, target["qualname"]), "origin": "recorded",
                             "test": test, "varies": "",
                             "text": call_text(target["qualname"], method, *args),
                             "payload": base64.b64encode(data).decode("ascii"),
                             "_target": target, "_args": args, "_method": method})
    turns = [[c for c in recorded if c["_target"] is target] for target in targets]
    calls = [c for c in itertools.chain.from_iterable(itertools.zip_longest(*turns)) if c is not None][:max_calls]
    if len(calls) < len(recorded):
        notes.append("%d recorded call(s) left out: max_calls is %d" % (len(recorded) - len(calls), max_calls))
    lists = []
    for call in calls:
        target = call["_target"]
        if "_constants" not in target:
            target["_constants"] = constants(target["path"], set(target["lines"]))
        lists.append((call, variations(call, target, *target["_constants"])))
    for rank in itertools.count():
        if len(calls) >= max_calls or time.monotonic() > deadline or not any(rank < len(l) for _, l in lists):
            if time.monotonic() > deadline:
                notes.append("out of time while varying the calls: fewer varied calls than there could be")
            break
        for origin, found in lists:
            if rank >= len(found) or len(calls) >= max_calls:
                continue
            label, args = found[rank]
            data = pickle.dumps(args, PROTOCOL)
            target = origin["_target"]
            if data in seen[id(target)]:
                continue
            seen[id(target)].add(data)
            calls.append(dict(origin, origin="varied", varies=label, payload=base64.b64encode(data).decode("ascii"),
                              text=call_text(target["qualname"], origin["_method"], *args), _args=args))
    for number, call in enumerate(calls, 1):
        call["id"] = "c%d" % number
    return calls


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
    value = ast.literal_eval(text)
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


def _one(call, result, lits, root, files, cases):
    """Writes the test into call, or says why there is none."""
    module, qualname = call["function"].split(":", 1)
    if "." in qualname:
        return "a method: its object is left to the tests that build it"
    if not result or not lits or not ("returns" in result or "raises" in result):
        return "it timed out or could not be made"
    args, kwargs = lits["args"], lits["kwargs"]
    if None in args or None in kwargs.values():
        return "an argument has no literal form"
    if any(not key.isidentifier() or keyword.iskeyword(key) for key in kwargs):
        return "a keyword argument's name is not a Python name"
    if "returns" in result and lits.get("returns") is None:
        return "its result has no literal form"
    if "raises" in result and not lits.get("raises"):
        return "the type it raises cannot be imported by its name"
    if sum(len(text) for text in args + list(kwargs.values()) + [lits.get("returns") or ""]) > LITERAL_TEXT:
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

    imports = []
    callee = _expression(test_file, imports, module, qualname)
    raised = _expression(test_file, imports, *lits["raises"]) if "raises" in result else ""
    uses_approx = ("returns" in result and _approx(lits["returns"])) or \
        any(lits["after"][i] is not None and _approx(lits["after"][i]) for i in lits["changed"])
    if ("raises" in result or uses_approx) and not test_file.has_pytest:
        imports.append("import pytest")
    if call["varies"]:
        base = "test_%s_with_%s" % (qualname, _identifier(call["varies"]))
        doc = "What the reference gives for %s, which the other tests leave open."
    else:
        cases[(path, qualname)] = cases.get((path, qualname), 0) + 1
        base = "test_%s_case_%d" % (qualname, cases[(path, qualname)])
        doc = "What the reference gives for %s, a call " + call["test"].rpartition("::")[2] + " makes."
    name = test_file.unique(base.rstrip("_"))
    taken = {callee.split(".")[0], raised.split(".")[0], "pytest", name, "self"}

    code = call["_target"]["code"]
    params = list(code.co_varnames[:code.co_argcount])
    binds, parts = [], []
    for i, text in enumerate(args + list(kwargs.values())):
        key = None if i < len(args) else list(kwargs)[i - len(args)]
        label = (params[i] if i < len(params) else "") if key is None else key
        if label and i in lits["changed"] and lits["after"][i] is not None:
            var = label
            while var in taken:
                var += "_arg"
            taken.add(var)
            binds.append((var, text, lits["after"][i]))
            text = var
        parts.append(text if key is None else "%s=%s" % (key, text))

    body = indent + ("\t" if "\t" in indent else "    ")
    shown = call["text"] if len(call["text"]) <= 150 else call["text"][:150] + "..."
    doc = (doc % shown).replace("\\", "\\\\").replace('"', '\\"')
    lines = ["%sdef %s(%s):" % (indent, name, "self" if in_class else ""), '%s"""%s"""' % (body, doc)]
    lines += [body + line for line in imports]
    lines += ["%s%s = %s" % (body, var, before) for var, before, _ in binds]
    invocation = "%s(%s)" % (callee, ", ".join(parts))
    if lits.get("generator"):
        invocation = "list(%s)" % invocation
    if "raises" in result:
        lines += ["%swith pytest.raises(%s):" % (body, raised), "%s    %s" % (body, invocation)]
    elif lits["returns"] == "None":
        lines.append("%sassert %s is None" % (body, invocation))
    elif _approx(lits["returns"]):
        lines.append("%sassert %s == pytest.approx(%s)" % (body, invocation, lits["returns"]))
    else:
        lines.append("%sassert %s == %s" % (body, invocation, lits["returns"]))
    for var, _, state in binds:
        lines.append("%sassert %s == %s" % (body, var, "pytest.approx(%s)" % state if _approx(state) else state))
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
