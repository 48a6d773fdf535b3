"""Over-constrained tests: one test asserts a detail the statement never asked for, so a valid alternative fails
exactly that test."""

from edits import create, replace
from tasks_clean import INV, PRICING, REPORT, after_total_value

TASKS = []

TASKS.append(dict(
    id="over-error-message",
    flaw="over-constrained",
    query="Add `Inventory.set_price(sku, price_cents)`: the item keeps its name, weight and count and gets the new "
          "price. A negative price raises ValueError and changes nothing; an unknown SKU raises UnknownItem.",
    specs=[("S1", "state", "New price", "The price changes, nothing else does.", ["test_set_price"]),
           ("S2", "errors", "Refusals", "Negative price: ValueError; unknown SKU: UnknownItem.",
            ["test_negative_price_is_refused", "test_unknown_sku"])],
    test_file=("tests/test_set_price.py", '''import pytest

from stockroom import Inventory, Item, UnknownItem


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25, weight_g=10), 4)
    return inv


def test_set_price():
    inv = stock()
    inv.set_price("B-1", 30)
    assert inv.item("B-1").price_cents == 30
    assert inv.item("B-1").name == "bolt"
    assert inv.total_value() == 120


def test_negative_price_is_refused():
    inv = stock()
    with pytest.raises(ValueError, match=r"^price of B-1 must not be negative, got -5$"):
        inv.set_price("B-1", -5)
    assert inv.item("B-1").price_cents == 25


def test_unknown_sku():
    with pytest.raises(UnknownItem):
        stock().set_price("X-1", 10)
'''),
    p2p_files=["tests/test_inventory.py"],
    reference=[replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                       "from dataclasses import replace\n\nfrom .errors import OutOfStock, UnknownItem\n"),
               after_total_value('''
    def set_price(self, sku, price_cents):
        """Gives the item a new price in cents."""
        if price_cents < 0:
            raise ValueError(f"price of {sku} must not be negative, got {price_cents}")
        self._items[sku] = replace(self.item(sku), price_cents=price_cents)
''')],
    over_constrained=["tests/test_set_price.py::test_negative_price_is_refused"],
    attempts={
        "correct": [replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                            "import dataclasses\n\nfrom .errors import OutOfStock, UnknownItem\n"),
                    after_total_value('''
    def set_price(self, sku, price_cents):
        item = self.item(sku)
        if price_cents < 0:
            raise ValueError(f"price of {sku} must not be negative, got {price_cents}")
        self._items[sku] = dataclasses.replace(item, price_cents=price_cents)
''')],
        "alternative": [replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                                "import dataclasses\n\nfrom .errors import OutOfStock, UnknownItem\n"),
                        after_total_value('''
    def set_price(self, sku, price_cents):
        item = self.item(sku)
        if price_cents < 0:
            raise ValueError(f"invalid price {price_cents} for {sku}: prices cannot be negative")
        self._items[sku] = dataclasses.replace(item, price_cents=price_cents)
''')],
        "wrong": [replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                          "import dataclasses\n\nfrom .errors import OutOfStock, UnknownItem\n"),
                  after_total_value('''
    def set_price(self, sku, price_cents):
        self._items[sku] = dataclasses.replace(self.item(sku), price_cents=abs(price_cents))
''')],
        "broken": [after_total_value('''
    def set_price(self, sku, price_cents):
        self._items[sku].price_cents = price_cents
''')],
    },
))

