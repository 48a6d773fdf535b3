"""Transactions and how a wallet builds them."""

import dataclasses
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from skyledger.addresses import check_address
from skyledger.amounts import check_droplets, format_coins
from skyledger.errors import InsufficientCoinsError
from skyledger.hours import DEFAULT_SHARE, split_hours
from skyledger.ledger import UxOut


@dataclass(frozen=True)
class Output:
    """An output a transaction creates: coins (in droplets) and coin hours for an address."""

    address: str
    coins: int
    hours: int


@dataclass(frozen=True)
class Transaction:
    """Spends unspent outputs (by id) and creates new outputs."""

    inputs: tuple[str, ...]
    outputs: tuple[Output, ...]
    signatures: tuple[str, ...] = ()

    @property
    def txid(self) -> str:
        """The hash of the inputs and outputs; signatures are not part of it, so signing keeps the id."""
        body = {"inputs": list(self.inputs), "outputs": [[o.address, o.coins, o.hours] for o in self.outputs]}
        return hashlib.sha256(json.dumps(body, separators=(",", ":")).encode()).hexdigest()

    @property
    def total_coins(self) -> int:
        return sum(output.coins for output in self.outputs)

    @property
    def total_hours(self) -> int:
        return sum(output.hours for output in self.outputs)

    def with_signatures(self, signatures: Iterable[str]) -> "Transaction":
        return dataclasses.replace(self, signatures=tuple(signatures))


def select_inputs(unspents: Sequence[UxOut], coins: int) -> list[UxOut]:
    """Picks the outputs to spend: the oldest first, until they cover `coins`."""
    chosen: list[UxOut] = []
    total = 0
    for ux in sorted(unspents, key=lambda ux: (ux.created_at, ux.uxid)):
        if total >= coins:
            break
        chosen.append(ux)
        total += ux.coins
    if total < coins:
        raise InsufficientCoinsError(f"need {format_coins(coins)} coins, have {format_coins(total)}")
    return chosen


def build_transaction(
    unspents: Sequence[UxOut],
    to: str,
    coins: int,
    change_address: str,
    now: int,
    *,
    share: Fraction = DEFAULT_SHARE,
) -> Transaction:
    """Builds an unsigned transaction that sends `coins` to `to` and returns the change to `change_address`.

    The recipient gets `share` of the hours left after the fee; the change output keeps the rest. Without change
    the recipient gets all of them.
    """
    check_address(to)
    check_address(change_address)
    check_droplets(coins)
    inputs = select_inputs(unspents, coins)
    input_coins = sum(ux.coins for ux in inputs)
    input_hours = sum(ux.hours_at(now) for ux in inputs)
    change = input_coins - coins
    sent, kept = split_hours(input_hours, has_change=change > 0, share=share)
    outputs = [Output(to, coins, sent)]
    if change:
        outputs.append(Output(change_address, change, kept))
    return Transaction(tuple(ux.uxid for ux in inputs), tuple(outputs))
