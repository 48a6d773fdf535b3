from .errors import OutOfStock, StockError, UnknownItem
from .inventory import Inventory
from .items import Item

__all__ = ["Inventory", "Item", "OutOfStock", "StockError", "UnknownItem"]
