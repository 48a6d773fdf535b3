from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm", "Ash"])
    s.book(Booking("B1", "Elm", 540, 600))
    s.book(Booking("B2", "Ash", 630, 700))
    return s


def test_free_rooms():
    assert day().free_rooms(540, 600) == ["Oak", "Ash"]
    assert sorted(day().free_rooms(650, 660)) == ["Elm", "Oak"]


def test_adjacent_bookings_do_not_count():
    assert sorted(day().free_rooms(600, 630)) == ["Ash", "Elm", "Oak"]
    assert set(day().free_rooms(480, 540)) == {"Ash", "Elm", "Oak"}


def test_every_room_busy():
    s = day()
    s.book(Booking("B3", "Oak", 500, 700))
    assert s.free_rooms(560, 640) == []
    assert Schedule([]).free_rooms(0, 60) == []
