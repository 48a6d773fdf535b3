#include <app/cli/cli.h>
#include <app/cli/verbs.h>

#include <core/dataset/datasetio.h>

#include <QCommandLineParser>
#include <QMap>

#include <nlohmann/json.hpp>

namespace heddle::cli {

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

namespace {

struct Totals {
    int tasks = 0;
    int broken = 0;
    int specs = 0;
    int attempts = 0;
    QMap<QString, int> specsPerCategory;
    int flags[2][3] = {};
    QMap<CurationStatus, int> statuses;
};

Totals totalsOf(const Dataset &dataset)
{
    Totals t;
    for (const TaskSummary &s : dataset.tasks) {
        ++t.tasks;
        t.broken += s.isBroken();
        t.specs += s.specs;
        t.attempts += s.attempts;
        for (auto it = s.specsPerCategory.begin(); it != s.specsPerCategory.end(); ++it)
            t.specsPerCategory[it.key()] += it.value();
        for (int k = 0; k < 2; ++k)
            for (int v = 0; v < 3; ++v)
                t.flags[k][v] += s.flags[size_t(k)][size_t(v)];
        if (!s.isBroken())
            ++t.statuses[s.status];
    }
    return t;
}

const CurationStatus kStatuses[] = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                    CurationStatus::Approved, CurationStatus::Rejected};
const Verdict kVerdicts[] = {Verdict::Open, Verdict::Confirmed, Verdict::Dismissed};
const FlagKind kKinds[] = {FlagKind::FalsePositive, FlagKind::FalseNegative};

Json infoJson(const Dataset &dataset, const Totals &t)
{
    Json json;
    json["name"] = dataset.info.name.toStdString();
    json["root"] = dataset.root.toStdString();
    json["tasks"] = t.tasks;
    json["tasks_failed_to_load"] = t.broken;
    json["specs"] = t.specs;
    Json categories = Json::object();
    for (const SpecCategory &c : dataset.info.specCategories)
        categories[c.id.toStdString()] = t.specsPerCategory.value(c.id);
    for (auto it = t.specsPerCategory.begin(); it != t.specsPerCategory.end(); ++it)
        if (!categories.contains(it.key().toStdString()))
            categories[it.key().toStdString()] = it.value();
    json["specs_per_category"] = std::move(categories);
    json["attempts"] = t.attempts;
    Json flags = Json::object();
    for (FlagKind k : kKinds) {
        Json byVerdict = Json::object();
        for (Verdict v : kVerdicts)
            byVerdict[verdictName(v).toStdString()] = t.flags[int(k)][int(v)];
        flags[flagKindName(k).toStdString()] = std::move(byVerdict);
    }
    json["flags"] = std::move(flags);
    Json statuses = Json::object();
    for (CurationStatus s : kStatuses)
        statuses[curationStatusName(s).toStdString()] = t.statuses.value(s);
    json["curation"] = std::move(statuses);
    Json errors = Json::array();
    for (const TaskSummary &s : dataset.tasks)
        for (const Error &e : s.errors)
            errors.push_back(Json{{"task", s.id.toStdString()},
                                  {"file", e.file.toStdString()},
                                  {"line", e.line},
                                  {"column", e.column},
                                  {"pointer", e.pointer.toStdString()},
                                  {"message", e.message.toStdString()}});
    json["load_errors"] = std::move(errors);
    return json;
}

void printInfo(const Dataset &dataset, const Totals &t)
{
    QTextStream &o = out();
    o << dataset.info.name << "  (" << dataset.root << ")\n";
    o << "tasks      " << t.tasks;
    if (t.broken)
        o << "  (" << t.broken << " failed to load)";
    o << "\nspecs      " << t.specs << '\n';
    for (const SpecCategory &c : dataset.info.specCategories)
        o << "  " << c.id.leftJustified(14) << t.specsPerCategory.value(c.id) << "  " << c.title << '\n';
    o << "attempts   " << t.attempts << '\n';
    o << "flags      " << "open  confirmed  dismissed\n";
    for (FlagKind k : kKinds)
        o << "  " << flagKindName(k).leftJustified(9) << QString::number(t.flags[int(k)][0]).rightJustified(4)
          << QString::number(t.flags[int(k)][1]).rightJustified(11)
          << QString::number(t.flags[int(k)][2]).rightJustified(11) << '\n';
    o << "curation\n";
    for (CurationStatus s : kStatuses)
        o << "  " << curationStatusName(s).leftJustified(12) << t.statuses.value(s) << '\n';
    for (const TaskSummary &s : dataset.tasks)
        for (const Error &e : s.errors)
            o << "error: " << e.toString() << '\n';
}

Dataset *openOrReport(const QString &path, Dataset &storage)
{
    auto dataset = openDataset(path);
    if (!dataset) {
        err() << "heddle: " << dataset.error().toString() << '\n';
        return nullptr;
    }
    storage = std::move(dataset).value();
    return &storage;
}

} // namespace

