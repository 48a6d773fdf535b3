from agenda import Booking, Schedule
from agenda.report import by_guest


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B3", "Oak", 600, 630, "Ada"))
    s.book(Booking("B1", "Elm", 540, 600, "Bo"))
    s.book(Booking("B2", "Oak", 540, 570, "Ada"))
    s.book(Booking("B0", "Oak", 660, 700, "Ada"))
    return s


def test_by_guest():
    assert by_guest(day()) == {"Ada": ["B2", "B3", "B0"], "Bo": ["B1"]}


def test_same_start_in_reference_order():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("K2", "Oak", 540, 600, "Cy"))
    s.book(Booking("K1", "Elm", 540, 600, "Cy"))
    assert by_guest(s) == {"Cy": ["K1", "K2"]}


def test_guestless_left_out():
    s = day()
    s.book(Booking("B9", "Elm", 700, 720))
    assert by_guest(s) == {"Ada": ["B2", "B3", "B0"], "Bo": ["B1"]}


def test_empty_schedule():
    assert by_guest(Schedule(["Oak"])) == {}
