#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace heddle {

/// One row of a SWE-bench (or SWE-smith) instances file.
struct SweBenchInstance {
    QString instanceId;
    QString repo; // "owner/name"
    QString baseCommit;
    QByteArray patch;     // the reference patch
    QByteArray testPatch; // the diff that adds the tests
    QString problemStatement;
    QString hintsText;
    QString createdAt;
    QString version;
    QString environmentSetupCommit;
    QStringList failToPass;
    QStringList passToPass;
    QList<Spec> specs; // Heddle's "specs" key, written by `heddle export`; absent in SWE-bench's own rows
    QList<std::pair<QString, QString>> extra; // the row's other scalar fields as text (difficulty, image_name, ...)
    QString file;                             // where the row was read
    int line = 0;
};

/// The rows of an instances file that could be read, and the rows that could not.
struct SweBenchInstanceFile {
    QList<SweBenchInstance> instances;
    QList<Error> rowErrors; // each names file, line:column and JSON pointer; that row was skipped
};

/// Reads SWE-bench instances from JSONL, a JSON array, a single instance object or {instance_id: {...}}.
/// FAIL_TO_PASS and PASS_TO_PASS may be lists or strings holding JSON lists; "specs", when present, is a list of specs
/// as task.json writes them. Fails only when the file cannot be read; bad rows are skipped and listed.
Result<SweBenchInstanceFile> readSweBenchInstances(const QString &path);

/// The same, from bytes already in memory; fileName is used in errors and decides JSONL by its suffix.
Result<SweBenchInstanceFile> parseSweBenchInstances(QByteArrayView bytes, const QString &fileName);

} // namespace heddle
