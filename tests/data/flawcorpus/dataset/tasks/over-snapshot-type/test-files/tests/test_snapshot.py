from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25), 4)
    inv.add(Item("N-1", "nut", 10), 2)
    return inv


def test_snapshot_counts():
    assert stock().snapshot() == {"B-1": 4, "N-1": 2}


def test_snapshot_is_independent():
    inv = stock()
    before = inv.snapshot()
    inv.remove("B-1", 4)
    assert before == {"B-1": 4, "N-1": 2}
    assert inv.snapshot() == {"N-1": 2}


def test_snapshot_is_a_dict():
    assert type(stock().snapshot()) is dict
