import pytest

from agenda import Booking, Schedule, SlotTaken, UnknownBooking


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    s.book(Booking("B2", "Oak", 660, 720, "Bo"))
    s.book(Booking("B3", "Elm", 540, 600, "Cy"))
    return s


def test_move_keeps_length_room_and_guest():
    s = day()
    moved = s.move("B1", 780)
    assert moved == Booking("B1", "Oak", 780, 840, "Ada")
    assert s.get("B1") == moved
    assert s.is_free("Oak", 540, 600)


def test_move_overlapping_its_own_time():
    s = day()
    s.move("B1", 570)
    assert s.get("B1").end == 630
    s.move("B1", 600)
    assert [(b.ref, b.start, b.end) for b in s.bookings("Oak")] == [("B1", 600, 660), ("B2", 660, 720)]


def test_move_onto_another_booking():
    s = day()
    with pytest.raises(SlotTaken):
        s.move("B1", 630)
    assert s.get("B1") == Booking("B1", "Oak", 540, 600, "Ada")
    assert s.is_free("Oak", 600, 660)
    assert [b.ref for b in s.bookings()] == ["B1", "B3", "B2"]


def test_other_rooms_do_not_clash():
    s = day()
    assert s.move("B3", 690).room == "Elm"
    assert s.get("B2").start == 660


def test_move_unknown():
    with pytest.raises(UnknownBooking):
        day().move("X9", 600)
