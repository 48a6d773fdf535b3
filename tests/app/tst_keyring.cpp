// The API key of a built-in reviewer entered in Preferences > Review agents: kept in a real desktop keyring (GNOME
// Keyring's Secret Service on a D-Bus session bus of the test's own, in a home of its own), sent to the model server
// as the bearer token from the reviewer's worker thread, and found in no file of the dataset or the settings. Forgotten
// from the same place, it is sent no more.
#include <app/dialogs/apikeybox.h>
#include <app/dialogs/preferencesdialog.h>
#include <app/keyring.h>
#include <app/settings.h>
#include <core/agents/agentreview.h>
#include <core/agents/llmreview.h>
#include <tests/support/chatserver.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/home.h>

#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const auto kTask = u"wallet-lock"_s;
const QByteArray kKey = "sk-from-the-keyring-4711";

ReviewAgentConfig reviewer(const QString &baseUrl)
{
    ReviewAgentConfig agent;
    agent.name = u"house-reviewer"_s;
    agent.timeoutSeconds = 10;
    LlmAgentSettings llm;
    llm.baseUrl = baseUrl;
    llm.model = u"test-model"_s;
    agent.llm = llm;
    return agent;
}

/// The files under folder whose bytes hold needle.
QStringList filesHolding(const QString &folder, const QByteArray &needle)
{
    QStringList found;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(needle))
            found.append(file.fileName());
    }
    return found;
}

} // namespace

