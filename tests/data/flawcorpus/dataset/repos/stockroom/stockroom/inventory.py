from .errors import OutOfStock, UnknownItem


class Inventory:
    """Counted units of items, by SKU."""

    def __init__(self):
        self._items = {}
        self._counts = {}

    def add(self, item, quantity=1):
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        self._items[item.sku] = item
        self._counts[item.sku] = self._counts.get(item.sku, 0) + quantity

    def remove(self, sku, quantity=1):
        if sku not in self._counts:
            raise UnknownItem(sku)
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        if quantity > self._counts[sku]:
            raise OutOfStock(sku)
        self._counts[sku] -= quantity
        if self._counts[sku] == 0:
            del self._counts[sku]
            del self._items[sku]

    def count(self, sku):
        return self._counts.get(sku, 0)

    def item(self, sku):
        if sku not in self._items:
            raise UnknownItem(sku)
        return self._items[sku]

    def skus(self):
        return sorted(self._counts)

    def total_value(self):
        return sum(self._items[sku].price_cents * n for sku, n in self._counts.items())
