#include <core/agents/findingcheck.h>

#include <core/patch/patchparser.h>
#include <core/storage/datasetlayout.h>
#include <core/trajectory/leantrajectory.h>

#include <QCoreApplication>
#include <QSet>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct CheckText {
    Q_DECLARE_TR_FUNCTIONS(FindingCheck)
};

/// The part after the last '/', so "openai/gpt-4o" names the model "gpt-4o" an attempt may hold.
QString modelTail(const QString &model)
{
    return model.mid(model.lastIndexOf(u'/') + 1);
}

int lineCount(const QByteArray &content)
{
    if (content.isEmpty())
        return 0;
    return int(content.count('\n')) + (content.endsWith('\n') ? 0 : 1);
}

} // namespace

Error findingError(const Finding &f, const QString &pointer, const QString &message)
{
    Error e = makeError(Error::Code::Schema, message);
    e.file = f.file;
    e.line = f.line;
    e.pointer = f.pointerPrefix + pointer;
    return e;
}

FindingChecker::FindingChecker(const QString &datasetRoot, const Task &task)
    : m_root(datasetRoot)
    , m_task(task)
{}

Result<QString> FindingChecker::resolveAttempt(const Finding &f) const
{
    if (!f.attempt.isEmpty()) {
        for (const Attempt &a : m_task.attempts)
            if (a.id == f.attempt)
                return a.id;
        return findingError(f, u"/attempt"_s, CheckText::tr("task %1 has no attempt \"%2\"").arg(m_task.id, f.attempt));
    }
    if (f.attemptModel.isEmpty())
        return QString();
    QList<const Attempt *> matches;
    for (bool exact : {true, false}) {
        for (const Attempt &a : m_task.attempts) {
            const bool model = exact ? a.model == f.attemptModel : modelTail(a.model) == modelTail(f.attemptModel);
            if (model && (f.attemptSample < 0 || a.sample == f.attemptSample))
                matches << &a;
        }
        if (!matches.isEmpty())
            break;
    }
    if (matches.size() == 1)
        return matches.first()->id;
    const QString what = f.attemptSample < 0 ? f.attemptModel : u"%1 #%2"_s.arg(f.attemptModel).arg(f.attemptSample);
    if (matches.isEmpty())
        return findingError(f, u"/attempt"_s, CheckText::tr("task %1 has no attempt of %2").arg(m_task.id, what));
    return findingError(f, u"/attempt"_s,
                        CheckText::tr("task %1 has %2 attempts of %3: the finding must say which")
                            .arg(m_task.id)
                            .arg(matches.size())
                            .arg(what));
}

const Patch *FindingChecker::patchOf(const QString &attempt)
{
    auto it = m_patches.find(attempt);
    if (it == m_patches.end()) {
        QByteArray text = m_task.referencePatch;
        if (!attempt.isEmpty())
            for (const Attempt &a : m_task.attempts)
                if (a.id == attempt)
                    text = a.patch;
        Result<Patch> parsed = parsePatch(text);
        it = m_patches.insert(attempt, parsed ? std::optional<Patch>(*parsed) : std::nullopt);
    }
    return it->has_value() ? &**it : nullptr;
}

std::optional<int> FindingChecker::stepCount(const QString &attempt, QString &problem)
{
    auto it = m_steps.find(attempt);
    if (it == m_steps.end()) {
        Result<int> count = [&]() -> Result<int> {
            const Attempt *a = nullptr;
            for (const Attempt &x : m_task.attempts)
                if (x.id == attempt)
                    a = &x;
            if (!a || !a->trajectory.isValid())
                return makeError(Error::Code::NotFound, CheckText::tr("attempt %1 has no trajectory").arg(attempt));
            const QString path =
                DatasetLayout(m_root).at(DatasetLayout::inAttemptFolder(m_task.id, a->id, a->trajectory.file));
            auto lean = LeanTrajectory::open(path, a->trajectory.format);
            if (!lean)
                return lean.error();
            int steps = 0;
            Result<TrajectoryInfo> read = (*lean)->readSteps([&](const QList<LeanStep> &batch) {
                for (const LeanStep &s : batch)
                    steps = std::max(steps, s.preview.index + 1);
            });
            if (!read)
                return read.error();
            return steps;
        }();
        it = m_steps.insert(attempt, count);
    }
    if (!*it) {
        problem = it->error().message;
        return std::nullopt;
    }
    return it->value();
}

