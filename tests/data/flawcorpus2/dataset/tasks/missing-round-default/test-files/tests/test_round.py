import pytest

from agenda.clock import round_down


def test_round_down():
    assert round_down(547, 15) == 540
    assert round_down(540, 15) == 540
    assert round_down(554, 15) == 540
    assert round_down(547, 5) == 545
    assert round_down(547, 60) == 540
    assert round_down(547, 1) == 547
    assert round_down(0, 30) == 0


def test_bad_step():
    for step in (0, -15):
        with pytest.raises(ValueError):
            round_down(547, step)
