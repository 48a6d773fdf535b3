"""Missing checks: one stated requirement has no test, so a wrong attempt that ignores it passes everything."""

from edits import create, replace
from tasks_clean import INV, PRICING, after_total_value

TASKS = []

TASKS.append(dict(
    id="missing-remove-all",
    flaw="missing-check",
    query="Add `Inventory.remove_all(sku)`: removes every unit of the SKU, forgets the item and returns how many "
          "units there were. An unknown SKU raises UnknownItem.",
    specs=[("S1", "functional", "Remove every unit", "All units go, the item is forgotten, the count is returned.",
            ["test_remove_all_returns_the_count", "test_remove_all_leaves_others"]),
           ("S2", "errors", "Unknown SKU", "remove_all of an unknown SKU raises UnknownItem.",
            ["test_remove_all_returns_the_count"])],
    test_file=("tests/test_remove_all.py", '''import pytest

from stockroom import Inventory, Item, UnknownItem


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25), 7)
    inv.add(Item("N-1", "nut", 10), 2)
    return inv


def test_remove_all_returns_the_count():
    inv = stock()
    assert inv.remove_all("B-1") == 7
    assert inv.count("B-1") == 0
    assert inv.skus() == ["N-1"]
    with pytest.raises(UnknownItem):
        inv.item("B-1")


def test_remove_all_leaves_others():
    inv = stock()
    inv.remove_all("N-1")
    assert inv.count("B-1") == 7
    assert inv.total_value() == 175
'''),
    p2p_files=["tests/test_inventory.py"],
    reference=[after_total_value('''
    def remove_all(self, sku):
        """Removes every unit of sku and returns how many there were."""
        if sku not in self._counts:
            raise UnknownItem(sku)
        removed = self._counts.pop(sku)
        del self._items[sku]
        return removed
''')],
    untested=[(INV, "            raise UnknownItem(sku)\n        removed = self._counts.pop(sku)")],
    attempts={
        "correct": [after_total_value('''
    def remove_all(self, sku):
        if sku not in self._counts:
            raise UnknownItem(sku)
        del self._items[sku]
        return self._counts.pop(sku)
''')],
        "alternative": [after_total_value('''
    def remove_all(self, sku):
        n = self.count(sku)
        self.remove(sku, n if n else 1)
        return n
''')],
        "wrong": [after_total_value('''
    def remove_all(self, sku):
        if sku not in self._counts:
            return 0
        self._items.pop(sku)
        return self._counts.pop(sku)
''')],
        "broken": [after_total_value('''
    def remove_all(self, sku):
        removed = self._counts.pop(sku)
        return removed
''')],
    },
))

TASKS.append(dict(
    id="missing-order-stock",
    flaw="missing-check",
    query="Add `stockroom/orders.py` with `order_total(inventory, lines, discount_percent=0)`: the price in cents of "
          "the order lines, a list of (sku, quantity), less the discount as `apply_discount` gives it. An unknown SKU "
          "raises UnknownItem, and a line asking for more units than are in stock raises OutOfStock.",
    specs=[("S1", "functional", "Order total", "Sum of line totals, less the discount.",
            ["test_order_total", "test_order_discount"]),
           ("S2", "errors", "Unknown or short", "Unknown SKU: UnknownItem; more than in stock: OutOfStock.",
            ["test_unknown_sku"])],
    test_file=("tests/test_orders.py", '''import pytest

from stockroom import Inventory, Item, UnknownItem
from stockroom.orders import order_total


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25), 10)
    inv.add(Item("N-1", "nut", 10), 10)
    return inv


def test_order_total():
    assert order_total(stock(), [("B-1", 2), ("N-1", 3)]) == 80
    assert order_total(stock(), []) == 0


def test_order_discount():
    assert order_total(stock(), [("B-1", 4)], discount_percent=25) == 75


def test_unknown_sku():
    with pytest.raises(UnknownItem):
        order_total(stock(), [("X-1", 1)])
'''),
    p2p_files=["tests/test_pricing.py"],
    reference=[create("stockroom/orders.py", '''from .errors import OutOfStock
from .pricing import apply_discount, line_total


def order_total(inventory, lines, discount_percent=0):
    """The price in cents of the order lines [(sku, quantity)], less the discount; every line must be in stock."""
    total = 0
    for sku, quantity in lines:
        item = inventory.item(sku)
        if quantity > inventory.count(sku):
            raise OutOfStock(sku)
        total += line_total(item.price_cents, quantity)
    return apply_discount(total, discount_percent)
''')],
    untested=[("stockroom/orders.py", "        if quantity > inventory.count(sku):\n            raise OutOfStock(sku)")],
    attempts={
        "correct": [create("stockroom/orders.py", '''from .errors import OutOfStock
from .pricing import apply_discount, line_total


def order_total(inventory, lines, discount_percent=0):
    total = 0
    for sku, quantity in lines:
        price = inventory.item(sku).price_cents
        if inventory.count(sku) < quantity:
            raise OutOfStock(sku)
        total += line_total(price, quantity)
    return apply_discount(total, discount_percent)
''')],
        "alternative": [create("stockroom/orders.py", '''from .errors import OutOfStock
from .pricing import apply_discount


def order_total(inventory, lines, discount_percent=0):
    priced = []
    for sku, quantity in lines:
        item = inventory.item(sku)
        if quantity > inventory.count(sku):
            raise OutOfStock(f"{sku}: {quantity} asked, {inventory.count(sku)} in stock")
        priced.append(item.price_cents * quantity)
    return apply_discount(sum(priced), discount_percent)
''')],
        "wrong": [create("stockroom/orders.py", '''from .pricing import apply_discount, line_total


def order_total(inventory, lines, discount_percent=0):
    total = sum(line_total(inventory.item(sku).price_cents, quantity) for sku, quantity in lines)
    return apply_discount(total, discount_percent)
''')],
        "broken": [create("stockroom/orders.py", '''from .pricing import apply_discount, line_total, bulk_price


def order_total(inventory, lines, discount_percent=0):
    return apply_discount(sum(bulk_price(inventory.item(s).price_cents, q) for s, q in lines), discount_percent)
''')],
    },
))

