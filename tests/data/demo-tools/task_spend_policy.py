"""Task spend-policy: a second input-selection policy that spends as few outputs as possible."""

from demokit import Attempt, Bash, Evidence, Flag, Spec, StrReplace, Step, Submit, Task, View, py_replace

TEST_FILE = "tests/test_spend_policy.py"
T = f"{TEST_FILE}::"

QUERY = """\
Wallets always spend their oldest outputs first, which can drag a dozen small outputs into one payment. Add a \
second input-selection policy, "fewest", that spends as few outputs as possible:
- if one unspent output covers the amount, spend the smallest such output;
- otherwise spend the largest outputs first until the amount is covered;
- equal amounts are taken oldest first (then by output id), so the choice never depends on the order in which the \
outputs are listed; the transaction lists its inputs in the order they were chosen.

Expose it as `select_inputs(unspents, coins, *, policy="oldest")` and as a `policy` keyword of \
`build_transaction(...)` and `Wallet.send(...)`. "oldest" stays the default and keeps producing exactly the \
transactions it produces today. An unknown policy raises `ValueError` naming it.

Every transaction must burn at least one coin hour: when the chosen outputs hold no hours at `now` (coins that \
just arrived), add the unspent output with the most hours (the oldest on a tie) as an extra input instead of \
failing; raise `InsufficientHoursError` only when no output has any hours. The change output is created only when \
there is change, and the fee and the recipient's share of the hours are computed as today, over the inputs \
actually spent. When the outputs cannot cover the amount, raise `InsufficientCoinsError` saying how many coins are \
needed and available, and leave the ledger untouched."""

SPECS = [
    Spec("S1", "interface", "Policy keyword",
         "`select_inputs(unspents, coins, *, policy=\"oldest\")`, `build_transaction(..., policy=\"oldest\")` and "
         "`Wallet.send(..., policy=\"oldest\")` accept the policy and honour it.",
         ["S2", "S9"], [T + "test_policy_keyword_oldest_matches_default", T + "test_wallet_send_with_policy",
                        T + "test_build_transaction_passes_policy"]),
    Spec("S2", "interface", "Oldest stays the default",
         "Without a policy, and with \"oldest\", inputs are chosen and transactions built exactly as before.",
         ["S1"], [T + "test_oldest_is_still_the_default", "tests/test_transaction.py::test_select_oldest_first",
                  "tests/test_wallet.py::test_send_with_change"]),
    Spec("S3", "functional", "Smallest covering output",
         "Under \"fewest\", when one unspent output covers the amount, the smallest such output is spent alone.",
         ["S4", "S5", "S8"], [T + "test_fewest_prefers_smallest_covering_output", T + "test_exact_amount_has_no_change"]),
    Spec("S4", "functional", "Largest outputs first",
         "Under \"fewest\", when no single output covers the amount, the largest outputs are spent first until the "
         "amount is covered.",
         ["S3", "S5", "S6"], [T + "test_fewest_takes_largest_first"]),
    Spec("S5", "order", "Ties go oldest first",
         "Equal amounts are taken oldest first, then by output id; the choice does not depend on the order in which "
         "the outputs are listed.",
         ["S3", "S4", "S6"], [T + "test_fewest_ties_go_oldest_first"]),
    Spec("S6", "order", "Inputs in the order chosen",
         "The transaction lists its inputs in the order the policy chose them.",
         ["S4", "S5"], [T + "test_fewest_takes_largest_first"]),
    Spec("S7", "functional", "A fee is always paid",
         "When the chosen outputs hold no hours at `now`, the unspent output with the most hours (the oldest on a "
         "tie) is added as an extra input; `InsufficientHoursError` is raised only when no output has any hours.",
         ["S3", "S4", "S10", "S11"], []),
    Spec("S8", "state", "Change only when there is change",
         "A change output to the wallet's change address is created only when the inputs exceed the amount.",
         ["S3", "S11"], [T + "test_exact_amount_has_no_change", T + "test_wallet_send_with_policy"]),
    Spec("S9", "errors", "Unknown policy",
         "An unknown policy raises `ValueError` whose message names the policy, before anything is built.",
         ["S1"], [T + "test_unknown_policy"]),
    Spec("S10", "errors", "Not enough coins",
         "When the outputs cannot cover the amount, `InsufficientCoinsError` says how many coins are needed and "
         "available, and the ledger and the wallet's history are unchanged.",
         ["S7"], [T + "test_insufficient_coins_changes_nothing"]),
    Spec("S11", "state", "Hours follow the inputs spent",
         "The fee and the split of the hours between recipient and change are computed as before, over the inputs "
         "actually spent, an extra fee input included.",
         ["S7", "S8"], [T + "test_wallet_send_with_policy"]),
]

