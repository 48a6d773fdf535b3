"""Missing checks: one stated requirement has no test, so a wrong attempt that ignores it passes everything."""

from edits import create
from tasks_clean import CLOCK, REPORT, SCHEDULE, after_is_free, at_end

TASKS = []

TASKS.append(dict(
    id="missing-span-order",
    flaw="missing-check",
    query="Add `clock.parse_span(text)`: a span written `HH:MM-HH:MM` as a pair (start, end) of minutes since "
          "midnight, each time read as `parse_time` reads it. Text that is not two times joined by one `-` raises "
          "BadTime, and so does a span whose end is not after its start.",
    specs=[("S1", "functional", "Two times", "Both times read as parse_time reads them.", ["test_parse_span"]),
           ("S2", "errors", "Not a span", "Malformed text, or an end not after the start, raises BadTime.",
            ["test_malformed_spans"])],
    test_file=("tests/test_span_text.py", '''import pytest

from agenda import BadTime
from agenda.clock import parse_span


def test_parse_span():
    assert parse_span("09:00-10:30") == (540, 630)
    assert parse_span("9:00-9:01") == (540, 541)
    assert parse_span("00:00-23:59") == (0, 1439)


def test_malformed_spans():
    for text in ("09:00", "09:00-", "-10:00", "09:00 10:00", "09:00\\u201310:00", "09:00-10:00-11:00",
                 "09:00-24:00", "9-10"):
        with pytest.raises(BadTime):
            parse_span(text)
'''),
    p2p_files=["tests/test_clock.py"],
    reference=[at_end(CLOCK, '''

def parse_span(text):
    """"HH:MM-HH:MM" as (start, end) in minutes since midnight; the end must be after the start."""
    first, dash, second = text.partition("-")
    if not dash:
        raise BadTime(text)
    start, end = parse_time(first), parse_time(second)
    if end <= start:
        raise BadTime(f"{text} does not end after it starts")
    return start, end
''')],
    untested=[(CLOCK, "    if end <= start:\n        raise BadTime(f\"{text} does not end after it starts\")")],
    attempts={
        "correct": [at_end(CLOCK, '''

def parse_span(text):
    if "-" not in text:
        raise BadTime(text)
    left, right = text.split("-", 1)
    start = parse_time(left)
    end = parse_time(right)
    if not start < end:
        raise BadTime(text)
    return (start, end)
''')],
        "alternative": [at_end(CLOCK, '''

def parse_span(text):
    parts = text.split("-")
    if len(parts) != 2:
        raise BadTime(f"not a span: {text!r}")
    start, end = (parse_time(part) for part in parts)
    if start >= end:
        raise BadTime(f"{format_time(end)} is not after {format_time(start)}")
    return start, end
''')],
        "wrong": [at_end(CLOCK, '''

def parse_span(text):
    first, dash, second = text.partition("-")
    if not dash:
        raise BadTime(text)
    return parse_time(first), parse_time(second)
''')],
        "broken": [at_end(CLOCK, '''

def parse_span(text):
    first, _, second = text.partition("-")
    return parse_tme(first), parse_tme(second)
''')],
    },
))

