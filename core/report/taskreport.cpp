#include <core/report/taskreport.h>

#include <core/patch/patchparser.h>
#include <core/report/htmltext.h>
#include <core/report/reportsections.h>
#include <core/report/specgraphsvg.h>
#include <core/review/evidence.h>
#include <core/specs/specgraph.h>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// A step's thought, action or observation longer than this is cut: a report shows where to look, not the whole log.
constexpr int kStepTextLimit = 1500;
// Lines shown above and below a cited test line.
constexpr int kTestLineContext = 4;

QString esc(const QString &text)
{
    return htmlEscaped(text);
}

QString heading(int level, const QString &text)
{
    const QString tag = u'h' + QString::number(level);
    return u'<' + tag + u'>' + esc(text) + u"</"_s + tag + u">\n"_s;
}

QString cut(const QString &text)
{
    if (text.size() <= kStepTextLimit)
        return text;
    return text.left(kStepTextLimit) + u'\n' +
           TaskReport::tr("… (%n more characters)", nullptr, int(text.size() - kStepTextLimit));
}

// The patches of a task parsed once: "" is the reference, otherwise an attempt id.
using Patches = QHash<QString, Result<Patch>>;

Patches parsePatches(const Task &task)
{
    Patches patches;
    patches.insert(QString(), parsePatch(task.referencePatch));
    for (const Attempt &a : task.attempts)
        patches.insert(a.id, parsePatch(a.patch));
    return patches;
}

QString patchLineHtml(const PatchLine &line, bool cited)
{
    QString cls;
    QChar sign = u' ';
    if (line.kind == PatchLine::Kind::Added) {
        cls = u"add"_s;
        sign = u'+';
    } else if (line.kind == PatchLine::Kind::Removed) {
        cls = u"del"_s;
        sign = u'-';
    }
    if (cited)
        cls += cls.isEmpty() ? u"cited"_s : u" cited"_s;
    return (cls.isEmpty() ? u"<span>"_s : u"<span class=\""_s + cls + u"\">"_s) + sign + esc(line.text) + u"</span>"_s;
}

QString hunkHtml(const PatchHunk &hunk, int citedNewLine)
{
    QString html =
        u"<span class=\"hunk\">"_s +
        esc(u"@@ -%1,%2 +%3,%4 @@"_s.arg(hunk.oldStart).arg(hunk.oldCount).arg(hunk.newStart).arg(hunk.newCount)) +
        (hunk.section.isEmpty() ? QString() : u' ' + esc(hunk.section)) + u"</span>"_s;
    for (const PatchLine &line : hunk.lines)
        html += patchLineHtml(line, citedNewLine > 0 && line.newLine == citedNewLine &&
                                        line.kind != PatchLine::Kind::Removed);
    return html;
}

QString patchHtml(const Result<Patch> &patch, const QByteArray &raw)
{
    if (!patch)
        return u"<p class=\"bad\">"_s +
               esc(TaskReport::tr("The patch cannot be read: %1").arg(patch.error().toString())) + u"</p>\n<pre>"_s +
               htmlEscapedBytes(raw) + u"</pre>\n"_s;
    if (patch->isEmpty())
        return u"<p>"_s + esc(TaskReport::tr("The patch is empty.")) + u"</p>\n"_s;
    QString html = u"<pre class=\"diff\">"_s;
    for (const PatchFile &file : patch->files) {
        QString header = file.isNew       ? TaskReport::tr("%1 (new file)").arg(file.path())
                         : file.isDeleted ? TaskReport::tr("%1 (deleted)").arg(file.path())
                         : file.isRename  ? TaskReport::tr("%1 → %2 (renamed)").arg(file.oldPath, file.newPath)
                                          : file.path();
        header += u"  +"_s + QString::number(file.added()) + u" −"_s + QString::number(file.removed());
        html += u"<span class=\"file\">"_s + esc(header) + u"</span>"_s;
        if (file.isBinary)
            html += u"<span>"_s + esc(TaskReport::tr("(binary file)")) + u"</span>"_s;
        for (const PatchHunk &hunk : file.hunks)
            html += hunkHtml(hunk, 0);
    }
    return html + u"</pre>\n"_s;
}