TESTS = '''\
"""Choosing which unspent outputs a transaction spends."""

import random

import pytest

from skyledger import InsufficientCoinsError, Output, Wallet, derive_address, transaction

from conftest import COIN, DAY, T0

NOW = T0 + 4 * DAY
PAYEE = derive_address("payee seed", 0)


@pytest.fixture
def spread(ledger):
    """A wallet holding 8, 3, 12 and 3 coins, received a day apart in that order."""
    wallet = Wallet(ledger, "policy seed")
    owner = wallet.addresses[0]
    outputs = [ledger.issue(owner, coins * COIN, created_at=T0 + day * DAY) for day, coins in enumerate([8, 3, 12, 3])]
    return wallet, outputs


def test_oldest_is_still_the_default(ledger, spread):
    wallet, (a, b, c, d) = spread
    assert transaction.select_inputs(ledger.unspent(), 10 * COIN) == [a, b]


def test_policy_keyword_oldest_matches_default(ledger, spread):
    wallet, (a, b, c, d) = spread
    assert transaction.select_inputs(ledger.unspent(), 10 * COIN, policy="oldest") == [a, b]


def test_fewest_prefers_smallest_covering_output(ledger, spread):
    wallet, (a, b, c, d) = spread
    assert transaction.select_inputs(ledger.unspent(), 7 * COIN, policy="fewest") == [a]
    assert transaction.select_inputs(ledger.unspent(), 10 * COIN, policy="fewest") == [c]


def test_fewest_takes_largest_first(ledger, spread):
    wallet, (a, b, c, d) = spread
    tx = transaction.build_transaction(ledger.unspent(), PAYEE, 22 * COIN, wallet.change_address, NOW, policy="fewest")
    assert tx.inputs == (c.uxid, a.uxid, b.uxid)


def test_fewest_ties_go_oldest_first(ledger, spread):
    wallet, (a, b, c, d) = spread
    unspents = ledger.unspent()
    assert transaction.select_inputs(unspents, 2 * COIN, policy="fewest") == [b]
    shuffled = list(unspents)
    random.Random(7).shuffle(shuffled)
    assert transaction.select_inputs(shuffled, 2 * COIN, policy="fewest") == [b]
    assert transaction.select_inputs(list(reversed(unspents)), 22 * COIN, policy="fewest") == [c, a, b]


def test_exact_amount_has_no_change(ledger, spread):
    wallet, (a, b, c, d) = spread
    tx = wallet.send(PAYEE, 12 * COIN, NOW, policy="fewest")
    assert tx.inputs == (c.uxid,)
    assert tx.outputs == (Output(PAYEE, 12 * COIN, 288),)


def test_wallet_send_with_policy(ledger, spread):
    wallet, (a, b, c, d) = spread
    tx = wallet.send(PAYEE, 10 * COIN, NOW, policy="fewest")
    assert tx.inputs == (c.uxid,)
    assert tx.outputs == (Output(PAYEE, 10 * COIN, 144), Output(wallet.change_address, 2 * COIN, 144))
    assert ledger.balance([PAYEE], NOW).coins == 10 * COIN


def test_unknown_policy(ledger, spread):
    with pytest.raises(ValueError, match="largest"):
        transaction.select_inputs(ledger.unspent(), COIN, policy="largest")


def test_build_transaction_passes_policy(ledger, spread, monkeypatch):
    wallet, outputs = spread
    seen = []
    real = transaction.select_inputs

    def spy(unspents, coins, **kwargs):
        seen.append(kwargs.get("policy"))
        return real(unspents, coins, **kwargs)

    monkeypatch.setattr(transaction, "select_inputs", spy)
    transaction.build_transaction(ledger.unspent(), PAYEE, 5 * COIN, wallet.change_address, NOW, policy="fewest")
    assert seen == ["fewest"]


def test_insufficient_coins_changes_nothing(ledger, spread):
    wallet, outputs = spread
    before = ledger.unspent()
    with pytest.raises(InsufficientCoinsError, match="need 30 coins, have 26"):
        wallet.send(PAYEE, 30 * COIN, NOW, policy="fewest")
    assert ledger.unspent() == before
    assert wallet.history() == []
'''

# ---------------------------------------------------------------------------------------------------------------
# Base text

