from .clock import overlaps
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
