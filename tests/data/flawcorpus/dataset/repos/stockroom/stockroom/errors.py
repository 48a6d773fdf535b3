class StockError(Exception):
    """Every error stockroom raises."""


class UnknownItem(StockError, KeyError):
    """No item with this SKU is in stock."""


class OutOfStock(StockError):
    """Fewer units are in stock than asked for."""