TX_ERRORS = "from skyledger.errors import InsufficientCoinsError\n"
TX_ERRORS_NEW = "from skyledger.errors import InsufficientCoinsError, InsufficientHoursError\n"
SELECT = '''\
def select_inputs(unspents: Sequence[UxOut], coins: int) -> list[UxOut]:
    """Picks the outputs to spend: the oldest first, until they cover `coins`."""
    chosen: list[UxOut] = []
    total = 0
    for ux in sorted(unspents, key=lambda ux: (ux.created_at, ux.uxid)):
        if total >= coins:
            break
        chosen.append(ux)
        total += ux.coins
    if total < coins:
        raise InsufficientCoinsError(f"need {format_coins(coins)} coins, have {format_coins(total)}")
    return chosen
'''
BUILD_SIGNATURE = '''\
    *,
    share: Fraction = DEFAULT_SHARE,
) -> Transaction:
    """Builds an unsigned transaction that sends `coins` to `to` and returns the change to `change_address`.

    The recipient gets `share` of the hours left after the fee; the change output keeps the rest. Without change
    the recipient gets all of them.
    """
'''
BUILD_SELECT = "    inputs = select_inputs(unspents, coins)\n"
WALLET_SEND = '''\
    def send(self, to: str, coins: int, now: int) -> Transaction:
        """Sends coins to an address and returns the transaction once the ledger has applied it."""
        check_address(to)
        unspents = self._ledger.unspent(self._addresses)
        tx = build_transaction(unspents, to, coins, self.change_address, now)
'''

# ---------------------------------------------------------------------------------------------------------------
# Reference

REF_SELECT = '''\
POLICIES = ("oldest", "fewest")


def select_inputs(unspents: Sequence[UxOut], coins: int, *, policy: str = "oldest") -> list[UxOut]:
    """Picks the outputs to spend, in the order they are spent.

    "oldest" spends the oldest outputs first until they cover `coins`. "fewest" spends as few outputs as possible:
    the smallest single output that covers `coins`, or else the largest outputs first. Equal amounts go oldest
    first, then by id, so the choice never depends on the order of `unspents`.
    """
    if policy not in POLICIES:
        raise ValueError(f"unknown input selection policy {policy!r}; expected one of {', '.join(POLICIES)}")
    candidates = sorted(unspents, key=lambda ux: (ux.created_at, ux.uxid))
    if policy == "fewest":
        covering = [ux for ux in candidates if ux.coins >= coins]
        if covering:
            # min() keeps the first of equal amounts, which is the oldest.
            return [min(covering, key=lambda ux: ux.coins)]
        # sorted() is stable, so equal amounts stay oldest first.
        candidates = sorted(candidates, key=lambda ux: ux.coins, reverse=True)
    chosen: list[UxOut] = []
    total = 0
    for ux in candidates:
        if total >= coins:
            break
        chosen.append(ux)
        total += ux.coins
    if total < coins:
        raise InsufficientCoinsError(f"need {format_coins(coins)} coins, have {format_coins(total)}")
    return chosen


def fee_input(unspents: Sequence[UxOut], chosen: Sequence[UxOut], now: int) -> UxOut:
    """The output not chosen yet with the most hours at `now` (the oldest on a tie): it pays the fee."""
    rest = sorted((ux for ux in unspents if ux not in chosen), key=lambda ux: (ux.created_at, ux.uxid))
    best = max(rest, key=lambda ux: ux.hours_at(now), default=None)
    if best is None or best.hours_at(now) == 0:
        raise InsufficientHoursError("the inputs hold no coin hours, so the fee cannot be paid")
    return best
'''
REF_SIGNATURE = '''\
    *,
    share: Fraction = DEFAULT_SHARE,
    policy: str = "oldest",
) -> Transaction:
    """Builds an unsigned transaction that sends `coins` to `to` and returns the change to `change_address`.

    `policy` chooses the inputs (see select_inputs). When they hold no hours, the output with the most hours is
    spent as well, so that the fee can be paid. The recipient gets `share` of the hours left after the fee; the
    change output keeps the rest. Without change the recipient gets all of them.
    """
'''
REF_BUILD_SELECT = '''\
    inputs = select_inputs(unspents, coins, policy=policy)
    if sum(ux.hours_at(now) for ux in inputs) == 0:
        inputs.append(fee_input(unspents, inputs, now))
'''
REF_WALLET_SEND = '''\
    def send(self, to: str, coins: int, now: int, *, policy: str = "oldest") -> Transaction:
        """Sends coins to an address and returns the transaction once the ledger has applied it.

        `policy` chooses the outputs to spend: "oldest" (the default) or "fewest" (see select_inputs).
        """
        check_address(to)
        unspents = self._ledger.unspent(self._addresses)
        tx = build_transaction(unspents, to, coins, self.change_address, now, policy=policy)
'''

