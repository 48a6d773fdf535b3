"""Over-constrained tests: one test asserts a detail the statement never asked for, so a valid alternative fails
exactly that test. Each task plants another kind of detail than the first corpus's task of the same kind does."""

from edits import replace
from tasks_clean import CLOCK, REPORT, SCHEDULE, after_is_free, at_end, import_in_schedule

TASKS = []

TASKS.append(dict(
    id="over-message-text",
    flaw="over-constrained",
    query="Add `Schedule.rename_room(old, new)`: the room gets a new name, its bookings go with it, and it keeps "
          "its place in `rooms()`. An unknown old name raises ValueError, and so does a new name that is already a "
          "room; either way nothing changes.",
    specs=[("S1", "state", "Renamed", "The room and its bookings carry the new name, in the same place.",
            ["test_rename_room"]),
           ("S2", "errors", "Refusals", "Unknown room or a name in use: ValueError, nothing changed.",
            ["test_unknown_room", "test_name_in_use"])],
    test_file=("tests/test_rename_room.py", '''import pytest

from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm", "Ash"])
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    s.book(Booking("B2", "Elm", 540, 600, "Bo"))
    return s


def test_rename_room():
    s = day()
    s.rename_room("Oak", "Fir")
    assert s.rooms() == ["Fir", "Elm", "Ash"]
    assert [b.ref for b in s.bookings("Fir")] == ["B1"]
    assert s.bookings("Oak") == []
    assert s.get("B1").guest == "Ada"
    assert not s.is_free("Fir", 550, 560)


def test_unknown_room():
    s = day()
    with pytest.raises(ValueError):
        s.rename_room("Yew", "Fir")
    assert s.rooms() == ["Oak", "Elm", "Ash"]


def test_name_in_use():
    s = day()
    with pytest.raises(ValueError) as caught:
        s.rename_room("Oak", "Elm")
    assert str(caught.value) == "room Elm exists already"
    assert s.rooms() == ["Oak", "Elm", "Ash"]
    assert s.get("B1").room == "Oak"
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[import_in_schedule("from dataclasses import replace\n"), after_is_free('''
    def rename_room(self, old, new):
        """Gives room old the name new; its bookings go with it."""
        if old not in self._rooms:
            raise ValueError(f"no room {old}")
        if new in self._rooms:
            raise ValueError(f"room {new} exists already")
        self._rooms[self._rooms.index(old)] = new
        for ref, b in list(self._bookings.items()):
            if b.room == old:
                self._bookings[ref] = replace(b, room=new)
''')],
    over_constrained=["tests/test_rename_room.py::test_name_in_use"],
    attempts={
        "correct": [import_in_schedule("import dataclasses\n"), after_is_free('''
    def rename_room(self, old, new):
        if old not in self._rooms:
            raise ValueError(f"no room {old}")
        if new in self._rooms:
            raise ValueError(f"room {new} exists already")
        self._rooms = [new if r == old else r for r in self._rooms]
        self._bookings = {ref: dataclasses.replace(b, room=new) if b.room == old else b
                          for ref, b in self._bookings.items()}
''')],
        "alternative": [import_in_schedule("import dataclasses\n"), after_is_free('''
    def rename_room(self, old, new):
        if old not in self._rooms or new in self._rooms:
            raise ValueError(f"cannot rename {old} to {new}: unknown room or name taken")
        self._rooms[self._rooms.index(old)] = new
        for ref in [r for r, b in self._bookings.items() if b.room == old]:
            self._bookings[ref] = dataclasses.replace(self._bookings[ref], room=new)
''')],
        "wrong": [after_is_free('''
    def rename_room(self, old, new):
        if old not in self._rooms:
            raise ValueError(f"no room {old}")
        if new in self._rooms:
            raise ValueError(f"room {new} exists already")
        self._rooms[self._rooms.index(old)] = new
''')],
        "broken": [after_is_free('''
    def rename_room(self, old, new):
        self._rooms[self._rooms.index(old)] = new
        for ref, b in list(self._bookings.items()):
            if b.room == old:
                self._bookings[ref] = replace(b, room=new)
''')],
    },
))

TASKS.append(dict(
    id="over-free-rooms-order",
    flaw="over-constrained",
    query="Add `Schedule.free_rooms(start, end)`: the rooms that have no booking sharing a minute with the span "
          "from start up to end (end not included).",
    specs=[("S1", "functional", "Free rooms", "Rooms without a booking overlapping the span; bookings that end "
            "as the span starts or start as it ends do not count.",
            ["test_free_rooms", "test_adjacent_bookings_do_not_count", "test_every_room_busy"])],
    test_file=("tests/test_free_rooms.py", '''from agenda import Booking, Schedule


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
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[after_is_free('''
    def free_rooms(self, start, end):
        """The rooms with no booking sharing a minute with [start, end)."""
        return [room for room in self._rooms if self.is_free(room, start, end)]
''')],
    over_constrained=["tests/test_free_rooms.py::test_free_rooms"],
    attempts={
        "correct": [after_is_free('''
    def free_rooms(self, start, end):
        free = []
        for room in self.rooms():
            if self.is_free(room, start, end):
                free.append(room)
        return free
''')],
        "alternative": [after_is_free('''
    def free_rooms(self, start, end):
        busy = {b.room for b in self._bookings.values() if overlaps(b.start, b.end, start, end)}
        return sorted(set(self._rooms) - busy)
''')],
        "wrong": [after_is_free('''
    def free_rooms(self, start, end):
        busy = {b.room for b in self._bookings.values() if b.start <= end and start <= b.end}
        return [room for room in self._rooms if room not in busy]
''')],
        "broken": [after_is_free('''
    def free_rooms(self, start, end):
        return [room for room in self._rooms if self.is_free(room, start)]
''')],
    },
))

TASKS.append(dict(
    id="over-float-share",
    flaw="over-constrained",
    query="Add `Schedule.utilisation(room, opens, closes)`: the share of the minutes from opens to closes during "
          "which the room is booked, a float from 0 to 1. The parts of bookings outside that window do not count. "
          "A window that does not close after it opens is a ValueError.",
    specs=[("S1", "functional", "Share", "Booked minutes inside the window over the window's minutes.",
            ["test_share_of_the_window", "test_empty_and_full"]),
           ("S2", "functional", "Cut to the window", "Only the parts of bookings inside the window count.",
            ["test_bookings_cut_to_the_window"]),
           ("S3", "errors", "Empty window", "closes <= opens raises ValueError.", ["test_bad_window"])],
    test_file=("tests/test_utilisation.py", '''import pytest

from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 450, 540))
    s.book(Booking("B2", "Oak", 600, 630))
    s.book(Booking("B3", "Oak", 700, 790))
    s.book(Booking("B4", "Elm", 1020, 1110))
    return s


def test_share_of_the_window():
    assert day().utilisation("Oak", 480, 1080) == 0.3


def test_bookings_cut_to_the_window():
    assert day().utilisation("Elm", 480, 1080) == pytest.approx(0.1)
    assert day().utilisation("Oak", 500, 520) == pytest.approx(1)
    assert day().utilisation("Oak", 520, 620) == pytest.approx(0.4)


def test_empty_and_full():
    assert day().utilisation("Oak", 0, 400) == pytest.approx(0)
    assert Schedule(["Ash"]).utilisation("Ash", 0, 1440) == pytest.approx(0)
    s = Schedule(["Ash"])
    for i, start in enumerate(range(540, 600, 20)):
        s.book(Booking(f"K{i}", "Ash", start, start + 20))
    assert s.utilisation("Ash", 540, 600) == pytest.approx(1)
    assert 0 <= s.utilisation("Ash", 540, 600) <= 1


def test_bad_window():
    for opens, closes in ((600, 600), (600, 540)):
        with pytest.raises(ValueError):
            day().utilisation("Oak", opens, closes)
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[after_is_free('''
    def utilisation(self, room, opens, closes):
        """The share of [opens, closes) during which room is booked."""
        if closes <= opens:
            raise ValueError("the window must close after it opens")
        busy = sum(max(0, min(b.end, closes) - max(b.start, opens)) for b in self.bookings(room))
        return busy / (closes - opens)
''')],
    over_constrained=["tests/test_utilisation.py::test_share_of_the_window"],
    attempts={
        "correct": [after_is_free('''
    def utilisation(self, room, opens, closes):
        if not opens < closes:
            raise ValueError((opens, closes))
        busy = 0
        for b in self.bookings(room):
            inside = min(b.end, closes) - max(b.start, opens)
            if inside > 0:
                busy += inside
        return busy / (closes - opens)
''')],
        "alternative": [after_is_free('''
    def utilisation(self, room, opens, closes):
        if closes <= opens:
            raise ValueError("empty window")
        window = closes - opens
        share = 0.0
        for b in self.bookings(room):
            inside = min(b.end, closes) - max(b.start, opens)
            if inside > 0:
                share += inside / window
        return min(share, 1.0)
''')],
        "wrong": [after_is_free('''
    def utilisation(self, room, opens, closes):
        if closes <= opens:
            raise ValueError("empty window")
        busy = sum(b.minutes for b in self.bookings(room) if b.end > opens and b.start < closes)
        return busy / (closes - opens)
''')],
        "broken": [after_is_free('''
    def utilisation(self, room, opens, closes):
        busy = sum(max(0, min(b.end, closes) - max(b.start, opens)) for b in self.bookings(room))
        return busy / window
''')],
    },
))

SPAN = '''

@dataclass(frozen=True)
class Span:
    """Minutes of the day from start up to end, end not included."""

    start: int
    end: int

    def __post_init__(self):
        if self.end < self.start:
            raise ValueError("a span cannot end before it starts")

    @property
    def length(self):
        return self.end - self.start

    def contains(self, minute):
        return self.start <= minute < self.end
'''

TASKS.append(dict(
    id="over-span-repr",
    flaw="over-constrained",
    query="Add `clock.Span(start, end)`: a span of the day in minutes, end not included, with attributes `start` "
          "and `end`, a `length` attribute (end - start) and `contains(minute)`. Two spans are equal when their "
          "starts and ends are. A span ending before it starts is a ValueError; an empty span (end = start) is "
          "allowed.",
    specs=[("S1", "interface", "Span", "start, end, length and contains(); start in, end out.",
            ["test_span_fields", "test_contains", "test_span_shows_its_fields"]),
           ("S2", "state", "Equality", "Spans with the same start and end are equal.", ["test_equality"]),
           ("S3", "errors", "Backwards", "end < start raises ValueError; end == start is fine.",
            ["test_backwards_span"])],
    test_file=("tests/test_span.py", '''import pytest

from agenda.clock import Span


def test_span_fields():
    span = Span(540, 600)
    assert (span.start, span.end, span.length) == (540, 600, 60)
    assert Span(start=0, end=0).length == 0


def test_contains():
    span = Span(540, 600)
    assert span.contains(540) and span.contains(599)
    assert not span.contains(600) and not span.contains(539)


def test_equality():
    assert Span(540, 600) == Span(540, 600)
    assert Span(540, 600) != Span(540, 601)
    assert Span(540, 600) != (540, 600)


def test_backwards_span():
    with pytest.raises(ValueError):
        Span(600, 540)
    assert Span(600, 600).length == 0


def test_span_shows_its_fields():
    assert repr(Span(540, 600)) == "Span(start=540, end=600)"
'''),
    p2p_files=["tests/test_clock.py"],
    reference=[replace(CLOCK, "from .errors import BadTime\n", "from dataclasses import dataclass\n\n"
                       "from .errors import BadTime\n"), at_end(CLOCK, SPAN)],
    over_constrained=["tests/test_span.py::test_span_shows_its_fields"],
    attempts={
        "correct": [replace(CLOCK, "from .errors import BadTime\n",
                            "import dataclasses\n\nfrom .errors import BadTime\n"),
                    at_end(CLOCK, '''

@dataclasses.dataclass(frozen=True)
class Span:
    start: int
    end: int

    def __post_init__(self):
        if self.start > self.end:
            raise ValueError(f"{self.end} is before {self.start}")

    @property
    def length(self):
        return self.end - self.start

    def contains(self, minute):
        return self.start <= minute and minute < self.end
''')],
        "alternative": [at_end(CLOCK, '''

class Span:
    __slots__ = ("start", "end")

    def __init__(self, start, end):
        if end < start:
            raise ValueError(f"{format_time(start)}-{format_time(end)} runs backwards")
        self.start = start
        self.end = end

    @property
    def length(self):
        return self.end - self.start

    def contains(self, minute):
        return overlaps(self.start, self.end, minute, minute + 1)

    def __eq__(self, other):
        if not isinstance(other, Span):
            return NotImplemented
        return (self.start, self.end) == (other.start, other.end)

    def __hash__(self):
        return hash((self.start, self.end))

    def __repr__(self):
        return f"Span({format_time(self.start)}-{format_time(self.end)})"
''')],
        "wrong": [replace(CLOCK, "from .errors import BadTime\n", "from dataclasses import dataclass\n\n"
                          "from .errors import BadTime\n"),
                  at_end(CLOCK, SPAN.replace("self.start <= minute < self.end", "self.start <= minute <= self.end"))],
        "broken": [at_end(CLOCK, SPAN)],
    },
))

TASKS.append(dict(
    id="over-private-cache",
    flaw="over-constrained",
    query="Add `Schedule.minutes_by_guest()`: a dict from each guest's name to the minutes booked under it, "
          "bookings without a guest left out. It may be kept between calls, but it must follow every booking and "
          "cancellation, and changing the returned dict changes nothing in the schedule.",
    specs=[("S1", "functional", "Minutes per guest", "Guest -> booked minutes; guestless bookings left out.",
            ["test_minutes_by_guest"]),
           ("S2", "state", "Up to date", "The totals follow bookings and cancellations; the result is a copy.",
            ["test_follows_changes", "test_result_is_a_copy", "test_totals_are_cached"])],
    test_file=("tests/test_guest_minutes.py", '''from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    s.book(Booking("B2", "Elm", 540, 570, "Bo"))
    s.book(Booking("B3", "Elm", 600, 630, "Ada"))
    s.book(Booking("B4", "Oak", 700, 720))
    return s


def test_minutes_by_guest():
    assert day().minutes_by_guest() == {"Ada": 90, "Bo": 30}
    assert Schedule(["Oak"]).minutes_by_guest() == {}


def test_follows_changes():
    s = day()
    assert s.minutes_by_guest() == {"Ada": 90, "Bo": 30}
    s.cancel("B1")
    assert s.minutes_by_guest() == {"Ada": 30, "Bo": 30}
    s.book(Booking("B5", "Oak", 800, 845, "Cy"))
    assert s.minutes_by_guest() == {"Ada": 30, "Bo": 30, "Cy": 45}


def test_result_is_a_copy():
    s = day()
    s.minutes_by_guest()["Ada"] = 0
    assert s.minutes_by_guest()["Ada"] == 90


def test_totals_are_cached():
    s = day()
    s.minutes_by_guest()
    assert s._cache == {"Ada": 90, "Bo": 30}
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[replace(SCHEDULE, "        self._bookings = {}\n",
                       "        self._bookings = {}\n        self._cache = None\n"),
               replace(SCHEDULE, "        self._bookings[booking.ref] = booking\n",
                       "        self._bookings[booking.ref] = booking\n        self._cache = None\n"),
               replace(SCHEDULE, "            raise UnknownBooking(ref)\n        return self._bookings.pop(ref)\n",
                       "            raise UnknownBooking(ref)\n        self._cache = None\n"
                       "        return self._bookings.pop(ref)\n"),
               after_is_free('''
    def minutes_by_guest(self):
        """Guest -> minutes booked under the name, bookings without a guest left out; a new dict."""
        if self._cache is None:
            totals = {}
            for b in self._bookings.values():
                if b.guest:
                    totals[b.guest] = totals.get(b.guest, 0) + b.minutes
            self._cache = totals
        return dict(self._cache)
''')],
    over_constrained=["tests/test_guest_minutes.py::test_totals_are_cached"],
    attempts={
        "correct": [replace(SCHEDULE, "        self._bookings = {}\n",
                            "        self._bookings = {}\n        self._cache = None\n"),
                    replace(SCHEDULE, "        self._bookings[booking.ref] = booking\n",
                            "        self._bookings[booking.ref] = booking\n        self._cache = None\n"),
                    replace(SCHEDULE, "        return self._bookings.pop(ref)\n",
                            "        self._cache = None\n        return self._bookings.pop(ref)\n"),
                    after_is_free('''
    def minutes_by_guest(self):
        if self._cache is None:
            self._cache = {}
            for b in self.bookings():
                if b.guest != "":
                    self._cache[b.guest] = self._cache.get(b.guest, 0) + b.minutes
        return self._cache.copy()
''')],
        "alternative": [after_is_free('''
    def minutes_by_guest(self):
        from collections import Counter

        totals = Counter()
        for b in self._bookings.values():
            if b.guest:
                totals[b.guest] += b.minutes
        return dict(totals)
''')],
        "wrong": [replace(SCHEDULE, "        self._bookings = {}\n",
                          "        self._bookings = {}\n        self._cache = None\n"),
                  after_is_free('''
    def minutes_by_guest(self):
        if self._cache is None:
            self._cache = {}
            for b in self._bookings.values():
                if b.guest:
                    self._cache[b.guest] = self._cache.get(b.guest, 0) + b.minutes
        return dict(self._cache)
''')],
        "broken": "does-not-apply",
    },
))

TASKS.append(dict(
    id="over-mock-keywords",
    flaw="over-constrained",
    query="Add `report.send_reminders(schedule, send)`: for each booking with a guest, in start order, calls "
          "`send(guest, message)` once, message being the room, a space and the booking's `HH:MM-HH:MM` (like "
          "`Oak 09:00-10:00`). Bookings without a guest get no reminder. Returns how many reminders were sent.",
    specs=[("S1", "functional", "Reminders", "send(guest, message) once per booking with a guest, in start order.",
            ["test_reminders_in_start_order", "test_one_reminder"]),
           ("S2", "functional", "No guest", "Guestless bookings are skipped; the count says how many were sent.",
            ["test_no_guest_no_reminder"])],
    test_file=("tests/test_reminders.py", '''from unittest import mock

from agenda import Booking, Schedule
from agenda.report import send_reminders


def test_reminders_in_start_order():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B2", "Elm", 630, 660, "Bo"))
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    sent = []

    def send(guest, message):
        sent.append((guest, message))

    assert send_reminders(s, send) == 2
    assert sent == [("Ada", "Oak 09:00-10:00"), ("Bo", "Elm 10:30-11:00")]


def test_no_guest_no_reminder():
    s = Schedule(["Oak"])
    s.book(Booking("B1", "Oak", 540, 600))
    sent = []
    assert send_reminders(s, lambda guest, message: sent.append(guest)) == 0
    assert sent == []


def test_one_reminder():
    s = Schedule(["Oak"])
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    send = mock.Mock()
    send_reminders(s, send)
    send.assert_called_once_with("Ada", "Oak 09:00-10:00")
'''),
    p2p_files=["tests/test_report.py"],
    reference=[at_end(REPORT, '''

def send_reminders(schedule, send):
    """Calls send(guest, message) for each booking with a guest, in start order; returns how many."""
    sent = 0
    for b in schedule.bookings():
        if b.guest:
            send(b.guest, f"{b.room} {format_time(b.start)}-{format_time(b.end)}")
            sent += 1
    return sent
''')],
    over_constrained=["tests/test_reminders.py::test_one_reminder"],
    attempts={
        "correct": [at_end(REPORT, '''

def send_reminders(schedule, send):
    guests = [b for b in schedule.bookings() if b.guest != ""]
    for b in guests:
        send(b.guest, b.room + " " + format_time(b.start) + "-" + format_time(b.end))
    return len(guests)
''')],
        "alternative": [at_end(REPORT, '''

def send_reminders(schedule, send):
    count = 0
    for booking in schedule.bookings():
        if not booking.guest:
            continue
        span = f"{format_time(booking.start)}-{format_time(booking.end)}"
        send(guest=booking.guest, message=f"{booking.room} {span}")
        count += 1
    return count
''')],
        "wrong": [at_end(REPORT, '''

def send_reminders(schedule, send):
    for b in schedule.bookings():
        send(b.guest, f"{b.room} {format_time(b.start)}-{format_time(b.end)}")
    return len(schedule.bookings())
''')],
        "broken": [at_end(REPORT, '''

def send_reminders(schedule, send):
    for b in schedule.bookings():
        send(b.guest, f"{b.room} {format_span(b)}")
''')],
    },
))
