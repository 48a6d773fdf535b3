import pytest

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
