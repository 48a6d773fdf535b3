// The files of a dataset: the variant chooses which file of a one-task dataset the input replaces (the dataset's
// description, task.json, review.json, curation.json, attempt.json, a curator's verdicts, a blind verdict, the
// presentation, a validation, mutation or agent run record, a patch); then the dataset is opened, the task read as
// the window reads it, and checked as `heddle check` checks it. The file is put back afterwards.
#include "fuzzing.h"

#include "fuzzdataset.h"

#include <core/dataset/datasetio.h>
#include <core/present/beatorder.h>
#include <core/snapshot/tasksnapshot.h>
#include <core/jobs/jobcontrol.h>
#include <core/storage/datasetlayout.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <optional>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

void setUp()
{
    fuzzDataset();
}

int variants()
{
    return 13;
}

void fuzzOne(int variant, QByteArrayView bytes)
{
    const FuzzDataset &dataset = fuzzDataset();
    const QString task = dataset.taskId();
    const QString attempt = dataset.attemptId();
    const QString files[13] = {
        DatasetLayout::datasetFile(),
        DatasetLayout::taskFile(task),
        DatasetLayout::reviewFile(task),
        DatasetLayout::curationFile(task),
        DatasetLayout::attemptFile(task, attempt),
        DatasetLayout::curatorReviewFile(task, u"fuzz"_s),
        DatasetLayout::blindVerdictFile(task, u"fuzz"_s),
        DatasetLayout::presentationFile(task),
        DatasetLayout::runRecordFile(task, u"20260101-000000-fuzz"_s),
        DatasetLayout::mutationRecordFile(task, u"20260101-000000-fuzz"_s),
        DatasetLayout::agentRunFile(task, u"20260101-000000-fuzz"_s),
        DatasetLayout::inTaskFolder(task, DatasetLayout::referencePatchName()),
        DatasetLayout::inAttemptFolder(task, attempt, DatasetLayout::attemptPatchName()),
    };
    const QString path = dataset.root() + u'/' + files[variant];

    std::optional<QByteArray> original;
    {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            original = file.readAll();
    }
    QDir().mkpath(QFileInfo(path).path());
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(path));
        file.write(bytes.data(), bytes.size());
    }

    (void)openDataset(dataset.root());
    (void)loadTaskSnapshot({dataset.root(), task, u"fuzz"_s, {}}, JobControl::none());
    (void)loadBeatOrder(dataset.root(), task);
    (void)checkDataset(dataset.root());

    QFile file(path);
    if (original) {
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot put back %s", qPrintable(path));
        file.write(*original);
    } else {
        file.remove();
    }
}

} // namespace heddle::fuzz
