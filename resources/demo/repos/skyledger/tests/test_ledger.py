import pytest

from skyledger import InsufficientHoursError, LedgerError, Output, Transaction, UnknownOutputError

from conftest import COIN, DAY, T0

NOW = T0 + 3 * DAY


def test_issue_and_balance(ledger, wallet):
    assert wallet.balance(T0 + 2 * DAY).hours == 10 * 48 + 20 * 24
    balance = ledger.balance(wallet.addresses, NOW)
    assert balance.coins == 35 * COIN
    assert balance.hours == 720 + 960 + 120


def test_unspent_oldest_first(ledger, wallet):
    assert [ux.coins for ux in ledger.unspent()] == [10 * COIN, 20 * COIN, 5 * COIN]


def test_apply_moves_coins(ledger, wallet, payee):
    entry = ledger.apply(wallet._sign(_pay(ledger, wallet, payee, 4 * COIN)), NOW)
    assert ledger.balance([payee], NOW).coins == 4 * COIN
    assert ledger.balance(wallet.addresses, NOW).coins == 31 * COIN
    assert entry.fee == 720 - 100
    assert ledger.history([payee]) == [entry]


def test_apply_is_all_or_nothing(ledger, wallet, payee):
    first = ledger.unspent(wallet.addresses)[0]
    tx = Transaction((first.uxid, "f" * 64), (Output(payee, 10 * COIN, 1),), ("sig", "sig"))
    with pytest.raises(UnknownOutputError):
        ledger.apply(tx, NOW)
    assert ledger.get(first.uxid) == first
    assert ledger.history() == []


def test_apply_checks_hours(ledger, wallet, payee):
    first = ledger.unspent(wallet.addresses)[0]
    tx = Transaction((first.uxid,), (Output(payee, 10 * COIN, 361),), ("sig",))
    with pytest.raises(InsufficientHoursError, match="need 721 coin hours, have 720"):
        ledger.apply(tx, NOW)


def test_apply_needs_signatures(ledger, wallet, payee):
    with pytest.raises(LedgerError, match="not signed"):
        ledger.apply(_pay(ledger, wallet, payee, 4 * COIN), NOW)


def test_time_only_moves_forward(ledger, wallet, payee):
    ledger.apply(wallet._sign(_pay(ledger, wallet, payee, 4 * COIN)), NOW)
    with pytest.raises(LedgerError, match="before the last transaction"):
        ledger.apply(wallet._sign(_pay(ledger, wallet, payee, 4 * COIN)), NOW - 1)


def _pay(ledger, wallet, payee, coins):
    first = ledger.unspent(wallet.addresses)[0]
    return Transaction((first.uxid,), (Output(payee, coins, 100), Output(wallet.change_address, first.coins - coins, 0)))
