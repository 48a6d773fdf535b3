import pytest

from stockroom.pricing import apply_discount, line_total


def test_line_total():
    assert line_total(25, 4) == 100
    assert line_total(25, 0) == 0


def test_line_total_rejects_negative_quantity():
    with pytest.raises(ValueError):
        line_total(25, -1)


def test_apply_discount_rounds_half_up():
    assert apply_discount(1000, 10) == 900
    assert apply_discount(999, 50) == 500
    assert apply_discount(1000, 0) == 1000
