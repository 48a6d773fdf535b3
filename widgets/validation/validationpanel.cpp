#include <widgets/validation/validationpanel.h>

#include <core/task/task.h>
#include <core/flags/flagchanges.h>
#include <core/validation/runrecord.h>
#include <widgets/plaintooltip.h>

#include <QAction>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScrollBar>
#include <QTimer>

#include <utility>
#include <QSplitter>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace heddle {

struct ValidationPanel::ShownHistory {
    Task task;
    QList<RunRecord> records;
    QStringList errors;
};

using namespace Qt::StringLiterals;

namespace {

enum Column {
    RunColumn,
    StateColumn,
    TestsColumn,
    TimeColumn
};

enum ItemRole {
    TaskRole = Qt::UserRole + 1,
    RunIdRole,
    LabelRole,
    TargetRole,
    TestRole
};

// The most a live run's output keeps in memory for the view; the whole output is saved with the record.
constexpr qsizetype kLiveLogLimit = qsizetype(4) * 1024 * 1024;

QString seconds(qint64 ms)
{
    return ms < 10000 ? ValidationPanel::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1)
                      : ValidationPanel::tr("%1 s").arg(ms / 1000);
}

QString testCounts(const TestResults &results)
{
    int passed = 0, failed = 0, other = 0;
    for (const QString &id : results.ids) {
        switch (results.value(id)) {
        case TestStatus::Passed:
        case TestStatus::XFail: ++passed; break;
        case TestStatus::Failed:
        case TestStatus::Error:
        case TestStatus::Missing: ++failed; break;
        case TestStatus::Skipped: ++other; break;
        }
    }
    QString text = ValidationPanel::tr("%1 passed, %2 failed").arg(passed).arg(failed);
    if (other > 0)
        text += ValidationPanel::tr(", %1 skipped").arg(other);
    return text;
}

QString runState(const TargetRun &run)
{
    if (!run.applied) {
        QString where = run.applyFile;
        if (run.applyHunk >= 0)
            where += ValidationPanel::tr(", hunk %1").arg(run.applyHunk + 1);
        return where.isEmpty() ? ValidationPanel::tr("patch does not apply")
                               : ValidationPanel::tr("patch does not apply (%1)").arg(where);
    }
    switch (run.outcome) {
    case TargetRun::Outcome::Finished: return ValidationPanel::tr("exit %1").arg(run.exitCode);
    case TargetRun::Outcome::TimedOut: return ValidationPanel::tr("timed out");
    case TargetRun::Outcome::Cancelled: return ValidationPanel::tr("cancelled");
    case TargetRun::Outcome::FailedToStart: return ValidationPanel::tr("failed to start: %1").arg(run.message);
    case TargetRun::Outcome::Crashed: return ValidationPanel::tr("crashed: %1").arg(run.message);
    case TargetRun::Outcome::NotRun: return ValidationPanel::tr("not run");
    case TargetRun::Outcome::LimitExceeded: return ValidationPanel::tr("over a limit: %1").arg(run.message);
    case TargetRun::Outcome::DidNotRun: return ValidationPanel::tr("did not run: %1").arg(run.message);
    case TargetRun::Outcome::Environment: return ValidationPanel::tr("environment: %1").arg(run.message);
    }
    return {};
}

bool runWentWrong(const TargetRun &run)
{
    return !run.applied || run.outcome != TargetRun::Outcome::Finished;
}

QString controlsText(const RunRecord &record)
{
    QStringList parts;
    if (record.reference.holds && record.empty.holds) {
        parts.append(ValidationPanel::tr("controls hold"));
    } else {
        if (!record.reference.holds)
            parts.append(
                record.reference.note.isEmpty()
                    ? (record.reference.violations.size() == 1
                           ? ValidationPanel::tr("reference fails 1 test")
                           : ValidationPanel::tr("reference fails %1 tests").arg(record.reference.violations.size()))
                    : ValidationPanel::tr("reference: %1").arg(record.reference.note));
        if (!record.empty.holds)
            parts.append(record.empty.note.isEmpty() ? (record.empty.violations.size() == 1
                                                            ? ValidationPanel::tr("empty patch breaks 1 expectation")
                                                            : ValidationPanel::tr("empty patch breaks %1 expectations")
                                                                  .arg(record.empty.violations.size()))
                                                     : ValidationPanel::tr("empty patch: %1").arg(record.empty.note));
    }
    if (!record.flaky.isEmpty())
        parts.append(ValidationPanel::tr("%1 flaky").arg(record.flaky.size()));
    return parts.join(u" · "_s);
}