int runInfo(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Summarize a dataset: tasks, specs per category, attempts, flags by kind and "
                                     u"verdict, curation statuses and the tasks that failed to load.\n"
                                     u"Exit code 1 when any task failed to load."_s);
    parser.addHelpOption();
    parser.addOption({u"json"_s, u"Print JSON for scripts."_s});
    parser.addPositionalArgument(u"DATASET"_s, u"The dataset folder."_s);
    if (!parser.parse(QStringList{u"heddle info"_s} + args)) {
        err() << parser.errorText() << '\n';
        return Usage;
    }
    if (parser.isSet(u"help"_s)) {
        out() << parser.helpText();
        return Success;
    }
    if (parser.positionalArguments().size() != 1) {
        err() << "usage: heddle info DATASET [--json]\n";
        return Usage;
    }
    Dataset storage;
    const Dataset *dataset = openOrReport(parser.positionalArguments().first(), storage);
    if (!dataset)
        return Failure;
    const Totals totals = totalsOf(*dataset);
    if (parser.isSet(u"json"_s))
        out() << QString::fromStdString(infoJson(*dataset, totals).dump(2)) << '\n';
    else
        printInfo(*dataset, totals);
    return totals.broken ? Failure : Success;
}

int runCheck(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Validate every file of a dataset against its schema and the references "
                                     u"between files. Each problem is printed as FILE:LINE:COLUMN: message.\n"
                                     u"Exit code 1 when there is any problem."_s);
    parser.addHelpOption();
    parser.addOption({u"json"_s, u"Print JSON for scripts."_s});
    parser.addPositionalArgument(u"DATASET"_s, u"The dataset folder."_s);
    if (!parser.parse(QStringList{u"heddle check"_s} + args)) {
        err() << parser.errorText() << '\n';
        return Usage;
    }
    if (parser.isSet(u"help"_s)) {
        out() << parser.helpText();
        return Success;
    }
    if (parser.positionalArguments().size() != 1) {
        err() << "usage: heddle check DATASET [--json]\n";
        return Usage;
    }
    const QString root = parser.positionalArguments().first();
    const QList<Error> problems = checkDataset(root);
    if (parser.isSet(u"json"_s)) {
        Json array = Json::array();
        for (const Error &e : problems)
            array.push_back(Json{{"file", e.file.toStdString()},
                                 {"line", e.line},
                                 {"column", e.column},
                                 {"pointer", e.pointer.toStdString()},
                                 {"message", e.message.toStdString()},
                                 {"detail", e.detail.toStdString()}});
        out() << QString::fromStdString(Json{{"problems", std::move(array)}}.dump(2)) << '\n';
    } else {
        for (const Error &e : problems)
            out() << e.toString() << '\n';
        if (problems.isEmpty())
            out() << "no problems\n";
        else
            out() << problems.size() << (problems.size() == 1 ? " problem\n" : " problems\n");
    }
    return problems.isEmpty() ? Success : Failure;
}

} // namespace heddle::cli
