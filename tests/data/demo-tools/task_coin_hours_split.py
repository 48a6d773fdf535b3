"""Task coin-hours-split: pay several recipients in one transaction and share the coin hours between them."""

from demokit import (
    Attempt,
    Bash,
    Create,
    Evidence,
    Flag,
    Spec,
    StrReplace,
    Step,
    Submit,
    Task,
    View,
    py_replace,
)

TEST_FILE = "tests/test_hours_split.py"
T = f"{TEST_FILE}::"

QUERY = """\
Wallets can only pay one address per transaction. Add `Wallet.send_many(recipients, now, *, min_hours=0)` that \
pays several recipients in one transaction; `recipients` is a list of `(address, coins)` pairs. The coin hours the \
transaction hands to its recipients (the same share of the spendable hours that `send` gives its single recipient \
today) must be allocated across the recipients in proportion to their coin amounts.

Put the allocation in `skyledger.hours.allocate_hours(coins, hours, *, minimum=0)`, which returns one hour amount \
per recipient, in request order:
- every recipient gets at least `minimum` hours; the rest is shared in proportion to the coins;
- round down, then hand the hours lost to rounding out one at a time to the largest remainders; on a tie the \
recipient that comes first in the request wins, so the result is deterministic;
- the allocations always add up to exactly the hours given;
- when the hours cannot cover every recipient's minimum, raise `InsufficientHoursError` saying how many hours are \
needed and how many are available.

The recipient outputs appear in the transaction in request order, followed by the change output. An address may \
appear more than once; each pair gets its own output. Invalid recipients (an empty list, an amount that is not \
positive, a malformed address) are rejected before anything is spent. `Wallet.send` and `build_transaction` with a \
single recipient must keep producing exactly the transactions they produce today."""

SPECS = [
    Spec("S1", "functional", "Proportional split",
         "The hours sent to the recipients are shared in proportion to each recipient's coin amount.",
         ["S2", "S3", "S5"], [T + "test_proportional_split", T + "test_send_many_shares_hours_by_coins"]),
    Spec("S2", "functional", "Minimum allocation first",
         "Every recipient first gets `minimum` hours; only the hours left after the minimums are shared in "
         "proportion to the coins.",
         ["S1", "S5", "S8"], [T + "test_minimum_allocation"]),
    Spec("S3", "order", "Largest remainder, ties in request order",
         "Shares are rounded down and the hours lost to rounding go one at a time to the largest remainders; on a "
         "tie the recipient that comes first in the request wins.",
         ["S1", "S4", "S5"], [T + "test_largest_remainder_gets_the_rounding",
                              T + "test_remainder_ties_follow_request_order"]),
    Spec("S4", "order", "Outputs in request order",
         "The recipient outputs appear in the transaction in the order of the request, followed by the change "
         "output.",
         ["S7", "S11"], [T + "test_send_many_outputs_in_request_order"]),
    Spec("S5", "state", "Hours are conserved",
         "The allocations add up to exactly the hours given: never more (the ledger would refuse the transaction "
         "or the change would pay for it) and never less (hours would be burned silently).",
         ["S1", "S2", "S3"], [T + "test_proportional_split"]),
    Spec("S6", "interface", "Single recipient unchanged",
         "`Wallet.send` and `build_transaction` with one recipient produce exactly the transactions they produced "
         "before the change.",
         ["S7"], [T + "test_single_recipient_unchanged", "tests/test_transaction.py::test_build_with_change",
                  "tests/test_transaction.py::test_build_without_change_sends_every_spendable_hour"]),
    Spec("S7", "interface", "send_many signature",
         "`Wallet.send_many(recipients, now, *, min_hours=0)` takes `(address, coins)` pairs and returns the "
         "signed transaction once the ledger has applied it; `allocate_hours(coins, hours, *, minimum=0)` lives in "
         "`skyledger.hours`.",
         ["S4", "S6", "S9"], [T + "test_send_many_outputs_in_request_order",
                              T + "test_send_many_shares_hours_by_coins"]),
    Spec("S8", "errors", "Minimums that cannot be met",
         "When the hours cannot cover every recipient's minimum, `InsufficientHoursError` is raised and its message "
         "says how many hours are needed and how many are available.",
         ["S2", "S10"], [T + "test_minimum_exceeds_hours"]),
    Spec("S9", "errors", "Invalid recipients rejected",
         "An empty recipient list or an amount that is not positive raises `InvalidAmountError`; a malformed "
         "address raises `InvalidAddressError`.",
         ["S7", "S10"], [T + "test_send_many_rejects_bad_recipients"]),
    Spec("S10", "state", "Nothing spent on failure",
         "When `send_many` raises, no output has been spent and the wallet's balance and history are unchanged.",
         ["S8", "S9"], [T + "test_send_many_rejects_bad_recipients"]),
    Spec("S11", "functional", "Repeated addresses kept apart",
         "An address that appears more than once in the request gets one output per pair; pairs are never merged.",
         ["S4"], []),
]

