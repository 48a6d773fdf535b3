import pytest

from skyledger import InsufficientCoinsError, Ledger, Output, Wallet

from conftest import COIN, DAY, T0

NOW = T0 + 3 * DAY


def test_addresses_derive_from_the_seed(ledger):
    one = Wallet(ledger, "seed", addresses=3)
    two = Wallet(Ledger(), "seed")
    two.new_address()
    two.new_address()
    assert one.addresses == two.addresses
    assert len(set(one.addresses)) == 3


def test_wallet_needs_a_seed(ledger):
    with pytest.raises(ValueError):
        Wallet(ledger, "")


def test_send_with_change(ledger, wallet, payee):
    tx = wallet.send(payee, 15 * COIN, NOW)
    assert tx.outputs == (Output(payee, 15 * COIN, 420), Output(wallet.change_address, 15 * COIN, 420))
    assert len(tx.signatures) == len(tx.inputs) == 2
    assert wallet.balance(NOW).coins == 20 * COIN
    assert ledger.balance([payee], NOW).coins == 15 * COIN


def test_send_not_enough_coins_changes_nothing(ledger, wallet, payee):
    before = ledger.unspent()
    with pytest.raises(InsufficientCoinsError):
        wallet.send(payee, 40 * COIN, NOW)
    assert ledger.unspent() == before
    assert wallet.history() == []


def test_history_lists_sends_oldest_first(wallet, payee):
    first = wallet.send(payee, 2 * COIN, NOW)
    second = wallet.send(payee, 3 * COIN, NOW + DAY)
    assert [entry.txid for entry in wallet.history()] == [first.txid, second.txid]
