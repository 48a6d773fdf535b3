"""Locking a wallet's seed with a password."""

import importlib

import pytest

from skyledger import derive_address, errors

from conftest import COIN, DAY, T0

NOW = T0 + 3 * DAY
SEED = "correct horse battery staple"
PAYEE = derive_address("payee seed", 0)


def vault():
    return importlib.import_module("skyledger.vault")


def test_lock_and_unlock_round_trip(wallet):
    assert wallet.is_locked is False
    wallet.lock("hunter2")
    assert wallet.is_locked is True
    wallet.unlock("hunter2")
    assert wallet.is_locked is False
    assert wallet.send(PAYEE, COIN, NOW).outputs[0].coins == COIN


def test_lock_forgets_the_seed(wallet):
    wallet.lock("hunter2")
    assert wallet._seed is None
    assert SEED not in repr(vars(wallet))


def test_locked_wallet_cannot_send(wallet, ledger):
    wallet.lock("hunter2")
    before = ledger.unspent()
    with pytest.raises(errors.WalletLockedError):
        wallet.send(PAYEE, COIN, NOW)
    assert ledger.unspent() == before
    assert wallet.history() == []


def test_locked_wallet_cannot_derive(wallet):
    wallet.lock("hunter2")
    with pytest.raises(errors.WalletLockedError):
        wallet.new_address()
    assert len(wallet.addresses) == 1


def test_locked_wallet_still_reports(wallet):
    wallet.send(PAYEE, COIN, NOW)
    wallet.lock("hunter2")
    assert wallet.balance(NOW).coins == 34 * COIN
    assert len(wallet.history()) == 1
    assert wallet.addresses == (wallet.change_address,)


def test_wrong_password_keeps_the_wallet_locked(wallet):
    wallet.lock("hunter2")
    with pytest.raises(errors.InvalidPasswordError):
        wallet.unlock("hunter3")
    assert wallet.is_locked
    with pytest.raises(errors.WalletLockedError):
        wallet.new_address()
    wallet.unlock("hunter2")
    assert wallet.new_address() == derive_address(SEED, 1)


def test_tampered_seal_is_refused():
    sealed = bytearray(vault().seal(b"secret seed", "pw"))
    sealed[20] ^= 0x01
    with pytest.raises(errors.InvalidPasswordError):
        vault().open_sealed(bytes(sealed), "pw")
    assert vault().open_sealed(vault().seal(b"secret seed", "pw"), "pw") == b"secret seed"


def test_locking_twice_is_refused(wallet):
    wallet.lock("hunter2")
    with pytest.raises(errors.WalletLockedError):
        wallet.lock("another password")
    wallet.unlock("hunter2")
    assert not wallet.is_locked


def test_unlocking_an_unlocked_wallet_does_nothing(wallet):
    wallet.unlock("anything")
    assert not wallet.is_locked
    assert wallet.new_address() == derive_address(SEED, 1)


def test_empty_password_is_refused(wallet):
    with pytest.raises(errors.InvalidPasswordError):
        wallet.lock("")
    assert not wallet.is_locked


def test_failed_seal_keeps_the_wallet_usable(wallet, monkeypatch):
    def broken(secret, password):
        raise OSError("no entropy")

    monkeypatch.setattr(vault(), "seal", broken)
    with pytest.raises(OSError):
        wallet.lock("hunter2")
    assert not wallet.is_locked
    assert wallet.send(PAYEE, COIN, NOW).inputs


def test_unlock_restores_derivation_and_signing(wallet):
    wallet.lock("hunter2")
    wallet.unlock("hunter2")
    assert wallet.new_address() == derive_address(SEED, 1)
    tx = wallet.send(PAYEE, COIN, NOW)
    assert len(tx.signatures) == len(tx.inputs)
