"""Addresses: the base58 text of a 20-byte key hash followed by a 4-byte checksum."""

import hashlib

from skyledger.errors import InvalidAddressError

_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_KEY_HASH_SIZE = 20
_CHECKSUM_SIZE = 4


def _b58encode(data: bytes) -> str:
    number = int.from_bytes(data, "big")
    text = ""
    while number:
        number, digit = divmod(number, 58)
        text = _ALPHABET[digit] + text
    zeros = len(data) - len(data.lstrip(b"\0"))
    return "1" * zeros + text


def _b58decode(text: str) -> bytes:
    number = 0
    for char in text:
        digit = _ALPHABET.find(char)
        if digit < 0:
            raise InvalidAddressError(f"{text!r} is not base58: unexpected {char!r}")
        number = number * 58 + digit
    zeros = len(text) - len(text.lstrip("1"))
    return b"\0" * zeros + number.to_bytes((number.bit_length() + 7) // 8, "big")


def _checksum(key_hash: bytes) -> bytes:
    return hashlib.sha256(hashlib.sha256(key_hash).digest()).digest()[:_CHECKSUM_SIZE]


def derive_secret(seed: str, index: int) -> bytes:
    """The signing secret of the index-th address of a deterministic wallet."""
    if index < 0:
        raise ValueError(f"address indexes start at 0, got {index}")
    return hashlib.sha256(f"{seed}:{index}".encode()).digest()


def derive_address(seed: str, index: int) -> str:
    """The index-th address of a deterministic wallet."""
    key_hash = hashlib.blake2b(derive_secret(seed, index), digest_size=_KEY_HASH_SIZE).digest()
    return _b58encode(key_hash + _checksum(key_hash))


def check_address(address: str) -> str:
    """Returns the address when it is well formed; raises InvalidAddressError otherwise."""
    if not isinstance(address, str) or not address:
        raise InvalidAddressError(f"not an address: {address!r}")
    raw = _b58decode(address)
    if len(raw) != _KEY_HASH_SIZE + _CHECKSUM_SIZE:
        raise InvalidAddressError(f"{address!r} decodes to {len(raw)} bytes, expected 24")
    if _checksum(raw[:_KEY_HASH_SIZE]) != raw[_KEY_HASH_SIZE:]:
        raise InvalidAddressError(f"{address!r} has a bad checksum")
    return address
