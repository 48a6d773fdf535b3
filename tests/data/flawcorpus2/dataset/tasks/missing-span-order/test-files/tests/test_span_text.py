import pytest

from agenda import BadTime
from agenda.clock import parse_span


def test_parse_span():
    assert parse_span("09:00-10:30") == (540, 630)
    assert parse_span("9:00-9:01") == (540, 541)
    assert parse_span("00:00-23:59") == (0, 1439)


def test_malformed_spans():
    for text in ("09:00", "09:00-", "-10:00", "09:00 10:00", "09:00\u201310:00", "09:00-10:00-11:00",
                 "09:00-24:00", "9-10"):
        with pytest.raises(BadTime):
            parse_span(text)