std::optional<QString> FindingChecker::evidenceProblem(const Evidence &e, const QString &attempt)
{
    switch (e.kind) {
    case Evidence::Kind::TrajectoryStep: {
        const QString on = e.attempt.isEmpty() ? attempt : e.attempt;
        if (on.isEmpty())
            return CheckText::tr("a trajectory step needs an attempt");
        if (std::none_of(m_task.attempts.cbegin(), m_task.attempts.cend(),
                         [&](const Attempt &a) { return a.id == on; }))
            return CheckText::tr("task %1 has no attempt \"%2\"").arg(m_task.id, on);
        QString problem;
        const std::optional<int> steps = stepCount(on, problem);
        if (!steps)
            return problem;
        if (e.step < 0 || e.step >= *steps)
            return CheckText::tr("step %1 does not exist: the trajectory of %2 has %3 steps (counted from 0)")
                .arg(e.step)
                .arg(on)
                .arg(*steps);
        return std::nullopt;
    }
    case Evidence::Kind::PatchHunk: {
        if (!e.attempt.isEmpty() && std::none_of(m_task.attempts.cbegin(), m_task.attempts.cend(),
                                                 [&](const Attempt &a) { return a.id == e.attempt; }))
            return CheckText::tr("task %1 has no attempt \"%2\"").arg(m_task.id, e.attempt);
        const QString whose = e.attempt.isEmpty() ? CheckText::tr("the reference patch")
                                                  : CheckText::tr("the patch of %1").arg(e.attempt);
        const Patch *patch = patchOf(e.attempt);
        if (!patch)
            return CheckText::tr("%1 cannot be read").arg(whose);
        const PatchFile *file = nullptr;
        for (const PatchFile &pf : patch->files)
            if (pf.path() == e.file || pf.oldPath == e.file)
                file = &pf;
        if (!file)
            return CheckText::tr("%1 does not change %2").arg(whose, e.file);
        if (e.hunk < 0 || e.hunk >= file->hunks.size())
            return CheckText::tr("hunk %1 does not exist: %2 has %3 hunks in %4 (counted from 0)")
                .arg(e.hunk)
                .arg(e.file)
                .arg(file->hunks.size())
                .arg(whose);
        if (e.line > 0) {
            const PatchHunk &h = file->hunks.at(e.hunk);
            const qint64 last = qint64(h.newStart) + std::max(h.newCount, 1) - 1;
            if (e.line < h.newStart || e.line > last)
                return CheckText::tr("line %1 is outside hunk %2 of %3, which covers lines %4 to %5 of the new file")
                    .arg(e.line)
                    .arg(e.hunk)
                    .arg(e.file)
                    .arg(h.newStart)
                    .arg(last);
        }
        return std::nullopt;
    }
    case Evidence::Kind::TestLine:
        for (const TestFile &tf : m_task.tests.files) {
            if (tf.path != e.file)
                continue;
            const int lines = lineCount(tf.content);
            if (e.line < 1 || e.line > lines)
                return CheckText::tr("line %1 does not exist: %2 has %3 lines").arg(e.line).arg(e.file).arg(lines);
            return std::nullopt;
        }
        return CheckText::tr("task %1 has no test file %2").arg(m_task.id, e.file);
    }
    return std::nullopt;
}

Result<QString> FindingChecker::check(const Finding &f, QList<Error> &errors)
{
    Result<QString> attempt = resolveAttempt(f);
    if (!attempt) {
        errors.append(attempt.error());
        return attempt;
    }
    const qsizetype before = errors.size();
    QSet<QString> listed(m_task.tests.failToPass.cbegin(), m_task.tests.failToPass.cend());
    listed.unite(QSet<QString>(m_task.tests.passToPass.cbegin(), m_task.tests.passToPass.cend()));
    for (qsizetype i = 0; i < f.tests.size(); ++i)
        if (!listed.contains(f.tests[i]))
            errors.append(findingError(f, u"/tests/%1"_s.arg(i),
                                       CheckText::tr("task %1 lists no test \"%2\" in FAIL_TO_PASS or PASS_TO_PASS")
                                           .arg(m_task.id, f.tests[i])));
    for (qsizetype i = 0; i < f.specs.size(); ++i)
        if (std::none_of(m_task.specs.cbegin(), m_task.specs.cend(), [&](const Spec &s) { return s.id == f.specs[i]; }))
            errors.append(findingError(f, u"/specs/%1"_s.arg(i),
                                       CheckText::tr("task %1 has no spec \"%2\"").arg(m_task.id, f.specs[i])));
    for (qsizetype i = 0; i < f.evidence.size(); ++i)
        if (const auto problem = evidenceProblem(f.evidence[i], *attempt))
            errors.append(findingError(f, u"/evidence/%1"_s.arg(i), *problem));
    if (errors.size() > before)
        return errors.at(before);
    return attempt;
}

} // namespace heddle
