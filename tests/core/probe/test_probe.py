# Checks resources/validation/probe.py as Heddle runs it: in a subprocess, with the repository's root as its working
# directory, on a small package with pytest tests, under the reference and under mutants of it.
#
# Usage: python3 -m unittest tests/core/probe/test_probe.py    (or run this file; needs pytest importable)
import base64
import importlib.util
import json
import os
import pickle
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SCRIPTS = os.path.join(REPOSITORY, "resources", "validation")
PROBE = os.path.join(".heddle", "probe", "probe.py")  # where Heddle puts it: in the workspace, run from its root
NONCE = "t3st"

CORE = '''import random
import sys


def clamp(value, low, high):
    if value < low:
        return low
    if value > high:
        return high
    return value


def scale(x, *, factor=2, **extra):
    return x * factor + len(extra)


def push(items, item):
    items.append(item)
    return len(items)


def parse_level(text):
    if not text.isdigit():
        raise ValueError("not a level: %r" % text)
    return int(text)


def countdown(n):
    while n > 0:
        yield n
        n -= 1


def spin(n):
    total = 0
    i = 0
    while i < n:
        total += i
        i += 1
    return total


def stamp(tag):
    return "%s-%r" % (tag, random.random())


def noisy(n):
    print("@@heddle-probe fake begin@@")
    print('{"results": {}}')
    print("@@heddle-probe fake end@@")
    sys.stdout.write("a line left open")
    sys.stderr.write("noise\\n")
    return n * 3


def apply(fn, x):
    return fn(x)


def leave(code):
    if code:
        raise SystemExit(code)
    return "stayed"


def halve(x):
    return x / 2


def total(prices):
    return sum(prices)


def unused(x):
    return x


def _checked(n):
    if n < 0:
        raise ValueError("negative")
    return n


def double(n):
    return _checked(n) * 2


def lookup(table, key):
    return table[key]


class Counter:
    def __init__(self, start=0):
        self.count = start

    def add(self, n):
        self.count += n
        return self.count
'''

TEST_CORE = '''import pytest

from calc.core import Counter, apply, clamp, countdown, leave, noisy, parse_level, push, spin, stamp, total
from calc import core


def test_clamp_inside():
    assert clamp(5, 0, 10) == 5
    assert clamp(3, 1, 4) == 3


def test_scale():
    assert core.scale(3, factor=4, note="x") == 13


def test_push():
    assert push([1, 2], 3) == 3


def test_parse_level():
    assert parse_level("7") == 7
    with pytest.raises(ValueError):
        parse_level("high")


def test_total():
    assert total([0.1, 0.2]) == pytest.approx(0.3)


def test_countdown():
    assert list(countdown(3)) == [3, 2, 1]


def test_spin():
    assert spin(4) == 6


def test_stamp():
    assert stamp("a").startswith("a-")


def test_double():
    assert core.double(3) == 6
    assert core.lookup({"a": 1}, "a") == 1


def test_apply():
    assert apply(lambda v: v + 1, 2) == 3
    with open(__file__) as handle:
        assert apply(type, handle) is not None


def test_leave():
    assert leave(0) == "stayed"
    with pytest.raises(SystemExit):
        leave(2)


class TestCounter:
    def test_add(self):
        counter = Counter(2)
        assert counter.add(3) == 5

    def test_halve(self):
        assert core.halve(10) == 5


def test_noisy_fails():
    assert noisy(2) == 0  # fails, so that pytest shows what it printed: a marker with another nonce
'''

# At the end of the session, when pytest no longer captures: an unfinished line just before the probe prints.
CONFTEST = '''import os


def pytest_unconfigure(config):
    os.write(1, b"a line the tests left open")
'''

TEST_STYLE = '''from calc import core


def test_halve():
    assert core.halve(4) == 2
'''

# The target line of each function: the probe finds the function around it.
TARGETS = ["import random", "    if value > high:", "    return x * factor + len(extra)", "    items.append(item)",
           "        raise ValueError", "        yield n", "        i += 1", "    return \"%s-%r\"", "    return n * 3",
           "    return fn(x)", "        raise SystemExit(code)", "    return x / 2", "    return x\n",
           "    return sum(prices)", "        self.count += n", "    return _checked(n) * 2",
           "    return table[key]"]


def line_of(text, snippet):
    return text[:text.index(snippet)].count("\n") + 1

# A package whose code is mostly methods: an inventory of counted items, the items a frozen dataclass.
SHOP_ITEMS = '''from dataclasses import dataclass


@dataclass(frozen=True)
class Item:
    sku: str
    name: str
    weight: float = 0.0

    def label(self, count):
        return "%s x%d" % (self.name, count)
'''

