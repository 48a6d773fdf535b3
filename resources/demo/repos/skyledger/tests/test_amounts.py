import pytest

from skyledger import InvalidAddressError, InvalidAmountError, check_address, derive_address, format_coins, parse_coins
from skyledger.amounts import check_droplets


@pytest.mark.parametrize(
    "text, droplets",
    [("1", 1_000_000), ("12.5", 12_500_000), ("0.001", 1_000), (" 3.250 ", 3_250_000)],
)
def test_parse_coins(text, droplets):
    assert parse_coins(text) == droplets


@pytest.mark.parametrize("text", ["", "abc", "-1", "0", "0.0001", "NaN", "inf"])
def test_parse_coins_rejects(text):
    with pytest.raises(InvalidAmountError):
        parse_coins(text)


def test_format_coins_drops_trailing_zeros():
    assert format_coins(12_500_000) == "12.5"
    assert format_coins(3_000_000) == "3"
    assert format_coins(1_000) == "0.001"


def test_check_droplets():
    assert check_droplets(2_000) == 2_000
    for bad in (0, -1_000, 1_500, 1.0, True):
        with pytest.raises(InvalidAmountError):
            check_droplets(bad)


def test_addresses_are_deterministic_and_checked():
    first = derive_address("seed", 0)
    assert first == derive_address("seed", 0)
    assert first != derive_address("seed", 1)
    assert check_address(first) == first
    tampered = first[:-1] + ("2" if first[-1] != "2" else "3")
    with pytest.raises(InvalidAddressError):
        check_address(tampered)
    with pytest.raises(InvalidAddressError):
        check_address("0OIl")
