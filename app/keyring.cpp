#include <app/keyring.h>

#include <core/agents/llmreview.h>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QMutex>
#include <QThread>
#include <QTimer>
#include <QWaitCondition>

#include <qt6keychain/keychain.h>

#include <memory>

namespace heddle::keyring {

using namespace Qt::StringLiterals;

namespace {

const QString kService = u"Heddle review agents"_s;

/// Starts job and calls done with what it answered; a key that is not there is no error.
void run(QKeychain::Job *job, const QString &agent, QObject *context, std::function<void(const Answer &)> done)
{
    job->setAutoDelete(true);
    job->setKey(agent);
    QObject::connect(job, &QKeychain::Job::finished, context, [done = std::move(done)](QKeychain::Job *finished) {
        Answer answer;
        answer.ok = finished->error() == QKeychain::NoError || finished->error() == QKeychain::EntryNotFound;
        if (!answer.ok)
            answer.error = finished->errorString();
        else if (auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(finished))
            answer.key = read->binaryData();
        done(answer);
    });
    job->start();
}

/// The agent's key, asked on the application's thread; empty when none is stored, the keyring cannot be reached, or
/// it does not answer within timeoutMs.
QByteArray lookup(const QString &agent, int timeoutMs)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return {};
    if (QThread::currentThread() == app->thread()) {
        QByteArray key;
        QEventLoop loop;
        readApiKey(agent, &loop, [&key, &loop](const Answer &answer) {
            key = answer.key;
            loop.quit();
        });
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
        return key;
    }
    // A reviewer's worker thread: QtKeychain runs its jobs one at a time from the application's thread.
    struct Waiting {
        QMutex mutex;
        QWaitCondition answered;
        bool done = false;
        QByteArray key;
    };
    const auto waiting = std::make_shared<Waiting>();
    QMetaObject::invokeMethod(
        app,
        [agent, waiting, app] {
            readApiKey(agent, app, [waiting](const Answer &answer) {
                const QMutexLocker locker(&waiting->mutex);
                waiting->key = answer.key;
                waiting->done = true;
                waiting->answered.wakeAll();
            });
        },
        Qt::QueuedConnection);
    const QDeadlineTimer deadline(timeoutMs);
    const QMutexLocker locker(&waiting->mutex);
    while (!waiting->done)
        if (!waiting->answered.wait(&waiting->mutex, deadline))
            break;
    return waiting->key;
}

} // namespace

void readApiKey(const QString &agent, QObject *context, std::function<void(const Answer &)> done)
{
    run(new QKeychain::ReadPasswordJob(kService), agent, context, std::move(done));
}

void storeApiKey(const QString &agent, const QByteArray &key, QObject *context,
                 std::function<void(const Answer &)> done)
{
    auto *job = new QKeychain::WritePasswordJob(kService);
    job->setBinaryData(key);
    run(job, agent, context, std::move(done));
}

void forgetApiKey(const QString &agent, QObject *context, std::function<void(const Answer &)> done)
{
    run(new QKeychain::DeletePasswordJob(kService), agent, context, std::move(done));
}

void installLookup(int timeoutMs)
{
    setLlmKeyringLookup([timeoutMs](const QString &agent) { return lookup(agent, timeoutMs); });
}

} // namespace heddle::keyring
