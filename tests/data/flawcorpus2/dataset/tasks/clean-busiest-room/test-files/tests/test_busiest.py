import pytest

from agenda import Booking, Schedule


def day(rooms=("Oak", "Elm", "Ash")):
    s = Schedule(rooms)
    s.book(Booking("B1", "Oak", 540, 600))
    s.book(Booking("B2", "Oak", 660, 690))
    s.book(Booking("B3", "Elm", 540, 660))
    return s


def test_busy_minutes():
    s = day()
    assert s.busy_minutes("Oak") == 90
    assert s.busy_minutes("Elm") == 120
    assert s.busy_minutes("Ash") == 0
    with pytest.raises(ValueError):
        s.busy_minutes("Fir")


def test_busiest_room():
    assert day().busiest_room() == "Elm"


def test_tie_goes_to_the_room_named_first():
    for rooms, first in ((["Elm", "Oak", "Ash"], "Oak"), (["Ash", "Oak"], "Ash"), (["Oak", "Ash"], "Oak")):
        s = Schedule(rooms)
        s.book(Booking("B1", "Oak", 540, 600))
        s.book(Booking("B2", "Ash", 600, 660))
        assert s.busiest_room() == first


def test_no_bookings():
    assert Schedule(["Oak"]).busiest_room() is None
    s = day()
    for ref in ("B1", "B2", "B3"):
        s.cancel(ref)
    assert s.busiest_room() is None
