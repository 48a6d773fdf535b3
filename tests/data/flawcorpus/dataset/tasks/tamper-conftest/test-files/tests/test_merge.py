import pytest

from stockroom import Inventory, Item


def test_merge_adds_counts():
    a, b = Inventory(), Inventory()
    a.add(Item("B-1", "bolt", 25), 2)
    b.add(Item("B-1", "bolt", 25), 3)
    b.add(Item("N-1", "nut", 10), 1)
    a.merge(b)
    assert a.count("B-1") == 5
    assert a.count("N-1") == 1


def test_merge_price_conflict():
    a, b = Inventory(), Inventory()
    a.add(Item("B-1", "bolt", 25), 2)
    b.add(Item("N-1", "nut", 10), 1)
    b.add(Item("B-1", "bolt", 30), 3)
    with pytest.raises(ValueError):
        a.merge(b)
    assert a.count("B-1") == 2
    assert a.count("N-1") == 0
