"""Clean controls: every requirement tested, nothing asserted that the statement does not ask for."""

from edits import create, replace

CLOCK = "agenda/clock.py"
SCHEDULE = "agenda/schedule.py"
REPORT = "agenda/report.py"
END_OF_SCHEDULE = ("        return not any(b.room == room and overlaps(b.start, b.end, start, end) "
                   "for b in self._bookings.values())\n")
SCHEDULE_IMPORTS = "from .clock import overlaps\n"


def after_is_free(code):
    return replace(SCHEDULE, END_OF_SCHEDULE, END_OF_SCHEDULE + code)


def import_in_schedule(line):
    """line added above the schedule's own imports."""
    return replace(SCHEDULE, SCHEDULE_IMPORTS, line + "\n" + SCHEDULE_IMPORTS)


def at_end(path, code):
    return replace(path, "", code, at_end=True)


TASKS = []

TASKS.append(dict(
    id="clean-gaps",
    flaw="clean",
    query="Add `Schedule.gaps(room, opens, closes)`: the free spans of the room between opens and closes (minutes "
          "since midnight), as (start, end) pairs in time order. Bookings reaching outside the window count only "
          "inside it, and bookings that follow each other leave no gap. An unknown room is a ValueError, and so is a "
          "window that closes before it opens; a window that closes as it opens has no gaps.",
    specs=[("S1", "functional", "Free spans", "The free spans between bookings, in time order, none between "
            "bookings that follow each other.", ["test_gaps_between_bookings", "test_fully_booked_window"]),
           ("S2", "functional", "The window", "Bookings are cut to the window; an empty window has no gaps.",
            ["test_window_cuts_bookings", "test_empty_room_and_window"]),
           ("S3", "errors", "Refusals", "Unknown room or a window closing before it opens: ValueError.",
            ["test_refusals"])],
    test_file=("tests/test_gaps.py", '''import pytest

from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B2", "Oak", 660, 690))
    s.book(Booking("B1", "Oak", 540, 600))
    s.book(Booking("B3", "Oak", 690, 720))
    s.book(Booking("B4", "Elm", 420, 500))
    return s


def test_gaps_between_bookings():
    assert day().gaps("Oak", 480, 1080) == [(480, 540), (600, 660), (720, 1080)]


def test_fully_booked_window():
    assert day().gaps("Oak", 540, 600) == []
    assert day().gaps("Oak", 660, 720) == []


def test_window_cuts_bookings():
    assert day().gaps("Oak", 570, 700) == [(600, 660)]
    assert day().gaps("Elm", 480, 600) == [(500, 600)]
    assert day().gaps("Oak", 300, 400) == [(300, 400)]
    assert day().gaps("Oak", 700, 800) == [(720, 800)]


def test_empty_room_and_window():
    assert day().gaps("Elm", 600, 600) == []
    assert Schedule(["Ash"]).gaps("Ash", 0, 1440) == [(0, 1440)]


def test_refusals():
    with pytest.raises(ValueError):
        day().gaps("Ash", 0, 10)
    with pytest.raises(ValueError):
        day().gaps("Oak", 600, 540)
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[after_is_free('''
    def gaps(self, room, opens, closes):
        """The free spans (start, end) of room from opens to closes, in time order."""
        if room not in self._rooms:
            raise ValueError(f"no room {room}")
        if closes < opens:
            raise ValueError("the window closes before it opens")
        spans = []
        at = opens
        for b in self.bookings(room):
            if b.start > at and at < closes:
                spans.append((at, min(b.start, closes)))
            at = max(at, b.end)
        if at < closes:
            spans.append((at, closes))
        return spans
''')],
    attempts={
        "correct": [after_is_free('''
    def gaps(self, room, opens, closes):
        if room not in self._rooms:
            raise ValueError(room)
        if opens > closes:
            raise ValueError((opens, closes))
        free, cursor = [], opens
        for b in self.bookings(room):
            if cursor >= closes:
                break
            if b.start > cursor:
                free.append((cursor, min(b.start, closes)))
            cursor = max(cursor, b.end)
        if cursor < closes:
            free.append((cursor, closes))
        return free
''')],
        "alternative": [after_is_free('''
    def gaps(self, room, opens, closes):
        if room not in self.rooms():
            raise ValueError(f"unknown room {room!r}")
        if closes < opens:
            raise ValueError("empty window")
        spans = []
        for minute in range(opens, closes):
            if not self.is_free(room, minute, minute + 1):
                continue
            if spans and spans[-1][1] == minute:
                spans[-1] = (spans[-1][0], minute + 1)
            else:
                spans.append((minute, minute + 1))
        return spans
''')],
        "wrong": [after_is_free('''
    def gaps(self, room, opens, closes):
        if room not in self._rooms:
            raise ValueError(room)
        if closes < opens:
            raise ValueError("the window closes before it opens")
        spans, at = [], opens
        for b in self.bookings(room):
            if opens < b.start < closes and b.start > at:
                spans.append((at, b.start))
            at = max(at, b.end)
        return spans
''')],
        "broken": [after_is_free('''
    def gaps(self, room, opens, closes):
        spans, at = [], opens
        for b in self.bookings(rooms):
            if b.start > at:
                spans.append((at, b.start))
            at = b.end
        return spans
''')],
    },
))

TASKS.append(dict(
    id="clean-parse-duration",
    flaw="clean",
    query="Add `clock.parse_duration(text)`: a length of time written `2h`, `45m` or `1h30m` (hours, then minutes, "
          "either one may be left out but not both; each number a run of the digits 0-9; no spaces) as a number of "
          "minutes. Any other text, the empty one too, raises BadTime.",
    specs=[("S1", "functional", "Hours and minutes", "Hours count 60 minutes, minutes one; either may be missing.",
            ["test_hours_and_minutes"]),
           ("S2", "errors", "Anything else", "Other text raises BadTime.", ["test_refuses_other_text"])],
    test_file=("tests/test_duration.py", '''import pytest

from agenda import BadTime
from agenda.clock import parse_duration


def test_hours_and_minutes():
    assert parse_duration("2h") == 120
    assert parse_duration("45m") == 45
    assert parse_duration("1h30m") == 90
    assert parse_duration("0h5m") == 5
    assert parse_duration("10h120m") == 720
    assert parse_duration("007m") == 7


def test_refuses_other_text():
    for text in ("", "90", "h", "m", "hm", "1h30", "30m1h", "1 h", "1h 30m", " 2h", "1.5h", "1d", "2h2h", "3m3m",
                 "-5m", "1H", "2h\\n", "\\u0663m", "1h\\u00b2m"):
        with pytest.raises(BadTime):
            parse_duration(text)
'''),
    p2p_files=["tests/test_clock.py"],
    reference=[replace(CLOCK, "from .errors import BadTime\n", "import re\n\nfrom .errors import BadTime\n"),
               at_end(CLOCK, '''

_DURATION = re.compile(r"(?:([0-9]+)h)?(?:([0-9]+)m)?")


def parse_duration(text):
    """"2h", "45m" or "1h30m" as minutes."""
    match = _DURATION.fullmatch(text)
    if not text or not match:
        raise BadTime(text)
    hours, minutes = match.groups()
    return int(hours or 0) * 60 + int(minutes or 0)
''')],
    attempts={
        "correct": [replace(CLOCK, "from .errors import BadTime\n", "import re\n\nfrom .errors import BadTime\n"),
                    at_end(CLOCK, '''

def parse_duration(text):
    found = re.fullmatch(r"(?:(?P<h>[0-9]+)h)?(?:(?P<m>[0-9]+)m)?", text)
    if found is None or text == "":
        raise BadTime(f"not a duration: {text!r}")
    return 60 * int(found["h"] or "0") + int(found["m"] or "0")
''')],
        "alternative": [at_end(CLOCK, '''

def parse_duration(text):
    total, number, units = 0, "", ""
    for char in text:
        if char in "0123456789":
            number += char
        elif char in "hm" and number and char not in units and (char == "m" or not units):
            total += int(number) * (60 if char == "h" else 1)
            units += char
            number = ""
        else:
            raise BadTime(text)
    if number or not units:
        raise BadTime(text)
    return total
''')],
        "wrong": [replace(CLOCK, "from .errors import BadTime\n", "import re\n\nfrom .errors import BadTime\n"),
                  at_end(CLOCK, '''

def parse_duration(text):
    match = re.fullmatch(r"(?:([0-9]+)h)?(?:([0-9]+)m?)?", text)
    if not text or not match:
        raise BadTime(text)
    return int(match.group(1) or 0) * 60 + int(match.group(2) or 0)
''')],
        "broken": [at_end(CLOCK, '''

def parse_duration(text)
    hours, _, minutes = text.partition("h")
    return int(hours) * 60 + int(minutes.rstrip("m"))
''')],
    },
))

TASKS.append(dict(
    id="clean-move",
    flaw="clean",
    query="Add `Schedule.move(ref, start)`: the booking starts at start instead and keeps its length, room and "
          "guest; the moved booking is returned. If the new time clashes with another booking of the room, "
          "SlotTaken is raised and the booking stays where it was (its own old time never clashes). An unknown "
          "reference raises UnknownBooking.",
    specs=[("S1", "state", "Moved", "Same length, room and guest at the new start; the old time is free.",
            ["test_move_keeps_length_room_and_guest", "test_move_overlapping_its_own_time"]),
           ("S2", "errors", "Clashes", "A clash with another booking raises SlotTaken and changes nothing; other "
            "rooms never clash.", ["test_move_onto_another_booking", "test_other_rooms_do_not_clash"]),
           ("S3", "errors", "Unknown reference", "UnknownBooking.", ["test_move_unknown"])],
    test_file=("tests/test_move.py", '''import pytest

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
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[import_in_schedule("from dataclasses import replace\n"), after_is_free('''
    def move(self, ref, start):
        """Moves the booking to start, keeping its length, room and guest; returns the moved booking."""
        old = self.get(ref)
        moved = replace(old, start=start, end=start + old.minutes)
        for other in self._bookings.values():
            if other.ref != ref and other.room == old.room and overlaps(other.start, other.end, start, moved.end):
                raise SlotTaken(ref)
        self._bookings[ref] = moved
        return moved
''')],
    attempts={
        "correct": [import_in_schedule("import dataclasses\n"), after_is_free('''
    def move(self, ref, start):
        booking = self.get(ref)
        end = start + (booking.end - booking.start)
        clash = any(o.room == booking.room and overlaps(o.start, o.end, start, end)
                    for r, o in self._bookings.items() if r != ref)
        if clash:
            raise SlotTaken(ref)
        self._bookings[ref] = dataclasses.replace(booking, start=start, end=end)
        return self._bookings[ref]
''')],
        "alternative": [import_in_schedule("from .booking import Booking\n"), after_is_free('''
    def move(self, ref, start):
        old = self.cancel(ref)
        moved = Booking(old.ref, old.room, start, start + old.end - old.start, old.guest)
        try:
            self.book(moved)
        except SlotTaken:
            self.book(old)
            raise
        return moved
''')],
        "wrong": [import_in_schedule("import dataclasses\n"), after_is_free('''
    def move(self, ref, start):
        booking = self.get(ref)
        if not self.is_free(booking.room, start, start + booking.minutes):
            raise SlotTaken(ref)
        self._bookings[ref] = dataclasses.replace(booking, start=start, end=start + booking.minutes)
        return self._bookings[ref]
''')],
        "broken": "does-not-apply",
    },
))

TASKS.append(dict(
    id="clean-busiest-room",
    flaw="clean",
    query="Add `Schedule.busy_minutes(room)`, the minutes booked in the room (an unknown room is a ValueError), and "
          "`Schedule.busiest_room()`, the room with the most minutes booked; on a tie, the room named first when "
          "the schedule was made. A schedule without bookings has no busiest room: None.",
    specs=[("S1", "functional", "Busy minutes", "The booked minutes of a room; ValueError for an unknown room.",
            ["test_busy_minutes"]),
           ("S2", "order", "Busiest room", "Most minutes; ties to the room named first; None without bookings.",
            ["test_busiest_room", "test_tie_goes_to_the_room_named_first", "test_no_bookings"])],
    test_file=("tests/test_busiest.py", '''import pytest

from agenda import Booking, Schedule


def day(rooms=("Oak", "Elm", "Ash")):
    s = Schedule(rooms)
    s.book(Booking("B1", "Oak", 540, 600))
    s.book(Booking("B2", "Oak", 660, 690))
    s.book(Booking("B3", "Elm", 540, 660))
    return s


def test_busy_minutes():
    s = day()
    assert s.busy_minutes("Oak") == 90
    assert s.busy_minutes("Elm") == 120
    assert s.busy_minutes("Ash") == 0
    with pytest.raises(ValueError):
        s.busy_minutes("Fir")


def test_busiest_room():
    assert day().busiest_room() == "Elm"


def test_tie_goes_to_the_room_named_first():
    for rooms, first in ((["Elm", "Oak", "Ash"], "Oak"), (["Ash", "Oak"], "Ash"), (["Oak", "Ash"], "Oak")):
        s = Schedule(rooms)
        s.book(Booking("B1", "Oak", 540, 600))
        s.book(Booking("B2", "Ash", 600, 660))
        assert s.busiest_room() == first


def test_no_bookings():
    assert Schedule(["Oak"]).busiest_room() is None
    s = day()
    for ref in ("B1", "B2", "B3"):
        s.cancel(ref)
    assert s.busiest_room() is None
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[after_is_free('''
    def busy_minutes(self, room):
        """The minutes booked in room."""
        if room not in self._rooms:
            raise ValueError(f"no room {room}")
        return sum(b.minutes for b in self._bookings.values() if b.room == room)

    def busiest_room(self):
        """The room with the most minutes booked, the first named on a tie; None without bookings."""
        if not self._bookings:
            return None
        return max(self._rooms, key=self.busy_minutes)
''')],
    attempts={
        "correct": [after_is_free('''
    def busy_minutes(self, room):
        if room not in self._rooms:
            raise ValueError(room)
        return sum(b.end - b.start for b in self.bookings(room))

    def busiest_room(self):
        if len(self._bookings) == 0:
            return None
        best = None
        for room in self._rooms:
            if best is None or self.busy_minutes(room) > self.busy_minutes(best):
                best = room
        return best
''')],
        "alternative": [after_is_free('''
    def busy_minutes(self, room):
        if room not in self.rooms():
            raise ValueError(f"unknown room {room}")
        total = 0
        for b in self.bookings(room):
            total += b.minutes
        return total

    def busiest_room(self):
        totals = {}
        for b in self.bookings():
            totals[b.room] = totals.get(b.room, 0) + b.minutes
        if not totals:
            return None
        most = max(totals.values())
        return next(room for room in self.rooms() if totals.get(room) == most)
''')],
        "wrong": [after_is_free('''
    def busy_minutes(self, room):
        if room not in self._rooms:
            raise ValueError(room)
        return sum(b.minutes for b in self.bookings(room))

    def busiest_room(self):
        if not self._bookings:
            return None
        return max(sorted(self._rooms), key=self.busy_minutes)
''')],
        "broken": [after_is_free('''
    def busy_minutes(self, room):
        return sum(b.minutes for b in self.bookings(room))

    def busiest_room(self):
        return max(self._rooms, key=self.busy_minute) if self._bookings else None
''')],
    },
))

TASKS.append(dict(
    id="clean-by-guest",
    flaw="clean",
    query="Add `report.by_guest(schedule)`: a mapping from each guest's name to the references of their bookings, "
          "in the order `Schedule.bookings()` gives them. Bookings without a guest (an empty name) are left out.",
    specs=[("S1", "functional", "Index", "Guest -> references in bookings() order.",
            ["test_by_guest", "test_same_start_in_reference_order"]),
           ("S2", "functional", "No guest", "Bookings with an empty guest are left out.",
            ["test_guestless_left_out", "test_empty_schedule"])],
    test_file=("tests/test_by_guest.py", '''from agenda import Booking, Schedule
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
'''),
    p2p_files=["tests/test_report.py"],
    reference=[at_end(REPORT, '''

def by_guest(schedule):
    """Each guest's name -> the references of their bookings, in start order; bookings without a guest left out."""
    index = {}
    for b in schedule.bookings():
        if b.guest:
            index.setdefault(b.guest, []).append(b.ref)
    return index
''')],
    attempts={
        "correct": [at_end(REPORT, '''

def by_guest(schedule):
    out = {}
    for booking in schedule.bookings():
        if booking.guest == "":
            continue
        if booking.guest not in out:
            out[booking.guest] = []
        out[booking.guest].append(booking.ref)
    return out
''')],
        "alternative": [at_end(REPORT, '''

def by_guest(schedule):
    from collections import defaultdict

    index = defaultdict(list)
    for b in sorted(schedule.bookings(), key=lambda b: (b.start, b.ref)):
        if b.guest != "":
            index[b.guest].append(b.ref)
    return dict(index)
''')],
        "wrong": [at_end(REPORT, '''

def by_guest(schedule):
    index = {}
    for b in schedule.bookings():
        index.setdefault(b.guest, []).append(b.ref)
    return index
''')],
        "broken": [at_end(REPORT, '''

def by_guest(schedule):
    return {b.guest: [b.ref] for b in schedule.bookings() if b.guest
''')],
    },
))

TASKS.append(dict(
    id="clean-twelve-hour",
    flaw="clean",
    query="Add `clock.format_12h(minutes)`: minutes since midnight on the 12-hour clock, like `9:05 am`: the hour "
          "without a leading zero, two digits of minutes, then `am` before noon and `pm` from noon on; midnight's "
          "hour and noon's hour are shown as 12 (`12:30 am`, `12:00 pm`). Minutes outside 0-1439 are a ValueError.",
    specs=[("S1", "functional", "12-hour text", "Hour without leading zero, am before noon, pm from noon.",
            ["test_morning", "test_afternoon"]),
           ("S2", "functional", "Twelve", "Midnight's and noon's hour show as 12.", ["test_midnight_and_noon"]),
           ("S3", "errors", "Not a time", "Minutes outside the day raise ValueError.", ["test_outside_the_day"])],
    test_file=("tests/test_twelve_hour.py", '''import pytest

from agenda.clock import format_12h


def test_morning():
    assert format_12h(545) == "9:05 am"
    assert format_12h(60) == "1:00 am"
    assert format_12h(719) == "11:59 am"


def test_afternoon():
    assert format_12h(780) == "1:00 pm"
    assert format_12h(1439) == "11:59 pm"
    assert format_12h(1320) == "10:00 pm"


def test_midnight_and_noon():
    assert format_12h(0) == "12:00 am"
    assert format_12h(30) == "12:30 am"
    assert format_12h(720) == "12:00 pm"
    assert format_12h(759) == "12:39 pm"


def test_outside_the_day():
    for minutes in (-1, 1440, 5000):
        with pytest.raises(ValueError):
            format_12h(minutes)
'''),
    p2p_files=["tests/test_clock.py"],
    reference=[at_end(CLOCK, '''

def format_12h(minutes):
    """minutes since midnight on the 12-hour clock: "9:05 am", "12:00 pm"."""
    if not 0 <= minutes < DAY:
        raise ValueError(f"{minutes} is not a time of day")
    hours, mins = divmod(minutes, 60)
    half = "am" if hours < 12 else "pm"
    return f"{(hours + 11) % 12 + 1}:{mins:02d} {half}"
''')],
    attempts={
        "correct": [at_end(CLOCK, '''

def format_12h(minutes):
    if minutes < 0 or minutes >= DAY:
        raise ValueError(minutes)
    hours = minutes // 60
    shown = 12 if hours % 12 == 0 else hours % 12
    return f"{shown}:{minutes % 60:02d} {'am' if hours < 12 else 'pm'}"
''')],
        "alternative": [at_end(CLOCK, '''

def format_12h(minutes):
    if minutes < 0 or minutes > 1439:
        raise ValueError("out of range")
    hours = minutes // 60
    suffix = "pm" if hours >= 12 else "am"
    shown = hours % 12
    if shown == 0:
        shown = 12
    return "%d:%02d %s" % (shown, minutes % 60, suffix)
''')],
        "wrong": [at_end(CLOCK, '''

def format_12h(minutes):
    if not 0 <= minutes < DAY:
        raise ValueError(minutes)
    hours, mins = divmod(minutes, 60)
    return f"{(hours + 11) % 12 + 1}:{mins:02d} {'am' if hours <= 12 else 'pm'}"
''')],
        "broken": [at_end(CLOCK, '''

def format_12h(minutes):
    hours, mins = divmod(minutes, 60)
    return f"{(hours + 11) % 12 + 1}:{mins:02d} {halfday(hours)}"
''')],
    },
))
