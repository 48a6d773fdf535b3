#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <core/agents/agentrunrecord.h>
#include <core/stats/datasetstats.h>

#include <QDir>

#include <algorithm>
#include <tuple>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

Json verdictsJson(const VerdictCounts &c)
{
    return Json{
        {"open", c.open}, {"confirmed", c.confirmed}, {"dismissed", c.dismissed}, {"needs_rerun", c.needsRerun}};
}

Json precisionJson(const KindPrecision &k)
{
    const auto one = [](const Precision &p) {
        return Json{{"confirmed", p.confirmed},
                    {"dismissed", p.dismissed},
                    {"undecided", p.undecided},
                    {"precision", jsonOrNull(p.value())}};
    };
    return Json{{"FP", one(k.fp)}, {"FN", one(k.fn)}};
}

Json scoreJson(const SourceScore &s)
{
    return Json{{"confirmed", s.confirmed},
                {"dismissed", s.dismissed},
                {"undecided", s.undecided},
                {"withdrawn", s.withdrawn},
                {"precision", jsonOrNull(s.precision())},
                {"problems", s.problems},
                {"recalled", s.recalled},
                {"recall", jsonOrNull(s.recall())}};
}

Json kindScoresJson(const SourceKindScores &k)
{
    return Json{{"FP", scoreJson(k.fp)}, {"FN", scoreJson(k.fn)}, {"all", scoreJson(k.both())}};
}

Json sourcesJson(const QList<SourceCalibration> &sources)
{
    Json out = Json::array();
    for (const SourceCalibration &c : sources) {
        Json byCategory = Json::object();
        for (auto it = c.byCategory.cbegin(); it != c.byCategory.cend(); ++it)
            byCategory[toStd(it.key())] = kindScoresJson(*it);
        Json byModel = Json::object();
        for (auto it = c.byModel.cbegin(); it != c.byModel.cend(); ++it)
            byModel[toStd(it.key())] = kindScoresJson(*it);
        out.push_back(Json{{"source", toStd(c.source)},
                           {"overall", kindScoresJson(c.overall)},
                           {"by_category", std::move(byCategory)},
                           {"by_model", std::move(byModel)}});
    }
    return out;
}

Json statsJson(const DatasetStats &s)
{
    Json json;
    json["name"] = toStd(s.name);
    json["tasks"] = s.tasks;
    Json status = Json::object();
    for (const auto &[st, n] : s.byStatus)
        status[toStd(curationStatusName(st))] = n;
    json["status"] = std::move(status);
    Json failed = Json::array();
    for (const TaskFailure &f : s.failures)
        failed.push_back(Json{{"task", toStd(f.taskId)}, {"error", toStd(f.error.toString())}});
    json["tasks_failed_to_load"] = std::move(failed);
    Json warnings = Json::array();
    for (const Error &e : s.warnings)
        warnings.push_back(toStd(e.toString()));
    json["warnings"] = std::move(warnings);
    Json rates = Json::array();
    for (const ModelPassRate &m : s.models)
        rates.push_back(Json{{"model", toStd(m.model)},
                             {"attempts", m.attempts},
                             {"passed", m.passed},
                             {"rate", jsonOrNull(m.rate())},
                             {"from_validation", m.fromValidation},
                             {"from_stored_results", m.fromStoredResults},
                             {"untested", m.untested}});
    json["pass_rate"] = std::move(rates);
    Json testedNothing = Json::object();
    for (auto it = s.testedNothing.cbegin(); it != s.testedNothing.cend(); ++it)
        testedNothing[toStd(it.key())] = it.value();
    json["tasks_with_runs_that_tested_nothing"] = std::move(testedNothing);
    Json categories = Json::array();
    for (const CategoryFlags &c : s.flagsByCategory)
        categories.push_back(
            Json{{"category", toStd(c.category)}, {"FP", verdictsJson(c.fp)}, {"FN", verdictsJson(c.fn)}});
    json["flags_by_category"] = std::move(categories);
    Json byCategory = Json::object();
    for (auto it = s.calibration.byCategory.cbegin(); it != s.calibration.byCategory.cend(); ++it)
        byCategory[toStd(it.key())] = precisionJson(*it);
    Json byModel = Json::object();
    for (auto it = s.calibration.byModel.cbegin(); it != s.calibration.byModel.cend(); ++it)
        byModel[toStd(it.key())] = precisionJson(*it);
    json["review_agent_precision"] = Json{{"overall", precisionJson(s.calibration.overall)},
                                          {"by_category", std::move(byCategory)},
                                          {"by_model", std::move(byModel)}};
    Json agreement = Json::array();
    for (const CuratorAgreement &a : s.agreement)
        agreement.push_back(Json{{"curators", Json::array({toStd(a.curatorA), toStd(a.curatorB)})},
                                 {"n", a.n},
                                 {"agreed", a.agreed},
                                 {"kappa", jsonOrNull(a.kappa)}});
    json["curator_agreement"] = std::move(agreement);
    Json mutation = Json::array();
    for (const TaskMutationScore &m : s.mutation)
        mutation.push_back(Json{{"task", toStd(m.taskId)},
                                {"mutants", m.mutants},
                                {"killed", m.killed},
                                {"survived", m.survived},
                                {"score", jsonOrNull(m.score)},
                                {"stale", m.stale}});
    json["mutation_score"] = std::move(mutation);
    json["review_agents"] = sourcesJson(s.sources);
    return json;
}

