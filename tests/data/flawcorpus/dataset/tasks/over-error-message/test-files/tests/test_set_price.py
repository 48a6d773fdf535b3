import pytest

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
