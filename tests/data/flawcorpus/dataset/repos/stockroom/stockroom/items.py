from dataclasses import dataclass, field


@dataclass(frozen=True)
class Item:
    """A kind of thing the stockroom keeps: prices are whole cents, weights whole grams."""

    sku: str
    name: str
    price_cents: int
    weight_g: int = 0
    tags: tuple = field(default=())
