from stockroom import Inventory, Item

BOLT = Item("B-1", "bolt", 25)


def test_history_in_order():
    inv = Inventory()
    inv.add(BOLT, 3)
    inv.remove("B-1", 1)
    inv.add(BOLT, 2)
    assert inv.history() == [("add", "B-1", 3), ("remove", "B-1", 1), ("add", "B-1", 2)]


def test_history_is_a_copy():
    inv = Inventory()
    inv.add(BOLT, 1)
    inv.history().clear()
    assert inv.history() == [("add", "B-1", 1)]


def test_history_is_recorded():
    inv = Inventory()
    inv.add(BOLT, 5)
    inv.remove("B-1", 5)
    assert inv._events == [("add", "B-1", 5), ("remove", "B-1", 5)]
