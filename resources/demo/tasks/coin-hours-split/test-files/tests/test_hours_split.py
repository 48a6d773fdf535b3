"""Coin hours shared across the recipients of one transaction."""

import pytest

from skyledger import InsufficientHoursError, InvalidAddressError, InvalidAmountError, Output, derive_address, hours

from conftest import COIN, DAY, T0

NOW = T0 + 3 * DAY


def payees(count):
    return [derive_address("payee seed", index) for index in range(count)]


def test_proportional_split():
    shares = hours.allocate_hours([10 * COIN, 30 * COIN, 60 * COIN], 200)
    assert shares == [20, 60, 120]
    assert sum(shares) == 200


def test_largest_remainder_gets_the_rounding():
    # 7 hours for 2:3:5 is 1.4, 2.1 and 3.5: the hour lost to rounding goes to the largest remainder.
    assert hours.allocate_hours([2 * COIN, 3 * COIN, 5 * COIN], 7) == [1, 2, 4]


def test_remainder_ties_follow_request_order():
    assert hours.allocate_hours([5 * COIN, 5 * COIN, 5 * COIN], 10) == [4, 3, 3]
    # 7 hours for 3:1:1 is 4.2, 1.4 and 1.4: the second and the third tie, and the second asked first.
    assert hours.allocate_hours([3 * COIN, 1 * COIN, 1 * COIN], 7) == [4, 2, 1]


def test_minimum_allocation():
    shares = hours.allocate_hours([1 * COIN, 1 * COIN, 98 * COIN], 10, minimum=1)
    assert all(share >= 1 for share in shares)
    assert shares[2] == max(shares)


def test_minimum_exceeds_hours():
    with pytest.raises(InsufficientHoursError, match=r"^need 6 coin hours, have 5$"):
        hours.allocate_hours([COIN, COIN, COIN], 5, minimum=2)


def test_send_many_outputs_in_request_order(wallet):
    first, second, third = payees(3)
    recipients = [(third, 6 * COIN), (first, 2 * COIN), (second, 4 * COIN)]
    tx = wallet.send_many(recipients, NOW)
    assert [(output.address, output.coins) for output in tx.outputs[:3]] == recipients
    assert tx.outputs[3] == Output(wallet.change_address, 18 * COIN, 420)


def test_send_many_shares_hours_by_coins(wallet, ledger):
    first, second, third = payees(3)
    tx = wallet.send_many([(first, 5 * COIN), (second, 2 * COIN), (third, 4 * COIN)], NOW)
    # 420 hours for 5:2:4 is 190.9, 76.4 and 152.7.
    assert [output.hours for output in tx.outputs] == [191, 76, 153, 420]
    assert ledger.balance([first], NOW).hours == 191


def test_send_many_rejects_bad_recipients(wallet, ledger):
    before = ledger.unspent()
    with pytest.raises(InvalidAmountError):
        wallet.send_many([], NOW)
    with pytest.raises(InvalidAmountError):
        wallet.send_many([(payees(1)[0], 0)], NOW)
    with pytest.raises(InvalidAddressError):
        wallet.send_many([(payees(1)[0], COIN), ("not-an-address", COIN)], NOW)
    assert ledger.unspent() == before
    assert wallet.history() == []


def test_single_recipient_unchanged(wallet):
    payee = payees(1)[0]
    tx = wallet.send(payee, 15 * COIN, NOW)
    assert tx.outputs == (Output(payee, 15 * COIN, 420), Output(wallet.change_address, 15 * COIN, 420))