REFERENCE = [
    ("skyledger/transaction.py", TX_ERRORS, TX_ERRORS_NEW),
    ("skyledger/transaction.py", SELECT, REF_SELECT),
    ("skyledger/transaction.py", BUILD_SIGNATURE, REF_SIGNATURE),
    ("skyledger/transaction.py", BUILD_SELECT, REF_BUILD_SELECT),
    ("skyledger/wallet.py", WALLET_SEND, REF_WALLET_SEND),
]

# ---------------------------------------------------------------------------------------------------------------
# gpt-4o-0, SWE-agent: passes every test but never adds a fee input (S7).

SELECT_GPT_0 = '''\
def select_inputs(unspents: Sequence[UxOut], coins: int, *, policy: str = "oldest") -> list[UxOut]:
    """Picks the outputs to spend according to `policy`.

    - "oldest": the oldest outputs first, until they cover `coins`.
    - "fewest": the smallest single output covering `coins`, otherwise the largest outputs first.
    """
    if policy not in ("oldest", "fewest"):
        raise ValueError(f"unknown policy: {policy!r}")
    ordered = sorted(unspents, key=lambda ux: (ux.created_at, ux.uxid))
    if policy == "fewest":
        covering = [ux for ux in ordered if ux.coins >= coins]
        if covering:
            return [min(covering, key=lambda ux: ux.coins)]
        ordered = sorted(ordered, key=lambda ux: -ux.coins)
    chosen: list[UxOut] = []
    total = 0
    for ux in ordered:
        if total >= coins:
            break
        chosen.append(ux)
        total += ux.coins
    if total < coins:
        raise InsufficientCoinsError(f"need {format_coins(coins)} coins, have {format_coins(total)}")
    return chosen
'''
SIGNATURE_GPT_0 = '''\
    *,
    share: Fraction = DEFAULT_SHARE,
    policy: str = "oldest",
) -> Transaction:
'''
WALLET_SEND_GPT_0 = '''\
    def send(self, to: str, coins: int, now: int, *, policy: str = "oldest") -> Transaction:
        """Sends coins to an address and returns the transaction once the ledger has applied it."""
        check_address(to)
        unspents = self._ledger.unspent(self._addresses)
        tx = build_transaction(unspents, to, coins, self.change_address, now, policy=policy)
'''
CHECK_GPT_0 = '''\
from skyledger import DROPLETS_PER_COIN as COIN, Ledger, Wallet, derive_address
from skyledger.transaction import select_inputs

ledger = Ledger()
wallet = Wallet(ledger, "seed")
for day, coins in enumerate([8, 3, 12, 3]):
    ledger.issue(wallet.addresses[0], coins * COIN, created_at=day * 86400)
unspents = ledger.unspent()
for amount in (7, 10, 22, 2):
    print(amount, [ux.coins // COIN for ux in select_inputs(unspents, amount * COIN, policy="fewest")])
print(wallet.send(derive_address("p", 0), 10 * COIN, 4 * 86400, policy="fewest").outputs)
'''


def gpt_0() -> Attempt:
    steps = [
        Step("", Bash("grep -rn 'select_inputs' /testbed --include=*.py")),
        Step("", View("/testbed/skyledger/transaction.py", (50, 91))),
        Step("", View("/testbed/skyledger/hours.py", (32, 49))),
        Step("I will add a `policy` parameter to `select_inputs`. For \"fewest\", the smallest covering output is "
             "used if one exists, otherwise the largest outputs first. Sorting by age first keeps ties oldest first.",
             StrReplace("/testbed/skyledger/transaction.py", SELECT, SELECT_GPT_0)),
        Step("Now add `policy` to `build_transaction`.",
             StrReplace("/testbed/skyledger/transaction.py", "    *,\n    share: Fraction = DEFAULT_SHARE,\n"
                        ") -> Transaction:\n", SIGNATURE_GPT_0)),
        Step("Pass the policy through to `select_inputs`. A transaction whose inputs hold no hours is already "
             "rejected: `split_hours` calls `spendable_hours`, which raises `InsufficientHoursError`, so the fee "
             "requirement is enforced without further changes.",
             StrReplace("/testbed/skyledger/transaction.py", BUILD_SELECT,
                        "    inputs = select_inputs(unspents, coins, policy=policy)\n"), tag="decision"),
        Step("Now update `Wallet.send`.", StrReplace("/testbed/skyledger/wallet.py", WALLET_SEND, WALLET_SEND_GPT_0)),
        Step("Let me verify the selection with a script.", Bash(f"cat > /testbed/check.py <<'EOF'\n{CHECK_GPT_0}EOF\n"
                                                                 "cd /testbed && python3 check.py")),
        Step("The selections are correct: 7 coins uses the 8-coin output, 10 coins the 12-coin output, 22 coins takes "
             "12, 8 and 3, and 2 coins picks the older 3-coin output. Running the tests.",
             Bash("cd /testbed && rm check.py && python3 -m pytest -q tests/")),
        Step("", Submit()),
    ]
    return Attempt("gpt-4o-0", "gpt-4o", "swe-agent", 0, steps, "false-positive", "2026-10-28T08:47:12Z")