TASKS.append(dict(
    id="over-private-log",
    flaw="over-constrained",
    query="Add `Inventory.history()`: the list of changes made so far, oldest first, each a tuple (action, sku, "
          "quantity) with action \"add\" or \"remove\". Changing the returned list does not change the inventory's "
          "history.",
    specs=[("S1", "order", "History", "Every add and remove, oldest first.",
            ["test_history_in_order", "test_history_is_recorded"]),
           ("S2", "state", "A copy", "The returned list is a copy.", ["test_history_is_a_copy"])],
    test_file=("tests/test_history.py", '''from stockroom import Inventory, Item

BOLT = Item("B-1", "bolt", 25)


def test_history_in_order():
    inv = Inventory()
    inv.add(BOLT, 3)
    inv.remove("B-1", 1)
    inv.add(BOLT, 2)
    assert inv.history() == [("add", "B-1", 3), ("remove", "B-1", 1), ("add", "B-1", 2)]


def test_history_is_a_copy():
    inv = Inventory()
    inv.add(BOLT, 1)
    inv.history().clear()
    assert inv.history() == [("add", "B-1", 1)]


def test_history_is_recorded():
    inv = Inventory()
    inv.add(BOLT, 5)
    inv.remove("B-1", 5)
    assert inv._events == [("add", "B-1", 5), ("remove", "B-1", 5)]
'''),
    p2p_files=["tests/test_inventory.py"],
    reference=[replace(INV, "        self._counts = {}\n", "        self._counts = {}\n        self._events = []\n"),
               replace(INV, "        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity\n",
                       "        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity\n"
                       "        self._events.append((\"add\", item.sku, quantity))\n"),
               replace(INV, "            del self._items[sku]\n",
                       "            del self._items[sku]\n        self._events.append((\"remove\", sku, quantity))\n"),
               after_total_value('''
    def history(self):
        """Every change so far, oldest first: (action, sku, quantity)."""
        return list(self._events)
''')],
    over_constrained=["tests/test_history.py::test_history_is_recorded"],
    attempts={
        "correct": [replace(INV, "        self._counts = {}\n", "        self._counts = {}\n        self._events = []\n"),
                    replace(INV, "        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity\n",
                            "        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity\n"
                            "        self._events.append((\"add\", item.sku, quantity))\n"),
                    replace(INV, "            del self._items[sku]\n",
                            "            del self._items[sku]\n        self._events.append((\"remove\", sku, quantity))\n"),
                    after_total_value('''
    def history(self):
        return self._events.copy()
''')],
        "alternative": [replace(INV, "        self._counts = {}\n", "        self._counts = {}\n        self._journal = []\n"),
                        replace(INV, "        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity\n",
                                "        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity\n"
                                "        self._journal.append((\"add\", item.sku, quantity))\n"),
                        replace(INV, "            del self._items[sku]\n",
                                "            del self._items[sku]\n"
                                "        self._journal.append((\"remove\", sku, quantity))\n"),
                        after_total_value('''
    def history(self):
        return [tuple(entry) for entry in self._journal]
''')],
        "wrong": [replace(INV, "        self._counts = {}\n", "        self._counts = {}\n        self._events = []\n"),
                  replace(INV, "        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity\n",
                          "        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity\n"
                          "        self._events.append((\"add\", item.sku, quantity))\n"),
                  after_total_value('''
    def history(self):
        return self._events
''')],
        "broken": "does-not-apply",
    },
))

TASKS.append(dict(
    id="over-tag-order",
    flaw="over-constrained",
    query="Add `Inventory.tags()`: every distinct tag of the items in stock, each once.",
    specs=[("S1", "functional", "Distinct tags", "Each tag of an item in stock, once.",
            ["test_tags_of_stock", "test_tags_forget_removed_items"])],
    test_file=("tests/test_tags.py", '''from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25, tags=("steel", "small")), 1)
    inv.add(Item("C-1", "clamp", 90, tags=("steel", "brass")), 1)
    inv.add(Item("D-1", "dowel", 5), 1)
    return inv


def test_tags_of_stock():
    assert stock().tags() == ["steel", "small", "brass"]


def test_tags_forget_removed_items():
    inv = stock()
    inv.remove("C-1")
    assert sorted(inv.tags()) == ["small", "steel"]
    assert len(inv.tags()) == 2
'''),
    p2p_files=["tests/test_inventory.py"],
    reference=[after_total_value('''
    def tags(self):
        """Every distinct tag of the items in stock, in SKU order of their first item."""
        return list(dict.fromkeys(tag for sku in self.skus() for tag in self._items[sku].tags))
''')],
    over_constrained=["tests/test_tags.py::test_tags_of_stock"],
    attempts={
        "correct": [after_total_value('''
    def tags(self):
        seen = []
        for sku in self.skus():
            for tag in self._items[sku].tags:
                if tag not in seen:
                    seen.append(tag)
        return seen
''')],
        "alternative": [after_total_value('''
    def tags(self):
        return sorted({tag for item in self._items.values() for tag in item.tags})
''')],
        "wrong": [after_total_value('''
    def tags(self):
        return [tag for sku in self.skus() for tag in self._items[sku].tags]
''')],
        "broken": [after_total_value('''
    def tags(self):
        return sorted(set(self._items.tags))
''')],
    },
))

TASKS.append(dict(
    id="over-unit-price",
    flaw="over-constrained",
    query="Add `pricing.unit_price(total_cents, quantity)`: the average price of one unit in cents, as a float, "
          "precise to a millionth of a cent. A quantity of 0 or less is a ValueError.",
    specs=[("S1", "functional", "Average", "total / quantity as a float.",
            ["test_whole_prices", "test_fractions_of_a_cent"]),
           ("S2", "errors", "No units", "quantity <= 0 raises ValueError.", ["test_no_units"])],
    test_file=("tests/test_unit_price.py", '''import pytest

from stockroom.pricing import unit_price


def test_whole_prices():
    assert unit_price(1000, 4) == pytest.approx(250)
    assert unit_price(0, 3) == pytest.approx(0)


def test_fractions_of_a_cent():
    assert unit_price(1000, 7) == 142.85714285714286


def test_no_units():
    with pytest.raises(ValueError):
        unit_price(1000, 0)
    with pytest.raises(ValueError):
        unit_price(1000, -2)
'''),
    p2p_files=["tests/test_pricing.py"],
    reference=[replace(PRICING, "", '''

def unit_price(total_cents, quantity):
    """The average price of one unit, in cents."""
    if quantity <= 0:
        raise ValueError("quantity must be positive")
    return total_cents / quantity
''', at_end=True)],
    over_constrained=["tests/test_unit_price.py::test_fractions_of_a_cent"],
    attempts={
        "correct": [replace(PRICING, "", '''

def unit_price(total_cents, quantity):
    if quantity < 1:
        raise ValueError(quantity)
    return float(total_cents) / quantity
''', at_end=True)],
        "alternative": [replace(PRICING, "", '''

def unit_price(total_cents, quantity):
    if quantity <= 0:
        raise ValueError("no units")
    return round(total_cents / quantity, 9)
''', at_end=True)],
        "wrong": [replace(PRICING, "", '''

def unit_price(total_cents, quantity):
    if quantity <= 0:
        raise ValueError("no units")
    return total_cents // quantity
''', at_end=True)],
        "broken": [replace(PRICING, "", '''

def unit_price(total_cents, quantity):
    return total_cents / quantity
''', at_end=True)],
    },
))