QString stepHtml(const TaskReportInput &input, const Evidence &e)
{
    const auto found = input.trajectories.constFind(e.attempt);
    if (found == input.trajectories.cend())
        return u"<p>"_s + esc(TaskReport::tr("The attempt has no trajectory.")) + u"</p>\n"_s;
    if (!found->hasValue())
        return u"<p class=\"bad\">"_s +
               esc(TaskReport::tr("The trajectory cannot be read: %1").arg(found->error().toString())) + u"</p>\n"_s;
    const QList<TrajectoryStep> &steps = found->value().steps;
    if (e.step < 0 || e.step >= steps.size())
        return u"<p class=\"bad\">"_s + esc(TaskReport::tr("The trajectory has no step %1.").arg(e.step + 1)) +
               u"</p>\n"_s;
    const TrajectoryStep &step = steps.at(e.step);
    QString html =
        u"<p class=\"small\">"_s + esc(TaskReport::tr("Kind: %1").arg(trajectoryStepKindName(step.kind))) + u"</p>\n"_s;
    const std::pair<QString, QString> parts[] = {{TaskReport::tr("Thought"), step.thought},
                                                 {TaskReport::tr("Action"), step.action},
                                                 {TaskReport::tr("Observation"), step.observation}};
    for (const auto &[label, text] : parts)
        if (!text.isEmpty())
            html += u"<div class=\"small\">"_s + esc(label) + u"</div><pre>"_s + esc(cut(text)) + u"</pre>\n"_s;
    return html;
}

QString hunkEvidenceHtml(const Patches &patches, const Evidence &e)
{
    const Result<Patch> &patch = patches.value(e.attempt);
    if (!patch)
        return u"<p class=\"bad\">"_s +
               esc(TaskReport::tr("The patch cannot be read: %1").arg(patch.error().toString())) + u"</p>\n"_s;
    for (const PatchFile &file : patch->files) {
        if (file.path() != e.file && file.oldPath != e.file)
            continue;
        if (e.hunk >= 0 && e.hunk < file.hunks.size())
            return u"<pre class=\"diff\">"_s + hunkHtml(file.hunks.at(e.hunk), e.line) + u"</pre>\n"_s;
        // A line without a hunk: the hunk that holds it.
        for (const PatchHunk &hunk : file.hunks)
            if (e.line >= hunk.newStart && e.line < hunk.newStart + std::max(1, hunk.newCount))
                return u"<pre class=\"diff\">"_s + hunkHtml(hunk, e.line) + u"</pre>\n"_s;
    }
    return u"<p class=\"bad\">"_s + esc(TaskReport::tr("The patch has no such hunk.")) + u"</p>\n"_s;
}

QString testLineHtml(const Task &task, const Evidence &e)
{
    const auto file = std::find_if(task.tests.files.cbegin(), task.tests.files.cend(),
                                   [&e](const TestFile &f) { return f.path == e.file; });
    if (file == task.tests.files.cend() || !file->isText())
        return u"<p class=\"bad\">"_s + esc(TaskReport::tr("The task has no such test file.")) + u"</p>\n"_s;
    const QStringList lines = QString::fromUtf8(file->content).split(u'\n');
    if (e.line < 1 || e.line > lines.size())
        return u"<p class=\"bad\">"_s + esc(TaskReport::tr("The test file has no line %1.").arg(e.line)) + u"</p>\n"_s;
    const int first = std::max(1, e.line - kTestLineContext);
    const int last = std::min(int(lines.size()), e.line + kTestLineContext);
    QString html = u"<pre class=\"lines\">"_s;
    for (int n = first; n <= last; ++n) {
        const QString text = QString::number(n).rightJustified(5) + u"  "_s + lines.at(n - 1);
        html += (n == e.line ? u"<span class=\"cited\">"_s : u"<span>"_s) + esc(text) + u"</span>"_s;
    }
    return html + u"</pre>\n"_s;
}

