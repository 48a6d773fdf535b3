from agenda import Booking, Schedule
from agenda.report import day_lines


def test_day_lines():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B2", "Elm", 600, 630))
    s.book(Booking("B1", "Oak", 545, 600, "Ada"))
    assert day_lines(s) == ["09:05-10:00  Oak  Ada", "10:00-10:30  Elm"]
