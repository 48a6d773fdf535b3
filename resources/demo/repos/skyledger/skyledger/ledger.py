"""The ledger: the set of unspent outputs and the transactions applied so far."""

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from skyledger.addresses import check_address
from skyledger.amounts import check_droplets
from skyledger.errors import InsufficientHoursError, InvalidAmountError, LedgerError, UnknownOutputError
from skyledger.hours import accrued_hours, required_fee

if TYPE_CHECKING:
    from skyledger.transaction import Transaction


@dataclass(frozen=True)
class UxOut:
    """An unspent output: coins (in droplets) owned by an address, with the hours it was created with."""

    uxid: str
    address: str
    coins: int
    hours: int
    created_at: int

    def hours_at(self, now: int) -> int:
        return accrued_hours(self.coins, self.hours, self.created_at, now)


@dataclass(frozen=True)
class Balance:
    coins: int
    hours: int


@dataclass(frozen=True)
class Entry:
    """A transaction as the ledger recorded it: what it spent, what it created, and the hours it burned."""

    txid: str
    timestamp: int
    spent: tuple[UxOut, ...]
    created: tuple[UxOut, ...]
    fee: int


def _output_id(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


class Ledger:
    """Unspent outputs by id, and the history of applied transactions, oldest first."""

    def __init__(self) -> None:
        self._unspent: dict[str, UxOut] = {}
        self._entries: list[Entry] = []
        self._issued = 0
        self._time = 0

    def issue(self, address: str, coins: int, *, created_at: int, hours: int = 0) -> UxOut:
        """Creates an output out of nothing: the genesis output of a network, or a faucet in tests."""
        check_address(address)
        check_droplets(coins)
        if hours < 0:
            raise InvalidAmountError(f"coin hours must not be negative, got {hours}")
        self._issued += 1
        ux = UxOut(_output_id(f"issue:{self._issued}:{address}:{coins}"), address, coins, hours, created_at)
        self._unspent[ux.uxid] = ux
        return ux

    def get(self, uxid: str) -> UxOut:
        try:
            return self._unspent[uxid]
        except KeyError:
            raise UnknownOutputError(f"output {uxid[:12]} is not unspent") from None

    def unspent(self, addresses: Iterable[str] | None = None) -> list[UxOut]:
        """The unspent outputs, of the given addresses only when some are given; the oldest first."""
        wanted = None if addresses is None else set(addresses)
        found = [ux for ux in self._unspent.values() if wanted is None or ux.address in wanted]
        return sorted(found, key=lambda ux: (ux.created_at, ux.uxid))

    def balance(self, addresses: Iterable[str], now: int) -> Balance:
        outputs = self.unspent(addresses)
        return Balance(sum(ux.coins for ux in outputs), sum(ux.hours_at(now) for ux in outputs))

    def apply(self, tx: "Transaction", now: int) -> Entry:
        """Spends the inputs of a signed transaction and creates its outputs: all of it, or nothing."""
        if now < self._time:
            raise LedgerError(f"time {now} is before the last transaction ({self._time})")
        if len(set(tx.inputs)) != len(tx.inputs):
            raise LedgerError("a transaction cannot spend the same output twice")
        if not tx.inputs or not tx.outputs:
            raise LedgerError("a transaction needs inputs and outputs")
        if len(tx.signatures) != len(tx.inputs):
            raise LedgerError(f"transaction {tx.txid[:12]} is not signed")
        spent = tuple(self.get(uxid) for uxid in tx.inputs)
        coins_in = sum(ux.coins for ux in spent)
        if tx.total_coins != coins_in:
            raise LedgerError(f"outputs carry {tx.total_coins} droplets but the inputs hold {coins_in}")
        hours_in = sum(ux.hours_at(now) for ux in spent)
        fee = required_fee(hours_in)
        if fee == 0:
            raise InsufficientHoursError("the inputs hold no coin hours, so the fee cannot be paid")
        if tx.total_hours > hours_in - fee:
            raise InsufficientHoursError(f"need {tx.total_hours + fee} coin hours, have {hours_in}")
        created = tuple(
            UxOut(_output_id(f"{tx.txid}:{index}"), output.address, output.coins, output.hours, now)
            for index, output in enumerate(tx.outputs)
        )
        for ux in spent:
            del self._unspent[ux.uxid]
        for ux in created:
            self._unspent[ux.uxid] = ux
        entry = Entry(tx.txid, now, spent, created, hours_in - tx.total_hours)
        self._entries.append(entry)
        self._time = now
        return entry

    def history(self, addresses: Iterable[str] | None = None) -> list[Entry]:
        """The applied transactions that spent from or paid to the given addresses, oldest first."""
        if addresses is None:
            return list(self._entries)
        wanted = set(addresses)
        return [
            entry
            for entry in self._entries
            if any(ux.address in wanted for ux in entry.spent + entry.created)
        ]