# ---------------------------------------------------------------------------------------------------------------
# claude-3-5-sonnet-0, SWE-agent: a valid InputSelector class that the spy test rejects.

SELECT_CLAUDE_0 = '''\
POLICIES = ("oldest", "fewest")


class InputSelector:
    """Chooses the unspent outputs a transaction spends, according to a policy.

    - "oldest" spends the oldest outputs first until they cover the amount.
    - "fewest" spends the smallest single output that covers the amount, or else the largest outputs first.

    Outputs are ordered by age (then id) before anything else, so equal amounts are taken oldest first and the
    result never depends on the order in which the outputs were given.
    """

    def __init__(self, unspents: Sequence[UxOut], policy: str = "oldest") -> None:
        if policy not in POLICIES:
            raise ValueError(f"unknown input selection policy: {policy!r} (expected 'oldest' or 'fewest')")
        self.policy = policy
        self._by_age = sorted(unspents, key=lambda ux: (ux.created_at, ux.uxid))

    def select(self, coins: int) -> list[UxOut]:
        """The outputs to spend for `coins`, in the order they are spent."""
        if self.policy == "fewest":
            covering = [ux for ux in self._by_age if ux.coins >= coins]
            if covering:
                return [min(covering, key=lambda ux: ux.coins)]
            candidates = sorted(self._by_age, key=lambda ux: -ux.coins)
        else:
            candidates = self._by_age
        chosen: list[UxOut] = []
        total = 0
        for ux in candidates:
            if total >= coins:
                break
            chosen.append(ux)
            total += ux.coins
        if total < coins:
            raise InsufficientCoinsError(f"need {format_coins(coins)} coins, have {format_coins(total)}")
        return chosen

    def fee_input(self, chosen: Sequence[UxOut], now: int) -> UxOut:
        """The output with the most hours at `now` among those not chosen; the oldest wins a tie."""
        best = None
        for ux in self._by_age:
            if ux in chosen:
                continue
            if best is None or ux.hours_at(now) > best.hours_at(now):
                best = ux
        if best is None or best.hours_at(now) == 0:
            raise InsufficientHoursError("the inputs hold no coin hours, so the fee cannot be paid")
        return best


def select_inputs(unspents: Sequence[UxOut], coins: int, *, policy: str = "oldest") -> list[UxOut]:
    """Picks the outputs to spend for `coins` under `policy` (see InputSelector)."""
    return InputSelector(unspents, policy).select(coins)
'''
BUILD_CLAUDE_0 = '''\
    selector = InputSelector(unspents, policy)
    inputs = selector.select(coins)
    if sum(ux.hours_at(now) for ux in inputs) == 0:
        # Freshly received outputs hold no hours yet; spend one that does so the fee can be paid.
        inputs.append(selector.fee_input(inputs, now))
'''
CHECK_CLAUDE_0 = '''\
from skyledger import DROPLETS_PER_COIN as COIN, Ledger, Wallet, derive_address

DAY = 86400
ledger = Ledger()
wallet = Wallet(ledger, "seed")
owner = wallet.addresses[0]
ledger.issue(owner, 3 * COIN, created_at=0)
ledger.issue(owner, 10 * COIN, created_at=5 * DAY)
payee = derive_address("payee", 0)

# The 10-coin output arrived just now and holds no hours: the 3-coin output must pay the fee.
tx = wallet.send(payee, 8 * COIN, 5 * DAY, policy="fewest")
print([ledger_entry.coins // COIN for ledger_entry in wallet.history()[0].spent])
print(tx.outputs)

# Listing order must not matter.
from skyledger.transaction import select_inputs
other = Ledger()
for day, coins in enumerate([8, 3, 12, 3]):
    other.issue(owner, coins * COIN, created_at=day * DAY)
unspents = other.unspent()
print([ux.coins // COIN for ux in select_inputs(unspents[::-1], 22 * COIN, policy="fewest")])
print([ux.coins // COIN for ux in select_inputs(unspents, 2 * COIN, policy="fewest")])
try:
    select_inputs(unspents, COIN, policy="largest")
except ValueError as error:
    print("ValueError:", error)
'''