void fillRunItem(QTreeWidgetItem *item, const TargetRun &run)
{
    item->setText(StateColumn, runState(run));
    QString tests = run.results.isEmpty() ? QString()
                    : run.untrustworthy.isEmpty()
                        ? testCounts(run.results)
                        : ValidationPanel::tr("%1 · untrustworthy").arg(testCounts(run.results));
    if (!run.networkFailures.isEmpty())
        tests += ValidationPanel::tr(" · %n without network", nullptr, int(run.networkFailures.size()));
    item->setText(TestsColumn, tests);
    item->setText(TimeColumn, run.outcome == TargetRun::Outcome::NotRun ? QString() : seconds(run.durationMs));
    QStringList tip{run.label(), runState(run)};
    if (!run.applyMessage.isEmpty())
        tip.append(run.applyMessage);
    if (!run.message.isEmpty())
        tip.append(run.message);
    if (run.outputDropped > 0)
        tip.append(ValidationPanel::tr("%1 MB of output left out: the first and the last part are kept.")
                       .arg(QString::number(double(run.outputDropped) / (1024 * 1024), 'f', 1)));
    if (run.resultsFrom == u"junit")
        tip.append(ValidationPanel::tr("Statuses and durations from the JUnit report the command wrote."));
    else if (run.resultsFrom == u"log")
        tip.append(ValidationPanel::tr("Statuses read from the output."));
    if (!run.untrustworthy.isEmpty())
        tip.append(ValidationPanel::tr("Untrustworthy results: %1.").arg(run.untrustworthy));
    if (!run.environment.isEmpty())
        tip.append(ValidationPanel::tr("Environment: %1 (%2).").arg(run.environment, seconds(run.environmentMs)));
    for (const auto &[name, file] : run.imports)
        tip.append(ValidationPanel::tr("Imported %1 from %2").arg(name, file));
    if (!run.networkFailures.isEmpty())
        tip.append(ValidationPanel::tr("Failed on a network error, the run having no network: %1")
                       .arg(run.networkFailures.join(u", "_s)));
    if (!run.strippedHunks.isEmpty()) {
        QStringList hunks;
        for (const TamperingHunk &h : run.strippedHunks)
            hunks.append(h.hunk < 0 ? h.file : ValidationPanel::tr("%1 hunk %2").arg(h.file).arg(h.hunk + 1));
        tip.append(ValidationPanel::tr("Ran without the hunks that change the tests: %1.").arg(hunks.join(u", "_s)));
    }
    for (int c = 0; c < 4; ++c)
        item->setToolTip(c, plainToolTip(tip.join(u'\n')));
    QFont font = item->font(RunColumn);
    font.setBold(runWentWrong(run) || !run.untrustworthy.isEmpty());
    item->setFont(StateColumn, font);
}

} // namespace

