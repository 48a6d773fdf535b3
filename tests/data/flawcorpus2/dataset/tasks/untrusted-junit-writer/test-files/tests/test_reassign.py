import pytest

from agenda import Booking, Schedule, SlotTaken, UnknownBooking


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    s.book(Booking("B2", "Elm", 570, 630, "Bo"))
    s.book(Booking("B3", "Oak", 660, 720, "Cy"))
    return s


def test_reassign():
    s = day()
    assert s.reassign("B3", "Elm") == Booking("B3", "Elm", 660, 720, "Cy")
    assert [b.ref for b in s.bookings("Elm")] == ["B2", "B3"]
    assert s.is_free("Oak", 660, 720)


def test_unknown_reference_or_room():
    with pytest.raises(UnknownBooking):
        day().reassign("X9", "Elm")
    with pytest.raises(ValueError):
        day().reassign("B1", "Ash")


def test_room_taken():
    s = day()
    with pytest.raises(SlotTaken):
        s.reassign("B1", "Elm")
    assert s.get("B1").room == "Oak"
    assert [b.ref for b in s.bookings("Elm")] == ["B2"]
