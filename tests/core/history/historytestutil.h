#pragma once

// What the history tests share: a dataset-like tree on disk, and HEAD read by the git command line as the referee.

#include <core/history/datasethistory.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QByteArray>
#include <QString>

using namespace Qt::StringLiterals;

namespace historytest {

// Two curators who commit to the same dataset.
inline const heddle::CommitAuthor kAda{u"Ada Curator"_s, u"ada@heddle.invalid"_s};
inline const heddle::CommitAuthor kBea{u"Bea Reviewer"_s, u"bea@heddle.invalid"_s};

// A small dataset as docs/FORMAT.md lays it out: two tasks with reviews, curation, test files and a validation run.
inline void makeDataset(const QString &root)
{
    heddle::test::writeFile(
        root, u"heddle-dataset.json"_s,
        "{\n  \"format\": \"heddle-dataset\",\n  \"format_version\": 1,\n  \"name\": \"History test\"\n}\n");
    for (const QString &task : {u"a"_s, u"b"_s}) {
        const QString folder = u"tasks/"_s + task + u'/';
        heddle::test::writeFile(root, folder + u"task.json"_s, "{\n  \"id\": \"" + task.toUtf8() + "\"\n}\n");
        heddle::test::writeFile(root, folder + u"review.json"_s, "{\n  \"flags\": [],\n  \"note\": \"first\"\n}\n");
        heddle::test::writeFile(root, folder + u"curation.json"_s, "{\n  \"status\": \"open\"\n}\n");
        heddle::test::writeFile(root, folder + u"test-files/t.py"_s,
                                "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 2\n");
        heddle::test::writeFile(root, folder + u"validation/20260101T120000Z.json"_s, "{\n  \"run\": 1\n}\n");
        heddle::test::writeFile(root, folder + u"validation/20260101T120000Z/reference-1.log"_s, "PASSED test_one\n");
    }
}

// HEAD as the git command line reads it.
inline QByteArray head(const QString &folder)
{
    return heddle::test::gitOutput(folder, {u"rev-parse"_s, u"HEAD"_s}).trimmed();
}

} // namespace historytest