ValidationPanel::ValidationPanel(QWidget *parent)
    : QWidget(parent)
    , m_toolBar(new QToolBar(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_runs(new QTreeWidget(this))
    , m_changes(new QTreeWidget(this))
    , m_changesTitle(new QLabel(this))
    , m_flagChanges(new QTreeWidget(this))
    , m_flagChangesTitle(new QLabel(this))
    , m_logTitle(new QLabel(this))
    , m_log(new QPlainTextEdit(this))
    , m_tick(new QTimer(this))
{
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] {
        for (auto it = m_running.cbegin(); it != m_running.cend(); ++it)
            if (QTreeWidgetItem *item = m_liveItems.value(it.key()))
                item->setText(TimeColumn, seconds(it->elapsed()));
    });
    setObjectName(u"validationPanel"_s);
    m_toolBar->setObjectName(u"validationToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_progress->setObjectName(u"validationProgress"_s);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("idle"));
    m_status->setObjectName(u"validationStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setText(tr("Validation runs the task's tests with the reference patch, with no patch and with every "
                         "attempt's patch, each in a fresh sandboxed checkout."));

    m_runs->setObjectName(u"validationRuns"_s);

    m_runs->setAccessibleName(tr("Runs"));
    m_runs->setColumnCount(4);
    m_runs->setHeaderLabels({tr("Run"), tr("State"), tr("Tests"), tr("Time")});
    m_runs->setUniformRowHeights(true);
    m_runs->header()->setStretchLastSection(false);
    m_runs->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_runs->header()->setSectionResizeMode(TimeColumn, QHeaderView::ResizeToContents);
    m_runs->setColumnWidth(RunColumn, 210);
    m_runs->setColumnWidth(StateColumn, 150);
    m_runs->setColumnWidth(TestsColumn, 130);
    m_liveRoot = new QTreeWidgetItem(m_runs, {tr("Now")});
    m_historyRoot = new QTreeWidgetItem(m_runs, {tr("Earlier runs of this task")});
    for (QTreeWidgetItem *root : {m_liveRoot, m_historyRoot}) {
        root->setFirstColumnSpanned(true);
        root->setFlags(Qt::ItemIsEnabled);
        QFont font = root->font(0);
        font.setBold(true);
        root->setFont(0, font);
    }
    m_liveRoot->setHidden(true);

    m_changes->setObjectName(u"validationChanges"_s);

    m_changes->setAccessibleName(tr("Changes since the run before"));
    m_changes->setColumnCount(4);
    m_changes->setHeaderLabels({tr("Patch"), tr("Test"), tr("Was"), tr("Now")});
    m_changes->setRootIsDecorated(false);
    m_changes->setUniformRowHeights(true);
    m_changes->header()->setStretchLastSection(false);
    m_changes->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_changes->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_changesTitle->setTextFormat(Qt::PlainText);
    m_changesTitle->setWordWrap(true);
    m_flagChanges->setObjectName(u"validationFlagChanges"_s);
    m_flagChanges->setAccessibleName(tr("Flag changes"));
    m_flagChanges->setColumnCount(3);
    m_flagChanges->setHeaderLabels({tr("Flag"), tr("Change"), tr("About")});
    m_flagChanges->setRootIsDecorated(false);
    m_flagChanges->setUniformRowHeights(true);
    m_flagChanges->header()->setStretchLastSection(true);
    m_flagChanges->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_flagChanges->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_flagChangesTitle->setObjectName(u"validationFlagChangesTitle"_s);
    m_flagChangesTitle->setTextFormat(Qt::PlainText);
    m_flagChangesTitle->setWordWrap(true);

    m_log->setObjectName(u"validationLog"_s);

    m_log->setAccessibleName(tr("Run output"));
    m_log->setReadOnly(true);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setMaximumBlockCount(100000);
    m_log->setPlaceholderText(tr("Select a run to see its output."));
    m_logTitle->setTextFormat(Qt::PlainText);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *listSplit = new QSplitter(Qt::Vertical, left);
    listSplit->addWidget(m_runs);
    auto *changesBox = new QWidget(listSplit);
    auto *changesLayout = new QVBoxLayout(changesBox);
    changesLayout->setContentsMargins(0, 4, 0, 0);
    changesLayout->addWidget(m_changesTitle);
    changesLayout->addWidget(m_changes);
    changesLayout->addWidget(m_flagChangesTitle);
    changesLayout->addWidget(m_flagChanges);
    listSplit->addWidget(changesBox);
    listSplit->setStretchFactor(0, 3);
    listSplit->setStretchFactor(1, 2);
    leftLayout->addWidget(listSplit);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_logTitle);
    rightLayout->addWidget(m_log);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(u"validationSplitter"_s);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);

    auto *top = new QHBoxLayout;
    top->addWidget(m_toolBar);
    top->addWidget(m_progress, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    connect(m_runs, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *current) { onCurrentRunChanged(current); });
    connect(m_changes, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT changeActivated(item->data(0, TargetRole).toString(), item->data(0, TestRole).toString());
    });
    connect(m_flagChanges, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (!item->data(0, TestRole).toString().isEmpty())
            Q_EMIT changeActivated(item->data(0, TargetRole).toString(), item->data(0, TestRole).toString());
    });
    setHistory(Task{}, {});
    updateProgress();
}

ValidationPanel::~ValidationPanel() = default;

void ValidationPanel::setActions(const QList<QAction *> &actions)
{
    m_toolBar->clear();
    for (QAction *action : actions)
        m_toolBar->addAction(action);
}

QString ValidationPanel::statusText() const
{
    return m_status->text();
}

