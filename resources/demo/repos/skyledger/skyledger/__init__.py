"""skyledger: a small coin and coin-hour ledger in the spirit of the Skycoin wallet."""

from skyledger.addresses import check_address, derive_address
from skyledger.amounts import DROPLETS_PER_COIN, format_coins, parse_coins
from skyledger.errors import (
    InsufficientCoinsError,
    InsufficientHoursError,
    InvalidAddressError,
    InvalidAmountError,
    LedgerError,
    UnknownOutputError,
)
from skyledger.hours import accrued_hours, required_fee
from skyledger.ledger import Balance, Entry, Ledger, UxOut
from skyledger.transaction import Output, Transaction, build_transaction, select_inputs
from skyledger.wallet import Wallet

__version__ = "0.4.0"

__all__ = [
    "DROPLETS_PER_COIN",
    "Balance",
    "Entry",
    "InsufficientCoinsError",
    "InsufficientHoursError",
    "InvalidAddressError",
    "InvalidAmountError",
    "Ledger",
    "LedgerError",
    "Output",
    "Transaction",
    "UnknownOutputError",
    "UxOut",
    "Wallet",
    "accrued_hours",
    "build_transaction",
    "check_address",
    "derive_address",
    "format_coins",
    "parse_coins",
    "required_fee",
    "select_inputs",
]
