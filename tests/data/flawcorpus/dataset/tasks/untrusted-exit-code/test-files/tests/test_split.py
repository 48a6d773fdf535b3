import pytest

from stockroom.pricing import split_cents


def test_even_split():
    assert split_cents(900, 3) == [300, 300, 300]


def test_uneven_split():
    assert split_cents(1000, 3) == [334, 333, 333]
    assert split_cents(5, 4) == [2, 1, 1, 1]
    assert split_cents(2, 4) == [1, 1, 0, 0]


def test_no_parts():
    with pytest.raises(ValueError):
        split_cents(100, 0)