Json spendingJson(const QList<AgentSpending> &spending)
{
    Json out = Json::array();
    for (const AgentSpending &a : spending)
        out.push_back(Json{{"agent", toStd(a.agent)},
                           {"runs", a.runs},
                           {"cached_runs", a.cachedRuns},
                           {"requests", a.requests},
                           {"prompt_tokens", a.promptTokens},
                           {"completion_tokens", a.completionTokens},
                           {"tokens_estimated", a.estimated},
                           {"cost", a.cost >= 0 ? Json(a.cost) : Json()}});
    return out;
}

void printSpending(const QList<AgentSpending> &spending)
{
    if (spending.isEmpty())
        return;
    out() << "\nmodel servers asked by the built-in reviewer\n";
    for (const AgentSpending &a : spending)
        out() << "  " << a.agent << ": " << a.runs << " runs (" << a.cachedRuns << " from the cache), " << a.requests
              << " requests, " << a.promptTokens << " prompt + " << a.completionTokens << " completion tokens"
              << (a.estimated ? " (some estimated)" : "")
              << (a.cost >= 0 ? u", cost %1"_s.arg(a.cost, 0, 'f', 4) : QString()) << '\n';
}

QString percent(const std::optional<double> &value)
{
    return value ? QString::number(*value * 100.0, 'f', 1) + u'%' : u"-"_s;
}

QString cell(int n, int width)
{
    return QString::number(n).rightJustified(width);
}

QString named(const QString &name, const QString &none)
{
    return name.isEmpty() ? none : name;
}

QString fraction(const Precision &p)
{
    return QString::number(p.confirmed) + u'/' + QString::number(p.confirmed + p.dismissed);
}

// The width of a table's first column: at least least, and wide enough for its longest label (a long model name
// would push every column of its row out of line).
qsizetype labelWidth(const QStringList &labels, qsizetype least)
{
    qsizetype width = least;
    for (const QString &l : labels)
        width = std::max(width, l.size() + 1);
    return width;
}

void printPrecisionRow(QTextStream &o, const QString &label, const KindPrecision &k, qsizetype width)
{
    o << "  " << label.leftJustified(width) << percent(k.fp.value()).rightJustified(8)
      << fraction(k.fp).rightJustified(8) << cell(k.fp.undecided, 10) << percent(k.fn.value()).rightJustified(10)
      << fraction(k.fn).rightJustified(8) << cell(k.fn.undecided, 10) << '\n';
}

void printSourceRow(QTextStream &o, const QString &label, const SourceKindScores &k, qsizetype width)
{
    const SourceScore all = k.both();
    o << "  " << label.leftJustified(width);
    for (const SourceScore *score : {&k.fp, &k.fn, &all})
        o << percent(score->precision()).rightJustified(8) << percent(score->recall()).rightJustified(8);
    o << cell(all.withdrawn, 10) << cell(all.undecided, 10) << '\n';
}

void printSources(QTextStream &o, const QList<SourceCalibration> &sources)
{
    o << "\nReview agents (precision: confirmed / judged; recall: confirmed problems the source raised too)\n";
    if (sources.isEmpty()) {
        o << "  no flags\n";
        return;
    }
    QList<std::tuple<QString, const SourceKindScores *>> rows;
    for (const SourceCalibration &c : sources) {
        rows.append({c.source, &c.overall});
        for (auto it = c.byCategory.cbegin(); it != c.byCategory.cend(); ++it)
            rows.append({u"  category "_s + named(it.key(), u"(no spec)"_s), &*it});
        for (auto it = c.byModel.cbegin(); it != c.byModel.cend(); ++it)
            rows.append({u"  model "_s + named(it.key(), u"(no attempt)"_s), &*it});
    }
    QStringList labels;
    for (const auto &[label, scores] : rows)
        labels << label;
    const qsizetype width = labelWidth(labels, 28);
    o << "  " << QString().leftJustified(width)
      << "  FP prec  recall  FN prec  recall     prec  recall withdrawn undecided\n";
    for (const auto &[label, scores] : rows)
        printSourceRow(o, label, *scores, width);
}

