from agenda import Booking, Schedule
from agenda.report import day_lines


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B2", "Elm", 600, 630, "Bo"))
    s.book(Booking("B1", "Oak", 545, 600, "Ada"))
    s.book(Booking("B3", "Oak", 660, 690, "Cy"))
    return s


def test_lines_of_one_room():
    assert day_lines(day(), "Oak") == ["09:05-10:00  Oak  Ada", "11:00-11:30  Oak  Cy"]
    assert day_lines(day(), room="Elm") == ["10:00-10:30  Elm  Bo"]
    assert day_lines(day(), "Ash") == []


def test_every_room_by_default():
    every = ["09:05-10:00  Oak  Ada", "10:00-10:30  Elm  Bo", "11:00-11:30  Oak  Cy"]
    assert day_lines(day()) == every
    assert day_lines(day(), room=None) == every
