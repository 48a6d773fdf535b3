"""Deterministic wallets: addresses derived from a seed, coins held in a ledger."""

import hashlib
import hmac

from skyledger.addresses import check_address, derive_address, derive_secret
from skyledger.ledger import Balance, Entry, Ledger
from skyledger.transaction import Transaction, build_transaction


class Wallet:
    """A deterministic wallet. Its first address receives the change of every transaction it sends."""

    def __init__(self, ledger: Ledger, seed: str, *, label: str = "", addresses: int = 1) -> None:
        if not seed:
            raise ValueError("a wallet needs a non-empty seed")
        if addresses < 1:
            raise ValueError(f"a wallet has at least one address, got {addresses}")
        self.label = label
        self._ledger = ledger
        self._seed = seed
        self._addresses: list[str] = []
        for _ in range(addresses):
            self.new_address()

    @property
    def addresses(self) -> tuple[str, ...]:
        return tuple(self._addresses)

    @property
    def change_address(self) -> str:
        return self._addresses[0]

    def new_address(self) -> str:
        """Derives the next address from the seed and adds it to the wallet."""
        address = derive_address(self._seed, len(self._addresses))
        self._addresses.append(address)
        return address

    def balance(self, now: int) -> Balance:
        return self._ledger.balance(self._addresses, now)

    def history(self) -> list[Entry]:
        return self._ledger.history(self._addresses)

    def send(self, to: str, coins: int, now: int) -> Transaction:
        """Sends coins to an address and returns the transaction once the ledger has applied it."""
        check_address(to)
        unspents = self._ledger.unspent(self._addresses)
        tx = build_transaction(unspents, to, coins, self.change_address, now)
        tx = self._sign(tx)
        self._ledger.apply(tx, now)
        return tx

    def _sign(self, tx: Transaction) -> Transaction:
        """Signs every input with the secret of the address that owns it."""
        index_of = {address: index for index, address in enumerate(self._addresses)}
        signatures = []
        for uxid in tx.inputs:
            owner = self._ledger.get(uxid).address
            secret = derive_secret(self._seed, index_of[owner])
            signatures.append(hmac.new(secret, tx.txid.encode(), hashlib.sha256).hexdigest())
        return tx.with_signatures(signatures)
