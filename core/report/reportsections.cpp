#include <core/report/reportsections.h>

#include <core/matrix/attemptmatrixmodel.h>
#include <core/report/htmltext.h>
#include <core/review/evidence.h>

#include <QCoreApplication>
#include <QLocale>
#include <QMap>

namespace heddle::report {

using namespace Qt::StringLiterals;

namespace {

struct ReportSections {
    Q_DECLARE_TR_FUNCTIONS(heddle::ReportSections)
};

QString esc(const QString &text)
{
    return htmlEscaped(text);
}

QString when(const QDateTime &at)
{
    return at.isValid() ? esc(at.toUTC().toString(u"yyyy-MM-dd HH:mm:ss 'UTC'"_s)) : u"–"_s;
}

QString statusClass(int status)
{
    return status == AttemptMatrixModel::NotRun ? u"s-notrun"_s : u"s-"_s + testStatusName(TestStatus(status));
}

// "9 passed, 2 failed": the counts of a run's results in the order of the statuses.
QString resultsSummary(const TestResults &results)
{
    QMap<int, int> counts;
    for (const QString &id : results.ids)
        ++counts[int(results.value(id))];
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << ReportSections::tr("%1 %2").arg(it.value()).arg(statusText(it.key()));
    return parts.isEmpty() ? ReportSections::tr("no test results") : parts.join(u", "_s);
}

QString targetName(const Task &task, const QString &target)
{
    if (target == u"reference")
        return ReportSections::tr("reference patch");
    if (target == u"empty")
        return ReportSections::tr("empty patch");
    return attemptDisplayName(task, target);
}

QString outcomeText(TargetRun::Outcome outcome)
{
    switch (outcome) {
    case TargetRun::Outcome::Finished: return ReportSections::tr("finished");
    case TargetRun::Outcome::TimedOut: return ReportSections::tr("timed out");
    case TargetRun::Outcome::Cancelled: return ReportSections::tr("cancelled");
    case TargetRun::Outcome::FailedToStart: return ReportSections::tr("failed to start");
    case TargetRun::Outcome::Crashed: return ReportSections::tr("crashed");
    case TargetRun::Outcome::NotRun: return ReportSections::tr("not run");
    case TargetRun::Outcome::LimitExceeded: return ReportSections::tr("over a limit");
    case TargetRun::Outcome::DidNotRun: return ReportSections::tr("did not run");
    case TargetRun::Outcome::Environment: return ReportSections::tr("environment");
    }
    return targetOutcomeName(outcome);
}

QString controlText(const QString &name, const ControlCheck &check)
{
    QString html =
        u"<li>"_s + esc(name) + u": "_s +
        (check.holds ? u"<span class=\"ok\">✓ "_s + esc(ReportSections::tr("holds")) + u"</span>"_s
                     : u"<span class=\"bad\">✗ "_s + esc(ReportSections::tr("does not hold")) + u"</span>"_s);
    if (!check.violations.isEmpty())
        html += u" — "_s + esc(ReportSections::tr("tests that break it: %1").arg(check.violations.join(u", "_s)));
    if (!check.note.isEmpty())
        html += u" — "_s + esc(check.note);
    return html + u"</li>"_s;
}

const char16_t kStyle[] = uR"css(
:root { color-scheme: light; }
body { font: 14px/1.45 "Noto Sans", "DejaVu Sans", system-ui, sans-serif; color: #1b1b1b; background: #fff;
       margin: 0 auto; max-width: 1180px; padding: 16px 28px 48px; }
h1 { font-size: 24px; margin: 8px 0 2px; }
h2 { font-size: 19px; margin: 34px 0 10px; padding-bottom: 4px; border-bottom: 2px solid #c9d1d9; }
h3 { font-size: 15px; margin: 20px 0 6px; }
a { color: #0b5cad; }
.meta { color: #4d4d4d; margin: 2px 0; }
nav ul { list-style: none; padding: 0; margin: 12px 0; display: flex; flex-wrap: wrap; gap: 4px 18px; }
pre, code { font-family: "DejaVu Sans Mono", "Noto Sans Mono", ui-monospace, monospace; font-size: 12.5px; }
pre { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 4px; padding: 8px 10px; margin: 6px 0;
      white-space: pre-wrap; overflow-wrap: anywhere; }
pre.query { font-family: inherit; font-size: 14px; background: #fbfbf8; }
pre.diff { padding: 0; }
pre.diff span { display: block; padding: 0 10px; }
pre.diff .add { background: #e3f8e8; }
pre.diff .del { background: #fde8e6; }
pre.diff .hunk { background: #e4f0fb; color: #0b4f8a; }
pre.diff .file { background: #eaeef2; font-weight: bold; }
pre.diff .cited, pre.lines .cited { background: #fff1a8; font-weight: bold; }
pre.lines span { display: block; }
table { border-collapse: collapse; margin: 6px 0; }
th, td { border: 1px solid #d0d7de; padding: 3px 7px; text-align: left; vertical-align: top; }
thead th { background: #f0f3f6; }
.scroll { overflow-x: auto; }
table.matrix th, table.matrix td { padding: 2px 4px; }
table.matrix thead th.test { font-size: 11px; font-weight: normal; text-align: center; }
table.matrix td.cell { text-align: center; font-family: "DejaVu Sans Mono", monospace; min-width: 1.6em; }
table.matrix th.row { white-space: nowrap; }
table.matrix td.score { white-space: nowrap; color: #333; }
.s-passed { background: #d5f2dc; } .s-failed { background: #fbd3cd; } .s-error { background: #fde2b5; }
.s-skipped, .s-xfail { background: #e6e6f5; } .s-missing { background: #eeeeee; } .s-notrun { background: #fafafa; color: #777; }
.mismatch { box-shadow: inset 0 0 0 2px #a14000; font-weight: bold; }
.mark { color: #a14000; font-weight: bold; margin-left: 1px; }
.key { display: inline-block; min-width: 1.6em; text-align: center; border: 1px solid #c9d1d9; }
.legend { font-size: 12.5px; color: #333; }
.flagref { font-size: 10.5px; font-weight: bold; color: #6b2c00; }
.category { margin: 10px 0 4px; }
.spec { border: 1px solid #d0d7de; border-radius: 4px; padding: 6px 10px; margin: 6px 0; }
.spec .id { font-weight: bold; margin-right: 6px; }
.spec p { margin: 4px 0; white-space: pre-wrap; }
.small { font-size: 12.5px; color: #444; }
.graph svg { max-width: 100%; height: auto; font-family: "Noto Sans", "DejaVu Sans", sans-serif; }
.flag { border: 1px solid #d0d7de; border-left: 6px solid #888; border-radius: 4px; padding: 6px 12px;
        margin: 14px 0; }
.flag.fp { border-left-color: #d55e00; } .flag.fn { border-left-color: #0072b2; }
.flag h3 { margin: 4px 0; }
.badge { display: inline-block; padding: 0 7px; border-radius: 9px; border: 1px solid #999; font-size: 12px;
         font-weight: bold; margin-right: 4px; }
.badge.fp { border-color: #d55e00; color: #8a3a00; } .badge.fn { border-color: #0072b2; color: #004a75; }
.evidence { margin: 10px 0 4px 0; padding-left: 10px; border-left: 3px solid #e1e4e8; }
.evidence .where { font-weight: bold; }
.note, .rationale { white-space: pre-wrap; }
.ok { color: #05660f; font-weight: bold; } .bad { color: #a1120a; font-weight: bold; }
.status { text-transform: none; }
@media print {
  body { max-width: none; padding: 0; font-size: 10.5pt; }
  nav { display: none; }
  a { color: inherit; text-decoration: none; }
  h2, h3 { break-after: avoid; }
  .flag, .spec, .evidence, tr { break-inside: avoid; }
  .scroll { overflow: visible; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
)css";

} // namespace

QString pageStart(const QString &title)
{
    return u"<!DOCTYPE html>\n<html lang=\""_s + esc(QLocale().bcp47Name()) +
           u"\">\n<head>\n<meta charset=\"utf-8\">\n"
           u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
           u"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"_s +
           esc(title) + u"</title>\n<style>"_s + QString::fromUtf16(kStyle) + u"</style>\n</head>\n<body>\n"_s;
}

QString pageEnd()
{
    return u"</body>\n</html>\n"_s;
}

QString curationStatusText(CurationStatus status)
{
    switch (status) {
    case CurationStatus::New: return ReportSections::tr("new");
    case CurationStatus::InReview: return ReportSections::tr("in review");
    case CurationStatus::InRepair: return ReportSections::tr("in repair");
    case CurationStatus::Approved: return ReportSections::tr("approved");
    case CurationStatus::Rejected: return ReportSections::tr("rejected");
    }
    return curationStatusName(status);
}

QString verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Open: return ReportSections::tr("open");
    case Verdict::Confirmed: return ReportSections::tr("confirmed");
    case Verdict::Dismissed: return ReportSections::tr("dismissed");
    case Verdict::NeedsRerun: return ReportSections::tr("needs a rerun");
    }
    return verdictName(verdict);
}

QString statusGlyph(int status)
{
    switch (status) {
    case int(TestStatus::Passed): return u"✓"_s;
    case int(TestStatus::Failed): return u"✗"_s;
    case int(TestStatus::Error): return u"E"_s;
    case int(TestStatus::Skipped): return u"S"_s;
    case int(TestStatus::XFail): return u"x"_s;
    case int(TestStatus::Missing): return u"?"_s;
    default: return u"–"_s;
    }
}

QString statusText(int status)
{
    switch (status) {
    case int(TestStatus::Passed): return ReportSections::tr("passed");
    case int(TestStatus::Failed): return ReportSections::tr("failed");
    case int(TestStatus::Error): return ReportSections::tr("error");
    case int(TestStatus::Skipped): return ReportSections::tr("skipped");
    case int(TestStatus::XFail): return ReportSections::tr("expected failure");
    case int(TestStatus::Missing): return ReportSections::tr("missing");
    default: return ReportSections::tr("not run");
    }
}

QString matrixSection(const Task &task, const LoadedRunRecords &runs)
{
    AttemptMatrixModel model;
    model.setTask(task, MatrixRuns::fromRecords(task, runs.records));
    QString html = u"<section id=\"matrix\"><h2>"_s + esc(ReportSections::tr("Attempts × tests")) + u"</h2>\n"_s;
    if (!model.runs().runId.isEmpty())
        html += u"<p>"_s + esc(ReportSections::tr("From validation run %1.").arg(model.runs().runId)) +
                (model.runs().stale
                     ? u" <strong>"_s + esc(ReportSections::tr("The run is stale: the task changed since.")) +
                           u"</strong>"_s
                     : QString()) +
                u"</p>\n"_s;
    else
        html += u"<p>"_s + esc(ReportSections::tr("No validation run: the attempts' stored results.")) + u"</p>\n"_s;
    if (model.columnCount() == 0)
        return html + u"<p>"_s + esc(ReportSections::tr("The task declares no tests.")) + u"</p></section>\n"_s;

    html += u"<div class=\"scroll\"><table class=\"matrix\"><thead><tr><th>"_s + esc(ReportSections::tr("Patch")) +
            u"</th><th>"_s + esc(ReportSections::tr("Score")) + u"</th>"_s;
    for (int c = 0; c < model.columnCount(); ++c)
        html +=
            u"<th class=\"test\" title=\""_s + esc(model.testIdAt(c)) + u"\">T"_s + QString::number(c + 1) + u"</th>"_s;
    html += u"</tr></thead><tbody>\n"_s;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QStringList rowFlags = model.headerData(r, Qt::Vertical, AttemptMatrixModel::FlagIdsRole).toStringList();
        html += u"<tr><th class=\"row\">"_s + esc(model.rowLabel(r));
        if (!rowFlags.isEmpty())
            html += u" <span class=\"flagref\">"_s + esc(rowFlags.join(u' ')) + u"</span>"_s;
        html += u"</th><td class=\"score\">"_s +
                esc(model.headerData(r, Qt::Vertical, AttemptMatrixModel::SummaryRole).toString()) + u"</td>"_s;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex cell = model.index(r, c);
            const int status = cell.data(AttemptMatrixModel::StatusRole).toInt();
            const bool mismatch = cell.data(AttemptMatrixModel::MismatchRole).toBool();
            const QStringList flags = cell.data(AttemptMatrixModel::FlagIdsRole).toStringList();
            QString title = statusText(status);
            const QVariant expected = cell.data(AttemptMatrixModel::ExpectedRole);
            if (mismatch && expected.isValid())
                title = ReportSections::tr("%1, expected %2").arg(title, statusText(expected.toInt()));
            html += u"<td class=\"cell "_s + statusClass(status) + (mismatch ? u" mismatch"_s : QString()) +
                    u"\" title=\""_s + esc(title) + u"\">"_s + statusGlyph(status);
            if (mismatch)
                html += u"<span class=\"mark\">!</span>"_s;
            if (!flags.isEmpty() && flags != rowFlags)
                html += u"<br><span class=\"flagref\">"_s + esc(flags.join(u' ')) + u"</span>"_s;
            html += u"</td>"_s;
        }
        html += u"</tr>\n"_s;
    }
    html += u"</tbody></table></div>\n<p class=\"legend\">"_s;
    for (int s : {int(TestStatus::Passed), int(TestStatus::Failed), int(TestStatus::Error), int(TestStatus::Skipped),
                  int(TestStatus::XFail), int(TestStatus::Missing), int(AttemptMatrixModel::NotRun)})
        html += u"<span class=\"key "_s + statusClass(s) + u"\">"_s + statusGlyph(s) + u"</span> "_s +
                esc(statusText(s)) + u" &nbsp; "_s;
    html += u"<span class=\"key mismatch\">!</span> "_s +
            esc(ReportSections::tr("not what a correct patch should get")) + u"</p>\n"_s;

    html += u"<table class=\"tests\"><thead><tr><th>#</th><th>"_s + esc(ReportSections::tr("Group")) + u"</th><th>"_s +
            esc(ReportSections::tr("Test")) + u"</th><th>"_s + esc(ReportSections::tr("Specs")) +
            u"</th></tr></thead><tbody>\n"_s;
    for (int c = 0; c < model.columnCount(); ++c)
        html += u"<tr><td>T"_s + QString::number(c + 1) + u"</td><td>"_s +
                esc(AttemptMatrixModel::groupLabel(
                    model.headerData(c, Qt::Horizontal, AttemptMatrixModel::GroupRole).toString())) +
                u"</td><td><code>"_s + esc(model.testIdAt(c)) + u"</code></td><td>"_s +
                esc(model.headerData(c, Qt::Horizontal, AttemptMatrixModel::CoveringSpecsRole)
                        .toStringList()
                        .join(u", "_s)) +
                u"</td></tr>\n"_s;
    return html + u"</tbody></table></section>\n"_s;
}

QString runsSection(const Task &task, const LoadedRunRecords &runs)
{
    QString html = u"<section id=\"runs\"><h2>"_s + esc(ReportSections::tr("Validation runs")) + u"</h2>\n"_s;
    if (runs.records.isEmpty())
        html += u"<p>"_s + esc(ReportSections::tr("The task has not been validated.")) + u"</p>\n"_s;
    for (const Error &e : runs.errors)
        html += u"<p class=\"bad\">"_s + esc(ReportSections::tr("A run record cannot be read: %1").arg(e.toString())) +
                u"</p>\n"_s;
    for (const RunRecord &record : runs.records) {
        html += u"<article class=\"run\"><h3>"_s + esc(ReportSections::tr("Run %1").arg(record.id)) + u"</h3>\n"_s;
        html += u"<p>"_s +
                esc(ReportSections::tr("Started %1, finished %2, on %3 (%4).")
                        .arg(record.started.toUTC().toString(u"yyyy-MM-dd HH:mm:ss 'UTC'"_s),
                             record.finished.toUTC().toString(u"yyyy-MM-dd HH:mm:ss 'UTC'"_s), record.machine,
                             record.sandbox)) +
                u"</p>\n<ul>"_s;
        html += controlText(ReportSections::tr("Reference control"), record.reference);
        html += controlText(ReportSections::tr("Empty-patch control"), record.empty);
        html += u"</ul>\n"_s;
        const QStringList stale = staleReasons(record, task);
        if (!stale.isEmpty())
            html += u"<p><strong>"_s + esc(ReportSections::tr("Stale:")) + u"</strong> "_s + esc(stale.join(u"; "_s)) +
                    u"</p>\n"_s;
        for (const FlakyTest &f : record.flaky)
            html += u"<p>"_s + esc(ReportSections::tr("Flaky on %1: %2").arg(targetName(task, f.target), f.test)) +
                    u"</p>\n"_s;
        html += u"<table class=\"runs\"><thead><tr><th>"_s + esc(ReportSections::tr("Patch")) + u"</th><th>"_s +
                esc(ReportSections::tr("Repeat")) + u"</th><th>"_s + esc(ReportSections::tr("Patch sha256")) +
                u"</th><th>"_s + esc(ReportSections::tr("Outcome")) + u"</th><th>"_s +
                esc(ReportSections::tr("Exit code")) + u"</th><th>"_s + esc(ReportSections::tr("Seconds")) +
                u"</th><th>"_s + esc(ReportSections::tr("Results")) + u"</th></tr></thead><tbody>\n"_s;
        for (const TargetRun &run : record.runs) {
            QString outcome = outcomeText(run.outcome);
            if (!run.applied)
                outcome = ReportSections::tr("the patch did not apply: %1").arg(run.applyMessage);
            else if (!run.message.isEmpty())
                outcome += u" — "_s + run.message;
            QString results = resultsSummary(run.results);
            if (!run.untrustworthy.isEmpty())
                results += u" — "_s + ReportSections::tr("not trusted: %1").arg(run.untrustworthy);
            html += u"<tr><td>"_s + esc(targetName(task, run.target)) + u"</td><td>"_s + QString::number(run.repeat) +
                    u"</td><td><code>"_s + esc(QString::fromLatin1(run.patchSha256.left(12))) + u"</code></td><td>"_s +
                    esc(outcome) + u"</td><td>"_s + (run.exitCode >= 0 ? QString::number(run.exitCode) : u"–"_s) +
                    u"</td><td>"_s + QString::number(double(run.durationMs) / 1000.0, 'f', 1) + u"</td><td>"_s +
                    esc(results) + u"</td></tr>\n"_s;
        }
        html += u"</tbody></table></article>\n"_s;
    }
    return html + u"</section>\n"_s;
}

QString curationSection(const Task &task)
{
    const Curation &c = task.curation;
    QString html = u"<section id=\"curation\"><h2>"_s + esc(ReportSections::tr("Curation")) + u"</h2>\n<p>"_s +
                   esc(ReportSections::tr("Status:")) + u" <strong class=\"status\">"_s +
                   esc(curationStatusText(c.status)) + u"</strong>"_s;
    if (!c.assignedTo.isEmpty())
        html += u" — "_s + esc(ReportSections::tr("assigned to %1").arg(c.assignedTo));
    html += u"</p>\n"_s;
    if (c.history.isEmpty()) {
        html += u"<p>"_s + esc(ReportSections::tr("No decision recorded yet.")) + u"</p>\n"_s;
    } else {
        html += u"<table class=\"decisions\"><thead><tr><th>"_s + esc(ReportSections::tr("When")) + u"</th><th>"_s +
                esc(ReportSections::tr("Who")) + u"</th><th>"_s + esc(ReportSections::tr("Decision")) + u"</th><th>"_s +
                esc(ReportSections::tr("Note")) + u"</th></tr></thead><tbody>\n"_s;
        for (const CurationEvent &e : c.history) {
            QString decision = e.from == e.to ? ReportSections::tr("assigned (%1)").arg(curationStatusText(e.to))
                                              : ReportSections::tr("%1 → %2").arg(curationStatusText(e.from),
                                                                                  curationStatusText(e.to));
            if (e.overridden)
                decision +=
                    u" — "_s + ReportSections::tr("approval gates overridden: %1").arg(e.gatesOverridden.join(u", "_s));
            html += u"<tr><td>"_s + when(e.at) + u"</td><td>"_s + esc(e.by) + u"</td><td>"_s + esc(decision) +
                    u"</td><td class=\"note\">"_s + esc(e.reason) + u"</td></tr>\n"_s;
        }
        html += u"</tbody></table>\n"_s;
    }
    bool anyVerdict = false;
    for (const Flag &f : task.flags)
        anyVerdict = anyVerdict || f.verdict != Verdict::Open || !f.verdictBy.isEmpty();
    if (anyVerdict) {
        html += u"<h3>"_s + esc(ReportSections::tr("Verdicts on the flags")) +
                u"</h3>\n<table class=\"decisions\"><thead><tr><th>"_s + esc(ReportSections::tr("Flag")) +
                u"</th><th>"_s + esc(ReportSections::tr("Verdict")) + u"</th><th>"_s + esc(ReportSections::tr("Who")) +
                u"</th><th>"_s + esc(ReportSections::tr("When")) + u"</th><th>"_s + esc(ReportSections::tr("Note")) +
                u"</th></tr></thead><tbody>\n"_s;
        for (const Flag &f : task.flags)
            html += u"<tr><td><a href=\"#flag-"_s + esc(f.id) + u"\">"_s + esc(f.id) + u"</a></td><td>"_s +
                    esc(verdictText(f.verdict)) + u"</td><td>"_s + esc(f.verdictBy) + u"</td><td>"_s +
                    when(f.verdictAt) + u"</td><td class=\"note\">"_s + esc(f.verdictNote) + u"</td></tr>\n"_s;
        html += u"</tbody></table>\n"_s;
    }
    return html + u"</section>\n"_s;
}

} // namespace heddle::report