void ValidationPanel::startBatch(int tasks)
{
    qDeleteAll(m_liveRoot->takeChildren());
    // The records of the last batch leave "Now": back under "Earlier runs" they go.
    if (!std::exchange(m_liveRecords, {}).isEmpty() && m_history) {
        const ShownHistory shown = *m_history;
        setHistory(shown.task, shown.records, shown.errors);
    }
    m_liveItems.clear();
    m_liveTasks.clear();
    m_liveLogs.clear();
    m_running.clear();
    m_shownLive.clear();
    m_totalTasks = tasks;
    m_doneTasks = 0;
    m_totalRuns = 0;
    m_doneRuns = 0;
    m_busy = true;
    m_liveRoot->setHidden(false);
    m_liveRoot->setExpanded(true);
    m_status->setText(tasks == 1 ? tr("Validating 1 task…") : tr("Validating %1 tasks…").arg(tasks));
    updateProgress();
}

void ValidationPanel::extendBatch(int tasks)
{
    m_totalTasks = tasks;
    m_status->setText(tr("Validating %1 tasks…").arg(tasks));
    updateProgress();
}

void ValidationPanel::taskStarted(const QString &taskId, const QStringList &labels)
{
    auto *task = new QTreeWidgetItem(m_liveRoot, {taskId, tr("preparing")});
    task->setData(0, TaskRole, taskId);
    m_liveTasks.insert(taskId, task);
    for (const QString &label : labels) {
        auto *item = new QTreeWidgetItem(task, {label, tr("waiting")});
        item->setData(0, TaskRole, taskId);
        item->setData(0, LabelRole, label);
        m_liveItems.insert(key(taskId, label), item);
    }
    m_totalRuns += int(labels.size());
    task->setExpanded(true);
    // Follow the work: the newest task's first run is shown until the curator picks another one.
    if (m_shownLive.isEmpty() || !m_liveItems.contains(m_shownLive) || m_runs->currentItem() == nullptr) {
        if (!labels.isEmpty())
            m_runs->setCurrentItem(m_liveItems.value(key(taskId, labels.first())));
    }
    m_runs->scrollToItem(task);
    updateProgress();
}

QTreeWidgetItem *ValidationPanel::liveItem(const QString &taskId, const QString &label) const
{
    return m_liveItems.value(key(taskId, label));
}

void ValidationPanel::runStarted(const QString &taskId, const QString &label)
{
    if (QTreeWidgetItem *item = liveItem(taskId, label)) {
        item->setText(StateColumn, tr("running"));
        m_running[key(taskId, label)].start();
        m_tick->start();
    }
    if (QTreeWidgetItem *task = m_liveTasks.value(taskId))
        task->setText(StateColumn, tr("running"));
}

void ValidationPanel::runOutput(const QString &taskId, const QString &label, const QByteArray &chunk)
{
    const QString k = key(taskId, label);
    QByteArray &log = m_liveLogs[k];
    if (log.size() >= kLiveLogLimit)
        return;
    log += chunk.left(kLiveLogLimit - log.size());
    if (k != m_shownLive)
        return;
    QScrollBar *bar = m_log->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum() - 2;
    QTextCursor cursor(m_log->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QString::fromUtf8(chunk.left(kLiveLogLimit)));
    if (atEnd)
        bar->setValue(bar->maximum());
}

void ValidationPanel::runFinished(const QString &taskId, const TargetRun &run)
{
    ++m_doneRuns;
    m_running.remove(key(taskId, run.label()));
    if (m_running.isEmpty())
        m_tick->stop();
    if (QTreeWidgetItem *item = liveItem(taskId, run.label())) {
        fillRunItem(item, run);
        // The record keeps the whole output; the view shows it if streaming missed part of it.
        QByteArray &log = m_liveLogs[key(taskId, run.label())];
        if (log.size() < run.log.size() && log.size() < kLiveLogLimit) {
            log = run.log.left(kLiveLogLimit);
            if (m_shownLive == key(taskId, run.label()))
                onCurrentRunChanged(item);
        }
    }
    updateProgress();
}

