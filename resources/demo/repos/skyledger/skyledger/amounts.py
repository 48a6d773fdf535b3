"""Coin amounts.

Amounts are integers of droplets, one millionth of a coin, so that arithmetic is exact. Transactions move whole
thousandths of a coin (three decimals), as on the Skycoin network.
"""

from decimal import Decimal, InvalidOperation

from skyledger.errors import InvalidAmountError

DROPLETS_PER_COIN = 1_000_000
MAX_DECIMALS = 3
DROPLET_STEP = DROPLETS_PER_COIN // 10**MAX_DECIMALS


def parse_coins(text: str) -> int:
    """Parses a decimal coin amount such as "12.5" into droplets."""
    try:
        value = Decimal(text.strip())
    except (InvalidOperation, AttributeError):
        raise InvalidAmountError(f"not a coin amount: {text!r}") from None
    if not value.is_finite() or value <= 0:
        raise InvalidAmountError(f"coin amounts must be positive, got {text!r}")
    droplets = value * DROPLETS_PER_COIN
    if droplets != droplets.to_integral_value() or int(droplets) % DROPLET_STEP:
        raise InvalidAmountError(f"{text!r} has more than {MAX_DECIMALS} decimals")
    return int(droplets)


def format_coins(droplets: int) -> str:
    """Formats droplets as a coin amount without trailing zeros: 1500000 -> "1.5"."""
    if droplets < 0:
        raise InvalidAmountError(f"coin amounts must not be negative, got {droplets}")
    whole, fraction = divmod(droplets, DROPLETS_PER_COIN)
    if fraction == 0:
        return str(whole)
    return f"{whole}.{fraction:06d}".rstrip("0")


def check_droplets(droplets: int) -> int:
    """Returns droplets when a transaction output may carry that amount; raises InvalidAmountError otherwise."""
    if isinstance(droplets, bool) or not isinstance(droplets, int):
        raise InvalidAmountError(f"coin amounts are integers of droplets, got {droplets!r}")
    if droplets <= 0:
        raise InvalidAmountError(f"coin amounts must be positive, got {droplets}")
    if droplets % DROPLET_STEP:
        raise InvalidAmountError(f"{droplets} droplets is not a whole number of {DROPLET_STEP}-droplet steps")
    return droplets