QString querySection(const Task &task)
{
    return u"<section id=\"query\">"_s + heading(2, TaskReport::tr("Query")) + u"<pre class=\"query\">"_s +
           esc(task.query) + u"</pre>\n</section>\n"_s;
}

QString specsSection(const TaskReportInput &input)
{
    const SpecGraph graph = SpecGraph::fromTask(input.task);
    QString html = u"<section id=\"specs\">"_s + heading(2, TaskReport::tr("Specs"));
    if (graph.size() == 0)
        return html + u"<p>"_s + esc(TaskReport::tr("The task has no specs.")) + u"</p></section>\n"_s;
    for (int c = 0; c < graph.categories().size(); ++c) {
        const QString &category = graph.categories().at(c);
        QString title = category;
        for (const SpecCategory &known : input.categories)
            if (known.id == category && !known.title.isEmpty())
                title = known.title + u" ("_s + category + u')';
        html += u"<div class=\"category\">"_s + heading(3, title);
        for (int i = 0; i < graph.size(); ++i) {
            if (graph.categoryIndex(i) != c)
                continue;
            const Spec &spec = graph.specs().at(i);
            html += u"<div class=\"spec\" id=\"spec-"_s + esc(spec.id) + u"\"><span class=\"id\">"_s + esc(spec.id) +
                    u"</span><strong>"_s + esc(spec.title) + u"</strong>"_s;
            if (!spec.text.isEmpty())
                html += u"<p>"_s + esc(spec.text) + u"</p>"_s;
            const QStringList neighbours = graph.neighbours(spec.id);
            if (!neighbours.isEmpty())
                html += u"<div class=\"small\">"_s +
                        esc(TaskReport::tr("Interacts with: %1").arg(neighbours.join(u", "_s))) + u"</div>"_s;
            const QStringList tests = graph.coveringTests(spec.id);
            html += u"<div class=\"small\">"_s +
                    esc(tests.isEmpty() ? TaskReport::tr("Covered by no test.")
                                        : TaskReport::tr("Covered by: %1").arg(tests.join(u", "_s))) +
                    u"</div></div>\n"_s;
        }
        html += u"</div>\n"_s;
    }
    for (const SpecReferenceProblem &p : graph.problems())
        html += u"<p class=\"bad\">"_s + esc(p.toString()) + u"</p>\n"_s;
    html += heading(3, TaskReport::tr("Interaction graph")) + u"<div class=\"graph\">"_s + specGraphSvg(graph) +
            u"</div>\n<p class=\"small\">"_s +
            esc(TaskReport::tr("A line joins two specs that interact; a box's colour and its last line name its "
                               "category; a dashed box is a spec that no test covers.")) +
            u"</p>\n"_s;
    return html + u"</section>\n"_s;
}

