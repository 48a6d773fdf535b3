"""Coin hours: how outputs earn them and how a transaction spends them.

An unspent output earns one coin hour per whole coin for every hour it stays unspent. A transaction burns at
least half of its input hours as the fee (rounded up) and hands the rest to its outputs: by default half of what
is left goes to the recipient and the other half stays with the change.
"""

from fractions import Fraction

from skyledger.amounts import DROPLETS_PER_COIN
from skyledger.errors import InsufficientHoursError

SECONDS_PER_HOUR = 3600
BURN_FACTOR = 2
DEFAULT_SHARE = Fraction(1, 2)


def accrued_hours(coins: int, initial_hours: int, created_at: int, now: int) -> int:
    """The hours an output holds at `now`: what it was created with plus what its whole coins earned since."""
    if now < created_at:
        raise ValueError(f"time {now} is before the output was created ({created_at})")
    whole_coins = coins // DROPLETS_PER_COIN
    return initial_hours + whole_coins * (now - created_at) // SECONDS_PER_HOUR


def required_fee(input_hours: int, burn_factor: int = BURN_FACTOR) -> int:
    """The hours a transaction must burn: 1/burn_factor of its input hours, rounded up."""
    if input_hours < 0:
        raise ValueError(f"input hours must not be negative, got {input_hours}")
    return -(-input_hours // burn_factor)


def spendable_hours(input_hours: int) -> int:
    """The hours left for the outputs once the fee is burned."""
    if input_hours == 0:
        raise InsufficientHoursError("the inputs hold no coin hours, so the fee cannot be paid")
    return input_hours - required_fee(input_hours)


def split_hours(input_hours: int, *, has_change: bool, share: Fraction = DEFAULT_SHARE) -> tuple[int, int]:
    """Splits the spendable hours between the recipient and the change output: (sent, kept)."""
    share = Fraction(share)
    if not 0 <= share <= 1:
        raise ValueError(f"share must be between 0 and 1, got {share}")
    available = spendable_hours(input_hours)
    if not has_change:
        return available, 0
    sent = int(available * share)
    return sent, available - sent
