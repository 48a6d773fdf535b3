// Runs Heddle's own flaw detection on the seeded-flaw corpus (tests/data/flawcorpus) and prints, per flaw kind, how
// many flawed tasks got the right flag, and how many clean tasks got any flag at all.
//
//   bench_flaws [--heddle PATH] [--jobs N] [--budget N] [--keep DIR] [--corpus NAME]
//
// --corpus flawcorpus2 judges the second corpus (tests/data/flawcorpus2): other flaw instances on another library, so
// that detection tuned on the first is checked on tasks it was not tuned on.
//
// The corpus is copied into a temporary folder, its repository is made a real git repository, and the real `heddle`
// program validates every task (`heddle validate`) and analyses each task's reference (`heddle mutate`, timed task by
// task). Then each task's review.json is read and judged against truth.json:
//   missing-check     a mutation flag with evidence on a line of the reference that implements the untested
//                     requirement;
//   over-constrained  an implementation-detail flag on the alternative (valid) attempt naming the over-constrained
//                     test;
//   tampering         a tampering flag on the attempt that changes the tests;
//   untrustworthy     an untrustworthy-results flag on the attempt whose run contradicts itself;
//   clean             no flag at all.
// Flags on flawed tasks that point elsewhere are listed too: they are what a curator would read in vain. A missing
// check is also found by a flag on the wrong attempt that passes every test (the input search told it apart).
//
// Then `heddle repair --apply` takes, for each right flag, its first verified suggestion, and the figures say how
// many over-constrained flags got a verified relaxation, how many missing-check flags a verified new test, how many
// taken suggestions left the task validating with the flag no longer raised, and the time per suggestion proved.
#include <tests/support/flawcorpus.h>
#include <tests/support/files.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "bench_flaws: %s\n", qPrintable(message));
    std::exit(1);
}

struct Run {
    int exitCode = -1;
    qint64 ms = 0;
    QByteArray out;
};

Run runHeddle(const QString &heddle, const QStringList &args)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer clock;
    clock.start();
    process.start(heddle, args);
    if (!process.waitForStarted())
        fail(u"cannot start %1"_s.arg(heddle));
    process.waitForFinished(-1);
    return {process.exitCode(), clock.elapsed(), process.readAllStandardOutput()};
}

QString str(const Json &json, const char *key)
{
    return json.contains(key) && json.at(key).is_string() ? QString::fromStdString(json.at(key).get<std::string>())
                                                          : QString();
}

bool hasTest(const Json &flag, const QString &test)
{
    if (!flag.contains("tests"))
        return false;
    for (const Json &t : flag.at("tests"))
        if (t.is_string() && QString::fromStdString(t.get<std::string>()) == test)
            return true;
    return false;
}

