import pytest

from skyledger import InsufficientHoursError, accrued_hours, required_fee
from skyledger.hours import split_hours

from conftest import COIN, DAY, HOUR, T0


def test_whole_coins_earn_one_hour_per_hour():
    assert accrued_hours(10 * COIN, 0, T0, T0 + DAY) == 240
    assert accrued_hours(10 * COIN, 7, T0, T0 + HOUR) == 17


def test_fractional_coins_earn_nothing():
    assert accrued_hours(COIN - 1_000, 0, T0, T0 + DAY) == 0
    assert accrued_hours(3 * COIN + 999_000, 0, T0, T0 + HOUR) == 3


def test_hours_need_time_to_pass():
    with pytest.raises(ValueError):
        accrued_hours(COIN, 0, T0, T0 - 1)


def test_fee_is_half_rounded_up():
    assert required_fee(10) == 5
    assert required_fee(11) == 6
    assert required_fee(1) == 1
    assert required_fee(0) == 0


def test_split_hours_with_and_without_change():
    assert split_hours(100, has_change=True) == (25, 25)
    assert split_hours(101, has_change=True) == (25, 25)
    assert split_hours(100, has_change=False) == (50, 0)


def test_no_hours_no_fee():
    with pytest.raises(InsufficientHoursError):
        split_hours(0, has_change=False)
