import pytest

from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B2", "Oak", 660, 690))
    s.book(Booking("B1", "Oak", 540, 600))
    s.book(Booking("B3", "Oak", 690, 720))
    s.book(Booking("B4", "Elm", 420, 500))
    return s


def test_gaps_between_bookings():
    assert day().gaps("Oak", 480, 1080) == [(480, 540), (600, 660), (720, 1080)]


def test_fully_booked_window():
    assert day().gaps("Oak", 540, 600) == []
    assert day().gaps("Oak", 660, 720) == []


def test_window_cuts_bookings():
    assert day().gaps("Oak", 570, 700) == [(600, 660)]
    assert day().gaps("Elm", 480, 600) == [(500, 600)]
    assert day().gaps("Oak", 300, 400) == [(300, 400)]
    assert day().gaps("Oak", 700, 800) == [(720, 800)]


def test_empty_room_and_window():
    assert day().gaps("Elm", 600, 600) == []
    assert Schedule(["Ash"]).gaps("Ash", 0, 1440) == [(0, 1440)]


def test_refusals():
    with pytest.raises(ValueError):
        day().gaps("Ash", 0, 10)
    with pytest.raises(ValueError):
        day().gaps("Oak", 600, 540)