TESTS = '''\
"""Coin hours shared across the recipients of one transaction."""

import pytest

from skyledger import InsufficientHoursError, InvalidAddressError, InvalidAmountError, Output, derive_address, hours

from conftest import COIN, DAY, T0

NOW = T0 + 3 * DAY


def payees(count):
    return [derive_address("payee seed", index) for index in range(count)]


def test_proportional_split():
    shares = hours.allocate_hours([10 * COIN, 30 * COIN, 60 * COIN], 200)
    assert shares == [20, 60, 120]
    assert sum(shares) == 200


def test_largest_remainder_gets_the_rounding():
    # 7 hours for 2:3:5 is 1.4, 2.1 and 3.5: the hour lost to rounding goes to the largest remainder.
    assert hours.allocate_hours([2 * COIN, 3 * COIN, 5 * COIN], 7) == [1, 2, 4]


def test_remainder_ties_follow_request_order():
    assert hours.allocate_hours([5 * COIN, 5 * COIN, 5 * COIN], 10) == [4, 3, 3]
    # 7 hours for 3:1:1 is 4.2, 1.4 and 1.4: the second and the third tie, and the second asked first.
    assert hours.allocate_hours([3 * COIN, 1 * COIN, 1 * COIN], 7) == [4, 2, 1]


def test_minimum_allocation():
    shares = hours.allocate_hours([1 * COIN, 1 * COIN, 98 * COIN], 10, minimum=1)
    assert all(share >= 1 for share in shares)
    assert shares[2] == max(shares)


def test_minimum_exceeds_hours():
    with pytest.raises(InsufficientHoursError, match=r"^need 6 coin hours, have 5$"):
        hours.allocate_hours([COIN, COIN, COIN], 5, minimum=2)


def test_send_many_outputs_in_request_order(wallet):
    first, second, third = payees(3)
    recipients = [(third, 6 * COIN), (first, 2 * COIN), (second, 4 * COIN)]
    tx = wallet.send_many(recipients, NOW)
    assert [(output.address, output.coins) for output in tx.outputs[:3]] == recipients
    assert tx.outputs[3] == Output(wallet.change_address, 18 * COIN, 420)


def test_send_many_shares_hours_by_coins(wallet, ledger):
    first, second, third = payees(3)
    tx = wallet.send_many([(first, 5 * COIN), (second, 2 * COIN), (third, 4 * COIN)], NOW)
    # 420 hours for 5:2:4 is 190.9, 76.4 and 152.7.
    assert [output.hours for output in tx.outputs] == [191, 76, 153, 420]
    assert ledger.balance([first], NOW).hours == 191


def test_send_many_rejects_bad_recipients(wallet, ledger):
    before = ledger.unspent()
    with pytest.raises(InvalidAmountError):
        wallet.send_many([], NOW)
    with pytest.raises(InvalidAmountError):
        wallet.send_many([(payees(1)[0], 0)], NOW)
    with pytest.raises(InvalidAddressError):
        wallet.send_many([(payees(1)[0], COIN), ("not-an-address", COIN)], NOW)
    assert ledger.unspent() == before
    assert wallet.history() == []


def test_single_recipient_unchanged(wallet):
    payee = payees(1)[0]
    tx = wallet.send(payee, 15 * COIN, NOW)
    assert tx.outputs == (Output(payee, 15 * COIN, 420), Output(wallet.change_address, 15 * COIN, 420))
'''

# ---------------------------------------------------------------------------------------------------------------
# Text of the base repository that the edits replace

HOURS_IMPORTS = """\
from fractions import Fraction

from skyledger.amounts import DROPLETS_PER_COIN
from skyledger.errors import InsufficientHoursError
"""
HOURS_IMPORTS_NEW = """\
from collections.abc import Sequence
from fractions import Fraction

from skyledger.amounts import DROPLETS_PER_COIN, check_droplets
from skyledger.errors import InsufficientHoursError, InvalidAmountError
"""
SPLIT_TAIL = """\
    sent = int(available * share)
    return sent, available - sent
"""
TX_IMPORTS = """\
from skyledger.errors import InsufficientCoinsError
from skyledger.hours import DEFAULT_SHARE, split_hours
"""
TX_IMPORTS_NEW = """\
from skyledger.errors import InsufficientCoinsError, InvalidAmountError
from skyledger.hours import DEFAULT_SHARE, allocate_hours, split_hours
"""
BUILD_BODY = """\
    check_address(to)
    check_address(change_address)
    check_droplets(coins)
    inputs = select_inputs(unspents, coins)
    input_coins = sum(ux.coins for ux in inputs)
    input_hours = sum(ux.hours_at(now) for ux in inputs)
    change = input_coins - coins
    sent, kept = split_hours(input_hours, has_change=change > 0, share=share)
    outputs = [Output(to, coins, sent)]
    if change:
        outputs.append(Output(change_address, change, kept))
    return Transaction(tuple(ux.uxid for ux in inputs), tuple(outputs))
"""
WALLET_IMPORTS = """\
import hashlib
import hmac

from skyledger.addresses import check_address, derive_address, derive_secret
from skyledger.ledger import Balance, Entry, Ledger
from skyledger.transaction import Transaction, build_transaction
"""
WALLET_IMPORTS_NEW = """\
import hashlib
import hmac
from collections.abc import Sequence

from skyledger.addresses import check_address, derive_address, derive_secret
from skyledger.ledger import Balance, Entry, Ledger
from skyledger.transaction import Transaction, build_multi_transaction, build_transaction
"""
SEND_TAIL = """\
        tx = build_transaction(unspents, to, coins, self.change_address, now)
        tx = self._sign(tx)
        self._ledger.apply(tx, now)
        return tx
"""

# ---------------------------------------------------------------------------------------------------------------
# The reference patch