/// Whether flag is the right one for the task's flaw (truth is its entry of truth.json).
bool isRightFlag(const Json &flag, const Json &truth)
{
    const QString kind = str(truth, "flaw");
    const QString id = str(flag, "id");
    auto onAttemptOf = [&](const char *key, const QString &prefix) {
        for (const Json &a : truth.at(key))
            if (id.startsWith(prefix + QString::fromStdString(a.get<std::string>())))
                return true;
        return false;
    };
    if (kind == u"missing-check") {
        for (const auto &[aid, attempt] : truth.at("attempts").items())
            if (attempt.at("role") == "wrong" && attempt.at("failed").empty() &&
                id == u"mutation.attempt."_s + QString::fromStdString(aid))
                return true;
        if (!id.startsWith(u"mutation."_s) || !flag.contains("evidence"))
            return false;
        for (const Json &e : flag.at("evidence"))
            for (const Json &u : truth.at("untested"))
                if (str(e, "type") == u"patch_hunk" && str(e, "attempt").isEmpty() && str(e, "file") == str(u, "file"))
                    for (const Json &line : u.at("lines"))
                        if (e.value("line", 0) == line.get<int>())
                            return true;
        return false;
    }
    if (kind == u"over-constrained") {
        for (const auto &[aid, attempt] : truth.at("attempts").items())
            if (attempt.at("role") == "alternative" && id.startsWith(u"detail."_s + QString::fromStdString(aid) + u'.'))
                for (const Json &t : truth.at("over_constrained"))
                    if (hasTest(flag, QString::fromStdString(t.get<std::string>())))
                        return true;
        return false;
    }
    if (kind == u"tampering")
        return onAttemptOf("tampering", u"tamper."_s);
    if (kind == u"untrustworthy")
        return onAttemptOf("untrustworthy", u"untrustworthy."_s);
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({u"heddle"_s, u"the heddle program"_s, u"PATH"_s, QStringLiteral(HEDDLE_PROGRAM)});
    parser.addOption({u"jobs"_s, u"test commands at once"_s, u"N"_s, u"2"_s});
    parser.addOption({u"budget"_s, u"mutants per task"_s, u"N"_s, u"30"_s});
    parser.addOption({u"keep"_s, u"work in DIR and keep it"_s, u"DIR"_s});
    parser.addOption({u"corpus"_s, u"the corpus below tests/data"_s, u"NAME"_s, u"flawcorpus"_s});
    parser.process(app);

    QTemporaryDir temporary;
    const QString root = parser.isSet(u"keep"_s) ? parser.value(u"keep"_s) : temporary.path() + u"/corpus"_s;
    if (QDir(root).exists() && !QDir(root).isEmpty())
        fail(u"%1 is not empty"_s.arg(root));
    const QString corpus = QStringLiteral(HEDDLE_TEST_DATA) + u'/' + parser.value(u"corpus"_s);
    if (heddle::test::installFlawCorpusFrom(corpus, root).isEmpty())
        return 1;
    const Json truth = heddle::test::flawCorpusTruthFrom(corpus);
    QStringList tasks;
    for (const auto &[id, entry] : truth.at("tasks").items())
        tasks.append(QString::fromStdString(id));

    const QString heddle = parser.value(u"heddle"_s);
    const QString jobs = parser.value(u"jobs"_s);
    std::printf("corpus: %lld tasks\n", qlonglong(tasks.size()));
    const Run validation = runHeddle(heddle, {u"validate"_s, root, u"--jobs"_s, jobs});
    std::printf("heddle validate: %.1f s (exit %d)\n", double(validation.ms) / 1000, validation.exitCode);
    QMap<QString, qint64> mutationMs;
    qint64 mutationTotal = 0;
    for (const QString &task : std::as_const(tasks)) {
        const Run m = runHeddle(heddle, {u"mutate"_s, root, u"--tasks"_s, task, u"--jobs"_s, jobs, u"--budget"_s,
                                         parser.value(u"budget"_s), u"--no-cache"_s});
        if (m.exitCode != 0)
            fail(u"heddle mutate failed on %1"_s.arg(task));
        mutationMs[task] = m.ms;
        mutationTotal += m.ms;
    }

    struct Tally {
        int tasks = 0, right = 0, elsewhere = 0;
    };
    QMap<QString, Tally> tally;
    QMap<QString, QStringList> rightFlags; // task -> its right flags, for the repairs
    std::printf("\n%-24s %-17s %-8s %7s  %s\n", "task", "flaw", "result", "mutate", "flags");
    for (const QString &task : std::as_const(tasks)) {
        const Json &entry = truth.at("tasks").at(task.toStdString());
        const QString kind = str(entry, "flaw");
        const QString reviewFile = root + u"/tasks/"_s + task + u"/review.json"_s;
        const QByteArray reviewBytes = heddle::test::readFile(reviewFile);
        const Json review = reviewBytes.isEmpty() ? Json::object() : Json::parse(reviewBytes.toStdString());
        QStringList right, other;
        for (const Json &flag : review.value("flags", Json::array()))
            (kind != u"clean" && isRightFlag(flag, entry) ? right : other).append(str(flag, "id"));
        Tally &t = tally[kind];
        ++t.tasks;
        QString result;
        if (kind == u"clean") {
            result = other.isEmpty() ? u"clean"_s : u"FLAGGED"_s;
            t.right += other.isEmpty() ? 0 : 1;
        } else {
            result = right.isEmpty() ? u"MISSED"_s : u"found"_s;
            t.right += right.isEmpty() ? 0 : 1;
        }
        t.elsewhere += int(other.size());
        if (kind != u"clean")
            rightFlags[task] = right;
        std::printf("%-24s %-17s %-8s %6.1fs  %s%s%s\n", qPrintable(task), qPrintable(kind), qPrintable(result),
                    double(mutationMs.value(task)) / 1000, qPrintable(right.join(u' ')),
                    right.isEmpty() || other.isEmpty() ? "" : " | elsewhere: ",
                    qPrintable(other.isEmpty() ? QString() : other.join(u' ')));
    }

    std::printf("\n%-17s %6s %6s %9s\n", "flaw kind", "tasks", "found", "elsewhere");
    int flawed = 0, found = 0;
    for (auto it = tally.cbegin(); it != tally.cend(); ++it) {
        if (it.key() == u"clean")
            continue;
        flawed += it->tasks;
        found += it->right;
        std::printf("%-17s %6d %5d%% %9d\n", qPrintable(it.key()), it->tasks, it->right * 100 / it->tasks,
                    it->elsewhere);
    }
    const Tally clean = tally.value(u"clean"_s);
    std::printf("%-17s %6d %5d%%\n", "all flaws", flawed, flawed ? found * 100 / flawed : 0);
    std::printf("clean tasks flagged: %d of %d (%d%%)\n", clean.right, clean.tasks,
                clean.tasks ? clean.right * 100 / clean.tasks : 0);
    std::printf("mutation analysis: %.1f s per task on average (budget %s, %s jobs)\n",
                tasks.isEmpty() ? 0.0 : double(mutationTotal) / 1000 / double(tasks.size()),
                qPrintable(parser.value(u"budget"_s)), qPrintable(jobs));

    // The repairs of the right flags: proved, taken, and the task validated again.
    struct Repairs {
        int flags = 0, verified = 0, applied = 0, resolved = 0;
    };
    QMap<QString, Repairs> repairs; // flaw kind ->
    int proved = 0;
    qint64 repairMs = 0;
    std::printf("\n%-24s %-28s %-9s %-8s %s\n", "task", "flag", "suggested", "resolved", "why not");
    for (auto it = rightFlags.cbegin(); it != rightFlags.cend(); ++it) {
        if (it->isEmpty())
            continue;
        const QString kind = str(truth.at("tasks").at(it.key().toStdString()), "flaw");
        if (kind != u"missing-check" && kind != u"over-constrained")
            continue;
        const Run r = runHeddle(heddle, {u"repair"_s, root, u"--tasks"_s, it.key(), u"--flags"_s, it->join(u','),
                                         u"--apply"_s, u"--jobs"_s, jobs, u"--json"_s});
        repairMs += r.ms;
        Json out;
        try {
            out = Json::parse(r.out.toStdString());
        } catch (const Json::exception &) {
            fail(u"heddle repair printed no JSON for %1"_s.arg(it.key()));
        }
        for (const Json &t : out.value("tasks", Json::array())) {
            proved += int(t.value("suggestions", Json::array()).size());
            for (const QString &flag : *it) {
                Repairs &tallied = repairs[kind];
                ++tallied.flags;
                bool verified = false, resolved = false, applied = false;
                QString why;
                for (const Json &s : t.value("suggestions", Json::array()))
                    if (str(s, "flag") == flag) {
                        verified = verified || s.value("verified", false);
                        if (why.isEmpty() && !s.value("verified", false))
                            why = str(s, "failure");
                    }
                for (const Json &u : t.value("unrepairable", Json::array()))
                    if (str(u, "flag") == flag)
                        why = str(u, "reason");
                for (const Json &a : t.value("applied", Json::array()))
                    if (str(a, "flag") == flag) {
                        applied = a.at("error").is_null();
                        resolved = a.value("resolved", false);
                    }
                tallied.verified += verified ? 1 : 0;
                tallied.applied += applied ? 1 : 0;
                tallied.resolved += resolved ? 1 : 0;
                std::printf("%-24s %-28s %-9s %-8s %s\n", qPrintable(it.key()), qPrintable(flag.left(28)),
                            verified ? "verified" : "none", applied ? (resolved ? "yes" : "NO") : "-",
                            qPrintable(verified ? QString() : why.left(100)));
            }
        }
    }
    const Repairs over = repairs.value(u"over-constrained"_s), missing = repairs.value(u"missing-check"_s);
    const auto percent = [](int a, int b) { return b ? a * 100 / b : 0; };
    std::printf("\nover-constrained flags with a verified relaxation: %d of %d (%d%%)\n", over.verified, over.flags,
                percent(over.verified, over.flags));
    std::printf("missing-check flags with a verified new test: %d of %d (%d%%)\n", missing.verified, missing.flags,
                percent(missing.verified, missing.flags));
    const int applied = over.applied + missing.applied, resolved = over.resolved + missing.resolved;
    std::printf("taken suggestions after which the task validates and the flag is no longer raised: %d of %d (%d%%)\n",
                resolved, applied, percent(resolved, applied));
    std::printf("repair: %.1f s per suggestion proved (%d suggestions, proof, taking and re-validation included)\n",
                proved ? double(repairMs) / 1000 / proved : 0.0, proved);
    return 0;
}
