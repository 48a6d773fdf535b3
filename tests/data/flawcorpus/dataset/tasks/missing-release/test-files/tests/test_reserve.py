import pytest

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