TASKS.append(dict(
    id="missing-at-end-minute",
    flaw="missing-check",
    query="Add `Schedule.at(room, minute)`: the booking of the room that is running at that minute, or None when "
          "there is none. A booking runs from its start minute up to, but not including, its end minute.",
    specs=[("S1", "functional", "Running booking", "The room's booking whose time holds the minute, else None.",
            ["test_running_booking", "test_nothing_running"]),
           ("S2", "functional", "Start in, end out", "The start minute is part of a booking, the end minute is not.",
            ["test_running_booking"])],
    test_file=("tests/test_at.py", '''from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    s.book(Booking("B2", "Oak", 660, 720, "Bo"))
    s.book(Booking("B3", "Elm", 600, 700, "Cy"))
    return s


def test_running_booking():
    s = day()
    assert s.at("Oak", 540).ref == "B1"
    assert s.at("Oak", 570).ref == "B1"
    assert s.at("Oak", 599).ref == "B1"
    assert s.at("Oak", 690).ref == "B2"
    assert s.at("Elm", 650).ref == "B3"


def test_nothing_running():
    s = day()
    assert s.at("Oak", 539) is None
    assert s.at("Oak", 630) is None
    assert s.at("Elm", 560) is None
    assert s.at("Ash", 570) is None
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[after_is_free('''
    def at(self, room, minute):
        """The booking of room running at minute (its start included, its end not), or None."""
        for b in self._bookings.values():
            if b.room == room and b.start <= minute < b.end:
                return b
        return None
''')],
    untested=[(SCHEDULE, "            if b.room == room and b.start <= minute < b.end:")],
    attempts={
        "correct": [after_is_free('''
    def at(self, room, minute):
        for booking in self.bookings(room):
            if booking.start <= minute and minute < booking.end:
                return booking
        return None
''')],
        "alternative": [after_is_free('''
    def at(self, room, minute):
        running = [b for b in self._bookings.values()
                   if b.room == room and overlaps(b.start, b.end, minute, minute + 1)]
        return running[0] if running else None
''')],
        "wrong": [after_is_free('''
    def at(self, room, minute):
        for b in self.bookings(room):
            if b.start <= minute <= b.end:
                return b
        return None
''')],
        "broken": [after_is_free('''
    def at(self, room, minute):
        return next((b for b in self.booking(room) if b.start <= minute < b.end), None)
''')],
    },
))

TASKS.append(dict(
    id="missing-round-default",
    flaw="missing-check",
    query="Add `clock.round_down(minutes, step=15)`: the latest multiple of step at or before minutes, to put a "
          "start time on a grid. step defaults to 15 minutes; a step below 1 is a ValueError.",
    specs=[("S1", "functional", "Round down", "The latest multiple of step at or before minutes; step defaults to "
            "15.", ["test_round_down"]),
           ("S2", "errors", "Bad step", "step < 1 raises ValueError.", ["test_bad_step"])],
    test_file=("tests/test_round.py", '''import pytest

from agenda.clock import round_down


def test_round_down():
    assert round_down(547, 15) == 540
    assert round_down(540, 15) == 540
    assert round_down(554, 15) == 540
    assert round_down(547, 5) == 545
    assert round_down(547, 60) == 540
    assert round_down(547, 1) == 547
    assert round_down(0, 30) == 0


def test_bad_step():
    for step in (0, -15):
        with pytest.raises(ValueError):
            round_down(547, step)
'''),
    p2p_files=["tests/test_clock.py"],
    reference=[at_end(CLOCK, '''

def round_down(minutes, step=15):
    """The latest multiple of step at or before minutes."""
    if step < 1:
        raise ValueError("step must be at least 1")
    return minutes - minutes % step
''')],
    untested=[(CLOCK, "def round_down(minutes, step=15):")],
    attempts={
        "correct": [at_end(CLOCK, '''

def round_down(minutes, step=15):
    if step <= 0:
        raise ValueError(step)
    return (minutes // step) * step
''')],
        "alternative": [at_end(CLOCK, '''

GRID = 15


def round_down(minutes, step=GRID):
    if step < 1:
        raise ValueError(f"step {step} is below 1")
    whole, _ = divmod(minutes, step)
    return whole * step
''')],
        "wrong": [at_end(CLOCK, '''

def round_down(minutes, step=10):
    if step < 1:
        raise ValueError("step must be at least 1")
    return minutes - minutes % step
''')],
        "broken": [at_end(CLOCK, '''

def round_down(minutes, step=15):
    if step < 1:
        raise ValueError("step must be at least 1")
    return minutes - minutes % step +
''')],
    },
))

TASKS.append(dict(
    id="missing-longest-ties",
    flaw="missing-check",
    query="Add `Schedule.longest(n)`: the references of the n longest bookings, longest first; bookings of the "
          "same length come in start order, and at the same start in reference order. n below 0 is a ValueError.",
    specs=[("S1", "order", "Longest first", "The n longest, longest first; ties by start, then reference.",
            ["test_longest_first", "test_n_bounds"]),
           ("S2", "errors", "Negative n", "n < 0 raises ValueError.", ["test_n_bounds"])],
    test_file=("tests/test_longest.py", '''import pytest

from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 540, 600))
    s.book(Booking("B2", "Elm", 480, 660))
    s.book(Booking("B3", "Oak", 700, 730))
    s.book(Booking("B4", "Elm", 700, 790))
    return s


def test_longest_first():
    assert day().longest(2) == ["B2", "B4"]
    assert day().longest(4) == ["B2", "B4", "B1", "B3"]


def test_n_bounds():
    assert day().longest(0) == []
    assert day().longest(9) == ["B2", "B4", "B1", "B3"]
    with pytest.raises(ValueError):
        day().longest(-1)
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[after_is_free('''
    def longest(self, n):
        """References of the n longest bookings: longest first, then in start order, then by reference."""
        if n < 0:
            raise ValueError("n must not be negative")
        ranked = sorted(self._bookings.values(), key=lambda b: (b.start, b.ref))
        ranked.sort(key=lambda b: b.minutes, reverse=True)
        return [b.ref for b in ranked[:n]]
''')],
    untested=[(SCHEDULE, "        ranked = sorted(self._bookings.values(), key=lambda b: (b.start, b.ref))")],
    attempts={
        "correct": [after_is_free('''
    def longest(self, n):
        if n < 0:
            raise ValueError(n)
        order = sorted(self._bookings.values(), key=lambda b: (-(b.end - b.start), b.start, b.ref))
        return [b.ref for b in order][:n]
''')],
        "alternative": [after_is_free('''
    def longest(self, n):
        import heapq

        if n < 0:
            raise ValueError("negative n")
        return [ref for _, _, ref in heapq.nsmallest(n, ((-b.minutes, b.start, b.ref) for b in self.bookings()))]
''')],
        "wrong": [after_is_free('''
    def longest(self, n):
        if n < 0:
            raise ValueError("n must not be negative")
        return [b.ref for b in sorted(self._bookings.values(), key=lambda b: -b.minutes)[:n]]
''')],
        "broken": "does-not-apply",
    },
))