REF_ALLOCATE = SPLIT_TAIL + '''

def allocate_hours(coins: Sequence[int], hours: int, *, minimum: int = 0) -> list[int]:
    """Shares `hours` between recipients in proportion to their `coins`; one amount per recipient, in order.

    Every recipient first gets `minimum` hours. The rest is shared in proportion to the coins, rounded down; the
    hours lost to rounding go one at a time to the largest remainders, the earlier recipient first on a tie. The
    result always adds up to `hours`.
    """
    if not coins:
        raise InvalidAmountError("there are no recipients to allocate hours to")
    for amount in coins:
        check_droplets(amount)
    if hours < 0 or minimum < 0:
        raise InvalidAmountError(f"hours must not be negative, got {hours} with a minimum of {minimum}")
    needed = minimum * len(coins)
    if hours < needed:
        raise InsufficientHoursError(f"need {needed} coin hours, have {hours}")
    rest = hours - needed
    total = sum(coins)
    shares = [rest * amount // total for amount in coins]
    remainders = [rest * amount % total for amount in coins]
    # sorted() is stable, also in reverse, so equal remainders keep the order of the request.
    by_remainder = sorted(range(len(coins)), key=lambda index: remainders[index], reverse=True)
    for index in by_remainder[: rest - sum(shares)]:
        shares[index] += 1
    return [minimum + share for share in shares]
'''

REF_BUILD = '''\
    return build_multi_transaction(unspents, [(to, coins)], change_address, now, share=share)


def build_multi_transaction(
    unspents: Sequence[UxOut],
    recipients: Sequence[tuple[str, int]],
    change_address: str,
    now: int,
    *,
    share: Fraction = DEFAULT_SHARE,
    min_hours: int = 0,
) -> Transaction:
    """Builds an unsigned transaction that pays several recipients, in the order given, and returns the change.

    The recipients together get `share` of the hours left after the fee, allocated in proportion to their coins
    with at least `min_hours` each (see allocate_hours); the change output comes last and keeps the rest.
    """
    if not recipients:
        raise InvalidAmountError("a transaction needs at least one recipient")
    for address, amount in recipients:
        check_address(address)
        check_droplets(amount)
    check_address(change_address)
    coins = sum(amount for _, amount in recipients)
    inputs = select_inputs(unspents, coins)
    input_coins = sum(ux.coins for ux in inputs)
    input_hours = sum(ux.hours_at(now) for ux in inputs)
    change = input_coins - coins
    sent, kept = split_hours(input_hours, has_change=change > 0, share=share)
    allocation = allocate_hours([amount for _, amount in recipients], sent, minimum=min_hours)
    outputs = [Output(address, amount, hours) for (address, amount), hours in zip(recipients, allocation)]
    if change:
        outputs.append(Output(change_address, change, kept))
    return Transaction(tuple(ux.uxid for ux in inputs), tuple(outputs))
'''

REF_SEND_MANY = SEND_TAIL + '''
    def send_many(self, recipients: Sequence[tuple[str, int]], now: int, *, min_hours: int = 0) -> Transaction:
        """Pays several recipients in one transaction, in the order given, and returns it once applied."""
        unspents = self._ledger.unspent(self._addresses)
        tx = build_multi_transaction(unspents, recipients, self.change_address, now, min_hours=min_hours)
        tx = self._sign(tx)
        self._ledger.apply(tx, now)
        return tx
'''

REFERENCE = [
    ("skyledger/hours.py", HOURS_IMPORTS, HOURS_IMPORTS_NEW),
    ("skyledger/hours.py", SPLIT_TAIL, REF_ALLOCATE),
    ("skyledger/transaction.py", TX_IMPORTS, TX_IMPORTS_NEW),
    ("skyledger/transaction.py", BUILD_BODY, REF_BUILD),
    ("skyledger/wallet.py", WALLET_IMPORTS, WALLET_IMPORTS_NEW),
    ("skyledger/wallet.py", SEND_TAIL, REF_SEND_MANY),
]

# ---------------------------------------------------------------------------------------------------------------
# Attempts

SEND_MANY_CLAUDE = SEND_TAIL + '''
    def send_many(self, recipients: Sequence[tuple[str, int]], now: int, *, min_hours: int = 0) -> Transaction:
        """Sends coins to several recipients in a single transaction.

        The recipient outputs keep the order of `recipients`; the change output comes last.
        """
        unspents = self._ledger.unspent(self._addresses)
        tx = build_multi_transaction(unspents, recipients, self.change_address, now, min_hours=min_hours)
        tx = self._sign(tx)
        self._ledger.apply(tx, now)
        return tx
'''

BUILD_MULTI_CLAUDE = '''\
    return build_multi_transaction(unspents, [(to, coins)], change_address, now, share=share)


def build_multi_transaction(
    unspents: Sequence[UxOut],
    recipients: Sequence[tuple[str, int]],
    change_address: str,
    now: int,
    *,
    share: Fraction = DEFAULT_SHARE,
    min_hours: int = 0,
) -> Transaction:
    """Builds an unsigned transaction paying several recipients; the change goes to `change_address`.

    The hours sent (the same share as for a single recipient) are allocated across the recipients in proportion
    to their coins. Recipient outputs keep the request order and the change output comes last.
    """
    if not recipients:
        raise InvalidAmountError("at least one recipient is required")
    for address, amount in recipients:
        check_address(address)
        check_droplets(amount)
    check_address(change_address)
    coins = sum(amount for _, amount in recipients)
    inputs = select_inputs(unspents, coins)
    input_coins = sum(ux.coins for ux in inputs)
    input_hours = sum(ux.hours_at(now) for ux in inputs)
    change = input_coins - coins
    sent, kept = split_hours(input_hours, has_change=change > 0, share=share)
    allocations = allocate_hours([amount for _, amount in recipients], sent, minimum=min_hours)
    outputs = [Output(address, amount, hours) for (address, amount), hours in zip(recipients, allocations)]
    if change:
        outputs.append(Output(change_address, change, kept))
    return Transaction(tuple(ux.uxid for ux in inputs), tuple(outputs))
'''

