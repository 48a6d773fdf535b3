import pytest

from skyledger import DROPLETS_PER_COIN, Ledger, Wallet, derive_address

COIN = DROPLETS_PER_COIN
T0 = 1_700_000_000
HOUR = 3600
DAY = 24 * HOUR


@pytest.fixture
def ledger():
    return Ledger()


@pytest.fixture
def wallet(ledger):
    """A wallet holding 10, 20 and 5 coins, received a day apart; the oldest output is the 10-coin one."""
    wallet = Wallet(ledger, "correct horse battery staple", label="demo")
    ledger.issue(wallet.addresses[0], 10 * COIN, created_at=T0)
    ledger.issue(wallet.addresses[0], 20 * COIN, created_at=T0 + DAY)
    ledger.issue(wallet.addresses[0], 5 * COIN, created_at=T0 + 2 * DAY)
    return wallet


@pytest.fixture
def payee():
    return derive_address("payee seed", 0)