SHOP_INVENTORY = '''from shop.items import Item


class Inventory:
    def __init__(self, owner="store"):
        self.owner = owner
        self._items = {}
        self._counts = {}

    def add(self, item, quantity=1):
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        self._items[item.sku] = item
        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity
        return self._counts[item.sku]

    def remove(self, sku, quantity=1):
        if quantity > self._counts.get(sku, 0):
            raise ValueError("not that many in stock")
        self._counts[sku] -= quantity
        return self._counts[sku]

    def find(self, sku):
        return self._items[sku]

    @property
    def units(self):
        return sum(self._counts.values())

    @staticmethod
    def normalize(sku):
        return sku.strip().upper()

    @classmethod
    def code(cls, sku):
        return "%s:%s" % (cls.__name__, sku)

    def _forget(self, sku):
        self._counts.pop(sku, None)


class Shelf(Inventory):
    pass


def starter():
    inventory = Inventory("starter")
    inventory.add(Item("N-1", "nut", 0.5), 4)
    return inventory


def total_weight(items):
    return sum(item.weight for item in items)


def units_of(inventory, skus):
    return sum(inventory._counts.get(sku, 0) for sku in skus)
'''

# The tests only ever remove fewer units than are in stock: nothing checks remove's guard.
TEST_SHOP = '''import pytest

from shop import Inventory, Item, starter
from shop.inventory import Shelf, total_weight, units_of

BOLT = Item("B-1", "bolt", 0.25)


def test_remove_some():
    inventory = Inventory()
    inventory.add(BOLT, 5)
    assert inventory.remove("B-1", 2) == 3


def test_find_after_a_refused_add():
    stock = Inventory("back")
    with pytest.raises(ValueError):
        stock.add(BOLT, 0)
    stock.add(Item("W-1", "washer"), 3)
    assert stock.find("W-1").name == "washer"
    assert stock.units == 3


def test_a_factory_built_inventory():
    inventory = starter()
    assert inventory.remove("N-1", 1) == 3


def test_a_count_set_behind_the_methods():
    inventory = Inventory()
    inventory.add(BOLT, 2)
    inventory._counts["B-1"] = 7
    assert inventory.remove("B-1", 1) == 6


def test_a_private_call():
    inventory = Inventory()
    inventory.add(BOLT, 2)
    inventory._forget("B-1")
    inventory.add(BOLT, 1)
    assert inventory.remove("B-1", 1) == 0


def test_a_subclass():
    shelf = Shelf("top")
    shelf.add(BOLT)
    assert shelf.remove("B-1") == 0


def test_static_and_class_methods():
    assert Inventory.normalize(" b-1 ") == "B-1"
    assert Inventory.code("B-1") == "Inventory:B-1"


def test_label_and_weight():
    assert BOLT.label(2) == "bolt x2"
    assert total_weight([BOLT, Item("W-1", "washer", 0.5)]) == pytest.approx(0.75)


def test_units_of():
    stock = Inventory("back")
    stock.add(BOLT, 3)
    stock.add(Item("W-1", "washer"), 1)
    assert units_of(stock, ["B-1", "W-1"]) == 4
'''

TEST_SHOP_MODULE = '''import shop


def test_remove_one():
    inventory = shop.Inventory()
    inventory.add(shop.Item("B-1", "bolt", 0.25), 2)
    assert inventory.remove("B-1") == 1
'''

SHOP_TARGETS = {"shop/inventory.py": ["        if quantity > self._counts.get(sku, 0):",
                                      "        return self._items[sku]", "        return sum(self._counts.values())",
                                      "        return sku.strip().upper()",
                                      "        return \"%s:%s\" % (cls.__name__, sku)",
                                      "    return sum(item.weight for item in items)",
                                      "    return sum(inventory._counts.get(sku, 0) for sku in skus)"],
                "shop/items.py": ["        return \"%s x%d\" % (self.name, count)"]}
# What a wrong version of remove leaves out.
GUARD = ("        if quantity > self._counts.get(sku, 0):\n            raise ValueError(\"not that many in stock\")\n",
         "")


def make_shop(folder, inventory=SHOP_INVENTORY):
    files = {"shop/__init__.py": "from shop.inventory import Inventory, starter\nfrom shop.items import Item\n",
             "shop/items.py": SHOP_ITEMS, "shop/inventory.py": inventory, "tests/test_shop.py": TEST_SHOP,
             "tests/test_shop_module.py": TEST_SHOP_MODULE}
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
        with open(os.path.join(folder, path), "w", encoding="utf-8") as out:
            out.write(text)
    return folder


def make_project(folder, core=CORE):
    os.makedirs(os.path.join(folder, "calc"))
    os.makedirs(os.path.join(folder, "tests"))
    for path, text in (("calc/__init__.py", ""), ("calc/core.py", core), ("tests/test_core.py", TEST_CORE),
                       ("tests/test_style.py", TEST_STYLE), ("conftest.py", CONFTEST)):
        with open(os.path.join(folder, path), "w", encoding="utf-8") as out:
            out.write(text)
    return folder


def environment():
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    return env


def framed(stdout, nonce=NONCE):
    """The JSON between the probe's markers with this run's nonce, the last frame as Heddle takes it, and stricter than
    Heddle in that each marker must be a whole line."""
    lines = stdout.splitlines()
    begin = len(lines) - 1 - lines[::-1].index("@@heddle-probe %s begin@@" % nonce)
    if lines[begin + 2] != "@@heddle-probe %s end@@" % nonce:
        raise AssertionError("no end marker after the JSON line")
    return json.loads(lines[begin + 1])


def place_scripts(project):
    os.makedirs(os.path.join(project, ".heddle", "probe"), exist_ok=True)
    for name in ("probe.py", "probe_tests.py", "probe_history.py"):
        shutil.copy(os.path.join(SCRIPTS, name), os.path.join(project, ".heddle", "probe", name))