void printStats(const DatasetStats &s)
{
    QTextStream &o = out();
    o << s.name << ": " << s.tasks << (s.tasks == 1 ? " task" : " tasks");
    if (!s.failures.isEmpty())
        o << " (" << s.failures.size() << " failed to load)";
    o << "\n\nStatus\n";
    for (const auto &[st, n] : s.byStatus)
        o << "  " << curationStatusName(st).leftJustified(12) << cell(n, 5) << '\n';

    o << "\nPass rate (every FAIL_TO_PASS and PASS_TO_PASS test passes)\n";
    QStringList models;
    for (const ModelPassRate &m : s.models)
        models << named(m.model, u"(no model)"_s);
    const qsizetype modelWidth = labelWidth(models, 24);
    o << "  " << u"model"_s.leftJustified(modelWidth) << "  passed  attempts    rate  from run  from attempt.json\n";
    for (const ModelPassRate &m : s.models)
        o << "  " << named(m.model, u"(no model)"_s).leftJustified(modelWidth) << cell(m.passed, 8)
          << cell(m.attempts, 10) << percent(m.rate()).rightJustified(8) << cell(m.fromValidation, 10)
          << cell(m.fromStoredResults, 19) << '\n';
    int untested = 0;
    for (const ModelPassRate &m : s.models)
        untested += m.untested;
    if (untested > 0)
        o << "  " << untested << (untested == 1 ? " attempt" : " attempts")
          << " left out: their newest run tested nothing (did_not_run, environment)\n";
    if (!s.testedNothing.isEmpty()) {
        QStringList parts;
        for (auto it = s.testedNothing.cbegin(); it != s.testedNothing.cend(); ++it)
            parts << QString::number(it.value()) + u' ' + it.key();
        o << "  tasks with runs that tested nothing (not judged on them): " << parts.join(u", "_s) << '\n';
    }

    QStringList categories;
    for (const CategoryFlags &c : s.flagsByCategory)
        categories << named(c.category, u"(no spec)"_s);
    const qsizetype categoryWidth = labelWidth(categories, 28);
    o << '\n'
      << u"Flags per spec category"_s.leftJustified(categoryWidth)
      << "FP: open conf dism rerun   FN: open conf dism rerun\n";
    for (const CategoryFlags &c : s.flagsByCategory)
        o << "  " << named(c.category, u"(no spec)"_s).leftJustified(categoryWidth) << cell(c.fp.open, 6)
          << cell(c.fp.confirmed, 5) << cell(c.fp.dismissed, 5) << cell(c.fp.needsRerun, 6) << cell(c.fn.open, 10)
          << cell(c.fn.confirmed, 5) << cell(c.fn.dismissed, 5) << cell(c.fn.needsRerun, 6) << '\n';

    o << "\nReview agent precision (confirmed / judged; open and needs_rerun flags are undecided)\n";
    QList<std::tuple<QString, const KindPrecision *>> precision{{u"overall"_s, &s.calibration.overall}};
    for (auto it = s.calibration.byCategory.cbegin(); it != s.calibration.byCategory.cend(); ++it)
        precision.append({u"category "_s + named(it.key(), u"(no spec)"_s), &*it});
    for (auto it = s.calibration.byModel.cbegin(); it != s.calibration.byModel.cend(); ++it)
        precision.append({u"model "_s + named(it.key(), u"(no attempt)"_s), &*it});
    QStringList precisionLabels;
    for (const auto &[label, k] : precision)
        precisionLabels << label;
    const qsizetype precisionWidth = labelWidth(precisionLabels, 28);
    o << "  " << QString().leftJustified(precisionWidth)
      << "      FP  judged  undecided        FN  judged  undecided\n";
    for (const auto &[label, k] : precision)
        printPrecisionRow(o, label, *k, precisionWidth);

    o << "\nCurator agreement (Cohen's kappa over flags both judged)\n";
    if (s.agreement.isEmpty())
        o << "  no two curators' reviews (tasks/ID/reviews/CURATOR.json)\n";
    for (const CuratorAgreement &a : s.agreement)
        o << "  " << QString(a.curatorA + u" / "_s + a.curatorB).leftJustified(32) << " n " << cell(a.n, 4)
          << "  agreed " << cell(a.agreed, 4) << "  kappa "
          << (a.kappa ? QString::number(*a.kappa, 'f', 3) : u"undefined"_s) << '\n';

    o << "\nMutation score (mutants of the reference the tests kill, newest analysis)\n";
    if (s.mutation.isEmpty())
        o << "  no mutation analysis (heddle mutate)\n";
    for (const TaskMutationScore &m : s.mutation)
        o << "  " << m.taskId.leftJustified(28) << percent(m.score).rightJustified(7) << "  killed "
          << cell(m.killed, 4) << "  survived " << cell(m.survived, 4) << "  of " << cell(m.mutants, 4)
          << (m.stale ? "  (stale)" : "") << '\n';

    printSources(o, s.sources);

    for (const TaskFailure &f : s.failures)
        o << "error: " << f.taskId << ": " << f.error.toString() << '\n';
    for (const Error &e : s.warnings)
        o << "warning: " << e.toString() << '\n';
}

} // namespace