QString flagsSection(const TaskReportInput &input, const Patches &patches)
{
    const Task &task = input.task;
    QString html = u"<section id=\"flags\">"_s + heading(2, TaskReport::tr("Flags"));
    if (task.flags.isEmpty())
        html += u"<p>"_s + esc(TaskReport::tr("No flags.")) + u"</p>\n"_s;
    for (const Flag &flag : task.flags) {
        const bool fp = flag.kind == FlagKind::FalsePositive;
        const QString kind = fp ? TaskReport::tr("FP: the tests pass a wrong patch")
                                : TaskReport::tr("FN: the tests reject a valid patch");
        html += u"<article class=\"flag "_s + (fp ? u"fp"_s : u"fn"_s) + u"\" id=\"flag-"_s + esc(flag.id) +
                u"\"><h3><span class=\"badge "_s + (fp ? u"fp"_s : u"fn"_s) + u"\">"_s + esc(flagKindName(flag.kind)) +
                u"</span>"_s + esc(flag.id) + u"</h3>\n<p class=\"small\">"_s + esc(kind) + u" · "_s +
                esc(TaskReport::tr("source: %1").arg(flagSourceName(flag.source))) + u" · "_s +
                esc(TaskReport::tr("confidence %1%").arg(qRound(flag.confidence * 100))) + u"</p>\n<p>"_s +
                esc(TaskReport::tr("Verdict:")) + u" <strong>"_s + esc(report::verdictText(flag.verdict)) +
                u"</strong>"_s;
        if (!flag.verdictBy.isEmpty())
            html += u" — "_s + esc(flag.verdictBy);
        if (flag.verdictAt.isValid())
            html += u", "_s + esc(flag.verdictAt.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s));
        html += u"</p>\n"_s;
        if (!flag.verdictNote.isEmpty())
            html += u"<p class=\"note\">"_s + esc(flag.verdictNote) + u"</p>\n"_s;
        QStringList about;
        if (!flag.attempt.isEmpty())
            about << TaskReport::tr("attempt %1").arg(attemptDisplayName(task, flag.attempt));
        if (!flag.specs.isEmpty())
            about << TaskReport::tr("specs %1").arg(flag.specs.join(u", "_s));
        if (!flag.tests.isEmpty())
            about << TaskReport::tr("tests %1").arg(flag.tests.join(u", "_s));
        if (!about.isEmpty())
            html += u"<p class=\"small\">"_s + esc(about.join(u" · "_s)) + u"</p>\n"_s;
        if (!flag.rationale.isEmpty())
            html += u"<p class=\"rationale\">"_s + esc(flag.rationale) + u"</p>\n"_s;
        for (const Evidence &e : orderedChain(flag)) {
            html += u"<div class=\"evidence\"><div class=\"where\">"_s + esc(evidenceLabel(e, task)) + u"</div>"_s;
            if (!e.note.isEmpty())
                html += u"<div class=\"note\">"_s + esc(e.note) + u"</div>"_s;
            switch (e.kind) {
            case Evidence::Kind::TrajectoryStep: html += stepHtml(input, e); break;
            case Evidence::Kind::PatchHunk: html += hunkEvidenceHtml(patches, e); break;
            case Evidence::Kind::TestLine: html += testLineHtml(task, e); break;
            }
            html += u"</div>\n"_s;
        }
        html += u"</article>\n"_s;
    }
    return html + u"</section>\n"_s;
}

QString diffsSection(const Task &task, const Patches &patches)
{
    QString html = u"<section id=\"diffs\">"_s + heading(2, TaskReport::tr("Diffs"));
    html += heading(3, TaskReport::tr("Reference patch")) + patchHtml(patches.value(QString()), task.referencePatch);
    for (const Attempt &a : task.attempts) {
        QString title = TaskReport::tr("Attempt %1").arg(attemptDisplayName(task, a.id));
        if (!a.agent.isEmpty())
            title += u" ("_s + a.agent + u')';
        html +=
            u"<div id=\"attempt-"_s + esc(a.id) + u"\">"_s + heading(3, title) + u"<p class=\"small\">"_s +
            esc(TaskReport::tr("Attempt id: %1").arg(a.id)) +
            (a.exitStatus.isEmpty() ? QString() : u" · "_s + esc(TaskReport::tr("exit status: %1").arg(a.exitStatus))) +
            u"</p>\n"_s + patchHtml(patches.value(a.id), a.patch) + u"</div>\n"_s;
    }
    return html + u"</section>\n"_s;
}

} // namespace