def claude_0() -> Attempt:
    steps = [
        Step("I'll start by looking at how inputs are selected today.", View("/testbed/skyledger/transaction.py")),
        Step("Let me check where `select_inputs` and `build_transaction` are used.",
             Bash("cd /testbed && grep -rn 'select_inputs\\|build_transaction' --include=*.py ."),),
        Step("And the hours helpers, since the fee rule depends on them:", View("/testbed/skyledger/hours.py", (32, 49))),
        Step("There are two parts to this: the selection policy itself and the fee rule, which needs to look at the "
             "outputs that were *not* chosen. Both need the outputs ordered by age, so I'll put them together in an "
             "`InputSelector` class and keep `select_inputs` as the public function the PR describes, delegating to "
             "the class. `build_transaction` will use the selector directly so it can ask for a fee input from the "
             "same ordering.\n\nFirst, import `InsufficientHoursError`:",
             StrReplace("/testbed/skyledger/transaction.py", TX_ERRORS, TX_ERRORS_NEW)),
        Step("Now the selector and the new `select_inputs`:",
             StrReplace("/testbed/skyledger/transaction.py", SELECT, SELECT_CLAUDE_0), tag="decision"),
        Step("Now `build_transaction`: add the `policy` keyword...",
             StrReplace("/testbed/skyledger/transaction.py", "    *,\n    share: Fraction = DEFAULT_SHARE,\n"
                        ") -> Transaction:\n", SIGNATURE_GPT_0)),
        Step("...and use the selector, adding a fee input when the chosen outputs hold no hours:",
             StrReplace("/testbed/skyledger/transaction.py", BUILD_SELECT, BUILD_CLAUDE_0)),
        Step("Now `Wallet.send`:", StrReplace("/testbed/skyledger/wallet.py", WALLET_SEND, WALLET_SEND_GPT_0)),
        Step("Let me write a script covering the fee rule, the listing order and an unknown policy.",
             Bash(f"cat > /testbed/reproduce.py <<'EOF'\n{CHECK_CLAUDE_0}EOF")),
        Step("", Bash("cd /testbed && python3 reproduce.py")),
        Step("Everything behaves as the PR describes: the fresh 10-coin output is topped up with the 3-coin output "
             "so the transaction can pay its fee (the change keeps 5 coins), the selection ignores the listing "
             "order, ties go to the older output, and an unknown policy is named in the error. Now the test suite:",
             Bash("cd /testbed && python3 -m pytest -q")),
        Step("All tests pass. Cleaning up.", Bash("rm /testbed/reproduce.py")),
        Step("", Submit()),
    ]
    return Attempt("claude-3-5-sonnet-0", "claude-3-5-sonnet", "swe-agent", 0, steps, "false-negative",
                   "2026-10-28T09:05:44Z")


# ---------------------------------------------------------------------------------------------------------------
# claude-3-5-sonnet-1, mini-swe-agent: correct.

SELECT_CLAUDE_1 = '''\
POLICIES = ("oldest", "fewest")


def _by_age(unspents: Sequence[UxOut]) -> list[UxOut]:
    return sorted(unspents, key=lambda ux: (ux.created_at, ux.uxid))


def select_inputs(unspents: Sequence[UxOut], coins: int, *, policy: str = "oldest") -> list[UxOut]:
    """Picks the outputs to spend, in spending order.

    "oldest": the oldest outputs first until they cover `coins`. "fewest": the smallest output that covers `coins`
    on its own, or else the largest outputs first. Equal amounts are taken oldest first (then by id).
    """
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}, expected one of {POLICIES}")
    candidates = _by_age(unspents)
    if policy == "fewest":
        single = [ux for ux in candidates if ux.coins >= coins]
        if single:
            return [min(single, key=lambda ux: ux.coins)]
        candidates.sort(key=lambda ux: ux.coins, reverse=True)
    chosen: list[UxOut] = []
    total = 0
    for ux in candidates:
        if total >= coins:
            break
        chosen.append(ux)
        total += ux.coins
    if total < coins:
        raise InsufficientCoinsError(f"need {format_coins(coins)} coins, have {format_coins(total)}")
    return chosen
'''
BUILD_CLAUDE_1 = '''\
    inputs = select_inputs(unspents, coins, policy=policy)
    if not any(ux.hours_at(now) for ux in inputs):
        spare = [ux for ux in _by_age(unspents) if ux not in inputs and ux.hours_at(now) > 0]
        if not spare:
            raise InsufficientHoursError("none of the outputs hold coin hours, so the fee cannot be paid")
        inputs.append(max(spare, key=lambda ux: ux.hours_at(now)))
'''


