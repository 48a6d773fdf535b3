#pragma once

#include <core/task/task.h>
#include <core/validation/runrecord.h>

#include <QString>

// The parts of a report page that TaskReport composes, each a finished piece of HTML with every task text escaped.
namespace heddle::report {

/// From <!DOCTYPE html> to the opening <body>: the title, the style sheet (screen and print) and a
/// Content-Security-Policy that lets no script, image or network request through.
QString pageStart(const QString &title);
/// Closes what pageStart opened.
QString pageEnd();

/// "✓ passed", "✗ failed", ...: a status as a symbol and a word, so that it never reads by colour alone.
QString statusGlyph(int status);
QString statusText(int status);

/// "in review", "approved", ...: a curation status in words.
QString curationStatusText(CurationStatus status);

/// "open", "confirmed", "dismissed", "needs a rerun": a curator's verdict on a flag in words.
QString verdictText(Verdict verdict);

/// The attempt x test matrix (the reference and empty-patch controls first), with a legend of the tests.
QString matrixSection(const Task &task, const LoadedRunRecords &runs);
/// Every validation run, newest first: when, where, which patch each target ran with, how it ended, its results.
QString runsSection(const Task &task, const LoadedRunRecords &runs);
/// The curation status, assignment and every status change; the curators' verdicts on the flags.
QString curationSection(const Task &task);

} // namespace heddle::report
