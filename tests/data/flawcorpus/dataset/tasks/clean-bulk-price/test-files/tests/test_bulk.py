import pytest

from stockroom.pricing import bulk_price


def test_below_ten_pays_full_price():
    assert bulk_price(200, 1) == 200
    assert bulk_price(200, 9) == 1800
    assert bulk_price(200, 0) == 0


def test_tiers_start_at_their_quantity():
    assert bulk_price(200, 10) == 1900
    assert bulk_price(200, 99) == 18810
    assert bulk_price(200, 100) == 17600


def test_large_orders():
    assert bulk_price(200, 1000) == 176000


def test_rounding():
    assert bulk_price(15, 11) == 157
    assert bulk_price(7, 101) == 622


def test_negative():
    with pytest.raises(ValueError):
        bulk_price(200, -1)
