from .errors import BadTime

DAY = 24 * 60


def parse_time(text):
    """"HH:MM" on the 24-hour clock as minutes since midnight."""
    hours, colon, minutes = text.partition(":")
    if not colon or not (hours.isdigit() and minutes.isdigit()) or len(hours) > 2 or len(minutes) != 2:
        raise BadTime(text)
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise BadTime(text)
    return h * 60 + m


def format_time(minutes):
    """minutes since midnight as "HH:MM"."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def overlaps(start_a, end_a, start_b, end_b):
    """Whether the spans [start_a, end_a) and [start_b, end_b) share a minute."""
    return start_a < end_b and start_b < end_a
