import pytest

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
