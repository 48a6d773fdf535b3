#pragma once

#include <core/json/jsonnode.h>
#include <core/json/jsontext.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace heddle {

/// One row of a SWE-bench (or SWE-smith, or Multi-SWE-bench) instances file.
struct SweBenchInstance {
    enum class Format {
        SweBench,      // SWE-bench's own rows (and SWE-smith's, and the instance an OpenHands line carries)
        MultiSweBench, // org, repo, number, base.sha, fix_patch, resolved_issues and the f2p/p2p/s2p/n2p test maps
    };
    Format format = Format::SweBench;
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
    QString language;  // the tests' language: "python" for SWE-bench; java, typescript, javascript, go, rust, c, cpp
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

/// Reads one instance object in either format: a row with org, repo, number and fix_patch is a Multi-SWE-bench row,
/// any other a SWE-bench row. fallbackId names the instance when the row has no instance_id (the instance an OpenHands
/// output.jsonl line carries is named by the line). Returns the row's first problem, with file, line:column and
/// JSON pointer.
Result<SweBenchInstance> readInstanceRow(const JsonText &text, const JsonNode &row, const QString &pointer, int line,
                                         const QString &fallbackId = {});

/// Reads SWE-bench (or Multi-SWE-bench) instances from JSONL, a JSON array, a single instance object or {instance_id:
/// {...}}. The format is decided per row, so one file may mix both. FAIL_TO_PASS and PASS_TO_PASS may be lists or
/// strings holding JSON lists; "specs", when present, is a list of specs as task.json writes them. Fails only when the
/// file cannot be read; bad rows are skipped and listed.
Result<SweBenchInstanceFile> readSweBenchInstances(const QString &path);

/// The same, from bytes already in memory; fileName is used in errors and decides JSONL by its suffix.
Result<SweBenchInstanceFile> parseSweBenchInstances(QByteArrayView bytes, const QString &fileName);

} // namespace heddle
