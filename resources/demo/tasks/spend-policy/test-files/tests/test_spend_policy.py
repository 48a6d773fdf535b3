"""Choosing which unspent outputs a transaction spends."""

import random

import pytest

from skyledger import InsufficientCoinsError, Output, Wallet, derive_address, transaction

from conftest import COIN, DAY, T0

NOW = T0 + 4 * DAY
PAYEE = derive_address("payee seed", 0)


@pytest.fixture
def spread(ledger):
    """A wallet holding 8, 3, 12 and 3 coins, received a day apart in that order."""
    wallet = Wallet(ledger, "policy seed")
    owner = wallet.addresses[0]
    outputs = [ledger.issue(owner, coins * COIN, created_at=T0 + day * DAY) for day, coins in enumerate([8, 3, 12, 3])]
    return wallet, outputs


def test_oldest_is_still_the_default(ledger, spread):
    wallet, (a, b, c, d) = spread
    assert transaction.select_inputs(ledger.unspent(), 10 * COIN) == [a, b]


def test_policy_keyword_oldest_matches_default(ledger, spread):
    wallet, (a, b, c, d) = spread
    assert transaction.select_inputs(ledger.unspent(), 10 * COIN, policy="oldest") == [a, b]


def test_fewest_prefers_smallest_covering_output(ledger, spread):
    wallet, (a, b, c, d) = spread
    assert transaction.select_inputs(ledger.unspent(), 7 * COIN, policy="fewest") == [a]
    assert transaction.select_inputs(ledger.unspent(), 10 * COIN, policy="fewest") == [c]


def test_fewest_takes_largest_first(ledger, spread):
    wallet, (a, b, c, d) = spread
    tx = transaction.build_transaction(ledger.unspent(), PAYEE, 22 * COIN, wallet.change_address, NOW, policy="fewest")
    assert tx.inputs == (c.uxid, a.uxid, b.uxid)


def test_fewest_ties_go_oldest_first(ledger, spread):
    wallet, (a, b, c, d) = spread
    unspents = ledger.unspent()
    assert transaction.select_inputs(unspents, 2 * COIN, policy="fewest") == [b]
    shuffled = list(unspents)
    random.Random(7).shuffle(shuffled)
    assert transaction.select_inputs(shuffled, 2 * COIN, policy="fewest") == [b]
    assert transaction.select_inputs(list(reversed(unspents)), 22 * COIN, policy="fewest") == [c, a, b]


def test_exact_amount_has_no_change(ledger, spread):
    wallet, (a, b, c, d) = spread
    tx = wallet.send(PAYEE, 12 * COIN, NOW, policy="fewest")
    assert tx.inputs == (c.uxid,)
    assert tx.outputs == (Output(PAYEE, 12 * COIN, 288),)


def test_wallet_send_with_policy(ledger, spread):
    wallet, (a, b, c, d) = spread
    tx = wallet.send(PAYEE, 10 * COIN, NOW, policy="fewest")
    assert tx.inputs == (c.uxid,)
    assert tx.outputs == (Output(PAYEE, 10 * COIN, 144), Output(wallet.change_address, 2 * COIN, 144))
    assert ledger.balance([PAYEE], NOW).coins == 10 * COIN


def test_unknown_policy(ledger, spread):
    with pytest.raises(ValueError, match="largest"):
        transaction.select_inputs(ledger.unspent(), COIN, policy="largest")


def test_build_transaction_passes_policy(ledger, spread, monkeypatch):
    wallet, outputs = spread
    seen = []
    real = transaction.select_inputs

    def spy(unspents, coins, **kwargs):
        seen.append(kwargs.get("policy"))
        return real(unspents, coins, **kwargs)

    monkeypatch.setattr(transaction, "select_inputs", spy)
    transaction.build_transaction(ledger.unspent(), PAYEE, 5 * COIN, wallet.change_address, NOW, policy="fewest")
    assert seen == ["fewest"]


def test_insufficient_coins_changes_nothing(ledger, spread):
    wallet, outputs = spread
    before = ledger.unspent()
    with pytest.raises(InsufficientCoinsError, match="need 30 coins, have 26"):
        wallet.send(PAYEE, 30 * COIN, NOW, policy="fewest")
    assert ledger.unspent() == before
    assert wallet.history() == []