ALLOCATE_CLAUDE_0 = SPLIT_TAIL + '''

def allocate_hours(coins: Sequence[int], hours: int, *, minimum: int = 0) -> list[int]:
    """Allocates `hours` across recipients in proportion to their `coins`, in request order.

    Each recipient is first guaranteed `minimum` hours; the remaining hours are split proportionally using the
    largest remainder method. Ties between equal remainders go to the recipient that appears first.
    """
    if not coins:
        raise InvalidAmountError("at least one recipient is required")
    for amount in coins:
        check_droplets(amount)
    if hours < 0:
        raise InvalidAmountError(f"coin hours must not be negative, got {hours}")
    if minimum < 0:
        raise InvalidAmountError(f"the minimum must not be negative, got {minimum}")
    needed = minimum * len(coins)
    if hours < needed:
        raise InsufficientHoursError(f"need {needed} coin hours, have {hours}")
    remaining = hours - needed
    total_coins = sum(coins)
    allocations = []
    remainders = []
    for index, amount in enumerate(coins):
        quotient, remainder = divmod(remaining * amount, total_coins)
        allocations.append(minimum + quotient)
        remainders.append((-remainder, index))
    leftover = hours - sum(allocations)
    for _, index in sorted(remainders)[:leftover]:
        allocations[index] += 1
    return allocations
'''

CHECK_SCRIPT_CLAUDE = '''\
from skyledger import DROPLETS_PER_COIN as COIN, Ledger, Wallet, derive_address
from skyledger.hours import allocate_hours

print(allocate_hours([10 * COIN, 30 * COIN, 60 * COIN], 200))
print(allocate_hours([2 * COIN, 3 * COIN, 5 * COIN], 7))
print(allocate_hours([5 * COIN, 5 * COIN, 5 * COIN], 10))
print(allocate_hours([1 * COIN, 1 * COIN, 98 * COIN], 10, minimum=1))
try:
    allocate_hours([COIN, COIN, COIN], 5, minimum=2)
except Exception as error:
    print(type(error).__name__, error)

ledger = Ledger()
wallet = Wallet(ledger, "seed")
ledger.issue(wallet.addresses[0], 30 * COIN, created_at=0)
a, b = derive_address("x", 0), derive_address("x", 1)
tx = wallet.send_many([(b, 5 * COIN), (a, 2 * COIN), (b, 4 * COIN)], 86400)
for output in tx.outputs:
    print(output)
'''


def claude_0() -> Attempt:
    steps = [
        Step("I'll start by exploring the repository structure to understand the codebase.", View("/testbed")),
        Step("Let me look at the hours module first, since the allocation function belongs there.",
             View("/testbed/skyledger/hours.py")),
        Step("Now let me look at how transactions are built today.", View("/testbed/skyledger/transaction.py")),
        Step("And the wallet, where `send_many` will live:", View("/testbed/skyledger/wallet.py")),
        Step("Let me run the existing tests to get a baseline before changing anything.",
             Bash("cd /testbed && python3 -m pytest -q")),
        Step("All 39 tests pass. The plan:\n\n1. `allocate_hours` in `hours.py`: give every recipient the minimum "
             "first, then split the rest proportionally with the largest remainder method (ties by request "
             "order).\n2. `build_multi_transaction` in `transaction.py`, with `build_transaction` delegating to it "
             "for a single recipient, so its output stays identical (one recipient gets all the sent hours).\n3. "
             "`Wallet.send_many`.\n\nFirst the imports in `hours.py`:",
             StrReplace("/testbed/skyledger/hours.py", HOURS_IMPORTS, HOURS_IMPORTS_NEW)),
        Step("Now the allocation function. I'll work in integers to keep the rounding exact: `divmod(remaining * "
             "amount, total_coins)` gives each recipient's floor share and its remainder, and sorting by "
             "`(-remainder, index)` hands out the leftover hours to the largest remainders, earliest recipient "
             "first on ties.",
             StrReplace("/testbed/skyledger/hours.py", SPLIT_TAIL, ALLOCATE_CLAUDE_0)),
        Step("Now the transaction builder. First the imports:",
             StrReplace("/testbed/skyledger/transaction.py", TX_IMPORTS, TX_IMPORTS_NEW)),
        Step("Now I'll make `build_transaction` delegate to a new `build_multi_transaction`. With one recipient "
             "`allocate_hours([coins], sent)` returns `[sent]`, so single-recipient transactions are unchanged. "
             "All recipients are validated before any input is selected.",
             StrReplace("/testbed/skyledger/transaction.py", BUILD_BODY, BUILD_MULTI_CLAUDE)),
        Step("Now the wallet imports:", StrReplace("/testbed/skyledger/wallet.py", WALLET_IMPORTS, WALLET_IMPORTS_NEW)),
        Step("And the `send_many` method, signing and applying the transaction the same way `send` does:",
             StrReplace("/testbed/skyledger/wallet.py", SEND_TAIL, SEND_MANY_CLAUDE)),
        Step("Let me write a script that exercises the examples from the PR description and a multi-recipient "
             "send with a repeated address.", Create("/testbed/reproduce.py", CHECK_SCRIPT_CLAUDE)),
        Step("Let me run it:", Bash("cd /testbed && python3 reproduce.py")),
        Step("The allocations are right: [20, 60, 120] is exact; [1, 2, 4] gives the leftover hour to the largest "
             "remainder (0.5); [4, 3, 3] breaks the three-way tie in request order; the minimum case gives [1, 1, 8] "
             "which still sums to 10; and the error names needed and available hours. The transaction keeps the "
             "request order, keeps the repeated address as two outputs, and puts the change last. Now the full "
             "test suite:", Bash("cd /testbed && python3 -m pytest -q")),
        Step("Everything passes. Let me remove the reproduction script.", Bash("rm /testbed/reproduce.py")),
        Step("The implementation is complete. Let me submit.", Submit()),
    ]
    return Attempt("claude-3-5-sonnet-0", "claude-3-5-sonnet", "swe-agent", 0, steps, "correct",
                   "2026-10-27T09:12:40Z")