TASKS.append(dict(
    id="missing-release",
    flaw="missing-check",
    query="Add reservations to `Inventory`: `reserve(sku, quantity)` sets units aside (they stay in stock but are no "
          "longer available; reserving more than is available raises OutOfStock), `release(sku, quantity)` makes "
          "reserved units available again (releasing more than is reserved is a ValueError and changes nothing), "
          "and `available(sku)` is the count less what is reserved.",
    specs=[("S1", "state", "Reserve", "Reserved units stay counted but are not available.",
            ["test_reserve_reduces_available", "test_reserve_too_many"]),
           ("S2", "state", "Release", "release() makes units available again; never more than reserved.",
            ["test_release_restores"])],
    test_file=("tests/test_reserve.py", '''import pytest

from stockroom import Inventory, Item, OutOfStock


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25), 10)
    return inv


def test_reserve_reduces_available():
    inv = stock()
    inv.reserve("B-1", 4)
    assert inv.available("B-1") == 6
    assert inv.count("B-1") == 10
    inv.reserve("B-1", 6)
    assert inv.available("B-1") == 0


def test_reserve_too_many():
    inv = stock()
    inv.reserve("B-1", 8)
    with pytest.raises(OutOfStock):
        inv.reserve("B-1", 3)
    assert inv.available("B-1") == 2


def test_release_restores():
    inv = stock()
    inv.reserve("B-1", 5)
    inv.release("B-1", 3)
    assert inv.available("B-1") == 8
    inv.release("B-1", 2)
    assert inv.available("B-1") == 10
'''),
    p2p_files=["tests/test_inventory.py"],
    reference=[replace(INV, "        self._counts = {}\n", "        self._counts = {}\n        self._reserved = {}\n"),
               after_total_value('''
    def available(self, sku):
        """Units in stock that are not reserved."""
        return self.count(sku) - self._reserved.get(sku, 0)

    def reserve(self, sku, quantity):
        """Sets quantity units aside: they stay in stock but are no longer available."""
        if quantity > self.available(sku):
            raise OutOfStock(sku)
        self._reserved[sku] = self._reserved.get(sku, 0) + quantity

    def release(self, sku, quantity):
        """Makes reserved units available again; releasing more than is reserved is a ValueError."""
        if quantity > self._reserved.get(sku, 0):
            raise ValueError("cannot release more than is reserved")
        self._reserved[sku] -= quantity
''')],
    untested=[(INV, "        if quantity > self._reserved.get(sku, 0):\n"
                    "            raise ValueError(\"cannot release more than is reserved\")")],
    attempts={
        "correct": [replace(INV, "        self._counts = {}\n", "        self._counts = {}\n        self._reserved = {}\n"),
                    after_total_value('''
    def available(self, sku):
        return self.count(sku) - self._reserved.get(sku, 0)

    def reserve(self, sku, quantity):
        if quantity > self.available(sku):
            raise OutOfStock(sku)
        self._reserved[sku] = self._reserved.get(sku, 0) + quantity

    def release(self, sku, quantity):
        held = self._reserved.get(sku, 0)
        if quantity > held:
            raise ValueError(f"only {held} reserved")
        self._reserved[sku] = held - quantity
''')],
        "alternative": [replace(INV, "        self._counts = {}\n",
                                "        self._counts = {}\n        self._holds = []\n"),
                        after_total_value('''
    def available(self, sku):
        return self.count(sku) - sum(n for s, n in self._holds if s == sku)

    def reserve(self, sku, quantity):
        if self.available(sku) < quantity:
            raise OutOfStock(sku)
        self._holds.append((sku, quantity))

    def release(self, sku, quantity):
        if sum(n for s, n in self._holds if s == sku) < quantity:
            raise ValueError("not reserved")
        self._holds.append((sku, -quantity))
''')],
        "wrong": [replace(INV, "        self._counts = {}\n", "        self._counts = {}\n        self._reserved = {}\n"),
                  after_total_value('''
    def available(self, sku):
        return self.count(sku) - self._reserved.get(sku, 0)

    def reserve(self, sku, quantity):
        if quantity > self.available(sku):
            raise OutOfStock(sku)
        self._reserved[sku] = self._reserved.get(sku, 0) + quantity

    def release(self, sku, quantity):
        self._reserved[sku] = self._reserved.get(sku, 0) - quantity
''')],
        "broken": [after_total_value('''
    def available(self, sku):
        return self.count(sku) - self._reserved.get(sku, 0)

    def reserve(self, sku, quantity):
        self._reserved[sku] = self._reserved.get(sku, 0) + quantity

    def release(self, sku, quantity):
        self._reserved[sku] -= quantity
''')],
    },
))