TASKS.append(dict(
    id="missing-guest-case",
    flaw="missing-check",
    query="Add `report.guest_lines(schedule, guest)`: the `day_lines` lines of one guest's bookings, in start "
          "order. Guest names are compared ignoring case and blanks at either end, so `guest_lines(s, \" ada \")` "
          "lists the bookings of \"Ada\".",
    specs=[("S1", "functional", "A guest's lines", "day_lines of the guest's bookings, in start order; names "
            "compared ignoring case and surrounding blanks.", ["test_guest_lines", "test_unknown_guest"])],
    test_file=("tests/test_guest_lines.py", '''from agenda import Booking, Schedule
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
'''),
    p2p_files=["tests/test_report.py"],
    reference=[at_end(REPORT, '''

def guest_lines(schedule, guest):
    """The day_lines of guest's bookings; names compared ignoring case and blanks at either end."""
    wanted = guest.strip().lower()
    return [line for b, line in zip(schedule.bookings(), day_lines(schedule))
            if b.guest.strip().lower() == wanted]
''')],
    untested=[(REPORT, "    wanted = guest.strip().lower()\n"
                       "    return [line for b, line in zip(schedule.bookings(), day_lines(schedule))\n"
                       "            if b.guest.strip().lower() == wanted]")],
    attempts={
        "correct": [at_end(REPORT, '''

def guest_lines(schedule, guest):
    key = guest.strip().lower()
    lines = []
    for booking, line in zip(schedule.bookings(), day_lines(schedule)):
        if booking.guest.strip().lower() == key:
            lines.append(line)
    return lines
''')],
        "alternative": [at_end(REPORT, '''

def _same_guest(a, b):
    return a.strip().lower() == b.strip().lower()


def guest_lines(schedule, guest):
    return [f"{format_time(b.start)}-{format_time(b.end)}  {b.room}  {b.guest}".rstrip()
            for b in schedule.bookings() if _same_guest(b.guest, guest)]
''')],
        "wrong": [at_end(REPORT, '''

def guest_lines(schedule, guest):
    return [line for b, line in zip(schedule.bookings(), day_lines(schedule)) if b.guest == guest]
''')],
        "broken": [at_end(REPORT, '''

def guest_lines(schedule, guest):
    return [line for b, line in zip(schedule.bookings(), day_lines(schedule)) if b.guest == guest_name]
''')],
    },
))

