#include <core/review/evidence.h>

#include <QCoreApplication>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct EvidenceText {
    Q_DECLARE_TR_FUNCTIONS(EvidenceText)
};

const Attempt *findAttempt(const Task &task, const QString &id)
{
    for (const Attempt &a : task.attempts)
        if (a.id == id)
            return &a;
    return nullptr;
}

int chainRank(Evidence::Kind kind)
{
    switch (kind) {
    case Evidence::Kind::TrajectoryStep: return 0;
    case Evidence::Kind::PatchHunk: return 1;
    case Evidence::Kind::TestLine: return 2;
    }
    return 3;
}

template <typename Pred> QStringList flagsCiting(const Task &task, Pred &&cites)
{
    QStringList ids;
    for (const Flag &f : task.flags)
        if (std::any_of(f.evidence.cbegin(), f.evidence.cend(), cites))
            ids.append(f.id);
    return ids;
}

} // namespace

QString attemptDisplayName(const Task &task, const QString &attemptId)
{
    if (const Attempt *a = findAttempt(task, attemptId); a && !a->model.isEmpty())
        return u"%1 #%2"_s.arg(a->model).arg(a->sample);
    return attemptId;
}

bool evidenceTargetExists(const Evidence &evidence, const Task &task)
{
    switch (evidence.kind) {
    case Evidence::Kind::TrajectoryStep: return findAttempt(task, evidence.attempt) != nullptr;
    case Evidence::Kind::PatchHunk:
        return evidence.attempt.isEmpty() ? !task.referencePatch.isEmpty()
                                          : findAttempt(task, evidence.attempt) != nullptr;
    case Evidence::Kind::TestLine:
        return std::any_of(task.tests.files.cbegin(), task.tests.files.cend(),
                           [&evidence](const TestFile &f) { return f.path == evidence.file; });
    }
    return false;
}

QString evidenceLabel(const Evidence &evidence, const Task &task)
{
    QString label;
    switch (evidence.kind) {
    case Evidence::Kind::TrajectoryStep: {
        const QString attempt = attemptDisplayName(task, evidence.attempt);
        label = evidence.step >= 0 ? EvidenceText::tr("Step %1 of %2").arg(evidence.step + 1).arg(attempt)
                                   : EvidenceText::tr("A step of %1").arg(attempt);
        break;
    }
    case Evidence::Kind::PatchHunk: {
        const bool reference = evidence.attempt.isEmpty();
        QString where = evidence.file;
        if (evidence.hunk >= 0)
            where = (reference ? EvidenceText::tr("hunk %1 of %2") : EvidenceText::tr("Hunk %1 of %2"))
                        .arg(evidence.hunk + 1)
                        .arg(evidence.file);
        if (evidence.line > 0)
            where = EvidenceText::tr("%1, line %2").arg(where).arg(evidence.line);
        label = reference ? EvidenceText::tr("Reference patch, %1").arg(where)
                          : u"%1 — %2"_s.arg(where, attemptDisplayName(task, evidence.attempt));
        break;
    }
    case Evidence::Kind::TestLine:
        label =
            evidence.line > 0 ? EvidenceText::tr("%1, line %2").arg(evidence.file).arg(evidence.line) : evidence.file;
        break;
    }
    if (!evidenceTargetExists(evidence, task)) {
        const QString missing = evidence.kind == Evidence::Kind::TestLine ? EvidenceText::tr("(no such test file)")
                                : evidence.attempt.isEmpty()              ? EvidenceText::tr("(no reference patch)")
                                                                          : EvidenceText::tr("(no such attempt)");
        label += u' ' + missing;
    }
    return label;
}

QStringList flagsCitingStep(const Task &task, const QString &attempt, int step)
{
    return flagsCiting(task, [&](const Evidence &e) {
        return e.kind == Evidence::Kind::TrajectoryStep && e.attempt == attempt && e.step == step;
    });
}

QStringList flagsCitingHunk(const Task &task, const QString &attempt, const QString &file, int hunk)
{
    return flagsCiting(task, [&](const Evidence &e) {
        return e.kind == Evidence::Kind::PatchHunk && e.attempt == attempt && e.file == file && e.hunk == hunk;
    });
}

QStringList flagsCitingTestLine(const Task &task, const QString &file, int line)
{
    return flagsCiting(task, [&](const Evidence &e) {
        return e.kind == Evidence::Kind::TestLine && e.file == file && e.line == line;
    });
}

QList<Evidence> orderedChain(const Flag &flag)
{
    QList<Evidence> chain = flag.evidence;
    std::stable_sort(chain.begin(), chain.end(),
                     [](const Evidence &a, const Evidence &b) { return chainRank(a.kind) < chainRank(b.kind); });
    return chain;
}

} // namespace heddle
