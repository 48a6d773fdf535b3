from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B2", "Oak", 660, 720, "Ada"))
    s.book(Booking("B1", "Elm", 540, 600, "Ada"))
    s.book(Booking("B3", "Oak", 540, 600, "Bo"))
    return s


def test_cancels_every_booking_of_the_guest():
    s = day()
    assert s.cancel_guest("Ada") == ["B1", "B2"]
    assert [b.ref for b in s.bookings()] == ["B3"]
    assert s.is_free("Oak", 660, 720)


def test_guest_without_bookings():
    s = day()
    assert s.cancel_guest("Cy") == []
    assert s.cancel_guest("ada") == []
    assert len(s.bookings()) == 3
