def line_total(price_cents, quantity):
    """The price of quantity units, in cents."""
    if quantity < 0:
        raise ValueError("quantity must not be negative")
    return price_cents * quantity


def apply_discount(total_cents, percent):
    """total_cents less percent per cent, rounded half up to a whole cent."""
    return (total_cents * (100 - percent) + 50) // 100
