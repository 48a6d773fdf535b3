import pytest

from agenda import Booking, Schedule, SlotTaken, UnknownBooking


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    s.book(Booking("B2", "Elm", 540, 660, "Bo"))
    return s


def test_book_and_get():
    s = day()
    assert s.get("B1").guest == "Ada"
    assert s.rooms() == ["Oak", "Elm"]


def test_book_refuses_clash_but_not_adjacent():
    s = day()
    with pytest.raises(SlotTaken):
        s.book(Booking("B3", "Oak", 570, 630))
    s.book(Booking("B4", "Oak", 600, 630))
    assert [b.ref for b in s.bookings("Oak")] == ["B1", "B4"]


def test_book_refuses_bad_bookings():
    s = day()
    for bad in (Booking("B5", "Ash", 0, 10), Booking("B6", "Oak", 700, 700), Booking("B1", "Elm", 0, 10)):
        with pytest.raises(ValueError):
            s.book(bad)


def test_cancel():
    s = day()
    assert s.cancel("B1").room == "Oak"
    assert s.is_free("Oak", 540, 600)
    with pytest.raises(UnknownBooking):
        s.cancel("B1")


def test_bookings_in_start_order():
    s = day()
    s.book(Booking("A0", "Oak", 480, 500))
    assert [b.ref for b in s.bookings()] == ["A0", "B1", "B2"]
