// How the app's controller and page tests get a workbench: a fresh copy of the demo dataset (kept in git when
// asked), settings of its own, the task pages and the committer wired as the window wires them, and git's command
// line as the referee.
#pragma once

#include <app/window/datasetcommitter.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/demo/demodataset.h>
#include <core/history/datasethistory.h>
#include <core/jobs/jobqueue.h>
#include <core/jobs/jobtracker.h>
#include <core/snapshot/tasksnapshot.h>
#include <tests/support/processes.h>

#include <QByteArray>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <memory>

namespace heddletest {

using namespace Qt::StringLiterals;

class Workbench
{
public:
    QTemporaryDir dir;
    QString root;
    std::unique_ptr<heddle::Settings> settings;
    std::unique_ptr<QWidget> window = std::make_unique<QWidget>();
    heddle::TaskViews *views = nullptr;
    heddle::DatasetCommitter *committer = nullptr;
    heddle::Dataset dataset;

    /// Installs the demo, in git when inGit, and points the views and the committer at it. False on failure.
    bool open(bool inGit)
    {
        auto installed = heddle::installDemoDataset(dir.path() + u"/demo"_s);
        if (!installed)
            return false;
        root = *installed;
        settings = std::make_unique<heddle::Settings>(dir.path() + u"/settings.ini"_s);
        settings->setConfiguredCuratorName(u"Ada Lovelace"_s);
        settings->setConfiguredCuratorEmail(u"ada@example.org"_s);
        if (inGit && !heddle::initDatasetRepository(root, settings->commitAuthor()))
            return false;
        auto opened = heddle::openDataset(root);
        if (!opened)
            return false;
        dataset = *opened;
        views = new heddle::TaskViews(settings.get(), window.get());
        views->setDataset(dataset);
        committer = new heddle::DatasetCommitter(settings.get(), window.get());
        committer->setDataset(root, heddle::datasetRepository(root));
        QObject::connect(views, &heddle::TaskViews::datasetSaved, committer, &heddle::DatasetCommitter::commit);
        return true;
    }

    /// Shows the task as a task switch would, from its snapshot.
    bool show(const QString &taskId)
    {
        auto snapshot =
            heddle::loadTaskSnapshot({root, taskId, settings->curatorName(), {}}, heddle::JobControl::none());
        if (!snapshot)
            return false;
        views->setSnapshot(std::move(snapshot).value());
        return true;
    }

    /// Waits until what the views queued for the disk (edits, decisions, verdicts and their undo) is written and
    /// shown, dialogs it asked along the way answered. False when it is not done within timeoutMs.
    bool writesDone(int timeoutMs = 20000) const
    {
        return QTest::qWaitFor([this] { return !views->writeQueue()->isBusy(); }, timeoutMs);
    }

    QByteArray lastCommit(const QString &format = u"%s"_s) const
    {
        return heddle::test::gitOutput(root, {u"log"_s, u"-1"_s, u"--format="_s + format}).trimmed();
    }
};

} // namespace heddletest