const VerbSpec &statsVerb()
{
    static const VerbSpec spec{
        u"stats"_s,
        u"pass rates, flags per spec category, review-agent precision, curator kappa"_s,
        {{u"DATASET"_s, Completes::Folders}},
        {
            {u"json"_s,
             {},
             u"print one JSON object:\n"
             "  name, tasks, status {new, in_review, in_repair, approved, rejected},\n"
             "  tasks_failed_to_load [{task, error}], warnings [text],\n"
             "  pass_rate [{model, attempts, passed, rate, from_validation, from_stored_results}],\n"
             "  flags_by_category [{category, FP {open, confirmed, dismissed, needs_rerun}, FN {...}}],\n"
             "  review_agent_precision {overall, by_category {CATEGORY: ...}, by_model {MODEL: ...}},\n"
             "    each {FP, FN}, each {confirmed, dismissed, undecided, precision},\n"
             "  curator_agreement [{curators [A, B], n, agreed, kappa}],\n"
             "  mutation_score [{task, mutants, killed, survived, score, stale}],\n"
             "  review_agents [{source, overall, by_category {CATEGORY: ...}, by_model {MODEL: ...}}],\n"
             "    each {FP, FN, all}, each {confirmed, dismissed, undecided, withdrawn, precision,\n"
             "    problems, recalled, recall},\n"
             "  llm_spending [{agent, runs, cached_runs, requests, prompt_tokens, completion_tokens,\n"
             "    tokens_estimated, cost}] (agents of kind llm; cost null when no price is stated).\n"
             "rate, precision and kappa are null when undefined (nothing to count, or for kappa an\n"
             "expected agreement of 1); category \"\" holds flags that name no spec, model \"\" flags\n"
             "about no attempt."_s},
        },
        {
            u"Load every task of a dataset and print its figures: tasks by curation status; the pass rate of "
            "each model (an attempt passes when it passes every FAIL_TO_PASS and PASS_TO_PASS test, as the "
            "task's newest validation run says, or as attempt.json's results say when no run has the "
            "attempt); flags per spec category by kind and verdict; the precision of the review agent's FP "
            "and FN flags against curators' verdicts (confirmed: right, dismissed: wrong, open and "
            "needs_rerun: not counted), overall, per spec category and per model; and Cohen's kappa between "
            "every two curators over the flags both judged in tasks/ID/reviews/CURATOR.json; and each task's "
            "mutation score from its newest `heddle mutate` analysis (killed / judged mutants); and, per "
            "source (each review agent by name, \"review-agent\" for flags that name none, \"computed\"), "
            "precision (confirmed / judged, withdrawn and undecided flags counted aside) and recall (the "
            "share of the problems curators confirmed, raised by any source, that the source raised too: a "
            "flag of it, not withdrawn, on the same task, kind and attempt that shares a test or a spec, or "
            "both name neither; over every task), by kind, spec category and model; and what each agent of kind "
            "llm asked of its model server: runs, requests, tokens and cost. A task that fails to load "
            "is named and left out of the figures."_s,
        },
        u"0 when every task loaded, 1 when a task failed to load or the dataset cannot be read, 2 on a "
        "usage error."_s};
    return spec;
}

int runStats(const Arguments &args)
{
    const QStringList positional = args.positional();

    Result<DatasetStats> stats = computeStats(positional.first());
    if (!stats) {
        err() << "heddle stats: " << stats.error().toString() << '\n';
        return Failure;
    }
    const QList<AgentSpending> spending = agentSpending(QDir(positional.first()).absolutePath());
    if (args.isSet(u"json")) {
        Json json = statsJson(*stats);
        json["llm_spending"] = spendingJson(spending);
        printJson(json);
    } else {
        printStats(*stats);
        printSpending(spending);
    }
    return stats->failures.isEmpty() ? Success : Failure;
}

} // namespace heddle::cli
