#pragma once

#include <app/appearance.h>
#include <core/dataset/reviewagentconfig.h>
#include <core/dataset/taskfilter.h>
#include <core/history/datasethistory.h>
#include <core/index/savedsearches.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;
class QVariant;

namespace heddle {

/// Everything Heddle remembers for the user, typed. The only place that names the keys it is kept under (the same
/// keys as ever, so existing settings keep working); the window owns one and hands it to whoever needs it.
class Settings
{
public:
    /// The user's settings.
    Settings();
    /// Settings kept in an INI file of their own.
    explicit Settings(const QString &iniFile);
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    /// Every Settings made from now on keeps its values in an INI file in folder: a rendering or a test that must
    /// not change the user's settings.
    static void useFolder(const QString &folder);

    static constexpr int kMaxRecentDatasets = 8;
    /// The datasets opened last, newest first.
    QStringList recentDatasets() const;
    void addRecentDataset(const QString &root);

    Appearance appearance() const;
    void setAppearance(Appearance appearance);
    /// The window's language as a catalogue code ("de", "zh_CN", "en"); empty: the system's (app/language.h).
    QString language() const;
    void setLanguage(const QString &code);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const; // the docks' layout
    void setWindowState(const QByteArray &state);
    QByteArray queueHeader() const; // the queue's columns: order, widths, sorting
    void setQueueHeader(const QByteArray &state);
    TaskFilter queueFilter() const;
    void setQueueFilter(const TaskFilter &filter);

    /// The task last shown in the dataset at root; empty when none.
    QString lastTask(const QString &root) const;
    void setLastTask(const QString &root, const QString &taskId);
    /// The shared repository the dataset at root was last synced with; empty: the remote already set up.
    QString syncRemote(const QString &root) const;
    void setSyncRemote(const QString &root, const QString &remote);

    bool blindReview() const;
    void setBlindReview(bool blind);

    /// The curator's name and email as set in the preferences; empty when not set.
    QString configuredCuratorName() const;
    QString configuredCuratorEmail() const;
    /// Sets them; an empty (or blank) value removes the setting, so the defaults apply again.
    void setConfiguredCuratorName(const QString &name);
    void setConfiguredCuratorEmail(const QString &email);
    /// Who the curator is in verdicts, decisions and commits: the name set, else git's user.name, else the login.
    QString curatorName() const;
    /// The email set, else git's user.email, else login@host.
    QString curatorEmail() const;
    /// The curator as the author of commits.
    CommitAuthor commitAuthor() const;

    /// How long one test command may run, in seconds (1 s to a day; 600 by default).
    int testTimeoutSeconds() const;
    void setTestTimeoutSeconds(int seconds);
    /// How often each patch runs in a validation (1 to 100; repeats find flaky tests).
    int runsPerPatch() const;
    void setRunsPerPatch(int runs);
    /// How many test runs at once; 0 (the default) is one per core.
    int parallelRuns() const;
    void setParallelRuns(int runs);
    /// The curator's own saved searches (the search dock's Save), in the order saved.
    QList<SavedSearch> savedSearches() const;
    void setSavedSearches(const QList<SavedSearch> &searches);

    /// The folder a file dialog for purpose ("import-flags", "export-report", ...) last opened in; the home folder at
    /// first.
    QString lastFolder(const QString &purpose) const;
    void setLastFolder(const QString &purpose, const QString &folder);

    /// Whether tests may run without bubblewrap where it is missing.
    bool allowUnsandboxed() const;
    void setAllowUnsandboxed(bool allow);

    /// The curator's own review agents as the preferences keep them: a JSON list in heddle-dataset.json's form.
    QByteArray reviewAgentsText() const;
    void setReviewAgentsText(const QByteArray &text);
    /// Those agents; none when the text cannot be read (the preferences refuse such a text).
    QList<ReviewAgentConfig> reviewAgents() const;

private:
    QVariant value(const QString &key, const QVariant &fallback) const;
    void setValue(const QString &key, const QVariant &value);

    std::unique_ptr<QSettings> m_store;
};

} // namespace heddle
