#pragma once

#include <QStringList>

namespace heddle::cli {

// Each verb receives the arguments after its own name and returns the process exit code.
// Verbs need no display: they run under QCoreApplication.
int runInfo(const QStringList &args);
int runCheck(const QStringList &args);
int runImport(const QStringList &args);
int runTrajectory(const QStringList &args);
int runParseTests(const QStringList &args);
int runPatch(const QStringList &args);
int runValidate(const QStringList &args);
int runRunRequest(const QStringList &args);
int runMutate(const QStringList &args);
int runStats(const QStringList &args);
int runExport(const QStringList &args);
int runSearch(const QStringList &args);
int runReport(const QStringList &args);
int runImportFlags(const QStringList &args);
int runExportVerdicts(const QStringList &args);
int runReview(const QStringList &args);
// heddle __complete CWORD WORD0 WORD1 ...: the completion scripts' candidates for the word at CWORD, after a first
// line that says whether the shell adds files or folders; verbs are the verbs' names.
int runComplete(const QStringList &args, const QStringList &verbs);
// Needs a QApplication (main creates one on the offscreen platform).
int runScreenshot(const QStringList &args);

} // namespace heddle::cli
