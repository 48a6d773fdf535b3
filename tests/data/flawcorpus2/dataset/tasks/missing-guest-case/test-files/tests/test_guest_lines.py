from agenda import Booking, Schedule
from agenda.report import guest_lines


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B2", "Elm", 600, 630, "Ada"))
    s.book(Booking("B1", "Oak", 545, 600, "Ada"))
    s.book(Booking("B3", "Oak", 660, 690, "Bo"))
    s.book(Booking("B4", "Elm", 700, 720))
    return s


def test_guest_lines():
    assert guest_lines(day(), "Ada") == ["09:05-10:00  Oak  Ada", "10:00-10:30  Elm  Ada"]
    assert guest_lines(day(), "Bo") == ["11:00-11:30  Oak  Bo"]


def test_unknown_guest():
    assert guest_lines(day(), "Cy") == []
    assert guest_lines(Schedule(["Oak"]), "Ada") == []
