#include <app/settings.h>

#include <core/review/curator.h>

#include <QDir>
#include <QSettings>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// Per-dataset settings are keyed by the root's bytes in hex: a path holds characters QSettings keys cannot.
QString perDataset(const QString &group, const QString &root)
{
    return group + u'/' + QString::fromLatin1(root.toUtf8().toHex());
}

const auto kRecent = u"recentDatasets"_s;
const auto kSavedSearches = u"search/saved"_s;
const auto kAppearance = u"appearance"_s;
const auto kLanguage = u"language"_s;
const auto kGeometry = u"mainWindow/geometry"_s;
const auto kState = u"mainWindow/state"_s;
const auto kQueueHeader = u"mainWindow/taskHeader"_s;
const auto kQueueFilter = u"mainWindow/queueFilter"_s;
const auto kLastTask = u"lastTask"_s;
const auto kSync = u"sync"_s;
const auto kBlind = u"review/blind"_s;
const auto kCuratorName = u"curator/name"_s;
const auto kCuratorEmail = u"curator/email"_s;
const auto kTimeout = u"validation/timeoutSeconds"_s;
const auto kRepeat = u"validation/repeat"_s;
const auto kJobs = u"validation/jobs"_s;
const auto kUnsandboxed = u"validation/allowUnsandboxed"_s;
const auto kReviewAgents = u"review/agents"_s;

} // namespace

Settings::Settings()
    : m_store(std::make_unique<QSettings>())
{}

Settings::Settings(const QString &iniFile)
    : m_store(std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{}

Settings::~Settings() = default;

void Settings::useFolder(const QString &folder)
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
}

QVariant Settings::value(const QString &key, const QVariant &fallback) const
{
    return m_store->value(key, fallback);
}

void Settings::setValue(const QString &key, const QVariant &value)
{
    m_store->setValue(key, value);
}

QList<SavedSearch> Settings::savedSearches() const
{
    QList<SavedSearch> searches;
    for (const QString &text : value(kSavedSearches, {}).toStringList())
        if (std::optional<SavedSearch> search = savedSearchFromText(text))
            searches.append(*search);
    return searches;
}

void Settings::setSavedSearches(const QList<SavedSearch> &searches)
{
    QStringList texts;
    for (const SavedSearch &search : searches)
        texts << savedSearchToText(search);
    setValue(kSavedSearches, texts);
}

QStringList Settings::recentDatasets() const
{
    return value(kRecent, {}).toStringList();
}

void Settings::addRecentDataset(const QString &root)
{
    QStringList recent = recentDatasets();
    recent.removeAll(root);
    recent.prepend(root);
    while (recent.size() > kMaxRecentDatasets)
        recent.removeLast();
    setValue(kRecent, recent);
}

Appearance Settings::appearance() const
{
    return appearanceFromName(value(kAppearance, {}).toString());
}

void Settings::setAppearance(Appearance appearance)
{
    setValue(kAppearance, appearanceName(appearance));
}

QString Settings::language() const
{
    return value(kLanguage, {}).toString();
}

void Settings::setLanguage(const QString &code)
{
    setValue(kLanguage, code);
}

QByteArray Settings::windowGeometry() const
{
    return value(kGeometry, {}).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    setValue(kGeometry, geometry);
}

QByteArray Settings::windowState() const
{
    return value(kState, {}).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    setValue(kState, state);
}

QByteArray Settings::queueHeader() const
{
    return value(kQueueHeader, {}).toByteArray();
}

void Settings::setQueueHeader(const QByteArray &state)
{
    setValue(kQueueHeader, state);
}

TaskFilter Settings::queueFilter() const
{
    return TaskFilter::fromVariant(value(kQueueFilter, {}).toMap());
}

void Settings::setQueueFilter(const TaskFilter &filter)
{
    setValue(kQueueFilter, filter.toVariant());
}

QString Settings::lastTask(const QString &root) const
{
    return value(perDataset(kLastTask, root), {}).toString();
}

void Settings::setLastTask(const QString &root, const QString &taskId)
{
    setValue(perDataset(kLastTask, root), taskId);
}

QString Settings::syncRemote(const QString &root) const
{
    return value(perDataset(kSync, root), {}).toString();
}

void Settings::setSyncRemote(const QString &root, const QString &remote)
{
    setValue(perDataset(kSync, root), remote);
}

bool Settings::blindReview() const
{
    return value(kBlind, false).toBool();
}

void Settings::setBlindReview(bool blind)
{
    setValue(kBlind, blind);
}

QString Settings::configuredCuratorName() const
{
    return value(kCuratorName, {}).toString().trimmed();
}

QString Settings::configuredCuratorEmail() const
{
    return value(kCuratorEmail, {}).toString().trimmed();
}

void Settings::setConfiguredCuratorName(const QString &name)
{
    if (name.trimmed().isEmpty())
        m_store->remove(kCuratorName);
    else
        setValue(kCuratorName, name.trimmed());
}

void Settings::setConfiguredCuratorEmail(const QString &email)
{
    if (email.trimmed().isEmpty())
        m_store->remove(kCuratorEmail);
    else
        setValue(kCuratorEmail, email.trimmed());
}

QString Settings::curatorName() const
{
    const QString configured = configuredCuratorName();
    return configured.isEmpty() ? defaultCuratorName() : configured;
}

QString Settings::curatorEmail() const
{
    const QString configured = configuredCuratorEmail();
    return configured.isEmpty() ? defaultCuratorEmail() : configured;
}

CommitAuthor Settings::commitAuthor() const
{
    return {curatorName(), curatorEmail()};
}

int Settings::testTimeoutSeconds() const
{
    return std::clamp(value(kTimeout, 600).toInt(), 1, 24 * 3600);
}

void Settings::setTestTimeoutSeconds(int seconds)
{
    setValue(kTimeout, std::clamp(seconds, 1, 24 * 3600));
}

int Settings::runsPerPatch() const
{
    return std::clamp(value(kRepeat, 1).toInt(), 1, 100);
}

void Settings::setRunsPerPatch(int runs)
{
    setValue(kRepeat, std::clamp(runs, 1, 100));
}

int Settings::parallelRuns() const
{
    return std::clamp(value(kJobs, 0).toInt(), 0, 256);
}

void Settings::setParallelRuns(int runs)
{
    setValue(kJobs, std::clamp(runs, 0, 256));
}

QString Settings::lastFolder(const QString &purpose) const
{
    const QString folder = value(u"folders/"_s + purpose, QString()).toString();
    return !folder.isEmpty() && QDir(folder).exists() ? folder : QDir::homePath();
}

void Settings::setLastFolder(const QString &purpose, const QString &folder)
{
    setValue(u"folders/"_s + purpose, folder);
}

bool Settings::allowUnsandboxed() const
{
    return value(kUnsandboxed, false).toBool();
}

void Settings::setAllowUnsandboxed(bool allow)
{
    setValue(kUnsandboxed, allow);
}

QByteArray Settings::reviewAgentsText() const
{
    return value(kReviewAgents, QByteArray()).toByteArray();
}

void Settings::setReviewAgentsText(const QByteArray &text)
{
    setValue(kReviewAgents, text.trimmed().isEmpty() ? QByteArray() : text);
}

QList<ReviewAgentConfig> Settings::reviewAgents() const
{
    const Result<QList<ReviewAgentConfig>> agents = parseReviewAgents(reviewAgentsText(), u"preferences"_s);
    return agents ? *agents : QList<ReviewAgentConfig>();
}

} // namespace heddle
