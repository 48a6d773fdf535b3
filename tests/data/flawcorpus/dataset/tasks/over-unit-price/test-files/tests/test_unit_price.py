import pytest

from stockroom.pricing import unit_price


def test_whole_prices():
    assert unit_price(1000, 4) == pytest.approx(250)
    assert unit_price(0, 3) == pytest.approx(0)


def test_fractions_of_a_cent():
    assert unit_price(1000, 7) == 142.85714285714286


def test_no_units():
    with pytest.raises(ValueError):
        unit_price(1000, 0)
    with pytest.raises(ValueError):
        unit_price(1000, -2)
