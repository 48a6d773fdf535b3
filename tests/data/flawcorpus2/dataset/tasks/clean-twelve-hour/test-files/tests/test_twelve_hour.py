import pytest

from agenda.clock import format_12h


def test_morning():
    assert format_12h(545) == "9:05 am"
    assert format_12h(60) == "1:00 am"
    assert format_12h(719) == "11:59 am"


def test_afternoon():
    assert format_12h(780) == "1:00 pm"
    assert format_12h(1439) == "11:59 pm"
    assert format_12h(1320) == "10:00 pm"


def test_midnight_and_noon():
    assert format_12h(0) == "12:00 am"
    assert format_12h(30) == "12:30 am"
    assert format_12h(720) == "12:00 pm"
    assert format_12h(759) == "12:39 pm"


def test_outside_the_day():
    for minutes in (-1, 1440, 5000):
        with pytest.raises(ValueError):
            format_12h(minutes)