ALLOCATE_CLAUDE_1 = SPLIT_TAIL + '''

def allocate_hours(coins: Sequence[int], hours: int, *, minimum: int = 0) -> list[int]:
    """Splits `hours` across recipients proportionally to `coins`, giving each at least `minimum` hours."""
    if not coins:
        raise InvalidAmountError("no recipients given")
    for amount in coins:
        check_droplets(amount)
    needed = minimum * len(coins)
    if hours < needed:
        raise InsufficientHoursError(f"need {needed} coin hours, have {hours}")
    total = sum(coins)
    shares = [hours * amount // total for amount in coins]
    leftover = hours - sum(shares)
    # Largest remainder first; the earlier recipient wins a tie.
    order = sorted(range(len(coins)), key=lambda i: (-(hours * coins[i] % total), i))
    for i in order[:leftover]:
        shares[i] += 1
    # Make sure every recipient gets its minimum allocation.
    return [max(share, minimum) for share in shares]
'''

CHECK_SCRIPT_CLAUDE_1 = '''\
from skyledger import DROPLETS_PER_COIN as COIN
from skyledger.hours import allocate_hours

print(allocate_hours([10 * COIN, 30 * COIN, 60 * COIN], 200))
print(allocate_hours([2 * COIN, 3 * COIN, 5 * COIN], 7))
print(allocate_hours([3 * COIN, 1 * COIN, 1 * COIN], 7))
print(allocate_hours([10 * COIN, 10 * COIN], 50, minimum=5))
'''


def claude_1() -> Attempt:
    steps = [
        Step("Let me start by exploring the repository structure.", Bash("cd /testbed && git ls-files")),
        Step("Let me look at the hours module.", View("/testbed/skyledger/hours.py")),
        Step("Now the transaction module:", View("/testbed/skyledger/transaction.py")),
        Step("And the wallet:", View("/testbed/skyledger/wallet.py", (40, 63))),
        Step("Let me update the imports in `hours.py` for the new function.",
             StrReplace("/testbed/skyledger/hours.py", HOURS_IMPORTS, HOURS_IMPORTS_NEW)),
        Step("For the allocation I'll compute the proportional split over all the hours first, using the largest "
             "remainder method, and then raise any recipient that ends up below the minimum to the minimum. That "
             "keeps the proportional shares of the large recipients intact and guarantees the minimum. I'll check "
             "up front that the hours can cover all the minimums.",
             StrReplace("/testbed/skyledger/hours.py", SPLIT_TAIL, ALLOCATE_CLAUDE_1), tag="decision"),
        Step("Now the transaction builder imports:",
             StrReplace("/testbed/skyledger/transaction.py", TX_IMPORTS, TX_IMPORTS_NEW)),
        Step("`build_transaction` becomes a thin wrapper around a new multi-recipient builder, so single-recipient "
             "transactions are built exactly as before.",
             StrReplace("/testbed/skyledger/transaction.py", BUILD_BODY, BUILD_MULTI_CLAUDE)),
        Step("Now the wallet.", StrReplace("/testbed/skyledger/wallet.py", WALLET_IMPORTS, WALLET_IMPORTS_NEW)),
        Step("Adding `send_many`:", StrReplace("/testbed/skyledger/wallet.py", SEND_TAIL, SEND_MANY_CLAUDE)),
        Step("Let me check the allocation on a few examples.", Create("/testbed/check_alloc.py", CHECK_SCRIPT_CLAUDE_1)),
        Step("", Bash("cd /testbed && python3 check_alloc.py")),
        Step("The proportional splits and the tie-breaking look right, and the minimum case gives each recipient "
             "25 hours, well above the minimum of 5. Let me run the test suite.",
             Bash("cd /testbed && python3 -m pytest -q tests/")),
        Step("All tests pass. Cleaning up the check script.", Bash("rm /testbed/check_alloc.py")),
        Step("The change is complete.", Submit()),
    ]
    return Attempt("claude-3-5-sonnet-1", "claude-3-5-sonnet", "swe-agent", 1, steps, "false-positive",
                   "2026-10-27T09:31:05Z")


ALLOCATE_GPT_0 = SPLIT_TAIL + '''

def allocate_hours(coins: Sequence[int], hours: int, *, minimum: int = 0) -> list[int]:
    """Allocate coin hours to recipients proportionally to their coins."""
    if len(coins) == 0:
        raise InvalidAmountError("recipients list is empty")
    for amount in coins:
        check_droplets(amount)
    if minimum < 0 or hours < 0:
        raise InvalidAmountError("hours and minimum must be non-negative")
    required = minimum * len(coins)
    if required > hours:
        raise InsufficientHoursError(
            f"cannot give {len(coins)} recipients {minimum} coin hours each: {required} needed, {hours} available"
        )
    distributable = hours - required
    total = sum(coins)
    base = [distributable * c // total for c in coins]
    fractional = [(distributable * c % total, -i) for i, c in enumerate(coins)]
    leftover = distributable - sum(base)
    for _, neg_index in sorted(fractional, reverse=True)[:leftover]:
        base[-neg_index] += 1
    return [minimum + b for b in base]
'''

