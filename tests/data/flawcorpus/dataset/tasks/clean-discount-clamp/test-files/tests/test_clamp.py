from stockroom.pricing import apply_discount


def test_percent_below_zero():
    assert apply_discount(1000, -5) == 1000
    assert apply_discount(1000, -1) == 1000


def test_percent_above_hundred():
    assert apply_discount(1000, 150) == 0
    assert apply_discount(1000, 101) == 0


def test_percent_in_range():
    assert apply_discount(1000, 0) == 1000
    assert apply_discount(1000, 1) == 990
    assert apply_discount(1000, 100) == 0
    assert apply_discount(1000, 99) == 10
    assert apply_discount(999, 37) == 629
