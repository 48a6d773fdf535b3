def summary_lines(inventory):
    """One line per SKU, in SKU order: "SKU  name  x count"."""
    return [f"{sku}  {inventory.item(sku).name}  x{inventory.count(sku)}" for sku in inventory.skus()]
