from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25, tags=("steel", "small")), 1)
    inv.add(Item("C-1", "clamp", 90, tags=("steel", "brass")), 1)
    inv.add(Item("D-1", "dowel", 5), 1)
    return inv


def test_tags_of_stock():
    assert stock().tags() == ["steel", "small", "brass"]


def test_tags_forget_removed_items():
    inv = stock()
    inv.remove("C-1")
    assert sorted(inv.tags()) == ["small", "steel"]
    assert len(inv.tags()) == 2
