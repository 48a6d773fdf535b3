#pragma once

#include <core/probe/probecache.h>
#include <core/probe/probesearch.h>

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace heddle {

/// Compares versions (mutants, attempts) with the reference by the input search, through the dataset's cache: the
/// versions it holds are not run again, the others are searched (ProbeSearch) and kept. Reads and writes the cache
/// off the calling thread.
class ProbeComparison : public QObject
{
    Q_OBJECT

public:
    /// tests: the declared tests the reference passes.
    ProbeComparison(QString datasetRoot, Task task, QStringList tests, QList<ProbeVersion> versions,
                    ProbeOptions options = {}, QObject *parent = nullptr);
    ~ProbeComparison() override;

    void start();
    void cancel();

Q_SIGNALS:
    /// version -> its comparison, for each version compared; note: why some or all could not be, else empty.
    void finished(const QHash<QString, heddle::CachedProbe> &results, const QString &note);

private:
    void search(const QList<ProbeVersion> &versions);
    void onSearched(const ProbeReport &report);
    void finish();

    QString m_root;
    Task m_task;
    QStringList m_tests;
    QList<ProbeVersion> m_versions;
    ProbeOptions m_options;
    QHash<QString, QString> m_keys; // version -> cache key
    QHash<QString, CachedProbe> m_results;
    QStringList m_notes;
    QPointer<ProbeSearch> m_search;
    bool m_cancelled = false;
};

} // namespace heddle