BUILD_MULTI_GPT = '''\
    return build_multi_transaction(unspents, [(to, coins)], change_address, now, share=share)


def build_multi_transaction(
    unspents: Sequence[UxOut],
    recipients: Sequence[tuple[str, int]],
    change_address: str,
    now: int,
    *,
    share: Fraction = DEFAULT_SHARE,
    min_hours: int = 0,
) -> Transaction:
    """Build an unsigned transaction that pays several recipients in the given order."""
    if not recipients:
        raise InvalidAmountError("recipients list is empty")
    for address, amount in recipients:
        check_address(address)
        check_droplets(amount)
    check_address(change_address)
    total = sum(amount for _, amount in recipients)
    inputs = select_inputs(unspents, total)
    input_coins = sum(ux.coins for ux in inputs)
    input_hours = sum(ux.hours_at(now) for ux in inputs)
    change = input_coins - total
    sent, kept = split_hours(input_hours, has_change=change > 0, share=share)
    hours = allocate_hours([amount for _, amount in recipients], sent, minimum=min_hours)
    outputs = [Output(address, amount, h) for (address, amount), h in zip(recipients, hours)]
    if change:
        outputs.append(Output(change_address, change, kept))
    return Transaction(tuple(ux.uxid for ux in inputs), tuple(outputs))
'''

SEND_MANY_GPT = SEND_TAIL + '''
    def send_many(self, recipients: Sequence[tuple[str, int]], now: int, *, min_hours: int = 0) -> Transaction:
        """Send coins to several recipients in one transaction."""
        unspents = self._ledger.unspent(self._addresses)
        tx = build_multi_transaction(unspents, recipients, self.change_address, now, min_hours=min_hours)
        tx = self._sign(tx)
        self._ledger.apply(tx, now)
        return tx
'''

CHECK_SCRIPT_GPT = '''\
from skyledger import DROPLETS_PER_COIN as COIN, InsufficientHoursError
from skyledger.hours import allocate_hours

print(allocate_hours([2 * COIN, 3 * COIN, 5 * COIN], 7))
print(allocate_hours([3 * COIN, 1 * COIN, 1 * COIN], 7))
print(allocate_hours([1 * COIN, 1 * COIN, 98 * COIN], 10, minimum=1))
try:
    allocate_hours([COIN, COIN, COIN], 5, minimum=2)
except InsufficientHoursError as e:
    print("InsufficientHoursError:", e)
'''


def gpt_0() -> Attempt:
    steps = [
        Step("", Bash("find /testbed -name '*.py' -not -path '*/tests/*' | sort")),
        Step("", View("/testbed/skyledger/hours.py")),
        Step("", View("/testbed/skyledger/transaction.py", (1, 20))),
        Step("", View("/testbed/skyledger/transaction.py", (64, 91))),
        Step("", Bash("grep -n 'def send' -A 8 /testbed/skyledger/wallet.py")),
        Step("I will add `allocate_hours` to `skyledger/hours.py`. First, update the imports.",
             StrReplace("/testbed/skyledger/hours.py", HOURS_IMPORTS, HOURS_IMPORTS_NEW)),
        Step("Now I will implement `allocate_hours`. The minimum is reserved first, the rest is distributed with the "
             "largest remainder method. If the minimums cannot be covered, the error explains how many recipients "
             "there are, the minimum each, the hours needed and the hours available.",
             StrReplace("/testbed/skyledger/hours.py", SPLIT_TAIL, ALLOCATE_GPT_0), tag="decision"),
        Step("Next, update the imports in `transaction.py`.",
             StrReplace("/testbed/skyledger/transaction.py", TX_IMPORTS, TX_IMPORTS_NEW)),
        Step("Refactor `build_transaction` to use a new `build_multi_transaction` function.",
             StrReplace("/testbed/skyledger/transaction.py", BUILD_BODY, BUILD_MULTI_GPT)),
        Step("Update the wallet imports.",
             StrReplace("/testbed/skyledger/wallet.py", WALLET_IMPORTS, WALLET_IMPORTS_NEW)),
        Step("Add `send_many` to the wallet.", StrReplace("/testbed/skyledger/wallet.py", SEND_TAIL, SEND_MANY_GPT)),
        Step("Let me verify the allocation with a quick script.", Create("/testbed/verify.py", CHECK_SCRIPT_GPT)),
        Step("", Bash("cd /testbed && python3 verify.py")),
        Step("The results match the expected behavior. Now I will run the test suite.",
             Bash("cd /testbed && python3 -m pytest -q tests/")),
        Step("All tests pass. Removing the verification script.", Bash("rm /testbed/verify.py")),
        Step("", Submit()),
    ]
    return Attempt("gpt-4o-0", "gpt-4o", "swe-agent", 0, steps, "false-negative", "2026-10-27T10:02:18Z")


ALLOCATE_GPT_1 = '''

def allocate_hours(coins, hours, *, minimum=0):
    """Split hours between recipients according to their coins."""
    if not coins:
        raise InvalidAmountError("no recipients")
    for amount in coins:
        check_droplets(amount)
    needed = minimum * len(coins)
    if hours < needed:
        raise InsufficientHoursError(f"need {needed} coin hours, have {hours}")
    rest = hours - needed
    total = sum(coins)
    shares = [minimum + rest * amount // total for amount in coins]
    # give the hours lost to rounding to the biggest recipient
    biggest = coins.index(max(coins))
    shares[biggest] += hours - sum(shares)
    return shares
'''

BUILD_MULTI_GPT_1 = '''

def build_multi_transaction(unspents, recipients, change_address, now, *, share=DEFAULT_SHARE, min_hours=0):
    """Build an unsigned transaction that pays several recipients."""
    if not recipients:
        raise InvalidAmountError("no recipients")
    for address, amount in recipients:
        check_address(address)
        check_droplets(amount)
    check_address(change_address)
    coins = sum(amount for _, amount in recipients)
    inputs = select_inputs(unspents, coins)
    input_coins = sum(ux.coins for ux in inputs)
    input_hours = sum(ux.hours_at(now) for ux in inputs)
    change = input_coins - coins
    sent, kept = split_hours(input_hours, has_change=change > 0, share=share)
    allocation = allocate_hours([amount for _, amount in recipients], sent, minimum=min_hours)
    outputs = [Output(address, amount, h) for (address, amount), h in zip(recipients, allocation)]
    if change:
        outputs.append(Output(change_address, change, kept))
    return Transaction(tuple(ux.uxid for ux in inputs), tuple(outputs))
'''

