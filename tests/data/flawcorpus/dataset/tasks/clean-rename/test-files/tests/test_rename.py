import pytest

from stockroom import Inventory, Item, UnknownItem
from stockroom.report import summary_lines


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25, weight_g=10), 3)
    return inv


def test_rename_keeps_count_and_price():
    inv = stock()
    inv.rename("B-1", "hex bolt")
    assert inv.item("B-1").name == "hex bolt"
    assert inv.item("B-1").price_cents == 25
    assert inv.item("B-1").weight_g == 10
    assert inv.count("B-1") == 3


def test_report_shows_new_name():
    inv = stock()
    inv.rename("B-1", "carriage bolt")
    assert summary_lines(inv) == ["B-1  carriage bolt  x3"]


def test_rename_unknown():
    with pytest.raises(UnknownItem):
        stock().rename("X-1", "thing")


def test_rename_blank():
    inv = stock()
    for blank in ("", "   "):
        with pytest.raises(ValueError):
            inv.rename("B-1", blank)
    assert inv.item("B-1").name == "bolt"