TASKS.append(dict(
    id="missing-parcel-limit",
    flaw="missing-check",
    query="Add `pricing.shipping_cents(weight_g)`: a parcel up to 1000 g costs 500 cents and each further started "
          "1000 g costs 250 cents more. A negative weight is a ValueError, and parcels above 30000 g cannot ship: "
          "ValueError.",
    specs=[("S1", "functional", "Rates", "500 cents up to 1 kg, 250 per further started kg.",
            ["test_first_kilogram", "test_started_kilograms"]),
           ("S2", "errors", "Impossible parcels", "Negative weights and parcels above 30 kg raise ValueError.",
            ["test_negative_weight"])],
    test_file=("tests/test_shipping.py", '''import pytest

from stockroom.pricing import shipping_cents


def test_first_kilogram():
    assert shipping_cents(0) == 500
    assert shipping_cents(1) == 500
    assert shipping_cents(1000) == 500


def test_started_kilograms():
    assert shipping_cents(1001) == 750
    assert shipping_cents(2000) == 750
    assert shipping_cents(2001) == 1000
    assert shipping_cents(9999) == 2750


def test_negative_weight():
    with pytest.raises(ValueError):
        shipping_cents(-1)
'''),
    p2p_files=["tests/test_pricing.py"],
    reference=[replace(PRICING, "", '''

def shipping_cents(weight_g):
    """What shipping a parcel of weight_g grams costs."""
    if weight_g < 0:
        raise ValueError("weight must not be negative")
    if weight_g > 30000:
        raise ValueError("parcels above 30 kg cannot ship")
    extra = max(0, weight_g - 1000)
    return 500 + 250 * ((extra + 999) // 1000)
''', at_end=True)],
    untested=[(PRICING, "    if weight_g > 30000:\n        raise ValueError(\"parcels above 30 kg cannot ship\")")],
    attempts={
        "correct": [replace(PRICING, "", '''

def shipping_cents(weight_g):
    if weight_g < 0 or weight_g > 30000:
        raise ValueError(weight_g)
    extra = max(0, weight_g - 1000)
    return 500 + 250 * ((extra + 999) // 1000)
''', at_end=True)],
        "alternative": [replace(PRICING, "", '''

def shipping_cents(weight_g):
    import math

    if not 0 <= weight_g <= 30000:
        raise ValueError("cannot ship")
    return 500 + 250 * max(0, math.ceil(weight_g / 1000) - 1)
''', at_end=True)],
        "wrong": [replace(PRICING, "", '''

def shipping_cents(weight_g):
    if weight_g < 0:
        raise ValueError("negative")
    extra = max(0, weight_g - 1000)
    return 500 + 250 * ((extra + 999) // 1000)
''', at_end=True)],
        "broken": [replace(PRICING, "", '''

def shipping_cents(weight_g):
    if weight_g < 0:
        raise ValueError("negative")
    return 500 + 250 * (weight_g // 1000)
''', at_end=True)],
    },
))
