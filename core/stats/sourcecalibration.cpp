#include <core/stats/sourcecalibration.h>

#include <QHash>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// The distinct categories of the specs a flag names that the task has, in the flag's order; {""} when none.
bool shares(const QStringList &a, const QStringList &b)
{
    for (const QString &x : a)
        if (b.contains(x))
            return true;
    return false;
}

// Whether flag raises the problem confirmed: the match of docs/FORMAT.md.
bool raises(const Flag &flag, const Flag &confirmed)
{
    if (flag.isWithdrawn() || flag.kind != confirmed.kind || flag.attempt != confirmed.attempt)
        return false;
    const bool namesNone = flag.tests.isEmpty() && flag.specs.isEmpty();
    const bool confirmedNamesNone = confirmed.tests.isEmpty() && confirmed.specs.isEmpty();
    if (namesNone && confirmedNamesNone)
        return true;
    return shares(flag.tests, confirmed.tests) || shares(flag.specs, confirmed.specs);
}

void countClaim(SourceScore &score, const Flag &flag)
{
    if (flag.isWithdrawn())
        ++score.withdrawn;
    else if (flag.verdict == Verdict::Confirmed)
        ++score.confirmed;
    else if (flag.verdict == Verdict::Dismissed)
        ++score.dismissed;
    else
        ++score.undecided;
}

void countProblem(SourceScore &score, bool recalled)
{
    ++score.problems;
    score.recalled += recalled ? 1 : 0;
}

} // namespace

QStringList categoriesOf(const Flag &flag, const QHash<QString, QString> &specCategory)
{
    QStringList out;
    for (const QString &spec : flag.specs) {
        const auto it = specCategory.constFind(spec);
        if (it != specCategory.cend() && !out.contains(*it))
            out.append(*it);
    }
    if (out.isEmpty())
        out.append(QString());
    return out;
}

QString flagSourceLabel(const Flag &flag)
{
    return flag.agent.isEmpty() ? flagSourceName(flag.source) : flag.agent;
}

std::optional<double> SourceScore::precision() const
{
    const int judged = confirmed + dismissed;
    return judged > 0 ? std::optional<double>(double(confirmed) / judged) : std::nullopt;
}

std::optional<double> SourceScore::recall() const
{
    return problems > 0 ? std::optional<double>(double(recalled) / problems) : std::nullopt;
}

SourceScore &SourceScore::operator+=(const SourceScore &other)
{
    confirmed += other.confirmed;
    dismissed += other.dismissed;
    undecided += other.undecided;
    withdrawn += other.withdrawn;
    problems += other.problems;
    recalled += other.recalled;
    return *this;
}

SourceScore SourceKindScores::both() const
{
    SourceScore sum = fp;
    sum += fn;
    return sum;
}

void SourceCalibrationBuilder::addTask(const Task &task)
{
    QHash<QString, QString> specCategory;
    for (const Spec &spec : task.specs)
        specCategory.insert(spec.id, spec.category);
    QHash<QString, QString> modelOf;
    for (const Attempt &attempt : task.attempts)
        modelOf.insert(attempt.id, attempt.model);

    for (const Flag &flag : task.flags) {
        const QString source = flagSourceLabel(flag);
        SourceCalibration &s = m_sources[source];
        s.source = source;
        const QStringList categories = categoriesOf(flag, specCategory);
        const QString model = modelOf.value(flag.attempt);
        countClaim(s.overall.of(flag.kind), flag);
        for (const QString &category : categories)
            countClaim(s.byCategory[category].of(flag.kind), flag);
        countClaim(s.byModel[model].of(flag.kind), flag);

        if (flag.verdict != Verdict::Confirmed)
            continue;
        Problem problem{flag.kind, categories, model, {}};
        for (const Flag &other : task.flags)
            if (raises(other, flag))
                problem.recalledBy.insert(flagSourceLabel(other));
        m_problems.append(std::move(problem));
    }
}

QList<SourceCalibration> SourceCalibrationBuilder::sources() const
{
    QList<SourceCalibration> out;
    for (SourceCalibration s : m_sources) {
        for (const Problem &p : m_problems) {
            const bool recalled = p.recalledBy.contains(s.source);
            countProblem(s.overall.of(p.kind), recalled);
            for (const QString &category : p.categories)
                countProblem(s.byCategory[category].of(p.kind), recalled);
            countProblem(s.byModel[p.model].of(p.kind), recalled);
        }
        out.append(std::move(s));
    }
    return out;
}

} // namespace heddle
