import pytest

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
