import pytest

from agenda import BadTime
from agenda.clock import format_time, overlaps, parse_time


def test_parse_time():
    assert parse_time("00:00") == 0
    assert parse_time("09:05") == 545
    assert parse_time("9:05") == 545
    assert parse_time("23:59") == 1439


def test_parse_time_refuses_nonsense():
    for text in ("", "9", "9:5", "24:00", "12:60", "ab:cd", "-1:00", "123:00"):
        with pytest.raises(BadTime):
            parse_time(text)


def test_format_time():
    assert format_time(0) == "00:00"
    assert format_time(545) == "09:05"
    assert format_time(1439) == "23:59"


def test_overlaps_is_half_open():
    assert overlaps(540, 600, 570, 630)
    assert not overlaps(540, 600, 600, 660)
    assert overlaps(540, 600, 550, 560)