def run_probe(project, config, scratch):
    place_scripts(project)
    path = os.path.join(scratch, "config-%d.json" % time.monotonic_ns())
    with open(path, "w", encoding="utf-8") as out:
        json.dump(dict(config, nonce=NONCE), out)
    done = subprocess.run([sys.executable, PROBE, path], cwd=project, env=environment(), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, timeout=180)
    if done.returncode != 0:
        raise AssertionError("probe.py exited with %d:\n%s" % (done.returncode, done.stderr[-3000:]))
    return framed(done.stdout), done.stdout


def run_written(project, written):
    """Inserts the written tests into the project's test files as Heddle does and runs them with pytest: (file, test
    name) -> PASSED, FAILED or ERROR."""
    by_file = {}
    for call in written:
        by_file.setdefault(call["test_file"], []).append(call)
    for path, calls in by_file.items():
        with open(os.path.join(project, path), encoding="utf-8") as source:
            lines = source.read().splitlines(True)
        for call in sorted(calls, key=lambda c: -c["insert_after_line"]):  # as Heddle inserts them
            at = call["insert_after_line"]
            if not lines[at - 1].endswith("\n"):
                lines[at - 1] += "\n"
            gap = "\n" if call["test_source"].startswith((" ", "\t")) else "\n\n"
            lines[at:at] = [gap + call["test_source"]]
        with open(os.path.join(project, path), "w", encoding="utf-8") as out:
            out.write("".join(lines))
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", "-k",
                           " or ".join(c["test_name"] for c in written)], cwd=project, env=environment(),
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True, timeout=120)
    outcomes = {(m.group(2).partition("::")[0], m.group(2).rpartition("::")[2]): m.group(1)
                for m in re.finditer(r"^(PASSED|FAILED|ERROR) (\S+)", done.stdout, re.M)}
    if len(outcomes) != len(written):
        raise AssertionError("%d outcomes for %d written tests:\n%s" % (len(outcomes), len(written),
                                                                        done.stdout[-3000:]))
    return outcomes


def compared(result):
    return {key: result[key] for key in ("returns", "raises", "message", "timeout", "error", "state") if key in result}