SEND_MANY_GPT_1 = '''
    def send_many(self, recipients, now, *, min_hours=0):
        """Send coins to several addresses in one transaction."""
        unspents = self._ledger.unspent(self._addresses)
        tx = build_multi_transaction(unspents, recipients, self.change_address, now, min_hours=min_hours)
        tx = self._sign(tx)
        self._ledger.apply(tx, now)
        return tx
'''


def gpt_1() -> Attempt:
    steps = [
        Step("Let me look at the repository layout first.", Bash("ls -la && ls skyledger tests")),
        Step("Let me read the hours module where the allocation should go.", Bash("cat skyledger/hours.py")),
        Step("Now the transaction builder.", Bash("nl -ba skyledger/transaction.py | sed -n '1,20p;50,91p'")),
        Step("And the wallet's send method.", Bash("nl -ba skyledger/wallet.py | sed -n '1,12p;44,54p'")),
        Step("I'll fix the imports of hours.py first.",
             Bash(f"sed -i 's/^from skyledger.amounts import DROPLETS_PER_COIN$/from skyledger.amounts import "
                  f"DROPLETS_PER_COIN, check_droplets/; s/^from skyledger.errors import InsufficientHoursError$/"
                  f"from skyledger.errors import InsufficientHoursError, InvalidAmountError/' skyledger/hours.py "
                  f"&& sed -n '8,14p' skyledger/hours.py")),
        Step("Now I'll append allocate_hours to hours.py. Each recipient gets the minimum plus its proportional "
             "share of the rest, rounded down, and the hours lost to rounding go to the recipient with the most "
             "coins so the total is exact.",
             Bash(f"cat >> skyledger/hours.py <<'EOF'\n{ALLOCATE_GPT_1}EOF")),
        Step("Now the transaction module: import the new helpers and add build_multi_transaction at the end.",
             Bash("sed -i 's/^from skyledger.errors import InsufficientCoinsError$/from skyledger.errors import "
                  "InsufficientCoinsError, InvalidAmountError/; s/^from skyledger.hours import DEFAULT_SHARE, "
                  "split_hours$/from skyledger.hours import DEFAULT_SHARE, allocate_hours, split_hours/' "
                  f"skyledger/transaction.py && cat >> skyledger/transaction.py <<'EOF'\n{BUILD_MULTI_GPT_1}EOF")),
        Step("Now add send_many to the wallet, right after send.",
             Bash(py_replace("skyledger/wallet.py", SEND_TAIL, SEND_TAIL + SEND_MANY_GPT_1))),
        Step("The wallet needs to import build_multi_transaction.",
             Bash("sed -i 's/^from skyledger.transaction import Transaction, build_transaction$/from "
                  "skyledger.transaction import Transaction, build_multi_transaction, build_transaction/' "
                  "skyledger/wallet.py && grep -n '^from' skyledger/wallet.py")),
        Step("Let me try it out.",
             Bash("python3 -c \"\nfrom skyledger import DROPLETS_PER_COIN as C\nfrom skyledger.hours import "
                  "allocate_hours\nprint(allocate_hours([10*C, 30*C, 60*C], 200))\nprint(allocate_hours([2*C, 3*C, "
                  "5*C], 7))\nprint(allocate_hours([1*C, 1*C, 98*C], 10, minimum=1))\n\"")),
        Step("The allocations add up to the hours given. Let me run the tests.", Bash("python3 -m pytest -q")),
        Step("All tests pass. Submitting.", Submit()),
    ]
    return Attempt("gpt-4o-1", "gpt-4o", "mini-swe-agent", 1, steps, "broken", "2026-10-27T10:40:51Z")


ALLOCATE_GPT_2 = '''

def allocate_hours(coins: Sequence[int], hours: int, *, minimum: int = 0) -> list[int]:
    """Allocates hours to recipients in proportion to their coins, after a per-recipient minimum.

    Remainders are resolved with the largest remainder method; equal remainders favour the earlier recipient.
    """
    if not coins:
        raise InvalidAmountError("at least one recipient is needed")
    for amount in coins:
        check_droplets(amount)
    if hours < 0 or minimum < 0:
        raise InvalidAmountError("hours and minimum must not be negative")
    if hours < minimum * len(coins):
        raise InsufficientHoursError(f"need {minimum * len(coins)} coin hours, have {hours}")
    pool = hours - minimum * len(coins)
    total = sum(coins)
    exact = [Fraction(pool * amount, total) for amount in coins]
    allocation = [int(value) for value in exact]
    ranked = sorted(range(len(coins)), key=lambda i: (-(exact[i] - allocation[i]), i))
    for i in ranked[: pool - sum(allocation)]:
        allocation[i] += 1
    return [minimum + value for value in allocation]
'''


