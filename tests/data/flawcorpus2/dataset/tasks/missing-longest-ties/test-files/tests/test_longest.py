import pytest

from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 540, 600))
    s.book(Booking("B2", "Elm", 480, 660))
    s.book(Booking("B3", "Oak", 700, 730))
    s.book(Booking("B4", "Elm", 700, 790))
    return s


def test_longest_first():
    assert day().longest(2) == ["B2", "B4"]
    assert day().longest(4) == ["B2", "B4", "B1", "B3"]


def test_n_bounds():
    assert day().longest(0) == []
    assert day().longest(9) == ["B2", "B4", "B1", "B3"]
    with pytest.raises(ValueError):
        day().longest(-1)
