"""The exceptions skyledger raises. Every one of them derives from LedgerError."""


class LedgerError(Exception):
    """Base class of every skyledger error."""


class InvalidAmountError(LedgerError, ValueError):
    """A coin or hour amount is malformed, not positive, or more precise than the ledger allows."""


class InvalidAddressError(LedgerError, ValueError):
    """An address does not decode, or its checksum does not match."""


class InsufficientCoinsError(LedgerError):
    """The spendable outputs do not hold enough coins."""


class InsufficientHoursError(LedgerError):
    """The inputs do not hold enough coin hours for the outputs and the fee."""


class UnknownOutputError(LedgerError, KeyError):
    """An output id is not in the unspent set: it never existed or it was spent already."""

    def __str__(self) -> str:
        # KeyError quotes its argument; the message reads better without the quotes.
        return str(self.args[0]) if self.args else ""
