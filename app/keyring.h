#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QObject;

namespace heddle {

/// The API keys of the built-in reviewers (agents of kind llm) in the desktop's keyring: the Secret Service (GNOME
/// Keyring, KeePassXC) or KWallet, through QtKeychain, under the service "Heddle review agents" and the agent's name.
/// A key is entered in Preferences > Review agents and never written anywhere else.
namespace keyring {

/// What the keyring answered. ok without a key: none is stored for the agent.
struct Answer {
    bool ok = false;
    QByteArray key;
    QString error; // the keyring's words when !ok
};

/// Asks the keyring; done is called on context's thread once it answers (and not at all once context is gone).
void readApiKey(const QString &agent, QObject *context, std::function<void(const Answer &)> done);
void storeApiKey(const QString &agent, const QByteArray &key, QObject *context,
                 std::function<void(const Answer &)> done);
/// Removes the agent's key; a key that was not there is no error.
void forgetApiKey(const QString &agent, QObject *context, std::function<void(const Answer &)> done);

/// Makes every built-in reviewer without an api_key_env take its key from the keyring (core's llmApiKey), from any
/// thread: the keyring is asked on the application's thread, and a reviewer waits at most timeoutMs for the answer
/// (the keyring may ask the user to unlock it). Called once, after the application object exists.
void installLookup(int timeoutMs = 60000);

} // namespace keyring
} // namespace heddle