def gpt_2() -> Attempt:
    hours_imports = HOURS_IMPORTS_NEW
    steps = [
        Step("First, let me understand the repository structure.", Bash("find . -name '*.py' -not -path './.git/*' | sort")),
        Step("Let me look at hours.py and the transaction builder.",
             Bash("cat skyledger/hours.py && sed -n '50,91p' skyledger/transaction.py")),
        Step("Let me see how the wallet sends and signs.", Bash("sed -n '1,12p;40,63p' skyledger/wallet.py")),
        Step("I'll add allocate_hours to hours.py. I'll use Fraction for the exact shares so the remainders compare "
             "exactly. First the imports:",
             Bash(py_replace("skyledger/hours.py", HOURS_IMPORTS, hours_imports))),
        Step("Now append the function.", Bash(f"cat >> skyledger/hours.py <<'EOF'\n{ALLOCATE_GPT_2}EOF")),
        Step("Now the transaction builder: imports, then build_transaction delegates to build_multi_transaction.",
             Bash(py_replace("skyledger/transaction.py", TX_IMPORTS, TX_IMPORTS_NEW))),
        Step("Replace the body of build_transaction.",
             Bash(py_replace("skyledger/transaction.py", BUILD_BODY, BUILD_MULTI_GPT))),
        Step("Now the wallet.", Bash(py_replace("skyledger/wallet.py", WALLET_IMPORTS, WALLET_IMPORTS_NEW))),
        Step("Add send_many after send.", Bash(py_replace("skyledger/wallet.py", SEND_TAIL, SEND_MANY_GPT))),
        Step("Let me check the examples from the issue, including ties and the minimum.",
             Bash("python3 -c \"\nfrom skyledger import DROPLETS_PER_COIN as C\nfrom skyledger.hours import "
                  "allocate_hours as a\nprint(a([2*C, 3*C, 5*C], 7), a([5*C]*3, 10), a([3*C, C, C], 7))\nprint(a([C, "
                  "C, 98*C], 10, minimum=1), sum(a([C, C, 98*C], 10, minimum=1)))\n\"")),
        Step("Ties go to the earlier recipient and the totals are exact. Now the test suite.",
             Bash("python3 -m pytest -q 2>&1 | tail -5")),
        Step("All tests pass. Let me review the diff before submitting.", Bash("git diff --stat")),
        Step("The change touches only the three modules. Submitting.", Submit()),
    ]
    return Attempt("gpt-4o-2", "gpt-4o", "mini-swe-agent", 2, steps, "correct", "2026-10-27T11:15:27Z")


def task() -> Task:
    flags = [
        Flag(
            "F1", "FP", "review-agent", "claude-3-5-sonnet-1", ["S5", "S2"], [T + "test_minimum_allocation"],
            [
                Evidence("trajectory_step", attempt="claude-3-5-sonnet-1", step_tag="decision",
                         note="decides to split all the hours first and raise small shares to the minimum afterwards"),
                Evidence("patch_hunk", attempt="claude-3-5-sonnet-1", file="skyledger/hours.py",
                         find="return [max(share, minimum) for share in shares]",
                         note="the minimum is applied after rounding"),
                Evidence("test_line", file=TEST_FILE, find="assert all(share >= 1 for share in shares)",
                         note="checks each share against the minimum but never the total"),
            ],
            0.86,
            "The minimum is applied after the proportional split and the rounding, so whenever it lifts a share the "
            "allocations add up to more than the hours given: allocate_hours([1, 1, 98] coins, 10, minimum=1) "
            "returns [1, 1, 10], 12 hours out of 10. In send_many the recipients then take hours from the change. "
            "test_minimum_allocation only checks that each share reaches the minimum, not the total.",
        ),
        Flag(
            "F2", "FN", "review-agent", "gpt-4o-0", ["S8"], [T + "test_minimum_exceeds_hours"],
            [
                Evidence("test_line", file=TEST_FILE, find='match=r"^need 6 coin hours, have 5$"',
                         note="asserts the exact wording of the message"),
                Evidence("patch_hunk", attempt="gpt-4o-0", file="skyledger/hours.py",
                         find='f"cannot give {len(coins)} recipients',
                         note="a message that names both the hours needed and the hours available"),
                Evidence("trajectory_step", attempt="gpt-4o-0", step_tag="decision"),
            ],
            0.78,
            "The attempt raises InsufficientHoursError with 'cannot give 3 recipients 2 coin hours each: 6 needed, "
            "5 available', which says how many hours are needed and available as S8 asks. The test matches the "
            "whole message against one wording, so it rejects this valid implementation.",
        ),
        Flag(
            "F3", "FP", "review-agent", "claude-3-5-sonnet-0", ["S3"], [T + "test_remainder_ties_follow_request_order"],
            [
                Evidence("patch_hunk", attempt="claude-3-5-sonnet-0", file="skyledger/hours.py",
                         find="for _, index in sorted(remainders)[:leftover]:",
                         note="sorts (-remainder, index) pairs"),
            ],
            0.41,
            "The leftover hours are handed out by sorting (-remainder, index) tuples; if the tuple order were "
            "reversed, ties would go to the later recipient, which S3 forbids.",
            {"state": "dismissed",
             "note": "The tuples sort by remainder descending and then by index ascending, so ties go to the earlier "
                     "recipient; test_remainder_ties_follow_request_order exercises exactly this and passes.",
             "by": "Ada Lovelace", "at": "2026-11-02T10:41:00Z"},
        ),
    ]
    curation = {
        "status": "in_review",
        "history": [
            {"from": "new", "to": "in_review", "by": "Ada Lovelace", "at": "2026-11-02T10:14:00Z", "reason": ""},
        ],
    }
    return Task(
        id="coin-hours-split",
        query=QUERY,
        specs=SPECS,
        test_command=f"python3 -m pytest -rA {TEST_FILE} tests/test_transaction.py",
        test_files={TEST_FILE: TESTS},
        reference=REFERENCE,
        attempts=[claude_0(), claude_1(), gpt_0(), gpt_1(), gpt_2()],
        flags=flags,
        curation=curation,
        source={"dataset": "heddle-demo", "instance_id": "skyledger__coin-hours-split"},
    )