void ValidationPanel::taskFinished(const QString &taskId, const RunRecord &record, const QString &error)
{
    ++m_doneTasks;
    if (QTreeWidgetItem *task = m_liveTasks.value(taskId)) {
        if (error.isEmpty() && !record.id.isEmpty())
            m_liveRecords.insert(key(taskId, record.id));
        task->setText(RunColumn, taskId + u"  "_s + record.id);
        task->setText(StateColumn, error.isEmpty() ? controlsText(record) : tr("not saved: %1").arg(error));
        task->setToolTip(StateColumn, plainToolTip(task->text(StateColumn)));
        QFont font = task->font(StateColumn);
        font.setBold(!error.isEmpty() || !record.controlsHold() || !record.flaky.isEmpty());
        task->setFont(StateColumn, font);
        if (record.started.isValid() && record.finished.isValid())
            task->setText(TimeColumn, seconds(record.started.msecsTo(record.finished)));
    }
    updateProgress();
}

void ValidationPanel::batchFinished(const QString &summary)
{
    m_busy = false;
    m_running.clear();
    m_tick->stop();
    m_status->setText(summary);
    updateProgress();
}

void ValidationPanel::updateProgress()
{
    // Nothing to show before the first validation of the session: the bar would only say "idle".
    m_progress->setVisible(m_busy || m_totalRuns > 0);
    if (!m_busy && m_totalRuns == 0)
        return;
    m_progress->setRange(0, std::max(1, m_totalRuns));
    m_progress->setValue(m_doneRuns);
    m_progress->setFormat(
        m_totalTasks > 1
            ? tr("%1 of %2 runs · %3 of %4 tasks").arg(m_doneRuns).arg(m_totalRuns).arg(m_doneTasks).arg(m_totalTasks)
            : tr("%1 of %2 runs").arg(m_doneRuns).arg(m_totalRuns));
}

void ValidationPanel::setHistory(const Task &task, const QList<RunRecord> &records, const QStringList &errors)
{
    m_history = std::make_unique<ShownHistory>(ShownHistory{task, records, errors});
    qDeleteAll(m_historyRoot->takeChildren());
    m_historyRoot->setText(RunColumn, task.id.isEmpty() ? tr("Earlier runs") : tr("Earlier runs of %1").arg(task.id));
    for (const RunRecord &record : records) {
        if (m_liveRecords.contains(key(task.id, record.id)))
            continue; // listed under "Now", where it just ended
        const QStringList staleBecause = staleReasons(record, task);
        const bool stale = !staleBecause.isEmpty();
        auto *item = new QTreeWidgetItem(m_historyRoot);
        item->setText(RunColumn, record.id);
        QString state = controlsText(record);
        if (stale)
            state = tr("stale") + u" · "_s + state;
        item->setText(StateColumn, state);
        if (record.started.isValid() && record.finished.isValid())
            item->setText(TimeColumn, seconds(record.started.msecsTo(record.finished)));
        QStringList tip{tr("Run %1, started %2").arg(record.id, record.started.toLocalTime().toString(Qt::ISODate)),
                        record.sandbox, state};
        if (stale)
            tip.append(tr("Stale: %1; its results no longer describe the task.").arg(staleBecause.join(u"; "_s)));
        for (const QString &v : record.reference.violations)
            tip.append(tr("reference: %1").arg(v));
        for (const QString &v : record.empty.violations)
            tip.append(tr("empty patch: %1").arg(v));
        item->setToolTip(RunColumn, plainToolTip(tip.join(u'\n')));
        item->setToolTip(StateColumn, item->toolTip(RunColumn));
        QFont font = item->font(StateColumn);
        font.setBold(stale || !record.controlsHold() || !record.flaky.isEmpty());
        item->setFont(StateColumn, font);
        for (const TargetRun &run : record.runs) {
            auto *child = new QTreeWidgetItem(item, {run.label()});
            child->setData(0, TaskRole, task.id);
            child->setData(0, RunIdRole, record.id);
            child->setData(0, LabelRole, run.label());
            fillRunItem(child, run);
        }
    }
    for (const QString &error : errors) {
        auto *item = new QTreeWidgetItem(m_historyRoot, {tr("unreadable record"), error});
        item->setToolTip(StateColumn, plainToolTip(error));
    }
    if (records.isEmpty() && errors.isEmpty() && !task.id.isEmpty())
        new QTreeWidgetItem(m_historyRoot,
                            {tr("none yet"), tr("Validate the task to run its tests with every patch.")});
    m_historyRoot->setExpanded(true);
    if (m_historyRoot->childCount() > 0)
        m_historyRoot->child(0)->setExpanded(true);

    m_changes->clear();
    m_flagChanges->clear();
    m_flagChangesTitle->clear();
    m_flagChanges->setVisible(records.size() >= 2);
    if (records.size() < 2) {
        m_changesTitle->setText(records.isEmpty() ? tr("What changed since the last run: no run yet.")
                                                  : tr("What changed since the last run: this is the first run."));
        return;
    }
    showFlagChanges(task, records.at(1), records.at(0));
    const QList<ResultChange> changes = changesBetween(records.at(1), records.at(0));
    const QString older = records.at(1).id, newer = records.at(0).id;
    if (changes.isEmpty())
        m_changesTitle->setText(tr("Nothing changed from run %1 to run %2.").arg(older, newer));
    else if (changes.size() == 1)
        m_changesTitle->setText(tr("1 test result changed from run %1 to run %2:").arg(older, newer));
    else
        m_changesTitle->setText(
            tr("%1 test results changed from run %2 to run %3:").arg(QString::number(changes.size()), older, newer));
    for (const ResultChange &change : changes) {
        auto *item = new QTreeWidgetItem(
            m_changes, {change.target, change.test, testStatusName(change.before), testStatusName(change.after)});
        item->setData(0, TargetRole, change.target);
        item->setData(0, TestRole, change.test);
        item->setToolTip(1, plainToolTip(change.test));
    }
}

