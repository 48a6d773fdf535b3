import pytest

from agenda.clock import Span


def test_span_fields():
    span = Span(540, 600)
    assert (span.start, span.end, span.length) == (540, 600, 60)
    assert Span(start=0, end=0).length == 0


def test_contains():
    span = Span(540, 600)
    assert span.contains(540) and span.contains(599)
    assert not span.contains(600) and not span.contains(539)


def test_equality():
    assert Span(540, 600) == Span(540, 600)
    assert Span(540, 600) != Span(540, 601)
    assert Span(540, 600) != (540, 600)


def test_backwards_span():
    with pytest.raises(ValueError):
        Span(600, 540)
    assert Span(600, 600).length == 0


def test_span_shows_its_fields():
    assert repr(Span(540, 600)) == "Span(start=540, end=600)"