TASKS.append(dict(
    id="over-mock-writes",
    flaw="over-constrained",
    query="Add `report.write_summary(inventory, out)`: writes the summary lines to the text stream out, each ended "
          "by a newline.",
    specs=[("S1", "functional", "Written summary", "summary_lines, each followed by a newline, written to out.",
            ["test_writes_every_line", "test_empty_inventory_writes_nothing", "test_written_line_by_line"])],
    test_file=("tests/test_write_summary.py", '''import io
from unittest import mock

from stockroom import Inventory, Item
from stockroom.report import write_summary


def stock():
    inv = Inventory()
    inv.add(Item("N-1", "nut", 10), 3)
    inv.add(Item("B-1", "bolt", 25), 1)
    return inv


def test_writes_every_line():
    out = io.StringIO()
    write_summary(stock(), out)
    assert out.getvalue() == "B-1  bolt  x1\\nN-1  nut  x3\\n"


def test_empty_inventory_writes_nothing():
    out = io.StringIO()
    write_summary(Inventory(), out)
    assert out.getvalue() == ""


def test_written_line_by_line():
    out = mock.Mock()
    write_summary(stock(), out)
    out.write.assert_has_calls([mock.call("B-1  bolt  x1\\n"), mock.call("N-1  nut  x3\\n")])
'''),
    p2p_files=["tests/test_report.py"],
    reference=[replace(REPORT, "", '''

def write_summary(inventory, out):
    """Writes summary_lines(inventory) to out, a line at a time."""
    for line in summary_lines(inventory):
        out.write(line + "\\n")
''', at_end=True)],
    over_constrained=["tests/test_write_summary.py::test_written_line_by_line"],
    attempts={
        "correct": [replace(REPORT, "", '''

def write_summary(inventory, out):
    for line in summary_lines(inventory):
        out.write(f"{line}\\n")
''', at_end=True)],
        "alternative": [replace(REPORT, "", '''

def write_summary(inventory, out):
    out.write("".join(line + "\\n" for line in summary_lines(inventory)))
''', at_end=True)],
        "wrong": [replace(REPORT, "", '''

def write_summary(inventory, out):
    out.write("\\n".join(summary_lines(inventory)))
''', at_end=True)],
        "broken": [replace(REPORT, "", '''

def write_summary(inventory, out):
    for line in summary_lines(inventory):
        out.writeline(line)
''', at_end=True)],
    },
))

TASKS.append(dict(
    id="over-snapshot-type",
    flaw="over-constrained",
    query="Add `Inventory.snapshot()`: a mapping of every SKU in stock to its count, which later changes to the "
          "inventory leave as it was.",
    specs=[("S1", "state", "Snapshot", "SKU -> count, independent of later changes.",
            ["test_snapshot_counts", "test_snapshot_is_independent", "test_snapshot_is_a_dict"])],
    test_file=("tests/test_snapshot.py", '''from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25), 4)
    inv.add(Item("N-1", "nut", 10), 2)
    return inv


def test_snapshot_counts():
    assert stock().snapshot() == {"B-1": 4, "N-1": 2}


def test_snapshot_is_independent():
    inv = stock()
    before = inv.snapshot()
    inv.remove("B-1", 4)
    assert before == {"B-1": 4, "N-1": 2}
    assert inv.snapshot() == {"N-1": 2}


def test_snapshot_is_a_dict():
    assert type(stock().snapshot()) is dict
'''),
    p2p_files=["tests/test_inventory.py"],
    reference=[after_total_value('''
    def snapshot(self):
        """SKU -> count, a copy."""
        return dict(self._counts)
''')],
    over_constrained=["tests/test_snapshot.py::test_snapshot_is_a_dict"],
    attempts={
        "correct": [after_total_value('''
    def snapshot(self):
        return {sku: n for sku, n in self._counts.items()}
''')],
        "alternative": [replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                                "from collections import Counter\n\nfrom .errors import OutOfStock, UnknownItem\n"),
                        after_total_value('''
    def snapshot(self):
        return Counter(self._counts)
''')],
        "wrong": [after_total_value('''
    def snapshot(self):
        return self._counts
''')],
        "broken": [after_total_value('''
    def snapshot(self):
        return self._counts.copy(deep=True)
''')],
    },
))
