import pytest

from skyledger import InsufficientCoinsError, InvalidAddressError, InvalidAmountError, Output, build_transaction
from skyledger import select_inputs

from conftest import COIN, DAY, T0

NOW = T0 + 3 * DAY


def test_select_oldest_first(ledger, wallet):
    chosen = select_inputs(ledger.unspent(wallet.addresses), 15 * COIN)
    assert [ux.coins for ux in chosen] == [10 * COIN, 20 * COIN]


def test_select_ignores_listing_order(ledger, wallet):
    unspents = ledger.unspent(wallet.addresses)
    assert select_inputs(list(reversed(unspents)), 15 * COIN) == select_inputs(unspents, 15 * COIN)


def test_select_not_enough_coins(ledger, wallet):
    with pytest.raises(InsufficientCoinsError, match="need 36 coins, have 35"):
        select_inputs(ledger.unspent(wallet.addresses), 36 * COIN)


def test_build_with_change(ledger, wallet, payee):
    tx = build_transaction(ledger.unspent(wallet.addresses), payee, 15 * COIN, wallet.change_address, NOW)
    assert tx.outputs == (Output(payee, 15 * COIN, 420), Output(wallet.change_address, 15 * COIN, 420))
    assert tx.signatures == ()


def test_build_without_change_sends_every_spendable_hour(ledger, wallet, payee):
    tx = build_transaction(ledger.unspent(wallet.addresses), payee, 10 * COIN, wallet.change_address, NOW)
    assert tx.outputs == (Output(payee, 10 * COIN, 360),)


def test_build_rejects_bad_requests(ledger, wallet, payee):
    unspents = ledger.unspent(wallet.addresses)
    with pytest.raises(InvalidAmountError):
        build_transaction(unspents, payee, 0, wallet.change_address, NOW)
    with pytest.raises(InvalidAddressError):
        build_transaction(unspents, "not-an-address", COIN, wallet.change_address, NOW)


def test_txid_ignores_signatures(ledger, wallet, payee):
    tx = build_transaction(ledger.unspent(wallet.addresses), payee, 15 * COIN, wallet.change_address, NOW)
    assert tx.with_signatures(["a", "b"]).txid == tx.txid
