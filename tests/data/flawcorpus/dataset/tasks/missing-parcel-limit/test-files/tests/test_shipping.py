import pytest

from stockroom.pricing import shipping_cents


def test_first_kilogram():
    assert shipping_cents(0) == 500
    assert shipping_cents(1) == 500
    assert shipping_cents(1000) == 500


def test_started_kilograms():
    assert shipping_cents(1001) == 750
    assert shipping_cents(2000) == 750
    assert shipping_cents(2001) == 1000
    assert shipping_cents(9999) == 2750


def test_negative_weight():
    with pytest.raises(ValueError):
        shipping_cents(-1)