void ValidationPanel::showFlagChanges(const Task &task, const RunRecord &older, const RunRecord &newer)
{
    const QList<FlagChange> changes = flagChangesBetween(task, older, newer);
    const auto count = [&](FlagChange::Kind kind) {
        return int(
            std::count_if(changes.cbegin(), changes.cend(), [kind](const FlagChange &c) { return c.kind == kind; }));
    };
    m_flagChangesTitle->setText(
        changes.isEmpty() ? tr("No computed flag was raised or cleared from run %1 to run %2.").arg(older.id, newer.id)
                          : tr("Computed flags from run %1 to run %2: %3 raised, %4 cleared.")
                                .arg(older.id, newer.id)
                                .arg(count(FlagChange::Kind::Raised))
                                .arg(count(FlagChange::Kind::Cleared)));
    for (const FlagChange &change : changes) {
        const QString about =
            change.flag.tests.isEmpty() ? change.flag.specs.join(u", "_s) : change.flag.tests.join(u", "_s);
        auto *item = new QTreeWidgetItem(
            m_flagChanges, {flagKindName(change.flag.kind) + u' ' + change.flag.id,
                            change.kind == FlagChange::Kind::Raised ? tr("raised") : tr("cleared"), about});
        item->setToolTip(0, plainToolTip(change.flag.rationale));
        item->setToolTip(2, plainToolTip(change.flag.rationale));
        // A flag about one test leads to its matrix cell, as a flipped result does.
        if (change.flag.tests.size() == 1) {
            const QString target = !change.flag.attempt.isEmpty()             ? change.flag.attempt
                                   : change.flag.id.startsWith(u"vacuous."_s) ? u"empty"_s
                                                                              : u"reference"_s;
            item->setData(0, TargetRole, target);
            item->setData(0, TestRole, change.flag.tests.first());
        }
    }
}

void ValidationPanel::showLog(const QString &title, const QByteArray &log)
{
    m_logTitle->setText(title);
    m_log->setPlainText(QString::fromUtf8(log));
}

void ValidationPanel::onCurrentRunChanged(QTreeWidgetItem *item)
{
    if (!item || item->data(0, LabelRole).toString().isEmpty())
        return;
    const QString taskId = item->data(0, TaskRole).toString();
    const QString label = item->data(0, LabelRole).toString();
    const QString runId = item->data(0, RunIdRole).toString();
    if (!runId.isEmpty()) {
        m_shownLive.clear();
        Q_EMIT logWanted(taskId, runId, label);
        return;
    }
    m_shownLive = key(taskId, label);
    m_logTitle->setText(tr("%1 · %2 (live)").arg(taskId, label));
    m_log->setPlainText(QString::fromUtf8(m_liveLogs.value(m_shownLive)));
    m_log->verticalScrollBar()->setValue(m_log->verticalScrollBar()->maximum());
}

} // namespace heddle