def claude_1() -> Attempt:
    steps = [
        Step("Let me find the code that selects inputs.", Bash("grep -rn 'def select_inputs\\|def build_transaction\\|def send' skyledger/")),
        Step("Let me read the selection and the builder.", Bash("sed -n '1,15p;50,91p' skyledger/transaction.py")),
        Step("I'll rewrite select_inputs with the policy parameter, keeping the oldest-first path identical.",
             Bash(py_replace("skyledger/transaction.py", SELECT, SELECT_CLAUDE_1))),
        Step("Now build_transaction needs a policy keyword.",
             Bash(py_replace("skyledger/transaction.py", "    *,\n    share: Fraction = DEFAULT_SHARE,\n"
                             ") -> Transaction:\n", SIGNATURE_GPT_0))),
        Step("And a fee input when the chosen outputs hold no hours.",
             Bash(py_replace("skyledger/transaction.py", BUILD_SELECT, BUILD_CLAUDE_1))),
        Step("That uses InsufficientHoursError, which transaction.py does not import yet.",
             Bash("sed -i 's/^from skyledger.errors import InsufficientCoinsError$/from skyledger.errors import "
                  "InsufficientCoinsError, InsufficientHoursError/' skyledger/transaction.py && grep -n "
                  "'^from skyledger' skyledger/transaction.py")),
        Step("Now Wallet.send.", Bash(py_replace("skyledger/wallet.py", WALLET_SEND, WALLET_SEND_GPT_0))),
        Step("Let me check the fee rule with a fresh output that holds no hours.",
             Bash("python3 -c \"\nfrom skyledger import DROPLETS_PER_COIN as C, Ledger, Wallet, derive_address\n"
                  "ledger = Ledger()\nw = Wallet(ledger, 'seed')\nledger.issue(w.addresses[0], 3 * C, created_at=0)\n"
                  "ledger.issue(w.addresses[0], 10 * C, created_at=86400)\ntx = w.send(derive_address('p', 0), 8 * C, "
                  "86400, policy='fewest')\nprint(len(tx.inputs), tx.outputs)\n\"")),
        Step("Two inputs: the fresh 10-coin output and the 3-coin output that pays the fee. Now the tests.",
             Bash("python3 -m pytest -q")),
        Step("All green.", Submit()),
    ]
    return Attempt("claude-3-5-sonnet-1", "claude-3-5-sonnet", "mini-swe-agent", 1, steps, "correct",
                   "2026-10-28T09:26:31Z")


# ---------------------------------------------------------------------------------------------------------------
# gpt-4o-1, mini-swe-agent: takes the smallest outputs first.

SELECT_GPT_1 = '''\
def select_inputs(unspents: Sequence[UxOut], coins: int, *, policy: str = "oldest") -> list[UxOut]:
    """Picks the outputs to spend according to the policy."""
    if policy == "oldest":
        ordered = sorted(unspents, key=lambda ux: (ux.created_at, ux.uxid))
    elif policy == "fewest":
        ordered = sorted(unspents, key=lambda ux: (ux.created_at, ux.uxid))
        for ux in ordered:
            if ux.coins >= coins:
                return [ux]
        ordered = sorted(unspents, key=lambda ux: ux.coins)
    else:
        raise ValueError(f"unknown policy {policy}")
    chosen: list[UxOut] = []
    total = 0
    for ux in ordered:
        if total >= coins:
            break
        chosen.append(ux)
        total += ux.coins
    if total < coins:
        raise InsufficientCoinsError(f"need {format_coins(coins)} coins, have {format_coins(total)}")
    return chosen
'''


