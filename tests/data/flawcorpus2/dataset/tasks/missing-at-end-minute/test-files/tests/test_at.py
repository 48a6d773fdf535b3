from agenda import Booking, Schedule


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
