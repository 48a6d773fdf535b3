from .booking import Booking
from .errors import AgendaError, BadTime, SlotTaken, UnknownBooking
from .schedule import Schedule

__all__ = ["AgendaError", "BadTime", "Booking", "Schedule", "SlotTaken", "UnknownBooking"]