@unittest.skipUnless(importlib.util.find_spec("pytest"), "pytest is not importable by this Python")
class ProbeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.scratch = tempfile.mkdtemp(prefix="heddle-probe-test-")
        cls.addClassCleanup(shutil.rmtree, cls.scratch, ignore_errors=True)  # also when the record below fails
        cls.reference = make_project(os.path.join(cls.scratch, "reference"))
        targets = [{"file": "calc/core.py", "lines": [line_of(CORE, snippet) for snippet in TARGETS]}]
        cls.report, cls.stdout = run_probe(cls.reference, {
            "mode": "record", "targets": targets, "tests": ["tests/test_core.py", "tests/test_style.py::test_halve"],
            "max_recorded": 20, "max_calls": 300, "call_timeout": 1.0, "budget": 120}, cls.scratch)
        cls.calls_file = os.path.join(cls.scratch, "record.json")
        with open(cls.calls_file, "w", encoding="utf-8") as out:
            json.dump(cls.report, out)
        cls.by_id = {call["id"]: call for call in cls.report["calls"]}

    def calls_of(self, name, origin=None):
        return [c for c in self.report["calls"] if c["function"] == "calc.core:" + name
                and (origin is None or c["origin"] == origin)]

    def call(self, text):
        found = [c for c in self.report["calls"] if c["text"] == text]
        self.assertEqual(len(found), 1, "calls with text %s: %s" % (text, found))
        return found[0]

    def result(self, text):
        return self.report["results"][self.call(text)["id"]]

    def mutant(self, *changes, budget=60):
        """A copy of the project whose calc/core.py has each (old, new) change, and the probe's replay there."""
        text = CORE
        for old, new in changes:
            self.assertIn(old, text)
            text = text.replace(old, new)
        project = make_project(tempfile.mkdtemp(dir=self.scratch), text)
        started = time.monotonic()
        report, _ = run_probe(project, {"mode": "replay", "calls": self.calls_file, "call_timeout": 0.5,
                                        "budget": budget}, self.scratch)
        return report, time.monotonic() - started

    def differing(self, report):
        return {key for key, result in self.report["results"].items()
                if compared(result) != compared(report["results"].get(key, {}))}

    def test_record_keeps_the_calls_the_tests_make(self):
        self.assertEqual(self.report["python"], sys.version.split()[0])
        recorded = self.calls_of("clamp", "recorded")
        self.assertEqual(sorted(c["text"] for c in recorded), ["clamp(3, 1, 4)", "clamp(5, 0, 10)"])
        self.assertEqual({c["test"] for c in recorded}, {"tests/test_core.py::test_clamp_inside"})
        self.assertEqual(self.result("clamp(5, 0, 10)")["returns"], "5")
        self.assertEqual(self.result("clamp(3, 1, 4)")["returns"], "3")
        functions = {f["function"]: f for f in self.report["functions"]}
        self.assertEqual(functions["calc.core:clamp"]["recorded"], 2)
        self.assertEqual(functions["calc.core:clamp"]["file"], "calc/core.py")
        self.assertEqual(functions["calc.core:clamp"]["first_line"], line_of(CORE, "def clamp"))
        self.assertEqual(functions["calc.core:unused"]["recorded"], 0)
        self.assertEqual(self.call("halve(4)")["test"], "tests/test_style.py::test_halve")
        self.assertIn("tests", self.report["sys_path"])  # where pytest imported the test modules from
        self.assertFalse([p for p in self.report["sys_path"] if p.startswith(".heddle")], self.report["sys_path"])

    def test_varied_calls_change_one_argument_and_never_self(self):
        recorded = {c["id"]: pickle.loads(base64.b64decode(c["payload"])) for c in self.calls_of("clamp", "recorded")}
        varied = self.calls_of("clamp", "varied")
        self.assertGreater(len(varied), 10)
        for call in varied:
            args, _ = pickle.loads(base64.b64decode(call["payload"]))
            changed = [[i for i in range(3) if args[i] != origin[0][i]] for origin in recorded.values()]
            self.assertIn(1, [len(c) for c in changed], call["text"])
            self.assertRegex(call["varies"], r"^(value|low|high)=-?\d+$")
        self.assertIn("value=0", [c["varies"] for c in varied])
        for call in self.calls_of("Counter.add", "varied"):
            # On the recorded object only its argument; on the object built again also its constructor's.
            self.assertRegex(call["varies"], r"^(n=|Counter start=)" if call.get("rebuilt") else r"^n=")
        self.assertIn("high=11", [c["varies"] for c in varied])  # 10 from the call, plus one

    def test_an_equivalent_mutant_gives_the_same_results(self):
        self.assertEqual(self.result("total([0.1, 0.2])")["returns"], "0.3")  # sum() gives 0.30000000000000004
        report, _ = self.mutant(("    if value > high:", "    if value >= high:"),
                                ("    return sum(prices)", "    return __import__('math').fsum(prices)"))
        self.assertEqual(self.differing(report), set())
        self.assertEqual(len(report["results"]), len(self.report["results"]))

    def test_a_mutant_without_the_low_bound_differs_on_a_varied_call(self):
        report, _ = self.mutant(("    if value < low:\n        return low\n", ""))
        differing = self.differing(report)
        self.assertTrue(differing)
        self.assertEqual({self.by_id[key]["function"] for key in differing}, {"calc.core:clamp"})
        self.assertEqual({self.by_id[key]["origin"] for key in differing}, {"varied"})
        below = self.call("clamp(0, 1, 4)")
        self.assertEqual(below["varies"], "value=0")
        self.assertIn(below["id"], differing)
        self.assertEqual((self.report["results"][below["id"]]["returns"], report["results"][below["id"]]["returns"]),
                         ("1", "0"))

    def test_a_method_is_replayed_with_its_object(self):
        call = self.call("<Counter>.add(3)")
        self.assertEqual(call["test"], "tests/test_core.py::TestCounter::test_add")
        result = self.report["results"][call["id"]]
        self.assertEqual((result["returns"], result["state"]), ("5", "[Counter(count=5), 3]"))
        report, _ = self.mutant(("        self.count += n\n        return self.count",
                                 "        return self.count + n"))
        changed = report["results"][call["id"]]
        self.assertEqual(changed["returns"], "5")
        self.assertEqual(changed["state"], "[Counter(count=2), 3]")
        # The test builds the object as test_add did, in the class test_add is in.
        self.assertEqual(call["test_source"], '    def test_add_case_1(self):\n'
                         '        """What the reference gives for counter.add(3), a call test_add makes."""\n'
                         '        counter = Counter(2)\n        assert counter.add(3) == 5\n')

    def test_another_implementation_is_compared_on_objects_built_again(self):
        rebuilt = self.call("counter = Counter(2); counter.add(3)")
        self.assertFalse(rebuilt["bound"])
        self.assertEqual(self.report["results"][rebuilt["id"]]["returns"], "5")
        self.assertIn("counter = Counter(2)\n", rebuilt["test_source"])
        varied = [c for c in self.calls_of("Counter.add", "varied") if c.get("rebuilt")]
        self.assertIn("Counter start=0", [c["varies"] for c in varied])
        # Its count kept under another name: the recorded object's state differs, the calls on objects built
        # again agree.
        report, _ = self.mutant(("        self.count = start\n", "        self.total = start\n"),
                                ("        self.count += n\n        return self.count",
                                 "        self.total += n\n        return self.total"))
        differing = self.differing(report)
        self.assertIn(self.call("<Counter>.add(3)")["id"], differing)
        self.assertFalse([key for key in differing if self.by_id[key].get("rebuilt")])
        # A count that stops at ten: told apart on an object built with a larger start.
        report, _ = self.mutant(("        self.count += n\n        return self.count",
                                 "        self.count = min(10, self.count + n)\n        return self.count"))
        told = [self.by_id[key] for key in self.differing(report) if self.by_id[key].get("rebuilt")]
        self.assertTrue(told)

    def test_defaults_are_left_out_and_text_varied_in_case_blanks_and_order(self):
        scale = [c["varies"] for c in self.calls_of("scale", "varied")]
        self.assertIn("without factor", scale)  # as a caller that leaves it to its default
        self.assertEqual(self.result("scale(3, note='x')")["returns"], "7")
        level = [c["varies"] for c in self.calls_of("parse_level", "varied")]
        for varies in ("text='HIGH'", "text=' high '"):
            self.assertIn(varies, level)

    def test_a_refusal_is_told_from_an_error_the_code_ran_into(self):
        # Raised in a helper the task did not change; by a raise statement of a changed line.
        self.assertTrue(self.result("double(-1)")["incidental"])
        self.assertTrue(self.result("lookup({'a': 1}, '')")["incidental"])  # a KeyError of the changed line's lookup
        self.assertNotIn("incidental", self.result("parse_level('high')"))
        self.assertNotIn("incidental", self.result("leave(2)"))

    def test_keyword_arguments_are_kept_and_replayed(self):
        call = self.call("scale(3, factor=4, note='x')")
        self.assertEqual(pickle.loads(base64.b64decode(call["payload"])), ((3,), {"factor": 4, "note": "x"}))
        self.assertEqual(self.report["results"][call["id"]]["returns"], "13")
        self.assertEqual(self.result("scale(3, factor=0, note='x')")["returns"], "1")
        self.assertIn("core.scale(3, factor=4, note='x') == 13", call["test_source"])

    def test_a_changed_argument_shows_in_the_state(self):
        result = self.result("push([1, 2], 3)")
        self.assertEqual((result["returns"], result["state"]), ("3", "[[1, 2, 3], 3]"))
        source = self.call("push([1, 2], 3)")["test_source"]
        self.assertEqual(source.splitlines()[0], "def test_push_case_1():")
        self.assertIn("    items = [1, 2]\n    assert push(items, 3) == 3\n    assert items == [1, 2, 3]\n", source)

    def test_a_raise_is_a_result(self):
        result = self.result("parse_level('high')")
        self.assertEqual(result["raises"], "builtins.ValueError")
        self.assertEqual(result["message"], "not a level: 'high'")
        self.assertNotIn("returns", result)
        self.assertIn("    with pytest.raises(ValueError):\n        parse_level('high')\n",
                      self.call("parse_level('high')")["test_source"])

    def test_a_generator_gives_its_items(self):
        self.assertEqual(self.result("countdown(3)")["returns"], "[3, 2, 1]")
        self.assertIn("assert list(countdown(3)) == [3, 2, 1]", self.call("countdown(3)")["test_source"])

    def test_system_exit_from_the_code_is_a_result_and_the_replay_goes_on(self):
        exiting = self.result("leave(2)")
        self.assertEqual((exiting["raises"], exiting["message"]), ("builtins.SystemExit", "2"))
        self.assertEqual(self.result("leave(0)")["returns"], "'stayed'")
        later = [c for c in self.report["calls"] if int(c["id"][1:]) > int(self.call("leave(2)")["id"][1:])]
        self.assertTrue(later)
        self.assertTrue(all("returns" in self.report["results"][c["id"]] or "raises" in self.report["results"][c["id"]]
                            for c in later))

    def test_a_call_that_hangs_times_out_and_the_replay_goes_on(self):
        report, seconds = self.mutant(("        i += 1", "        i += 0"))
        hanging = [key for key, result in report["results"].items() if result.get("timeout")]
        self.assertIn(self.call("spin(4)")["id"], hanging)
        self.assertEqual({self.by_id[key]["function"] for key in hanging}, {"calc.core:spin"})
        self.assertEqual(report["results"][self.call("spin(0)")["id"]]["returns"], "0")
        self.assertEqual(set(report["results"]), set(self.report["results"]))
        self.assertEqual(self.differing(report), set(hanging))
        self.assertLess(seconds, 0.5 * len(hanging) + 15)

    def test_a_replay_out_of_time_leaves_calls_out_and_says_so(self):
        report, seconds = self.mutant(("        i += 1", "        i += 0"), budget=2)
        self.assertLess(seconds, 6)
        self.assertTrue(report["results"])
        self.assertLess(len(report["results"]), len(self.report["results"]))
        self.assertEqual([r for r in report["results"].values() if "error" in r], [])
        self.assertIn("out of time: %d calls not replayed" % (len(self.report["results"]) - len(report["results"])),
                      report["notes"])

    def test_a_call_that_swallows_its_timeout_is_stopped_all_the_same(self):
        swallowing = ("        while True:\n            try:\n                while True:\n                    pass\n"
                      "            except BaseException:\n                pass\n")
        report, seconds = self.mutant(("    while i < n:", "    if n == 4:\n" + swallowing + "    while i < n:"))
        self.assertEqual(report["results"][self.call("spin(4)")["id"]], {"timeout": True})
        self.assertEqual(set(report["results"]), set(self.report["results"]))
        self.assertEqual(self.differing(report), {self.call("spin(4)")["id"]})
        self.assertLess(seconds, 30)

    def test_nondeterministic_calls_are_unstable_and_left_out(self):
        functions = {f["function"]: f["recorded"] for f in self.report["functions"]}
        self.assertEqual(functions["calc.core:stamp"], 1)
        self.assertEqual(self.calls_of("stamp"), [])
        self.assertTrue(self.report["unstable"])
        for key in self.report["unstable"]:
            self.assertNotIn(key, self.by_id)
            self.assertNotIn(key, self.report["results"])

    def test_unpicklable_arguments_are_skipped_with_a_note(self):
        functions = {f["function"]: f["recorded"] for f in self.report["functions"]}
        self.assertEqual(functions["calc.core:apply"], 0)
        self.assertEqual(self.calls_of("apply"), [])
        notes = [n for n in self.report["notes"] if "calc.core:apply" in n]
        self.assertEqual(len(notes), 1, self.report["notes"])
        self.assertRegex(notes[0], r"^2 calls into calc\.core:apply not kept: their arguments could not be pickled")

    def test_printing_code_and_a_fake_marker_leave_the_output_readable(self):
        self.assertIn("@@heddle-probe fake begin@@", self.stdout)  # pytest showed the failing test's output
        self.assertIn("a line the tests left open\n@@heddle-probe %s begin@@\n" % NONCE, self.stdout)
        self.assertEqual(self.report["pytest_exit"], 1)
        self.assertEqual(self.result("noisy(2)")["returns"], "6")
        report, _ = self.mutant(("    return n * 3", "    print('@@heddle-probe %s end@@')\n    return n * 4" % NONCE))
        self.assertEqual(report["results"][self.call("noisy(2)")["id"]]["returns"], "8")

    def test_module_level_lines_are_noted(self):
        self.assertIn("calc/core.py: line %d is not inside a function (module or class level): skipped"
                      % line_of(CORE, "import random"), self.report["notes"])

    def test_the_test_files_own_imports_are_used(self):
        halve = self.call("halve(4)")
        self.assertEqual(halve["test_file"], "tests/test_style.py")
        self.assertEqual(halve["insert_after_line"], 5)
        self.assertIn("\n    import pytest\n    assert core.halve(4) == pytest.approx(2.0)\n", halve["test_source"])
        self.assertTrue(halve["test_source"].startswith("def test_halve_case_1():\n"))
        method = [c for c in self.report["calls"] if c["test"] == "tests/test_core.py::TestCounter::test_halve"]
        self.assertTrue(method)
        for call in method:  # a test by a method of a class goes into the class, after that method
            self.assertTrue(call["test_source"].startswith("    def test_"), call["test_source"])
            self.assertIn("(self):\n", call["test_source"].splitlines(True)[0])
            self.assertEqual(call["insert_after_line"], line_of(TEST_CORE, "        assert core.halve(10) == 5"))
        self.assertIn("    assert clamp(5, 0, 10) == 5\n", self.call("clamp(5, 0, 10)")["test_source"])
        self.assertNotIn("import", self.call("clamp(5, 0, 10)")["test_source"])
        names = [(c["test_file"], c["test_name"]) for c in self.report["calls"] if "test_name" in c]
        self.assertEqual(len(names), len(set(names)))  # unique in each file
        self.assertIn(("tests/test_core.py", "test_clamp_with_value_0"), names)

    def test_written_tests_pass_under_the_reference_and_catch_the_mutants(self):
        written = [c for c in self.report["calls"] if "test_source" in c]
        self.assertGreater(len(written), 20)
        below = self.call("clamp(0, 1, 4)")
        moved = self.call("push([1, 2], 0)")  # a call whose result the mutant keeps and whose state it does not
        low = ("    if value < low:\n        return low\n", "")
        inserted = ("items.append(item)", "items.insert(0, item)")
        outcomes = {}
        for name, changes in (("reference", []), ("mutant", [low, inserted])):
            text = CORE
            for old, new in changes:
                text = text.replace(old, new)
            outcomes[name] = run_written(make_project(os.path.join(self.scratch, "written-" + name), text), written)
        self.assertEqual(set(outcomes["reference"].values()), {"PASSED"}, outcomes["reference"])
        key = lambda text: (self.call(text)["test_file"], self.call(text)["test_name"])
        self.assertEqual(outcomes["mutant"][key(below["text"])], "FAILED")
        self.assertEqual(outcomes["mutant"][key(moved["text"])], "FAILED")
        self.assertEqual(outcomes["mutant"][key("clamp(5, 0, 10)")], "PASSED")

    def test_a_record_that_finds_nothing_still_reports(self):
        report, _ = run_probe(self.reference, {
            "mode": "record", "targets": [{"file": "calc/core.py", "lines": [line_of(CORE, "    return x\n")]}],
            "tests": ["tests/test_style.py"], "budget": 30}, self.scratch)
        self.assertEqual((report["calls"], report["pytest_exit"]), ([], 0))
        self.assertIn("no call into the target functions was recorded", report["notes"])

    def test_a_test_that_never_ends_is_interrupted_and_the_probe_still_reports(self):
        project = make_project(os.path.join(self.scratch, "hanging"))
        with open(os.path.join(project, "tests", "test_hang.py"), "w", encoding="utf-8") as out:
            out.write("import time\n\nfrom calc.core import clamp\n\n\ndef test_first():\n"
                      "    assert clamp(1, 0, 2) == 1\n\n\ndef test_forever():\n    time.sleep(1000)\n")
        started = time.monotonic()
        report, _ = run_probe(project, {
            "mode": "record", "targets": [{"file": "calc/core.py", "lines": [line_of(CORE, "    if value > high:")]}],
            "tests": ["tests/test_hang.py"], "budget": 4}, self.scratch)
        self.assertLess(time.monotonic() - started, 10)
        self.assertEqual(report["pytest_exit"], 2)
        self.assertEqual(report["functions"][0]["recorded"], 1)
        self.assertTrue(any("interrupted" in note for note in report["notes"]), report["notes"])

    def test_a_config_that_cannot_be_read_exits_nonzero(self):
        broken = os.path.join(self.scratch, "broken.json")
        with open(broken, "w", encoding="utf-8") as out:
            out.write("{not json")
        place_scripts(self.reference)
        for path in (broken, os.path.join(self.scratch, "missing.json")):
            done = subprocess.run([sys.executable, PROBE, path], cwd=self.reference, env=environment(),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
            self.assertNotEqual(done.returncode, 0)
            self.assertNotIn("@@heddle-probe", done.stdout)


@unittest.skipUnless(importlib.util.find_spec("pytest"), "pytest is not importable by this Python")
class MethodTest(unittest.TestCase):
    """Tests written for calls into methods: the object built as the test that made the call built it."""

    @classmethod
    def setUpClass(cls):
        cls.scratch = tempfile.mkdtemp(prefix="heddle-probe-methods-")
        cls.addClassCleanup(shutil.rmtree, cls.scratch, ignore_errors=True)
        cls.reference = make_shop(os.path.join(cls.scratch, "reference"))
        texts = {"shop/inventory.py": SHOP_INVENTORY, "shop/items.py": SHOP_ITEMS}
        targets = [{"file": path, "lines": [line_of(texts[path], snippet) for snippet in snippets]}
                   for path, snippets in SHOP_TARGETS.items()]
        started = time.monotonic()
        cls.report, _ = run_probe(cls.reference, {
            "mode": "record", "targets": targets, "tests": ["tests/test_shop.py", "tests/test_shop_module.py"],
            "max_recorded": 20, "max_calls": 300, "call_timeout": 1.0, "budget": 120}, cls.scratch)
        cls.seconds = time.monotonic() - started

    def call(self, text, test=None):
        found = [c for c in self.report["calls"] if c["text"] == text and (test is None or c["test"].endswith(test))]
        self.assertEqual(len(found), 1, "calls with text %s: %s" % (text, [c["test"] for c in found]))
        return found[0]

    def test_the_record_runs_cleanly(self):
        self.assertEqual(self.report["pytest_exit"], 0)
        self.assertLess(self.seconds, 60)
        self.assertFalse([n for n in self.report["notes"] if "could not be put together" in n or "failed" in n],
                         self.report["notes"])

    def test_a_varied_call_past_the_guard_gets_a_method_test(self):
        call = self.call("<Inventory>.remove('', 2)", "::test_remove_some")
        self.assertEqual(call["varies"], "sku=''")
        self.assertEqual(self.report["results"][call["id"]]["raises"], "builtins.ValueError")
        self.assertEqual(call["test_source"], 'def test_remove_with_sku_empty():\n'
                         '    """What the reference gives for inventory.remove(\'\', 2), which the other tests leave '
                         'open."""\n'
                         '    inventory = Inventory()\n'
                         "    inventory.add(Item(sku='B-1', name='bolt', weight=0.25), 5)\n"
                         '    with pytest.raises(ValueError):\n'
                         "        inventory.remove('', 2)\n")
        self.assertEqual(call["test_file"], "tests/test_shop.py")
        self.assertEqual(call["insert_after_line"], line_of(TEST_SHOP, '    assert inventory.remove("B-1", 2) == 3'))
        recorded = self.call("<Inventory>.remove('B-1', 2)", "::test_remove_some")
        self.assertIn("    assert inventory.remove('B-1', 2) == 3\n", recorded["test_source"])

    def test_a_dataclass_is_written_as_its_constructor(self):
        source = self.call("<Inventory>.find('W-1')")["test_source"]
        self.assertIn("    inventory = Inventory('back')\n    with pytest.raises(ValueError):\n"
                      "        inventory.add(Item(sku='B-1', name='bolt', weight=0.25), 0)\n"
                      "    inventory.add(Item(sku='W-1', name='washer', weight=0.0), 3)\n"
                      "    assert inventory.find('W-1') == Item(sku='W-1', name='washer', weight=0.0)\n", source)
        weighed = [c for c in self.report["calls"] if c["function"] == "shop.inventory:total_weight"
                   and c["origin"] == "recorded"]
        self.assertEqual(len(weighed), 1)
        self.assertIn("    assert total_weight([Item(sku='B-1', name='bolt', weight=0.25), Item(sku='W-1', "
                      "name='washer', weight=0.5)]) == pytest.approx(0.75)\n", weighed[0]["test_source"])
        # A property is read; an object with a literal form of its own is written as it.
        self.assertIn("    inventory.find('W-1')\n    assert inventory.units == 3\n",
                      self.call("<Inventory>.units")["test_source"])
        self.assertIn("    item = Item(sku='B-1', name='bolt', weight=0.25)\n    assert item.label(2) == 'bolt x2'\n",
                      self.call("<Item>.label(2)")["test_source"])

    def test_the_test_files_own_imports_name_the_classes(self):
        source = self.call("<Inventory>.remove('B-1', 1)", "::test_remove_one")["test_source"]
        self.assertIn("    inventory = shop.Inventory()\n"
                      "    inventory.add(shop.Item(sku='B-1', name='bolt', weight=0.25), 2)\n"
                      "    assert inventory.remove('B-1', 1) == 1\n", source)
        self.assertNotIn("import", source)

    def test_an_object_of_a_subclass_is_built_as_its_own_class(self):
        self.assertIn("    shelf = Shelf('top')\n    shelf.add(Item(sku='B-1', name='bolt', weight=0.25))\n"
                      "    assert shelf.remove('B-1', 1) == 0\n", self.call("<Shelf>.remove('B-1', 1)")["test_source"])

    def test_static_and_class_methods_are_called_on_the_class(self):
        self.assertIn("    assert Inventory.normalize(' b-1 ') == 'B-1'\n",
                      self.call("Inventory.normalize(' b-1 ')")["test_source"])
        self.assertIn("    assert Inventory.code('B-1') == 'Inventory:B-1'\n",
                      self.call("Inventory.code('B-1')")["test_source"])

    def test_text_is_varied_with_its_parts_swapped_and_histories_with_values_they_hold(self):
        varied = [c for c in self.report["calls"] if c["origin"] == "varied"]
        self.assertIn("sku='1-B'", [c["varies"] for c in varied])
        # One step's argument varied inside the object it passes, to a value of the history and to the others.
        steps = {c["varies"] for c in varied if c.get("rebuilt")}
        self.assertIn("add#1 item.name='B-1'", steps)
        self.assertIn("add#1 quantity=0", steps)

    def test_a_varied_call_that_took_another_path_is_varied_once_more(self):
        # remove('', 2) is refused by the guard; one step further, remove('', 0) passes it and fails on the lookup.
        further = [c for c in self.report["calls"] if c["varies"] == "sku='', quantity=0"
                   and c["function"] == "shop.inventory:Inventory.remove"]
        self.assertTrue(further)
        result = self.report["results"][further[0]["id"]]
        self.assertEqual(result["raises"], "builtins.KeyError")
        self.assertTrue(result["incidental"])
        self.assertIn("one step further", "\n".join(self.report["notes"]))

    def test_an_object_a_test_passed_is_built_as_the_test_built_it(self):
        call = self.call("units_of(<shop.inventory.Inventory object>, ['B-1', 'W-1'])")
        self.assertEqual(call["test_source"],
                         "def test_units_of_case_1():\n"
                         "    \"\"\"What the reference gives for units_of(inventory, ['B-1', 'W-1']), a "
                         "call test_units_of makes.\"\"\"\n"
                         "    inventory = Inventory('back')\n"
                         "    inventory.add(Item(sku='B-1', name='bolt', weight=0.25), 3)\n"
                         "    inventory.add(Item(sku='W-1', name='washer', weight=0.0))\n"  # 1 is add's default
                         "    assert units_of(inventory, ['B-1', 'W-1']) == 4\n")
        # Shown to people as the test makes it, the objects built rather than their reprs.
        self.assertEqual(call["shown"], "inventory = Inventory('back'); "
                                        "inventory.add(Item(sku='B-1', name='bolt', weight=0.25), 3); "
                                        "inventory.add(Item(sku='W-1', name='washer', weight=0.0)); "
                                        "units_of(inventory, ['B-1', 'W-1'])")
        varied = [c for c in self.report["calls"] if c["function"] == "shop.inventory:units_of" and c["varies"]]
        self.assertTrue([c for c in varied if c["varies"].startswith("skus=") and "test_source" in c])

    def test_objects_the_tests_did_not_build_from_literals_get_no_test(self):
        for test in ("::test_a_factory_built_inventory", "::test_a_count_set_behind_the_methods",
                     "::test_a_private_call"):
            calls = [c for c in self.report["calls"] if c["test"].endswith(test) and not c.get("rebuilt")]
            self.assertTrue(calls, test)  # recorded and replayed all the same
            self.assertFalse([c for c in calls if "test_source" in c], test)
        notes = "\n".join(self.report["notes"])
        self.assertIn("a method whose object the tests' own calls do not show made", notes)
        self.assertIn("a method whose object, built as the tests built it, is not the recorded one", notes)

    def test_written_method_tests_pass_under_the_reference_and_catch_a_missing_guard(self):
        written = [c for c in self.report["calls"] if "test_source" in c]
        methods = [c for c in written if c["text"].startswith("<")]
        self.assertGreater(len(methods), 10)
        guarded = self.call("<Inventory>.remove('', 2)", "::test_remove_some")
        outcomes = {}
        for name, text in (("reference", SHOP_INVENTORY), ("mutant", SHOP_INVENTORY.replace(*GUARD))):
            self.assertIn(GUARD[0], SHOP_INVENTORY)
            outcomes[name] = run_written(make_shop(os.path.join(self.scratch, "written-" + name), text), written)
        self.assertEqual(set(outcomes["reference"].values()), {"PASSED"}, outcomes["reference"])
        key = lambda call: (call["test_file"], call["test_name"])
        self.assertEqual(outcomes["mutant"][key(guarded)], "FAILED")
        self.assertEqual(outcomes["mutant"][key(self.call("<Inventory>.remove('B-1', 2)", "::test_remove_some"))],
                         "PASSED")


if __name__ == "__main__":
    unittest.main()
