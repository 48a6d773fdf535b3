from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25), 4)
    inv.add(Item("N-1", "nut", 10), 3)
    return inv


def test_total_value_with_discount():
    assert stock().total_value(discount_percent=10) == 117
    assert stock().total_value(discount_percent=100) == 0


def test_total_value_default_is_unchanged():
    assert stock().total_value(discount_percent=0) == 130
