import pytest

from agenda import Booking
from agenda.rates import RateCard


def test_started_hours():
    card = RateCard(1200, 6000)
    assert card.price(0) == 0
    assert card.price(1) == 1200
    assert card.price(60) == 1200
    assert card.price(61) == 2400
    assert card.price(150) == 3600


def test_price_of():
    card = RateCard(1500, 9000)
    assert card.price_of(Booking("B1", "Oak", 540, 600)) == 1500
    assert card.price_of(Booking("B2", "Oak", 540, 700)) == 4500


def test_negative_minutes():
    with pytest.raises(ValueError):
        RateCard(1200, 6000).price(-1)
