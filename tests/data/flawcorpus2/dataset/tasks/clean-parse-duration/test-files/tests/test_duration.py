import pytest

from agenda import BadTime
from agenda.clock import parse_duration


def test_hours_and_minutes():
    assert parse_duration("2h") == 120
    assert parse_duration("45m") == 45
    assert parse_duration("1h30m") == 90
    assert parse_duration("0h5m") == 5
    assert parse_duration("10h120m") == 720
    assert parse_duration("007m") == 7


def test_refuses_other_text():
    for text in ("", "90", "h", "m", "hm", "1h30", "30m1h", "1 h", "1h 30m", " 2h", "1.5h", "1d", "2h2h", "3m3m",
                 "-5m", "1H", "2h\n", "\u0663m", "1h\u00b2m"):
        with pytest.raises(BadTime):
            parse_duration(text)
