"""The base commit of agenda, the second corpus's repository: a small room-booking library with its own tests."""

FILES = {}

FILES["README.md"] = """# agenda

A small room-booking library: times of day in minutes since midnight, bookings of rooms, a day's schedule and text
reports of it.
"""

FILES[".gitignore"] = """__pycache__/
*.py[cod]
.pytest_cache/
"""

FILES["pyproject.toml"] = """[project]
name = "agenda"
version = "0.4.0"
requires-python = ">=3.9"

[tool.pytest.ini_options]
testpaths = ["tests"]
pythonpath = ["."]
"""

FILES["agenda/__init__.py"] = """from .booking import Booking
from .errors import AgendaError, BadTime, SlotTaken, UnknownBooking
from .schedule import Schedule

__all__ = ["AgendaError", "BadTime", "Booking", "Schedule", "SlotTaken", "UnknownBooking"]
"""

FILES["agenda/errors.py"] = '''class AgendaError(Exception):
    """Every error agenda raises."""


class UnknownBooking(AgendaError, KeyError):
    """No booking has this reference."""


class SlotTaken(AgendaError):
    """The room is booked already for part of that time."""


class BadTime(AgendaError, ValueError):
    """A time of day that cannot be read."""
'''

FILES["agenda/clock.py"] = '''from .errors import BadTime

DAY = 24 * 60


def parse_time(text):
    """"HH:MM" on the 24-hour clock as minutes since midnight."""
    hours, colon, minutes = text.partition(":")
    if not colon or not (hours.isdigit() and minutes.isdigit()) or len(hours) > 2 or len(minutes) != 2:
        raise BadTime(text)
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise BadTime(text)
    return h * 60 + m


def format_time(minutes):
    """minutes since midnight as "HH:MM"."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def overlaps(start_a, end_a, start_b, end_b):
    """Whether the spans [start_a, end_a) and [start_b, end_b) share a minute."""
    return start_a < end_b and start_b < end_a
'''

FILES["agenda/booking.py"] = '''from dataclasses import dataclass


@dataclass(frozen=True)
class Booking:
    """A room booked from start up to end (minutes since midnight, end not included) under a reference."""

    ref: str
    room: str
    start: int
    end: int
    guest: str = ""

    @property
    def minutes(self):
        return self.end - self.start
'''

FILES["agenda/schedule.py"] = '''from .clock import overlaps
from .errors import SlotTaken, UnknownBooking


class Schedule:
    """The bookings of one day in a fixed set of rooms, by reference."""

    def __init__(self, rooms):
        self._rooms = list(rooms)
        self._bookings = {}

    def rooms(self):
        return list(self._rooms)

    def book(self, booking):
        if booking.room not in self._rooms:
            raise ValueError(f"no room {booking.room}")
        if booking.end <= booking.start:
            raise ValueError("a booking must end after it starts")
        if booking.ref in self._bookings:
            raise ValueError(f"reference {booking.ref} is in use")
        for other in self._bookings.values():
            if other.room == booking.room and overlaps(other.start, other.end, booking.start, booking.end):
                raise SlotTaken(booking.ref)
        self._bookings[booking.ref] = booking

    def cancel(self, ref):
        if ref not in self._bookings:
            raise UnknownBooking(ref)
        return self._bookings.pop(ref)

    def get(self, ref):
        if ref not in self._bookings:
            raise UnknownBooking(ref)
        return self._bookings[ref]

    def bookings(self, room=None):
        """The bookings (of room, or of every room) by start time, then reference."""
        chosen = [b for b in self._bookings.values() if room is None or b.room == room]
        return sorted(chosen, key=lambda b: (b.start, b.ref))

    def is_free(self, room, start, end):
        return not any(b.room == room and overlaps(b.start, b.end, start, end) for b in self._bookings.values())
'''

FILES["agenda/report.py"] = '''from .clock import format_time


def day_lines(schedule):
    """One line per booking in start order: "HH:MM-HH:MM  room  guest"."""
    return [f"{format_time(b.start)}-{format_time(b.end)}  {b.room}  {b.guest}".rstrip()
            for b in schedule.bookings()]
'''

FILES["tests/test_clock.py"] = '''import pytest

from agenda import BadTime
from agenda.clock import format_time, overlaps, parse_time


def test_parse_time():
    assert parse_time("00:00") == 0
    assert parse_time("09:05") == 545
    assert parse_time("9:05") == 545
    assert parse_time("23:59") == 1439


def test_parse_time_refuses_nonsense():
    for text in ("", "9", "9:5", "24:00", "12:60", "ab:cd", "-1:00", "123:00"):
        with pytest.raises(BadTime):
            parse_time(text)


def test_format_time():
    assert format_time(0) == "00:00"
    assert format_time(545) == "09:05"
    assert format_time(1439) == "23:59"


def test_overlaps_is_half_open():
    assert overlaps(540, 600, 570, 630)
    assert not overlaps(540, 600, 600, 660)
    assert overlaps(540, 600, 550, 560)
'''

FILES["tests/test_schedule.py"] = '''import pytest

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
'''

FILES["tests/test_report.py"] = '''from agenda import Booking, Schedule
from agenda.report import day_lines


def test_day_lines():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B2", "Elm", 600, 630))
    s.book(Booking("B1", "Oak", 545, 600, "Ada"))
    assert day_lines(s) == ["09:05-10:00  Oak  Ada", "10:00-10:30  Elm"]
'''
