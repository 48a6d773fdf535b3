#include <core/present/evidenceexcerpt.h>

#include <core/patch/patchparser.h>
#include <core/review/evidence.h>
#include <core/storage/datasetlayout.h>
#include <core/trajectory/trajectoryparser.h>

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ExcerptText {
    Q_DECLARE_TR_FUNCTIONS(heddle::ExcerptText)
};

// The first lines of a long text, with a line that says how many were left out.
QString firstLines(const QString &text, int limit)
{
    const QStringList lines = text.split(u'\n');
    if (lines.size() <= limit)
        return text;
    return lines.mid(0, limit).join(u'\n') + u'\n' +
           ExcerptText::tr("… %n more line(s)", nullptr, int(lines.size() - limit));
}

const Attempt *findAttempt(const Task &task, const QString &id)
{
    for (const Attempt &a : task.attempts)
        if (a.id == id)
            return &a;
    return nullptr;
}

void stepExcerpt(EvidenceExcerpt &excerpt, const QString &root, const Task &task,
                 QHash<QString, Result<Trajectory>> &trajectories, const JobControl &job)
{
    const Evidence &e = excerpt.evidence;
    const Attempt *attempt = findAttempt(task, e.attempt);
    if (!attempt || !attempt->trajectory.isValid()) {
        excerpt.problem = ExcerptText::tr("The attempt has no trajectory.");
        return;
    }
    if (!trajectories.contains(attempt->id)) {
        const QString file = DatasetLayout(root).at(DatasetLayout::attemptFolder(task.id, attempt->id)) + u'/' +
                             attempt->trajectory.file;
        trajectories.insert(attempt->id, loadTrajectory(file, attempt->trajectory.format, task.id, job));
    }
    const Result<Trajectory> &trajectory = trajectories[attempt->id];
    if (!trajectory) {
        excerpt.problem = trajectory.error().toString();
        return;
    }
    const auto &steps = trajectory->steps;
    const auto step =
        std::find_if(steps.cbegin(), steps.cend(), [&](const TrajectoryStep &s) { return s.index == e.step; });
    if (step == steps.cend()) {
        excerpt.problem = ExcerptText::tr("The trajectory has no step %1.").arg(e.step + 1);
        return;
    }
    QStringList parts;
    if (!step->thought.trimmed().isEmpty())
        parts << step->thought.trimmed();
    if (!step->action.trimmed().isEmpty())
        parts << u"$ "_s + step->action.trimmed();
    if (!step->observation.trimmed().isEmpty())
        parts << step->observation.trimmed();
    excerpt.text = firstLines(parts.join(u"\n\n"_s), kExcerptLines * 2);
}

void hunkExcerpt(EvidenceExcerpt &excerpt, const Task &task)
{
    const Evidence &e = excerpt.evidence;
    const Attempt *attempt = e.attempt.isEmpty() ? nullptr : findAttempt(task, e.attempt);
    if (!e.attempt.isEmpty() && !attempt) {
        excerpt.problem = ExcerptText::tr("The task has no attempt %1.").arg(e.attempt);
        return;
    }
    const Result<Patch> patch = parsePatch(attempt ? attempt->patch : task.referencePatch);
    if (!patch) {
        excerpt.problem = patch.error().toString();
        return;
    }
    const auto file = std::find_if(patch->files.cbegin(), patch->files.cend(),
                                   [&](const PatchFile &f) { return f.path() == e.file || f.oldPath == e.file; });
    if (file == patch->files.cend() || e.hunk < 0 || e.hunk >= file->hunks.size()) {
        excerpt.problem = ExcerptText::tr("The patch has no such hunk.");
        return;
    }
    const PatchHunk &hunk = file->hunks.at(e.hunk);
    // A long hunk is cut around the line the evidence names.
    int first = 0;
    if (e.line > 0 && hunk.lines.size() > kExcerptLines) {
        const auto at = std::find_if(hunk.lines.cbegin(), hunk.lines.cend(),
                                     [&](const PatchLine &l) { return l.newLine == e.line; });
        if (at != hunk.lines.cend())
            first = std::clamp(int(at - hunk.lines.cbegin()) - kExcerptLines / 2, 0,
                               int(hunk.lines.size()) - kExcerptLines);
    }
    QStringList lines{u"@@ -%1,%2 +%3,%4 @@ %5"_s.arg(hunk.oldStart)
                          .arg(hunk.oldCount)
                          .arg(hunk.newStart)
                          .arg(hunk.newCount)
                          .arg(hunk.section)
                          .trimmed()};
    const int last = std::min(int(hunk.lines.size()), first + kExcerptLines);
    for (int i = first; i < last; ++i) {
        const PatchLine &line = hunk.lines.at(i);
        const QChar mark = line.kind == PatchLine::Kind::Added     ? u'+'
                           : line.kind == PatchLine::Kind::Removed ? u'-'
                                                                   : u' ';
        if (e.line > 0 && line.newLine == e.line && line.kind != PatchLine::Kind::Removed)
            excerpt.focus = int(lines.size());
        lines << mark + line.text;
    }
    if (last < hunk.lines.size())
        lines << ExcerptText::tr("… %n more line(s)", nullptr, int(hunk.lines.size() - last));
    excerpt.text = lines.join(u'\n');
}

void testLineExcerpt(EvidenceExcerpt &excerpt, const Task &task)
{
    const Evidence &e = excerpt.evidence;
    const auto file = std::find_if(task.tests.files.cbegin(), task.tests.files.cend(),
                                   [&](const TestFile &f) { return f.path == e.file; });
    if (file == task.tests.files.cend() || !file->isText()) {
        excerpt.problem = ExcerptText::tr("The task has no test file %1.").arg(e.file);
        return;
    }
    const QStringList lines = QString::fromUtf8(file->content).split(u'\n');
    if (e.line < 1 || e.line > lines.size()) {
        excerpt.problem = ExcerptText::tr("%1 has no line %2.").arg(e.file).arg(e.line);
        return;
    }
    const int context = 4;
    const int first = std::max(1, e.line - context);
    const int last = std::min(int(lines.size()), e.line + context);
    const int width = int(QString::number(last).size());
    QStringList shown;
    for (int n = first; n <= last; ++n) {
        if (n == e.line)
            excerpt.focus = int(shown.size());
        shown << u"%1  %2"_s.arg(n, width).arg(lines.at(n - 1));
    }
    excerpt.text = shown.join(u'\n');
}

} // namespace

QList<EvidenceExcerpt> flagEvidenceExcerpts(const QString &root, const Task &task, const Flag &flag,
                                            ExcerptTrajectories &trajectories, const JobControl &job)
{
    QList<EvidenceExcerpt> excerpts;
    for (const Evidence &e : orderedChain(flag)) {
        if (job.isStopRequested())
            break;
        EvidenceExcerpt excerpt;
        excerpt.evidence = e;
        excerpt.label = evidenceLabel(e, task);
        switch (e.kind) {
        case Evidence::Kind::TrajectoryStep: stepExcerpt(excerpt, root, task, trajectories, job); break;
        case Evidence::Kind::PatchHunk: hunkExcerpt(excerpt, task); break;
        case Evidence::Kind::TestLine: testLineExcerpt(excerpt, task); break;
        }
        excerpts.append(excerpt);
    }
    return excerpts;
}

} // namespace heddle
