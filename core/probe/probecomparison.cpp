#include <core/probe/probecomparison.h>

#include <core/util/workpool.h>

#include <QFutureWatcher>
#include <QtConcurrentRun>

namespace heddle {

using namespace Qt::StringLiterals;

ProbeComparison::ProbeComparison(QString datasetRoot, Task task, QStringList tests, QList<ProbeVersion> versions,
                                 ProbeOptions options, QObject *parent)
    : QObject(parent)
    , m_root(std::move(datasetRoot))
    , m_task(std::move(task))
    , m_tests(std::move(tests))
    , m_versions(std::move(versions))
    , m_options(std::move(options))
{}

ProbeComparison::~ProbeComparison()
{
    delete m_search;
}

void ProbeComparison::start()
{
    for (const ProbeVersion &v : std::as_const(m_versions))
        m_keys.insert(v.id, probeCacheKey(m_task, v.patch + (v.lenient ? "\nlenient" : ""), m_options.limits));
    auto *watcher = new QFutureWatcher<QHash<QString, CachedProbe>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_results = watcher->result();
        QList<ProbeVersion> rest;
        for (const ProbeVersion &v : std::as_const(m_versions))
            if (!m_results.contains(v.id))
                rest.append(v);
        if (rest.isEmpty() || m_cancelled)
            finish();
        else
            search(rest);
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [root = m_root, keys = m_keys] {
        QHash<QString, CachedProbe> cached;
        for (auto it = keys.cbegin(); it != keys.cend(); ++it)
            if (std::optional<CachedProbe> probe = readCachedProbe(root, it.value()))
                cached.insert(it.key(), std::move(*probe));
        return cached;
    }));
}

void ProbeComparison::search(const QList<ProbeVersion> &versions)
{
    m_search = new ProbeSearch(m_root, m_task, referenceProbeTargets(m_task), m_tests, versions, m_options, this);
    connect(m_search, &ProbeSearch::finished, this, &ProbeComparison::onSearched);
    m_search->start();
}

void ProbeComparison::cancel()
{
    m_cancelled = true;
    if (m_search)
        m_search->cancel();
}

void ProbeComparison::onSearched(const ProbeReport &report)
{
    if (m_search)
        m_search->deleteLater();
    m_search = nullptr;
    if (!report.error.isEmpty())
        m_notes.append(report.error);
    QList<std::pair<QString, CachedProbe>> toStore;
    const int calls = report.record ? int(report.record->calls.size()) : 0;
    for (auto it = report.differences.cbegin(); it != report.differences.cend(); ++it) {
        CachedProbe probe;
        probe.calls = calls;
        probe.verdict = it.value().isEmpty() ? ProbeVerdict::Equivalent : ProbeVerdict::Distinguished;
        probe.witnesses = probeWitnesses(it.value());
        m_results.insert(it.key(), probe);
        toStore.append({m_keys.value(it.key()), probe});
    }
    for (auto it = report.failed.cbegin(); it != report.failed.cend(); ++it)
        m_notes.append(tr("%1 could not be compared: %2").arg(it.key(), it.value()));
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        finish();
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [root = m_root, toStore = std::move(toStore)] {
        for (const auto &[key, probe] : toStore)
            storeProbe(root, key, probe);
    }));
}

void ProbeComparison::finish()
{
    m_notes.removeDuplicates();
    Q_EMIT finished(m_results, m_notes.join(u"; "_s));
}

} // namespace heddle
