import pytest

from stockroom import Inventory, Item, UnknownItem


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25), 2)
    return inv


def test_restock_adds_units():
    inv = stock()
    inv.restock("B-1", 5)
    assert inv.count("B-1") == 7


def test_restock_unknown():
    with pytest.raises(UnknownItem):
        stock().restock("X-1", 5)


def test_restock_non_positive():
    with pytest.raises(ValueError):
        stock().restock("B-1", 0)
