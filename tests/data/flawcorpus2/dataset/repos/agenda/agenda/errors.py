class AgendaError(Exception):
    """Every error agenda raises."""


class UnknownBooking(AgendaError, KeyError):
    """No booking has this reference."""


class SlotTaken(AgendaError):
    """The room is booked already for part of that time."""


class BadTime(AgendaError, ValueError):
    """A time of day that cannot be read."""
