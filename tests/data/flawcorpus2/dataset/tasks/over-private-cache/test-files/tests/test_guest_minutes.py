from agenda import Booking, Schedule


def day():
    s = Schedule(["Oak", "Elm"])
    s.book(Booking("B1", "Oak", 540, 600, "Ada"))
    s.book(Booking("B2", "Elm", 540, 570, "Bo"))
    s.book(Booking("B3", "Elm", 600, 630, "Ada"))
    s.book(Booking("B4", "Oak", 700, 720))
    return s


def test_minutes_by_guest():
    assert day().minutes_by_guest() == {"Ada": 90, "Bo": 30}
    assert Schedule(["Oak"]).minutes_by_guest() == {}


def test_follows_changes():
    s = day()
    assert s.minutes_by_guest() == {"Ada": 90, "Bo": 30}
    s.cancel("B1")
    assert s.minutes_by_guest() == {"Ada": 30, "Bo": 30}
    s.book(Booking("B5", "Oak", 800, 845, "Cy"))
    assert s.minutes_by_guest() == {"Ada": 30, "Bo": 30, "Cy": 45}


def test_result_is_a_copy():
    s = day()
    s.minutes_by_guest()["Ada"] = 0
    assert s.minutes_by_guest()["Ada"] == 90


def test_totals_are_cached():
    s = day()
    s.minutes_by_guest()
    assert s._cache == {"Ada": 90, "Bo": 30}
