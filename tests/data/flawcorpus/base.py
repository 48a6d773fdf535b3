"""The base commit of stockroom, the corpus repository: a small stock-keeping library with its own tests."""

FILES = {}

FILES["README.md"] = """# stockroom

A small stock-keeping library: items, an inventory of counted items, prices in cents, orders and text reports.
"""

FILES[".gitignore"] = """__pycache__/
*.py[cod]
.pytest_cache/
"""

FILES["pyproject.toml"] = """[project]
name = "stockroom"
version = "1.2.0"
requires-python = ">=3.9"

[tool.pytest.ini_options]
testpaths = ["tests"]
pythonpath = ["."]
"""

FILES["stockroom/__init__.py"] = """from .errors import OutOfStock, StockError, UnknownItem
from .inventory import Inventory
from .items import Item

__all__ = ["Inventory", "Item", "OutOfStock", "StockError", "UnknownItem"]
"""

FILES["stockroom/errors.py"] = '''class StockError(Exception):
    """Every error stockroom raises."""


class UnknownItem(StockError, KeyError):
    """No item with this SKU is in stock."""


class OutOfStock(StockError):
    """Fewer units are in stock than asked for."""
'''

FILES["stockroom/items.py"] = '''from dataclasses import dataclass, field


@dataclass(frozen=True)
class Item:
    """A kind of thing the stockroom keeps: prices are whole cents, weights whole grams."""

    sku: str
    name: str
    price_cents: int
    weight_g: int = 0
    tags: tuple = field(default=())
'''

FILES["stockroom/inventory.py"] = '''from .errors import OutOfStock, UnknownItem


class Inventory:
    """Counted units of items, by SKU."""

    def __init__(self):
        self._items = {}
        self._counts = {}

    def add(self, item, quantity=1):
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        self._items[item.sku] = item
        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity

    def remove(self, sku, quantity=1):
        if sku not in self._counts:
            raise UnknownItem(sku)
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        if quantity > self._counts[sku]:
            raise OutOfStock(sku)
        self._counts[sku] -= quantity
        if self._counts[sku] == 0:
            del self._counts[sku]
            del self._items[sku]

    def count(self, sku):
        return self._counts.get(sku, 0)

    def item(self, sku):
        if sku not in self._items:
            raise UnknownItem(sku)
        return self._items[sku]

    def skus(self):
        return sorted(self._counts)

    def total_value(self):
        return sum(self._items[sku].price_cents * n for sku, n in self._counts.items())
'''

FILES["stockroom/pricing.py"] = '''def line_total(price_cents, quantity):
    """The price of quantity units, in cents."""
    if quantity < 0:
        raise ValueError("quantity must not be negative")
    return price_cents * quantity


def apply_discount(total_cents, percent):
    """total_cents less percent per cent, rounded half up to a whole cent."""
    return (total_cents * (100 - percent) + 50) // 100
'''

FILES["stockroom/report.py"] = '''def summary_lines(inventory):
    """One line per SKU, in SKU order: "SKU  name  x count"."""
    return [f"{sku}  {inventory.item(sku).name}  x{inventory.count(sku)}" for sku in inventory.skus()]
'''

FILES["tests/test_inventory.py"] = '''import pytest

from stockroom import Inventory, Item, OutOfStock, UnknownItem

BOLT = Item("B-1", "bolt", 25, weight_g=10)
NUT = Item("N-1", "nut", 10, weight_g=4)


def test_add_counts_units():
    inv = Inventory()
    inv.add(BOLT, 3)
    inv.add(BOLT, 2)
    assert inv.count("B-1") == 5


def test_add_rejects_non_positive():
    inv = Inventory()
    with pytest.raises(ValueError):
        inv.add(BOLT, 0)


def test_remove_takes_units_away():
    inv = Inventory()
    inv.add(BOLT, 3)
    inv.remove("B-1", 2)
    assert inv.count("B-1") == 1


def test_remove_last_unit_forgets_the_item():
    inv = Inventory()
    inv.add(BOLT, 1)
    inv.remove("B-1")
    assert inv.skus() == []
    with pytest.raises(UnknownItem):
        inv.item("B-1")


def test_remove_unknown_and_too_many():
    inv = Inventory()
    inv.add(NUT, 2)
    with pytest.raises(UnknownItem):
        inv.remove("B-1")
    with pytest.raises(OutOfStock):
        inv.remove("N-1", 3)
    assert inv.count("N-1") == 2


def test_total_value():
    inv = Inventory()
    inv.add(BOLT, 4)
    inv.add(NUT, 3)
    assert inv.total_value() == 130


def test_skus_are_sorted():
    inv = Inventory()
    inv.add(NUT)
    inv.add(BOLT)
    assert inv.skus() == ["B-1", "N-1"]
'''

FILES["tests/test_pricing.py"] = '''import pytest

from stockroom.pricing import apply_discount, line_total


def test_line_total():
    assert line_total(25, 4) == 100
    assert line_total(25, 0) == 0


def test_line_total_rejects_negative_quantity():
    with pytest.raises(ValueError):
        line_total(25, -1)


def test_apply_discount_rounds_half_up():
    assert apply_discount(1000, 10) == 900
    assert apply_discount(999, 50) == 500
    assert apply_discount(1000, 0) == 1000
'''

FILES["tests/test_report.py"] = '''from stockroom import Inventory, Item
from stockroom.report import summary_lines


def test_summary_lines():
    inv = Inventory()
    inv.add(Item("N-1", "nut", 10), 3)
    inv.add(Item("B-1", "bolt", 25), 1)
    assert summary_lines(inv) == ["B-1  bolt  x1", "N-1  nut  x3"]
'''