QByteArray TaskReport::html(const TaskReportInput &input)
{
    const Task &task = input.task;
    const Patches patches = parsePatches(task);
    QString html = report::pageStart(tr("Task %1 — Heddle report").arg(task.id));
    html += u"<header>"_s + heading(1, tr("Task %1").arg(task.id));
    QStringList meta;
    if (!input.datasetName.isEmpty())
        meta << tr("Dataset %1").arg(input.datasetName);
    if (!task.repository.name.isEmpty())
        meta << tr("Repository %1 at %2").arg(task.repository.name, task.repository.baseCommit.left(12));
    html += u"<p class=\"meta\">"_s + esc(meta.join(u" · "_s)) + u"</p>\n<p class=\"meta\">"_s +
            esc(tr("Specs: %1 · Attempts: %2 · Flags: %3")
                    .arg(task.specs.size())
                    .arg(task.attempts.size())
                    .arg(task.flags.size()) +
                u" · "_s + tr("Report made %1").arg(input.generated.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s))) +
            u"</p>\n</header>\n"_s;
    const std::pair<const char16_t *, QString> parts[] = {
        {u"query", tr("Query")},      {u"specs", tr("Specs")}, {u"matrix", tr("Attempts × tests")},
        {u"flags", tr("Flags")},      {u"diffs", tr("Diffs")}, {u"runs", tr("Validation runs")},
        {u"curation", tr("Curation")}};
    html += u"<nav><ul>"_s;
    for (const auto &[anchor, title] : parts)
        html += u"<li><a href=\"#"_s + QString::fromUtf16(anchor) + u"\">"_s + esc(title) + u"</a></li>"_s;
    html += u"</ul></nav>\n"_s;
    html += querySection(task);
    html += specsSection(input);
    html += report::matrixSection(task, input.runs);
    html += flagsSection(input, patches);
    html += diffsSection(task, patches);
    html += report::runsSection(task, input.runs);
    html += report::curationSection(task);
    html += report::pageEnd();
    return html.toUtf8();
}

QByteArray TaskReport::indexHtml(const QString &datasetName, const QList<ReportIndexEntry> &entries,
                                 const QDateTime &generated)
{
    QString html = report::pageStart(tr("%1 — Heddle report").arg(datasetName));
    html += u"<header>"_s + heading(1, tr("Dataset %1").arg(datasetName)) + u"<p class=\"meta\">"_s +
            esc(tr("Tasks: %1").arg(entries.size()) + u" · "_s +
                tr("Report made %1").arg(generated.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s))) +
            u"</p></header>\n"_s;
    html += u"<table class=\"index\"><thead><tr><th>"_s + esc(tr("Task")) + u"</th><th>"_s + esc(tr("Status")) +
            u"</th><th>"_s + esc(tr("Repository")) + u"</th><th>"_s + esc(tr("Specs")) + u"</th><th>"_s +
            esc(tr("Attempts")) + u"</th><th>"_s + esc(tr("FP flags")) + u"</th><th>"_s + esc(tr("FN flags")) +
            u"</th></tr></thead><tbody>\n"_s;
    for (const ReportIndexEntry &e : entries) {
        const TaskSummary &s = e.summary;
        html +=
            u"<tr><td>"_s +
            (e.file.isEmpty() ? esc(e.taskId) : u"<a href=\""_s + esc(e.file) + u"\">"_s + esc(e.taskId) + u"</a>"_s) +
            u"</td><td>"_s;
        if (!e.error.isEmpty()) {
            html += u"<span class=\"bad\">"_s + esc(tr("not written: %1").arg(e.error)) + u"</span></td>"_s +
                    u"<td></td><td></td><td></td><td></td><td></td></tr>\n"_s;
            continue;
        }
        const auto openOf = [&s](FlagKind k) {
            return tr("%1 (%2 open)").arg(s.flagCount(k)).arg(s.flagCount(k, Verdict::Open));
        };
        html += esc(report::curationStatusText(s.status)) + u"</td><td>"_s + esc(s.repository) + u"</td><td>"_s +
                QString::number(s.specs) + u"</td><td>"_s + QString::number(s.attempts) + u"</td><td>"_s +
                esc(openOf(FlagKind::FalsePositive)) + u"</td><td>"_s + esc(openOf(FlagKind::FalseNegative)) +
                u"</td></tr>\n"_s;
    }
    html += u"</tbody></table>\n"_s + report::pageEnd();
    return html.toUtf8();
}

} // namespace heddle
