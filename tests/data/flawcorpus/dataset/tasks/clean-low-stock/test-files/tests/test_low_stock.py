import pytest

from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("C-3", "cap", 5), 10)
    inv.add(Item("B-2", "bolt", 5), 5)
    inv.add(Item("A-1", "axle", 5), 1)
    return inv


def test_low_stock_is_strictly_below():
    assert stock().low_stock(5) == ["A-1"]
    assert stock().low_stock(6) == ["A-1", "B-2"]


def test_low_stock_sorted():
    assert stock().low_stock(100) == ["A-1", "B-2", "C-3"]


def test_threshold_edges():
    assert stock().low_stock(0) == []
    assert stock().low_stock(1) == []
    with pytest.raises(ValueError):
        stock().low_stock(-1)