def gpt_1() -> Attempt:
    steps = [
        Step("Let me look at the repository.", Bash("ls && cat skyledger/transaction.py")),
        Step("Let me also check the wallet send method.", Bash("grep -n 'def send' -A 8 skyledger/wallet.py")),
        Step("I'll add the policy parameter to select_inputs. For fewest, use an output that covers the amount if "
             "there is one, otherwise sort by coins.",
             Bash(py_replace("skyledger/transaction.py", SELECT, SELECT_GPT_1))),
        Step("Now pass the policy through build_transaction.",
             Bash(py_replace("skyledger/transaction.py", "    *,\n    share: Fraction = DEFAULT_SHARE,\n"
                             ") -> Transaction:\n", SIGNATURE_GPT_0))),
        Step("And use it when selecting.",
             Bash("sed -i 's/    inputs = select_inputs(unspents, coins)$/    inputs = select_inputs(unspents, "
                  "coins, policy=policy)/' skyledger/transaction.py && grep -n 'policy' skyledger/transaction.py")),
        Step("And Wallet.send.", Bash(py_replace("skyledger/wallet.py", WALLET_SEND, WALLET_SEND_GPT_0))),
        Step("Quick check of the fewest policy.",
             Bash("python3 -c \"\nfrom skyledger import DROPLETS_PER_COIN as C, Ledger, Wallet\nfrom "
                  "skyledger.transaction import select_inputs\nledger = Ledger()\nw = Wallet(ledger, 'seed')\nfor "
                  "d, c in enumerate([8, 3, 12, 3]):\n    ledger.issue(w.addresses[0], c * C, created_at=d * 86400)\n"
                  "for amount in (7, 10, 22):\n    print(amount, [u.coins // C for u in select_inputs(ledger.unspent(), "
                  "amount * C, policy='fewest')])\n\"")),
        Step("That works. Running the tests.", Bash("python3 -m pytest -q")),
        Step("Tests pass.", Submit()),
    ]
    return Attempt("gpt-4o-1", "gpt-4o", "mini-swe-agent", 1, steps, "broken", "2026-10-28T09:58:03Z")


def task() -> Task:
    flags = [
        Flag(
            "F1", "FP", "review-agent", "gpt-4o-0", ["S7"], [T + "test_wallet_send_with_policy"],
            [
                Evidence("trajectory_step", attempt="gpt-4o-0", step_tag="decision",
                         note="takes the existing InsufficientHoursError for the fee rule the query asks for"),
                Evidence("patch_hunk", attempt="gpt-4o-0", file="skyledger/transaction.py",
                         find="inputs = select_inputs(unspents, coins, policy=policy)",
                         note="no extra input when the chosen outputs hold no hours"),
            ],
            0.81,
            "When \"fewest\" picks an output that has just arrived (no hours yet), the attempt builds nothing and "
            "raises InsufficientHoursError, although the wallet holds older outputs with hours: S7 asks for the "
            "output with the most hours to be added as an extra input. No test spends a fresh output, so every "
            "test passes.",
        ),
        Flag(
            "F2", "FN", "review-agent", "claude-3-5-sonnet-0", ["S1"], [T + "test_build_transaction_passes_policy"],
            [
                Evidence("test_line", file=TEST_FILE, find='monkeypatch.setattr(transaction, "select_inputs", spy)',
                         note="observes an internal call instead of the transaction that is built"),
                Evidence("patch_hunk", attempt="claude-3-5-sonnet-0", file="skyledger/transaction.py",
                         find="selector = InputSelector(unspents, policy)",
                         note="build_transaction asks the selector directly"),
                Evidence("trajectory_step", attempt="claude-3-5-sonnet-0", step_tag="decision"),
            ],
            0.9,
            "The attempt moves the policies into an InputSelector class; select_inputs delegates to it and "
            "build_transaction uses it directly, honouring the policy (the other tests show the right inputs). "
            "test_build_transaction_passes_policy only checks that build_transaction calls the module-level "
            "select_inputs with policy=..., an internal call order that no spec requires.",
            {"state": "confirmed",
             "note": "Rewriting the test to assert on tx.inputs for policy=\"fewest\" instead of spying on "
                     "select_inputs.",
             "by": "Grace Hopper", "at": "2026-11-03T15:22:00Z"},
        ),
    ]
    curation = {
        "status": "in_repair",
        "history": [
            {"from": "new", "to": "in_review", "by": "Grace Hopper", "at": "2026-11-03T14:05:00Z", "reason": ""},
            {"from": "in_review", "to": "in_repair", "by": "Grace Hopper", "at": "2026-11-03T15:24:00Z",
             "reason": "test_build_transaction_passes_policy rejects a valid refactoring (F2); no test spends a fresh "
                       "output, so the fee rule S7 is unchecked (F1)."},
        ],
    }
    return Task(
        id="spend-policy",
        query=QUERY,
        specs=SPECS,
        test_command=f"python3 -m pytest -rA {TEST_FILE} tests/test_transaction.py tests/test_wallet.py",
        test_files={TEST_FILE: TESTS},
        reference=REFERENCE,
        attempts=[gpt_0(), claude_0(), claude_1(), gpt_1()],
        flags=flags,
        curation=curation,
        source={"dataset": "heddle-demo", "instance_id": "skyledger__spend-policy"},
    )
