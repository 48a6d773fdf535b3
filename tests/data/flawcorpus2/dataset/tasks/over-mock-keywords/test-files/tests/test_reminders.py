from unittest import mock

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
