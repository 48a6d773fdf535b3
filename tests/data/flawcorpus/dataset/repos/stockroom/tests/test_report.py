from stockroom import Inventory, Item
from stockroom.report import summary_lines


def test_summary_lines():
    inv = Inventory()
    inv.add(Item("N-1", "nut", 10), 3)
    inv.add(Item("B-1", "bolt", 25), 1)
    assert summary_lines(inv) == ["B-1  bolt  x1", "N-1  nut  x3"]
