from .clock import format_time


def day_lines(schedule):
    """One line per booking in start order: "HH:MM-HH:MM  room  guest"."""
    return [f"{format_time(b.start)}-{format_time(b.end)}  {b.room}  {b.guest}".rstrip()
            for b in schedule.bookings()]
