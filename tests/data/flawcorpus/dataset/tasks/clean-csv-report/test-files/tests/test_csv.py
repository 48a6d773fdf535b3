from stockroom import Inventory, Item
from stockroom.report import csv_lines


def test_header_and_rows():
    inv = Inventory()
    inv.add(Item("N-1", "nut", 10), 3)
    inv.add(Item("B-1", "bolt", 25), 2)
    assert csv_lines(inv) == ["sku,name,count,value_cents", "B-1,bolt,2,50", "N-1,nut,3,30"]


def test_empty_inventory():
    assert csv_lines(Inventory()) == ["sku,name,count,value_cents"]


def test_quoting():
    inv = Inventory()
    inv.add(Item("W-1", "washer, flat", 3), 1)
    inv.add(Item("W-2", 'washer "spring"', 4), 1)
    inv.add(Item("W-3", "plain", 5), 1)
    assert csv_lines(inv)[1:] == ['W-1,"washer, flat",1,3', 'W-2,"washer ""spring""",1,4', "W-3,plain,1,5"]
