import pytest

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
