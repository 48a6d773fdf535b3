import pytest

from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("A-1", "anvil", 5000, weight_g=9000), 1)
    inv.add(Item("B-1", "bolt", 25, weight_g=10), 400)
    inv.add(Item("C-1", "chain", 900, weight_g=1500), 2)
    inv.add(Item("D-1", "dowel", 5, weight_g=3), 7)
    return inv


def test_total_weight():
    assert stock().total_weight() == 9000 + 4000 + 3000 + 21
    assert Inventory().total_weight() == 0


def test_heaviest_ranks_by_stock_weight():
    assert stock().heaviest(3) == ["A-1", "B-1", "C-1"]


def test_heaviest_ties_in_sku_order():
    inv = Inventory()
    inv.add(Item("Z-9", "zinc", 1, weight_g=50), 2)
    inv.add(Item("M-2", "mesh", 1, weight_g=100), 1)
    inv.add(Item("K-1", "keg", 1, weight_g=20), 1)
    assert inv.heaviest(3) == ["M-2", "Z-9", "K-1"]


def test_heaviest_edges():
    assert stock().heaviest(0) == []
    assert stock().heaviest(10) == ["A-1", "B-1", "C-1", "D-1"]
    with pytest.raises(ValueError):
        stock().heaviest(-1)
