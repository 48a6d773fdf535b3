import pytest

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