class TestKeyring : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.enter());
        const QString runtime = m_home.path() + u"/run"_s;
        QVERIFY(QDir().mkpath(runtime));
        QFile::setPermissions(runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", runtime.toLocal8Bit());
        qputenv("XDG_DATA_HOME", (m_home.path() + u"/data"_s).toLocal8Bit());
        Settings::useFolder(m_home.path() + u"/settings"_s);

        // A session bus of the test's own, and GNOME Keyring on it with a login keyring unlocked.
        m_bus.start(u"dbus-daemon"_s, {u"--session"_s, u"--nofork"_s, u"--print-address=1"_s});
        QVERIFY2(m_bus.waitForStarted(), qPrintable(m_bus.errorString()));
        QVERIFY(m_bus.waitForReadyRead(10000));
        const QByteArray address = m_bus.readLine().trimmed();
        QVERIFY(!address.isEmpty());
        qputenv("DBUS_SESSION_BUS_ADDRESS", address);
        m_keyring.start(u"gnome-keyring-daemon"_s, {u"--foreground"_s, u"--unlock"_s, u"--components=secrets"_s});
        QVERIFY2(m_keyring.waitForStarted(), qPrintable(m_keyring.errorString()));
        m_keyring.write("heddle-test-login");
        m_keyring.closeWriteChannel();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(runtime + u"/keyring/control"_s), 10000);
        bool ready = false;
        for (int tries = 0; tries < 50 && !ready; ++tries) {
            bool answered = false;
            keyring::readApiKey(u"nobody"_s, this, [&](const keyring::Answer &a) {
                answered = true;
                ready = a.ok;
            });
            QTRY_VERIFY_WITH_TIMEOUT(answered, 30000);
            if (!ready)
                QTest::qWait(200);
        }
        QVERIFY2(ready, "the test's keyring does not answer");
        keyring::installLookup(20000);
    }

    void cleanupTestCase()
    {
        setLlmKeyringLookup({});
        m_keyring.kill();
        m_keyring.waitForFinished();
        m_bus.kill();
        m_bus.waitForFinished();
    }

    void theKeyEnteredInPreferencesIsSentAndKeptNowhereElse()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        ChatServer server;
        QVERIFY(server.listen());
        server.enqueue(ChatReply::content(u"{\"findings\": []}"_s, 900, 10));
        const ReviewAgentConfig agent = reviewer(server.baseUrl());

        Settings settings;
        PreferencesDialog dialog(&settings);
        ApiKeyBox *box = dialog.apiKeyBox();
        QSignalSpy answered(box, &ApiKeyBox::answered);
        dialog.setDatasetAgents({agent});
        QCOMPARE(box->agent(), agent.name);
        QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 1, 20000);
        QCOMPARE(box->statusLabel()->text(), u"No key for house-reviewer in the keyring."_s);
        QVERIFY(!box->storeButton()->isEnabled());

        QTest::keyClicks(box->keyField(), QString::fromLatin1(kKey));
        QVERIFY(box->storeButton()->isEnabled());
        // Enter stores the key, and leaves the dialog open to say so.
        QSignalSpy closed(&dialog, &QDialog::finished);
        dialog.show();
        QTest::keyClick(box->keyField(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 2, 20000);
        QCOMPARE(closed.size(), 0);
        QCOMPARE(box->statusLabel()->text(), u"The key for house-reviewer is stored in the keyring."_s);
        QVERIFY(box->keyField()->text().isEmpty());
        dialog.accept();

        // The reviewer runs on a worker thread, as the window runs it; the keyring answers on this one.
        QFuture<Result<AgentReviewReport>> running =
            QtConcurrent::run([&] { return runReviewAgent(demo.root(), agent, {kTask}); });
        QTRY_VERIFY_WITH_TIMEOUT(running.isFinished(), 60000);
        const Result<AgentReviewReport> report = running.result();
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->runs.size(), 1);
        QVERIFY2(!report->runs.first().failed(), qPrintable(report->runs.first().message));
        QCOMPARE(report->runs.first().llm->keySource, u"keyring"_s);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests().first().header("Authorization"), "Bearer " + kKey);

        // Not in the dataset (its run records, its git history), nor in the settings.
        QCOMPARE(filesHolding(demo.root(), kKey), QStringList());
        QCOMPARE(filesHolding(m_home.path() + u"/settings"_s, kKey), QStringList());
    }

    void aForgottenKeyIsSentNoMore()
    {
        Settings settings;
        PreferencesDialog dialog(&settings);
        ApiKeyBox *box = dialog.apiKeyBox();
        QSignalSpy answered(box, &ApiKeyBox::answered);
        const ReviewAgentConfig agent = reviewer(u"http://127.0.0.1:9"_s);
        dialog.setDatasetAgents({agent});
        QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 1, 20000);
        QCOMPARE(box->statusLabel()->text(), u"A key for house-reviewer is in the keyring."_s);
        QCOMPARE(llmApiKey(agent)->source, u"keyring"_s);

        box->forgetButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 2, 20000);
        QCOMPARE(box->statusLabel()->text(), u"No key for house-reviewer in the keyring."_s);
        const Result<LlmApiKey> key = llmApiKey(agent);
        QVERIFY(key);
        QCOMPARE(key->source, u"none"_s);
        QVERIFY(key->key.isEmpty());
    }

    void anEnvironmentVariableComesBeforeTheKeyring()
    {
        bool stored = false;
        keyring::storeApiKey(u"house-reviewer"_s, kKey, this, [&](const keyring::Answer &a) { stored = a.ok; });
        QTRY_VERIFY_WITH_TIMEOUT(stored, 20000);
        ReviewAgentConfig agent = reviewer(u"http://127.0.0.1:9"_s);
        agent.llm->apiKeyEnv = u"HEDDLE_TEST_KEYRING_ENV"_s;
        qputenv("HEDDLE_TEST_KEYRING_ENV", "sk-from-the-environment");
        const Result<LlmApiKey> key = llmApiKey(agent);
        QVERIFY(key);
        QCOMPARE(key->source, u"env:HEDDLE_TEST_KEYRING_ENV"_s);
        QCOMPARE(key->key, "sk-from-the-environment");
        // Without its variable set, such an agent is refused rather than given the keyring's key.
        qunsetenv("HEDDLE_TEST_KEYRING_ENV");
        QVERIFY(!llmApiKey(agent));
    }

    void theAgentsOfferedAreTheBuiltInReviewersTypedAndTheDatasets()
    {
        Settings settings;
        PreferencesDialog dialog(&settings);
        dialog.setDatasetAgents({reviewer(u"http://127.0.0.1:9"_s)});
        dialog.reviewAgentsField()->setPlainText(
            u"[{\"name\": \"scripted\", \"command\": \"python3 review.py\", \"per\": \"task\"},"
            " {\"name\": \"local-vllm\", \"per\": \"task\","
            " \"llm\": {\"base_url\": \"http://127.0.0.1:8000/v1\", \"model\": \"m\"}}]"_s);
        QComboBox *agents = dialog.apiKeyBox()->agentField();
        QStringList offered;
        for (int i = 0; i < agents->count(); ++i)
            offered.append(agents->itemText(i));
        QCOMPARE(offered, (QStringList{u"local-vllm"_s, u"house-reviewer"_s}));
    }

private:
    TemporaryHome m_home;
    QProcess m_bus;
    QProcess m_keyring;
};

QTEST_MAIN(TestKeyring)
#include "tst_keyring.moc"