RATES = "agenda/rates.py"

TASKS.append(dict(
    id="missing-rate-cap",
    flaw="missing-check",
    query="Add `agenda/rates.py` with a class `RateCard(hourly_cents, day_cap_cents)`. `price(minutes)` is what a "
          "booking that long costs: hourly_cents for each started hour, but never more than day_cap_cents. "
          "`price_of(booking)` is the price of the booking's minutes. A negative number of minutes is a ValueError.",
    specs=[("S1", "functional", "Started hours, capped", "hourly_cents per started hour, never more than "
            "day_cap_cents.", ["test_started_hours"]),
           ("S2", "interface", "Bookings", "price_of(booking) prices the booking's minutes.", ["test_price_of"]),
           ("S3", "errors", "Negative minutes", "ValueError.", ["test_negative_minutes"])],
    test_file=("tests/test_rates.py", '''import pytest

from agenda import Booking
from agenda.rates import RateCard


def test_started_hours():
    card = RateCard(1200, 6000)
    assert card.price(0) == 0
    assert card.price(1) == 1200
    assert card.price(60) == 1200
    assert card.price(61) == 2400
    assert card.price(150) == 3600


def test_price_of():
    card = RateCard(1500, 9000)
    assert card.price_of(Booking("B1", "Oak", 540, 600)) == 1500
    assert card.price_of(Booking("B2", "Oak", 540, 700)) == 4500


def test_negative_minutes():
    with pytest.raises(ValueError):
        RateCard(1200, 6000).price(-1)
'''),
    p2p_files=["tests/test_schedule.py"],
    reference=[create(RATES, '''class RateCard:
    """Prices of bookings: a rate per started hour, never more than a day rate."""

    def __init__(self, hourly_cents, day_cap_cents):
        self.hourly_cents = hourly_cents
        self.day_cap_cents = day_cap_cents

    def price(self, minutes):
        """hourly_cents per started hour of minutes, at most day_cap_cents."""
        if minutes < 0:
            raise ValueError("minutes must not be negative")
        hours = -(-minutes // 60)
        return min(hours * self.hourly_cents, self.day_cap_cents)

    def price_of(self, booking):
        return self.price(booking.minutes)
''')],
    untested=[(RATES, "        return min(hours * self.hourly_cents, self.day_cap_cents)")],
    attempts={
        "correct": [create(RATES, '''class RateCard:
    def __init__(self, hourly_cents, day_cap_cents):
        self.hourly_cents = hourly_cents
        self.day_cap_cents = day_cap_cents

    def price(self, minutes):
        if minutes < 0:
            raise ValueError(minutes)
        price = (minutes + 59) // 60 * self.hourly_cents
        if price > self.day_cap_cents:
            price = self.day_cap_cents
        return price

    def price_of(self, booking):
        return self.price(booking.end - booking.start)
''')],
        "alternative": [create(RATES, '''from dataclasses import dataclass


@dataclass
class RateCard:
    hourly_cents: int
    day_cap_cents: int

    def price(self, minutes):
        if minutes < 0:
            raise ValueError("a booking cannot last less than nothing")
        hours, rest = divmod(minutes, 60)
        if rest:
            hours += 1
        return min(self.day_cap_cents, hours * self.hourly_cents)

    def price_of(self, booking):
        return self.price(booking.minutes)
''')],
        "wrong": [create(RATES, '''class RateCard:
    def __init__(self, hourly_cents, day_cap_cents):
        self.hourly_cents = hourly_cents
        self.day_cap_cents = day_cap_cents

    def price(self, minutes):
        if minutes < 0:
            raise ValueError("minutes must not be negative")
        return -(-minutes // 60) * self.hourly_cents

    def price_of(self, booking):
        return self.price(booking.minutes)
''')],
        "broken": [create(RATES, '''class RateCard:
    def __init__(self, hourly_cents, day_cap_cents):
        self.hourly_cents = hourly_cents
        self.day_cap_cents = day_cap_cents

    def price(self, minutes):
        return min(-(-minutes // 60) * self.hourly_cents, self.day_cap_cents)

    def price_of(self, booking):
        return self.price(booking.length)
''')],
    },
))
