from dataclasses import dataclass


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
