import pytest

from agenda import BadTime
from agenda.clock import add_minutes


def test_add_minutes():
    assert add_minutes("09:00", 90) == "10:30"
    assert add_minutes("9:05", 0) == "09:05"


def test_round_past_midnight():
    assert add_minutes("23:30", 45) == "00:15"
    assert add_minutes("12:00", 3 * 24 * 60) == "12:00"


def test_back_before_midnight():
    assert add_minutes("00:10", -20) == "23:50"
    assert add_minutes("06:00", -24 * 60 - 30) == "05:30"


def test_bad_time():
    with pytest.raises(BadTime):
        add_minutes("25:00", 5)
