import io
from unittest import mock

from stockroom import Inventory, Item
from stockroom.report import write_summary


def stock():
    inv = Inventory()
    inv.add(Item("N-1", "nut", 10), 3)
    inv.add(Item("B-1", "bolt", 25), 1)
    return inv


def test_writes_every_line():
    out = io.StringIO()
    write_summary(stock(), out)
    assert out.getvalue() == "B-1  bolt  x1\nN-1  nut  x3\n"


def test_empty_inventory_writes_nothing():
    out = io.StringIO()
    write_summary(Inventory(), out)
    assert out.getvalue() == ""


def test_written_line_by_line():
    out = mock.Mock()
    write_summary(stock(), out)
    out.write.assert_has_calls([mock.call("B-1  bolt  x1\n"), mock.call("N-1  nut  x3\n")])
